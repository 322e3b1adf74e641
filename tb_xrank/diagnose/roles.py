"""Roles: ranks that run the same logical program.

A rank's *program* in a step is the sequence of the kinds of collective it takes
part in there, each kind (op, direction for point-to-point, members) at its first
appearance (how often a kind repeats, and records that fall on the other side of a
step boundary, do not change it); its program is the one it runs in most steps. Ranks with the same program have the same role: a pipeline stage's
ranks send where the next stage's receive, so stages are different roles; the
members of tensor- or data-parallel groups inside a stage run the same program and
share a role. Collective sizes are not part of the program: an all-to-all moves
different byte counts on every member by design.
"""
import collections

import numpy as np

from .graph import E, Graph


def assign(g: Graph, meta, order) -> tuple[np.ndarray, list]:
    """``(role per column, [{role, ranks, program}])``; roles numbered by their lowest rank."""
    rec = np.flatnonzero(g.kind == E)
    o = np.lexsort((g.slot[rec], g.step[rec], g.rank[rec]))
    rec = rec[o]
    words = {}
    per = collections.defaultdict(lambda: collections.defaultdict(list))  # column -> step -> [word]
    for node, j, num in zip(rec.tolist(), g.rank[rec].tolist(), g.step[rec].tolist()):
        m = meta[int(g.coll[node])]
        way = ("send" if order[j] == m["src"] else "recv") if m["p2p"] else m["op"]
        size = len(m["group_ranks"]) if m["group_ranks"] else 0
        per[j][num].append(words.setdefault((way, size), len(words)))
    names = {v: k for k, v in words.items()}
    counts = {j: collections.Counter(w for s in per[j].values() for w in s) for j in per}
    program = {}
    for j in range(len(order)):
        seqs = collections.Counter(tuple(dict.fromkeys(s)) for s in per[j].values())
        program[j] = seqs.most_common(1)[0][0] if seqs else ()
    ids = {}
    role = np.zeros(len(order), dtype=np.int64)
    for j in sorted(range(len(order)), key=lambda j: order[j]):
        role[j] = ids.setdefault(program[j], len(ids))
    out = []
    for p, rid in ids.items():
        ranks = sorted(int(order[j]) for j in np.flatnonzero(role == rid))
        j0 = int(np.flatnonzero(role == rid)[0])
        steps = max(len(per[j0]), 1)
        out.append({"role": rid, "ranks": ranks,
                    "program": _describe([names[w] for w in p], {names[w]: counts[j0][w] / steps for w in p})})
    return role, out


def _describe(words, per_step) -> str:
    """'send ×4, recv ×4, allreduce of 2 ×1' (times per step, on the role's first rank) in program order."""
    parts = []
    for w in words:
        way, size = w
        parts.append(f"{way}{f' of {size}' if size and way not in ('send', 'recv') else ''} ×{per_step[w]:.3g}")
    return ", ".join(parts) if parts else "no collectives"
