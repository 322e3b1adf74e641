"""What one rank shows without its peers: single-rank evidence.

A collective record whose other members were not profiled (``align.solo``) has no arrival to compare: its bar
(end − ready) is its waiting for the members nobody profiled and its transfer together, and nothing on one rank
tells them apart. What it does show, and what this module computes, labelled as single-rank evidence:

- each record's bar against the same collective's other occurrences (its *place*: process group, op, ordinal of
  that op in the step): their median, their noise (1.4826 × MAD), and the occurrences beyond the noise (``slow``);
- per step, the rank's communication (the sum of its bars) and the part of it no compute kernel of the rank
  overlapped (``exposed_comm_us``: waiting included);
- the walk-back within the rank: the diagnosis run on the rank alone, its single-member records as collectives of
  one member, so that each step's stretch is compared with the rank's own other steps (``diagnose``'s rule for a
  rank alone in its role), with the blame rule and one explanation per divergence. A divergence at a record's end
  is the bar itself (``kind`` ``bar``): waiting and transfer, not a transfer.

Never a claim that needs peers: no skew, no tail, no last rank, no straggler class.
"""
import collections
import math
import typing

import numpy as np

from ..align.frame import Records, Timeline
from ..model import Divergence, checked
from ..numeric import median
from . import explain

if typing.TYPE_CHECKING:
    from ..align.frame import Frame
    from ..align.identity import RankInfo
    from ..align.solo import Solo
    from ..align.strings import SpanStrings

NOISE_K = 3.0  # an occurrence is slow when its bar exceeds the place's median by this many noises
RELATIVE_FLOOR = 0.25  # ... and by this share of the median (jitter of a short bar is no slowdown)
ABSOLUTE_FLOOR_US = 20.0  # ... and by this many µs
MIN_OCCURRENCES = 4  # fewer occurrences of a place: no noise to judge against, nothing flagged

BASIS = ("no other member of these collectives was profiled, so each bar (end - ready) holds "
         "the rank's waiting for its unprofiled peers and the transfer together; nothing here is an arrival skew, a "
         "tail, a last rank or a straggler class")


def _us(frame, r: int, ns: np.ndarray) -> np.ndarray:
    return np.where(ns >= 0, frame.us(r, np.where(ns >= 0, ns, 0)), np.nan)


def timeline(solo: "Solo", ri: "RankInfo", frame: "Frame", steps_us: dict, strings: "SpanStrings") -> Timeline:
    """The Timeline of one rank's single-member records as collectives of one member (µs on the analysis clock);
    ``steps_us``: ``{step: {rank: (start µs, end µs)}}`` and ``strings`` the string tables of the span."""
    r, c = solo.rank, ri.table.comms
    idx = np.array(solo.rows, dtype=np.int64)
    enq, ready, start, end = (_us(frame, r, getattr(c, f)[idx]) for f in ("enqueue", "ready", "start", "end"))
    nan = np.full(len(idx), np.nan)
    times = dict(zip(Records.FIELDS, (ready, enq, start, end, nan, nan)))
    us = {f: np.array([np.nan if x is None else x for x in map(_round, v.tolist())], dtype=np.float64).reshape(-1, 1)
          for f, v in times.items()}
    k = len(idx)
    rec = Records(np.ones((k, 1), dtype=bool), us, np.full((k, 1), -1, dtype=np.int64), [None] * k, [False] * k)
    steps = {n: {r: d[r]} for n, d in steps_us.items() if r in d}
    return Timeline([r], solo.meta, enq[:, None], ready[:, None], end[:, None], c.stream[idx][:, None], steps, rec,
                    strings)


def _round(x) -> float | None:
    return None if x is None or not math.isfinite(x) else round(float(x), 3)


def occurrences(tl: Timeline) -> list:
    """Each single-member record of a rank's timeline: its place, step, ready and end (µs) and bar, with its
    excess over its place's median and whether it is slow (``places``)."""
    r = tl.order[0]
    out = []
    for k, m in enumerate(tl.meta):
        ready, end = _round(tl.ready[k, 0]), _round(tl.end[k, 0])
        bar = round(end - ready, 3) if ready is not None and end is not None else None
        out.append({"rank": int(r), "place": m.place, "step": m.step, "id": m.id, "pg": m.pg,
                    "op": m.op, "seq": m.seq, "bytes": m.bytes, "ready_us": ready, "end_us": end,
                    "bar_us": bar, "excess_us": None, "slow": False})
    return out


def places(occ: list) -> list:
    """Per (rank, place): how many occurrences, their median bar, noise (1.4826 × MAD), the threshold an
    occurrence's excess must pass, and the steps of the slow ones; each occurrence's ``excess_us`` (its bar
    beyond the median, 0 at or below it) and ``slow`` set (in place)."""
    by = collections.defaultdict(list)
    for o in occ:
        if o["bar_us"] is not None:
            by[(o["rank"], o["place"])].append(o)
    out = []
    for (r, place), rows in by.items():
        bars = [o["bar_us"] for o in rows]
        med = median(bars)
        noise = 1.4826 * median([abs(b - med) for b in bars])
        limit = max(NOISE_K * noise, RELATIVE_FLOOR * med, ABSOLUTE_FLOOR_US)
        judged = len(rows) >= MIN_OCCURRENCES
        for o in rows:
            o["excess_us"] = round(max(0.0, o["bar_us"] - med), 3)
            o["slow"] = bool(judged and o["bar_us"] - med > limit)
        slow = [o for o in rows if o["slow"]]
        out.append({"rank": r, "place": place, "pg": rows[0]["pg"], "op": rows[0]["op"], "bytes": rows[0]["bytes"],
                    "occurrences": len(rows), "median_bar_us": round(med, 3), "noise_us": round(noise, 3),
                    "limit_us": round(limit, 3) if judged else None, "max_bar_us": round(max(bars), 3),
                    "slow_steps": sorted({o["step"] for o in slow}),
                    "slow_excess_us": round(sum(o["excess_us"] for o in slow), 3)})
    return sorted(out, key=lambda p: (-p["slow_excess_us"], p["rank"], p["place"]))


def step_rows(r: int, exposed: dict, steps_us: dict) -> list:
    """Per step of the rank: its step time, its communication (sum of bars) and the part no compute overlapped
    (``exposed``: the diagnosis' ``exposed``, keyed by step)."""
    out = []
    for n in sorted(steps_us):
        if r not in steps_us[n]:
            continue
        s, e = steps_us[n][r]
        ex = exposed.get(n, {})
        out.append({"rank": int(r), "step": int(n), "time_us": round(e - s, 3),
                    "comm_us": ex.get("comm_us", {}).get(r, 0.0),
                    "exposed_comm_us": ex.get("exposed_comm_us", {}).get(r, 0.0)})
    return out


def relabelled(divergences: list[Divergence]) -> list[Divergence]:
    """The divergences of a rank's own diagnosis as single-rank evidence: one at a record's end is its bar (waiting
    and transfer together, kind ``bar``), never a transfer; each explained again and marked."""
    out = []
    for row in divergences:
        d = {k: v for k, v in row.to_builtins().items() if k not in ("cause", "cause_us", "summary")}
        if d["kind"] == "transfer":
            d["kind"] = "bar"
            ev = dict(d["evidence"])
            ev["bar_us"] = ev.pop("tail_us", d["dur_us"])
            ev["note"] = "waiting for the unprofiled members and the transfer together: not separable on one rank"
            d["evidence"] = ev
        d["evidence"] = {**d["evidence"], "single_rank": True}
        out.append(d)
    return checked([{**d, "summary": "Single-rank evidence: " + d["summary"]} for d in explain.explained(out)],
                   list[Divergence])


def evidence(per_rank: dict, world: int | None) -> dict | None:
    """The Analysis' ``single_rank`` object from ``{rank: (timeline, diagnosis, steps_us)}``, or None without any
    single-member record."""
    if not per_rank:
        return None
    occ, st, divs = [], [], []
    for r, (tl, diag, steps_us) in sorted(per_rank.items()):
        occ += occurrences(tl)
        st += step_rows(r, diag.exposed, steps_us)
        divs += relabelled(diag.divergences)
    pl = places(occ)
    return {"basis": BASIS, "ranks": sorted(int(r) for r in per_rank), "world_size": world, "records": len(occ),
            "noise_k": NOISE_K, "relative_floor": RELATIVE_FLOOR, "places": pl, "occurrences": occ, "steps": st,
            "divergences": sorted(divs, key=lambda d: -(d.cost_us or 0.0))}
