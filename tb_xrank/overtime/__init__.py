"""The run over all its profiler windows: every span analysed (each cached as the engine caches it), the run's
verdict across windows with its onset and end (``windows``, ``verdict``, ``changepoint``), the scalars the job logs
into the same logdir against the ranks' work (``scalars``, ``tracking``, ``claims``), the traces' measurement
limits (``limits``), and the story (``story``): one ``model.RunOverTime``.

Reading a run costs its windows' analyses (none when they are cached), reading its event files (each parsed one
cached by path, size and mtime) and each trace's head and tail for its metadata (cached by the trace's key): an
answer from cached windows reads no trace.
"""
import os
import typing

from ..version import __version__
from ..config import Settings
from ..model import OVERTIME_SCHEMA, RunOverTime

if typing.TYPE_CHECKING:
    from ..engine import Progress
    from ..ingest.discover import PathOrFiles, RunFiles
    from .scalars import Scalars


def _run(path) -> "RunFiles":
    from ..ingest.discover import RunFiles, discover_run

    return path if isinstance(path, RunFiles) else discover_run(path)


def _local_dir(run: "RunFiles") -> str | None:
    from ..ingest.discover import is_url

    return run.path if run.path and not is_url(run.path) and os.path.isdir(run.path) else None


def _metas(run: "RunFiles", analyses: list, settings: Settings) -> dict:
    """``{(span, rank, path): file_meta}`` of every trace, through the cache."""
    import json

    from ..ingest import cache
    from . import limits, scalars

    root = settings.resolved_cache_dir() if settings.cache else None
    out = {}
    for i, a in enumerate(analyses):
        rank_of = {os.path.basename(f): r.rank for r in a.ranks for f in r.files}
        for tf in run.span(i):
            key = limits.meta_key(cache.file_key(tf))
            blob = scalars.cache_get(root, key)
            meta = json.loads(blob) if blob is not None else None
            if meta is None:
                meta = limits.file_meta(tf.path) if _local_dir(run) or not run.path else \
                    {"flags": {}, "messages": [], "unreadable": "a remote trace: its metadata is not read"}
                scalars.cache_put(root, key, json.dumps(meta).encode())
            out[(a.span, rank_of.get(os.path.basename(tf.path)), tf.path)] = meta
    return out


def _scalars(run: "RunFiles", settings: Settings):
    from . import scalars

    where = _local_dir(run)
    if where is None:
        note = "scalars are read from a local run directory only" if run.path else None
        return scalars.Scalars(note=note)
    return scalars.read_run(where, settings.resolved_cache_dir() if settings.cache else None)


def _series(steps: list) -> tuple[list, dict, dict, dict]:
    """``(verdict's steps, {step: held ranks}, {step: {rank: work µs}}, {step: step time µs})``."""
    used = [s["step"] for s in steps if not s["warmup"]]
    held = {s["step"]: set(s["held_by"]) for s in steps if s["held_by"] and not s["warmup"]}
    return used, held, {}, {s["step"]: s["time_max_us"] for s in steps}


def _work(analyses: list) -> dict:
    return {s.step: dict(s.work_us) for a in analyses for s in a.steps}


def combine(analyses: list, metas: dict, found: "Scalars", name: str) -> RunOverTime:
    """The ``RunOverTime`` of the windows' Analyses (span order), their traces' metadata and the scalars ``found``
    (a ``scalars.Scalars``): pure."""
    from . import claims, limits, story, verdict, windows

    steps, rows = windows.steps_of(analyses), windows.window_rows(analyses)
    work = _work(analyses)
    v = verdict.run_verdict(steps, windows.held_of(analyses), *windows.topology_of(analyses), work)
    used, held, _, step_time = _series(steps)
    srows, said = claims.scalar_rows(found, used, held, work, step_time, v)
    changes = list(v["evidence"])
    v["evidence"] += said
    v["follows"] = claims.follows(srows)
    read = {"files": found.files, "tags": found.tags, "values": found.values, "note": found.note,
            "matched_steps": sum(1 for n in used if any(n in s for s in found.series.values()))}
    lim = limits.summarise(analyses, metas, rows)
    told = story.Told(verdict=v, changes=changes, windows=rows, steps=steps, scalars=srows)
    story_rows = story.findings(told, {a.span: a for a in analyses}, read, lim)
    return RunOverTime.build(schema=OVERTIME_SCHEMA, run=name, tool_version=__version__,
                             world_size=max((a.world_size for a in analyses), default=0), spans=len(analyses),
                             windows=rows, verdict=v, steps=steps, scalars=srows, scalars_read=read, limits=lim,
                             findings=story_rows)


def analyze_over_time(path: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                      progress: "Progress | None" = None) -> RunOverTime:
    """The run over all its windows (``settings.span`` is not read): every span's Analysis (cached ones as
    stored), the scalars below the run directory and the traces' metadata, combined (``combine``)."""
    from ..engine import analyze_each_span

    run = _run(path)
    analyses = analyze_each_span(run, settings, progress)
    return combine(analyses, _metas(run, analyses, settings), _scalars(run, settings), run.name)
