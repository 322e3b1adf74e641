"""Where a straggler starts (and stops) holding the group back: a change point in the steps it held back.

The series is one 0/1 value per profiled step of the run, in step order: whether the candidate ranks held the
step back. A change is a stretch of steps in which they held back more steps than outside it. Three families of
stretches are tried: an onset (from a step to the run's last), an end (from the run's first step to a step), and
an episode (from one step to another, neither end of the run); each side has at least ``MIN_SIDE`` steps. For
each stretch the one-sided Fisher's exact test asks how likely as many held-back steps would fall inside it were
the run's held-back steps spread at random over its steps (the hypergeometric tail). The best stretch of each
family is corrected by the family's size (Bonferroni), the best family by three, and a change is claimed at
``ALPHA`` or below. The tails of every stretch come from one table of log-factorials (no per-stretch loop).
"""
import dataclasses

import numpy as np

ALPHA = 0.01
MIN_SIDE = 2  # steps on each side of a change
FAMILIES = ("onset", "end", "episode")


@dataclasses.dataclass(frozen=True)
class Change:
    """The stretch ``[start, stop)`` (indices into the series) where the candidates held back more steps."""

    family: str  # onset | end | episode
    start: int
    stop: int
    held_in: int
    held_out: int
    p_value: float
    tested: int  # candidate stretches of its family
    p_adjusted: float  # p_value x tested x len(FAMILIES), at most 1


def _log_comb_table(n: int) -> np.ndarray:
    """``lf[k] = log k!`` for k in 0..n."""
    return np.concatenate(([0.0], np.cumsum(np.log(np.arange(1, n + 1, dtype=float)))))


def hypergeom_tail(n: int, k_total: int) -> np.ndarray:
    """``tail[m, i]`` = P(X >= i) for X the held-back steps among ``m`` steps drawn from ``n`` steps of which
    ``k_total`` are held back (m in 0..n, i in 0..k_total+1): the one-sided Fisher's exact test of every stretch."""
    lf = _log_comb_table(n)
    m = np.arange(n + 1)[:, None]
    i = np.arange(k_total + 1)[None, :]
    ok = (i <= m) & (m - i <= n - k_total)
    with np.errstate(invalid="ignore"):
        logp = (lf[k_total] - lf[i] - lf[np.clip(k_total - i, 0, None)]
                + lf[np.clip(n - k_total, 0, None)] - lf[np.clip(m - i, 0, n)]
                - lf[np.clip(n - k_total - (m - i), 0, n)] - (lf[n] - lf[m] - lf[n - m]))
    pmf = np.where(ok, np.exp(np.where(ok, logp, 0.0)), 0.0)
    tail = np.cumsum(pmf[:, ::-1], axis=1)[:, ::-1]
    return np.concatenate((np.minimum(tail, 1.0), np.zeros((n + 1, 1))), axis=1)


def _stretches(n: int, family: str) -> tuple[np.ndarray, np.ndarray]:
    """``(starts, stops)`` of every stretch of ``family`` with ``MIN_SIDE`` steps or more inside and outside."""
    if family == "onset":
        starts = np.arange(MIN_SIDE, n - MIN_SIDE + 1)
        return starts, np.full(len(starts), n)
    if family == "end":
        stops = np.arange(MIN_SIDE, n - MIN_SIDE + 1)
        return np.zeros(len(stops), dtype=int), stops
    a, b = np.meshgrid(np.arange(1, n), np.arange(1, n), indexing="ij")
    keep = (b - a >= MIN_SIDE) & (n - (b - a) >= MIN_SIDE) & (b < n)
    return a[keep], b[keep]


def best_change(held: "list[bool] | np.ndarray") -> Change | None:
    """The most significant stretch of any family (see the module docstring), or None when the series has fewer
    than ``2 * MIN_SIDE`` steps or no held-back step. Whether it is a change is ``p_adjusted <= ALPHA``."""
    x = np.asarray(held, dtype=np.int64)
    n, k = len(x), int(x.sum())
    if n < 2 * MIN_SIDE or k == 0:
        return None
    tail, cum = hypergeom_tail(n, k), np.concatenate(([0], np.cumsum(x)))
    best = None
    for family in FAMILIES:
        starts, stops = _stretches(n, family)
        if not len(starts):
            continue
        inside = cum[stops] - cum[starts]
        p = tail[stops - starts, inside]
        j = int(np.lexsort((-(stops - starts), p))[0])  # the smallest p; of equal ones, the longest stretch
        adj = min(1.0, float(p[j]) * len(starts) * len(FAMILIES))
        c = Change(family, int(starts[j]), int(stops[j]), int(inside[j]), k - int(inside[j]), float(p[j]),
                   len(starts), adj)
        if best is None or (c.p_adjusted, c.p_value) < (best.p_adjusted, best.p_value):
            best = c
    return best
