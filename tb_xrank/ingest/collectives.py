"""The collective records of one rank: what was enqueued, when it could proceed, when it ended.

NCCL (and RCCL): one record per host call that launched communication kernels, read by ``nccl.records`` in every
shape PyTorch has written (the kernel's start = *ready*: the stream released it).

gloo: a ``c10d::*`` cpu_op on the caller thread enqueues; the ``gloo:*``
annotation on the process group's ``pt_gloo_runloop`` thread executes it (its
start = *ready*, never before the enqueue). Point-to-point ``gloo:send``/
``gloo:recv`` run on the caller thread. No PG args are recorded: a gloo PG is
recognised by its runloop threads (created together, so adjacent thread ids, in
``pg_config`` order).
"""
import typing

import numpy as np

from . import nccl
from .collargs import (P2P, SYNCHRONIZING, UNEVEN_OPS, canonical_op, first_tensor, json_value, kernel_op,  # noqa: F401
                       numel, row, shape_bytes, world_hint)
from .kineto import mask_of
from .tables import CommTable, RankTable

if typing.TYPE_CHECKING:
    from .kineto import Event, X


def extract(t: RankTable, xs: "dict[int, X | Event]") -> tuple[CommTable, dict]:
    """``(records, kernels)``: all collective records of the rank of table ``t`` (NCCL and gloo) in enqueue order,
    and its communication kernels with those that are no record counted by reason (``nccl.records``); their
    warnings join ``t.warnings``.

    ``xs`` maps event rows to their decoded events, for the collective-related rows only.
    """
    strings, events = t.strings, t.events
    names = events["name"]
    gloo = [i for i, s in enumerate(strings) if s.startswith("gloo:")]
    c10d = [i for i, s in enumerate(strings) if s.startswith("c10d::")]
    rows, kernels = nccl.records(strings, events, xs, t.pg_config, t.rank, t.warnings)
    if gloo:
        rows += _gloo(strings, events, xs, t.threads, mask_of(gloo, len(strings))[names],
                      mask_of(c10d, len(strings))[names], t.pg_config, t.rank,
                      t.warnings)
    return CommTable.from_rows(rows), kernels


GLOO_THREADS = 2  # runloop threads per gloo process group (ProcessGroupGloo's default)


def _runloop_chunks(tids, pgs, warnings) -> tuple:
    """The gloo process groups that have runloop threads, and the runloop thread ids of each, in creation order."""
    k = len(pgs)
    idle = k - len(tids) // GLOO_THREADS
    if len(tids) % GLOO_THREADS == 0 and 0 < idle < k:
        # fewer runloops than groups: a group that ran nothing on its runloop (the default group of a job whose
        # collectives all go to the groups it created, point-to-point running on the caller thread) has none
        chunks = [tids[i:i + GLOO_THREADS] for i in range(0, len(tids), GLOO_THREADS)]
        warnings.append(f"gloo runloop threads for {len(chunks)} of {k} gloo process groups: taken as the "
                        f"{len(chunks)} created last (the first {'one' if idle == 1 else idle} ran no collective on a "
                        "runloop)")
        return pgs[idle:], chunks
    if len(tids) % k == 0:
        size = len(tids) // k
        return pgs, [tids[i * size:(i + 1) * size] for i in range(k)]
    gaps = np.diff(tids)
    cuts = sorted(np.argsort(gaps)[::-1][: k - 1] + 1) if k > 1 else []
    warnings.append(f"{len(tids)} gloo runloop threads for {k} gloo process groups: grouped by thread id gaps")
    return pgs, [list(c) for c in np.split(np.array(tids), cuts)]


def _gloo_pgs(pg_config) -> list:
    """The gloo process groups of ``pg_config``, in creation order."""
    return [p for p in pg_config or [] if isinstance(p, dict) and "gloo" in str(p.get("backend_config", "gloo"))]


def _by_thread(pgs, chunks) -> dict:
    """``{tid: (pg_name, ranks)}`` for the runloop thread ids ``chunks[i]`` of each group ``pgs[i]``."""
    out = {}
    for pg, chunk in zip(pgs, chunks):
        ranks = tuple(pg["ranks"]) if isinstance(pg.get("ranks"), list) else None
        for t in chunk:
            out[int(t)] = (str(pg.get("pg_name", "0")), ranks)
    return out


def _runloop_groups(threads, gloo_tids, pg_config, warnings):
    """Map runloop thread ids to gloo process groups: ``{tid: (pg_name, ranks)}``."""
    tids = sorted(set(gloo_tids) | {t for t, n in threads.items() if "gloo_runloop" in n})
    pgs = _gloo_pgs(pg_config)
    if not tids:
        return {}
    if not pgs:
        if len(pg_config or []) == 0:
            warnings.append("no pg_config in distributedInfo: all gloo runloop threads taken as one process group")
        return {t: ("0", None) for t in tids}
    return _by_thread(*_runloop_chunks(tids, pgs, warnings))


def _pair_elements(op: str, dims) -> int:
    """The elements that pair a gloo execution with its c10d call: its first tensor's (-1 for an uneven op)."""
    return -1 if op in UNEVEN_OPS else numel(first_tensor(json_value(dims)) or [])


class _Calls:
    """The c10d enqueues by (op, elements), matched in order to the executions; an all-to-all by op alone (its
    call and its execution record different tensors of uneven sizes). A call left from an earlier profiler step
    than the execution's, while a later call also precedes the execution, lost its own execution (removed, or
    recorded with another ph): it is passed over, so that one lost execution does not shift every later pair."""

    def __init__(self, strings, events, xs, cidx):
        self.starts = events["start"]
        steps = [i for i, s in enumerate(strings) if s.startswith("ProfilerStep#")]
        rows = np.flatnonzero(mask_of(steps, len(strings))[events["name"]]) if steps else np.zeros(0, dtype=int)
        self.step_starts = np.sort(events["start"][rows])
        self.pending: dict[tuple, list[np.intp]] = {}
        for i in cidx:
            op = canonical_op(strings[events["name"][i]])
            if op:
                self.pending.setdefault((op, _pair_elements(op, xs[i].args.dims)), []).append(i)
        self.cursor = {k: 0 for k in self.pending}
        self.passed = 0  # calls passed over

    def _step(self, t) -> int:
        return int(np.searchsorted(self.step_starts, t, side="right"))

    def take(self, key: tuple, start: int) -> np.intp | None:
        """The next call of ``key`` if it starts no later than ``start`` (taken), else None."""
        q = self.pending.get(key, [])
        c = self.cursor.get(key, 0)
        while (c + 1 < len(q) and self.starts[q[c + 1]] <= start
               and self._step(self.starts[q[c]]) < self._step(start)):
            c += 1
            self.passed += 1
        if c < len(q) and self.starts[q[c]] <= start:
            self.cursor[key] = c + 1
            return q[c]
        self.cursor[key] = c
        return None


def _p2p_endpoints(op: str, host_args, world, rank) -> tuple:
    """A gloo send's or recv's ``(src, dst)``: this rank and the peer of its c10d call (a world rank; -1: unknown)."""
    peer = _p2p_peer(host_args) if host_args is not None else -1
    peer = world[peer] if world and 0 <= peer < len(world) else peer
    me = rank if rank is not None else -1
    return (me, peer) if op == "send" else (peer, me)


def _gloo_row(events, xs, i, op: str, host, groups, world, rank) -> dict:
    """The record of gloo execution ``i`` of ``op``, called by c10d op ``host`` (None: unknown)."""
    enq = int(events["start"][host]) if host is not None else -1
    tid, start, end = int(events["tid"][i]), int(events["start"][i]), int(events["end"][i])
    common = dict(backend="gloo", op=op, nbytes=shape_bytes(xs[i].args), enqueue=enq, ready=max(start, enq),
                  start=start, end=end)
    if op in P2P:
        src, dst = _p2p_endpoints(op, xs[host].args if host is not None else None, world, rank)
        return row(pg="0", ranks=world, src=src, dst=dst, tid=tid, **common)
    pg, ranks = groups.get(tid, ("0", world))
    return row(pg=pg, ranks=ranks, tid=int(events["tid"][host]) if host is not None else tid, stream=tid, **common)


def _gloo(strings, events, xs, threads, gmask, cmask, pg_config, rank, warnings) -> list:
    """The gloo records of one rank: one per ``gloo:*`` execution, with the c10d call that enqueued it."""
    gidx = np.flatnonzero(gmask)
    cidx = np.flatnonzero(cmask)
    callers = set(events["tid"][cidx].tolist())
    world = world_hint(pg_config)
    gops = [canonical_op(strings[events["name"][i]]) for i in gidx]
    coll_tids = [int(events["tid"][i]) for i, op in zip(gidx, gops) if op not in P2P and
                 int(events["tid"][i]) not in callers]
    groups = _runloop_groups(threads, coll_tids, pg_config, warnings)
    calls = _Calls(strings, events, xs, cidx)
    rows = []
    for i, op in zip(gidx, gops):
        if op:
            host = calls.take((op, _pair_elements(op, xs[i].args.dims)), events["start"][i])
            rows.append(_gloo_row(events, xs, i, op, host, groups, world, rank))
    _unpaired(rows, calls, warnings)
    return rows


def _unpaired(rows, calls: _Calls, warnings) -> None:
    """Warn of gloo executions without their c10d call and c10d calls without an execution (one of the pair
    removed, or recorded with another ph), in a trace that records c10d calls at all."""
    if not calls.pending:
        return
    alone = sum(r["enqueue"] < 0 for r in rows)
    left = calls.passed + sum(len(q) - calls.cursor[k] for k, q in calls.pending.items())
    if alone:
        warnings.append(f"{alone} gloo:* collective executions without their c10d:: call (enqueue time unknown)")
    if left:
        warnings.append(f"{left} c10d:: collective calls without a gloo:* execution: not read as collectives")


def _p2p_peer(args) -> int:
    vals = json_value(args.concrete)
    if isinstance(vals, list) and len(vals) >= 3 and isinstance(vals[2], str) and vals[2].lstrip("-").isdigit():
        return int(vals[2])
    return -1
