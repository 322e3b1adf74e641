"""How the per-step maximum grows with the number of ranks (the method's maxima and distributions).

Synchronous progress follows the slowest member: with more ranks, more draws come from the tail,
so the maximum grows while the average rank stays put. A rank's *work* in a step is its
ProfilerStep time minus the time it waited in collectives. For n = 1, 2, 4, … and every rank, SUBSETS
random subsets of n ranks are drawn (fixed seed) and per step the maximum work over the subset is
taken; per n the rows give the median and p90 of that maximum over steps and subsets, the same
maximum if each rank's work were an independent draw from the step's pooled distribution
(``iid_max_p50_us``: sampling alone; above it, the tail is structural — a fixed or topology
straggler), and ``top_rank_share``: in the draws that include the run's most frequent slowest rank,
how often it is the slowest (≈ 1 for a fixed straggler at every n, ≈ 1/n for noise).
"""
import numpy as np
from numpy.random import default_rng

SUBSETS = 64


def _sizes(n: int) -> list:
    out, k = [], 1
    while k < n:
        out.append(k)
        k *= 2
    return out + [n]


def scaling(work: np.ndarray, ranks: list) -> dict:
    """``work``: steps × ranks (µs, NaN where a rank has no step). ``{"rows": [...], "top_rank": r}``."""
    keep = ~np.isnan(work).any(axis=0)
    work, ranks = work[:, keep], [r for r, k in zip(ranks, keep) if k]
    steps, n = work.shape if work.ndim == 2 else (0, 0)
    if steps == 0 or n == 0:
        return {"rows": [], "top_rank": None, "subsets": SUBSETS}
    rng = default_rng(0)
    slowest = np.argmax(work, axis=1)
    top = int(np.bincount(slowest, minlength=n).argmax())
    med = float(np.median(work))
    rows = []
    for k in _sizes(n):
        draws = SUBSETS if k < n else 1
        pick = np.argsort(rng.random((draws, n)), axis=1)[:, :k]  # draws × k distinct rank columns
        sub = work[:, pick]  # steps × draws × k
        mx = sub.max(axis=2)
        who = pick[np.arange(draws)[None, :], sub.argmax(axis=2)]  # steps × draws: column of the slowest
        has_top = (pick == top).any(axis=1)
        share = float((who[:, has_top] == top).mean()) if has_top.any() else None
        # sampling alone: k independent draws from the step's pooled work; expected max by its quantile
        q = k / (k + 1.0)
        iid = np.quantile(work, q, axis=1)
        rows.append({"ranks": int(k), "step_max_p50_us": round(float(np.median(mx)), 3),
                     "step_max_p90_us": round(float(np.percentile(mx, 90)), 3),
                     "iid_max_p50_us": round(float(np.median(iid)), 3),
                     "over_median": round(float(np.median(mx)) / med, 4) if med > 0 else None,
                     "top_rank_share": None if share is None else round(share, 4)})
    return {"rows": rows, "top_rank": int(ranks[top]), "subsets": SUBSETS, "median_work_us": round(med, 3)}
