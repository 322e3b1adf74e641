"""The on-disk schema PyTorch Profiler (kineto) writes, as typed msgspec structs.

Only the fields the analysis reads are named; msgspec skips the rest while parsing.
Events are a tagged union on ``ph``: complete (``X``) and metadata (``M``) events
keep their fields, every other phase (flows, instants, counters) decodes to an
empty struct, so that the commonest events in a GPU trace cost next to nothing.
"""
from typing import TYPE_CHECKING, Annotated, Union

import msgspec
import numpy as np

if TYPE_CHECKING:
    from collections.abc import Iterable

NO_RAW = msgspec.Raw(b"")
Int64 = Annotated[int, msgspec.Meta(ge=-2**63, le=2**63 - 1)]  # ids held in int64 columns: larger is an odd type
Count = Annotated[int, msgspec.Meta(ge=0, le=2**48)]  # elements of one message: more is no message but damage
Rank = Annotated[int, msgspec.Meta(ge=-1, le=2**31)]  # a global rank, -1 where none applies
Hash = int  # ``Comms Id``: PyTorch writes a size_t hash (msgspec reads integers up to 2**64 - 1)
NO_TS = float("nan")  # an event without ts has no time (not time 0)
NO_ID = -2**63  # a complete event without pid or tid: on no thread (not thread -1)


class Args(msgspec.Struct, gc=False, frozen=True):
    """The args fields the analysis reads; collective fields are absent on nearly every event."""

    ext: Int64 = msgspec.field(default=-1, name="External id")
    corr: Int64 = msgspec.field(default=-1, name="correlation")
    name: str = ""
    coll: str = msgspec.field(default="", name="Collective name")
    seq: Int64 | str | None = msgspec.field(default=None, name="Seq")
    pg_name: str | Int64 | None = msgspec.field(default=None, name="Process Group Name")
    pg_id: str | Int64 | None = msgspec.field(default=None, name="Process Group ID")
    pg_ranks: str | list | None = msgspec.field(default=None, name="Process Group Ranks")
    rank_start: Rank | None = msgspec.field(default=None, name="Global rank start")
    rank_stride: Rank | None = msgspec.field(default=None, name="Global rank stride")
    group_size: Rank | None = msgspec.field(default=None, name="Group size")
    in_n: Count | None = msgspec.field(default=None, name="In msg nelems")
    out_n: Count | None = msgspec.field(default=None, name="Out msg nelems")
    dtype: str | None = None
    src: Rank | None = msgspec.field(default=None, name="Src Rank")
    dst: Rank | None = msgspec.field(default=None, name="Dst Rank")
    dims: msgspec.Raw = msgspec.field(default=NO_RAW, name="Input Dims")
    itype: msgspec.Raw = msgspec.field(default=NO_RAW, name="Input type")
    comms_id: Hash | str | None = msgspec.field(default=None, name="Comms Id")
    wait_stream: Int64 = msgspec.field(default=-1, name="wait_on_stream")  # cuda_sync: the stream waited on
    wait_record: Int64 = msgspec.field(default=-1, name="wait_on_cuda_event_record_corr_id")  # its cudaEventRecord


class RawArgs(Args, gc=False, frozen=True):
    """``Args`` plus the fields kept raw in the trace, decoded for a few events only."""

    concrete: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="Concrete Inputs")


_NO_ARGS = Args()
_NO_RAW_ARGS = RawArgs()


class X(msgspec.Struct, tag_field="ph", tag="X", gc=False):
    cat: str = ""
    name: str = ""
    pid: int | str = NO_ID
    tid: int | str = NO_ID
    ts: float = NO_TS
    dur: float = -1.0  # absent: a truncated record
    args: Args = _NO_ARGS


class M(msgspec.Struct, tag_field="ph", tag="M", gc=False):
    name: str = ""
    pid: int | str = -1
    tid: int | str = -1
    args: Args = _NO_ARGS


def skipped(tag: str) -> type:
    """An empty struct for the events of phase ``tag``: decoded without reading any of their fields."""
    return msgspec.defstruct(f"Skip_{tag}", [], tag_field="ph", tag=tag, gc=False)


OTHER_PHASES = ("s", "f", "t", "i", "I", "C", "b", "e", "n", "B", "E", "P", "O", "N", "D", "R")
SKIPPED_PHASES = tuple(skipped(t) for t in OTHER_PHASES)
if TYPE_CHECKING:  # built at import from the phase tables, which mypy cannot follow: X, M or a skipped phase
    EventU = Union[X, M, msgspec.Struct]
else:
    EventU = Union[(X, M) + SKIPPED_PHASES]


class Complete(msgspec.Struct, tag_field="ph", tag="X", gc=False):
    """A complete event with its args as their recorded JSON text (None: no args)."""

    args: msgspec.Raw = None  # type: ignore[assignment]  # None where absent; "Raw | None" would decode null as None


class Phase(msgspec.Struct, gc=False):
    """An event's ``ph`` alone, of whatever type it is."""

    ph: object = None


class Event(msgspec.Struct, gc=False):
    """One event with every field the analysis may read (targeted second pass, slow path)."""

    ph: str = ""
    cat: str = ""
    name: str = ""
    pid: int | str = -1
    tid: int | str = -1
    ts: float = NO_TS
    dur: float = -1.0  # absent: a truncated record
    id: int | str | None = None
    args: RawArgs = _NO_RAW_ARGS


class Head(msgspec.Struct, gc=False):
    traceEvents: list[EventU]
    distributedInfo: dict | None = None
    baseTimeNanoseconds: Int64 | None = None
    host_name: str | None = None


class RawHead(msgspec.Struct, gc=False):
    """The top level with events left as raw byte ranges."""

    traceEvents: list[msgspec.Raw]
    distributedInfo: dict | None = None
    baseTimeNanoseconds: Int64 | None = None
    host_name: str | None = None


HEAD = msgspec.json.Decoder(Head)
RAW_HEAD = msgspec.json.Decoder(RawHead)
BATCH = msgspec.json.Decoder(list[EventU])
FULL = msgspec.json.Decoder(Event)
RAWS = msgspec.json.Decoder(list[msgspec.Raw])


SKIPPED = skipped("s")()


# --- categories: ``cat`` as an id into CATS; masks by id (``MASK[events["cat"]]``) ---------------------------

CATS = ("cpu_op", "user_annotation", "kernel", "cuda_runtime", "gpu_memcpy", "gpu_memset",
        "gpu_user_annotation", "python_function", "cuda_driver", "Trace", "cuda_sync", "other")
CAT_ID = {c: i for i, c in enumerate(CATS)}
CAT_OTHER = CAT_ID["other"]


def mask_of(ids: "Iterable[int]", n: int) -> np.ndarray:
    """``n`` booleans, true at ``ids``: ``mask_of(ids, n)[column]`` is ``np.isin(column, ids)`` for a column of
    ids below ``n`` (names, categories), in one gather."""
    m = np.zeros(n, dtype=bool)
    m[np.asarray(list(ids), dtype=np.intp)] = True
    return m


HOST_CATS = mask_of([CAT_ID["cpu_op"], CAT_ID["user_annotation"]], len(CATS))
DEVICE_CATS = mask_of([CAT_ID["kernel"], CAT_ID["gpu_memcpy"], CAT_ID["gpu_memset"]], len(CATS))
LAUNCH_CATS = mask_of([CAT_ID["cuda_runtime"], CAT_ID["cuda_driver"]], len(CATS))
FLOW_CATS = LAUNCH_CATS.copy()  # what ac2g flows link to their correlation: runtime launches and kernels
FLOW_CATS[CAT_ID["kernel"]] = True


def is_nccl_kernel(name: str) -> bool:
    """An NCCL or RCCL kernel: ``ncclKernel_*`` (NCCL before 2.19, RCCL), ``ncclDevKernel_*`` (NCCL 2.19 on; RCCL's
    ``ncclDevKernel_Generic``, which names no op)."""
    return name.startswith(("ncclDevKernel_", "ncclKernel_"))


# kernels that move data between GPUs outside NCCL, by a part of their name: PyTorch's symmetric-memory
# collectives and vLLM's custom all-reduce (listed as communication, not aligned)
OUTSIDE_NCCL = ("multimem_all_reduce", "multimem_all_gather", "multimem_reduce", "one_shot_all_reduce",
                "two_shot_all_reduce", "cross_device_reduce")


def is_outside_nccl(name: str) -> bool:
    """A kernel that communicates outside NCCL (``OUTSIDE_NCCL``)."""
    return any(p in name for p in OUTSIDE_NCCL)


GRAPH_LAUNCHES = frozenset({"cudaGraphLaunch", "cudaGraphLaunch_v10000", "cudaGraphLaunch_ptsz", "cuGraphLaunch",
                            "cuGraphLaunch_ptsz", "hipGraphLaunch"})  # runtime calls that replay a CUDA/HIP graph


def is_comm_annotation(name: str) -> bool:
    """ProcessGroupNCCL's and ProcessGroupGloo's user annotation of a call (``nccl:all_reduce``, ``gloo:broadcast``)."""
    return name.startswith(("nccl:", "gloo:"))


STREAM_WAIT = "Stream Wait Event"  # kineto's cuda_sync record of a cudaStreamWaitEvent


def is_kept(name: str) -> bool:
    """The events whose args the analysis reads beyond the columns: collective records and stream waits."""
    return name == STREAM_WAIT or is_comm_record(name)


def is_comm_record(name: str) -> bool:
    """The events whose args say what a collective was: the c10d ops, ``record_param_comms``, the ``nccl:*`` and
    ``gloo:*`` annotations (their inputs) and NCCL kernels."""
    return (name == "record_param_comms" or name.startswith(("c10d::", "gloo:", "nccl:"))
            or is_nccl_kernel(name))
