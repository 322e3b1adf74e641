"""The Analysis' ranks: where each ran, what was read of it and what could not be, its communication kernels,
and the clock fitted across hosts (the files that could not be analysed are ``notes.Note`` entries)."""
from typing import Annotated, Literal

from msgspec import UNSET, Meta, UnsetType

from .base import Row, describe
from .notes import Note


class KernelsLeft(Row):
    """Communication kernels of a rank left out of the alignment for one reason."""

    code: Annotated[str, describe("the reason's code: before_trace, no_launch, cuda_graph, op_unknown, batched_p2p, "
                                  "outside_nccl (ingest); mismatched, no_peer, miscounted, no_step, other_steps, "
                                  "unmatched, peers_not_profiled (alignment)")]
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
    warnings: Annotated[list[Note], describe("what was left out of the rank or doubted, each a coded entry")]
    worker: str | None
    rank_source: str | None
    pg_positions: Annotated[dict[str, int] | UnsetType, describe(
        "its position in each process group it belongs to")] = UNSET
    role: int | None | UnsetType = UNSET
    comm_kernels: Annotated[CommKernels | UnsetType, describe(
        "its communication kernels: aligned, and the others by reason (absent where it has none)")] = UNSET


class Clock(Row):
    """The fitted clock: per host an offset and drift onto the reference rank's clock."""

    reference_rank: int | None
    method: str
    offsets_us: dict[int, float | None]
    drift_ppm: dict[int, float | None]
    residual_us: float | None
    clock_suspect: bool
    hosts: dict[int, str | None]
    collectives_used: int
    disagreements: int
