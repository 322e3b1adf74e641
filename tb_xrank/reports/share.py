"""Reports to share: one self-contained HTML file (inline styles and SVG charts, no script, no remote
URL) or Markdown for an issue tracker, of an Analysis and optionally a comparison; ``redact``
replaces host names and directories with stable placeholders (host-1, path-1, ... in rank order).

They read the Analysis and the comparison; they never recompute.
"""
import html
import json
import math
import re
from collections.abc import Sequence

from .. import __version__
from ..model import Analysis, Comparison
from ..comparison import who
from ..diagnose.findings import worst
from .text import ms, md_escape, compare_markdown, markdown, ranges

TOP = 15
PALETTE = ("#4e79a7", "#e15759", "#59a14f", "#f28e2b", "#76b7b2", "#b07aa1")


# --- redaction -------------------------------------------------------------------------------------------------

def _secrets(analyses):
    """``[(text, placeholder)]``: hosts, then the directories of trace files and run paths, in rank order."""
    hosts, dirs = {}, {}  # in order of first appearance
    folder = lambda f: f.rsplit("/", 1)[0] if "/" in f else ""  # noqa: E731
    for a in analyses:
        hosts.update((r["host"], None) for r in a.ranks if r.get("host"))
        dirs.update((folder(f), None) for r in a.ranks for f in r.get("files") or [])
        dirs.update((folder(e["file"]), None) for e in a.errors)
        if "/" in a.run:
            dirs.setdefault(a.run)
    dirs.pop("", None)
    pairs = [(d, f"path-{i + 1}") for i, d in enumerate(dirs)] + [(h, f"host-{i + 1}") for i, h in enumerate(hosts)]
    return sorted(pairs, key=lambda p: -len(p[0]))  # longest first: node1 must not eat node10


def redact(analysis: Analysis, comparison: Comparison | None = None,
           also: Sequence[Analysis] = ()) -> tuple[Analysis, Comparison | None]:
    """``(Analysis, comparison)`` with every host name and directory replaced, in every string and key; the hosts
    and paths of ``also`` (the compared run's Analysis) count too."""
    pairs = _secrets([analysis, *also])
    if not pairs:
        return analysis, comparison
    pat = re.compile("|".join(re.escape(t) for t, _ in pairs))
    table = dict(pairs)

    def sub(x: object) -> object:
        if isinstance(x, str):
            return pat.sub(lambda m: table[m.group(0)], x)
        if isinstance(x, dict):
            return {sub(k): sub(v) for k, v in x.items()}
        if isinstance(x, list):
            return [sub(v) for v in x]
        return x
    d = json.loads(analysis.to_json())
    fixed = {"schema": d["schema"], "tool_version": d["tool_version"]}  # names of the contract, not of the run
    c = None if comparison is None else {**sub(comparison.to_dict()), "schema": comparison.schema}
    return Analysis.build(**{**sub(d), **fixed}), None if c is None else Comparison.build(**c)


# --- SVG charts ------------------------------------------------------------------------------------------------

def _e(s) -> str:
    return html.escape(str(s), quote=True)


def _ticks(hi, n=4):
    """Round tick values (1, 2 or 5 × a power of ten apart) from 0 to about ``hi``."""
    if hi <= 0:
        return [0.0]
    raw = hi / n
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw)
    return [i * step for i in range(int(hi / step) + 1)]


_MARGINS = (56, 12, 26, 34)  # a line chart's left, right, top and bottom margins


def _line_chart(series, title, xlabel, ylabel="ms", w=720, h=220) -> str:
    """``series``: [(name, [(x, y|None), ...])], y in ms."""
    pts = [(x, y) for _, s in series for x, y in s if y is not None]
    if not pts:
        return ""
    x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
    y1 = max(p[1] for p in pts) * 1.08 or 1.0
    L, R, T, B = _MARGINS
    sx = lambda x: L + (w - L - R) * ((x - x0) / (x1 - x0) if x1 > x0 else 0.5)  # noqa: E731
    sy = lambda y: T + (h - T - B) * (1 - y / y1)  # noqa: E731
    out = [f'<svg class="chart" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img" aria-label="{_e(title)}">',
           f'<text x="{L}" y="16" class="t">{_e(title)}</text>']
    out += _line_axes(pts, y1, sx, sy, xlabel, ylabel, w, h)
    for i, (name, s) in enumerate(series):
        out += _line_series(i, name, s, sx, sy, w)
    out.append("</svg>")
    return "".join(out)


def _line_axes(pts: list, y1: float, sx, sy, xlabel: str, ylabel: str, w: int, h: int) -> list:
    """The SVG of a line chart's grid, tick labels (about 12 on x) and axis labels; ``sx``/``sy``: value to
    pixel."""
    L, R, T, B = _MARGINS
    out = []
    for v in _ticks(y1):
        out.append(f'<line x1="{L}" x2="{w - R}" y1="{sy(v):.1f}" y2="{sy(v):.1f}" class="g"/>'
                   f'<text x="{L - 6}" y="{sy(v) + 4:.1f}" class="yl">{v:.3g}</text>')
    out.append(f'<text x="{(L + w - R) / 2}" y="{h - 4}" class="xl">{_e(xlabel)}</text>'
               f'<text x="{L}" y="{T - 2}" class="xt" text-anchor="start">{_e(ylabel)}</text>')
    for v in sorted({p[0] for p in pts})[:: max(1, len({p[0] for p in pts}) // 12)]:
        out.append(f'<text x="{sx(v):.1f}" y="{h - B + 14}" class="xt">{v:g}</text>')
    return out


def _line_series(i: int, name: str, s: list, sx, sy, w: int) -> list:
    """The SVG of the ``i``-th series of a line chart: its line, its points (400 at most) and its legend."""
    R = _MARGINS[1]
    c = PALETTE[i % len(PALETTE)]
    seg = [f"{sx(x):.1f},{sy(y):.1f}" for x, y in s if y is not None]
    out = []
    if len(seg) > 1:
        out.append(f'<polyline points="{" ".join(seg)}" fill="none" stroke="{c}" stroke-width="1.6"/>')
    out += [f'<circle cx="{p.split(",")[0]}" cy="{p.split(",")[1]}" r="2.2" fill="{c}"/>' for p in seg[:400]]
    out.append(f'<rect x="{w - R - 190}" y="{8 + 14 * i}" width="10" height="10" fill="{c}"/>'
               f'<text x="{w - R - 176}" y="{17 + 14 * i}" class="lg">{_e(name)}</text>')
    return out


def _bars(rows, title, w=720, bar_h=16) -> str:
    """Horizontal bars: ``rows`` = [(label, [(series name, value)])]."""
    if not rows:
        return ""
    vmax = max((v for _, vs in rows for _, v in vs), default=0) or 1
    n_series = max(len(vs) for _, vs in rows)
    h = 30 + len(rows) * (bar_h * n_series + 6)
    L = 110
    out = [f'<svg class="chart" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img" aria-label="{_e(title)}">',
           f'<text x="8" y="16" class="t">{_e(title)}</text>']
    y = 26
    for label, vs in rows:
        out.append(f'<text x="{L - 8}" y="{y + bar_h * len(vs) / 2 + 4:.1f}" class="yl">{_e(label)}</text>')
        for i, (name, v) in enumerate(vs):
            bw = (w - L - 80) * v / vmax
            out.append(f'<rect x="{L}" y="{y}" width="{bw:.1f}" height="{bar_h - 3}" fill="{PALETTE[i % 6]}">'
                       f'<title>{_e(name)}: {v:g}</title></rect>'
                       f'<text x="{L + bw + 6:.1f}" y="{y + bar_h - 5}" class="lg">{v:g}'
                       f'{" (" + _e(name) + ")" if len(vs) > 1 else ""}</text>')
            y += bar_h
        y += 6
    out.append("</svg>")
    return "".join(out)


def _heatmap(a: Analysis, max_ranks=64, w=720) -> str:
    """Steps × ranks: the critical rank of each step, shaded by that step's largest skew."""
    steps = [s for s in a.steps if s.get("critical_rank") is not None]
    if not steps:
        return ""
    ranks = sorted({r["rank"] for r in a.ranks if r["status"] == "ok"})
    shown = ranks if len(ranks) <= max_ranks else sorted({s["critical_rank"] for s in steps})
    L, T = 60, 26
    cw = max(2.0, min(18.0, (w - L - 10) / len(steps)))
    ch = max(3.0, min(14.0, 360 / len(shown)))
    h = T + ch * len(shown) + 30
    row = {r: i for i, r in enumerate(shown)}
    note = "" if shown is ranks else f" (only the {len(shown)} ranks ever critical of {len(ranks)})"
    out = [f'<svg class="chart" viewBox="0 0 {w} {h:.0f}" width="{w}" height="{h:.0f}" role="img" '
           f'aria-label="critical-rank history">',
           f'<text x="8" y="16" class="t">Critical rank per step, shaded by the step\'s largest skew{_e(note)}</text>',
           f'<rect x="{L}" y="{T}" width="{cw * len(steps):.1f}" height="{ch * len(shown):.1f}" fill="#f4f5f7"/>']
    out += _heatmap_cells(a, steps, row, (L, T, cw, ch))
    for r in shown[:: max(1, len(shown) // 16)]:
        out.append(f'<text x="{L - 6}" y="{T + row[r] * ch + ch / 2 + 4:.1f}" class="yl">rank {r}</text>')
    for i, s in list(enumerate(steps))[:: max(1, len(steps) // 12)]:
        out.append(f'<text x="{L + i * cw + cw / 2:.1f}" y="{T + ch * len(shown) + 14:.1f}" class="xt">{s["step"]}</text>')
    out.append(f'<text x="{L + cw * len(steps) / 2:.1f}" y="{h - 2:.0f}" class="xl">step</text></svg>')
    return "".join(out)


def _heatmap_cells(a: Analysis, steps: list, row: dict, grid: tuple) -> list:
    """The SVG cells of the heatmap: each step's critical rank (where shown, ``row``: its row), shaded by the
    skew of the step's critical collective; ``grid``: (left, top, cell width, cell height)."""
    L, T, cw, ch = grid
    by_id = {c["id"]: c for c in a.collectives}
    skews = {s["step"]: (by_id.get(s.get("critical_collective")) or {}).get("skew_us") or 0 for s in steps}
    smax = max(skews.values()) or 1
    out = []
    for i, s in enumerate(steps):
        r = s["critical_rank"]
        if r in row:
            op = 0.25 + 0.75 * skews[s["step"]] / smax
            out.append(f'<rect x="{L + i * cw:.1f}" y="{T + row[r] * ch:.1f}" width="{cw:.1f}" height="{ch:.1f}" '
                       f'fill="#e15759" fill-opacity="{op:.2f}"><title>step {s["step"]}: rank {r}, skew '
                       f'{skews[s["step"]] / 1e3:.2f} ms</title></rect>')
    return out


# --- HTML ------------------------------------------------------------------------------------------------------

CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d2330;margin:24px auto;max-width:980px;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #dde1e7;padding-bottom:4px}
.meta{color:#5b6475}.verdict{padding:10px 14px;border-radius:6px;background:#fdf1f1;border:1px solid #f0c4c4;margin:12px 0}
.verdict.none{background:#f1f7f1;border-color:#c6e0c6}ul.findings li{margin:6px 0}
.sev-info{color:#5b6475}table{border-collapse:collapse;margin:8px 0;font-size:13px}
th,td{border-bottom:1px solid #e6e9ee;padding:4px 8px;text-align:left;vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
.b{display:inline-block;padding:1px 7px;border-radius:9px;font-size:12px;color:#fff}
.b.lower{background:#3f8f3f}.b.higher{background:#c0392b}.b.unchanged{background:#8a93a3}
svg.chart{display:block;margin:10px 0;max-width:100%;height:auto}
svg .t{font-size:13px;font-weight:600;fill:#1d2330}svg .g{stroke:#e6e9ee}
svg .yl{font-size:11px;fill:#5b6475;text-anchor:end}svg .xl{font-size:11px;fill:#5b6475;text-anchor:middle}
svg .xt{font-size:10px;fill:#5b6475;text-anchor:middle}svg .lg{font-size:11px;fill:#1d2330}
footer{margin-top:32px;color:#8a93a3;font-size:12px}
"""


def _ms(v, d=2) -> str:
    return ms(v, d)


def _table(head, rows, numeric=()) -> str:
    th = "".join(f'<th class="{"n" if i in numeric else ""}">{_e(h)}</th>' for i, h in enumerate(head))
    body = "".join("<tr>" + "".join(f'<td class="{"n" if i in numeric else ""}">{c}</td>' for i, c in enumerate(r))
                   + "</tr>" for r in rows)
    return f"<table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>"


def _verdict_html(a: Analysis, level: str) -> list:
    """The straggler verdict and its basis."""
    s = a.stragglers
    return [f'<div class="verdict {"none" if s["class"] == "none" else ""}"><b>Straggler: {_e(who(s))}</b>'
            f'<br><span class="meta">{_e(s.get("basis") or "")}</span></div>']


def _findings_html(a: Analysis, level: str) -> list:
    """The findings, by severity."""
    if not a.findings:
        return []
    return ([f"<{level}>Findings</{level}><ul class=\"findings\">"]
            + [f'<li class="sev-{_e(f["severity"])}">{_e(f["text"])}</li>' for f in a.findings] + ["</ul>"])


def _steps_html(a: Analysis, level: str) -> list:
    """The chart of each step's slowest-rank time, median time and largest own work."""
    steps = a.steps
    if not steps:
        return []
    return [f"<{level}>Per-step maximum against median</{level}>",
            _line_chart([("slowest rank's step time", [(s["step"], _v(s.get("time_max_us"))) for s in steps]),
                         ("median step time", [(s["step"], _v(s.get("time_us"))) for s in steps]),
                         ("largest own work", [(s["step"], _v(s.get("work_max_us"))) for s in steps])],
                        "Step time per step (ms)", "step")]


def _readiness_html(a: Analysis, level: str) -> list:
    """The chart of each collective's arrival skew and tail, in the order of its last arrival."""
    cs = [c for c in a.collectives if c["skew_us"] is not None]
    if not cs:
        return []
    order = sorted(cs, key=lambda c: c["ranks"][str(c["last_rank"])]["ready_us"] or 0)
    return [f"<{level}>Readiness spread</{level}>",
            _line_chart([("arrival skew", [(i, _v(c["skew_us"])) for i, c in enumerate(order)]),
                         ("post-last-arrival tail", [(i, _v(c["tail_us"])) for i, c in enumerate(order)])],
                        "Arrival skew and tail of each collective, in run order (ms)", "collective #")]


def _critical_html(a: Analysis, level: str) -> list:
    """The critical-rank heatmap and the steps each rank was critical in."""
    hm = _heatmap(a)
    if not hm:
        return []
    counts = a.stragglers.get("critical_counts") or {}
    return [f"<{level}>Critical-rank history</{level}>" + hm,
            _bars([(f"rank {r}", [("steps last", k)]) for r, k in
                   sorted(counts.items(), key=lambda kv: -kv[1])[:20]], "Steps in which each rank was critical")]


def _worst_html(a: Analysis, level: str) -> list:
    """The table of the collectives with the largest arrival skew."""
    rows = worst(a.collectives, TOP)
    if not rows:
        return []
    return [f"<{level}>Worst collectives by arrival skew</{level}>",
            _table(["collective", "op", "step", "skew", "tail", "clock-free skew", "last rank", "busbw"],
                   [[_e(c["id"]), _e(c["op"]), _e(c["step"] if c["step"] is not None else "—"), _ms(c["skew_us"]),
                     _ms(c["tail_us"]), _ms(c["skew_clockfree_us"]), _e(c["last_rank"]),
                     "—" if c["busbw_gbps"] is None else f"{c['busbw_gbps']:.2f} GB/s"] for c in rows],
                   numeric=(2, 3, 4, 5, 6, 7))]


def _divergences_html(a: Analysis, level: str) -> list:
    """The table of the costliest divergences."""
    if not a.divergences:
        return []
    ds = sorted(a.divergences, key=lambda d: -(d.get("cost_us") or 0))[:TOP]
    return [f"<{level}>Divergences (walk-back)</{level}>",
            _table(["step", "collective", "rank", "kind", "op", "lag", "cost"],
                   [[_e(d["step"]), _e(d["collective"]), _e(d["rank"]), _e(d["kind"]), _e(d["op"]),
                     _ms(d["lag_us"]), _ms(d.get("cost_us"))] for d in ds], numeric=(0, 2, 5, 6))]


def _evidence_html(a: Analysis, level: str) -> list:
    """Missing evidence: uncovered gaps, ranks not ok or warned of, unread files, the clock fit and its offsets."""
    bad = [r for r in a.ranks if r["status"] != "ok" or r["warnings"]]
    items = [f"<li>gap on rank {_e(g['rank'])}, step {_e(g.get('step'))}: {_ms(g.get('dur_us'))} that no recorded "
             f"event covers (between {_e(g.get('before'))} and {_e(g.get('after'))})</li>" for g in a.gaps[:TOP]]
    items += [f"<li>rank {_e(r['rank'])}: <b>{_e(r['status'])}</b> {_e('; '.join(r['warnings'][:3]))}</li>"
              for r in bad[:TOP]]
    items += [f"<li>{_e(e['file'])}: {_e(e['reason'])}</li>" for e in a.errors[:TOP]]
    clk = a.clock
    items.append(f"<li>clock: {_e(clk['method'])}; residual {_ms(clk['residual_us'], 3)}"
                 + ("; <b>clock suspect</b>" if clk.get("clock_suspect") else "") + "</li>")
    return [f"<{level}>Missing evidence</{level}>", "<ul>" + "".join(items) + "</ul>"] + _offsets_html(clk)


def _offsets_html(clk: dict) -> list:
    """The table of the nonzero clock offsets (64 ranks at most), with each rank's host and drift."""
    offs = {r: v for r, v in clk["offsets_us"].items() if v}
    if not offs:
        return []
    return [_table(["rank", "host", "offset", "drift"],
                   [[_e(r), _e(clk.get("hosts", {}).get(r, "")), _ms(v, 3),
                     f"{clk.get('drift_ppm', {}).get(r, 0):.1f} ppm"] for r, v in list(offs.items())[:64]],
                   numeric=(0, 2, 3))]


_SECTIONS = (_verdict_html, _findings_html, _steps_html, _readiness_html, _critical_html, _worst_html,
             _divergences_html, _evidence_html)


def _analysis_html(a: Analysis, level="h2") -> list:
    """The HTML blocks of an Analysis, section by section (``level``: the heading tag of each)."""
    return [block for section in _SECTIONS for block in section(a, level)]


def _v(us):
    return None if us is None else us / 1e3


def _comparison_html(c: dict) -> list:
    """The HTML blocks of a comparison: what was matched, its summary and metrics, its charts, the divergences
    that changed and the missing evidence on both sides."""
    out = [f"<h2>Comparison: {_e(c['b']['run'])} (B) against {_e(c['a']['run'])} (A)</h2>",
           f'<p class="meta">matched {len(c["matched"]["steps"])} steps by {_e(c["matched"]["by"])}, '
           f'{c["matched"]["collectives"]} collectives, {len(c["matched"]["ranks"])} ranks</p>',
           "<ul>" + "".join(f"<li>{_e(s)}</li>" for s in c["summary"]) + "</ul>"]
    out.append(_table(["metric", "A", "B", "B − A", "99 % interval", "verdict"],
                      [[_e(m["label"]), _ms(m["a"]), _ms(m["b"]), _ms(m["delta"]),
                        "—" if not m["ci99"] else f"{m['ci99'][0] / 1e3:+.2f} … {m['ci99'][1] / 1e3:+.2f} ms",
                        f'<span class="b {_e(m["verdict"])}">{_e(m["verdict"])}</span>'] for m in c["metrics"]],
                      numeric=(1, 2, 3, 4)))
    out += _comparison_charts(c)
    out += _divergence_changes_html(c)
    ea, eb = c["evidence"]["a"], c["evidence"]["b"]
    out.append(_table(["missing evidence", "A", "B"],
                      [["unexplained gaps", f"{ea['gaps']} ({_ms(ea['gap_us'])})", f"{eb['gaps']} ({_ms(eb['gap_us'])})"],
                       ["file errors", _e(ea["errors"]), _e(eb["errors"])],
                       ["ranks not profiled", _e(ranges(ea["not_profiled"]) or "—"), _e(ranges(eb["not_profiled"]) or "—")],
                       ["mismatched collectives", _e(ea["mismatches"]), _e(eb["mismatches"])]]))
    return out


def _comparison_charts(c: dict) -> list:
    """The comparison's charts: per matched step, the step maximum and largest skew of A and B; the steps each
    rank was critical in, A against B."""
    out = []
    ps = c["per_step"]
    if ps:
        out.append(_line_chart([("A: slowest rank's step time", [(i, _v(p["time_max_us_a"])) for i, p in enumerate(ps)]),
                                ("B: slowest rank's step time", [(i, _v(p["time_max_us_b"])) for i, p in enumerate(ps)]),
                                ("A: largest skew", [(i, _v(p["skew_max_us_a"])) for i, p in enumerate(ps)]),
                                ("B: largest skew", [(i, _v(p["skew_max_us_b"])) for i, p in enumerate(ps)])],
                               "Per matched step: step maximum and largest skew, A against B (ms)", "matched step #"))
    ranks = sorted({int(r) for side in ("a", "b") for r in c["critical_history"][side]})
    if ranks:
        out.append(_bars([(f"rank {r}", [("A", c["critical_history"]["a"].get(str(r), 0)),
                                         ("B", c["critical_history"]["b"].get(str(r), 0))]) for r in ranks[:24]],
                         "Steps in which each rank was critical: A against B"))
    return out


def _divergence_changes_html(c: dict) -> list:
    """The tables of the divergences new in B, grown in B and gone in B."""
    out = []
    for key, label in (("appeared", "Divergences new in B"), ("grown", "Divergences that grew in B"),
                       ("vanished", "Divergences gone in B")):
        rows = c["divergences"][key]
        if rows:
            out.append(f"<h3>{label}</h3>")
            out.append(_table(["rank", "op", "kind", "steps A", "steps B", "median lag A", "median lag B"],
                              [[_e(r["rank"]), _e(r["op"]), _e(r["kind"]), _e(r["count_a"]), _e(r["count_b"]),
                                _ms(r["lag_median_us_a"]), _ms(r["lag_median_us_b"])] for r in rows[:TOP]],
                              numeric=(0, 3, 4, 5, 6)))
    return out


def html_report(a: Analysis, comparison: Comparison | None = None, redact_names: bool = False,
                also: Sequence[Analysis] = ()) -> str:
    """One self-contained HTML document; ``also``: the compared run's Analysis (its names are redacted too)."""
    if redact_names:
        a, comparison = redact(a, comparison, also)
    n_ok = sum(r["status"] == "ok" for r in a.ranks)
    body = [f"<h1>tb-xrank: run {_e(a.run)}</h1>",
            f'<p class="meta">span {a.span}/{a.spans} · {n_ok} of {a.world_size} ranks · {len(a.steps)} steps · '
            f'{len(a.collectives)} collectives · median step {_ms(a.settings.get("median_step_us"))}</p>']
    body += _analysis_html(a)
    if comparison is not None:
        body += _comparison_html(comparison)
    body.append(f"<footer>tb-xrank {_e(__version__)} · schema {_e(a.schema)}"
                + (" · host names and paths redacted" if redact_names else "") + "</footer>")
    return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>tb-xrank: {_e(a.run)}</title><style>{CSS}</style></head><body>\n"
            + "\n".join(body) + "\n</body></html>\n")


# --- Markdown --------------------------------------------------------------------------------------------------

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
    out = [markdown(a, TOP), f"**Straggler: {md_escape(who(s))}** — {md_escape(s.get('basis') or '')}", ""]
    out += _steps_md(a) + _critical_md(s.get("critical_counts") or {}) + _divergences_md(a) + _gaps_md(a)
    if comparison is not None:
        out += _comparison_md(comparison)
    out.append(f"<sub>tb-xrank {__version__}" + (" · host names and paths redacted" if redact_names else "") + "</sub>")
    return "\n".join(out) + "\n"


def _steps_md(a: Analysis) -> list:
    """The Markdown lines of the per-step sparklines: slowest rank's and median step time, and critical rank."""
    if not a.steps:
        return []
    first, last = a.steps[0]["step"], a.steps[-1]["step"]
    return [f"### Per-step maximum (steps {first}–{last})", "", "```",
            f"slowest rank  {sparkline([st.get('time_max_us') for st in a.steps])}  "
            f"max {_ms(max((st.get('time_max_us') or 0) for st in a.steps))}",
            f"median        {sparkline([st.get('time_us') for st in a.steps])}  "
            f"max {_ms(max((st.get('time_us') or 0) for st in a.steps))}",
            "critical rank " + " ".join("·" if st.get("critical_rank") is None else str(st["critical_rank"])
                                        for st in a.steps),
            "```", ""]


def _critical_md(counts: dict) -> list:
    """The Markdown lines of the text bar chart of the steps each rank was critical in (20 ranks at most)."""
    if not counts:
        return []
    vmax = max(counts.values())
    return (["### Critical-rank history", "", "```"]
            + [f"rank {r:>5} {_bar(k, vmax)} {k}" for r, k in sorted(counts.items(), key=lambda kv: -kv[1])[:20]]
            + ["```", ""])


def _divergences_md(a: Analysis) -> list:
    """The Markdown lines of the table of the costliest divergences."""
    if not a.divergences:
        return []
    ds = sorted(a.divergences, key=lambda d: -(d.get("cost_us") or 0))[:TOP]
    return (["### Divergences", "", "| step | rank | kind | op | lag | cost |", "|---:|---:|---|---|---:|---:|"]
            + [f"| {d['step']} | {d['rank']} | {d['kind']} | {md_escape(d['op'])} | {_ms(d['lag_us'])} | "
               f"{_ms(d.get('cost_us'))} |" for d in ds]
            + [""])


def _gaps_md(a: Analysis) -> list:
    """The Markdown lines of the list of uncovered gaps."""
    if not a.gaps:
        return []
    return (["### Missing evidence", ""]
            + [f"- gap on rank {g['rank']}, step {g.get('step')}: {_ms(g.get('dur_us'))} no event covers"
               for g in a.gaps[:TOP]] + [""])


def _comparison_md(comparison: Comparison) -> list:
    """The comparison as ``tb-xrank compare --format markdown`` writes it, with the sparklines of both runs' step
    maxima."""
    ps = comparison["per_step"]
    out = [compare_markdown(comparison)]
    if ps:
        out += ["```", f"A step max  {sparkline([p['time_max_us_a'] for p in ps])}",
                f"B step max  {sparkline([p['time_max_us_b'] for p in ps])}", "```", ""]
    return out
