"""Building a span's happens-before graph (see ``graph``) from its aligned collectives: the nodes' columns,
their own durations and the waiting edges carry into them, their places in their rank's step."""
import typing

import numpy as np

from ..align.frame import Timeline
from .graph import DEVICE_STRETCH, E, F, H, J, LP, LQ, LW, P, PLACE_SPAN, Q, R, S, T, W, Graph
from .graph_edges import acyclic, edges
from .graph_nodes import Nodes, Numbers, Records, numbers, records

if typing.TYPE_CHECKING:
    from .links import Idle, Links


def build(tl: Timeline, links: "Links | None" = None) -> Graph:
    """The graph of a span from its timeline ``tl``: its enqueue, ready and end times (collectives × ranks, µs,
    analysis frame, NaN absent), its steps ``{step: {rank: (start, end)}}``, the ranks of its columns and each
    record's stream (NCCL) or runloop thread (gloo); ``links``: NCCL records' launches and producers
    (``links.Links``)."""
    nums = sorted(tl.steps)
    C = tl.ready.shape[0]
    r = records(tl.enqueue, tl.ready, tl.end, tl.steps, tl.order, nums)
    nb = numbers(r, tl.ready.shape, tl.steps, tl.order, nums, links)
    qmax = np.full(C, -np.inf)
    np.maximum.at(qmax, r.ci, r.q)
    nodes = _columns(r, nb, qmax, tl.steps, tl.order)
    src, dst, gap = edges(r, tl, nb, qmax, nodes.t)
    src, dst, levels = acyclic(src, dst, nodes, nb.s_node)
    t, kind = nodes.t, nodes.kind
    d, unexplained = _durations(t, kind, src, dst, _stream_lanes(r, nb, tl.stream), nb.dv.idle)
    place, words = _place_column(r, tl.meta, tl.order, nb)
    coupled = bool(len(nb.jrows)) and bool(np.any(_join_steps_differ(r, C)))
    return Graph(kind, nodes.rank, nodes.step, nodes.coll, nodes.slot, place, t, d, src, dst, levels, nb.s_node,
                 nb.t_node, nums, gap, coupled, words, unexplained, _waited(kind, t, src, dst, nb, r))


def _stream_lanes(r: Records, nb: Numbers, stream: np.ndarray) -> tuple | None:
    """``(nodes, columns, streams)`` of the device nodes whose own duration is measured on a stream: P, W, R and
    the ready (kernel start) of each NCCL record whose kernel was linked."""
    if nb.dv.idle is None:
        return None
    nodes, col, _, st, _ = nb.dv.stream_nodes(r)
    q = nb.dv.lq_pos
    qs = stream[r.ci[q], r.cj[q]]
    return np.concatenate([nodes, nb.nQ[q]]), np.concatenate([col, r.cj[q]]), np.concatenate([st, qs])


def _columns(r: Records, nb: Numbers, qmax: np.ndarray, steps_us, order) -> Nodes:
    """Every node's columns; a join's time is its last member's ready time, its step that of its first
    record."""
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
    return Nodes(kind, rank, step, coll, slot_of, t)


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


def _waited(g_kind, t, src, dst, nb: "Numbers", r: "Records") -> np.ndarray:
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


def _place_column(r: Records, meta, order, nb: Numbers) -> tuple:
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
    codes: dict[tuple, int] = {}
    col = {r: j for j, r in enumerate(order)}
    plain = np.empty(len(meta), dtype=np.int64)
    send = np.empty(len(meta), dtype=np.int64)
    recv = np.empty(len(meta), dtype=np.int64)
    src = np.full(len(meta), -1, dtype=np.int64)
    for c, m in enumerate(meta):
        size = len(m.group_ranks) if m.group_ranks else 0
        plain[c] = codes.setdefault((m.op, size), len(codes))
        send[c] = codes.setdefault(("send", size), len(codes))
        recv[c] = codes.setdefault(("recv", size), len(codes))
        if m.p2p:
            src[c] = col.get(m.src, -2)
    p2p = src[ci] != -1
    return np.where(p2p, np.where(src[ci] == cj, send[ci], recv[ci]), plain[ci]), list(codes)
