"""Reports to share: one self-contained HTML file (inline styles and SVG charts, no script, no remote
URL) or Markdown for an issue tracker, of an Analysis and optionally a comparison; ``redact``
replaces host names and directories with stable placeholders (host-1, path-1, ... in rank order).

They read the Analysis and the comparison; they never recompute.
"""
import collections
import json
import re
from collections.abc import Sequence

from ..version import __version__
from ..model import Analysis, Comparison
from ..comparison import who
from ..diagnose.worst import ranked as worst
from .svg import LEFT, RIGHT, W, Series, XAxis, bar_chart, colour_bar, esc as _e, head, line_chart, mix, svg
from .text import gbps, headline, ms, md_escape, compare_markdown, markdown, ranges, single_lines
from ..numeric import median

TOP = 15


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


# --- charts ---------------------------------------------------------------------------------------------------

# The plugin's colours, by the names and for the meanings of frontend/src/style.ts' COLORS.
COLORS = {
    "wait": "#f4a261",  # waiting for the last arrival: arrival skew
    "service": "#2a9d8f",  # after the last arrival: service, the post-last-arrival tail
    "compute": "#457b9d",  # compute: a rank's own work
    "late": "#e76f51",  # how late a rank was: the slowest rank, the steps a rank was last
    "lateLight": "#f6c9b9",
    "noise": "#9e9e9e",  # within noise: a step's last rank that held nothing back
    "peer": "#b0bec5",  # the median rank, the role peers
    "divergence": "#c0392b",  # the last arrival's mark
    "a": "#78909c",  # run A of a comparison
    "b": "#f57c00",  # run B
}
LATENESS = (COLORS["lateLight"], COLORS["late"], COLORS["divergence"])  # the plugin's ramp of the history heatmap


def _n(k: int, noun: str, plural: str = "") -> str:
    """``k`` and ``noun``, plural unless ``k`` is 1 ("1 step", "2 steps")."""
    return f"{k} {noun if k == 1 else plural or noun + 's'}"


HELD_TEXT = ("who held each step back: the ranks whose divergences, replayed at their role peers' durations, "
             "shorten the step by the material threshold or more (steps[].held_by, as the verdict counts them); "
             "faint: the step's critical rank where no rank held it back (last within noise)")


def _heatmap(a: Analysis, max_ranks=64, w=W) -> str:
    """Steps × ranks: the ranks that held each step back, shaded by what they cost it, and faint the critical rank
    of a step no rank held back (``HELD_TEXT``), with its colour bar."""
    steps = [s for s in a.steps if s["held_by"] or s.get("critical_rank") is not None]
    if not steps:
        return ""
    shown, note = _heatmap_rows(a, steps, max_ranks)
    title = "Who held each step back, shaded by what it cost the step"
    out, top = head(title, "lit: the ranks that held the step back (held_by); faint: its critical rank, last within "
                    f"noise{note}", [])
    cmax = max((s["held_cost_us"] or 0.0 for s in steps), default=0.0) / 1e3 or 1.0
    out += colour_bar(LEFT + 250, top, 200, LATENESS, cmax, "what holding the step back cost it (ms)", "xr-skew")
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
        out.append(f'<text x="{LEFT + i * cw + cw / 2:.1f}" y="{bottom + 14:.1f}" class="xt">{s["step"]}</text>')
    out.append(f'<text x="{LEFT + cw * len(steps) / 2:.1f}" y="{bottom + 30:.1f}" class="at">step</text>'
               f'<text class="at" transform="translate(14 {top + ch * len(shown) / 2:.1f}) rotate(-90)">rank</text>')
    return svg(title, out, bottom + 38, w)


def _heatmap_rows(a: Analysis, steps: list, max_ranks: int) -> tuple:
    """``(ranks shown, the caption's note)``: every ok rank, or beyond ``max_ranks`` those ever lit."""
    ranks = sorted({r["rank"] for r in a.ranks if r["status"] == "ok"})
    if len(ranks) <= max_ranks:
        return ranks, ""
    lit = sorted({r for s in steps for r in (s["held_by"] or [s["critical_rank"]])})
    return lit, f"; only the {len(lit)} ranks ever lit of {len(ranks)} shown"


def _heatmap_cells(steps: list, cmax: float, row: dict, grid: tuple) -> list:
    """The SVG cells of the heatmap: each rank that held a step back (where shown, ``row``: its row), its colour
    on the colour bar's ramp from 0 to ``cmax`` (ms); else the step's critical rank, faint; ``grid``: (left, top,
    cell width, cell height)."""
    L, T, cw, ch = grid
    out = []
    for i, s in enumerate(steps):
        held = s["held_by"]
        for r in held or [s["critical_rank"]]:
            if r not in row:
                continue
            cost = (s["held_cost_us"] or 0.0) / 1e3
            fill, extra = (mix(LATENESS, cost / cmax), "") if held else (COLORS["noise"], ' fill-opacity="0.35"')
            what = (f"held it back, costing it {cost:.2f} ms" if held
                    else "its critical rank, last within noise (no rank held it back)")
            out.append(f'<rect class="cell" x="{L + i * cw:.1f}" y="{T + row[r] * ch:.1f}" width="{cw:.1f}" '
                       f'height="{ch:.1f}" fill="{fill}"{extra}><title>step {s["step"]}: rank {r} {what}</title></rect>')
    return out


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
    x = XAxis("step", [str(s["step"]) for s in steps])
    pts = lambda key: [(i, _v(s.get(key))) for i, s in enumerate(steps)]  # noqa: E731
    return [f"<{level}>Per-step maximum against median</{level}>",
            line_chart([Series("slowest rank's step time", COLORS["late"], pts("time_max_us")),
                        Series("median step time", COLORS["peer"], pts("time_us"), dash=True),
                        Series("largest own work (step time less waiting)", COLORS["compute"], pts("work_max_us"))],
                       "Step time per step", x, "time (ms)")]


def _readiness_html(a: Analysis, level: str) -> list:
    """The chart of each collective's arrival skew and tail at the time of its last arrival, from the start of the
    first step (the Analysis' origin where there is no step)."""
    cs = [c for c in a.collectives if c["skew_us"] is not None
          and c["ranks"].get(str(c["last_rank"]), {}).get("ready_us") is not None]
    if not cs:
        return []
    first = a.steps[0] if a.steps and a.steps[0].get("start_us") is not None else None
    t0 = first["start_us"] if first else 0.0
    origin = f"from the start of step {first['step']}" if first else "from the Analysis' origin"
    order = sorted(cs, key=lambda c: c["ranks"][str(c["last_rank"])]["ready_us"])
    at = lambda c: (c["ranks"][str(c["last_rank"])]["ready_us"] - t0) / 1e3  # noqa: E731
    return [f"<{level}>Readiness spread</{level}>",
            line_chart([Series("arrival skew", COLORS["wait"], [(at(c), _v(c["skew_us"])) for c in order]),
                        Series("post-last-arrival tail", COLORS["service"], [(at(c), _v(c["tail_us"])) for c in order])],
                       "Arrival skew and tail of each collective, at its last arrival",
                       XAxis(f"time of the last arrival (ms {origin}, on the common clock)"), "duration (ms)")]


# --- HTML ------------------------------------------------------------------------------------------------------

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


def _critical_html(a: Analysis, level: str) -> list:
    """The heatmap of who held each step back and, beside it, the same counted per rank: the steps it held back
    (the verdict's critical_counts) and those it was last within noise (the 20 ranks lit most)."""
    hm = _heatmap(a)
    if not hm:
        return []
    held = collections.Counter(r for s in a.steps for r in s["held_by"])
    noise = collections.Counter(s["critical_rank"] for s in a.steps if not s["held_by"] and s["critical_rank"] is not None)
    top = sorted(set(held) | set(noise), key=lambda r: (-held[r], -noise[r], r))[:20]
    return [f"<{level}>Who held each step back</{level}>" + hm,
            bar_chart([(str(r), [held[r], noise[r]]) for r in top],
                      [("held the step back", COLORS["late"]), ("last within noise", COLORS["noise"])],
                      "Steps per rank, as the heatmap lights them", "steps (count)", "rank")]


def _worst_html(a: Analysis, level: str) -> list:
    """The table of the worst collectives: by what their straggler cost, then by their skew beyond the expected
    (``diagnose.worst``)."""
    rows = worst(a.collectives, TOP)
    if not rows:
        return []
    bw = any(gbps(c["busbw_gbps"]) != "—" for c in rows)  # the column only where a bandwidth was measurable
    return [f"<{level}>Worst collectives by what their straggler cost, then by skew beyond the expected</{level}>",
            _table(["collective", "op", "step", "saves", "skew", "expected skew", "tail", "clock-free skew",
                    "last rank"] + ["busbw"] * bw,
                   [[_e(c["id"]), _e(c["op"]), _e(c["step"] if c["step"] is not None else "—"),
                     _ms(c["cost_us"] or None), _ms(c["skew_us"]), _ms(c["expected_skew_us"]),
                     _ms(c["tail_us"]), _ms(c["skew_clockfree_us"]), _e(c["last_rank"])]
                    + [gbps(c["busbw_gbps"])] * bw for c in rows],
                   numeric=(2, 3, 4, 5, 6, 7, 8, 9))]


def _divergences_html(a: Analysis, level: str) -> list:
    """The costliest divergences: each one's cause, the cause's excess, its lag and cost, and its sentence as the
    Analysis states it (``summary``)."""
    if not a.divergences:
        return []
    ds = sorted(a.divergences, key=lambda d: -(d.get("cost_us") or 0))[:TOP]
    return [f"<{level}>Divergences (walk-back)</{level}>",
            _table(["step", "rank", "kind", "cause", "cause's excess", "lag", "saves", "explanation"],
                   [[_e(d["step"]), _e(d["rank"]), _e(d["kind"]), _e(d["cause"]), _ms(d["cause_us"]),
                     _ms(d["lag_us"]), _ms(d.get("cost_us")), _e(d["summary"])] for d in ds],
                   numeric=(0, 1, 4, 5, 6))]


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


def _single_html(a: Analysis, level: str) -> list:
    """The single-rank evidence: its label, each rank's communication per step with its exposed part, its
    collectives' bars against their own other occurrences, and the walk-back within the rank."""
    s = a.get("single_rank")
    if s is None:
        return []
    comm = [[_e(r), _e(len(rows)), _ms(median([x["comm_us"] for x in rows])),
             _ms(median([x["exposed_comm_us"] for x in rows]))]
            for r in s["ranks"] if (rows := [st for st in s["steps"] if st["rank"] == r])]
    out = [f"<{level}>Single-rank evidence</{level}>", f'<p class="meta">{_e(s["basis"])}</p>',
           _table(["rank", "steps", "communication per step (median)", "exposed (median)"], comm, numeric=(0, 1, 2, 3)),
           _table(["rank", "collective", "op", "occurrences", "median bar", "noise", "slow steps", "max bar"],
                  [[_e(p["rank"]), _e(p["place"]), _e(p["op"]), _e(p["occurrences"]), _ms(p["median_bar_us"]),
                    _ms(p["noise_us"], 3), _e(", ".join(map(str, p["slow_steps"])) or "—"), _ms(p["max_bar_us"])]
                   for p in s["places"][:TOP]], numeric=(0, 3, 4, 5, 7))]
    if s["divergences"]:
        out.append(_table(["step", "rank", "kind", "cause", "lag", "saves", "explanation"],
                          [[_e(d["step"]), _e(d["rank"]), _e(d["kind"]), _e(d["cause"]), _ms(d["lag_us"]),
                            _ms(d.get("cost_us")), _e(d["summary"])] for d in s["divergences"][:TOP]],
                          numeric=(0, 1, 4, 5)))
    return out


_SECTIONS = (_verdict_html, _findings_html, _steps_html, _readiness_html, _critical_html, _worst_html,
             _divergences_html, _single_html, _evidence_html)


def _analysis_html(a: Analysis, level="h2") -> list:
    """The HTML blocks of an Analysis, section by section (``level``: the heading tag of each)."""
    return [block for section in _SECTIONS for block in section(a, level)]


def _v(us):
    return None if us is None else us / 1e3


def _comparison_html(c: dict) -> list:
    """The HTML blocks of a comparison: the answer (as the terminal and the Compare tab lead with it), what was
    matched, its summary and metrics, its charts, the divergences
    that changed and the missing evidence on both sides."""
    first, *rest = headline(c)
    out = [f"<h2>Comparison: {_e(c['b']['run'])} (B) against {_e(c['a']['run'])} (A)</h2>",
           f'<p class="answer"><strong>{_e(first)}</strong>' + "".join(f"<br>{_e(x)}" for x in rest) + "</p>",
           f'<p class="meta">matched {_n(len(c["matched"]["steps"]), "step")} by {_e(c["matched"]["by"])}, '
           f'{_n(c["matched"]["collectives"], "collective")}, {_n(len(c["matched"]["ranks"]), "rank")}</p>',
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


def _step_axis(ps: list) -> XAxis:
    """The x axis of the per-matched-step charts: each pair's step number ("A/B" where the two differ)."""
    same = all(p["step_a"] == p["step_b"] for p in ps)
    return XAxis("step" if same else "step (A/B where the runs' numbers differ)",
                 [str(p["step_a"]) if p["step_a"] == p["step_b"] else f"{p['step_a']}/{p['step_b']}" for p in ps])


def _comparison_charts(c: dict) -> list:
    """The comparison's charts: per matched step, the slowest rank's step time and the largest arrival skew of A and
    B; the steps each rank (of both runs, or critical in one) was critical in, A against B."""
    out = []
    ps = c["per_step"]
    name_a, name_b = f"A: {c['a']['run']}", f"B: {c['b']['run']}"
    if ps:
        x = _step_axis(ps)
        pts = lambda key: [(i, _v(p[key])) for i, p in enumerate(ps)]  # noqa: E731
        for key, title, y in (
                ("time_max_us", "Slowest rank's step time per matched step, A against B", "step time (ms)"),
                ("skew_max_us", "Largest arrival skew per matched step, A against B", "arrival skew (ms)")):
            sides = [Series(name_a, COLORS["a"], pts(f"{key}_a")), Series(name_b, COLORS["b"], pts(f"{key}_b"))]
            out.append(line_chart(sides, title, x, y))
    ranks = sorted({*c["matched"]["ranks"], *(int(r) for side in ("a", "b") for r in c["critical_history"][side])})
    if ranks:
        h = c["critical_history"]
        out.append(bar_chart([(str(r), [h["a"].get(str(r), 0), h["b"].get(str(r), 0)]) for r in ranks[:24]],
                             [(name_a, COLORS["a"]), (name_b, COLORS["b"])],
                             "Steps in which each rank was critical: A against B",
                             "steps critical (count)", "rank"))
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
            f'<p class="meta">span {a.span}/{a.spans} · {n_ok} of {_n(a.world_size, "rank")} · '
            f'{_n(len(a.steps), "step")} · '
            f'{_n(len(a.collectives), "collective")} · median step {_ms(a.settings.get("median_step_us"))}</p>']
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
    out += _steps_md(a) + _critical_md(a) + _divergences_md(a) + _single_md(a) + _gaps_md(a)
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


def _critical_md(a: Analysis) -> list:
    """The Markdown lines of the text bar chart of who held each step back (``_critical_html``'s counts)."""
    held = collections.Counter(r for s in a.steps for r in s["held_by"])
    noise = collections.Counter(s["critical_rank"] for s in a.steps if not s["held_by"] and s["critical_rank"] is not None)
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
    ds = sorted(a.divergences, key=lambda d: -(d.get("cost_us") or 0))[:TOP]
    return ["### Divergences", ""] + [f"- {md_escape(d['summary'])}" for d in ds] + [""]


def _single_md(a: Analysis) -> list:
    """The Markdown lines of the single-rank evidence: the text report's lines, then the walk-back's sentences."""
    lines = single_lines(a, TOP)
    if not lines:
        return []
    return (["### Single-rank evidence", "", "```"] + lines + ["```", ""]
            + [f"- {md_escape(d['summary'])}" for d in a["single_rank"]["divergences"][:TOP]] + [""])


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
