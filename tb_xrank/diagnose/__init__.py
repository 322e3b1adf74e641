"""Diagnosis: the happens-before graph of the span (graph, built by graph_build), who runs the same program
(roles), excess over role peers and what-if by replay (whatif), the divergences and their causes (divergence),
each step's critical path and the waits a divergence caused (path, propagation), the straggler verdict and its
gating (verdict), missing evidence and exposed communication (exposed). Pure: rank tables and the span's typed
timeline (``align.frame.Timeline``: collectives, records and their times) in; the contract's records out (a
``Diagnosis``, checked when built); ``diagnose`` puts the parts together."""
import dataclasses
import typing

import numpy as np

from ..align.frame import Timeline
from ..model import Divergence, Gap, Pipeline, Propagation, Stragglers, Window, checked
from . import (balance, costs, device as device_links, divergence, evidence, explain, graph_build, path, propagation,
               roles, verdict as gating, whatif)
from .exposed import exposed
from .lanes import span_lanes
from .steps import step_rows

if typing.TYPE_CHECKING:
    from ..align.frame import Frame
    from ..align.identity import RankInfo


@dataclasses.dataclass(frozen=True)
class Diagnosis:
    """What the causal diagnosis adds to the Analysis: its rows as the contract's records, checked when built
    (``divergences``, ``propagation``, ``stragglers``, ``gaps``, ``windows``, ``pipeline``), and per step what the
    step rows carry (``steps``: critical path, critical rank and collective, replay error; ``exposed``:
    communication and its exposed part per rank); ``roles``: rank → role."""

    divergences: list[Divergence]
    propagation: list[Propagation]
    stragglers: Stragglers
    gaps: list[Gap]
    windows: dict[str, Window]
    steps: dict
    exposed: dict
    roles: dict[int, int]
    pipeline: Pipeline | None = None

    @classmethod
    def none(cls, basis: str) -> "Diagnosis":
        """No diagnosis: no rows, and a verdict of none that says why (``basis``)."""
        return cls([], [], Stragglers(class_="none", ranks=[], steps_used=0, critical_counts={}, p_value=None,
                                      follows=None, basis=basis), [], {}, {}, {}, {})


@dataclasses.dataclass(frozen=True)
class Scale:
    """The span's scale: its material threshold (µs, NaN without steps) and its median step time (µs, None
    without steps)."""

    threshold_us: float
    median_step_us: float | None

    @classmethod
    def from_ns(cls, threshold_ns: float, median_step_ns: float) -> "Scale":
        """The scale of a threshold and a median step time in ns (NaN without steps)."""
        return cls(threshold_ns / 1e3 if np.isfinite(threshold_ns) else float("nan"),
                   median_step_ns / 1e3 if np.isfinite(median_step_ns) else None)


def diagnose(ranks: "dict[int, RankInfo]", frame: "Frame", tl: Timeline, scale: Scale,
             hosts: dict[int, str]) -> Diagnosis:
    """Everything the causal diagnosis adds to the Analysis (see the package's modules for each part)."""
    lanes, ops = span_lanes(ranks, frame, tl)
    thr = scale.threshold_us if np.isfinite(scale.threshold_us) else 0.0
    links = device_links.links(ranks, frame, tl, ops)
    g = graph_build.build(tl, links)
    stage = roles.stages(g, tl.meta, tl.order)
    role, role_rows = roles.assign(g, tl.meta, tl.order, stage)
    ex = whatif.excess(g, role, gating.floor_us(scale.median_step_us))
    rp = whatif.Replay.of(g)
    measured = {n: float(v[0]) for n, v in whatif.step_times(g, g.t).items()}
    cost = costs.costs(g, ex, rp.steps, thr)
    found = divergence.found(divergence.Span.of(g, ex, rp, role, lanes, tl.meta), cost.rows)
    warmup = gating.warmup(measured, thr)
    window = gating.Window(tl.order, warmup, thr, measured, [n for n in sorted(measured) if n not in warmup])
    verdict, held, gate = gating.classified(cost, found, window,
                                            gating.Placement(sorted(ranks), hosts, gating.mesh(tl, ranks)))
    found = gating.kept(found, cost.pair, window, gate, verdict, held)
    divergences = [d for _, d, _ in found]
    windows = divergence.windows(found)
    paths = path.critical_paths(g, rp.times, rp.bind, path.Describe(g, lanes, tl.meta, rp.bind),
                                divergence.surfaced(divergences, windows))
    verdict["warmup_steps"] = sorted(warmup)
    verdict["roles"] = role_rows
    verdict.update(gating.straggler_whatif(g, ex, verdict, window.used, tl.order))
    min_gap = max(1000.0, 0.5 * thr)
    role_of = {int(tl.order[j]): int(role[j]) for j in range(len(tl.order))}
    gaps = evidence.not_waits(evidence.find_gaps(lanes.host, lanes.merged_host, tl.steps, min_gap, role_of),
                              links.syncs, tl.order)
    gaps += evidence.device_gaps(links.idle.gaps, tl.order, tl.steps, lanes.device, min_gap)
    pipeline = balance.balance(g, stage, tl.order, window.used)
    return Diagnosis(checked(explain.explained(divergences), list[Divergence]),
                     checked(propagation.rows(g, rp.bind, found, tl), list[Propagation]), checked(verdict, Stragglers),
                     checked(gaps, list[Gap]), checked(windows, dict[str, Window]),
                     step_rows(paths, measured, rp.steps, g, held), exposed(lanes), role_of,
                     checked(pipeline, Pipeline) if pipeline else None)
