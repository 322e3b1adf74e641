"""Diagnosis: critical-rank history, walk-back divergences, propagation, what-if cost, missing evidence,
exposed communication. Pure: rank tables and the aligned collectives in, plain dicts out."""
import collections
import dataclasses

import numpy as np

from . import evidence, stragglers, walkback
from .collectives import SYNCHRONIZING, is_nccl_kernel
from .decode import DEVICE_CATS, HOST_CATS

ANCHOR_LOOKBACK = 256
WALKS_PER_PATTERN = 48  # walk-backs per (critical rank, process group), evenly spread over the run


@dataclasses.dataclass
class Frame:
    """Rank-local ns → analysis µs: subtract ``base``, correct the clock, subtract the origin ``t0_ns``."""

    base: int
    t0_ns: float
    clock: object
    col: dict  # rank -> clock column

    def us(self, rank: int, ns: np.ndarray) -> np.ndarray:
        return (self.clock.correct_column((ns - self.base).astype(np.float64), self.col[rank]) - self.t0_ns) / 1e3


def _global(ranks, attr):
    """One table of strings for all ranks, and per rank the map from its local ids to the global ones."""
    table, gid, maps = [], {}, {}
    for r, ri in ranks.items():
        local = getattr(ri.table, attr)
        m = np.empty(len(local), dtype=np.int64)
        for i, s in enumerate(local):
            if s not in gid:
                gid[s] = len(table)
                table.append(s)
            m[i] = gid[s]
        maps[r] = m
    return table, gid, maps


def main_tid(t) -> int:
    """The thread that records the profiler steps, else the busiest host-op thread (-1: none)."""
    if len(t.steps["tid"]):
        return int(collections.Counter(t.steps["tid"].tolist()).most_common(1)[0][0])
    host = t.events["tid"][HOST_CATS[t.events["cat"]]]
    return int(collections.Counter(host.tolist()).most_common(1)[0][0]) if len(host) else -1


def _lane(key, start, end, dims, names, dims_text, ops=None):
    if len(start) > 1 and (start[1:] < start[:-1]).any():  # events come sorted by start; added waits may not be
        o = np.argsort(start, kind="stable")
        key, start, end, dims, ops = key[o], start[o], end[o], dims[o], None if ops is None else ops[o]
    return walkback.Lane(key, start, end, dims, names, dims_text, ops)


def _lanes(ranks, frame, collectives):
    """Host and device lanes per rank (see walkback.Lane), on one global string table."""
    names, gid, maps = _global(ranks, "strings")
    dims_text, _, dmaps = _global(ranks, "dims")
    if not dims_text or dims_text[0] != "":
        dims_text.insert(0, "")
        dmaps = {r: m + 1 for r, m in dmaps.items()}
    waits = collections.defaultdict(list)
    for c in collectives:
        if c["backend"] == "gloo":
            for r, v in c["ranks"].items():
                if v["enqueue_us"] is not None and v["end_us"] is not None:
                    waits[int(r)].append((f"wait:{c['id']}", v["enqueue_us"], v["end_us"]))
    for extra in waits.values():
        for nm, _, _ in extra:
            if nm not in gid:
                gid[nm] = len(names)
                names.append(nm)
    is_step = np.zeros(len(names), dtype=bool)
    is_step[[gid[s] for s in gid if walkback.STEP_RE.match(s)]] = True
    host, device = {}, {}
    for r, ri in ranks.items():
        t = ri.table
        ev = t.events
        name, dims, gmap, dmap = ev["name"], ev["dims"], maps[r], dmaps[r]  # only selected rows are mapped

        def gdims(rows):
            return dmap[dims[rows]] if len(dmap) else np.zeros(len(rows), dtype=np.int64)
        is_host = HOST_CATS[ev["cat"]]
        sel = np.flatnonzero((ev["tid"] == main_tid(t)) & is_host & ~is_step[gmap][name])
        extra = waits.get(r, [])
        host[r] = _lane(np.concatenate([gmap[name[sel]], np.array([gid[n] for n, _, _ in extra], dtype=np.int64)]),
                        np.concatenate([frame.us(r, ev["start"][sel]), np.array([a for _, a, _ in extra], float)]),
                        np.concatenate([frame.us(r, ev["end"][sel]), np.array([b for _, _, b in extra], float)]),
                        np.concatenate([gdims(sel), np.zeros(len(extra), dtype=np.int64)]), names, dims_text)
        ksel = np.flatnonzero(DEVICE_CATS[ev["cat"]])
        if len(ksel):
            # a kernel's shapes and op are those of the host op that launched it (same External id)
            ops_sel = np.flatnonzero(is_host & (ev["ext"] >= 0))
            ext_sorted = ev["ext"][ops_sel]
            order = ops_sel
            if (ext_sorted[1:] < ext_sorted[:-1]).any():  # ids mostly come in start order already
                o = np.argsort(ext_sorted, kind="stable")
                order, ext_sorted = ops_sel[o], ext_sorted[o]
            kx = ev["ext"][ksel]
            j = np.clip(np.searchsorted(ext_sorted, kx), 0, max(len(order) - 1, 0))
            hit = (ext_sorted[j] == kx) & (kx >= 0) if len(order) else np.zeros(len(ksel), bool)
            src = order[j] if len(order) else np.zeros(len(ksel), dtype=np.int64)
            device[r] = _lane(gmap[name[ksel]], frame.us(r, ev["start"][ksel]), frame.us(r, ev["end"][ksel]),
                              np.where(hit, gdims(src), 0), names, dims_text, np.where(hit, gmap[name[src]], -1))
    return host, device, names


def _merged(lanes, keep=None):
    out = {}
    for r, lane in lanes.items():
        m = np.ones(len(lane.key), dtype=bool) if keep is None else keep(lane)
        out[r] = walkback._merge(lane.start[m], lane.end[m])
    return out


def _anchor(collectives, i, members, step_start):
    """Per member rank: end of the latest earlier synchronizing collective all members shared, else step start."""
    c = collectives[i]
    for j in range(i - 1, max(-1, i - ANCHOR_LOOKBACK), -1):
        p = collectives[j]
        if p["step"] != c["step"]:
            break
        if p["op"] not in SYNCHRONIZING or not set(members) <= set(p["ranks"]):
            continue
        if all(p["ranks"][m]["end_us"] is not None and p["ranks"][m]["end_us"] <= c["ranks"][m]["ready_us"]
               for m in members):
            return {int(m): p["ranks"][m]["end_us"] for m in members}, p["id"]
    if step_start:
        return {int(m): step_start[int(m)] for m in members if int(m) in step_start}, "step start"
    return {}, None


def diagnose(ranks, frame, collectives, step_rows, threshold_us, median_step_us, hosts, gap_min_us=None):
    """Everything issue-3 adds to the Analysis: divergences, propagation, stragglers, gaps, step extras."""
    host, device, names = _lanes(ranks, frame, collectives)
    merged_host = _merged(host)
    merged_dev = _merged(device)
    starts = {num: {r: (s - frame.t0_ns) / 1e3 for r, (s, e) in d.items()} for num, d in step_rows.items()}
    ends = {}  # rank -> {end µs to 0.1: collective id}, built for the first rank that needs it

    def ended_at(rank, t_us):
        if rank not in ends:
            key = str(rank)
            ends[rank] = {round(v["end_us"], 1): c["id"] for c in collectives
                          for v in (c["ranks"].get(key),) if v is not None and v["end_us"] is not None}
        return ends[rank].get(round(t_us, 1))
    divergences, windows = [], {}
    thr = threshold_us if np.isfinite(threshold_us) else 0.0
    walk_list, candidates = _to_walk(collectives)
    for i in walk_list:
        c = collectives[i]
        k = c["last_rank"]
        members = list(c["ranks"])
        anchors, anchor_id = _anchor(collectives, i, members, starts.get(c["step"]))
        readies = {int(r): v["ready_us"] for r, v in c["ranks"].items() if v["ready_us"] is not None}
        use_dev = c["backend"] == "nccl" and all(int(m) in device for m in members)
        lanes, merged = (device, merged_dev) if use_dev else (host, merged_host)
        res = walkback.walk(lanes, merged, k, anchors, readies, thr)
        if res is None:
            continue
        if "window" in res:
            windows[c["id"]] = {"ranks": res.pop("window"), "divergence": res.pop("window_divergence"),
                                "critical_rank": k}
        if res["evidence"]["lag_total_us"] < 0.5 * c["skew_us"]:
            res = _carried(collectives, i, k, c, thr) or res
        ev = res["evidence"]
        ev["anchor"] = anchor_id
        ev["mode"] = "device" if use_dev else "host"
        e = res.pop("_event", None)
        if e is not None:  # the event the lag is in, on the analysis clock (the merged trace places it by these)
            ev["event_us"] = [round(float(lanes[k].start[e]), 3), round(float(lanes[k].end[e]), 3)]
        source = None
        if res.get("carried"):
            source = res.pop("carried")
            ev["source"] = source
        elif res["kind"] == "collective":
            if res["op"].startswith("wait:"):
                source = res["op"][5:]
            else:
                source = ended_at(k, float(lanes[k].end[e]))
            ev["source"] = source
        others = [v["ready_us"] for r, v in c["ranks"].items() if int(r) != k and v["ready_us"] is not None]
        old = c["ranks"][str(k)]["ready_us"]
        new_last = max(others + [old - max(res["lag_us"], 0.0)]) if others else old
        saving = max(0.0, old - new_last) if old is not None else 0.0
        step_time = _step_time(step_rows.get(c["step"]), median_step_us)
        divergences.append({"collective": c["id"], "step": c["step"], "rank": k, "kind": res["kind"],
                            "op": res["op"], "lag_us": res["lag_us"], "peer_median_us": res["peer_median_us"],
                            "evidence": ev, "next_measurement": walkback.next_measurement(res["kind"], k, c["step"], ev),
                            "cost_us": round(saving, 3),
                            "cost_pct_of_step": round(100.0 * saving / step_time, 2) if step_time else None,
                            "step_time_without_us": round(step_time - saving, 3) if step_time else None,
                            "source": source})
    propagation = _propagation(divergences, {c["id"]: c for c in collectives})
    history = stragglers.critical_history(collectives, propagation)
    groups_of = collections.defaultdict(dict)  # rank -> {group: None} of the groups it took part in
    for g, members in {tuple(c["group_ranks"]): c["ranks"] for c in collectives if c["group_ranks"]}.items():
        for r in members:
            groups_of[int(r)][g] = None
    mesh = stragglers.mesh_positions({r: [list(g) for g in groups_of.get(r, ())] for r in ranks})
    verdict = stragglers.classify(history, sorted(ranks), hosts, mesh, divergences, len(step_rows))
    min_gap = gap_min_us if gap_min_us is not None else max(1000.0, 0.5 * thr)
    gaps = evidence.find_gaps(host, merged_host, {n: {r: ((s - frame.t0_ns) / 1e3, (e - frame.t0_ns) / 1e3)
                                                       for r, (s, e) in d.items()} for n, d in step_rows.items()}, min_gap)
    exposed = _exposed(collectives, host, device, names)
    verdict["walked"] = {"collectives": len(walk_list), "of": candidates,
                         "rule": f"per step the largest skew for each (critical rank, group); at most "
                                 f"{WALKS_PER_PATTERN} per (critical rank, group), evenly spread"}
    return {"divergences": divergences, "propagation": propagation, "stragglers": verdict, "gaps": gaps,
            "windows": windows,
            "history": {s: c["last_rank"] for s, c in history.items()},
            "history_collective": {s: c["id"] for s, c in history.items()}, "exposed": exposed}


def _to_walk(collectives):
    """Material collectives to walk back from, in program order: per step, the largest skew for each
    (last rank, process group) — a second one with the same critical rank and group in the same step carries
    the same lag — and at most WALKS_PER_PATTERN of those per (last rank, process group), evenly spread:
    a pattern that repeats over hundreds of steps says the same thing every time; a rare one is always walked."""
    seen, keep = set(), []
    ranked = sorted((i for i, c in enumerate(collectives) if c["material"]), key=lambda i: -collectives[i]["skew_us"])
    for i in ranked:
        c = collectives[i]
        key = (c["step"], c["last_rank"], c["pg"]) if c["step"] is not None else i
        if key not in seen:
            seen.add(key)
            keep.append(i)
    by_pattern = collections.defaultdict(list)
    for i in sorted(keep):
        by_pattern[(collectives[i]["last_rank"], collectives[i]["pg"])].append(i)
    out = []
    for idx in by_pattern.values():
        if len(idx) > WALKS_PER_PATTERN:
            idx = [idx[j] for j in np.linspace(0, len(idx) - 1, WALKS_PER_PATTERN).round().astype(int)]
        out += idx
    return sorted(set(out)), len(keep)


def _carried(collectives, i, k, c, thr):
    """Rank k reached the window already late: the lag predates the anchor. If k had to wait materially in an
    earlier collective, the delay was carried from there (propagated): that collective is the source."""
    for j in range(i - 1, max(-1, i - ANCHOR_LOOKBACK), -1):
        p = collectives[j]
        v = p["ranks"].get(str(k))
        if v and p["last_rank"] != k and (v["wait_us"] or 0.0) >= max(thr, 0.5 * c["skew_us"]):
            return {"kind": "collective", "op": f"{p['op']} {p['id']}", "lag_us": c["skew_us"],
                    "peer_median_us": 0.0, "_event": None,
                    "evidence": {"note": f"rank {k} entered the window late: it had waited "
                                         f"{v['wait_us']:.0f} µs in {p['id']} (last rank {p['last_rank']})",
                                 "carried_from": p["id"], "lag_total_us": c["skew_us"]}, "carried": p["id"]}
    return None


def _step_time(per_rank, median_step_us):
    if per_rank:
        return walkback.median([(e - s) / 1e3 for s, e in per_rank.values()])
    return median_step_us


def _propagation(divergences, by_id):
    """Later waits caused by an earlier late collective, grouped under the root source (counted once)."""
    kind_of = {d["collective"]: d for d in divergences}

    def root(cid, seen=()):
        d = kind_of.get(cid)
        if d and d["kind"] == "collective" and d["source"] and d["source"] not in seen:
            return root(d["source"], seen + (cid,))
        return cid
    groups = collections.defaultdict(list)
    for d in divergences:
        if d["kind"] == "collective" and d["source"]:
            groups[root(d["source"])].append(d["collective"])
    out = []
    for src, affected in groups.items():
        wait = sum(by_id[a]["skew_us"] or 0.0 for a in affected if a in by_id)
        out.append({"source": src, "affected": sorted(set(affected), key=list(by_id).index),
                    "wait_us": round(wait, 3), "source_kind": kind_of[src]["kind"] if src in kind_of else None})
    return out


def _exposed(collectives, host, device, names):
    """Per step and rank: communication time (sum of bars) and the part of each post-last-arrival tail
    during which no compute ran on that rank (kernels on other streams; host ops for CPU collectives)."""
    comm = collections.defaultdict(lambda: collections.defaultdict(float))
    exposed = collections.defaultdict(lambda: collections.defaultdict(float))
    not_comm = {"nccl": (device, np.array([not is_nccl_kernel(n) for n in names], dtype=bool)),
                "gloo": (host, np.array([not n.startswith(("wait:", "c10d::", "gloo:")) for n in names], dtype=bool))}

    def compute(backend, r):  # the rank's compute intervals, merged (the lane of the backend's collectives)
        lanes, keep = not_comm.get(backend, ({}, None))
        lane = lanes.get(r)
        return None if lane is None else walkback._merge(lane.start[keep[lane.key]], lane.end[keep[lane.key]])
    tails = collections.defaultdict(list)  # (backend, rank) -> [(step, last arrival, end)]
    for c in collectives:
        step = c["step"]
        if step is None:
            continue
        per = [(int(r), v["ready_us"], v["end_us"]) for r, v in c["ranks"].items() if v["ready_us"] is not None]
        if not per:
            continue
        last = max(t for _, t, _ in per)
        backend = c["backend"]
        for r, ready, end in per:
            if end is not None:
                comm[step][r] += end - ready
                tails[(backend, r)].append((step, last, max(last, end)))
    for (backend, r), rows in tails.items():
        step, a, b = (np.array(x) for x in zip(*rows))
        m = compute(backend, r)
        overlap = walkback.covered_many(m, a, b) if m is not None else np.zeros(len(a))
        for st, ex in zip(step.tolist(), (b - a - overlap).tolist()):
            exposed[st][r] += ex
    return {s: {"comm_us": {str(r): round(v, 3) for r, v in comm[s].items()},
                "exposed_comm_us": {str(r): round(v, 3) for r, v in exposed[s].items()}} for s in comm}
