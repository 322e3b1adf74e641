"""What kind of straggler the divergences make.

A step is *held back* by a rank when that rank's diverging nodes, replayed at their
role peers' durations, shorten the step by at least the material threshold (the
largest such rank, if several). Over the steps of the window (warm-up outliers
left out):

- ``transient``: one rank holds back a contiguous run of at least two steps and at
  most half of the window, with one known cause (kind and op) in each, and at most
  one step besides; at least twice as many as any other rank, which hold back
  single steps at most (a rank slowed in steps 4-6);
- ``fixed``: one rank holds back more than half of the steps, and twice as many as
  any other rank;
- ``topology``: no single rank, but the ranks that hold steps back share one host
  or one position of a process-group mesh (the rank's index inside each group of a
  family of equal-sized groups) and together hold back at least half of the steps,
  a sharing that chance gives with p ≤ ALPHA (the smallest such group wins);
- ``rotating``: at least three ranks (or all of a smaller world) hold back steps,
  together at least half of them; ``follows`` names what the costliest divergence
  of two thirds of those steps is (``workload``, ``host``);
- ``none``: no pattern. One held-back step is a finding about that step, not a class
  (the diagnosis keeps such a step only when it stands out from the run's
  step-to-step spread).

Episodes are the runs of consecutive steps one rank held back. ``p_value`` is the
chance, were each held-back step's rank drawn uniformly from the world, that one
rank would hold back as many (one-sided binomial, Bonferroni over ranks); for topology,
that every held-back step's rank would fall in the group (Bonferroni over the groups).
"""
import collections
import math

MIN_STEPS = 3
ALPHA = 0.05  # a shared host or mesh position must be this unlikely by chance to be the verdict


def binom_sf(k: int, n: int, p: float) -> float:
    """P(X ≥ k) for X ~ Binomial(n, p), exactly."""
    if k <= 0:
        return 1.0
    return min(1.0, sum(math.comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1)))


def mesh_positions(ranks_meta) -> dict:
    """``{family: {rank: position}}`` for each family of equal-sized process groups that partitions its ranks.

    ``ranks_meta``: ``{rank: [group ranks, ...]}`` (every group a rank belongs to).
    """
    groups = {tuple(g) for gs in ranks_meta.values() for g in gs if g and len(g) > 1}
    families = collections.defaultdict(list)
    for g in groups:
        families[len(g)].append(g)
    out = {}
    for size, gs in families.items():
        members = [r for g in gs for r in g]
        if len(gs) < 2 or len(members) != len(set(members)):
            continue  # a single group, or overlapping groups: no mesh coordinate
        out[f"position in {len(gs)} groups of {size}"] = {r: g.index(r) for g in gs for r in g}
    return out


def episodes(held: dict, steps: list) -> list:
    """``[{ranks, first_step, last_step, steps, cost_us}]``: runs of consecutive window steps held by one rank."""
    out, cur = [], None
    for n in steps:
        r = held[n][0] if n in held else None
        if cur and r == cur["ranks"][0]:
            cur["last_step"], cur["steps"], cur["cost_us"] = n, cur["steps"] + 1, cur["cost_us"] + held[n][1]
            continue
        if cur:
            out.append(cur)
        cur = {"ranks": [r], "first_step": n, "last_step": n, "steps": 1, "cost_us": held[n][1]} if r is not None else None
    if cur:
        out.append(cur)
    for e in out:
        e["cost_us"] = round(e["cost_us"], 3)
    return out


def classify(held: dict, steps: list, world_ranks: list, hosts: dict, mesh: dict) -> dict:
    """The straggler verdict (see the module docstring). ``held``: ``{step: (rank, cost µs, cause)}``."""
    n = len(steps)
    crit = {s: held[s][0] for s in steps if s in held}
    counts = collections.Counter(crit.values())
    eps = episodes(held, steps)
    base = {"class": "none", "ranks": [], "steps_used": n, "critical_counts": {str(r): k for r, k in counts.items()},
            "p_value": None, "follows": None, "basis": None, "episodes": eps, "steps_held": len(crit)}
    R = len(world_ranks)
    if R < 2:
        base["basis"] = f"{len(world_ranks)} rank profiled: no rank to hold another back"
        return base
    if n < MIN_STEPS:
        base["basis"] = f"{n} steps in the window: fewer than {MIN_STEPS}, no verdict"
        return base
    if not crit:
        base["basis"] = f"no rank's divergences above noise cost any of the {n} steps the material threshold"
        return base
    top, k = counts.most_common(1)[0]
    p_fixed = min(1.0, binom_sf(k, len(crit), 1 / R) * R)
    second = counts.most_common(2)[1][1] if len(counts) > 1 else 0
    run = max((e for e in eps if e["ranks"] == [top]), key=lambda e: e["steps"])
    causes = {held[s][2] for s in crit if held[s][0] == top and run["first_step"] <= s <= run["last_step"]}
    if 2 <= run["steps"] and run["steps"] * 2 <= n and k - run["steps"] <= 1 and k >= 2 * second \
            and len(causes) == 1 and None not in causes and all(e["steps"] == 1 for e in eps if e is not run):
        base.update({"class": "transient", "ranks": [top], "p_value": p_fixed,
                     "basis": f"rank {top} held back steps {run['first_step']}-{run['last_step']} ({run['steps']} of "
                              f"{n})" + (", and one step besides" if k > run["steps"] else ", and no other")})
        return base
    if k * 2 > n and k >= MIN_STEPS and k >= 2 * second:
        base.update({"class": "fixed", "ranks": [top], "p_value": p_fixed,
                     "basis": f"rank {top} held back {k} of {n} steps"})
        return base
    held_total = len(crit)
    if held_total * 2 >= n:
        candidates = []
        by_host = collections.defaultdict(list)
        for r in world_ranks:
            by_host[hosts.get(r)].append(r)
        if len(by_host) > 1:
            candidates += [(f"host {h}", rs) for h, rs in by_host.items()]
        for fam, pos in mesh.items():
            for q in range(max(pos.values()) + 1):
                candidates.append((f"{fam} = {q}", [r for r, x in pos.items() if x == q]))
        shared = []  # (p, where, ranks): groups that hold every held-back step's rank
        for where, rs in candidates:
            distinct = sorted({r for r in crit.values() if r in rs})
            if len(distinct) >= 2 and len(rs) < R and all(r in rs for r in crit.values()):
                shared.append((min(1.0, binom_sf(held_total, held_total, len(rs) / R) * len(candidates)), where,
                               distinct))
        if shared and min(shared)[0] <= ALPHA:
            p, where, distinct = min(shared)
            base.update({"class": "topology", "ranks": distinct, "p_value": p,
                         "basis": f"the ranks that held steps back share {where}: {held_total} of {n} steps"})
            return base
        distinct = sorted(counts)
        if len(distinct) >= min(3, R):
            kinds = collections.Counter(held[s][2][0] for s in crit if held[s][2])  # each step's costliest cause
            follows = None
            if kinds and kinds["workload"] * 3 >= 2 * sum(kinds.values()):
                follows = "workload"
            elif kinds and kinds["host_gap"] * 3 >= 2 * sum(kinds.values()):
                follows = "host"
            base.update({"class": "rotating", "ranks": distinct, "follows": follows,
                         "basis": f"{len(distinct)} different ranks held back {held_total} of {n} steps"
                                  + (f"; their divergences are {follows} in most steps" if follows else "")})
            return base
    if held_total == 1:
        s, r = next(iter(crit.items()))
        base["basis"] = f"one step held back (step {s}, by rank {r}): a finding about that step, not a straggler"
        return base
    base["basis"] = (f"{held_total} of {n} steps held back, by ranks {', '.join(map(str, sorted(counts)))}: "
                     "no rank, host or mesh position holds back a pattern")
    return base
