"""The edges of a span's happens-before graph (see ``graph``): program order, runloop / stream order, joins,
the device nodes' edges and the step edges; and their topological levels, cycles broken."""
import numpy as np

from ..align.frame import Timeline
from ..ingest.collectives import SYNCHRONIZING
from ..numeric import ranges
from .graph import EPS_US, J, S
from .graph_nodes import DeviceNodes, Nodes, Numbers, Records

SEND_SLACK = 0.05


def edges(r: Records, tl: Timeline, nb: Numbers, qmax: np.ndarray, t: np.ndarray) -> tuple:
    """``(src, dst, gap)``: every edge (program, runloop / stream, join, device and step edges; cycles not yet
    broken) of the records ``r`` of the timeline ``tl``, and each (column, step)'s gap from the rank's previous
    step."""
    meta, order, stream, nums = tl.meta, tl.order, tl.stream, sorted(tl.steps)
    p2p = np.array([bool(m.p2p) for m in meta], dtype=bool)[r.ci]
    nccl = np.array([m.backend == "nccl" for m in meta], dtype=bool)[r.ci]
    program, last = _program_edges(r, nb.nE, nb.nF, nb.s_node, nccl, nb.dv)
    parts = [program, _order_edges(r, meta, stream, nb.nE, nb.nQ, nb.nF, p2p, nccl),
             _join_edges(r, meta, order, nb.join_of, qmax, nb.nQ, nb.nF, p2p),
             _device_edges(nb.dv, r, nb.nQ, nb.nF, t, nb.t_node), _released_in_exchange(nb.dv, r, stream, nb.join_of)]
    step_edges, gap = _step_edges(r, nb.nF, t, nb.s_node, nb.t_node, nb.pairs, nums, last)
    parts.append(step_edges)
    return np.concatenate([a for a, _ in parts]), np.concatenate([b for _, b in parts]), gap


def _device_edges(dv: DeviceNodes, r: Records, nQ: np.ndarray, nF: np.ndarray, t: np.ndarray,
                  t_node: dict[tuple[int, int], int]) -> tuple[np.ndarray, np.ndarray]:
    """The device nodes' edges: LQ → Q; LP → P; LW → W and each consumed record's F → W (one W per op that
    waited); R → H; stream order among P, W and R of a column's stream in a step; P → the Q of every record that
    waited on it; P, W, R → T when it ended by the step's end."""
    nodes, col, num, stream, tm = dv.stream_nodes(r)
    if not len(dv.lq) and not len(nodes):
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    o = np.lexsort((tm, stream, num, col))
    same = (col[o][1:] == col[o][:-1]) & (num[o][1:] == num[o][:-1]) & (stream[o][1:] == stream[o][:-1])
    waited = np.flatnonzero(dv.rec_p >= 0)
    tn = np.array([t_node[(a, b)] for a, b in zip(col.tolist(), num.tolist())], dtype=np.int64)
    done = t[nodes] <= t[tn] + EPS_US
    return (np.concatenate([dv.lq, dv.lp, dv.lw, nF[dv.f_pos], dv.rr, nodes[o][:-1][same],
                            dv.rec_p[waited], nodes[done]]),
            np.concatenate([nQ[dv.lq_pos], dv.p, dv.w, dv.f_w, dv.h, nodes[o][1:][same], nQ[waited],
                            tn[done]]))


def _released_in_exchange(dv: DeviceNodes, r: Records, stream: np.ndarray, join_of: np.ndarray) -> tuple:
    """J → R where a host wait's release is a kernel inside a record with a join, on the record's stream, between
    its ready and its end (a handshake of the exchange, as DeepEP's ``notify_dispatch``: it ends after every member
    arrived)."""
    none = (np.zeros(0, dtype=np.int64),) * 2
    has = np.flatnonzero(join_of[r.ci] >= 0)
    if not len(dv.rr) or not len(has):
        return none
    key = np.concatenate([r.cj[has].astype(np.int64) * (1 << 32) + stream[r.ci[has], r.cj[has]],
                          dv.s_col.astype(np.int64) * (1 << 32) + dv.r_stream])
    at = np.concatenate([r.q[has], dv.r_t + EPS_US])
    is_rec = np.concatenate([np.ones(len(has), dtype=bool), np.zeros(len(dv.rr), dtype=bool)])
    o = np.lexsort((~is_rec, at, key))  # per column and stream in time, a record before a release at its time
    last = np.maximum.accumulate(np.where(is_rec[o], np.arange(len(o)), -1))  # the latest record up to each
    q = np.flatnonzero(~is_rec[o])
    prev = last[q]
    ok = prev >= 0
    ok[ok] &= key[o][prev[ok]] == key[o][q[ok]]
    rec = has[o[prev[ok]]]
    rel = o[q[ok]] - len(has)
    inside = dv.r_t[rel] <= r.f[rec] + EPS_US
    return join_of[r.ci[rec[inside]]], dv.rr[rel[inside]]


def _program_edges(r, nE, nF, s_node, nccl, dv: DeviceNodes):
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
    last: dict[tuple[int, int], list[int]] = {}
    for i in last_at.tolist():
        last.setdefault((int(col[i]), int(num[i])), []).append(int(node[i]))
    return (np.concatenate([key, np.where(blocked, nF[pv] if n else node[nxt - 1], node[nxt - 1])]),
            np.concatenate([node[first], node[nxt]])), last


def _order_edges(r, meta, stream, nE, nQ, nF, p2p, nccl):
    """E → Q; the previous record on the same NCCL stream or gloo process group in the step, when it had ended
    by this one's ready time: F → Q."""
    lane = np.where(nccl, stream[r.ci, r.cj] + (1 << 40), _pg_codes(meta)[r.ci])
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
    sync = np.array([m.op in SYNCHRONIZING for m in meta], dtype=bool)[r.ci]
    dst_col = np.array([order.index(m.dst) if m.p2p and m.dst in order else -2 for m in meta],
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


def _pg_codes(meta) -> np.ndarray:
    codes: dict[str | None, int] = {}
    return np.array([codes.setdefault(m.pg, len(codes)) for m in meta], dtype=np.int64)


def acyclic(src: np.ndarray, dst: np.ndarray, nodes: Nodes, s_node: dict) -> tuple:
    """``(src, dst, levels)``: the edges sorted by destination and their topological levels. Should they close a
    cycle, the edges that go back in measured time (``nodes.t``) are left out, and a node left without a
    predecessor follows its step's start."""
    t, kind, rank, step = nodes.t, nodes.kind, nodes.rank, nodes.step
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
    levels: list[tuple[np.ndarray, np.ndarray | None, np.ndarray | None]] = []
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
