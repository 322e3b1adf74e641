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

At the largest n, ``above_chance`` is how far the measured median maximum lies above independent draws
((p50 − iid) / iid); the curve shows a structural straggler (``structural``) where that exceeds ``STRUCTURAL`` and
the straggler verdict finds a fixed or topology straggler; ``verdict`` says which, in words.
"""
import numpy as np
from numpy.random import default_rng

from ..model import Stragglers
from ..model.units import duration

SUBSETS = 64
STRUCTURAL = 0.05  # the measured median maximum this far above independent draws: slow by structure, not sampling


def _verdict(last: dict, stragglers: "Stragglers") -> dict:
    """``above_chance``, ``structural`` and ``verdict`` of the curve's last row (the largest rank count), told
    against the straggler verdict: the curve shows a structural straggler only where the verdict finds one (fixed
    or topology); an excess over chance without one is said to be no straggler, and a straggler the curve does not
    show at this size is named."""
    m, iid = last["step_max_p50_us"], last["iid_max_p50_us"]
    if iid <= 0:
        return {"above_chance": None, "structural": None, "verdict": None}
    over = (m - iid) / iid
    cls, ranks = stragglers.class_, ", ".join(map(str, stragglers.ranks))
    held = cls in ("fixed", "topology")
    pct = f"{100 * abs(over):.{2 if over != 0 and abs(over) < 0.001 else 1}f} %"
    limit = f"{100 * STRUCTURAL:.0f} %"
    if over > STRUCTURAL and held:
        said = (f"the slowest rank is slow by structure, not by sampling (more than {limit} above chance), as the "
                f"verdict finds: a {cls} straggler, ranks {ranks}.")
    elif over > STRUCTURAL:
        said = (f"more than {limit} above chance, yet no rank holds steps back as a fixed or topology straggler "
                f"would (the verdict: {cls or 'none'}): not a structural straggler.")
    elif held:
        said = f"within {limit} of chance at this size, though the verdict finds a {cls} straggler, ranks {ranks}."
    else:
        said = f"within {limit} of chance, so this curve shows no structural straggler."
    return {"above_chance": round(over, 4), "structural": bool(over > STRUCTURAL and held),
            "verdict": f"At {last['ranks']} ranks the measured median maximum is {duration(m, 2)}, {pct} "
                       f"{'above' if over >= 0 else 'below'} independent draws ({duration(iid, 2)}): {said}"}


def _sizes(n: int) -> list:
    out, k = [], 1
    while k < n:
        out.append(k)
        k *= 2
    return out + [n]


def scaling(work: np.ndarray, ranks: list, stragglers: "Stragglers") -> dict:
    """``work``: steps × ranks (µs, NaN where a rank has no step); ``stragglers``: the run's verdict.
    ``{"rows": [...], "top_rank": r, ...}``."""
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
    return {"rows": rows, "top_rank": int(ranks[top]), "subsets": SUBSETS, "median_work_us": round(med, 3),
            **_verdict(rows[-1], stragglers)}
