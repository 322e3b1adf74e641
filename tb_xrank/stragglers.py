"""Who was critical, step after step, and what kind of straggler that makes.

Per step the *critical rank* is the last arrival of the step's material collective
with the largest skew, or of its source when that collective's wait was propagated. Over the steps that have one, ``critical_counts`` is tested
against chance (a rank is last with probability 1/N when nothing is wrong):

- ``fixed``: one rank is critical far more often than chance (one-sided binomial
  test, Bonferroni over ranks, p ≤ ALPHA) and in at least half of the steps;
- ``topology``: no single rank, but the critical ranks concentrate on one host, or
  on one position of a process-group mesh (the rank's index inside each group of a
  family of equal-sized groups), beyond chance for that share of ranks;
- ``rotating``: the critical rank moves between at least three ranks (or all of a
  smaller group) while skew is material in at least half of the steps, and the last
  arrival stands apart from the others (median *separation* — the share of a step's
  skew owed to the last rank alone, (last − second last) / (last − first) — of at
  least SEPARATION), or its divergences follow something; ``follows`` names what it
  tracks when the critical ranks' divergences say so (``workload``);
- ``none``: too few material steps, or no pattern beyond chance: a last arrival that
  moves between ranks without standing apart from them is noise, not a straggler.
"""
import collections
import math

ALPHA = 0.01
MIN_STEPS = 5
SEPARATION = 0.5


def separation(c) -> float | None:
    """(last − second last) / (last − first) of a collective's ready times."""
    rd = sorted(v["ready_us"] for v in c["ranks"].values() if v["ready_us"] is not None)
    if len(rd) < 3 or rd[-1] <= rd[0]:
        return None
    return (rd[-1] - rd[-2]) / (rd[-1] - rd[0])


def binom_sf(k: int, n: int, p: float) -> float:
    """P(X ≥ k) for X ~ Binomial(n, p), exactly."""
    if k <= 0:
        return 1.0
    return min(1.0, sum(math.comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1)))


def critical_history(collectives, propagation=()) -> dict:
    """``{step: collective}``: the material collective with the largest skew in each step or, when that one's
    wait was propagated from an earlier collective, its source (whose last rank caused the wait)."""
    by_id = {c["id"]: c for c in collectives}
    source_of = {a: p["source"] for p in propagation for a in p["affected"]}
    out = {}
    for c in collectives:
        if c["material"] and c["step"] is not None and c["skew_us"] is not None:
            if c["step"] not in out or c["skew_us"] > out[c["step"]]["skew_us"]:
                out[c["step"]] = c
    for step, c in out.items():
        seen = {c["id"]}
        while c["id"] in source_of and source_of[c["id"]] in by_id and source_of[c["id"]] not in seen:
            c = by_id[source_of[c["id"]]]
            seen.add(c["id"])
        out[step] = c
    return dict(sorted(out.items()))


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


def classify(history: dict, world_ranks: list, hosts: dict, mesh: dict, divergences: list, n_steps: int) -> dict:
    """The straggler verdict from the critical-rank history (see the module docstring)."""
    crit = {s: c["last_rank"] for s, c in history.items()}
    counts = collections.Counter(crit.values())
    n = len(crit)
    base = {"class": "none", "ranks": [], "steps_used": n, "critical_counts": {str(r): k for r, k in counts.items()},
            "p_value": None, "follows": None, "basis": None, "steps_recorded": n_steps}
    R = max(len(world_ranks), 1)
    if n < MIN_STEPS:
        base["basis"] = f"{n} steps with material skew: fewer than {MIN_STEPS}, no verdict"
        return base
    top, k = counts.most_common(1)[0]
    p_fixed = min(1.0, binom_sf(k, n, 1 / R) * R)
    base["p_value"] = p_fixed
    if p_fixed <= ALPHA and k * 2 >= n:
        base.update({"class": "fixed", "ranks": [top],
                     "basis": f"rank {top} critical in {k} of {n} steps; chance 1/{R}; p = {p_fixed:.2g}"})
        return base
    # topology: a host or a mesh coordinate that holds the critical ranks beyond its share
    candidates = []
    by_host = collections.defaultdict(list)
    for r in world_ranks:
        by_host[hosts.get(r)].append(r)
    if len(by_host) > 1:
        for h, rs in by_host.items():
            kh = sum(counts[r] for r in rs)
            candidates.append((min(1.0, binom_sf(kh, n, len(rs) / R) * len(by_host)), f"host {h}", rs, kh))
    for fam, pos in mesh.items():
        size = max(pos.values()) + 1
        for p in range(size):
            rs = [r for r, q in pos.items() if q == p]
            kp = sum(counts[r] for r in rs)
            candidates.append((min(1.0, binom_sf(kp, n, len(rs) / R) * size * max(len(mesh), 1)),
                               f"{fam} = {p}", rs, kp))
    if candidates:
        p_top, where, rs, kk = min(candidates, key=lambda c: c[0])
        distinct = sorted({r for r in crit.values() if r in rs})
        if p_top <= ALPHA and len(distinct) >= 2 and kk * 2 >= n:
            base.update({"class": "topology", "ranks": distinct, "p_value": p_top,
                         "basis": f"critical ranks share {where}: {kk} of {n} steps; p = {p_top:.2g}"})
            return base
    distinct = sorted(counts)
    seps = sorted(x for x in (separation(c) for c in history.values()) if x is not None)
    sep = seps[len(seps) // 2] if seps else None
    base["separation"] = sep
    if len(distinct) >= min(3, R) and n * 2 >= n_steps:
        kinds = collections.Counter(d["kind"] for d in divergences if d.get("step") in crit
                                    and d["rank"] == crit[d["step"]])
        follows = None
        if kinds and kinds["workload"] * 3 >= 2 * sum(kinds.values()):
            follows = "workload"
        elif kinds and kinds["host_gap"] * 3 >= 2 * sum(kinds.values()):
            follows = "host"
        if follows is None and sep is not None and sep < SEPARATION:
            base["basis"] = (f"the last arrival moves between {len(distinct)} ranks over {n} steps but does not stand "
                             f"apart from the others (median separation {sep:.2f} < {SEPARATION}) and follows no "
                             "workload: noise, not a straggler")
            return base
        base.update({"class": "rotating", "ranks": distinct, "follows": follows,
                     "basis": f"{len(distinct)} different ranks critical over {n} steps"
                              + (f"; their divergences are {follows} in most steps" if follows else "")})
        return base
    base["basis"] = f"no rank, host or mesh coordinate critical beyond chance over {n} steps"
    return base
