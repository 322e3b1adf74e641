"""Tie files to ranks and match every collective across ranks by its logical identity.

Identity, never host time, decides which records are one collective:
``(PG, Seq)`` where NCCL records ``Seq`` (coalesced ops sharing a ``Seq`` told
apart by their order); point-to-point by ``(PG, src, dst, ordinal of that pair)``;
otherwise ``(PG, ordinal)`` counted from the first profiler step every rank
recorded, verified by op kind and message size. A rank that disagrees with the
majority is a *mismatched collective*: reported, never silently aligned.
"""
import collections
import dataclasses
import re

import numpy as np

from .collectives import P2P

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


def resolve_ranks(tables, host_map=None):
    """``(ranks: {rank: RankInfo}, errors: [{file, reason}], rank_warnings: {rank: [str]}, world_size)``.

    Rank from ``distributedInfo.rank``; else ``rank<N>`` in the worker name; else the
    sorted worker order (each fallback reported). Two files claiming one rank is an
    error for both.
    """
    claims = collections.defaultdict(list)
    sources = {}
    taken = {t.rank for t in tables if t.rank is not None}
    fallback = [t for t in tables if t.rank is None]
    for t in tables:
        if t.rank is not None:
            claims[t.rank].append(t)
            sources[id(t)] = "distributedInfo"
    free = (r for r in range(10**9) if r not in taken)
    for t in sorted(fallback, key=lambda t: t.worker):
        m = RANK_IN_NAME.search(t.worker)
        if m:
            r, src = int(m.group(1)), "worker name"
        else:
            r, src = next(free), "worker order"
        claims[r].append(t)
        sources[id(t)] = src
    ranks, errors, warns = {}, [], collections.defaultdict(list)
    for r, ts in sorted(claims.items()):
        if len(ts) > 1:
            files = ", ".join(t.path for t in ts)
            for t in ts:
                errors.append({"file": t.path, "reason": f"duplicate rank {r}: also claimed by "
                               + ", ".join(o.path for o in ts if o is not t)})
            warns[r].append(f"rank {r} claimed by {len(ts)} files ({files}); none used")
            continue
        t = ts[0]
        ranks[r] = RankInfo(r, t, host_of(t, host_map), sources[id(t)])
        if sources[id(t)] != "distributedInfo":
            warns[r].append(f"no distributedInfo.rank in {t.path}: rank {r} taken from the {sources[id(t)]}")
    world = max([t.world_size for t in tables if t.world_size] + [max(claims, default=-1) + 1])
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


def _keys(ri, window):
    """Logical key of each of a rank's collective records (None = cannot be aligned), and each one's step (-1:
    none), as lists."""
    c = ri.table.comms
    host_t = np.where(c.enqueue >= 0, c.enqueue, c.start)
    steps = _step_of(ri.table.steps, host_t).tolist()
    keys = []
    ordinal = collections.Counter()
    coalesced = collections.Counter()
    pair = collections.Counter()
    srcs, dsts = c.src.tolist(), c.dst.tolist()
    for i, (op, pg, seq) in enumerate(zip(c.op, c.pg, c.seq.tolist())):
        in_window = not window or steps[i] in window
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
        elif in_window:
            n = ordinal[pg]
            ordinal[pg] += 1
            keys.append((pg, "ord", n))
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
        sig = {r: ("send" if k[1] == "p2p" else ops[r][i], nbytes[r][i]) for r, i in members.items()}
        majority = _mode(list(sig.values()))
        bad = [r for r, s in sig.items() if s != majority]
        if bad and len(bad) * 2 >= len(members):
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
        meta.append({"id": cid, "pg": k[0], "seq": int(k[2]) if k[1] == "seq" else None, "op": op,
                     "bytes": int(c0.nbytes[i0]) if c0.nbytes[i0] >= 0 else None,
                     "group_ranks": list(c0.ranks[i0]) if c0.ranks[i0] else ([k[2], k[3]] if k[1] == "p2p" else None),
                     "step": _mode(step_vals) if step_vals else None,
                     "p2p": k[1] == "p2p", "src": k[2] if k[1] == "p2p" else None,
                     "dst": k[3] if k[1] == "p2p" else None, "backend": c0.backend[i0]})
        rows.append(good)
    shape = (len(meta), len(order))
    mats = {f: np.full(shape, -1, dtype=np.int64) for f in ("ready", "enqueue", "start", "end")}
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
                   dict(unmatched), dict(no_peer))


def _mode(values: list):
    """The commonest value, the first seen among equally common ones (``Counter.most_common(1)``)."""
    if values.count(values[0]) == len(values):
        return values[0]
    return collections.Counter(values).most_common(1)[0][0]


def _describe(sig) -> str:
    op, nbytes = sig
    return f"{op} of {nbytes} B" if nbytes >= 0 else f"{op} (size unknown)"
