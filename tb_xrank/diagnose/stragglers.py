"""What kind of straggler the divergences make.

A step is *held back* by a rank when that rank's diverging nodes, replayed at their
role peers' durations, shorten the step by at least the material threshold (the
largest such rank, if several), or by a set of ranks that hold it together (none
of them alone: ``costs``). A rank holds back the steps it holds alone or in a set.
Over the steps of the window (warm-up outliers left out):

- ``transient``: one rank holds back a contiguous run of at least two steps and at
  most half of the window, with one cause in its own work in each: one kind and op,
  or for ``compute`` and ``workload`` one kind (a rank slowed in all its compute has
  a different costliest kernel from step to step; unrecorded time keeps the block it
  is in), and at most one step besides; at least twice as many as any other rank, which hold back
  single steps at most (a rank slowed in steps 4-6);
- ``fixed``: one rank holds back more than half of the steps, and twice as many as
  any other rank, half or more of them by its own work (their costliest cause not a
  collective taken up late, a transfer slower after the last arrival or no single
  cause: what a shared machine's scheduling does to the rank it deschedules);
- ``topology``: no single rank, but the ranks that hold steps back share one host
  or one position of a process-group mesh (the rank's index inside each group of a
  family of equal-sized groups, ``mesh.positions``) and together hold back at least half of the steps,
  a sharing that chance gives with p ≤ ALPHA (the smallest such group wins);
- ``rotating``: the steps held back with one same known cause (kind and op: the
  same operation, on whichever rank) are at least a third of the steps, held by at
  least three ranks (or all of a smaller world). No rank's identity tells a rotation
  from chance; one cause coming back on rank after rank does, where a busy
  machine's noise holds steps back with a different cause each time. The cause is
  the rank's own work (``compute``, ``workload``, ``host_gap``, ``input``,
  ``allocation``): a collective taken up late or a transfer slower after the last
  arrival, on whichever rank, is what a shared machine's scheduling does to every
  collective, and a rotation of the work would show in the work; ``follows`` names what the costliest divergence
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
NOT_WORK = ("unknown", "transfer", "collective")  # causes that are not the rank's own work: no rotation rests on them
DEVICE_WORK = ("compute", "workload")  # a transient's steps may name different ops of these kinds


def binom_sf(k: int, n: int, p: float) -> float:
    """P(X ≥ k) for X ~ Binomial(n, p), exactly."""
    if k <= 0:
        return 1.0
    return min(1.0, sum(math.comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1)))


def episodes(held: dict, steps: list) -> list:
    """``[{ranks, first_step, last_step, steps, cost_us}]``: runs of consecutive window steps held by one rank."""
    out, cur = [], None
    for n in steps:
        r = list(held[n][0]) if n in held else None
        if cur and r == cur["ranks"]:
            cur["last_step"], cur["steps"], cur["cost_us"] = n, cur["steps"] + 1, cur["cost_us"] + held[n][1]
            continue
        if cur:
            out.append(cur)
        cur = {"ranks": r, "first_step": n, "last_step": n, "steps": 1, "cost_us": held[n][1]} if r is not None else None
    if cur:
        out.append(cur)
    for e in out:
        e["cost_us"] = round(e["cost_us"], 3)
    return out


def _no_verdict(n: int, world: int, crit: dict) -> str | None:
    """Why there can be no verdict (too few ranks or steps, no step held back); None when there can be one."""
    if world < 2:
        return f"{world} rank profiled: no rank to hold another back"
    if n < MIN_STEPS:
        return f"{n} step{'' if n == 1 else 's'} in the window: fewer than {MIN_STEPS}, no verdict"
    if not crit:
        return f"no rank's divergences above noise cost any of the {n} steps the material threshold"
    return None


def _is_transient(held: dict, crit: dict, eps: list, run: dict, k: int, second: int, n: int) -> bool:
    """Whether ``run``, the longest episode of the rank that held back ``k`` steps, is a transient: 2 to n/2 steps,
    at most one step besides, twice the steps of any other rank, single-step episodes besides, one cause in the
    rank's own work (one kind for compute and workload)."""
    top = run["ranks"][0]
    causes = [held[s][2] for s in crit if held[s][0] == (top,) and run["first_step"] <= s <= run["last_step"]]
    if not (2 <= run["steps"] and run["steps"] * 2 <= n and k - run["steps"] <= 1 and k >= 2 * second):
        return False
    return _one_work_cause(causes) and all(e["steps"] == 1 for e in eps if e is not run)


def _one_work_cause(causes: list) -> bool:
    """Whether every one of ``causes`` (``(kind, op)``) is known and they are one cause in the rank's own work: one
    kind and op, or one kind for compute and workload."""
    if not all(causes):
        return False
    keys = {(c[0], None if c[0] in DEVICE_WORK else c[1]) for c in causes}
    return len(keys) == 1 and next(iter(keys))[0] not in NOT_WORK


def _one_rank(held: dict, crit: dict, counts, eps: list, n: int, world: int) -> dict | None:
    """The transient or fixed verdict of the rank that held back the most steps, where it makes one."""
    top, k = counts.most_common(1)[0]
    p_fixed = min(1.0, binom_sf(k, len(crit), 1 / world) * world)
    second = counts.most_common(2)[1][1] if len(counts) > 1 else 0
    run = max((e for e in eps if e["ranks"] == [top]), key=lambda e: e["steps"], default=None)
    if run is not None and _is_transient(held, crit, eps, run, k, second, n):
        return {"class": "transient", "ranks": [top], "p_value": p_fixed,
                "basis": f"rank {top} held back steps {run['first_step']}-{run['last_step']} ({run['steps']} of "
                         f"{n})" + (", and one step besides" if k > run["steps"] else ", and no other")}
    if k * 2 > n and k >= MIN_STEPS and k >= 2 * second and _own_work(held, crit, top, k):
        return {"class": "fixed", "ranks": [top], "p_value": p_fixed, "basis": f"rank {top} held back {k} of {n} steps"}
    return None


def _own_work(held: dict, crit: dict, top: int, k: int) -> bool:
    """Half or more of the ``k`` steps rank ``top`` held back rest on its own work: their costliest cause is not a
    collective taken up late, a transfer slower after the last arrival or no single cause (what a shared machine's
    scheduling does to a rank it deschedules)."""
    work = sum(1 for s, rs in crit.items() if top in rs and held[s][2] and held[s][2][0] not in NOT_WORK)
    return work * 2 >= k


def _candidates(world_ranks: list, hosts: dict, mesh: dict) -> list:
    """``[(where, ranks)]``: the groups of ranks a topology can be, each host (of several) and each mesh position."""
    candidates = []
    by_host = collections.defaultdict(list)
    for r in world_ranks:
        by_host[hosts.get(r)].append(r)
    if len(by_host) > 1:
        candidates += [(f"host {h}", rs) for h, rs in by_host.items()]
    for fam, pos in mesh.items():
        for q in range(max(pos.values()) + 1):
            candidates.append((f"{fam} = {q}", [r for r, x in pos.items() if x == q]))
    return candidates


def _topology(crit: dict, world_ranks: list, hosts: dict, mesh: dict, n: int) -> dict | None:
    """The topology verdict: the smallest-p group (not the world) of two or more held-back ranks that holds every
    held-back step's rank, where chance gives that sharing with p ≤ ALPHA."""
    R, held_total = len(world_ranks), len(crit)
    candidates = _candidates(world_ranks, hosts, mesh)
    shared = []  # (p, where, ranks): groups that hold every held-back step's rank
    for where, rs in candidates:
        distinct = sorted({r for held_by in crit.values() for r in held_by if r in rs})
        if len(distinct) >= 2 and len(rs) < R and all(r in rs for held_by in crit.values() for r in held_by):
            shared.append((min(1.0, binom_sf(held_total, held_total, len(rs) / R) * len(candidates)), where,
                           distinct))
    if not shared or min(shared)[0] > ALPHA:
        return None
    p, where, distinct = min(shared)
    return {"class": "topology", "ranks": distinct, "p_value": p,
            "basis": f"the ranks that held steps back share {where}: {held_total} of {n} steps"}


def _follows(held: dict, crit: dict) -> str | None:
    """What the costliest divergence of two thirds of the held-back steps is (``workload``, ``host``), else None."""
    kinds = collections.Counter(held[s][2][0] for s in crit if held[s][2])  # each step's costliest cause
    if kinds and kinds["workload"] * 3 >= 2 * sum(kinds.values()):
        return "workload"
    if kinds and kinds["host_gap"] * 3 >= 2 * sum(kinds.values()):
        return "host"
    return None


def _rotating(held: dict, crit: dict, world: int, n: int) -> dict | None:
    """The rotating verdict, where the steps held back with the most frequent known cause are a third of the
    window or more, held by at least three ranks (or all of a smaller world)."""
    known = collections.Counter(held[s][2] for s in crit if held[s][2] and held[s][2][0] not in NOT_WORK)
    if not known:
        return None
    cause, k = known.most_common(1)[0]
    distinct = sorted({r for s in crit if held[s][2] == cause for r in held[s][0]})
    if len(distinct) < min(3, world) or k * 3 < n:
        return None
    follows = _follows(held, crit)
    return {"class": "rotating", "ranks": distinct, "follows": follows,
            "basis": f"{len(distinct)} different ranks held back {k} of {n} steps at one place, {cause[1]} "
                     f"({cause[0]})" + (f"; their divergences are {follows} in most steps" if follows else "")}


def _no_pattern(crit: dict, counts, n: int) -> str:
    """The basis of a ``none`` verdict with steps held back."""
    if len(crit) == 1:
        s, rs = next(iter(crit.items()))
        by = f"rank{'s' if len(rs) > 1 else ''} {', '.join(map(str, rs))}"
        return f"one step held back (step {s}, by {by}): a finding about that step, not a straggler"
    return (f"{len(crit)} of {n} steps held back, by ranks {', '.join(map(str, sorted(counts)))}: "
            "no rank, host or mesh position holds back a pattern")


def classify(held: dict, steps: list, world_ranks: list, hosts: dict, mesh: dict) -> dict:
    """The straggler verdict (see the module docstring). ``held``: ``{step: (ranks, cost µs, cause)}``; with fewer
    than two ranks no step is held back (no rank to hold another back)."""
    n = len(steps)
    held = held if len(world_ranks) >= 2 else {}
    crit = {s: held[s][0] for s in steps if s in held}
    counts = collections.Counter(r for held_by in crit.values() for r in held_by)
    eps = episodes(held, steps)
    base = {"class": "none", "ranks": [], "steps_used": n, "critical_counts": {str(r): k for r, k in counts.items()},
            "p_value": None, "follows": None, "basis": None, "episodes": eps, "steps_held": len(crit)}
    R = len(world_ranks)
    basis = _no_verdict(n, R, crit)
    if basis is not None:
        base["basis"] = basis
        return base
    verdict = _one_rank(held, crit, counts, eps, n, R)
    if verdict is None and len(crit) * 2 >= n:
        verdict = _topology(crit, world_ranks, hosts, mesh, n)
    if verdict is None and len(crit) * 3 >= n:
        verdict = _rotating(held, crit, R, n)
    base.update(verdict or {"basis": _no_pattern(crit, counts, n)})
    return base
