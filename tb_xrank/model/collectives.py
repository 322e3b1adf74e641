"""The Analysis' collectives: each aligned across its members (every member's record, arrival skew and tail), the
records that do not match their peers', and the walk-back window of one collective."""
from typing import Annotated, Literal

from msgspec import UNSET, UnsetType

from .base import NonNeg, Row, Us, describe


class RankTimes(Row):
    """One member's record of a collective."""

    ready_us: Us
    enqueue_us: Us
    start_us: Us
    end_us: Us
    wait_us: Us
    service_us: Us
    bytes: Annotated[int | None | UnsetType, describe(
        "all-to-all only: the bytes this member's record moved (uneven splits differ by design)")] = UNSET


Op = Literal["allreduce", "allgather", "reduce_scatter", "broadcast", "reduce", "alltoall", "send", "recv", "barrier",
             "gather", "scatter", "sendrecv", ""]


class Collective(Row):
    """One collective aligned across its members by (process group, sequence): arrival skew and the tail after the
    last member was ready."""

    id: str
    pg: str
    seq: int | None
    step: int | None
    op: Op
    bytes: int | None
    group_ranks: list[int] | None
    backend: str | None
    ranks: dict[int, RankTimes]
    skew_us: Us
    skew_clockfree_us: Us
    tail_us: Us
    last_rank: int
    material: bool
    algbw_gbps: Annotated[float | None, describe("bytes (all-gather: x members) / tail_us: computed from the "
                                                 "post-last-arrival tail, an upper bound where data moved before the "
                                                 "last arrival (tb-xrank service gives it from a replay's service)")]
    busbw_gbps: Annotated[float | None, describe(
        "algbw_gbps x the op's bus factor: computed from the post-last-arrival tail")]
    missing_ranks: list[int]
    expected_skew_us: Annotated[float | None, describe(
        "the median arrival skew of the same place in the program (process group, op and direction, ordinal in the "
        "step) over the steps no rank held back: the wait the schedule itself makes (a pipeline's sends)")]
    cost_us: Annotated[NonNeg, describe(
        "what the costliest divergence that surfaced at this collective cost its step (replay); 0 where none did. "
        "Worst lists rank by it, then by the skew beyond the expected one")]


class Mismatch(Row):
    """A rank's record that does not match its peers' (op or size): excluded from that collective."""

    collective: str
    rank: int
    got: str
    expected: str


class Window(Row):
    """The walk-back window of one collective (detail views): each rank's events before it."""

    ranks: Annotated[dict[str, list[tuple[str, float, float]]], describe(
        "per rank shown: its events as (name, start, end), µs after its anchor")]
    divergence: int | None
    critical_rank: int | None
    ready_us: Annotated[dict[str, float], describe(
        "per rank shown: its readiness, µs after its anchor (its window's end)")]
    anchor_us: Annotated[float | None, describe(
        "the critical rank's anchor on the analysis clock: its window's times are after it")]
