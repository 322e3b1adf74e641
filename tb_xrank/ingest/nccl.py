"""The NCCL and RCCL records of one rank: each communication kernel, the host call that launched it, and what that
call was, in every shape PyTorch has written since 1.13.

A kernel's **launch** is the runtime call with its ``correlation``. Its **host op** is the ``record_param_comms``
whose ``External id`` the kernel carries (PyTorch 2.3 on) when that op is around the launch, else the innermost
``record_param_comms`` around the launch on the launching thread; its **annotation** the innermost ``nccl:*`` or
``gloo:*`` user annotation around the launch there (ProcessGroupNCCL's ``nccl:all_to_all``, ...). The kernels of one
host call are one record: an all-to-all that NCCL ran as grouped ``SendRecv`` kernels is one all-to-all.

What the call was: the op is the ``Collective name`` of the kernel's args (they repeat the host op's from PyTorch
2.3 on), else of the host op's, else the annotation's name, else the kernel's name (RCCL's
``ncclDevKernel_Generic`` names none). The size is ``In msg nelems`` × ``dtype``, else the first input of the
annotation (``Input Dims`` × ``Input type``), else of the host op. ``Seq`` and ``Comms Id`` come from the same
args (kernel rows carry them since 2026). Where no args name a process group (PyTorch before 2.1), the group is
named after the NCCL stream the kernel ran on, ``stream<id>``: ProcessGroupNCCL gives each group its own stream.
The ``nccl:coalesced`` annotation of ``endCoalescing`` launches the kernel of the ops recorded before it on its
thread that launched none: one record of their op, their bytes summed.

A kernel with no record is counted under a reason that is true of it (``LEFT``): launched before the trace's first
recorded runtime call, replayed by a CUDA graph, or of an op nothing names. Kernels that communicate outside NCCL
(``kineto.OUTSIDE_NCCL``) are counted as such.
"""
import collections
import typing

import numpy as np

from . import collargs as ca
from .kineto import CAT_ID, DEVICE_CATS, LAUNCH_CATS, is_nccl_kernel, is_outside_nccl, mask_of
from .nccl_host import Host

if typing.TYPE_CHECKING:
    from .kineto import Args

# why a communication kernel is no record: code -> the sentence said of it (counts and details are added)
LEFT = {"before_trace": "NCCL kernels launched before the trace's first recorded runtime call: their host call is "
                        "not in the trace",
        "no_launch": "NCCL kernels whose launch is not in the trace (no runtime call with their correlation)",
        "cuda_graph": "NCCL kernels replayed by a CUDA graph launch: no per-op host record names their process group "
                      "or sequence",
        "op_unknown": "NCCL kernels of no known op (no host record around the launch and a kernel name that names "
                      "none, as RCCL's ncclDevKernel_Generic)",
        "batched_p2p": "NCCL kernels of batched point-to-point calls (nccl:coalesced over send/recv): one launch "
                       "for several peers",
        "outside_nccl": "kernels that communicate outside NCCL (symmetric memory, custom all-reduce), which "
                        "tb_xrank does not align"}


class _Left(collections.OrderedDict):
    """The kernels that are no record, by reason: ``{code: [rows]}``."""

    def add(self, code: str, k: int) -> None:
        self.setdefault(code, []).append(k)


def _some(row: int) -> int | None:
    """A row, None for -1."""
    return row if row >= 0 else None


def _why_left(host: Host, k: int, launch: int, op: int, graph: bool, corr: int) -> str | None:
    """Why kernel ``k`` is no record (a code of ``LEFT``), or None: replayed by a CUDA graph; or no launch, host op
    or args to read, launched before the trace's first recorded runtime call or not."""
    if graph:
        return "cuda_graph"
    if launch >= 0 or op >= 0 or host.xs[k].args.coll:
        return None
    return "before_trace" if 0 <= corr < (host.first_corr if host.first_corr is not None else -1) else "no_launch"


def _calls(host: Host, kidx: np.ndarray, left: _Left) -> dict:
    """``{key: [kernels, host op, annotation, launch]}``: the kernels of each host call (the key joins them; None
    stands for a host op, annotation or launch not found), the others counted in ``left``."""
    calls: dict[tuple[str, int], list] = {}
    for k, op, ann, launch, graph, corr in zip(kidx.tolist(), host.op_of.tolist(), host.ann_of.tolist(),
                                               host.launch.tolist(), host.graph.tolist(),
                                               host.events["corr"][kidx].tolist()):
        why = _why_left(host, k, launch, op, graph, corr)
        if why:
            left.add(why, k)
            continue
        key = ("ann", ann) if ann >= 0 else ("op", op) if op >= 0 else ("kernel", k)
        calls.setdefault(key, [[], _some(op), _some(ann), _some(launch)])[0].append(k)
    return calls


def _coalesced(host: Host, strings: list, calls: dict) -> dict:
    """``{annotation row: [record_param_comms rows]}``: for each ``nccl:coalesced`` annotation that launched a kernel,
    the host ops of a known collective on its thread that launched none, since the previous launch there."""
    names, tids = host.events["name"], host.events["tid"]
    co = np.array([key[1] for key in calls if key[0] == "ann" and strings[names[key[1]]] == "nccl:coalesced"],
                  dtype=np.int64)
    if not len(co):
        return {}
    used = {c[1] for c in calls.values() if c[1] is not None}
    idle = np.array([r for r in host.rpc.tolist() if r not in used and ca.canonical_op(host.xs[r].args.coll)],
                    dtype=np.int64)
    launches = np.array([c[3] for c in calls.values() if c[3] is not None], dtype=np.int64)
    out = {}
    for tid in np.unique(tids[co]).tolist():
        out.update(_coalesced_on(host.events["start"], co[tids[co] == tid], idle[tids[idle] == tid],
                                 launches[tids[launches] == tid]))
    return out


def _coalesced_on(starts: np.ndarray, co: np.ndarray, idle: np.ndarray, launches: np.ndarray) -> dict:
    """``_coalesced`` on one thread: its ``nccl:coalesced`` annotations ``co``, host ops without a kernel ``idle``
    and runtime launches ``launches`` (rows)."""
    idle = idle[np.argsort(starts[idle], kind="stable")]
    went = np.sort(starts[launches])
    out = {}
    for a in co.tolist():
        j = int(np.searchsorted(went, starts[a], side="left")) - 1
        since = went[j] if j >= 0 else np.iinfo(np.int64).min
        lo, hi = np.searchsorted(starts[idle], [since, starts[a]], side="right")
        out[a] = idle[lo:hi][starts[idle[lo:hi]] < starts[a]].tolist()
    return out


def _op(strings, names, a, ann, k) -> str:
    """The op of a call: the args' ``Collective name``, else the annotation's name, else the kernel's name."""
    op = ca.canonical_op(a.coll) if a is not None and a.coll else ""
    if not op and ann is not None:
        op = ca.canonical_op(strings[names[ann]])
    return op or ca.kernel_op(strings[names[k]])


def _size(a, ann_args, host_args) -> tuple[int, str]:
    """``(bytes, element type)``: ``In msg nelems`` × ``dtype`` of the args, else the annotation's first input,
    else the host op's; -1 and '' where unknown."""
    if a is not None and a.in_n is not None:
        dt = ca.dtype_name(a.dtype or "float")
        return a.in_n * ca.ITEM_BYTES.get(dt, 4), dt
    for src in (ann_args, host_args):
        b = ca.shape_bytes(src) if src is not None and src.dims else -1
        if b >= 0:
            return b, ca.first_type(src)
    return -1, ""


def _merged(xs: dict, merged: list) -> tuple[str, int]:
    """``(op, bytes)`` of the host ops ``merged`` that one ``nccl:coalesced`` kernel ran: their op if they share
    one, else "coalesced" (no canonical op, not synchronizing); their bytes summed (-1 where one is unknown)."""
    ops = {ca.canonical_op(xs[r].args.coll) for r in merged}
    sizes = [_size(xs[r].args, None, None)[0] for r in merged]
    return ops.pop() if len(ops) == 1 else "coalesced", sum(sizes) if min(sizes) >= 0 else -1


class _Column(dict):
    """Python ints of a numpy column, read on first use (a row read twice is converted once)."""

    def __init__(self, col: np.ndarray):
        super().__init__()
        self.col = col

    def __missing__(self, row: int) -> int:
        v = self[row] = int(self.col[row])
        return v


class _Builder:
    """The record of one host call from its kernels."""

    def __init__(self, strings: list, events: dict, xs: dict, pg_config: list, rank: int | None):
        self.strings, self.events, self.xs, self.rank = strings, events, xs, rank
        self.groups = ca.Groups(ca.world_hint(pg_config))
        self.start, self.end, self.tid = _Column(events["start"]), _Column(events["end"]), _Column(events["tid"])

    def args(self, k: int, op_row: int | None, merged: list) -> tuple:
        """``(args, host op's args)`` of a call: the kernel's where they name the collective, else its host op's
        (the first merged op's for a coalesced kernel); None where there are none."""
        if merged:
            return self.xs[merged[0]].args, self.xs[merged[0]].args
        kargs = self.xs[k].args
        host_args = self.xs[op_row].args if op_row is not None else None
        return (kargs if kargs.coll or host_args is None else host_args), host_args

    def record(self, kernels: list, op_row: int | None, ann: int | None, launch: int | None, merged: list) -> dict:
        """The record of the kernels ``kernels`` (rows) of one call with host op ``op_row``, annotation ``ann``,
        launch ``launch``; ``merged``: the host ops of coalesced calls that the kernel launched for."""
        k = kernels[0]
        a, host_args = self.args(k, op_row, merged)
        op = _op(self.strings, self.events["name"], a, ann, k)
        nbytes, dtype = _size(a, self.xs[ann].args if ann in self.xs else None, host_args)
        if merged:
            op, nbytes = _merged(self.xs, merged)
        src, dst = ca.endpoints(op, a, self.rank)
        host_row = next((r for r in (merged[0] if merged else op_row, ann, launch) if r is not None), None)
        start, end = min(self.start[x] for x in kernels), max(self.end[x] for x in kernels)
        return {"backend": "nccl", "op": op, **self.identity(a, self.tid[k]), "nbytes": nbytes, "src": src,
                "dst": dst, "enqueue": self.start[host_row] if host_row is not None else -1, "ready": start,
                "start": start, "end": end, "tid": self.tid[host_row] if host_row is not None else -1,
                "stream": self.tid[k], "dtype": dtype, "kernels": len(kernels)}

    def identity(self, a: "Args | None", stream: int) -> dict:
        """What the args ``a`` say of a record's identity: ``pg`` (the stream's where they name none), ``seq``,
        ``cid`` (-1: not recorded) and the group's ``ranks`` (None: unknown)."""
        if a is None:
            return {"pg": f"stream{stream}", "seq": -1, "ranks": None, "cid": -1}
        named = ca.has_pg(a)
        return {"pg": ca.pg_name(a) if named else f"stream{stream}", "seq": ca.seq(a),
                "ranks": self.groups.ranks(a) if named else None, "cid": ca.comms_id(a)}


def records(strings: list[str], events: dict, xs: dict, pg_config: list, rank: int | None,
            warnings: list[str]) -> tuple[list, dict]:
    """``(records, kernels)``: the NCCL records of one rank, one per host call that launched communication kernels,
    and the rank's communication kernels ``{"kernels": n, "left": [[code, count, reason], ...], "notes": [...]}``,
    those that are no record counted by reason (``LEFT``), and CUDA graph launches whose kernels the trace does not
    hold. Warnings about what could not be linked go to ``warnings``."""
    names, cats = events["name"], events["cat"]
    n = len(strings)
    kernel = cats == CAT_ID["kernel"]
    kidx = np.flatnonzero(mask_of([i for i, s in enumerate(strings) if is_nccl_kernel(s)], n)[names] & kernel)
    outside = np.flatnonzero(mask_of([i for i, s in enumerate(strings) if is_outside_nccl(s)], n)[names] & kernel)
    host = Host(strings, events, xs, kidx)
    left = _Left()
    calls = _calls(host, kidx, left)
    coalesced = _coalesced(host, strings, calls)
    build = _Builder(strings, events, xs, pg_config, rank)
    rows = []
    for kernels, op_row, ann, launch in calls.values():
        merged = coalesced.get(ann, []) if ann is not None else []
        if any(ca.canonical_op(xs[r].args.coll) in ca.P2P for r in merged):
            left.setdefault("batched_p2p", []).extend(kernels)
            continue
        r = build.record(kernels, op_row, ann, launch, merged)
        if r["op"]:
            rows.append(r)
        else:
            left.setdefault("op_unknown", []).extend(kernels)
    if len(outside):
        left["outside_nccl"] = outside.tolist()
    _warn(warnings, host, calls, coalesced, left, xs, strings, len(kidx))
    counts = [[code, len(ks), LEFT[code]] for code, ks in left.items()]
    return rows, {"kernels": len(kidx) + len(outside), "left": counts, "notes": _unseen_graphs(host, warnings)}


def _unseen_graphs(host: Host, warnings) -> list:
    """``[[code, count, reason]]`` of CUDA graph launches with no device row in the trace (whatever they ran,
    collectives captured in them included, is not seen), said in ``warnings`` too."""
    ev, strings_graph = host.events, host.graph_names
    launches = np.flatnonzero(strings_graph[ev["name"]] & LAUNCH_CATS[ev["cat"]])
    if not len(launches):
        return []
    device = ev["corr"][DEVICE_CATS[ev["cat"]]]
    unseen = int((~np.isin(ev["corr"][launches], device[device >= 0])).sum())
    if not unseen:
        return []
    reason = ("CUDA graph launches with no device row in the trace: what they ran, collectives captured in them "
              "included, is not seen")
    warnings.append(f"{unseen} of {len(launches)} {reason}")
    return [["graph_unseen", unseen, reason]]


def _warn(warnings, host: Host, calls: dict, coalesced: dict, left: _Left, xs, strings, n_kernels: int) -> None:
    """Warn of kernels linked to no host op, host calls that launched no kernel, and the kernels left out."""
    _warn_links(warnings, host, calls, xs)
    used = {c[1] for c in calls.values()} | {r for rs in coalesced.values() for r in rs}
    hostonly = sum(1 for i in host.rpc.tolist() if i not in used and ca.canonical_op(xs[i].args.coll))
    if hostonly:
        warnings.append(f"{hostonly} record_param_comms collectives without a recorded NCCL kernel (not aligned)"
                        if n_kernels else f"{hostonly} record_param_comms collectives but no NCCL kernel in the "
                        "trace: device readiness unknown (not aligned)")
    _warn_annotations(warnings, host, calls, xs, strings)
    for code, ks in left.items():
        warnings.append(f"{len(ks)} {LEFT[code]}{_detail(code, ks, host)}: not aligned")


def _warn_links(warnings, host: Host, calls: dict, xs) -> None:
    """Warn of kernels with no host op, annotation or args (op from the kernel's name), and of kernels with args
    but no host op in a trace that records host ops."""
    unlinked = sum(len(ks) for ks, op, ann, _ in calls.values() if op is None and ann is None
                   and not xs[ks[0]].args.coll)
    if unlinked:
        warnings.append(f"{unlinked} NCCL kernels not linked to a record_param_comms host op or nccl:* annotation "
                        "(op from kernel name)")
    orphans = sum(len(ks) for ks, op, _, _ in calls.values() if op is None and xs[ks[0]].args.coll)
    if orphans and len(host.rpc):
        warnings.append(f"{orphans} NCCL kernels without their record_param_comms host op (enqueue time from the "
                        "kernel's launch)")


def _warn_annotations(warnings, host: Host, calls: dict, xs, strings) -> None:
    """Warn of ``nccl:*`` annotations of a known op that launched no kernel and that no ``record_param_comms``
    around them names (those are counted there), telling those of 0 elements (nothing to move) apart."""
    used = {key[1] for key in calls if key[0] == "ann"}
    names = host.events["name"]
    known = [a for a in host.ann.tolist() if a not in used and _names_op(strings[names[a]])]
    idle = [a for a, told in zip(known, _described(host, known) if known else []) if not told]
    if idle:
        empty = sum(1 for a in idle if a in xs and ca.shape_bytes(xs[a].args) == 0)
        warnings.append(f"{len(idle)} nccl:* calls launched no NCCL kernel in the trace"
                        + (f" ({empty} of them of 0 elements: nothing to move)" if empty else "") + ": not aligned")


def _names_op(name: str) -> bool:
    """Whether an annotation is ProcessGroupNCCL's of a known op."""
    return name.startswith("nccl:") and bool(ca.canonical_op(name))


def _described(host: Host, anns: list) -> list:
    """Whether the ``record_param_comms`` around each annotation of ``anns`` names its collective (it is counted
    there)."""
    ev = host.events
    rows = np.asarray(anns, dtype=np.int64)
    ops = host.rpc_around.at(ev["tid"][rows], ev["start"][rows]).tolist()
    return [op >= 0 and bool(ca.canonical_op(host.xs[op].args.coll)) for op in ops]


def _detail(code: str, ks: list, host: Host) -> str:
    """What is known of the kernels left for ``code``: the correlation ids of those launched before the trace."""
    if code == "before_trace":
        c = host.events["corr"][ks]
        return f" (correlation {int(c.min())}–{int(c.max())}, the first recorded {host.first_corr})"
    return ""
