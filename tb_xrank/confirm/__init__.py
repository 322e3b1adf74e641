"""Confirming a cause (the seed's last two measurements): the controlled exchange of two ranks' inputs
(``exchange``, ``assess``, ``shapes``), a replay of a span's collectives with synchronized readiness (``plan``,
``script``), and the service it measured against the run's tails (``service``)."""
import dataclasses
import typing

if typing.TYPE_CHECKING:
    from ..config import Settings
    from ..ingest.discover import PathOrFiles
    from ..model import Analysis, Comparison, ServiceReport
    from .plan import Plan, ReplayRun


@dataclasses.dataclass(frozen=True)
class Side:
    """One run of a comparison: its Analysis, its traces (``target``) and the settings that chose its span."""

    analysis: "Analysis"
    target: "PathOrFiles"
    settings: "Settings"


def with_exchange(c: "Comparison", a: Side, b: Side, flag: "list[int] | None" = None) -> "Comparison":
    """The comparison ``c`` of B against A with its ``exchange``: of the ranks ``flag`` names, else of the two
    ranks B's recorded shapes show exchanged (``c`` as it is when neither). The shapes are read from the runs'
    rank tables (cached); a run whose tables cannot be read shows none. Raises ValueError for a flagged rank that
    is not profiled in both runs."""
    import msgspec

    from ..model import ContractError, Exchange, native
    from . import assess, shapes
    from .read import rank_tables

    sigs: list[dict | None] = []
    for side in (a, b):
        try:
            sigs.append(shapes.signatures(rank_tables(side.target, side.settings)))
        except (OSError, ValueError, ConnectionError):
            sigs.append(None)
    ex = assess.assess(a.analysis, b.analysis, flag, *sigs)
    if ex is None:
        return c
    try:
        typed = msgspec.convert(msgspec.to_builtins(ex, enc_hook=native), Exchange)
    except msgspec.ValidationError as e:
        raise ContractError(f"the exchange breaks its contract: {e}") from None
    return msgspec.structs.replace(c, exchange=typed)


def make_replay(target: "PathOrFiles", settings: "Settings", steps: "tuple | None" = None,
                  repeat: int | None = None) -> "tuple[str, Plan]":
    """``(the replay script's text, its plan)`` for the span of ``target`` the settings choose, of ``steps``
    (``(first, last)``, None ends open; None: every step of the span)."""
    from . import plan, script
    from .read import with_tables

    a, ranks, _ = with_tables(target, settings)
    p = plan.build(a, ranks, steps, repeat or plan.DEFAULT_REPEAT)
    return script.render(p), p


def read_replay(replay: str) -> "ReplayRun":
    """The record the replay script wrote into the run directory ``replay`` (a local path or URL). Raises
    FileNotFoundError without one, ValueError when it is not one."""
    import os

    from ..ingest.discover import open_stream
    from . import plan

    with open_stream(os.path.join(str(replay), plan.RECORD) if "://" not in str(replay)
                     else str(replay).rstrip("/") + "/" + plan.RECORD) as f:
        return plan.read_record(f.read(64 << 20))


def service_of(a: "Analysis", r: "Analysis", rec: "ReplayRun") -> "ServiceReport":
    """The ServiceReport of the run's Analysis ``a`` (of the plan's span) against the Analysis ``r`` of the replay
    whose record is ``rec``."""
    import msgspec

    from ..model import ServiceReport, native
    from . import service

    return ServiceReport.build(**msgspec.to_builtins(service.report(a, r, rec.plan, r.run, rec.backend),
                                                     enc_hook=native))


def service_report(run: "PathOrFiles", replay: str, settings: "Settings", replay_settings: "Settings") -> "ServiceReport":
    """The ServiceReport of ``run`` against ``replay`` (a run directory the replay script wrote, with its record
    ``xrank_replay.json``). The run is analysed in the plan's span unless ``settings`` names one. Raises
    FileNotFoundError without the record, ValueError when it is not one."""
    import dataclasses

    from ..engine import analyze_run

    rec = read_replay(replay)
    if settings.span is None:
        settings = dataclasses.replace(settings, span=rec.plan.span)
    return service_of(analyze_run(run, settings), analyze_run(replay, replay_settings), rec)
