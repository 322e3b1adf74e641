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
"""
import dataclasses
import typing

import numpy as np

from ..ingest.collectives import SYNCHRONIZING
from ..numeric import ranges

if typing.TYPE_CHECKING:
    from .links import Idle, Links

S, E, Q, J, F, T, LQ, LP, P, W, LW, R, H = range(13)  # node kinds
KIND_NAMES = ("step start", "enqueue", "ready", "join", "end", "step end", "launch", "producer launch",
              "producer end", "consumer start", "consumer launch", "sync release", "host sync")
DEVICE_STRETCH = (P, W, R)  # device nodes whose own duration is the work their stream ran up to them
EPS_US = 0.05
PLACE_SPAN = 4096  # occurrences of one kind of collective per rank and step that places tell apart
SEND_SLACK = 0.05


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


@dataclasses.dataclass
class _Records:
    """The aligned records of a span in program order per rank: collective row, column, enqueue, ready and end
    (µs), the step each falls in on its rank, its position there."""

    ci: np.ndarray
    cj: np.ndarray
    e: np.ndarray
    q: np.ndarray
    f: np.ndarray
    step: np.ndarray
    slot: np.ndarray


def _records(enq, ready, end, steps_us, order, nums) -> _Records:
    """Each record's step on its own rank is the step whose interval holds its enqueue (others are left out)."""
    present = ~np.isnan(ready) & ~np.isnan(end)
    ci, cj = np.nonzero(present)
    e = np.where(np.isnan(enq[ci, cj]), ready[ci, cj], np.fmin(enq[ci, cj], ready[ci, cj]))
    q, f = ready[ci, cj], np.fmax(end[ci, cj], ready[ci, cj])
    rec_step = np.full(len(ci), -1, dtype=np.int64)
    for j in range(ready.shape[1]):
        rows = np.flatnonzero(cj == j)
        mine = [n for n in nums if order[j] in steps_us[n]]
        if not len(rows) or not mine:
            continue
        s0 = np.array([steps_us[n][order[j]][0] for n in mine])
        s1 = np.array([steps_us[n][order[j]][1] for n in mine])
        k = np.searchsorted(s0, e[rows] + EPS_US, side="right") - 1
        ok = (k >= 0) & (e[rows] <= s1[np.maximum(k, 0)] + EPS_US)
        rec_step[rows[ok]] = np.array(mine)[k[ok]]
    keep = rec_step >= 0
    o = np.flatnonzero(keep)
    o = o[np.lexsort((q[o], e[o], rec_step[o], cj[o]))]
    ci, cj, e, q, f, rec_step = ci[o], cj[o], e[o], q[o], f[o], rec_step[o]
    n = len(ci)
    first = np.ones(n, dtype=bool)
    first[1:] = (cj[1:] != cj[:-1]) | (rec_step[1:] != rec_step[:-1])
    slot = np.arange(n) - np.maximum.accumulate(np.where(first, np.arange(n), 0))
    return _Records(ci, cj, e, q, f, rec_step, slot)


@dataclasses.dataclass
class _Numbers:
    """How a span's nodes are numbered: E, Q, F per record, then J per collective of two or more records, then S
    and T per (column, step), then the device nodes (``dv``)."""

    nE: np.ndarray
    nQ: np.ndarray
    nF: np.ndarray
    jrows: np.ndarray  # the collectives with a join, in order
    join_of: np.ndarray  # collective row -> its J node (-1: none)
    pairs: list  # the (column, step) pairs, in order
    s_node: dict
    t_node: dict
    dv: "_Device"

    @property
    def joins(self) -> slice:
        """The J nodes."""
        return slice(3 * len(self.nE), 3 * len(self.nE) + len(self.jrows))


def _numbers(r: _Records, shape: tuple, steps_us, order, nums, links) -> _Numbers:
    """The numbering of the nodes of records ``r``, of collectives × ranks of ``shape``."""
    (C, cols), n = shape, len(r.ci)
    jrows = np.flatnonzero(np.bincount(r.ci, minlength=C) >= 2)
    join_of = np.full(C, -1, dtype=np.int64)
    join_of[jrows] = 3 * n + np.arange(len(jrows))
    base = 3 * n + len(jrows)
    pairs = sorted({(j, num) for j in range(cols) for num in nums if order[j] in steps_us[num]})
    s_node = {p: base + 2 * i for i, p in enumerate(pairs)}
    t_node = {p: base + 2 * i + 1 for i, p in enumerate(pairs)}
    dv = _Device.of(r, links, steps_us, order, base + 2 * len(pairs))
    return _Numbers(np.arange(n), n + np.arange(n), 2 * n + np.arange(n), jrows, join_of, pairs, s_node, t_node, dv)


def _columns(r: _Records, nb: _Numbers, qmax: np.ndarray, steps_us, order) -> tuple:
    """``(kind, rank, step, coll, slot, t)`` of every node; a join's time is its last member's ready time, its
    step that of its first record."""
    N, dv = nb.dv.end, nb.dv
    kind = np.empty(N, dtype=np.int8)
    rank = np.full(N, -1, dtype=np.int64)
    step = np.full(N, -1, dtype=np.int64)
    coll = np.full(N, -1, dtype=np.int64)
    slot_of = np.full(N, -1, dtype=np.int64)
    t = np.zeros(N)
    for nodes, k, pos, times in ((nb.nE, E, slice(None), r.e), (nb.nQ, Q, slice(None), r.q),
                                 (nb.nF, F, slice(None), r.f), (dv.lq, LQ, dv.lq_pos, dv.lq_t),
                                 (dv.lp, LP, dv.p_pos, dv.lp_t), (dv.p, P, dv.p_pos, dv.p_t),
                                 (dv.w, W, dv.w_pos, dv.w_t), (dv.lw, LW, dv.w_pos, dv.lw_t)):
        kind[nodes], rank[nodes], step[nodes], coll[nodes], slot_of[nodes], t[nodes] = \
            k, r.cj[pos], r.step[pos], r.ci[pos], r.slot[pos], times
    for nodes, k, times in ((dv.rr, R, dv.r_t), (dv.h, H, dv.h_t)):
        kind[nodes], rank[nodes], step[nodes], t[nodes] = k, dv.s_col, dv.s_step, times
    jstep = np.full(len(qmax), -1, dtype=np.int64)
    jstep[r.ci[::-1]] = r.step[::-1]
    js = nb.joins
    kind[js], coll[js], t[js], step[js] = J, nb.jrows, qmax[nb.jrows], jstep[nb.jrows]
    for (j, num) in nb.pairs:
        for node, k, tm in zip((nb.s_node[(j, num)], nb.t_node[(j, num)]), (S, T), steps_us[num][order[j]]):
            kind[node], rank[node], step[node], t[node] = k, j, num, tm
    return kind, rank, step, coll, slot_of, t


def _edges(r: _Records, meta, order, stream, nb: _Numbers, qmax, t, nums) -> tuple:
    """``(src, dst, gap)``: every edge (program, runloop / stream, join, device and step edges; cycles not yet
    broken), and each (column, step)'s gap from the rank's previous step."""
    p2p = np.array([bool(m["p2p"]) for m in meta], dtype=bool)[r.ci]
    nccl = np.array([m["backend"] == "nccl" for m in meta], dtype=bool)[r.ci]
    program, last = _program_edges(r, nb.nE, nb.nF, nb.s_node, nccl, nb.dv)
    edges = [program, _order_edges(r, meta, stream, nb.nE, nb.nQ, nb.nF, p2p, nccl),
             _join_edges(r, meta, order, nb.join_of, qmax, nb.nQ, nb.nF, p2p), nb.dv.edges(r, nb.nQ, nb.nF, t, nb.t_node)]
    step_edges, gap = _step_edges(r, nb.nF, t, nb.s_node, nb.t_node, nb.pairs, nums, last)
    edges.append(step_edges)
    return np.concatenate([a for a, _ in edges]), np.concatenate([b for _, b in edges]), gap


def _durations(t, kind, src, dst, lanes: tuple | None, idle: "Idle | None") -> tuple:
    """``(own duration, unexplained idle)`` of each node: its time less its latest predecessor's, at least 0 (S:
    its time; J: 0), less the idle of its stream in that time that nothing recorded explains (device nodes of
    ``lanes`` = (nodes, columns, streams)), which is the second array."""
    pred_max = np.full(len(t), -np.inf)
    np.maximum.at(pred_max, dst, t[src])
    d = np.where(np.isfinite(pred_max), t - pred_max, np.where(kind == S, t, 0.0))
    d = np.maximum(d, 0.0)
    d[kind == J] = 0.0
    un = np.zeros(len(t))
    if lanes is not None and idle is not None and len(lanes[0]):
        v, col, stream = lanes
        un[v] = np.minimum(idle.between(col, stream, t[v] - d[v], t[v]), d[v])
        d[v] -= un[v]
    return d, un


def _waited(g_kind, t, src, dst, nb: "_Numbers", r: "_Records") -> np.ndarray:
    """Per node, the waiting that an edge from another lane carries into it (µs, measured): at a join, each
    member's time from its ready to the last member's; at a consumer, its stream's time from the later of its
    previous node and its launch to the consumed record's end; at a host sync's return, the time the call waited
    for its release."""
    out = np.zeros(len(t))
    np.add.at(out, nb.join_of[r.ci], np.maximum(t[nb.join_of[r.ci]] - r.q, 0.0) * (nb.join_of[r.ci] >= 0))
    dv = nb.dv
    if len(dv.w):
        prev = np.full(len(t), -np.inf)
        chain = np.isin(g_kind[src], DEVICE_STRETCH) | (g_kind[src] == LW)
        np.maximum.at(prev, dst[chain], t[src[chain]])
        f = np.full(len(t), -np.inf)
        np.maximum.at(f, dv.f_w, t[nb.nF[dv.f_pos]])
        f = f[dv.w]
        out[dv.w] = np.maximum(np.minimum(f, t[dv.w]) - prev[dv.w], 0.0)
    if len(dv.h):
        out[dv.h] = np.maximum(np.minimum(t[dv.rr], t[dv.h]) - dv.h_start, 0.0)
    return out


def _place_column(r: _Records, meta, order, nb: _Numbers) -> tuple:
    """``(place of every node (-1: none), the kind of collective of each place code)``: a record's nodes and its
    device nodes take the record's place."""
    dv = nb.dv
    place = np.full(dv.end, -1, dtype=np.int64)
    places, words = _places(r, meta, order)
    for nodes in (nb.nE, nb.nQ, nb.nF):
        place[nodes] = places
    place[dv.lq], place[dv.lp], place[dv.p] = places[dv.lq_pos], places[dv.p_pos], places[dv.p_pos]
    place[dv.w], place[dv.lw] = places[dv.w_pos], places[dv.w_pos]
    if len(dv.h):
        words = words + [("host sync", 0)]
        o = np.lexsort((dv.h_t, dv.s_step, dv.s_col))
        first = np.ones(len(o), dtype=bool)
        first[1:] = (dv.s_col[o][1:] != dv.s_col[o][:-1]) | (dv.s_step[o][1:] != dv.s_step[o][:-1])
        occ = np.empty(len(o), dtype=np.int64)
        occ[o] = np.arange(len(o)) - np.maximum.accumulate(np.where(first, np.arange(len(o)), 0))
        code = (len(words) - 1) * PLACE_SPAN + np.minimum(occ, PLACE_SPAN - 1)
        place[dv.rr], place[dv.h] = code, code
    return place, words


def build(enq: np.ndarray, ready: np.ndarray, end: np.ndarray, meta: list[dict],
          steps_us: "dict[int, dict[int, tuple[float, float]]]", order: list[int], stream: np.ndarray | None = None,
          links: "Links | None" = None) -> Graph:
    """The graph of a span. ``enq``/``ready``/``end``: collectives × ranks (µs, analysis frame, NaN absent);
    ``steps_us``: ``{step: {rank: (start, end)}}``; ``order``: the ranks of the columns; ``stream``: each
    record's stream (NCCL) or runloop thread (gloo); ``links``: NCCL records' launches and producers
    (``device.Links``)."""
    nums = sorted(steps_us)
    C = ready.shape[0]
    r = _records(enq, ready, end, steps_us, order, nums)
    nb = _numbers(r, ready.shape, steps_us, order, nums, links)
    qmax = np.full(C, -np.inf)
    np.maximum.at(qmax, r.ci, r.q)
    kind, rank, step, coll, slot_of, t = _columns(r, nb, qmax, steps_us, order)
    src, dst, gap = _edges(r, meta, order, stream, nb, qmax, t, nums)
    src, dst, levels = _acyclic(src, dst, t, kind, rank, step, nb.s_node)
    d, unexplained = _durations(t, kind, src, dst, _stream_lanes(r, nb, stream), nb.dv.idle)
    place, words = _place_column(r, meta, order, nb)
    coupled = bool(len(nb.jrows)) and bool(np.any(_join_steps_differ(r, C)))
    return Graph(kind, rank, step, coll, slot_of, place, t, d, src, dst, levels, nb.s_node, nb.t_node, nums, gap,
                 coupled, words, unexplained, _waited(kind, t, src, dst, nb, r))


def _stream_lanes(r: _Records, nb: _Numbers, stream: np.ndarray | None) -> tuple | None:
    """``(nodes, columns, streams)`` of the device nodes whose own duration is measured on a stream: P, W, R and
    the ready (kernel start) of each NCCL record whose kernel was linked."""
    if nb.dv.idle is None:
        return None
    nodes, col, _, st, _ = nb.dv.stream_nodes(r)
    q = nb.dv.lq_pos
    qs = stream[r.ci[q], r.cj[q]] if stream is not None else np.full(len(q), -1, dtype=np.int64)
    return np.concatenate([nodes, nb.nQ[q]]), np.concatenate([col, r.cj[q]]), np.concatenate([st, qs])


@dataclasses.dataclass
class _Device:
    """The nodes a GPU rank adds (see ``device``), numbered from ``start``: per NCCL record its kernel's launch
    (LQ); per producer op its launch and end (LP, P; at the first record that waits on it); per consumer of a
    record's end the consumer's launch and start (LW, W); per blocking host sync its release (R: the device op's
    end) and the host's return (H). ``*_pos``: the record each belongs to (its position in ``_Records``); syncs
    carry their column and step. ``stream``/``col`` per device node (P, W, R) for the stream chains."""

    lq: np.ndarray
    lq_pos: np.ndarray
    lq_t: np.ndarray
    lp: np.ndarray
    p: np.ndarray
    p_pos: np.ndarray
    lp_t: np.ndarray
    p_t: np.ndarray
    p_stream: np.ndarray
    rec_p: np.ndarray  # per record, its producer's P node (-1)
    thread: np.ndarray  # per record, the thread that launched its kernel (-1: not known)
    lp_thread: np.ndarray
    w: np.ndarray
    lw: np.ndarray
    w_pos: np.ndarray
    w_t: np.ndarray
    lw_t: np.ndarray
    w_stream: np.ndarray
    w_thread: np.ndarray
    f_pos: np.ndarray  # per consumed record end: the record's position, and the W node that waited on it
    f_w: np.ndarray
    rr: np.ndarray
    h: np.ndarray
    s_col: np.ndarray
    s_step: np.ndarray
    r_t: np.ndarray
    h_t: np.ndarray
    r_stream: np.ndarray
    h_thread: np.ndarray
    h_start: np.ndarray  # the host sync calls' starts
    end: int
    idle: "Idle | None"

    @classmethod
    def of(cls, r: _Records, links: "Links | None", steps_us: "dict[int, dict[int, tuple[float, float]]]",
           order: list[int], start: int) -> "_Device":
        none = np.zeros(0, dtype=np.int64)
        rec_p = np.full(len(r.ci), -1, dtype=np.int64)
        if links is None or not links.any:
            f = np.zeros(0)
            return cls(none, none, f, none, none, none, f, f, none, rec_p, np.full(len(r.ci), -1, dtype=np.int64),
                       none, none, none, none, f, f, none, none, none, none, none, none, none, none, f, f, none, none, f, start,
                       None)
        lq_t = links.launch[r.ci, r.cj]
        lq_pos = np.flatnonzero(np.isfinite(lq_t))
        prod, pl = links.producer[r.ci, r.cj], links.p_launch[r.ci, r.cj]
        s0 = np.array([steps_us[num][order[j]][0] for j, num in zip(r.cj.tolist(), r.step.tolist())])
        has = np.flatnonzero((prod >= 0) & (pl >= s0 - EPS_US))  # launched in the record's step
        key = r.cj[has] * (1 << 40) + prod[has]
        _, first, inv = np.unique(key, return_index=True, return_inverse=True)
        p_pos = has[first]
        n_lq, n_p = len(lq_pos), len(p_pos)
        lq = start + np.arange(n_lq)
        lp = start + n_lq + np.arange(n_p)
        p = start + n_lq + n_p + np.arange(n_p)
        rec_p[has] = p[inv.ravel()]
        at = start + n_lq + 2 * n_p
        f_pos, cons = _consumed(r, links, order)
        op = np.unique(np.stack([r.cj[f_pos], cons.stream, np.round(cons.start * 1000.0).astype(np.int64)]),
                       axis=1, return_index=True, return_inverse=True) if len(f_pos) else None
        first, which = (op[1], op[2].ravel()) if op is not None else (np.zeros(0, dtype=np.int64),) * 2
        w_pos, n_w = f_pos[first], len(first)
        w, lw = at + np.arange(n_w), at + n_w + np.arange(n_w)
        cons = type(cons)(*(getattr(cons, f.name)[first] for f in dataclasses.fields(cons)))
        at += 2 * n_w
        sy, s_step = _in_steps(links.syncs, steps_us, order)
        rr, h = at + np.arange(len(s_step)), at + len(s_step) + np.arange(len(s_step))
        return cls(lq, lq_pos, lq_t[lq_pos], lp, p, p_pos, pl[p_pos], links.p_end[r.ci, r.cj][p_pos],
                   links.p_stream[r.ci, r.cj][p_pos], rec_p, links.thread[r.ci, r.cj],
                   links.p_thread[r.ci, r.cj][p_pos], w, lw, w_pos, cons.start, cons.launch, cons.stream,
                   cons.thread, f_pos, w[which] if n_w else none, rr, h, sy.col, s_step, sy.r_end, sy.end,
                   sy.r_stream, sy.thread, sy.start, at + 2 * len(s_step), links.idle)

    def chain(self, r: _Records) -> tuple:
        """``(nodes, columns, steps, threads, times, tie order)`` of the host-thread nodes: launches of kernels,
        producers and consumers, and host syncs' returns."""
        pos = np.concatenate([self.lq_pos, self.p_pos, self.w_pos]).astype(np.int64)
        return (np.concatenate([self.lq, self.lp, self.lw, self.h]),
                np.concatenate([r.cj[pos], self.s_col]), np.concatenate([r.step[pos], self.s_step]),
                np.concatenate([self.thread[self.lq_pos], self.lp_thread, self.w_thread, self.h_thread]),
                np.concatenate([self.lq_t, self.lp_t, self.lw_t, self.h_t]),
                np.concatenate([np.full(len(self.lq), 2), np.zeros(len(self.lp)), np.full(len(self.lw), 3),
                                np.full(len(self.h), 4)]).astype(np.int8))

    def stream_nodes(self, r: _Records) -> tuple:
        """``(nodes, columns, steps, streams, times)`` of the device nodes that stream order chains: P, W, R."""
        return (np.concatenate([self.p, self.w, self.rr]),
                np.concatenate([r.cj[self.p_pos], r.cj[self.w_pos], self.s_col]).astype(np.int64),
                np.concatenate([r.step[self.p_pos], r.step[self.w_pos], self.s_step]).astype(np.int64),
                np.concatenate([self.p_stream, self.w_stream, self.r_stream]).astype(np.int64),
                np.concatenate([self.p_t, self.w_t, self.r_t]))

    def edges(self, r: _Records, nQ: np.ndarray, nF: np.ndarray, t: np.ndarray,
              t_node: dict[tuple[int, int], int]) -> tuple[np.ndarray, np.ndarray]:
        """LQ → Q; LP → P; LW → W and each consumed record's F → W (one W per op that waited); R → H; stream order among P, W and R of a
        column's stream in a step; P → the Q of every record that waited on it; P, W, R → T when it ended by the
        step's end."""
        nodes, col, num, stream, tm = self.stream_nodes(r)
        if not len(self.lq) and not len(nodes):
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        o = np.lexsort((tm, stream, num, col))
        same = (col[o][1:] == col[o][:-1]) & (num[o][1:] == num[o][:-1]) & (stream[o][1:] == stream[o][:-1])
        waited = np.flatnonzero(self.rec_p >= 0)
        tn = np.array([t_node[(a, b)] for a, b in zip(col.tolist(), num.tolist())], dtype=np.int64)
        done = t[nodes] <= t[tn] + EPS_US
        return (np.concatenate([self.lq, self.lp, self.lw, nF[self.f_pos], self.rr, nodes[o][:-1][same],
                                self.rec_p[waited], nodes[done]]),
                np.concatenate([nQ[self.lq_pos], self.p, self.w, self.f_w, self.h, nodes[o][1:][same], nQ[waited],
                                tn[done]]))


def _consumed(r: _Records, links: "Links", order: list[int]) -> tuple:
    """``(record positions, consumers)`` of the consumers of kept records' ends that started after those ended."""
    cons = links.consumers
    n_cols = len(order)
    key = r.ci.astype(np.int64) * n_cols + r.cj
    o = np.argsort(key, kind="stable")
    want = cons.row * n_cols + cons.col
    i = np.clip(np.searchsorted(key[o], want), 0, max(len(o) - 1, 0))
    hit = (key[o][i] == want) if len(o) else np.zeros(len(want), dtype=bool)
    pos = o[i[hit]] if len(o) else np.zeros(0, dtype=np.int64)
    keep = np.flatnonzero(hit)[cons.start[hit] >= r.f[pos] - EPS_US]
    pick = lambda a: a[keep]  # noqa: E731
    pos = o[i[keep]] if len(o) else np.zeros(0, dtype=np.int64)
    return pos, type(cons)(*(pick(getattr(cons, f.name)) for f in dataclasses.fields(cons)))


def _in_steps(syncs, steps_us, order) -> tuple:
    """``(the syncs that fall in a step of their column, their steps)``."""
    step = np.full(len(syncs.col), -1, dtype=np.int64)
    for j in np.unique(syncs.col).tolist():
        mine = [(per[order[j]], num) for num, per in sorted(steps_us.items()) if order[j] in per]
        if not mine:
            continue
        s0 = np.array([x[0][0] for x in mine])
        s1 = np.array([x[0][1] for x in mine])
        k = np.flatnonzero(syncs.col == j)
        i = np.searchsorted(s0, syncs.start[k] + EPS_US, side="right") - 1
        ok = (i >= 0) & (syncs.start[k] <= s1[np.maximum(i, 0)] + EPS_US)
        step[k[ok]] = np.array([x[1] for x in mine])[i[ok]]
    keep = step >= 0
    return type(syncs)(*(getattr(syncs, f.name)[keep] for f in dataclasses.fields(syncs))), step[keep]


def _program_edges(r, nE, nF, s_node, nccl, dv: _Device):
    """``((src, dst), {(column, step): last nodes})`` of program order on each launching thread: its enqueues,
    kernel launches and host syncs' returns in time order per step, from S (a record's enqueue is on the thread
    that launched its kernel; where that is not known, on the rank's one launching thread). The next node follows
    the previous record's F when that record is a gloo call the thread enqueued the next one after the end of (it
    blocks until its op completes; a NCCL launch never waits for the device), else the previous node."""
    extra, x_col, x_step, x_thread, x_at, x_sub = dv.chain(r)
    n = len(nE)
    node = np.concatenate([nE, extra])
    rec = np.concatenate([np.arange(n), np.full(len(extra), -1)])
    thread = np.concatenate([dv.thread, x_thread])
    at = np.concatenate([r.e, x_at])
    tie = np.concatenate([r.q, x_at])
    sub = np.concatenate([np.ones(n, dtype=np.int8), x_sub])
    col, num = np.concatenate([r.cj, x_col]), np.concatenate([r.step, x_step])
    o = np.lexsort((sub, tie, at, thread, num, col))
    node, rec, at, thread, col, num = node[o], rec[o], at[o], thread[o], col[o], num[o]
    first = np.ones(len(node), dtype=bool)
    first[1:] = (col[1:] != col[:-1]) | (num[1:] != num[:-1]) | (thread[1:] != thread[:-1])
    key = np.array([s_node[(int(j), int(s))] for j, s in zip(col[first].tolist(), num[first].tolist())],
                   dtype=np.int64)
    nxt = np.flatnonzero(~first)
    prev = rec[nxt - 1]
    pv = np.maximum(prev, 0)
    blocked = (prev >= 0) & (r.f[pv] <= at[nxt] + EPS_US) & ~nccl[pv] if n else np.zeros(len(nxt), dtype=bool)
    last_at = np.flatnonzero(np.concatenate([first[1:], [True]])) if len(node) else np.zeros(0, dtype=np.int64)
    last = {}
    for i in last_at.tolist():
        last.setdefault((int(col[i]), int(num[i])), []).append(int(node[i]))
    return (np.concatenate([key, np.where(blocked, nF[pv] if n else node[nxt - 1], node[nxt - 1])]),
            np.concatenate([node[first], node[nxt]])), last


def _order_edges(r, meta, stream, nE, nQ, nF, p2p, nccl):
    """E → Q; the previous record on the same NCCL stream or gloo process group in the step, when it had ended
    by this one's ready time: F → Q."""
    lane = np.where(nccl, (stream[r.ci, r.cj] if stream is not None else -1) + (1 << 40), _pg_codes(meta)[r.ci])
    o = np.flatnonzero(nccl | ~p2p)
    o = o[np.lexsort((r.e[o], lane[o], r.cj[o]))]
    same = (r.cj[o][1:] == r.cj[o][:-1]) & (lane[o][1:] == lane[o][:-1])
    prev, this = o[:-1][same], o[1:][same]
    ok = (r.f[prev] <= r.q[this] + EPS_US) & (r.step[prev] == r.step[this])
    return np.concatenate([nE, nF[prev[ok]]]), np.concatenate([nQ, nQ[this[ok]]])


def _join_edges(r, meta, order, join_of, qmax, nQ, nF, p2p):
    """Members' Q → J; J → F for synchronizing collectives, receives and members that ended after the last
    member was ready; F_recv → F_send for a send that completed when its receive did; Q → F otherwise."""
    C = len(meta)
    has = join_of[r.ci] >= 0
    sync = np.array([m["op"] in SYNCHRONIZING for m in meta], dtype=bool)[r.ci]
    dst_col = np.array([order.index(m["dst"]) if m["p2p"] and m["dst"] in order else -2 for m in meta],
                       dtype=np.int64)
    receives = p2p & (dst_col[r.ci] == r.cj)
    recv_of = np.full(C, -1, dtype=np.int64)
    recv_of[r.ci[receives]] = np.flatnonzero(receives)
    sends = p2p & ~receives & (recv_of[r.ci] >= 0)
    # within 5 % of the send's own duration: the clocks of two hosts agree only that well
    taken = sends & (r.f >= r.f[np.maximum(recv_of[r.ci], 0)] - np.maximum(EPS_US, SEND_SLACK * (r.f - r.q)))
    waited = has & ~taken & np.where(sync | receives, True, r.f >= qmax[r.ci] - EPS_US)
    alone = ~waited & ~taken
    return (np.concatenate([nQ[has], nF[recv_of[r.ci[taken]]], join_of[r.ci[waited]], nQ[alone]]),
            np.concatenate([join_of[r.ci[has]], nF[taken], nF[waited], nF[alone]]))


def _step_edges(r, nF, t, s_node, t_node, pairs, nums, last):
    """T after the step's last node of each launching thread (``last``) and every F that ended by the step's end
    (S → T in a step without either), pair by pair in ``pairs`` order; and each step's gap from the rank's
    previous step end."""
    lo_num = min(nums) if nums else 0
    span = (max(nums) - lo_num + 1) if nums else 1
    pcode = np.array([j * span + (num - lo_num) for j, num in pairs], dtype=np.int64)
    tn = np.array([t_node[p] for p in pairs], dtype=np.int64)
    sn = np.array([s_node[p] for p in pairs], dtype=np.int64)
    rp = np.searchsorted(pcode, r.cj.astype(np.int64) * span + (r.step - lo_num))
    has = np.array([p in last for p in pairs], dtype=bool)  # a record's enqueue is on its thread's chain
    done = np.flatnonzero(r.f <= t[tn[rp]] + EPS_US) if len(rp) else np.zeros(0, dtype=np.int64)
    lp = [(i, k, v) for i, p in enumerate(pairs) if p in last for k, v in enumerate(last[p])]
    l_pair = np.array([x[0] for x in lp], dtype=np.int64)
    none = np.flatnonzero(~has)
    pidx = np.concatenate([l_pair, rp[done], none])
    sub = np.concatenate([np.zeros(len(lp), dtype=np.int64), np.ones(len(done), dtype=np.int64),
                          np.zeros(len(none), dtype=np.int64)])
    seq = np.concatenate([np.array([x[1] for x in lp], dtype=np.int64), done, np.zeros(len(none), dtype=np.int64)])
    src = np.concatenate([np.array([x[2] for x in lp], dtype=np.int64), nF[done], sn[none]])
    o = np.lexsort((seq, sub, pidx))
    return (src[o], tn[pidx[o]]), _step_gaps(pairs, sn, t, t_node, nums)


def _step_gaps(pairs, sn, t, t_node, nums) -> dict:
    """``{(column, step): µs from the rank's end of the previous step to the start of this one}``."""
    step_of = {num: i for i, num in enumerate(nums)}
    gap = {}
    for (j, num), s_ in zip(pairs, sn.tolist()):
        i = step_of[num]
        if i and (j, nums[i - 1]) in t_node:
            gap[(j, num)] = max(0.0, float(t[s_] - t[t_node[(j, nums[i - 1])]]))
    return gap


def _places(r, meta, order):
    """``(per record: its kind of collective and the occurrence of that kind in its rank's step, as one code
    (kind × PLACE_SPAN + occurrence); the kinds by code)``."""
    word, names = _words(meta, order, r.ci, r.cj)
    n = len(word)
    ow = np.lexsort((r.slot, word, r.step, r.cj))
    first = np.ones(n, dtype=bool)
    first[1:] = ~((r.cj[ow][1:] == r.cj[ow][:-1]) & (r.step[ow][1:] == r.step[ow][:-1]) & (word[ow][1:] == word[ow][:-1]))
    occ = np.empty(n, dtype=np.int64)
    occ[ow] = np.arange(n) - np.maximum.accumulate(np.where(first, np.arange(n), 0))
    return word * PLACE_SPAN + np.minimum(occ, PLACE_SPAN - 1), names


def _join_steps_differ(r, C) -> np.ndarray:
    """Per collective: whether its records fall in different steps of their ranks (a join across steps)."""
    lo = np.full(C, np.iinfo(np.int64).max)
    hi = np.full(C, np.iinfo(np.int64).min)
    np.minimum.at(lo, r.ci, r.step)
    np.maximum.at(hi, r.ci, r.step)
    return (lo != hi) & (hi > np.iinfo(np.int64).min)


def _words(meta, order, ci, cj):
    """``(per record a code for its kind of collective, the kinds by code)``: a kind is (op, or send/recv for
    point-to-point, and the group's size)."""
    codes = {}
    col = {r: j for j, r in enumerate(order)}
    plain = np.empty(len(meta), dtype=np.int64)
    send = np.empty(len(meta), dtype=np.int64)
    recv = np.empty(len(meta), dtype=np.int64)
    src = np.full(len(meta), -1, dtype=np.int64)
    for c, m in enumerate(meta):
        size = len(m["group_ranks"]) if m["group_ranks"] else 0
        plain[c] = codes.setdefault((m["op"], size), len(codes))
        send[c] = codes.setdefault(("send", size), len(codes))
        recv[c] = codes.setdefault(("recv", size), len(codes))
        if m["p2p"]:
            src[c] = col.get(m["src"], -2)
    p2p = src[ci] != -1
    return np.where(p2p, np.where(src[ci] == cj, send[ci], recv[ci]), plain[ci]), list(codes)


def _pg_codes(meta) -> np.ndarray:
    codes = {}
    return np.array([codes.setdefault(m["pg"], len(codes)) for m in meta], dtype=np.int64)


def _acyclic(src, dst, t, kind, rank, step, s_node):
    """``(src, dst, levels)``: the edges sorted by destination and their topological levels. Should they close a
    cycle, the edges that go back in measured time are left out, and a node left without a predecessor follows
    its step's start."""
    N = len(kind)
    o = np.argsort(dst, kind="stable")
    src, dst = src[o], dst[o]
    try:
        return src, dst, _levels(N, src, dst)
    except ValueError:
        pass
    forward = t[src] <= t[dst] + EPS_US
    src, dst = src[forward], dst[forward]
    orphan = np.flatnonzero((np.bincount(dst, minlength=N) == 0) & (kind != S))
    anchor = np.array([s_node[(int(rank[v]), int(step[v]))] if kind[v] != J else -1 for v in orphan.tolist()],
                      dtype=np.int64)
    src, dst = np.concatenate([src, anchor[anchor >= 0]]), np.concatenate([dst, orphan[anchor >= 0]])
    o = np.argsort(dst, kind="stable")
    return src[o], dst[o], _levels(N, src[o], dst[o])


def _levels(N, src, dst) -> list:
    """Topological levels (Kahn's algorithm, one frontier at a time), each with the in-edges of its nodes
    grouped by node for ``np.maximum.reduceat``. Every node of a level after the first has a predecessor."""
    indeg = np.bincount(dst, minlength=N)
    by_src = np.argsort(src, kind="stable")
    out_ptr = np.concatenate([[0], np.cumsum(np.bincount(src, minlength=N))])
    in_ptr = np.concatenate([[0], np.cumsum(np.bincount(dst, minlength=N))])
    frontier = np.flatnonzero(indeg == 0)
    levels = []
    seen = 0
    while len(frontier):
        seen += len(frontier)
        if levels:
            cnt = in_ptr[frontier + 1] - in_ptr[frontier]
            idx = ranges(in_ptr[frontier], cnt)
            levels.append((frontier, src[idx], np.concatenate([[0], np.cumsum(cnt)[:-1]])))
        else:
            levels.append((frontier, None, None))
        cnt = out_ptr[frontier + 1] - out_ptr[frontier]
        succ = dst[by_src[ranges(out_ptr[frontier], cnt)]]
        if not len(succ):
            break
        hit, times = np.unique(succ, return_counts=True)
        indeg[hit] -= times
        frontier = hit[indeg[hit] == 0]
    if seen != N:
        raise ValueError(f"the happens-before graph has a cycle ({N - seen} nodes unreachable)")
    return levels
