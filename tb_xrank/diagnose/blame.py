"""What a divergence's lag is blamed on: one recorded event, a set of them, or time no event recorded.

The *lag* is what the divergence node took beyond its expected duration; the walk back (``walkback``) found the
segment of the critical rank's stretch that adds most to it, between two events matched on the peers. The cause
is named by one rule, tried in this order:

- *Unrecorded time* (``host_gap``): the time in the segment that no recording event covers exceeds the peers'
  median of the same by at least SHARE of the lag. Every event of a device lane records its time (kernels do
  not nest), and on a host lane every operator (its own time is its work) and every annotation without events
  inside it; an annotation's own time around the events inside it is unrecorded (a ``record_function`` block
  says only that the time was spent somewhere in it), and communication events record nothing (an asynchronous
  call's annotation lasts while the thread goes on or stalls). The time is
  named by the innermost event that encloses the largest uncovered stretch ("inside ``forward``"), never by an
  event that merely sits next to it.
- *One event*: the innermost event of the stretch whose own excess (its duration less the median duration of
  the peers' matched events) is at least SHARE of the lag; among several, one overlapping the segment first.
  An annotation whose operators inside ran on other shapes than the peers' is named so (its workload differs)
  before its unrecorded time is.
- *A set*: where no event alone explains SHARE of the lag, but several together do, the set is named (its
  ops, how many events, how much in all), never its largest member: ``workload`` where the events whose input
  shapes differ from the peers' take SHARE of it longer, else ``compute`` where the events that took longer than
  their peers' (the innermost of nested ones) do.
- Otherwise no event is named (``unknown``).
"""
import collections
import typing

import numpy as np

from ..numeric import covered, median, merge, nanmedian_rows
from .lane import Lane

if typing.TYPE_CHECKING:
    import re
    from collections.abc import Callable, Hashable


SHARE = 0.5  # the least share of the lag a named cause explains
SHOWN_OPS = 3  # ops a set's name lists before "and N more"


def _recording(lane: Lane, comm: "re.Pattern") -> np.ndarray:
    """Which events of ``lane`` record their time (see the module docstring); ``comm``: the communication name
    regex."""
    n = len(lane.start)
    keep = np.ones(n, dtype=bool)
    if lane.block is None or n == 0:
        return keep
    is_comm = np.array([bool(comm.search(lane.names[k])) for k in lane.key.tolist()], dtype=bool)
    keep[is_comm] = False
    rest = np.flatnonzero(~is_comm)
    o = rest[np.lexsort((-lane.end[rest], lane.start[rest]))]
    parent = (lane.start[o[1:]] < lane.end[o[:-1]]) & (lane.end[o[1:]] <= lane.end[o[:-1]])
    holder = o[:-1][parent]
    keep[holder[lane.block[holder]]] = False
    return keep


def recorded_cover(lane: Lane, comm: "re.Pattern") -> tuple:
    """The union of ``lane``'s recording events (``numeric.merge``), computed once per lane."""
    recorded = getattr(lane, "recorded", None)
    if recorded is None:
        keep = _recording(lane, comm)
        recorded = lane.recorded = merge(lane.start[keep], lane.end[keep])
    return recorded


def unrecorded(lanes: dict, crit: "Hashable", best: dict, comm: "re.Pattern") -> tuple:
    """``(critical µs, peers' median µs)``: the time of the segment ``best`` that no recording event covers, on the
    critical rank and on its peers (each over its own matched segment)."""
    t0, t1 = best["t0"], best["t1"]
    mine = (t1 - t0) - covered(recorded_cover(lanes[crit], comm), t0, t1)
    theirs = [max(0.0, (b - a) - covered(recorded_cover(lanes[r], comm), a, b)) for r, (a, b) in best["peer_bounds"]]
    return max(0.0, mine), (median(theirs) if theirs else 0.0)


def enclosing(lane: Lane, t0: float, t1: float, comm: "re.Pattern") -> int | None:
    """The innermost non-communication event of ``lane`` enclosing the longest stretch of (t0, t1] that no
    recording event covers; None when no event encloses it."""
    ms, me, _ = recorded_cover(lane, comm)
    keep = (me > t0) & (ms < t1)
    edges = np.concatenate([[t0], np.clip(np.ravel(np.column_stack([ms[keep], me[keep]])), t0, t1), [t1]])
    a, b = edges[0::2], edges[1::2]
    if not len(a) or (b - a).max() <= 0:
        return None
    g = int(np.argmax(b - a))
    lo, hi = a[g], b[g]
    around = np.flatnonzero((lane.start <= lo) & (lane.end >= hi))
    inside = [i for i in around.tolist() if not comm.search(lane.names[int(lane.key[i])])]
    return min(inside, key=lambda i: lane.end[i] - lane.start[i]) if inside else None


def own_excess(lanes: dict, crit: "Hashable", where: tuple) -> tuple:
    """``(duration, peers' median, own excess)`` µs of each window event of ``crit`` (``where``: the window's
    events, the peers' matched events, the peers); NaN where no peer matched it."""
    widx, wh, wpeers = where
    lane = lanes[crit]
    dur = lane.end[widx] - lane.start[widx]
    peer = np.full(wh.shape, np.nan)
    for j, r in enumerate(wpeers):
        hit = wh[:, j] >= 0
        peer[hit, j] = lanes[r].end[wh[hit, j]] - lanes[r].start[wh[hit, j]]
    has = ~np.isnan(peer).all(axis=1)
    med = np.full(len(widx), np.nan)
    med[has] = nanmedian_rows(peer[has])
    return dur, med, dur - med


def named_event(lanes: dict, crit: "Hashable", where: tuple, t0: float, t1: float, lag: float) -> tuple | None:
    """``(event, own excess µs, its duration µs, the peers' median µs)`` of the innermost window event whose own
    excess is at least SHARE of ``lag`` (one overlapping the segment (t0, t1] first); None when none is."""
    widx = where[0]
    if not len(widx) or not len(where[2]) or lag <= 0:
        return None
    lane = lanes[crit]
    dur, med, own = own_excess(lanes, crit, where)
    ok = np.flatnonzero(~np.isnan(own) & (own >= SHARE * lag))
    if not len(ok):
        return None
    near = ok[(lane.start[widx[ok]] < t1) & (lane.end[widx[ok]] > t0)]
    pick = near if len(near) else ok
    q = int(pick[np.argmin(dur[pick])])
    return int(widx[q]), float(own[q]), float(dur[q]), float(med[q])


def _innermost(lane: Lane, events: list) -> list:
    """The ``events`` with none of the others inside them."""
    s, e = lane.start, lane.end
    return [i for i in events if not any(j != i and s[i] <= s[j] and e[j] <= e[i] for j in events)]


def spread_set(lane: Lane, extra: dict, lag: float, name_of: "Callable[[int], str]") -> dict | None:
    """The set of events ``extra`` (``{event: its excess over its peers' median}``, those above 0 counted, the
    innermost of nested ones) when together they take at least SHARE of ``lag`` longer: ``{"op": its name (its
    costliest ops, "and N more ops"), "events", "excess_us", "share", "members" (the events), "ops"}``; None
    otherwise."""
    inner = _innermost(lane, [i for i, x in extra.items() if x > 0])
    total = sum(extra[i] for i in inner)
    if not inner or lag <= 0 or total < SHARE * lag:
        return None
    by_op: collections.defaultdict[str, list[float]] = collections.defaultdict(lambda: [0, 0.0])
    for i in inner:
        by_op[name_of(i)][0] += 1
        by_op[name_of(i)][1] += extra[i]
    ops = sorted(by_op.items(), key=lambda kv: -kv[1][1])
    more = len(ops) - SHOWN_OPS
    named = ", ".join(f"{op} ×{n}" if n > 1 else op for op, (n, _) in ops[:SHOWN_OPS])
    return {"op": named + (f" and {more} more op{'s' * (more > 1)}" if more > 0 else ""), "events": len(inner),
            "excess_us": round(total, 3), "share": round(total / lag, 3), "members": inner,
            "ops": [{"op": op, "events": n, "excess_us": round(x, 3)} for op, (n, x) in ops]}
