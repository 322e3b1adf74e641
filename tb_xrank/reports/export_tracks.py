"""The merged trace's ranks: each rank's process, its tracks (an output tid, a name and a place in the display
order per thread or GPU stream, and the tracks tb_xrank adds) and its events' times on the output clock."""
import dataclasses
import typing

import numpy as np

from ..ingest.kineto import CATS, DEVICE_CATS
from ..ingest.tables import main_tid

if typing.TYPE_CHECKING:
    from ..align.frame import Frame
    from ..align.identity import RankInfo
    from ..ingest.tables import RankTable

SYNTHETIC_TID = 1 << 30  # first tid handed out to tracks that need a fresh one
MAX_TID = 1 << 31


@dataclasses.dataclass
class MergedRank:
    """One rank's tracks and its event times in output ns (ts = ns / 1000), in the table's order (by start)."""

    rank: int
    pid: int
    table: "RankTable"
    start: np.ndarray  # int64 ns
    end: np.ndarray
    track: np.ndarray  # per event: index into ``tids``
    tids: list  # output tid per track
    in_file: np.ndarray  # the rows in the order of the trace file
    track_names: list = dataclasses.field(default_factory=list)
    track_order: list = dataclasses.field(default_factory=list)  # tracks in display order
    xrank_tracks: list = dataclasses.field(default_factory=list)  # (tid, name) of the marker tracks
    meta: list = dataclasses.field(default_factory=list)  # thread_name / thread_sort_index events
    next_tid: int = SYNTHETIC_TID
    used: set = dataclasses.field(default_factory=set)
    count: tuple = (0, 0, False)  # (events written, events skipped, whether the file has bytes that are not UTF-8)

    def fresh_tid(self) -> int:
        while self.next_tid in self.used:
            self.next_tid += 1
        self.used.add(self.next_tid)
        return self.next_tid


def _ns(frame, r, ns: np.ndarray, shift_ns: int) -> np.ndarray:
    return np.rint(frame.us(r, ns) * 1000.0).astype(np.int64) + shift_ns


def rank_tracks(r: int, ri: "RankInfo", frame: "Frame", shift_ns: int) -> MergedRank:
    """Times on the common clock and one output tid per (pid, tid) of the rank's events."""
    t = ri.table
    ev = t.events
    start, end = _ns(frame, r, ev["start"], shift_ns), _ns(frame, r, ev["end"], shift_ns)
    end = np.maximum(end, start)
    pairs, track = _pairs(ev["pid"], ev["tid"])
    in_file = np.argsort(ev["pos"], kind="stable")
    rank = MergedRank(r, r + 1, t, start, end, track, [], in_file)
    device = np.bincount(track, weights=DEVICE_CATS[ev["cat"]], minlength=len(pairs)) > 0
    first_cat = np.zeros(len(pairs), dtype=np.int64)
    first_cat[track[in_file[::-1]]] = ev["cat"][in_file[::-1]]  # the category of each track's first event
    keep = _own_tids(pairs)
    rank.used.update(tid for (_, tid), k in zip(pairs.tolist(), keep) if k)
    _name_tracks(rank, pairs, device, first_cat, keep)
    return rank


def _own_tids(pairs: np.ndarray) -> list:
    """Per (pid, tid) track, whether it keeps its recorded tid: one inside 1..2^31 that no other of the rank's
    processes shares."""
    tid_count: dict[int, int] = {}
    for _, tid in pairs.tolist():
        tid_count[tid] = tid_count.get(tid, 0) + 1
    return [0 < tid < MAX_TID and tid_count[tid] == 1 for _, tid in pairs.tolist()]


def _name_tracks(rank: MergedRank, pairs: np.ndarray, device: np.ndarray, first_cat: np.ndarray, keep: list) -> None:
    """Each track's output tid (its own where ``keep``, else a fresh one) and name, and the display order: host
    threads (the stepping one first), then streams (with their GPU where the rank has several)."""
    t = rank.table
    gpus = {p for (p, _), d in zip(pairs.tolist(), device) if d}
    main = main_tid(t)
    names, host_order, dev_order = [], [], []
    for j, ((p, tid), k) in enumerate(zip(pairs.tolist(), keep)):
        rank.tids.append(tid if k else rank.fresh_tid())
        known = t.threads.get(tid) if tid >= 0 else None
        if device[j]:
            name = known or f"stream {tid}"
            if len(gpus) > 1:
                name += f" (GPU {p})"
            dev_order.append(j)
        else:
            name = known or (f"thread {tid}" if tid >= 0 else f"{CATS[first_cat[j]]} events")
            host_order.append(j)
        names.append(name)
    host_order.sort(key=lambda j: (pairs[j][1] != main, j))
    rank.track_order = host_order + dev_order
    rank.track_names = names


def _pairs(pid: np.ndarray, tid: np.ndarray):
    """The distinct (pid, tid) rows, sorted, and each event's index among them (1-D sorts: few distinct values)."""
    up, pi = np.unique(pid, return_inverse=True)
    ut, ti = np.unique(tid, return_inverse=True)
    keys, track = np.unique(pi.reshape(-1).astype(np.int64) * len(ut) + ti.reshape(-1), return_inverse=True)
    pairs = np.stack([up[keys // len(ut)], ut[keys % len(ut)]], axis=1) if len(keys) else np.zeros((0, 2), np.int64)
    return pairs, track.reshape(-1)


def finish_meta(rank: MergedRank, xrank_tracks: list) -> None:
    """Thread names and order: the xrank tracks first, then host threads (the stepping one first), then streams."""
    pid = rank.pid
    rows = [(tid, name) for tid, name in xrank_tracks]
    rows += [(rank.tids[j], rank.track_names[j]) for j in rank.track_order]
    for i, (tid, name) in enumerate(rows):
        rank.meta += [{"ph": "M", "name": "thread_name", "pid": pid, "tid": tid, "args": {"name": name}},
                      {"ph": "M", "name": "thread_sort_index", "pid": pid, "tid": tid, "args": {"sort_index": i}}]
