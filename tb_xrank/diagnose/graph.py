"""The cross-rank happens-before graph of a span, and its replay.

Nodes, per collective record k (collective c on rank r): ``E`` its enqueue on the
rank's launching thread, ``Q`` its ready time (the runloop or stream took it up),
``F`` its end; per collective with two or more records, ``J`` (the join: the last
member ready); per rank and step, ``S`` and ``T`` (the step's start and end).

Edges (``u → v``: v cannot happen before u):

- program order on the launching thread: S → E of the step's first record; the
  next record's E after the previous record's F when the thread was blocked in it
  (it enqueued the next one after that end), else after the previous E; T after
  the last E and after every F that ended by the step's end;
- runloop / stream order: E → Q, and the previous record on the same NCCL stream,
  or of the same gloo process group (one runloop), when it had ended by then: F → Q
  (an asynchronous gloo op's recorded end is its wait, which may come later; gloo's
  point-to-point records are left out: it runs them on the caller's thread and
  several may be outstanding); within a step: a step's graph starts at its starts,
  so that what-if inside one step changes no other;
- joins: every member's Q → J; J → F on every member of a synchronizing collective
  (all-reduce, all-gather, reduce-scatter, all-to-all, barrier) and on the
  receiving end of a point-to-point pair; the sending end completes after the
  receive did when it ended later (F_recv → F_send: it waited for the receiver to
  take the data; within 5 % of the send's duration, for the clocks of two hosts),
  else after its own ready time (Q → F: handed off); for rooted
  collectives (broadcast, reduce, gather, scatter) J → F on the members that ended
  after the last one was ready, Q → F on the others.

The joins of synchronizing collectives and of receives are structural: a measured
end before the last member was ready contradicts them and is kept as a
contradiction. Whether the thread was blocked in a record, and whether a group's
previous op had ended, are read from the trace. Should the edges still close a
cycle (ranks that record two collectives in opposite orders), the edges that go
back in measured time are left out.
Each node's own duration ``d(v) = t(v) − max t(preds)`` is measured; replay
recomputes ``t(v) = max over preds of t(u) + d(v)`` from the step starts. A measured
time earlier than a predecessor's is a contradiction of the graph: its duration is
0 and the difference is kept (``clamped``); replay then ends later than measured,
which is what ``replay_error_pct`` shows.
"""
import dataclasses

import numpy as np

from ..collectives import SYNCHRONIZING

S, E, Q, J, F, T = range(6)  # node kinds
KIND_NAMES = ("step start", "enqueue", "ready", "join", "end", "step end")
EPS_US = 0.05
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
    clamped: np.ndarray  # µs of measured contradiction per node
    src: np.ndarray  # edges, sorted by dst
    dst: np.ndarray
    levels: list  # topological levels: [(nodes, edge starts into them)]
    s_node: dict  # (column, step) -> S node
    t_node: dict  # (column, step) -> T node
    steps: list  # step numbers in order
    gap: dict  # (column, step) -> µs from the rank's end of the previous step to the start of this one

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

    def pair_nodes(self):
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


def build(enq, ready, end, meta, steps_us, order, stream=None) -> Graph:
    """The graph of a span. ``enq``/``ready``/``end``: collectives × ranks (µs, analysis frame, NaN absent);
    ``steps_us``: ``{step: {rank: (start, end)}}``; ``order``: the ranks of the columns."""
    nums = sorted(steps_us)
    C, R = ready.shape
    present = ~np.isnan(ready) & ~np.isnan(end)
    ci, cj = np.nonzero(present)
    e = np.where(np.isnan(enq[ci, cj]), ready[ci, cj], np.fmin(enq[ci, cj], ready[ci, cj]))
    q, f = ready[ci, cj], np.fmax(end[ci, cj], ready[ci, cj])
    # each record's step on its own rank: the step whose interval holds its enqueue
    rec_step = np.full(len(ci), -1, dtype=np.int64)
    for j in range(R):
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
    ci, cj, e, q, f, rec_step = ci[keep], cj[keep], e[keep], q[keep], f[keep], rec_step[keep]
    o = np.lexsort((q, e, rec_step, cj))  # program order per rank
    ci, cj, e, q, f, rec_step = ci[o], cj[o], e[o], q[o], f[o], rec_step[o]
    n = len(ci)
    first = np.ones(n, dtype=bool)
    first[1:] = (cj[1:] != cj[:-1]) | (rec_step[1:] != rec_step[:-1])
    slot = np.arange(n) - np.maximum.accumulate(np.where(first, np.arange(n), 0))

    # node numbering: records' E, Q, F; then joins; then S, T per (rank, step)
    nE, nQ, nF = np.arange(n), n + np.arange(n), 2 * n + np.arange(n)
    multi = np.bincount(ci, minlength=C) >= 2
    join_of = np.full(C, -1, dtype=np.int64)
    jrows = np.flatnonzero(multi)
    join_of[jrows] = 3 * n + np.arange(len(jrows))
    base = 3 * n + len(jrows)
    pairs = sorted({(int(j), int(num)) for j in range(R) for num in nums if order[j] in steps_us[num]})
    s_node = {p: base + 2 * i for i, p in enumerate(pairs)}
    t_node = {p: base + 2 * i + 1 for i, p in enumerate(pairs)}
    N = base + 2 * len(pairs)

    kind = np.empty(N, dtype=np.int8)
    rank = np.full(N, -1, dtype=np.int64)
    step = np.full(N, -1, dtype=np.int64)
    coll = np.full(N, -1, dtype=np.int64)
    slot_of = np.full(N, -1, dtype=np.int64)
    t = np.zeros(N)
    for nodes, k, times in ((nE, E, e), (nQ, Q, q), (nF, F, f)):
        kind[nodes], rank[nodes], step[nodes], coll[nodes], slot_of[nodes], t[nodes] = k, cj, rec_step, ci, slot, times
    kind[3 * n:base] = J
    coll[3 * n:base] = jrows
    qmax = np.full(C, -np.inf)
    np.maximum.at(qmax, ci, q)
    t[3 * n:base] = qmax[jrows]
    jstep = np.full(C, -1, dtype=np.int64)
    jstep[ci[::-1]] = rec_step[::-1]
    step[3 * n:base] = jstep[jrows]
    for (j, num) in pairs:
        s, en = steps_us[num][order[j]]
        for node, k, tm in ((s_node[(j, num)], S, s), (t_node[(j, num)], T, en)):
            kind[node], rank[node], step[node], t[node] = k, j, num, tm

    src, dst = [], []

    def add(a, b):
        src.append(np.asarray(a, dtype=np.int64))
        dst.append(np.asarray(b, dtype=np.int64))
    # program order on the launching thread
    key = [s_node[(int(j), int(s))] for j, s in zip(cj[first].tolist(), rec_step[first].tolist())]
    add(key, nE[first])
    nxt = np.flatnonzero(~first)
    blocked = f[nxt - 1] <= e[nxt] + EPS_US
    add(np.where(blocked, nF[nxt - 1], nE[nxt - 1]), nE[nxt])
    # runloop / stream order: E → Q, previous record of the same group on the rank: F → Q
    add(nE, nQ)
    p2p = np.array([bool(m["p2p"]) for m in meta], dtype=bool)[ci]
    nccl = np.array([m["backend"] == "nccl" for m in meta], dtype=bool)[ci]
    lane = np.where(nccl, (stream[ci, cj] if stream is not None else -1) + (1 << 40), _pg_codes(meta)[ci])
    o2 = np.flatnonzero(nccl | ~p2p)
    o2 = o2[np.lexsort((e[o2], (ci_pg := lane)[o2], cj[o2]))]
    same = (cj[o2][1:] == cj[o2][:-1]) & (ci_pg[o2][1:] == ci_pg[o2][:-1])
    prev, this = o2[:-1][same], o2[1:][same]
    ok = (f[prev] <= q[this] + EPS_US) & (rec_step[prev] == rec_step[this])
    add(nF[prev[ok]], nQ[this[ok]])
    # joins
    has = join_of[ci] >= 0
    add(nQ[has], join_of[ci[has]])
    sync = np.array([m["op"] in SYNCHRONIZING for m in meta], dtype=bool)[ci]
    receives = p2p & (np.array([order.index(m["dst"]) if m["p2p"] and m["dst"] in order else -2
                                for m in meta], dtype=np.int64)[ci] == cj)
    # a send that completes after its receive did waited for the receiver to take the data: F_recv → F_send
    recv_of = np.full(C, -1, dtype=np.int64)
    recv_of[ci[receives]] = np.flatnonzero(receives)
    sends = p2p & ~receives & (recv_of[ci] >= 0)
    # (within 5 % of the send's own duration: the clocks of two hosts agree only that well)
    taken = sends & (f >= f[np.maximum(recv_of[ci], 0)] - np.maximum(EPS_US, SEND_SLACK * (f - q)))
    add(nF[recv_of[ci[taken]]], nF[taken])
    waited = has & ~taken & np.where(sync | receives, True, f >= qmax[ci] - EPS_US)
    add(join_of[ci[waited]], nF[waited])
    add(nQ[~waited & ~taken], nF[~waited & ~taken])
    # step end: after the last enqueue and every end by then; next step start after this step end
    last = np.ones(n, dtype=bool)
    last[:-1] = first[1:]
    gap = {}
    # records are in (rank, step) order: each pair's records are one run of them
    pair_key = cj.astype(np.int64) * (1 << 32) + (rec_step - (min(nums) if nums else 0))
    step_of = {num: i for i, num in enumerate(nums)}
    for (j, num) in pairs:
        tn = t_node[(j, num)]
        k = j * (1 << 32) + (num - (min(nums) if nums else 0))
        lo, hi = np.searchsorted(pair_key, k, side="left"), np.searchsorted(pair_key, k, side="right")
        if hi > lo:
            rows = np.arange(lo, hi)
            add([nE[hi - 1]], [tn])
            done = rows[f[lo:hi] <= t[tn] + EPS_US]
            add(nF[done], np.full(len(done), tn))
        else:
            add([s_node[(j, num)]], [tn])
        i = step_of[num]
        if i and (j, nums[i - 1]) in t_node:
            gap[(j, num)] = max(0.0, float(t[s_node[(j, num)]] - t[t_node[(j, nums[i - 1])]]))
    src, dst = np.concatenate(src), np.concatenate(dst)
    o3 = np.argsort(dst, kind="stable")
    src, dst = src[o3], dst[o3]
    try:
        levels = _levels(N, src, dst)
    except ValueError:
        forward = t[src] <= t[dst] + EPS_US
        src, dst = src[forward], dst[forward]
        levels = _levels(N, src, dst)

    pred_max = np.full(N, -np.inf)
    np.maximum.at(pred_max, dst, t[src])
    has_pred = np.isfinite(pred_max)
    d = np.where(has_pred, t - pred_max, t)
    clamped = np.where(d < 0, -d, 0.0)
    d = np.maximum(d, 0.0)
    d[kind == J] = 0.0
    place = np.full(N, -1, dtype=np.int64)
    word = _words(meta, order, ci, cj)
    first_w = np.ones(n, dtype=bool)
    ow = np.lexsort((slot, word, rec_step, cj))
    same_w = (cj[ow][1:] == cj[ow][:-1]) & (rec_step[ow][1:] == rec_step[ow][:-1]) & (word[ow][1:] == word[ow][:-1])
    first_w[1:] = ~same_w
    occ = np.empty(n, dtype=np.int64)
    occ[ow] = np.arange(n) - np.maximum.accumulate(np.where(first_w, np.arange(n), 0))
    for nodes in (nE, nQ, nF):
        place[nodes] = word * 4096 + np.minimum(occ, 4095)
    return Graph(kind, rank, step, coll, slot_of, place, t, d, clamped, src, dst, levels, s_node, t_node, nums, gap)


def _words(meta, order, ci, cj) -> np.ndarray:
    """Per record, a code for its kind of collective: (op, or send/recv, and the group's size)."""
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
    return np.where(p2p, np.where(src[ci] == cj, send[ci], recv[ci]), plain[ci])


def _pg_codes(meta) -> np.ndarray:
    codes = {}
    return np.array([codes.setdefault(m["pg"], len(codes)) for m in meta], dtype=np.int64)


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
            idx = _ranges(in_ptr[frontier], cnt)
            levels.append((frontier, src[idx], np.concatenate([[0], np.cumsum(cnt)[:-1]])))
        else:
            levels.append((frontier, None, None))
        cnt = out_ptr[frontier + 1] - out_ptr[frontier]
        succ = dst[by_src[_ranges(out_ptr[frontier], cnt)]]
        if not len(succ):
            break
        np.subtract.at(indeg, succ, 1)
        frontier = np.unique(succ[indeg[succ] == 0])
    if seen != N:
        raise ValueError(f"the happens-before graph has a cycle ({N - seen} nodes unreachable)")
    return levels


def _ranges(starts, counts) -> np.ndarray:
    """Concatenated ``range(s, s + c)`` for each pair."""
    total = int(counts.sum())
    if not total:
        return np.zeros(0, dtype=np.int64)
    off = np.repeat(starts - np.concatenate([[0], np.cumsum(counts)[:-1]]), counts)
    return np.arange(total) + off
