"""The Analysis' steps: each profiler step across ranks with its critical path and the ranks that held it back,
the step shown first, and how the per-step maximum of the ranks' work grows with their number."""
from typing import Annotated, Literal

from msgspec import UNSET, Meta, UnsetType

from .base import NonNeg, Row, Us, describe


class PathHop(Row):
    """One link of a step's critical path."""

    rank: int
    start_us: float
    dur_us: NonNeg
    kind: Literal["compute", "comm", "wait", "host gap"]
    event: str
    collective: str | UnsetType = UNSET


class Step(Row):
    """One profiler step across ranks."""

    step: int
    time_us: Annotated[Us, describe("median over ranks of the ProfilerStep duration")]
    time_max_us: Annotated[Us, describe("maximum over ranks of the ProfilerStep duration")]
    start_us: Us
    work_max_us: float | None
    work_median_us: float | None
    max_rank: int
    ranks: list[int]
    critical_rank: Annotated[int | None,
                             describe("the rank whose compute and host gaps make up most of the step's critical path")]
    critical_collective: str | None
    replay_error_pct: Annotated[float | None, describe(
        "100 x (replayed - measured) / measured step time: how far the graph's replay of the measured durations ends "
        "from the measurement")]
    waiting_explained_pct: Annotated[float | None, describe(
        "of the time the step's ranks waited (in collectives for their last member, on a stream for a consumed "
        "collective's end, in a host sync, or idle on a stream with no recorded cause), the share an edge of the "
        "happens-before graph carries; null where nothing waited")]
    held_by: Annotated[list[int], describe(
        "the ranks that held the step back: replaying their diverging nodes at their role peers' durations shortens "
        "the step by the material threshold or more (one rank, or a set that holds it only together); empty: the "
        "step's critical rank was last within noise. The verdict's critical_counts count these steps")]
    held_cost_us: Annotated[NonNeg | None, describe("what the ranks that held the step back cost it (replay)")]
    critical_path: Annotated[list[PathHop], describe("the chain that set the step's end, in time order")]
    comm_us: Annotated[dict[int, float], describe("per rank: the time its collectives took in the step")]
    exposed_comm_us: Annotated[dict[int, float],
                               describe("per rank: the part of comm_us that no compute of the rank overlapped")]
    intervals_us: Annotated[dict[int, list[Us]], describe(
        "per rank: its ProfilerStep [start, end] on the common clock")]
    work_us: Annotated[dict[int, float], describe("per rank: its step time minus the time it waited in collectives")]


class WorstStep(Row):
    """The step a reader is shown first: the one its held-back ranks cost most (else the longest), and where."""

    step: int
    collective: Annotated[str | None, describe("where its costliest divergence surfaced, else its critical collective")]


class MaximaRow(Row):
    ranks: Annotated[int, Meta(ge=1)]
    step_max_p50_us: float | None
    step_max_p90_us: float | None
    iid_max_p50_us: float | None
    over_median: float | None
    top_rank_share: float | None


class Maxima(Row):
    """How the per-step maximum of the ranks' own work grows with the number of ranks (random subsets of n ranks;
    see tb_xrank/diagnose/maxima.py)."""

    rows: list[MaximaRow] | UnsetType = UNSET
    top_rank: int | None | UnsetType = UNSET
    subsets: int | UnsetType = UNSET
    median_work_us: float | None | UnsetType = UNSET
    above_chance: Annotated[float | None | UnsetType, describe(
        "at the largest rank count, (measured median maximum - independent draws') / independent draws'")] = UNSET
    structural: Annotated[bool | None | UnsetType, describe(
        "above_chance beyond 0.05 and a fixed or topology straggler verdict: the slowest rank is slow by "
        "structure, not by sampling")] = UNSET
    verdict: Annotated[str | None | UnsetType, describe("what the curve says at the largest rank count, in words")] = UNSET
