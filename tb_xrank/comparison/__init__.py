"""Run B against run A: did arrival spread contract, did the tail stay put, did the maximum fall, did
anything new appear (the seed's re-run check).

Steps are matched by step number (by position in the window when the two runs share no step
number); collectives within matched steps by (process group, op, ordinal of that op in the step),
which holds across restarts that renumber ``Seq``; divergences by (rank, op, kind): ``appeared``,
``vanished``, ``persisting``, and ``grown`` (persisting, costing B at least GROWTH times what it cost A,
a pattern's cost being its number of divergences × their median lag); a pattern's ``count_*`` is the
number of matched steps with one of its divergences. Each metric, its delta and its verdict against
step-to-step noise: ``stats``. The ``outcome`` weighs the per-step maximum step time (median) with
the straggler verdicts of the two Analyses: a fixed or topology straggler new in B, or moved to other
ranks, makes B worse; a straggler of A that B has not, better.
"""
import collections

import numpy as np

from ..model.units import plural
from ..model import COMPARE_SCHEMA as SCHEMA, Analysis, Comparison, Stragglers, Verdict
from .stats import METRICS, MIN_STEPS, Series, draws, metric_row, resampled, rounded, run_series

GROWTH = 2.0
HEADLINE = "step_time_max_p50_us"  # the metric the outcome weighs
PERSISTENT = ("fixed", "topology")  # straggler classes that hold back most steps with the same ranks


def _keyed(a, steps: list) -> dict:
    """``{(matched step index, pg, op, ordinal of that op in the step): collective}``."""
    idx = {s: i for i, s in enumerate(steps)}
    seen: collections.Counter[tuple] = collections.Counter()
    out = {}
    for c in a.collectives:
        if c.step in idx:
            k = (idx[c.step], c.pg, c.op)
            out[k + (seen[k],)] = c
            seen[k] += 1
    return out


def _match_steps(a, b):
    """``(pairs, how)``: matched (step of A, step of B) and how they were matched."""
    sa = [s.step for s in a.steps]
    sb = [s.step for s in b.steps]
    common = sorted(set(sa) & set(sb))
    if common:
        return [(s, s) for s in common], "step number"
    n = min(len(sa), len(sb))
    return list(zip(sa[:n], sb[:n])), "position in the profiled window (no common step number)"


def _signatures(a, steps: set) -> dict:
    """Divergences in ``steps`` grouped by (rank, op, kind): ``(steps, median lag, cost)``: how many distinct
    steps have one, the median of their lags, and their number × that median."""
    groups = collections.defaultdict(list)
    for d in a.divergences:
        if d.step in steps:
            op = d.op.split(" ")[0] if d.kind == "collective" else d.op  # drop the run's collective id
            groups[(d.rank, op, d.kind)].append((d.step, d.lag_us))
    out = {}
    for k, rows in groups.items():
        lag = float(np.median([x for _, x in rows]))
        out[k] = (len({s for s, _ in rows}), lag, len(rows) * lag)
    return out


def _div_rows(keys, sig_a, sig_b):
    rows = []
    total = lambda k: max(sig_a.get(k, (0, 0.0, 0.0))[2], sig_b.get(k, (0, 0.0, 0.0))[2])  # noqa: E731
    for k in sorted(keys, key=lambda k: -total(k)):
        rows.append({"rank": k[0], "op": k[1], "kind": k[2],
                     "count_a": sig_a.get(k, (0, 0))[0], "count_b": sig_b.get(k, (0, 0))[0],
                     "lag_median_us_a": rounded(sig_a[k][1]) if k in sig_a else None,
                     "lag_median_us_b": rounded(sig_b[k][1]) if k in sig_b else None})
    return rows


def _grew(sa, sb) -> bool:
    """A pattern in both runs that costs B at least GROWTH times what it cost A (divergences × median lag)."""
    return sb[2] >= GROWTH * sa[2]


def _evidence(a, steps: set) -> dict:
    gaps = [g for g in a.gaps if g.step in steps]
    return {"gaps": len(gaps), "gap_us": rounded(sum(g.dur_us for g in gaps)),
            "errors": len(a.errors), "warnings": sum(len(r.warnings) for r in a.ranks if r.status == "ok"),
            "not_profiled": [r.rank for r in a.ranks if r.status == "not_profiled"],
            "mismatches": len(a.mismatches), "clock_residual_us": a.clock.residual_us}


def _ident(a) -> dict:
    return {"run": a.run, "span": a.span, "world_size": a.world_size,
            "ranks": [r.rank for r in a.ranks if r.status == "ok"],
            "steps": [s.step for s in a.steps], "collectives": len(a.collectives)}


def compare(a: Analysis, b: Analysis) -> Comparison:
    """The comparison (schema ``tb_xrank.compare/1``) of Analysis ``b`` against Analysis ``a``."""
    pairs, how = _match_steps(a, b)
    steps_a, steps_b = [p[0] for p in pairs], [p[1] for p in pairs]
    ka, kb = _keyed(a, steps_a), _keyed(b, steps_b)
    common = set(ka) & set(kb)
    sa, sb = run_series(a, steps_a, ka, common), run_series(b, steps_b, kb, common)
    rng = np.random.default_rng(0)  # one set of resampled steps per run, shared by every metric
    ba, bb = resampled(sa, draws(rng, len(steps_a))), resampled(sb, draws(rng, len(steps_b)))
    metrics = [metric_row(name, sa, sb, ba, bb, len(pairs)) for name in METRICS]
    ra = {r.rank for r in a.ranks if r.status == "ok"}
    rb = {r.rank for r in b.ranks if r.status == "ok"}
    hist_a = {s.step: s.critical_rank for s in a.steps if s.step in set(steps_a)}
    hist_b = {s.step: s.critical_rank for s in b.steps if s.step in set(steps_b)}
    out = {
        "schema": SCHEMA, "a": _ident(a), "b": _ident(b),
        "matched": {"steps": [[x, y] for x, y in pairs], "by": how, "collectives": len(common),
                    "ranks": sorted(ra & rb)},
        "unmatched": {**_unmatched_steps(a, steps_a, "a"), **_unmatched_steps(b, steps_b, "b"),
                      "ranks_only_a": sorted(ra - rb), "ranks_only_b": sorted(rb - ra),
                      "collectives_only_a": _collectives_only(a, steps_a, ka, common),
                      "collectives_only_b": _collectives_only(b, steps_b, kb, common)},
        "metrics": metrics,
        "stragglers": _verdicts(a.stragglers, b.stragglers),
        "critical_history": {"a": _counts(hist_a), "b": _counts(hist_b)},
        "per_step": _per_step(pairs, a, b, sa, sb, hist_a, hist_b),
        "divergences": _patterns(_signatures(a, set(steps_a)), _signatures(b, set(steps_b))),
        "evidence": {"a": _evidence(a, set(steps_a)), "b": _evidence(b, set(steps_b))},
    }
    out["outcome"] = _outcome(out)
    out["summary"] = _summary(out)
    return Comparison.build(**out)


def _unmatched_steps(a: Analysis, steps: list, side: str) -> dict:
    """``{steps_only_<side>: the steps of ``a`` that were not matched}``."""
    return {f"steps_only_{side}": sorted({s.step for s in a.steps} - set(steps))}


def _collectives_only(a: Analysis, steps: list, keyed: dict, common: set) -> int:
    """Collectives of ``a`` not compared: outside the matched steps, or with no counterpart in the other run."""
    idx = set(steps)
    return sum(1 for c in a.collectives if c.step not in idx) + len(set(keyed) - common)


def _verdicts(sta, stb) -> dict:
    """Both runs' straggler verdicts and whether the class or the ranks changed."""
    pick = lambda s: {"class": s.class_, "ranks": s.ranks, "basis": s.basis}  # noqa: E731
    return {"a": pick(sta), "b": pick(stb), "class_changed": sta.class_ != stb.class_,
            "ranks_changed": sorted(sta.ranks or []) != sorted(stb.ranks or [])}


def _straggler_change(sta: dict, stb: dict) -> str:
    """``appeared``: B has a fixed or topology straggler and A none of these classes; ``moved``: both have one,
    on other ranks; ``gone``: A has a straggler, B none; ``changed``: another change of class or ranks;
    ``unchanged``."""
    ca, cb = sta.get("class") or "none", stb.get("class") or "none"
    ra, rb = sorted(sta.get("ranks") or []), sorted(stb.get("ranks") or [])
    if cb in PERSISTENT and ca not in PERSISTENT:
        return "appeared"
    if cb in PERSISTENT and ra != rb:
        return "moved"
    if ca != "none" and cb == "none":
        return "gone"
    return "unchanged" if (ca, ra) == (cb, rb) else "changed"


def _on(ranks: list) -> str:
    """'rank 5', 'ranks 2, 3'."""
    return f"rank{'s' if len(ranks) > 1 else ''} {', '.join(map(str, ranks))}"


def _signals(step: str, change: str, s: dict) -> tuple[list, list]:
    """``(worse, better)``: the phrases of what makes B worse and better than A."""
    a, b = s["a"], s["b"]
    worse = ["its steps are slower than A's"] if step == "higher" else []
    better = ["its steps are faster than A's"] if step == "lower" else []
    if change == "appeared":
        worse.append(f"a {b['class']} straggler appeared on {_on(b['ranks'] or [])}")
    elif change == "moved":
        worse.append(f"the {b['class']} straggler moved from {_on(a['ranks'] or [])} to {_on(b['ranks'] or [])}")
    elif change == "gone":
        better.append(f"A's {a['class']} straggler" + (f" ({_on(a['ranks'])})" if a["ranks"] else "") + " is gone")
    return worse, better


def _outcome(c: dict) -> dict:
    """The answer: B is ``worse`` when its per-step maximum step time (median) is ``higher`` or a fixed or
    topology straggler appeared or moved, ``better`` when it is ``lower`` or A's straggler is gone, ``mixed``
    with one of each, else ``inconclusive`` on fewer than MIN_STEPS matched steps and ``unchanged`` on more;
    ``nothing`` without a matched step. ``answer`` says it in words; ``tally`` counts the metrics by verdict."""
    n = len(c["matched"]["steps"])
    step = metric(c, HEADLINE)["verdict"]
    change = _straggler_change(c["stragglers"]["a"], c["stragglers"]["b"])
    worse, better = _signals(step, change, c["stragglers"])
    if not n:
        verdict, answer = "nothing", "Nothing to compare: no step of B matches a step of A"
    elif worse and better:
        verdict, answer = "mixed", f"B is mixed: {' and '.join(better)}, but {' and '.join(worse)}"
    elif worse or better:
        verdict = "worse" if worse else "better"
        answer = f"B got {verdict}: {', and '.join(worse or better)}"
    elif n < MIN_STEPS:
        verdict = "inconclusive"
        answer = f"Too few steps to conclude: only {n} matched step{'s' if n > 1 else ''}, at least {MIN_STEPS} needed"
    else:
        verdict, answer = "unchanged", "No clear change: B is within A's step-to-step noise"
    tally = {v: sum(x["verdict"] == v for x in c["metrics"]) for v in ("lower", "higher", "unchanged", "inconclusive")}
    return {"verdict": verdict, "answer": answer, "step_time": step, "straggler": change, "matched_steps": n,
            "min_steps": MIN_STEPS, "tally": tally}


def _patterns(sig_a: dict, sig_b: dict) -> dict:
    """Divergence patterns that appeared in B, vanished from A, persisted, and grew."""
    both = set(sig_a) & set(sig_b)
    return {"appeared": _div_rows(set(sig_b) - set(sig_a), sig_a, sig_b),
            "vanished": _div_rows(set(sig_a) - set(sig_b), sig_a, sig_b),
            "persisting": _div_rows(both, sig_a, sig_b),
            "grown": _div_rows({k for k in both if _grew(sig_a[k], sig_b[k])}, sig_a, sig_b)}


def _per_step(pairs, a, b, sa, sb, hist_a, hist_b) -> list:
    """One row per matched step: both runs' step maximum, largest skew and tail, and critical rank."""
    def by_step(series: Series, n: int) -> list[float | None]:
        out: list[float | None] = [None] * n
        for v, i in zip(series.values.tolist(), series.step.tolist()):
            out[i] = v if out[i] is None else max(out[i], v)
        return out
    n = len(pairs)
    cols = {f"{k}_{side}": by_step(ser[src], n) for side, ser in (("a", sa), ("b", sb))
            for k, src in (("time_max_us", "step_max"), ("skew_max_us", "skew"), ("tail_max_us", "tail"))}
    return [{"step_a": x, "step_b": y, **{k: v[i] for k, v in cols.items()},
             "critical_rank_a": hist_a.get(x), "critical_rank_b": hist_b.get(y)} for i, (x, y) in enumerate(pairs)]


def who(s: "Stragglers | Verdict") -> str:
    """'fixed (rank 2)', 'rotating (ranks 0, 1, 3)', 'none'."""
    return _who(s.class_, s.ranks)


def _who(cls: str | None, ranks: list | None) -> str:
    """``who`` of a verdict's class and ranks."""
    if not ranks:
        return cls or "none"
    return f"{cls} (rank{'s' if len(ranks) > 1 else ''} {', '.join(map(str, ranks))})"


def _counts(hist: dict) -> dict:
    c = collections.Counter(r for r in hist.values() if r is not None)
    return {str(r): k for r, k in sorted(c.items())}


def metric(cmp: dict, name: str) -> dict:
    return next(m for m in cmp["metrics"] if m["name"] == name)


def _summary(c: dict) -> list:
    """Sentences for the seed's four checks, then what else changed."""
    if not c["matched"]["steps"]:
        return ["No step could be matched between the two runs: nothing to compare."]
    out = [_said(c, name) for name in ("arrival_skew_p50_us", "tail_p50_us", "step_time_max_p50_us")]
    s = c["stragglers"]
    if s["class_changed"] or s["ranks_changed"]:
        out.append(f"Straggler verdict changed: {_who(s['a']['class'], s['a']['ranks'])} → "
                   f"{_who(s['b']['class'], s['b']['ranks'])}.")
    else:
        out.append(f"Straggler verdict unchanged: {_who(s['a']['class'], s['a']['ranks'])}.")
    out += _pattern_sentences(c["divergences"])
    u = c["unmatched"]
    extra = [f"{plural(len(u[k]), noun)} only in {side}" for k, noun, side in
             (("steps_only_a", "step", "A"), ("steps_only_b", "step", "B"), ("ranks_only_a", "rank", "A"),
              ("ranks_only_b", "rank", "B")) if u[k]]
    extra += [f"{plural(u[k], 'collective')} only in {side}" for k, side in
              (("collectives_only_a", "A"), ("collectives_only_b", "B")) if u[k]]
    if extra:
        out.append("Not compared: " + ", ".join(extra) + ".")
    return out


def _said(c: dict, name: str) -> str:
    """One metric as a sentence: what it did, its values and the interval of the change."""
    m = metric(c, name)
    if m["a"] is None or m["b"] is None:
        return f"{m['label']}: not measured in both runs."
    if m["verdict"] == "inconclusive":
        return f"{m['label'][0].upper()}{m['label'][1:]}: {m['a'] / 1e3:.2f} → {m['b'] / 1e3:.2f} ms, {m['note']}."
    verb = {"lower": "fell", "higher": "rose", "unchanged": "did not change beyond step-to-step noise"}[m["verdict"]]
    return (f"{m['label'][0].upper()}{m['label'][1:]} {verb}: {m['a'] / 1e3:.2f} → {m['b'] / 1e3:.2f} ms"
            + (f" (99 % interval of the change {m['ci99'][0] / 1e3:+.2f} to {m['ci99'][1] / 1e3:+.2f} ms)"
               if m["ci99"] else "") + ".")


def _pattern_sentences(d: dict) -> list:
    """What appeared, grew or vanished among the divergence patterns."""
    out = []
    app, grown = d["appeared"], d["grown"]
    if app:
        top = app[0]
        out.append(f"{plural(len(app), 'divergence pattern')} appeared in B, e.g. rank {top['rank']}: {top['op']} "
                   f"[{top['kind']}] in {plural(top['count_b'], 'step')}.")
    if grown:
        g = grown[0]
        out.append(f"{plural(len(grown), 'divergence pattern')} of A grew at least {GROWTH:g}-fold in B, e.g. rank "
                   f"{g['rank']}: {g['op']} [{g['kind']}] in {g['count_a']} → {plural(g['count_b'], 'step')}, median "
                   f"lag {g['lag_median_us_a'] / 1e3:.2f} → {g['lag_median_us_b'] / 1e3:.2f} ms.")
    if not app and not grown:
        out.append("Nothing new appeared in B.")
    if d["vanished"]:
        n = len(d["vanished"])
        out.append(f"{plural(n, 'divergence pattern')} of A {'is' if n == 1 else 'are'} gone in B.")
    return out
