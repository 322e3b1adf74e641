"""The Analysis: the one JSON contract between the engine and every surface, as typed msgspec Structs.

Times are microseconds on the corrected common clock, relative to the run's
earliest aligned event. Rank keys in objects are strings, rank values integers;
missing values are null, never NaN. ``schema/analysis.schema.json`` is generated
from these types (``json_schema()``), and so are the frontend's TypeScript types.
An Analysis is checked against its types when it is built (``build``) and when
it is read back (``from_json``). Rows read like the JSON objects they encode:
``a.collectives[0]["skew_us"]`` and ``a.collectives[0].skew_us`` are the same.
"""
import collections.abc
import functools
import html as _html
import json
import os
from typing import Annotated, Any, Literal

import msgspec
from msgspec import UNSET, Meta, UnsetType

SCHEMA = "tb_xrank.analysis/1"
SCHEMA_PATH = os.path.join(os.path.dirname(__file__), "schema", "analysis.schema.json")


class NothingToAnalyse(Exception):
    """No file of the run could be read as a profiler trace."""


class ContractError(Exception):
    """The engine produced a value the contract does not allow (a bug of tb_xrank, not of the input): the message
    names the path of the value."""


def _d(text: str, **kw) -> Meta:
    return Meta(description=text, **kw)


NonNeg = Annotated[float, Meta(ge=0)]
Us = float | None  # a time in µs; null where it was not measured


class Row(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A row of the contract, read as its JSON object too: ``row["key"]``, ``row.get("key")``, ``"key" in row``,
    ``row == {...}`` (keys are the JSON names; an unset optional field is absent)."""

    def __getitem__(self, key: str):
        v = getattr(self, _attr(type(self)).get(key, "\0"), UNSET)
        if v is UNSET:
            raise KeyError(key)
        return v

    def get(self, key: str, default: Any = None) -> Any:
        v = getattr(self, _attr(type(self)).get(key, "\0"), UNSET)
        return default if v is UNSET else v

    def __setitem__(self, key: str, value) -> None:
        if key not in _attr(type(self)):
            raise KeyError(key)
        setattr(self, _attr(type(self))[key], value)

    def __eq__(self, other) -> bool:
        """Equal to a row of the same type with equal fields, and to the dict of its JSON object."""
        if isinstance(other, dict):
            return msgspec.to_builtins(self) == other
        return type(self) is type(other) and msgspec.structs.astuple(self) == msgspec.structs.astuple(other)

    def __ne__(self, other) -> bool:
        return not self == other

    def __iter__(self):
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self.keys())

    def values(self) -> list:
        return [self[k] for k in self.keys()]

    def __contains__(self, key: str) -> bool:
        return getattr(self, _attr(type(self)).get(key, "\0"), UNSET) is not UNSET

    def keys(self) -> list:
        return [k for k in _attr(type(self)) if k in self]

    def items(self) -> list:
        return [(k, self[k]) for k in self.keys()]

    def to_builtins(self) -> dict:
        return msgspec.to_builtins(self)


collections.abc.Mapping.register(Row)  # pandas, json and others take a row for the dict it reads as


@functools.lru_cache(maxsize=None)
def _attr(cls) -> dict:
    """``{JSON name: attribute name}`` of a Row type, in field order."""
    return {f.encode_name: f.name for f in msgspec.structs.fields(cls)}


# --- rows -----------------------------------------------------------------------------------------------------------

class AnalysisSettings(Row):
    """The settings that change the Analysis."""

    material_fraction: float
    host_map: Any
    material_threshold_us: Us
    median_step_us: Us
    steps: list[int | None] | None


class KernelsLeft(Row):
    """Communication kernels of a rank left out of the alignment for one reason."""

    code: Annotated[str, _d("the reason's code: before_trace, no_launch, cuda_graph, op_unknown, batched_p2p, "
                            "outside_nccl (ingest); mismatched, no_peer, miscounted, no_step, other_steps, unmatched, "
                            "peers_not_profiled (alignment)")]
    kernels: Annotated[int, Meta(ge=0)]
    reason: str


class CommNote(Row):
    """Something in a rank's trace that may hide communication (CUDA graph launches without device rows)."""

    code: str
    count: Annotated[int, Meta(ge=0)]
    reason: str


class CommKernels(Row):
    """A rank's communication kernels (NCCL, RCCL and those outside NCCL): how many, how many are in an aligned
    collective, and why each of the others is not (``left`` sums to ``kernels`` − ``aligned``)."""

    kernels: Annotated[int, Meta(ge=0)]
    aligned: Annotated[int, Meta(ge=0)]
    left: list[KernelsLeft]
    notes: list[CommNote]


class RankRow(Row):
    """One rank of the job: where it ran, what was read of it, and what could not be."""

    rank: Annotated[int, Meta(ge=0)]
    host: str | None
    gpu: int | None
    files: list[str]
    steps: list[int]
    status: Literal["ok", "partial", "error", "not_profiled"]
    warnings: list[str]
    worker: str | None
    rank_source: str | None
    pg_positions: Annotated[dict[str, int] | UnsetType, _d("its position in each process group it belongs to")] = UNSET
    role: int | None | UnsetType = UNSET
    comm_kernels: Annotated[CommKernels | UnsetType, _d("its communication kernels: aligned, and the others by "
                                                         "reason (absent where it has none)")] = UNSET


class FileError(Row):
    """A file that could not be analysed, and why, in the file's terms."""

    file: str
    reason: str


class Clock(Row):
    """The fitted clock: per host an offset and drift onto the reference rank's clock."""

    reference_rank: int | None
    method: str
    offsets_us: dict[str, float | None]
    drift_ppm: dict[str, float | None]
    residual_us: float | None
    clock_suspect: bool
    hosts: dict[str, str | None]
    collectives_used: int
    disagreements: int


class RankTimes(Row):
    """One member's record of a collective."""

    ready_us: Us
    enqueue_us: Us
    start_us: Us
    end_us: Us
    wait_us: Us
    service_us: Us
    bytes: Annotated[int | None | UnsetType,
                     _d("all-to-all only: the bytes this member's record moved (uneven splits differ by design)")] = UNSET


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
    ranks: dict[str, RankTimes]
    skew_us: Us
    skew_clockfree_us: Us
    tail_us: Us
    last_rank: int
    material: bool
    algbw_gbps: Annotated[float | None, _d("bytes (all-gather: x members) / tail_us: computed from the post-last-"
                                           "arrival tail, an upper bound where data moved before the last arrival "
                                           "(tb-xrank service gives it from a replay's service)")]
    busbw_gbps: Annotated[float | None, _d("algbw_gbps x the op's bus factor: computed from the post-last-arrival tail")]
    missing_ranks: list[int]
    expected_skew_us: Annotated[float | None, _d(
        "the median arrival skew of the same place in the program (process group, op and direction, ordinal in the "
        "step) over the steps no rank held back: the wait the schedule itself makes (a pipeline's sends)")]
    cost_us: Annotated[NonNeg, _d("what the costliest divergence that surfaced at this collective cost its step "
                                  "(replay); 0 where none did. Worst lists rank by it, then by the skew beyond the "
                                  "expected one")]


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
    time_us: Annotated[Us, _d("median over ranks of the ProfilerStep duration")]
    time_max_us: Annotated[Us, _d("maximum over ranks of the ProfilerStep duration")]
    start_us: Us
    work_max_us: float | None
    work_median_us: float | None
    max_rank: int
    ranks: list[int]
    critical_rank: Annotated[int | None,
                             _d("the rank whose compute and host gaps make up most of the step's critical path")]
    critical_collective: str | None
    replay_error_pct: Annotated[float | None, _d("100 x (replayed - measured) / measured step time: how far the "
                                                 "graph's replay of the measured durations ends from the measurement")]
    waiting_explained_pct: Annotated[float | None, _d(
        "of the time the step's ranks waited (in collectives for their last member, on a stream for a consumed "
        "collective's end, in a host sync, or idle on a stream with no recorded cause), the share an edge of the "
        "happens-before graph carries; null where nothing waited")]
    held_by: Annotated[list[int], _d(
        "the ranks that held the step back: replaying their diverging nodes at their role peers' durations shortens "
        "the step by the material threshold or more (one rank, or a set that holds it only together); empty: the "
        "step's critical rank was last within noise. The verdict's critical_counts count these steps")]
    held_cost_us: Annotated[NonNeg | None, _d("what the ranks that held the step back cost it (replay)")]
    critical_path: Annotated[list[PathHop], _d("the chain that set the step's end, in time order")]
    comm_us: Annotated[dict[str, float], _d("per rank: the time its collectives took in the step")]
    exposed_comm_us: Annotated[dict[str, float],
                               _d("per rank: the part of comm_us that no compute of the rank overlapped")]
    intervals_us: Annotated[dict[str, list[Us]], _d("per rank: its ProfilerStep [start, end] on the common clock")]
    work_us: Annotated[dict[str, float], _d("per rank: its step time minus the time it waited in collectives")]


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
    critical_counts: dict[str, int]
    p_value: float | None
    follows: str | None
    basis: str | None
    episodes: Annotated[list[Episode] | UnsetType, _d("runs of consecutive window steps held back by one rank")] = UNSET
    steps_held: int | UnsetType = UNSET
    warmup_steps: Annotated[list[int] | UnsetType,
                            _d("outlier steps at the start of the window, kept out of the verdict")] = UNSET
    roles: Annotated[list[Role] | UnsetType, _d("ranks that run the same program (collective sequence per step)")] = UNSET
    step_time_us: Annotated[float | None | UnsetType, _d(
        "median replayed step time over the window's steps (a transient straggler's: over its episode's steps)")] = UNSET
    step_time_without_us: Annotated[float | None | UnsetType, _d(
        "the same, replayed over the span with every diverging node of the straggler ranks at its expected duration"
    )] = UNSET
    cost_us: NonNeg | None | UnsetType = UNSET


class Divergence(Row):
    """A node of a rank's program that took longer than expected, by more than the run's noise, and what it cost."""

    collective: str | None
    step: int
    rank: int
    kind: Annotated[Literal["compute", "workload", "host_gap", "input", "collective", "allocation", "unknown", "transfer",
                            "bar"], _d("bar: a single-member collective's bar (single_rank), its waiting for unprofiled "
                                       "members and its transfer together")]
    op: str
    lag_us: Annotated[float, _d("the node's excess over its expected duration (its role peers' median in the step, "
                                "or its own other steps')", ge=0)]
    dur_us: Annotated[float, _d("the node's own duration", ge=0)]
    peer_median_us: Annotated[float | None, _d("the expected duration the excess is measured against")]
    noise_us: Annotated[float, _d("the role members' step-to-step spread of this node (1.4826 x MAD of their excess)",
                                  ge=0)]
    evidence: Annotated[dict[str, Any], _d("what the node was compared with and what differed (by kind)")]
    cause: Annotated[str, _d("what the lag is blamed on, by the blame rule: one event, a set of events, unrecorded "
                             "time inside a block, a collective taken up late or its transfer, or 'no single cause'")]
    cause_us: Annotated[float, _d("what the cause itself took beyond its role peers' median of the same (an event's "
                                  "own excess, a set's summed excess, the unrecorded time's excess; the lag where the "
                                  "cause is the node itself)")]
    summary: Annotated[str, _d("the divergence's one sentence (cause, its numbers, lag, noise, cost), which every "
                               "view prints verbatim")]
    next_measurement: str
    cost_us: Annotated[NonNeg | None, _d("replayed step time minus the replayed step time with this node at its "
                                         "expected duration")]
    cost_pct_of_step: float | None
    step_time_without_us: float | None
    source: str | None


class SinglePlace(Row):
    """One collective of a rank's program (process group, op, ordinal of that op in the step) over its occurrences
    in the rank's steps, where no other member was profiled: single-rank evidence."""

    rank: int
    place: Annotated[str, _d("<pg>:<op>#<ordinal of that op in the step>")]
    pg: str
    op: str
    bytes: int | None
    occurrences: Annotated[int, Meta(ge=1)]
    median_bar_us: Annotated[float, _d("median over its occurrences of end - ready: waiting and transfer together")]
    noise_us: Annotated[float, _d("1.4826 x MAD of its occurrences' bars", ge=0)]
    limit_us: Annotated[float | None, _d("the excess over the median an occurrence must pass to be slow: the largest of "
                                         "noise_k x noise, relative_floor x median and 20 µs; null with fewer than 4 "
                                         "occurrences (nothing judged)")]
    max_bar_us: float
    slow_steps: Annotated[list[int], _d("the steps of its slow occurrences")]
    slow_excess_us: Annotated[float, _d("the slow occurrences' bars beyond the median, summed")]


class SingleOccurrence(Row):
    """One single-member collective record: its bar against its place's median."""

    rank: int
    place: str
    step: int
    id: Annotated[str, _d("<place>@<step>: the collective field of this rank's single-rank divergences")]
    pg: str
    op: str
    seq: int | None
    bytes: int | None
    ready_us: Us
    end_us: Us
    bar_us: Annotated[Us, _d("end - ready: its waiting for unprofiled members and its transfer, not separable")]
    excess_us: Annotated[NonNeg | None, _d("its bar beyond its place's median bar (0 at or below it)")]
    slow: Annotated[bool, _d("excess_us beyond its place's limit_us")]


class SingleStep(Row):
    """One step of a rank with single-member collectives: its communication and the part no compute overlapped."""

    rank: int
    step: int
    time_us: float
    comm_us: Annotated[float, _d("the sum of its single-member collectives' bars (waiting included)")]
    exposed_comm_us: Annotated[float, _d("the part of comm_us during which no compute kernel of the rank ran")]


class SingleRank(Row):
    """What the ranks with single-member collectives (one rank profiled, or a sample whose peers were not) show
    without peers: each bar against its own other occurrences, exposed communication per step, and the walk-back
    within the rank (its steps against its own other steps). Never an arrival skew, tail, last rank or class."""

    basis: Annotated[str, _d("the label every surface shows with this evidence")]
    ranks: list[int]
    world_size: int | None
    records: Annotated[int, _d("single-member collective records in the chosen steps")]
    noise_k: float
    relative_floor: float
    places: Annotated[list[SinglePlace], _d("slowest first (slow_excess_us)")]
    occurrences: list[SingleOccurrence]
    steps: list[SingleStep]
    divergences: Annotated[list[Divergence], _d(
        "the walk-back within each rank: divergences of the rank alone, its steps against its own other steps "
        "(evidence.compared_with); kind bar where the excess is a single-member collective's bar")]


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
    stream: Annotated[int | UnsetType, _d("the GPU stream that sat idle (device gaps only)")] = UNSET


class PipelineStage(Row):
    """One pipeline stage: its ranks and its work per step."""

    stage: Annotated[int, _d("depth in the pipeline the point-to-point pairs form (0: the first stage)")]
    ranks: list[int]
    work_us: Annotated[NonNeg, _d("median over the window's steps of the lower median over the stage's ranks of "
                                  "their work (own durations of their device stretches on GPU ranks, of their "
                                  "thread's stretches on CPU ranks)")]


class Pipeline(Row):
    """The balance of a pipeline of two or more stages: the stage that sets the pace and what evening it saves."""

    stages: list[PipelineStage]
    slowest_stage: Annotated[int, _d("the stage with the most work per step")]
    step_time_us: Annotated[NonNeg, _d("median over the window's steps of the replayed step time")]
    step_time_balanced_us: Annotated[NonNeg, _d(
        "the same, replayed with every stage's work at the stages' mean (each work node of a stage scaled by the "
        "mean over its work), the pipeline's communication and schedule unchanged")]


class Mismatch(Row):
    """A rank's record that does not match its peers' (op or size): excluded from that collective."""

    collective: str
    rank: int
    got: str
    expected: str


class WorstStep(Row):
    """The step a reader is shown first: the one its held-back ranks cost most (else the longest), and where."""

    step: int
    collective: Annotated[str | None, _d("where its costliest divergence surfaced, else its critical collective")]


class Finding(Row):
    """One sentence of the answer: the verdict first, then by what it costs."""

    text: str
    severity: Literal["info", "warning", "error"]
    step: int | None
    collective: str | None
    kind: Annotated[Literal["straggler", "divergence", "propagation", "gap", "skew", "clock", "ranks", "error",
                            "mismatch", "hang", "pipeline", "single_rank"], _d("which view shows the finding")]
    cost_us: Annotated[NonNeg | None, _d("what acting on it saves per step (replay): a straggler's median saving, "
                                         "a divergence's cost, a pipeline's balanced saving; null where not a cost")] = None
    minor: Annotated[bool, _d("a cost under the material threshold: shown folded")] = False


class HangCollective(Row):
    """The collective (or point-to-point op) where a hung job's ranks parted ways."""

    pg: Annotated[str, _d("the process group's name (the same on every rank)")]
    seq: Annotated[int, _d("its sequence number in the group (collective_seq_id, or p2p_seq_id)")]
    op: str | None
    sizes: list[Any]
    dtypes: list[Any]
    p2p: bool


class HangRecord(Row):
    """A rank's newest Flight Recorder record: what it last did that the recorder saw."""

    pg: str
    seq: int
    op: str
    p2p: bool
    retired: bool
    created_ns: Annotated[int, _d("on the rank's own clock")]
    frames: Annotated[list[dict[str, Any]], _d("its Python stack, innermost first: name, filename, line")]


class HangMissing(Row):
    """A member that never entered the collective where the group parted ways."""

    rank: int
    last: HangRecord | None


class HangMismatch(Row):
    """A rank that entered the collective with another op, size or dtype than the majority: a desync."""

    rank: int
    pg: str
    seq: int
    op: str
    sizes: list[Any]
    dtypes: list[Any]
    expected: dict[str, Any]


class HangAlso(Row):
    """Another group's divergence in the same hang."""

    pg: str
    seq: int
    op: str | None
    p2p: bool
    waiting_ranks: list[int]
    missing_ranks: list[int]


class HangGroup(Row):
    """One process group in the dumps."""

    pg: str
    p2p: bool
    ranks: Annotated[list[int], _d("the ranks with a readable dump that name the group (the world group: all)")]
    last_completed_by_all: Annotated[int | None, _d("the largest sequence number every member retired")]
    diverges_at: int | None


class DamagedDump(Row):
    """A dump that could not be read, and why, in the file's terms."""

    rank: int
    file: str
    reason: str


class Hang(Row):
    """Where a hung job's ranks parted ways, from their Flight Recorder dumps (tb_xrank/diagnose/hang.py)."""

    collective: HangCollective | None
    waiting_ranks: Annotated[list[int], _d("ranks that entered it (or another group's divergence) and wait")]
    waiting_since_ns: Annotated[dict[str, int], _d("per waiting rank of the collective: since when, its own clock")]
    completed_ranks: Annotated[list[int], _d("ranks that entered it and finished it (a desync the backend let pass)")]
    missing_ranks: Annotated[list[int], _d("members with a dump that never entered it")]
    missing: list[HangMissing]
    mismatched: list[HangMismatch]
    also: list[HangAlso]
    no_dump_ranks: Annotated[list[int], _d("ranks of the job without a dump: never guessed over")]
    damaged: list[DamagedDump]
    process_groups: list[HangGroup]
    dumps: Annotated[int, Meta(ge=0)]


class Window(Row):
    """The walk-back window of one collective (detail views): each rank's events before it."""

    ranks: dict[str, list[Any]]
    divergence: int | None
    critical_rank: int | None
    ready_us: Annotated[dict[str, float], _d("per rank shown: its readiness, µs after its anchor (its window's end)")]
    anchor_us: Annotated[float | None, _d("the critical rank's anchor on the analysis clock: its window's times are "
                                          "after it")]


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


class Document(Row):
    """A whole JSON document of the contract (the Analysis, the Comparison): built checked, encoded once."""

    @classmethod
    def build(cls, **fields: Any) -> "Document":
        """The document of the engine's plain values (dicts, lists, numpy scalars), checked against its types:
        a value that breaks the contract raises ``ContractError`` naming its path."""
        try:
            return _decoder(cls).decode(msgspec.json.encode(fields, enc_hook=native))
        except msgspec.ValidationError as e:
            raise ContractError(f"the {cls.__name__} breaks its contract: {e}") from None

    def to_dict(self) -> dict:
        return msgspec.to_builtins(self)

    def to_json(self, indent: int | None = None) -> str:
        """JSON text; NaN/inf become null."""
        blob = _ENCODER.encode(self)
        return (blob if indent is None else msgspec.json.format(blob, indent=indent)).decode()


@functools.lru_cache(maxsize=None)
def _decoder(cls: type) -> msgspec.json.Decoder:
    return msgspec.json.Decoder(cls)


class Analysis(Document, frozen=True, dict=True):
    """Which rank held a distributed step back: collectives aligned across ranks by logical identity, split into
    arrival skew and post-last-arrival tail. Times are microseconds on the corrected common clock relative to the
    run's earliest aligned event; rank keys are strings, rank values integers; missing values are null."""

    schema: Literal["tb_xrank.analysis/1"]
    run: str
    span: Annotated[int, Meta(ge=1)]
    spans: Annotated[int, Meta(ge=0)]
    tool_version: str
    settings: AnalysisSettings
    world_size: Annotated[int, Meta(ge=0)]
    ranks: list[RankRow]
    errors: list[FileError]
    clock: Clock
    collectives: list[Collective]
    steps: list[Step]
    stragglers: Stragglers
    divergences: list[Divergence]
    propagation: list[Propagation]
    gaps: list[Gap]
    mismatches: list[Mismatch]
    findings: list[Finding]
    windows: dict[str, Window] = {}
    worst_step: Annotated[WorstStep | None, _d("the step shown first and its collective")] = None
    maxima: Maxima = msgspec.field(default_factory=Maxima)
    pipeline: Annotated[Pipeline | UnsetType, _d("the pipeline's balance, when its ranks form two or more stages")] = UNSET
    hang: Annotated[Hang | UnsetType, _d("where the ranks parted ways, when the run has Flight Recorder dumps")] = UNSET
    single_rank: Annotated[SingleRank | UnsetType, _d(
        "single-rank evidence, where collective records have no other profiled member")] = UNSET

    @classmethod
    def from_json(cls, text: str | bytes) -> "Analysis":
        """The Analysis of its JSON; ``ValueError`` when the text is not one of this schema."""
        try:
            return _decoder(Analysis).decode(text)
        except msgspec.ValidationError as e:
            raise ValueError(f"not a {SCHEMA} object ({e})") from None

    def with_findings(self, findings: list) -> "Analysis":
        """The same Analysis with ``findings`` (plain dicts), checked as Finding rows."""
        try:
            rows = msgspec.convert(msgspec.to_builtins(findings, enc_hook=native), list[Finding])
        except msgspec.ValidationError as e:
            raise ContractError(f"the findings break their contract: {e}") from None
        return msgspec.structs.replace(self, findings=rows)

    def with_hang(self, hang: dict, findings: list) -> "Analysis":
        """The same Analysis with its ``hang`` (plain values) and ``findings`` before its own, checked."""
        try:
            h = msgspec.convert(msgspec.to_builtins(hang, enc_hook=native), Hang)
        except msgspec.ValidationError as e:
            raise ContractError(f"the hang breaks its contract: {e}") from None
        return msgspec.structs.replace(self.with_findings(findings + [dict(f) for f in self.findings]), hang=h)

    def collective(self, cid: str) -> Collective | None:
        """The collective with id ``cid`` (None if there is none), by one index built on first use."""
        by_id = self.__dict__.get("_by_id")
        if by_id is None:
            by_id = self.__dict__["_by_id"] = {c.id: c for c in reversed(self.collectives)}  # the first of an id wins
        return by_id.get(cid)

    def step_figures(self) -> dict:
        """``{step: StepFigures}``, computed once per Analysis: what the surfaces show per step beside its row."""
        figs = self.__dict__.get("_step_figures")
        if figs is None:
            figs = self.__dict__["_step_figures"] = _step_figures(self)
        return figs

    def __repr__(self) -> str:
        s = self.stragglers
        who = f"{s.class_} {', '.join(map(str, s.ranks))}" if s.ranks else s.class_
        lines = [f"Analysis(run={self.run!r}, span {self.span}/{self.spans}, {self.world_size} ranks, "
                 f"{len(self.steps)} steps, {len(self.collectives)} collectives, tb_xrank {self.tool_version})",
                 f"  straggler: {who}: {s.basis}",
                 f"  divergences: {len(self.divergences)}, findings: {len(self.findings)}, errors: {len(self.errors)}"]
        lines += [f"  - {f.text if len(f.text) <= 150 else f.text[:149] + '…'}" for f in self.findings[:5]]
        if len(self.findings) > 5:
            lines.append(f"  ... {len(self.findings) - 5} more findings")
        return "\n".join(lines)

    def frames(self) -> dict:
        """``{table: pandas.DataFrame}``: the collectives, each rank's times in them, the steps, each rank's step,
        the divergences, findings, gaps and ranks, one row per record (``tb_xrank.frames``; needs pandas)."""
        from .frames import frames

        return frames(self)

    def _repr_html_(self) -> str:
        """A notebook's view: the verdict, the worst step with its costliest divergence's sentence, the findings
        that cost the material threshold or more."""
        s, ws = self.stragglers, self.worst_step
        who = f"{s.class_} straggler, ranks {', '.join(map(str, s.ranks))}" if s.ranks else "no straggler"
        out = [f"<p><b>{_html.escape(self.run)}</b>: {_html.escape(who)} — {s.steps_held or 0} of "
               f"{s.steps_used} steps held back</p>"]
        worst = [d for d in self.divergences if ws is not None and d.step == ws.step]
        if worst:
            d = max(worst, key=lambda d: d.cost_us or 0.0)
            out.append(f"<p>Worst step {ws.step}: <b>{_html.escape(d.cause)}</b> — {_html.escape(d.summary)}</p>")
        shown = [f for f in self.findings if not f.minor]
        out.append("<ul>" + "".join(f"<li>{_html.escape(f.text)}</li>" for f in shown) + "</ul>")
        if len(shown) < len(self.findings):
            out.append(f"<p>{len(self.findings) - len(shown)} smaller findings (<code>.findings</code>)</p>")
        return "".join(out)


# --- the comparison of two runs (``tb_xrank.comparison``) -----------------------------------------------------------

COMPARE_SCHEMA = "tb_xrank.compare/1"
Pair = Annotated[list[int], Meta(min_length=2, max_length=2)]  # (step of A, step of B)


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
                       _d("inconclusive: fewer than MIN_STEPS (5) matched steps, so no ci99 and no p_value")]
    ci99: Annotated[list[float], Meta(min_length=2, max_length=2)] | None
    p_value: float | None
    n_a: int
    n_b: int
    n_of: Annotated[Literal["collectives", "steps"], _d("what n_a and n_b count")]
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

    a: dict[str, int]
    b: dict[str, int]


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
    count_a: Annotated[int, _d("matched steps of A with a divergence of this pattern")]
    count_b: Annotated[int, _d("matched steps of B with a divergence of this pattern")]
    lag_median_us_a: float | None
    lag_median_us_b: float | None


class Patterns(Row):
    appeared: list[Pattern]
    vanished: list[Pattern]
    persisting: list[Pattern]
    grown: Annotated[list[Pattern], _d("persisting, and costing B at least GROWTH times what they cost A")]


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


class Outcome(Row):
    """The answer: the per-step maximum step time (median) weighed with the two runs' straggler verdicts."""

    verdict: Annotated[Literal["worse", "better", "mixed", "unchanged", "inconclusive", "nothing"], _d(
        "worse: step time higher, or a fixed/topology straggler appeared or moved in B; better: step time lower, or "
        "A's straggler is gone; mixed: one of each; inconclusive: neither, on fewer than min_steps matched steps; "
        "unchanged: neither; nothing: no matched step")]
    answer: Annotated[str, _d("the verdict in words, as the headline")]
    step_time: Annotated[Literal["lower", "higher", "unchanged", "inconclusive"],
                         _d("the verdict of step_time_max_p50_us")]
    straggler: Annotated[Literal["appeared", "moved", "gone", "changed", "unchanged"], _d(
        "appeared: B has a fixed or topology straggler, A none of these; moved: both, on other ranks; gone: A has "
        "a straggler, B none; changed: another change of class or ranks")]
    matched_steps: int
    min_steps: Annotated[int, _d("matched steps needed for a verdict on a metric")]


# --- confirming a cause: the controlled exchange (``tb_xrank.confirm``), and a replay's service -----------------------

class ExchangeFollowed(Row):
    """Where the delay sat before and after the exchange."""

    before: Annotated[int | None, _d("the exchanged rank the delay sat on in A (null: neither was materially slower)")]
    after: Annotated[int | None, _d("the exchanged rank slower in B (null: neither is materially slower)")]


class ExchangeRank(Row):
    """One exchanged rank in both runs: where it ran, its median excess over its role peers, what its shapes show."""

    rank: int
    host_a: str | None
    host_b: str | None
    excess_a_us: Annotated[float | None, _d("median over A's steps of its work minus its role peers' median work")]
    excess_b_us: float | None
    shapes_a: Annotated[str | None, _d("one of the (op, shapes) pairs that set its input apart in A")]
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

    swapped: Annotated[Pair, _d("the two ranks whose inputs B exchanged")]
    verdict: Annotated[Literal["workload", "placement", "ambiguous"], _d(
        "workload: the delay followed the input to the partner; placement: it stayed with the rank; ambiguous: "
        "nothing to follow in A, or B fits neither")]
    followed: ExchangeFollowed
    steps: Annotated[int, _d("the steps the test rests on, A's and B's together")]
    steps_a: int
    steps_b: int
    p_value: Annotated[float | None, _d("the p of the rejected prediction (workload: that the delay stayed; "
                                        "placement: that it followed the input); null where untested")]
    p_delay_a: Annotated[float | None, _d("one-sided sign test that the rank the delay sat on was slower than its "
                                          "partner in A")]
    p_stayed: Annotated[float | None, _d("Mann–Whitney U: B's per-step gaps against A's")]
    p_followed: Annotated[float | None, _d("Mann–Whitney U: B's per-step gaps against the mirror of A's")]
    gap_a_us: Annotated[float | None, _d("median per-step gap in A: the excess of followed.before (else of the "
                                         "first rank) minus its partner's")]
    gap_b_us: Annotated[float | None, _d("the same gap in B (negative: the partner is now the slower)")]
    threshold_us: Annotated[float | None, _d("A's material threshold: a smaller gap is no delay to follow")]
    test: Annotated[str, _d("the test, in words")]
    basis: Annotated[str, _d("the verdict with its numbers, in one sentence")]
    recognised: Annotated[Literal["flag", "shapes", "both"], _d(
        "how the exchange was known: --exchange, B's recorded shapes, or both agreeing")]
    shapes: Annotated[str, _d("what the ranks' recorded shapes show of the exchange")]
    ranks: list[ExchangeRank]
    series: Annotated[list[ExchangeSeries], _d("each exchanged rank's per-step excess in A and in B")]
    not_held_equal: Annotated[list[str], _d("what differs between A and B besides the exchange, the unmeasured last")]


SERVICE_SCHEMA = "tb_xrank.service/1"


class ServiceRow(Row):
    """One collective of the run against its replay with synchronized readiness."""

    collective: Annotated[str, _d("the run's collective id")]
    op: Op
    pg: str
    step: int | None
    bytes: int | None
    group_ranks: list[int] | None
    tail_us: Annotated[Us, _d("the run's post-last-arrival tail (a lower bound on its service)")]
    service_us: Annotated[Us, _d("median over the replay's repetitions of the replayed collective's tail after "
                                 "a barrier: its service with every member ready together")]
    spread_us: Annotated[Us, _d("1.4826 x the median absolute deviation of the replayed service over repetitions")]
    repetitions: Annotated[int, _d("repetitions the replay recorded of it")]
    measured: Annotated[int, _d("of them, those with a measured tail (a point-to-point pair's receive can lack one)")]
    ratio: Annotated[float | None, _d("tail_us / service_us")]
    underestimated: Annotated[bool, _d("service_us - tail_us > spread_us: the tail underestimates the service, so "
                                       "data moved before the last member arrived")]
    skew_us: Annotated[Us, _d("the run's arrival skew")]
    replay_skew_us: Annotated[Us, _d("median over repetitions of the replay's arrival skew")]
    algbw_gbps: Annotated[float | None, _d("bytes (all-gather: x members) / service_us: from the replayed service")]
    busbw_gbps: Annotated[float | None, _d("algbw_gbps x the op's bus factor: from the replayed service")]
    tail_busbw_gbps: Annotated[float | None, _d("the run's busbw from its tail (the Analysis' busbw_gbps): an upper "
                                                "bound where data moved before the last arrival")]


class ServiceTimes(Row):
    """How long the replay took against the span it replays."""

    span_us: Annotated[float | None, _d("the replayed steps of the run: sum of their slowest rank's step time")]
    comm_us: Annotated[float | None, _d("the run's replayed collectives: sum of their tails plus skews")]
    repetition_us: Annotated[float | None, _d("the replay: median over repetitions of its slowest rank's step time "
                                              "(barriers included)")]
    service_us: Annotated[float | None, _d("the replay: sum of the replayed collectives' service (medians)")]


class ServiceReport(Document, frozen=True):
    """A run's collectives against a replay of them with synchronized readiness (``tb-xrank service RUN REPLAY
    --format json``): service, spread, ratio to the run's tail, bandwidth from the replayed service."""

    schema: Literal["tb_xrank.service/1"]
    run: str
    span: int
    replay: Annotated[str, _d("the replay's run (the traces replay.py wrote)")]
    backend: Annotated[str | None, _d("the replay's backend")]
    bandwidth_from: Annotated[str, _d("which time every bandwidth figure here was computed from")]
    service: list[ServiceRow]
    not_replayed: Annotated[list[str], _d("collectives of the run's span the replay did not re-issue or record")]
    skew_us: Annotated[float | None, _d("median arrival skew of the run's replayed collectives")]
    replay_skew_us: Annotated[float | None, _d("median arrival skew of the replayed collectives")]
    times: ServiceTimes
    warnings: list[str]
    summary: Annotated[list[str], _d("sentences, the answer first")]


class Comparison(Document, frozen=True):
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
    summary: Annotated[list[str], _d("sentences, the answer first")]
    exchange: Annotated[Exchange | UnsetType, _d("the controlled exchange: with --exchange, or where B's recorded "
                                                 "shapes show two ranks' inputs exchanged")] = UNSET



class StepFigures(msgspec.Struct, kw_only=True):
    """One step's figures over its collectives and ranks (derived from the Analysis, not part of its JSON).

    ``skew_max_us``/``tail_max_us``: the largest arrival skew and post-last-arrival tail of the step's collectives;
    ``waits_us``: per rank, the sum of its waits in them; ``exposed_comm_*``: the maximum, median and arg-max over
    ranks of the step's ``exposed_comm_us``."""

    n_collectives: int = 0
    skew_max_us: float | None = None
    tail_max_us: float | None = None
    waits_us: dict[str, float] = {}
    exposed_comm_max_us: float | None = None
    exposed_comm_median_us: float | None = None
    exposed_comm_max_rank: int | None = None


def _larger(x: float | None, y: float | None) -> float | None:
    return x if y is None else y if x is None else max(x, y)


def _step_figures(a: Analysis) -> dict:
    """``Analysis.step_figures``: one pass over the collectives, one over the steps."""
    import statistics

    out = {s.step: StepFigures(waits_us={}) for s in a.steps}
    for c in a.collectives:
        f = out.setdefault(c.step, StepFigures(waits_us={}))
        f.n_collectives += 1
        f.skew_max_us, f.tail_max_us = _larger(f.skew_max_us, c.skew_us), _larger(f.tail_max_us, c.tail_us)
        for r, t in c.ranks.items():
            if t.wait_us is not None:
                f.waits_us[r] = f.waits_us.get(r, 0.0) + t.wait_us
    for s in a.steps:
        f, ex = out[s.step], s.exposed_comm_us
        f.waits_us = {r: round(v, 3) for r, v in f.waits_us.items()}
        vals = sorted(v for v in ex.values() if v is not None)
        if vals:
            f.exposed_comm_max_us, f.exposed_comm_median_us = vals[-1], round(statistics.median(vals), 3)
            f.exposed_comm_max_rank = int(max(ex, key=lambda r: ex[r] if ex[r] is not None else float("-inf")))
    return out


def native(x: Any) -> Any:
    """msgspec's hook for what it cannot encode itself: numpy scalars and arrays (its floats encode NaN as null).
    numpy is not loaded to show a cached Analysis: it is imported here, where it already is."""
    import numpy as np

    if isinstance(x, np.generic):
        return x.item()
    if isinstance(x, np.ndarray):
        return x.tolist()
    raise NotImplementedError(f"cannot encode {type(x).__name__}")


_ENCODER = msgspec.json.Encoder()


def json_schema(of: type | None = None) -> dict:
    """The JSON Schema (draft 2020-12) of the Analysis (or of the ``Comparison``, the ``RunOverTime``), generated
    from the types above."""
    of = of or Analysis
    sid, title = {Analysis: (SCHEMA, "tb_xrank Analysis"), RunOverTime: (OVERTIME_SCHEMA, "tb_xrank run over time")
                  }.get(of, (COMPARE_SCHEMA, "tb_xrank comparison"))
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": sid, "title": title,
            **msgspec.json.schema(of)}


def load_schema() -> dict:
    with open(SCHEMA_PATH, encoding="utf-8") as f:
        return json.load(f)


def validate(obj: "Analysis | dict") -> None:
    """Raise ``jsonschema.ValidationError`` when ``obj`` (an Analysis or its dict) breaks the schema."""
    import jsonschema

    d = json.loads(obj.to_json()) if isinstance(obj, Analysis) else obj
    jsonschema.validate(d, load_schema())


# --- the run over all its profiler windows (``tb_xrank.overtime``) --------------------------------------------------

OVERTIME_SCHEMA = "tb_xrank.overtime/1"
OVERTIME_SCHEMA_PATH = os.path.join(os.path.dirname(__file__), "schema", "overtime.schema.json")
StragglerClass = Literal["fixed", "topology", "rotating", "transient", "none"]


class OverTimeWindow(Row, rename={"class_": "class"}):
    """One profiler window (span) of the run: its steps and its own verdict (its Analysis' ``stragglers``)."""

    span: Annotated[int, _d("1-based, in time order: the Analysis of `tb-xrank analyze RUN --span N`")]
    first_step: int | None
    last_step: int | None
    class_: StragglerClass
    ranks: list[int]
    steps: Annotated[int, _d("the window's steps its verdict rests on (warm-up outliers left out)")]
    steps_held: Annotated[int, _d("of them, the steps some rank held back")]
    critical_counts: Annotated[dict[str, int], _d("per rank: the window's steps it held back")]
    basis: str | None
    step_time_max_p50_us: Annotated[float | None, _d("median over the window's steps of the slowest rank's step time")]
    unusual: Annotated[bool, _d("the window holds what the run's verdict does not: a finding about this window")]


class OverTimeStep(Row):
    """One profiled step of the run (steps of every window, in step order)."""

    step: int
    span: int
    time_max_us: Annotated[Us, _d("maximum over ranks of the ProfilerStep duration")]
    time_us: Annotated[Us, _d("median over ranks of the ProfilerStep duration")]
    work_max_us: float | None
    work_median_us: float | None
    critical_rank: Annotated[int | None, _d("the rank that held the step back (the costlier of a set), else the rank "
                                            "whose work dominates its critical path")]
    held_by: Annotated[list[int], _d("the ranks that held the step back (its window's Analysis: steps[].held_by)")]
    held_cost_us: NonNeg | None
    warmup: Annotated[bool, _d("a warm-up outlier its window keeps out of the verdict (and so does the run)")]
    work_us: Annotated[dict[str, float], _d("per rank: its step time minus the time it waited in collectives (what "
                                            "the scalars are correlated with)")] = {}


class OverTimeSplit(Row):
    """The steps on one side of a change point: how many, how many the straggler held back, its excess work."""

    first_step: int
    last_step: int
    steps: int
    held: int
    excess_median_us: Annotated[float | None, _d("median over these steps of the straggler ranks' work minus the "
                                                 "median work of the other ranks")]


class OverTimeChange(Row):
    """A change point: the step from which the straggler's rate of holding steps back changes, and the test."""

    step: Annotated[int, _d("the first step after the change")]
    span: int
    before: OverTimeSplit
    after: OverTimeSplit
    p_value: Annotated[float, _d("one-sided Fisher's exact test of the held-back steps before against after")]
    p_adjusted: Annotated[float, _d("p_value x the number of candidate splits tested (Bonferroni)")]
    splits_tested: int
    text: str


class OverTimeVerdict(Row, rename={"class_": "class"}):
    """The run's verdict over all its windows, with the onset (and end) of the straggler where it changes."""

    class_: StragglerClass
    ranks: list[int]
    since_span: Annotated[int | None, _d("the window of the onset; null when the straggler held from the first window")]
    since_step: Annotated[int | None, _d("the first step from which the straggler holds the group back (null: from "
                                         "the start)")]
    until_span: Annotated[int | None, _d("the window of its end, where it stops; null when it holds to the end")]
    until_step: Annotated[int | None, _d("the last step it held back before it stopped; null when it holds to the end")]
    basis: str
    steps_used: Annotated[int, _d("the run's steps the verdict rests on (every window's, warm-up outliers left out)")]
    steps_held: int
    critical_counts: dict[str, int]
    p_value: float | None
    onset: Annotated[OverTimeChange | None, _d("the change point of the onset, with its evidence")]
    end: Annotated[OverTimeChange | None, _d("the change point where it stops, with its evidence")]
    follows: Annotated[Literal["workload", "placement"] | None, _d(
        "what the scalars that track the straggler point to (none claimed: null)")]
    evidence: Annotated[list[str], _d("sentences: the change points and the scalars that track the straggler")]


class OverTimeScalar(Row):
    """One scalar of the run's TensorBoard event files against the ranks' work over the profiled steps: for a rank
    (``rank``), over time; for the scalar as a whole (``rank`` null), across ranks step by step."""

    name: Annotated[str, _d("the tag without its rank suffix (tokens/rank3 -> tokens)")]
    rank: Annotated[int | None, _d("the rank it belongs to (tag suffix or subdirectory); null: the scalar across ranks "
                                   "(or a scalar of no rank)")]
    r: Annotated[float | None, _d(
        "Pearson correlation with work: a rank's row, its value against its own work over the steps; the null row, "
        "each rank's value minus the step's median against its work minus the step's median, pooled over ranks and "
        "steps (a scalar of no rank: against the step time). Null where either does not vary or too few steps")]
    steps: Annotated[int, _d("the profiled steps it rests on")]
    points_to: Annotated[Literal["workload", "placement"] | None, _d(
        "set where the scalar tracks the verdict's straggler: workload-like names (tokens, sequence length, expert "
        "load, batch size) point to the data, device-like ones (temperature, clocks, power, ECC/XID errors, NIC "
        "counters) to placement")]
    kind: Annotated[Literal["workload", "device"] | None, _d("what its name says it measures (null: neither)")]
    tracks: Annotated[bool, _d("it tracks the straggler: enough steps, a significant correlation, and the straggler "
                               "apart from its peers in the direction that makes it slow")]
    r_critical: Annotated[float | None, _d("correlation with being held back by the rank (the null row: pooled)")]
    ratio: Annotated[float | None, _d("median over the steps of its value over the other ranks' median value")]
    ratio_held: Annotated[float | None, _d("the same over the steps the rank held back")]
    p_value: Annotated[float | None, _d("two-sided, of r (Fisher's z over the steps it rests on)")]
    source: Annotated[str, _d("where it was read: 'tag suffix', 'subdirectory rankN', or 'run' (no rank)")]
    basis: Annotated[str | None, _d("why it is or is not claimed, with its numbers")]
    values: Annotated[dict[str, float] | UnsetType, _d(
        "per profiled step: its value, on the rows of the verdict's straggler ranks and on rows that track it (to "
        "draw against the ranks' work)")] = UNSET


class OverTimeScalarsRead(Row):
    """What was read of the run's TensorBoard event files."""

    files: int
    tags: int
    values: int
    matched_steps: Annotated[int, _d("profiled steps with at least one scalar value")]
    note: Annotated[str | None, _d("why no scalar was read (no event file; tensorboard not installed; a file that "
                                   "could not be read)")]


class KinetoMessage(Row):
    """A message the profiler (kineto) left in a trace: its warnings and errors, and the losses its INFO lines count."""

    span: int
    rank: int | None
    file: str
    level: Literal["WARNING", "ERROR", "INFO"]
    text: str


class ProfilerSchedule(Row):
    """The profiler schedule as the windows' step numbers show it (torch.profiler.schedule)."""

    active: Annotated[int | None, _d("steps recorded per window (null: windows of different lengths)")]
    period: Annotated[int | None, _d("steps from one window's first step to the next one's (wait + warmup + active)")]
    wait_warmup: Annotated[int | None, _d("steps between windows that were not recorded (wait + warmup)")]
    first_step: int | None
    windows: int
    text: str


class TraceLimits(Row):
    """What the traces could and could not measure, from their own metadata (the Missing evidence tab's run part)."""

    activities: Annotated[list[str], _d("what was recorded in any window: cpu (host ops and annotations), device "
                                        "(GPU kernels, copies)")]
    no_device_ranks: Annotated[list[int], _d("ranks with no device activity where other ranks have it")]
    record_shapes: Annotated[bool | None, _d("every trace says record_shapes (null: some do, some not)")]
    with_stack: bool | None
    profile_memory: bool | None
    with_modules: bool | None
    with_flops: bool | None
    schedule: ProfilerSchedule | None
    kineto: Annotated[list[KinetoMessage], _d("the profiler's WARNING and ERROR lines, and INFO lines that count "
                                              "records lost or dropped, by window and rank")]
    missing: Annotated[list[str], _d("ranks or windows without a trace, and files that could not be read")]
    trace_warnings: Annotated[int, _d("warnings on the ranks of every window (damaged or excluded events)")]
    notes: Annotated[list[str], _d("what follows for the analysis, in sentences")]


class OverTimeFinding(Row):
    """One sentence of the run's story."""

    text: str
    severity: Literal["info", "warning", "error"]
    kind: Literal["verdict", "window", "scalar", "limits"]
    span: int | None
    step: int | None
    minor: bool = False


class RunOverTime(Document, frozen=True):
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
    findings: Annotated[list[OverTimeFinding], _d("the run's story: the verdict first, then the windows, the "
                                                  "scalars and the limits")]

    @classmethod
    def from_json(cls, text: str | bytes) -> "RunOverTime":
        """The run's result of its JSON; ``ValueError`` when the text is not one of this schema."""
        try:
            return _decoder(RunOverTime).decode(text)
        except msgspec.ValidationError as e:
            raise ValueError(f"not a {OVERTIME_SCHEMA} object ({e})") from None
