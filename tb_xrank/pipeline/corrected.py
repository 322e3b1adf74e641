"""The aligned records' times on the corrected clock: each rank on its host's clock (or its own), the clock fitted
to the synchronizing collectives, and the records that contradict their peers' beyond the clocks' error left out;
the clock object of the Analysis.
"""
import dataclasses
import typing

import numpy as np

from ..align.clock import causal_bounds, estimate, own_clocks
from ..ingest.collectives import SYNCHRONIZING

if typing.TYPE_CHECKING:
    from collections.abc import Callable

    from ..align.clock import Clock
    from ..align.identity import RankInfo
    from ..align.matching import Aligned


SAME_CLOCK_NS = 20_000  # how far apart ranks sharing a clock can record the ends of one synchronizing collective


def _rel(mat: np.ndarray, base: int) -> np.ndarray:
    return np.where(mat >= 0, (mat - base).astype(np.float64), np.nan)


def synchronizing(meta: list) -> np.ndarray:
    """Per aligned collective, whether its members all finish together: synchronizing collectives, and NCCL
    point-to-point pairs (both kernels end when the transfer does; gloo's send returns before the receive
    completes)."""
    return np.array([m.op in SYNCHRONIZING or (m.p2p and m.backend == "nccl") for m in meta], dtype=bool)


def corrected(al: "Aligned", base: int, sync: np.ndarray, ranks: "dict[int, RankInfo]",
              warns: dict[int, list[str]]) -> tuple:
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
            f"ended before another was ready; e.g. {al.meta[rows[0]].id}): left out of those collectives")


def across_clocks(ready: np.ndarray, end: np.ndarray, domains: list) -> np.ndarray:
    """Per aligned collective, whether its present records span two clock domains or more."""
    present = ~np.isnan(ready) & ~np.isnan(end)
    return np.array([len({domains[j] for j in np.flatnonzero(row)}) > 1 for row in present], dtype=bool)


def clock_json(clk: "Clock", order: list, sp: dict, us: "Callable[[float | None], float | None]", n_clocks: int,
               across: np.ndarray) -> dict:
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
