"""Walk back from the last arrival to the first material divergence.

For a collective and its last (critical) rank k, every member r has a window from
its *anchor* A_r (the end of the previous collective that all members shared, or
the step start) to its ready time. The window's events are matched across ranks by
(name, occurrence within the window). Walking k's matched events in completion
order, each *segment* (from the previous matched completion to this one) adds

    ΔL = (end_k(i) − end_k(i−1)) − median over peers of the same difference

to k's lag behind its peers. The divergence is the segment whose ΔL is largest —
where the lag *increases*, not the first late event, since lateness carries into
everything after it. Its kind: ``host_gap`` when the extra time is time no event
covers (the launching thread, or an idle stream); ``collective`` when the segment
ends with an earlier collective that ended late; ``input`` / ``allocation`` by the
event; ``workload`` when its shapes (or the op counts in the segment) differ from
the peers'; ``compute`` when shapes and counts match and it simply took longer;
``unknown`` when no single segment holds a material share of the lag.

Two modes: *device* (NCCL): kernels on the rank's streams, where the NCCL kernel
starts when its producers are done; *host* (gloo/CPU): ops on the thread that
enqueues the collectives, with each collective's wait (enqueue → end) as an event.
"""
import collections
import re
from collections.abc import Hashable

import numpy as np

from ..numeric import median, nanmedian_rows, occurrence_sorted
from . import blame
from .lane import Lane

INPUT_RE = re.compile(r"(^data$|dataloader|enumerate\(|memcpy htod|memcpy h2d|pin_memory|aten::copy_|^aten::to$"
                      r"|_to_copy)", re.IGNORECASE)
ALLOC_RE = re.compile(r"(^aten::empty|cudamalloc|cudafree|\[memory\]|caching_allocator)", re.IGNORECASE)
COMM_RE = re.compile(r"^(c10d::|gloo:|nccl:|record_param_comms|ncclDevKernel|ncclKernel|wait:)")
STEP_RE = re.compile(r"^ProfilerStep#\d+$")
MAX_PEERS = 15  # peers whose median the lag is measured against (evenly sampled beyond that)



EPS_US = 0.01  # times in the Analysis are rounded to ns; lane times are not


OCC = 1 << 20  # key = name id * OCC + occurrence within the window


def _window(lane: Lane, a: float, b: float):
    """Lane events inside [a, b] in completion order, their keys (name, occurrence within the window) and the
    order that sorts the keys."""
    lo = int(np.searchsorted(lane.start, a - EPS_US, side="left"))
    hi = int(np.searchsorted(lane.start, b + EPS_US, side="right"))
    idx = lo + np.flatnonzero(lane.end[lo:hi] <= b + EPS_US)
    idx = idx[np.argsort(lane.end[idx], kind="stable")]
    k = lane.key[idx]
    occ, order = occurrence_sorted(k)
    if len(occ) and int(occ.max()) >= OCC:  # keys of one name past OCC collide: sort the keys themselves
        order = np.argsort(k * OCC + occ, kind="stable")
    return idx, k * OCC + occ, order


def _lookup(keys_sorted, order, idx, want):
    """Positions in ``idx`` of the keys ``want`` (-1 where absent)."""
    if len(keys_sorted) == 0:
        return np.full(len(want), -1)
    j = np.clip(np.searchsorted(keys_sorted, want), 0, len(keys_sorted) - 1)
    return np.where(keys_sorted[j] == want, idx[order[j]], -1)


def walk(lanes: dict, crit: Hashable, anchors: dict, readies: dict, lag_us: float | None = None) -> dict | None:
    """The divergence on ``crit`` for one collective. ``anchors``/``readies``: {rank: µs}; lanes per rank;
    ``lag_us``: the lag a named cause must explain SHARE of (default: the window's lag behind the peers' median)."""
    peers = _peers(lanes, crit, anchors, readies)
    if crit not in lanes or crit not in anchors or not peers:
        return None
    lane = lanes[crit]
    cidx, ckey, _ = _window(lane, anchors[crit], readies[crit])
    P, where, windows = _peer_times(lanes, peers, anchors, readies, ckey)
    windows[crit] = cidx
    K = np.concatenate([[anchors[crit]], lane.end[cidx], [readies[crit]]])
    matched = np.ones(len(cidx) + 2, dtype=bool)
    matched[1:-1] = (where >= 0).sum(axis=1) * 2 >= len(peers)
    best = _segment(K, P, matched, cidx, where, peers)
    if best is None:
        return None
    total = (readies[crit] - anchors[crit]) - median([readies[r] - anchors[r] for r in peers])
    out = _verdict(best, lanes, crit, total, total if lag_us is None else lag_us)
    out["window"] = _shown_windows(lanes, crit, peers, windows, anchors, readies)
    out["window_ready"] = {r: round(readies[r] - anchors[r], 3) for r in out["window"]}
    out["window_anchor"] = round(float(anchors[crit]), 3)
    owner = out.get("_event")
    out["window_divergence"] = (int(np.searchsorted(np.sort(cidx), owner)) if owner is not None else None)
    return out


def _peers(lanes: dict, crit: Hashable, anchors: dict, readies: dict) -> list:
    """The members ``crit``'s lag is measured against: those with an anchor and a lane, evenly sampled down to
    ``MAX_PEERS``."""
    peers = [r for r in readies if r != crit and r in anchors and r in lanes]
    if len(peers) > MAX_PEERS:
        peers = [peers[i] for i in np.linspace(0, len(peers) - 1, MAX_PEERS).astype(int)]
    return peers


def _peer_times(lanes: dict, peers: list, anchors: dict, readies: dict, ckey: np.ndarray) -> tuple:
    """``(P, where, windows)``: the peers' completion times (rows = anchor, the critical rank's window events by
    their keys ``ckey``, ready; columns = ``peers``; NaN where unmatched), the matched peer events (-1: none) and
    each peer's window."""
    n, m = len(ckey), len(peers)
    P = np.full((n + 2, m), np.nan)
    P[0] = [anchors[r] for r in peers]
    P[-1] = [readies[r] for r in peers]
    where = np.full((n, m), -1, dtype=np.int64)
    windows = {}
    for j, r in enumerate(peers):
        pidx, pkey, order = _window(lanes[r], anchors[r], readies[r])
        windows[r] = pidx
        where[:, j] = _lookup(pkey[order], order, pidx, ckey)
        hit = where[:, j] >= 0
        P[1:-1, j][hit] = lanes[r].end[where[hit, j]]
    return P, where, windows


def _segment(K: np.ndarray, P: np.ndarray, matched: np.ndarray, cidx: np.ndarray, where: np.ndarray,
             peers: list) -> dict | None:
    """The segment between matched completions (``K``: the critical rank's, ``P``: the peers') that adds most to
    the critical rank's lag, with its times, the peers' median (a peer's time of a segment is never below 0), the
    peers' own bounds of it and the unmatched events inside it; None where no segment has a peer's time."""
    rows = np.flatnonzero(matched)
    dK = np.diff(K[rows])
    dP = np.maximum(np.diff(P[rows], axis=0), 0.0)  # a peer that completed the two in the other order took no time
    ok = ~np.isnan(dP).all(axis=1)
    if not ok.any():
        return None
    med = np.full(len(dK), np.nan)
    med[ok] = nanmedian_rows(dP[ok])
    gain = np.where(ok, dK - med, -np.inf)
    b = int(np.argmax(gain))
    r0, r1 = rows[b], rows[b + 1]
    t0k, t1k = K[r0], K[r1]
    n, m = len(cidx), len(peers)
    common = [j for j in range(m) if not np.isnan(P[r0, j]) and not np.isnan(P[r1, j])]
    return {"gain": float(gain[b]), "t0": t0k, "t1": t1k, "peer_median": float(med[b]),
            "peers": [peers[j] for j in common], "window": cidx,
            "peer_bounds": [(peers[j], (float(P[r0, j]), float(P[r1, j]))) for j in common],
            "before": None if r0 == 0 else int(cidx[r0 - 1]), "until": None if r1 == n + 1 else int(cidx[r1 - 1]),
            "extra": [int(cidx[q - 1]) for q in range(r0 + 1, r1) if not matched[q]],
            "where": (cidx, where, peers)}


def _shown_windows(lanes: dict, crit: Hashable, peers: list, windows: dict, anchors: dict, readies: dict) -> dict:
    """What the UI shows of the walk: the critical rank's window and two representative peers' (the first to
    arrive and the median one), as ``{rank key: [[name, start, end]]}`` relative to each rank's anchor."""
    order = sorted(peers, key=lambda r: readies[r] - anchors[r])
    show = [crit] + list(dict.fromkeys([order[0], order[len(order) // 2]]))
    return {r: _shown(lanes[r], np.sort(windows[r]), anchors[r]) for r in show}


def _shown(lane, idx, anchor: float) -> list:
    """``[name, start, end]`` of the events ``idx``, relative to ``anchor`` (µs, to the ns)."""
    return [[lane.names[k], round(a, 3), round(b, 3)]
            for k, a, b in zip(lane.key[idx].tolist(), (lane.start[idx] - anchor).tolist(),
                               (lane.end[idx] - anchor).tolist())]


def _name(lane, i):
    return lane.names[int(lane.key[i])]


def _verdict(best, lanes, crit, total: float, lag: float) -> dict:
    """The divergence of the segment ``best`` on ``crit``, named by ``blame``'s rule against ``lag``: its kind,
    op, lag and evidence (``_event``: the window event it names, if one)."""
    lane = lanes[crit]
    ev = _segment_evidence(lane, best, total, None)
    out = {"lag_us": round(best["gain"], 3), "peer_median_us": round(best["peer_median"], 3), "evidence": ev}
    named = blame.named_event(lanes, crit, best["where"], best["t0"], best["t1"], lag)
    reshaped_block = (named is not None and lane.block is not None and bool(lane.block[named[0]])
                      and _reshaped_inside(lanes, crit, best["where"], named[0]) is not None)
    mine, theirs = blame.unrecorded(lanes, crit, best, COMM_RE)
    if not reshaped_block and mine - theirs >= blame.SHARE * lag:
        i = blame.enclosing(lane, best["t0"], best["t1"], COMM_RE)
        inside = _name(lane, i) if i is not None else None
        ev.update({"uncovered_us": round(mine, 3), "uncovered_peer_median_us": round(theirs, 3), "inside": inside})
        return {**out, "kind": "host_gap", "op": inside or "", "_event": i if i is not None and i in best["window"] else None}
    if named is not None:
        return {**out, **_named(lanes, crit, best, named, ev)}
    return {**out, **_spread(lanes, crit, best, lag, ev)}


def _named(lanes, crit, best, named: tuple, ev: dict) -> dict:
    """Kind, op and event of a divergence named after one window event (``blame.named_event``'s)."""
    i, own, dur, med = named
    lane = lanes[crit]
    op, kernel = _op_of(lane, i)
    if kernel:
        ev["kernel"] = kernel
    ev.update({"event": _name(lane, i), "dur_us": round(dur, 3), "peer_median_dur_us": round(med, 3),
               "event_excess_us": round(own, 3)})
    return {"kind": _kind(lanes, crit, best, i, op, kernel, ev), "op": op, "_event": i}


def _spread(lanes, crit, best, lag: float, ev: dict) -> dict:
    """Kind and op of a divergence no one event explains: the set of reshaped events (a workload), else of the
    events that took longer (compute), else nothing named (``blame.spread_set``)."""
    lane = lanes[crit]
    name_of = lambda i: _op_of(lane, i)[0]  # noqa: E731
    widx = best["where"][0]
    own = blame.own_excess(lanes, crit, best["where"])[2]
    for kind, extra in (("workload", _reshaped_events(lanes, crit, best["where"])),
                        ("compute", {int(i): float(x) for i, x in zip(widx.tolist(), own) if x > 0})):
        spread = blame.spread_set(lane, extra, lag, name_of)
        if spread is not None:
            ev["spread"] = {k: spread[k] for k in ("events", "excess_us", "share", "ops")}
            kernels = {_op_of(lane, i)[1] for i in spread["members"]}
            if len(kernels) == 1 and None not in kernels:
                ev["kernel"] = kernels.pop()
            ev["note"] = ("no event alone explains half the lag; these events together do"
                          + (", on other shapes than the peers'" if kind == "workload" else ""))
            return {"kind": kind, "op": spread["op"], "_event": None}
    ev["note"] = "no recorded event's own excess explains half the lag, nor do several together, nor unrecorded time"
    return {"kind": "unknown", "op": "", "_event": None}


def _op_of(lane, i) -> tuple:
    """``(op, kernel)`` of the window event ``i``: a kernel's launching host op and the kernel's own name, else
    its name and None."""
    op = _name(lane, i) if i is not None else "(collective ready)"
    if i is not None and lane.ops is not None and lane.ops[i] >= 0:
        return lane.names[int(lane.ops[i])], op
    return op, None


def _segment_evidence(lane, best: dict, total: float, kernel) -> dict:
    """The evidence every divergence carries: its segment (between which events, its time and the peers'
    median), the total lag, the peers compared and the kernel where it ran on a stream."""
    before = "anchor" if best["before"] is None else _name(lane, best["before"])
    after = "ready" if best["until"] is None else _name(lane, best["until"])
    ev = {"segment": {"after": before, "until": after, "critical_us": round(best["t1"] - best["t0"], 3),
                      "peer_median_us": round(best["peer_median"], 3),
                      "start_us": round(float(best["t0"]), 3), "end_us": round(float(best["t1"]), 3)},
          "lag_total_us": round(total, 3), "peers": len(best["peers"])}
    if kernel:
        ev["kernel"] = kernel
    return ev


def _kind(lanes: dict, crit: int, best: dict, i: int, op: str, kernel, ev: dict) -> str:
    """The kind of a divergence named after the window event ``i``: by its name, else by its shapes (what shows
    it is added to ``ev``)."""
    if COMM_RE.search(op) or (kernel and COMM_RE.search(kernel)):
        return "collective"
    if INPUT_RE.search(op):
        return "input"
    if ALLOC_RE.search(op):
        return "allocation"
    return _shaped_kind(lanes, crit, best, i, ev)


def _shaped_kind(lanes: dict, crit: int, best: dict, i: int, ev: dict) -> str:
    """The kind of a divergence spent in the compute event ``i``: a workload where its shapes (or those of the
    ops inside an annotation without shapes) differ from the peers', or extra ops ran in the segment; else
    compute. Its shapes are added to ``ev``."""
    lane = lanes[crit]
    mine = lane.dims_text[int(lane.dims[i])]
    peer_dims = _peer_shapes(lanes, best["where"], i)
    inner = _reshaped_inside(lanes, crit, best["where"], i) if not mine else None
    if mine and peer_dims and mine != peer_dims:
        ev.update({"shapes": mine, "peer_shapes": peer_dims})
        return "workload"
    if inner is not None:  # an annotation without shapes whose ops inside ran on different shapes
        ev.update({"shapes": lane.dims_text[int(lane.dims[inner])],
                   "peer_shapes": _peer_shapes(lanes, best["where"], inner), "shaped_op": _name(lane, inner)})
        return "workload"
    if best["extra"]:
        ev["extra_ops"] = sorted({_name(lane, j) for j in best["extra"]})[:10]
        ev["extra_op_count"] = len(best["extra"])
        return "workload"
    if mine:
        ev["shapes"] = mine
    return "compute"


def _peer_shapes(lanes, where, i) -> str:
    widx, wh, wpeers = where
    q = np.flatnonzero(widx == i)
    theirs = collections.Counter(int(lanes[wpeers[j]].dims[wh[q[0], j]]) for j in range(len(wpeers))
                                 if len(q) and wh[q[0], j] >= 0)
    return lanes[wpeers[0]].dims_text[theirs.most_common(1)[0][0]] if theirs else ""


def _reshaped_events(lanes, crit, where) -> dict:
    """``{event: time beyond its matched peers' median duration (≥ 0)}`` for the critical rank's window events
    whose input shapes differ from the shapes most of those peers recorded (the first peer's among the most
    common; shapes are ids into the lanes' one table)."""
    widx, wh, wpeers = where
    lane = lanes[crit]
    if not len(widx) or not len(wpeers):
        return {}
    have = wh >= 0
    dims = np.stack([np.where(have[:, j], lanes[p].dims[np.maximum(wh[:, j], 0)], -1)
                     for j, p in enumerate(wpeers)], axis=1)
    same = (dims[:, :, None] == dims[:, None, :]) & have[:, None, :]
    mode = dims[np.arange(len(widx)), np.argmax(np.where(have, same.sum(axis=2), -1), axis=1)]
    mine = lane.dims[widx]
    differ = np.flatnonzero(have.any(axis=1) & (mine != 0) & (mine != mode))
    out = {}
    for q in differ.tolist():
        i = int(widx[q])
        peer = [lanes[wpeers[j]].end[wh[q, j]] - lanes[wpeers[j]].start[wh[q, j]] for j in np.flatnonzero(have[q])]
        out[i] = max(0.0, float(lane.end[i] - lane.start[i]) - median(peer))
    return out


def _reshaped_inside(lanes, crit, where, owner):
    """The longest reshaped event inside ``owner`` (an annotation that records no shapes of its own), however
    short: the annotation ran a different workload. None when there is none."""
    lane = lanes[crit]
    inside = [i for i in _reshaped_events(lanes, crit, where)
              if i != owner and lane.start[i] >= lane.start[owner] and lane.end[i] <= lane.end[owner]]
    return max(inside, key=lambda i: lane.end[i] - lane.start[i]) if inside else None


NEXT = {
    "compute": "Same op, same shapes, longer on rank {r}: swap rank {r}'s shard with a healthy rank's (or replay "
               "this input on another device). A delay that stays with rank {r}'s device points to placement or "
               "hardware (clocks, thermals, a slow link); one that moves with the shard points to the data.",
    "workload": "Rank {r} ran a different workload ({what}): replay rank {r}'s input on a healthy rank; if the delay "
                "follows the input, rebalance it (routing, bucketing, padding) rather than the hardware.",
    "host_gap": "Nothing recorded what held rank {r}'s launching thread{where}: profile it with stacks "
                "(with_stack=True, or py-spy) around step {s}, and check CPU affinity and co-located processes.",
    "input": "Rank {r} waited for its input: time the data loader on rank {r} (workers, storage, "
             "host-to-device copies) against a peer.",
    "allocation": "Rank {r} spent the time allocating: compare torch.cuda.memory_stats() (allocation retries, "
                  "fragmentation) on rank {r} with a peer.",
    "collective": "Rank {r} spent the time in communication: a collective its runloop (gloo) or stream (NCCL) took "
                  "up late, or one the peers did not record alike. Look at what else ran on that process group's "
                  "runloop or stream on rank {r} in step {s}.",
    "transfer": "The transfer after the last arrival took longer on rank {r} than on its peers: test rank {r}'s "
                "links (nccl-tests or a gloo all-reduce between rank {r} and a peer) and its NIC and PCIe placement.",
    "unknown": "The lag accumulates without one cause: re-profile rank {r} and a peer with stacks and "
               "record_shapes over several steps to find where it builds up.",
}


def next_measurement(kind: str, rank: int, step: int | None, evidence: dict) -> str:
    """What to measure next for a divergence of ``kind`` on ``rank`` in ``step``, in terms of its evidence."""
    spread = evidence.get("spread")
    if evidence.get("shapes"):
        what = f"shapes {evidence['shapes']} against {evidence.get('peer_shapes')}"
    elif spread:
        what = f"{spread['events']} events of {len(spread['ops'])} ops, {spread['excess_us'] / 1000:.2f} ms longer in all"
    elif evidence.get("extra_op_count"):
        what = f"{evidence['extra_op_count']} extra ops"
    else:
        what = "different inputs"
    where = f" inside {evidence['inside']}" if evidence.get("inside") else ""
    return NEXT[kind].format(r=rank, s=step, what=what, where=where)
