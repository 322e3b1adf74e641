"""One analysis from files to the Analysis object: discover → read (decode, collectives) → pipeline (align →
clock → split → diagnose).

Only this package sequences the stages and does their I/O; each stage is a pure function of the previous one's
output. Here: the public API, each span's Analysis from the cache or computed. ``workers`` reads the rank tables in
parallel processes (or as Dask tasks) and caches them; ``compute`` runs the pipeline over them (its modules are
imported while the workers decode); ``cached`` reads the finished Analysis and its clock frame back from the
cache; ``hang`` adds the hang of the run's Flight Recorder dumps; ``saved`` writes the Analysis beside its run and
reads it back, so that any TensorBoard reading the logdir serves it; ``spans`` chooses the run and the span.
"""
import os
import typing

import msgspec

from ..config import Settings
from ..ingest.discover import RunFiles
from ..model import Analysis, NothingToAnalyse
from . import compute, workers
from .cached import Slot, renamed
from .hang import dumps_only, has_dumps, with_hang
from .saved import CannotSave, save_beside, saved_analysis
from .spans import run_files, span_index
from .workers import decode_all

if typing.TYPE_CHECKING:
    from ..align.frame import Frame
    from ..align.identity import RankInfo
    from ..ingest.discover import PathOrFiles
    from .workers import Progress

__all__ = ["CannotSave", "NothingToAnalyse", "analyze_each_span", "analyze_json", "analyze_run", "analyze_span",
           "analyze_span_frame", "analyze_span_json", "analyze_spans", "decode_all", "save_beside", "saved_analysis",
           "span_index"]


def analyze_run(path: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                progress: "Progress | None" = None) -> Analysis:
    """The Analysis of one span of a run (``settings.span``; the latest span every rank has by default); of a
    run directory with Flight Recorder dumps and no trace, the hang alone."""
    try:
        run = run_files(path)
        if settings.span == "all":
            raise ValueError("span='all' gives one Analysis per span: use analyze_spans")
        return analyze_span(run, span_index(run, settings), settings, progress)
    except (FileNotFoundError, NothingToAnalyse):
        alone = dumps_only(str(path) if isinstance(path, (str, os.PathLike)) else getattr(path, "path", ""), settings)
        if alone is None:
            raise
        return alone


def analyze_spans(path: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                  progress: "Progress | None" = None) -> list[Analysis]:
    """The Analysis of every span of a run, in order (``settings.span`` is not read)."""
    run = run_files(path)
    return [analyze_span(run, i, settings, progress) for i in range(run.n_spans)]


def analyze_json(path: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                 progress: "Progress | None" = None) -> bytes:
    """``analyze_run``'s Analysis as compact JSON (with ``span="all"``, a JSON array of every span's); a cached
    Analysis is returned as stored, never decoded (unless the run has Flight Recorder dumps)."""
    try:
        run = run_files(path)
    except FileNotFoundError:
        return analyze_run(path, settings, progress).to_json().encode()  # Flight Recorder dumps alone, or raises
    if settings.span == "all":
        return b"[" + b",".join(analyze_span_json(run, i, settings, progress) for i in range(run.n_spans)) + b"]"
    try:
        return analyze_span_json(run, span_index(run, settings), settings, progress)
    except NothingToAnalyse:
        return analyze_run(path, settings, progress).to_json().encode()


def analyze_span(run: RunFiles, index: int, settings: Settings, progress: "Progress | None" = None) -> Analysis:
    """One span's Analysis: the cached one, else computed (and cached with its frame); with the hang of the
    run's Flight Recorder dumps where it has them (read afresh: dumps are written when a job hangs, after its
    traces)."""
    stored = Slot.of(run, index, settings).read(run.name)
    if stored is not None:
        return with_hang(stored.analysis, run, settings)
    return with_hang(compute.computed(run, index, settings, progress)[0], run, settings)


def analyze_span_json(run: RunFiles, index: int, settings: Settings, progress: "Progress | None" = None) -> bytes:
    """``analyze_span``'s Analysis as compact JSON: a cached one as stored, checked as well-formed JSON only."""
    blob = Slot.of(run, index, settings).blob
    if blob is not None and not has_dumps(run, settings):
        try:
            msgspec.json.decode(blob, type=msgspec.Raw)  # whole and well-formed, or computed again
            return renamed(blob, run.name)
        except msgspec.DecodeError:
            pass
    return analyze_span(run, index, settings, progress).to_json().encode()


def analyze_span_frame(run: RunFiles, index: int, settings: Settings,
                       progress: "Progress | None" = None) -> "tuple[Analysis, dict[int, RankInfo], Frame]":
    """``(Analysis, {rank: RankInfo}, Frame)`` of one span: the Analysis, the rank tables it was computed from
    and the clock frame it was computed in, for surfaces that put the raw events on the Analysis' clock (the
    merged-trace export). A cached Analysis and frame are reused: only the rank tables are read again."""
    from ..align.identity import resolve_ranks

    slot = Slot.of(run, index, settings)
    stored = slot.read(run.name, with_frame=True)
    decoded = None
    if stored is not None and stored.frame is not None:  # read with_frame: it has one
        decoded = workers.decode_all(run.span(index), settings, progress)
        tables = compute.with_patterns([got.table for _, got in decoded if got.table is not None], settings)
        ranks = resolve_ranks(tables, settings.host_map_rules())[0] if tables else {}
        if set(ranks) == set(stored.frame.col):
            return stored.analysis, ranks, stored.frame
    if slot.blob is None:
        return compute.computed(run, index, settings, progress, decoded)
    # the stored Analysis is kept, its frame stored beside it; the files read above are not read again
    fresh = compute.assemble(run, index, settings, progress) if decoded is None else \
        compute.assembled(run, index, settings, decoded)
    if fresh[0].to_json().encode() == renamed(slot.blob, run.name):  # only when this is the Analysis stored
        slot.save_frame(slot.blob, fresh[2].to_bytes())
    return fresh


def analyze_each_span(run: RunFiles, settings: Settings, progress: "Progress | None" = None) -> "list[Analysis]":
    """Every span's Analysis in span order, each as ``analyze_span`` gives it (a cached one as stored). The files
    of the spans to compute are decoded by one pool of processes, ``workers.AHEAD`` spans ahead of the span whose
    pipeline runs here, where ``decode_all`` would use a pool (several files and bytes enough); else span by span."""
    todo = [i for i in range(run.n_spans) if Slot.of(run, i, settings).blob is None]
    files = [tf for i in todo for tf in run.span(i)]
    n = settings.workers or workers.decode_workers(files, settings)
    if len(todo) < 2 or not workers.pooled(files, settings, n):
        return [analyze_span(run, i, settings, progress) for i in range(run.n_spans)]
    out = []
    with workers.decoding_pool(settings, n) as pool:
        ahead = workers.Ahead(pool, run, todo, settings, settings.resolved_memory_budget() // n)
        try:
            for i in range(run.n_spans):
                if i not in todo and i not in ahead.futs:
                    out.append(analyze_span(run, i, settings, progress))
                    continue
                ahead.submit_until(i)
                decoded = ahead.decoded(i, progress)
                out.append(with_hang(compute.computed(run, i, settings, decoded=decoded)[0], run, settings))
        finally:
            ahead.discard()
    return out
