"""The run over its windows: every window's verdict, every profiled step, and the run's verdict with its onset.

Pure functions of the windows' Analyses (one per span, in span order). The run's steps are every window's steps
in step order (``ProfilerStep`` numbers grow across windows), each with the ranks its window found holding it back
(``steps[].held_by``); warm-up outliers a window keeps out of its verdict stay out of the run's too.

The run's verdict: the window classifier (``diagnose.stragglers.classify``) over all the run's steps names a
pattern (fixed, topology, rotating, transient, none) and its ranks; the ranks that held back the most steps are
the candidates (``MIN_HELD`` steps at least). A change point in the steps the candidates held back
(``changepoint``: an onset, an end, or both) narrows the verdict to its stretch: classified again over that
stretch, a straggler that holds from the onset to the run's last step is fixed (or topology) *since* the onset;
one that stops is transient, *until* the last step it held back. Without a change the pattern holds over the whole
run (``since`` null). A step held back outside the verdict (a one-off stall) is a finding about its window
(``story``), never the run's verdict.
"""
import collections

from ..diagnose import mesh
from ..numeric import median

MIN_HELD = 3  # steps the candidate ranks must have held back for a change point to be looked for


def _cause(a, step: int, ranks: list) -> tuple | None:
    """``(kind, op)`` of the costliest divergence of ``ranks`` in ``step`` (what the window classifier reads)."""
    ds = [d for d in a.divergences if d.step == step and d.rank in ranks]
    if not ds:
        return None
    d = max(ds, key=lambda d: d.cost_us or 0.0)
    return d.kind, d.op


def _critical(s) -> int | None:
    """The rank shown as the step's critical rank: the one that held it back (the first of a set), else the rank
    whose work dominates its critical path."""
    return s.held_by[0] if s.held_by else s.critical_rank


def steps_of(analyses: list) -> list[dict]:
    """The run's steps (``OverTimeStep`` rows) in step order; a step in two windows is taken from the first."""
    out, seen = [], set()
    for a in analyses:
        warm = set(a.stragglers.warmup_steps or [])
        for s in a.steps:
            if s.step in seen:
                continue
            seen.add(s.step)
            out.append({"step": s.step, "span": a.span, "time_max_us": s.time_max_us, "time_us": s.time_us,
                        "work_max_us": s.work_max_us, "work_median_us": s.work_median_us,
                        "critical_rank": _critical(s), "held_by": list(s.held_by), "held_cost_us": s.held_cost_us,
                        "warmup": s.step in warm, "work_us": dict(s.work_us)})
    return sorted(out, key=lambda r: r["step"])


def held_of(analyses: list) -> dict:
    """``{step: (ranks, cost µs, cause)}`` over every window: what ``stragglers.classify`` reads."""
    held = {}
    for a in analyses:
        for s in a.steps:
            if s.held_by and s.step not in held:
                held[s.step] = (tuple(s.held_by), s.held_cost_us or 0.0, _cause(a, s.step, s.held_by))
    return held


def topology_of(analyses: list) -> tuple[list, dict, dict]:
    """``(world ranks, {rank: host}, mesh positions)`` over every window's ranks and collectives."""
    hosts: dict[int, str] = {}
    profiled: set[int] = set()
    for a in analyses:
        for r in a.ranks:
            if r.status != "not_profiled":
                profiled.add(r.rank)
                if r.host is not None:
                    hosts.setdefault(r.rank, r.host)
    members = mesh.pg_members((c.pg, c.op, c.group_ranks) for a in analyses for c in a.collectives)
    world = max((a.world_size for a in analyses), default=0)
    return list(range(world)), hosts, mesh.positions(members, len(profiled))


def window_rows(analyses: list) -> list[dict]:
    """One ``OverTimeWindow`` row per window (``unusual`` set later against the run's verdict)."""
    out = []
    for a in analyses:
        s, times = a.stragglers, [x.time_max_us for x in a.steps if x.time_max_us is not None]
        out.append({"span": a.span, "first_step": a.steps[0].step if a.steps else None,
                    "last_step": a.steps[-1].step if a.steps else None, "class": s.class_, "ranks": list(s.ranks),
                    "steps": s.steps_used, "steps_held": s.steps_held or 0,
                    "critical_counts": dict(s.critical_counts),
                    "basis": s.basis, "step_time_max_p50_us": round(median(times), 3) if times else None,
                    "unusual": False})
    return out


def candidates(verdict: dict, held: dict, used: list) -> list[int]:
    """The ranks whose held-back steps are tested for a change: the verdict's (fixed, topology, transient), else
    the rank that held back the most steps, when it held back MIN_HELD or more."""
    if verdict["class"] in ("fixed", "topology", "transient"):
        return list(verdict["ranks"])
    counts = collections.Counter(r for s in used if s in held for r in held[s][0])
    if not counts:
        return []
    top, k = min(counts.items(), key=lambda rk: (-rk[1], rk[0]))
    return [top] if k >= MIN_HELD else []


def excess(steps_by: dict, ranks: list, which: list) -> float | None:
    """Median over ``which`` steps of the ``ranks``' work minus the median work of the other ranks (µs)."""
    vals = []
    for n in which:
        work = steps_by[n]
        mine = [w for r, w in work.items() if int(r) in ranks and w is not None]
        rest = [w for r, w in work.items() if int(r) not in ranks and w is not None]
        if mine and rest:
            vals.append(median(mine) - median(rest))
    return round(median(vals), 3) if vals else None
