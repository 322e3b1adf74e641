"""Split each collective into arrival skew and the post-last-arrival tail.

On the corrected clock, per collective: ``skew`` = max(ready) − min(ready);
``last_rank`` = argmax(ready); ``tail`` = median(end) − max(ready), and for a
point-to-point pair the receive's end − max(ready): the transfer after both ends
were ready (a send may return before its receive was posted); per rank ``wait`` =
min(max(ready), end_r) − ready_r (nobody waits past its own end) and ``service`` =
end_r − max(ready), 0 for a member that ended before the last arrival. The
clock-free cross-check for a synchronizing collective uses each rank's own bar
(end − ready), which is its wait plus the common service: ``skew_clockfree`` =
max(bar) − min(bar). Bandwidths use the tail and NCCL's bus factors.
"""
import typing

import numpy as np

from ..numeric import nanmedian_rows
from ..ingest.collectives import SYNCHRONIZING

if typing.TYPE_CHECKING:
    from .frame import CollectiveMeta


def bus_factor(op: str, n: int) -> float:
    if n <= 1:
        return 1.0
    if op == "allreduce":
        return 2.0 * (n - 1) / n
    if op in ("allgather", "reduce_scatter", "alltoall"):
        return (n - 1) / n
    return 1.0


def algo_bytes(op: str, nbytes: int, n: int) -> int:
    """Bytes nccl-tests divides by time: the output size for all-gather, the input size otherwise."""
    return nbytes * n if op == "allgather" else nbytes


def split(ready: np.ndarray, end: np.ndarray, meta: "list[CollectiveMeta]",
          receiver: np.ndarray | list[int] | None = None) -> dict[str, np.ndarray]:
    """Per-collective readiness split. ``ready``/``end``: corrected ns (float, NaN = absent), rows = collectives;
    ``receiver``: per row the column of a point-to-point pair's receiving rank (-1: not a pair).

    Returns a dict of arrays: skew, skew_cf, tail, last (column index), wait, service (matrices).
    """
    with np.errstate(invalid="ignore"):
        present = ~np.isnan(ready) & ~np.isnan(end)
        r = np.where(present, ready, np.nan)
        e = np.where(present, end, np.nan)
        has = present.sum(axis=1) >= 2
        rmax = np.nanmax(np.where(has[:, None], r, 0.0), axis=1)
        rmin = np.nanmin(np.where(has[:, None], r, 0.0), axis=1)
        last = np.argmax(np.where(present, r, -np.inf), axis=1)
        tail = np.maximum(nanmedian_rows(np.where(has[:, None], e, 0.0)) - rmax, 0.0)
        if receiver is not None and len(receiver):
            rc = np.asarray(receiver)
            pair = (rc >= 0) & has
            rows = np.flatnonzero(pair)
            recv_end = e[rows, rc[rows]]
            tail[rows] = np.where(recv_end >= rmax[rows], recv_end - rmax[rows], np.nan)  # earlier: clock error
        bar = e - r
        sync = np.array([m.op in SYNCHRONIZING for m in meta], dtype=bool)
        skew_cf = np.where(sync & has, np.nanmax(np.where(has[:, None], bar, 0.0), axis=1)
                           - np.nanmin(np.where(has[:, None], bar, 0.0), axis=1), np.nan)
        alone = ~has[:, None]  # one member present: no arrival to wait for
        wait = np.where(alone, np.nan, np.fmin(rmax[:, None], e) - r)
        # a member ending before the last arrival: clock error
        service = np.where(alone, np.nan, np.maximum(e - rmax[:, None], 0.0))
    return {"skew": np.where(has, rmax - rmin, np.nan), "skew_cf": skew_cf, "tail": np.where(has, tail, np.nan),
            "last": last, "wait": wait, "service": service, "sync": sync, "present": present}
