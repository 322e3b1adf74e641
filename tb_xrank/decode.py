"""Decode one trace file into columnar numpy tables.

A typed msgspec schema names the few fields the analysis reads; everything else
is skipped while parsing. ``args`` fields that only a handful of events need
(collective arguments, input shapes) stay raw and are decoded for those events
alone. Times become absolute integer nanoseconds: ``baseTimeNanoseconds`` +
``ts``·1000 (older traces have an absolute ``ts`` and no base).
"""
import dataclasses
import gzip
import zlib

import msgspec
import numpy as np

from . import collectives
from .discover import TraceFile, open_bytes

CATS = ("cpu_op", "user_annotation", "kernel", "cuda_runtime", "gpu_memcpy", "gpu_memset",
        "gpu_user_annotation", "python_function", "cuda_driver", "Trace", "other")
CAT_ID = {c: i for i, c in enumerate(CATS)}
CAT_OTHER = CAT_ID["other"]


class Args(msgspec.Struct, gc=False, frozen=True):
    ext: int = msgspec.field(default=-1, name="External id")
    corr: int = msgspec.field(default=-1, name="correlation")
    stream: int = -1
    device: int = -1
    name: str = ""
    coll: str = msgspec.field(default="", name="Collective name")
    seq: int | str | None = msgspec.field(default=None, name="Seq")
    pg_name: str | int | None = msgspec.field(default=None, name="Process Group Name")
    pg_id: str | int | None = msgspec.field(default=None, name="Process Group ID")
    pg_desc: str | None = msgspec.field(default=None, name="Process Group Description")
    pg_ranks: str | list | None = msgspec.field(default=None, name="Process Group Ranks")
    rank_start: int | None = msgspec.field(default=None, name="Global rank start")
    rank_stride: int | None = msgspec.field(default=None, name="Global rank stride")
    group_size: int | None = msgspec.field(default=None, name="Group size")
    in_n: int | None = msgspec.field(default=None, name="In msg nelems")
    out_n: int | None = msgspec.field(default=None, name="Out msg nelems")
    dtype: str | None = None
    src: int | None = msgspec.field(default=None, name="Src Rank")
    dst: int | None = msgspec.field(default=None, name="Dst Rank")
    dims: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="Input Dims")
    itype: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="Input type")
    concrete: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="Concrete Inputs")


_NO_ARGS = Args()


class Event(msgspec.Struct, gc=False):
    ph: str = ""
    cat: str = ""
    name: str = ""
    pid: int | str = -1
    tid: int | str = -1
    ts: float = 0.0
    dur: float = 0.0
    id: int | str | None = None
    args: Args = _NO_ARGS


class Trace(msgspec.Struct, gc=False):
    traceEvents: list[Event]
    distributedInfo: dict | None = None
    baseTimeNanoseconds: int | None = None
    host_name: str | None = None
    deviceProperties: msgspec.Raw = msgspec.Raw(b"")


_DECODER = msgspec.json.Decoder(Trace)


class DecodeError(Exception):
    """A file that cannot be read as a profiler trace; the message names the reason."""


@dataclasses.dataclass
class RankTable:
    """Everything the analysis needs from one trace file, as columns.

    ``events``: X events: ``name`` (ids into ``strings``), ``cat`` (ids into CATS),
    ``pid``, ``tid``, ``start``/``end`` (absolute ns), ``ext``, ``corr``.
    ``steps``: ``ProfilerStep#N`` on the host: ``num``, ``start``, ``end``, ``tid``.
    ``comms``: the collective records (see ``collectives.CommTable``).
    """

    path: str
    worker: str
    size: int
    rank: int | None
    world_size: int | None
    backend: str | None
    host_name: str | None
    pg_config: list
    devices: list
    strings: list
    events: dict
    steps: dict
    comms: "collectives.CommTable"
    threads: dict
    warnings: list


def _read(tf: TraceFile) -> bytes:
    try:
        data = open_bytes(tf.path)
    except OSError as e:
        raise DecodeError(f"cannot read: {e.strerror or e}") from None
    if not data:
        raise DecodeError("empty file")
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as e:
            raise DecodeError(f"corrupt gzip ({e})") from None
        if not data:
            raise DecodeError("empty file (empty gzip stream)")
    return data


def _parse(data: bytes):
    """``(Trace, warnings)``; fields of unexpected types send the file down a slower, forgiving path."""
    try:
        return _DECODER.decode(data), []
    except msgspec.ValidationError as e:
        if "traceEvents" in str(e) and "missing" in str(e).lower():
            raise DecodeError("not a PyTorch Profiler trace: no traceEvents array") from None
        if str(e).startswith("Expected `object`, got") and "- at `" not in str(e):
            raise DecodeError("not a PyTorch Profiler trace: top level is not an object") from None
        return _parse_loose(data), [f"unexpected field types ({e}): decoded on the slow path, such fields dropped"]
    except msgspec.DecodeError as e:
        msg = str(e)
        if "truncated" in msg.lower():
            raise DecodeError(f"truncated JSON ({msg})") from None
        raise DecodeError(f"invalid JSON ({msg})") from None


def _coerce_args(a) -> Args:
    """Args of one event on the slow path: the fields that convert, the rest dropped."""
    if not isinstance(a, dict):
        return _NO_ARGS
    try:
        return msgspec.convert(a, Args, strict=False)
    except msgspec.ValidationError:
        keep = {}
        for k, v in a.items():
            try:
                msgspec.convert({k: v}, Args, strict=False)
                keep[k] = v
            except msgspec.ValidationError:
                pass
        return msgspec.convert(keep, Args, strict=False)


def _parse_loose(data: bytes) -> Trace:
    """Slow path for traces whose fields have unexpected types: keep what converts."""
    raw = msgspec.json.decode(data)
    if not isinstance(raw, dict) or not isinstance(raw.get("traceEvents"), list):
        raise DecodeError("not a PyTorch Profiler trace: no traceEvents array") from None
    events = []
    for e in raw["traceEvents"]:
        if not isinstance(e, dict):
            continue
        args = _coerce_args(e.get("args"))
        e = {k: e[k] for k in ("ph", "cat", "name", "pid", "tid", "ts", "dur", "id") if k in e}
        try:
            ev = msgspec.convert(e, Event, strict=False)
        except msgspec.ValidationError:
            continue
        events.append(msgspec.structs.replace(ev, args=args))
    di = raw.get("distributedInfo")
    base = raw.get("baseTimeNanoseconds")
    host = raw.get("host_name")
    return Trace(events, di if isinstance(di, dict) else None, base if isinstance(base, int) else None,
                 host if isinstance(host, str) else None)


def _ns(ts: np.ndarray, base: int) -> np.ndarray:
    """Microsecond floats (relative to ``base`` ns) to absolute int64 ns without float overflow of precision."""
    whole = np.floor(ts)
    return base + whole.astype(np.int64) * 1000 + np.rint((ts - whole) * 1000).astype(np.int64)


def _int_ids(values: list, table: dict) -> np.ndarray:
    """pid/tid values (ints, or strings such as ``"Spans"``) as int64; strings get negative ids."""
    out = np.empty(len(values), dtype=np.int64)
    for i, v in enumerate(values):
        out[i] = v if type(v) is int else -1 - table.setdefault(v, len(table))
    return out


def decode(tf: TraceFile) -> RankTable:
    """Decode one trace file. Raises DecodeError naming the reason when nothing usable is in it."""
    trace, warnings = _parse(_read(tf))
    evs = trace.traceEvents
    if not evs:
        raise DecodeError("no events (traceEvents is empty)")
    base = trace.baseTimeNanoseconds or 0
    xs = [e for e in evs if e.ph == "X"]
    n = len(xs)
    strings, sid = [], {}
    for e in xs:
        if e.name not in sid:
            sid[e.name] = len(strings)
            strings.append(e.name)
    names = np.fromiter((sid[e.name] for e in xs), dtype=np.int32, count=n)
    cats = np.fromiter((CAT_ID.get(e.cat, CAT_OTHER) for e in xs), dtype=np.int8, count=n)
    ts = np.fromiter((e.ts for e in xs), dtype=np.float64, count=n)
    dur = np.fromiter((e.dur for e in xs), dtype=np.float64, count=n)
    strtab = {}
    pids = _int_ids([e.pid for e in xs], strtab)
    tids = _int_ids([e.tid for e in xs], strtab)
    ext = np.fromiter((e.args.ext for e in xs), dtype=np.int64, count=n)
    corr = np.fromiter((e.args.corr for e in xs), dtype=np.int64, count=n)
    start = _ns(ts, base)
    end = start + np.rint(np.maximum(dur, 0) * 1000).astype(np.int64)
    if (dur < 0).any():
        warnings.append(f"{int((dur < 0).sum())} events with negative duration (clamped to 0)")
    order = np.argsort(start, kind="stable")
    events = {"name": names[order], "cat": cats[order], "pid": pids[order], "tid": tids[order],
              "start": start[order], "end": end[order], "ext": ext[order], "corr": corr[order]}
    xs = [xs[i] for i in order]

    threads = {}
    for e in evs:
        if e.ph == "M" and e.name == "thread_name" and type(e.tid) is int:
            prev = threads.get(e.tid, "")
            if not prev or "python" in prev or "runloop" in e.args.name:
                threads[e.tid] = e.args.name

    steps = _steps(strings, events)
    di = trace.distributedInfo or {}
    rank = di.get("rank") if isinstance(di.get("rank"), int) else None
    world = di.get("world_size") if isinstance(di.get("world_size"), int) else None
    pg_config = di.get("pg_config") if isinstance(di.get("pg_config"), list) else []
    _corr_from_flows(evs, events, base)
    comms = collectives.extract(strings, events, xs, threads, pg_config, rank, warnings)
    devices = sorted({int(p) for p in np.unique(events["pid"][np.isin(events["cat"], _GPU_CATS)]) if p >= 0})
    return RankTable(tf.path, tf.worker, tf.size, rank, world, di.get("backend"), trace.host_name, pg_config,
                     devices, strings, events, steps, comms, threads, warnings)


_GPU_CATS = np.array([CAT_ID["kernel"], CAT_ID["gpu_memcpy"], CAT_ID["gpu_memset"]], dtype=np.int8)


def _corr_from_flows(evs, events, base) -> None:
    """Fill a missing ``correlation`` from the ``ac2g`` flow bound to the event (kineto's flow id is the
    correlation id): the start end sits on the runtime launch, the finish end on the kernel."""
    missing = np.flatnonzero((events["corr"] < 0) & np.isin(events["cat"], _FLOW_CATS))
    if not len(missing):
        return
    at = {(int(events["pid"][i]), int(events["tid"][i]), int(events["start"][i])): i for i in missing}
    for e in evs:
        if e.ph in ("s", "f") and e.cat == "ac2g" and type(e.id) is int and type(e.pid) is int and type(e.tid) is int:
            i = at.get((e.pid, e.tid, int(_ns(np.array([e.ts]), base)[0])))
            if i is not None:
                events["corr"][i] = e.id


_FLOW_CATS = np.array([CAT_ID["kernel"], CAT_ID["cuda_runtime"], CAT_ID["cuda_driver"]], dtype=np.int8)


def _steps(strings: list, events: dict) -> dict:
    """``ProfilerStep#N`` intervals on the host threads, one per step number (the earliest)."""
    host = np.isin(events["cat"], [CAT_ID["cpu_op"], CAT_ID["user_annotation"]])
    ids = [i for i, s in enumerate(strings) if s.startswith("ProfilerStep#") and s[13:].isdigit()]
    nums = {i: int(strings[i][13:]) for i in ids}
    idx = np.flatnonzero(host & np.isin(events["name"], ids))
    seen, keep = set(), []
    for i in idx:
        k = nums[int(events["name"][i])]
        if k not in seen:
            seen.add(k)
            keep.append(i)
    keep = np.array(keep, dtype=np.int64)
    num = np.array([nums[int(events["name"][i])] for i in keep], dtype=np.int64)
    o = np.argsort(num)
    return {"num": num[o], "start": events["start"][keep][o], "end": events["end"][keep][o],
            "tid": events["tid"][keep][o]}
