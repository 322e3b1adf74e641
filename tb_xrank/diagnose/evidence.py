"""Missing evidence: time on the launching thread that no recorded event covers.

Per rank and step, the thread's events (ops, annotations below the step level, and
each collective's wait from enqueue to end) are merged; what they leave uncovered
inside the step is a *gap*. A gap is reported when it is at least ``min_us`` long
and longer, by at least ``min_us``, than the median gap its role peers (ranks that
run the same program) have at the same place (between the same two events, matched
by name and occurrence in the step); a rank without role peers is compared with its
own other steps (its step's uncovered time at least ``min_us`` over its median
step's), and its gaps carry no peer figure.
Unexplained time stays unexplained: it is never given to the nearest bar. A gap
that a host wait on the device covers for the most part (``device.Links.syncs``:
among them the spins that end when a kernel of the rank ends) is explained by it,
and is not missing evidence.
"""
import typing

import numpy as np

from ..numeric import median, occurrence

if typing.TYPE_CHECKING:
    from .links import Syncs


def _gaps(merged, s: float, e: float):
    """Uncovered intervals of [s, e] given merged (starts, ends, _) intervals: (starts, ends) arrays."""
    ms, me, _ = merged
    lo = np.searchsorted(me, s, side="right")
    hi = np.searchsorted(ms, e, side="left")
    a, b = ms[lo:hi], me[lo:hi]
    g0 = np.concatenate([[s], np.maximum(b, s)])
    g1 = np.concatenate([np.minimum(a, e), [e]])
    keep = g1 > g0
    return g0[keep], g1[keep]


def _uncovered(merged, s: np.ndarray, e: np.ndarray, min_us: float) -> np.ndarray:
    """Per window [s_i, e_i]: the summed length of its uncovered intervals (as ``_gaps`` finds them) that are
    at least ``min_us`` long, for all windows at once: the gaps between merged intervals inside a window are
    read from a prefix sum, its two ends computed apart."""
    ms, me, _ = merged

    def kept(x: np.ndarray) -> np.ndarray:
        return np.where((x > 0) & (x >= min_us), x, 0.0)
    if len(ms) == 0:
        return kept(e - s)
    lo = np.searchsorted(me, s, side="right")  # the first interval that ends after s
    hi = np.searchsorted(ms, e, side="left")  # intervals [lo, hi) reach into the window
    inner = ms[1:] - me[:-1]
    cum = np.concatenate([[0.0], np.cumsum(kept(inner))])
    some = lo < hi
    first = np.where(some, np.minimum(ms[np.minimum(lo, len(ms) - 1)], e) - s, e - s)
    last = np.where(some, e - np.maximum(me[np.maximum(hi - 1, 0)], s), 0.0)
    between = np.where(hi - lo >= 2, cum[np.maximum(hi - 1, 0)] - cum[np.minimum(lo, len(cum) - 1)], 0.0)
    return kept(first) + between + kept(last)


def _places(lane, idx, g0, g1):
    """(before, after) keys and event indices for each gap: the last event ending by the gap's start and the
    first starting at or after its end, keyed by (name id, occurrence in the step)."""
    by_start = idx[np.argsort(lane.start[idx], kind="stable")]
    occ = dict(zip(by_start.tolist(), zip(lane.key[by_start].tolist(), occurrence(lane.key[by_start]).tolist())))
    by_end = idx[np.argsort(lane.end[idx], kind="stable")]
    ends = lane.end[by_end]
    starts = lane.start[by_start]
    bi = np.searchsorted(ends, g0 + 1e-6, side="right") - 1
    ai = np.searchsorted(starts, g1 - 1e-6, side="left")
    out = []
    for b, a in zip(bi.tolist(), ai.tolist()):
        eb = int(by_end[b]) if b >= 0 else None
        ea = int(by_start[a]) if a < len(by_start) else None
        out.append(((occ.get(eb), occ.get(ea)), eb, ea))
    return out


def find_gaps(lanes: dict, merged: dict, steps: dict, min_us: float, role: dict) -> list:
    """``[{rank, step, start_us, dur_us, before, after, peer_median_us}]``; ``steps``: {step: {rank: (s, e)}};
    ``role``: {rank: role}."""
    out = []
    floor = min_us / 4  # peers' gaps shorter than this count as none
    nums = sorted(steps)
    uncovered = _uncovered_by_step(lanes, merged, steps, nums, min_us)
    for num in nums:
        per_rank = steps[num]
        if not _notable(uncovered, per_rank, lanes, role, num, min_us):
            continue  # no rank has notably more uncovered time than its role peers: nothing to place or report
        found = {r: _placed(lanes[r], merged[r], s, e, floor) for r, (s, e) in per_rank.items() if r in lanes}
        for r, places in found.items():
            out += _step_gaps(r, num, places, found, lanes[r], role, uncovered[r], min_us)
    return sorted(out, key=lambda g: -g["dur_us"])


def _uncovered_by_step(lanes: dict, merged: dict, steps: dict, nums: list, min_us: float) -> dict:
    """``{rank: {step: uncovered time in gaps of at least min_us}}`` over the steps ``nums`` each rank has."""
    uncovered = {}
    for r in lanes:
        mine = [n for n in nums if r in steps[n]]
        s, e = (np.array([steps[n][r][k] for n in mine], dtype=float) for k in (0, 1))
        uncovered[r] = dict(zip(mine, _uncovered(merged[r], s, e, min_us).tolist()))
    return uncovered


def _placed(lane, merged, s: float, e: float, floor: float) -> dict:
    """``{(before key, after key): (start, end, before event, after event)}``: a rank's uncovered intervals of
    the step [s, e] at least ``floor`` long, by their place between the step's events."""
    g0, g1 = _gaps(merged, s, e)
    big = (g1 - g0) >= floor
    g0, g1 = g0[big], g1[big]
    if not len(g0):
        return {}
    idx = np.flatnonzero((lane.start >= s) & (lane.end <= e))
    return {key: (a0, a1, b, a) for (key, b, a), a0, a1 in zip(_places(lane, idx, g0, g1), g0.tolist(), g1.tolist())}


def _peer_median(found: dict, r: int, key: tuple, role: dict) -> float | None:
    """The median length of the gap at ``key`` among ``r``'s role peers (0 for a peer with none there); None
    where it has no role peers."""
    peer = [found[p][key][1] - found[p][key][0] if key in found[p] else 0.0 for p in found
            if p != r and role.get(p) == role.get(r)]
    return median(peer) if peer else None


def _step_gaps(r, num, places: dict, found: dict, lane, role: dict, own: dict, min_us: float) -> list:
    """The reported gaps of rank ``r`` in step ``num``: those at least ``min_us`` long and longer by ``min_us``
    than its role peers' median there, or, alone in its role, in a step whose uncovered time (``own``: per step)
    is ``min_us`` over its median step's."""
    out = []
    for key, (g0, g1, b, a) in places.items():
        dur = g1 - g0
        if dur < min_us:
            continue
        pm = _peer_median(found, r, key, role)
        if pm is not None and dur - pm < min_us:
            continue
        if pm is None and own[num] - median(list(own.values())) < min_us:
            continue  # alone in its role: reported only beyond its own usual uncovered time
        out.append({"rank": int(r), "step": int(num), "start_us": round(g0, 3), "dur_us": round(dur, 3),
                    "before": lane.names[int(lane.key[b])] if b is not None else "step start",
                    "after": lane.names[int(lane.key[a])] if a is not None else "step end",
                    "peer_median_us": None if pm is None else round(pm, 3)})
    return out


def _notable(uncovered, per_rank, lanes, role, num, min_us) -> bool:
    """Some rank has at least ``min_us / 2`` more uncovered time than its role peers' median in the step (or,
    alone in its role, than its own median over the steps)."""
    by_role: dict[int | None, list[int]] = {}
    for r in per_rank:
        if r in lanes:
            by_role.setdefault(role.get(r), []).append(r)
    for rs in by_role.values():
        v = [uncovered[r][num] for r in rs]
        usual = median(v) if len(v) > 1 else median(list(uncovered[rs[0]].values()))
        if max(v) - usual >= 0.5 * min_us:
            return True
    return False


def not_waits(gaps: list, syncs: "Syncs", order: list) -> list:
    """The host ``gaps`` less those that a host wait of their rank (``syncs``: columns, start and end µs) covers
    for at least half their length."""
    out = []
    col = {r: j for j, r in enumerate(order)}
    for g in gaps:
        k = np.flatnonzero(syncs.col == col.get(g["rank"], -1))
        g0, g1 = g["start_us"], g["start_us"] + g["dur_us"]
        cover = np.clip(np.minimum(syncs.end[k], g1) - np.maximum(syncs.start[k], g0), 0.0, None).sum()
        if cover < 0.5 * g["dur_us"]:
            out.append(g)
    return out


def device_gaps(idle: list, order: list, steps: dict, device: dict, min_us: float) -> list:
    """``[{rank, step, stream, start_us, dur_us, before, after, peer_median_us}]``: the stretches of at least
    ``min_us`` in which a GPU stream sat idle after everything recorded that its next op waited for had happened
    (``links.Idle.gaps``: time no recorded dependency explains), each in the step of the rank that holds it;
    ``before``/``after``: the device ops that ended at its start and started at its end (any stream of the rank)."""
    out = []
    nums = sorted(steps)
    for j, stream, start, dur in idle:
        if dur < min_us:
            continue
        r = order[j]
        num = next((n for n in nums if r in steps[n] and steps[n][r][0] <= start <= steps[n][r][1]), None)
        if num is None:
            continue
        lane = device.get(r)
        before = after = ""
        if lane is not None and len(lane.start):
            i = int(np.searchsorted(lane.start, start + dur - 1e-3))
            after = lane.names[int(lane.key[i])] if i < len(lane.start) else ""
            done = np.flatnonzero(lane.end <= start + 1e-3)
            before = lane.names[int(lane.key[done[np.argmax(lane.end[done])]])] if len(done) else ""
        out.append({"rank": int(r), "step": int(num), "stream": int(stream), "start_us": round(start, 3),
                    "dur_us": round(dur, 3), "before": before, "after": after, "peer_median_us": None})
    return sorted(out, key=lambda g: -g["dur_us"])
