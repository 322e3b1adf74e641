"""Confirming a cause (``tb_xrank.confirm``): the controlled exchange of two ranks' inputs, and a run's collectives
against a replay of them with synchronized readiness (the ServiceReport)."""
from typing import Annotated, Literal

from .base import Pair, Row, Us, describe
from .collectives import Op
from .document import Document


class ExchangeFollowed(Row):
    """Where the delay sat before and after the exchange."""

    before: Annotated[int | None, describe(
        "the exchanged rank the delay sat on in A (null: neither was materially slower)")]
    after: Annotated[int | None, describe("the exchanged rank slower in B (null: neither is materially slower)")]


class ExchangeRank(Row):
    """One exchanged rank in both runs: where it ran, its median excess over its role peers, what its shapes show."""

    rank: int
    host_a: str | None
    host_b: str | None
    excess_a_us: Annotated[float | None, describe(
        "median over A's steps of its work minus its role peers' median work")]
    excess_b_us: float | None
    shapes_a: Annotated[str | None, describe("one of the (op, shapes) pairs that set its input apart in A")]
    shapes_b: str | None


class ExchangeSeries(Row):
    """One exchanged rank's excess over its role peers, step by step, in one run (the distribution tested)."""

    run: Literal["a", "b"]
    rank: int
    steps: list[int]
    excess_us: list[float]


class Exchange(Row):
    """The controlled exchange (``tb-xrank compare A B --exchange R1:R2``): B is A's job with the inputs of two ranks
    exchanged; did the delay follow the input (workload), stay with the rank (placement), or can the runs not tell?"""

    swapped: Annotated[Pair, describe("the two ranks whose inputs B exchanged")]
    verdict: Annotated[Literal["workload", "placement", "ambiguous"], describe(
        "workload: the delay followed the input to the partner; placement: it stayed with the rank; ambiguous: "
        "nothing to follow in A, or B fits neither")]
    followed: ExchangeFollowed
    steps: Annotated[int, describe("the steps the test rests on, A's and B's together")]
    steps_a: int
    steps_b: int
    p_value: Annotated[float | None, describe("the p of the rejected prediction (workload: that the delay stayed; "
                                              "placement: that it followed the input); null where untested")]
    p_delay_a: Annotated[float | None, describe(
        "one-sided sign test that the rank the delay sat on was slower than its partner in A")]
    p_stayed: Annotated[float | None, describe("Mann–Whitney U: B's per-step gaps against A's")]
    p_followed: Annotated[float | None, describe("Mann–Whitney U: B's per-step gaps against the mirror of A's")]
    gap_a_us: Annotated[float | None, describe("median per-step gap in A: the excess of followed.before (else of the "
                                               "first rank) minus its partner's")]
    gap_b_us: Annotated[float | None, describe("the same gap in B (negative: the partner is now the slower)")]
    threshold_us: Annotated[float | None, describe("A's material threshold: a smaller gap is no delay to follow")]
    test: Annotated[str, describe("the test, in words")]
    basis: Annotated[str, describe("the verdict with its numbers, in one sentence")]
    recognised: Annotated[Literal["flag", "shapes", "both"], describe(
        "how the exchange was known: --exchange, B's recorded shapes, or both agreeing")]
    shapes: Annotated[str, describe("what the ranks' recorded shapes show of the exchange")]
    ranks: list[ExchangeRank]
    series: Annotated[list[ExchangeSeries], describe("each exchanged rank's per-step excess in A and in B")]
    not_held_equal: Annotated[list[str], describe(
        "what differs between A and B besides the exchange, the unmeasured last")]


SERVICE_SCHEMA = "tb_xrank.service/1"


class ServiceRow(Row):
    """One collective of the run against its replay with synchronized readiness."""

    collective: Annotated[str, describe("the run's collective id")]
    op: Op
    pg: str
    step: int | None
    bytes: int | None
    group_ranks: list[int] | None
    tail_us: Annotated[Us, describe("the run's post-last-arrival tail (a lower bound on its service)")]
    service_us: Annotated[Us, describe("median over the replay's repetitions of the replayed collective's tail after a "
                                       "barrier: its service with every member ready together")]
    spread_us: Annotated[Us, describe(
        "1.4826 x the median absolute deviation of the replayed service over repetitions")]
    repetitions: Annotated[int, describe("repetitions the replay recorded of it")]
    measured: Annotated[int, describe(
        "of them, those with a measured tail (a point-to-point pair's receive can lack one)")]
    ratio: Annotated[float | None, describe("tail_us / service_us")]
    underestimated: Annotated[bool, describe("service_us - tail_us > spread_us: the tail underestimates the service, "
                                             "so data moved before the last member arrived")]
    skew_us: Annotated[Us, describe("the run's arrival skew")]
    replay_skew_us: Annotated[Us, describe("median over repetitions of the replay's arrival skew")]
    algbw_gbps: Annotated[float | None, describe(
        "bytes (all-gather: x members) / service_us: from the replayed service")]
    busbw_gbps: Annotated[float | None, describe("algbw_gbps x the op's bus factor: from the replayed service")]
    tail_busbw_gbps: Annotated[float | None, describe("the run's busbw from its tail (the Analysis' busbw_gbps): an "
                                                      "upper bound where data moved before the last arrival")]


class ServiceTimes(Row):
    """How long the replay took against the span it replays."""

    span_us: Annotated[float | None, describe("the replayed steps of the run: sum of their slowest rank's step time")]
    comm_us: Annotated[float | None, describe("the run's replayed collectives: sum of their tails plus skews")]
    repetition_us: Annotated[float | None, describe(
        "the replay: median over repetitions of its slowest rank's step time (barriers included)")]
    service_us: Annotated[float | None, describe("the replay: sum of the replayed collectives' service (medians)")]


class ServiceReport(Document, frozen=True):  # type: ignore[misc]  # msgspec allows frozen over mutable
    """A run's collectives against a replay of them with synchronized readiness (``tb-xrank service RUN REPLAY
    --format json``): service, spread, ratio to the run's tail, bandwidth from the replayed service."""

    schema: Literal["tb_xrank.service/1"]
    run: str
    span: int
    replay: Annotated[str, describe("the replay's run (the traces replay.py wrote)")]
    backend: Annotated[str | None, describe("the replay's backend")]
    bandwidth_from: Annotated[str, describe("which time every bandwidth figure here was computed from")]
    service: list[ServiceRow]
    not_replayed: Annotated[list[str], describe("collectives of the run's span the replay did not re-issue or record")]
    skew_us: Annotated[float | None, describe("median arrival skew of the run's replayed collectives")]
    replay_skew_us: Annotated[float | None, describe("median arrival skew of the replayed collectives")]
    times: ServiceTimes
    warnings: list[str]
    summary: Annotated[list[str], describe("sentences, the answer first")]
