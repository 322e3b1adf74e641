"""The statistics of a comparison: each metric of both runs over the matched steps, and its verdict against
step-to-step noise.

Each metric is a percentile over the matched steps (``step_time_max_*``: of each step's maximum over ranks of the
ProfilerStep duration) or over their collectives (``arrival_skew_*``, ``tail_*``). ``delta`` = b − a. The verdict
is decided against step-to-step noise: both runs' steps are resampled with replacement (BOOTSTRAP times, fixed
seed), and B is ``higher``/``lower`` only when the 99 % interval of the resampled delta excludes zero and |delta|
is at least MIN_EFFECT of A's value (and MIN_EFFECT_US), else ``unchanged``; with fewer than MIN_STEPS matched
steps every metric is ``inconclusive``, without interval or p-value.
"""
import collections
import dataclasses
import typing

import numpy as np

if typing.TYPE_CHECKING:
    from collections.abc import Sequence

    from ..model import Analysis

BOOTSTRAP = 1000
ALPHA = 0.01  # two-sided: a CI gate should rarely cry wolf over seven metrics
MIN_EFFECT = 0.02
MIN_EFFECT_US = 1.0
MIN_STEPS = 5  # fewer matched steps: too few to resample, so no verdict, interval or p-value

# name -> (source, percentile); source "skew"/"tail" are per collective, "step_max"/"work_max" per step
METRICS = {
    "arrival_skew_p50_us": ("skew", 50), "arrival_skew_p90_us": ("skew", 90),
    "tail_p50_us": ("tail", 50), "tail_p90_us": ("tail", 90),
    "step_time_max_p50_us": ("step_max", 50), "step_time_max_p90_us": ("step_max", 90),
    "work_max_p50_us": ("work_max", 50),
}
LABELS = {
    "arrival_skew_p50_us": "arrival skew, median", "arrival_skew_p90_us": "arrival skew, p90",
    "tail_p50_us": "post-last-arrival tail, median", "tail_p90_us": "post-last-arrival tail, p90",
    "step_time_max_p50_us": "per-step maximum step time, median",
    "step_time_max_p90_us": "per-step maximum step time, p90",
    "work_max_p50_us": "slowest rank's own work per step, median",
}


@dataclasses.dataclass
class Series:
    """Values of one metric source over the matched steps: ``values`` and the matched-step index of each."""

    values: np.ndarray
    step: np.ndarray

    def pct(self, q: float) -> float:
        return float(np.percentile(self.values, q)) if len(self.values) else float("nan")

    def boot(self, qs: "Sequence[float]", counts: np.ndarray) -> np.ndarray:
        """Percentiles ``qs`` in each resample, ``(len(qs), resamples)``: ``counts[i, s]`` is how often matched
        step ``s`` was drawn in resample ``i``; equal to ``np.percentile`` of the values repeated that often
        (linear interpolation)."""
        out = np.full((len(qs), len(counts)), np.nan)
        if not len(self.values):
            return out
        order = np.argsort(self.values, kind="stable")
        v, st = self.values[order], self.step[order]
        for lo in range(0, len(counts), 64):
            cw = np.cumsum(counts[lo:lo + 64][:, st], axis=1)  # one cumulative count for every percentile
            n = cw[:, -1]
            for k, q in enumerate(qs):
                h = (n - 1) * (q / 100.0)
                j0 = np.floor(h)
                j1 = np.minimum(j0 + 1, n - 1)
                i0 = np.minimum((cw <= j0[:, None]).sum(1), len(v) - 1)  # expanded index j -> first cw > j
                i1 = np.minimum((cw <= j1[:, None]).sum(1), len(v) - 1)
                out[k, lo:lo + 64] = np.where(n > 0, v[i0] + (h - j0) * (v[i1] - v[i0]), np.nan)
        return out


def draws(rng: np.random.Generator, n_steps: int) -> np.ndarray:
    """``(BOOTSTRAP, n_steps)`` multiplicities of each step in resamples of the steps with replacement."""
    idx = rng.integers(0, n_steps, size=(BOOTSTRAP, n_steps))
    flat = (np.arange(BOOTSTRAP)[:, None] * n_steps + idx).ravel()
    return np.bincount(flat, minlength=BOOTSTRAP * n_steps).reshape(BOOTSTRAP, n_steps)


def run_series(a: "Analysis", steps: list, keyed: dict, common: set) -> dict:
    """``{source: Series}`` of one run over the matched steps and collectives."""
    out = {}
    for src, field in (("skew", "skew_us"), ("tail", "tail_us")):
        rows = [(k[0], getattr(keyed[k], field)) for k in common if getattr(keyed[k], field) is not None]
        out[src] = Series(np.array([v for _, v in rows], dtype=float), np.array([i for i, _ in rows], dtype=int))
    by_step = {s.step: s for s in a.steps}
    for src, field in (("step_max", "time_max_us"), ("work_max", "work_max_us")):
        rows = [(i, getattr(by_step[s], field)) for i, s in enumerate(steps) if getattr(by_step[s], field) is not None]
        out[src] = Series(np.array([v for _, v in rows], dtype=float), np.array([i for i, _ in rows], dtype=int))
    return out


def resampled(series: dict, counts: np.ndarray) -> dict:
    """``{(source, q): percentile q of the source in each resample}`` for every metric, one pass per source."""
    qs = collections.defaultdict(list)
    for src, q in METRICS.values():
        qs[src].append(q)
    return {(src, q): row for src, q_list in qs.items() for q, row in zip(q_list, series[src].boot(q_list, counts))}


def metric_row(name: str, sa: dict, sb: dict, ba: dict, bb: dict, n_steps: int) -> dict:
    """Metric ``name`` of both runs over the ``n_steps`` matched steps, its delta and verdict (module docstring)."""
    src, q = METRICS[name]
    xa, xb = sa[src], sb[src]
    va, vb = xa.pct(q), xb.pct(q)
    row: dict[str, typing.Any] = {"name": name, "label": LABELS[name], "unit": "us", "a": rounded(va), "b": rounded(vb),
           "delta": rounded(vb - va), "verdict": "unchanged", "ci99": None, "p_value": None,
           "n_a": int(len(xa.values)), "n_b": int(len(xb.values)),
           "n_of": "collectives" if src in ("skew", "tail") else "steps"}
    if not (np.isfinite(va) and np.isfinite(vb)):
        row["note"] = "no values in one of the runs"
        return row
    if n_steps < MIN_STEPS:
        row["verdict"] = "inconclusive"
        row["note"] = f"too few steps to conclude: {n_steps} matched, at least {MIN_STEPS} needed"
        return row
    deltas = bb[(src, q)] - ba[(src, q)]
    deltas = deltas[np.isfinite(deltas)]
    if not len(deltas):
        row["note"] = "too few values to resample"
        return row
    lo, hi = np.percentile(deltas, [50 * ALPHA, 100 - 50 * ALPHA])
    p = min(1.0, 2.0 * min(float((deltas <= 0).mean()), float((deltas >= 0).mean())))
    row["ci99"] = [rounded(lo), rounded(hi)]
    row["p_value"] = round(p, 4)
    big = abs(vb - va) >= max(MIN_EFFECT * abs(va), MIN_EFFECT_US)
    if lo > 0 and big:
        row["verdict"] = "higher"
    elif hi < 0 and big:
        row["verdict"] = "lower"
    return row


def rounded(v: float | None) -> float | None:
    """``v`` to 3 decimals; None where it is None, NaN or infinite."""
    return None if v is None or not np.isfinite(v) else round(float(v), 3)
