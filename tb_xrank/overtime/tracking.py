"""Which scalars track the straggler: each scalar against the ranks' work and criticality over the profiled steps.

For a rank's series: ``r``, its Pearson correlation with the rank's own work over the steps both are known
(by rank, over time); ``r_critical``, with the rank holding the step back; ``ratio`` and ``ratio_held``, its median
over the other ranks' median value at the same steps (all steps; the steps it held back). For a scalar as a whole
(the row of rank null): each rank's value minus the step's median against its work minus the step's median, pooled
over ranks and steps (by step, across ranks); a scalar of no rank, against the step time.

A scalar *tracks* the straggler when, on at least ``MIN_STEPS`` steps, the straggler's own series correlates with
its work (by rank), or the scalar's deviations correlate with the work's across ranks (by step), with |r| at least
``R_MIN`` and p at most ``ALPHA`` (Fisher's z over the steps, which counts a step once however many ranks it has),
and the straggler's value in the steps it held back lies at least ``MIN_APART`` from its peers' in the direction
that makes it slow. A scalar equal on every rank sets no rank apart and is never claimed; nor is one on fewer
steps. A tracking scalar points to the data when its name is workload-like, to placement when device-like.
"""
import math
import re

import numpy as np

from ..numeric import median

MIN_STEPS, R_MIN, ALPHA, MIN_APART = 10, 0.5, 0.01, 0.05
WORKLOAD = {"token", "tokens", "seq", "seqlen", "sequence", "length", "len", "expert", "experts", "load", "batch",
            "samples", "sample", "padding", "pad", "routed", "routing", "capacity", "microbatch", "examples"}
DEVICE = {"temp", "temperature", "clock", "clocks", "clk", "sm", "freq", "frequency", "mhz", "power", "watt", "watts",
          "energy", "ecc", "xid", "error", "errors", "nic", "rx", "tx", "retrans", "retransmit", "retransmits", "link",
          "pcie", "nvlink", "ib", "throttle", "throttling", "fan", "celsius", "thermal", "dropped", "drops"}


def kind_of(name: str) -> str | None:
    """``workload`` or ``device`` by the words of a scalar's name, else None."""
    words = set(re.split(r"[^a-z0-9]+|(?<=[a-z])(?=[0-9])", name.lower()))
    if words & WORKLOAD:
        return "workload"
    if words & DEVICE:
        return "device"
    return None


def pearson(x: list, y: list) -> float | None:
    """Pearson's r, or None when there are fewer than 3 pairs or either side does not vary."""
    if len(x) < 3:
        return None
    a, b = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    a, b = a - a.mean(), b - b.mean()
    den = math.sqrt(float(a @ a) * float(b @ b))
    scale = max(1.0, float(np.abs(a).max()) * float(np.abs(b).max()))
    if den <= 1e-12 * scale * len(a):
        return None
    return max(-1.0, min(1.0, float(a @ b) / den))


def p_of(r: float | None, n: int) -> float | None:
    """Two-sided p of a correlation ``r`` over ``n`` independent pairs (Fisher's z)."""
    if r is None or n < 4:
        return None
    if abs(r) >= 1.0:
        return 0.0
    return math.erfc(abs(math.atanh(r)) * math.sqrt(n - 3) / math.sqrt(2))


def _ratio(series: dict, rank: int, mine: dict, steps: list) -> float | None:
    """Median over ``steps`` of ``mine[step]`` over the other ranks' median value at that step."""
    out = []
    for n in steps:
        peers = [s[n] for (name, r), s in series.items() if r is not None and r != rank and n in s]
        if n in mine and peers and median(peers) != 0:
            out.append(mine[n] / median(peers))
    return round(median(out), 4) if out else None


def rank_row(name: str, rank: int, series: dict, steps: list, work: dict, held: dict) -> dict:
    """The row of one rank's series (``series``: this name's ``{(name, rank): {step: value}}``)."""
    mine = series[(name, rank)]
    pairs = [(mine[n], work[n][rank]) for n in steps if n in mine and work.get(n, {}).get(rank) is not None]
    crit = [(mine[n], float(rank in held.get(n, ()))) for n in steps if n in mine]
    r = pearson([p[0] for p in pairs], [p[1] for p in pairs])
    mine_held = [n for n in steps if rank in held.get(n, ())]
    return {"name": name, "rank": rank, "r": _round(r), "steps": len(pairs), "points_to": None, "kind": kind_of(name),
            "tracks": False, "r_critical": _round(pearson([c[0] for c in crit], [c[1] for c in crit])),
            "ratio": _ratio(series, rank, mine, steps), "ratio_held": _ratio(series, rank, mine, mine_held),
            "p_value": _round(p_of(r, len(pairs)), 6), "source": "", "basis": None}


def _deviations(series: dict, n: int, work: dict, held: dict) -> list:
    """``[(value - step median, work - step median, held)]`` of the ranks with both at step ``n``."""
    both = [(r, s[n], work[n][r]) for (_, r), s in series.items()
            if r is not None and n in s and work.get(n, {}).get(r) is not None]
    if len(both) < 2:
        return []
    mv, mw = median([b[1] for b in both]), median([b[2] for b in both])
    return [(v - mv, w - mw, float(r in held.get(n, ()))) for r, v, w in both]


def _against_time(mine: dict, steps: list, step_time: dict) -> tuple:
    """``(r, steps)`` of a scalar of no rank against the step time."""
    pairs = [(mine[n], step_time[n]) for n in steps if n in mine and step_time.get(n) is not None]
    return pearson([p[0] for p in pairs], [p[1] for p in pairs]), len(pairs)


def _pooled(series: dict, steps: list, work: dict, held: dict) -> tuple:
    """``(r against work, r against being held back, steps)`` of the deviations pooled across ranks."""
    per = [_deviations(series, n, work, held) for n in steps]
    pooled = [d for ds in per for d in ds]
    xs = [d[0] for d in pooled]
    return pearson(xs, [d[1] for d in pooled]), pearson(xs, [d[2] for d in pooled]), sum(1 for ds in per if ds)


def across_row(name: str, series: dict, steps: list, work: dict, held: dict, step_time: dict) -> dict:
    """The row of rank null: deviations pooled across ranks (a scalar of no rank: against the step time)."""
    alone = (name, None) in series and len(series) == 1
    if alone:
        (r, n_steps), rc = _against_time(series[(name, None)], steps, step_time), None
    else:
        r, rc, n_steps = _pooled(series, steps, work, held)
    return {"name": name, "rank": None, "r": _round(r), "steps": n_steps, "points_to": None, "kind": kind_of(name),
            "tracks": False, "r_critical": _round(rc), "ratio": None, "ratio_held": None,
            "p_value": _round(p_of(r, n_steps), 6), "source": "run" if alone else "ranks", "basis": None}


def _round(x: float | None, nd: int = 4) -> float | None:
    return None if x is None else round(x, nd)


def strongest(row: dict) -> float | None:
    """Of a row's correlations with work (``r``) and with being held back (``r_critical``), the larger in size."""
    xs = [x for x in (row["r"], row["r_critical"]) if x is not None]
    return max(xs, key=abs) if xs else None


def significant(row: dict) -> bool:
    """Enough steps, and a correlation with work or with being held back of |r| at least R_MIN and p at most
    ALPHA."""
    if row["steps"] < MIN_STEPS:
        return False
    return any(x is not None and abs(x) >= R_MIN and (p_of(x, row["steps"]) or 0.0) <= ALPHA
               for x in (row["r"], row["r_critical"]))


def apart(ratio_held: float | None, r: float | None) -> bool:
    """Whether the straggler's value in the steps it held back lies MIN_APART from its peers' in the direction of
    ``r`` (more of a scalar that goes with more work, less of one that goes with less)."""
    if ratio_held is None or r is None:
        return False
    return ratio_held >= 1 + MIN_APART if r > 0 else ratio_held <= 1 - MIN_APART
