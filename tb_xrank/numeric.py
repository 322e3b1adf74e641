"""Numeric and interval helpers shared by the stages: medians, unions of intervals, occurrence counts."""
import typing

import numpy as np

if typing.TYPE_CHECKING:
    from collections.abc import Iterable


def median(xs: "Iterable[float]") -> float:
    """Median of a short list, by a sort."""
    v = sorted(xs)
    n = len(v)
    return float(v[n // 2]) if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2.0


def nanmedian_rows(d: np.ndarray) -> np.ndarray:
    """``np.nanmedian(d, axis=1)`` (NaN for a row without values), by one sort of the rows."""
    if d.shape[1] == 1:
        return d[:, 0].astype(float)
    s = np.sort(d, axis=1)  # NaN last
    n = np.count_nonzero(~np.isnan(d), axis=1)
    r = np.arange(len(d))
    out = (s[r, np.maximum((n - 1) // 2, 0)] + s[r, np.maximum(n // 2, 0)]) / 2.0
    out[n == 0] = np.nan
    return out


def merge(starts: np.ndarray, ends: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Union of intervals: sorted, non-overlapping (starts, ends) and the prefix sum of their lengths."""
    if len(starts) == 0:
        z = np.zeros(0)
        return z, z, np.zeros(1)
    s, e = starts, ends
    if (s[1:] < s[:-1]).any():  # lanes come sorted by start
        o = np.argsort(starts, kind="stable")
        s, e = starts[o], ends[o]
    run_end = np.maximum.accumulate(e)
    new = np.ones(len(s), dtype=bool)
    new[1:] = s[1:] > run_end[:-1]
    ms = s[new]
    if (e >= s).all():  # a group's end is the running end at its last interval (earlier groups end before it)
        me = run_end[np.append(np.flatnonzero(new[1:]), len(s) - 1)]
    else:
        me = np.zeros(len(ms))
        np.maximum.at(me, np.cumsum(new) - 1, e)
    return ms, me, np.concatenate([[0.0], np.cumsum(me - ms)])


def covered_many(merged: tuple[np.ndarray, np.ndarray, np.ndarray], a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Time in each [a_i, b_i] covered by the merged intervals."""
    ms, me, cum = merged
    if len(ms) == 0:
        return np.zeros(np.shape(a))

    def upto(t: np.ndarray) -> np.ndarray:
        i = np.searchsorted(ms, t, side="right")
        j = np.maximum(i - 1, 0)
        return np.where(i == 0, 0.0, cum[j] + np.minimum(t, me[j]) - ms[j])
    return np.maximum(upto(np.asarray(b, float)) - upto(np.asarray(a, float)), 0.0)


def covered(merged: tuple[np.ndarray, np.ndarray, np.ndarray], a: float, b: float) -> float:
    """Time in [a, b] covered by the merged intervals."""
    return float(covered_many(merged, np.array([a]), np.array([b]))[0]) if b > a else 0.0


def occurrence(keys: np.ndarray) -> np.ndarray:
    """For each position, how many earlier positions hold the same key (a vectorized cumulative count)."""
    return occurrence_sorted(keys)[0]


def occurrence_sorted(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(occurrence, the stable order of keys)``: ``occurrence`` and the stable argsort it was counted in (the
    order of (key, occurrence) too)."""
    if len(keys) == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    o = np.argsort(keys, kind="stable")
    k = keys[o]
    first = np.concatenate([[True], k[1:] != k[:-1]])
    run_start = np.maximum.accumulate(np.where(first, np.arange(len(k)), 0))
    occ = np.empty(len(k), dtype=np.int64)
    occ[o] = np.arange(len(k)) - run_start
    return occ, o


def ranges(starts: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """Concatenated ``range(s, s + c)`` for each pair."""
    total = int(counts.sum())
    if not total:
        return np.zeros(0, dtype=np.int64)
    off = np.repeat(starts - np.concatenate([[0], np.cumsum(counts)[:-1]]), counts)
    return np.arange(total) + off


def longest_overlap(start: np.ndarray, end: np.ndarray, a: np.ndarray, b: np.ndarray, reach: float,
                    eps: float) -> np.ndarray:
    """Per window [a_i, b_i], the interval (of ``start``-sorted intervals, none longer than ``reach``) that overlaps
    it the most, the first of equals (-1 where none overlaps it by more than ``eps``)."""
    out = np.full(len(a), -1, dtype=np.int64)
    if not len(start) or not len(a):
        return out
    lo = np.searchsorted(start, a - reach, side="left")
    hi = np.searchsorted(start, b, side="right")
    cnt = np.maximum(hi - lo, 0)
    idx = ranges(lo, cnt)
    if not len(idx):
        return out
    seg = np.repeat(np.arange(len(a)), cnt)
    over = np.minimum(end[idx], b[seg]) - np.maximum(start[idx], a[seg])
    full = np.flatnonzero(cnt > 0)
    first = np.concatenate([[0], np.cumsum(cnt)[:-1]])[full]
    best = np.maximum.reduceat(over, first)
    top = np.flatnonzero(over == np.repeat(best, cnt[full]))
    _, at = np.unique(seg[top], return_index=True)
    pick = top[at]
    ok = over[pick] > eps
    out[seg[pick][ok]] = idx[pick][ok]
    return out


PER_THREAD_MIN = 20_000  # elements of work per item below which threads cost more than they save


def per_item(fn: "typing.Callable", items: list, size: float = PER_THREAD_MIN) -> list:
    """``[fn(x) for x in items]``, in the items' order; where each item is ``size`` elements of array work or more
    (PER_THREAD_MIN), spread over the machine's cores in threads (numpy lets go of the interpreter inside its
    array operations)."""
    import concurrent.futures
    import os

    workers = min(len(items), os.cpu_count() or 1)
    if workers <= 1 or size < PER_THREAD_MIN:
        return [fn(x) for x in items]
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        return list(pool.map(fn, items))

