"""A decoded rank table as a cache entry, and back: data, never code.

An entry is a magic, the SHA-256 of the rest, the length of a msgpack description of the table's fields (each
array as dtype, length and offset), the description, then the arrays' raw bytes, each at an aligned offset. An
entry that does not match its checksum, does not decode to the types a RankTable holds, or whose ids and lengths do
not fit together is none (``decode_table`` gives None).
"""
import dataclasses
import hashlib
import typing

import msgspec

if typing.TYPE_CHECKING:
    import numpy

    from .tables import RankTable

TABLE_MAGIC = b"XRTABLE3"
DIGEST = 32  # SHA-256: the checksum after every cache entry's magic
_HEAD = len(TABLE_MAGIC) + DIGEST  # a table's magic and digest; the digest covers everything after them
_DESC = _HEAD + 8  # where the description starts, after its length
_ALIGN = 8
EVENT_DTYPES = {"name": "<i4", "cat": "|i1", "pid": "<i8", "tid": "<i8", "start": "<i8", "end": "<i8", "pos": "<i8",
                "ext": "<i8", "corr": "<i8", "dims": "<i4"}
STEP_DTYPES = {"num": "<i8", "start": "<i8", "end": "<i8", "tid": "<i8"}
COMM_ARRAYS = ("seq", "nbytes", "src", "dst", "enqueue", "ready", "start", "end", "tid", "stream", "cid", "kernels")
_DTYPES = frozenset({*EVENT_DTYPES.values(), *STEP_DTYPES.values()})  # numpy's dtype strings


class _Array(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    dtype: str
    count: int
    offset: int  # from the start of the array bytes


class _Comms(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    backend: list[str]
    op: list[str]
    pg: list[str]
    ranks: list[tuple[typing.Any, ...] | None]
    dtype: list[str]
    arrays: dict[str, _Array]


class _Left(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    code: str
    count: int
    reason: str


class _Kernels(msgspec.Struct, forbid_unknown_fields=True):
    kernels: int
    left: list[_Left]
    notes: list[_Left]


class _Table(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    path: str
    worker: str
    size: int
    rank: int | None
    world_size: int | None
    backend: typing.Any
    host_name: str | None
    pg_config: list[typing.Any]
    devices: list[int]
    strings: list[str]
    events: dict[str, _Array]
    steps: dict[str, _Array]
    comms: _Comms
    threads: dict[int, str]
    warnings: list[str]
    dims: list[str]
    own_clock: bool
    excluded: int
    waits: dict[str, _Array]
    comm_kernels: _Kernels
    repeated: list[str]


_TABLE = msgspec.msgpack.Decoder(_Table)


def encode_table(table: "RankTable") -> bytes:
    """A RankTable as a cache entry: magic, SHA-256 of the rest, the description's length and the description
    (msgpack), then every array's bytes at an aligned offset. Raises ValueError (or msgspec's errors) for a
    table the format cannot hold."""
    import numpy as np  # imported on first use: a warm answer (a stored Analysis) never needs it

    parts: list[bytes | memoryview] = []
    at = 0

    def put(a: "numpy.ndarray") -> _Array:
        nonlocal at
        a = np.ascontiguousarray(a, dtype=a.dtype.newbyteorder("<"))
        if a.ndim != 1 or a.dtype.str not in _DTYPES:
            raise ValueError(f"array of dtype {a.dtype} and shape {a.shape} in a rank table")
        spec = _Array(a.dtype.str, len(a), at)
        parts.append(a.data.cast("B"))
        parts.append(bytes(-a.nbytes % _ALIGN))
        at += a.nbytes + len(parts[-1])
        return spec

    c = table.comms
    meta = _Table(**{**{f.name: getattr(table, f.name) for f in dataclasses.fields(table)},
                     "events": {k: put(v) for k, v in table.events.items()},
                     "steps": {k: put(v) for k, v in table.steps.items()},
                     "waits": {k: put(v) for k, v in table.waits.items()},
                     "comms": _Comms(c.backend, c.op, c.pg, c.ranks, c.dtype,
                                     {k: put(getattr(c, k)) for k in COMM_ARRAYS}),
                     "comm_kernels": _Kernels(table.comm_kernels["kernels"],
                                              [_Left(*x) for x in table.comm_kernels["left"]],
                                              [_Left(*x) for x in table.comm_kernels.get("notes", [])])})
    desc = msgspec.msgpack.encode(meta)
    body = [len(desc).to_bytes(8, "little"), desc, bytes(-(_DESC + len(desc)) % _ALIGN), *parts]
    h = hashlib.sha256()
    for p in body:
        h.update(p)
    return b"".join([TABLE_MAGIC, h.digest(), *body])


def decode_table(data: "bytes | bytearray | memoryview") -> "RankTable | None":
    """The RankTable of an ``encode_table`` entry, or None when it is not one, intact and consistent. Its arrays
    view ``data`` (copies when ``data`` is read-only)."""
    import numpy as np

    from .kineto import CATS
    from .tables import WAIT_FIELDS, CommTable, RankTable

    view = memoryview(data)
    if len(view) < _DESC or view[:len(TABLE_MAGIC)] != TABLE_MAGIC:
        return None
    if hashlib.sha256(view[_HEAD:]).digest() != view[len(TABLE_MAGIC):_HEAD]:
        return None
    n = int.from_bytes(view[_HEAD:_DESC], "little")
    start = _DESC + n + (-(_DESC + n) % _ALIGN)
    if start > len(view):
        return None
    try:
        t = _TABLE.decode(view[_DESC:_DESC + n])
    except msgspec.MsgspecError:
        return None
    copy = view.readonly

    def arrays(specs: dict[str, _Array], want: dict[str, str]) -> "dict[str, numpy.ndarray] | None":
        if specs.keys() != want.keys():
            return None
        out = {}
        for k, s in specs.items():
            if s.dtype != want[k] or s.count < 0 or s.offset < 0:
                return None
            dt = np.dtype(s.dtype)
            if start + s.offset + dt.itemsize * s.count > len(view):
                return None
            a = np.frombuffer(data, dtype=dt, count=s.count, offset=start + s.offset)
            out[k] = a.copy() if copy else a
        return out

    events, steps = arrays(t.events, EVENT_DTYPES), arrays(t.steps, STEP_DTYPES)
    cols = arrays(t.comms.arrays, dict.fromkeys(COMM_ARRAYS, "<i8"))
    waits = arrays(t.waits, dict.fromkeys(WAIT_FIELDS, "<i8"))
    if events is None or steps is None or cols is None or waits is None:
        return None
    if not _consistent(t, events, steps, cols, len(CATS)) or not _waits_fit(waits, len(events["name"])):
        return None
    c = t.comms
    comms = CommTable(backend=c.backend, op=c.op, pg=c.pg, ranks=c.ranks, dtype=c.dtype, **cols)
    return RankTable(**{**{f: getattr(t, f) for f in t.__struct_fields__}, "events": events, "steps": steps,
                        "comms": comms, "waits": waits, "comm_kernels": _kernels_of(t.comm_kernels)})


def _kernels_of(k: _Kernels) -> dict:
    """``RankTable.comm_kernels`` from its cache entry."""
    return {"kernels": k.kernels, "left": [[x.code, x.count, x.reason] for x in k.left],
            "notes": [[x.code, x.count, x.reason] for x in k.notes]}


def _waits_fit(waits: dict, n: int) -> bool:
    """The stream-wait columns have one length and their rows are events of the table."""
    return len({len(a) for a in waits.values()}) == 1 and _within(waits["row"], n)


def _within(a, n: int) -> bool:
    """Every value of ``a`` is an id below ``n``."""
    return not len(a) or (int(a.min()) >= 0 and int(a.max()) < n)


def _consistent(t: _Table, events: dict, steps: dict, cols: dict, n_cats: int) -> bool:
    """The columns fit together as decode writes them: equal lengths, ids within their tables, events sorted by
    start and none ending before it, step numbers increasing."""
    n, s, c = len(events["name"]), len(steps["num"]), len(t.comms.op)
    if any(len(a) != n for a in events.values()) or any(len(a) != s for a in steps.values()):
        return False
    if any(len(a) != c for a in (*cols.values(), t.comms.backend, t.comms.pg, t.comms.ranks, t.comms.dtype)):
        return False
    if not (_within(events["name"], len(t.strings)) and _within(events["cat"], n_cats)
            and _within(events["dims"], len(t.dims))):
        return False
    start, end, num = events["start"], events["end"], steps["num"]
    return bool((start[1:] >= start[:-1]).all() and (end >= start).all() and (num[1:] > num[:-1]).all())
