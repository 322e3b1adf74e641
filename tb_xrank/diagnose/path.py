"""The critical path of each step, and the waits each divergence caused.

The *critical path* of a step is the chain of nodes, followed back from the step's
latest end through the predecessor that set each node's time, to a step start:
the work (on whichever ranks, through joins and point-to-point pairs) that set
when the step ended. Each stretch with an own duration is an entry:

- ``compute``: the launching thread was busy with recorded events other than
  communication for most of the stretch (or, for NCCL, the stream ran kernels
  before the collective's, or the producer's stream ran kernels other than
  communication up to the producer's end; an idle stream is a host gap); the
  event named is the one that overlaps the stretch most;
- ``wait``: after a collective it was blocked in, the stretch is spent in a
  communication call the graph holds no collective for (not aligned across ranks);
- ``host gap``: otherwise: most of the stretch no recorded work covers (an
  asynchronous send's annotation, which lasts until its transfer is done, is not
  work of the thread);
- ``comm``: a collective's transfer after its last member was ready, or its
  runloop's pick-up.

The step's *critical rank* is the rank whose compute and host gaps make up most of
the path; its *critical collective* the collective its costliest divergence delayed,
else the join on the path with the largest skew. A wait in a collective is *caused* by the divergences met when following
the same predecessors back from its last member's ready time, up to the last
collective that already held all of its members together: what made the last
member late relative to the others since they last synchronized.
"""
from collections.abc import Callable
from typing import Any

import numpy as np

from .. import numeric
from . import walkback
from .lane import Lane
from .lanes import Lanes
from .graph import DEVICE_STRETCH, E, F, H, J, LP, LQ, LW, Q, S, T, Graph

GAP_SHARE = 0.5


def critical_paths(g: Graph, times: np.ndarray, bind: np.ndarray, ctx: "Describe", surfaced: dict) -> dict:
    """``{step: {"path": [...], "critical_rank": rank, "critical_collective": id}}`` (times on the replay);
    ``surfaced``: ``{step: collective id}`` where the step's costliest divergence surfaced, which is then its
    critical collective."""
    out = {}
    chains = {num: _chain(g, bind, v) for num, v in sorted(_step_ends(g, times).items())}
    ctx.prefetch([(v, float(times[bind[v]]), float(times[v])) for chain in chains.values() for v in chain
                  if g.kind[v] != J and bind[v] >= 0 and float(times[v] - times[bind[v]]) > 0.0005])
    for num, chain in chains.items():
        path, own, joins = _path(g, chain, times, bind, ctx)
        crit = max(own, key=own.get) if own else None
        skews = [(ctx.skew(c), c) for c in joins]
        out[num] = {"path": path, "critical_rank": crit,
                    "critical_collective": surfaced.get(num) or (ctx.cid(max(skews)[1]) if skews else None)}
    return out


def _step_ends(g: Graph, times: np.ndarray) -> dict:
    """``{step: node}``: each step's latest step-end node on the replay (the first of those that tie)."""
    ends: dict[int, int] = {}
    for (j, num), tn in g.t_node.items():
        if num not in ends or times[tn] > times[ends[num]]:
            ends[num] = tn
    return ends


def _chain(g: Graph, bind: np.ndarray, v: int) -> list:
    """The nodes from after a step start to ``v``, each the predecessor that set the next one's time."""
    chain = []
    while v >= 0 and g.kind[v] != S:
        chain.append(v)
        v = bind[v]
    chain.reverse()
    return chain


def _path(g: Graph, chain: list, times: np.ndarray, bind: np.ndarray, ctx) -> tuple:
    """``(entries, {rank: own µs}, join collectives)`` of a chain: an entry per stretch with an own duration, each
    rank's compute and host-gap time on it, and the collectives of the joins it passes."""
    path: list[dict] = []
    own: dict[int, float] = {}
    joins: list[int] = []
    for v in chain:
        u = bind[v]
        if g.kind[v] == J:
            joins.append(int(g.coll[v]))
            continue
        dur = float(times[v] - times[u]) if u >= 0 else 0.0
        if dur <= 0.0005:
            continue
        entry = ctx.describe(v, float(times[u]), float(times[v]))
        path.append(entry)
        if entry["kind"] in ("compute", "host gap"):
            own[entry["rank"]] = own.get(entry["rank"], 0.0) + dur
    return path, own, joins


def causes(g: Graph, bind: np.ndarray, divergent: set, members: Callable[[int], frozenset],
           material: Callable[[int], bool]) -> dict:
    """``{join node: divergence node}``: for every material join, the divergence that made its last member late
    (see the module docstring), where one is found."""
    out = {}
    for jn in np.flatnonzero(g.kind == J).tolist():
        c = int(g.coll[jn])
        if not material(c):
            continue
        want = members(c)
        v = int(bind[jn])
        while v >= 0:
            if v in divergent:
                out[jn] = v
                break
            k = g.kind[v]
            if k == S or (k == J and v != jn and want <= members(int(g.coll[v]))):
                break
            v = int(bind[v])
    return out


class Describe:
    """Names the stretch before a node: its rank, kind and the event it was spent in."""

    def __init__(self, g: Graph, lanes: Lanes, meta: list, bind: np.ndarray):
        self.g, self.lanes, self.meta, self.bind = g, lanes, meta, bind
        self._reach: dict[int, float] = {}
        # (node, a, b) -> (longest event's name or None, host time covered)
        self._pre: dict[tuple, tuple[str | None, float]] = {}

    def _lane_of(self, v: int):
        """``(lane, on the host)`` the stretch before node ``v`` is read from (None where it has none)."""
        k, r = self.g.kind[v], self.lanes.order[int(self.g.rank[v])]
        if k in (E, T, LQ, LP, LW):
            return self.lanes.host.get(r), True
        if k in DEVICE_STRETCH or (k == Q and self.meta[int(self.g.coll[v])].backend == "nccl"):
            return (self.lanes.compute_dev if k in DEVICE_STRETCH else self.lanes.device).get(r), False
        return None, False

    def prefetch(self, stretches: list) -> None:
        """Read the longest event (and, on a host lane, the time recorded work covers) of every stretch
        ``(node, a, b)`` at once, lane by lane, for ``describe``."""
        by_lane: dict[int, tuple] = {}
        for v, a, b in stretches:
            lane, on_host = self._lane_of(v)
            if lane is not None:
                r = self.lanes.order[int(self.g.rank[v])]
                by_lane.setdefault(id(lane), (lane, on_host, r, []))[3].append((v, a, b))
        worked = self.lanes.worked
        for lane, on_host, r, items in by_lane.values():
            a = np.array([x[1] for x in items])
            b = np.array([x[2] for x in items])
            best = numeric.longest_overlap(lane.start, lane.end, a, b, self.reach(lane), walkback.EPS_US)
            cov = numeric.covered_many(worked[r], a, b) if on_host and r in worked else np.zeros(len(a))
            for (v, x, y), i, c in zip(items, best.tolist(), cov.tolist()):
                self._pre[(v, x, y)] = (lane.names[int(lane.key[i])] if i >= 0 else None, c if y > x else 0.0)

    def _longest(self, v: int, lane, a: float, b: float):
        hit = self._pre.get((v, a, b))
        return hit[0] if hit is not None else _longest(lane, a, b, self.reach(lane))

    def reach(self, lane: Lane) -> float:
        if id(lane) not in self._reach:
            self._reach[id(lane)] = float(np.max(lane.end - lane.start)) if len(lane.start) else 0.0
        return self._reach[id(lane)]

    def cid(self, c: int) -> str:
        return self.meta[c].id

    def skew(self, c: int) -> float:
        return self.lanes.records.skew_us[c] or 0.0

    def describe(self, v: int, a: float, b: float) -> dict:
        """The path entry of the stretch [a, b] before node ``v``: its rank, start, duration, kind and event, and
        the collective of the node where it has one."""
        g = self.g
        j, k = int(g.rank[v]), g.kind[v]
        r = self.lanes.order[j]
        c = int(g.coll[v])
        entry: dict[str, Any] = {"rank": int(r), "start_us": round(a, 3), "dur_us": round(b - a, 3)}
        if k in (E, T, LQ, LP, LW):
            entry.update(self._on_host(v, r, a, b))
        elif k == H:
            entry.update(kind="wait", event="host sync (the thread waits for the device)")
        elif k in DEVICE_STRETCH or (k == Q and self.meta[c].backend == "nccl"):
            lane = (self.lanes.compute_dev if k in DEVICE_STRETCH else self.lanes.device).get(r)
            name = self._longest(v, lane, a, b) if lane is not None else None
            entry.update(kind="compute" if name else "host gap", event=_plain(name) if name else "(stream idle)")
        else:
            what = "transfer" if k == F else "pick-up"
            entry.update(kind="comm", event=f"{self.meta[c].op} {self.cid(c)} ({what})")
        if c >= 0:
            entry["collective"] = self.cid(c)
        return entry

    def _on_host(self, v: int, r, a: float, b: float) -> dict:
        """``{kind, event}`` of a stretch on rank ``r``'s launching thread: compute where recorded work covers
        most of it, a wait where it is blocked in a communication call, else a host gap."""
        lane = self.lanes.host.get(r)
        name = self._longest(v, lane, a, b) if lane is not None else None
        hit = self._pre.get((v, a, b))
        worked = self.lanes.worked
        covered = hit[1] if hit is not None else numeric.covered(worked[r], a, b) if r in worked else 0.0
        blocked = self.bind[v] >= 0 and self.g.kind[self.bind[v]] == F
        if covered >= (1 - GAP_SHARE) * (b - a) and name is not None:
            kind = "compute"
        elif name is not None and walkback.COMM_RE.search(name) and blocked:
            kind = "wait"  # blocked in a communication call the graph holds no collective for
        else:
            kind = "host gap"
        return {"kind": kind, "event": _plain(name) if name else "(no recorded event)"}


def _longest(lane, a: float, b: float, reach: float):
    """The name of the lane event that overlaps [a, b] the most (None when none does); ``reach``: the lane's
    longest event (one that began up to this long before ``a`` may overlap it)."""
    if not len(lane.start):
        return None
    lo = int(np.searchsorted(lane.start, a - reach, side="left"))
    hi = int(np.searchsorted(lane.start, b, side="right"))
    if hi <= lo:
        return None
    over = np.minimum(lane.end[lo:hi], b) - np.maximum(lane.start[lo:hi], a)
    i = int(np.argmax(over))
    return lane.names[int(lane.key[lo + i])] if over[i] > walkback.EPS_US else None


def _plain(name: str) -> str:
    return name[5:] if name.startswith("wait:") else name
