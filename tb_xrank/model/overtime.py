"""The run over all its profiler windows (``tb_xrank.overtime``): every window's verdict, every profiled step, the
run's verdict with its onset and end, the scalars logged beside the traces, and the traces' measurement limits."""
from typing import Annotated, Literal

import msgspec
from msgspec import UNSET, UnsetType

from .base import NonNeg, Row, Us, describe
from .document import Document, decoder

OVERTIME_SCHEMA = "tb_xrank.overtime/1"
StragglerClass = Literal["fixed", "topology", "rotating", "transient", "none"]


class OverTimeWindow(Row, rename={"class_": "class"}):
    """One profiler window (span) of the run: its steps and its own verdict (its Analysis' ``stragglers``)."""

    span: Annotated[int, describe("1-based, in time order: the Analysis of `tb-xrank analyze RUN --span N`")]
    first_step: int | None
    last_step: int | None
    class_: StragglerClass
    ranks: list[int]
    steps: Annotated[int, describe("the window's steps its verdict rests on (warm-up outliers left out)")]
    steps_held: Annotated[int, describe("of them, the steps some rank held back")]
    critical_counts: Annotated[dict[int, int], describe("per rank: the window's steps it held back")]
    basis: str | None
    step_time_max_p50_us: Annotated[float | None, describe(
        "median over the window's steps of the slowest rank's step time")]
    unusual: Annotated[bool, describe("the window holds what the run's verdict does not: a finding about this window")]


class OverTimeStep(Row):
    """One profiled step of the run (steps of every window, in step order)."""

    step: int
    span: int
    time_max_us: Annotated[Us, describe("maximum over ranks of the ProfilerStep duration")]
    time_us: Annotated[Us, describe("median over ranks of the ProfilerStep duration")]
    work_max_us: float | None
    work_median_us: float | None
    critical_rank: Annotated[int | None, describe("the rank that held the step back (the costlier of a set), else the "
                                                  "rank whose work dominates its critical path")]
    held_by: Annotated[list[int], describe(
        "the ranks that held the step back (its window's Analysis: steps[].held_by)")]
    held_cost_us: NonNeg | None
    warmup: Annotated[bool, describe("a warm-up outlier its window keeps out of the verdict (and so does the run)")]
    work_us: Annotated[dict[int, float], describe("per rank: its step time minus the time it waited in collectives "
                                                  "(what the scalars are correlated with)")] = {}


class OverTimeSplit(Row):
    """The steps on one side of a change point: how many, how many the straggler held back, its excess work."""

    first_step: int
    last_step: int
    steps: int
    held: int
    excess_median_us: Annotated[float | None, describe("median over these steps of the straggler ranks' work minus the "
                                                       "median work of the other ranks")]


class OverTimeChange(Row):
    """A change point: the step from which the straggler's rate of holding steps back changes, and the test."""

    step: Annotated[int, describe("the first step after the change")]
    span: int
    before: OverTimeSplit
    after: OverTimeSplit
    p_value: Annotated[float, describe("one-sided Fisher's exact test of the held-back steps before against after")]
    p_adjusted: Annotated[float, describe("p_value x the number of candidate splits tested (Bonferroni)")]
    splits_tested: int
    text: str


class OverTimeVerdict(Row, rename={"class_": "class"}):
    """The run's verdict over all its windows, with the onset (and end) of the straggler where it changes."""

    class_: StragglerClass
    ranks: list[int]
    since_span: Annotated[int | None, describe(
        "the window of the onset; null when the straggler held from the first window")]
    since_step: Annotated[int | None, describe(
        "the first step from which the straggler holds the group back (null: from the start)")]
    until_span: Annotated[int | None, describe("the window of its end, where it stops; null when it holds to the end")]
    until_step: Annotated[int | None, describe(
        "the last step it held back before it stopped; null when it holds to the end")]
    basis: str
    steps_used: Annotated[int, describe(
        "the run's steps the verdict rests on (every window's, warm-up outliers left out)")]
    steps_held: int
    critical_counts: dict[int, int]
    p_value: float | None
    onset: Annotated[OverTimeChange | None, describe("the change point of the onset, with its evidence")]
    end: Annotated[OverTimeChange | None, describe("the change point where it stops, with its evidence")]
    follows: Annotated[Literal["workload", "placement"] | None, describe(
        "what the scalars that track the straggler point to (none claimed: null)")]
    evidence: Annotated[list[str], describe("sentences: the change points and the scalars that track the straggler")]


class OverTimeScalar(Row):
    """One scalar of the run's TensorBoard event files against the ranks' work over the profiled steps: for a rank
    (``rank``), over time; for the scalar as a whole (``rank`` null), across ranks step by step."""

    name: Annotated[str, describe("the tag without its rank suffix (tokens/rank3 -> tokens)")]
    rank: Annotated[int | None, describe("the rank it belongs to (tag suffix or subdirectory); null: the scalar across "
                                         "ranks (or a scalar of no rank)")]
    r: Annotated[float | None, describe(
        "Pearson correlation with work: a rank's row, its value against its own work over the steps; the null row, "
        "each rank's value minus the step's median against its work minus the step's median, pooled over ranks and "
        "steps (a scalar of no rank: against the step time). Null where either does not vary or too few steps")]
    steps: Annotated[int, describe("the profiled steps it rests on")]
    points_to: Annotated[Literal["workload", "placement"] | None, describe(
        "set where the scalar tracks the verdict's straggler: workload-like names (tokens, sequence length, expert "
        "load, batch size) point to the data, device-like ones (temperature, clocks, power, ECC/XID errors, NIC "
        "counters) to placement")]
    kind: Annotated[Literal["workload", "device"] | None, describe("what its name says it measures (null: neither)")]
    tracks: Annotated[bool, describe("it tracks the straggler: enough steps, a significant correlation, and the "
                                     "straggler apart from its peers in the direction that makes it slow")]
    r_critical: Annotated[float | None, describe("correlation with being held back by the rank (the null row: pooled)")]
    ratio: Annotated[float | None, describe("median over the steps of its value over the other ranks' median value")]
    ratio_held: Annotated[float | None, describe("the same over the steps the rank held back")]
    p_value: Annotated[float | None, describe("two-sided, of r (Fisher's z over the steps it rests on)")]
    source: Annotated[str, describe("where it was read: 'tag suffix', 'subdirectory rankN', or 'run' (no rank)")]
    basis: Annotated[str | None, describe("why it is or is not claimed, with its numbers")]
    values: Annotated[dict[int, float] | UnsetType, describe(
        "per profiled step: its value, on the rows of the verdict's straggler ranks and on rows that track it (to "
        "draw against the ranks' work)")] = UNSET


class OverTimeScalarsRead(Row):
    """What was read of the run's TensorBoard event files."""

    files: int
    tags: int
    values: int
    matched_steps: Annotated[int, describe("profiled steps with at least one scalar value")]
    note: Annotated[str | None, describe(
        "why no scalar was read (no event file; tensorboard not installed; a file that could not be read)")]


class KinetoMessage(Row):
    """A message the profiler (kineto) left in a trace: its warnings and errors, and the losses its INFO lines count."""

    span: int
    rank: int | None
    file: str
    level: Literal["WARNING", "ERROR", "INFO"]
    text: str


class ProfilerSchedule(Row):
    """The profiler schedule as the windows' step numbers show it (torch.profiler.schedule)."""

    active: Annotated[int | None, describe("steps recorded per window (null: windows of different lengths)")]
    period: Annotated[int | None, describe(
        "steps from one window's first step to the next one's (wait + warmup + active)")]
    wait_warmup: Annotated[int | None, describe("steps between windows that were not recorded (wait + warmup)")]
    first_step: int | None
    windows: int
    text: str


class TraceLimits(Row):
    """What the traces could and could not measure, from their own metadata (the Missing evidence tab's run part)."""

    activities: Annotated[list[str], describe(
        "what was recorded in any window: cpu (host ops and annotations), device (GPU kernels, copies)")]
    no_device_ranks: Annotated[list[int], describe("ranks with no device activity where other ranks have it")]
    record_shapes: Annotated[bool | None, describe("every trace says record_shapes (null: some do, some not)")]
    with_stack: bool | None
    profile_memory: bool | None
    with_modules: bool | None
    with_flops: bool | None
    schedule: ProfilerSchedule | None
    kineto: Annotated[list[KinetoMessage], describe("the profiler's WARNING and ERROR lines, and INFO lines that count "
                                                    "records lost or dropped, by window and rank")]
    missing: Annotated[list[str], describe("ranks or windows without a trace, and files that could not be read")]
    trace_warnings: Annotated[int, describe("warnings on the ranks of every window (damaged or excluded events)")]
    notes: Annotated[list[str], describe("what follows for the analysis, in sentences")]


class OverTimeFinding(Row):
    """One sentence of the run's story."""

    text: str
    severity: Literal["info", "warning", "error"]
    kind: Literal["verdict", "window", "scalar", "limits"]
    span: int | None
    step: int | None
    minor: bool = False


class RunOverTime(Document, frozen=True):  # type: ignore[misc]  # msgspec allows frozen over mutable
    """A run over all its profiler windows (`tb-xrank analyze RUN --over-time --format json`): every window's
    verdict, every profiled step, the run's verdict with its onset, the scalars the job logged beside its traces
    against the ranks' work, and the traces' measurement limits. Times in microseconds."""

    schema: Literal["tb_xrank.overtime/1"]
    run: str
    tool_version: str
    world_size: int
    spans: int
    windows: list[OverTimeWindow]
    verdict: OverTimeVerdict
    steps: list[OverTimeStep]
    scalars: list[OverTimeScalar]
    scalars_read: OverTimeScalarsRead
    limits: TraceLimits
    findings: Annotated[list[OverTimeFinding], describe(
        "the run's story: the verdict first, then the windows, the scalars and the limits")]

    @classmethod
    def from_json(cls, text: str | bytes) -> "RunOverTime":
        """The run's result of its JSON; ``ValueError`` when the text is not one of this schema."""
        try:
            return decoder(RunOverTime).decode(text)
        except msgspec.ValidationError as e:
            raise ValueError(f"not a {OVERTIME_SCHEMA} object ({e})") from None
