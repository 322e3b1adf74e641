"""What the worst lists rank by, and the step a reader is shown first.

- A collective's *expected skew* (``expected_skew_us``): the median arrival skew of the same place in the
  program (its process group, op and direction, and its ordinal among those in the step) over the steps no rank
  held back, the warm-up steps left out, where its last rank is not one of the verdict's stragglers (none where
  no step is healthy: a straggler that holds every step leaves no schedule to compare with). On a pipeline a send's receiver waits by the schedule on
  every step; that wait is expected, not a straggler's.
- Its *cost* (``cost_us``): what the costliest divergence that surfaced at it cost its step (the replay), or 0.
- Worst first: by cost, then by the skew beyond the expected one (``excess_skew``), then by skew.
- The *worst step*: the step its held-back ranks cost most (``held_cost_us``); with none held back, the step
  with the longest ProfilerStep on some rank. Its collective is the one its costliest divergence surfaced at,
  else its critical collective.
"""
import collections
import re
import typing

from ..numeric import median

if typing.TYPE_CHECKING:
    from ..model import Collective, Divergence, Stragglers

_ORDINAL = re.compile(r"[#:]\d+$")


def _place(c: dict) -> tuple:
    """The collective's process group, op and direction (its id without the trailing ordinal)."""
    return c["pg"], c["op"], _ORDINAL.sub("", c["id"])


def expected_skews(collectives: list, healthy: set, stragglers: set) -> list:
    """``expected_skew_us`` of each collective, in order (None where its place has no skew on a ``healthy``
    step with a last rank outside ``stragglers``)."""
    seen: collections.Counter[tuple] = collections.Counter()
    keys = []
    for c in collectives:
        k = (_place(c), c["step"])
        keys.append((*k[0], seen[k]))
        seen[k] += 1
    by_place = collections.defaultdict(list)
    for k, c in zip(keys, collectives):
        if c["skew_us"] is not None and c["step"] in healthy and c["last_rank"] not in stragglers:
            by_place[k].append(c["skew_us"])
    return [round(median(by_place[k]), 3) if by_place[k] else None for k in keys]


def annotated(collectives: list, divergences: "list[Divergence]", steps: list, verdict: "Stragglers") -> list:
    """The collective rows with ``expected_skew_us`` and ``cost_us`` (see the module docstring), against the
    straggler ``verdict`` (its warm-up steps and its ranks)."""
    healthy = {s["step"] for s in steps if not s["held_by"]} - set(verdict.warmup_steps or [])
    cost: collections.defaultdict[str, float] = collections.defaultdict(float)
    for d in divergences:
        if d.collective is not None and d.cost_us is not None:
            cost[d.collective] = max(cost[d.collective], d.cost_us)
    exp = expected_skews(collectives, healthy, set(verdict.ranks) if verdict.class_ != "none" else set())
    return [{**c, "expected_skew_us": e, "cost_us": round(cost.get(c["id"], 0.0), 3)} for c, e in zip(collectives, exp)]


def excess_skew(c: "Collective") -> float:
    """The collective's skew beyond its expected skew (µs, 0 at most down; -1 where it has no skew)."""
    if c.skew_us is None:
        return -1.0
    return max(0.0, c.skew_us - (c.expected_skew_us or 0.0))


def ranked(collectives: list, n: int | None = None) -> list:
    """Collectives worst first (see the module docstring)."""
    out = sorted(collectives, key=lambda c: (-(c.cost_us or 0.0), -excess_skew(c),
                                             -(c.skew_us if c.skew_us is not None else -1)))
    return out if n is None else out[:n]


def worst_step(steps: list, divergences: "list[Divergence]") -> dict | None:
    """``{"step", "collective"}`` of the worst step (see the module docstring); None without steps."""
    if not steps:
        return None
    held = [s for s in steps if s["held_by"]]
    s = (max(held, key=lambda s: s["held_cost_us"] or 0.0) if held
         else max(steps, key=lambda s: s["time_max_us"] if s["time_max_us"] is not None else -1.0))
    mine = [d for d in divergences if d.step == s["step"] and d.collective]
    coll = max(mine, key=lambda d: d.cost_us or 0.0).collective if mine else s["critical_collective"]
    return {"step": s["step"], "collective": coll}
