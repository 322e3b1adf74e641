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

Each rank's trace file is read again as its events are written (``ingest.reread``). The modules beside this one
compute the parts: ``export_tracks`` the ranks' tracks and times, ``export_markers`` the markers and flows,
``export_events`` the recorded events as written.

The text is made by msgspec from typed records, never by string formatting, so names from traces stay data;
recorded args are embedded as their raw JSON text (``msgspec.Raw``).
"""
import math
import typing
import zlib
from collections.abc import Iterator

from ..files import atomic_write
from ..version import __version__
from ..model import Analysis
from ..config import Settings, total_memory
from ..ingest.discover import RunFiles, discover_run
from ..ingest.reread import Reading, file_counts
from ..engine import analyze_span_frame, span_index
from .export_events import ENCODER, body, rank_events
from .export_markers import collective_markers, divergences
from .export_tracks import rank_tracks

if typing.TYPE_CHECKING:
    from ..align.frame import Frame
    from ..align.identity import RankInfo
    from ..engine import Progress
    from ..ingest.discover import PathOrFiles


def prepare(run: "PathOrFiles | RunFiles", settings: Settings = Settings(),
            progress: "Progress | None" = None) -> "tuple[Analysis, dict[int, RankInfo], Frame]":
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


def merged_chunks(analysis: Analysis, ranks: dict, frame: "Frame", budget: int | None = None,
                  reading: Reading | None = None) -> tuple:
    """``(chunks, stats)``: the merged trace as an iterator of JSON byte strings, and its counts.

    The Analysis, the rank tables it was computed from and its Frame in (``budget``: the bytes of memory it
    may hold, None: half the RAM; or ``reading``); markers and flows are built first (they are few), each rank's
    events are encoded as the iterator is consumed, as its trace file is read again."""
    reading = reading or Reading(budget or total_memory() // 2)
    order = sorted(ranks)
    shift_ns = _shift_ns(analysis, ranks, frame)
    rk = {r: rank_tracks(r, ranks[r], frame, shift_ns) for r in order}
    for r in order:
        rk[r].count = file_counts(rk[r].table, rk[r].in_file, reading)
    markers, lanes = collective_markers(analysis, rk, shift_ns)
    div_events, flows = divergences(analysis, rk, lanes, shift_ns)
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
        "ranks_without_events": [x.rank for x in analysis.ranks if x.status in ("not_profiled", "error")],
        "events_skipped": skipped}}

    def chunks() -> Iterator[bytes]:
        yield b'{"displayTimeUnit":"ms","otherData":' + ENCODER.encode(other) + b',"traceEvents":['
        yield body(head + markers + div_events + flows)
        for r in order:
            for blob in rank_events(rk[r], reading):
                yield b"," + blob
        yield b"]}\n"
    return chunks(), stats


def _shift_ns(analysis, ranks, frame) -> int:
    """Whole µs (in ns) added to every time so that nothing is negative."""
    lo = [float(frame.us(r, ri.table.events["start"][:1])[0]) for r, ri in ranks.items()
          if len(ri.table.events["start"])]
    lo += [v.ready_us for c in analysis.collectives for v in c.ranks.values() if v.ready_us is not None]
    low = min(lo, default=0.0)
    return int(math.ceil(-low)) * 1000 if low < 0 else 0
