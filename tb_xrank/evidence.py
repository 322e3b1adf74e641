"""Missing evidence: time on the launching thread that no recorded event covers.

Per rank and step, the thread's events (ops, annotations below the step level, and
each collective's wait from enqueue to end) are merged; what they leave uncovered
inside the step is a *gap*. A gap is reported when it is at least ``min_us`` long
and longer, by at least ``min_us``, than the median gap the peers have at the same
place (between the same two events, matched by name and occurrence in the step).
Unexplained time stays unexplained: it is never given to the nearest bar.
"""
import collections

import numpy as np


def _gaps(merged, s: float, e: float):
    """Uncovered [start, end) intervals of [s, e] given merged (starts, ends, _) intervals."""
    ms, me, _ = merged
    lo = np.searchsorted(me, s, side="right")
    hi = np.searchsorted(ms, e, side="left")
    cur, out = s, []
    for a, b in zip(ms[lo:hi].tolist(), me[lo:hi].tolist()):
        if a > cur:
            out.append((cur, a))
        cur = max(cur, b)
    if cur < e:
        out.append((cur, e))
    return out


def _bounds(lane, step_idx, t0: float, t1: float):
    """(before, after) keys of a gap: the last event ending by t0 and the first starting at or after t1,
    keyed by (name id, occurrence in the step)."""
    ends_before = step_idx[lane.end[step_idx] <= t0 + 1e-6]
    starts_after = step_idx[lane.start[step_idx] >= t1 - 1e-6]
    occ = collections.Counter()
    keyed = {}
    for i in step_idx[np.argsort(lane.start[step_idx], kind="stable")].tolist():
        k = int(lane.key[i])
        keyed[i] = (k, occ[k])
        occ[k] += 1
    b = int(ends_before[np.argmax(lane.end[ends_before])]) if len(ends_before) else None
    a = int(starts_after[np.argmin(lane.start[starts_after])]) if len(starts_after) else None
    return (keyed.get(b), keyed.get(a)), b, a


def find_gaps(lanes: dict, merged: dict, steps: dict, min_us: float) -> list:
    """``[{rank, step, start_us, dur_us, before, after, peer_median_us}]``; ``steps``: {step: {rank: (s, e)}}."""
    out = []
    for num, per_rank in sorted(steps.items()):
        found = {}
        for r, (s, e) in per_rank.items():
            if r not in lanes:
                continue
            lane = lanes[r]
            idx = np.flatnonzero((lane.start >= s) & (lane.end <= e))
            places = {}
            for g0, g1 in _gaps(merged[r], s, e):
                key, b, a = _bounds(lane, idx, g0, g1)
                places[key] = (g0, g1, b, a)
            found[r] = places
        for r, places in found.items():
            lane = lanes[r]
            for key, (g0, g1, b, a) in places.items():
                dur = g1 - g0
                if dur < min_us:
                    continue
                peer = [found[p][key][1] - found[p][key][0] if key in found[p] else 0.0 for p in found if p != r]
                pm = float(np.median(peer)) if peer else 0.0
                if peer and dur - pm < min_us:
                    continue
                out.append({"rank": int(r), "step": int(num), "start_us": round(g0, 3), "dur_us": round(dur, 3),
                            "before": lane.names[int(lane.key[b])] if b is not None else "step start",
                            "after": lane.names[int(lane.key[a])] if a is not None else "step end",
                            "peer_median_us": round(pm, 3)})
    return sorted(out, key=lambda g: -g["dur_us"])
