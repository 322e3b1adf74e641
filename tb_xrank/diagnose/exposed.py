"""Exposed communication: per step and rank, the time in communication and the part of its tails after the
last member's arrival during which the rank computed nothing."""
import collections

import numpy as np

from .. import numeric
from ..ingest.kineto import is_nccl_kernel
from .lanes import Lanes


def _comm_tails(lanes: Lanes) -> tuple:
    """``(comm, tails)``: per step and rank the time in communication (sum of bars), and per (backend, rank) the
    ``[(step, last arrival, end)]`` of each of its records' post-last-arrival tails."""
    comm: collections.defaultdict[int, collections.defaultdict[int, float]] = collections.defaultdict(
        lambda: collections.defaultdict(float))
    tails = collections.defaultdict(list)
    ready_us, end_us = lanes.records.us["ready_us"], lanes.records.us["end_us"]
    for c, m in enumerate(lanes.meta):
        step = m.step
        cols = np.flatnonzero(~np.isnan(ready_us[c]))
        if step is None or not len(cols):
            continue
        ready, end = ready_us[c, cols].tolist(), end_us[c, cols].tolist()
        last = max(ready)
        here, backend = comm[step], m.backend
        for j, a, b in zip(cols.tolist(), ready, end):
            if b == b:
                r = int(lanes.order[j])
                here[r] += b - a
                tails[(backend, r)].append((step, last, last if b < last else b))
    return comm, tails


def _compute(not_comm: dict, backend: str, r: int):
    """The rank's compute intervals, merged, on the lane of the backend's collectives (None: no such lane)."""
    lanes, keep = not_comm.get(backend, ({}, None))
    lane = lanes.get(r)
    return None if lane is None else numeric.merge(lane.start[keep[lane.key]], lane.end[keep[lane.key]])


def exposed(lanes: Lanes) -> dict:
    """Per step and rank: communication time (sum of bars) and the part of each post-last-arrival tail
    during which no compute ran on that rank (kernels on other streams; host ops for CPU collectives)."""
    out: collections.defaultdict[int, collections.defaultdict[int, float]] = collections.defaultdict(
        lambda: collections.defaultdict(float))
    names = lanes.names
    not_comm = {"nccl": (lanes.device, np.array([not is_nccl_kernel(n) for n in names], dtype=bool)),
                "gloo": (lanes.host, np.array([not n.startswith(("wait:", "c10d::", "gloo:")) for n in names],
                                              dtype=bool))}
    comm, tails = _comm_tails(lanes)
    for (backend, r), rows in tails.items():
        step, a, b = (np.array(x) for x in zip(*rows))
        m = _compute(not_comm, backend, r)
        overlap = numeric.covered_many(m, a, b) if m is not None else np.zeros(len(a))
        for st, ex in zip(step.tolist(), (b - a - overlap).tolist()):
            out[st][r] += ex
    return {s: {"comm_us": {r: round(v, 3) for r, v in comm[s].items()},
                "exposed_comm_us": {r: round(v, 3) for r, v in out[s].items()}} for s in comm}
