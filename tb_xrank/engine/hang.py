"""The hang a run's Flight Recorder dumps show, added to its Analysis (read afresh: dumps are written when a job
hangs, after its traces), and the Analysis of a run directory with dumps and no profiler trace.
"""
import os

from ..config import Settings
from ..ingest.discover import RunFiles, is_url
from ..model import Analysis
from .compute import pipeline_module


def _dumps_dir(run: RunFiles) -> str | None:
    """The local run directory whose Flight Recorder dumps are read, or None (explicit files, a URL)."""
    return run.path if run.path and not is_url(run.path) and os.path.isdir(run.path) else None


def dumps_only(path: str, settings: Settings) -> Analysis | None:
    """The Analysis of a run directory with Flight Recorder dumps (its own, or ``settings``') and no profiler
    trace: its ranks (none profiled), no collective or step, and the hang; None without dumps."""
    run = RunFiles(os.path.basename(os.path.normpath(path)), {}, path)
    dumps, damaged = _dumps_of(run, settings) if path else ({}, {})
    if not dumps and not damaged:
        return None
    world = max([*dumps, *damaged]) + 1
    return _hung(pipeline_module().without_traces(run.name, world), dumps, damaged)


def _dumps_of(run: RunFiles, settings: Settings) -> tuple:
    """``(dumps, damaged)``: the Flight Recorder dumps given in ``settings``, else those in the run directory."""
    from ..ingest import flight

    if settings.flight_recorder:
        return flight.read_paths(settings.flight_recorder)
    where = _dumps_dir(run)
    return flight.read_run(where) if where else ({}, {})


def has_dumps(run: RunFiles, settings: Settings) -> bool:
    """Whether the run has Flight Recorder dumps: given in ``settings``, or in its directory."""
    from ..ingest import flight

    where = _dumps_dir(run)
    return bool(settings.flight_recorder or (where and flight.find(where)))


def with_hang(a: Analysis, run: RunFiles, settings: Settings) -> Analysis:
    """``a`` with the hang its run's Flight Recorder dumps show, and its findings first; ``a`` without dumps."""
    dumps, damaged = _dumps_of(run, settings)
    return _hung(a, dumps, damaged) if dumps or damaged else a


def _hung(a: Analysis, dumps: dict, damaged: dict) -> Analysis:
    """``a`` with the hang of ``dumps`` (and the ``damaged`` ones named), its findings first."""
    from ..diagnose import hang

    h = hang.analyse(dumps, damaged, sorted(set(range(a.world_size)) | set(dumps) | {r for r in damaged if r >= 0}))
    return a.with_hang(h, hang.findings(h))
