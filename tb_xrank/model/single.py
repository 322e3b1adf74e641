"""The Analysis' single-rank evidence: what the ranks whose collectives have no other profiled member show without
peers (each bar against its own other occurrences, exposed communication per step, the walk-back within the rank)."""
from typing import Annotated

from msgspec import Meta

from .base import NonNeg, Row, Us, describe
from .diagnosis import Divergence


class SinglePlace(Row):
    """One collective of a rank's program (process group, op, ordinal of that op in the step) over its occurrences
    in the rank's steps, where no other member was profiled: single-rank evidence."""

    rank: int
    place: Annotated[str, describe("<pg>:<op>#<ordinal of that op in the step>")]
    pg: str
    op: str
    bytes: int | None
    occurrences: Annotated[int, Meta(ge=1)]
    median_bar_us: Annotated[float, describe(
        "median over its occurrences of end - ready: waiting and transfer together")]
    noise_us: Annotated[float, describe("1.4826 x MAD of its occurrences' bars", ge=0)]
    limit_us: Annotated[float | None, describe("the excess over the median an occurrence must pass to be slow: the "
                                               "largest of noise_k x noise, relative_floor x median and 20 µs; null "
                                               "with fewer than 4 occurrences (nothing judged)")]
    max_bar_us: float
    slow_steps: Annotated[list[int], describe("the steps of its slow occurrences")]
    slow_excess_us: Annotated[float, describe("the slow occurrences' bars beyond the median, summed")]


class SingleOccurrence(Row):
    """One single-member collective record: its bar against its place's median."""

    rank: int
    place: str
    step: int
    id: Annotated[str, describe("<place>@<step>: the collective field of this rank's single-rank divergences")]
    pg: str
    op: str
    seq: int | None
    bytes: int | None
    ready_us: Us
    end_us: Us
    bar_us: Annotated[Us, describe("end - ready: its waiting for unprofiled members and its transfer, not separable")]
    excess_us: Annotated[NonNeg | None, describe("its bar beyond its place's median bar (0 at or below it)")]
    slow: Annotated[bool, describe("excess_us beyond its place's limit_us")]


class SingleStep(Row):
    """One step of a rank with single-member collectives: its communication and the part no compute overlapped."""

    rank: int
    step: int
    time_us: float
    comm_us: Annotated[float, describe("the sum of its single-member collectives' bars (waiting included)")]
    exposed_comm_us: Annotated[float, describe("the part of comm_us during which no compute kernel of the rank ran")]


class SingleRank(Row):
    """What the ranks with single-member collectives (one rank profiled, or a sample whose peers were not) show
    without peers: each bar against its own other occurrences, exposed communication per step, and the walk-back
    within the rank (its steps against its own other steps). Never an arrival skew, tail, last rank or class."""

    basis: Annotated[str, describe("the label every surface shows with this evidence")]
    ranks: list[int]
    world_size: int | None
    records: Annotated[int, describe("single-member collective records in the chosen steps")]
    noise_k: float
    relative_floor: float
    places: Annotated[list[SinglePlace], describe("slowest first (slow_excess_us)")]
    occurrences: list[SingleOccurrence]
    steps: list[SingleStep]
    divergences: Annotated[list[Divergence], describe(
        "the walk-back within each rank: divergences of the rank alone, its steps against its own other steps "
        "(evidence.compared_with); kind bar where the excess is a single-member collective's bar")]
