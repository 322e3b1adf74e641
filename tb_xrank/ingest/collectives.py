"""The collective records of one rank: what was enqueued, when it could proceed, when it ended.

NCCL: a ``record_param_comms`` cpu_op (collective args) enqueues; the
``ncclDevKernel_*``/``ncclKernel_*`` kernel it launched starts (= *ready*: the
stream released it) and ends. Kernels are linked to the host op by ``External
id``, else by ``correlation`` through the launching runtime call, else by the
``ac2g`` flow. Newer kernels repeat the collective args themselves.

gloo: a ``c10d::*`` cpu_op on the caller thread enqueues; the ``gloo:*``
annotation on the process group's ``pt_gloo_runloop`` thread executes it (its
start = *ready*, never before the enqueue). Point-to-point ``gloo:send``/
``gloo:recv`` run on the caller thread. No PG args are recorded: a gloo PG is
recognised by its runloop threads (created together, so adjacent thread ids, in
``pg_config`` order).
"""
import ast
import functools
import typing

import numpy as np

from .kineto import CAT_ID, LAUNCH_CATS, is_nccl_kernel, mask_of
from .tables import CommTable

if typing.TYPE_CHECKING:
    from .kineto import Args, Event, X

SYNCHRONIZING = frozenset({"allreduce", "allgather", "reduce_scatter", "alltoall", "barrier"})
P2P = frozenset({"send", "recv", "sendrecv"})
UNEVEN_OPS = frozenset({"alltoall"})  # per-member sizes differ by design (uneven splits)
DTYPE_BYTES = {"float": 4, "float32": 4, "double": 8, "float64": 8, "half": 2, "float16": 2, "bfloat16": 2,
               "c10::half": 2, "c10::bfloat16": 2, "byte": 1, "unsigned char": 1, "uint8": 1, "char": 1,
               "signed char": 1, "int8": 1, "bool": 1, "short": 2, "int16": 2, "int": 4, "int32": 4, "long": 8,
               "long int": 8, "int64": 8, "complexfloat": 8, "complexdouble": 16, "float8_e4m3fn": 1,
               "float8_e5m2": 1}
_KERNEL_OPS = (("AllReduce", "allreduce"), ("AllGather", "allgather"), ("ReduceScatter", "reduce_scatter"),
               ("Broadcast", "broadcast"), ("Reduce", "reduce"), ("SendRecv", "sendrecv"), ("AllToAll", "alltoall"))


@functools.lru_cache(maxsize=4096)
def canonical_op(raw: str) -> str:
    """``c10d::_allgather_base_``, ``gloo:all_gather``, ``all_gather_into_tensor`` → ``allgather``; '' if unknown."""
    s = raw.lower().split("::")[-1].split(":")[-1].strip("_")
    for suffix in ("_coalesced", "_into_tensor", "_tensor", "_base", "_any_source"):
        s = s.replace(suffix, "")
    s = s.replace("_", "")
    return {"allreduce": "allreduce", "allgather": "allgather", "reducescatter": "reduce_scatter",
            "broadcast": "broadcast", "reduce": "reduce", "alltoall": "alltoall", "alltoallv": "alltoall",
            "send": "send", "recv": "recv", "barrier": "barrier", "gather": "gather", "scatter": "scatter",
            "sendrecv": "sendrecv"}.get(s, "")


def kernel_op(name: str) -> str:
    for key, op in _KERNEL_OPS:
        if f"_{key}" in name:
            return op
    return ""


def _row(**kw) -> dict:
    row = dict(backend="", op="", pg="0", seq=-1, ranks=None, nbytes=-1, src=-1, dst=-1, enqueue=-1, ready=-1,
               start=-1, end=-1, tid=-1, stream=-1)
    row.update(kw)
    return row


def _json(raw) -> object:
    """Decode a raw args value (msgspec.Raw) or return None."""
    import msgspec

    b = bytes(raw)
    if not b:
        return None
    try:
        return msgspec.json.decode(b)
    except (msgspec.DecodeError, RecursionError):
        return None


def _numel(dims) -> int:
    if not isinstance(dims, list):
        return -1
    total = 1
    for d in dims:
        if not isinstance(d, int):
            return -1
        total *= d
    return total


def _first_tensor(dims):
    """The first tensor's dims in an ``Input Dims`` value (tensor lists unwrap to their first tensor)."""
    if not isinstance(dims, list):
        return None
    for d in dims:
        if isinstance(d, list) and d and isinstance(d[0], list):
            return d[0]
        if isinstance(d, list) and d:
            return d
    return None


def _shape_bytes(args) -> int:
    dims, types = _json(args.dims), _json(getattr(args, "itype", b""))  # Input type: decoded for a few events only
    t = _first_tensor(dims)
    if t is None:
        return 0 if isinstance(dims, list) else -1
    ty = next((x for x in (types or []) if isinstance(x, str) and x and x not in ("Scalar", "TensorList")), "float")
    return _numel(t) * DTYPE_BYTES.get(ty.lower(), 4)


@functools.lru_cache(maxsize=4096)
def _rank_list(text: str):
    """``"[0, 1, 2]"`` → (0, 1, 2); None when it is not a plain list (PyTorch abbreviates long ones)."""
    try:
        v = ast.literal_eval(text) if text.strip().startswith("[") else None
    except (ValueError, SyntaxError):
        return None
    return tuple(v) if isinstance(v, list) else None


def _group_ranks(a, world_ranks_hint):
    v = _rank_list(a.pg_ranks) if isinstance(a.pg_ranks, str) else a.pg_ranks
    if isinstance(v, (list, tuple)) and v and all(isinstance(x, int) for x in v):
        return tuple(v)
    if a.group_size and a.rank_start is not None and a.rank_stride and a.rank_start >= 0 and a.rank_stride > 0:
        return tuple(range(a.rank_start, a.rank_start + a.rank_stride * a.group_size, a.rank_stride))
    return world_ranks_hint


def _pg_name(a) -> str:
    for v in (a.pg_name, a.pg_id):
        if v is not None and v != "":
            return str(v)
    return "0"


def _seq(a) -> int:
    v = a.seq
    if isinstance(v, int):
        return v
    if isinstance(v, str) and v.strip().lstrip("-").isdigit():
        return int(v)
    return -1


def extract(strings: list[str], events: dict[str, np.ndarray], xs: "dict[int, X | Event]", threads: dict[int, str],
            pg_config: list, rank: int | None, warnings: list[str]) -> CommTable:
    """All collective records of one rank (NCCL and gloo), in enqueue order.

    ``xs`` maps event rows to their decoded events, for the collective-related rows only.
    """
    names = events["name"]
    nccl_k = [i for i, s in enumerate(strings) if is_nccl_kernel(s)]
    rpc = [i for i, s in enumerate(strings) if s == "record_param_comms"]
    gloo = [i for i, s in enumerate(strings) if s.startswith("gloo:")]
    c10d = [i for i, s in enumerate(strings) if s.startswith("c10d::")]
    rows = []
    if nccl_k or rpc:
        rows += _nccl(strings, events, xs, mask_of(nccl_k, len(strings))[names], mask_of(rpc, len(strings))[names],
                      pg_config, rank, warnings)
    if gloo:
        rows += _gloo(strings, events, xs, threads, mask_of(gloo, len(strings))[names],
                      mask_of(c10d, len(strings))[names], pg_config, rank,
                      warnings)
    return CommTable.from_rows(rows)


def _world_hint(pg_config):
    for pg in pg_config or []:
        if isinstance(pg, dict) and str(pg.get("pg_name")) == "0" and isinstance(pg.get("ranks"), list):
            return tuple(pg["ranks"])
    return None


def _same_op(xs, host: int, kernel_args) -> bool:
    """Whether host op ``host`` can be the one that launched a kernel: where both record a ``Seq``, it is the
    kernel's."""
    seq, kseq = xs[host].args.seq, kernel_args.seq
    return seq is None or kseq is None or seq == kseq


class _Links:
    """Each NCCL kernel's ``record_param_comms`` host op: the one of its External id, else the latest on its
    runtime launch's thread that starts no later than the launch (and records the kernel's ``Seq``, if any)."""

    def __init__(self, events, xs, kidx, ridx):
        self.xs = xs
        self.by_ext = {}
        for i, e in zip(ridx.tolist(), events["ext"][ridx].tolist()):
            if e >= 0:
                self.by_ext.setdefault(e, i)
        kcorr = events["corr"][kidx]
        rt_idx = np.flatnonzero(LAUNCH_CATS[events["cat"]] & np.isin(events["corr"], kcorr[kcorr >= 0]))
        self.by_corr = dict(zip(events["corr"][rt_idx].tolist(), rt_idx.tolist()))
        self.rt_start = dict(zip(rt_idx.tolist(), events["start"][rt_idx].tolist()))
        self.rt_tid = dict(zip(rt_idx.tolist(), events["tid"][rt_idx].tolist()))
        ridx_l = ridx.tolist()
        self.rpc_start = dict(zip(ridx_l, events["start"][ridx].tolist()))
        self.rpc_tid = dict(zip(ridx_l, events["tid"][ridx].tolist()))
        self.rpc_by_tid = {}
        for i in ridx_l:
            self.rpc_by_tid.setdefault(self.rpc_tid[i], []).append(i)
        self.rpc_starts = {t: events["start"][np.array(v)] for t, v in self.rpc_by_tid.items()}

    def host(self, ext: int, launch: int | None, kernel_args: "Args") -> int | None:
        """The host op of the kernel with External id ``ext`` and runtime launch ``launch``; None if none."""
        host = self.by_ext.get(ext)
        if host is not None or launch is None:
            return host
        t = self.rt_tid[launch]
        if t not in self.rpc_starts:
            return None
        j = int(np.searchsorted(self.rpc_starts[t], self.rt_start[launch], side="right")) - 1
        return self.rpc_by_tid[t][j] if j >= 0 and _same_op(self.xs, self.rpc_by_tid[t][j], kernel_args) else None

    def enqueue(self, host: int | None, launch: int | None) -> int:
        """The enqueue time: the host op's start, else the runtime launch's, else -1."""
        if host is not None:
            return self.rpc_start[host]
        return self.rt_start[launch] if launch is not None else -1


class _Groups:
    """The ranks of a collective's group, memoised by the args that give them (the same for every collective of
    a group)."""

    def __init__(self, world):
        self.world, self.seen = world, {}

    def ranks(self, a: "Args") -> tuple[int, ...] | None:
        """The group's ranks from the args ``a`` (the world hint when they give none)."""
        if isinstance(a.pg_ranks, list):
            return _group_ranks(a, self.world)
        key = (a.pg_ranks, a.group_size, a.rank_start, a.rank_stride)
        if key not in self.seen:
            self.seen[key] = _group_ranks(a, self.world)
        return self.seen[key]


def _nccl_bytes(a, host_args) -> int:
    """Elements × dtype size from the args that record the element count (the kernel's, else the host op's),
    else from the host op's input shape; -1 if unknown."""
    sized = a if a.in_n is not None or host_args is None else host_args
    if sized.in_n is not None:
        return sized.in_n * DTYPE_BYTES.get((sized.dtype or "float").lower(), 4)
    return _shape_bytes(host_args) if host_args is not None else -1


def _endpoints(op: str, a, rank) -> tuple:
    """``(src, dst)`` as recorded (-1: not), a send's source and a recv's destination defaulting to ``rank``."""
    src = a.src if a.src is not None and a.src >= 0 else -1
    dst = a.dst if a.dst is not None and a.dst >= 0 else -1
    if rank is not None and op == "send" and src < 0:
        src = rank
    if rank is not None and op == "recv" and dst < 0:
        dst = rank
    return src, dst


def _nccl_row(strings, links, groups, rank, kernel_args, host, launch, kernel) -> dict:
    """The record of one NCCL kernel, ``kernel`` = (name, start, end, stream), launched by ``host`` (None: unknown)
    through ``launch``; the collective args are the kernel's, else the host op's."""
    host_args = links.xs[host].args if host is not None else None
    a = kernel_args if kernel_args.coll or host_args is None else host_args
    name, start, end, stream = kernel
    op = (canonical_op(a.coll) if a.coll else "") or kernel_op(strings[name])
    src, dst = _endpoints(op, a, rank)
    return {"backend": "nccl", "op": op, "pg": _pg_name(a), "seq": _seq(a), "ranks": groups.ranks(a),
            "nbytes": _nccl_bytes(a, host_args), "src": src, "dst": dst, "enqueue": links.enqueue(host, launch),
            "ready": start, "start": start, "end": end,
            "tid": links.rpc_tid[host] if host is not None else -1, "stream": stream}


def _host_only(xs, ridx, used) -> int:
    """The number of ``record_param_comms`` ops of a known collective that launched no recorded kernel."""
    return sum(1 for i in ridx.tolist() if i not in used and xs[i].args.coll and canonical_op(xs[i].args.coll))


def _nccl_warnings(warnings, unlinked: int, orphans: int, hostonly: int, kernels: int) -> None:
    """Warn of kernels without a host op (with and without collective args) and host ops without a kernel."""
    if unlinked:
        warnings.append(f"{unlinked} NCCL kernels not linked to a record_param_comms host op (op from kernel name)")
    if orphans:
        warnings.append(f"{orphans} NCCL kernels without their record_param_comms host op (enqueue time from the "
                        "kernel's launch)")
    if hostonly and kernels:
        warnings.append(f"{hostonly} record_param_comms collectives without a recorded NCCL kernel (not aligned)")
    elif hostonly:
        warnings.append(f"{hostonly} record_param_comms collectives but no NCCL kernel in the trace: "
                        "device readiness unknown (not aligned)")


def _nccl(strings, events, xs, kmask, rmask, pg_config, rank, warnings) -> list:
    """The NCCL records of one rank: one per collective kernel, with the host op that launched it."""
    kidx = np.flatnonzero(kmask & (events["cat"] == CAT_ID["kernel"]))
    ridx = np.flatnonzero(rmask)
    links, groups = _Links(events, xs, kidx, ridx), _Groups(_world_hint(pg_config))
    used = set()
    rows, unlinked, orphans = [], 0, 0
    kcols = {f: events[f][kidx].tolist() for f in ("ext", "corr", "name", "start", "end", "tid")}
    for n, k in enumerate(kidx.tolist()):
        ka = xs[k].args
        launch = links.by_corr.get(kcols["corr"][n])
        host = links.host(kcols["ext"][n], launch, ka)
        if host is not None:
            used.add(host)
        elif not ka.coll:
            unlinked += 1
        elif len(ridx):
            orphans += 1
        kernel = (kcols["name"][n], kcols["start"][n], kcols["end"][n], kcols["tid"][n])
        rows.append(_nccl_row(strings, links, groups, rank, ka, host, launch, kernel))
    _nccl_warnings(warnings, unlinked, orphans, _host_only(xs, ridx, used), len(kidx))
    return rows


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
    return -1 if op in UNEVEN_OPS else _numel(_first_tensor(_json(dims)) or [])


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
        self.pending = {}
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
    common = dict(backend="gloo", op=op, nbytes=_shape_bytes(xs[i].args), enqueue=enq, ready=max(start, enq),
                  start=start, end=end)
    if op in P2P:
        src, dst = _p2p_endpoints(op, xs[host].args if host is not None else None, world, rank)
        return _row(pg="0", ranks=world, src=src, dst=dst, tid=tid, **common)
    pg, ranks = groups.get(tid, ("0", world))
    return _row(pg=pg, ranks=ranks, tid=int(events["tid"][host]) if host is not None else tid, stream=tid, **common)


def _gloo(strings, events, xs, threads, gmask, cmask, pg_config, rank, warnings) -> list:
    """The gloo records of one rank: one per ``gloo:*`` execution, with the c10d call that enqueued it."""
    gidx = np.flatnonzero(gmask)
    cidx = np.flatnonzero(cmask)
    callers = set(events["tid"][cidx].tolist())
    world = _world_hint(pg_config)
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
    vals = _json(args.concrete)
    if isinstance(vals, list) and len(vals) >= 3 and isinstance(vals[2], str) and vals[2].lstrip("-").isdigit():
        return int(vals[2])
    return -1
