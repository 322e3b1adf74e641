"""Diagnosis: the happens-before graph of the span (graph), who runs the same program (roles), excess over
role peers and what-if by replay (whatif), each step's critical path and the waits a divergence caused (path),
the straggler verdict, missing evidence and exposed communication. Pure: rank tables and the aligned
collectives in, plain dicts out."""
import collections
import dataclasses
import functools
import typing

import numpy as np

from .. import numeric
from ..align.frame import Timeline
from ..ingest.kineto import CAT_ID, DEVICE_CATS, HOST_CATS, is_nccl_kernel
from ..ingest.tables import main_tid
from . import balance, costs, device as device_links, evidence, explain, graph, path, roles, stragglers, walkback, whatif
from ..numeric import median
from .lane import Lane

if typing.TYPE_CHECKING:
    from ..align.frame import Frame
    from ..align.identity import RankInfo



def _global(ranks, attr):
    """One table of strings for all ranks, and per rank the map from its local ids to the global ones."""
    table, gid, maps = [], {}, {}
    for r, ri in ranks.items():
        local = getattr(ri.table, attr)
        m = np.empty(len(local), dtype=np.int64)
        for i, s in enumerate(local):
            if s not in gid:
                gid[s] = len(table)
                table.append(s)
            m[i] = gid[s]
        maps[r] = m
    return table, gid, maps


def _lane(key, start, end, dims, names, dims_text, ops=None, block=None):
    if len(start) > 1 and (start[1:] < start[:-1]).any():  # events come sorted by start; added waits may not be
        o = np.argsort(start, kind="stable")
        key, start, end, dims = key[o], start[o], end[o], dims[o]
        ops, block = (None if x is None else x[o] for x in (ops, block))
    return Lane(key, start, end, dims, names, dims_text, ops, block)


def _global_dims(ranks) -> tuple:
    """``(dims texts, {rank: local dims id -> global})``, the empty text first."""
    dims_text, _, dmaps = _global(ranks, "dims")
    if not dims_text or dims_text[0] != "":
        dims_text.insert(0, "")
        dmaps = {r: m + 1 for r, m in dmaps.items()}
    return dims_text, dmaps


def _gloo_waits(collectives) -> dict:
    """``{rank: [(name, enqueue µs, end µs)]}``: the wait of each gloo collective on each member's host lane."""
    waits = collections.defaultdict(list)
    for c in collectives:
        if c["backend"] == "gloo":
            for r, v in c["ranks"].items():
                if v["enqueue_us"] is not None and v["end_us"] is not None:
                    waits[int(r)].append((f"wait:{c['id']}", v["enqueue_us"], v["end_us"]))
    return waits


@dataclasses.dataclass
class _RankEvents:
    """One rank's events on the span's global string tables (only the rows asked for are mapped) and on the
    analysis clock."""

    rank: int
    ev: dict
    gmap: np.ndarray  # local name id -> global
    dmap: np.ndarray  # local dims id -> global
    frame: object

    def names(self, rows: np.ndarray) -> np.ndarray:
        """The global name id of each event of ``rows``."""
        return self.gmap[self.ev["name"][rows]]

    def dims(self, rows: np.ndarray) -> np.ndarray:
        """The global dims id of each event of ``rows``."""
        return self.dmap[self.ev["dims"][rows]] if len(self.dmap) else np.zeros(len(rows), dtype=np.int64)

    def us(self, field: str, rows: np.ndarray) -> np.ndarray:
        """The ``field`` time of each event of ``rows`` on the analysis clock (µs)."""
        return self.frame.us(self.rank, self.ev[field][rows])


def _host_lane(t, rev: _RankEvents, is_host, is_step, extra, gid, names, dims_text):
    """The rank's main-thread host ops (step annotations left out), with the waits ``extra`` added."""
    ev = t.events
    sel = np.flatnonzero((ev["tid"] == main_tid(t)) & is_host & ~is_step[rev.gmap][ev["name"]])
    return _lane(np.concatenate([rev.names(sel), np.array([gid[n] for n, _, _ in extra], dtype=np.int64)]),
                 np.concatenate([rev.us("start", sel), np.array([a for _, a, _ in extra], float)]),
                 np.concatenate([rev.us("end", sel), np.array([b for _, _, b in extra], float)]),
                 np.concatenate([rev.dims(sel), np.zeros(len(extra), dtype=np.int64)]), names, dims_text,
                 block=np.concatenate([ev["cat"][sel] == CAT_ID["user_annotation"], np.zeros(len(extra), dtype=bool)]))


def _launching_ops(ev, ksel, is_host) -> tuple:
    """``(hit, row)`` per kernel of ``ksel``: whether a host op has its External id, and that op's row (the first
    such op where several have it)."""
    ops_sel = np.flatnonzero(is_host & (ev["ext"] >= 0))
    kx = ev["ext"][ksel]
    if not len(ops_sel):
        return np.zeros(len(ksel), dtype=bool), np.zeros(len(ksel), dtype=np.int64)
    ext = ev["ext"][ops_sel]
    top = int(ext.max())
    if top <= 4 * len(ops_sel) + (1 << 20):  # ids are dense: a table indexed by id
        table = np.full(top + 1, -1, dtype=np.int64)
        table[ext[::-1]] = ops_sel[::-1]
        found = np.where((kx >= 0) & (kx <= top), table[np.clip(kx, 0, top)], -1)
        return found >= 0, np.maximum(found, 0)
    o = np.argsort(ext, kind="stable")
    ext_sorted, order = ext[o], ops_sel[o]
    j = np.clip(np.searchsorted(ext_sorted, kx), 0, len(order) - 1)
    return (ext_sorted[j] == kx) & (kx >= 0), order[j]


def _device_lane(rev: _RankEvents, is_host, names, dims_text) -> tuple:
    """``(lane, (rows, start µs, end µs))``: the rank's kernels, each with the shapes and op of the host op that
    launched it (same External id), and their rows and times; ``(None, None)`` without kernels."""
    ksel = np.flatnonzero(DEVICE_CATS[rev.ev["cat"]])
    if not len(ksel):
        return None, None
    hit, src = _launching_ops(rev.ev, ksel, is_host)
    start, end = rev.us("start", ksel), rev.us("end", ksel)
    return _lane(rev.names(ksel), start, end, np.where(hit, rev.dims(src), 0), names, dims_text,
                 np.where(hit, rev.names(src), -1)), (ksel, start, end)


def _lanes(ranks, frame, collectives):
    """``(host lanes, device lanes, names, device ops)`` per rank (see lane.Lane), on one global string table;
    the device ops as ``(rows, start µs, end µs)``, for ``device.links``."""
    names, gid, maps = _global(ranks, "strings")
    dims_text, dmaps = _global_dims(ranks)
    waits = _gloo_waits(collectives)
    for extra in waits.values():
        for nm, _, _ in extra:
            if nm not in gid:
                gid[nm] = len(names)
                names.append(nm)
    is_step = np.zeros(len(names), dtype=bool)
    is_step[[gid[s] for s in gid if walkback.STEP_RE.match(s)]] = True
    def one(r):
        ri = ranks[r]
        rev = _RankEvents(r, ri.table.events, maps[r], dmaps[r], frame)
        is_host = HOST_CATS[rev.ev["cat"]]
        return (_host_lane(ri.table, rev, is_host, is_step, waits.get(r, []), gid, names, dims_text),
                _device_lane(rev, is_host, names, dims_text))
    host, device, ops = {}, {}, {}
    size = np.mean([len(ri.table.events["name"]) for ri in ranks.values()]) if ranks else 0.0
    for r, (h, (lane, op)) in zip(ranks, numeric.per_item(one, list(ranks), size)):
        host[r], ops[r] = h, op
        if lane is not None:
            device[r] = lane
    return host, device, names, ops


@functools.lru_cache(maxsize=8)
def _comm_names(names: tuple) -> np.ndarray:
    return np.array([bool(walkback.COMM_RE.search(n)) for n in names], dtype=bool)


def _comm_mask(lane) -> np.ndarray:
    """Per global name id: a communication call, execution or wait."""
    return _comm_names(tuple(lane.names))


def _only(lane, keep: np.ndarray):
    """The lane's events where ``keep``."""
    return Lane(lane.key[keep], lane.start[keep], lane.end[keep], lane.dims[keep], lane.names,
                         lane.dims_text, None if lane.ops is None else lane.ops[keep])


def _merged(lanes, keep=None):
    out = {}
    for r, lane in lanes.items():
        m = np.ones(len(lane.key), dtype=bool) if keep is None else keep(lane)
        out[r] = numeric.merge(lane.start[m], lane.end[m])
    return out


@dataclasses.dataclass(frozen=True)
class Diagnosis:
    """What the causal diagnosis adds to the Analysis: its rows (``divergences``, ``propagation``, ``stragglers``,
    ``gaps``, ``windows``), and per step what the step rows carry (``steps``: critical path, critical rank and
    collective, replay error; ``exposed``: communication and its exposed part per rank); ``roles``: rank → role."""

    divergences: list
    propagation: list
    stragglers: dict
    gaps: list
    windows: dict
    steps: dict
    exposed: dict
    roles: dict[int, int]
    pipeline: dict | None = None

    @classmethod
    def none(cls, basis: str) -> "Diagnosis":
        """No diagnosis: no rows, and a verdict of none that says why (``basis``)."""
        return cls([], [], {"class": "none", "ranks": [], "steps_used": 0, "critical_counts": {}, "p_value": None,
                            "follows": None, "basis": basis}, [], {}, {}, {}, {})


def diagnose(ranks: "dict[int, RankInfo]", frame: "Frame", collectives: list[dict], tl: Timeline, threshold_us: float,
             median_step_us: float | None, hosts: dict[int, str], gap_min_us: float | None = None) -> Diagnosis:
    """Everything the causal diagnosis adds to the Analysis (see the package's modules for each part)."""
    host, device, names, ops = _lanes(ranks, frame, collectives)
    merged_host = _merged(host)
    # what the thread itself did: communication calls and executions left out (an asynchronous send's
    # annotation on the caller thread lasts until the transfer is done, while the thread goes on or stalls)
    worked = _merged(host, keep=lambda lane: ~_comm_mask(lane)[lane.key])
    compute_dev = {r: _only(lane, ~_comm_mask(lane)[lane.key]) for r, lane in device.items()}  # no NCCL kernels
    thr = threshold_us if np.isfinite(threshold_us) else 0.0
    links = device_links.links(ranks, frame, tl, ops)
    g = graph.build(tl.enqueue, tl.ready, tl.end, tl.meta, tl.steps, tl.order, tl.stream, links)
    stage = roles.stages(g, tl.meta, tl.order)
    role, role_rows = roles.assign(g, tl.meta, tl.order, stage)
    ex = whatif.excess(g, role, max(FLOOR_FRACTION * (median_step_us or 0.0), FLOOR_MIN_US))
    base = g.replay(g.d)[0]
    bind = g.binding(base)
    measured = {n: float(v[0]) for n, v in whatif.step_times(g, g.t).items()}
    replayed = {n: float(v[0]) for n, v in whatif.step_times(g, base).items()}
    cost = costs.costs(g, ex, replayed, thr)
    lanes = Lanes(host, device, tl.order, collectives, compute_dev)
    sp = _Span(g, ex, base, bind, Peers(g, ex, role), lanes, tl.meta, replayed, _record_ends(g))
    found = _found(sp, cost.rows)
    warmup = _warmup(measured, thr)
    steps_used = [n for n in sorted(measured) if n not in warmup]
    verdict, held, gate = _classified(cost, found, tl.order, warmup, thr, measured, steps_used, sorted(ranks),
                                      hosts, _mesh(collectives, ranks))
    found = _kept(found, cost.pair, tl.order, warmup, gate, verdict, held)
    divergences = [d for _, d, _ in found]
    div_node = {v: i for i, (v, _, _) in enumerate(found)}
    windows = _windows(found)
    ctx = path.Describe(g, tl.order, host, device, compute_dev, worked, tl.meta, collectives, bind)
    paths = path.critical_paths(g, base, bind, ctx, _surfaced(divergences, windows))
    members = functools.lru_cache(maxsize=None)(lambda c: frozenset(collectives[c]["ranks"]))
    caused = path.causes(g, bind, set(div_node), members, lambda c: collectives[c]["material"])
    propagation = _propagation(g, caused, div_node, divergences, collectives)
    verdict["warmup_steps"] = sorted(warmup)
    verdict["roles"] = role_rows
    verdict.update(_straggler_whatif(g, ex, verdict, steps_used, tl.order))
    min_gap = gap_min_us if gap_min_us is not None else max(1000.0, 0.5 * thr)
    role_of = {int(tl.order[j]): int(role[j]) for j in range(len(tl.order))}
    gaps = evidence.find_gaps(host, merged_host, tl.steps, min_gap, role_of)
    gaps += evidence.device_gaps(links.idle.gaps, tl.order, tl.steps, device, min_gap)
    exposed = _exposed(collectives, host, device, names)
    pipeline = balance.balance(g, stage, tl.order, steps_used)
    return Diagnosis(explain.explained(divergences), propagation, verdict, gaps, windows,
                     _step_rows(paths, measured, replayed, g, held),
                     exposed, role_of, pipeline)


def _record_ends(g) -> dict:
    """``{(column, step, slot): F node}``: the end node of each record."""
    f = np.flatnonzero(g.kind == graph.F)
    return dict(zip(zip(g.rank[f].tolist(), g.step[f].tolist(), g.slot[f].tolist()), f.tolist()))


def _found(sp: "_Span", rows) -> list:
    """``[(node, divergence, window)]`` of each row of ``costs.costs``, a row whose events are not walked (``_to_walk``)
    named like the walked row of its pattern before it."""
    named = {}  # pattern -> the walked divergence its other rows are named like
    found = []
    for (p, cost), pattern in zip(rows, _to_walk(sp.g, sp.ex, rows)):
        like = named.get(pattern[0]) if not pattern[1] else None
        d, window = _divergence(sp, p, cost, like)
        if pattern[1]:
            named[pattern[0]] = d
        found.append((int(sp.ex.nodes[p]), d, window))
    return found


def _classified(cost: "costs.Costs", found, order, warmup, thr, measured, steps_used, world, hosts, mesh) -> tuple:
    """``(verdict, held, gate)``: the straggler verdict of the steps each rank held back; with no verdict, of the
    one-off steps that stand out from the step-to-step spread (by ``gate``) only."""
    cause = {}
    for d in sorted((d for _, d, _ in found), key=lambda d: d["cost_us"]):
        cause[(d["rank"], d["step"])] = (d["kind"], d["op"])
    held = costs.held(cost, cause, order, warmup, thr)
    verdict = stragglers.classify(held, steps_used, world, hosts, mesh)
    gate = max(thr, ONE_OFF_K * _spread([measured[n] for n in steps_used]))
    if verdict["class"] == "none":  # what one-off steps there are must stand out from the step-to-step spread
        held = {n: h for n, h in held.items() if h[1] >= gate}
        verdict = stragglers.classify(held, steps_used, world, hosts, mesh)
    return verdict, held, gate


def _kept(found, pair_cost, order, warmup, gate, verdict, held) -> list:
    """The divergences reported: of a (rank, step) that costs the step ``gate`` or more outside the warm-up, and
    of every step of the straggler's pattern."""
    keep = {(int(order[j]), num) for (j, num), cost in pair_cost.items() if cost >= gate and num not in warmup}
    if verdict["class"] != "none":
        keep |= {(r, n) for n, (rs, _, _) in held.items() for r in rs if r in verdict["ranks"]}
    return [x for x in found if (x[1]["rank"], x[1]["step"]) in keep]


def _windows(found) -> dict:
    """``{collective: window}``: the window of the first divergence that surfaced at each collective."""
    windows = {}
    for _, d, window in found:
        if window and d["collective"] and d["collective"] not in windows:
            windows[d["collective"]] = window
    return windows


def _surfaced(divergences, windows) -> dict:
    """``{step: collective}``: where each step's costliest divergence with a window surfaced."""
    return {d["step"]: d["collective"] for d in sorted(divergences, key=lambda d: d["cost_us"])
            if d["collective"] in windows}


def _step_rows(paths, measured, replayed, g, held) -> dict:
    """Per measured step: its critical path, how far the replay is from the measured step time (%), the share
    of the step's waiting that the graph explains by an edge (``_explained``), and the ranks that held it back
    with what that cost (``held``, as the verdict counts them: empty where no rank did)."""
    explained = _explained(g)
    return {n: {**paths.get(n, {"path": [], "critical_rank": None, "critical_collective": None}),
                "replay_error_pct": round(100.0 * (replayed[n] - measured[n]) / measured[n], 3)
                if measured.get(n) else None, "waiting_explained_pct": explained.get(n),
                "held_by": sorted(int(r) for r in held[n][0]) if n in held else [],
                "held_cost_us": round(float(held[n][1]), 3) if n in held else None} for n in measured}


def _explained(g) -> dict:
    """``{step: %}``: of all the time the step's ranks spent waiting — in collectives for their last member, on a
    stream for a consumed record's end, in a host sync for the device, and idle on a stream with no recorded
    cause — the share that an edge of the graph carries (``Graph.waited``), against ``Graph.unexplained``;
    absent where the step waited for nothing."""
    if g.waited is None or not len(g.step):
        return {}
    steps = np.unique(g.step[g.step >= 0])
    idx = np.searchsorted(steps, g.step)
    ok = g.step >= 0
    e = np.bincount(idx[ok], weights=g.waited[ok], minlength=len(steps))
    u = np.bincount(idx[ok], weights=g.unexplained[ok], minlength=len(steps))
    return {int(n): round(100.0 * float(a) / float(a + b), 2) for n, a, b in zip(steps.tolist(), e, u) if a + b > 0}


FLOOR_FRACTION = 0.01  # a node diverges by at least this share of the median step
ONE_OFF_K = 2.0  # a divergence outside a straggler's pattern costs its step this many robust SDs of the step times


def _spread(times: list) -> float:
    """1.4826 x the MAD of the window's step times (the run's step-to-step spread)."""
    if len(times) < 2:
        return 0.0
    v = np.array(times)
    return 1.4826 * float(np.median(np.abs(v - np.median(v))))


def _mesh(collectives, ranks) -> dict:
    """Each rank's position in each family of equal-sized process groups (stragglers.mesh_positions)."""
    groups_of = collections.defaultdict(dict)  # rank -> {group: None} of the groups it took part in
    for gr, mem in {tuple(c["group_ranks"]): c["ranks"] for c in collectives if c["group_ranks"]}.items():
        for r in mem:
            groups_of[int(r)][gr] = None
    return stragglers.mesh_positions({r: [list(x) for x in groups_of.get(r, ())] for r in ranks})
FLOOR_MIN_US = 1.0


@dataclasses.dataclass
class Lanes:
    host: dict
    device: dict
    order: list
    collectives: list = dataclasses.field(default_factory=list)
    compute_dev: dict = dataclasses.field(default_factory=dict)  # device lanes without communication kernels

    @functools.cached_property
    def alltoall(self) -> bool:
        """The span has all-to-all collectives (whose per-rank sizes are workload evidence)."""
        return any(c["op"] == "alltoall" for c in self.collectives)


UNEVEN_SHARE = 1.2  # an all-to-all share this far above the peers' median is workload evidence


def _all_to_all_share(g, v, rank: int, collectives) -> dict | None:
    """The largest all-to-all of the rank's step before node ``v`` whose size on this rank stands apart from the
    other members' (``UNEVEN_SHARE`` x their median or more): ``{collective, bytes, peer_median_bytes, ratio}``,
    the seed's "1.8x the median expert tokens"."""
    j, num, slot = int(g.rank[v]), int(g.step[v]), int(g.slot[v])
    before = np.flatnonzero((g.kind == graph.E) & (g.rank == j) & (g.step == num) & ((g.slot <= slot) | (slot < 0)))
    best = None
    for u in before.tolist():
        c = collectives[int(g.coll[u])]
        if c["op"] != "alltoall":
            continue
        sizes = {r: x.get("bytes") for r, x in c["ranks"].items() if x.get("bytes")}
        me = sizes.pop(str(rank), None)
        if me is None or not sizes:
            continue
        peer = median(list(sizes.values()))
        if peer > 0 and me >= UNEVEN_SHARE * peer and (best is None or me > best["bytes"]):
            best = {"collective": c["id"], "bytes": me, "peer_median_bytes": round(peer), "ratio": round(me / peer, 2)}
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
class _Span:
    """What reading a divergence takes: the graph, the excess of its nodes, the replayed times and the binding
    predecessors, the peers, the lanes, the collectives' meta, the replayed step times, the record ends."""

    g: object
    ex: object
    base: np.ndarray
    bind: np.ndarray
    peers: Peers
    lanes: Lanes
    meta: list
    replayed: dict
    ends: dict  # (column, step, slot) -> F node (``_record_ends``)


def _divergence(sp: _Span, p, cost, like=None):
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
    moved = _all_to_all_share(g, v, r, sp.lanes.collectives) if sp.lanes.alltoall else None
    if moved:
        ev["all_to_all"] = moved
    step_time = sp.replayed.get(num)
    return ({"collective": sp.meta[c]["id"] if c >= 0 else None, "step": num, "rank": r, "kind": kind, "op": op,
             "lag_us": round(excess, 3), "dur_us": round(float(g.d[v]), 3),
             "peer_median_us": round(float(ex.expected[p]), 3), "noise_us": round(float(ex.noise[p]), 3),
             "evidence": ev, "next_measurement": walkback.next_measurement(kind, r, num, ev),
             "cost_us": round(cost, 3),
             "cost_pct_of_step": round(100.0 * cost / step_time, 2) if step_time else None,
             "step_time_without_us": round(step_time - cost, 3) if step_time else None, "source": None}, window)


def _compared(sp: _Span, p, v: int, n_peers: int) -> dict:
    """The head of a divergence's evidence: what it is compared with, how many, where it is read (the device
    for a producer or a NCCL ready node, else the host), the node's kind."""
    k, c = sp.g.kind[v], int(sp.g.coll[v])
    return {"compared_with": "role peers" if sp.ex.peers[p] >= 1 else "its own other steps", "peers": n_peers,
            "mode": "device" if k in graph.DEVICE_STRETCH or (k == graph.Q and sp.meta[c]["backend"] == "nccl") else "host",
            "node": graph.KIND_NAMES[k]}


def _cause(sp: _Span, p, v: int, r: int, peers, ev: dict, like) -> tuple:
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


def _walk(sp: _Span, v: int, peers, mode: str, lag: float) -> tuple:
    """``(walkback.walk's result or None, the lanes walked, the (column, step) keys of node v and its peers)``; a
    cause is named when it explains half of ``lag``, the node's excess."""
    g, lanes = sp.g, sp.lanes
    j, num, k = int(g.rank[v]), int(g.step[v]), g.kind[v]
    src = dict.fromkeys(graph.DEVICE_STRETCH, lanes.compute_dev).get(k, lanes.device if mode == "device" else lanes.host)
    keys = [(j, num)] + [(int(g.rank[u]), int(g.step[u])) for u in peers]
    nodes = [v] + peers.tolist()
    view = {kk: src[lanes.order[kk[0]]] for kk in keys if lanes.order[kk[0]] in src}
    anchors = _anchors(sp, k, mode, keys, nodes)
    readies = {kk: float(sp.base[u]) for kk, u in zip(keys, nodes)}
    res = walkback.walk(view, (j, num), anchors, readies, lag) if (j, num) in view else None
    return res, src, keys


def _anchors(sp: _Span, k, mode: str, keys, nodes) -> dict:
    """Where each walked stretch starts (replayed µs): a NCCL ready node's stream ran the stretch's kernels since
    the rank's previous collective, a producer's since its previous producer (or the step's start); otherwise
    the stretch starts at the node's binding predecessor."""
    if k == graph.Q and mode == "device":
        return {kk: float(sp.base[_previous_end(sp.g, u, sp.ends)]) for kk, u in zip(keys, nodes)}
    if k in graph.DEVICE_STRETCH:
        return {kk: float(sp.base[sp.g.previous_on_stream(u)]) for kk, u in zip(keys, nodes)}
    return {kk: float(sp.base[sp.bind[u]]) for kk, u in zip(keys, nodes) if sp.bind[u] >= 0}


def _read_walk(sp: _Span, p, r: int, res: dict, src, keys, ev: dict) -> tuple:
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


def _unwalked(sp: _Span, v: int, ev: dict) -> tuple:
    """``(kind, op)`` of a divergence without events to read: a transfer for an end node, a late runloop for a
    gloo ready node, else unknown."""
    k, c = sp.g.kind[v], int(sp.g.coll[v])
    if k == graph.F:
        ev["tail_us"] = round(float(sp.g.d[v]), 3)
        return "transfer", sp.meta[c]["op"]
    if k == graph.Q and ev["mode"] == "host":
        ev["note"] = "the collective's runloop took it up late"
        return "collective", sp.meta[c]["op"]
    return "unknown", ""  # no events of the rank to read the stretch from


def _previous_end(g, v, ends: dict) -> int:
    """The end node of the record before ``v``'s on its rank in the step (``ends``: (column, step, slot) -> end
    node), else the step's start node."""
    j, num, slot = int(g.rank[v]), int(g.step[v]), int(g.slot[v])
    return ends.get((j, num, slot - 1), g.s_node[(j, num)])


def _label(key, order, own_steps: bool) -> str:
    j, num = key
    return f"{order[j]} (step {num})" if own_steps else str(order[j])


def _propagation(g, caused, div_node, divergences, collectives):
    """Waits in later collectives caused by a divergence (not the collective it directly delays), counted once
    under it: ``[{source, source_rank, source_step, source_kind, affected, wait_us}]``; ``affected`` in program
    order (the chain), ``wait_us`` the sum over them of their skew, at most the divergence's own lag each."""
    groups = collections.defaultdict(list)
    for jn, v in caused.items():
        c = int(g.coll[jn])
        if g.kind[v] in (graph.E, graph.Q, graph.LQ, graph.LP, graph.P, graph.LW) and int(g.coll[v]) == c:
            continue  # the collective the divergence makes late directly
        groups[v].append(c)
    out = []
    for v, cs in groups.items():
        d = divergences[div_node[v]]
        cs = sorted(set(cs))
        out.append({"source": d["collective"], "source_rank": d["rank"], "source_step": d["step"],
                    "source_kind": d["kind"], "affected": [collectives[c]["id"] for c in cs],
                    "wait_us": round(sum(min(collectives[c]["skew_us"] or 0.0, d["lag_us"]) for c in cs), 3)})
    return sorted(out, key=lambda p: -p["wait_us"])


def _warmup(measured: dict, thr: float) -> set:
    """Outlier steps at the start of the window (compilation, caches warming): each longer than the median step
    by more than 5 robust deviations and the material threshold, contiguous from the first, at most a quarter."""
    nums = sorted(measured)
    if len(nums) < 4:
        return set()
    v = [measured[n] for n in nums]
    med, sd = median(v), _spread(v)
    out = set()
    for n, x in zip(nums[: len(nums) // 4], v[: len(nums) // 4]):
        if x - med <= max(5 * sd, thr):
            break
        out.add(n)
    return out


def _whatif_steps(verdict: dict, steps_used: list) -> list:
    """The steps the straggler what-if is taken over: the window's, a transient straggler's longest episode's."""
    if verdict["class"] != "transient":
        return steps_used
    e = max((e for e in verdict["episodes"] if e["ranks"] == verdict["ranks"]), key=lambda e: e["steps"])
    return [n for n in steps_used if e["first_step"] <= n <= e["last_step"]]


def _straggler_whatif(g, ex, verdict, steps_used, order) -> dict:
    """The span replayed with every diverging node of the straggler ranks at its expected duration: the median
    step time before and after over the window's steps (a transient straggler's: over its episode's)."""
    if verdict["class"] == "none" or not steps_used:
        return {"step_time_us": None, "step_time_without_us": None, "cost_us": None}
    cols = {j for j, r in enumerate(order) if r in set(verdict["ranks"])}
    steps_used = _whatif_steps(verdict, steps_used)
    use = set(steps_used)
    pos = [p for p in np.flatnonzero(ex.diverges).tolist()
           if int(g.rank[ex.nodes[p]]) in cols and int(g.step[ex.nodes[p]]) in use]
    d = g.d.copy()
    d[ex.nodes[pos]] = np.minimum(d[ex.nodes[pos]], ex.expected[pos])
    before = whatif.span(g, g.d)
    after = whatif.span(g, d)
    b = float(np.median([before[n] for n in steps_used]))
    a = float(np.median([after[n] for n in steps_used]))
    return {"step_time_us": round(b, 3), "step_time_without_us": round(a, 3), "cost_us": round(max(0.0, b - a), 3)}


def _comm_tails(collectives) -> tuple:
    """``(comm, tails)``: per step and rank the time in communication (sum of bars), and per (backend, rank) the
    ``[(step, last arrival, end)]`` of each of its records' post-last-arrival tails."""
    comm = collections.defaultdict(lambda: collections.defaultdict(float))
    tails = collections.defaultdict(list)
    for c in collectives:
        step = c["step"]
        if step is None:
            continue
        per = [(r, v["ready_us"], v["end_us"]) for r, v in c["ranks"].items() if v["ready_us"] is not None]
        if not per:
            continue
        last = max(t for _, t, _ in per)
        here, backend = comm[step], c["backend"]
        for r, ready, end in per:
            if end is not None:
                r = int(r)
                here[r] += end - ready
                tails[(backend, r)].append((step, last, last if end < last else end))
    return comm, tails


def _compute(not_comm: dict, backend: str, r: int):
    """The rank's compute intervals, merged, on the lane of the backend's collectives (None: no such lane)."""
    lanes, keep = not_comm.get(backend, ({}, None))
    lane = lanes.get(r)
    return None if lane is None else numeric.merge(lane.start[keep[lane.key]], lane.end[keep[lane.key]])


def _exposed(collectives, host, device, names):
    """Per step and rank: communication time (sum of bars) and the part of each post-last-arrival tail
    during which no compute ran on that rank (kernels on other streams; host ops for CPU collectives)."""
    exposed = collections.defaultdict(lambda: collections.defaultdict(float))
    not_comm = {"nccl": (device, np.array([not is_nccl_kernel(n) for n in names], dtype=bool)),
                "gloo": (host, np.array([not n.startswith(("wait:", "c10d::", "gloo:")) for n in names], dtype=bool))}
    comm, tails = _comm_tails(collectives)
    for (backend, r), rows in tails.items():
        step, a, b = (np.array(x) for x in zip(*rows))
        m = _compute(not_comm, backend, r)
        overlap = numeric.covered_many(m, a, b) if m is not None else np.zeros(len(a))
        for st, ex in zip(step.tolist(), (b - a - overlap).tolist()):
            exposed[st][r] += ex
    return {s: {"comm_us": {str(r): round(v, 3) for r, v in comm[s].items()},
                "exposed_comm_us": {str(r): round(v, 3) for r, v in exposed[s].items()}} for s in comm}
