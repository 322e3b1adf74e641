"""Text and Markdown renderings of an Analysis (they read it; they never recompute)."""
import typing

from msgspec import UNSET

from ..comparison import HEADLINE  # the metric the comparison's answer is about, as in the Compare tab
from ..diagnose.worst import ranked as worst
from ..model.units import gbps, ms, plural, ranges, signed_ms, size
from ..numeric import median

if typing.TYPE_CHECKING:
    from ..model import Analysis, Comparison, Finding

TOP = 15
BUSBW_FROM = ("busbw (tail): bus bandwidth over the post-last-arrival tail, an upper bound (the tail is a lower bound "
              "on the service: tb-xrank replay and service measure it)")


def _said(notes: list, n: int = 3) -> str:
    """The texts of the first ``n`` warnings or errors (``model.Note``), joined by "; "."""
    return "; ".join(w.text for w in notes[:n])


def _rank_lines(a) -> list:
    """The lines on the ranks: how many are ok, have problems or were not profiled, and the first ten with a
    status other than ok or with warnings."""
    noted = [r for r in a.ranks if r.status != "not_profiled" and (r.status != "ok" or r.warnings)]
    lines = [_rank_summary(a)]
    for r in noted[:10]:
        lines.append(f"  rank {r.rank}: {r.status}" + (f" — {_said(r.warnings)}" if r.warnings else ""))
    if len(noted) > 10:
        lines.append(f"  ... and {plural(len(noted) - 10, 'more rank')} with warnings (see --format json)")
    return lines


def _rank_summary(a) -> str:
    """The line counting the ranks that are ok, those with problems and those not profiled."""
    bad = [r for r in a.ranks if r.status not in ("ok", "not_profiled")]
    ok = sum(r.status == "ok" for r in a.ranks)
    unprof = [r.rank for r in a.ranks if r.status == "not_profiled"]
    return (f"ranks: {ok} ok of {a.world_size}" + (f"; {len(bad)} with problems" if bad else "")
            + (f"; not profiled: {ranges(unprof)}" if unprof else ""))


def lead(a: "Analysis") -> "Finding | None":
    """The finding that comes before everything else: with fewer than two ranks profiled, the Analysis' finding
    that there is nothing to align across ranks (its first finding of kind 'ranks'); else None."""
    if sum(r.status in ("ok", "partial") for r in a.ranks) >= 2:
        return None
    return next((f for f in a.findings if f.kind == "ranks"), None)


def _worst_lines(a, top: int) -> list:
    """The table of the worst collectives (by what their straggler cost, then by their skew beyond the skew their
    place in the program shows on healthy steps); the bandwidth column only when a row has one."""
    rows = worst(a.collectives, top)
    if not rows:
        return []
    bw = any(gbps(r.busbw_gbps) != "—" for r in rows)
    out = ["", f"worst collectives by what their straggler cost, then by skew beyond the expected (top {len(rows)} of "
               f"{len(a.collectives)}):",
           f"  {'collective':<22} {'op':<14} {'step':>5} {'saves':>10} {'skew':>10} {'expected':>10} {'tail':>10} "
           f"{'clock-free':>10} {'last':>5}" + (f" {'busbw (tail)':>12}" if bw else "")]
    for r in rows:
        out.append(f"  {r.id:<22} {r.op:<14} {str(r.step if r.step is not None else '—'):>5} "
                   f"{ms(r.cost_us or None, 2):>10} {ms(r.skew_us, 2):>10} {ms(r.expected_skew_us, 2):>10} "
                   f"{ms(r.tail_us, 2):>10} {ms(r.skew_clockfree_us, 2):>10} "
                   f"{r.last_rank:>5}" + (f" {gbps(r.busbw_gbps):>12}" if bw else "")
                   + ("  *" if r.material else ""))
    out.append("  (saves: what the costliest divergence that surfaced there cost its step; expected: the skew of the "
               "same place in the program on steps no rank held back; * material: skew ≥ %s%s)"
               % (ms(a.settings.material_threshold_us, 2),
                  "; " + BUSBW_FROM if bw else ""))
    return out


def _answer(a, first) -> list:
    """The findings as the first screen shows them: the verdict and every finding that costs the material
    threshold or more (or costs nothing measurable), then the smaller ones, counted apart."""
    rest = [f for f in a.findings if f is not first]
    major = [f for f in rest if not f.minor]
    minor = [f for f in rest if f.minor]
    out = ["", "findings:"] + [f"  - {f.text}" for f in major] if major else []
    if minor:
        out += ["", f"{plural(len(minor), 'smaller finding')} (each under the material threshold of "
                    f"{ms(a.settings.material_threshold_us)}):"] + [f"  - {f.text}" for f in minor]
    return out


def _graph_line(a) -> list:
    """How well the happens-before graph accounts for the steps: the replay error (median and worst step) and the
    share of the waiting it explains by an edge (median over steps)."""
    err = [s.replay_error_pct for s in a.steps if s.replay_error_pct is not None]
    share = [s.waiting_explained_pct for s in a.steps if s.waiting_explained_pct is not None]
    if not err:
        return []
    worst = max(err, key=abs)
    line = (f"graph: replay of the own durations ends {median(err):+.2f}% from the measured step (median; worst "
            f"step {worst:+.2f}%)")
    if share:
        line += f"; it explains {median(share):.1f}% of the waiting by an edge (median over steps)"
    return [line]


def single_lines(a: "Analysis", top: int = TOP) -> list:
    """The single-rank evidence (``single_rank``): its label, each rank's communication per step (median, and the
    exposed part), and its collectives slowest first: median bar, noise over their occurrences, the slow steps."""
    s = a.single_rank
    if s is UNSET:
        return []
    out = [f"single-rank evidence (rank{'s' if len(s.ranks) > 1 else ''} {ranges(s.ranks)}): {s.basis}"]
    for r in s.ranks:
        rows = [st for st in s.steps if st.rank == r]
        if rows:
            out.append(f"  rank {r}: communication {ms(median([x.comm_us for x in rows]))} per step, "
                       f"{ms(median([x.exposed_comm_us for x in rows]))} exposed (median of "
                       f"{plural(len(rows), 'step')})")
    for p in s.places[:top]:
        slow = (f"slow in steps {', '.join(map(str, p.slow_steps))} (up to {ms(p.max_bar_us)})"
                if p.slow_steps else "none slow" if p.limit_us is not None else "too few to judge")
        what = f"{p.op}" + (f" {size(p.bytes)}" if p.bytes else "")
        out.append(f"  rank {p.rank} {p.place} ({what}): {p.occurrences} occurrences, median bar "
                   f"{ms(p.median_bar_us)}, noise {ms(p.noise_us, 3)}; {slow}")
    return out


def text(a: "Analysis", top: int = TOP) -> str:
    """What a person reads in a terminal: the findings first (the verdict, then by cost, the smaller ones apart),
    then the ranks, clock and graph, then the worst collectives. With fewer than two ranks profiled, the first line
    says that there is nothing to align."""
    first = lead(a)
    out = [first.text] if first else []
    out.append(f"tb-xrank {a.tool_version} — run {a.run}, span {a.span}/{a.spans}, "
               f"{plural(len(a.collectives), 'collective')}, {plural(len(a.steps), 'step')} "
               f"(median {ms(a.settings.median_step_us)})")
    out += _answer(a, first)
    out.append("")
    out += _rank_lines(a)
    for e in a.errors:
        out.append(f"error: {e.file}: {e.text}")
    c = a.clock
    offs = ", ".join(f"r{r}={ms(v, 3)}" for r, v in c.offsets_us.items() if v)
    out.append(f"clock: {c.method}; residual {ms(c.residual_us, 3)}"
               + (f"; offsets {offs}" if offs else "") + ("; CLOCK SUSPECT" if c.clock_suspect else ""))
    out += _graph_line(a)
    out += single_lines(a, top)
    out += _worst_lines(a, top)
    return "\n".join(out) + "\n"


def md_escape(s: object) -> str:
    """Text safe inside a Markdown table cell (pipes escaped, angle brackets as entities)."""
    return str(s).replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;")


def _worst_md(a, top: int) -> list:
    """The Markdown table of the worst collectives (``_worst_lines``' order)."""
    rows = worst(a.collectives, top)
    if not rows:
        return []
    out = ["### Worst collectives by what their straggler cost, then by skew beyond the expected", "",
           "| collective | op | step | saves | skew | expected skew | tail | clock-free skew | last rank | material |",
           "|---|---|---:|---:|---:|---:|---:|---:|---:|:---:|"]
    for r in rows:
        out.append(f"| `{md_escape(r.id)}` | {md_escape(r.op)} | {r.step if r.step is not None else '—'} | "
                   f"{ms(r.cost_us or None, 2)} | {ms(r.skew_us, 2)} | {ms(r.expected_skew_us, 2)} | "
                   f"{ms(r.tail_us, 2)} | {ms(r.skew_clockfree_us, 2)} | "
                   f"{r.last_rank} | {'yes' if r.material else ''} |")
    return out + [""]


def _findings_md(a, first) -> list:
    """The Markdown findings: those the first screen shows, then the smaller ones folded."""
    rest = [f for f in a.findings if f is not first]
    if not rest:
        return []
    out = ["### Findings", ""] + [f"- {md_escape(f.text)}" for f in rest if not f.minor] + [""]
    minor = [f for f in rest if f.minor]
    if minor:
        out += [f"<details><summary>{plural(len(minor), 'smaller finding')} (each under the material threshold of "
                f"{ms(a.settings.material_threshold_us)})</summary>", ""]
        out += [f"- {md_escape(f.text)}" for f in minor] + ["", "</details>", ""]
    return out


def markdown(a: "Analysis", top: int = TOP) -> str:
    """The same content as ``text`` as Markdown, for an issue tracker."""
    first = lead(a)
    out = [f"## tb-xrank: run `{md_escape(a.run)}` (span {a.span}/{a.spans})", ""]
    out += [f"**{md_escape(first.text)}**", ""] if first else []
    out += [f"{plural(len(a.collectives), 'collective')}, {plural(len(a.steps), 'step')}, median step "
            f"{ms(a.settings.median_step_us)}; clock: {md_escape(a.clock.method)}, residual "
            f"{ms(a.clock.residual_us, 3)}" + (" — **clock suspect**" if a.clock.clock_suspect else ""), ""]
    out += _findings_md(a, first)
    out += _worst_md(a, top)
    bad = [r for r in a.ranks if r.status != "ok"]
    if bad or a.errors:
        out += ["### Ranks and files with problems", ""]
        out += [f"- rank {r.rank}: **{r.status}** {md_escape(_said(r.warnings))}" for r in bad]
        out += [f"- `{md_escape(e.file or '')}`: {md_escape(e.text)}" for e in a.errors]
        out.append("")
    return "\n".join(out)


def _verdict_mark(v) -> str:
    return {"lower": "▼ lower", "higher": "▲ higher", "unchanged": "= unchanged", "inconclusive": "? too few steps"}[v]


def _ci(m, unit="") -> str:
    """The 99 % interval of a metric's change in ms: '−0.15 … +1.96' (then ``unit``); "—" without one."""
    return "—" if not m.ci99 else f"{signed_ms(m.ci99[0])} … {signed_ms(m.ci99[1])}{unit}"


def _change(m) -> str:
    """B − A in ms and as a share of A, as the Compare tab writes it: '+44.20 ms (+59.8 %)'."""
    d = f"{signed_ms(m.delta)} ms"
    return f"{d} ({'−' if m.delta < 0 else '+'}{abs(100 * m.delta / m.a):.1f} %)" if m.a else d


def _straggler(s) -> str:
    """A straggler verdict as the Compare tab's badge reads: 'no straggler', 'fixed straggler (rank 2)'."""
    cls, ranks = s.class_ or "none", s.ranks or []
    name = "no straggler" if cls == "none" else f"{cls} straggler"
    return name + (f" ({'rank' if len(ranks) == 1 else 'ranks'} {', '.join(map(str, ranks))})" if ranks else "")


def headline(c: "Comparison") -> list[str]:
    """The answer first (the comparison's ``outcome``: the per-step maximum step time weighed with the straggler
    verdicts), then that metric's change with its interval, the straggler verdict and the count of metrics B is
    better, worse and unchanged on."""
    o = c.outcome
    if o.verdict == "nothing":
        return [o.answer]
    m = next((x for x in c.metrics if x.name == HEADLINE), None)
    out = [o.answer]
    if m and m.a is not None and m.b is not None:
        out.append(f"{m.label}: {ms(m.a, 2)} → {ms(m.b, 2)}, {_change(m)}"
                   + (f", 99 % interval {_ci(m, ' ms')}" if m.ci99 else "")
                   + (f"; {m.note}" if m.verdict == "inconclusive" else ""))
    s = c.stragglers
    changed = s.class_changed or s.ranks_changed
    out.append(f"straggler verdict {'changed' if changed else 'unchanged'}: {_straggler(s.a)}"
               + (f" → {_straggler(s.b)}" if changed else ""))
    return out + [_tally(c)]


def _tally(c) -> str:
    """'0 better, 4 worse, 3 unchanged of 7 metrics' (and how many are inconclusive, if any): the outcome's tally."""
    n, metrics = c.outcome.tally, c.metrics
    return (f"{n.lower} better, {n.higher} worse, {n.unchanged} unchanged"
            + (f", {n.inconclusive} inconclusive (too few steps)" if n.inconclusive else "")
            + f" of {plural(len(metrics), 'metric')}")


def _run_ident(side: str, r) -> str:
    return (f"{side}: {r.run} (span {r.span}, {plural(len(r.ranks), 'rank')}, "
            f"{plural(len(r.steps), 'step')})")


def _matched(c) -> str:
    m = c.matched
    return (f"matched {plural(len(m.steps), 'step')} by {m.by}, {plural(m.collectives, 'collective')}, "
            f"{plural(len(m.ranks), 'rank')}")


def _metric_lines(c) -> list:
    """The metrics table: human labels, every value in the ms its header names."""
    out = [f"  {'metric':<41} {'A (ms)':>9} {'B (ms)':>9} {'B − A (ms)':>11} {'99 % interval (ms)':>19}  verdict"]
    for m in c.metrics:
        out.append(f"  {m.label:<41} {ms(m.a, 2, ''):>9} {ms(m.b, 2, ''):>9} "
                   f"{'—' if m.delta is None else signed_ms(m.delta):>11} {_ci(m):>19}  "
                   f"{_verdict_mark(m.verdict)}")
    return out


def compare_text(c: "Comparison") -> str:
    """A comparison (``comparison.compare``) for a terminal: the answer first (``headline``), then what was
    compared, the summary, the table and the changes."""
    first, *sub = headline(c)
    out = [first] + [f"  {s}" for s in sub] + ["", f"{_run_ident('A', c.a)}  {_run_ident('B', c.b)}",
                                                _matched(c), ""]
    out += [f"  - {s}" for s in c.summary] + [""]
    out += _metric_lines(c)
    for key, label in (("appeared", "divergences new in B"), ("grown", "divergences that grew in B"),
                       ("vanished", "divergences gone in B")):
        rows = getattr(c.divergences, key)
        if rows:
            out += ["", f"{label}:"]
            for r in rows[:10]:
                out.append(f"  rank {r.rank}: {r.op} [{r.kind}]: steps {r.count_a} → {r.count_b}, "
                           f"median lag {ms(r.lag_median_us_a, 2)} → {ms(r.lag_median_us_b, 2)}")
    ea, eb = c.evidence.a, c.evidence.b
    out += ["", f"missing evidence: gaps {ea.gaps} ({ms(ea.gap_us)}) → {eb.gaps} ({ms(eb.gap_us)}); "
                f"file errors {ea.errors} → {eb.errors}; not profiled {len(ea.not_profiled)} → "
                f"{len(eb.not_profiled)}"]
    return "\n".join(out) + "\n"


def compare_markdown(c: "Comparison") -> str:
    """The comparison as Markdown, for an issue tracker: the answer first, as in ``compare_text``."""
    a, b = c.a, c.b
    first, *sub = headline(c)
    out = [f"## tb-xrank: `{md_escape(b.run)}` against `{md_escape(a.run)}`", "", f"**{md_escape(first)}**", ""]
    out += [f"- {md_escape(s)}" for s in sub] + ([""] if sub else [])
    matched = _matched(c)
    out += [f"{matched[0].upper()}{md_escape(matched[1:])}.", ""]
    out += [f"- {md_escape(s)}" for s in c.summary] + [""]
    out += ["| metric | A | B | B − A | 99 % interval | verdict |", "|---|---:|---:|---:|---:|---|"]
    for m in c.metrics:
        out.append(f"| {m.label} | {ms(m.a, 2)} | {ms(m.b, 2)} | "
                   f"{'—' if m.delta is None else signed_ms(m.delta) + ' ms'} | {_ci(m, ' ms')} | "
                   f"**{m.verdict}** |")
    for key, label in (("appeared", "New in B"), ("grown", "Grown in B"), ("vanished", "Gone in B")):
        rows = getattr(c.divergences, key)
        if rows:
            out += ["", f"### Divergences: {label}", "", "| rank | op | kind | steps A | steps B |", "|---:|---|---|---:|---:|"]
            out += [f"| {r.rank} | {md_escape(r.op)} | {r.kind} | {r.count_a} | {r.count_b} |"
                    for r in rows[:15]]
    return "\n".join(out) + "\n"
