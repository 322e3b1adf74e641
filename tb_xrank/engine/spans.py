"""Which run, and which of its spans, one analysis reads."""
import typing

from ..config import Settings
from ..ingest.discover import RunFiles, discover_run

if typing.TYPE_CHECKING:
    from ..ingest.discover import PathOrFiles


def run_files(path: "PathOrFiles | RunFiles") -> RunFiles:
    """The run ``path`` names: itself when it is one, else the run discovered there."""
    return path if isinstance(path, RunFiles) else discover_run(path)


def span_index(run: RunFiles, settings: Settings) -> int:
    """The 0-based span one analysis reads: ``settings.span`` (1-based), or the latest span every rank has."""
    if settings.span is None:
        return max(run.common_spans(), 1) - 1
    index = typing.cast(int, settings.span) - 1  # a span number: callers refuse "all" first
    if index >= run.n_spans:
        raise ValueError(f"{run.name}: span {settings.span} requested, the run has {run.n_spans}")
    return index
