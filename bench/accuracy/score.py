"""Judge each case's Analysis against its truth, and the population's figures with their intervals.

Per case (``judge``): the measured slow-down (the tool's median step time against its counterfactual's: the healthy
run of the same simulated job and seed, or the median of the healthy gloo runs of the same shape; over the fault's
steps for a transient or one-off fault), whether a straggler verdict came (detection), whether it names the injected
ranks (localization: the verdict's ranks for a fixed or transient fault; for a rotating one, the held-back ranks of
at least 3 in 4 of the steps), whether its class is the injected one, a false alarm (a straggler verdict on a
healthy run), the what-if error (the verdict's step time without the straggler against the counterfactual's), and
the contradictions of ``invariants.py``.
"""
import math
import statistics

from .invariants import contradictions

RECORDED = ("gloo", "gloo_layout", "gloo_fsdp")
STRAGGLER_FAULTS = {"fixed", "fixed_compute", "fixed_input", "fixed_data", "fixed_host_gap", "rotating", "transient"}
BUCKETS = ((0, 5), (5, 10), (10, 20), (20, 50), (50, 100), (100, math.inf))  # slow-down, % of the step
Z = 1.959964


def median_step_us(a, steps=None) -> "float | None":
    times = [s.time_us for s in a.steps if s.time_us is not None and (steps is None or s.step in steps)]
    return statistics.median(times) if times else None


def injected_us(case: dict, manifest: dict) -> "float | None":
    """What a recorded case's fault added to its victim in each of its steps (µs): the magnitude times the nominal
    step its recorder states; None for a simulated case (its twin is exact) and for a workload the recorder sized in
    rows, not time (``gloo.py``'s ``fixed_input``)."""
    nominal = manifest.get("base_step_ms") or manifest.get("step_ms")
    if case["source"] not in RECORDED or case["fault"] == "none" or not nominal:
        return None
    if case["source"] == "gloo" and case["fault"] == "fixed_input":
        return None
    return case.get("magnitude", 0.0) * nominal * 1e3


def judge(case: dict, victims: "dict[int, int]", a, ref_us: "float | None", added_us: "float | None" = None) -> dict:
    """One row of the report for ``case`` (``victims``: ``{step: rank}`` of its fault) and its Analysis ``a``. Its
    slow-down: the median step (of the fault's steps, for an episode) against ``ref_us``, the counterfactual's; for a
    recorded case at most what the fault added (``added_us``) against it: runs recorded at other moments on a shared
    machine differ by more than a small fault, which must not count as a large one."""
    s = a.stragglers
    cls, ranks = s.class_, sorted(s.ranks or [])
    fault = case["fault"]
    episode = set(victims) if fault in ("transient", "one_off_stall") else None
    measured = median_step_us(a, episode)
    raw = 100 * (measured - ref_us) / ref_us if measured is not None and ref_us else None
    slowdown = min(raw, 100 * added_us / ref_us) if raw is not None and added_us is not None else raw
    row = {"id": case["id"], "source": case["source"], "fault": fault, "noise": noise_level(case),
           "structure": structure(case), "slowdown_pct": slowdown, "measured_slowdown_pct": raw, "class": cls,
           "ranks": ranks, "contradictions": contradictions(a)}
    if fault in STRAGGLER_FAULTS:
        row["detected"] = cls != "none"
        if fault == "rotating":
            held = {st.step: set(st.held_by or []) for st in a.steps}
            hits = [victims[k] in held[k] for k in held if k in victims]
            row["localized"] = bool(hits) and sum(hits) >= 0.75 * len(hits) and row["detected"]
        else:
            row["localized"] = ranks == sorted(set(victims.values()))
        row["class_ok"] = cls == ("fixed" if fault.startswith("fixed") else fault)
        tw = s.step_time_without_us
        if row["detected"] and tw is not None and ref_us:
            row["whatif_error_pct"] = 100 * (tw - ref_us) / ref_us
    elif fault == "slow_stage":
        p, thr = a.pipeline, a.settings.material_threshold_us or 0.0
        row["class_ok"] = cls == "none"  # a heavy stage is no rank straggler
        ranks = {r for st in (p.stages if p else []) if st.stage == case["stage"] for r in st.ranks}
        critical = [st.critical_rank in ranks for st in a.steps if st.critical_rank is not None]
        # named as the stage that sets the pace, with a balanced saving, and critical in most steps
        row["stage_ok"] = (bool(p) and p.slowest_stage == case["stage"] and p.step_time_us - p.step_time_balanced_us
                           >= thr and bool(critical) and sum(critical) >= 0.75 * len(critical))
    else:
        row["false_alarm"] = cls != "none"
        row["class_ok"] = cls == "none"
    return row


def structure(case: dict) -> str:
    if case["source"] == "gloo":
        return f"gloo DDP, {case['world']} ranks"
    if case["source"] == "gloo_fsdp":
        return f"gloo FSDP2, {case['world']} ranks"
    if case["source"] == "sim_deepep":
        return "sim DeepEP (second reading), 8 ranks"
    if case["source"] == "gloo_layout":
        kind = {"pp": f"1F1B PP {case['world'] // 2}x2", "ptd": "PP x TP x DP 2x2x2", "ep": "expert parallel"}
        return f"gloo {kind[case['layout']]}, {case['world']} ranks" + (f", {case['busy']} busy" if case["busy"] else "")
    dp, pp, tp = case["mesh"]
    kind = "DDP" if pp == 1 else ("interleaved PP" if case["schedule"] == "interleaved" else "1F1B PP")
    return f"sim {kind} {dp}x{pp}x{tp}" + (f", {case['microbatches']} mb" if case["microbatches"] != 8 else "")


def noise_level(case: dict) -> str:
    if case["source"] in ("gloo", "gloo_fsdp"):
        return "gloo, delay computed (busy)" if case["compute"] == "real" else "gloo, delay slept"
    if case["source"] == "gloo_layout":
        return f"gloo layouts, {case['busy']} spinning beside" if case["busy"] else "gloo layouts, quiet"
    return f"sim, kernel sigma {case['noise']:.2f}"


def wilson(k: int, n: int) -> "tuple[float, float]":
    """The Wilson score 95 % interval of ``k`` successes in ``n``, in percent."""
    if n == 0:
        return (float("nan"), float("nan"))
    p = k / n
    d = 1 + Z * Z / n
    c = (p + Z * Z / (2 * n)) / d
    h = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / d
    return (100 * max(0.0, c - h), 100 * min(1.0, c + h))


def median_interval(xs: "list[float]") -> "tuple[float, float]":
    """A distribution-free 95 % interval of the median (order statistics of the binomial(n, 1/2))."""
    xs = sorted(xs)
    n = len(xs)
    if n < 6:
        return (xs[0], xs[-1]) if xs else (float("nan"), float("nan"))
    lo = max(0, int(math.floor(n / 2 - Z * math.sqrt(n) / 2)) - 1)
    hi = min(n - 1, int(math.ceil(n / 2 + Z * math.sqrt(n) / 2)))
    return (xs[lo], xs[hi])


def rate(rows: "list[dict]", key: str) -> "tuple[int, int]":
    picked = [r[key] for r in rows if key in r]
    return sum(picked), len(picked)


def fmt_rate(k: int, n: int) -> str:
    if n == 0:
        return "—"
    lo, hi = wilson(k, n)
    return f"{100 * k / n:.1f} % ({k}/{n}; {lo:.1f}–{hi:.1f})"


def sensitivity(rows: "list[dict]") -> "list[tuple[str, list[str], str]]":
    """Per noise level: detection in each slow-down bucket, and the smallest bucket from which every bucket's
    detection is 95 % or more."""
    out = []
    for level in sorted({r["noise"] for r in rows}):
        cells, ok_from = [], None
        for lo, hi in BUCKETS:
            b = [r for r in rows if r["noise"] == level and "detected" in r and r["slowdown_pct"] is not None
                 and lo <= r["slowdown_pct"] < hi]
            k, n = rate(b, "detected")
            cells.append(fmt_rate(k, n) if n else "—")
            if n and k / n >= 0.95:
                ok_from = lo if ok_from is None else ok_from
            elif n:
                ok_from = None
        out.append((level, cells, f"≥ {ok_from} %" if ok_from is not None else "not reached"))
    return out
