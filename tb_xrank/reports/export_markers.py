"""The merged trace's markers: per rank and collective, a wait slice and a service slice with the Analysis'
numbers; per divergence, a slice on its critical rank and flow arrows to the waits it held back."""
import typing

import numpy as np

from .export_events import XEvent
from .export_tracks import MergedRank, finish_meta

if typing.TYPE_CHECKING:
    from ..model import Analysis, Divergence

FLOW_NAME = "xrank: divergence held back this wait"


def _lanes(intervals):
    """Greedy interval partitioning: for each (start, end) in start order, the first lane free by its start."""
    ends: list[float] = []
    lane_of: dict[int, int] = {}
    for i in sorted(range(len(intervals)), key=lambda i: intervals[i]):
        s, e = intervals[i]
        for j, last in enumerate(ends):
            if last <= s:
                ends[j] = e
                lane_of[i] = j
                break
        else:
            lane_of[i] = len(ends)
            ends.append(e)
    return [lane_of[i] for i in range(len(intervals))], len(ends)


def _us_ns(v, shift_ns) -> int:
    return int(round(v * 1000.0)) + shift_ns


def collective_markers(analysis: "Analysis", rk: dict, shift_ns: int) -> tuple:
    """Wait and service slices per collective and rank, and ``lanes[(collective id, rank)] = (tid, ready, last
    arrival, end)`` in output ns: where each rank's slices of each collective are."""
    out: list = []
    lanes: dict = {}
    for r, rows in _collective_rows(analysis, rk, shift_ns).items():
        out += _collective_slices(r, rk[r], rows, lanes)
    return out, lanes


def _collective_rows(analysis, rk: dict, shift_ns: int) -> dict:
    """``{rank: [(collective, its record, ready, last arrival, end)]}`` in output ns, of the records with a ready
    time and a wait (a record without an end ends at the last arrival)."""
    per_rank: dict[int, list] = {r: [] for r in rk}
    for c in analysis.collectives:
        readies = [v.ready_us for v in c.ranks.values() if v.ready_us is not None and v.wait_us is not None]
        if not readies:
            continue
        last = _us_ns(max(readies), shift_ns)
        for r, v in c.ranks.items():
            if r not in rk or v.ready_us is None or v.wait_us is None:
                continue
            ready = _us_ns(v.ready_us, shift_ns)
            end = _us_ns(v.end_us, shift_ns) if v.end_us is not None else last
            per_rank[r].append((c, v, ready, last, end))
    return per_rank


def _collective_slices(r: int, rank: MergedRank, rows: list, lanes: dict) -> list:
    """The wait and service slices of one rank's collective ``rows`` on its ``xrank: collectives`` tracks (one
    per overlapping lane); each row's place is put in ``lanes``."""
    out = []
    lane, n = _lanes([(ready, max(last, end)) for _, _, ready, last, end in rows])
    tids = [rank.fresh_tid() for _ in range(n)]
    rank.xrank_tracks = [(tid, "xrank: collectives" + (f" {i + 1}" if i else "")) for i, tid in enumerate(tids)]
    for (c, v, ready, last, end), li in zip(rows, lane):
        tid = tids[li]
        lanes[(c.id, r)] = (tid, ready, last, end)
        args = {"collective": c.id, "op": c.op, "pg": c.pg, "step": c.step, "bytes": c.bytes,
                "rank": r, "last_rank": c.last_rank, "skew_us": c.skew_us, "tail_us": c.tail_us,
                "wait_us": v.wait_us, "service_us": v.service_us, "material": c.material}
        label = f"{c.op} {c.id}"
        if last > ready:
            out.append(XEvent("X", f"wait: {label}", "xrank_wait", rank.pid, tid, ready / 1000, (last - ready) / 1000,
                          args))
        if end > last:
            out.append(XEvent("X", f"service: {label}", "xrank_service", rank.pid, tid, last / 1000,
                          (end - last) / 1000, args))
    return out


def divergences(analysis: "Analysis", rk: dict, lanes: dict, shift_ns: int) -> tuple:
    """Divergence slices on the critical ranks and the flows from each divergence to the waits it caused."""
    found = _placed(analysis, rk, lanes, shift_ns)
    slices: list = []
    flows: list = []
    for k in rk:
        mine = [f for f in found if f[1] == k]
        lane, n = _lanes([iv for _, _, iv, _ in mine])
        tids = [rk[k].fresh_tid() for _ in range(n)]
        finish_meta(rk[k], rk[k].xrank_tracks
                     + [(tid, "xrank: divergences" + (f" {i + 1}" if i else "")) for i, tid in enumerate(tids)])
        for (d, _, (s, e), row), li in zip(mine, lane):
            args = {"summary": d.summary, "cause": d.cause, "cause_us": d.cause_us,
                    "collective": d.collective, "step": d.step, "rank": k, "kind": d.kind, "op": d.op,
                    "lag_us": d.lag_us, "peer_median_us": d.peer_median_us, "cost_us": d.cost_us,
                    "step_time_without_us": d.step_time_without_us, "source": d.source,
                    "next_measurement": d.next_measurement, "evidence": d.evidence}
            slices.append(XEvent("X", f"divergence [{d.kind}]: {d.cause}", "xrank_divergence", rk[k].pid, tids[li],
                             s / 1000, (e - s) / 1000, args))
            at = _free_point(rk[k], row) if row is not None else None
            src = (rk[k].tids[rk[k].track[row]], at) if at is not None else (tids[li], (s + e) // 2)
            flows += _flows_to_waits(analysis, d, k, src, rk, lanes, len(flows) // 2 + 1)
    return slices, flows


def _placed(analysis, rk: dict, lanes: dict, shift_ns: int) -> list:
    """``[(divergence, rank, (start, end) ns, source event row or None)]`` of the divergences that can be placed
    on their critical rank."""
    found = []
    for d in analysis.divergences:
        k = d.rank
        if k not in rk:
            continue
        where = _locate(d, rk[k], lanes, shift_ns)
        if where is not None:
            found.append((d, k) + where)
    return found


def _flows_to_waits(analysis, d: "Divergence", k: int, src: tuple, rk: dict, lanes: dict, first_id: int) -> list:
    """The flow events (ids from ``first_id``) from a divergence's point ``src`` (tid, ns) on rank ``k`` to each
    peer's wait slice, at least 2 ns long, of the collective it held back."""
    flows: list[dict] = []
    c = analysis.collective(d.collective)
    for r, v in (c.ranks if c else {}).items():
        tgt = lanes.get((d.collective, r))
        if r == k or r not in rk or tgt is None or tgt[2] - tgt[1] < 2:
            continue
        fid = first_id + len(flows) // 2
        flows.append({"ph": "s", "id": fid, "cat": "xrank", "name": FLOW_NAME, "pid": rk[k].pid,
                      "tid": src[0], "ts": src[1] / 1000})
        # inside the wait slice, as late as the arrow's start where the wait lasts that long
        end_at = min(max(src[1], tgt[1] + 1), tgt[2] - 1)
        flows.append({"ph": "f", "bp": "e", "id": fid, "cat": "xrank", "name": FLOW_NAME, "pid": rk[r].pid,
                      "tid": tgt[0], "ts": end_at / 1000})
    return flows


def _locate(d, rank: MergedRank, lanes, shift_ns):
    """``((start, end) ns, event row or None)`` of a divergence on its critical rank, or None.

    The walk-back's evidence gives the event's times (``event_us``); a delay carried from an earlier
    collective, or a gloo wait, points at the critical rank's own slice of that collective; what cannot be
    placed falls back to the critical rank's slice of the collective itself."""
    k, ev = d.rank, d.evidence
    cid = ev.get("carried_from") or (d.op[5:] if d.op.startswith("wait:") else None)
    if cid is None:
        hit = _event_row(d, rank, shift_ns)
        if hit is not None:
            return hit
        cid = d.collective
    lane = lanes.get((cid, k))
    if lane is None:
        return None
    _, ready, last, end = lane
    return ((ready, last) if last > ready else (last, max(end, last + 1))), None


def _event_row(d, rank: MergedRank, shift_ns):
    """``((start, end) ns, row)`` of the event the walk-back found on the critical rank, by the times the
    evidence gives (``event_us``, rounded to the ns) and its name; None when the trace has no such event."""
    at = d.evidence.get("event_us")
    if not at:
        return None
    s, e = _us_ns(at[0], shift_ns), _us_ns(at[1], shift_ns)
    lo, hi = np.searchsorted(rank.start, s - 5, side="left"), np.searchsorted(rank.start, s + 5, side="right")
    name = d.evidence.get("kernel") or d.op
    t = rank.table
    for row in range(int(lo), int(hi)):
        if abs(int(rank.end[row]) - e) <= 5 and t.strings[t.events["name"][row]] == name:
            return (int(rank.start[row]), int(rank.end[row])), row
    return None


def _free_point(rank: MergedRank, row: int):
    """A time (ns) inside event ``row`` that none of its children on its track covers: the enclosing slice
    there is the event itself (viewers bind a flow's start to the innermost slice at its time). None if
    every ns of it is a child's."""
    s, e = int(rank.start[row]), int(rank.end[row])
    if e - s < 2:
        return None
    j = np.arange(np.searchsorted(rank.start, s, side="left"), np.searchsorted(rank.start, e, side="right"))
    j = j[(j != row) & (rank.track[j] == rank.track[row]) & (rank.end[j] <= e)]
    cs, ce = rank.start[j], rank.end[j]
    # gaps of [s, e] minus the union of the children, latest first
    gaps, cur = [], s
    for a, b in sorted(zip(cs.tolist(), ce.tolist())):
        if a > cur:
            gaps.append((cur, a))
        cur = max(cur, b)
    if e > cur:
        gaps.append((cur, e))
    for a, b in reversed(gaps):
        if b - a >= 2:
            return (a + b) // 2
    return None
