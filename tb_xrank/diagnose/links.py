"""What ``device.links`` hands the graph: per NCCL record its kernel's launch and its producer (``Links``), the
consumers of records' ends (``Consumers``), the host syncs that blocked (``Syncs``) and each stream's unexplained
idle (``Idle``); the module ``device`` says how each is read from the events."""
import dataclasses

import numpy as np

MATCH_US = 1e-3  # a record's ready time is its kernel's start, converted the same way


def _of_rows(cls, rows: list, dtypes: tuple):
    """An instance of the columnar dataclass ``cls`` from tuples ``rows`` (one column per dtype)."""
    return cls(*(np.array([row[i] for row in rows], dtype=dt) for i, dt in enumerate(dtypes)))


@dataclasses.dataclass
class Consumers:
    """The first op of a stream after its wait on a NCCL record's end: the record (collective row, column), the
    op's start, its launch (µs, thread) and its stream."""

    row: np.ndarray
    col: np.ndarray
    start: np.ndarray
    launch: np.ndarray
    thread: np.ndarray
    stream: np.ndarray

    @classmethod
    def of(cls, parts: list) -> "Consumers":
        return _of_rows(cls, parts, (np.int64, np.int64, float, float, np.int64, np.int64))


@dataclasses.dataclass
class Syncs:
    """Host syncs that blocked: column, thread, the call's start and end (µs), and its release: the op's end and
    stream."""

    col: np.ndarray
    thread: np.ndarray
    start: np.ndarray
    end: np.ndarray
    r_end: np.ndarray
    r_stream: np.ndarray

    @classmethod
    def of(cls, parts: list) -> "Syncs":
        return _of_rows(cls, parts, (np.int64, np.int64, float, float, float, np.int64))


@dataclasses.dataclass
class Idle:
    """Per (column, stream): the starts of its ops (sorted) and the unexplained idle up to each start (cumulative),
    and the idle stretches themselves (column, stream, start, µs)."""

    starts: dict
    cum: dict
    gaps: list

    def between(self, col: np.ndarray, stream: np.ndarray, t0: np.ndarray, t1: np.ndarray) -> np.ndarray:
        """Unexplained idle of each (column, stream) before the ops that started in ``(t0, t1]``."""
        out = np.zeros(len(col))
        for key in set(zip(col.tolist(), stream.tolist())):
            if key not in self.starts:
                continue
            k = np.flatnonzero((col == key[0]) & (stream == key[1]))
            s, c = self.starts[key], self.cum[key]
            hi = np.searchsorted(s, t1[k] + MATCH_US, side="right")
            lo = np.searchsorted(s, t0[k] + MATCH_US, side="right")
            out[k] = c[hi] - c[lo]
        return out


@dataclasses.dataclass
class Links:
    """Per record (collectives × ranks; NaN or -1 where none): the µs its kernel was launched at and the thread
    that launched it, and its producer: an id of the op on its rank, when and by which thread it was launched,
    when it ended, its stream. Per span: the consumers of records' ends, the host syncs, the streams' idle."""

    launch: np.ndarray
    thread: np.ndarray
    producer: np.ndarray
    p_launch: np.ndarray
    p_thread: np.ndarray
    p_end: np.ndarray
    p_stream: np.ndarray
    consumers: Consumers = dataclasses.field(default_factory=lambda: Consumers.of([]))
    syncs: Syncs = dataclasses.field(default_factory=lambda: Syncs.of([]))
    idle: Idle = dataclasses.field(default_factory=lambda: Idle({}, {}, []))

    @classmethod
    def empty(cls, shape: tuple[int, ...]) -> "Links":
        nan, none = (lambda: np.full(shape, np.nan)), (lambda: np.full(shape, -1, dtype=np.int64))
        return cls(nan(), none(), none(), nan(), none(), nan(), none())

    @property
    def any(self) -> bool:
        return bool(np.isfinite(self.launch).any())
