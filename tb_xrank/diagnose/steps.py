"""The diagnosis' per-step rows: critical path, replay error, the share of waiting the graph explains, and the
ranks that held the step back."""
import numpy as np

from .graph import Graph


def step_rows(paths: dict, measured: dict, replayed: dict, g: Graph, held: dict) -> dict:
    """Per measured step: its critical path, how far the replay is from the measured step time (%), the share
    of the step's waiting that the graph explains by an edge (``_explained``), and the ranks that held it back
    with what that cost (``held``, as the verdict counts them: empty where no rank did)."""
    explained = _explained(g)
    return {n: {**paths.get(n, {"path": [], "critical_rank": None, "critical_collective": None}),
                "replay_error_pct": round(100.0 * (replayed[n] - measured[n]) / measured[n], 3)
                if measured.get(n) else None, "waiting_explained_pct": explained.get(n),
                "held_by": sorted(int(r) for r in held[n][0]) if n in held else [],
                "held_cost_us": round(float(held[n][1]), 3) if n in held else None} for n in measured}


def _explained(g) -> dict:
    """``{step: %}``: of all the time the step's ranks spent waiting — in collectives for their last member, on a
    stream for a consumed record's end, in a host sync for the device, and idle on a stream with no recorded
    cause — the share that an edge of the graph carries (``Graph.waited``), against ``Graph.unexplained``;
    absent where the step waited for nothing."""
    if g.waited is None or not len(g.step):
        return {}
    steps = np.unique(g.step[g.step >= 0])
    idx = np.searchsorted(steps, g.step)
    ok = g.step >= 0
    e = np.bincount(idx[ok], weights=g.waited[ok], minlength=len(steps))
    u = np.bincount(idx[ok], weights=g.unexplained[ok], minlength=len(steps))
    return {int(n): round(100.0 * float(a) / float(a + b), 2) for n, a, b in zip(steps.tolist(), e, u) if a + b > 0}
