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

import numpy as np


from ..ingest.collectives import P2P, UNEVEN_OPS
from ..ingest.kineto import HOST_CATS

RANK_IN_NAME = re.compile(r"rank[-_]?(\d+)", re.IGNORECASE)


@dataclasses.dataclass
class RankInfo:
    rank: int
    table: object  # decode.RankTable
    host: str
    source: str  # how the rank was identified


def host_of(table, host_map=None) -> str:
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


def evidence(t, r) -> list:
    """What a trace file says for and against being rank ``r``, besides its ``distributedInfo.rank``: ``[(+1 or
    -1, reason)]`` from the rank in its worker name, the process groups of its ``pg_config`` (a process lists only
    groups it belongs to), and its worker name's ``host_pid`` against the host and pid its events were written by."""
    out = []
    nr = _name_rank(t)
    if nr is not None:
        out.append((1 if nr == r else -1, f"its worker name says rank {nr}"))
    groups = [g.get("ranks") for g in t.pg_config if isinstance(g, dict) and isinstance(g.get("ranks"), list)]
    groups = [g for g in groups if g and all(type(x) is int for x in g)]
    if groups:
        inside = all(r in g for g in groups)
        out.append((1 if inside else -1, f"its pg_config {'lists' if inside else 'does not list'} rank {r} "
                    "in every group"))
    host, _, pid = t.worker.rpartition("_")
    if host and pid.isascii() and pid.isdigit():
        main = _main_pid(t)
        if main is not None:
            out.append((1 if main == int(pid) else -1, f"its events were written by pid {main}, its name says {pid}"))
        if t.host_name:
            out.append((1 if t.host_name == host else -1, f"its host_name is {t.host_name}, its name says {host}"))
    return out


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


def resolve_ranks(tables, host_map=None):
    """``(ranks: {rank: RankInfo}, errors: [{file, reason}], rank_warnings: {rank: [str]}, world_size)``.

    Rank from ``distributedInfo.rank`` where it is possible; else ``rank<N>`` in the worker name; else the
    lowest rank nobody else claims, in worker order (each fallback reported). When several files claim one rank, the file the
    other evidence (``evidence``) singles out keeps it and the others are errors; when nothing decides, all are.
    """
    warns_of = collections.defaultdict(list)
    world = _world(tables, warns_of)
    claims = collections.defaultdict(list)
    sources = {}
    fallback = []
    for t in tables:
        r = _claimed_rank(t, world, warns_of)
        if r is None:
            fallback.append(t)
        else:
            claims[r].append(t)
            sources[id(t)] = "distributedInfo"
    taken = set(claims)
    free = (r for r in range(world or MAX_WORLD) if r not in taken)
    errors = []
    unclaimed = [r for r in range(world)] if world and world <= 64 else []
    unclaimed = [r for r in unclaimed if r not in taken]
    for t in sorted(fallback, key=lambda t: t.worker):
        r, src = _name_rank(t), "worker name"
        if r is None or not 0 <= r < (world or MAX_WORLD):
            r, src = None, None
        if r is None and t.rank is None:  # no distributedInfo.rank at all (older traces): in worker order
            r, src = next(free, None), "worker order"
        elif r is None and len(unclaimed) == 1 and unclaimed[0] not in claims:  # damaged: only evidence decides
            r, src = unclaimed[0], "one rank nobody else claims"
        if r is None:
            why = "; ".join(w.split(": ", 1)[-1] for w in warns_of[id(t)]) or "no rank"
            errors.append({"file": t.path, "reason": f"{why}, and nothing else in the file tells its rank"
                           + (f" (every rank of world_size {world} is claimed)" if world and not unclaimed else "")})
            continue
        claims[r].append(t)
        sources[id(t)] = src
    ranks, warns = {}, collections.defaultdict(list)
    contested = {r: ts for r, ts in claims.items() if len(ts) > 1}
    for r, ts in contested.items():
        t = _genuine(r, ts)
        claims[r] = [t] if t is not None else []
        for o in ts:
            if o is t:
                continue
            moved = _elsewhere(o, world, claims)
            if moved is not None:
                claims[moved] = [o]
                sources[id(o)] = "evidence"
                holder = f"which {t.path} holds" if t is not None else "which another file claims too"
                warns_of[id(o)].append(f"{o.path} claims rank {r}, {holder}: it is rank {moved} by "
                                       + "; ".join(w for _, w in evidence(o, moved)))
                continue
            against = "; ".join(w for s, w in evidence(o, r) if s < 0) or "nothing else in it tells the files apart"
            kept = f"{t.path} is kept" if t is not None else "none is used"
            errors.append({"file": o.path, "reason": f"duplicate rank {r}: also claimed by "
                           + ", ".join(x.path for x in ts if x is not o) + f"; {kept} ({against})"})
        if t is None:
            warns[r].append(f"rank {r} claimed by {len(ts)} files ({', '.join(x.path for x in ts)}); none used")
    for r, ts in sorted(claims.items()):
        if not ts:
            continue
        t = ts[0]
        ranks[r] = RankInfo(r, t, host_of(t, host_map), sources[id(t)])
        warns[r] += warns_of[id(t)]
        if sources[id(t)] not in ("distributedInfo", "evidence"):
            what = "no" if t.rank is None else "no usable"
            warns[r].append(f"{what} distributedInfo.rank in {t.path}: rank {r} taken from the {sources[id(t)]}")
    claims = {r: ts for r, ts in claims.items() if ts}
    world = max(world or 0, max(claims, default=-1) + 1)
    return ranks, errors, warns, world


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


def _step_of(steps, t):
    """Step number of each time in ``t`` (-1 outside every recorded step)."""
    if len(steps["num"]) == 0:
        return np.full(len(t), -1, dtype=np.int64)
    i = np.searchsorted(steps["start"], t, side="right") - 1
    ok = (i >= 0) & (t < steps["end"][np.clip(i, 0, None)])
    return np.where(ok, steps["num"][np.clip(i, 0, None)], -1)


def common_steps(ranks) -> set:
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


def _recount(groups: dict, ranks_of_pg: dict, steps_of: dict) -> tuple:
    """Ordinal keys ``(pg, "ord", slot, k)`` as ``(pg, "ord", n)``, n counted over the slots by the count most
    members expected there recorded (a member is expected in a step it recorded, or where it has records; a slot
    with one member expected is left out; between equally common counts, the one the group has most often per
    slot, then the larger); the records of a rank whose count in a slot differs are left out: ``(groups, {rank:
    [(pg, slot, its count, the count)]}, {rank: records in slots of one member})``."""
    counts = collections.defaultdict(collections.Counter)
    for k, members in groups.items():
        if k[1] == "ord":
            for r in members:
                counts[(k[0], k[2])][r] += 1
    typical = collections.defaultdict(collections.Counter)
    for (pg, _), per in counts.items():
        typical[pg].update(per.values())
    expected, odd, lone = {}, collections.defaultdict(list), collections.Counter()
    for (pg, slot), per in counts.items():
        there = [r for r in sorted(ranks_of_pg[pg]) if r in per or (not slot[1] and slot[0] in steps_of[r])]
        if len(there) < 2:  # nothing to match with: its records stay unmatched, and count for no ordinal
            lone.update(per)
            continue
        tally = collections.Counter(per.get(r, 0) for r in there)
        want = max(tally, key=lambda n: (tally[n], typical[pg][n], n))
        expected[(pg, slot)] = want
        for r in there:
            if per.get(r, 0) != want:
                odd[r].append((pg, slot, per.get(r, 0), want))
    offset, before = {}, collections.Counter()
    for pg, slot in sorted(expected):
        offset[(pg, slot)] = before[pg]
        before[pg] += expected[(pg, slot)]
    skip = {(r, pg, slot) for r, items in odd.items() for pg, slot, _, _ in items}
    out = {}
    for k, members in groups.items():
        if k[1] != "ord":
            out[k] = members
            continue
        pg, slot, n = k[0], k[2], k[3]
        keep = {r: i for r, i in members.items() if (r, pg, slot) not in skip}
        if keep and n < expected.get((pg, slot), 0):
            out[(pg, "ord", offset[(pg, slot)] + n)] = keep
    return out, dict(odd), lone


def _keys(ri, window):
    """Logical key of each of a rank's collective records (None = cannot be aligned), and each one's step (-1:
    none), as lists."""
    c = ri.table.comms
    host_t = np.where(c.enqueue >= 0, c.enqueue, c.start)
    steps = _step_of(ri.table.steps, host_t).tolist()
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


def key_id(key, op) -> str:
    if key[1] == "p2p":
        return f"{key[0]}:p2p:{key[2]}->{key[3]}:{key[4]}"
    if key[1] == "seq":
        return f"{key[0]}:{key[2]}" + (f".{key[3]}" if key[3] else "")
    return f"{key[0]}:{op}#{key[2]}"


def align(ranks: dict) -> Aligned:
    """Match the collective records of all ranks by logical key."""
    order = sorted(ranks)
    col = {r: j for j, r in enumerate(order)}
    window = common_steps(ranks)
    groups = collections.defaultdict(dict)
    steps_of = {}
    unmatched, no_peer = collections.Counter(), collections.Counter()
    for r in order:
        keys, steps = _keys(ranks[r], window)
        steps_of[r] = steps
        c = ranks[r].table.comms
        for i, k in enumerate(keys):
            if k is None:
                if c.op[i] in P2P and (c.src[i] < 0 or c.dst[i] < 0):
                    no_peer[r] += 1
                else:
                    unmatched[r] += 1
                continue
            groups[k][r] = i
    ranks_of_pg = collections.defaultdict(set)
    for k, members in groups.items():
        if k[1] == "ord":
            ranks_of_pg[k[0]].update(members)
    groups, miscounted, lone = _recount(groups, ranks_of_pg, {r: set(ranks[r].table.steps["num"].tolist())
                                                             for r in order})
    unmatched.update(lone)

    def order_key(item):
        """Program order: step, then position on the lowest member rank."""
        members = item[1]
        r0 = min(members)
        steps = [steps_of[r][i] for r, i in members.items() if steps_of[r][i] >= 0]
        return (min(steps) if steps else 2**62, members[r0], r0)

    ops = {r: ranks[r].table.comms.op for r in order}
    nbytes = {r: ranks[r].table.comms.nbytes.tolist() for r in order}  # the signature: (op, bytes)
    meta, rows, mismatches = [], [], []
    for k, members in sorted(groups.items(), key=order_key):
        if len(members) < 2:
            for r in members:
                unmatched[r] += 1
            continue
        sig = {r: ("send" if k[1] == "p2p" else ops[r][i], SIZE_BY_DESIGN if ops[r][i] in UNEVEN_OPS else nbytes[r][i])
               for r, i in members.items()}
        majority = _mode(list(sig.values()))
        bad = [r for r, s in sig.items() if s != majority]
        if bad and len(bad) * 2 >= len(members):  # no majority: the undamaged files', where they agree
            clean = {s for r, s in sig.items() if not ranks[r].table.warnings}
            if len(clean) == 1 and len(clean) < len(set(sig.values())):
                majority = clean.pop()
                bad = [r for r, s in sig.items() if s != majority]
            else:
                bad = list(members)
        cid = key_id(k, majority[0])
        for r in bad:
            mismatches.append({"collective": cid, "rank": r, "got": _describe(sig[r]), "expected": _describe(majority)})
        good = {r: i for r, i in members.items() if r not in bad}
        if len(good) < 2:
            continue
        r0, i0 = next(iter(good.items()))
        c0 = ranks[r0].table.comms
        step_vals = [steps_of[r][i] for r, i in good.items() if steps_of[r][i] >= 0]
        op = "send" if k[1] == "p2p" else c0.op[i0]
        sizes = [nbytes[r][i] for r, i in good.items()] if op in UNEVEN_OPS else [int(c0.nbytes[i0])]
        meta.append({"id": cid, "pg": k[0], "seq": int(k[2]) if k[1] == "seq" else None, "op": op,
                     "bytes": int(max(sizes)) if min(sizes) >= 0 else None,  # sizes differ by design: the largest
                     "group_ranks": _group(ranks, good) or ([k[2], k[3]] if k[1] == "p2p" else None),
                     "step": _mode(step_vals) if step_vals else None,
                     "p2p": k[1] == "p2p", "src": k[2] if k[1] == "p2p" else None,
                     "dst": k[3] if k[1] == "p2p" else None, "backend": c0.backend[i0]})
        rows.append(good)
    shape = (len(meta), len(order))
    mats = {f: np.full(shape, -1, dtype=np.int64) for f in ("ready", "enqueue", "start", "end", "nbytes", "stream")}
    at = collections.defaultdict(lambda: ([], []))  # rank -> (rows, its record indices)
    for ci, good in enumerate(rows):
        for r, i in good.items():
            at[r][0].append(ci)
            at[r][1].append(i)
    for r, (ci, idx) in at.items():
        c = ranks[r].table.comms
        for f, m in mats.items():
            m[ci, col[r]] = getattr(c, f)[idx]
    return Aligned(order, meta, mats["ready"], mats["enqueue"], mats["start"], mats["end"], mismatches,
                   dict(unmatched), dict(no_peer), miscounted, mats["nbytes"], mats["stream"])


def _group(ranks: dict, good: dict) -> list | None:
    """The process group's ranks as most members recorded them (None where none did)."""
    views = [tuple(v) for r, i in good.items() if (v := ranks[r].table.comms.ranks[i])]
    return list(_mode(views)) if views else None


def _mode(values: list):
    """The commonest value, the first seen among equally common ones (``Counter.most_common(1)``)."""
    if values.count(values[0]) == len(values):
        return values[0]
    return collections.Counter(values).most_common(1)[0][0]


def _describe(sig) -> str:
    op, nbytes = sig
    if nbytes == SIZE_BY_DESIGN:
        return op
    return f"{op} of {nbytes} B" if nbytes >= 0 else f"{op} (size unknown)"
