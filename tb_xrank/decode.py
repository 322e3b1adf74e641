"""Decode one trace file into columnar numpy tables.

A typed msgspec schema names the few fields the analysis reads; everything else
is skipped while parsing. ``args`` fields that only a handful of events need
(collective arguments, input shapes) stay raw and are decoded for those events
alone. Times become absolute integer nanoseconds: ``baseTimeNanoseconds`` +
``ts``·1000 (older traces have an absolute ``ts`` and no base).
"""
import collections
import dataclasses
import gzip
import operator
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


class LiteArgs(msgspec.Struct, gc=False, frozen=True):
    """The args every event needs decoded: its links, and a thread name for metadata events."""

    ext: int = msgspec.field(default=-1, name="External id")
    corr: int = msgspec.field(default=-1, name="correlation")
    name: str = ""


_NO_LITE = LiteArgs()


class LiteEvent(msgspec.Struct, gc=False):
    ph: str = ""
    cat: str = ""
    name: str = ""
    pid: int | str = -1
    tid: int | str = -1
    ts: float = 0.0
    dur: float = 0.0
    id: int | str | None = None
    args: LiteArgs = _NO_LITE


class Head(msgspec.Struct, gc=False):
    """The top level of a trace; events stay raw byte ranges until a batch of them is decoded."""

    traceEvents: list[msgspec.Raw]
    distributedInfo: dict | None = None
    baseTimeNanoseconds: int | None = None
    host_name: str | None = None


_HEAD = msgspec.json.Decoder(Head)
_BATCH = msgspec.json.Decoder(list[LiteEvent])
_FULL = msgspec.json.Decoder(Event)
BATCH_EVENTS = 32_768  # events decoded into objects at once: bounds memory on any trace size


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


def _head(data: bytes) -> Head:
    try:
        head = _HEAD.decode(data)
    except msgspec.ValidationError as e:
        msg = str(e)
        if "traceEvents" in msg and "missing" in msg.lower():
            raise DecodeError("not a PyTorch Profiler trace: no traceEvents array") from None
        if msg.startswith("Expected `object`, got") and "- at `" not in msg:
            raise DecodeError("not a PyTorch Profiler trace: top level is not an object") from None
        if "traceEvents" in msg:
            raise DecodeError(f"not a PyTorch Profiler trace: {msg}") from None
        raw = msgspec.json.decode(data)  # odd types in the top-level fields: keep the events, drop those fields
        return Head([msgspec.Raw(msgspec.json.encode(e)) for e in raw["traceEvents"]])
    except msgspec.DecodeError as e:
        msg = str(e)
        if "truncated" in msg.lower():
            raise DecodeError(f"truncated JSON ({msg})") from None
        raise DecodeError(f"invalid JSON ({msg})") from None
    if not isinstance(head.distributedInfo, (dict, type(None))):
        head.distributedInfo = None
    return head


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


def _loose(e) -> Event | None:
    """One event on the slow path: the fields that convert, the rest dropped (None if nothing usable)."""
    if not isinstance(e, dict):
        return None
    args = _coerce_args(e.get("args"))
    e = {k: e[k] for k in ("ph", "cat", "name", "pid", "tid", "ts", "dur", "id") if k in e}
    try:
        ev = msgspec.convert(e, Event, strict=False)
    except msgspec.ValidationError:
        return None
    return msgspec.structs.replace(ev, args=args)


def _batch(raws) -> tuple:
    """Decode a batch of raw events to ``LiteEvent``s: ``(events, slow)``. Fields of unexpected types take
    a forgiving path (an event that cannot be read at all becomes an empty, ignored one)."""
    chunk = b"[" + b",".join(raws) + b"]"
    try:
        return _BATCH.decode(chunk), False
    except msgspec.ValidationError:
        pass
    out = []
    for e in msgspec.json.decode(chunk):
        ev = _loose(e)
        out.append(LiteEvent() if ev is None else LiteEvent(
            ev.ph, ev.cat, ev.name, ev.pid, ev.tid, ev.ts, ev.dur, ev.id,
            LiteArgs(ev.args.ext, ev.args.corr, ev.args.name)))
    return out, True


def full_event(raw) -> Event:
    """The whole of one raw event, args included (for the few events whose args the analysis reads)."""
    try:
        return _FULL.decode(raw)
    except msgspec.ValidationError:
        return _loose(msgspec.json.decode(raw)) or Event()


def _ns(ts: np.ndarray, base: int) -> np.ndarray:
    """Microsecond floats (relative to ``base`` ns) to absolute int64 ns without float overflow of precision."""
    whole = np.floor(ts)
    return base + whole.astype(np.int64) * 1000 + np.rint((ts - whole) * 1000).astype(np.int64)


def _int_ids(values: list, table: dict) -> np.ndarray:
    """pid/tid values (ints, or strings such as ``"Spans"``) as int64; strings get negative ids."""
    try:
        return np.array(values, dtype=np.int64)
    except (TypeError, ValueError, OverflowError):
        return np.array([v if type(v) is int else -1 - table.setdefault(v, len(table)) for v in values],
                        dtype=np.int64)


_ATTRS = {k: operator.attrgetter(k) for k in ("name", "cat", "ts", "dur", "pid", "tid", "args", "ext", "corr")}
_CAT_CODE = collections.defaultdict(lambda: CAT_OTHER, CAT_ID)


def _keep(name: str) -> bool:
    """Events whose args the collective extraction reads."""
    return (name == "record_param_comms" or name.startswith(("c10d::", "gloo:", "nccl:"))
            or collectives.is_nccl_kernel(name))


class _Columns:
    """Accumulates batches of decoded events into columns; keeps the few events whose args matter."""

    def __init__(self):
        self.strings, self.sid, self.strtab = [], {}, {}
        self.parts = {k: [] for k in ("name", "cat", "pid", "tid", "ts", "dur", "ext", "corr")}
        self.kept = {}  # row -> full Event, for the collective-related rows only
        self.threads = {}
        self.flows = []  # (ph, id, pid, tid, ts) of ac2g flow ends
        self.n = 0
        self.slow = False

    def add(self, evs, raws) -> None:
        xi = [i for i, e in enumerate(evs) if e.ph == "X"]
        xs = [evs[i] for i in xi] if len(xi) < len(evs) else evs
        for e in (e for e in evs if e.ph != "X") if len(xs) < len(evs) else ():
            ph = e.ph
            if ph == "M":
                if e.name == "thread_name" and type(e.tid) is int:
                    prev = self.threads.get(e.tid, "")
                    if not prev or "python" in prev or "runloop" in e.args.name:
                        self.threads[e.tid] = e.args.name
            elif (ph == "s" or ph == "f") and e.cat == "ac2g":
                self.flows.append((ph, e.id, e.pid, e.tid, e.ts))
        if not xs:
            return
        sid, strings = self.sid, self.strings
        names = list(map(_ATTRS["name"], xs))
        for nm in set(names):
            if nm not in sid:
                sid[nm] = len(strings)
                strings.append(nm)
        ids = np.fromiter(map(sid.__getitem__, names), dtype=np.int32, count=len(xs))
        keep_ids = [sid[nm] for nm in set(names) if _keep(nm)]
        if keep_ids:
            for i in np.flatnonzero(np.isin(ids, keep_ids)).tolist():
                self.kept[self.n + i] = full_event(raws[xi[i]])
        args = list(map(_ATTRS["args"], xs))
        p = self.parts
        p["name"].append(ids)
        p["cat"].append(np.fromiter(map(_CAT_CODE.__getitem__, map(_ATTRS["cat"], xs)), dtype=np.int8,
                                    count=len(xs)))
        p["ts"].append(np.fromiter(map(_ATTRS["ts"], xs), dtype=np.float64, count=len(xs)))
        p["dur"].append(np.fromiter(map(_ATTRS["dur"], xs), dtype=np.float64, count=len(xs)))
        p["pid"].append(_int_ids(list(map(_ATTRS["pid"], xs)), self.strtab))
        p["tid"].append(_int_ids(list(map(_ATTRS["tid"], xs)), self.strtab))
        p["ext"].append(np.fromiter(map(_ATTRS["ext"], args), dtype=np.int64, count=len(xs)))
        p["corr"].append(np.fromiter(map(_ATTRS["corr"], args), dtype=np.int64, count=len(xs)))
        self.n += len(xs)

    def finish(self, base: int, warnings: list):
        """``(events, kept)``: columns sorted by start time, and the kept events re-indexed to that order."""
        cat = lambda k, d: np.concatenate(self.parts[k]) if self.parts[k] else np.zeros(0, d)  # noqa: E731
        ts, dur = cat("ts", np.float64), cat("dur", np.float64)
        start = _ns(ts, base)
        if (dur < 0).any():
            warnings.append(f"{int((dur < 0).sum())} events with negative duration (clamped to 0)")
        end = start + np.rint(np.maximum(dur, 0) * 1000).astype(np.int64)
        order = np.argsort(start, kind="stable")
        events = {"name": cat("name", np.int32)[order], "cat": cat("cat", np.int8)[order],
                  "pid": cat("pid", np.int64)[order], "tid": cat("tid", np.int64)[order],
                  "start": start[order], "end": end[order], "ext": cat("ext", np.int64)[order],
                  "corr": cat("corr", np.int64)[order]}
        rank_of = np.empty(len(order), dtype=np.int64)
        rank_of[order] = np.arange(len(order))
        kept = {int(rank_of[i]): e for i, e in self.kept.items()}
        return events, kept


def decode(tf: TraceFile) -> RankTable:
    """Decode one trace file. Raises DecodeError naming the reason when nothing usable is in it."""
    head = _head(_read(tf))
    raws = head.traceEvents
    if not raws:
        raise DecodeError("no events (traceEvents is empty)")
    warnings = []
    base = head.baseTimeNanoseconds or 0
    cols = _Columns()
    for b in range(0, len(raws), BATCH_EVENTS):
        chunk = raws[b:b + BATCH_EVENTS]
        evs, slow = _batch(chunk)
        cols.slow |= slow
        cols.add(evs, chunk)
    del raws, head.traceEvents
    if cols.slow:
        warnings.append("fields of unexpected types: decoded on the slow path, such fields dropped")
    if cols.n == 0:
        raise DecodeError("no complete events (ph 'X') in traceEvents")
    events, kept = cols.finish(base, warnings)
    _corr_from_flows(cols.flows, events, base)
    strings = cols.strings
    steps = _steps(strings, events)
    di = head.distributedInfo or {}
    rank = di.get("rank") if isinstance(di.get("rank"), int) else None
    world = di.get("world_size") if isinstance(di.get("world_size"), int) else None
    pg_config = di.get("pg_config") if isinstance(di.get("pg_config"), list) else []
    comms = collectives.extract(strings, events, kept, cols.threads, pg_config, rank, warnings)
    devices = sorted({int(p) for p in np.unique(events["pid"][np.isin(events["cat"], _GPU_CATS)]) if p >= 0})
    return RankTable(tf.path, tf.worker, tf.size, rank, world, di.get("backend"), head.host_name, pg_config,
                     devices, strings, events, steps, comms, cols.threads, warnings)


_GPU_CATS = np.array([CAT_ID["kernel"], CAT_ID["gpu_memcpy"], CAT_ID["gpu_memset"]], dtype=np.int8)


def _corr_from_flows(flows, events, base) -> None:
    """Fill a missing ``correlation`` from the ``ac2g`` flow bound to the event (kineto's flow id is the
    correlation id): the start end sits on the runtime launch, the finish end on the kernel."""
    missing = np.flatnonzero((events["corr"] < 0) & np.isin(events["cat"], _FLOW_CATS))
    if not len(missing) or not flows:
        return
    at = {(int(events["pid"][i]), int(events["tid"][i]), int(events["start"][i])): i for i in missing}
    for _ph, fid, pid, tid, ts in flows:
        if type(fid) is int and type(pid) is int and type(tid) is int:
            i = at.get((pid, tid, int(_ns(np.array([ts]), base)[0])))
            if i is not None:
                events["corr"][i] = fid


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
