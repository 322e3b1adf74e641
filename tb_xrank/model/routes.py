"""The plugin's route payloads besides the Analysis itself (tb_xrank/plugin/http_api.md): the run statuses, the
summary and its rows, one step's and one collective's detail, the service answer. The frontend's types of them are
generated from these (``scripts/contract.py``) and ``tests/test_plugin.py`` holds every route's answer to them."""
from typing import Annotated, Literal

from msgspec import UNSET, UnsetType

from .analysis import Analysis
from .base import Row, Us, describe
from .collectives import Collective, RankTimes, Window
from .confirm import ServiceReport
from .diagnosis import Divergence, Gap, Propagation
from .ranks import RankRow
from .steps import PathHop, Step


class RunStatus(Row, kw_only=True):
    """One run of the logdir (``runs``), or a run's status while a route waits for it (202)."""

    name: str
    ranks: Annotated[int, describe("trace files' workers found")]
    spans: Annotated[int, describe("profiler windows (spans)")]
    state: Literal["loading", "ready", "error"]
    progress: Annotated[float, describe("0..1 of its analysis")]
    error: str | None
    version: Annotated[int, describe("analyses completed: a UI reloads the run when it grows")]
    saved: Annotated[str | None, describe("the saved Analysis served (its file), null when it was computed")] = None
    warnings: Annotated[list[str], describe("why a saved Analysis beside the run was not used")] = []
    default: Annotated[bool | UnsetType, describe("the run the tab opens on (--xrank_run)")] = UNSET
    span: Annotated[int | None | UnsetType, describe("the span a route chose (null: the latest)")] = UNSET
    steps: Annotated[str | None | UnsetType, describe("the steps a route chose, A:B (null: every step)")] = UNSET


class SummaryCollective(Collective, kw_only=True):
    """A collective as the summary sends it: without its per-rank times (``collective?`` has them) and its member
    list only where it differs from its process group's (``Summary.groups``)."""

    ranks: dict[int, RankTimes] | UnsetType = UNSET  # type: ignore[assignment]
    group_ranks: list[int] | None | UnsetType = UNSET  # type: ignore[assignment]
    n_ranks: Annotated[int | UnsetType, describe("ranks that took part")] = UNSET
    group_size: Annotated[int | None | UnsetType, describe("members of its process group")] = UNSET


class SummaryStep(Step, kw_only=True):
    """A step as the summary sends it: its per-rank numbers counted and summarised (``step?`` has them)."""

    ranks: list[int] | UnsetType = UNSET  # type: ignore[assignment]
    comm_us: dict[int, float] | UnsetType = UNSET  # type: ignore[assignment]
    exposed_comm_us: dict[int, float] | UnsetType = UNSET  # type: ignore[assignment]
    critical_path: list[PathHop] | UnsetType = UNSET  # type: ignore[assignment]
    intervals_us: dict[int, list[Us]] | UnsetType = UNSET  # type: ignore[assignment]
    work_us: dict[int, float] | UnsetType = UNSET  # type: ignore[assignment]
    n_ranks: int | UnsetType = UNSET
    critical_path_entries: int | UnsetType = UNSET
    n_collectives: int | UnsetType = UNSET
    skew_max_us: Annotated[float | None | UnsetType, describe("the largest skew of its collectives")] = UNSET
    tail_max_us: Annotated[float | None | UnsetType, describe("the largest tail of its collectives")] = UNSET
    exposed_comm_max_us: float | None | UnsetType = UNSET
    exposed_comm_median_us: float | None | UnsetType = UNSET
    exposed_comm_max_rank: int | None | UnsetType = UNSET


class SummaryRank(RankRow, kw_only=True):
    """A rank as the summary sends it: its steps and files counted."""

    steps: list[int] | UnsetType = UNSET  # type: ignore[assignment]
    files: list[str] | UnsetType = UNSET  # type: ignore[assignment]
    n_steps: int | UnsetType = UNSET
    n_files: int | UnsetType = UNSET


class Summary(Analysis, frozen=True, kw_only=True):  # type: ignore[misc]  # msgspec allows frozen over mutable
    """What the first paint needs (``summary?``): the Analysis without what grows as ranks x steps or ranks x
    collectives, with each process group's member list once."""

    ranks: list[SummaryRank]  # type: ignore[assignment]
    collectives: list[SummaryCollective]  # type: ignore[assignment]
    steps: list[SummaryStep]  # type: ignore[assignment]
    windows: dict[str, Window] | UnsetType = UNSET  # type: ignore[assignment]
    groups: Annotated[dict[str, list[int]], describe("the member list of each process group")] = {}
    truncated: Annotated[dict[str, int], describe("how long each list the summary cut was")] = {}


class RankStep(Row, kw_only=True):
    """One rank in one step (``step?``): interval and own work where the Analysis records them, else null."""

    start_us: float | None
    end_us: float | None
    time_us: float | None
    work_us: float | None
    wait_us: float | None
    comm_us: float | None
    exposed_comm_us: float | None


class StepDetail(Row, kw_only=True):
    """One step with its per-rank detail (``step?``)."""

    run: str
    step: Step
    ranks: dict[int, RankStep]
    collectives: list[Collective]
    gaps: list[Gap]


class CollectiveDetail(Row, kw_only=True):
    """One collective with its per-rank detail, its divergence, its walk-back window and its propagation
    (``collective?``)."""

    run: str
    collective: Collective
    divergence: Divergence | None
    window: Window | None
    propagation: list[Propagation]


class ServiceAnswer(Row, kw_only=True):
    """The run's collectives against the replay beside it (``service?``), or why there is none."""

    run: str
    replay: str | None
    report: ServiceReport | None
    why: str | None


class Waiting(Row, kw_only=True):
    """What a route of two runs answers while either loads (202) or failed (500)."""

    a: RunStatus | UnsetType = UNSET
    b: RunStatus | UnsetType = UNSET
    run: RunStatus | UnsetType = UNSET
    replay: RunStatus | UnsetType = UNSET


ROUTES = (RunStatus, Summary, StepDetail, CollectiveDetail, ServiceAnswer, Waiting)
