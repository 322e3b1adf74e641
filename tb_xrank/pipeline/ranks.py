"""The rank rows of the Analysis: every rank profiled, of the world or warned about, with its status and its
warnings, those about its records against its peers' included.
"""
import dataclasses
import typing

import numpy as np

from ..align.coverage import comm_kernels

if typing.TYPE_CHECKING:
    from ..align.identity import RankInfo
    from ..align.matching import Aligned


def _absent(al, ranks) -> dict:
    """``{rank: [collective ids]}``: collectives of a process group a profiled rank belongs to that hold no record
    of it (not counting those it was excluded from as mismatched, nor those of a step it did not record)."""
    col = {r: j for j, r in enumerate(al.ranks)}
    steps = {r: set(ri.table.steps["num"].tolist()) for r, ri in ranks.items()}
    excluded = {(m["collective"], m["rank"]) for m in al.mismatches}
    out: dict[int, list[str]] = {}
    for c, m in enumerate(al.meta):
        members = [r for r in m.members() if r in col]
        if not members:
            continue
        lost = np.flatnonzero(al.ready[c, [col[r] for r in members]] < 0)
        for k in lost.tolist():
            r = members[k]
            if (m.id, r) not in excluded and r in ranks and (m.step is None or m.step in steps[r]):
                out.setdefault(r, []).append(m.id)
    return out


def _miscounted(pg, slot, n, want) -> str:
    where = f"step {slot[0]}" if not slot[1] else f"after step {slot[0]}"
    return (f"{n} collective records of PG {pg} in {where} where its peers recorded {want}: one is missing or extra "
            f"(removed, or recorded with another ph); this rank's records of PG {pg} there are left out")


def _ids(ids: list, n: int = 3) -> str:
    return ", ".join(ids[:n]) + (f" and {len(ids) - n} more" if len(ids) > n else "")


@dataclasses.dataclass(frozen=True)
class Roster:
    """The ranks of a span as ``resolve_ranks`` found them: ``ranks`` ``{rank: RankInfo}``, the ``world`` size and
    the warnings about each rank (``warns``)."""

    ranks: "dict[int, RankInfo]"
    world: int
    warns: dict[int, list[str]]


def ranks_json(roster: Roster, al: "Aligned", step_rows: dict, roles: dict, solo: dict) -> list[dict]:
    """The rank rows: every rank of the ``roster`` profiled, of the world or warned about, with its status and
    warnings."""
    ranks, world, warns = roster.ranks, roster.world, roster.warns
    mism: dict[int, int] = {}
    for m in al.mismatches:
        mism[m["rank"]] = mism.get(m["rank"], 0) + 1
    # a step at least half the profiled ranks recorded: a rank without it lacks it; one with a step fewer recorded has it
    # alone (a renumbered or stray step), which says nothing about the others
    all_steps = ({s for s, by in step_rows.items() if 2 * len(by) >= len(ranks)}, set(step_rows))
    groups = {m.pg: m.group_ranks for m in al.meta if m.group_ranks and not m.p2p}
    absent = _absent(al, ranks)
    kernels = comm_kernels(ranks, al, world)
    rows = []
    for r in sorted(set(ranks) | set(range(world)) | set(warns)):
        w = list(warns.get(r, []))
        if r not in ranks:
            rows.append(_unprofiled_row(r, w))
            continue
        row = _profiled_row(r, ranks[r], w, all_steps, mism, al, absent, groups, roles.get(r), solo.get(r, 0))
        if kernels[r]["kernels"]:
            row["comm_kernels"] = kernels[r]
        rows.append(row)
    return rows


def _profiled_row(r: int, ri, w: list, all_steps: tuple, mism: dict, al, absent: dict, groups: dict, role,
                  solo: int) -> dict:
    """The row of a profiled rank: its host, device, file, steps, status (partial where some of its records are
    left out), warnings, worker, positions in its process groups and role. ``all_steps``: the steps at least half
    the ranks recorded, and every step of the span."""
    t = ri.table
    steps = sorted(int(s) for s in t.steps["num"].tolist())
    shared, span = all_steps
    lacking, alone = shared - set(steps), set(steps) & span - shared
    w += t.warnings
    w += _alignment_warnings(r, lacking, mism, al, absent, solo)
    if alone:
        w.append(f"steps fewer than half the profiled ranks recorded: {sorted(alone)}")
    partial = bool(mism.get(r)) or bool(lacking) or bool(alone) or r in al.miscounted or bool(absent.get(r))
    return {"rank": r, "host": ri.host, "gpu": t.devices[0] if t.devices else None, "files": [t.path],
            "steps": steps, "status": "partial" if partial else "ok", "warnings": w, "worker": t.worker,
            "rank_source": ri.source, "pg_positions": {pg: g.index(r) for pg, g in groups.items() if r in g},
            "role": role}


def _unprofiled_row(r: int, w: list) -> dict:
    """The row of a rank with no trace file: in error where it was warned about, else not profiled."""
    return {"rank": r, "host": None, "gpu": None, "files": [], "steps": [], "status": "error" if w else "not_profiled",
            "warnings": w or ["rank not profiled (no trace file)"], "worker": None, "rank_source": None}


def _alignment_warnings(r: int, lacking: set, mism: dict, al, absent: dict, solo: int) -> list:
    """A profiled rank's warnings about its records against its peers': steps it lacks, records mismatched,
    unmatched, without peer ranks, miscounted, and collectives it has no record of."""
    w = []
    if lacking:
        w.append(f"steps recorded by other ranks but not this one: {sorted(lacking)}")
    if mism.get(r):
        w.append(f"{mism[r]} collectives do not match their peers (op, size, element type or Comms Id); excluded "
                 "from those collectives")
    if al.unmatched.get(r, 0) > solo:
        w.append(f"{al.unmatched[r] - solo} collective records could not be matched to any peer")
    if solo:
        w.append(f"{solo} collective records have no other profiled member: single-rank evidence (single_rank), "
                 "each bar holding waiting and transfer together")
    if al.no_peer.get(r):
        w.append(f"{al.no_peer[r]} point-to-point kernels carry no peer ranks (older trace): not aligned")
    w += [_miscounted(pg, slot, n, want) for pg, slot, n, want in al.miscounted.get(r, [])]
    if absent.get(r):
        w.append(f"no record of {len(absent[r])} collectives its peers recorded ({_ids(absent[r])}): removed, "
                 "or not recorded as collectives (another ph); excluded from them")
    return w
