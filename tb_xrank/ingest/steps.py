"""The steps of one rank: its ``ProfilerStep#N`` intervals on the host threads, and what is left out of them."""
import numpy as np

from .kineto import HOST_CATS, mask_of


def _step_number(name: str) -> int | None:
    """N of a ``ProfilerStep#N`` name (ASCII digits only, below 10^15), else None."""
    n = name[13:]
    return int(n) if name.startswith("ProfilerStep#") and n.isascii() and n.isdigit() and len(n) <= 15 else None


def _odd_steps(strings: list, events: dict, path: str, warnings: list) -> None:
    """Warn of host events named ``ProfilerStep#`` + something that is not a number (not used as steps)."""
    odd = [i for i, s in enumerate(strings) if s.startswith("ProfilerStep#") and _step_number(s) is None]
    if odd:
        n = int((HOST_CATS[events["cat"]] & mask_of(odd, len(strings))[events["name"]]).sum())
        if n:
            warnings.append(f"{path}: {n} ProfilerStep events whose name is not ProfilerStep#<number> (e.g. "
                            f"{strings[odd[0]]!r}): not used as steps")


def profiler_steps(strings: list, events: dict, path: str, warnings: list) -> dict:
    """``ProfilerStep#N`` intervals on the host threads: one per step number (the earliest), with a duration,
    in the order of their numbers (a step that starts before an earlier-numbered one ends, or has no duration,
    is left out). What is left out is said in ``warnings``, naming the file."""
    host = HOST_CATS[events["cat"]]
    ids = [i for i, s in enumerate(strings) if _step_number(s) is not None]
    nums = {i: _step_number(strings[i]) for i in ids}
    idx = np.flatnonzero(host & mask_of(ids, len(strings))[events["name"]])
    seen: set[int | None] = set()
    kept: list[int] = []
    twice: list[int] = []
    for i in idx.tolist():
        k = nums[int(events["name"][i])]
        (twice if k in seen else kept).append(i)
        seen.add(k)
    keep = np.array(kept, dtype=np.int64)
    num = np.array([nums[int(events["name"][i])] for i in keep], dtype=np.int64)
    o = np.argsort(num)
    keep, num = keep[o], num[o]
    start, end = events["start"][keep], events["end"][keep]
    flat = end <= start
    order = np.zeros(len(keep), dtype=bool)
    last = np.maximum.accumulate(np.where(flat, np.iinfo(np.int64).min, end))
    order[1:] = ~flat[1:] & (start[1:] < last[:-1] - 1000)  # 1 µs of rounding
    ok = ~flat & ~order
    if twice:
        warnings.append(f"{path}: {len(twice)} ProfilerStep events repeat a step number (e.g. "
                        f"{strings[events['name'][twice[0]]]!r}): the earliest of each is used")
    for bad, why in ((flat, "without a duration"), (order, "that start before an earlier-numbered step ends")):
        if bad.any():
            warnings.append(f"{path}: {int(bad.sum())} ProfilerStep events {why} (e.g. ProfilerStep#"
                            f"{int(num[bad][0])}): not used as steps")
    _odd_steps(strings, events, path, warnings)
    return {"num": num[ok], "start": start[ok], "end": end[ok], "tid": events["tid"][keep][ok]}
