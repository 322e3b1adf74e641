"""Single-member evidence: the collective records of a rank that no other profiled rank could be a member of.

A record whose key has no other member, and whose group (its point-to-point peer; its process group; the world
where the group is not recorded) has no other profiled rank, is *single-member*: one rank alone, or a sample of
ranks that left its peers out. Such a record is not aligned (nothing to align it with), and not dropped either: it is
placed in its rank's program by its *place* (process group, op, ordinal of that op in the step), so that its
occurrences in the rank's steps can be compared with each other. Nothing here measures an arrival: the record's bar
(end − ready) holds its waiting for the unprofiled members and its transfer together.
"""
import collections
import dataclasses

import typing

import numpy as np

from .frame import CollectiveMeta
from .matching import FATE_LONE, FATE_UNMATCHED
from .steps import step_of

if typing.TYPE_CHECKING:
    from ..ingest.tables import CommTable

P2P_OPS = ("send", "recv", "sendrecv")


@dataclasses.dataclass
class Solo:
    """A rank's single-member records: ``rows`` (indices into its comm table, in program order) and per row its
    ``meta`` (its identity, ``place`` and ``ordinal`` included)."""

    rank: int
    rows: list
    meta: list[CollectiveMeta]


def other_members(comms: "CommTable", i: int, rank: int, world: int | None) -> set:
    """The other members of record ``i``'s group: its point-to-point peer, its group, else the world."""
    if comms.op[i] in P2P_OPS:
        return {int(comms.src[i]), int(comms.dst[i])} - {rank, -1}
    group = comms.ranks[i]
    return set(group if group else range(world or 0)) - {rank}


def _alone(ri, fate: np.ndarray, rank: int, world: int | None, profiled: set) -> list:
    """The records of a rank that no profiled peer matched and no other profiled rank could be a member of."""
    c = ri.table.comms
    cand = np.flatnonzero((fate == FATE_UNMATCHED) | (fate == FATE_LONE)).tolist()
    return [i for i in cand if not other_members(c, i, rank, world) & profiled]


def _place(pg: str, op: str, k: int) -> str:
    return f"{pg}:{op}#{k}"


def _solo(rank: int, ri, rows: list) -> Solo:
    """The ``Solo`` of ``rows`` of a rank: each placed in its step by its host time (enqueue, else start), and
    numbered among the records of its process group and op in that step; records outside every step are left out."""
    c = ri.table.comms
    idx = np.array(rows, dtype=np.int64)
    host_t = np.where(c.enqueue[idx] >= 0, c.enqueue[idx], c.start[idx])
    steps = step_of(ri.table.steps, host_t).tolist()
    count: collections.Counter[tuple] = collections.Counter()
    keep, meta = [], []
    for _, i, s in sorted(zip(host_t.tolist(), rows, steps)):
        if s < 0:
            continue
        op, pg, seq = c.op[i], c.pg[i], int(c.seq[i])
        k = count[(pg, op, s)]
        count[(pg, op, s)] += 1
        p2p = op in P2P_OPS
        place = _place(pg, op, k)
        keep.append(i)
        meta.append(CollectiveMeta(id=f"{place}@{s}", place=place, ordinal=k, pg=pg, seq=seq if seq >= 0 else None,
                                   step=int(s), op=op, bytes=int(c.nbytes[i]) if c.nbytes[i] >= 0 else None,
                                   group_ranks=list(c.ranks[i]) if c.ranks[i] else None, backend=c.backend[i],
                                   p2p=p2p, src=int(c.src[i]) if p2p else None, dst=int(c.dst[i]) if p2p else None))
    return Solo(rank, keep, meta)


def single_member(ranks: dict, fate: dict, world: int | None) -> "dict[int, Solo]":
    """``{rank: Solo}``: each profiled rank's single-member records (``fate``: ``Aligned.fate``), ranks without any
    left out."""
    profiled = set(ranks)
    out = {}
    for r in sorted(ranks):
        f = fate.get(r)
        if f is None or not len(f):
            continue
        rows = _alone(ranks[r], f, r, world, profiled)
        if rows:
            s = _solo(r, ranks[r], rows)
            if s.rows:
                out[r] = s
    return out
