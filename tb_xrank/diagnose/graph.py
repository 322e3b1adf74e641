"""The cross-rank happens-before graph of a span, and its replay.

Nodes, per collective record k (collective c on rank r): ``E`` its enqueue on the
rank's launching thread, ``Q`` its ready time (the runloop or stream took it up),
``F`` its end; per collective with two or more records, ``J`` (the join: the last
member ready); per rank and step, ``S`` and ``T`` (the step's start and end); on
GPU ranks (``links.Links``), per NCCL record, ``LQ`` (its kernel's launch); per op
its stream waited on, ``LP`` and ``P`` (that producer's launch and end); per op of
a stream that waited on NCCL ends (``work.wait()``), ``LW`` and ``W`` (the
consumer's launch and start); per blocking host sync, ``R`` (the device op whose
end released it) and ``H`` (the host thread's return from the call).

Edges (``u → v``: v cannot happen before u):

- program order on each launching thread: its enqueues, launches and sync returns (E, LQ, LP, LW, H)
  in time order, the first after S; the next after the previous gloo record's F
  when the thread enqueued it after that end (taken as blocked in it: the order is
  inferred from the times), else after the previous node (a NCCL launch never
  waits for the device); T after each thread's last node and after every F that
  ended by the step's end;
- runloop / stream order, within a step: E → Q, and the previous record on the
  same NCCL stream, or of the same gloo process group, when it had ended by then:
  F → Q (an asynchronous gloo op's recorded end is its wait, which may come later;
  gloo's point-to-point records are left out: it runs them on the caller's thread
  and several may be outstanding);
- joins: every member's Q → J; J → F on every member of a synchronizing collective
  (all-reduce, all-gather, reduce-scatter, all-to-all, barrier) and on the
  receiving end of a point-to-point pair. The sending end completes after the
  receive when it ended with or after it (F_recv → F_send: it waited for the
  receiver to take the data; within 5 % of the send's duration, for the clocks of
  two hosts); else after the join when it ended after the receiver was ready; else
  after its own ready time (Q → F: handed off). Rooted collectives (broadcast,
  reduce, gather, scatter): J → F on the members that ended after the last one was
  ready, Q → F on the others;
- on a GPU rank: LQ → Q (a kernel starts after its launch), LP → P, LW → W, the
  F of every NCCL record a consumer waited on → W, R → H; stream order: the
  previous P, W or R on the same stream in the step → the next; P → Q of every
  collective that waited on it; P, W, R → T when it ended by the step's end. The
  kernels a stream ran between two such nodes are the own duration of the later
  one: one stretch, not a node each, less the stream's idle in it that no
  recorded dependency explains (``links.Idle``; ``Graph.unexplained``).

The joins of synchronizing collectives and of receives are structural: a measured
end before the last member was ready contradicts them and is kept as a
contradiction. Should the edges still close a cycle (ranks that record two
collectives in opposite orders), the edges that go back in measured time are left
out, and a node left without a predecessor follows its step's start.
Steps meet only where a collective joins records of different steps (``coupled``).
Each node's own duration ``d(v) = t(v) − max t(preds)`` is measured (on a device
stretch, less its unexplained idle); replay recomputes ``t(v) = max over preds of
t(u) + d(v)`` from the step starts. A measured time earlier than a predecessor's is
a contradiction of the graph (its duration is 0, and replay then ends later than
measured), and unexplained idle left out of a duration makes replay end earlier:
both are what ``replay_error_pct`` shows.

Built by ``graph_build.build``.
"""
import dataclasses

import numpy as np

S, E, Q, J, F, T, LQ, LP, P, W, LW, R, H = range(13)  # node kinds
KIND_NAMES = ("step start", "enqueue", "ready", "join", "end", "step end", "launch", "producer launch",
              "producer end", "consumer start", "consumer launch", "sync release", "host sync")
DEVICE_STRETCH = (P, W, R)  # device nodes whose own duration is the work their stream ran up to them
EPS_US = 0.05
PLACE_SPAN = 4096  # occurrences of one kind of collective per rank and step that places tell apart


@dataclasses.dataclass
class Graph:
    """A span's graph, columnar. Nodes are numbered; ``rank`` is a column index of ``order`` (-1 for joins)."""

    kind: np.ndarray
    rank: np.ndarray
    step: np.ndarray  # step number (joins: the step of their first record)
    coll: np.ndarray  # collective row (-1 for S and T)
    slot: np.ndarray  # position of the record in its rank's step (-1 for S, T, J)
    place: np.ndarray  # what the record is in its rank's step: (kind of collective, occurrence) as one code
    t: np.ndarray  # measured time (µs, analysis frame)
    d: np.ndarray  # own duration (µs, ≥ 0); for S nodes their measured time
    src: np.ndarray  # edges, sorted by dst
    dst: np.ndarray
    levels: list  # topological levels: [(nodes, edge starts into them)]
    s_node: dict  # (column, step) -> S node
    t_node: dict  # (column, step) -> T node
    steps: list  # step numbers in order
    gap: dict  # (column, step) -> µs from the rank's end of the previous step to the start of this one
    coupled: bool = False  # a collective joins records of different steps: steps reach into each other
    words: list = dataclasses.field(default_factory=list)  # kind of collective per code: (op or send/recv, size)
    unexplained: np.ndarray | None = None  # per node, its stream's idle that nothing recorded explains (µs)
    waited: np.ndarray | None = None  # per node, the waiting an edge from another lane carries into it (µs)

    def replay(self, d: np.ndarray, starts: np.ndarray | None = None) -> np.ndarray:
        """Times of every node for each row of ``d`` (scenarios × nodes); S nodes start at ``starts`` (same
        shape as ``d``, read at S nodes) or at their measured time."""
        d = np.atleast_2d(d)
        out = np.zeros(d.shape)
        base = d if starts is None else np.atleast_2d(starts)
        for lvl, (nodes, src, starts_at) in enumerate(self.levels):
            if lvl == 0:
                out[:, nodes] = base[:, nodes]
                continue
            m = np.maximum.reduceat(out[:, src], starts_at, axis=1)
            out[:, nodes] = m + d[:, nodes]
        return out

    def previous_on_stream(self, v: int) -> int:
        """The device node (P, W, R) before device node ``v`` on its stream in the step, else the step's start
        node."""
        lo, hi = np.searchsorted(self.dst, v, side="left"), np.searchsorted(self.dst, v, side="right")
        prev = [int(u) for u in self.src[lo:hi].tolist() if self.kind[u] in DEVICE_STRETCH]
        return prev[0] if prev else self.s_node[(int(self.rank[v]), int(self.step[v]))]

    def pair_nodes(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(T nodes, S nodes, step numbers)`` of every (rank, step), as arrays."""
        pairs = list(self.t_node)
        return (np.array([self.t_node[p] for p in pairs], dtype=np.int64),
                np.array([self.s_node[p] for p in pairs], dtype=np.int64),
                np.array([p[1] for p in pairs], dtype=np.int64))

    def binding(self, times: np.ndarray) -> np.ndarray:
        """Per node, the predecessor that set its time in ``times`` (one scenario; -1 for sources)."""
        out = np.full(len(self.kind), -1, dtype=np.int64)
        if not len(self.src):
            return out
        o = np.lexsort((times[self.src], self.dst))
        last = np.ones(len(o), dtype=bool)
        last[:-1] = self.dst[o][1:] != self.dst[o][:-1]
        out[self.dst[o][last]] = self.src[o][last]
        return out
