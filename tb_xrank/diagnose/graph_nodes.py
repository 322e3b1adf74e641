"""The nodes of a span's happens-before graph (see ``graph``): the aligned records in program order per rank,
the device nodes a GPU rank adds, and how every node is numbered."""
import dataclasses
import typing

import numpy as np

from .graph import EPS_US

if typing.TYPE_CHECKING:
    from .links import Idle, Links


@dataclasses.dataclass
class Records:
    """The aligned records of a span in program order per rank: collective row, column, enqueue, ready and end
    (µs), the step each falls in on its rank, its position there."""

    ci: np.ndarray
    cj: np.ndarray
    e: np.ndarray
    q: np.ndarray
    f: np.ndarray
    step: np.ndarray
    slot: np.ndarray


def records(enq: np.ndarray, ready: np.ndarray, end: np.ndarray, steps_us: "dict[int, dict[int, tuple[float, float]]]",
            order: list[int], nums: list[int]) -> Records:
    """Each record's step on its own rank is the step whose interval holds its enqueue (others are left out)."""
    present = ~np.isnan(ready) & ~np.isnan(end)
    ci, cj = np.nonzero(present)
    e = np.where(np.isnan(enq[ci, cj]), ready[ci, cj], np.fmin(enq[ci, cj], ready[ci, cj]))
    q, f = ready[ci, cj], np.fmax(end[ci, cj], ready[ci, cj])
    rec_step = np.full(len(ci), -1, dtype=np.int64)
    for j in range(ready.shape[1]):
        rows = np.flatnonzero(cj == j)
        mine = [n for n in nums if order[j] in steps_us[n]]
        if not len(rows) or not mine:
            continue
        s0 = np.array([steps_us[n][order[j]][0] for n in mine])
        s1 = np.array([steps_us[n][order[j]][1] for n in mine])
        k = np.searchsorted(s0, e[rows] + EPS_US, side="right") - 1
        ok = (k >= 0) & (e[rows] <= s1[np.maximum(k, 0)] + EPS_US)
        rec_step[rows[ok]] = np.array(mine)[k[ok]]
    keep = rec_step >= 0
    o = np.flatnonzero(keep)
    o = o[np.lexsort((q[o], e[o], rec_step[o], cj[o]))]
    ci, cj, e, q, f, rec_step = ci[o], cj[o], e[o], q[o], f[o], rec_step[o]
    n = len(ci)
    first = np.ones(n, dtype=bool)
    first[1:] = (cj[1:] != cj[:-1]) | (rec_step[1:] != rec_step[:-1])
    slot = np.arange(n) - np.maximum.accumulate(np.where(first, np.arange(n), 0))
    return Records(ci, cj, e, q, f, rec_step, slot)


@dataclasses.dataclass(frozen=True)
class Nodes:
    """Every node's columns: its kind, its column (``rank``), step, collective row and slot (-1: none), and its
    measured time ``t`` (µs)."""

    kind: np.ndarray
    rank: np.ndarray
    step: np.ndarray
    coll: np.ndarray
    slot: np.ndarray
    t: np.ndarray


@dataclasses.dataclass
class Numbers:
    """How a span's nodes are numbered: E, Q, F per record, then J per collective of two or more records, then S
    and T per (column, step), then the device nodes (``dv``)."""

    nE: np.ndarray
    nQ: np.ndarray
    nF: np.ndarray
    jrows: np.ndarray  # the collectives with a join, in order
    join_of: np.ndarray  # collective row -> its J node (-1: none)
    pairs: list  # the (column, step) pairs, in order
    s_node: dict
    t_node: dict
    dv: "DeviceNodes"

    @property
    def joins(self) -> slice:
        """The J nodes."""
        return slice(3 * len(self.nE), 3 * len(self.nE) + len(self.jrows))


def numbers(r: Records, shape: tuple, steps_us: "dict[int, dict[int, tuple[float, float]]]", order: list[int],
            nums: list[int], links: "Links | None") -> Numbers:
    """The numbering of the nodes of records ``r``, of collectives × ranks of ``shape``."""
    (C, cols), n = shape, len(r.ci)
    jrows = np.flatnonzero(np.bincount(r.ci, minlength=C) >= 2)
    join_of = np.full(C, -1, dtype=np.int64)
    join_of[jrows] = 3 * n + np.arange(len(jrows))
    base = 3 * n + len(jrows)
    pairs = sorted({(j, num) for j in range(cols) for num in nums if order[j] in steps_us[num]})
    s_node = {p: base + 2 * i for i, p in enumerate(pairs)}
    t_node = {p: base + 2 * i + 1 for i, p in enumerate(pairs)}
    dv = DeviceNodes.of(r, links, steps_us, order, base + 2 * len(pairs))
    return Numbers(np.arange(n), n + np.arange(n), 2 * n + np.arange(n), jrows, join_of, pairs, s_node, t_node, dv)


@dataclasses.dataclass
class DeviceNodes:
    """The nodes a GPU rank adds (see ``device``), numbered from ``start``: per NCCL record its kernel's launch
    (LQ); per producer op its launch and end (LP, P; at the first record that waits on it); per consumer of a
    record's end the consumer's launch and start (LW, W); per blocking host sync its release (R: the device op's
    end) and the host's return (H). ``*_pos``: the record each belongs to (its position in ``Records``); syncs
    carry their column and step. ``stream``/``col`` per device node (P, W, R) for the stream chains."""

    lq: np.ndarray
    lq_pos: np.ndarray
    lq_t: np.ndarray
    lp: np.ndarray
    p: np.ndarray
    p_pos: np.ndarray
    lp_t: np.ndarray
    p_t: np.ndarray
    p_stream: np.ndarray
    rec_p: np.ndarray  # per record, its producer's P node (-1)
    thread: np.ndarray  # per record, the thread that launched its kernel (-1: not known)
    lp_thread: np.ndarray
    w: np.ndarray
    lw: np.ndarray
    w_pos: np.ndarray
    w_t: np.ndarray
    lw_t: np.ndarray
    w_stream: np.ndarray
    w_thread: np.ndarray
    f_pos: np.ndarray  # per consumed record end: the record's position, and the W node that waited on it
    f_w: np.ndarray
    rr: np.ndarray
    h: np.ndarray
    s_col: np.ndarray
    s_step: np.ndarray
    r_t: np.ndarray
    h_t: np.ndarray
    r_stream: np.ndarray
    h_thread: np.ndarray
    h_start: np.ndarray  # the host sync calls' starts
    end: int
    idle: "Idle | None"

    @classmethod
    def of(cls, r: Records, links: "Links | None", steps_us: "dict[int, dict[int, tuple[float, float]]]",
           order: list[int], start: int) -> "DeviceNodes":
        none = np.zeros(0, dtype=np.int64)
        rec_p = np.full(len(r.ci), -1, dtype=np.int64)
        if links is None or not links.any:
            f = np.zeros(0)
            return cls(none, none, f, none, none, none, f, f, none, rec_p, np.full(len(r.ci), -1, dtype=np.int64),
                       none, none, none, none, f, f, none, none, none, none, none, none, none, none, f, f, none, none, f, start,
                       None)
        lq_t = links.launch[r.ci, r.cj]
        lq_pos = np.flatnonzero(np.isfinite(lq_t))
        prod, pl = links.producer[r.ci, r.cj], links.p_launch[r.ci, r.cj]
        s0 = np.array([steps_us[num][order[j]][0] for j, num in zip(r.cj.tolist(), r.step.tolist())])
        has = np.flatnonzero((prod >= 0) & (pl >= s0 - EPS_US))  # launched in the record's step
        key = r.cj[has] * (1 << 40) + prod[has]
        _, first, inv = np.unique(key, return_index=True, return_inverse=True)
        p_pos = has[first]
        n_lq, n_p = len(lq_pos), len(p_pos)
        lq = start + np.arange(n_lq)
        lp = start + n_lq + np.arange(n_p)
        p = start + n_lq + n_p + np.arange(n_p)
        rec_p[has] = p[inv.ravel()]
        at = start + n_lq + 2 * n_p
        f_pos, cons = _consumed(r, links, order)
        op = np.unique(np.stack([r.cj[f_pos], cons.stream, np.round(cons.start * 1000.0).astype(np.int64)]),
                       axis=1, return_index=True, return_inverse=True) if len(f_pos) else None
        first, which = (op[1], op[2].ravel()) if op is not None else (np.zeros(0, dtype=np.int64),) * 2
        w_pos, n_w = f_pos[first], len(first)
        w, lw = at + np.arange(n_w), at + n_w + np.arange(n_w)
        cons = type(cons)(*(getattr(cons, f.name)[first] for f in dataclasses.fields(cons)))
        at += 2 * n_w
        sy, s_step = _in_steps(links.syncs, steps_us, order)
        rr, h = at + np.arange(len(s_step)), at + len(s_step) + np.arange(len(s_step))
        return cls(lq, lq_pos, lq_t[lq_pos], lp, p, p_pos, pl[p_pos], links.p_end[r.ci, r.cj][p_pos],
                   links.p_stream[r.ci, r.cj][p_pos], rec_p, links.thread[r.ci, r.cj],
                   links.p_thread[r.ci, r.cj][p_pos], w, lw, w_pos, cons.start, cons.launch, cons.stream,
                   cons.thread, f_pos, w[which] if n_w else none, rr, h, sy.col, s_step, sy.r_end, sy.end,
                   sy.r_stream, sy.thread, sy.start, at + 2 * len(s_step), links.idle)

    def chain(self, r: Records) -> tuple:
        """``(nodes, columns, steps, threads, times, tie order)`` of the host-thread nodes: launches of kernels,
        producers and consumers, and host syncs' returns."""
        pos = np.concatenate([self.lq_pos, self.p_pos, self.w_pos]).astype(np.int64)
        return (np.concatenate([self.lq, self.lp, self.lw, self.h]),
                np.concatenate([r.cj[pos], self.s_col]), np.concatenate([r.step[pos], self.s_step]),
                np.concatenate([self.thread[self.lq_pos], self.lp_thread, self.w_thread, self.h_thread]),
                np.concatenate([self.lq_t, self.lp_t, self.lw_t, self.h_t]),
                np.concatenate([np.full(len(self.lq), 2), np.zeros(len(self.lp)), np.full(len(self.lw), 3),
                                np.full(len(self.h), 4)]).astype(np.int8))

    def stream_nodes(self, r: Records) -> tuple:
        """``(nodes, columns, steps, streams, times)`` of the device nodes that stream order chains: P, W, R."""
        return (np.concatenate([self.p, self.w, self.rr]),
                np.concatenate([r.cj[self.p_pos], r.cj[self.w_pos], self.s_col]).astype(np.int64),
                np.concatenate([r.step[self.p_pos], r.step[self.w_pos], self.s_step]).astype(np.int64),
                np.concatenate([self.p_stream, self.w_stream, self.r_stream]).astype(np.int64),
                np.concatenate([self.p_t, self.w_t, self.r_t]))


def _consumed(r: Records, links: "Links", order: list[int]) -> tuple:
    """``(record positions, consumers)`` of the consumers of kept records' ends that started after those ended."""
    cons = links.consumers
    n_cols = len(order)
    key = r.ci.astype(np.int64) * n_cols + r.cj
    o = np.argsort(key, kind="stable")
    want = cons.row * n_cols + cons.col
    i = np.clip(np.searchsorted(key[o], want), 0, max(len(o) - 1, 0))
    hit = (key[o][i] == want) if len(o) else np.zeros(len(want), dtype=bool)
    pos = o[i[hit]] if len(o) else np.zeros(0, dtype=np.int64)
    keep = np.flatnonzero(hit)[cons.start[hit] >= r.f[pos] - EPS_US]
    pick = lambda a: a[keep]  # noqa: E731
    pos = o[i[keep]] if len(o) else np.zeros(0, dtype=np.int64)
    return pos, type(cons)(*(pick(getattr(cons, f.name)) for f in dataclasses.fields(cons)))


def _in_steps(syncs, steps_us, order) -> tuple:
    """``(the syncs that fall in a step of their column, their steps)``."""
    step = np.full(len(syncs.col), -1, dtype=np.int64)
    for j in np.unique(syncs.col).tolist():
        mine = [(per[order[j]], num) for num, per in sorted(steps_us.items()) if order[j] in per]
        if not mine:
            continue
        s0 = np.array([x[0][0] for x in mine])
        s1 = np.array([x[0][1] for x in mine])
        k = np.flatnonzero(syncs.col == j)
        i = np.searchsorted(s0, syncs.start[k] + EPS_US, side="right") - 1
        ok = (i >= 0) & (syncs.start[k] <= s1[np.maximum(i, 0)] + EPS_US)
        step[k[ok]] = np.array([x[1] for x in mine])[i[ok]]
    keep = step >= 0
    return type(syncs)(*(getattr(syncs, f.name)[keep] for f in dataclasses.fields(syncs))), step[keep]
