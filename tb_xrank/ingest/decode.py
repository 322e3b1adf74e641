"""Decode one trace file into columnar numpy tables.

A typed msgspec schema names the few fields the analysis reads; everything else
is skipped while parsing, and events are a tagged union on ``ph`` so that flow
and instant events cost next to nothing (see ``kineto``). The ``args`` every event
needs (``External id``, ``correlation``) and the collective arguments (present on
a handful of events) are typed fields; input shapes stay raw JSON text, interned
once per distinct shape; input types and concrete inputs are decoded in a second,
targeted pass for the few events that need them. Times become absolute integer nanoseconds:
``baseTimeNanoseconds`` + ``ts``·1000 (older traces have an absolute ``ts``).

This module decides how a file is read (whole, or a block at a time) and assembles its table from the parts:
``source`` (its bytes), ``damage`` (what cannot be read as it should), ``columns``, ``top`` (the top level),
``flows`` and ``steps``.
"""
import dataclasses
import typing

import msgspec
import numpy as np

from ..config import total_memory
from .columns import Columns, Intern
from .damage import Dropped, block_events, excluded_warning, full_event, too_deep, was_complete
from .discover import TraceFile
from .flows import block_flows, corr_from_flows, read_flows, uncorrelated
from .kineto import CAT_OTHER, CATS, FLOW_CATS, HEAD, OTHER_PHASES, RAWS, Args, Head
from .source import DecodeError, estimated_size, human_size, opened, read_whole
from .steps import profiler_steps
from .stream import EventStream, NotStreamable
from .tables import CommTable, RankTable
from .top import (json_error, not_a_trace, own_clock, rank_devices, raw_head, repeated_keys, repeated_warnings,
                  usable_groups)

try:  # the simdjson block scanner, when the package was built with it (setup.py)
    from ._scan import Scanner as _Scanner
    Scanner: type[_Scanner] | None = _Scanner
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
    data = read_whole(tf, budget)
    dropped = Dropped()
    try:
        head, batches, bad, damaged = _batches(data, dropped, opt)
    except RecursionError:
        raise DecodeError(too_deep(data)) from None
    if not any(batches):
        raise DecodeError("no events (traceEvents is empty)")
    repeated = repeated_keys(data)
    warnings = (dropped.warnings(tf.path) + ([excluded_warning(tf.path, bad)] if bad else [])
                + repeated_warnings(repeated, tf))
    cols = Columns()
    at: dict[int, int] = {}
    for b, evs in enumerate(batches):  # a single-pass decode is one batch
        at.update((row, b * opt.batch_events + pos) for row, pos in cols.add(evs))
    del batches, head.traceEvents
    return _table(tf, head, cols, lambda: _full_kept(data, cols.kept, at), lambda: read_flows(data), warnings,
                  (damaged, repeated))


def _batches(data: bytes, dropped: Dropped, opt: DecodeOptions = DEFAULT):
    """``(head, batches, bad, damaged)``: the trace's top level, its events as lists of union members, ``(byte
    offset, reason)`` of the events that could not be read and how many of those were complete events
    (``was_complete``); what the slow path dropped is counted in ``dropped``."""
    if len(data) <= opt.single_pass_bytes:
        try:
            head = HEAD.decode(data)
            if Scanner is None or not _repeats(_EVENTS_ARRAY.decode(data).traceEvents):
                return head, [head.traceEvents], [], 0
        except msgspec.ValidationError as e:
            err = not_a_trace(e)
            if err:
                raise err from None
        except msgspec.DecodeError as e:
            if "UTF-8" not in str(e):
                raise json_error(e) from None
    raw = raw_head(data, dropped)
    batches, bad, damaged = [], [], 0
    for b in range(0, len(raw.traceEvents), opt.batch_events):
        chunk = b"[" + b",".join(raw.traceEvents[b:b + opt.batch_events]) + b"]"
        evs, skipped = block_events(chunk, dropped, _repeats(chunk))
        batches.append(evs)
        bad += [(data.find(r), why) for _, r, why in skipped]
        damaged += sum(was_complete(r) for _, r, _ in skipped)
    head = Head([], raw.distributedInfo, raw.baseTimeNanoseconds, raw.host_name)
    return head, batches, bad, damaged


class _EventsArray(msgspec.Struct, gc=False):
    traceEvents: msgspec.Raw  # the array's text, as one view of the trace


_EVENTS_ARRAY = msgspec.json.Decoder(_EventsArray)


def _repeats(chunk) -> bool:
    """Whether an event of the block ``[ev,...]`` repeats a field it reads, as the scanner tells (False without
    it)."""
    if Scanner is None:
        return False
    try:
        Scanner(Intern(), Intern({b"": 0}), Intern(), CATS, CAT_OTHER, *_SCHEMA).scan(chunk)
    except ValueError as e:
        return str(e) == "a repeated key"
    return False


def _full_kept(data: bytes, kept: dict, at: dict) -> dict:
    """The kept events with the raw args of those at ``{row: position in traceEvents}`` decoded too (a second,
    targeted pass; only when needed)."""
    kept = dict(kept)
    raws = raw_head(data).traceEvents if at else ()
    for row, pos in at.items():
        kept[row] = full_event(raws[pos], kept[row])
    return kept


def _table(tf, head, cols, full_kept, flows, warnings, damage: tuple) -> Decoded:
    """The RankTable from accumulated columns; ``full_kept()``/``flows()`` give the kept events with raw args
    and the trace's flow events (asked for only when needed); ``damage``: the complete events skipped as damaged
    JSON, and the top-level keys repeated (``repeated_keys``)."""
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
        corr_from_flows(flows(), events, base)
    steps = profiler_steps(strings, events, tf.path, warnings)
    di = head.distributedInfo or {}
    rank = di.get("rank") if isinstance(di.get("rank"), int) else None
    world = di.get("world_size") if isinstance(di.get("world_size"), int) else None
    pg_config = usable_groups(di.get("pg_config"), rank, tf.path, warnings)
    devices = rank_devices(events, tf.path, warnings)
    own = own_clock(head, events, tf.path, warnings)
    table = RankTable(tf.path, tf.worker, tf.size, rank, world, di.get("backend"), head.host_name, pg_config,
                      devices, strings, events, steps, CommTable.empty(), cols.threads, warnings, cols.dims, own,
                      cols.n - len(order) + damaged, repeated=sorted(repeated))
    return Decoded(table, kept, dict(cols.blocks) if any(cols.blocks.values()) else {})


def _renumbered(kept: dict, order: np.ndarray, n: int) -> dict:
    """``{new row: event}`` of the kept events ``{row: event}`` whose rows survive in ``order`` (of ``n`` rows)."""
    new_row = np.full(n, -1, dtype=np.int64)
    new_row[order] = np.arange(len(order))
    return {int(new_row[r]): e for r, e in kept.items() if new_row[r] >= 0}


# --- streaming: bounded memory for large traces ------------------------------------------------------------------

ROW_BYTES = 160  # memory one decoded event holds at the peak of a decode (its columns, twice while they are joined)


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
    with opened(tf) as f:
        bad: list[tuple[int, str]] = []
        cols, full, flows, linking, dropped, damaged = Columns(), {}, [], False, Dropped(), 0
        scanner = Scanner(cols.sid, cols.did, cols.strtab, CATS, CAT_OTHER, *_SCHEMA) if Scanner else None
        stream = EventStream(f, budget, opt.stream_block)
        for chunk in stream:
            n0 = cols.n
            need, lost = _block_needs(cols, scanner, chunk, stream.offset, dropped, bad)
            damaged += lost
            for row, raw in need:
                full[row] = full_event(raw, cols.kept[row])
            if cols.n * ROW_BYTES > budget:
                raise DecodeError(f"more than {cols.n} events after {human_size(stream.offset)} of JSON: their "
                                  f"columns would exceed the memory budget of {human_size(budget)}")
            # kernels or launches without a correlation: their ac2g flows, which kineto writes right after each
            # event (so in this block or the next), are read from here on
            linking = linking or uncorrelated(cols, n0)
            if linking:
                flows += block_flows(chunk)
        top = stream.top
        assert top is not None  # set once the stream is read to its end (EventStream._last)
        head = _stream_head(top)
    repeated = repeated_keys(top)
    warnings = (dropped.warnings(tf.path) + ([excluded_warning(tf.path, bad)] if bad else [])
                + repeated_warnings(repeated, tf))
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
        evs, skipped = block_events(chunk, dropped, repeats)
    except (msgspec.DecodeError, RecursionError):  # the whole-file decode says why, and where
        raise NotStreamable from None
    damaged = 0
    if skipped:
        block = bytes(chunk)
        bad += [(offset + block.find(r), why) for _, r, why in skipped]
        damaged = sum(was_complete(r) for _, r, _ in skipped)
    at = cols.add(evs)
    raws = RAWS.decode(chunk) if at else ()
    return [(row, bytes(raws[pos])) for row, pos in at], damaged  # copies: the buffer is refilled


def _stream_head(top: bytes) -> Head:
    """The top level of a streamed trace (its events array emptied); NotStreamable where it cannot be read."""
    try:
        return HEAD.decode(top)
    except (msgspec.MsgspecError, RecursionError):
        raise NotStreamable from None
