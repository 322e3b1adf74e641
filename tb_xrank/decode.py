"""Decode one trace file into columnar numpy tables.

A typed msgspec schema names the few fields the analysis reads; everything else
is skipped while parsing, and events are a tagged union on ``ph`` so that flow
and instant events cost next to nothing (see ``kineto``). The ``args`` every event
needs (``External id``, ``correlation``) and the collective arguments (present on
a handful of events) are typed fields; input shapes stay raw JSON text, interned
once per distinct shape; input types and concrete inputs are decoded in a second,
targeted pass for the few events that need them. Times become absolute integer nanoseconds:
``baseTimeNanoseconds`` + ``ts``·1000 (older traces have an absolute ``ts``).
"""
import collections
import dataclasses
import gc
import gzip
import itertools
import operator
import re
import typing
import zlib

import msgspec
import numpy as np

from . import collectives
from .discover import TraceFile, open_bytes, open_stream
from .kineto import (BATCH, FULL, HEAD, OTHER_PHASES, RAW_HEAD, SKIPPED, Args, Event, Head, M, RawArgs, RawHead,
                     X)

try:  # the simdjson block scanner, when the package was built with it (setup.py)
    from ._scan import Scanner
except ImportError:
    Scanner = None

CATS = ("cpu_op", "user_annotation", "kernel", "cuda_runtime", "gpu_memcpy", "gpu_memset",
        "gpu_user_annotation", "python_function", "cuda_driver", "Trace", "other")
CAT_ID = {c: i for i, c in enumerate(CATS)}
CAT_OTHER = CAT_ID["other"]
# larger traces are read a block at a time: peak memory is one block's events (and with the scanner, the
# faster path for all but the smallest traces)
STREAM_MIN_BYTES = (256 << 10) if Scanner else (16 << 20)
# (small blocks are also faster: a block and its structural index, or its decoded events, stay in cache;
# 1 MB for the scanner, 4 MB for msgspec alone, whose per-block cost is higher)
STREAM_BLOCK = (1 << 20) if Scanner else (4 << 20)
SINGLE_PASS_BYTES = 128 << 20  # a trace not laid out as kineto writes it is decoded whole, in batches of
BATCH_EVENTS = 65_536  # events above this size: under 2x the file
SLOW_WARNING = "fields of unexpected types: decoded on the slow path, such fields dropped"


class DecodeError(Exception):
    """A file that cannot be read as a profiler trace; the message names the reason."""


@dataclasses.dataclass
class RankTable:
    """Everything the analysis needs from one trace file, as columns.

    ``events``: X events sorted by start: ``name`` (ids into ``strings``), ``cat`` (ids
    into CATS), ``pid``, ``tid``, ``start``/``end`` (absolute ns), ``ext``, ``corr``,
    ``dims`` (ids into ``dims``: the ``Input Dims`` JSON text, '' when not recorded).
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
    dims: list


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


def _json_error(e) -> DecodeError:
    msg = str(e)
    if "truncated" in msg.lower():
        return DecodeError(f"truncated JSON ({msg})")
    return DecodeError(f"invalid JSON ({msg})")


def _not_a_trace(e: msgspec.ValidationError):
    msg = str(e)
    if "traceEvents" in msg and "missing" in msg.lower():
        return DecodeError("not a PyTorch Profiler trace: no traceEvents array")
    if msg.startswith("Expected `object`, got") and "- at `" not in msg:
        return DecodeError("not a PyTorch Profiler trace: top level is not an object")
    if msg.endswith("- at `$.traceEvents`"):
        return DecodeError(f"not a PyTorch Profiler trace: {msg}")
    return None


def _raw_head(data: bytes) -> RawHead:
    try:
        head = RAW_HEAD.decode(data)
    except msgspec.ValidationError as e:
        err = _not_a_trace(e)
        if err:
            raise err from None
        raw = msgspec.json.decode(data)  # odd types in top-level fields: keep the events, drop those fields
        head = RawHead([msgspec.Raw(msgspec.json.encode(x)) for x in raw["traceEvents"]])
    except msgspec.DecodeError as e:
        raise _json_error(e) from None
    if not isinstance(head.distributedInfo, (dict, type(None))):
        head.distributedInfo = None
    return head


_RAW_FIELDS = {f.encode_name for f in msgspec.structs.fields(RawArgs) if f.type is msgspec.Raw}


def _json_types(t) -> int:
    """The JSON types msgspec takes for a field of type ``t``, as the scanner's bits: int 1, str 2, null 4,
    array 8 (another type fails here, at import, rather than pass unchecked)."""
    bits = {int: 1, str: 2, type(None): 4, list: 8}
    return sum(bits[a] for a in typing.get_args(t) or (t,))


_READ_ARGS = ("ext", "corr", "dims")  # the scanner's column order
# what the scanner reads of the schema: the phases it passes over, the args it reads (External id,
# correlation, Input Dims) and the other typed args, whose JSON types it checks
_SCHEMA = (OTHER_PHASES, tuple(f.encode_name for a in _READ_ARGS for f in msgspec.structs.fields(Args) if f.name == a),
           {f.encode_name: _json_types(f.type) for f in msgspec.structs.fields(Args) if f.name not in _READ_ARGS})


def _coerce(e) -> Event | None:
    """One event on the slow path: the fields that convert, the rest dropped (None if nothing usable)."""
    if not isinstance(e, dict):
        return None
    a = e.get("args") if isinstance(e.get("args"), dict) else {}
    keep = {}
    for k, v in a.items():
        if k in _RAW_FIELDS:  # kept raw: any JSON value, as its text
            keep[k] = msgspec.Raw(msgspec.json.encode(v))
            continue
        try:
            msgspec.convert({k: v}, RawArgs, strict=False)
            keep[k] = v
        except msgspec.ValidationError:
            pass
    e = {k: e[k] for k in ("ph", "cat", "name", "pid", "tid", "ts", "dur", "id") if k in e}
    try:
        ev = msgspec.convert(e, Event, strict=False)
    except msgspec.ValidationError:
        return None
    return msgspec.structs.replace(ev, args=msgspec.convert(keep, RawArgs, strict=False))


def _as_union(ev: Event | None):
    """A slow-path Event as the fast path's union member (unknown phases become a skipped one)."""
    if ev is None or ev.ph not in ("X", "M"):
        return SKIPPED
    a = Args(**{f: getattr(ev.args, f) for f in Args.__struct_fields__})  # RawArgs minus its own fields
    if ev.ph == "X":
        return X(ev.cat, ev.name, ev.pid, ev.tid, ev.ts, ev.dur, a)
    return M(ev.name, ev.pid, ev.tid, a)


def _batches(data: bytes):
    """``(head, batches, slow)``: the trace's top level and its events as lists of union members."""
    if len(data) <= SINGLE_PASS_BYTES:
        try:
            head = HEAD.decode(data)
            return head, [head.traceEvents], False
        except msgspec.ValidationError as e:
            err = _not_a_trace(e)
            if err:
                raise err from None
        except msgspec.DecodeError as e:
            raise _json_error(e) from None
    raw = _raw_head(data)
    batches, slow = [], False
    for b in range(0, len(raw.traceEvents), BATCH_EVENTS):
        chunk = b"[" + b",".join(raw.traceEvents[b:b + BATCH_EVENTS]) + b"]"
        try:
            batches.append(BATCH.decode(chunk))
        except msgspec.ValidationError:
            batches.append([_as_union(_coerce(e)) for e in msgspec.json.decode(chunk)])
            slow = True
    head = Head([], raw.distributedInfo, raw.baseTimeNanoseconds, raw.host_name)
    return head, batches, slow


def _ns(ts: np.ndarray, base: int) -> np.ndarray:
    """Microsecond floats (relative to ``base`` ns) to absolute int64 ns, keeping sub-µs digits exact."""
    whole = np.floor(ts)
    return base + whole.astype(np.int64) * 1000 + np.rint((ts - whole) * 1000).astype(np.int64)


class _Intern(dict):
    """Values to dense ids in first-appearance order (``list(intern)`` is the table)."""

    def __missing__(self, key):
        v = self[key] = len(self)
        return v


def _int_ids(get, xs: list, table: _Intern) -> np.ndarray:
    """pid/tid values as int64: integers as they are, anything else (strings such as ``"Spans"``, integers
    beyond 64 bits) a negative id of its text."""
    try:  # operator.index takes integers only: a string fails here instead of being read as a number
        return np.fromiter(map(operator.index, map(get, xs)), dtype=np.int64, count=len(xs))
    except (TypeError, OverflowError):
        pass
    out = np.empty(len(xs), dtype=np.int64)
    for i, v in enumerate(map(get, xs)):
        out[i] = v if type(v) is int and -2**63 <= v < 2**63 else -1 - table[str(v)]
    return out


_GET = {k: operator.attrgetter(k) for k in ("name", "cat", "ts", "dur", "pid", "tid", "args", "ext", "corr", "dims")}
_CAT_CODE = collections.defaultdict(lambda: CAT_OTHER, CAT_ID)


def _keep(name: str) -> bool:
    """Events whose args the collective extraction reads."""
    return (name == "record_param_comms" or name.startswith(("c10d::", "gloo:"))
            or collectives.is_nccl_kernel(name))


def _needs_raw(name: str, args: Args) -> bool:
    """Kept events that also need the raw args: gloo/c10d (shapes, peers), or a host op without sizes."""
    return name.startswith(("c10d::", "gloo:")) or (name == "record_param_comms" and args.in_n is None)


class _Columns:
    """Accumulates batches of decoded events into columns; keeps the few events whose args matter."""

    def __init__(self):
        self.sid, self.strtab = _Intern(), _Intern()  # event names; string pids/tids
        self.keep = np.zeros(0, dtype=bool)  # by name id: its events are kept
        self.parts = {k: [] for k in ("name", "cat", "pid", "tid", "ts", "dur", "ext", "corr", "dims")}
        self.did = _Intern({b"": 0})  # input shapes as JSON text, interned
        self.dims = [""]
        self.kept = {}  # row -> X event, for the collective-related rows only
        self.threads = {}
        self.n = 0

    @property
    def strings(self) -> list:
        return list(self.sid)

    def _threads(self, ms) -> None:
        for e in ms:
            if e.name == "thread_name" and type(e.tid) is int:
                prev = self.threads.get(e.tid, "")
                if not prev or "python" in prev or "runloop" in e.args.name:
                    self.threads[e.tid] = e.args.name

    def _kept(self, ids: np.ndarray) -> list:
        """Rows of ``ids`` whose events are kept (names new since the last call are looked at first)."""
        if len(self.sid) > len(self.keep):
            new = [_keep(nm) for nm in itertools.islice(self.sid, len(self.keep), None)]
            self.keep = np.concatenate([self.keep, np.array(new, dtype=bool)])
        return np.flatnonzero(self.keep[ids]).tolist()

    def _append(self, ids, cat, ts, dur, pid, tid, ext, corr, dims) -> None:
        for k, v in zip(("name", "cat", "ts", "dur", "pid", "tid", "ext", "corr", "dims"),
                        (ids, cat, ts, dur, pid, tid, ext, corr, dims)):
            self.parts[k].append(v)
        self.n += len(ids)
        if len(self.did) > len(self.dims):
            self.dims += [k.decode(errors="replace").replace(" ", "")
                          for k in itertools.islice(self.did, len(self.dims), None)]

    def add(self, evs) -> list:
        """Append a batch of decoded events; returns ``[(row, position in the batch)]`` of its kept events that
        need raw args."""
        xs = [e for e in evs if type(e) is X]
        if len(xs) < len(evs):
            self._threads([e for e in evs if type(e) is M])
        n = len(xs)
        if not n:
            return []
        ids = np.fromiter(map(self.sid.__getitem__, map(_GET["name"], xs)), dtype=np.int32, count=n)
        kept = self._kept(ids)
        for i in kept:  # kept with a copy of their raw shapes: the block's buffer may be reused
            e = xs[i]
            if e.args.dims:
                e.args = msgspec.structs.replace(e.args, dims=e.args.dims.copy())
            self.kept[self.n + i] = e
        raw = [i for i in kept if _needs_raw(xs[i].name, xs[i].args)]
        need = []
        if raw:
            xi = range(n) if n == len(evs) else [j for j, e in enumerate(evs) if type(e) is X]
            need = [(self.n + i, xi[i]) for i in raw]
        args = list(map(_GET["args"], xs))
        self._append(ids, np.fromiter(map(_CAT_CODE.__getitem__, map(_GET["cat"], xs)), dtype=np.int8, count=n),
                     np.fromiter(map(_GET["ts"], xs), dtype=np.float64, count=n),
                     np.fromiter(map(_GET["dur"], xs), dtype=np.float64, count=n),
                     _int_ids(_GET["pid"], xs, self.strtab), _int_ids(_GET["tid"], xs, self.strtab),
                     np.fromiter(map(_GET["ext"], args), dtype=np.int64, count=n),
                     np.fromiter(map(_GET["corr"], args), dtype=np.int64, count=n),
                     self._dims_ids(list(map(_GET["dims"], args))))
        return need

    def add_scanned(self, scanner, block) -> list:
        """Append the events of one block ``[ev,...]`` read by the simdjson scanner (``_scan.Scanner``), decoding
        only its metadata and kept events with msgspec, from their own bytes; returns ``[(row, raw bytes)]`` of
        the kept events that need raw args. ValueError (nothing appended): the block needs the msgspec path."""
        name, cat, pid, tid, ts, dur, ext, corr, dims, span, meta = scanner.scan(block)
        ids = np.frombuffer(name, dtype=np.int32)
        span = np.frombuffer(span, dtype=np.int64).reshape(-1, 2)
        kept = self._kept(ids)
        ranges = np.frombuffer(meta, dtype=np.int64).reshape(-1, 2).tolist() + span[kept].tolist()
        raws = [bytes(block[a:b]) for a, b in ranges]
        try:
            evs = BATCH.decode(b"[" + b",".join(raws) + b"]") if raws else []
        except msgspec.MsgspecError as e:
            raise ValueError(f"scanned events msgspec does not take ({e})") from None
        n_meta = len(meta) // 16
        if any(type(e) is not M for e in evs[:n_meta]) or any(type(e) is not X for e in evs[n_meta:]):
            raise ValueError("scanned events of another phase than msgspec's")
        self._threads(evs[:n_meta])
        need = []
        for i, e, raw in zip(kept, evs[n_meta:], raws[n_meta:]):
            self.kept[self.n + i] = e
            if _needs_raw(e.name, e.args):
                need.append((self.n + i, raw))
        self._append(ids, np.frombuffer(cat, dtype=np.int8), np.frombuffer(ts, dtype=np.float64),
                     np.frombuffer(dur, dtype=np.float64), np.frombuffer(pid, dtype=np.int64),
                     np.frombuffer(tid, dtype=np.int64), np.frombuffer(ext, dtype=np.int64),
                     np.frombuffer(corr, dtype=np.int64), np.frombuffer(dims, dtype=np.int32))
        return need

    def _dims_ids(self, raws: list) -> np.ndarray:
        """Interned ids of the raw ``Input Dims`` (0: none; an absent value is an empty, false Raw): only
        events that carry them are touched."""
        out = np.zeros(len(raws), dtype=np.int32)
        at = np.fromiter(itertools.compress(range(len(raws)), raws), dtype=np.int64)
        if len(at):
            out[at] = np.fromiter(map(self.did.__getitem__, map(bytes, itertools.compress(raws, raws))),
                                  dtype=np.int32, count=len(at))
        return out

    def finish(self, base: int, warnings: list):
        """``(events, order)``: columns sorted by start time, and the sort order (old row of each new row)."""
        cat = lambda k, d: np.concatenate(self.parts[k]) if self.parts[k] else np.zeros(0, d)  # noqa: E731
        ts, dur = cat("ts", np.float64), cat("dur", np.float64)
        start = _ns(ts, base)
        if (dur < 0).any():
            warnings.append(f"{int((dur < 0).sum())} complete events with a missing or negative duration "
                            "(truncated or corrupt records; counted as instantaneous)")
        end = start + np.rint(np.maximum(dur, 0) * 1000).astype(np.int64)
        order = np.argsort(start, kind="stable")
        events = {"name": cat("name", np.int32)[order], "cat": cat("cat", np.int8)[order],
                  "pid": cat("pid", np.int64)[order], "tid": cat("tid", np.int64)[order],
                  "start": start[order], "end": end[order], "ext": cat("ext", np.int64)[order],
                  "corr": cat("corr", np.int64)[order], "dims": cat("dims", np.int32)[order]}
        return events, order


def _full_event(raw, fallback):
    """One kept event with its raw args decoded (the slow path for odd types; ``fallback`` if nothing converts)."""
    try:
        return FULL.decode(raw)
    except msgspec.ValidationError:
        return _coerce(msgspec.json.decode(raw)) or fallback


def _full_kept(data: bytes, kept: dict, at: dict) -> dict:
    """The kept events with the raw args of those at ``{row: position in traceEvents}`` decoded too (a second,
    targeted pass; only when needed)."""
    kept = dict(kept)
    raws = _raw_head(data).traceEvents if at else ()
    for row, pos in at.items():
        kept[row] = _full_event(raws[pos], kept[row])
    return kept


def decode(tf: TraceFile) -> RankTable:
    """Decode one trace file. Raises DecodeError naming the reason when nothing usable is in it."""
    was = gc.isenabled()
    gc.disable()  # hundreds of thousands of short-lived objects, none in a cycle: collection only costs time
    try:
        return _decode(tf)
    finally:
        if was:
            gc.enable()


def decode_or_reason(tf: TraceFile):
    """The RankTable of one file, or the reason it could not be read (never raises on bad input)."""
    try:
        return decode(tf)
    except DecodeError as e:
        return str(e)
    except Exception as e:  # a file that breaks the decoder must not take the run down
        return f"unreadable trace ({type(e).__name__}: {e})"


def _decode(tf: TraceFile) -> RankTable:
    if _streamable(tf):
        try:
            return _decode_stream(tf)
        except _NotStreamable:
            pass  # not kineto's layout: read the file whole (bad input gets its precise reason there)
    data = _read(tf)
    head, batches, slow = _batches(data)
    if not any(batches):
        raise DecodeError("no events (traceEvents is empty)")
    warnings = [SLOW_WARNING] if slow else []
    cols, at = _Columns(), {}
    for b, evs in enumerate(batches):  # a single-pass decode is one batch
        at.update((row, b * BATCH_EVENTS + pos) for row, pos in cols.add(evs))
    del batches, head.traceEvents
    return _table(tf, head, cols, lambda: _full_kept(data, cols.kept, at), lambda: _flows(data), warnings)


def _table(tf, head, cols, full_kept, flows, warnings) -> RankTable:
    """The RankTable from accumulated columns; ``full_kept()``/``flows()`` give the kept events with raw args
    and the trace's flow events (asked for only when needed)."""
    if cols.n == 0:
        raise DecodeError("no complete events (ph 'X') in traceEvents")
    base = head.baseTimeNanoseconds or 0
    events, order = cols.finish(base, warnings)
    new_row = np.empty(len(order), dtype=np.int64)
    new_row[order] = np.arange(len(order))
    kept = {int(new_row[r]): e for r, e in full_kept().items()}
    strings = cols.strings
    if ((events["corr"] < 0) & _FLOW[events["cat"]]).any():
        _corr_from_flows(flows(), events, base)
    steps = _steps(strings, events)
    di = head.distributedInfo or {}
    rank = di.get("rank") if isinstance(di.get("rank"), int) else None
    world = di.get("world_size") if isinstance(di.get("world_size"), int) else None
    pg_config = di.get("pg_config") if isinstance(di.get("pg_config"), list) else []
    comms = collectives.extract(strings, events, kept, cols.threads, pg_config, rank, warnings)
    devices = sorted({int(p) for p in np.unique(events["pid"][DEVICE_CATS[events["cat"]]]) if p >= 0})
    return RankTable(tf.path, tf.worker, tf.size, rank, world, di.get("backend"), head.host_name, pg_config,
                     devices, strings, events, steps, comms, cols.threads, warnings, cols.dims)


# --- streaming: bounded memory for large traces ------------------------------------------------------------------

class _NotStreamable(Exception):
    """The file is not laid out as kineto writes it (or is damaged): decode it whole instead."""


_EVENTS_START = re.compile(rb'"traceEvents"\s*:\s*\[')
_EVENTS_END = re.compile(rb"\n  \}\s*\]")
_SEP = b"\n  },\n  {"  # between two events in kineto's layout; raw newlines occur only outside JSON strings
RAWS = msgspec.json.Decoder(list[msgspec.Raw])


def estimated_size(tf: TraceFile) -> int:
    """Uncompressed bytes of a trace: the size, or for a local gzip file its ISIZE trailer (size mod 4 GiB,
    never taken below 4x the compressed size); remote gzip files count as 8x."""
    if not tf.path.endswith(".gz"):
        return tf.size
    try:
        with open(tf.path, "rb") as f:
            f.seek(-4, 2)
            isize = int.from_bytes(f.read(4), "little")
        return max(isize, 4 * tf.size)
    except OSError:
        return 8 * tf.size


def expected_peak(tf: TraceFile) -> int:
    """Bytes a decode of ``tf`` is expected to hold at its peak: the columns and a few blocks' events when it
    streams, twice the trace and its columns when it is read whole (a trace not in kineto's layout may
    need that much even when it streams)."""
    size = estimated_size(tf)
    if size > STREAM_MIN_BYTES:
        return size // 4 + 16 * STREAM_BLOCK + (64 << 20)
    return 3 * size + (64 << 20)


def _streamable(tf: TraceFile) -> bool:
    return estimated_size(tf) > STREAM_MIN_BYTES


class _EventStream:
    """Byte ranges of whole events of the ``traceEvents`` array, each ``[ev,...]``: views of one buffer that is
    refilled a block at a time (read into, never copied around), the ``[`` and ``]`` of each written over the
    separator between two events (``}`` ``,`` newline becomes ``}`` ``]`` ``[``). A view is valid until the
    next one is asked for: a ``msgspec.Raw`` decoded from it must be copied to be kept. After the last one,
    ``top`` holds the top level with the array emptied."""

    def __init__(self, f):
        self.f, self.block, self.top = f, STREAM_BLOCK, None

    def _fill(self, buf: bytearray, n: int) -> int:
        """Read after the first ``n`` bytes of ``buf`` until it is full or the file ends; the bytes it holds."""
        view = memoryview(buf)
        try:
            while n < len(buf):
                got = self.f.readinto(view[n:])
                if not got:
                    break
                n += got
        except (OSError, EOFError, zlib.error):
            raise _NotStreamable from None
        return n

    def __iter__(self):
        buf = bytearray(self.block)
        n = self._fill(buf, 0)
        m = _EVENTS_START.search(buf, 0, n)
        while not m and n == len(buf) < (64 << 20):  # a long top level before the events (pg_config)
            buf += bytearray(len(buf))
            n = self._fill(buf, n)
            m = _EVENTS_START.search(buf, 0, n)
        if not m:
            raise _NotStreamable
        prefix = bytes(buf[:m.end()])
        start = m.end() - 1  # the array's own '[' opens the first block
        while n == len(buf):  # the file goes on
            cut = buf.rfind(_SEP, start, n)
            if cut >= 0:
                buf[cut + 4], buf[cut + 5] = 93, 91  # ']' over the ',' and '[' over the newline
                yield memoryview(buf)[start:cut + 5]
                start = cut + 5
            elif n - start > max(4 * self.block, 64 << 20):  # no event is that long: not kineto's layout
                raise _NotStreamable
            rest = n - start
            new = buf if 2 * rest <= len(buf) else bytearray(2 * len(buf))  # a long event: a larger buffer
            new[:rest] = buf[start:n]
            buf, start = new, 0
            n = self._fill(buf, rest)
        m = _EVENTS_END.search(buf, max(start, buf.rfind(_SEP, start, n)), n)  # after the last event's start
        if not m:
            raise _NotStreamable
        if buf[start + 1:m.start()].strip():
            yield bytes(buf[start:m.start() + 4]) + b"]"
        self.top = prefix + b"]" + bytes(buf[m.end():n])


def _decode_stream(tf: TraceFile) -> RankTable:
    """Decode a large trace a block at a time: peak memory is the columns plus one block's events."""
    try:
        raw = open_stream(tf.path)
    except OSError as e:
        raise DecodeError(f"cannot read: {e.strerror or e}") from None
    with raw:
        gz = raw.read(2) == b"\x1f\x8b"
        raw.seek(0)
        cols, full, flows, slow, linking = _Columns(), {}, [], False, False
        scanner = Scanner(cols.sid, cols.did, cols.strtab, CATS, CAT_OTHER, *_SCHEMA) if Scanner else None
        stream = _EventStream(gzip.GzipFile(fileobj=raw) if gz else raw)
        for chunk in stream:
            n0 = cols.n
            try:
                need = cols.add_scanned(scanner, chunk) if scanner else None
            except ValueError:  # a value of another type, or bad JSON: msgspec decides
                need = None
            if need is None:
                try:
                    evs = BATCH.decode(chunk)
                except msgspec.ValidationError:
                    evs = [_as_union(_coerce(e)) for e in msgspec.json.decode(chunk)]
                    slow = True
                except msgspec.DecodeError:
                    raise _NotStreamable from None
                at = cols.add(evs)
                raws = RAWS.decode(chunk) if at else ()
                need = [(row, bytes(raws[pos])) for row, pos in at]  # copies: the buffer is refilled
            for row, raw in need:
                full[row] = _full_event(raw, cols.kept[row])
            # kernels or launches without a correlation: their ac2g flows, which kineto writes right after each
            # event (so in this block or the next), are read from here on
            linking = linking or (cols.n > n0 and bool(
                ((cols.parts["corr"][-1] < 0) & _FLOW[cols.parts["cat"][-1]]).any()))
            if linking:
                try:
                    flows += _flows(chunk, whole=False)
                except msgspec.DecodeError:  # JSON the scan passed over is broken: the whole-file decode says so
                    raise _NotStreamable from None
        try:
            head = HEAD.decode(stream.top)
        except msgspec.MsgspecError:
            raise _NotStreamable from None
    return _table(tf, head, cols, lambda: {**cols.kept, **full}, lambda: flows, [SLOW_WARNING] if slow else [])


# by category id (``MASK[events["cat"]]``): host ops, device work, runtime launches, what ac2g flows link
HOST_CATS = collectives.mask_of([CAT_ID["cpu_op"], CAT_ID["user_annotation"]], len(CATS))
DEVICE_CATS = collectives.mask_of([CAT_ID["kernel"], CAT_ID["gpu_memcpy"], CAT_ID["gpu_memset"]], len(CATS))
LAUNCH_CATS = collectives.mask_of([CAT_ID["cuda_runtime"], CAT_ID["cuda_driver"]], len(CATS))
_FLOW = LAUNCH_CATS.copy()
_FLOW[CAT_ID["kernel"]] = True


class _Flow(msgspec.Struct, gc=False):
    ph: str = ""
    cat: str = ""
    id: int | str | None = None
    pid: int | str = -1
    tid: int | str = -1
    ts: float = 0.0


class _FlowHead(msgspec.Struct, gc=False):
    traceEvents: list[_Flow]


FLOWS = msgspec.json.Decoder(list[_Flow])


def _ac2g(flows) -> list:
    return [f for f in flows if f.ph in ("s", "f") and f.cat == "ac2g" and type(f.id) is int
            and type(f.pid) is int and type(f.tid) is int]


def _flows(data, whole: bool = True) -> list:
    """The ``ac2g`` flow events of a whole trace, or of one block's ``[ev,...]`` (a pass of their own: rarely
    needed); events with fields of unexpected types are converted one by one and skipped when they do not."""
    try:
        return _ac2g(msgspec.json.decode(data, type=_FlowHead).traceEvents if whole else FLOWS.decode(data))
    except msgspec.ValidationError:
        pass
    items = msgspec.json.decode(data)
    items = items.get("traceEvents") if whole and isinstance(items, dict) else items
    out = []
    for e in items if isinstance(items, list) else ():
        try:
            out.append(msgspec.convert(e, _Flow, strict=False))
        except msgspec.ValidationError:
            pass
    return _ac2g(out)


def _corr_from_flows(flows, events, base) -> None:
    """Fill a missing ``correlation`` from the ``ac2g`` flow bound to the event (kineto's flow id is the
    correlation id): the start end sits on the runtime launch, the finish end on the kernel."""
    missing = np.flatnonzero((events["corr"] < 0) & _FLOW[events["cat"]])
    at = {(int(events["pid"][i]), int(events["tid"][i]), int(events["start"][i])): i for i in missing}
    for f in flows:
        i = at.get((f.pid, f.tid, int(_ns(np.array([f.ts]), base)[0])))
        if i is not None:
            events["corr"][i] = f.id


def _steps(strings: list, events: dict) -> dict:
    """``ProfilerStep#N`` intervals on the host threads, one per step number (the earliest)."""
    host = HOST_CATS[events["cat"]]
    ids = [i for i, s in enumerate(strings) if s.startswith("ProfilerStep#") and s[13:].isdigit()]
    nums = {i: int(strings[i][13:]) for i in ids}
    idx = np.flatnonzero(host & collectives.mask_of(ids, len(strings))[events["name"]])
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
