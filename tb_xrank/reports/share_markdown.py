"""The Markdown report, for an issue tracker: the text report's tables, text charts (sparklines and bars) that
survive one, and the comparison as ``tb-xrank compare --format markdown`` writes it."""
import collections
from collections.abc import Sequence

from msgspec import UNSET

from ..version import __version__
from ..model import Analysis, Comparison
from ..comparison import who
from .share import TOP, redact
from ..model.units import ms
from .text import md_escape, compare_markdown, markdown, single_lines

HELD_TEXT = ("who held each step back: the ranks whose divergences, replayed at their role peers' durations, "
             "shorten the step by the material threshold or more (steps[].held_by, as the verdict counts them); "
             "faint: the step's critical rank where no rank held it back (last within noise)")


SPARK = "▁▂▃▄▅▆▇█"


def sparkline(values: Sequence[float | None]) -> str:
    """Values as a row of block characters, scaled to their range (None: a space)."""
    vs = [v for v in values if v is not None]
    if not vs:
        return ""
    lo, hi = min(vs), max(vs)
    return "".join(" " if v is None else SPARK[0 if hi == lo else round((v - lo) / (hi - lo) * (len(SPARK) - 1))]
                   for v in values)


def _bar(v, vmax, width=24) -> str:
    return "█" * max(1 if v else 0, round(width * v / vmax)) if vmax else ""


def markdown_report(a: Analysis, comparison: Comparison | None = None, redact_names: bool = False,
                    also: Sequence[Analysis] = ()) -> str:
    """The report as Markdown: ``tb-xrank analyze --format markdown``'s tables, text charts that survive an
    issue tracker, and the comparison as ``tb-xrank compare --format markdown`` writes it."""
    if redact_names:
        a, comparison = redact(a, comparison, also)
    s = a.stragglers
    out = [markdown(a, TOP), f"**Straggler: {md_escape(who(s))}** — {md_escape(s.basis or '')}", ""]
    out += _steps_md(a) + _critical_md(a) + _divergences_md(a) + _single_md(a) + _gaps_md(a)
    if comparison is not None:
        out += _comparison_md(comparison)
    out.append(f"<sub>tb-xrank {__version__}" + (" · host names and paths redacted" if redact_names else "") + "</sub>")
    return "\n".join(out) + "\n"


def _steps_md(a: Analysis) -> list:
    """The Markdown lines of the per-step sparklines: slowest rank's and median step time, and critical rank."""
    if not a.steps:
        return []
    first, last = a.steps[0].step, a.steps[-1].step
    return [f"### Per-step maximum (steps {first}–{last})", "", "```",
            f"slowest rank  {sparkline([st.time_max_us for st in a.steps])}  "
            f"max {ms(max((st.time_max_us or 0) for st in a.steps), 2)}",
            f"median        {sparkline([st.time_us for st in a.steps])}  "
            f"max {ms(max((st.time_us or 0) for st in a.steps), 2)}",
            "critical rank " + " ".join("·" if st.critical_rank is None else str(st.critical_rank)
                                        for st in a.steps),
            "```", ""]


def _critical_md(a: Analysis) -> list:
    """The Markdown lines of the text bar chart of who held each step back (``share_charts.critical_html``'s counts)."""
    held = collections.Counter(r for s in a.steps for r in s.held_by)
    noise = collections.Counter(s.critical_rank for s in a.steps if not s.held_by and s.critical_rank is not None)
    ranks = sorted(set(held) | set(noise), key=lambda r: (-held[r], -noise[r], r))[:20]
    if not ranks:
        return []
    vmax = max(held[r] + noise[r] for r in ranks)
    return (["### Who held each step back", "", f"{HELD_TEXT}.", "", "```"]
            + [f"rank {r:>5} {_bar(held[r], vmax)} {held[r]} held back, {noise[r]} last within noise" for r in ranks]
            + ["```", ""])


def _divergences_md(a: Analysis) -> list:
    """The Markdown lines of the costliest divergences: their sentences as the Analysis states them."""
    if not a.divergences:
        return []
    ds = sorted(a.divergences, key=lambda d: -(d.cost_us or 0))[:TOP]
    return ["### Divergences", ""] + [f"- {md_escape(d.summary)}" for d in ds] + [""]


def _single_md(a: Analysis) -> list:
    """The Markdown lines of the single-rank evidence: the text report's lines, then the walk-back's sentences."""
    s, lines = a.single_rank, single_lines(a, TOP)
    if s is UNSET or not lines:
        return []
    return (["### Single-rank evidence", "", "```"] + lines + ["```", ""]
            + [f"- {md_escape(d.summary)}" for d in s.divergences[:TOP]] + [""])


def _gaps_md(a: Analysis) -> list:
    """The Markdown lines of the list of uncovered gaps."""
    if not a.gaps:
        return []
    return (["### Missing evidence", ""]
            + [f"- gap on rank {g.rank}, step {g.step}: {ms(g.dur_us, 2)} no event covers"
               for g in a.gaps[:TOP]] + [""])


def _comparison_md(comparison: Comparison) -> list:
    """The comparison as ``tb-xrank compare --format markdown`` writes it, with the sparklines of both runs' step
    maxima."""
    ps = comparison.per_step
    out = [compare_markdown(comparison)]
    if ps:
        out += ["```", f"A step max  {sparkline([p.time_max_us_a for p in ps])}",
                f"B step max  {sparkline([p.time_max_us_b for p in ps])}", "```", ""]
    return out
