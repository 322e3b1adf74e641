"""The HTML report: one self-contained document (inline styles and SVG charts, no script, no remote URL) of an
Analysis, section by section, and optionally a comparison."""
from collections.abc import Sequence

from msgspec import UNSET

from ..version import __version__
from ..model import Analysis, Clock, Comparison
from ..comparison import who
from ..diagnose.worst import ranked as worst
from ..model.units import gbps, ms, plural, ranges
from ..numeric import median
from .share import TOP, redact
from .share_charts import comparison_charts, critical_html, readiness_html, steps_html
from .svg import esc as _e
from .text import BUSBW_FROM, headline

CSS = """
:root{color-scheme:light dark;--fg:#1d2330;--muted:#5b6475;--bg:#ffffff;--rule:#dde1e7;--grid:#e6e9ee;--cell:#f1f3f6;
--bad-bg:#fdf1f1;--bad-rule:#f0c4c4;--ok-bg:#f1f7f1;--ok-rule:#c6e0c6}
@media (prefers-color-scheme: dark){:root{--fg:#e3e6eb;--muted:#a7afbc;--bg:#16181d;--rule:#353a44;--grid:#2c313a;
--cell:#23272f;--bad-bg:#3a2327;--bad-rule:#6e3a40;--ok-bg:#1f2e23;--ok-rule:#3b5c42}}
html{background:var(--bg)}
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:var(--fg);background:var(--bg);margin:24px auto;max-width:980px;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid var(--rule);padding-bottom:4px}
.meta{color:var(--muted)}.answer{font-size:15px;margin:8px 0}.verdict{padding:10px 14px;border-radius:6px;background:var(--bad-bg);border:1px solid var(--bad-rule);margin:12px 0}
.verdict.none{background:var(--ok-bg);border-color:var(--ok-rule)}ul.findings li{margin:6px 0}
.sev-info{color:var(--muted)}table{border-collapse:collapse;margin:8px 0;font-size:13px}
th,td{border-bottom:1px solid var(--grid);padding:4px 8px;text-align:left;vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
.b{display:inline-block;padding:0 8px;border-radius:10px;font-size:12px;font-weight:600}
.b.lower{background:#c8e6c9;color:#1b5e20}.b.higher{background:#ffcdd2;color:#b71c1c}.b.unchanged{background:#eceff1;color:#546e7a}
svg.chart{display:block;margin:10px 0;max-width:100%;height:auto}
svg text{fill:var(--fg)}svg .t{font-size:13px;font-weight:600}svg .st{font-size:11px;fill:var(--muted)}
svg .g{stroke:var(--grid)}svg .plot{stroke:var(--rule)}svg .bg{fill:var(--cell)}
svg .yl{font-size:11px;fill:var(--muted);text-anchor:end}svg .at{font-size:11px;fill:var(--muted);text-anchor:middle}
svg .xt{font-size:10px;fill:var(--muted);text-anchor:middle}svg .lg{font-size:11px}
footer{margin-top:32px;color:var(--muted);font-size:12px}
"""


def _table(head, rows, numeric=()) -> str:
    th = "".join(f'<th class="{"n" if i in numeric else ""}">{_e(h)}</th>' for i, h in enumerate(head))
    body = "".join("<tr>" + "".join(f'<td class="{"n" if i in numeric else ""}">{c}</td>' for i, c in enumerate(r))
                   + "</tr>" for r in rows)
    return f"<table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>"


def _verdict_html(a: Analysis, level: str) -> list:
    """The straggler verdict and its basis."""
    s = a.stragglers
    return [f'<div class="verdict {"none" if s.class_ == "none" else ""}"><b>Straggler: {_e(who(s))}</b>'
            f'<br><span class="meta">{_e(s.basis or "")}</span></div>']


def _findings_html(a: Analysis, level: str) -> list:
    """The findings, by severity."""
    if not a.findings:
        return []
    return ([f"<{level}>Findings</{level}><ul class=\"findings\">"]
            + [f'<li class="sev-{_e(f.severity)}">{_e(f.text)}</li>' for f in a.findings] + ["</ul>"])


def _worst_html(a: Analysis, level: str) -> list:
    """The table of the worst collectives: by what their straggler cost, then by their skew beyond the expected
    (``diagnose.worst``)."""
    rows = worst(a.collectives, TOP)
    if not rows:
        return []
    bw = any(gbps(c.busbw_gbps) != "—" for c in rows)  # the column only where a bandwidth was measurable
    return [f"<{level}>Worst collectives by what their straggler cost, then by skew beyond the expected</{level}>",
            _table(["collective", "op", "step", "saves", "skew", "expected skew", "tail", "clock-free skew",
                    "last rank"] + ["busbw (tail)"] * bw,
                   [[_e(c.id), _e(c.op), _e(c.step if c.step is not None else "—"),
                     ms(c.cost_us or None, 2), ms(c.skew_us, 2), ms(c.expected_skew_us, 2),
                     ms(c.tail_us, 2), ms(c.skew_clockfree_us, 2), _e(c.last_rank)]
                    + [gbps(c.busbw_gbps)] * bw for c in rows],
                   numeric=(2, 3, 4, 5, 6, 7, 8, 9))] + ([f"<p>{_e(BUSBW_FROM)}.</p>"] if bw else [])


def _divergences_html(a: Analysis, level: str) -> list:
    """The costliest divergences: each one's cause, the cause's excess, its lag and cost, and its sentence as the
    Analysis states it (``summary``)."""
    if not a.divergences:
        return []
    ds = sorted(a.divergences, key=lambda d: -(d.cost_us or 0))[:TOP]
    return [f"<{level}>Divergences (walk-back)</{level}>",
            _table(["step", "rank", "kind", "cause", "cause's excess", "lag", "saves", "explanation"],
                   [[_e(d.step), _e(d.rank), _e(d.kind), _e(d.cause), ms(d.cause_us, 2),
                     ms(d.lag_us, 2), ms(d.cost_us, 2), _e(d.summary)] for d in ds],
                   numeric=(0, 1, 4, 5, 6))]


def _evidence_html(a: Analysis, level: str) -> list:
    """Missing evidence: uncovered gaps, ranks not ok or warned of, unread files, the clock fit and its offsets."""
    bad = [r for r in a.ranks if r.status != "ok" or r.warnings]
    items = [f"<li>gap on rank {_e(g.rank)}, step {_e(g.step)}: {ms(g.dur_us, 2)} that no recorded "
             f"event covers (between {_e(g.before)} and {_e(g.after)})</li>" for g in a.gaps[:TOP]]
    items += [f"<li>rank {_e(r.rank)}: <b>{_e(r.status)}</b> "
              + "; ".join(f'<span title="{_e(w.code)}">{_e(w.text)}</span>' for w in r.warnings[:3]) + "</li>"
              for r in bad[:TOP]]
    items += [f'<li title="{_e(e.code)}">{_e(e.file)}: {_e(e.text)}</li>' for e in a.errors[:TOP]]
    clk = a.clock
    items.append(f"<li>clock: {_e(clk.method)}; residual {ms(clk.residual_us, 3)}"
                 + ("; <b>clock suspect</b>" if clk.clock_suspect else "") + "</li>")
    return [f"<{level}>Missing evidence</{level}>", "<ul>" + "".join(items) + "</ul>"] + _offsets_html(clk)


def _offsets_html(clk: Clock) -> list:
    """The table of the nonzero clock offsets (64 ranks at most), with each rank's host and drift."""
    offs = {r: v for r, v in clk.offsets_us.items() if v}
    if not offs:
        return []
    return [_table(["rank", "host", "offset", "drift"],
                   [[_e(r), _e(clk.hosts.get(r, "")), ms(v, 3),
                     f"{clk.drift_ppm.get(r, 0):.1f} ppm"] for r, v in list(offs.items())[:64]],
                   numeric=(0, 2, 3))]


def _single_html(a: Analysis, level: str) -> list:
    """The single-rank evidence: its label, each rank's communication per step with its exposed part, its
    collectives' bars against their own other occurrences, and the walk-back within the rank."""
    s = a.single_rank
    if s is UNSET:
        return []
    comm = [[_e(r), _e(len(rows)), ms(median([x.comm_us for x in rows]), 2),
             ms(median([x.exposed_comm_us for x in rows]), 2)]
            for r in s.ranks if (rows := [st for st in s.steps if st.rank == r])]
    out = [f"<{level}>Single-rank evidence</{level}>", f'<p class="meta">{_e(s.basis)}</p>',
           _table(["rank", "steps", "communication per step (median)", "exposed (median)"], comm, numeric=(0, 1, 2, 3)),
           _table(["rank", "collective", "op", "occurrences", "median bar", "noise", "slow steps", "max bar"],
                  [[_e(p.rank), _e(p.place), _e(p.op), _e(p.occurrences), ms(p.median_bar_us, 2),
                    ms(p.noise_us, 3), _e(", ".join(map(str, p.slow_steps)) or "—"), ms(p.max_bar_us, 2)]
                   for p in s.places[:TOP]], numeric=(0, 3, 4, 5, 7))]
    if s.divergences:
        out.append(_table(["step", "rank", "kind", "cause", "lag", "saves", "explanation"],
                          [[_e(d.step), _e(d.rank), _e(d.kind), _e(d.cause), ms(d.lag_us, 2),
                            ms(d.cost_us, 2), _e(d.summary)] for d in s.divergences[:TOP]],
                          numeric=(0, 1, 4, 5)))
    return out


_SECTIONS = (_verdict_html, _findings_html, steps_html, readiness_html, critical_html, _worst_html,
             _divergences_html, _single_html, _evidence_html)


def _analysis_html(a: Analysis, level="h2") -> list:
    """The HTML blocks of an Analysis, section by section (``level``: the heading tag of each)."""
    return [block for section in _SECTIONS for block in section(a, level)]


def _comparison_html(c: Comparison) -> list:
    """The HTML blocks of a comparison: the answer (as the terminal and the Compare tab lead with it), what was
    matched, its summary and metrics, its charts, the divergences
    that changed and the missing evidence on both sides."""
    first, *rest = headline(c)
    out = [f"<h2>Comparison: {_e(c.b.run)} (B) against {_e(c.a.run)} (A)</h2>",
           f'<p class="answer"><strong>{_e(first)}</strong>' + "".join(f"<br>{_e(x)}" for x in rest) + "</p>",
           f'<p class="meta">matched {plural(len(c.matched.steps), "step")} by {_e(c.matched.by)}, '
           f'{plural(c.matched.collectives, "collective")}, {plural(len(c.matched.ranks), "rank")}</p>',
           "<ul>" + "".join(f"<li>{_e(s)}</li>" for s in c.summary) + "</ul>"]
    out.append(_table(["metric", "A", "B", "B − A", "99 % interval", "verdict"],
                      [[_e(m.label), ms(m.a, 2), ms(m.b, 2), ms(m.delta, 2),
                        "—" if not m.ci99 else f"{m.ci99[0] / 1e3:+.2f} … {m.ci99[1] / 1e3:+.2f} ms",
                        f'<span class="b {_e(m.verdict)}">{_e(m.verdict)}</span>'] for m in c.metrics],
                      numeric=(1, 2, 3, 4)))
    out += comparison_charts(c)
    out += _divergence_changes_html(c)
    ea, eb = c.evidence.a, c.evidence.b
    out.append(_table(["missing evidence", "A", "B"],
                      [["unexplained gaps", f"{ea.gaps} ({ms(ea.gap_us, 2)})",
                        f"{eb.gaps} ({ms(eb.gap_us, 2)})"],
                       ["file errors", _e(ea.errors), _e(eb.errors)],
                       ["ranks not profiled", _e(ranges(ea.not_profiled) or "—"), _e(ranges(eb.not_profiled) or "—")],
                       ["mismatched collectives", _e(ea.mismatches), _e(eb.mismatches)]]))
    return out


def _divergence_changes_html(c: Comparison) -> list:
    """The tables of the divergences new in B, grown in B and gone in B."""
    out = []
    for key, label in (("appeared", "Divergences new in B"), ("grown", "Divergences that grew in B"),
                       ("vanished", "Divergences gone in B")):
        rows = getattr(c.divergences, key)
        if rows:
            out.append(f"<h3>{label}</h3>")
            out.append(_table(["rank", "op", "kind", "steps A", "steps B", "median lag A", "median lag B"],
                              [[_e(r.rank), _e(r.op), _e(r.kind), _e(r.count_a), _e(r.count_b),
                                ms(r.lag_median_us_a, 2), ms(r.lag_median_us_b, 2)] for r in rows[:TOP]],
                              numeric=(0, 3, 4, 5, 6)))
    return out


def html_report(a: Analysis, comparison: Comparison | None = None, redact_names: bool = False,
                also: Sequence[Analysis] = ()) -> str:
    """One self-contained HTML document; ``also``: the compared run's Analysis (its names are redacted too)."""
    if redact_names:
        a, comparison = redact(a, comparison, also)
    n_ok = sum(r.status == "ok" for r in a.ranks)
    body = [f"<h1>tb-xrank: run {_e(a.run)}</h1>",
            f'<p class="meta">span {a.span}/{a.spans} · {n_ok} of {plural(a.world_size, "rank")} · '
            f'{plural(len(a.steps), "step")} · '
            f'{plural(len(a.collectives), "collective")} · median step {ms(a.settings.median_step_us, 2)}</p>']
    body += _analysis_html(a)
    if comparison is not None:
        body += _comparison_html(comparison)
    body.append(f"<footer>tb-xrank {_e(__version__)} · schema {_e(a.schema)}"
                + (" · host names and paths redacted" if redact_names else "") + "</footer>")
    return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>tb-xrank: {_e(a.run)}</title><style>{CSS}</style></head><body>\n"
            + "\n".join(body) + "\n</body></html>\n")
