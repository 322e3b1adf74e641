"""Assemble the Analysis from decoded rank tables: align → clock → split → diagnose → the JSON contract.

Pure (no I/O): rank tables in, the Analysis and the clock frame it was computed in out.
"""
import dataclasses
from collections.abc import Sequence
import math

import numpy as np
import numpy.ma  # noqa: F401  (np.median loads it on its first call: here it loads while the ranks decode)

from .version import __version__
from .diagnose import findings as findings_mod
from .diagnose import maxima
from .align.coverage import comm_kernels
from .align.identity import resolve_ranks
from .align.matching import FATE_OTHER_STEPS, align
from .align.solo import single_member
from .model import SCHEMA, Analysis, NothingToAnalyse
from .align.clock import causal_bounds, estimate, own_clocks
from .ingest.collectives import SYNCHRONIZING, UNEVEN_OPS
from .config import Settings
from .align.frame import Frame, Timeline
from .diagnose import Diagnosis, diagnose, single, worst
from .align.readiness import algo_bytes, bus_factor, split
from .numeric import median


def _rel(mat: np.ndarray, base: int) -> np.ndarray:
    return np.where(mat >= 0, (mat - base).astype(np.float64), np.nan)


def _us(v: float | None) -> float | None:
    """A ns value as µs rounded to the ns, or None where it is absent or not finite."""
    return None if v is None or not math.isfinite(v) else round(float(v) / 1000.0, 3)


def build_frame(name: str, index: int, n_spans: int, tables: list, errors: list, settings: Settings,
                missing_workers: Sequence[str] = ()) -> tuple[Analysis, dict, Frame]:
    """``(Analysis, {rank: RankInfo}, Frame)`` from decoded rank tables: the Analysis, the ranks it read and the
    frame that maps each rank's ns to its µs."""
    ranks, errors, warns, world = _resolved(tables, errors, settings, index, missing_workers)
    al = _only_steps(align(ranks), settings.steps)
    order = al.ranks
    base = _base(ranks, al)
    sync = _synchronizing(al.meta)
    clk, domains, (ready, end, enq, start) = _corrected(al, base, sync, ranks, warns)
    col = {r: j for j, r in enumerate(order)}
    sp = split(ready, end, al.meta, [col.get(m["dst"], -1) if m["p2p"] else -1 for m in al.meta])
    step_rows = _step_rows(ranks, order, clk, base, settings.steps)
    t0 = _origin(step_rows, enq, ready)
    median_step, threshold = _material(step_rows, settings.material_fraction)
    collectives = _collectives_json(al, sp, (ready, enq, start, end), t0, threshold)
    clock = _clock_json(clk, order, sp, _us, len(set(domains)), _across(ready, end, domains))
    frame = Frame(base, t0, clk, {r: j for j, r in enumerate(order)})
    diag = (_diagnosis(ranks, frame, collectives, al, (enq, ready, end), step_rows, threshold, median_step)
            if settings.diagnose else Diagnosis.none("diagnosis not run"))
    solo = _single_rank(ranks, frame, al, world, step_rows, (threshold, median_step), settings.diagnose)
    diag = _superseded(diag, al, solo[1])
    steps, work = _steps_json(step_rows, collectives, t0, _us, diag, order)
    collectives = worst.annotated(collectives, diag.divergences, steps, diag.stragglers)
    rank_rows = _ranks_json(ranks, order, world, warns, al, errors, step_rows, diag.roles,
                            {r: len(s["rows"]) for r, s in solo[1].items()})
    analysis = Analysis.build(
        schema=SCHEMA, run=name, span=index + 1, spans=n_spans, tool_version=__version__,
        settings={"material_fraction": settings.material_fraction, "host_map": settings.host_map,
                  "material_threshold_us": _us(threshold), "median_step_us": _us(median_step),
                  "steps": list(settings.steps) if settings.steps else None},
        world_size=world, ranks=rank_rows, errors=errors, clock=clock, collectives=collectives, steps=steps,
        stragglers=diag.stragglers, divergences=diag.divergences, propagation=diag.propagation,
        gaps=diag.gaps, mismatches=al.mismatches, findings=[], windows=diag.windows,
        worst_step=worst.worst_step(steps, diag.divergences),
        maxima=maxima.scaling(work, list(order), diag.stragglers),
        **({"pipeline": diag.pipeline} if diag.pipeline else {}),
        **({"single_rank": solo[0]} if solo[0] else {}))
    return findings_mod.with_findings(analysis), ranks, frame


def _single_rank(ranks, frame: Frame, al, world: int, step_rows: dict, limits: tuple, run: bool) -> tuple:
    """``(the Analysis' single_rank object or None, {rank: {"rows": records}})``: each rank's single-member records
    (``align.solo``) of the chosen steps, with the walk-back of the rank alone over them (``diagnose.single``)."""
    threshold, median_step = limits
    t0 = frame.t0_ns
    per, counts = {}, {}
    for r, s in single_member(ranks, al.fate, world).items():
        keep = [k for k, m in enumerate(s.meta) if m["step"] in step_rows and r in step_rows[m["step"]]]
        if not keep:
            continue
        s = dataclasses.replace(s, rows=[s.rows[k] for k in keep], meta=[s.meta[k] for k in keep])
        steps_us = {n: {r: ((d[r][0] - t0) / 1e3, (d[r][1] - t0) / 1e3)} for n, d in step_rows.items() if r in d}
        tl, cols = single.timeline(s, ranks[r], frame, steps_us)
        diag = (diagnose({r: ranks[r]}, frame, cols, tl, threshold / 1e3 if np.isfinite(threshold) else float("nan"),
                         median_step / 1e3 if np.isfinite(median_step) else None, {r: ranks[r].host})
                if run else Diagnosis.none("diagnosis not run"))
        per[r] = (tl, diag, steps_us)
        counts[r] = {"rows": s.rows}
    return single.evidence(per, world), counts


def _superseded(diag: Diagnosis, al, solo: dict) -> Diagnosis:
    """The diagnosis without the divergences of ranks whose every collective record is single-member: read without
    those records, their stretches run across them (the single-rank evidence walks them with the records)."""
    aligned = {al.ranks[j] for j in np.flatnonzero((al.ready >= 0).any(axis=0)).tolist()} if len(al.meta) else set()
    alone = set(solo) - aligned
    if not alone:
        return diag
    return dataclasses.replace(diag, divergences=[d for d in diag.divergences if d["rank"] not in alone],
                               steps={n: _not_held_by(v, alone) for n, v in diag.steps.items()},
                               propagation=[p for p in diag.propagation if p["source_rank"] not in alone],
                               windows={k: w for k, w in diag.windows.items() if w["critical_rank"] not in alone})


def _not_held_by(row: dict, alone: set) -> dict:
    """A step's diagnosis row without the ranks ``alone`` among those that held it back."""
    held = [r for r in row.get("held_by", []) if r not in alone]
    return {**row, "held_by": held, **({} if held else {"held_cost_us": None})}


def without_traces(name: str, world: int) -> Analysis:
    """The Analysis of a run with no profiler trace (a hang's Flight Recorder dumps alone): ``world`` ranks, none
    profiled, nothing aligned."""
    ranks = [{"rank": r, "host": None, "gpu": None, "files": [], "steps": [], "status": "not_profiled", "warnings": [],
              "worker": None, "rank_source": None} for r in range(world)]
    return Analysis.build(
        schema=SCHEMA, run=name, span=1, spans=0, tool_version=__version__,
        settings={"material_fraction": Settings().material_fraction, "host_map": None, "material_threshold_us": None,
                  "median_step_us": None, "steps": None},
        world_size=world, ranks=ranks, errors=[], collectives=[], steps=[], divergences=[], propagation=[], gaps=[],
        mismatches=[], findings=[],
        clock={"reference_rank": None, "method": "none: no profiler trace", "offsets_us": {}, "drift_ppm": {},
               "residual_us": None, "clock_suspect": False, "hosts": {}, "collectives_used": 0, "disagreements": 0},
        stragglers={"class": "none", "ranks": [], "steps_used": 0, "critical_counts": {}, "p_value": None,
                    "follows": None, "basis": "no profiler trace: no step to judge"})


def _resolved(tables, errors, settings: Settings, index: int, missing_workers) -> tuple:
    """``(ranks, errors, warnings, world size)`` of the decoded tables, the errors including the workers with no
    trace file for the span; raises ``NothingToAnalyse`` where no rank is left."""
    ranks, rank_errors, warns, world = resolve_ranks(tables, settings.host_map_rules())
    errors = errors + rank_errors
    for w in missing_workers:
        errors.append({"file": w, "reason": f"worker has no trace file for span {index + 1}"})
    if not ranks:
        raise NothingToAnalyse("; ".join(f"{e['file']}: {e['reason']}" for e in errors))
    return ranks, errors, warns, world


def _base(ranks, al) -> int:
    """The earliest rank-local ns of the span: its ranks' first step starts and its first enqueue or ready time."""
    cands = [int(ranks[r].table.steps["start"][0]) for r in al.ranks if len(ranks[r].table.steps["start"])]
    cands += [int(m[m >= 0].min()) for m in (al.enqueue, al.ready) if (m >= 0).any()]
    return min(cands, default=0)


def _synchronizing(meta: list) -> np.ndarray:
    """Per aligned collective, whether its members all finish together: synchronizing collectives, and NCCL
    point-to-point pairs (both kernels end when the transfer does; gloo's send returns before the receive
    completes)."""
    return np.array([m["op"] in SYNCHRONIZING or (m["p2p"] and m["backend"] == "nccl") for m in meta], dtype=bool)


def _corrected(al, base: int, sync: np.ndarray, ranks, warns) -> tuple:
    """``(clock fit, clock domains, (ready, end, enqueue, start))``: the aligned times as ns from ``base`` on the
    corrected clock, NaN where a record is absent or inconsistent with its peers'."""
    order = al.ranks
    hosts = [ranks[r].host for r in order]
    ready, end = _rel(al.ready, base), _rel(al.end, base)
    enq, start = _rel(al.enqueue, base), _rel(al.start, base)
    clk, domains = _clock(end, sync, hosts, order, ranks, warns)
    clk = causal_bounds(clk, clk.correct(ready), clk.correct(end), al.meta, order, domains)
    ready, end, enq, start = (clk.correct(m) for m in (ready, end, enq, start))
    out = _inconsistent(ready, end, sync, hosts, clk.residual_ns, [bool(ranks[r].table.warnings) for r in order])
    _warn_inconsistent(out, al, order, warns)
    return clk, domains, tuple(np.where(out, np.nan, m) for m in (ready, end, enq, start))


def _step_rows(ranks, order, clk, base: int, steps) -> dict:
    """``{step: {rank: (start, end)}}``: the chosen steps' intervals, ns from ``base`` on the corrected clock."""
    out = {}
    for j, r in enumerate(order):
        st = ranks[r].table.steps
        s0 = clk.correct_column((st["start"] - base).astype(float), j)
        s1 = clk.correct_column((st["end"] - base).astype(float), j)
        for k, num in enumerate(st["num"].tolist()):
            if _within(num, steps):
                out.setdefault(num, {})[r] = (float(s0[k]), float(s1[k]))
    return out


def _origin(step_rows: dict, enq: np.ndarray, ready: np.ndarray) -> float:
    """The analysis clock's origin ``t0``: the earliest step start, enqueue or ready time (ns from ``base``)."""
    first = np.fmin(enq, ready)
    return min([v[0] for d in step_rows.values() for v in d.values()]
               + ([float(np.nanmin(first))] if np.isfinite(first).any() else []), default=0.0)


def _material(step_rows: dict, fraction: float) -> tuple:
    """``(median step time, material threshold)`` in ns: the median over steps of their median time across ranks,
    and ``fraction`` of it (NaN without steps)."""
    step_times = [median([e - s for s, e in d.values()]) for d in step_rows.values()]
    median_step = float(np.median(step_times)) if step_times else float("nan")
    return median_step, fraction * median_step if step_times else float("nan")


_RANK_FIELDS = ("ready_us", "enqueue_us", "start_us", "end_us", "wait_us", "service_us")


def _collectives_json(al, sp: dict, times: tuple, t0: float, threshold: float) -> list:
    """The collective rows: each aligned collective's records (µs from ``t0``), skews, tail, bandwidths and the
    members with no record in it."""
    ready, enq, start, end = times
    ci, cj = np.nonzero(sp["present"])  # only the (collective, rank) pairs that took place, row by row
    vals = np.round(np.stack([m[ci, cj] for m in (ready - t0, enq - t0, start - t0, end - t0, sp["wait"],
                                                  sp["service"])], axis=1) / 1000.0, 3).tolist()
    bounds = np.searchsorted(ci, np.arange(len(al.meta) + 1)).tolist()
    cj = cj.tolist()
    keys = [str(r) for r in al.ranks]
    tails, skews, skews_cf = sp["tail"].tolist(), sp["skew"].tolist(), sp["skew_cf"].tolist()
    lasts = [int(al.ranks[j]) for j in sp["last"].tolist()]
    out = []
    for c, m in enumerate(al.meta):
        rows = range(bounds[c], bounds[c + 1])
        per = {keys[cj[k]]: dict(zip(_RANK_FIELDS, (x if x == x else None for x in vals[k]))) for k in rows}
        if m["op"] in UNEVEN_OPS:  # each member's own size (uneven splits): workload evidence, never a mismatch
            for k in rows:
                b = int(al.nbytes[c, cj[k]])
                per[keys[cj[k]]]["bytes"] = b if b >= 0 else None
        out.append(_collective_row(m, per, tails[c], skews[c], skews_cf[c], lasts[c], threshold))
    return out


def _collective_row(m: dict, per: dict, tail: float, skew: float, skew_cf: float, last: int,
                    threshold: float) -> dict:
    """One collective's row: its identity, its records ``per`` rank, its skews and tail (µs), whether its skew is
    material, its algorithm and bus bandwidths (GB/s) and its members with no record."""
    members = len(m["group_ranks"]) if m["group_ranks"] else len(per)
    algbw = None
    if m["bytes"] and math.isfinite(tail) and tail > 0:
        algbw = algo_bytes(m["op"], m["bytes"], members) / tail  # bytes per ns = GB/s
    return {
        **{k: m[k] for k in ("id", "pg", "seq", "step", "op", "bytes", "group_ranks", "backend")},
        "ranks": per, "skew_us": _us(skew), "skew_clockfree_us": _us(skew_cf), "tail_us": _us(tail),
        "last_rank": last,
        "material": bool(math.isfinite(threshold) and math.isfinite(skew) and skew >= threshold),
        "algbw_gbps": None if algbw is None else round(algbw, 4),
        "busbw_gbps": None if algbw is None else round(algbw * bus_factor(m["op"], members), 4),
        "missing_ranks": sorted(set(_members(m)) - {int(k) for k in per}),
    }


def _across(ready: np.ndarray, end: np.ndarray, domains: list) -> np.ndarray:
    """Per aligned collective, whether its present records span two clock domains or more."""
    present = ~np.isnan(ready) & ~np.isnan(end)
    return np.array([len({domains[j] for j in np.flatnonzero(row)}) > 1 for row in present], dtype=bool)


def _diagnosis(ranks, frame: Frame, collectives: list, al, times: tuple, step_rows: dict, threshold: float,
               median_step: float) -> Diagnosis:
    """The span's diagnosis: ``diagnose`` run on its timeline, µs from the frame's origin."""
    enq, ready, end = times
    t0 = frame.t0_ns
    timeline = Timeline(list(al.ranks), al.meta, (enq - t0) / 1e3, (ready - t0) / 1e3, (end - t0) / 1e3, al.stream,
                        {n: {r: ((s - t0) / 1e3, (e - t0) / 1e3) for r, (s, e) in d.items()}
                         for n, d in step_rows.items()})
    return diagnose(ranks, frame, collectives, timeline, threshold / 1e3 if np.isfinite(threshold) else float("nan"),
                    median_step / 1e3 if np.isfinite(median_step) else None, {r: ranks[r].host for r in al.ranks})


def _within(num, steps) -> bool:
    return steps is None or ((steps[0] is None or num >= steps[0]) and (steps[1] is None or num <= steps[1]))


def _only_steps(al, steps):
    """The aligned collectives of the chosen steps (``Settings.steps``) only."""
    if steps is None:
        return al
    keep = np.array([m["step"] is not None and _within(m["step"], steps) for m in al.meta], dtype=bool)
    rows = np.flatnonzero(keep)
    new_row = np.append(np.where(keep, np.cumsum(keep) - 1, FATE_OTHER_STEPS), 0)  # [-1]: a fate stays itself
    fate = {r: np.where(f >= 0, new_row[np.where(f >= 0, f, -1)], f) for r, f in al.fate.items()}
    return dataclasses.replace(al, meta=[al.meta[i] for i in rows], ready=al.ready[rows], enqueue=al.enqueue[rows],
                               start=al.start[rows], end=al.end[rows], nbytes=al.nbytes[rows], stream=al.stream[rows],
                               fate=fate)


SAME_CLOCK_NS = 20_000  # how far apart ranks sharing a clock can record the ends of one synchronizing collective


def _others(m: np.ndarray, pick) -> np.ndarray:
    """Per entry, ``pick`` (np.fmax or np.fmin) of the other columns of its row (NaN where there is none)."""
    sign = 1.0 if pick is np.fmax else -1.0
    x = np.where(np.isnan(m), -np.inf, sign * m)
    out = np.full(m.shape, -np.inf)
    if m.shape[1] > 1 and len(m):
        rows = np.arange(len(x))
        top = np.argmax(x, axis=1)
        first = x[rows, top]
        x[rows, top] = -np.inf
        out[:] = first[:, None]
        out[rows, top] = x.max(axis=1)
    return np.where(np.isinf(out), np.nan, sign * out)


def _inconsistent(ready, end, sync, hosts, residual_ns, damaged) -> np.ndarray:
    """(collective, rank) records of synchronizing collectives that cannot be a member's: no member ends before
    the last is ready, beyond the clocks' error (``SAME_CLOCK_NS`` among ranks of one host, plus three times the
    fit's residual across hosts). Of the members that contradict each other in a collective, the ranks whose
    files were damaged are left out if any; else the one that contradicts the most other members, of equally many
    the one that contradicts them by the most, then the one with the shorter bar (end - ready); all of those tied."""
    out = np.zeros(ready.shape, dtype=bool)
    present = sync[:, None] & ~np.isnan(ready) & ~np.isnan(end)
    multi = np.array([len({hosts[j] for j in np.flatnonzero(row)}) > 1 for row in present], dtype=bool)
    tol = np.where(multi, SAME_CLOCK_NS + 3 * residual_ns, SAME_CLOCK_NS)[:, None]
    for _ in range(3):
        ok = present & ~out
        r, e = np.where(ok, ready, np.nan), np.where(ok, end, np.nan)
        with np.errstate(invalid="ignore"):
            by = np.fmax(r - _others(e, np.fmin), _others(r, np.fmax) - e) - tol  # how far it contradicts
        bad = ok & (by > 0)
        if not bad.any():
            break
        for c in np.flatnonzero(bad.any(axis=1)).tolist():
            js = np.flatnonzero(bad[c])
            hurt = [j for j in js.tolist() if damaged[j]]
            out[c, hurt or _most_contradicting(c, js, r, e, tol[c, 0], by)] = True
    return out


def _most_contradicting(c: int, js, r, e, tol: float, by) -> list:
    """Of the members ``js`` of collective ``c`` that contradict another, those ``_inconsistent`` leaves out: the
    contradiction moved one member's ready later or another's end earlier, and either shortens that member's bar."""
    def key(j):
        against = np.flatnonzero((r[c, j] > e[c] + tol) | (r[c] > e[c, j] + tol))
        return len(against), by[c, j], -(e[c, j] - r[c, j])
    keys = {j: key(j) for j in js.tolist()}
    top = max(keys.values())
    return [j for j, k in keys.items() if k == top]


def _warn_inconsistent(out, al, order, warns) -> None:
    for j in np.flatnonzero(out.any(axis=0)).tolist():
        rows = np.flatnonzero(out[:, j])
        warns.setdefault(order[j], []).append(
            f"{len(rows)} collective records inconsistent with their peers' (ready after the others had ended, or "
            f"ended before another was ready; e.g. {al.meta[rows[0]]['id']}): left out of those collectives")


def _clock(end, sync, hosts, order, ranks, warns):
    """The clock fit, each rank on its host's clock except ranks whose clock is their own: a trace without
    ``baseTimeNanoseconds`` whose times are not since the epoch, or one whose ends disagree with its host's
    other ranks (``clock.own_clocks``); those are fitted as hosts of their own, with a warning. Returns the fit
    and each rank's clock domain."""
    own = {j for j, r in enumerate(order) if ranks[r].table.own_clock}
    apart = own_clocks(end, sync, hosts, order) - own
    for j in apart:
        warns.setdefault(order[j], []).append(
            f"{ranks[order[j]].table.path}: its collectives end far from those of the other ranks of host "
            f"{hosts[j]}, which share its clock: its clock is fitted on its own (a damaged baseTimeNanoseconds?)")
    domains = [f"{h} (rank {order[j]}'s own clock)" if j in own | apart else h for j, h in enumerate(hosts)]
    return dataclasses.replace(estimate(end, sync, domains, order), hosts=list(hosts)), domains


def _clock_json(clk, order, sp, us, n_clocks, across):
    """The clock object. ``clock_suspect`` is judged on the collectives whose members span two clocks or more
    (``across``): within one clock, corrected and clock-free skews can only disagree by the clock-free
    estimate's own assumption (a common service time), never because of a clock."""
    suspect, disagree = False, 0
    if len(sp["skew"]) and n_clocks >= 2:
        both = np.isfinite(sp["skew"]) & np.isfinite(sp["skew_cf"]) & across
        if both.any():
            diff = np.abs(sp["skew"][both] - sp["skew_cf"][both])
            limit = 3 * clk.residual_ns + 20_000
            disagree = int((diff > limit).sum())
            suspect = bool(np.median(diff) > limit)
    return {"reference_rank": int(clk.reference_rank), "method": clk.method,
            "offsets_us": {str(r): us(clk.offsets_ns[j]) for j, r in enumerate(order)},
            "drift_ppm": {str(r): round(float(clk.drift_ppm[j]), 3) for j, r in enumerate(order)},
            "residual_us": us(clk.residual_ns), "clock_suspect": suspect,
            "hosts": {str(r): clk.hosts[j] for j, r in enumerate(order)}, "collectives_used": clk.used,
            "disagreements": disagree}


def _waits(collectives) -> dict:
    """``{(step, rank): µs}``: the time each rank spent waiting in the step's collectives, as the length of the
    union of its wait intervals (from its ready time on), so that outstanding operations are counted once."""
    spans = {}
    for c in collectives:
        if c["step"] is None:
            continue
        for r, v in c["ranks"].items():
            if v["wait_us"] is not None and v["wait_us"] > 0:
                spans.setdefault((c["step"], int(r)), []).append((v["ready_us"], v["ready_us"] + v["wait_us"]))
    out = {}
    for key, iv in spans.items():
        total, end = 0.0, -float("inf")
        for a, b in sorted(iv):
            if b > end:
                total += b - max(a, end)
                end = b
        out[key] = total
    return out


def _steps_json(step_rows, collectives, t0, us, diag, order):
    """``(steps, work)``: the per-step rows, and each rank's own work per step (steps × ``order``, µs, NaN where a
    rank has no such step)."""
    waits = _waits(collectives)
    out = []
    col = {r: j for j, r in enumerate(order)}
    matrix = np.full((len(step_rows), len(order)), np.nan)
    for i, num in enumerate(sorted(step_rows)):
        d = step_rows[num]
        work = {r: (e - s) / 1000.0 - waits.get((num, r), 0.0) for r, (s, e) in d.items()}
        for r, v in work.items():
            matrix[i, col[r]] = v
        wmax = max(work, key=work.get)
        ex = diag.exposed.get(num, {})
        path = diag.steps.get(num, {})
        out.append({"step": int(num), "time_us": us(median([e - s for s, e in d.values()])),
                    "time_max_us": us(max(e - s for s, e in d.values())),
                    "start_us": us(min(s for s, _ in d.values()) - t0),
                    "work_max_us": round(work[wmax], 3), "work_median_us": round(median(list(work.values())), 3),
                    "max_rank": int(wmax), "ranks": sorted(int(r) for r in d),
                    "critical_rank": path.get("critical_rank"), "critical_collective": path.get("critical_collective"),
                    "replay_error_pct": path.get("replay_error_pct"),
                    "waiting_explained_pct": path.get("waiting_explained_pct"),
                    "held_by": path.get("held_by", []), "held_cost_us": path.get("held_cost_us"),
                    "critical_path": path.get("path", []),
                    "comm_us": ex.get("comm_us", {}), "exposed_comm_us": ex.get("exposed_comm_us", {}),
                    "intervals_us": {str(r): [us(s - t0), us(e - t0)] for r, (s, e) in d.items()},
                    "work_us": {str(r): round(v, 3) for r, v in work.items()}})
    return out, matrix


def _members(m) -> list:
    """The ranks a collective's records belong to: a point-to-point pair's two ends, else its group's members."""
    return [m["src"], m["dst"]] if m["p2p"] else list(m["group_ranks"] or ())


def _absent(al, ranks) -> dict:
    """``{rank: [collective ids]}``: collectives of a process group a profiled rank belongs to that hold no record
    of it (not counting those it was excluded from as mismatched, nor those of a step it did not record)."""
    col = {r: j for j, r in enumerate(al.ranks)}
    steps = {r: set(ri.table.steps["num"].tolist()) for r, ri in ranks.items()}
    excluded = {(m["collective"], m["rank"]) for m in al.mismatches}
    out = {}
    for c, m in enumerate(al.meta):
        members = [r for r in _members(m) if r in col]
        if not members:
            continue
        lost = np.flatnonzero(al.ready[c, [col[r] for r in members]] < 0)
        for k in lost.tolist():
            r = members[k]
            if (m["id"], r) not in excluded and r in ranks and (m["step"] is None or m["step"] in steps[r]):
                out.setdefault(r, []).append(m["id"])
    return out


def _miscounted(pg, slot, n, want) -> str:
    where = f"step {slot[0]}" if not slot[1] else f"after step {slot[0]}"
    return (f"{n} collective records of PG {pg} in {where} where its peers recorded {want}: one is missing or extra "
            f"(removed, or recorded with another ph); this rank's records of PG {pg} there are left out")


def _ids(ids: list, n: int = 3) -> str:
    return ", ".join(ids[:n]) + (f" and {len(ids) - n} more" if len(ids) > n else "")


def _ranks_json(ranks, order, world, warns, al, errors, step_rows, roles, solo: dict):
    """The rank rows: every rank profiled, of the world or warned about, with its status and warnings."""
    mism = {}
    for m in al.mismatches:
        mism[m["rank"]] = mism.get(m["rank"], 0) + 1
    # a step at least half the profiled ranks recorded: a rank without it lacks it; one with a step fewer recorded has it
    # alone (a renumbered or stray step), which says nothing about the others
    all_steps = ({s for s, by in step_rows.items() if 2 * len(by) >= len(ranks)}, set(step_rows))
    groups = {m["pg"]: m["group_ranks"] for m in al.meta if m["group_ranks"] and not m["p2p"]}
    absent = _absent(al, ranks)
    kernels = comm_kernels(ranks, al, world)
    rows = []
    for r in sorted(set(ranks) | set(range(world)) | set(warns)):
        w = list(warns.get(r, []))
        if r not in ranks:
            rows.append(_unprofiled_row(r, w))
            continue
        row = _profiled_row(r, ranks[r], w, all_steps, mism, al, absent, groups, roles.get(r), solo.get(r, 0))
        if kernels[r]["kernels"]:
            row["comm_kernels"] = kernels[r]
        rows.append(row)
    return rows


def _profiled_row(r: int, ri, w: list, all_steps: tuple, mism: dict, al, absent: dict, groups: dict, role,
                  solo: int) -> dict:
    """The row of a profiled rank: its host, device, file, steps, status (partial where some of its records are
    left out), warnings, worker, positions in its process groups and role. ``all_steps``: the steps at least half
    the ranks recorded, and every step of the span."""
    t = ri.table
    steps = sorted(int(s) for s in t.steps["num"].tolist())
    shared, span = all_steps
    lacking, alone = shared - set(steps), set(steps) & span - shared
    w += t.warnings
    w += _alignment_warnings(r, lacking, mism, al, absent, solo)
    if alone:
        w.append(f"steps fewer than half the profiled ranks recorded: {sorted(alone)}")
    partial = bool(mism.get(r)) or bool(lacking) or bool(alone) or r in al.miscounted or bool(absent.get(r))
    return {"rank": r, "host": ri.host, "gpu": t.devices[0] if t.devices else None, "files": [t.path],
            "steps": steps, "status": "partial" if partial else "ok", "warnings": w, "worker": t.worker,
            "rank_source": ri.source, "pg_positions": {pg: g.index(r) for pg, g in groups.items() if r in g},
            "role": role}


def _unprofiled_row(r: int, w: list) -> dict:
    """The row of a rank with no trace file: in error where it was warned about, else not profiled."""
    return {"rank": r, "host": None, "gpu": None, "files": [], "steps": [], "status": "error" if w else "not_profiled",
            "warnings": w or ["rank not profiled (no trace file)"], "worker": None, "rank_source": None}


def _alignment_warnings(r: int, lacking: set, mism: dict, al, absent: dict, solo: int) -> list:
    """A profiled rank's warnings about its records against its peers': steps it lacks, records mismatched,
    unmatched, without peer ranks, miscounted, and collectives it has no record of."""
    w = []
    if lacking:
        w.append(f"steps recorded by other ranks but not this one: {sorted(lacking)}")
    if mism.get(r):
        w.append(f"{mism[r]} collectives do not match their peers (op, size, element type or Comms Id); excluded "
                 "from those collectives")
    if al.unmatched.get(r, 0) > solo:
        w.append(f"{al.unmatched[r] - solo} collective records could not be matched to any peer")
    if solo:
        w.append(f"{solo} collective records have no other profiled member: single-rank evidence (single_rank), "
                 "each bar holding waiting and transfer together")
    if al.no_peer.get(r):
        w.append(f"{al.no_peer[r]} point-to-point kernels carry no peer ranks (older trace): not aligned")
    w += [_miscounted(pg, slot, n, want) for pg, slot, n, want in al.miscounted.get(r, [])]
    if absent.get(r):
        w.append(f"no record of {len(absent[r])} collectives its peers recorded ({_ids(absent[r])}): removed, "
                 "or not recorded as collectives (another ph); excluded from them")
    return w
