"""What a GPU rank's streams waited for, read from the events the profiler recorded.

A kernel on stream S starts once the host launched it (the ``cudaLaunchKernel``
with its correlation id), the previous op on S ended, and every event S was told
to wait on (``cudaStreamWaitEvent``) completed; an event completes when the last
op enqueued on its stream before its ``cudaEventRecord`` ends. ProcessGroupNCCL
uses such pairs both ways: before a collective the NCCL stream waits on an event
recorded on the caller's stream (the *producer* of the input), and ``work.wait()``
makes the caller's stream wait on the collective's end event (the *consumer*).

A wait is resolved by kineto's ``cuda_sync`` "Stream Wait Event" record where there
is one: its ``tid`` is the waiting stream, ``wait_on_stream`` the stream the event
was recorded on and ``wait_on_cuda_event_record_corr_id`` the record call, so the
waited op is the last device op on that stream launched before the record call
(correlation ids grow with every call of the process). Without those records a
collective's stream wait is the last ``cudaStreamWaitEvent`` its launching thread
called after launching the previous kernel of that stream, and its producer the
last op launched before the wait call on a stream that runs no NCCL kernel
(ProcessGroupNCCL records the input's readiness on the caller's stream); consumers
are then not known. A producer that ended after the collective's kernel started
was not waited for, and is not one.

A *host sync* (``cudaStreamSynchronize``, ``cudaDeviceSynchronize``,
``cudaEventSynchronize``, a synchronous ``cudaMemcpy``) that lasted at least
SYNC_MIN_US blocked its thread until the device op that ended last within it (its
*release*) ended.

A *host spin* is a device-to-host wait that no call records: an interval of at least
SYNC_MIN_US on a launching thread that none of its ops or runtime calls covers, which
ends within SPIN_WAKE_US of the end of a device op of the rank that ended inside it
(the thread polled memory the device writes, as DeepEP's host does for
``notify_dispatch``'s counts); that op is its release, as for a host sync.

A stream's *unexplained idle* before a kernel is the time it started after
everything recorded that it waited for: the end of the stream's previous op, its
launch (plus LAUNCH_LATENCY_US) and the op its last stream wait resolves to (for an
unresolved wait, the latest end of an op on another stream before the kernel
started).
"""
import typing

import numpy as np

from .. import numeric
from ..ingest.kineto import CAT_ID, DEVICE_CATS, LAUNCH_CATS, STREAM_WAIT, is_nccl_kernel, mask_of
from .links import MATCH_US, Consumers, Idle, Links, Syncs

if typing.TYPE_CHECKING:
    from ..align.frame import Frame, Timeline

WAIT_CALLS = ("cudaStreamWaitEvent", "cuStreamWaitEvent")
SYNC_CALLS = ("cudaStreamSynchronize", "cudaDeviceSynchronize", "cudaEventSynchronize", "cudaMemcpy",
              "cuStreamSynchronize", "cuCtxSynchronize", "cuEventSynchronize")
SYNC_MIN_US = 20.0
SPIN_WAKE_US = 15.0
LAUNCH_LATENCY_US = 50.0
GAP_LIST_US = 10.0  # idle stretches this long or longer are listed (shorter ones only counted)


def links(ranks: dict, frame: "Frame", tl: "Timeline", ops: dict | None = None) -> Links:
    """The launches, producers and consumers of every NCCL record of the timeline ``tl``, the host syncs and the
    streams' unexplained idle of its GPU ranks (see the module docstring); ``ops``: per rank its device ops'
    ``(rows, start µs, end µs)`` where already converted to the analysis clock."""
    out = Links.empty(tl.ready.shape)
    nccl = np.array([m.backend == "nccl" for m in tl.meta], dtype=bool)
    if not nccl.any():
        return out
    def one(j: int) -> tuple:
        """Column ``j``'s links (into ``out``: its own column), and its consumers, syncs and idle."""
        r = tl.order[j]
        rows = np.flatnonzero(nccl & np.isfinite(tl.ready[:, j]))
        consumers: list = []
        idle = Idle({}, {}, [])
        if r not in ranks:
            return consumers, [], idle
        rk = _Rank(ranks[r].table, lambda ns: frame.us(r, ns), (ops or {}).get(r))
        if not len(rk.dev):
            return consumers, [], idle
        if len(rows):
            rk.link(rows, j, tl, out, consumers)
        rk.idle(j, idle)
        return consumers, rk.syncs(j) + rk.spins(j), idle
    consumers, syncs, idle = [], [], Idle({}, {}, [])
    sizes = [len(ranks[r].table.events["name"]) for r in tl.order if r in ranks]
    size = float(np.mean(sizes)) if sizes else 0.0
    for c, sy, part in numeric.per_item(one, list(range(len(tl.order))), size):
        consumers += c
        syncs += sy
        idle.starts.update(part.starts)
        idle.cum.update(part.cum)
        idle.gaps += part.gaps
    out.consumers, out.syncs, out.idle = Consumers.of(consumers), Syncs.of(syncs), idle
    return out


def _by_corr(ev, rows):
    """``rows`` sorted by correlation id, and their ids."""
    o = np.argsort(ev["corr"][rows], kind="stable")
    return rows[o], ev["corr"][rows][o]


def _lookup(keys, vals, want) -> np.ndarray:
    """Per ``want``, the value whose sorted key equals it (-1 where none)."""
    if not len(keys):
        return np.full(len(want), -1, dtype=np.int64)
    i = np.clip(np.searchsorted(keys, want), 0, len(keys) - 1)
    return np.where(keys[i] == want, vals[i], -1)


def _named(t, names) -> np.ndarray:
    """Per event of the table, whether its name is one of ``names``."""
    return mask_of([i for i, s in enumerate(t.strings) if s in names], len(t.strings))[t.events["name"]]


class _Rank:
    """One rank's device ops, launches, stream waits and their resolution (see the module docstring)."""

    def __init__(self, t, us, ops: tuple | None = None):
        self.t, self.us, ev = t, us, t.events
        self.ev = ev
        if ops is None:
            rows = np.flatnonzero(DEVICE_CATS[ev["cat"]])
            ops = rows, us(ev["start"][rows]), us(ev["end"][rows])
        keep = ev["corr"][ops[0]] >= 0
        self.dev, self.d_start, self.d_end = ops[0][keep], ops[1][keep], ops[2][keep]
        self.d_tid, self.d_corr = ev["tid"][self.dev], ev["corr"][self.dev]
        self.by_corr = np.argsort(self.d_corr, kind="stable")  # the device ops in launch order
        rt = np.flatnonzero(LAUNCH_CATS[ev["cat"]])
        self.runtime, self.rt_names = rt, ev["name"][rt]
        self.launches, self.lcorr = _by_corr(ev, rt[ev["corr"][rt] >= 0])
        self.waits = self.runtime_named(WAIT_CALLS)
        nccl_names = [i for i, s in enumerate(t.strings) if is_nccl_kernel(s)]
        self.nccl_streams = set(np.unique(self.d_tid[mask_of(nccl_names, len(t.strings))[ev["name"][self.dev]]]).tolist())
        self.recorded = _recorded(t)

    def runtime_named(self, names: tuple) -> np.ndarray:
        """The rows of the rank's runtime calls named one of ``names``."""
        ids = [i for i, s in enumerate(self.t.strings) if s in names]
        return self.runtime[mask_of(ids, len(self.t.strings))[self.rt_names]] if ids else np.zeros(0, dtype=np.int64)

    def waited_op(self, wait_corr: np.ndarray) -> np.ndarray:
        """Per wait call (correlation id), the device op its cuda_sync record resolves it to (-1: none)."""
        rec = self.recorded
        out = np.full(len(wait_corr), -1, dtype=np.int64)
        if not len(rec["corr"]):
            return out
        i = _lookup(rec["corr"], np.arange(len(rec["corr"])), wait_corr)
        ok = np.flatnonzero(i >= 0)
        for s in np.unique(rec["on"][i[ok]]).tolist():
            k = ok[rec["on"][i[ok]] == s]
            o = self.by_corr[self.d_tid[self.by_corr] == s]
            on, ocorr = self.dev[o], self.d_corr[o]
            p = np.searchsorted(ocorr, rec["record"][i[k]]) - 1
            good = (p >= 0) & (rec["record"][i[k]] >= 0)
            out[k[good]] = on[p[good]]
        return out

    def waiting_stream(self, wait_corr: np.ndarray) -> np.ndarray:
        """Per wait call, the stream its cuda_sync record names (-1: none recorded)."""
        rec = self.recorded
        i = _lookup(rec["corr"], np.arange(len(rec["corr"])), wait_corr)
        return np.where(i >= 0, rec["stream"][np.maximum(i, 0)], -1) if len(rec["corr"]) else np.full(len(i), -1)

    def link(self, rows: np.ndarray, j: int, tl: "Timeline", out: Links, consumers: list) -> None:
        """Launch, stream wait and producer of each NCCL record ``rows`` of column ``j``; consumers of their ends."""
        ev, stream = self.ev, tl.stream
        kern = _kernels(self, stream[rows, j], tl.ready[rows, j])
        ends = getattr(tl, "end", None)  # a record of several kernels ends in its last
        last = _kernels(self, stream[rows, j], ends[rows, j], "end") if ends is not None else kern
        ok = kern >= 0
        rows, kern, last = rows[ok], kern[ok], np.where(last[ok] >= 0, last[ok], kern[ok])
        kcorr = ev["corr"][kern]
        lrow = _lookup(self.lcorr, self.launches, kcorr)
        has = lrow >= 0
        rows, kern, kcorr, lrow = rows[has], kern[has], kcorr[has], lrow[has]
        out.launch[rows, j] = self.us(ev["start"][lrow])
        stream, thread = ev["tid"][kern], ev["tid"][lrow]
        out.thread[rows, j] = thread
        wait = self._stream_waits(stream, thread, kcorr)
        self._producers(rows, j, stream, wait, tl.ready[rows, j], out)
        consumers += self._consumers(rows, j, last[has])

    def _stream_waits(self, stream, thread, kcorr) -> np.ndarray:
        """The correlation id of each kernel's stream wait (-1: none)."""
        ev, waits = self.ev, self.waits
        wait = np.full(len(stream), -1, dtype=np.int64)
        named = self.waiting_stream(ev["corr"][waits])
        for s in np.unique(stream).tolist():
            mine = waits[named == s] if len(self.recorded["corr"]) else waits
            for th in np.unique(thread[stream == s]).tolist():
                k = np.flatnonzero((stream == s) & (thread == th))
                k = k[np.argsort(kcorr[k], kind="stable")]
                wc = np.sort(ev["corr"][mine[ev["tid"][mine] == th]])
                i = np.searchsorted(wc, kcorr[k]) - 1
                prev = np.concatenate([[-1], kcorr[k][:-1]])
                got = (i >= 0) & (wc[np.maximum(i, 0)] > prev) if len(wc) else np.zeros(len(k), dtype=bool)
                wait[k[got]] = wc[i[got]]
        return wait

    def _producers(self, rows, j, stream, wait, ready, out: Links) -> None:
        """Each waiting record's producer: the op its wait resolves to, else the last op on a stream without NCCL
        kernels launched before the wait call."""
        ev, us = self.ev, self.us
        p = np.full(len(rows), -1, dtype=np.int64)
        k = np.flatnonzero(wait >= 0)
        p[k] = self.waited_op(wait[k])
        guess = k[p[k] < 0]
        if len(guess):
            o = self.by_corr[~np.isin(self.d_tid[self.by_corr], list(self.nccl_streams))]
            other, ocorr = self.dev[o], self.d_corr[o]
            i = np.searchsorted(ocorr, wait[guess]) - 1
            p[guess[i >= 0]] = other[i[i >= 0]]
        k = np.flatnonzero(p >= 0)
        k = k[ev["tid"][p[k]] != stream[k]]
        pl = _lookup(self.lcorr, self.launches, ev["corr"][p[k]])
        end = us(ev["end"][p[k]])
        good = (pl >= 0) & (end <= ready[k] + MATCH_US)
        k, pk, pl, end = k[good], p[k][good], pl[good], end[good]
        out.producer[rows[k], j] = pk
        out.p_launch[rows[k], j] = us(ev["start"][pl])
        out.p_thread[rows[k], j] = ev["tid"][pl]
        out.p_end[rows[k], j] = end
        out.p_stream[rows[k], j] = ev["tid"][pk]

    def _consumers(self, rows, j, kern) -> list:
        """``[(row, column, start, launch, thread, stream)]``: the first op launched on a stream after its recorded
        wait on one of the kernels ``kern`` (of records ``rows``)."""
        rec, ev = self.recorded, self.ev
        if not len(rec["corr"]) or not len(kern):
            return []
        op = self.waited_op(rec["corr"])
        ks = np.argsort(kern)
        at = np.searchsorted(kern[ks], op)
        hit = np.flatnonzero((op >= 0) & (kern[ks][np.minimum(at, len(kern) - 1)] == op))
        record = rows[ks][at[hit]]
        stream, wcorr = rec["stream"][hit], rec["corr"][hit]
        first = np.full(len(hit), -1, dtype=np.int64)
        for s in np.unique(stream).tolist():
            k = np.flatnonzero(stream == s)
            o = self.by_corr[self.d_tid[self.by_corr] == s]
            on, ocorr = self.dev[o], self.d_corr[o]
            i = np.searchsorted(ocorr, wcorr[k], side="right")
            ok = i < len(on)
            first[k[ok]] = on[i[ok]]
        lr = _lookup(self.lcorr, self.launches, np.where(first >= 0, ev["corr"][np.maximum(first, 0)], -2))
        good = (first >= 0) & (lr >= 0) & (stream != ev["tid"][op[hit]])
        if not good.any():
            return []
        starts, launched = self.us(ev["start"][first[good]]), self.us(ev["start"][lr[good]])
        return list(zip(record[good].tolist(), [j] * int(good.sum()), starts.tolist(), launched.tolist(),
                        ev["tid"][lr[good]].tolist(), stream[good].tolist()))

    def syncs(self, j: int) -> list:
        """``[(column, thread, start, end, release end, release stream)]`` of the host syncs that blocked."""
        ev, us = self.ev, self.us
        calls = self.runtime_named(SYNC_CALLS)
        if not len(calls):
            return []
        s0, s1 = us(ev["start"][calls]), us(ev["end"][calls])
        blocked = s1 - s0 >= SYNC_MIN_US
        ends = self.d_end
        o = np.argsort(ends, kind="stable")
        ends_sorted = ends[o]
        out = []
        for c, a, b in zip(calls[blocked].tolist(), s0[blocked].tolist(), s1[blocked].tolist()):
            i = int(np.searchsorted(ends_sorted, b + MATCH_US, side="right")) - 1
            if i >= 0 and ends_sorted[i] > a:
                op = self.dev[o[i]]
                out.append((j, int(ev["tid"][c]), a, b, float(ends_sorted[i]), int(ev["tid"][op])))
        return out

    def spins(self, j: int) -> list:
        """``[(column, thread, start, end, release end, release stream)]`` of the host spins (module docstring)."""
        ev, us = self.ev, self.us
        host = np.flatnonzero((ev["cat"] == CAT_ID["cpu_op"]) | LAUNCH_CATS[ev["cat"]])
        threads = np.unique(ev["tid"][self.runtime])
        host = host[np.isin(ev["tid"][host], threads)]
        if not len(host) or not len(self.dev):
            return []
        o = np.argsort(self.d_end, kind="stable")
        ends, dev = self.d_end[o], self.dev[o]
        out = []
        for th in threads.tolist():
            k = host[ev["tid"][host] == th]
            a, b = us(ev["start"][k]), us(ev["end"][k])
            order = np.argsort(a, kind="stable")
            a, covered = a[order], np.maximum.accumulate(b[order])
            g0, g1 = covered[:-1], a[1:]
            big = np.flatnonzero(g1 - g0 >= SYNC_MIN_US)
            i = np.searchsorted(ends, g1[big], side="right") - 1
            hit = (i >= 0) & (ends[np.maximum(i, 0)] > g0[big]) & (g1[big] - ends[np.maximum(i, 0)] <= SPIN_WAKE_US)
            for gi, ii in zip(big[hit].tolist(), i[hit].tolist()):
                out.append((j, int(th), float(g0[gi]), float(g1[gi]), float(ends[ii]), int(ev["tid"][dev[ii]])))
        return out

    def idle(self, j: int, idle: Idle) -> None:
        """The unexplained idle of each of the rank's streams (see the module docstring) into ``idle``."""
        ev, us = self.ev, self.us
        lrow = _lookup(self.lcorr, self.launches, self.d_corr)
        launched = np.where(lrow >= 0, us(ev["end"][np.maximum(lrow, 0)]) + LAUNCH_LATENCY_US, -np.inf)
        waited = self._waited_end()
        for s in np.unique(self.d_tid).tolist():
            k = np.flatnonzero(self.d_tid == s)
            start, end = self.d_start[k], self.d_end[k]
            prev = np.concatenate([[np.inf], np.maximum.accumulate(end)[:-1]])
            free = np.maximum.reduce([prev, launched[k], waited[k]])
            gap = np.where(np.isfinite(free), np.maximum(start - free, 0.0), 0.0)
            idle.starts[(j, s)] = start
            idle.cum[(j, s)] = np.concatenate([[0.0], np.cumsum(gap)])
            big = gap >= GAP_LIST_US
            idle.gaps += [(j, s, float(a), float(g)) for a, g in zip((start - gap)[big].tolist(), gap[big].tolist())]

    def _waited_end(self) -> np.ndarray:
        """Per device op, the end of what its stream's last wait before it (after the previous op's launch)
        resolves to; -inf where it waited on nothing recorded. A wait without a cuda_sync record is taken as the
        wait of the stream of the next op launched after it, on something unknown: the latest end of an op on
        another stream before this one started."""
        ev = self.ev
        out = np.full(len(self.dev), -np.inf)
        if not len(self.waits):
            return out
        wcorr = np.sort(ev["corr"][self.waits])
        stream = self.waiting_stream(wcorr)
        op = self.waited_op(wcorr)
        dcorr, dtid, dstart = self.d_corr, self.d_tid, self.d_start
        by_corr = self.by_corr
        nxt = np.searchsorted(dcorr[by_corr], wcorr)
        stream = np.where((stream < 0) & (nxt < len(dcorr)), dtid[by_corr[np.minimum(nxt, len(dcorr) - 1)]], stream)
        o_end = np.sort(self.d_end)
        for s in np.unique(stream).tolist():
            k = by_corr[dtid[by_corr] == s]
            wc, w_op = wcorr[stream == s], op[stream == s]
            i = np.searchsorted(wc, dcorr[k]) - 1
            prev = np.concatenate([[-1], dcorr[k][:-1]])
            got = (i >= 0) & (wc[np.maximum(i, 0)] > prev)
            w_op = w_op[np.maximum(i, 0)]
            resolved = got & (w_op >= 0)
            out[k[resolved]] = self.d_end[np.searchsorted(self.dev, w_op[resolved])]
            guess = got & (w_op < 0)
            if guess.any():
                at = np.searchsorted(o_end, dstart[k[guess]] + MATCH_US, side="right") - 1
                out[k[guess]] = np.where(at >= 0, o_end[np.maximum(at, 0)], -np.inf)
        return out


def _recorded(t) -> dict:
    """The rank's cuda_sync stream-wait records sorted by the wait call's correlation id: ``corr``, the waiting
    ``stream``, the stream ``on`` which the event was recorded and the ``record`` call's correlation id."""
    w = getattr(t, "waits", None)
    ev = t.events
    if w is not None:
        rows, on, record = w["row"], w["on"], w["record"]
    else:
        rows = np.flatnonzero((ev["cat"] == CAT_ID["cuda_sync"]) & _named(t, (STREAM_WAIT,)))
        on = record = np.full(len(rows), -1, dtype=np.int64)
    o = np.argsort(ev["corr"][rows], kind="stable")
    return {"corr": ev["corr"][rows][o], "stream": ev["tid"][rows][o], "on": on[o], "record": record[o]}


def _kernels(rk: "_Rank", streams, ready, at_end: str = "") -> np.ndarray:
    """Per record, the device op of rank ``rk`` on its stream that started at its ready time (``at_end``: that
    ended at the times ``ready``) (-1 where none)."""
    out = np.full(len(ready), -1, dtype=np.int64)
    for s in np.unique(streams).tolist():
        mine = rk.d_tid == s
        on = rk.dev[mine]
        if not len(on):
            continue
        at = rk.d_start[mine]  # ops come sorted by start
        if at_end:  # ops on one stream do not overlap: sorted by start, they are sorted by end
            at = rk.d_end[mine]
        k = np.flatnonzero(streams == s)
        i = np.clip(np.searchsorted(at, ready[k]), 0, len(at) - 1)
        i = np.where((i > 0) & (np.abs(at[np.maximum(i - 1, 0)] - ready[k]) < np.abs(at[i] - ready[k])), i - 1, i)
        hit = np.abs(at[i] - ready[k]) <= MATCH_US
        out[k[hit]] = on[i[hit]]
    return out
