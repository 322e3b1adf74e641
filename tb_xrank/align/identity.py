"""Tie each trace file to its rank: ``distributedInfo.rank`` where it is possible, else the rank its worker name or
worker order gives; when several files claim one rank, the evidence in the files (worker name, process groups,
``host_pid``) decides which keeps it. Also the physical host of each rank.
"""
import collections
import dataclasses
import re
import typing

import numpy as np

from ..ingest.kineto import HOST_CATS

if typing.TYPE_CHECKING:
    from ..ingest.tables import RankTable

RANK_IN_NAME = re.compile(r"rank[-_]?(\d+)", re.IGNORECASE)


@dataclasses.dataclass
class RankInfo:
    rank: int
    table: "RankTable"
    host: str
    source: str  # how the rank was identified


def host_of(table: "RankTable", host_map: "list[tuple[re.Pattern[str], str]] | None" = None) -> str:
    """Physical host of a rank: ``--host-map`` override, ``host_name``, the worker's ``host_pid`` prefix."""
    if host_map:
        for pattern, host in host_map:
            m = pattern.search(table.worker) or (table.host_name and pattern.search(table.host_name))
            if m:
                return m.expand(host) if "\\" in host else host
    if table.host_name:
        return table.host_name
    w = table.worker
    return w.rsplit("_", 1)[0] if "_" in w and w.rsplit("_", 1)[1].isdigit() else w


MAX_WORLD = 1 << 22  # more ranks than any job has run: a larger world_size or rank is damage


def _int(v):
    """An integer field of distributedInfo (bools and other types are not ranks)."""
    return v if type(v) is int else None


def _world(tables, warns_of):
    """The run's world size: the value most files give (the largest of equally common ones); a file that gives
    an impossible or a different one is warned about (the value is not used)."""
    given = [(t, _int(t.world_size)) for t in tables if t.world_size is not None]
    valid = collections.Counter(w for _, w in given if w is not None and 1 <= w <= MAX_WORLD)
    world = max(valid, key=lambda w: (valid[w], w)) if valid else None
    for t, w in given:
        if w is None or not 1 <= w <= MAX_WORLD:
            warns_of[id(t)].append(f"{t.path}: distributedInfo.world_size {t.world_size!r} is impossible: ignored")
        elif w != world:
            warns_of[id(t)].append(f"{t.path}: distributedInfo.world_size {w} disagrees with the run's {world} "
                                   f"({valid[world]} of {len(given)} files): ignored")
    return world


def _claimed_rank(t, world, warns_of):
    """``distributedInfo.rank`` when it is possible (0 <= rank < world size), else None (with a warning)."""
    if t.rank is None:
        return None
    r = _int(t.rank)
    if r is not None and 0 <= r < (world or MAX_WORLD):
        return r
    bound = f"world_size {world}" if world else f"at most {MAX_WORLD}"
    warns_of[id(t)].append(f"{t.path}: distributedInfo.rank {t.rank!r} is impossible ({bound}): ignored")
    return None


def _name_rank(t):
    m = RANK_IN_NAME.search(t.worker)
    return int(m.group(1)) if m else None


def _main_pid(t):
    """The pid most host events of the trace carry (the process that wrote it), or None."""
    pid = t.events["pid"][HOST_CATS[t.events["cat"]]]
    pid = pid[pid >= 0]
    if not len(pid):
        return None
    vals, counts = np.unique(pid, return_counts=True)
    return int(vals[np.argmax(counts)])


def _pg_evidence(t, r) -> list:
    """For or against rank ``r``: whether every process group of the file's ``pg_config`` lists it."""
    groups: list = [g.get("ranks") for g in t.pg_config if isinstance(g, dict) and isinstance(g.get("ranks"), list)]
    groups = [g for g in groups if g and all(type(x) is int for x in g)]
    if not groups:
        return []
    inside = all(r in g for g in groups)
    return [(1 if inside else -1, f"its pg_config {'lists' if inside else 'does not list'} rank {r} in every group")]


def _host_pid_evidence(t) -> list:
    """For or against the file's worker name ``host_pid``: the pid its events were written by, its host_name."""
    host, _, pid = t.worker.rpartition("_")
    if not (host and pid.isascii() and pid.isdigit()):
        return []
    out = []
    main = _main_pid(t)
    if main is not None:
        out.append((1 if main == int(pid) else -1, f"its events were written by pid {main}, its name says {pid}"))
    if t.host_name:
        out.append((1 if t.host_name == host else -1, f"its host_name is {t.host_name}, its name says {host}"))
    return out


def evidence(t: "RankTable", r: int) -> list[tuple[int, str]]:
    """What a trace file says for and against being rank ``r``, besides its ``distributedInfo.rank``: ``[(+1 or
    -1, reason)]`` from the rank in its worker name, the process groups of its ``pg_config`` (a process lists only
    groups it belongs to), and its worker name's ``host_pid`` against the host and pid its events were written by;
    a ``distributedInfo`` the file repeats (only the last is read) counts against it."""
    nr = _name_rank(t)
    out = [(1 if nr == r else -1, f"its worker name says rank {nr}")] if nr is not None else []
    if "distributedInfo" in t.repeated:
        out.append((-1, "its distributedInfo appears more than once"))
    return out + _pg_evidence(t, r) + _host_pid_evidence(t)


def _elsewhere(t, world, claims):
    """The rank nobody claims that everything ``t`` says, besides its ``distributedInfo.rank``, agrees with
    (evidence for it and none against), when there is exactly one; else None."""
    if not world:
        return None
    free = [r for r in range(world) if not claims.get(r)]
    fits = [r for r in free[:64] if (ev := evidence(t, r)) and all(s > 0 for s, _ in ev)]
    return fits[0] if len(fits) == 1 and len(free) <= 64 else None


def _genuine(r, ts):
    """The one file of ``ts`` (all claiming rank ``r``) that the other evidence singles out, or None."""
    scores = [sum(s for s, _ in evidence(t, r)) for t in ts]
    best = max(scores)
    return ts[scores.index(best)] if scores.count(best) == 1 else None


def _duplicate(o, r, t, ts) -> dict:
    """The error of file ``o``, one of the files ``ts`` claiming rank ``r``, which ``t`` keeps (None: nobody)."""
    against = "; ".join(w for s, w in evidence(o, r) if s < 0) or "nothing else in it tells the files apart"
    kept = f"{t.path} is kept" if t is not None else "none is used"
    return {"file": o.path, "reason": f"duplicate rank {r}: also claimed by "
            + ", ".join(x.path for x in ts if x is not o) + f"; {kept} ({against})"}


@dataclasses.dataclass
class _Resolution:
    """The files claiming each rank as they are resolved, how each file's rank was found, what is said of each
    file, and the files left without a rank."""

    world: int | None
    warns_of: dict  # id(file) -> [warning]
    claims: dict = dataclasses.field(default_factory=lambda: collections.defaultdict(list))  # rank -> [file]
    sources: dict = dataclasses.field(default_factory=dict)  # id(file) -> how its rank was found
    errors: list = dataclasses.field(default_factory=list)

    def claim_given(self, tables: "list[RankTable]") -> "list[RankTable]":
        """Claim each file's ``distributedInfo.rank`` where it is possible; the files without one."""
        fallback = []
        for t in tables:
            r = _claimed_rank(t, self.world, self.warns_of)
            if r is None:
                fallback.append(t)
            else:
                self.claims[r].append(t)
                self.sources[id(t)] = "distributedInfo"
        return fallback

    def claim_fallback(self, fallback: "list[RankTable]") -> None:
        """Claim a rank for each file of ``fallback``, in worker order (``_fallback_rank``); one with none is an
        error."""
        taken = set(self.claims)
        free = (r for r in range(self.world or MAX_WORLD) if r not in taken)
        unclaimed = [r for r in range(self.world) if r not in taken] if self.world and self.world <= 64 else []
        for t in sorted(fallback, key=lambda t: t.worker):
            r, src = self._fallback_rank(t, free, unclaimed)
            if r is None:
                self.errors.append(self._no_rank(t, unclaimed))
            else:
                self.claims[r].append(t)
                self.sources[id(t)] = src

    def _fallback_rank(self, t, free, unclaimed) -> tuple:
        """``(rank, source)`` of a file without a possible ``distributedInfo.rank``: the rank in its worker name;
        else, with no rank recorded at all, the next of ``free``; else the one rank nobody claims; else (None, None)."""
        r = _name_rank(t)
        if r is not None and 0 <= r < (self.world or MAX_WORLD):
            return r, "worker name"
        if t.rank is None:  # no distributedInfo.rank at all (older traces): in worker order
            return next(free, None), "worker order"
        if len(unclaimed) == 1 and unclaimed[0] not in self.claims:  # damaged: only evidence decides
            return unclaimed[0], "one rank nobody else claims"
        return None, None

    def _no_rank(self, t, unclaimed) -> dict:
        """The error of a file that nothing tells the rank of."""
        why = "; ".join(w.split(": ", 1)[-1] for w in self.warns_of[id(t)]) or "no rank"
        full = f" (every rank of world_size {self.world} is claimed)" if self.world and not unclaimed else ""
        return {"file": t.path, "reason": f"{why}, and nothing else in the file tells its rank" + full}

    def settle(self, r: int, ts: "list[RankTable]", warns: dict[int, list[str]]) -> None:
        """Rank ``r``, claimed by every file of ``ts``: the file the evidence singles out keeps it; each other one
        moves to the one free rank its evidence fits, else is an error."""
        t = _genuine(r, ts)
        self.claims[r] = [t] if t is not None else []
        for o in ts:
            if o is t:
                continue
            moved = _elsewhere(o, self.world, self.claims)
            if moved is None:
                self.errors.append(_duplicate(o, r, t, ts))
                continue
            self.claims[moved] = [o]
            self.sources[id(o)] = "evidence"
            holder = f"which {t.path} holds" if t is not None else "which another file claims too"
            self.warns_of[id(o)].append(f"{o.path} claims rank {r}, {holder}: it is rank {moved} by "
                                        + "; ".join(w for _, w in evidence(o, moved)))
        if t is None:
            warns[r].append(f"rank {r} claimed by {len(ts)} files ({', '.join(x.path for x in ts)}); none used")

    def infos(self, host_map: "list[tuple[re.Pattern[str], str]] | None",
              warns: dict[int, list[str]]) -> "dict[int, RankInfo]":
        """``{rank: RankInfo}`` of the file holding each rank, its warnings added to ``warns[rank]``."""
        ranks = {}
        named = any(ts and ts[0].host_name for ts in self.claims.values())
        for r, ts in sorted(self.claims.items()):
            if not ts:
                continue
            t = ts[0]
            source = self.sources[id(t)]
            ranks[r] = RankInfo(r, t, host_of(t, host_map), source)
            warns[r] += self.warns_of[id(t)]
            if named and not t.host_name and not host_map:
                warns[r].append(f"{t.path} has no top-level host_name, which other ranks' traces have: its host is "
                                f"taken from its file name ({ranks[r].host}), and its clock is fitted as that host's")
            if source not in ("distributedInfo", "evidence"):
                what = "no" if t.rank is None else "no usable"
                warns[r].append(f"{what} distributedInfo.rank in {t.path}: rank {r} taken from the {source}")
        return ranks


def resolve_ranks(
        tables: "list[RankTable]", host_map: "list[tuple[re.Pattern[str], str]] | None" = None,
) -> "tuple[dict[int, RankInfo], list[dict], dict[int, list[str]], int]":
    """``(ranks: {rank: RankInfo}, errors: [{file, reason}], rank_warnings: {rank: [str]}, world_size)``.

    Rank from ``distributedInfo.rank`` where it is possible; else ``rank<N>`` in the worker name; else the
    lowest rank nobody else claims, in worker order (each fallback reported). When several files claim one rank, the file the
    other evidence (``evidence``) singles out keeps it and the others are errors; when nothing decides, all are.
    """
    warns_of: collections.defaultdict[int, list[str]] = collections.defaultdict(list)
    world = _world(tables, warns_of)
    res = _Resolution(world, warns_of)
    res.claim_fallback(res.claim_given(tables))
    warns: collections.defaultdict[int, list[str]] = collections.defaultdict(list)
    for r, ts in {r: ts for r, ts in res.claims.items() if len(ts) > 1}.items():
        res.settle(r, ts, warns)
    ranks = res.infos(host_map, warns)
    world = max(world or 0, max((r for r, ts in res.claims.items() if ts), default=-1) + 1)
    return ranks, res.errors, warns, world
