"""The frame the Analysis is computed in: rank-local ns onto the corrected common clock, and the aligned
collectives of a span on it."""
import dataclasses

import msgspec
import numpy as np

from .clock import Clock
from .strings import SpanStrings


@dataclasses.dataclass
class Frame:
    """Rank-local ns → analysis µs: subtract ``base``, correct the clock, subtract the origin ``t0_ns``."""

    base: int
    t0_ns: float
    clock: Clock
    col: dict  # rank -> clock column

    def us(self, rank: int, ns: np.ndarray) -> np.ndarray:
        return (self.clock.correct_column((ns - self.base).astype(np.float64), self.col[rank]) - self.t0_ns) / 1e3

    def to_bytes(self) -> bytes:
        """The frame as msgpack (plain numbers and strings: reading it back runs no code)."""
        c = self.clock
        return _ENC.encode(_Stored(self.base, self.t0_ns, {str(r): j for r, j in self.col.items()},
                                   _StoredClock(c.reference_rank, c.method, c.offsets_ns.tolist(), c.drift_ppm.tolist(),
                                                c.t0_ns, c.residual_ns, c.used, list(c.hosts))))

    @classmethod
    def from_bytes(cls, data: bytes) -> "Frame | None":
        """The frame ``to_bytes`` wrote, or None when ``data`` is not one."""
        try:
            s = _DEC.decode(data)
        except (msgspec.DecodeError, msgspec.ValidationError):
            return None
        c = s.clock
        n = len(c.offsets_ns)
        if len(c.drift_ppm) != n or len(c.hosts) != n or not all(0 <= j < n for j in s.col.values()) \
                or not all(r.lstrip("-").isdigit() for r in s.col):
            return None
        clock = Clock(c.reference_rank, c.method, np.array(c.offsets_ns, dtype=np.float64),
                      np.array(c.drift_ppm, dtype=np.float64), c.t0_ns, c.residual_ns, c.used, list(c.hosts))
        return cls(s.base, s.t0_ns, clock, {int(r): j for r, j in s.col.items()})


class _StoredClock(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    reference_rank: int
    method: str
    offsets_ns: list[float]
    drift_ppm: list[float]
    t0_ns: float
    residual_ns: float
    used: int
    hosts: list[str | None]


class _Stored(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    base: int
    t0_ns: float
    col: dict[str, int]
    clock: _StoredClock


_ENC = msgspec.msgpack.Encoder()
_DEC = msgspec.msgpack.Decoder(_Stored)


@dataclasses.dataclass(frozen=True, slots=True)
class CollectiveMeta:
    """One aligned collective's identity: its id, process group, sequence number (None: keyless), op, bytes (None:
    unknown; an uneven op's largest), group members (None: unknown), step (None: outside every step), whether it
    is point-to-point and its two ends, its backend; a single-member record's ``place`` (process group, op and
    ordinal of that op in the step) and that ordinal."""

    id: str
    pg: str
    seq: int | None
    op: str
    bytes: int | None
    group_ranks: list[int] | None
    step: int | None
    p2p: bool = False
    src: int | None = None
    dst: int | None = None
    backend: str | None = None
    place: str | None = None
    ordinal: int | None = None

    def members(self) -> list[int]:
        """The ranks its records belong to: a point-to-point pair's two ends, else its group's members (none where
        unknown)."""
        if self.p2p and self.src is not None and self.dst is not None:
            return [self.src, self.dst]
        return list(self.group_ranks or ())


@dataclasses.dataclass
class Timeline:
    """The aligned collectives of a span on the analysis clock (µs, NaN where absent): rows = ``meta``,
    columns = ``order``; ``steps``: ``{step: {rank: (start, end)}}``; ``records``: the records as the Analysis
    states them; ``strings``: the span's string tables (its ranks' events are read on them)."""

    order: list
    meta: list[CollectiveMeta]
    enqueue: np.ndarray
    ready: np.ndarray
    end: np.ndarray
    stream: np.ndarray  # NCCL: the stream of each record; gloo: its runloop thread; -1: not known
    steps: dict
    records: "Records"
    strings: SpanStrings


@dataclasses.dataclass(frozen=True)
class Records:
    """The aligned records of a span as the Analysis states them, row = collective, column = rank of the timeline:
    each field of ``FIELDS`` in µs from the origin rounded to the ns (NaN where the member has no record or no such
    time), ``present`` where the member has a record, ``nbytes`` the bytes a member's all-to-all record moved (-1:
    absent, unknown or not an uneven op); per collective its arrival skew (µs rounded to the ns, None where not
    measured) and whether that skew is material."""

    FIELDS = ("ready_us", "enqueue_us", "start_us", "end_us", "wait_us", "service_us")

    present: np.ndarray
    us: dict[str, np.ndarray]
    nbytes: np.ndarray
    skew_us: list[float | None]
    material: list[bool]

    def members(self, c: int) -> np.ndarray:
        """The columns with a record in collective ``c``, in column order."""
        return np.flatnonzero(self.present[c])
