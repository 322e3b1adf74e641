"""What each divergence cost its step, and which ranks held each step back.

The cost of a set of diverging nodes is how much shorter its step becomes when the
graph is replayed with those nodes at their expected durations (``whatif.scenarios``).

- A rank's *pair cost* in a step is the cost of all its diverging nodes there together.
- When several ranks diverge in one step and all of their diverging nodes together
  cost the step at least the material threshold more than the costliest rank alone,
  the step is held by a *set* of ranks (two ranks of one slow host: replaying either
  alone at its peers' durations leaves the other holding the step, so each alone
  costs nothing). Each rank's share is then its *marginal*: the joint cost less the
  cost with every other rank of the step fixed and this one left as it ran (what
  fixing it saves once the others are fixed); the set holding the step is the ranks
  whose marginal reaches the threshold and half the joint cost (a rank slowed by
  noise beside a straggler saves little once the straggler is fixed). With two such
  ranks or more, a node's cost in the step is its marginal among all the step's
  diverging nodes; with one, the step is that rank's alone.
- A step is *held back* (``held``) by the rank whose pair cost is largest, when it
  reaches the threshold, or by the set, when it holds the step and costs more.
"""
import collections
import dataclasses

import numpy as np

from . import whatif
from .graph import Graph

MIN_COST_US = 0.0005  # a node that costs less than this is not reported
SHARE = 0.5  # a rank holds a step with others when its marginal is at least this share of their joint cost


@dataclasses.dataclass
class Costs:
    """``rows``: ``[(position in ex.nodes, cost µs)]`` of the reported diverging nodes, in step and time order;
    ``pair``: ``{(column, step): cost µs}`` (a set member's: its marginal); ``joint``: ``{step: (columns, cost
    µs)}`` of the steps a set of ranks holds."""

    rows: list
    pair: dict
    joint: dict


def _cost(replayed: dict, g: Graph, ex: whatif.Excess, sets: list) -> list:
    """The cost of each set of node positions (all of one step): its step's replayed time less the time with
    the set at its expected durations, never below 0."""
    return [max(0.0, replayed[int(g.step[ex.nodes[s[0]]])] - r) for s, r in zip(sets, whatif.scenarios(g, ex, sets))]


def _joint_steps(g: Graph, ex: whatif.Excess, pairs: dict, pair_cost: dict, replayed: dict, thr: float) -> dict:
    """``{step: joint cost}`` of the steps whose diverging ranks together cost at least ``thr`` more than the
    costliest of them alone."""
    by_step = collections.defaultdict(list)
    for k in pairs:
        by_step[k[1]].append(k)
    multi = [n for n, ks in by_step.items() if len(ks) > 1]
    joint = _cost(replayed, g, ex, [[p for k in by_step[n] for p in pairs[k]] for n in multi])
    return {n: c for n, c in zip(multi, joint) if c - max(pair_cost[k] for k in by_step[n]) >= max(thr, MIN_COST_US)}


def _step_of(g: Graph, ex: whatif.Excess, p: int) -> int:
    return int(g.step[ex.nodes[p]])


def _groups(g: Graph, ex: whatif.Excess, pairs: dict, members: list) -> tuple:
    """``(groups, rest)``: each member rank's and then each of its nodes' ``(step, positions)``, and the step's
    other diverging positions beside each."""
    every: collections.defaultdict[int, list[int]] = collections.defaultdict(list)
    for k in members:
        every[k[1]] += pairs[k]
    groups = [(k[1], set(pairs[k])) for k in members]
    groups += [(_step_of(g, ex, p), {p}) for k in members for p in pairs[k]]
    return groups, [[q for q in every[n] if q not in mine] for n, mine in groups]


def _marginals(g: Graph, ex: whatif.Excess, pairs: dict, steps: dict, replayed: dict) -> tuple:
    """``({(column, step): marginal}, {position: marginal})`` in the set-held ``steps`` (``{step: joint}``): of each
    rank, and of each node, with everything else diverging in the step fixed."""
    members = [k for k in pairs if k[1] in steps]
    nodes = [p for k in members for p in pairs[k]]
    groups, rest = _groups(g, ex, pairs, members)
    left = iter(_cost(replayed, g, ex, [r for r in rest if r]))
    marg = [max(0.0, steps[n] - (next(left) if r else 0.0)) for (n, _), r in zip(groups, rest)]
    return dict(zip(members, marg[:len(members)])), dict(zip(nodes, marg[len(members):]))


def _diverging(g: Graph, ex: whatif.Excess) -> dict:
    """``{(column, step): [positions]}`` of the diverging nodes."""
    pairs = collections.defaultdict(list)
    for p in np.flatnonzero(ex.diverges).tolist():
        pairs[(int(g.rank[ex.nodes[p]]), _step_of(g, ex, p))].append(p)
    return pairs


def _sets(joint: dict, rank_marg: dict, thr: float) -> dict:
    """``{step: (columns, joint cost)}`` of the steps held by two ranks or more: those whose marginal reaches
    ``thr`` and SHARE of the joint cost."""
    out = {}
    for n, c in joint.items():
        cols = tuple(sorted(j for (j, m), x in rank_marg.items() if m == n and x >= max(thr, SHARE * c)))
        if len(cols) > 1:
            out[n] = (cols, c)
    return out


def costs(g: Graph, ex: whatif.Excess, replayed: dict, thr: float) -> Costs:
    """The cost of every diverging node, of each rank's diverging nodes in a step together, and of the steps a
    set of ranks holds (see the module docstring). A node is reported when its rank's cost in the step reaches
    ``thr`` and it costs something itself."""
    pairs = _diverging(g, ex)
    pair_cost = dict(zip(pairs, _cost(replayed, g, ex, list(pairs.values()))))
    together = _joint_steps(g, ex, pairs, pair_cost, replayed, thr)
    rank_marg, node_marg = _marginals(g, ex, pairs, together, replayed)
    joint = _sets(together, rank_marg, thr)
    pair_cost.update({k: x for k, x in rank_marg.items() if k[1] in joint})
    node_cost = {p: x for p, x in node_marg.items() if _step_of(g, ex, p) in joint}
    return Costs(_rows(g, ex, pairs, pair_cost, node_cost, joint, replayed, thr), pair_cost, joint)


def _rows(g: Graph, ex: whatif.Excess, pairs: dict, pair_cost: dict, node_cost: dict, joint: dict, replayed: dict,
          thr: float) -> list:
    """``[(position, cost)]`` of the nodes of the ranks whose cost in a step reaches ``thr``, in step and time
    order: a node's own cost where its rank has several there (its marginal in a set-held step), else its rank's."""
    costly = [k for k in pairs if pair_cost[k] >= thr]
    singles = [p for k in costly if k[1] not in joint and len(pairs[k]) > 1 for p in pairs[k]]
    own = dict(node_cost)
    own.update(zip(singles, _cost(replayed, g, ex, [[p] for p in singles])))
    rows = [(p, own.get(p, pair_cost[k])) for k in costly for p in pairs[k]]
    rows.sort(key=lambda pc: (_step_of(g, ex, pc[0]), float(g.t[ex.nodes[pc[0]]])))
    return [pc for pc in rows if pc[1] > MIN_COST_US]


def held(c: Costs, causes: dict, order: list, warmup: set, bar: float) -> dict:
    """``{step: (ranks, cost µs, cause)}``: who held each step back (see the module docstring), when it cost at
    least ``bar`` outside the warm-up; ``cause`` is the (kind, op) of the costliest divergence of the first rank
    (``causes``: ``{(rank, step): (kind, op)}``)."""
    out: dict[int, tuple[tuple[int, ...], float, tuple | None]] = {}
    for (j, num), cost in c.pair.items():
        if cost >= bar and num not in warmup and num not in c.joint and (num not in out or cost > out[num][1]):
            r = int(order[j])
            out[num] = ((r,), cost, causes.get((r, num)))
    for num, (cols, cost) in c.joint.items():
        if cost >= bar and num not in warmup:
            ranks = tuple(sorted(int(order[j]) for j in cols))
            first = max(cols, key=lambda j: c.pair[(j, num)])
            out[num] = (ranks, cost, causes.get((int(order[first]), num)))
    return out
