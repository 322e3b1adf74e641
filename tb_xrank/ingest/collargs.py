"""What the args of a collective's records say: its op, element type and size, process group, sequence number,
identity hash and peers, whichever PyTorch version wrote them.

Ops take canonical names (``allreduce``, ``allgather``, ``reduce_scatter``, ``broadcast``, ``reduce``,
``alltoall``, ``send``, ``recv``, ``barrier``, ``gather``, ``scatter``; ``sendrecv`` for a kernel that says no
more). Element types take one name per type, however a record spells it (``Float``, ``float``, ``c10::Half``).
"""
import ast
import functools
import typing

if typing.TYPE_CHECKING:
    import msgspec

    from .kineto import Args

SYNCHRONIZING = frozenset({"allreduce", "allgather", "reduce_scatter", "alltoall", "barrier"})
P2P = frozenset({"send", "recv", "sendrecv"})
UNEVEN_OPS = frozenset({"alltoall"})  # per-member sizes differ by design (uneven splits)
# element type as PyTorch spells it (c10::toString of a ScalarType, or a C type in ``Input type``) -> one name
DTYPE_NAMES = {"float": "float32", "float32": "float32", "double": "float64", "float64": "float64",
               "half": "float16", "float16": "float16", "c10::half": "float16", "bfloat16": "bfloat16",
               "c10::bfloat16": "bfloat16", "byte": "uint8", "unsigned char": "uint8", "uint8": "uint8",
               "char": "int8", "signed char": "int8", "int8": "int8", "bool": "bool", "short": "int16",
               "int16": "int16", "int": "int32", "int32": "int32", "long": "int64", "long int": "int64",
               "int64": "int64", "complexfloat": "complex64", "c10::complex<float>": "complex64",
               "complexdouble": "complex128", "c10::complex<double>": "complex128", "float8_e4m3fn": "float8_e4m3fn",
               "c10::float8_e4m3fn": "float8_e4m3fn", "float8_e5m2": "float8_e5m2", "c10::float8_e5m2": "float8_e5m2"}
ITEM_BYTES = {"float32": 4, "float64": 8, "float16": 2, "bfloat16": 2, "uint8": 1, "int8": 1, "bool": 1, "int16": 2,
              "int32": 4, "int64": 8, "complex64": 8, "complex128": 16, "float8_e4m3fn": 1, "float8_e5m2": 1}
DTYPE_BYTES = {k: ITEM_BYTES[v] for k, v in DTYPE_NAMES.items()}
_KERNEL_OPS = (("AllReduce", "allreduce"), ("AllGather", "allgather"), ("ReduceScatter", "reduce_scatter"),
               ("Broadcast", "broadcast"), ("Reduce", "reduce"), ("SendRecv", "sendrecv"), ("AllToAll", "alltoall"))
_CANONICAL = {"allreduce": "allreduce", "allgather": "allgather", "reducescatter": "reduce_scatter",
              "broadcast": "broadcast", "reduce": "reduce", "alltoall": "alltoall", "alltoallv": "alltoall",
              "send": "send", "recv": "recv", "barrier": "barrier", "gather": "gather", "scatter": "scatter",
              "sendrecv": "sendrecv"}


@functools.lru_cache(maxsize=4096)
def canonical_op(raw: str) -> str:
    """``c10d::_allgather_base_``, ``gloo:all_gather``, ``all_gather_into_tensor``, ``allreduce_coalesced``,
    ``nccl:_reduce_oop`` → the canonical op; '' if unknown (``wait``, ``coalesced``)."""
    s = raw.lower().split("::")[-1].split(":")[-1].strip("_")
    for suffix in ("_coalesced", "_into_tensor", "_tensor", "_base", "_any_source", "_oop"):
        s = s.replace(suffix, "")
    return _CANONICAL.get(s.replace("_", ""), "")


def kernel_op(name: str) -> str:
    """The op an NCCL kernel's name gives ('' for one that names none, as RCCL's ``ncclDevKernel_Generic``)."""
    for key, op in _KERNEL_OPS:
        if f"_{key}" in name:
            return op
    return ""


def dtype_name(raw: object) -> str:
    """One name per element type ('' when unknown or not a type)."""
    return DTYPE_NAMES.get(raw.lower(), "") if isinstance(raw, str) else ""


def row(**kw: object) -> dict:
    """A collective record with every field not given unknown (-1, '' or None)."""
    out = dict(backend="", op="", pg="0", seq=-1, ranks=None, nbytes=-1, src=-1, dst=-1, enqueue=-1, ready=-1,
               start=-1, end=-1, tid=-1, stream=-1, cid=-1, dtype="", kernels=0)
    out.update(kw)
    return out


def json_value(raw: "msgspec.Raw") -> typing.Any:
    """Decode a raw args value (msgspec.Raw) or return None."""
    import msgspec

    b = bytes(raw)
    if not b:
        return None
    try:
        return msgspec.json.decode(b)
    except (msgspec.DecodeError, RecursionError):
        return None


def numel(dims: object) -> int:
    """The elements of one tensor's dims (-1 where they are not a list of integers)."""
    if not isinstance(dims, list):
        return -1
    total = 1
    for d in dims:
        if not isinstance(d, int):
            return -1
        total *= d
    return total


def first_tensor(dims: object) -> list | None:
    """The first tensor's dims in an ``Input Dims`` value (tensor lists unwrap to their first tensor)."""
    if not isinstance(dims, list):
        return None
    for d in dims:
        if isinstance(d, list) and d and isinstance(d[0], list):
            return d[0]
        if isinstance(d, list) and d:
            return d
    return None


def first_type(args: "Args") -> str:
    """The element type of the first tensor of a record's ``Input type`` ('' when none is named)."""
    types = json_value(args.itype)
    return next((t for t in (dtype_name(x) for x in (types or [])) if t), "")


def shape_bytes(args: "Args") -> int:
    """The first input tensor's bytes from ``Input Dims`` and ``Input type`` (float when no type is named): 0
    when the inputs hold no tensor, -1 when the shapes are not recorded."""
    dims = json_value(args.dims)
    t = first_tensor(dims)
    if t is None:
        return 0 if isinstance(dims, list) else -1
    return numel(t) * ITEM_BYTES.get(first_type(args) or "float32", 4)


@functools.lru_cache(maxsize=4096)
def _rank_list(text: str):
    """``"[0, 1, 2]"`` → (0, 1, 2); None when it is not a plain list (PyTorch abbreviates long ones)."""
    try:
        v = ast.literal_eval(text) if text.strip().startswith("[") else None
    except (ValueError, SyntaxError):
        return None
    return tuple(v) if isinstance(v, list) else None


def _group_ranks(a, world_ranks_hint):
    v = _rank_list(a.pg_ranks) if isinstance(a.pg_ranks, str) else a.pg_ranks
    if isinstance(v, (list, tuple)) and v and all(isinstance(x, int) for x in v):
        return tuple(v)
    if a.group_size and a.rank_start is not None and a.rank_stride and a.rank_start >= 0 and a.rank_stride > 0:
        return tuple(range(a.rank_start, a.rank_start + a.rank_stride * a.group_size, a.rank_stride))
    return world_ranks_hint


def has_pg(a: "Args") -> bool:
    """Whether the args name a process group (``Process Group Name``, or the older ``Process Group ID``)."""
    return any(v is not None and v != "" for v in (a.pg_name, a.pg_id))


def pg_name(a: "Args") -> str:
    """The process group the args name ("0" when none)."""
    for v in (a.pg_name, a.pg_id):
        if v is not None and v != "":
            return str(v)
    return "0"


def seq(a: "Args") -> int:
    """The ``Seq`` of the args (-1: not recorded)."""
    v = a.seq
    if isinstance(v, int):
        return v
    if isinstance(v, str) and v.strip().lstrip("-").isdigit():
        return int(v)
    return -1


def comms_id(a: "Args") -> int:
    """The ``Comms Id`` of the args as int64 (its 64 bits; -1: not recorded)."""
    v = a.comms_id
    if isinstance(v, str) and v.strip().isdigit():
        v = int(v)
    if not isinstance(v, int) or not 0 <= v < 2**64:
        return -1
    return v - 2**64 if v >= 2**63 else v


def world_hint(pg_config: list | None) -> tuple[int, ...] | None:
    """The ranks of the default process group (``pg_name`` "0") of ``pg_config``, or None."""
    for pg in pg_config or []:
        if isinstance(pg, dict) and str(pg.get("pg_name")) == "0" and isinstance(pg.get("ranks"), list):
            return tuple(pg["ranks"])
    return None


class Groups:
    """The ranks of a collective's group, memoised by the args that give them (the same for every collective of
    a group)."""

    def __init__(self, world: tuple[int, ...] | None):
        self.world = world
        self.seen: dict = {}

    def ranks(self, a: "Args") -> tuple[int, ...] | None:
        """The group's ranks from the args ``a`` (the world hint when they give none)."""
        if isinstance(a.pg_ranks, list):
            return _group_ranks(a, self.world)
        key = (a.pg_ranks, a.group_size, a.rank_start, a.rank_stride)
        if key not in self.seen:
            self.seen[key] = _group_ranks(a, self.world)
        return self.seen[key]


def endpoints(op: str, a: "Args | None", rank: int | None) -> tuple:
    """``(src, dst)`` as recorded (-1: not), a send's source and a recv's destination defaulting to ``rank``."""
    src = a.src if a is not None and a.src is not None and a.src >= 0 else -1
    dst = a.dst if a is not None and a.dst is not None and a.dst >= 0 else -1
    if rank is not None and op == "send" and src < 0:
        src = rank
    if rank is not None and op == "recv" and dst < 0:
        dst = rank
    return src, dst
