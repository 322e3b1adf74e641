"""The HTML report's SVG charts, in the plugin's colours: each step's slowest-rank time against the median, the
collectives' arrival skew and tail, who held each step back (heatmap and counts per rank), and a comparison's
per-step and per-rank charts of A against B."""
import collections

from ..model import Analysis, Comparison
from .palette import COLORS, LATENESS
from .svg import LEFT, RIGHT, W, Chart, Ramp, Series, XAxis, bar_chart, colour_bar, head, line_chart, mix, svg



def _heatmap(a: Analysis, max_ranks=64, w=W) -> str:
    """Steps × ranks: the ranks that held each step back, shaded by what they cost it, and faint the critical rank
    of a step no rank held back (``share_markdown.HELD_TEXT``), with its colour bar."""
    steps = [s for s in a.steps if s.held_by or s.critical_rank is not None]
    if not steps:
        return ""
    shown, note = _heatmap_rows(a, steps, max_ranks)
    title = "Who held each step back, shaded by what it cost the step"
    out, top = head(title, "lit: the ranks that held the step back (held_by); faint: its critical rank, last within "
                    f"noise{note}", [])
    cmax = max((s.held_cost_us or 0.0 for s in steps), default=0.0) / 1e3 or 1.0
    out += colour_bar(LEFT + 250, top, 200, Ramp(LATENESS, cmax), "what holding the step back cost it (ms)", "xr-skew")
    top += 34
    cw = max(2.0, min(32.0, (w - LEFT - RIGHT) / len(steps)))
    ch = max(3.0, min(18.0, 360 / len(shown)))
    row = {r: i for i, r in enumerate(shown)}
    out.append(f'<rect x="{LEFT}" y="{top}" width="{cw * len(steps):.1f}" height="{ch * len(shown):.1f}" class="bg"/>')
    out += _heatmap_cells(steps, cmax, row, (LEFT, top, cw, ch))
    bottom = top + ch * len(shown)
    for r in shown[:: max(1, len(shown) // 16)]:
        out.append(f'<text x="{LEFT - 6}" y="{top + row[r] * ch + ch / 2 + 4:.1f}" class="yl">{r}</text>')
    for i, s in list(enumerate(steps))[:: max(1, len(steps) // 12)]:
        out.append(f'<text x="{LEFT + i * cw + cw / 2:.1f}" y="{bottom + 14:.1f}" class="xt">{s.step}</text>')
    out.append(f'<text x="{LEFT + cw * len(steps) / 2:.1f}" y="{bottom + 30:.1f}" class="at">step</text>'
               f'<text class="at" transform="translate(14 {top + ch * len(shown) / 2:.1f}) rotate(-90)">rank</text>')
    return svg(title, out, bottom + 38, w)


def _heatmap_rows(a: Analysis, steps: list, max_ranks: int) -> tuple:
    """``(ranks shown, the caption's note)``: every ok rank, or beyond ``max_ranks`` those ever lit."""
    ranks = sorted({r.rank for r in a.ranks if r.status == "ok"})
    if len(ranks) <= max_ranks:
        return ranks, ""
    lit = sorted({r for s in steps for r in (s.held_by or [s.critical_rank])})
    return lit, f"; only the {len(lit)} ranks ever lit of {len(ranks)} shown"


def _heatmap_cells(steps: list, cmax: float, row: dict, grid: tuple) -> list:
    """The SVG cells of the heatmap: each rank that held a step back (where shown, ``row``: its row), its colour
    on the colour bar's ramp from 0 to ``cmax`` (ms); else the step's critical rank, faint; ``grid``: (left, top,
    cell width, cell height)."""
    L, T, cw, ch = grid
    out = []
    for i, s in enumerate(steps):
        held = s.held_by
        for r in held or [s.critical_rank]:
            if r not in row:
                continue
            cost = (s.held_cost_us or 0.0) / 1e3
            fill, extra = (mix(LATENESS, cost / cmax), "") if held else (COLORS["noise"], ' fill-opacity="0.35"')
            what = (f"held it back, costing it {cost:.2f} ms" if held
                    else "its critical rank, last within noise (no rank held it back)")
            out.append(f'<rect class="cell" x="{L + i * cw:.1f}" y="{T + row[r] * ch:.1f}" width="{cw:.1f}" '
                       f'height="{ch:.1f}" fill="{fill}"{extra}><title>step {s.step}: rank {r} {what}</title></rect>')
    return out


def _v(us):
    return None if us is None else us / 1e3


def steps_html(a: Analysis, level: str) -> list:
    """The chart of each step's slowest-rank time, median time and largest own work."""
    steps = a.steps
    if not steps:
        return []
    x = XAxis("step", [str(s.step) for s in steps])
    pts = lambda key: [(i, _v(getattr(s, key))) for i, s in enumerate(steps)]  # noqa: E731
    return [f"<{level}>Per-step maximum against median</{level}>",
            line_chart([Series("slowest rank's step time", COLORS["late"], pts("time_max_us")),
                        Series("median step time", COLORS["peer"], pts("time_us"), dash=True),
                        Series("largest own work (step time less waiting)", COLORS["compute"], pts("work_max_us"))],
                       Chart("Step time per step"), x, "time (ms)")]


def readiness_html(a: Analysis, level: str) -> list:
    """The chart of each collective's arrival skew and tail at the time of its last arrival, from the start of the
    first step (the Analysis' origin where there is no step)."""
    cs = [c for c in a.collectives if c.skew_us is not None
          and (t := c.ranks.get(c.last_rank)) is not None and t.ready_us is not None]
    if not cs:
        return []
    first = a.steps[0] if a.steps and a.steps[0].start_us is not None else None
    t0 = first.start_us if first else 0.0
    origin = f"from the start of step {first.step}" if first else "from the Analysis' origin"
    order = sorted(cs, key=lambda c: c.ranks[c.last_rank].ready_us or 0.0)
    at = lambda c: (c.ranks[c.last_rank].ready_us - t0) / 1e3  # noqa: E731
    return [f"<{level}>Readiness spread</{level}>",
            line_chart([Series("arrival skew", COLORS["wait"], [(at(c), _v(c.skew_us)) for c in order]),
                        Series("post-last-arrival tail", COLORS["service"], [(at(c), _v(c.tail_us)) for c in order])],
                       Chart("Arrival skew and tail of each collective, at its last arrival"),
                       XAxis(f"time of the last arrival (ms {origin}, on the common clock)"), "duration (ms)")]


def critical_html(a: Analysis, level: str) -> list:
    """The heatmap of who held each step back and, beside it, the same counted per rank: the steps it held back
    (the verdict's critical_counts) and those it was last within noise (the 20 ranks lit most)."""
    hm = _heatmap(a)
    if not hm:
        return []
    held = collections.Counter(r for s in a.steps for r in s.held_by)
    noise = collections.Counter(s.critical_rank for s in a.steps if not s.held_by and s.critical_rank is not None)
    top = sorted(set(held) | set(noise), key=lambda r: (-held[r], -noise[r], r))[:20]
    return [f"<{level}>Who held each step back</{level}>" + hm,
            bar_chart([(str(r), [held[r], noise[r]]) for r in top],
                      [("held the step back", COLORS["late"]), ("last within noise", COLORS["noise"])],
                      Chart("Steps per rank, as the heatmap lights them"), "steps (count)", "rank")]


def _step_axis(ps: list) -> XAxis:
    """The x axis of the per-matched-step charts: each pair's step number ("A/B" where the two differ)."""
    same = all(p.step_a == p.step_b for p in ps)
    return XAxis("step" if same else "step (A/B where the runs' numbers differ)",
                 [str(p.step_a) if p.step_a == p.step_b else f"{p.step_a}/{p.step_b}" for p in ps])


def comparison_charts(c: Comparison) -> list:
    """The comparison's charts: per matched step, the slowest rank's step time and the largest arrival skew of A and
    B; the steps each rank (of both runs, or critical in one) was critical in, A against B."""
    out = []
    ps = c.per_step
    name_a, name_b = f"A: {c.a.run}", f"B: {c.b.run}"
    if ps:
        x = _step_axis(ps)
        pts = lambda key: [(i, _v(getattr(p, key))) for i, p in enumerate(ps)]  # noqa: E731
        for key, title, y in (
                ("time_max_us", "Slowest rank's step time per matched step, A against B", "step time (ms)"),
                ("skew_max_us", "Largest arrival skew per matched step, A against B", "arrival skew (ms)")):
            sides = [Series(name_a, COLORS["a"], pts(f"{key}_a")), Series(name_b, COLORS["b"], pts(f"{key}_b"))]
            out.append(line_chart(sides, Chart(title), x, y))
    ranks = sorted({*c.matched.ranks, *c.critical_history.a, *c.critical_history.b})
    if ranks:
        h = c.critical_history
        out.append(bar_chart([(str(r), [h.a.get(r, 0), h.b.get(r, 0)]) for r in ranks[:24]],
                             [(name_a, COLORS["a"]), (name_b, COLORS["b"])],
                             Chart("Steps in which each rank was critical: A against B"),
                             "steps critical (count)", "rank"))
    return out
