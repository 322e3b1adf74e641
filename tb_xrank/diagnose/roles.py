"""Roles: ranks that run the same logical program.

A rank's *program* in a step is the sequence of the kinds of collective it takes
part in there, each kind (op, direction for point-to-point, group size) at its first
appearance (how often a kind repeats, and records that fall on the other side of a
step boundary, do not change it), and its *stage*: its depth in the pipeline that
the point-to-point pairs form (a pair's direction is that of its first message in
a step, in most steps; the stage is the longest chain of such messages leading to
the rank); its program is the one it runs in most steps, at its stage. Ranks with the same program have the same role: a pipeline stage's
ranks send where the next stage's receive, so stages are different roles; the
members of tensor- or data-parallel groups inside a stage run the same program and
share a role. Collective sizes are not part of the program: an all-to-all moves
different byte counts on every member by design.
"""
import collections

import numpy as np

from .graph import E, J, PLACE_SPAN, Graph


def assign(g: Graph, meta: list, order: list, stage: dict) -> tuple[np.ndarray, list]:
    """``(role per column, [{role, ranks, program}])`` given each column's pipeline ``stage`` (``stages``); roles
    numbered by their lowest rank."""
    rec = np.flatnonzero(g.kind == E)
    o = np.lexsort((g.slot[rec], g.step[rec], g.rank[rec]))
    rec = rec[o]
    # column -> step -> [kind of collective]
    per: dict[int, dict[int, list[int]]] = collections.defaultdict(lambda: collections.defaultdict(list))
    for w, j, num in zip((g.place[rec] // PLACE_SPAN).tolist(), g.rank[rec].tolist(), g.step[rec].tolist()):
        per[j][num].append(w)
    names = dict(enumerate(g.words))
    counts = {j: collections.Counter(w for s in per[j].values() for w in s) for j in per}
    program = {}
    for j in range(len(order)):
        seqs = collections.Counter(tuple(dict.fromkeys(s)) for s in per[j].values())
        program[j] = seqs.most_common(1)[0][0] if seqs else ()
    ids: dict[tuple, int] = {}
    role = np.zeros(len(order), dtype=np.int64)
    for j in sorted(range(len(order)), key=lambda j: order[j]):
        role[j] = ids.setdefault((stage.get(j, 0), program[j]), len(ids))
    out = []
    for (st, p), rid in ids.items():
        ranks = sorted(int(order[j]) for j in np.flatnonzero(role == rid))
        j0 = int(np.flatnonzero(role == rid)[0])
        steps = max(len(per[j0]), 1)
        text = _describe([names[w] for w in p], {names[w]: counts[j0][w] / steps for w in p})
        out.append({"role": rid, "ranks": ranks, "program": (f"stage {st}: " if stage else "") + text})
    return role, out


def stages(g: Graph, meta: list, order: list) -> dict:
    """``{column: stage}`` from the point-to-point pairs (empty when there are none). Where their directions form
    a cycle (an interleaved schedule sends from the last stage back to the first for the next model chunk), each
    rank's stage is its position in the process group of its point-to-point messages, as the pipeline's groups
    list their ranks in stage order (empty when a rank is in two such groups)."""
    votes = collections.Counter((a, b) for _, a, b in _first_messages(g, meta, order).values())
    edges = {(a, b) for (a, b), k in votes.items() if k > votes.get((b, a), 0)}
    if not edges:
        return {}
    return _depths(edges) or _group_positions(meta, order)


def _group_positions(meta: list, order: list) -> dict:
    """``{column: position of its rank in its point-to-point group}`` (empty when a rank has two groups)."""
    col = {r: j for j, r in enumerate(order)}
    pos: dict[int, int] = {}
    for m in meta:
        if not m.p2p or not m.group_ranks:
            continue
        for i, r in enumerate(m.group_ranks):
            if r in col:
                if pos.setdefault(col[r], i) != i:
                    return {}
    return pos


def _first_messages(g: Graph, meta, order) -> dict:
    """``{(pair, step): (time, src column, dst column)}``: the first message of each point-to-point pair of
    columns in each step."""
    first: dict[tuple[int, int, int], tuple[float, int, int]] = {}
    col = {r: j for j, r in enumerate(order)}
    for v in np.flatnonzero(g.kind == J).tolist():
        m = meta[int(g.coll[v])]
        if not m.p2p or m.src not in col or m.dst not in col:
            continue
        a, b = col[m.src], col[m.dst]
        key = (min(a, b), max(a, b), int(g.step[v]))
        if key not in first or g.t[v] < first[key][0]:
            first[key] = (float(g.t[v]), a, b)
    return first


def _depths(edges: set) -> dict:
    """``{column: depth}``: the longest chain of directed ``edges`` leading to each column (empty on a cycle)."""
    into = collections.defaultdict(set)
    for a, b in edges:
        into[b].add(a)
    depth = {}

    def deep(j: int, seen: tuple = ()) -> int:
        if j in seen:
            raise ValueError("cycle")
        if j not in depth:
            depth[j] = 1 + max((deep(a, seen + (j,)) for a in into[j]), default=-1)
        return depth[j]
    try:
        return {j: deep(j) for j in {x for e in edges for x in e}}
    except ValueError:
        return {}


def _describe(words, per_step) -> str:
    """'send ×4, recv ×4, allreduce of 2 ×1' (times per step, on the role's first rank) in program order."""
    parts = []
    for w in words:
        way, size = w
        parts.append(f"{way}{f' of {size}' if size and way not in ('send', 'recv') else ''} ×{per_step[w]:.3g}")
    return ", ".join(parts) if parts else "no collectives"
