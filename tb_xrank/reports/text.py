"""Text and Markdown renderings of an Analysis (they read it; they never recompute)."""
import typing
from collections.abc import Iterable

from ..diagnose.findings import worst

if typing.TYPE_CHECKING:
    from ..model import Analysis, Comparison

TOP = 15


def ms(v: float | None, digits: int = 1, unit: str = " ms", scale: float = 1000.0) -> str:
    """A time in µs as text (in ms by default); "—" for None."""
    return "—" if v is None else f"{v / scale:.{digits}f}{unit}"


def ranges(nums: Iterable[int]) -> str:
    """[0, 1, 2, 5, 7, 8] -> '0-2, 5, 7-8'."""
    out, nums = [], sorted(nums)
    i = 0
    while i < len(nums):
        j = i
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        out.append(str(nums[i]) if i == j else f"{nums[i]}-{nums[j]}")
        i = j + 1
    return ", ".join(out)


def _rank_lines(a) -> list:
    """The lines on the ranks: how many are ok, have problems or were not profiled, and the first ten with a
    status other than ok or with warnings."""
    noted = [r for r in a.ranks if r["status"] != "not_profiled" and (r["status"] != "ok" or r["warnings"])]
    lines = [_rank_summary(a)]
    for r in noted[:10]:
        lines.append(f"  rank {r['rank']}: {r['status']}" + (f" — {'; '.join(r['warnings'][:3])}" if r["warnings"] else ""))
    if len(noted) > 10:
        lines.append(f"  ... and {len(noted) - 10} more ranks with warnings (see --format json)")
    return lines


def _rank_summary(a) -> str:
    """The line counting the ranks that are ok, those with problems and those not profiled."""
    bad = [r for r in a.ranks if r["status"] not in ("ok", "not_profiled")]
    ok = sum(r["status"] == "ok" for r in a.ranks)
    unprof = [r["rank"] for r in a.ranks if r["status"] == "not_profiled"]
    return (f"ranks: {ok} ok of {a.world_size}" + (f"; {len(bad)} with problems" if bad else "")
            + (f"; not profiled: {ranges(unprof)}" if unprof else ""))


def text(a: "Analysis", top: int = TOP) -> str:
    """What a person reads in a terminal: findings, then the worst collectives first."""
    out = [f"tb-xrank {a.tool_version} — run {a.run}, span {a.span}/{a.spans}, {len(a.collectives)} collectives, "
           f"{len(a.steps)} steps (median {ms(a.settings['median_step_us'])})"]
    out += _rank_lines(a)
    for e in a.errors:
        out.append(f"error: {e['file']}: {e['reason']}")
    c = a.clock
    offs = ", ".join(f"r{r}={ms(v, 3)}" for r, v in c["offsets_us"].items() if v)
    out.append(f"clock: {c['method']}; residual {ms(c['residual_us'], 3)}"
               + (f"; offsets {offs}" if offs else "") + ("; CLOCK SUSPECT" if c["clock_suspect"] else ""))
    if a.findings:
        out.append("")
        out.append("findings:")
        out += [f"  - {f['text']}" for f in a.findings]
    rows = worst(a.collectives, top)
    if rows:
        out.append("")
        out.append(f"worst collectives by arrival skew (top {len(rows)} of {len(a.collectives)}):")
        hdr = f"  {'collective':<22} {'op':<14} {'step':>5} {'skew':>10} {'tail':>10} {'clock-free':>10} {'last':>5} {'busbw':>9}"
        out.append(hdr)
        for r in rows:
            bw = "—" if r["busbw_gbps"] is None else f"{r['busbw_gbps']:.2f}GB/s"
            out.append(f"  {r['id']:<22} {r['op']:<14} {str(r['step'] if r['step'] is not None else '—'):>5} "
                       f"{ms(r['skew_us'], 2):>10} {ms(r['tail_us'], 2):>10} {ms(r['skew_clockfree_us'], 2):>10} "
                       f"{r['last_rank']:>5} {bw:>9}" + ("  *" if r["material"] else ""))
        out.append("  (* material: skew ≥ %s)" % ms(a.settings["material_threshold_us"], 2))
    return "\n".join(out) + "\n"


def md_escape(s: object) -> str:
    """Text safe inside a Markdown table cell (pipes escaped, angle brackets as entities)."""
    return str(s).replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;")


def markdown(a: "Analysis", top: int = TOP) -> str:
    """The same content as ``text`` as Markdown, for an issue tracker."""
    out = [f"## tb-xrank: run `{md_escape(a.run)}` (span {a.span}/{a.spans})", "",
           f"{len(a.collectives)} collectives, {len(a.steps)} steps, median step {ms(a.settings['median_step_us'])}; "
           f"clock: {md_escape(a.clock['method'])}, residual {ms(a.clock['residual_us'], 3)}"
           + (" — **clock suspect**" if a.clock["clock_suspect"] else ""), ""]
    if a.findings:
        out += ["### Findings", ""] + [f"- {md_escape(f['text'])}" for f in a.findings] + [""]
    rows = worst(a.collectives, top)
    if rows:
        out += ["### Worst collectives by arrival skew", "",
                "| collective | op | step | skew | tail | clock-free skew | last rank | material |",
                "|---|---|---:|---:|---:|---:|---:|:---:|"]
        for r in rows:
            out.append(f"| `{md_escape(r['id'])}` | {md_escape(r['op'])} | {r['step'] if r['step'] is not None else '—'} | "
                       f"{ms(r['skew_us'], 2)} | {ms(r['tail_us'], 2)} | {ms(r['skew_clockfree_us'], 2)} | "
                       f"{r['last_rank']} | {'yes' if r['material'] else ''} |")
        out.append("")
    bad = [r for r in a.ranks if r["status"] != "ok"]
    if bad or a.errors:
        out += ["### Ranks and files with problems", ""]
        out += [f"- rank {r['rank']}: **{r['status']}** {md_escape('; '.join(r['warnings'][:3]))}" for r in bad]
        out += [f"- `{md_escape(e['file'])}`: {md_escape(e['reason'])}" for e in a.errors]
        out.append("")
    return "\n".join(out)


def _verdict_mark(v) -> str:
    return {"lower": "▼ lower", "higher": "▲ higher", "unchanged": "= unchanged"}[v]


def _ci(m, unit="") -> str:
    return "—" if not m["ci99"] else f"{ms(m['ci99'][0], 2, '')} … {ms(m['ci99'][1], 2, unit)}"


def compare_text(c: "Comparison") -> str:
    """A comparison (``comparison.compare``) for a terminal: the verdicts first, then the table and the changes."""
    a, b = c["a"], c["b"]
    out = [f"tb-xrank compare — A: {a['run']} (span {a['span']}, {len(a['ranks'])} ranks, {len(a['steps'])} steps)  "
           f"B: {b['run']} (span {b['span']}, {len(b['ranks'])} ranks, {len(b['steps'])} steps)",
           f"matched {len(c['matched']['steps'])} steps by {c['matched']['by']}, {c['matched']['collectives']} "
           f"collectives, {len(c['matched']['ranks'])} ranks", ""]
    out += [f"  - {s}" for s in c["summary"]] + [""]
    out.append(f"  {'metric':<24} {'A':>10} {'B':>10} {'B − A':>10} {'99% interval (ms)':>20}  verdict")
    for m in c["metrics"]:
        out.append(f"  {m['name']:<24} {ms(m['a'], 2):>10} {ms(m['b'], 2):>10} {ms(m['delta'], 2):>10} "
                   f"{_ci(m):>20}  {_verdict_mark(m['verdict'])}")
    for key, label in (("appeared", "divergences new in B"), ("grown", "divergences that grew in B"),
                       ("vanished", "divergences gone in B")):
        rows = c["divergences"][key]
        if rows:
            out += ["", f"{label}:"]
            for r in rows[:10]:
                out.append(f"  rank {r['rank']}: {r['op']} [{r['kind']}]: steps {r['count_a']} → {r['count_b']}, "
                           f"median lag {ms(r['lag_median_us_a'], 2)} → {ms(r['lag_median_us_b'], 2)}")
    ea, eb = c["evidence"]["a"], c["evidence"]["b"]
    out += ["", f"missing evidence: gaps {ea['gaps']} ({ms(ea['gap_us'])}) → {eb['gaps']} ({ms(eb['gap_us'])}); "
                f"file errors {ea['errors']} → {eb['errors']}; not profiled {len(ea['not_profiled'])} → "
                f"{len(eb['not_profiled'])}"]
    return "\n".join(out) + "\n"


def compare_markdown(c: "Comparison") -> str:
    """The comparison as Markdown, for an issue tracker."""
    a, b = c["a"], c["b"]
    out = [f"## tb-xrank: `{md_escape(b['run'])}` against `{md_escape(a['run'])}`", "",
           f"Matched {len(c['matched']['steps'])} steps ({md_escape(c['matched']['by'])}), "
           f"{c['matched']['collectives']} collectives, {len(c['matched']['ranks'])} ranks.", ""]
    out += [f"- {md_escape(s)}" for s in c["summary"]] + [""]
    out += ["| metric | A | B | B − A | 99 % interval | verdict |", "|---|---:|---:|---:|---:|---|"]
    for m in c["metrics"]:
        out.append(f"| {m['label']} | {ms(m['a'], 2)} | {ms(m['b'], 2)} | {ms(m['delta'], 2)} | {_ci(m, ' ms')} | "
                   f"**{m['verdict']}** |")
    for key, label in (("appeared", "New in B"), ("grown", "Grown in B"), ("vanished", "Gone in B")):
        rows = c["divergences"][key]
        if rows:
            out += ["", f"### Divergences: {label}", "", "| rank | op | kind | steps A | steps B |", "|---:|---|---|---:|---:|"]
            out += [f"| {r['rank']} | {md_escape(r['op'])} | {r['kind']} | {r['count_a']} | {r['count_b']} |"
                    for r in rows[:15]]
    return "\n".join(out) + "\n"
