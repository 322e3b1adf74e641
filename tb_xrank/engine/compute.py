"""One span's Analysis computed afresh: its files decoded (``workers``), the user's communication kernel patterns
added to the rank tables, the pipeline run over them, and the Analysis cached with its clock frame.
"""
import typing

from ..config import Settings
from ..model import Analysis, NothingToAnalyse, note
from . import workers
from .cached import Slot

if typing.TYPE_CHECKING:
    import types

    from ..align.frame import Frame
    from ..align.identity import RankInfo
    from ..ingest.discover import RunFiles
    from .workers import Progress


def computed(run: "RunFiles", index: int, settings: Settings, progress: "Progress | None" = None,
             decoded: list | None = None) -> "tuple[Analysis, dict[int, RankInfo], Frame]":
    """``(Analysis, {rank: RankInfo}, Frame)`` computed afresh (rank tables may come from the cache, or be
    ``decoded`` already); the Analysis and its frame are cached."""
    a, ranks, frame = assemble(run, index, settings, progress) if decoded is None else \
        assembled(run, index, settings, decoded)
    slot = Slot.of(run, index, settings)
    if slot.key:
        slot.save(a.to_json().encode(), frame.to_bytes())
    return a, ranks, frame


def assemble(run: "RunFiles", index: int, settings: Settings,
             progress: "Progress | None" = None) -> "tuple[Analysis, dict[int, RankInfo], Frame]":
    """The pipeline over one span's decoded files: ``(Analysis, {rank: RankInfo}, Frame)``."""
    return assembled(run, index, settings,
                     workers.decode_all(run.span(index), settings, progress, meanwhile=pipeline_module))


def assembled(run: "RunFiles", index: int, settings: Settings,
              decoded: list) -> "tuple[Analysis, dict[int, RankInfo], Frame]":
    """The pipeline over one span's ``[(TraceFile, Read)]``: ``(Analysis, {rank: RankInfo}, Frame)``."""
    tables = with_patterns([got.table for _, got in decoded if got.table is not None], settings)
    errors = [note(got.code, got.reason or "", tf.path) for tf, got in decoded if got.table is None]
    if not tables:
        raise NothingToAnalyse("; ".join(f"{e.file}: {e.text}" for e in errors) or "no trace files")
    return pipeline_module().build_frame(run, index, tables, errors, settings)


def with_patterns(tables: list, settings: Settings) -> list:
    """The tables with the exchanges of the user's communication kernel patterns (``settings.comm_kernels``) among
    their records (applied after the cache: the cached tables hold the built-in patterns' only)."""
    if not settings.comm_kernels:
        return tables
    from ..ingest import custom

    patterns = tuple(custom.Pattern(name, rx) for name, rx in settings.comm_kernels)
    return [custom.added(t, patterns, skip=custom.BUILTIN) for t in tables]


def pipeline_module() -> "types.ModuleType":
    """The ``pipeline`` module, imported on first use: while the decode workers run, when that is possible."""
    from .. import pipeline

    return pipeline
