"""Communication in custom kernels: DeepEP, NVSHMEM, TransformerEngine's userbuffers, and the user's own patterns.

These kernels move data between GPUs without NCCL and without a ``record_param_comms``: nothing on the host names a
process group or a sequence. A **pattern** names a family of kernels by a regex over the kernel's name. Each kernel
that a pattern's *main* regex matches is one **exchange**, together with the *helper* kernels of its library launched
before it since the previous exchange (DeepEP's ``notify_dispatch``, ``cached_notify``, ``get_dispatch_layout``: the
counts exchanged and the layout computed for the dispatch or combine that follows). An exchange becomes one record:

* ``pg`` = the pattern's name (``deepep:dispatch``), its group = the world's ranks (the trace names no smaller one);
* no ``Seq``: the alignment keys it by (pattern, occurrence within the step), matched by ``ProfilerStep`` number and
  verified by count (a rank whose count in a step differs is left out and said so: ``align/matching.py``);
* ready = the device start of its first kernel (the stream released it), end = the end of its last;
* enqueue = the runtime launch of its first kernel (by correlation), on that launch's thread;
* ``backend`` "nccl": a communication kernel on a device stream, whose stream waits and launches join the causal
  graph as an NCCL kernel's do; op ``alltoall`` for DeepEP (per-member sizes differ by design), else the pattern's.

Helper kernels with no main kernel after them are counted as communication kernels that are no record
(``custom_alone``). NCCL kernels are never taken by a pattern (``nccl.records`` reads them).
"""
import dataclasses
import re
import typing

import numpy as np

from .kineto import CAT_ID, LAUNCH_CATS, is_nccl_kernel

if typing.TYPE_CHECKING:
    from .tables import RankTable

_EP = r"(?:deep_ep|dpsk::ep)::\w+::"  # DeepEP's namespaces: open source (deep_ep::) and DeepSeek's (dpsk::ep::)
_EP_HELPERS = r"(?:notify_dispatch|notify_combine|cached_notify\w*|get_dispatch_layout|clean_low_latency_buffer)\b"


@dataclasses.dataclass(frozen=True)
class Pattern:
    """A family of communication kernels: ``name`` (the process group its exchanges are keyed in), ``main`` (a regex
    searched in kernel names: each match is one exchange), ``helpers`` (a regex of the kernels that belong to the
    next main kernel's exchange; '' none) and ``op`` (the canonical op of its records)."""

    name: str
    main: str
    helpers: str = ""
    op: str = "alltoall"

    def __post_init__(self):
        if not self.name or "=" in self.name:
            raise ValueError(f"a communication kernel pattern needs a name without '=', got {self.name!r}")
        for rx in (self.main, self.helpers):
            try:
                re.compile(rx)
            except re.error as e:
                raise ValueError(f"--comm-kernel {self.name}: not a regex: {rx!r} ({e})") from None
        if not self.main:
            raise ValueError(f"--comm-kernel {self.name}: an empty regex matches every kernel")


BUILTIN = (
    Pattern("deepep:dispatch", _EP + r"dispatch\b", r"(?:^|\W)" + _EP_HELPERS),
    Pattern("deepep:combine", _EP + r"combine\b", r"(?:^|\W)" + _EP_HELPERS),
    # NVSHMEM's host-initiated collectives on a stream (nvshmemx_*_on_stream launch these)
    Pattern("nvshmem", r"\b(?:nvshmemi_\w*)?(?:barrier|sync|alltoall|broadcast|fcollect|rdxn|reduce\w*)"
                       r"_on_stream_kernel\w*", op="barrier"),
    # TransformerEngine's userbuffers (comm-GEMM overlap): reduce-scatter / all-gather kernels and ring pushes
    Pattern("userbuffers", r"\bk?userbuffers_\w+", op="alltoall"),
)


def _name_ids(strings: list, rx: str, taken: np.ndarray) -> np.ndarray:
    """Per name id: whether ``rx`` matches it (names already ``taken`` and NCCL kernels excluded)."""
    if not rx:
        return np.zeros(len(strings), dtype=bool)
    c = re.compile(rx)
    return np.array([not taken[i] and not is_nccl_kernel(s) and bool(c.search(s)) for i, s in enumerate(strings)],
                    dtype=bool)


def _launches(events: dict, rows: np.ndarray) -> np.ndarray:
    """The runtime launch row of each kernel of ``rows`` (by correlation; -1: none)."""
    runtime = np.flatnonzero(LAUNCH_CATS[events["cat"]] & (events["corr"] >= 0))
    corr = events["corr"]
    by_corr = dict(zip(corr[runtime].tolist(), runtime.tolist()))
    return np.array([by_corr.get(c, -1) if c >= 0 else -1 for c in corr[rows].tolist()], dtype=np.int64)


def _exchanges(events: dict, main: np.ndarray, of: np.ndarray, helper: np.ndarray) -> tuple[list, list]:
    """``(exchanges, alone)``: ``(pattern index, kernel rows)`` of each exchange (the helpers launched since the
    previous main kernel of any pattern, then the main kernel ``main[i]`` of pattern ``of[i]``), in device order;
    the helper rows with no main kernel after them."""
    rows = np.concatenate([main, helper])
    label = np.concatenate([of, np.full(len(helper), -1, dtype=np.int64)])
    order = np.lexsort((rows, events["start"][rows]))
    out, pending = [], []
    for r, p in zip(rows[order].tolist(), label[order].tolist()):
        pending.append(r)
        if p >= 0:
            out.append((p, pending))
            pending = []
    return out, pending


def _record(events: dict, p: Pattern, kernels: list, launch: dict, world: list | None) -> dict:
    """The record of one exchange (its kernel rows, the first one first)."""
    first, last = kernels[0], kernels[-1]
    host = launch.get(first, -1)
    start = int(min(events["start"][k] for k in kernels))
    return {"backend": "nccl", "op": p.op, "pg": p.name, "seq": -1, "ranks": world, "cid": -1, "nbytes": -1,
            "src": -1, "dst": -1, "enqueue": int(events["start"][host]) if host >= 0 else -1, "ready": start,
            "start": start, "end": int(max(events["end"][k] for k in kernels)),
            "tid": int(events["tid"][host]) if host >= 0 else -1, "stream": int(events["tid"][last]), "dtype": "",
            "kernels": len(kernels)}


ALONE = ("custom_alone", "helper kernels of a custom communication library (DeepEP notify/layout) with no dispatch "
                         "or combine after them")


def records(strings: list, events: dict, world_size: int | None, patterns: tuple = BUILTIN,
            exclude: np.ndarray | None = None) -> tuple[list, dict]:
    """``(records, kernels)``: one record per exchange of ``patterns`` on one rank, and its custom communication
    kernels ``{"kernels": n, "left": [[code, count, reason]]}``; names ``exclude``d (per name id) are not taken
    (the first pattern that matches a name takes it)."""
    taken = np.zeros(len(strings), dtype=bool) if exclude is None else exclude.copy()
    is_kernel = events["cat"] == CAT_ID["kernel"]
    mains: list[np.ndarray] = []
    ofs: list[np.ndarray] = []
    help_ids = np.zeros(len(strings), dtype=bool)
    for i, p in enumerate(patterns):
        ids = _name_ids(strings, p.main, taken)
        taken |= ids
        rows = np.flatnonzero(ids[events["name"]] & is_kernel)
        mains.append(rows)
        ofs.append(np.full(len(rows), i, dtype=np.int64))
        if len(rows):
            help_ids |= _name_ids(strings, p.helpers, taken)
    main, of = np.concatenate(mains), np.concatenate(ofs)
    if not len(main):
        return [], {"kernels": 0, "left": []}
    helper = np.flatnonzero(help_ids[events["name"]] & ~taken[events["name"]] & is_kernel)
    exchanges, alone = _exchanges(events, main, of, helper)
    firsts = np.array([ks[0] for _, ks in exchanges], dtype=np.int64)
    launch = dict(zip(firsts.tolist(), _launches(events, firsts).tolist()))
    world = list(range(world_size)) if world_size else None
    found = [_record(events, patterns[p], ks, launch, world) for p, ks in exchanges]
    return found, {"kernels": len(main) + len(helper), "left": [[ALONE[0], len(alone), ALONE[1]]] if alone else []}


def taken_by(strings: list, patterns: tuple) -> np.ndarray:
    """Per name id: whether a main or helper regex of ``patterns`` matches it (or it is an NCCL kernel)."""
    none = np.zeros(len(strings), dtype=bool)
    out = np.array([is_nccl_kernel(s) for s in strings], dtype=bool)
    for p in patterns:
        out |= _name_ids(strings, p.main, none) | _name_ids(strings, p.helpers, none)
    return out


def added(table: "RankTable", patterns: tuple = BUILTIN, skip: tuple = ()) -> "RankTable":
    """``table`` with the records of the exchanges of ``patterns`` added to its ``comms`` and their kernels to its
    ``comm_kernels``; kernels that the patterns ``skip`` match are left to those (None: ``table`` unchanged when
    nothing matches)."""
    exclude = taken_by(table.strings, skip) if skip else None
    rows, kernels = records(table.strings, table.events, table.world_size, patterns, exclude)
    if not kernels["kernels"]:
        return table
    ck = table.comm_kernels
    merged = {"kernels": ck["kernels"] + kernels["kernels"], "left": list(ck["left"]) + kernels["left"],
              "notes": list(ck.get("notes", []))}
    return dataclasses.replace(table, comms=table.comms.plus(rows), comm_kernels=merged)
