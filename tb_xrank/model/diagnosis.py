"""The Analysis' diagnosis: the straggler verdict, the divergences that cost steps and the waits they caused later,
the time no event explains, the pipeline's balance, and the findings that say it in sentences."""
from typing import Annotated, Any, Literal

from msgspec import UNSET, Meta, UnsetType

from .base import NonNeg, Row, describe


class Episode(Row):
    """A run of consecutive window steps held back by one rank."""

    ranks: list[int]
    first_step: int
    last_step: int
    steps: Annotated[int, Meta(ge=1)]
    cost_us: NonNeg


class Role(Row):
    """Ranks that run the same program (collective sequence per step)."""

    role: int
    ranks: list[int]
    program: str


class Stragglers(Row, rename={"class_": "class"}):
    """The verdict over the window: which ranks held steps back, in which pattern, and what fixing them saves."""

    class_: Literal["fixed", "topology", "rotating", "transient", "none"]
    ranks: list[int]
    steps_used: int
    critical_counts: dict[int, int]
    p_value: float | None
    follows: str | None
    basis: str | None
    episodes: Annotated[list[Episode] | UnsetType, describe(
        "runs of consecutive window steps held back by one rank")] = UNSET
    steps_held: int | UnsetType = UNSET
    warmup_steps: Annotated[list[int] | UnsetType,
                            describe("outlier steps at the start of the window, kept out of the verdict")] = UNSET
    roles: Annotated[list[Role] | UnsetType, describe(
        "ranks that run the same program (collective sequence per step)")] = UNSET
    step_time_us: Annotated[float | None | UnsetType, describe(
        "median replayed step time over the window's steps (a transient straggler's: over its episode's steps)")] = UNSET
    step_time_without_us: Annotated[float | None | UnsetType, describe(
        "the same, replayed over the span with every diverging node of the straggler ranks at its expected duration"
    )] = UNSET
    cost_us: NonNeg | None | UnsetType = UNSET


class Divergence(Row):
    """A node of a rank's program that took longer than expected, by more than the run's noise, and what it cost."""

    collective: str | None
    step: int
    rank: int
    kind: Annotated[Literal["compute", "workload", "host_gap", "input", "collective", "allocation", "unknown", "transfer",
                            "bar"], describe("bar: a single-member collective's bar (single_rank), its waiting for "
                                             "unprofiled members and its transfer together")]
    op: str
    lag_us: Annotated[float, describe("the node's excess over its expected duration (its role peers' median in the "
                                      "step, or its own other steps')", ge=0)]
    dur_us: Annotated[float, describe("the node's own duration", ge=0)]
    peer_median_us: Annotated[float | None, describe("the expected duration the excess is measured against")]
    noise_us: Annotated[float, describe(
        "the role members' step-to-step spread of this node (1.4826 x MAD of their excess); in a role of two ranks, "
        "for a node that diverges against its own other steps, the same spread of its excess over those; for one that "
        "diverges against its peer alone, the spread of a two-member difference read from the pair's faster member "
        "(1.4826 x its MAD over the steps x 1.71)", ge=0)]
    evidence: Annotated[dict[str, Any], describe("what the node was compared with and what differed (by kind)")]
    cause: Annotated[str, describe(
        "what the lag is blamed on, by the blame rule: one event, a set of events, unrecorded time inside a block, a "
        "collective taken up late or its transfer, or 'no single cause'")]
    cause_us: Annotated[float, describe("what the cause itself took beyond its role peers' median of the same (an "
                                        "event's own excess, a set's summed excess, the unrecorded time's excess; the "
                                        "lag where the cause is the node itself)")]
    summary: Annotated[str, describe("the divergence's one sentence (cause, its numbers, lag, noise, cost), which "
                                     "every view prints verbatim")]
    next_measurement: str
    cost_us: Annotated[NonNeg | None, describe(
        "replayed step time minus the replayed step time with this node at its expected duration")]
    cost_pct_of_step: float | None
    step_time_without_us: float | None
    source: str | None


class Propagation(Row):
    """Waits a divergence caused later, each counted once."""

    source: str
    source_rank: int
    source_step: int
    source_kind: str
    affected: list[Any]
    wait_us: NonNeg


class Gap(Row):
    """Time no recorded event explains: a host gap on one rank that its role peers did not have, or (with its
    ``stream``) a GPU stream idle after everything recorded that its next op waited for had happened."""

    rank: int
    step: int
    start_us: float
    dur_us: NonNeg
    before: str
    after: str
    peer_median_us: float | None
    stream: Annotated[int | UnsetType, describe("the GPU stream that sat idle (device gaps only)")] = UNSET


class PipelineStage(Row):
    """One pipeline stage: its ranks and its work per step."""

    stage: Annotated[int, describe("depth in the pipeline the point-to-point pairs form (0: the first stage)")]
    ranks: list[int]
    work_us: Annotated[NonNeg, describe("median over the window's steps of the lower median over the stage's ranks of "
                                        "their work (own durations of their device stretches on GPU ranks, of their "
                                        "thread's stretches on CPU ranks)")]


class Pipeline(Row):
    """The balance of a pipeline of two or more stages: the stage that sets the pace and what evening it saves."""

    stages: list[PipelineStage]
    slowest_stage: Annotated[int, describe("the stage with the most work per step")]
    step_time_us: Annotated[NonNeg, describe("median over the window's steps of the replayed step time")]
    step_time_balanced_us: Annotated[NonNeg, describe(
        "the same, replayed with every stage's work at the stages' mean (each work node of a stage scaled by the "
        "mean over its work), the pipeline's communication and schedule unchanged; a step the evened stages would "
        "lengthen counts with its measured time (moving layers is advised only where it shortens the step)")]


class FindingView(Row):
    """The tab that shows a finding and what it opens on there (each a query parameter of the tab's link)."""

    tab: Literal["findings", "hang", "aligned", "spread", "history", "evidence"]
    collective: Annotated[str | None, describe("the collective the tab opens on")] = None
    step: Annotated[int | None, describe("the step the tab opens on")] = None
    section: Annotated[str | None, describe("the part of the tab it scrolls to")] = None
    zoom: Annotated[str | None, describe("the group of ranks (a host) a grouped run's tab zooms into")] = None


class Finding(Row):
    """One sentence of the answer: the verdict first, then by what it costs."""

    text: str
    severity: Literal["info", "warning", "error"]
    step: int | None
    collective: str | None
    kind: Annotated[Literal["straggler", "divergence", "propagation", "gap", "skew", "clock", "ranks", "error",
                            "mismatch", "hang", "pipeline", "single_rank"], describe("which view shows the finding")]
    view: Annotated[FindingView, describe("where the tabs show it (diagnose/findings.py)")]
    cost_us: Annotated[NonNeg | None, describe(
        "what acting on it saves per step (replay): a straggler's median saving, a divergence's cost, a pipeline's "
        "balanced saving; null where not a cost")] = None
    minor: Annotated[bool, describe("a cost under the material threshold: shown folded")] = False
