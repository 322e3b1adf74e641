"""Where a time lies among a rank's profiled steps: its step, its slot between steps, whether it lies within the
steps every rank recorded.
"""
import typing

import numpy as np

if typing.TYPE_CHECKING:
    from .identity import RankInfo


def step_of(steps: dict, t: np.ndarray) -> np.ndarray:
    """Step number of each time in ``t`` (-1 outside every recorded step)."""
    if len(steps["num"]) == 0:
        return np.full(len(t), -1, dtype=np.int64)
    i = np.searchsorted(steps["start"], t, side="right") - 1
    ok = (i >= 0) & (t < steps["end"][np.clip(i, 0, None)])
    return np.where(ok, steps["num"][np.clip(i, 0, None)], -1)


def common_steps(ranks: "dict[int, RankInfo]") -> set[int]:
    sets = [set(ri.table.steps["num"].tolist()) for ri in ranks.values() if len(ri.table.steps["num"])]
    return set.intersection(*sets) if sets else set()


def within_window(steps: dict, window: set, t: np.ndarray) -> np.ndarray:
    """Whether each time in ``t`` lies from the start of the first to the end of the last step of ``window`` on
    this rank (all True without a window): a step whose annotation one rank lacks shifts no ordinal."""
    if not window:
        return np.ones(len(t), dtype=bool)
    nums = steps["num"]
    if not len(nums) or nums[0] > max(window) or nums[-1] < min(window):
        return np.zeros(len(t), dtype=bool)
    lo = int(np.searchsorted(nums, min(window)))
    hi = int(np.searchsorted(nums, max(window), side="right")) - 1
    return (t >= steps["start"][lo]) & (t < steps["end"][hi])


def step_slots(steps: dict, t: np.ndarray) -> list:
    """The place of each time in ``t`` among a rank's steps: ``(N, 0)`` inside step N; ``(N, 1)`` after step N
    and before the next; ``(N + 1, 0)`` between steps N and N + 2 (a step whose annotation this rank lacks);
    ``(-1, 0)`` before the first step."""
    nums, start, end = steps["num"], steps["start"], steps["end"]
    if not len(nums):
        return [(-1, 0)] * len(t)
    i = np.searchsorted(start, t, side="right") - 1
    j = np.clip(i, 0, None)
    inside = (i >= 0) & (t < end[j])
    nxt = np.where(j + 1 < len(nums), nums[np.clip(j + 1, None, len(nums) - 1)], -1)
    lost = ~inside & (nxt - nums[j] == 2)
    num = np.where(i < 0, -1, np.where(lost, nums[j] + 1, nums[j]))
    return list(zip(num.tolist(), (~inside & ~lost & (i >= 0)).astype(int).tolist()))

