"""The typed tables the ingest stage hands on: one ``RankTable`` per trace file, with its ``CommTable`` of
collective records."""
import collections
import dataclasses

import numpy as np

from .kineto import HOST_CATS


@dataclasses.dataclass
class CommTable:
    """Collective records of one rank, one row each. Times are absolute ns; -1 = not recorded.

    ``ranks``: global ranks of the process group (None when unknown); ``src``/``dst``:
    global ranks of a point-to-point transfer (-1 otherwise or unknown); ``cid``: the ``Comms Id`` PyTorch recorded
    (its 64 bits as int64; -1: none); ``dtype``: the element type ('' unknown); ``kernels``: the communication
    kernels the record holds (0 for gloo).
    """

    backend: list
    op: list
    pg: list
    seq: np.ndarray
    ranks: list
    nbytes: np.ndarray
    src: np.ndarray
    dst: np.ndarray
    enqueue: np.ndarray
    ready: np.ndarray
    start: np.ndarray
    end: np.ndarray
    tid: np.ndarray
    stream: np.ndarray
    cid: np.ndarray
    dtype: list
    kernels: np.ndarray

    def __len__(self) -> int:
        return len(self.op)

    @classmethod
    def empty(cls) -> "CommTable":
        return cls.from_rows([])

    def rows(self) -> list:
        """The records as ``from_rows`` takes them."""
        names = [f.name for f in dataclasses.fields(self)]
        cols = [getattr(self, k).tolist() if isinstance(getattr(self, k), np.ndarray) else getattr(self, k)
                for k in names]
        return [dict(zip(names, vals)) for vals in zip(*cols)]

    def plus(self, rows: list) -> "CommTable":
        """These records and ``rows``, in enqueue order."""
        return CommTable.from_rows(self.rows() + rows) if rows else self

    @classmethod
    def from_rows(cls, rows: list) -> "CommTable":
        rows = sorted(rows, key=lambda r: (r["enqueue"] if r["enqueue"] >= 0 else r["start"]))
        col = lambda k, d=np.int64: np.array([r[k] for r in rows], dtype=d)  # noqa: E731
        return cls([r["backend"] for r in rows], [r["op"] for r in rows], [r["pg"] for r in rows], col("seq"),
                   [r["ranks"] for r in rows], col("nbytes"), col("src"), col("dst"), col("enqueue"),
                   col("ready"), col("start"), col("end"), col("tid"), col("stream"), col("cid"),
                   [r["dtype"] for r in rows], col("kernels"))


@dataclasses.dataclass
class RankTable:
    """Everything the analysis needs from one trace file, as columns.

    ``events``: X events sorted by start: ``name`` (ids into ``strings``), ``cat`` (ids
    into CATS), ``pid``, ``tid``, ``start``/``end`` (absolute ns), ``ext``, ``corr``,
    ``dims`` (ids into ``dims``: the ``Input Dims`` JSON text, '' when not recorded), ``pos`` (the
    event's index in the file's ``traceEvents`` array).
    ``steps``: ``ProfilerStep#N`` on the host: ``num``, ``start``, ``end``, ``tid``.
    ``comms``: the collective records (a ``CommTable``, filled by ``collectives.extract``).
    ``comm_kernels``: its communication kernels, ``{"kernels": n, "left": [[code, count, reason], ...], "notes":
    [[code, count, reason], ...]}``: those that are no record, by reason (``nccl.LEFT``), and what may hide some
    (CUDA graph launches without device rows).
    ``waits``: kineto's records of the stream waits (``cuda_sync`` "Stream Wait Event"): ``row`` (into ``events``;
    its ``tid`` is the waiting stream, its ``corr`` the ``cudaStreamWaitEvent``'s), ``on`` (the stream the event
    was recorded on) and ``record`` (the correlation id of that ``cudaEventRecord``), -1 where not recorded.
    """

    path: str
    worker: str
    size: int
    rank: int | None
    world_size: int | None
    backend: str | None
    host_name: str | None
    pg_config: list
    devices: list
    strings: list
    events: dict
    steps: dict
    comms: CommTable
    threads: dict
    warnings: list  # [model.notes.Note]: what reading the file left out or doubted
    dims: list
    own_clock: bool = False  # its times are on no known clock (no base, not since the epoch): fit it on its own
    # complete ('X') events of the file that are not rows of ``events``: those ``columns._timed`` left out, plus those
    # skipped as damaged JSON whose ``ph`` reads as "X" (``damage.was_complete``: one nested too deeply to read is
    # counted as no complete event)
    excluded: int = 0
    waits: dict = dataclasses.field(default_factory=lambda: no_waits())
    comm_kernels: dict = dataclasses.field(default_factory=lambda: {"kernels": 0, "left": [], "notes": []})
    repeated: list = dataclasses.field(default_factory=list)  # the top-level keys the file repeats (the last is used)


WAIT_FIELDS = ("row", "on", "record")


def no_waits() -> dict:
    """An empty ``RankTable.waits``."""
    return {k: np.zeros(0, dtype=np.int64) for k in WAIT_FIELDS}


def main_tid(t: RankTable) -> int:
    """The thread that records the profiler steps, else the busiest host-op thread (-1: none)."""
    if len(t.steps["tid"]):
        return int(collections.Counter(t.steps["tid"].tolist()).most_common(1)[0][0])
    host = t.events["tid"][HOST_CATS[t.events["cat"]]]
    return int(collections.Counter(host.tolist()).most_common(1)[0][0]) if len(host) else -1
