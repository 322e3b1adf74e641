"""The run's verdict over all its windows (see ``windows``' docstring): a pattern, and its onset and end where
a change point in the steps its ranks held back says it starts or stops."""
from ..diagnose import stragglers
from ..model.units import ms
from . import changepoint
from .windows import candidates, excess


def _span_of(steps: list, step: int) -> int:
    return next(s["span"] for s in steps if s["step"] == step)


def _who(ranks: list) -> str:
    return f"rank{'s' if len(ranks) > 1 else ''} {', '.join(map(str, ranks))}"


def _split(used: list, flags: list, work: dict, ranks: list, lo: int, hi: int) -> dict:
    """The ``OverTimeSplit`` of ``used[lo:hi]``."""
    which = used[lo:hi]
    return {"first_step": which[0], "last_step": which[-1], "steps": len(which), "held": int(sum(flags[lo:hi])),
            "excess_median_us": excess(work, ranks, which)}


def _change_row(c: changepoint.Change, at: int, steps: list, used: list, flags: list, work: dict,
                ranks: list, onset: bool) -> dict:
    """The ``OverTimeChange`` of the change at index ``at`` of ``used`` (the first step after it), with its text."""
    if onset:  # 'before' is the run up to the onset, 'after' the stretch it held
        before, after = _split(used, flags, work, ranks, 0, at), _split(used, flags, work, ranks, at, c.stop)
    else:  # an end: 'before' is the stretch it held, 'after' the rest of the run
        before, after = _split(used, flags, work, ranks, c.start, at), _split(used, flags, work, ranks, at, len(used))
    step = used[at]
    text = (f"{'Onset' if onset else 'End'} at step {step} (window {_span_of(steps, step)}): {_who(ranks)} held back "
            f"{before['held']} of {before['steps']} steps {before['first_step']}-{before['last_step']} and "
            f"{after['held']} of {after['steps']} steps {after['first_step']}-{after['last_step']}; its work minus the "
            f"other ranks' median: {ms(before['excess_median_us'])} before, {ms(after['excess_median_us'])} after "
            f"(medians); one-sided Fisher's exact test p = {c.p_value:.2g}, {c.p_adjusted:.2g} over "
            f"{c.tested} candidate {c.family} stretches x {len(changepoint.FAMILIES)} families (Bonferroni)")
    return {"step": step, "span": _span_of(steps, step), "before": before, "after": after, "p_value": c.p_value,
            "p_adjusted": c.p_adjusted, "splits_tested": c.tested, "text": text}


def _stretch(c: changepoint.Change | None, n: int) -> tuple[int, int]:
    """``[lo, hi)``: the stretch the verdict is read over (the whole run without a change)."""
    if c is None or c.p_adjusted > changepoint.ALPHA:
        return 0, n
    return c.start, c.stop


def _inside(held: dict, used: list, lo: int, hi: int, world: list, hosts: dict, mesh: dict) -> dict:
    return stragglers.classify({s: held[s] for s in used[lo:hi] if s in held}, used[lo:hi], world, hosts, mesh)


def run_verdict(steps: list, held: dict, world: list, hosts: dict, mesh: dict, work: dict) -> dict:
    """The ``OverTimeVerdict`` (without its scalar evidence). ``steps``: the run's step rows; ``held``:
    ``{step: (ranks, cost, cause)}``; ``work``: ``{step: {rank: work µs}}``."""
    used = [s["step"] for s in steps if not s["warmup"]]
    whole = stragglers.classify({s: held[s] for s in used if s in held}, used, world, hosts, mesh)
    base = {"class": whole["class"], "ranks": whole["ranks"], "since_span": None, "since_step": None,
            "until_span": None, "until_step": None, "basis": whole["basis"] or "", "steps_used": len(used),
            "steps_held": whole.get("steps_held", 0), "critical_counts": whole["critical_counts"],
            "p_value": whole["p_value"], "onset": None, "end": None, "follows": None, "evidence": []}
    ranks = candidates(whole, held, used) if whole["class"] != "rotating" else []
    if not ranks:
        return base
    flags = [bool(s in held and set(held[s][0]) & set(ranks)) for s in used]
    c = changepoint.best_change(flags)
    lo, hi = _stretch(c, len(used))
    if c is None or (lo, hi) == (0, len(used)):  # (no change: the whole run)
        if c is not None:
            base["evidence"].append(f"No change point: the steps {_who(ranks)} held back are spread over the run "
                                    f"(best stretch p = {c.p_value:.2g}, {c.p_adjusted:.2g} after Bonferroni; "
                                    f"a change needs {changepoint.ALPHA})")
        return base
    return _narrowed(base, _inside(held, used, lo, hi, world, hosts, mesh), c, steps, used, flags, work, ranks)


def _narrowed(base: dict, inside: dict, c: changepoint.Change, steps: list, used: list, flags: list, work: dict,
              ranks: list) -> dict:
    """The verdict read over the change point's stretch: since its onset, until its end."""
    if inside["class"] not in ("fixed", "topology", "transient"):
        base["evidence"].append(f"A change point at step {used[c.start]} (p = {c.p_adjusted:.2g} after "
                                f"Bonferroni), but no straggler pattern inside it: {inside['basis']}")
        return base
    first = next(i for i in range(c.start, c.stop) if flags[i])
    last = max(i for i in range(c.start, c.stop) if flags[i])
    out = dict(base, ranks=inside["ranks"], steps_held=inside.get("steps_held", 0),
               critical_counts=inside["critical_counts"], p_value=inside["p_value"])
    out["class"] = "transient" if c.stop < len(used) else ("fixed" if inside["class"] == "transient"
                                                           else inside["class"])
    if c.start > 0:
        out["since_step"], out["since_span"] = used[first], _span_of(steps, used[first])
        out["onset"] = _change_row(c, first, steps, used, flags, work, ranks, onset=True)
        out["evidence"].append(out["onset"]["text"])
    if c.stop < len(used):
        out["until_step"], out["until_span"] = used[last], _span_of(steps, used[last])
        out["end"] = _change_row(c, c.stop, steps, used, flags, work, ranks, onset=False)
        out["evidence"].append(out["end"]["text"])
    out["basis"] = _basis(out, inside, used, c)
    return out


def _basis(v: dict, inside: dict, used: list, c: changepoint.Change) -> str:
    """The verdict's basis: what held, over which steps, from when, and the change point's test."""
    span = (f"from step {v['since_step']} (window {v['since_span']})" if v["since_step"] is not None else
            f"from the run's first step {used[0]}")
    span += f" to step {v['until_step']} (window {v['until_span']})" if v["until_step"] is not None else " on"
    return (f"{inside['basis']} {span}, against {c.held_out} of the {len(used) - (c.stop - c.start)} steps outside "
            f"(change point p = {c.p_adjusted:.2g} after Bonferroni)")
