"""Tie files to ranks and match every collective across ranks by its logical identity.

Identity, never host time, decides which records are one collective:
``(PG, Seq)`` where NCCL records ``Seq`` (coalesced ops sharing a ``Seq`` told
apart by their order); point-to-point by ``(PG, src, dst, ordinal of that pair)``;
otherwise ``(PG, ordinal)`` counted from the first profiler step every rank
recorded, verified by op kind and message size. A rank that disagrees with the
majority is a *mismatched collective*: reported, never silently aligned. An
all-to-all moves a different number of bytes on every member by design (uneven
splits): it is verified by op kind alone, and each member's size is kept.
"""
import collections
import dataclasses
import re
import typing

import numpy as np


from ..ingest.collectives import P2P, UNEVEN_OPS
from ..ingest.kineto import HOST_CATS

if typing.TYPE_CHECKING:
    from ..ingest.tables import RankTable

RANK_IN_NAME = re.compile(r"rank[-_]?(\d+)", re.IGNORECASE)


@dataclasses.dataclass
class RankInfo:
    rank: int
    table: object  # decode.RankTable
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


SIZE_BY_DESIGN = -2  # the size in the signature of such an op: not compared
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
    groups = [g.get("ranks") for g in t.pg_config if isinstance(g, dict) and isinstance(g.get("ranks"), list)]
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
    warns_of = collections.defaultdict(list)
    world = _world(tables, warns_of)
    res = _Resolution(world, warns_of)
    res.claim_fallback(res.claim_given(tables))
    warns = collections.defaultdict(list)
    for r, ts in {r: ts for r, ts in res.claims.items() if len(ts) > 1}.items():
        res.settle(r, ts, warns)
    ranks = res.infos(host_map, warns)
    world = max(world or 0, max((r for r, ts in res.claims.items() if ts), default=-1) + 1)
    return ranks, res.errors, warns, world


@dataclasses.dataclass
class Aligned:
    """Collectives matched across ranks; times are int64 ns on each rank's own clock (-1 = absent).

    Row ``c`` is one collective (``meta[c]``), column ``j`` is rank ``ranks[j]``.
    """

    ranks: list
    meta: list
    ready: np.ndarray
    enqueue: np.ndarray
    start: np.ndarray
    end: np.ndarray
    mismatches: list
    unmatched: dict  # rank -> records matched to no peer
    no_peer: dict  # rank -> point-to-point records without peer ranks (cannot be keyed)
    miscounted: dict  # rank -> [(pg, (step, after), its records, the peers')]: keyless records left out there
    nbytes: np.ndarray  # bytes each member recorded (-1 = absent or unknown)
    stream: np.ndarray  # the stream (NCCL) or thread (gloo) each member's record ran on (-1 = absent)
    fate: dict = dataclasses.field(default_factory=dict)  # rank -> per record: its collective's row, or a FATE code


# what became of a record that is in no collective (``Aligned.fate``; a row of ``meta`` is >= 0)
FATE_UNMATCHED = -1  # its key has no other member
FATE_MISMATCH = -2  # its op, size, element type or Comms Id differs from the peers'
FATE_NO_PEER = -3  # a point-to-point record without peer ranks: no key
FATE_MISCOUNTED = -4  # keyless, in a step where its count differs from the peers'
FATE_LONE = -5  # keyless, in a step where no other member is expected
FATE_NO_STEP = -6  # keyless, outside every profiled step (or a point-to-point one outside the common window)
FATE_OTHER_STEPS = -7  # in a collective of a step the settings leave out


def step_of(steps: dict, t: np.ndarray) -> np.ndarray:
    """Step number of each time in ``t`` (-1 outside every recorded step)."""
    if len(steps["num"]) == 0:
        return np.full(len(t), -1, dtype=np.int64)
    i = np.searchsorted(steps["start"], t, side="right") - 1
    ok = (i >= 0) & (t < steps["end"][np.clip(i, 0, None)])
    return np.where(ok, steps["num"][np.clip(i, 0, None)], -1)


def common_steps(ranks: "dict[int, RankInfo]") -> set[int]:
    sets = [set(ri.table.steps["num"].tolist()) for ri in ranks.values() if len(ri.table.steps["num"])]
    return set.intersection(*sets) if sets else set()


def _within(steps, window: set, t: np.ndarray) -> np.ndarray:
    """Whether each time in ``t`` lies from the start of the first to the end of the last step of ``window`` on
    this rank (all True without a window): a step whose annotation one rank lacks shifts no ordinal."""
    if not window:
        return np.ones(len(t), dtype=bool)
    nums = steps["num"]
    if not len(nums) or nums[0] > max(window) or nums[-1] < min(window):
        return np.zeros(len(t), dtype=bool)
    lo = int(np.searchsorted(nums, min(window)))
    hi = int(np.searchsorted(nums, max(window), side="right")) - 1
    return (t >= steps["start"][lo]) & (t < steps["end"][hi])


def _slots(steps, t: np.ndarray) -> list:
    """The place of each time in ``t`` among a rank's steps: ``(N, 0)`` inside step N; ``(N, 1)`` after step N
    and before the next; ``(N + 1, 0)`` between steps N and N + 2 (a step whose annotation this rank lacks);
    ``(-1, 0)`` before the first step."""
    nums, start, end = steps["num"], steps["start"], steps["end"]
    if not len(nums):
        return [(-1, 0)] * len(t)
    i = np.searchsorted(start, t, side="right") - 1
    j = np.clip(i, 0, None)
    inside = (i >= 0) & (t < end[j])
    nxt = np.where(j + 1 < len(nums), nums[np.clip(j + 1, None, len(nums) - 1)], -1)
    lost = ~inside & (nxt - nums[j] == 2)
    num = np.where(i < 0, -1, np.where(lost, nums[j] + 1, nums[j]))
    return list(zip(num.tolist(), (~inside & ~lost & (i >= 0)).astype(int).tolist()))


def _ord_counts(groups: dict) -> dict:
    """The keyless records of each rank in each slot of each group: ``{(pg, slot): Counter(rank)}``."""
    counts = collections.defaultdict(collections.Counter)
    for k, members in groups.items():
        if k[1] == "ord":
            for r in members:
                counts[(k[0], k[2])][r] += 1
    return counts


def _typical(counts: dict) -> dict:
    """How many slots of each group have each member count: ``{pg: Counter(count)}``."""
    typical = collections.defaultdict(collections.Counter)
    for (pg, _), per in counts.items():
        typical[pg].update(per.values())
    return typical


def _expected_there(members, per, slot, steps_of) -> list:
    """The members expected in ``slot``: those with records there (``per``), and inside a step, those that recorded
    the step."""
    return [r for r in sorted(members) if r in per or (not slot[1] and slot[0] in steps_of[r])]


def _expected(counts: dict, ranks_of_pg: dict, steps_of: dict) -> tuple:
    """``(expected, odd, lone)``: the count most members expected in a slot recorded there (``_recount``), the
    ``{rank: [(pg, slot, its count, the count)]}`` of those whose count differs, and the records in slots of one
    member."""
    typical = _typical(counts)
    expected, odd, lone = {}, collections.defaultdict(list), collections.Counter()
    for (pg, slot), per in counts.items():
        there = _expected_there(ranks_of_pg[pg], per, slot, steps_of)
        if len(there) < 2:  # nothing to match with: its records stay unmatched, and count for no ordinal
            lone.update(per)
            continue
        tally = collections.Counter(per.get(r, 0) for r in there)
        want = max(tally, key=lambda n: (tally[n], typical[pg][n], n))
        expected[(pg, slot)] = want
        for r in there:
            if per.get(r, 0) != want:
                odd[r].append((pg, slot, per.get(r, 0), want))
    return expected, odd, lone


def _offsets(expected: dict) -> dict:
    """The ordinal of each slot's first collective: the expected counts of the group's earlier slots, summed."""
    offset, before = {}, collections.Counter()
    for pg, slot in sorted(expected):
        offset[(pg, slot)] = before[pg]
        before[pg] += expected[(pg, slot)]
    return offset


def _recount(groups: dict, ranks_of_pg: dict, steps_of: dict, fate: dict) -> tuple:
    """Ordinal keys ``(pg, "ord", slot, k)`` as ``(pg, "ord", n)``, n counted over the slots by the count most
    members expected there recorded (a member is expected in a step it recorded, or where it has records; a slot
    with one member expected is left out; between equally common counts, the one the group has most often per
    slot, then the larger); the records of a rank whose count in a slot differs are left out: ``(groups, {rank:
    [(pg, slot, its count, the count)]}, {rank: records in slots of one member})``; the ``fate`` of the records
    left out is set."""
    expected, odd, lone = _expected(_ord_counts(groups), ranks_of_pg, steps_of)
    offset = _offsets(expected)
    skip = {(r, pg, slot) for r, items in odd.items() for pg, slot, _, _ in items}
    out = {}
    for k, members in groups.items():
        if k[1] != "ord":
            out[k] = members
            continue
        pg, slot, n = k[0], k[2], k[3]
        for r, i in members.items():
            fate[r][i] = FATE_LONE if (pg, slot) not in expected else FATE_MISCOUNTED
        keep = {r: i for r, i in members.items() if (r, pg, slot) not in skip}
        if keep and n < expected.get((pg, slot), 0):
            out[(pg, "ord", offset[(pg, slot)] + n)] = keep
    return out, dict(odd), lone


def _keys(ri, window):
    """Logical key of each of a rank's collective records (None = cannot be aligned), and each one's step (-1:
    none), as lists."""
    c = ri.table.comms
    host_t = np.where(c.enqueue >= 0, c.enqueue, c.start)
    steps = step_of(ri.table.steps, host_t).tolist()
    inside = _within(ri.table.steps, window, host_t).tolist()
    slots = _slots(ri.table.steps, c.start)  # where each ran: a lost record's pair shifts no enqueue into a step
    keys = []
    ordinal = collections.Counter()
    coalesced = collections.Counter()
    pair = collections.Counter()
    srcs, dsts = c.src.tolist(), c.dst.tolist()
    for i, (op, pg, seq) in enumerate(zip(c.op, c.pg, c.seq.tolist())):
        in_window = inside[i]
        if op in P2P:
            src, dst = srcs[i], dsts[i]
            if src < 0 or dst < 0 or (seq < 0 and not in_window):
                keys.append(None)
                continue
            n = pair[(pg, src, dst)]
            pair[(pg, src, dst)] += 1
            keys.append((pg, "p2p", src, dst, n))
        elif seq >= 0:
            k = coalesced[(pg, seq)]
            coalesced[(pg, seq)] += 1
            keys.append((pg, "seq", seq, k))
        elif slots[i][0] >= 0:  # keyless: counted per step, matched by step number
            n = ordinal[(pg, slots[i])]
            ordinal[(pg, slots[i])] += 1
            keys.append((pg, "ord", slots[i], n))
        else:
            keys.append(None)
    return keys, steps


def key_id(key: tuple, op: str) -> str:
    if key[1] == "p2p":
        return f"{key[0]}:p2p:{key[2]}->{key[3]}:{key[4]}"
    if key[1] == "seq":
        return f"{key[0]}:{key[2]}" + (f".{key[3]}" if key[3] else "")
    return f"{key[0]}:{op}#{key[2]}"


def _grouped(ranks: dict, order: list, window: set, fate: dict) -> tuple:
    """``(groups, steps_of, unmatched, no_peer)``: the members ``{key: {rank: record}}`` of each logical key, each
    rank's record steps, and per rank the records without a key (those of point-to-point ops without peers apart),
    whose ``fate`` is set."""
    groups = collections.defaultdict(dict)
    steps_of = {}
    unmatched, no_peer = collections.Counter(), collections.Counter()
    for r in order:
        keys, steps = _keys(ranks[r], window)
        steps_of[r] = steps
        c = ranks[r].table.comms
        for i, k in enumerate(keys):
            if k is not None:
                groups[k][r] = i
            elif c.op[i] in P2P and (c.src[i] < 0 or c.dst[i] < 0):
                no_peer[r] += 1
                fate[r][i] = FATE_NO_PEER
            else:
                unmatched[r] += 1
                fate[r][i] = FATE_NO_STEP
    return groups, steps_of, unmatched, no_peer


def _ranks_of_pg(groups: dict) -> dict:
    """The ranks with keyless (ordinal) records in each process group."""
    out = collections.defaultdict(set)
    for k, members in groups.items():
        if k[1] == "ord":
            out[k[0]].update(members)
    return out


def _program_order(steps_of: dict, item) -> tuple:
    """Program order of a ``(key, members)`` item: its step, then its position on the lowest member rank."""
    members = item[1]
    r0 = min(members)
    steps = [steps_of[r][i] for r, i in members.items() if steps_of[r][i] >= 0]
    return (min(steps) if steps else 2**62, members[r0], r0)


def _signatures(k, members: dict, ops: dict, nbytes: dict, ranks: dict) -> dict:
    """Each member's ``(op, bytes, element type, Comms Id)``: a point-to-point record's op is a send; an uneven op's
    size is not compared, its element type is (NCCL moves one type on every member); the element type and the
    ``Comms Id`` are compared where every member recorded one ('' and -1 otherwise)."""
    sig = {}
    for r, i in members.items():
        c = ranks[r].table.comms
        uneven = ops[r][i] in UNEVEN_OPS
        sig[r] = ("send" if k[1] == "p2p" else ops[r][i], SIZE_BY_DESIGN if uneven else nbytes[r][i],
                  c.dtype[i] if uneven else "", int(c.cid[i]))
    if any(not s[2] for s in sig.values()):
        sig = {r: (s[0], s[1], "", s[3]) for r, s in sig.items()}
    if any(s[3] == -1 for s in sig.values()):
        sig = {r: (s[0], s[1], s[2], -1) for r, s in sig.items()}
    return sig


def _verdict(ranks: dict, sig: dict) -> tuple:
    """``(expected signature, members that differ from it)``: the majority's; without a majority, the undamaged
    files' where they agree, else every member differs."""
    majority = _mode(list(sig.values()))
    bad = [r for r, s in sig.items() if s != majority]
    if not bad or len(bad) * 2 < len(sig):
        return majority, bad
    clean = {s for r, s in sig.items() if not ranks[r].table.warnings}
    if len(clean) == 1 and len(clean) < len(set(sig.values())):
        majority = clean.pop()
        return majority, [r for r, s in sig.items() if s != majority]
    return majority, list(sig)


def _meta(ranks: dict, k, cid: str, good: dict, steps_of: dict, nbytes: dict) -> dict:
    """The description of the collective of key ``k`` from its agreeing members ``good`` (``{rank: record}``)."""
    r0, i0 = next(iter(good.items()))
    c0 = ranks[r0].table.comms
    step_vals = [steps_of[r][i] for r, i in good.items() if steps_of[r][i] >= 0]
    p2p = k[1] == "p2p"
    op = "send" if p2p else c0.op[i0]
    sizes = [nbytes[r][i] for r, i in good.items()] if op in UNEVEN_OPS else [int(c0.nbytes[i0])]
    return {"id": cid, "pg": k[0], "seq": int(k[2]) if k[1] == "seq" else None, "op": op,
            "bytes": int(max(sizes)) if min(sizes) >= 0 else None,  # sizes differ by design: the largest
            "group_ranks": _group(ranks, good) or ([k[2], k[3]] if p2p else None),
            "step": _mode(step_vals) if step_vals else None,
            "p2p": p2p, "src": k[2] if p2p else None, "dst": k[3] if p2p else None, "backend": c0.backend[i0]}


def _matched(ranks: dict, order: list, groups: dict, steps_of: dict, unmatched, fate: dict) -> tuple:
    """``(meta, rows, mismatches)``: the collectives that two or more members agree on, in program order, with
    their members ``{rank: record}``, and the members that disagree; a key's only member counts as unmatched. Each
    member's ``fate`` is set: its collective's row, or why it is in none."""
    ops = {r: ranks[r].table.comms.op for r in order}
    nbytes = {r: ranks[r].table.comms.nbytes.tolist() for r in order}  # the signature: (op, bytes)
    meta, rows, mismatches = [], [], []
    for k, members in sorted(groups.items(), key=lambda item: _program_order(steps_of, item)):
        if len(members) < 2:
            for r, i in members.items():
                unmatched[r] += 1
                fate[r][i] = FATE_UNMATCHED
            continue
        sig = _signatures(k, members, ops, nbytes, ranks)
        majority, bad = _verdict(ranks, sig)
        cid = key_id(k, majority[0])
        mismatches += [{"collective": cid, "rank": r, "got": _describe(sig[r]),
                        "expected": _set_against(r, sig, bad, majority)} for r in bad]
        good = {r: i for r, i in members.items() if r not in bad}
        for r, i in members.items():
            fate[r][i] = len(meta) if len(good) >= 2 and r in good else FATE_MISMATCH
        if len(good) >= 2:
            meta.append(_meta(ranks, k, cid, good, steps_of, nbytes))
            rows.append(good)
    return meta, rows, mismatches


def _matrices(ranks: dict, order: list, rows: list) -> dict:
    """Each matched record's ready, enqueue, start, end, bytes and stream: one row per collective of ``rows``, one
    column per rank of ``order`` (-1 = absent)."""
    col = {r: j for j, r in enumerate(order)}
    mats = {f: np.full((len(rows), len(order)), -1, dtype=np.int64)
            for f in ("ready", "enqueue", "start", "end", "nbytes", "stream")}
    at = collections.defaultdict(lambda: ([], []))  # rank -> (rows, its record indices)
    for ci, good in enumerate(rows):
        for r, i in good.items():
            at[r][0].append(ci)
            at[r][1].append(i)
    for r, (ci, idx) in at.items():
        c = ranks[r].table.comms
        for f, m in mats.items():
            m[ci, col[r]] = getattr(c, f)[idx]
    return mats


def align(ranks: dict) -> Aligned:
    """Match the collective records of all ranks by logical key."""
    order = sorted(ranks)
    fate = {r: np.full(len(ranks[r].table.comms), FATE_UNMATCHED, dtype=np.int64) for r in order}
    groups, steps_of, unmatched, no_peer = _grouped(ranks, order, common_steps(ranks), fate)
    groups, miscounted, lone = _recount(groups, _ranks_of_pg(groups), {r: set(ranks[r].table.steps["num"].tolist())
                                                                      for r in order}, fate)
    unmatched.update(lone)
    meta, rows, mismatches = _matched(ranks, order, groups, steps_of, unmatched, fate)
    mats = _matrices(ranks, order, rows)
    return Aligned(order, meta, mats["ready"], mats["enqueue"], mats["start"], mats["end"], mismatches,
                   dict(unmatched), dict(no_peer), miscounted, mats["nbytes"], mats["stream"], fate)


def _group(ranks: dict, good: dict) -> list | None:
    """The process group's ranks as most members recorded them, of the lists that hold the member that recorded
    them (a member is in the group of its collective); None where none did."""
    views = [tuple(v) for r, i in good.items() if (v := ranks[r].table.comms.ranks[i]) and r in v]
    return list(_mode(views)) if views else None


def _mode(values: list):
    """The commonest value, the first seen among equally common ones (``Counter.most_common(1)``)."""
    if values.count(values[0]) == len(values):
        return values[0]
    return collections.Counter(values).most_common(1)[0][0]


def _set_against(r: int, sig: dict, bad: list, majority) -> str:
    """What rank ``r``'s mismatched record is set against: the majority's signature, or where no signature has a
    majority, what its peers recorded (up to three, each with its rank)."""
    if len(bad) < len(sig):
        return _describe(majority)
    others = [f"{_describe(s)} (rank {o})" for o, s in sig.items() if o != r]
    return "; ".join(others[:3]) + (f" and {len(others) - 3} more" if len(others) > 3 else "")


def _describe(sig) -> str:
    """A signature as the mismatch texts say it: ``allreduce of 1024 B``, ``alltoall of int32``, with its Comms Id."""
    op, nbytes, dtype, cid = sig
    text = op if nbytes == SIZE_BY_DESIGN else f"{op} of {nbytes} B" if nbytes >= 0 else f"{op} (size unknown)"
    text += f" of {dtype}" if dtype else ""
    return text + (f", Comms Id {cid % 2**64}" if cid != -1 else "")
