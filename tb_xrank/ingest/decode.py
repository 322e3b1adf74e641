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
import gzip
import itertools
import json
import operator
import sys
import typing
import zlib

import msgspec
import numpy as np

from ..config import total_memory
from .discover import TraceFile, open_bytes, open_stream
from .kineto import (BATCH, CAT_ID, CAT_OTHER, CATS, DEVICE_CATS, FLOW_CATS, FULL, HEAD, HOST_CATS, OTHER_PHASES,
                     NO_ID, RAW_HEAD, SKIPPED, Args, Event, EventU, Head, M, RawArgs, RawHead, X, is_kept, mask_of)
from .stream import EventStream, NotStreamable
from .tables import CommTable, RankTable

try:  # the simdjson block scanner, when the package was built with it (setup.py)
    from ._scan import Scanner
except ImportError:
    Scanner = None



@dataclasses.dataclass(frozen=True)
class DecodeOptions:
    """How a trace file is read (the defaults and why: bench/README.md).

    ``stream_min_bytes``: a larger trace is read ``stream_block`` bytes at a time (peak memory: one block's
    events); ``single_pass_bytes``: a trace not laid out as kineto writes it is decoded in one pass up to this
    size, above it in batches of ``batch_events`` events (under twice the file)."""

    stream_min_bytes: int = (256 << 10) if Scanner else (16 << 20)
    stream_block: int = (1 << 20) if Scanner else (4 << 20)
    single_pass_bytes: int = 128 << 20
    batch_events: int = 65_536


DEFAULT = DecodeOptions()


def _devices(events, path: str, warnings: list) -> list:
    """The GPUs the trace's device events ran on, the one most of them ran on first (the rank's GPU); a trace with
    device events on several GPUs is warned of (a rank's kernels run on its one device)."""
    dev, n = np.unique(events["pid"][DEVICE_CATS[events["cat"]]], return_counts=True)
    keep = dev >= 0
    dev, n = dev[keep], n[keep]
    order = np.lexsort((dev, -n))
    if len(dev) > 1:
        listed = ", ".join(f"{int(dev[i])} ({int(n[i])} event{'s' if int(n[i]) > 1 else ''})" for i in order[:4])
        warnings.append(f"{path}: device events on {len(dev)} GPUs: {listed}; the rank's GPU is "
                        f"taken as {int(dev[order[0]])}, the one most of them ran on")
    return [int(dev[i]) for i in order]


class DecodeError(Exception):
    """A file that cannot be read as a profiler trace; the message names the reason."""


def _read(tf: TraceFile, budget: int) -> bytes:
    """The file's bytes, decompressed when gzip; a trace that would expand beyond a third of ``budget`` (what
    reading it whole then holds, about three times its size, would exceed the memory budget) is refused."""
    try:
        data = open_bytes(tf.path)
    except OSError as e:
        raise DecodeError(f"cannot read: {e.strerror or e}") from None
    if not data:
        raise DecodeError("empty file")
    if data[:2] == b"\x1f\x8b":
        data = _gunzip(data, budget // 3)
        if not data:
            raise DecodeError("empty file (empty gzip stream)")
    elif len(data) > budget // 3:
        raise DecodeError(f"{_size(len(data))} to read whole: more than the memory budget of {_size(budget)} "
                          "allows (not laid out as kineto writes traces, so it cannot be read a block at a time)")
    return data


GUNZIP_PIECE = 16 << 20
BOMB_RATIO, BOMB_MIN_BYTES = 1000, 64 << 20  # profiler JSON compresses 10-50-fold; nothing real 1000-fold


def _gunzip(data: bytes, limit: int) -> bytes:
    """Every member of a gzip stream, decompressed ``GUNZIP_PIECE`` bytes at a time (whatever its size trailer
    says); DecodeError when the output would exceed ``limit`` bytes or the stream is corrupt."""
    pieces, total, rest = [], 0, data
    while rest:
        d = zlib.decompressobj(wbits=31)
        try:
            while not d.eof:
                piece = d.decompress(rest, GUNZIP_PIECE)
                rest = d.unconsumed_tail
                total += len(piece)
                if total > limit:
                    raise DecodeError(f"gzip stream expands beyond {_size(limit)} ({_size(len(data))} compressed): "
                                      f"more than the memory budget lets one file be read whole (a gzip bomb, or "
                                      "a trace to read with a larger --memory-budget)")
                pieces.append(piece)
                if total > BOMB_MIN_BYTES and total > BOMB_RATIO * (len(data) - len(rest)):
                    raise DecodeError(f"gzip stream expands more than {BOMB_RATIO}-fold ({_size(total)} from the "
                                      f"first {_size(len(data) - len(rest))}): a gzip bomb, not a trace")
                if not piece and not rest and not d.eof:
                    raise DecodeError("corrupt gzip (the stream ends before its end-of-stream marker: truncated)")
        except zlib.error as e:
            raise DecodeError(f"corrupt gzip ({e})") from None
        rest = d.unused_data
        if not rest.strip(b"\0"):  # zero padding after the last member, as gzip itself allows
            break
        if rest[:2] != b"\x1f\x8b":
            raise DecodeError("corrupt gzip (bytes after the end of the stream that start no gzip member)")
    return b"".join(pieces)


def _size(n: int) -> str:
    """Bytes for people: 512 B, 3.2 MiB, 4.0 GiB."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift:
            return f"{n / (1 << shift):.1f} {unit}"
    return f"{n} B"


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


def _raw_head(data: bytes, dropped: "Dropped | None" = None) -> RawHead:
    try:
        head = RAW_HEAD.decode(data)
    except msgspec.ValidationError as e:
        err = _not_a_trace(e)
        if err:
            raise err from None
        raw = msgspec.json.decode(data)  # odd types in top-level fields: keep the events and what converts
        head = RawHead([msgspec.Raw(msgspec.json.encode(x)) for x in raw["traceEvents"]],
                       **_top_fields(raw, Dropped() if dropped is None else dropped))
    except msgspec.DecodeError as e:
        raise _json_error(e) from None
    if not isinstance(head.distributedInfo, (dict, type(None))):
        head.distributedInfo = None
    return head


def _top_fields(raw: dict, dropped: "Dropped") -> dict:
    """The top-level fields of a trace that convert to their types (the others counted in ``dropped``); a
    ``baseTimeNanoseconds`` that is no time makes every timestamp of the file meaningless: the file's error."""
    out = {}
    for f in msgspec.structs.fields(RawHead):
        if f.name == "traceEvents" or f.name not in raw:
            continue
        try:
            out[f.name] = msgspec.convert(raw[f.name], f.type)
        except msgspec.ValidationError:
            if f.name == "baseTimeNanoseconds":
                raise DecodeError(f"baseTimeNanoseconds {_short(raw[f.name])} is not a time (integer ns within "
                                  "int64)") from None
            dropped.add(f"top-level {f.name}", raw[f.name])
    return out


def _short(v, n: int = 40) -> str:
    """A value as JSON text, cut to ``n`` characters (for messages)."""
    text = msgspec.json.encode(v).decode(errors="replace")
    return text if len(text) <= n else text[:n] + "..."


_RAW_FIELDS = {f.encode_name for f in msgspec.structs.fields(RawArgs) if f.type is msgspec.Raw}


def _json_types(t) -> int:
    """The JSON types msgspec takes for a field of type ``t``, as the scanner's bits: int 1, str 2, null 4,
    array 8 (another type fails here, at import, rather than pass unchecked)."""
    bits = {int: 1, str: 2, type(None): 4, list: 8}
    plain = lambda a: typing.get_args(a)[0] if typing.get_origin(a) is typing.Annotated else a  # noqa: E731
    return sum(bits[plain(a)] for a in (typing.get_args(t) if typing.get_origin(t) is not typing.Annotated else ())
               or (t,))


_READ_ARGS = ("ext", "corr", "dims")  # the scanner's column order
# what the scanner reads of the schema: the phases it passes over, the args it reads (External id,
# correlation, Input Dims) and the other typed args, whose JSON types it checks
_SCHEMA = (OTHER_PHASES, tuple(f.encode_name for a in _READ_ARGS for f in msgspec.structs.fields(Args) if f.name == a),
           {f.encode_name: _json_types(f.type) for f in msgspec.structs.fields(Args)
            if f.name not in _READ_ARGS and f.type is not msgspec.Raw})  # a raw field takes any JSON value


class Dropped(dict):
    """What the slow path did with values of unexpected types: ``{(field, read): [events, first value]}``, where
    ``read`` tells a value read all the same (a number in a string) from one dropped."""

    def add(self, field: str, value: object, read: bool = False) -> None:
        self.setdefault((field, read), [0, value])[0] += 1

    def warnings(self, path: str) -> list:
        """The rank's warning naming the file and what was dropped or read all the same (none when nothing)."""
        out = []
        for read, verb in ((False, "dropped"), (True, "read all the same")):
            parts = [f"{f} ({_short(v)})" if f.startswith("top-level") else f"{f} of {n} events (e.g. {_short(v)})"
                     for (f, r), (n, v) in sorted(self.items(), key=lambda kv: (-kv[1][0], kv[0])) if r is read]
            if parts:
                out.append(f"{path}: values of unexpected types {verb}: {', '.join(parts)}")
        return out


_PHASES = frozenset(("X", "M") + OTHER_PHASES)
_TOP = ("ph", "cat", "name", "pid", "tid", "ts", "dur", "id")


def _converts(key: str, value, typ, dropped: Dropped, field: str) -> bool:
    """Whether ``{key: value}`` converts to ``typ``: strictly, or as ``strict=False`` reads it (counted as read all
    the same); a value that does not is counted as dropped."""
    try:
        msgspec.convert({key: value}, typ)
        return True
    except msgspec.ValidationError:
        pass
    try:
        msgspec.convert({key: value}, typ, strict=False)
        dropped.add(field, value, read=True)
        return True
    except msgspec.ValidationError:
        dropped.add(field, value)
        return False


def _coerce(e, dropped: Dropped) -> Event | None:
    """One event on the slow path: the fields that convert (as ``strict=False`` reads them), the rest dropped
    and counted in ``dropped``; None for an event that is not a JSON object."""
    if not isinstance(e, dict):
        dropped.add("events that are not objects", e)
        return None
    a = e.get("args", {})
    if not isinstance(a, dict):
        dropped.add("args", a)
        a = {}
    keep = {}
    for k, v in a.items():
        if k in _RAW_FIELDS:  # kept raw: any JSON value, as its text
            keep[k] = msgspec.Raw(msgspec.json.encode(v))
            continue
        if _converts(k, v, RawArgs, dropped, f"args[{k!r}]"):
            keep[k] = v
    top = {k: e[k] for k in _TOP if k in e and _converts(k, e[k], Event, dropped, k)}
    if top.get("ph") not in _PHASES:
        dropped.add("events of no known phase (ph)", top.get("ph"))
    ev = msgspec.convert(top, Event, strict=False)
    return msgspec.structs.replace(ev, args=msgspec.convert(keep, RawArgs, strict=False))


def _as_union(ev: Event | None):
    """A slow-path Event as the fast path's union member (unknown phases become a skipped one)."""
    if ev is None or ev.ph not in ("X", "M"):
        return SKIPPED
    a = Args(**{f: getattr(ev.args, f) for f in Args.__struct_fields__})  # RawArgs minus its own fields
    if ev.ph == "X":
        return X(ev.cat, ev.name, ev.pid, ev.tid, ev.ts, ev.dur, a)
    return M(ev.name, ev.pid, ev.tid, a)


ONE = msgspec.json.Decoder(EventU)


def _events(chunk, dropped: Dropped, repeats: bool = False) -> tuple:
    """One block ``[ev,...]`` as union members: ``(events, bad)``. Events with fields of unexpected types are
    converted field by field (what is dropped is counted in ``dropped``); an event that is not JSON msgspec reads
    (invalid UTF-8, nesting too deep) or, with ``repeats``, that repeats one of its keys, is a skipped one, its
    position, bytes and reason in ``bad``. msgspec.DecodeError: the block's own structure is broken."""
    if not repeats:
        try:
            return BATCH.decode(chunk), []
        except msgspec.MsgspecError:
            pass
    evs, bad = [], []
    for i, r in enumerate(RAWS.decode(chunk)):
        key = _repeated_key(r) if repeats else None
        if key is not None:
            evs.append(SKIPPED)
            bad.append((i, bytes(r), f"its key {key!r} appears twice"))
            continue
        try:
            evs.append(ONE.decode(r))
            continue
        except msgspec.ValidationError:
            pass
        except msgspec.DecodeError as e:
            evs.append(SKIPPED)
            bad.append((i, bytes(r), _unreadable(r, e)))
            continue
        try:
            evs.append(_as_union(_coerce(msgspec.json.decode(r), dropped)))
        except (msgspec.DecodeError, RecursionError) as e:
            evs.append(SKIPPED)
            bad.append((i, bytes(r), _unreadable(r, e)))
    return evs, bad


def _repeated_key(raw) -> str | None:
    """A field the analysis reads (``_READ``) that the event's own object repeats (JSON lets the last one win,
    silently), or None."""
    keys = []

    def pairs(items: list) -> None:
        keys.append([k for k, _ in items])
        return None

    try:
        json.loads(bytes(raw), object_pairs_hook=pairs)
    except (ValueError, RecursionError):
        return None  # msgspec says what is wrong with it
    top = collections.Counter(keys[-1] if keys else [])  # the event's own object closes last
    return next((k for k in _READ if top[k] > 1), None)


_READ = ("ph", "cat", "name", "pid", "tid", "ts", "dur", "args")


class _EventsArray(msgspec.Struct, gc=False):
    traceEvents: msgspec.Raw  # the array's text, as one view of the trace


_EVENTS_ARRAY = msgspec.json.Decoder(_EventsArray)


def _repeats(chunk) -> bool:
    """Whether an event of the block ``[ev,...]`` repeats a field it reads, as the scanner tells (False without
    it)."""
    if Scanner is None:
        return False
    try:
        Scanner(_Intern(), _Intern({b"": 0}), _Intern(), CATS, CAT_OTHER, *_SCHEMA).scan(chunk)
    except ValueError as e:
        return str(e) == "a repeated key"
    return False


def _unreadable(raw, e) -> str:
    """Why one event's JSON cannot be read, in the file's terms."""
    try:
        bytes(raw).decode("utf-8")
    except UnicodeDecodeError:
        return "not valid UTF-8"
    return "nested too deeply" if isinstance(e, RecursionError) or "depth" in str(e) else f"unreadable ({e})"


class _PhaseX(msgspec.Struct, tag_field="ph", tag="X", gc=False):
    args: msgspec.Raw = None


class _PhaseM(msgspec.Struct, tag_field="ph", tag="M", gc=False):
    pass


class _Ph(msgspec.Struct, gc=False):
    ph: object = None


_PHASE = msgspec.json.Decoder(typing.Union[_PhaseX, _PhaseM])
_PH = msgspec.json.Decoder(_Ph)


def _was_complete(raw) -> bool:
    """Whether an event skipped as damaged JSON is a complete event: its ``ph`` is "X" as msgspec reads it (a
    repeated ``ph`` whose values differ is none), or, where its bytes are not UTF-8, as read with the invalid
    bytes replaced; one that cannot be read at all (nested too deeply) is none."""
    text = bytes(raw)
    try:
        text.decode()
        return type(_PHASE.decode(text)) is _PhaseX
    except msgspec.ValidationError:
        return False
    except (UnicodeDecodeError, msgspec.DecodeError, RecursionError):
        pass
    try:
        return _PH.decode(text.decode(errors="replace")).ph == "X"
    except (msgspec.MsgspecError, RecursionError):
        return False


def _excluded_warning(path: str, bad: list) -> str:
    """The warning for events skipped as damaged: ``bad`` holds (byte offset in the file, reason)."""
    at, why = bad[0]
    where = f"byte {at}" if at is not None else "an unknown offset"
    return (f"{path}: {len(bad)} events excluded as damaged JSON (the first, at {where} of the uncompressed "
            f"trace: {why})")


def _batches(data: bytes, dropped: Dropped, opt: DecodeOptions = DEFAULT):
    """``(head, batches, bad, damaged)``: the trace's top level, its events as lists of union members, ``(byte
    offset, reason)`` of the events that could not be read and how many of those were complete events
    (``_was_complete``); what the slow path dropped is counted in ``dropped``."""
    if len(data) <= opt.single_pass_bytes:
        try:
            head = HEAD.decode(data)
            if Scanner is None or not _repeats(_EVENTS_ARRAY.decode(data).traceEvents):
                return head, [head.traceEvents], [], 0
        except msgspec.ValidationError as e:
            err = _not_a_trace(e)
            if err:
                raise err from None
        except msgspec.DecodeError as e:
            if "UTF-8" not in str(e):
                raise _json_error(e) from None
    raw = _raw_head(data, dropped)
    batches, bad, damaged = [], [], 0
    for b in range(0, len(raw.traceEvents), opt.batch_events):
        chunk = b"[" + b",".join(raw.traceEvents[b:b + opt.batch_events]) + b"]"
        evs, skipped = _events(chunk, dropped, _repeats(chunk))
        batches.append(evs)
        bad += [(data.find(r), why) for _, r, why in skipped]
        damaged += sum(_was_complete(r) for _, r, _ in skipped)
    head = Head([], raw.distributedInfo, raw.baseTimeNanoseconds, raw.host_name)
    return head, batches, bad, damaged


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


def _needs_raw(name: str, args: Args) -> bool:
    """Kept events that also need the raw args: gloo/c10d (their concrete inputs: a point-to-point peer)."""
    return name.startswith(("c10d::", "gloo:"))


class _Columns:
    """Accumulates batches of decoded events into columns; keeps the few events whose args matter."""

    def __init__(self):
        self.sid, self.strtab = _Intern(), _Intern()  # event names; string pids/tids
        self.keep = np.zeros(0, dtype=bool)  # by name id: its events are kept
        self.parts = {k: [] for k in ("name", "cat", "pid", "tid", "ts", "dur", "ext", "corr", "dims", "pos")}
        self.seen = 0  # events of every phase so far: the index in traceEvents of the next one
        self.did = _Intern({b"": 0})  # input shapes as JSON text, interned
        self.dims = [""]
        self.kept = {}  # row -> X event, for the collective-related rows only
        self.threads = {}
        self.n = 0
        self.blocks = {"scanner": 0, "msgspec": 0}  # streamed blocks, by what read them

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
            new = [is_kept(nm) for nm in itertools.islice(self.sid, len(self.keep), None)]
            self.keep = np.concatenate([self.keep, np.array(new, dtype=bool)])
        return np.flatnonzero(self.keep[ids]).tolist()

    def _append(self, ids, cat, ts, dur, pid, tid, ext, corr, dims, pos) -> None:
        for k, v in zip(("name", "cat", "ts", "dur", "pid", "tid", "ext", "corr", "dims", "pos"),
                        (ids, cat, ts, dur, pid, tid, ext, corr, dims, pos)):
            self.parts[k].append(v)
        self.n += len(ids)
        if len(self.did) > len(self.dims):
            self.dims += [k.translate(None, b" \t\r\n").decode(errors="replace")  # the same text in any layout
                          for k in itertools.islice(self.did, len(self.dims), None)]

    def _hold(self, xs: list, kept: list) -> None:
        """Hold the batch's kept events ``xs[i]`` by their rows, with a copy of their raw shapes (the block's
        buffer may be reused)."""
        for i in kept:
            e = xs[i]
            if e.args.dims or e.args.itype:
                e.args = msgspec.structs.replace(e.args, dims=e.args.dims.copy(), itype=e.args.itype.copy())
            self.kept[self.n + i] = e

    def add(self, evs: list) -> list:
        """Append a batch of decoded events; returns ``[(row, position in the batch)]`` of its kept events that
        need raw args."""
        seen, self.seen = self.seen, self.seen + len(evs)
        xs = [e for e in evs if type(e) is X]
        if len(xs) < len(evs):
            self._threads([e for e in evs if type(e) is M])
        n = len(xs)
        if not n:
            return []
        xi = range(n) if n == len(evs) else [j for j, e in enumerate(evs) if type(e) is X]
        ids = np.fromiter(map(self.sid.__getitem__, map(_GET["name"], xs)), dtype=np.int32, count=n)
        kept = self._kept(ids)
        self._hold(xs, kept)
        need = [(self.n + i, xi[i]) for i in kept if _needs_raw(xs[i].name, xs[i].args)]
        args = list(map(_GET["args"], xs))
        self._append(ids, np.fromiter(map(_CAT_CODE.__getitem__, map(_GET["cat"], xs)), dtype=np.int8, count=n),
                     np.fromiter(map(_GET["ts"], xs), dtype=np.float64, count=n),
                     np.fromiter(map(_GET["dur"], xs), dtype=np.float64, count=n),
                     _int_ids(_GET["pid"], xs, self.strtab), _int_ids(_GET["tid"], xs, self.strtab),
                     np.fromiter(map(_GET["ext"], args), dtype=np.int64, count=n),
                     np.fromiter(map(_GET["corr"], args), dtype=np.int64, count=n),
                     self._dims_ids(list(map(_GET["dims"], args))), np.fromiter(xi, dtype=np.int64, count=n) + seen)
        return need

    def add_scanned(self, scanner: "Scanner", block: bytes) -> list:
        """Append the events of one block ``[ev,...]`` read by the simdjson scanner (``_scan.Scanner``), decoding
        only its metadata and kept events with msgspec, from their own bytes; returns ``[(row, raw bytes)]`` of
        the kept events that need raw args. ValueError (nothing appended): the block needs the msgspec path."""
        name, cat, pid, tid, ts, dur, ext, corr, dims, span, meta, pos, n_events = scanner.scan(block)
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
                     np.frombuffer(corr, dtype=np.int64), np.frombuffer(dims, dtype=np.int32),
                     np.frombuffer(pos, dtype=np.int64) + self.seen)
        self.seen += n_events
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

    def finish(self, base: int, warnings: list, path: str) -> tuple[dict, np.ndarray]:
        """``(events, order)``: the columns of the events that have a usable time (``_timed``), sorted by start,
        and the sort order (old row of each new row)."""
        cat = lambda k, d: np.concatenate(self.parts[k]) if self.parts[k] else np.zeros(0, d)  # noqa: E731
        ts, dur, names = cat("ts", np.float64), cat("dur", np.float64), cat("name", np.int32)
        unplaced = (cat("pid", np.int64) == NO_ID) | (cat("tid", np.int64) == NO_ID)
        rows = _timed(ts, dur, base, (names, unplaced), self.strings, path, warnings)
        if len(rows) < len(ts):
            ts, dur = ts[rows], dur[rows]
        start = _ns(ts, base)
        if (dur < 0).any():
            warnings.append(f"{int((dur < 0).sum())} complete events with a missing or negative duration "
                            "(truncated or corrupt records; counted as instantaneous)")
        end = start + np.rint(np.maximum(dur, 0) * 1000).astype(np.int64)
        o = np.argsort(start, kind="stable")
        order = rows[o] if len(rows) < len(names) else o
        events = {"name": names[order], "cat": cat("cat", np.int8)[order],
                  "pid": cat("pid", np.int64)[order], "tid": cat("tid", np.int64)[order],
                  "start": start[o], "end": end[o], "ext": cat("ext", np.int64)[order],
                  "corr": cat("corr", np.int64)[order], "dims": cat("dims", np.int32)[order],
                  "pos": cat("pos", np.int64)[order]}
        return events, order


DAY_US = 86_400e6
EPOCH_NS = 10**17  # 1973 in ns since the epoch: absolute times of any trace are later


def _timed(ts, dur, base: int, named, strings, path: str, warnings: list) -> np.ndarray:
    """Rows of complete events that have a name, a pid and a tid (``named``: their names, and where either id is
    absent) and times that can be placed, in file order: a ts (absent ts is
    NaN), finite, within a day of the trace's median ts, as absolute ns within int64, and not set apart from
    the rest (``_apart``); a duration that is finite or absent (-1) and ends within the trace's own range (its
    last start plus its length, at least 1 s). The others are excluded with a warning naming the file, how
    many and why, and one of them."""
    names, unplaced = named
    with np.errstate(invalid="ignore", over="ignore"):
        unnamed = strings.index("") if "" in strings else -1
        why = {"without a ts": np.isnan(ts), "with a ts that is not a finite number": np.isinf(ts),
               "with a dur that is not a finite number": ~np.isfinite(dur), "without a name": names == unnamed,
               "without a pid or tid": unplaced}
        ok = ~np.logical_or.reduce(list(why.values()))
        far = np.zeros(len(ts), dtype=bool)
        if ok.any():
            mid = float(np.median(ts[ok][::max(1, int(ok.sum()) // 4096)]))  # a sample tells a day apart
            if not abs(base + mid * 1000.0) < 2.0**62:
                far = ok.copy()
            else:
                far = ok & (np.abs(ts - mid) > DAY_US)
        why["more than a day from the trace's other events"] = far
        ok &= ~far
        apart = _apart(ts, ok)
        why["set apart from the rest of the trace by more than its whole length"] = apart
        ok &= ~apart
        late = np.zeros(len(ts), dtype=bool)
        if ok.any():
            first, last = float(ts[ok].min()), float(ts[ok].max())
            late = ok & (ts + dur > last + max(last - first, 1e6))
        why["ending beyond the trace's own time range"] = late
        ok &= ~late
    if not ok.all():
        bad = np.flatnonzero(~ok)
        i = int(bad[0])
        parts = ", ".join(f"{int(m.sum())} {w}" for w, m in why.items() if m.any())
        warnings.append(f"{path}: {len(bad)} complete events excluded ({parts}), e.g. {strings[names[i]]!r} with "
                        f"ts {_num(ts[i])} and dur {_num(dur[i])}")
    return np.flatnonzero(ok)


def _apart(ts, ok) -> np.ndarray:
    """Events of ``ok`` set apart from the rest: at most 10 (and 0.1 %) at either end of the trace, separated
    from the others by a gap longer than the others' whole span and than 1 s (a digit of their ts damaged)."""
    out = np.zeros(len(ts), dtype=bool)
    t = ts[ok]
    if len(t) < 20:
        return out
    k = max(1, min(10, len(t) // 1000))
    low = np.sort(np.partition(t, k)[:k + 1])  # the k + 1 earliest
    high = np.sort(np.partition(t, len(t) - k - 1)[-k - 1:])  # the k + 1 latest
    first, last = float(low[-1]), float(high[0])  # spans end short of the other end's k most extreme
    cut = np.flatnonzero(low[1:] - low[:-1] > np.maximum(last - low[1:], 1e6))  # a gap after the j + 1 earliest
    if len(cut):
        out |= ok & (ts <= low[cut[-1]])
    cut = np.flatnonzero(high[1:] - high[:-1] > np.maximum(high[:-1] - first, 1e6))  # a gap before the latest
    if len(cut):
        out |= ok & (ts >= high[cut[0] + 1])
    return out


def _num(x: float) -> str:
    return "absent" if np.isnan(x) else f"{x:.6g}"


def _full_event(raw, fallback):
    """One kept event with its raw args decoded (the slow path for odd types; ``fallback`` if nothing converts)."""
    try:
        return FULL.decode(raw)
    except msgspec.ValidationError:
        pass
    try:
        return _coerce(msgspec.json.decode(raw), Dropped()) or fallback  # its fields were counted when first read
    except (msgspec.DecodeError, RecursionError):
        return fallback


def _full_kept(data: bytes, kept: dict, at: dict) -> dict:
    """The kept events with the raw args of those at ``{row: position in traceEvents}`` decoded too (a second,
    targeted pass; only when needed)."""
    kept = dict(kept)
    raws = _raw_head(data).traceEvents if at else ()
    for row, pos in at.items():
        kept[row] = _full_event(raws[pos], kept[row])
    return kept


@dataclasses.dataclass(frozen=True)
class Decoded:
    """One decoded file: its table (no collective records yet: ``comms`` is empty), the events whose args say
    what a collective was and the stream waits (``kineto.is_kept``), by row of ``table.events``, and where it was
    read a block
    at a time, how many blocks the simdjson scanner read and how many it left to msgspec."""

    table: RankTable
    kept: dict
    blocks: dict = dataclasses.field(default_factory=dict)  # streamed: {"scanner": n, "msgspec": n} blocks read


def decode(tf: TraceFile, budget: int | None = None, options: DecodeOptions = DEFAULT) -> Decoded:
    """Decode one trace file within ``budget`` bytes of memory (None: half the RAM, as ``Settings``). Raises
    DecodeError naming the reason when nothing usable is in it."""
    return _decode(tf, budget or total_memory() // 2, options)


def _decode(tf: TraceFile, budget: int, opt: DecodeOptions) -> Decoded:
    if _streamable(tf, opt):
        try:
            return _decode_stream(tf, budget, opt)
        except NotStreamable:
            pass  # not kineto's layout: read the file whole (bad input gets its precise reason there)
    data = _read(tf, budget)
    dropped = Dropped()
    try:
        head, batches, bad, damaged = _batches(data, dropped, opt)
    except RecursionError:
        raise DecodeError(_too_deep(data)) from None
    if not any(batches):
        raise DecodeError("no events (traceEvents is empty)")
    repeated = _repeated(data)
    warnings = dropped.warnings(tf.path) + ([_excluded_warning(tf.path, bad)] if bad else []) + _said(repeated, tf)
    cols, at = _Columns(), {}
    for b, evs in enumerate(batches):  # a single-pass decode is one batch
        at.update((row, b * opt.batch_events + pos) for row, pos in cols.add(evs))
    del batches, head.traceEvents
    return _table(tf, head, cols, lambda: _full_kept(data, cols.kept, at), lambda: _flows(data), warnings,
                  (damaged, repeated))


_TOP_KEYS = tuple(f'"{f.encode_name}"'.encode() for f in msgspec.structs.fields(RawHead))


def _repeated(top: bytes) -> dict:
    """``{key: times}`` of the top-level keys the analysis reads that the trace repeats (JSON lets the last one
    win, silently)."""
    return {k.decode().strip('"'): n for k in _TOP_KEYS if (n := top.count(k)) > 1}


def _said(repeated: dict, tf) -> list:
    """The warnings of ``_repeated``'s keys."""
    return [f'{tf.path}: "{k}" appears {n} times: the last is used' for k, n in repeated.items()]


def _distinct_ranks(rs) -> bool:
    """Whether ``rs`` is a list of distinct ranks (integers from 0 to 2^31)."""
    return isinstance(rs, list) and all(type(x) is int and 0 <= x < 2**31 for x in rs) and len(set(rs)) == len(rs)


def _usable_group(g) -> bool:
    """Whether a ``pg_config`` group is an object whose ``ranks``, where given, are distinct ranks."""
    return isinstance(g, dict) and ("ranks" not in g or _distinct_ranks(g["ranks"]))


def _pg_config(groups, own: "int | None", path: str, warnings: list) -> list:
    """``distributedInfo.pg_config``: the groups that are objects whose ``ranks``, where given, are distinct
    ranks (integers from 0 to 2^31); the others are dropped with a warning naming the file. Groups whose ranks
    leave out the file's own rank ``own`` (a process lists only the groups it is a member of) are kept (their order
    names the gloo threads' groups) with a warning: ``align.ranks`` never takes a member list from them."""
    if groups is None:
        return []
    if not isinstance(groups, list):
        warnings.append(f"{path}: distributedInfo.pg_config is not a list ({_short(groups)}): not used")
        return []
    keep = [g for g in groups if _usable_group(g)]
    if len(keep) < len(groups):
        bad = next(g for g in groups if not _usable_group(g))
        warnings.append(f"{path}: {len(groups) - len(keep)} distributedInfo.pg_config groups that are not objects "
                        f"with distinct integer ranks dropped (e.g. {_short(bad, 60)})")
    stray = [g for g in keep if own is not None and "ranks" in g and own not in g["ranks"]]
    if stray:
        warnings.append(f"{path}: {len(stray)} distributedInfo.pg_config groups list other ranks but not the file's "
                        f"own rank {own} (a process lists only groups it is a member of): their member lists are not "
                        f"used for its collectives (e.g. {_short(stray[0], 60)})")
    return keep


def _too_deep(data: bytes, piece: int = 16 << 20) -> str:
    """The reason for JSON nested deeper than the decoder reads, with the byte where the nesting first gets that
    deep (brackets inside strings are not counted; a quote after a backslash is taken as escaped)."""
    limit, depth, inside = sys.getrecursionlimit(), 0, False
    for at in range(0, len(data), piece):
        b = np.frombuffer(data, dtype=np.uint8, count=min(piece, len(data) - at), offset=at)
        quote = (b == 34) & ~np.concatenate(([at > 0 and data[at - 1] == 92], b[:-1] == 92))
        in_str = (np.cumsum(quote) + inside) % 2 == 1  # a quote itself counts as inside: it is no bracket
        step = np.where(in_str, 0, (b == 91).astype(np.int32) + (b == 123) - (b == 93) - (b == 125))
        level = depth + np.cumsum(step)
        deep = np.flatnonzero(level > limit)
        if len(deep):
            return f"JSON nested deeper than {limit} levels (at byte {at + int(deep[0])} of the uncompressed trace)"
        depth, inside = int(level[-1]), bool(in_str[-1])
    return f"JSON nested deeper than {limit} levels"


def _table(tf, head, cols, full_kept, flows, warnings, damage: tuple) -> Decoded:
    """The RankTable from accumulated columns; ``full_kept()``/``flows()`` give the kept events with raw args
    and the trace's flow events (asked for only when needed); ``damage``: the complete events skipped as damaged
    JSON, and the top-level keys repeated (``_repeated``)."""
    damaged, repeated = damage
    if cols.n == 0:
        raise DecodeError("no complete events (ph 'X') in traceEvents")
    base = head.baseTimeNanoseconds or 0
    events, order = cols.finish(base, warnings, tf.path)
    if not len(order):
        raise DecodeError("no complete events with a usable time (every ts or dur is absent, not finite or beyond "
                          "int64 ns)")
    kept = _renumbered(full_kept(), order, cols.n)
    strings = cols.strings
    if ((events["corr"] < 0) & FLOW_CATS[events["cat"]]).any():
        _corr_from_flows(flows(), events, base)
    steps = _steps(strings, events, tf.path, warnings)
    di = head.distributedInfo or {}
    rank = di.get("rank") if isinstance(di.get("rank"), int) else None
    world = di.get("world_size") if isinstance(di.get("world_size"), int) else None
    pg_config = _pg_config(di.get("pg_config"), rank, tf.path, warnings)
    devices = _devices(events, tf.path, warnings)
    own = _own_clock(head, events, tf.path, warnings)
    table = RankTable(tf.path, tf.worker, tf.size, rank, world, di.get("backend"), head.host_name, pg_config,
                      devices, strings, events, steps, CommTable.empty(), cols.threads, warnings, cols.dims, own,
                      cols.n - len(order) + damaged, repeated=sorted(repeated))
    return Decoded(table, kept, dict(cols.blocks) if any(cols.blocks.values()) else {})


def _renumbered(kept: dict, order: np.ndarray, n: int) -> dict:
    """``{new row: event}`` of the kept events ``{row: event}`` whose rows survive in ``order`` (of ``n`` rows)."""
    new_row = np.full(n, -1, dtype=np.int64)
    new_row[order] = np.arange(len(order))
    return {int(new_row[r]): e for r, e in kept.items() if new_row[r] >= 0}


def _own_clock(head, events: dict, path: str, warnings: list) -> bool:
    """Whether the trace's clock is its own: no ``baseTimeNanoseconds``, and its times are not since the epoch
    (said in ``warnings``, naming the file)."""
    own = head.baseTimeNanoseconds is None and bool(len(events["start"])) and np.median(events["start"]) < EPOCH_NS
    if own:
        warnings.append(f"{path}: no baseTimeNanoseconds, and its ts are not times since the epoch: its clock "
                        "offset is fitted from its collectives, as another host's would be")
    return own


# --- streaming: bounded memory for large traces ------------------------------------------------------------------

RAWS = msgspec.json.Decoder(list[msgspec.Raw])
ROW_BYTES = 160  # memory one decoded event holds at the peak of a decode (its columns, twice while they are joined)


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


def expected_peak(tf: TraceFile, opt: DecodeOptions = DEFAULT) -> int:
    """Bytes a decode of ``tf`` is expected to hold at its peak: the columns and a few blocks' events when it
    streams, twice the trace and its columns when it is read whole (a trace not in kineto's layout may
    need that much even when it streams)."""
    size = estimated_size(tf)
    if size > opt.stream_min_bytes:
        return size // 4 + 16 * opt.stream_block + (64 << 20)
    return 3 * size + (64 << 20)


def _streamable(tf: TraceFile, opt: DecodeOptions) -> bool:
    return estimated_size(tf) > opt.stream_min_bytes


def _decode_stream(tf: TraceFile, budget: int, opt: DecodeOptions = DEFAULT) -> Decoded:
    """Decode a large trace a block at a time: peak memory is the columns plus one block's events."""
    try:
        raw = open_stream(tf.path)
    except OSError as e:
        raise DecodeError(f"cannot read: {e.strerror or e}") from None
    with raw:
        gz = raw.read(2) == b"\x1f\x8b"
        raw.seek(0)
        cols, full, flows, linking, bad, dropped, damaged = _Columns(), {}, [], False, [], Dropped(), 0
        scanner = Scanner(cols.sid, cols.did, cols.strtab, CATS, CAT_OTHER, *_SCHEMA) if Scanner else None
        stream = EventStream(gzip.GzipFile(fileobj=raw) if gz else raw, budget, opt.stream_block)
        for chunk in stream:
            n0 = cols.n
            need, lost = _block_needs(cols, scanner, chunk, stream.offset, dropped, bad)
            damaged += lost
            for row, raw in need:
                full[row] = _full_event(raw, cols.kept[row])
            if cols.n * ROW_BYTES > budget:
                raise DecodeError(f"more than {cols.n} events after {_size(stream.offset)} of JSON: their columns "
                                  f"would exceed the memory budget of {_size(budget)}")
            # kernels or launches without a correlation: their ac2g flows, which kineto writes right after each
            # event (so in this block or the next), are read from here on
            linking = linking or _uncorrelated(cols, n0)
            if linking:
                flows += _block_flows(chunk)
        head = _stream_head(stream.top)
    repeated = _repeated(stream.top)
    warnings = dropped.warnings(tf.path) + ([_excluded_warning(tf.path, bad)] if bad else []) + _said(repeated, tf)
    return _table(tf, head, cols, lambda: {**cols.kept, **full}, lambda: flows, warnings, (damaged, repeated))


def _block_needs(cols, scanner, chunk, offset: int, dropped, bad: list) -> tuple:
    """``([(row, raw bytes)], damaged)`` of one block appended to ``cols`` (by the simdjson scanner where it can,
    else by msgspec): its kept events that need raw args, and its complete events skipped as damaged JSON (their
    offsets and reasons added to ``bad``)."""
    try:
        need = cols.add_scanned(scanner, chunk) if scanner else None
        repeats = False
    except ValueError as e:  # a value of another type, a repeated key, or bad JSON: msgspec decides
        need, repeats = None, str(e) == "a repeated key"
    if need is not None:
        cols.blocks["scanner"] += 1
        return need, 0
    cols.blocks["msgspec"] += 1
    try:
        evs, skipped = _events(chunk, dropped, repeats)
    except (msgspec.DecodeError, RecursionError):  # the whole-file decode says why, and where
        raise NotStreamable from None
    damaged = 0
    if skipped:
        block = bytes(chunk)
        bad += [(offset + block.find(r), why) for _, r, why in skipped]
        damaged = sum(_was_complete(r) for _, r, _ in skipped)
    at = cols.add(evs)
    raws = RAWS.decode(chunk) if at else ()
    return [(row, bytes(raws[pos])) for row, pos in at], damaged  # copies: the buffer is refilled


def _uncorrelated(cols, n0: int) -> bool:
    """Whether the rows appended to ``cols`` since ``n0`` hold kernels or launches without a correlation."""
    return cols.n > n0 and bool(((cols.parts["corr"][-1] < 0) & FLOW_CATS[cols.parts["cat"][-1]]).any())


def _block_flows(chunk) -> list:
    """The ``ac2g`` flow events of one block; NotStreamable where its JSON is broken (the whole-file decode says
    so)."""
    try:
        return _flows(chunk, whole=False)
    except msgspec.DecodeError:
        raise NotStreamable from None


def _stream_head(top: bytes) -> Head:
    """The top level of a streamed trace (its events array emptied); NotStreamable where it cannot be read."""
    try:
        return HEAD.decode(top)
    except (msgspec.MsgspecError, RecursionError):
        raise NotStreamable from None


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
FLOW = msgspec.json.Decoder(_Flow)


def _ac2g(flows) -> list:
    return [f for f in flows if f.ph in ("s", "f") and f.cat == "ac2g" and type(f.id) is int
            and type(f.pid) is int and type(f.tid) is int]


def _flows(data, whole: bool = True) -> list:
    """The ``ac2g`` flow events of a whole trace, or of one block's ``[ev,...]`` (a pass of their own: rarely
    needed); events with fields of unexpected types are converted one by one and skipped when they do not, or
    when their JSON cannot be read (the events pass has warned of those)."""
    try:
        return _ac2g(msgspec.json.decode(data, type=_FlowHead).traceEvents if whole else FLOWS.decode(data))
    except msgspec.MsgspecError:
        pass
    out = []
    for r in _raw_head(data).traceEvents if whole else RAWS.decode(data):
        try:
            out.append(FLOW.decode(r))
        except msgspec.ValidationError:
            try:
                out.append(msgspec.convert(msgspec.json.decode(r), _Flow, strict=False))
            except (msgspec.MsgspecError, RecursionError):
                pass
        except msgspec.DecodeError:
            pass
    return _ac2g(out)


def _corr_from_flows(flows, events, base) -> None:
    """Fill a missing ``correlation`` from the ``ac2g`` flow bound to the event (kineto's flow id is the
    correlation id): the start end sits on the runtime launch, the finish end on the kernel."""
    missing = np.flatnonzero((events["corr"] < 0) & FLOW_CATS[events["cat"]])
    at = {(int(events["pid"][i]), int(events["tid"][i]), int(events["start"][i])): i for i in missing}
    for f in flows:
        i = at.get((f.pid, f.tid, int(_ns(np.array([f.ts]), base)[0])))
        if i is not None:
            events["corr"][i] = f.id


def _step_number(name: str) -> int | None:
    """N of a ``ProfilerStep#N`` name (ASCII digits only, below 10^15), else None."""
    n = name[13:]
    return int(n) if name.startswith("ProfilerStep#") and n.isascii() and n.isdigit() and len(n) <= 15 else None


def _odd_steps(strings: list, events: dict, path: str, warnings: list) -> None:
    """Warn of host events named ``ProfilerStep#`` + something that is not a number (not used as steps)."""
    odd = [i for i, s in enumerate(strings) if s.startswith("ProfilerStep#") and _step_number(s) is None]
    if odd:
        n = int((HOST_CATS[events["cat"]] & mask_of(odd, len(strings))[events["name"]]).sum())
        if n:
            warnings.append(f"{path}: {n} ProfilerStep events whose name is not ProfilerStep#<number> (e.g. "
                            f"{strings[odd[0]]!r}): not used as steps")


def _steps(strings: list, events: dict, path: str, warnings: list) -> dict:
    """``ProfilerStep#N`` intervals on the host threads: one per step number (the earliest), with a duration,
    in the order of their numbers (a step that starts before an earlier-numbered one ends, or has no duration,
    is left out). What is left out is said in ``warnings``, naming the file."""
    host = HOST_CATS[events["cat"]]
    ids = [i for i, s in enumerate(strings) if _step_number(s) is not None]
    nums = {i: _step_number(strings[i]) for i in ids}
    idx = np.flatnonzero(host & mask_of(ids, len(strings))[events["name"]])
    seen, keep, twice = set(), [], []
    for i in idx.tolist():
        k = nums[int(events["name"][i])]
        (twice if k in seen else keep).append(i)
        seen.add(k)
    keep = np.array(keep, dtype=np.int64)
    num = np.array([nums[int(events["name"][i])] for i in keep], dtype=np.int64)
    o = np.argsort(num)
    keep, num = keep[o], num[o]
    start, end = events["start"][keep], events["end"][keep]
    flat = end <= start
    order = np.zeros(len(keep), dtype=bool)
    last = np.maximum.accumulate(np.where(flat, np.iinfo(np.int64).min, end))
    order[1:] = ~flat[1:] & (start[1:] < last[:-1] - 1000)  # 1 µs of rounding
    ok = ~flat & ~order
    if twice:
        warnings.append(f"{path}: {len(twice)} ProfilerStep events repeat a step number (e.g. "
                        f"{strings[events['name'][twice[0]]]!r}): the earliest of each is used")
    for bad, why in ((flat, "without a duration"), (order, "that start before an earlier-numbered step ends")):
        if bad.any():
            warnings.append(f"{path}: {int(bad.sum())} ProfilerStep events {why} (e.g. ProfilerStep#"
                            f"{int(num[bad][0])}): not used as steps")
    _odd_steps(strings, events, path, warnings)
    return {"num": num[ok], "start": start[ok], "end": end[ok], "tid": events["tid"][keep][ok]}
