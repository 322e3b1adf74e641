"""On-disk cache of decoded rank tables, whole analyses and the clock frame each analysis was computed in; and the
Analysis saved beside a run (``tb-xrank analyze RUN --save``).

Keys hash what determines the content: a table by (path, size, mtime, tool
version; for remote files also the ETag or generation that fsspec lists); an
analysis by every input file's key plus the settings that change the answer.
Writes are atomic (temporary file, then rename).

An entry is data, never code: a table is a msgpack description of its fields
(each array as dtype, length and offset) followed by the arrays' raw bytes; an
analysis is its JSON text; a frame is the SHA-256 of the analysis it belongs to, then msgpack of plain numbers
(``align.frame.Frame.to_bytes``). Each starts with a magic and the SHA-256 of the rest.
An entry that is unreadable, does not match its checksum, does not decode to the
types a RankTable holds, or whose ids and lengths do not fit together is a miss.

A saved Analysis is one JSON document, ``SAVED_NAME`` in the run directory (local or fsspec): per span the
Analysis' JSON, its clock frame, the SHA-256 of both, and the key it was computed for, ``analysis_key`` with
each file named by ``saved_file_key`` (its name in the run directory, size, mtime, content version), so that
it holds wherever the run directory is read from. Read with typed decoders only.
"""
import dataclasses
import hashlib
import json
import os
import typing

import msgspec

from ..files import atomic_write
from ..version import __version__
from .discover import is_url, open_stream

if typing.TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    import numpy

    from .discover import TraceFile
    from .tables import RankTable

TABLE_MAGIC = b"XRTABLE3"
ANALYSIS_MAGIC = b"XRANAL01"
FRAME_MAGIC = b"XRFRAME1"
_DIGEST = 32  # SHA-256
_HEAD = len(TABLE_MAGIC) + _DIGEST  # a table's magic and digest; the digest covers everything after them
_DESC = _HEAD + 8  # where the description starts, after its length
_ALIGN = 8
EVENT_DTYPES = {"name": "<i4", "cat": "|i1", "pid": "<i8", "tid": "<i8", "start": "<i8", "end": "<i8", "pos": "<i8",
                "ext": "<i8", "corr": "<i8", "dims": "<i4"}
STEP_DTYPES = {"num": "<i8", "start": "<i8", "end": "<i8", "tid": "<i8"}
COMM_ARRAYS = ("seq", "nbytes", "src", "dst", "enqueue", "ready", "start", "end", "tid", "stream", "cid", "kernels")
_DTYPES = frozenset({*EVENT_DTYPES.values(), *STEP_DTYPES.values()})  # numpy's dtype strings


def file_key(tf: "TraceFile") -> str:
    """A trace file's key: path (or URL), size, mtime and tool version, plus the remote store's content version
    (ETag, generation) where it gives one: its modification times are often to the second only."""
    return hashlib.sha1(f"{tf.path}|{tf.size}|{tf.mtime_ns}|{tf.version}|{__version__}".encode()).hexdigest()


def saved_file_key(tf: "TraceFile") -> str:
    """A trace file's key for an Analysis saved beside its run: ``file_key`` with the file's name in its run
    directory in place of its path, so that the saved Analysis holds wherever the run is read from."""
    name, size, mtime_ns, version = saved_file_id(tf)
    return hashlib.sha1(f"{name}|{size}|{mtime_ns}|{version}|{__version__}".encode()).hexdigest()


def saved_file_id(tf: "TraceFile") -> tuple[str, int, int, str]:
    """``(name in its run directory, size, mtime_ns, content version)``: what ``saved_file_key`` hashes."""
    return os.path.basename(tf.path), tf.size, tf.mtime_ns, tf.version


def analysis_key(files: "Iterable[TraceFile]", settings_key: dict, span: int,
                 ident: "Callable[[TraceFile], str]" = file_key) -> str:
    """An Analysis' key: every input file's ``ident`` (``file_key``; ``saved_file_key`` beside a run), the
    settings that change the answer, the span and the tool version."""
    parts = sorted(ident(f) for f in files)
    blob = json.dumps({"files": parts, "settings": settings_key, "span": span, "version": __version__},
                      sort_keys=True)
    return hashlib.sha1(blob.encode()).hexdigest()


def _path(root: str, kind: str, key: str, ext: str) -> str:
    return os.path.join(root, kind, key[:2], key + ext)


def _read(path: str) -> bytearray | None:
    """The bytes of ``path`` in a writable buffer (arrays viewing it can be written), or None."""
    try:
        with open(path, "rb") as f:
            buf = bytearray(os.fstat(f.fileno()).st_size)
            n = f.readinto(buf)
    except OSError:
        return None
    return buf if n == len(buf) else None


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

    parts, at = [], 0

    def put(a: "numpy.ndarray") -> _Array:
        nonlocal at
        a = np.ascontiguousarray(a, dtype=a.dtype.newbyteorder("<"))
        if a.ndim != 1 or a.dtype.str not in _DTYPES:
            raise ValueError(f"array of dtype {a.dtype} and shape {a.shape} in a rank table")
        spec = _Array(a.dtype.str, len(a), at)
        parts.append(memoryview(a).cast("B"))
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


def read_table(path: str) -> "RankTable | None":
    """The RankTable stored at ``path``, or None (a miss) when it cannot be read back whole and consistent."""
    data = _read(path)
    return None if data is None else decode_table(data)


def write_table(path: str, table: "RankTable") -> str | None:
    """Store ``table`` at ``path`` atomically; the path, or None when it could not be written (nothing is left)."""
    try:
        atomic_write(path, encode_table(table), 0o600, folders=True)
    except (OSError, ValueError, TypeError, OverflowError, msgspec.MsgspecError):
        return None
    return path


def load_table(root: str, tf: "TraceFile") -> "RankTable | None":
    return read_table(_path(root, "tables", file_key(tf), ".xrt"))


def save_table(root: str, tf: "TraceFile", table: "RankTable") -> str | None:
    """Cache a rank table; its entry's path, or None when it could not be written."""
    return write_table(_path(root, "tables", file_key(tf), ".xrt"), table)


def _load_blob(root: str, kind: str, ext: str, magic: bytes, key: str) -> bytes | None:
    """The stored bytes of ``key``, or None when there are none or they do not match their checksum."""
    try:
        with open(_path(root, kind, key, ext), "rb") as f:
            head, blob = f.read(len(magic) + _DIGEST), f.read()
    except OSError:
        return None
    if head[:len(magic)] != magic or hashlib.sha256(blob).digest() != head[len(magic):]:
        return None
    return blob


def _save_blob(root: str, kind: str, ext: str, magic: bytes, key: str, blob: bytes) -> None:
    try:
        atomic_write(_path(root, kind, key, ext), magic + hashlib.sha256(blob).digest() + blob, 0o600, folders=True)
    except OSError:
        pass


def load_analysis(root: str, key: str) -> bytes | None:
    """The stored Analysis JSON of ``key``, or None when there is none or it does not match its checksum."""
    return _load_blob(root, "analysis", ".xra", ANALYSIS_MAGIC, key)


def save_analysis(root: str, key: str, blob: bytes) -> None:
    _save_blob(root, "analysis", ".xra", ANALYSIS_MAGIC, key, blob)


def load_frame(root: str, key: str) -> bytes | None:
    """The stored clock frame (``Frame.to_bytes``) of the Analysis ``key``, or None."""
    return _load_blob(root, "analysis", ".xrf", FRAME_MAGIC, key)


def save_frame(root: str, key: str, blob: bytes) -> None:
    _save_blob(root, "analysis", ".xrf", FRAME_MAGIC, key, blob)


SAVED_NAME = "tb_xrank.analysis"  # not *.json: discovery, TensorBoard and torch-tb-profiler pass it over
SAVED_FORMAT = "tb_xrank.saved/1"
SAVED_LIMIT = 1 << 30  # a larger file beside a run is no saved Analysis of this tool


class SavedSpan(msgspec.Struct, forbid_unknown_fields=True):
    """One span's Analysis saved beside its run, with what it was computed from."""

    span: int  # 1-based
    key: str  # analysis_key(files, settings, span index, saved_file_key)
    settings: dict[str, typing.Any]  # Settings.analysis_key()
    files: list[tuple[str, int, int, str]]  # saved_file_id of each input file
    sha256: str  # saved_digest(analysis, frame)
    frame: bytes | None  # Frame.to_bytes (base64 in the JSON)
    analysis: msgspec.Raw  # the Analysis' JSON as Analysis.to_json wrote it


class SavedRun(msgspec.Struct, forbid_unknown_fields=True):
    """The saved Analyses of one run: its name and the directory its files were read from when it was saved
    (the Analysis names its files by path)."""

    format: str
    tool_version: str
    run: str
    dir: str
    spans: list[SavedSpan]


class _SavedHead(msgspec.Struct):
    format: typing.Any = None
    tool_version: typing.Any = None


_SAVED = msgspec.json.Decoder(SavedRun)
_SAVED_HEAD = msgspec.json.Decoder(_SavedHead)


def saved_path(run_dir: str) -> str:
    """Where the saved Analysis of the run directory ``run_dir`` (a path or fsspec URL) lives."""
    return run_dir.rstrip("/") + "/" + SAVED_NAME if is_url(run_dir) else os.path.join(run_dir, SAVED_NAME)


def saved_digest(analysis: bytes, frame: bytes | None) -> str:
    """The SHA-256 (hex) of a saved span's Analysis JSON followed by its frame."""
    return hashlib.sha256(analysis + (frame or b"")).hexdigest()


def encode_saved(doc: SavedRun) -> bytes:
    return msgspec.json.encode(doc)


def decode_saved(data: bytes) -> SavedRun:
    """The saved Analyses in ``data``; ValueError saying why it is none of this tool and version."""
    try:
        head = _SAVED_HEAD.decode(data)
    except msgspec.MsgspecError as e:
        if data.startswith(b'{"format":"tb_xrank.saved/'):
            raise ValueError(f"damaged ({e})") from None
        raise ValueError("not a saved tb_xrank Analysis (not a JSON object)") from None
    if head.format != SAVED_FORMAT:
        raise ValueError(f"not a saved tb_xrank Analysis (format {head.format!r}, this tb_xrank reads "
                         f"{SAVED_FORMAT!r})" if head.format is not None else "not a saved tb_xrank Analysis")
    if head.tool_version != __version__:
        raise ValueError(f"saved by tb_xrank {head.tool_version}, this is {__version__}")
    try:
        return _SAVED.decode(data)
    except msgspec.MsgspecError as e:
        raise ValueError(f"damaged ({e})") from None


def read_saved(path: str) -> bytes | None:
    """The bytes of the saved Analysis at ``path``, or None when there is none. Raises OSError (RemoteError
    for remote storage) when it cannot be read, ValueError when it is too large to be one."""
    try:
        with open_stream(path) as f:
            data = f.read(SAVED_LIMIT + 1)
    except (FileNotFoundError, NotADirectoryError):
        return None
    if len(data) > SAVED_LIMIT:
        raise ValueError(f"larger than {SAVED_LIMIT >> 20} MiB")
    return data


def write_saved(path: str, data: bytes) -> None:
    """Write a saved Analysis: a local file atomically (mode 0644: TensorBoard may run as another user), an
    object of remote storage in one put. Raises OSError (RemoteError for remote storage)."""
    if not is_url(path):
        atomic_write(path, data, 0o644, folders=True)
        return
    import fsspec

    from .discover import RemoteError

    try:
        fs, inner = fsspec.core.url_to_fs(path)
        fs.pipe_file(inner, data)
    except OSError:
        raise
    except Exception as e:  # botocore, aiohttp, a missing fsspec implementation
        raise RemoteError(f"{path}: cannot write ({type(e).__name__}: {e})") from None
