"""What a GPU collective waited for on its own rank: its launch and the kernel its stream waited on.

A NCCL kernel starts when three things have happened: the host launched it (the
``cudaLaunchKernel`` with the kernel's correlation id), the previous work on its
stream ended, and the work its stream was told to wait for ended. ProcessGroupNCCL
orders the NCCL stream after the stream that produced the input by recording an
event there and making the NCCL stream wait on it (``cudaEventRecord``, then
``cudaStreamWaitEvent``). The *stream wait* of a collective is the last
``cudaStreamWaitEvent`` its launching thread called before launching it and after
launching the previous kernel of that stream; where kineto recorded CUDA
synchronization events (``cuda_sync`` "Stream Wait Event", whose ``tid`` is the
waiting stream and whose correlation is the wait call's), only waits recorded for
the collective's stream count. Its *producer* is the last device op launched before
the wait call (correlation ids grow with every call of the process) on another
stream: the work the event was recorded after. A producer that ended after the
collective's kernel started was not waited for, and is not one.
"""
import dataclasses
import typing

import numpy as np

from ..ingest.kineto import CAT_ID, DEVICE_CATS, LAUNCH_CATS

if typing.TYPE_CHECKING:
    from ..align.frame import Frame, Timeline

WAIT_CALLS = ("cudaStreamWaitEvent", "cuStreamWaitEvent")
SYNC_KIND = "Stream Wait Event"
MATCH_US = 1e-3  # a record's ready time is its kernel's start, converted the same way


@dataclasses.dataclass
class Links:
    """Per record (collectives × ranks; NaN or -1 where none): the µs its kernel was launched at and the thread
    that launched it, and its producer: an id of the op on its rank, when and by which thread it was launched,
    when it ended, its stream."""

    launch: np.ndarray
    thread: np.ndarray
    producer: np.ndarray
    p_launch: np.ndarray
    p_thread: np.ndarray
    p_end: np.ndarray
    p_stream: np.ndarray

    @classmethod
    def empty(cls, shape: tuple[int, ...]) -> "Links":
        nan, none = (lambda: np.full(shape, np.nan)), (lambda: np.full(shape, -1, dtype=np.int64))
        return cls(nan(), none(), none(), nan(), none(), nan(), none())

    @property
    def any(self) -> bool:
        return bool(np.isfinite(self.launch).any())


def links(ranks: dict, frame: "Frame", tl: "Timeline") -> Links:
    """The launches and producers of every NCCL record of the timeline ``tl`` (see the module docstring)."""
    out = Links.empty(tl.ready.shape)
    nccl = np.array([m["backend"] == "nccl" for m in tl.meta], dtype=bool)
    if not nccl.any():
        return out
    for j, r in enumerate(tl.order):
        if r in ranks:
            rows = np.flatnonzero(nccl & np.isfinite(tl.ready[:, j]))
            if len(rows):
                _rank(ranks[r].table, lambda ns, r=r: frame.us(r, ns), rows, j, tl, out)
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
    ids = [i for i, s in enumerate(t.strings) if s in names]
    return np.isin(t.events["name"], ids)


def _rank(t, us, rows, j, tl, out: Links) -> None:
    ev = t.events
    dev = np.flatnonzero(DEVICE_CATS[ev["cat"]] & (ev["corr"] >= 0))
    if not len(dev):
        return
    kern = _kernels(ev, us, dev, tl.stream[rows, j], tl.ready[rows, j])
    ok = kern >= 0
    rows, kern = rows[ok], kern[ok]
    launches, lcorr = _by_corr(ev, np.flatnonzero(LAUNCH_CATS[ev["cat"]] & (ev["corr"] >= 0)))
    kcorr = ev["corr"][kern]
    lrow = _lookup(lcorr, launches, kcorr)
    has = lrow >= 0
    rows, kern, kcorr, lrow = rows[has], kern[has], kcorr[has], lrow[has]
    out.launch[rows, j] = us(ev["start"][lrow])
    waits = np.flatnonzero(LAUNCH_CATS[ev["cat"]] & _named(t, WAIT_CALLS))
    recorded = np.flatnonzero((ev["cat"] == CAT_ID["cuda_sync"]) & _named(t, (SYNC_KIND,)))
    stream, thread = ev["tid"][kern], ev["tid"][lrow]
    out.thread[rows, j] = thread
    wait = np.full(len(rows), -1, dtype=np.int64)  # the correlation id of each record's stream wait
    for s in np.unique(stream).tolist():
        mine = waits
        if len(recorded):
            mine = waits[np.isin(ev["corr"][waits], ev["corr"][recorded[ev["tid"][recorded] == s]])]
        for th in np.unique(thread[stream == s]).tolist():
            k = np.flatnonzero((stream == s) & (thread == th))
            k = k[np.argsort(kcorr[k], kind="stable")]
            wc = np.sort(ev["corr"][mine[ev["tid"][mine] == th]])
            i = np.searchsorted(wc, kcorr[k]) - 1
            prev = np.concatenate([[-1], kcorr[k][:-1]])
            got = (i >= 0) & (wc[np.maximum(i, 0)] > prev) if len(wc) else np.zeros(len(k), dtype=bool)
            wait[k[got]] = wc[i[got]]
    _producers(ev, us, dev, launches, lcorr, rows, j, stream, wait, tl.ready[rows, j], out)


def _kernels(ev, us, dev, streams, ready) -> np.ndarray:
    """Per record, the device op on its stream that started at its ready time (-1 where none)."""
    out = np.full(len(ready), -1, dtype=np.int64)
    for s in np.unique(streams).tolist():
        on = dev[ev["tid"][dev] == s]
        if not len(on):
            continue
        at = us(ev["start"][on])  # ops come sorted by start
        k = np.flatnonzero(streams == s)
        i = np.clip(np.searchsorted(at, ready[k]), 0, len(at) - 1)
        i = np.where((i > 0) & (np.abs(at[np.maximum(i - 1, 0)] - ready[k]) < np.abs(at[i] - ready[k])), i - 1, i)
        hit = np.abs(at[i] - ready[k]) <= MATCH_US
        out[k[hit]] = on[i[hit]]
    return out


def _producers(ev, us, dev, launches, lcorr, rows, j, stream, wait, ready, out: Links) -> None:
    """Each waiting record's producer: the last op on another stream launched before its wait call."""
    for s in np.unique(stream[wait >= 0]).tolist():
        k = np.flatnonzero((stream == s) & (wait >= 0))
        other, ocorr = _by_corr(ev, dev[ev["tid"][dev] != s])
        i = np.searchsorted(ocorr, wait[k]) - 1
        k, p = k[i >= 0], other[i[i >= 0]]
        pl = _lookup(lcorr, launches, ev["corr"][p])
        end = us(ev["end"][p])
        good = (pl >= 0) & (end <= ready[k] + MATCH_US)
        k, p, pl, end = k[good], p[good], pl[good], end[good]
        out.producer[rows[k], j] = p
        out.p_launch[rows[k], j] = us(ev["start"][pl])
        out.p_thread[rows[k], j] = ev["tid"][pl]
        out.p_end[rows[k], j] = end
        out.p_stream[rows[k], j] = ev["tid"][p]
