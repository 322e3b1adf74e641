"""The propagation rows: the waits in later collectives that each divergence caused (``path.causes``)."""
import collections
import functools

import numpy as np

from ..align.frame import Timeline
from . import graph, path
from .graph import Graph


def rows(g: Graph, bind: np.ndarray, found: list, tl: Timeline) -> list:
    """The propagation rows of the divergences ``found`` (``[(node, divergence, window)]``), each material join's
    wait traced back along the binding predecessors ``bind`` to the divergence that caused it."""
    div_node = {v: i for i, (v, _, _) in enumerate(found)}
    rec = tl.records
    members = functools.lru_cache(maxsize=None)(lambda c: frozenset(rec.members(c).tolist()))
    caused = path.causes(g, bind, set(div_node), members, rec.material.__getitem__)
    return _propagation(g, caused, div_node, [d for _, d, _ in found], tl)


def _propagation(g, caused, div_node, divergences, tl: Timeline):
    """Waits in later collectives caused by a divergence (not the collective it directly delays), counted once
    under it: ``[{source, source_rank, source_step, source_kind, affected, wait_us}]``; ``affected`` in program
    order (the chain), ``wait_us`` the sum over them of their skew, at most the divergence's own lag each."""
    groups = collections.defaultdict(list)
    for jn, v in caused.items():
        c = int(g.coll[jn])
        if g.kind[v] in (graph.E, graph.Q, graph.LQ, graph.LP, graph.P, graph.LW) and int(g.coll[v]) == c:
            continue  # the collective the divergence makes late directly
        groups[v].append(c)
    out = []
    for v, cs in groups.items():
        d = divergences[div_node[v]]
        cs = sorted(set(cs))
        out.append({"source": d["collective"], "source_rank": d["rank"], "source_step": d["step"],
                    "source_kind": d["kind"], "affected": [tl.meta[c].id for c in cs],
                    "wait_us": round(sum(min(tl.records.skew_us[c] or 0.0, d["lag_us"]) for c in cs), 3)})
    return sorted(out, key=lambda p: -p["wait_us"])
