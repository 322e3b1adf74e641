"""Gating the diagnosis: the warm-up steps left out, the straggler verdict of the steps each rank held back
(one-off steps only where they stand out from the step-to-step spread), the divergences reported, and the
straggler what-if."""
import dataclasses

import numpy as np

from ..align.frame import Timeline
from ..numeric import median
from . import costs, stragglers, whatif
from .graph import Graph
from .mesh import pg_members, positions

FLOOR_FRACTION = 0.01  # a node diverges by at least this share of the median step
FLOOR_MIN_US = 1.0
ONE_OFF_K = 2.0  # a divergence outside a straggler's pattern costs its step this many robust SDs of the step times


def floor_us(median_step_us: float | None) -> float:
    """The least excess by which a node diverges: FLOOR_FRACTION of the median step, at least FLOOR_MIN_US."""
    return max(FLOOR_FRACTION * (median_step_us or 0.0), FLOOR_MIN_US)


@dataclasses.dataclass(frozen=True)
class Window:
    """The steps the verdict is read over: the ranks of the columns (``order``), the warm-up steps left out, the
    material threshold ``thr`` (µs), each step's ``measured`` time (µs) and the steps ``used`` (warm-up apart)."""

    order: list
    warmup: set
    thr: float
    measured: dict
    used: list


@dataclasses.dataclass(frozen=True)
class Placement:
    """Where the ranks run: every rank (``world``), each rank's host (``hosts``) and its positions in each family
    of equal-sized process groups (``mesh``, see ``mesh``)."""

    world: list
    hosts: dict
    mesh: dict


def _cause_key(d: dict) -> tuple:
    """``(kind, op)`` naming a divergence's cause alike in every step it recurs in: a set of events by its ops'
    names in name order (its label orders them by their excess, which changes from step to step)."""
    spread = (d.get("evidence") or {}).get("spread")
    if not spread:
        return d["kind"], d["op"]
    return d["kind"], ", ".join(sorted(o["op"] for o in spread["ops"]))


def classified(cost: costs.Costs, found: list, window: Window, where: Placement) -> tuple:
    """``(verdict, held, gate)``: the straggler verdict of the steps each rank held back over the ``window``; with
    no verdict, of the one-off steps that stand out from the step-to-step spread (by ``gate``) only."""
    cause = {}
    for d in sorted((d for _, d, _ in found), key=lambda d: d["cost_us"]):
        cause[(d["rank"], d["step"])] = _cause_key(d)
    held = costs.held(cost, cause, window.order, window.warmup, window.thr)
    verdict = stragglers.classify(held, window.used, where.world, where.hosts, where.mesh)
    gate = max(window.thr, ONE_OFF_K * _spread([window.measured[n] for n in window.used]))
    if verdict["class"] == "none":  # what one-off steps there are must stand out from the step-to-step spread
        held = {n: h for n, h in held.items() if h[1] >= gate}
        verdict = stragglers.classify(held, window.used, where.world, where.hosts, where.mesh)
    return verdict, held, gate


def kept(found: list, pair_cost: dict, window: Window, gate: float, verdict: dict, held: dict) -> list:
    """The divergences reported: of a (rank, step) that costs the step ``gate`` or more outside the window's
    warm-up, and of every step of the straggler's pattern."""
    order, warmup = window.order, window.warmup
    keep = {(int(order[j]), num) for (j, num), cost in pair_cost.items() if cost >= gate and num not in warmup}
    if verdict["class"] != "none":
        keep |= {(r, n) for n, (rs, _, _) in held.items() for r in rs if r in verdict["ranks"]}
    return [x for x in found if (x[1]["rank"], x[1]["step"]) in keep]


def warmup(measured: dict, thr: float) -> set:
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


def _straggler_nodes(verdict: dict, steps_used: list, order: list) -> set:
    """``{(rank column, step)}`` whose diverging nodes are the straggler's: its ranks' in every step of
    ``steps_used``, and a rotating straggler's holding ranks' in each step they held (the episodes: a rotation
    names the ranks of its most frequent cause, and the steps other ranks held are the rotation's too)."""
    col = {r: j for j, r in enumerate(order)}
    mine = {(col[r], n) for r in verdict["ranks"] if r in col for n in steps_used}
    if verdict["class"] == "rotating":
        mine |= {(col[r], n) for e in verdict["episodes"] for n in steps_used
                 if e["first_step"] <= n <= e["last_step"] for r in e["ranks"] if r in col}
    return mine


def straggler_whatif(g: Graph, ex: whatif.Excess, verdict: dict, steps_used: list, order: list) -> dict:
    """The span replayed with every diverging node of the straggler at its expected duration (``_straggler_nodes``):
    the median step time before and after over the window's steps (a transient straggler's: over its episode's)."""
    if verdict["class"] == "none" or not steps_used:
        return {"step_time_us": None, "step_time_without_us": None, "cost_us": None}
    steps_used = _whatif_steps(verdict, steps_used)
    mine = _straggler_nodes(verdict, steps_used, order)
    pos = [p for p in np.flatnonzero(ex.diverges).tolist()
           if (int(g.rank[ex.nodes[p]]), int(g.step[ex.nodes[p]])) in mine]
    d = g.d.copy()
    d[ex.nodes[pos]] = np.minimum(d[ex.nodes[pos]], ex.expected[pos])
    before = whatif.span(g, g.d)
    after = whatif.span(g, d)
    b = float(np.median([before[n] for n in steps_used]))
    a = float(np.median([after[n] for n in steps_used]))
    return {"step_time_us": round(b, 3), "step_time_without_us": round(a, 3), "cost_us": round(max(0.0, b - a), 3)}


def _spread(times: list) -> float:
    """1.4826 x the MAD of the window's step times (the run's step-to-step spread)."""
    if len(times) < 2:
        return 0.0
    v = np.array(times)
    return 1.4826 * float(np.median(np.abs(v - np.median(v))))


def mesh(tl: Timeline, ranks: dict) -> dict:
    """Each rank's position in each family of equal-sized process groups over the profiled ``ranks``
    (``mesh.positions``)."""
    return positions(pg_members((m.pg, m.op, m.group_ranks) for m in tl.meta), len(ranks))
