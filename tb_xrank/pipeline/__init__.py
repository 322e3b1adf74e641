"""Assemble the Analysis from decoded rank tables: align → clock → split → diagnose → the JSON contract.

Pure (no I/O): rank tables in, the Analysis and the clock frame it was computed in out. Here: the sequence, the
steps and collective rows and the diagnosis; ``corrected`` puts the records on the corrected clock, ``ranks`` writes
the rank rows.
"""
import dataclasses
import math

import msgspec
import numpy as np
import numpy.ma  # noqa: F401  (np.median loads it on its first call: here it loads while the ranks decode)

from ..version import __version__
from ..diagnose import findings as findings_mod
from ..diagnose import maxima, mesh
from ..align.identity import resolve_ranks
from ..align.matching import FATE_OTHER_STEPS, align
from ..align.solo import single_member
from ..model import GROUP_ABOVE, SCHEMA, Analysis, NothingToAnalyse, note
from ..ingest.collectives import UNEVEN_OPS
from ..config import Settings
from ..ingest.discover import RunFiles
from ..align.frame import CollectiveMeta, Frame, Records, Timeline
from ..align.strings import SpanStrings
from ..diagnose import Diagnosis, Scale, diagnose, single, worst
from ..align.readiness import algo_bytes, bus_factor, split
from ..numeric import median
from .corrected import across_clocks, clock_json, corrected, synchronizing
from .ranks import Roster, ranks_json


def _us(v: float | None) -> float | None:
    """A ns value as µs rounded to the ns, or None where it is absent or not finite."""
    return None if v is None or not math.isfinite(v) else round(float(v) / 1000.0, 3)


def build_frame(run: RunFiles, index: int, tables: list, errors: list,
                settings: Settings) -> tuple[Analysis, dict, Frame]:
    """``(Analysis, {rank: RankInfo}, Frame)`` from the decoded rank tables of span ``index`` of ``run``: the
    Analysis, the ranks it read and the frame that maps each rank's ns to its µs. ``errors``: the files that could
    not be decoded; the workers of the run with no file in the span join them."""
    missing = sorted(set(run.workers) - {tf.worker for tf in run.span(index)})
    ranks, errors, warns, world = _resolved(tables, errors, settings, index, missing)
    al = _only_steps(align(ranks), settings.steps)
    order = al.ranks
    base = _base(ranks, al)
    sync = synchronizing(al.meta)
    clk, domains, (ready, end, enq, start) = corrected(al, base, sync, ranks, warns)
    col = {r: j for j, r in enumerate(order)}
    sp = split(ready, end, al.meta, [col.get(m.dst, -1) if m.p2p else -1 for m in al.meta])
    step_rows = _step_rows(ranks, order, clk, base, settings.steps)
    t0 = _origin(step_rows, enq, ready)
    median_step, threshold = _material(step_rows, settings.material_fraction)
    scale = Scale.from_ns(threshold, median_step)
    rec = _records(al, sp, (ready, enq, start, end), t0, threshold)
    collectives = _collectives_json(al, rec, sp)
    clock = clock_json(clk, order, sp, _us, len(set(domains)), across_clocks(ready, end, domains))
    frame = Frame(base, t0, clk, col)
    strings = SpanStrings.of(ranks)
    diag = (_diagnosis(ranks, frame, al, (enq, ready, end, rec, strings), step_rows, scale)
            if settings.diagnose else Diagnosis.none("diagnosis not run"))
    solo = _single_rank(ranks, (frame, strings), al, world, step_rows, scale, settings.diagnose)
    diag = _superseded(diag, al, solo[1])
    steps, work = _steps_json(step_rows, _waits(al.meta, rec, order), t0, _us, diag, order)
    collectives = worst.annotated(collectives, diag.divergences, steps, diag.stragglers)
    rank_rows = ranks_json(Roster(ranks, world, warns), al, step_rows, diag.roles,
                           {r: len(s["rows"]) for r, s in solo[1].items()})
    analysis = Analysis.build(
        schema=SCHEMA, run=run.name, span=index + 1, spans=run.n_spans, tool_version=__version__,
        settings={"material_fraction": settings.material_fraction, "host_map": settings.host_map,
                  "material_threshold_us": _us(threshold), "median_step_us": _us(median_step),
                  "steps": list(settings.steps) if settings.steps else None},
        world_size=world, ranks=rank_rows, errors=errors, clock=clock, collectives=collectives, steps=steps,
        grouped=len(ranks) > GROUP_ABOVE,
        stragglers=diag.stragglers, divergences=diag.divergences, propagation=diag.propagation,
        gaps=diag.gaps, mismatches=al.mismatches, findings=[], windows=diag.windows,
        worst_step=worst.worst_step(steps, diag.divergences),
        maxima=maxima.scaling(work, list(order), diag.stragglers),
        **({"pipeline": diag.pipeline} if diag.pipeline else {}),
        **({"single_rank": solo[0]} if solo[0] else {}))
    if analysis.grouped:
        analysis = msgspec.structs.replace(analysis, groupings=mesh.groupings(analysis))
    return findings_mod.with_findings(analysis), ranks, frame


def _single_rank(ranks, on: tuple[Frame, SpanStrings], al, world: int, step_rows: dict, scale: Scale,
                 run: bool) -> tuple:
    """``(the Analysis' single_rank object or None, {rank: {"rows": records}})``: each rank's single-member records
    (``align.solo``) of the chosen steps, with the walk-back of the rank alone over them (``diagnose.single``), on the
    span's frame and string tables (``on``)."""
    frame, strings = on
    t0 = frame.t0_ns
    per, counts = {}, {}
    for r, s in single_member(ranks, al.fate, world).items():
        keep = [k for k, m in enumerate(s.meta) if m.step in step_rows and r in step_rows[m.step]]
        if not keep:
            continue
        s = dataclasses.replace(s, rows=[s.rows[k] for k in keep], meta=[s.meta[k] for k in keep])
        steps_us = {n: {r: ((d[r][0] - t0) / 1e3, (d[r][1] - t0) / 1e3)} for n, d in step_rows.items() if r in d}
        tl = single.timeline(s, ranks[r], frame, steps_us, strings)
        diag = (diagnose({r: ranks[r]}, frame, tl, scale, {r: ranks[r].host})
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
    return dataclasses.replace(diag, divergences=[d for d in diag.divergences if d.rank not in alone],
                               steps={n: _not_held_by(v, alone) for n, v in diag.steps.items()},
                               propagation=[p for p in diag.propagation if p.source_rank not in alone],
                               windows={k: w for k, w in diag.windows.items() if w.critical_rank not in alone})


def _not_held_by(row: dict, alone: set) -> dict:
    """A step's diagnosis row without the ranks ``alone`` among those that held it back."""
    held = [r for r in row.get("held_by", []) if r not in alone]
    return {**row, "held_by": held, **({} if held else {"held_cost_us": None})}


def without_traces(name: str, world: int) -> Analysis:
    """The Analysis of a run with no profiler trace (a hang's Flight Recorder dumps alone): ``world`` ranks, none
    profiled, nothing aligned."""
    ranks: list[dict] = [{"rank": r, "host": None, "gpu": None, "files": [], "steps": [], "status": "not_profiled", "warnings": [],
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
        errors.append(note("file.no_span_file", f"worker has no trace file for span {index + 1}", w))
    if not ranks:
        raise NothingToAnalyse("; ".join(f"{e.file}: {e.text}" for e in errors))
    return ranks, errors, warns, world


def _base(ranks, al) -> int:
    """The earliest rank-local ns of the span: its ranks' first step starts and its first enqueue or ready time."""
    cands = [int(ranks[r].table.steps["start"][0]) for r in al.ranks if len(ranks[r].table.steps["start"])]
    cands += [int(m[m >= 0].min()) for m in (al.enqueue, al.ready) if (m >= 0).any()]
    return min(cands, default=0)


def _step_rows(ranks, order, clk, base: int, steps) -> dict:
    """``{step: {rank: (start, end)}}``: the chosen steps' intervals, ns from ``base`` on the corrected clock."""
    out: dict[int, dict[int, tuple[float, float]]] = {}
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


def _records(al, sp: dict, times: tuple, t0: float, threshold: float) -> Records:
    """The span's records as the Analysis states them (``Records``): ``times`` (ready, enqueue, start, end in ns on
    the corrected clock) from ``t0``, and the waits and services of ``sp``."""
    present = sp["present"]
    us = {}
    for f, m in zip(Records.FIELDS, (*(t - t0 for t in times), sp["wait"], sp["service"])):
        v = np.round(m / 1000.0, 3)
        v[~present] = np.nan
        us[f] = v
    uneven = np.array([m.op in UNEVEN_OPS for m in al.meta], dtype=bool)
    nbytes = np.where(present & uneven[:, None], al.nbytes, -1) if len(al.meta) else al.nbytes
    skews = sp["skew"].tolist()
    return Records(present, us, nbytes, [_us(s) for s in skews],
                   [bool(math.isfinite(threshold) and math.isfinite(s) and s >= threshold) for s in skews])


def _collectives_json(al, rec: Records, sp: dict) -> list:
    """The collective rows: each aligned collective's records, skews, tail, bandwidths and the members with no
    record in it."""
    ci, cjs = np.nonzero(rec.present)  # only the (collective, rank) pairs that took place, row by row
    vals = np.stack([rec.us[f][ci, cjs] for f in Records.FIELDS], axis=1).tolist()
    sizes = rec.nbytes[ci, cjs].tolist()
    bounds = np.searchsorted(ci, np.arange(len(al.meta) + 1)).tolist()
    cj = cjs.tolist()
    keys = [int(r) for r in al.ranks]
    tails, skews_cf = sp["tail"].tolist(), sp["skew_cf"].tolist()
    lasts = [int(al.ranks[j]) for j in sp["last"].tolist()]
    out = []
    for c, m in enumerate(al.meta):
        rows = range(bounds[c], bounds[c + 1])
        per = {keys[cj[k]]: dict(zip(Records.FIELDS, (x if x == x else None for x in vals[k]))) for k in rows}
        if m.op in UNEVEN_OPS:  # each member's own size (uneven splits): workload evidence, never a mismatch
            for k in rows:
                per[keys[cj[k]]]["bytes"] = sizes[k] if sizes[k] >= 0 else None
        out.append(_collective_row(m, per, tails[c], (rec.skew_us[c], skews_cf[c]), lasts[c], rec.material[c]))
    return out


def _collective_row(m: CollectiveMeta, per: dict, tail: float, skews: tuple, last: int, material: bool) -> dict:
    """One collective's row: its identity, its records ``per`` rank, its skews and tail (µs), whether its skew is
    material, its algorithm and bus bandwidths (GB/s) and its members with no record."""
    members = len(m.group_ranks) if m.group_ranks else len(per)
    algbw = None
    if m.bytes and math.isfinite(tail) and tail > 0:
        algbw = algo_bytes(m.op, m.bytes, members) / tail  # bytes per ns = GB/s
    return {
        **{k: getattr(m, k) for k in ("id", "pg", "seq", "step", "op", "bytes", "group_ranks", "backend")},
        "ranks": per, "skew_us": skews[0], "skew_clockfree_us": _us(skews[1]), "tail_us": _us(tail),
        "last_rank": last, "material": material,
        "algbw_gbps": None if algbw is None else round(algbw, 4),
        "busbw_gbps": None if algbw is None else round(algbw * bus_factor(m.op, members), 4),
        "missing_ranks": sorted(set(m.members()) - {int(k) for k in per}),
    }


def _diagnosis(ranks, frame: Frame, al, times: tuple, step_rows: dict, scale: Scale) -> Diagnosis:
    """The span's diagnosis: ``diagnose`` run on its timeline, µs from the frame's origin."""
    enq, ready, end, rec, strings = times
    t0 = frame.t0_ns
    timeline = Timeline(list(al.ranks), al.meta, (enq - t0) / 1e3, (ready - t0) / 1e3, (end - t0) / 1e3, al.stream,
                        {n: {r: ((s - t0) / 1e3, (e - t0) / 1e3) for r, (s, e) in d.items()}
                         for n, d in step_rows.items()}, rec, strings)
    return diagnose(ranks, frame, timeline, scale, {r: ranks[r].host for r in al.ranks})


def _within(num, steps) -> bool:
    return steps is None or ((steps[0] is None or num >= steps[0]) and (steps[1] is None or num <= steps[1]))


def _only_steps(al, steps):
    """The aligned collectives of the chosen steps (``Settings.steps``) only."""
    if steps is None:
        return al
    keep = np.array([m.step is not None and _within(m.step, steps) for m in al.meta], dtype=bool)
    rows = np.flatnonzero(keep)
    new_row = np.append(np.where(keep, np.cumsum(keep) - 1, FATE_OTHER_STEPS), 0)  # [-1]: a fate stays itself
    fate = {r: np.where(f >= 0, new_row[np.where(f >= 0, f, -1)], f) for r, f in al.fate.items()}
    return dataclasses.replace(al, meta=[al.meta[i] for i in rows], ready=al.ready[rows], enqueue=al.enqueue[rows],
                               start=al.start[rows], end=al.end[rows], nbytes=al.nbytes[rows], stream=al.stream[rows],
                               fate=fate)


def _waits(meta: list[CollectiveMeta], rec: Records, order: list) -> dict:
    """``{(step, rank): µs}``: the time each rank spent waiting in the step's collectives, as the length of the
    union of its wait intervals (from its ready time on), so that outstanding operations are counted once."""
    spans: dict[tuple[int, int], list] = {}
    ready, wait = rec.us["ready_us"], rec.us["wait_us"]
    ci, cj = np.nonzero(rec.present & (wait > 0))
    for c, j, a, w in zip(ci.tolist(), cj.tolist(), ready[ci, cj].tolist(), wait[ci, cj].tolist()):
        step = meta[c].step
        if step is not None:
            spans.setdefault((step, int(order[j])), []).append((a, a + w))
    out = {}
    for key, iv in spans.items():
        total, end = 0.0, -float("inf")
        for a, b in sorted(iv):
            if b > end:
                total += b - max(a, end)
                end = b
        out[key] = total
    return out


def _steps_json(step_rows, waits: dict, t0, us, diag, order):
    """``(steps, work)``: the per-step rows, and each rank's own work per step (steps × ``order``, µs, NaN where a
    rank has no such step); ``waits``: ``_waits``."""
    out = []
    col = {r: j for j, r in enumerate(order)}
    matrix = np.full((len(step_rows), len(order)), np.nan)
    for i, num in enumerate(sorted(step_rows)):
        d = step_rows[num]
        work = {r: (e - s) / 1000.0 - waits.get((num, r), 0.0) for r, (s, e) in d.items()}
        for r, v in work.items():
            matrix[i, col[r]] = v
        wmax = max(work, key=lambda r: work[r])
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
                    "intervals_us": {r: [us(s - t0), us(e - t0)] for r, (s, e) in d.items()},
                    "work_us": {r: round(v, 3) for r, v in work.items()}})
    return out, matrix


