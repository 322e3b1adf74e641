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
import dataclasses
import re

import numpy as np

from .collectives import is_nccl_kernel
from .decode import CAT_ID

INPUT_RE = re.compile(r"(^data$|dataloader|enumerate\(|memcpy htod|memcpy h2d|pin_memory|aten::copy_|^aten::to$"
                      r"|_to_copy)", re.IGNORECASE)
ALLOC_RE = re.compile(r"(^aten::empty|cudamalloc|cudafree|\[memory\]|caching_allocator)", re.IGNORECASE)
COMM_RE = re.compile(r"^(c10d::|gloo:|nccl:|record_param_comms|ncclDevKernel|ncclKernel|wait:)")
STEP_RE = re.compile(r"^ProfilerStep#\d+$")
MAX_PEERS = 15  # peers whose median the lag is measured against (evenly sampled beyond that)

_HOST_CATS = np.array([CAT_ID["cpu_op"], CAT_ID["user_annotation"]], dtype=np.int8)


@dataclasses.dataclass
class Lane:
    """One rank's events for the walk-back, on the corrected clock (µs, analysis frame)."""

    key: np.ndarray  # global name id
    start: np.ndarray
    end: np.ndarray
    dims: list  # shape text per event ('' if none)
    names: list  # global strings
    ops: list | None = None  # device lanes: the host op that launched each kernel ('' if unknown)


def _merge(starts, ends):
    """Union of intervals: sorted, non-overlapping (starts, ends) and the prefix sum of their lengths."""
    if len(starts) == 0:
        z = np.zeros(0)
        return z, z, np.zeros(1)
    o = np.argsort(starts, kind="stable")
    s, e = starts[o], ends[o]
    run_end = np.maximum.accumulate(e)
    new = np.ones(len(s), dtype=bool)
    new[1:] = s[1:] > run_end[:-1]
    grp = np.cumsum(new) - 1
    ms = s[new]
    me = np.zeros(len(ms))
    np.maximum.at(me, grp, e)
    return ms, me, np.concatenate([[0.0], np.cumsum(me - ms)])


def covered(merged, a: float, b: float) -> float:
    """Time in [a, b] covered by the merged intervals."""
    ms, me, cum = merged
    if b <= a or len(ms) == 0:
        return 0.0

    def upto(t):
        i = np.searchsorted(ms, t, side="right")
        if i == 0:
            return 0.0
        return cum[i - 1] + min(t, me[i - 1]) - ms[i - 1]
    return float(upto(b) - upto(a))


EPS_US = 0.01  # times in the Analysis are rounded to ns; lane times are not


def _window(lane: Lane, a: float, b: float):
    """Indices of lane events inside [a, b], in completion order, with their (key, occurrence)."""
    idx = np.flatnonzero((lane.start >= a - EPS_US) & (lane.end <= b + EPS_US))
    idx = idx[np.argsort(lane.end[idx], kind="stable")]
    occ = collections.Counter()
    keys = []
    for i in idx.tolist():
        k = int(lane.key[i])
        keys.append((k, occ[k]))
        occ[k] += 1
    return idx, keys


def walk(lanes: dict, merged: dict, crit: int, anchors: dict, readies: dict, threshold_us: float) -> dict | None:
    """The divergence on ``crit`` for one collective. ``anchors``/``readies``: {rank: µs}; lanes per rank."""
    peers = [r for r in readies if r != crit and r in anchors and r in lanes]
    if crit not in lanes or crit not in anchors or not peers:
        return None
    if len(peers) > MAX_PEERS:
        peers = [peers[i] for i in np.linspace(0, len(peers) - 1, MAX_PEERS).astype(int)]
    win = {r: _window(lanes[r], anchors[r], readies[r]) for r in [crit] + peers}
    pos = {r: {kk: int(i) for i, kk in zip(win[r][0].tolist(), win[r][1])} for r in peers}
    cidx, ckeys = win[crit]
    lane = lanes[crit]
    # segments on the critical rank: anchor → matched completions → ready
    points = [(None, anchors[crit], {r: anchors[r] for r in peers})]
    unmatched_since = []
    for i, kk in zip(cidx.tolist(), ckeys):
        ends = {r: lanes[r].end[pos[r][kk]] for r in peers if kk in pos[r]}
        if len(ends) * 2 < len(peers):
            unmatched_since.append(i)
            continue
        points.append(((i, kk, unmatched_since), lane.end[i], ends))
        unmatched_since = []
    points.append((("ready", None, unmatched_since), readies[crit], {r: readies[r] for r in peers}))
    best = None
    for (prev, t0k, ends0), (cur, t1k, ends1) in zip(points, points[1:]):
        common = [r for r in peers if r in ends0 and r in ends1]
        if not common:
            continue
        dk = t1k - t0k
        dpeers = np.array([ends1[r] - ends0[r] for r in common])
        gain = dk - float(np.median(dpeers))
        if best is None or gain > best["gain"]:
            unc_k = dk - covered(merged[crit], t0k, t1k)
            unc_p = float(np.median([ends1[r] - ends0[r] - covered(merged[r], ends0[r], ends1[r]) for r in common]))
            best = {"gain": gain, "prev": prev, "cur": cur, "t0": t0k, "t1": t1k, "peer_median": float(np.median(dpeers)),
                    "uncovered": unc_k, "uncovered_peers": unc_p, "peers": common, "window": cidx}
    if best is None:
        return None
    best["keys"] = dict(zip(cidx.tolist(), ckeys))
    total = (readies[crit] - anchors[crit]) - float(np.median([readies[r] - anchors[r] for r in peers]))
    return _verdict(best, lanes, crit, pos, total, threshold_us)


def _name(lane, i):
    return lane.names[int(lane.key[i])]


def _owner(lane, idx, t0: float, t1: float):
    """The window event that holds most of (t0, t1] as its own time (not its children's): where it was spent."""
    cand = [i for i in idx.tolist() if lane.start[i] < t1 and lane.end[i] > t0]
    if not cand:
        return None
    ov = {i: min(lane.end[i], t1) - max(lane.start[i], t0) for i in cand}
    best, best_self = None, -1.0
    for i in cand:
        inner = [c for c in cand if c != i and lane.start[c] >= lane.start[i] and lane.end[c] <= lane.end[i]]
        own = ov[i] - walkback_union(lane, inner, t0, t1)
        if own > best_self:
            best, best_self = i, own
    return best


def walkback_union(lane, idx, t0, t1) -> float:
    """Length of the union of events ``idx`` clipped to (t0, t1]."""
    if not idx:
        return 0.0
    s = np.clip(lane.start[idx], t0, t1)
    e = np.clip(lane.end[idx], t0, t1)
    return float(_merge(s, e)[2][-1])


def _verdict(best, lanes, crit, pos, total, threshold_us) -> dict:
    lane = lanes[crit]
    cur, prev = best["cur"], best["prev"]
    gain = best["gain"]
    before = _name(lane, prev[0]) if prev and prev[0] is not None and prev[0] != "ready" else "anchor"
    after = "ready" if cur[0] == "ready" else _name(lane, cur[0])
    i = _owner(lane, best["window"], best["t0"], best["t1"])
    op = _name(lane, i) if i is not None else "(collective ready)"
    if i is not None and lane.ops and lane.ops[i]:
        op, kernel = lane.ops[i], op
    else:
        kernel = None
    ev = {"segment": {"after": before, "until": after, "critical_us": round(best["t1"] - best["t0"], 3),
                      "peer_median_us": round(best["peer_median"], 3)},
          "lag_total_us": round(total, 3), "peers": len(best["peers"])}
    if kernel:
        ev["kernel"] = kernel
    extra_unc = best["uncovered"] - best["uncovered_peers"]
    extra_ops = len(cur[2]) if cur and cur[2] else 0
    if gain < max(0.25 * total, 0.5 * threshold_us):
        kind = "unknown"
        ev["note"] = "no single segment holds a material share of the lag: it accumulates over many events"
    elif extra_unc >= 0.5 * gain:
        kind = "host_gap"
        ev.update({"uncovered_us": round(best["uncovered"], 3), "uncovered_peer_median_us": round(best["uncovered_peers"], 3)})
    elif i is None:
        kind = "unknown"
    elif COMM_RE.search(op) or (kernel and COMM_RE.search(kernel)):
        kind = "collective"
    elif INPUT_RE.search(op):
        kind = "input"
    elif ALLOC_RE.search(op):
        kind = "allocation"
    else:
        kk = best["keys"].get(i)
        matched = [r for r in best["peers"] if kk in pos[r]]
        mine = lane.dims[i]
        theirs = collections.Counter(lanes[r].dims[pos[r][kk]] for r in matched)
        peer_dims = theirs.most_common(1)[0][0] if theirs else ""
        ev["dur_us"] = round(float(lane.end[i] - lane.start[i]), 3)
        if matched:
            ev["peer_median_dur_us"] = round(float(np.median([lanes[r].end[pos[r][kk]] - lanes[r].start[pos[r][kk]]
                                                              for r in matched])), 3)
        if mine and peer_dims and mine != peer_dims:
            kind = "workload"
            ev.update({"shapes": mine, "peer_shapes": peer_dims})
        elif extra_ops:
            kind = "workload"
            ev["extra_ops"] = sorted({_name(lane, j) for j in cur[2]})[:10]
            ev["extra_op_count"] = extra_ops
        else:
            kind = "compute"
            if mine:
                ev["shapes"] = mine
    return {"kind": kind, "op": op, "lag_us": round(gain, 3), "peer_median_us": round(best["peer_median"], 3),
            "evidence": ev, "_event": i}


NEXT = {
    "compute": "Same op, same shapes, longer on rank {r}: swap rank {r}'s shard with a healthy rank's (or replay "
               "this input on another device). A delay that stays with rank {r}'s device points to placement or "
               "hardware (clocks, thermals, a slow link); one that moves with the shard points to the data.",
    "workload": "Rank {r} ran a different workload ({what}): replay rank {r}'s input on a healthy rank; if the delay "
                "follows the input, rebalance it (routing, bucketing, padding) rather than the hardware.",
    "host_gap": "Nothing recorded what held rank {r}'s launching thread: profile it with stacks "
                "(with_stack=True, or py-spy) around step {s}, and check CPU affinity and co-located processes.",
    "input": "Rank {r} waited for its input: time the data loader on rank {r} (workers, storage, "
             "host-to-device copies) against a peer.",
    "allocation": "Rank {r} spent the time allocating: compare torch.cuda.memory_stats() (allocation retries, "
                  "fragmentation) on rank {r} with a peer.",
    "collective": "An earlier collective ended late on rank {r}: this wait is propagated; fix its source.",
    "unknown": "The lag accumulates without one cause: re-profile rank {r} and a peer with stacks and "
               "record_shapes over several steps to find where it builds up.",
}


def next_measurement(kind: str, rank: int, step, evidence: dict) -> str:
    what = evidence.get("shapes") and f"shapes {evidence['shapes']} against {evidence.get('peer_shapes')}" or (
        f"{evidence.get('extra_op_count')} extra ops" if evidence.get("extra_op_count") else "different inputs")
    return NEXT[kind].format(r=rank, s=step, what=what)
