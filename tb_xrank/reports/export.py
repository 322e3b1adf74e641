"""Merged trace: every rank of one span in one Chrome-trace file, on the Analysis' common clock.

What is computed:

- each rank is one process, ``pid`` = rank + 1 (viewers that model Linux treat pid 0 as the idle
  process), named ``rank N (host)`` and sorted by rank; its threads and GPU streams keep their tids
  (a tid two of the rank's processes share, one outside 1..2^31, or one that is not an integer gets a fresh
  one) and their names;
- every complete event of the rank table (those the decoder kept), in the order of the trace file, with its
  name, category and ``args`` as recorded (the args' JSON text copied byte for byte; a category the decoder
  does not know as its text in the file, JSON text where it is no string), put on the corrected common clock
  exactly as the Analysis does (the table's absolute ns, then ``align.frame.Frame``: the host offset and drift
  of ``clock``, then the origin ``t0``), in integer ns, so that ``ts`` = Analysis µs + ``shift_us`` (a whole
  number of µs that keeps every timestamp non-negative, stated in ``otherData.xrank``);
- the complete events of a rank's trace file that are not in the merged trace are counted per rank in
  ``otherData.xrank.events_skipped``: those the decoder left out (``RankTable.excluded``) and those
  whose recorded bytes are not UTF-8 (they cannot be copied into JSON);
- tb_xrank adds one key to recorded args: ``"xrank: correlation"``, on a kernel or runtime call whose args
  have no ``"correlation"`` in their text, the correlation the decoder took from the ``ac2g`` flow bound to
  it; args that are not a JSON object, or already hold that key, stay as recorded;
- per rank, a track ``xrank: collectives`` (more than one where collectives overlap in time) holds a
  ``wait`` slice (the rank's readiness to the last arrival) and a ``service`` slice (the last arrival to
  the rank's end) for every collective, with the Analysis' numbers as args;
- per divergence, a slice on the critical rank's ``xrank: divergences`` track over the divergence event,
  and flow arrows from that event (or, when it has no point of its own, from that slice) to each peer's
  wait slice of the collective it held back.

Each rank's trace file is read again as its events are written, each event found by its position in the
file's ``traceEvents`` (the table's ``pos``): a block of whole events at a time where it is laid out as
kineto writes traces, from where it is not, whole (within a third of the memory budget). Before anything is
written, every file's bytes are checked to be UTF-8; a file that has some that are not has its complete
events counted (read once more).

The text is made by msgspec from typed records, never by string formatting, so names from traces stay data;
recorded args are embedded as their raw JSON text (``msgspec.Raw``).
"""
import codecs
import contextlib
import dataclasses
import gzip
import itertools
import math
import operator
import re
import typing
import zlib
from collections.abc import Iterator
from typing import Union

import msgspec
import numpy as np

from ..files import atomic_write
from ..version import __version__
from ..model import Analysis, native
from ..config import Settings, total_memory
from ..ingest.stream import EventStream, NotStreamable
from ..ingest.kineto import CAT_OTHER, CATS, DEVICE_CATS, FLOW_CATS
from ..ingest.tables import main_tid
from ..ingest.discover import RunFiles, discover_run, open_stream
from ..engine import analyze_span_frame, span_index
from ..ingest.kineto import OTHER_PHASES

if typing.TYPE_CHECKING:
    from ..align.frame import Frame
    from ..engine import Progress
    from ..ingest.discover import PathOrFiles

BLOCK = 1 << 20  # bytes of a trace in kineto's layout read at a time
BATCH = 1 << 12  # events of a trace in another layout decoded and encoded at a time
READ_PIECE = 16 << 20  # bytes read at a time where a trace is read whole
SYNTHETIC_TID = 1 << 30  # first tid handed out to tracks that need a fresh one
MAX_TID = 1 << 31
ADDED_CORR = "xrank: correlation"
FLOW_NAME = "xrank: divergence held back this wait"
_ENC = msgspec.json.Encoder(enc_hook=native)  # numpy scalars in the trace's own values become native
_HAS_CORR = re.compile(rb'"correlation"').search


class _Complete(msgspec.Struct, tag_field="ph", tag="X", gc=False):
    """A complete event as the file is read again: its args as recorded (the table holds the rest)."""

    args: msgspec.Raw = None  # None: no args


_PHASES = tuple(msgspec.defstruct(f"_Phase_{t}", [], tag_field="ph", tag=t, gc=False) for t in ("M",) + OTHER_PHASES)
_EVENTS = msgspec.json.Decoder(list[Union[(_Complete,) + _PHASES]])
_EVENT = msgspec.json.Decoder(Union[(_Complete,) + _PHASES])
_RAWS = msgspec.json.Decoder(list[msgspec.Raw])
_NOT_TEXT = _Complete()  # (by identity) a complete event whose bytes are not UTF-8: not copied
_NO_EVENT = _PHASES[0]()  # an event of another phase, or not an event
_ARGS = operator.attrgetter("args")


class _Ph(msgspec.Struct, gc=False):
    ph: object = None


class _Cat(msgspec.Struct, gc=False):
    cat: object = ""


class _Top(msgspec.Struct, gc=False):
    traceEvents: list[msgspec.Raw]


_PH = msgspec.json.Decoder(_Ph)
_CAT = msgspec.json.Decoder(_Cat)
_TOP = msgspec.json.Decoder(_Top)


class _X(msgspec.Struct, gc=False, omit_defaults=True):
    ph: str
    name: str
    cat: str
    pid: int
    tid: int
    ts: float
    dur: float
    args: object = None


@dataclasses.dataclass
class _Rank:
    """One rank's tracks and its event times in output ns (ts = ns / 1000), in the table's order (by start)."""

    rank: int
    pid: int
    table: object
    start: np.ndarray  # int64 ns
    end: np.ndarray
    track: np.ndarray  # per event: index into ``tids``
    tids: list  # output tid per track
    in_file: np.ndarray  # the rows in the order of the trace file
    track_names: list = dataclasses.field(default_factory=list)
    track_order: list = dataclasses.field(default_factory=list)  # tracks in display order
    xrank_tracks: list = dataclasses.field(default_factory=list)  # (tid, name) of the marker tracks
    meta: list = dataclasses.field(default_factory=list)  # thread_name / thread_sort_index events
    next_tid: int = SYNTHETIC_TID
    used: set = dataclasses.field(default_factory=set)
    count: tuple = (0, 0, False)  # (events written, events skipped, whether the file has bytes that are not UTF-8)

    def fresh_tid(self) -> int:
        while self.next_tid in self.used:
            self.next_tid += 1
        self.used.add(self.next_tid)
        return self.next_tid


def prepare(run: "PathOrFiles | RunFiles", settings: Settings = Settings(),
            progress: "Progress | None" = None) -> tuple:
    """``(Analysis, {rank: RankInfo}, Frame)`` of the span an analysis of ``run`` reads (rank tables cached)."""
    if settings.span == "all":
        raise ValueError("a merged trace holds one span: choose one with --span N")
    files = run if isinstance(run, RunFiles) else discover_run(run)
    return analyze_span_frame(files, span_index(files, settings), settings, progress)


def merged_trace(run: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                 progress: "Progress | None" = None) -> bytes:
    """The merged Chrome trace of ``run`` (a run directory, trace files or RunFiles) as JSON bytes."""
    chunks, _ = merged_chunks(*prepare(run, settings, progress), budget=settings.resolved_memory_budget())
    return b"".join(chunks)


def merged_trace_gz(run: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                    progress: "Progress | None" = None, level: int = 3) -> bytes:
    """The same, gzip-compressed (what the plugin's download serves)."""
    chunks, _ = merged_chunks(*prepare(run, settings, progress), budget=settings.resolved_memory_budget())
    return b"".join(_gzip(chunks, level))


def _gzip(chunks, level: int):
    """The chunks compressed as one gzip member, a piece at a time."""
    z = zlib.compressobj(level, zlib.DEFLATED, 31)  # wbits 31: a gzip member
    yield from (z.compress(c) for c in chunks)
    yield z.flush()


def write_merged(run: "PathOrFiles | RunFiles", path: str, settings: Settings = Settings(),
                 progress: "Progress | None" = None, level: int = 3) -> dict:
    """Write the merged trace to ``path`` (gzip when it ends in ``.gz``; written whole or not at all).

    Returns what was written: ranks, events, events skipped, markers, flows, bytes."""
    chunks, stats = merged_chunks(*prepare(run, settings, progress), budget=settings.resolved_memory_budget())
    stats["bytes"] = atomic_write(path, _gzip(chunks, level) if path.endswith(".gz") else chunks)
    return stats


@dataclasses.dataclass
class Reading:
    """How the merged trace reads trace files again: ``block`` bytes at a time in kineto's layout; from where a
    file is not in it, the rest whole, within a third of ``budget`` bytes; ``read_whole``: the files that were."""

    budget: int
    block: int = BLOCK
    read_whole: set = dataclasses.field(default_factory=set)


def merged_chunks(analysis: Analysis, ranks: dict, frame: "Frame", budget: int | None = None,
                  reading: Reading | None = None) -> tuple:
    """``(chunks, stats)``: the merged trace as an iterator of JSON byte strings, and its counts.

    The Analysis, the rank tables it was computed from and its Frame in (``budget``: the bytes of memory it
    may hold, None: half the RAM; or ``reading``); markers and flows are built first (they are few), each rank's
    events are encoded as the iterator is consumed, as its trace file is read again."""
    reading = reading or Reading(budget or total_memory() // 2)
    order = sorted(ranks)
    shift_ns = _shift_ns(analysis, ranks, frame)
    rk = {r: _tracks(r, ranks[r], frame, shift_ns) for r in order}
    for r in order:
        rk[r].count = _count(rk[r], reading)
    markers, lanes = _collective_markers(analysis, rk, shift_ns)
    div_events, flows = _divergences(analysis, rk, lanes, shift_ns)
    head = []
    for r in order:
        pid = rk[r].pid
        head += [{"ph": "M", "name": "process_name", "pid": pid, "args": {"name": f"rank {r} ({ranks[r].host})"}},
                 {"ph": "M", "name": "process_sort_index", "pid": pid, "args": {"sort_index": r}},
                 {"ph": "M", "name": "process_labels", "pid": pid, "args": {"labels": ranks[r].host}}]
        head += rk[r].meta
    skipped = {str(r): rk[r].count[1] for r in order if rk[r].count[1]}
    stats = {"ranks": len(order), "events": {str(r): rk[r].count[0] for r in order}, "events_skipped": skipped,
             "markers": len(markers) + len(div_events), "flows": len(flows) // 2, "shift_us": shift_ns // 1000}
    other = {"xrank": {
        "tool": f"tb_xrank {__version__}", "run": analysis.run, "span": analysis.span,
        "time": ("ts (microseconds) = the Analysis' time (corrected common clock, origin the run's earliest aligned "
                 "event) + shift_us"),
        "shift_us": shift_ns // 1000, "clock": analysis.clock,
        "ranks_without_events": [x["rank"] for x in analysis.ranks if x["status"] in ("not_profiled", "error")],
        "events_skipped": skipped}}

    def chunks() -> Iterator[bytes]:
        yield b'{"displayTimeUnit":"ms","otherData":' + _ENC.encode(other) + b',"traceEvents":['
        yield _body(head + markers + div_events + flows)
        for r in order:
            for blob in _events(rk[r], reading):
                yield b"," + blob
        yield b"]}\n"
    return chunks(), stats


def _body(items: list) -> bytes:
    """A list's items as JSON, without the brackets."""
    return _ENC.encode(items)[1:-1]


def _shift_ns(analysis, ranks, frame) -> int:
    """Whole µs (in ns) added to every time so that nothing is negative."""
    lo = [float(frame.us(r, ri.table.events["start"][:1])[0]) for r, ri in ranks.items()
          if len(ri.table.events["start"])]
    lo += [v["ready_us"] for c in analysis.collectives for v in c["ranks"].values() if v["ready_us"] is not None]
    low = min(lo, default=0.0)
    return int(math.ceil(-low)) * 1000 if low < 0 else 0


def _ns(frame, r, ns: np.ndarray, shift_ns: int) -> np.ndarray:
    return np.rint(frame.us(r, ns) * 1000.0).astype(np.int64) + shift_ns


def _tracks(r, ri, frame, shift_ns) -> _Rank:
    """Times on the common clock and one output tid per (pid, tid) of the rank's events."""
    t = ri.table
    ev = t.events
    start, end = _ns(frame, r, ev["start"], shift_ns), _ns(frame, r, ev["end"], shift_ns)
    end = np.maximum(end, start)
    pairs, track = _pairs(ev["pid"], ev["tid"])
    in_file = np.argsort(ev["pos"], kind="stable")
    rank = _Rank(r, r + 1, t, start, end, track, [], in_file)
    device = np.bincount(track, weights=DEVICE_CATS[ev["cat"]], minlength=len(pairs)) > 0
    first_cat = np.zeros(len(pairs), dtype=np.int64)
    first_cat[track[in_file[::-1]]] = ev["cat"][in_file[::-1]]  # the category of each track's first event
    keep = _own_tids(pairs)
    rank.used.update(tid for (_, tid), k in zip(pairs.tolist(), keep) if k)
    _name_tracks(rank, pairs, device, first_cat, keep)
    return rank


def _own_tids(pairs: np.ndarray) -> list:
    """Per (pid, tid) track, whether it keeps its recorded tid: one inside 1..2^31 that no other of the rank's
    processes shares."""
    tid_count = {}
    for _, tid in pairs.tolist():
        tid_count[tid] = tid_count.get(tid, 0) + 1
    return [0 < tid < MAX_TID and tid_count[tid] == 1 for _, tid in pairs.tolist()]


def _name_tracks(rank: _Rank, pairs: np.ndarray, device: np.ndarray, first_cat: np.ndarray, keep: list) -> None:
    """Each track's output tid (its own where ``keep``, else a fresh one) and name, and the display order: host
    threads (the stepping one first), then streams (with their GPU where the rank has several)."""
    t = rank.table
    gpus = {p for (p, _), d in zip(pairs.tolist(), device) if d}
    main = main_tid(t)
    names, host_order, dev_order = [], [], []
    for j, ((p, tid), k) in enumerate(zip(pairs.tolist(), keep)):
        rank.tids.append(tid if k else rank.fresh_tid())
        known = t.threads.get(tid) if tid >= 0 else None
        if device[j]:
            name = known or f"stream {tid}"
            if len(gpus) > 1:
                name += f" (GPU {p})"
            dev_order.append(j)
        else:
            name = known or (f"thread {tid}" if tid >= 0 else f"{CATS[first_cat[j]]} events")
            host_order.append(j)
        names.append(name)
    host_order.sort(key=lambda j: (pairs[j][1] != main, j))
    rank.track_order = host_order + dev_order
    rank.track_names = names


def _pairs(pid: np.ndarray, tid: np.ndarray):
    """The distinct (pid, tid) rows, sorted, and each event's index among them (1-D sorts: few distinct values)."""
    up, pi = np.unique(pid, return_inverse=True)
    ut, ti = np.unique(tid, return_inverse=True)
    keys, track = np.unique(pi.reshape(-1).astype(np.int64) * len(ut) + ti.reshape(-1), return_inverse=True)
    pairs = np.stack([up[keys // len(ut)], ut[keys % len(ut)]], axis=1) if len(keys) else np.zeros((0, 2), np.int64)
    return pairs, track.reshape(-1)


def _finish_meta(rank: _Rank, xrank_tracks: list) -> None:
    """Thread names and order: the xrank tracks first, then host threads (the stepping one first), then streams."""
    pid = rank.pid
    rows = [(tid, name) for tid, name in xrank_tracks]
    rows += [(rank.tids[j], rank.track_names[j]) for j in rank.track_order]
    for i, (tid, name) in enumerate(rows):
        rank.meta += [{"ph": "M", "name": "thread_name", "pid": pid, "tid": tid, "args": {"name": name}},
                      {"ph": "M", "name": "thread_sort_index", "pid": pid, "tid": tid, "args": {"sort_index": i}}]


def _lanes(intervals):
    """Greedy interval partitioning: for each (start, end) in start order, the first lane free by its start."""
    ends, lane_of = [], {}
    for i in sorted(range(len(intervals)), key=lambda i: intervals[i]):
        s, e = intervals[i]
        for j, last in enumerate(ends):
            if last <= s:
                ends[j] = e
                lane_of[i] = j
                break
        else:
            lane_of[i] = len(ends)
            ends.append(e)
    return [lane_of[i] for i in range(len(intervals))], len(ends)


def _us_ns(v, shift_ns) -> int:
    return int(round(v * 1000.0)) + shift_ns


def _collective_markers(analysis, rk: dict, shift_ns: int):
    """Wait and service slices per collective and rank, and ``lanes[(collective id, rank)] = (tid, ready, last
    arrival, end)`` in output ns: where each rank's slices of each collective are."""
    out, lanes = [], {}
    for r, rows in _collective_rows(analysis, rk, shift_ns).items():
        out += _collective_slices(r, rk[r], rows, lanes)
    return out, lanes


def _collective_rows(analysis, rk: dict, shift_ns: int) -> dict:
    """``{rank: [(collective, its record, ready, last arrival, end)]}`` in output ns, of the records with a ready
    time and a wait (a record without an end ends at the last arrival)."""
    per_rank = {r: [] for r in rk}
    for c in analysis.collectives:
        readies = [v["ready_us"] for v in c["ranks"].values() if v["ready_us"] is not None and v["wait_us"] is not None]
        if not readies:
            continue
        last = _us_ns(max(readies), shift_ns)
        for key, v in c["ranks"].items():
            r = int(key)
            if r not in rk or v["ready_us"] is None or v["wait_us"] is None:
                continue
            ready = _us_ns(v["ready_us"], shift_ns)
            end = _us_ns(v["end_us"], shift_ns) if v["end_us"] is not None else last
            per_rank[r].append((c, v, ready, last, end))
    return per_rank


def _collective_slices(r: int, rank: _Rank, rows: list, lanes: dict) -> list:
    """The wait and service slices of one rank's collective ``rows`` on its ``xrank: collectives`` tracks (one
    per overlapping lane); each row's place is put in ``lanes``."""
    out = []
    lane, n = _lanes([(ready, max(last, end)) for _, _, ready, last, end in rows])
    tids = [rank.fresh_tid() for _ in range(n)]
    rank.xrank_tracks = [(tid, "xrank: collectives" + (f" {i + 1}" if i else "")) for i, tid in enumerate(tids)]
    for (c, v, ready, last, end), li in zip(rows, lane):
        tid = tids[li]
        lanes[(c["id"], r)] = (tid, ready, last, end)
        args = {"collective": c["id"], "op": c["op"], "pg": c["pg"], "step": c["step"], "bytes": c["bytes"],
                "rank": r, "last_rank": c["last_rank"], "skew_us": c["skew_us"], "tail_us": c["tail_us"],
                "wait_us": v["wait_us"], "service_us": v["service_us"], "material": c["material"]}
        label = f"{c['op']} {c['id']}"
        if last > ready:
            out.append(_X("X", f"wait: {label}", "xrank_wait", rank.pid, tid, ready / 1000, (last - ready) / 1000,
                          args))
        if end > last:
            out.append(_X("X", f"service: {label}", "xrank_service", rank.pid, tid, last / 1000,
                          (end - last) / 1000, args))
    return out


def _divergences(analysis, rk: dict, lanes: dict, shift_ns: int):
    """Divergence slices on the critical ranks and the flows from each divergence to the waits it caused."""
    found = _placed(analysis, rk, lanes, shift_ns)
    slices, flows = [], []
    for k in rk:
        mine = [f for f in found if f[1] == k]
        lane, n = _lanes([iv for _, _, iv, _ in mine])
        tids = [rk[k].fresh_tid() for _ in range(n)]
        _finish_meta(rk[k], rk[k].xrank_tracks
                     + [(tid, "xrank: divergences" + (f" {i + 1}" if i else "")) for i, tid in enumerate(tids)])
        for (d, _, (s, e), row), li in zip(mine, lane):
            args = {"summary": d["summary"], "cause": d["cause"], "cause_us": d["cause_us"],
                    "collective": d["collective"], "step": d["step"], "rank": k, "kind": d["kind"], "op": d["op"],
                    "lag_us": d["lag_us"], "peer_median_us": d["peer_median_us"], "cost_us": d["cost_us"],
                    "step_time_without_us": d["step_time_without_us"], "source": d["source"],
                    "next_measurement": d["next_measurement"], "evidence": d["evidence"]}
            slices.append(_X("X", f"divergence [{d['kind']}]: {d['cause']}", "xrank_divergence", rk[k].pid, tids[li],
                             s / 1000, (e - s) / 1000, args))
            at = _free_point(rk[k], row) if row is not None else None
            src = (rk[k].tids[rk[k].track[row]], at) if at is not None else (tids[li], (s + e) // 2)
            flows += _flows_to_waits(analysis, d, k, src, rk, lanes, len(flows) // 2 + 1)
    return slices, flows


def _placed(analysis, rk: dict, lanes: dict, shift_ns: int) -> list:
    """``[(divergence, rank, (start, end) ns, source event row or None)]`` of the divergences that can be placed
    on their critical rank."""
    found = []
    for d in analysis.divergences:
        k = d["rank"]
        if k not in rk:
            continue
        where = _locate(d, rk[k], lanes, shift_ns)
        if where is not None:
            found.append((d, k) + where)
    return found


def _flows_to_waits(analysis, d: dict, k: int, src: tuple, rk: dict, lanes: dict, first_id: int) -> list:
    """The flow events (ids from ``first_id``) from a divergence's point ``src`` (tid, ns) on rank ``k`` to each
    peer's wait slice, at least 2 ns long, of the collective it held back."""
    flows = []
    c = analysis.collective(d["collective"])
    for key, v in (c["ranks"] if c else {}).items():
        r = int(key)
        tgt = lanes.get((d["collective"], r))
        if r == k or r not in rk or tgt is None or tgt[2] - tgt[1] < 2:
            continue
        fid = first_id + len(flows) // 2
        flows.append({"ph": "s", "id": fid, "cat": "xrank", "name": FLOW_NAME, "pid": rk[k].pid,
                      "tid": src[0], "ts": src[1] / 1000})
        # inside the wait slice, as late as the arrow's start where the wait lasts that long
        end_at = min(max(src[1], tgt[1] + 1), tgt[2] - 1)
        flows.append({"ph": "f", "bp": "e", "id": fid, "cat": "xrank", "name": FLOW_NAME, "pid": rk[r].pid,
                      "tid": tgt[0], "ts": end_at / 1000})
    return flows


def _locate(d, rank: _Rank, lanes, shift_ns):
    """``((start, end) ns, event row or None)`` of a divergence on its critical rank, or None.

    The walk-back's evidence gives the event's times (``event_us``); a delay carried from an earlier
    collective, or a gloo wait, points at the critical rank's own slice of that collective; what cannot be
    placed falls back to the critical rank's slice of the collective itself."""
    k, ev = d["rank"], d["evidence"]
    cid = ev.get("carried_from") or (d["op"][5:] if d["op"].startswith("wait:") else None)
    if cid is None:
        hit = _event_row(d, rank, shift_ns)
        if hit is not None:
            return hit
        cid = d["collective"]
    lane = lanes.get((cid, k))
    if lane is None:
        return None
    _, ready, last, end = lane
    return ((ready, last) if last > ready else (last, max(end, last + 1))), None


def _event_row(d, rank: _Rank, shift_ns):
    """``((start, end) ns, row)`` of the event the walk-back found on the critical rank, by the times the
    evidence gives (``event_us``, rounded to the ns) and its name; None when the trace has no such event."""
    at = d["evidence"].get("event_us")
    if not at:
        return None
    s, e = _us_ns(at[0], shift_ns), _us_ns(at[1], shift_ns)
    lo, hi = np.searchsorted(rank.start, s - 5, side="left"), np.searchsorted(rank.start, s + 5, side="right")
    name = d["evidence"].get("kernel") or d["op"]
    t = rank.table
    for row in range(int(lo), int(hi)):
        if abs(int(rank.end[row]) - e) <= 5 and t.strings[t.events["name"][row]] == name:
            return (int(rank.start[row]), int(rank.end[row])), row
    return None


def _free_point(rank: _Rank, row: int):
    """A time (ns) inside event ``row`` that none of its children on its track covers: the enclosing slice
    there is the event itself (viewers bind a flow's start to the innermost slice at its time). None if
    every ns of it is a child's."""
    s, e = int(rank.start[row]), int(rank.end[row])
    if e - s < 2:
        return None
    j = np.arange(np.searchsorted(rank.start, s, side="left"), np.searchsorted(rank.start, e, side="right"))
    j = j[(j != row) & (rank.track[j] == rank.track[row]) & (rank.end[j] <= e)]
    cs, ce = rank.start[j], rank.end[j]
    # gaps of [s, e] minus the union of the children, latest first
    gaps, cur = [], s
    for a, b in sorted(zip(cs.tolist(), ce.tolist())):
        if a > cur:
            gaps.append((cur, a))
        cur = max(cur, b)
    if e > cur:
        gaps.append((cur, e))
    for a, b in reversed(gaps):
        if b - a >= 2:
            return (a + b) // 2
    return None


# --- reading a trace file again -----------------------------------------------------------------------------

def _changed(path: str) -> ValueError:
    return ValueError(f"{path}: the trace changed while the merged trace was written")


def _unreadable(path: str, e) -> ValueError:
    return ValueError(f"{path}: cannot be read again for the merged trace ({e})")


@contextlib.contextmanager
def _text_of(path: str, size: int):
    """A trace file's text as a binary file object (gzip decompressed, local or fsspec); ValueError where the
    file no longer has the ``size`` bytes it was decoded from."""
    try:
        raw = open_stream(path)
    except (FileNotFoundError, ConnectionError):
        raise
    except OSError as e:
        raise _unreadable(path, e) from None
    with raw:
        try:
            now = raw.seek(0, 2)
            raw.seek(0)
            gz = raw.read(2) == b"\x1f\x8b"
            raw.seek(0)
        except OSError as e:
            raise _unreadable(path, e) from None
        if now != size:
            raise _changed(path)
        yield gzip.GzipFile(fileobj=raw, mode="rb") if gz else raw


def _is_text(path: str, size: int, block: int = BLOCK) -> bool:
    """Whether a trace file's text is UTF-8 throughout (read a block at a time)."""
    check = codecs.getincrementaldecoder("utf-8")()
    buf = bytearray(block)
    with _text_of(path, size) as f:
        try:
            while n := f.readinto(buf):
                piece = buf if n == len(buf) else buf[:n]
                if not piece.isascii() or check.getstate()[0]:
                    check.decode(piece)
            check.decode(b"", True)
        except UnicodeDecodeError:
            return False
        except (OSError, EOFError, zlib.error) as e:
            raise _unreadable(path, e) from None
    return True


def _whole(path: str, size: int, limit: int) -> bytes:
    """A trace file's text read whole, within ``limit`` bytes."""
    pieces, total = [], 0
    with _text_of(path, size) as f:
        try:
            while piece := f.read(READ_PIECE):
                total += len(piece)
                if total > limit:
                    raise ValueError(f"{path}: more than {limit} bytes of text, not laid out as kineto writes traces: "
                                     "beyond what the memory budget lets the merged trace read whole")
                pieces.append(piece)
        except (OSError, EOFError, zlib.error) as e:
            raise _unreadable(path, e) from None
    return b"".join(pieces)


def _one(raw):
    """One event of a list that did not decode as a whole: ``_NOT_TEXT`` for a complete event whose bytes are not
    UTF-8 (its ``ph`` read with replacements), ``_NO_EVENT`` for one of another phase or no event at all."""
    text = bytes(raw)
    try:
        text.decode()
        return _EVENT.decode(text)
    except msgspec.ValidationError:
        return _NO_EVENT
    except (UnicodeDecodeError, msgspec.DecodeError, RecursionError):
        pass
    try:
        ph = _PH.decode(text.decode(errors="replace")).ph
    except (msgspec.MsgspecError, RecursionError):
        return _NO_EVENT
    return _NOT_TEXT if ph == "X" else _NO_EVENT


def _decoded(chunk, text: bool):
    """``(events, slow)``: one ``[ev,...]`` as events read again, and whether they were read one by one (a list
    whose bytes are not all UTF-8, where ``text`` asks to check, or with other phases): then complete events
    whose bytes are not UTF-8 are ``_NOT_TEXT``. None where the text is no JSON array of events."""
    try:
        if text:
            codecs.utf_8_decode(chunk, None, True)
        return _EVENTS.decode(chunk), False
    except (UnicodeDecodeError, msgspec.MsgspecError, RecursionError):
        pass
    try:
        return list(map(_one, _RAWS.decode(chunk))), True
    except (msgspec.MsgspecError, RecursionError):
        return None


def _read_again(t, reading: Reading, text: bool):
    """The events of a rank table's trace file read again, a list at a time, as ``(events, slow, chunk)``
    (``_decoded``, and the text ``[ev,...]`` they were read from, valid until the next list): in kineto's layout a
    block at a time; from where the layout is not kineto's, the rest of the file read whole."""
    done = 0
    with _text_of(t.path, t.size) as f:
        try:
            for chunk in EventStream(f, reading.budget, reading.block):
                got = _decoded(chunk, text)
                if got is None:
                    raise NotStreamable
                done += len(got[0])
                yield got + (chunk,)
            return
        except NotStreamable:
            pass
    try:
        reading.read_whole.add(t.path)
        raws = _TOP.decode(_whole(t.path, t.size, reading.budget // 3)).traceEvents
    except (msgspec.MsgspecError, RecursionError):
        raise _changed(t.path) from None
    for b in range(done, len(raws), BATCH):
        chunk = b"[" + b",".join(raws[b:b + BATCH]) + b"]"
        got = _decoded(chunk, text)
        if got is None:
            raise _changed(t.path)
        yield got + (chunk,)


def _picked(rank: _Rank, reading: Reading, text: bool, tally: list):
    """The rank's rows in the order of its trace file read again, a list of events at a time: ``(rows, at,
    events, chunk)``, the rows whose bytes are UTF-8, their index in the list and their events as read again, and
    the list's text. ``tally`` gets the complete events read and the rows given. ValueError where a row's
    position holds no complete event."""
    t = rank.table
    order = rank.in_file
    pos = t.events["pos"][order]
    lo = first = 0
    for evs, slow, chunk in _read_again(t, reading, text):
        hi = int(np.searchsorted(pos, first + len(evs)))
        rows, at = order[lo:hi], pos[lo:hi] - first
        picked = list(map(evs.__getitem__, at.tolist()))
        if list(map(type, picked)).count(_Complete) != len(picked):
            raise _changed(t.path)
        if slow:
            keep = np.array([e is not _NOT_TEXT for e in picked], dtype=bool)
            rows, at, picked = rows[keep], at[keep], list(itertools.compress(picked, keep))
        tally[0] += list(map(type, evs)).count(_Complete)
        tally[1] += len(rows)
        first += len(evs)
        lo = hi
        yield rows, at, picked, chunk
    if lo != len(order):
        raise _changed(t.path)


def _count(rank: _Rank, reading: Reading) -> tuple:
    """``(events written, events skipped, whether the text has bytes that are not UTF-8)`` of a rank: the
    table counts the complete events the decoder left out (``RankTable.excluded``); where the text is not all
    UTF-8, the file's complete events are counted as it is read."""
    t = rank.table
    dirty = not _is_text(t.path, t.size, reading.block)
    if dirty:
        tally = [0, 0]
        for _ in _picked(rank, reading, dirty, tally):
            pass
        return tally[1], tally[0] - tally[1], dirty
    return len(rank.start), t.excluded, False


def _without_corr(rows: list, args: list) -> list:
    """The ``rows`` whose recorded args have no ``"correlation"`` in their text."""
    try:
        found = list(map(_HAS_CORR, map(args.__getitem__, rows)))
    except TypeError:  # rows without args
        found = [a and _HAS_CORR(a) for a in map(args.__getitem__, rows)]
    return [i for i, f in zip(rows, found) if f is None] if None in found else []


def _as_text(v) -> str:
    return v if isinstance(v, str) else msgspec.json.encode(v).decode()


def _with(raw, extra: dict):
    """Recorded args with tb_xrank's ``extra`` keys after them (the recorded text kept byte for byte); args
    that are not a JSON object, or already hold one of the keys, stay as recorded."""
    if raw is None:
        return extra
    text = bytes(raw)
    if text[:1] != b"{" or not extra.keys().isdisjoint(msgspec.json.decode(text)):
        return raw
    head = text[:-1].rstrip()  # up to the last recorded value
    return msgspec.Raw(head + (b"," if head != b"{" else b"") + _ENC.encode(extra)[1:-1] + b"}")


def _events(rank: _Rank, reading: Reading):
    """The rank's complete events as JSON (without brackets), a batch per list of events read again: times,
    tracks and names from the table, args (and a category the decoder does not know) from the file."""
    t = rank.table
    ev, strings = t.events, t.strings
    tid_of = np.array(rank.tids, dtype=np.int64)[rank.track]
    written, skipped, dirty = rank.count
    tally = [0, 0]
    for rows, at, picked, chunk in _picked(rank, reading, dirty, tally):
        if not len(rows):
            continue
        args = list(map(_ARGS, picked))
        name, cat, corr = ev["name"][rows], ev["cat"][rows], ev["corr"][rows]
        names = list(map(strings.__getitem__, name.tolist()))
        cats = list(map(CATS.__getitem__, cat.tolist()))
        other = np.flatnonzero(cat == CAT_OTHER).tolist()
        raws = _RAWS.decode(chunk) if other else ()
        for i in other:  # categories the decoder does not know, as recorded
            cats[i] = _as_text(_CAT.decode(raws[at[i]]).cat)
        linked = np.flatnonzero(FLOW_CATS[cat] & (corr >= 0)).tolist()
        for i in _without_corr(linked, args):  # the correlations the decoder took from ac2g flows
            args[i] = _with(args[i], {ADDED_CORR: int(corr[i])})
        s, e = rank.start[rows], rank.end[rows]
        yield _body(list(map(_X, itertools.repeat("X"), names, cats, itertools.repeat(rank.pid), tid_of[rows].tolist(),
                             (s / 1000).tolist(), ((e - s) / 1000).tolist(), args)))
    if tally != [written + skipped, written]:
        raise _changed(t.path)
