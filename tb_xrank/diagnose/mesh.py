"""The process-group mesh, defined once: each process group's members, the families of equal-sized disjoint groups
(one dimension of the mesh, e.g. a tensor-parallel group per host), each rank's position in them, and the ways a
grouped run's tabs group its ranks (``Analysis.groupings``).

The straggler verdict's mesh positions (``positions``, read by ``stragglers``) and the tabs' groupings
(``groupings``) are both made of ``families``.
"""
import dataclasses
import re
from collections.abc import Iterable

from ..model import Analysis, Grouping, RankGroup

P2P_OPS = ("send", "recv", "sendrecv")
# ASCII punctuation and symbols in the order of the Unicode root collation: what the browsers' Intl.Collator sorts by
_PUNCT = "_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$"
_CHUNK = re.compile(r"\d+|\D")


def natural_key(text: str) -> tuple:
    """The sort key of ``text`` in natural order, as ``Intl.Collator(undefined, {numeric: true})`` sorts ASCII:
    runs of digits by their number (node2 before node10), then letters regardless of case, punctuation and
    symbols before digits and digits before letters ("~" first); ties by case (lower first), then the text."""
    primary: list[tuple[int, int | str]] = []
    for m in _CHUNK.finditer(text):
        t = m.group()
        if t.isdigit():
            primary.append((2, int(t)))
        elif t.isalpha():
            primary.append((3, t.lower()))
        elif t in _PUNCT:
            primary.append((1, _PUNCT.index(t)))
        else:
            primary.append((0 if t.isspace() else 4, t))
    return tuple(primary), tuple(c.isupper() for c in text), text


def pg_members(records: Iterable[tuple[str, str, list[int] | None]]) -> dict[str, list[int]]:
    """``{pg: members}`` from ``(pg, op, group_ranks)`` of the collectives: each process group's list, from its
    first collective that names one. Point-to-point records are left out (where the trace names no group, their
    list is the pair that exchanged, not the group's)."""
    out: dict[str, list[int]] = {}
    for pg, op, group in records:
        if group and op not in P2P_OPS:
            out.setdefault(pg, list(group))
    return out


@dataclasses.dataclass
class Family:
    """Process groups of one size whose members do not overlap: one dimension of the mesh. ``key``: the name of
    its first group in natural order; ``pgs``: its groups' names in natural order."""

    key: str
    size: int
    pgs: list[str]

    def names(self) -> str:
        """Its groups' names: all of them up to three, else the first two, "…" and the last."""
        return ", ".join(self.pgs) if len(self.pgs) <= 3 else f"{', '.join(self.pgs[:2])} … {self.pgs[-1]}"


def families(members: dict[str, list[int]], world: int) -> list[Family]:
    """The families of the process groups ``members``, over ``world`` profiled ranks: in natural order of their
    names, each group of two or more ranks and fewer than ``world`` joins the first family of its size whose
    groups it does not overlap, else starts one. A group with the same members as one before it is the same group
    (another backend's, say) and joins none."""
    out: list[tuple[Family, set]] = []
    seen_lists: set = set()
    for pg in sorted(members, key=natural_key):
        ranks = members[pg]
        if len(ranks) < 2 or len(ranks) >= world or tuple(ranks) in seen_lists:
            continue
        seen_lists.add(tuple(ranks))
        fam = next((f for f in out if f[0].size == len(ranks) and not f[1].intersection(ranks)), None)
        if fam is None:
            out.append((Family(pg, len(ranks), [pg]), set(ranks)))
        else:
            fam[0].pgs.append(pg)
            fam[1].update(ranks)
    return [f for f, _ in out]


def positions(members: dict[str, list[int]], world: int) -> dict[str, dict[int, int]]:
    """``{family: {rank: position}}``: each rank's index in its group of each family of two or more groups (a
    family of one group puts each position on one rank). A family is named ``position in N groups of S``, and
    by its first group too where two families share that name."""
    fams = [f for f in families(members, world) if len(f.pgs) > 1]
    names = [f"position in {len(f.pgs)} groups of {f.size}" for f in fams]
    out = {}
    for f, name in zip(fams, names):
        out[name if names.count(name) == 1 else f"{name} ({f.key})"] = {
            r: i for pg in f.pgs for i, r in enumerate(members[pg])}
    return out


def groupings(a: Analysis, members: dict[str, list[int]] | None = None) -> list[Grouping]:
    """The ways a grouped run's tabs group its profiled ranks: by host, then for each family by its process group
    (where it has two or more) and by the position in its groups; each grouping's groups in natural order of their
    keys, each group's ranks ascending. ``members``: the run's ``pg_members``, where the caller has them."""
    if members is None:
        members = pg_members((c.pg, c.op, c.group_ranks) for c in a.collectives)
    profiled = [r for r in a.ranks if r.status != "not_profiled"]
    host = {r.rank: r.host if r.host is not None else "?" for r in profiled}
    out = [_grouping("host", "host", ("host", "hosts"), {r: (h, h) for r, h in host.items()})]
    for f in families(members, len(profiled)):
        pg_of = {r: pg for pg in f.pgs for r in members[pg]}
        if len(f.pgs) > 1:
            out.append(_grouping(f"pg:{f.key}", f"process group ({len(f.pgs)} groups of {f.size}: {f.names()})",
                                 ("process group", "process groups"), _by_group(profiled, pg_of)))
        out.append(_grouping(f.key, f"position in the process group{'s' if len(f.pgs) > 1 else ''} of {f.size} "
                                    f"({f.names()})", ("position", "positions"), _by_position(profiled, pg_of, members)))
    return out


def _by_group(profiled: list, pg_of: dict[int, str]) -> dict[int, tuple[str, str]]:
    """``{rank: (key, label)}`` of each profiled rank's group of a family (``~`` for a rank in none)."""
    return {r.rank: (pg_of[r.rank], f"pg {pg_of[r.rank]}") if r.rank in pg_of else ("~", "no group")
            for r in profiled}


def _by_position(profiled: list, pg_of: dict[int, str], members: dict[str, list[int]]) -> dict[int, tuple[str, str]]:
    """``{rank: (key, label)}`` of each profiled rank's position in its group of a family (its row's
    ``pg_positions``, else its index in the group's members; ``~`` for a rank in none)."""
    out = {}
    for r in profiled:
        pg = pg_of.get(r.rank)
        at = None if pg is None else (r.pg_positions or {}).get(pg, members[pg].index(r.rank))
        out[r.rank] = ("~", "no position") if at is None else (f"pos {at}", f"position {at}")
    return out


def _grouping(by: str, label: str, noun: tuple[str, str], where: dict[int, tuple[str, str]]) -> Grouping:
    """The grouping ``by`` of the ranks ``where`` puts in groups: ``{rank: (key, label)}``."""
    groups: dict[str, RankGroup] = {}
    for r, (key, text) in where.items():
        groups.setdefault(key, RankGroup(key=key, label=text, ranks=[])).ranks.append(r)
    for g in groups.values():
        g.ranks.sort()
    return Grouping(by=by, label=label, noun=noun[0], plural=noun[1],
                    groups=[groups[k] for k in sorted(groups, key=natural_key)])
