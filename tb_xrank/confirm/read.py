"""The I/O of the confirm stage: a run's rank tables (the engine's cache serves them), alone for the exchange's
shapes, or with the Analysis and clock frame computed from them for the replay's plan."""
import typing

from ..align.identity import resolve_ranks
from ..engine import analyze_span_frame, decode_all, span_index
from ..ingest.discover import RunFiles, discover_run

if typing.TYPE_CHECKING:
    from ..align.frame import Frame
    from ..align.identity import RankInfo
    from ..config import Settings
    from ..ingest.discover import PathOrFiles
    from ..model import Analysis


def _run(target: "PathOrFiles | RunFiles", settings: "Settings") -> tuple[RunFiles, int]:
    if settings.span == "all":
        raise ValueError("choose one span: --span all is not supported here")
    run = target if isinstance(target, RunFiles) else discover_run(target)
    return run, span_index(run, settings)


def rank_tables(target: "PathOrFiles | RunFiles", settings: "Settings") -> "dict[int, RankInfo]":
    """``{rank: RankInfo}`` of the span of ``target`` (a run directory, URL or trace files) the settings choose."""
    run, index = _run(target, settings)
    tables = [got.table for _, got in decode_all(run.span(index), settings) if got.table is not None]
    return resolve_ranks(tables, settings.host_map_rules())[0] if tables else {}


def with_tables(target: "PathOrFiles | RunFiles", settings: "Settings") -> "tuple[Analysis, dict[int, RankInfo], Frame]":
    """``(Analysis, {rank: RankInfo}, Frame)`` of the span of ``target`` the settings choose."""
    run, index = _run(target, settings)
    return analyze_span_frame(run, index, settings)
