"""The divergence rows: each costly node read against its peers (its role peers in the step, else its rank's
own other steps), its cause named from the events of its stretch (``walkback.walk``), or named like the walked
row of the same pattern; and the window each divergence shows where it surfaced."""
import collections
import dataclasses

import numpy as np

from ..numeric import median
from . import graph, walkback, whatif
from .graph import Graph
from .lanes import Lanes


def _record_ends(g) -> dict:
    """``{(column, step, slot): F node}``: the end node of each record."""
    f = np.flatnonzero(g.kind == graph.F)
    return dict(zip(zip(g.rank[f].tolist(), g.step[f].tolist(), g.slot[f].tolist()), f.tolist()))


UNEVEN_SHARE = 1.2  # an all-to-all share this far above the peers' median is workload evidence


def _all_to_all_share(g, v, j: int, lanes) -> dict | None:
    """The largest all-to-all of the rank's step before node ``v`` whose size on this rank stands apart from the
    other members' (``UNEVEN_SHARE`` x their median or more): ``{collective, bytes, peer_median_bytes, ratio}``,
    the seed's "1.8x the median expert tokens"."""
    num, slot = int(g.step[v]), int(g.slot[v])
    before = np.flatnonzero((g.kind == graph.E) & (g.rank == j) & (g.step == num) & ((g.slot <= slot) | (slot < 0)))
    best = None
    for u in before.tolist():
        c = int(g.coll[u])
        if lanes.meta[c].op != "alltoall":
            continue
        sizes = lanes.records.nbytes[c]
        me, peers = int(sizes[j]), sizes[np.arange(len(sizes)) != j]
        peers = peers[peers > 0].tolist()
        if me <= 0 or not peers:
            continue
        peer = median(peers)
        if peer > 0 and me >= UNEVEN_SHARE * peer and (best is None or me > best["bytes"]):
            best = {"collective": lanes.meta[c].id, "bytes": me, "peer_median_bytes": round(peer),
                    "ratio": round(me / peer, 2)}
    return best


SELF_STEPS = 6  # a rank alone in its role is compared with this many of its own other steps


class Peers:
    """What each node is compared with: the same node (kind, place) of its role peers in the step, else the
    rank's own same node in other steps (nearest first, SELF_STEPS of them)."""

    def __init__(self, g, ex, role):
        self.g, self.ex = g, ex
        n = ex.nodes
        self.step_key = self._sorted(role[g.rank[n]], g.step[n], g.place[n], g.kind[n])
        self.rank_key = self._sorted(g.rank[n], g.place[n], g.kind[n])
        self.role = role

    def _sorted(self, *cols) -> tuple:
        """``(codes in sorted order, the nodes in that order, each node's code)`` of the columns' combinations."""
        code = whatif.codes(*cols)
        o = np.argsort(code, kind="stable")
        return code[o], self.ex.nodes[o], code

    @staticmethod
    def _same(key: tuple, p: int) -> np.ndarray:
        sorted_codes, nodes, code = key
        lo, hi = np.searchsorted(sorted_codes, code[p]), np.searchsorted(sorted_codes, code[p], side="right")
        return nodes[lo:hi]

    def count(self, p: int) -> int:
        """``len(self.of(p))``, without listing them where they are the role peers in the step."""
        return int(self.ex.peers[p]) if self.ex.peers[p] >= 1 else len(self.of(p))

    def of(self, p: int) -> np.ndarray:
        g, v = self.g, int(self.ex.nodes[p])
        num = int(g.step[v])
        if self.ex.peers[p] >= 1:
            same = self._same(self.step_key, p)
            return same[same != v]
        near = self._same(self.rank_key, p)
        near = near[near != v]
        return near[np.argsort(np.abs(g.step[near] - num), kind="stable")[:SELF_STEPS]]


WALKS_PER_PATTERN = 12  # divergences of one rank at one place of its program whose events are read


def _to_walk(g, ex, rows) -> list:
    """Per row, ``(pattern, walked)``: a pattern (rank, place, kind) repeats over hundreds of steps and says the
    same thing every time, so the events of at most WALKS_PER_PATTERN of its rows, evenly spread, are read; the
    others are named like the walked row before them."""
    pats = [(int(g.rank[ex.nodes[p]]), int(g.place[ex.nodes[p]]), int(g.kind[ex.nodes[p]])) for p, _ in rows]
    where = collections.defaultdict(list)
    for i, pt in enumerate(pats):
        where[pt].append(i)
    chosen = set()
    for idx in where.values():
        pick = np.linspace(0, len(idx) - 1, min(len(idx), WALKS_PER_PATTERN)).round().astype(int)
        chosen |= {idx[k] for k in pick.tolist()}
    return [(pt, i in chosen) for i, pt in enumerate(pats)]


@dataclasses.dataclass
class Span:
    """What reading a divergence takes: the graph, the excess of its nodes, its replay (node times, binding
    predecessors, step times), the peers, the lanes, the collectives' meta, the record ends."""

    g: Graph
    ex: whatif.Excess
    replay: whatif.Replay
    peers: Peers
    lanes: Lanes
    meta: list
    ends: dict  # (column, step, slot) -> F node (``_record_ends``)

    @classmethod
    def of(cls, g: Graph, ex: whatif.Excess, replay: whatif.Replay, role: np.ndarray, lanes: Lanes,
           meta: list) -> "Span":
        """What reading the span's divergences takes, its peers found by ``role`` (each column's role)."""
        return cls(g, ex, replay, Peers(g, ex, role), lanes, meta, _record_ends(g))


def found(sp: Span, rows: list) -> list:
    """``[(node, divergence, window)]`` of each row of ``costs.costs``, a row whose events are not walked (``_to_walk``)
    named like the walked row of its pattern before it."""
    named: dict[tuple, dict] = {}  # pattern -> the walked divergence its other rows are named like
    out = []
    for (p, cost), pattern in zip(rows, _to_walk(sp.g, sp.ex, rows)):
        like = named.get(pattern[0]) if not pattern[1] else None
        d, window = _divergence(sp, p, cost, like)
        if pattern[1]:
            named[pattern[0]] = d
        out.append((int(sp.ex.nodes[p]), d, window))
    return out


def windows(found: list) -> dict:
    """``{collective: window}``: the window of the first divergence that surfaced at each collective."""
    out = {}
    for _, d, window in found:
        if window and d["collective"] and d["collective"] not in out:
            out[d["collective"]] = window
    return out


def surfaced(divergences: list, windows: dict) -> dict:
    """``{step: collective}``: where each step's costliest divergence with a window surfaced."""
    return {d["step"]: d["collective"] for d in sorted(divergences, key=lambda d: d["cost_us"])
            if d["collective"] in windows}


def _divergence(sp: Span, p, cost, like=None):
    """One divergence row, its cause read from the events of the stretch against the same stretch on its peers
    (or, with ``like``, named as that walked row of the same pattern)."""
    g, ex = sp.g, sp.ex
    v = int(ex.nodes[p])
    num, c = int(g.step[v]), int(g.coll[v])
    r = int(sp.lanes.order[int(g.rank[v])])
    peers = sp.peers.of(p) if like is None else None  # a row named like another reads no events of its peers
    excess = float(g.d[v] - ex.expected[p])
    ev = _compared(sp, p, v, sp.peers.count(p) if peers is None else len(peers))
    kind, op, window = _cause(sp, p, v, r, peers, ev, like)
    ev["lag_total_us"] = round(excess, 3)
    moved = _all_to_all_share(g, v, int(g.rank[v]), sp.lanes) if sp.lanes.alltoall else None
    if moved:
        ev["all_to_all"] = moved
    step_time = sp.replay.steps.get(num)
    return ({"collective": sp.meta[c].id if c >= 0 else None, "step": num, "rank": r, "kind": kind, "op": op,
             "lag_us": round(excess, 3), "dur_us": round(float(g.d[v]), 3),
             "peer_median_us": round(float(ex.expected[p]), 3), "noise_us": round(float(ex.noise[p]), 3),
             "evidence": ev, "next_measurement": walkback.next_measurement(kind, r, num, ev),
             "cost_us": round(cost, 3),
             "cost_pct_of_step": round(100.0 * cost / step_time, 2) if step_time else None,
             "step_time_without_us": round(step_time - cost, 3) if step_time else None, "source": None}, window)


def _compared(sp: Span, p, v: int, n_peers: int) -> dict:
    """The head of a divergence's evidence: what it is compared with, how many, where it is read (the device
    for a producer or a NCCL ready node, else the host), the node's kind."""
    k, c = sp.g.kind[v], int(sp.g.coll[v])
    return {"compared_with": "role peers" if sp.ex.peers[p] >= 1 else "its own other steps", "peers": n_peers,
            "mode": "device" if k in graph.DEVICE_STRETCH or (k == graph.Q and sp.meta[c].backend == "nccl") else "host",
            "node": graph.KIND_NAMES[k]}


def _cause(sp: Span, p, v: int, r: int, peers, ev: dict, like) -> tuple:
    """``(kind, op, window)`` of a divergence, its evidence added to ``ev``: named as ``like``; else read from
    the events of its stretch (enqueue, step end, launches and device nodes); else from its node's kind."""
    if like is not None:
        ev.update({key: like["evidence"][key] for key in ("shapes", "peer_shapes", "shaped_op", "kernel")
                   if key in like["evidence"]})
        ev["named_as_in_step"] = like["step"]
        return like["kind"], like["op"], None
    if sp.g.kind[v] in (graph.E, graph.T, graph.LQ, graph.LP, graph.LW, graph.H) or ev["mode"] == "device":
        res, src, keys = _walk(sp, v, peers, ev["mode"], float(sp.g.d[v] - sp.ex.expected[p]))
        if res is not None:
            return _read_walk(sp, p, r, res, src, keys, ev)
    return _unwalked(sp, v, ev) + (None,)


def _walk(sp: Span, v: int, peers, mode: str, lag: float) -> tuple:
    """``(walkback.walk's result or None, the lanes walked, the (column, step) keys of node v and its peers)``; a
    cause is named when it explains half of ``lag``, the node's excess."""
    g, lanes = sp.g, sp.lanes
    j, num, k = int(g.rank[v]), int(g.step[v]), g.kind[v]
    src = dict.fromkeys(graph.DEVICE_STRETCH, lanes.compute_dev).get(k, lanes.device if mode == "device" else lanes.host)
    keys = [(j, num)] + [(int(g.rank[u]), int(g.step[u])) for u in peers]
    nodes = [v] + peers.tolist()
    view = {kk: src[lanes.order[kk[0]]] for kk in keys if lanes.order[kk[0]] in src}
    anchors = _anchors(sp, k, mode, keys, nodes)
    readies = {kk: float(sp.replay.times[u]) for kk, u in zip(keys, nodes)}
    res = walkback.walk(view, (j, num), anchors, readies, lag) if (j, num) in view else None
    return res, src, keys


def _anchors(sp: Span, k, mode: str, keys, nodes) -> dict:
    """Where each walked stretch starts (replayed µs): a NCCL ready node's stream ran the stretch's kernels since
    the rank's previous collective, a producer's since its previous producer (or the step's start); otherwise
    the stretch starts at the node's binding predecessor."""
    times, bind = sp.replay.times, sp.replay.bind
    if k == graph.Q and mode == "device":
        return {kk: float(times[_previous_end(sp.g, u, sp.ends)]) for kk, u in zip(keys, nodes)}
    if k in graph.DEVICE_STRETCH:
        return {kk: float(times[sp.g.previous_on_stream(u)]) for kk, u in zip(keys, nodes)}
    return {kk: float(times[bind[u]]) for kk, u in zip(keys, nodes) if bind[u] >= 0}


def _read_walk(sp: Span, p, r: int, res: dict, src, keys, ev: dict) -> tuple:
    """``(kind, op, window)`` of a walked divergence, the walk's evidence (and the event it names) added to ``ev``."""
    ev.update(res["evidence"])
    window = None
    shown = res.get("window")
    if shown:
        own = sp.ex.peers[p] < 1
        wanted = set(keys)
        label = {kk: _label(kk, sp.lanes.order, own) for kk in shown if kk in wanted}
        window = {"ranks": {label[kk]: shown[kk] for kk in label},
                  "ready_us": {label[kk]: res["window_ready"][kk] for kk in label},
                  "anchor_us": res["window_anchor"], "divergence": res.get("window_divergence"), "critical_rank": r}
    e = res.get("_event")
    if e is not None:  # an index into the lane walked
        ev["event_us"] = [round(float(src[r].start[e]), 3), round(float(src[r].end[e]), 3)]
    return res["kind"], res["op"], window


def _unwalked(sp: Span, v: int, ev: dict) -> tuple:
    """``(kind, op)`` of a divergence without events to read: a transfer for an end node, a late runloop for a
    gloo ready node, else unknown."""
    k, c = sp.g.kind[v], int(sp.g.coll[v])
    if k == graph.F:
        ev["tail_us"] = round(float(sp.g.d[v]), 3)
        return "transfer", sp.meta[c].op
    if k == graph.Q and ev["mode"] == "host":
        ev["note"] = "the collective's runloop took it up late"
        return "collective", sp.meta[c].op
    return "unknown", ""  # no events of the rank to read the stretch from


def _previous_end(g, v, ends: dict) -> int:
    """The end node of the record before ``v``'s on its rank in the step (``ends``: (column, step, slot) -> end
    node), else the step's start node."""
    j, num, slot = int(g.rank[v]), int(g.step[v]), int(g.slot[v])
    return ends.get((j, num, slot - 1), g.s_node[(j, num)])


def _label(key, order, own_steps: bool) -> str:
    j, num = key
    return f"{order[j]} (step {num})" if own_steps else str(order[j])
