"""Pipeline balance: which pipeline stage sets the pace, and what spreading the work evenly over the stages saves.

A rank's *work* in a step is the sum of the own durations of its work nodes in the
graph: on a GPU rank the device stretches (the kernels its streams ran up to each
producer, consumer and sync release), on a CPU rank the stretches of its launching
thread; transfers and waits are not work. A stage (its depth in the pipeline that the
point-to-point pairs form, ``roles.stages``) has, per step, the lower median of its
ranks' work (one slow replica of a stage is a rank straggler, not the stage's work),
and its work is the median of that over the window's steps. The *balanced* step is
the graph replayed with every work node of a stage's ranks scaled by (the stages'
mean work) / (that stage's work) in each step: what moving layers so that every
stage does the same work would give, the pipeline's communication and schedule
unchanged. A step that the evened stages would lengthen (stages already even up to
the noise, or a heavier load moved onto a stage whose slow replica is critical) is
left as it is: its balanced time is the measured one, since moving layers is only
advised where it shortens the step.
"""
import numpy as np

from .graph import DEVICE_STRETCH, E, LP, LQ, LW, T, Graph
from .whatif import step_times

HOST_WORK = (E, T, LQ, LP, LW)


def work_nodes(g: Graph) -> np.ndarray:
    """The nodes that hold each rank's own work: its device stretches on a GPU rank, else its thread's stretches."""
    dev = np.isin(g.kind, DEVICE_STRETCH)
    gpu = np.zeros(max(int(g.rank.max()) + 1, 0) if len(g.rank) else 0, dtype=bool)
    gpu[np.unique(g.rank[dev & (g.rank >= 0)])] = True
    mine = g.rank >= 0
    on_gpu = np.zeros(len(g.kind), dtype=bool)
    on_gpu[mine] = gpu[g.rank[mine]]
    return np.flatnonzero(mine & np.where(on_gpu, dev, np.isin(g.kind, HOST_WORK)))


def stage_work(g: Graph, stage: dict, steps_used: list) -> tuple:
    """``(nodes, {(stage, step): its work})``: the work nodes of the staged columns in ``steps_used``, and each
    stage's work per step (the lower median over its ranks of the sum of their own durations: one slow replica
    of a stage is a rank straggler, not the stage's work)."""
    nodes = work_nodes(g)
    keep = np.isin(g.step[nodes], steps_used) & np.isin(g.rank[nodes], list(stage))
    nodes = nodes[keep]
    col, num = g.rank[nodes], g.step[nodes]
    steps = np.array(sorted(steps_used))
    per_col = np.zeros((max(stage) + 1, len(steps)))
    np.add.at(per_col, (col, np.searchsorted(steps, num)), g.d[nodes])
    per = {}
    for s in sorted(set(stage.values())):
        cols = [j for j, v in stage.items() if v == s]
        for i, n in enumerate(steps.tolist()):
            w = np.sort(per_col[cols, i])
            per[(s, n)] = float(w[(len(w) - 1) // 2])
    return nodes, per


def _scale(g: Graph, nodes: np.ndarray, per: dict, stage: dict) -> np.ndarray:
    """Per node, the factor that brings its stage's work in its step to the stages' mean (1 off the work nodes)."""
    stages = sorted(set(stage.values()))
    mean = {n: float(np.mean([per[(s, n)] for s in stages])) for (_, n) in per}
    own = np.array([per[(stage[j], n)] for j, n in zip(g.rank[nodes].tolist(), g.step[nodes].tolist())])
    want = np.array([mean[n] for n in g.step[nodes].tolist()])
    scale = np.ones(len(g.d))
    scale[nodes] = np.where(own > 0, want / np.where(own > 0, own, 1.0), 1.0)
    return scale


def balance(g: Graph, stage: dict, order: list, steps_used: list) -> dict | None:
    """``{stages: [{stage, ranks, work_us}], slowest_stage, step_time_us, step_time_balanced_us}`` of a span whose
    ranks form two or more pipeline stages (``stage``: {column: stage}); None otherwise."""
    if len(set(stage.values())) < 2 or not steps_used:
        return None
    stages = sorted(set(stage.values()))
    nodes, per = stage_work(g, stage, steps_used)
    measured, balanced = step_times(g, g.replay(g.d)), step_times(g, g.replay(g.d * _scale(g, nodes, per, stage)))
    work = {s: float(np.median([per[(s, n)] for n in steps_used])) for s in stages}
    return {"stages": [{"stage": int(s), "ranks": sorted(int(order[j]) for j, v in stage.items() if v == s),
                        "work_us": round(work[s], 3)} for s in stages],
            "slowest_stage": int(max(stages, key=lambda s: work[s])),
            "step_time_us": round(float(np.median([measured[n][0] for n in steps_used])), 3),
            "step_time_balanced_us": round(float(np.median([min(balanced[n][0], measured[n][0])
                                                            for n in steps_used])), 3)}
