"""Each rank's events as lanes (see ``lane.Lane``) on one global string table: its launching thread's host ops
(with the waits of its gloo collectives) and its kernels, each with the op that launched it; and the lanes of a
span together (``Lanes``)."""
import collections
import dataclasses
import functools
import typing

import numpy as np

from .. import numeric
from ..align.frame import Records, Timeline
from ..ingest.kineto import CAT_ID, DEVICE_CATS, HOST_CATS
from ..ingest.tables import main_tid
from . import walkback
from .lane import Lane

if typing.TYPE_CHECKING:
    from ..align.frame import Frame
    from ..align.identity import RankInfo


def _lane(key, start, end, dims, names, dims_text, ops=None, block=None):
    if len(start) > 1 and (start[1:] < start[:-1]).any():  # events come sorted by start; added waits may not be
        o = np.argsort(start, kind="stable")
        key, start, end, dims = key[o], start[o], end[o], dims[o]
        ops, block = (None if x is None else x[o] for x in (ops, block))
    return Lane(key, start, end, dims, names, dims_text, ops, block)


def _gloo_waits(tl: Timeline) -> dict:
    """``{rank: [(name, enqueue µs, end µs)]}``: the wait of each gloo collective on each member's host lane."""
    waits = collections.defaultdict(list)
    rec = tl.records
    enq, end = rec.us["enqueue_us"], rec.us["end_us"]
    for c, m in enumerate(tl.meta):
        if m.backend == "gloo":
            for j in np.flatnonzero(~np.isnan(enq[c]) & ~np.isnan(end[c])).tolist():
                waits[int(tl.order[j])].append((f"wait:{m.id}", float(enq[c, j]), float(end[c, j])))
    return waits


@dataclasses.dataclass
class _RankEvents:
    """One rank's events on the span's global string tables (only the rows asked for are mapped) and on the
    analysis clock."""

    rank: int
    ev: dict
    gmap: np.ndarray  # local name id -> global
    dmap: np.ndarray  # local dims id -> global
    frame: "Frame"

    def names(self, rows: np.ndarray) -> np.ndarray:
        """The global name id of each event of ``rows``."""
        return self.gmap[self.ev["name"][rows]]

    def dims(self, rows: np.ndarray) -> np.ndarray:
        """The global dims id of each event of ``rows``."""
        return self.dmap[self.ev["dims"][rows]] if len(self.dmap) else np.zeros(len(rows), dtype=np.int64)

    def us(self, field: str, rows: np.ndarray) -> np.ndarray:
        """The ``field`` time of each event of ``rows`` on the analysis clock (µs)."""
        return self.frame.us(self.rank, self.ev[field][rows])


def _host_lane(t, rev: _RankEvents, is_host, is_step, extra, gid, names, dims_text):
    """The rank's main-thread host ops (step annotations left out), with the waits ``extra`` added."""
    ev = t.events
    sel = np.flatnonzero((ev["tid"] == main_tid(t)) & is_host & ~is_step[rev.gmap][ev["name"]])
    return _lane(np.concatenate([rev.names(sel), np.array([gid[n] for n, _, _ in extra], dtype=np.int64)]),
                 np.concatenate([rev.us("start", sel), np.array([a for _, a, _ in extra], float)]),
                 np.concatenate([rev.us("end", sel), np.array([b for _, _, b in extra], float)]),
                 np.concatenate([rev.dims(sel), np.zeros(len(extra), dtype=np.int64)]), names, dims_text,
                 block=np.concatenate([ev["cat"][sel] == CAT_ID["user_annotation"], np.zeros(len(extra), dtype=bool)]))


def _launching_ops(ev, ksel, is_host) -> tuple:
    """``(hit, row)`` per kernel of ``ksel``: whether a host op has its External id, and that op's row (the first
    such op where several have it)."""
    ops_sel = np.flatnonzero(is_host & (ev["ext"] >= 0))
    kx = ev["ext"][ksel]
    if not len(ops_sel):
        return np.zeros(len(ksel), dtype=bool), np.zeros(len(ksel), dtype=np.int64)
    ext = ev["ext"][ops_sel]
    top = int(ext.max())
    if top <= 4 * len(ops_sel) + (1 << 20):  # ids are dense: a table indexed by id
        table = np.full(top + 1, -1, dtype=np.int64)
        table[ext[::-1]] = ops_sel[::-1]
        found = np.where((kx >= 0) & (kx <= top), table[np.clip(kx, 0, top)], -1)
        return found >= 0, np.maximum(found, 0)
    o = np.argsort(ext, kind="stable")
    ext_sorted, order = ext[o], ops_sel[o]
    j = np.clip(np.searchsorted(ext_sorted, kx), 0, len(order) - 1)
    return (ext_sorted[j] == kx) & (kx >= 0), order[j]


def _device_lane(rev: _RankEvents, is_host, names, dims_text) -> tuple:
    """``(lane, (rows, start µs, end µs))``: the rank's kernels, each with the shapes and op of the host op that
    launched it (same External id), and their rows and times; ``(None, None)`` without kernels."""
    ksel = np.flatnonzero(DEVICE_CATS[rev.ev["cat"]])
    if not len(ksel):
        return None, None
    hit, src = _launching_ops(rev.ev, ksel, is_host)
    start, end = rev.us("start", ksel), rev.us("end", ksel)
    return _lane(rev.names(ksel), start, end, np.where(hit, rev.dims(src), 0), names, dims_text,
                 np.where(hit, rev.names(src), -1)), (ksel, start, end)


def _rank_lanes(ranks, frame, tl: Timeline):
    """``(host lanes, device lanes, names, device ops)`` per rank (see lane.Lane), on the span's string tables
    (the timeline's) with the names of the gloo waits added; the device ops as ``(rows, start µs, end µs)``, for
    ``device.links``."""
    s = tl.strings
    names, gid, maps = list(s.names), dict(s.name_id), s.name_maps
    dims_text, dmaps = s.dims, s.dims_maps
    waits = _gloo_waits(tl)
    for extra in waits.values():
        for nm, _, _ in extra:
            if nm not in gid:
                gid[nm] = len(names)
                names.append(nm)
    is_step = np.zeros(len(names), dtype=bool)
    is_step[[gid[s] for s in gid if walkback.STEP_RE.match(s)]] = True
    def one(r):
        ri = ranks[r]
        rev = _RankEvents(r, ri.table.events, maps[r], dmaps[r], frame)
        is_host = HOST_CATS[rev.ev["cat"]]
        return (_host_lane(ri.table, rev, is_host, is_step, waits.get(r, []), gid, names, dims_text),
                _device_lane(rev, is_host, names, dims_text))
    host, device, ops = {}, {}, {}
    size = float(np.mean([len(ri.table.events["name"]) for ri in ranks.values()])) if ranks else 0.0
    for r, (h, (lane, op)) in zip(ranks, numeric.per_item(one, list(ranks), size)):
        host[r], ops[r] = h, op
        if lane is not None:
            device[r] = lane
    return host, device, names, ops


@functools.lru_cache(maxsize=8)
def _comm_names(names: tuple) -> np.ndarray:
    return np.array([bool(walkback.COMM_RE.search(n)) for n in names], dtype=bool)


def _comm_mask(lane) -> np.ndarray:
    """Per global name id: a communication call, execution or wait."""
    return _comm_names(tuple(lane.names))


def _only(lane, keep: np.ndarray):
    """The lane's events where ``keep``."""
    return Lane(lane.key[keep], lane.start[keep], lane.end[keep], lane.dims[keep], lane.names,
                         lane.dims_text, None if lane.ops is None else lane.ops[keep])


def _merged(lanes, keep=None):
    out = {}
    for r, lane in lanes.items():
        m = np.ones(len(lane.key), dtype=bool) if keep is None else keep(lane)
        out[r] = numeric.merge(lane.start[m], lane.end[m])
    return out


@dataclasses.dataclass
class Lanes:
    """A span's lanes: per rank its host lane and, where it ran kernels, its device lane, on the global string
    table ``names``; ``order``: the ranks of the graph's columns; ``meta`` and ``records``: the span's collectives
    and their records (the timeline's); ``compute_dev``: the device lanes without communication kernels;
    ``merged_host``: each host lane's events merged; ``worked``: the same without communication calls and
    executions (what the thread itself did)."""

    host: dict
    device: dict
    order: list
    meta: list
    records: Records
    names: list
    compute_dev: dict
    merged_host: dict
    worked: dict

    @functools.cached_property
    def alltoall(self) -> bool:
        """The span has all-to-all collectives (whose per-rank sizes are workload evidence)."""
        return any(m.op == "alltoall" for m in self.meta)


def span_lanes(ranks: "dict[int, RankInfo]", frame: "Frame", tl: Timeline) -> tuple:
    """``(lanes, device ops)``: the span's ``Lanes``, and per rank its device ops as ``(rows, start µs, end µs)``,
    for ``device.links``."""
    host, device, names, ops = _rank_lanes(ranks, frame, tl)
    merged_host = _merged(host)
    # what the thread itself did: communication calls and executions left out (an asynchronous send's
    # annotation on the caller thread lasts until the transfer is done, while the thread goes on or stalls)
    worked = _merged(host, keep=lambda lane: ~_comm_mask(lane)[lane.key])
    compute_dev = {r: _only(lane, ~_comm_mask(lane)[lane.key]) for r, lane in device.items()}  # no NCCL kernels
    return Lanes(host, device, tl.order, tl.meta, tl.records, names, compute_dev, merged_host, worked), ops
