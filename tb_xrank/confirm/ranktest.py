"""The two tests the controlled exchange rests on, exact where the samples are small (no scipy needed).

``mann_whitney``: two-sided Mann–Whitney U test of two independent samples (are they drawn from one
distribution?). Without ties and with ``len(x) * len(y) <= EXACT_CELLS`` the p-value is exact (the null
distribution of U counted by the usual recurrence); otherwise the normal approximation with the tie correction
and a continuity correction.

``sign_test``: one-sided exact binomial sign test that the median of one sample is above zero (zeros dropped).
"""
import math

import numpy as np

EXACT_CELLS = 2500  # n1 * n2 up to which U's null distribution is counted exactly (50 x 50)


def _u_counts(n1: int, n2: int) -> np.ndarray:
    """How many of the C(n1 + n2, n1) orderings of two samples give U = 0 .. n1 * n2 (U: the pairs (x, y) with
    x > y), by f(i, j, u) = f(i - 1, j, u - j) + f(i, j - 1, u)."""
    prev = [np.ones(1) for _ in range(n2 + 1)]  # i = 0: U is 0 whatever j
    for i in range(1, n1 + 1):
        row = [np.ones(1)]  # j = 0: U is 0
        for j in range(1, n2 + 1):
            out = np.zeros(i * j + 1)
            a = prev[j]  # f(i - 1, j, u - j): the largest value is an x, above all j ys
            out[j:j + len(a)] += a
            b = row[j - 1]  # f(i, j - 1, u): the largest value is a y
            out[:len(b)] += b
            row.append(out)
        prev = row
    return prev[n2]


def mann_whitney(x: "np.ndarray | list", y: "np.ndarray | list") -> tuple[float, float]:
    """``(U, two-sided p)`` of the Mann–Whitney U test of samples ``x`` and ``y`` (U counts the pairs with x > y,
    ties as one half)."""
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    n1, n2 = len(x), len(y)
    if not n1 or not n2:
        return float("nan"), float("nan")
    both = np.concatenate([x, y])
    order = np.argsort(both, kind="stable")
    ranks = np.empty(len(both))
    s = both[order]
    i = 0
    ties = 0.0
    while i < len(s):  # mid-ranks of tied runs
        j = i
        while j + 1 < len(s) and s[j + 1] == s[i]:
            j += 1
        ranks[order[i:j + 1]] = (i + j) / 2.0 + 1.0
        t = j - i + 1
        ties += t ** 3 - t
        i = j + 1
    u = float(ranks[:n1].sum() - n1 * (n1 + 1) / 2.0)
    if not ties and n1 * n2 <= EXACT_CELLS:
        counts = _u_counts(n1, n2)
        total = counts.sum()
        k = int(round(u))
        lo, hi = counts[:k + 1].sum() / total, counts[k:].sum() / total
        return u, float(min(1.0, 2.0 * min(lo, hi)))
    mu = n1 * n2 / 2.0
    n = n1 + n2
    sigma = math.sqrt(n1 * n2 / 12.0 * ((n + 1) - ties / (n * (n - 1))))
    if sigma == 0:
        return u, 1.0
    z = (abs(u - mu) - 0.5) / sigma
    return u, float(min(1.0, math.erfc(max(z, 0.0) / math.sqrt(2.0))))


def sign_test(d: "np.ndarray | list") -> tuple[int, int, float]:
    """``(positives, n, one-sided p)``: the exact binomial probability of at least ``positives`` of ``n`` non-zero
    values above zero if each were as likely below."""
    x = np.asarray(d, dtype=float)
    x = x[x != 0]
    n, k = len(x), int((x > 0).sum())
    if not n:
        return 0, 0, 1.0
    p = sum(math.comb(n, i) for i in range(k, n + 1)) / 2.0 ** n
    return k, n, float(min(1.0, p))
