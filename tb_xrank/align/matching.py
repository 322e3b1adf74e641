"""Match every collective across ranks by its logical identity.

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

import numpy as np

from ..ingest.collectives import P2P, UNEVEN_OPS
from .frame import CollectiveMeta
from .steps import common_steps, step_of, step_slots, within_window

SIZE_BY_DESIGN = -2  # the size in the signature of an uneven op (UNEVEN_OPS): not compared


@dataclasses.dataclass
class Aligned:
    """Collectives matched across ranks; times are int64 ns on each rank's own clock (-1 = absent).

    Row ``c`` is one collective (``meta[c]``), column ``j`` is rank ``ranks[j]``.
    """

    ranks: list
    meta: list[CollectiveMeta]
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


def _ord_counts(groups: dict) -> dict:
    """The keyless records of each rank in each slot of each group: ``{(pg, slot): Counter(rank)}``."""
    counts: collections.defaultdict[tuple, collections.Counter[int]] = collections.defaultdict(collections.Counter)
    for k, members in groups.items():
        if k[1] == "ord":
            for r in members:
                counts[(k[0], k[2])][r] += 1
    return counts


def _typical(counts: dict) -> dict:
    """How many slots of each group have each member count: ``{pg: Counter(count)}``."""
    typical: collections.defaultdict[str, collections.Counter[int]] = collections.defaultdict(collections.Counter)
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
    expected: dict[tuple, int] = {}
    odd: collections.defaultdict[int, list[tuple]] = collections.defaultdict(list)
    lone: collections.Counter[int] = collections.Counter()
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
    offset: dict[tuple, int] = {}
    before: collections.Counter[str] = collections.Counter()
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
    inside = within_window(ri.table.steps, window, host_t).tolist()
    slots = step_slots(ri.table.steps, c.start)  # where each ran: a lost record's pair shifts no enqueue into a step
    keys: list[tuple | None] = []
    ordinal: collections.Counter[tuple] = collections.Counter()
    coalesced: collections.Counter[tuple] = collections.Counter()
    pair: collections.Counter[tuple] = collections.Counter()
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
    groups: collections.defaultdict[tuple, dict[int, int]] = collections.defaultdict(dict)
    steps_of = {}
    unmatched: collections.Counter[int] = collections.Counter()
    no_peer: collections.Counter[int] = collections.Counter()
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


def _meta(ranks: dict, k, cid: str, good: dict, steps_of: dict, nbytes: dict) -> CollectiveMeta:
    """The description of the collective of key ``k`` from its agreeing members ``good`` (``{rank: record}``)."""
    r0, i0 = next(iter(good.items()))
    c0 = ranks[r0].table.comms
    step_vals = [steps_of[r][i] for r, i in good.items() if steps_of[r][i] >= 0]
    p2p = k[1] == "p2p"
    op = "send" if p2p else c0.op[i0]
    sizes = [nbytes[r][i] for r, i in good.items()] if op in UNEVEN_OPS else [int(c0.nbytes[i0])]
    return CollectiveMeta(id=cid, pg=k[0], seq=int(k[2]) if k[1] == "seq" else None, op=op,
                          bytes=int(max(sizes)) if min(sizes) >= 0 else None,  # sizes differ by design: the largest
                          group_ranks=_group(ranks, good) or ([k[2], k[3]] if p2p else None),
                          step=_mode(step_vals) if step_vals else None,
                          p2p=p2p, src=k[2] if p2p else None, dst=k[3] if p2p else None, backend=c0.backend[i0])


def _matched(ranks: dict, order: list, groups: dict, steps_of: dict, unmatched, fate: dict) -> tuple:
    """``(meta, rows, mismatches)``: the collectives that two or more members agree on, in program order, with
    their members ``{rank: record}``, and the members that disagree; a key's only member counts as unmatched. Each
    member's ``fate`` is set: its collective's row, or why it is in none."""
    ops = {r: ranks[r].table.comms.op for r in order}
    nbytes = {r: ranks[r].table.comms.nbytes.tolist() for r in order}  # the signature: (op, bytes)
    meta: list[CollectiveMeta] = []
    rows: list[dict[int, int]] = []
    mismatches: list[dict] = []
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
    # rank -> (rows, its record indices)
    at: collections.defaultdict[int, tuple[list[int], list[int]]] = collections.defaultdict(lambda: ([], []))
    for ci, good in enumerate(rows):
        for r, i in good.items():
            at[r][0].append(ci)
            at[r][1].append(i)
    for r, (cis, idx) in at.items():
        c = ranks[r].table.comms
        for f, m in mats.items():
            m[cis, col[r]] = getattr(c, f)[idx]
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
