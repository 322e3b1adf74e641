"""The comparison of two runs (``tb_xrank.comparison``): what was matched, each metric against both runs'
step-to-step noise, the straggler verdicts, the divergence patterns, and the outcome."""
from typing import Annotated, Literal

from msgspec import UNSET, Meta, UnsetType

from .base import Pair, Row, describe
from .confirm import Exchange
from .document import Document

COMPARE_SCHEMA = "tb_xrank.compare/1"


class RunIdent(Row):
    """Which Analysis one side of the comparison is."""

    run: str
    span: int
    world_size: int
    ranks: list[int]
    steps: list[int]
    collectives: int


class Matched(Row):
    steps: list[Pair]
    by: str
    collectives: int
    ranks: list[int]


class Unmatched(Row):
    steps_only_a: list[int]
    steps_only_b: list[int]
    ranks_only_a: list[int]
    ranks_only_b: list[int]
    collectives_only_a: int
    collectives_only_b: int


class Metric(Row):
    """One metric of both runs; ``delta`` = b - a; the verdict is decided against both runs' step-to-step noise
    (bootstrap over the matched steps)."""

    name: Literal["arrival_skew_p50_us", "arrival_skew_p90_us", "tail_p50_us", "tail_p90_us", "step_time_max_p50_us",
                  "step_time_max_p90_us", "work_max_p50_us"]
    label: str
    unit: Literal["us"]
    a: float | None
    b: float | None
    delta: float | None
    verdict: Annotated[Literal["lower", "higher", "unchanged", "inconclusive"],
                       describe("inconclusive: fewer than MIN_STEPS (5) matched steps, so no ci99 and no p_value")]
    ci99: Annotated[list[float], Meta(min_length=2, max_length=2)] | None
    p_value: float | None
    n_a: int
    n_b: int
    n_of: Annotated[Literal["collectives", "steps"], describe("what n_a and n_b count")]
    note: str | UnsetType = UNSET


class Verdict(Row, rename={"class_": "class"}):
    class_: Literal["fixed", "topology", "rotating", "transient", "none"] | None
    ranks: list[int] | None
    basis: str | None


class VerdictChange(Row):
    a: Verdict
    b: Verdict
    class_changed: bool
    ranks_changed: bool


class Sides(Row):
    """One figure per run: ``a`` and ``b``."""

    a: dict[int, int]
    b: dict[int, int]


class StepPair(Row):
    """One matched step: both runs' step maximum, largest skew and tail, and critical rank."""

    step_a: int
    step_b: int
    time_max_us_a: float | None
    skew_max_us_a: float | None
    tail_max_us_a: float | None
    time_max_us_b: float | None
    skew_max_us_b: float | None
    tail_max_us_b: float | None
    critical_rank_a: int | None
    critical_rank_b: int | None


class Pattern(Row):
    """Divergences of one (rank, op, kind) in both runs: how many and their median lag."""

    rank: int
    op: str
    kind: str
    count_a: Annotated[int, describe("matched steps of A with a divergence of this pattern")]
    count_b: Annotated[int, describe("matched steps of B with a divergence of this pattern")]
    lag_median_us_a: float | None
    lag_median_us_b: float | None


class Patterns(Row):
    appeared: list[Pattern]
    vanished: list[Pattern]
    persisting: list[Pattern]
    grown: Annotated[list[Pattern], describe("persisting, and costing B at least GROWTH times what they cost A")]


class RunEvidence(Row):
    gaps: int
    gap_us: float | None
    errors: int
    warnings: int
    not_profiled: list[int]
    mismatches: int
    clock_residual_us: float | None


class EvidenceSides(Row):
    a: RunEvidence
    b: RunEvidence


class Tally(Row):
    """How many metrics B is lower (better), higher (worse), unchanged or inconclusive on."""

    lower: int
    higher: int
    unchanged: int
    inconclusive: int


class Outcome(Row):
    """The answer: the per-step maximum step time (median) weighed with the two runs' straggler verdicts."""

    verdict: Annotated[Literal["worse", "better", "mixed", "unchanged", "inconclusive", "nothing"], describe(
        "worse: step time higher, or a fixed/topology straggler appeared or moved in B; better: step time lower, or "
        "A's straggler is gone; mixed: one of each; inconclusive: neither, on fewer than min_steps matched steps; "
        "unchanged: neither; nothing: no matched step")]
    answer: Annotated[str, describe("the verdict in words, as the headline")]
    step_time: Annotated[Literal["lower", "higher", "unchanged", "inconclusive"],
                         describe("the verdict of step_time_max_p50_us")]
    straggler: Annotated[Literal["appeared", "moved", "gone", "changed", "unchanged"], describe(
        "appeared: B has a fixed or topology straggler, A none of these; moved: both, on other ranks; gone: A has "
        "a straggler, B none; changed: another change of class or ranks")]
    matched_steps: int
    min_steps: Annotated[int, describe("matched steps needed for a verdict on a metric")]
    tally: Annotated[Tally, describe("the metrics by their verdict")]


class Comparison(Document, frozen=True):  # type: ignore[misc]  # msgspec allows frozen over mutable
    """Run B against run A (tb-xrank compare A B --format json; the plugin's compare route). Times in
    microseconds; delta = b - a; verdict decided against the step-to-step noise of both runs (bootstrap over
    matched steps)."""

    schema: Literal["tb_xrank.compare/1"]
    a: RunIdent
    b: RunIdent
    matched: Matched
    unmatched: Unmatched
    metrics: list[Metric]
    stragglers: VerdictChange
    critical_history: Sides
    per_step: list[StepPair]
    divergences: Patterns
    evidence: EvidenceSides
    outcome: Outcome
    summary: Annotated[list[str], describe("sentences, the answer first")]
    exchange: Annotated[Exchange | UnsetType, describe("the controlled exchange: with --exchange, or where B's "
                                                       "recorded shapes show two ranks' inputs exchanged")] = UNSET
