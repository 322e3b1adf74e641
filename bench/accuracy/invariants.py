"""Claims of one Analysis that contradict each other, whatever job it came from (issue 37): the rules
``tests/test_invariants.py`` holds over every bundled run and ``bench/accuracy`` over every case of its corpus.

``contradictions(analysis)`` lists each one as a sentence; an empty list is a consistent Analysis.
"""
import math

STRAGGLER_CLASSES = ("fixed", "topology", "rotating", "transient")
NEGATIVE_US = -1.0  # below this a wait, skew, tail or service is negative, not rounding
WHATIF_SAVES = 0.005  # a verdict's what-if must shorten the step by at least this fraction
BALANCED_SLACK = 0.005  # a balanced pipeline may replay at most this fraction longer than measured
REPLAY_PCT = 5.0  # the replay of own durations within this of every measured step
LEFT_OUT_SHARE = 0.25  # ranks with records left out: a quarter of the job or more is a broken identity rule


def _num(x) -> "float | None":
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) else None


def _verdict(a) -> "list[str]":
    s = a.stragglers
    cls, ranks = getattr(s, "class_", None), list(getattr(s, "ranks", None) or [])
    if cls not in STRAGGLER_CLASSES:
        return []
    out = [] if ranks else [f"a {cls} straggler verdict names no rank"]
    t, tw = _num(getattr(s, "step_time_us", None)), _num(getattr(s, "step_time_without_us", None))
    if t is not None and tw is not None and tw > t * (1 - WHATIF_SAVES):
        out.append(f"a {cls} straggler (ranks {ranks}) whose what-if saves {max(t - tw, 0) / 1e3:.2f} ms of a "
                   f"{t / 1e3:.1f} ms step")
    held = {r for st in a.steps for r in (st.held_by or [])}
    if cls == "fixed" and ranks and held and not held & set(ranks):
        out.append(f"fixed straggler {ranks}, but only {sorted(held)[:8]} hold steps back")
    return out


def _pipeline(a) -> "list[str]":
    p = a.pipeline
    if not p:
        return []
    out = []
    t, tb = _num(p.step_time_us), _num(p.step_time_balanced_us)
    if t is not None and tb is not None and tb > t * (1 + BALANCED_SLACK):
        out.append(f"the balanced pipeline replays to {tb / 1e3:.1f} ms, longer than the measured {t / 1e3:.1f} ms")
    work = {s.stage: _num(s.work_us) for s in p.stages or []}
    work = {k: v for k, v in work.items() if v is not None}
    if work and p.slowest_stage is not None and max(work, key=work.get) != p.slowest_stage \
            and work[p.slowest_stage] < max(work.values()) * 0.999:
        out.append(f"slowest stage {p.slowest_stage}, but stage {max(work, key=work.get)} has the most work")
    return out


def _signs(a) -> "list[str]":
    neg = 0
    for c in a.collectives:
        neg += sum(v is not None and v < NEGATIVE_US for v in (_num(c.skew_us), _num(c.tail_us)))
        for t in c.ranks.values():
            neg += sum(v is not None and v < NEGATIVE_US for v in (_num(t.wait_us), _num(t.service_us)))
    out = [f"{neg} negative skews, tails, waits or services"] if neg else []
    for d in a.divergences:
        lag, cost = _num(d.lag_us), _num(d.cost_us)
        if lag is not None and lag < 0:
            out.append(f"rank {d.rank} step {d.step}: a negative lag ({lag:.0f} us)")
        if lag is not None and cost is not None and cost > lag * 1.05 + 50:
            out.append(f"rank {d.rank} step {d.step}: saves {cost:.0f} us, more than its lag of {lag:.0f} us")
    return out


def _replay(a) -> "list[str]":
    worst = max((abs(e) for e in (_num(st.replay_error_pct) for st in a.steps) if e is not None), default=0.0)
    return [f"the replay of own durations misses a measured step by {worst:.1f} %"] if worst > REPLAY_PCT else []


def _membership(a) -> "list[str]":
    if not a.collectives:
        return []
    members = {r for c in a.collectives for r in c.ranks}
    out = [f"rank {r.rank} is in no aligned collective and says nothing about why" for r in a.ranks
           if r.rank is not None and r.rank not in members and not r.warnings and r.status in (None, "ok")]
    left = [r.rank for r in a.ranks if any("left out" in (w.text or "") for w in r.warnings or [])]
    if a.world_size and len(left) >= a.world_size * LEFT_OUT_SHARE:
        out.append(f"{len(left)} of {a.world_size} ranks had records left out ({left[:8]})")
    return out


def contradictions(a) -> "list[str]":
    """Every contradiction of the Analysis ``a``: a straggler verdict without a rank, or whose what-if saves nothing,
    or whose ranks hold back none of the held steps; a balanced pipeline slower than measured, or a slowest stage
    that has not the most work; a negative wait, skew, tail, service or lag, or a divergence saving more than its
    lag; a replay of own durations more than 5 % off a measured step; a rank in no collective without a word, or a
    quarter of the ranks with records left out."""
    return _verdict(a) + _pipeline(a) + _signs(a) + _replay(a) + _membership(a)
