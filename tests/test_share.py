"""Shareable reports: self-contained HTML that opens offline, Markdown for trackers, redaction, escaping."""
import html
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

import tb_xrank
from conftest import copy_run, rewrite, run_path, trace_files
from tb_xrank.comparison import compare
from tb_xrank.model import Comparison
from tb_xrank.reports.share import redact
from tb_xrank.reports.palette import COLORS, LATENESS
from tb_xrank.reports.share_html import CSS, html_report
from tb_xrank.reports.share_markdown import markdown_report, sparkline
from tb_xrank.reports.svg import mix

CHROMIUM = shutil.which("chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run"]
EVIL = "<script>alert('x')</script>|"


@pytest.fixture(scope="module")
def pair(analysed):
    return tb_xrank.analyze(run_path("baseline"), span=1), analysed("fixed_slow")


class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.urls = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.urls += [v for k, v in attrs if k in ("src", "href", "xlink:href") and v]


def test_html_is_one_self_contained_file(pair):
    a, b = pair
    doc = html_report(b, compare(a, b))
    p = _Tags()
    p.feed(doc)
    assert "script" not in p.tags
    assert "link" not in p.tags
    assert "img" not in p.tags
    assert p.urls == []
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", doc)  # no remote URL at all
    assert p.tags.count("svg") >= 5  # step maxima, spread, history heatmap and counts, comparison
    assert "Straggler: fixed (rank 2)" in doc
    assert "xrank::expert_gemm" in doc
    assert '<span class="b higher">higher</span>' in doc  # the step maximum rose in B
    assert "Comparison: fixed_slow (B) against baseline (A)" in doc


@pytest.mark.browser
@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
def test_html_opens_offline_in_chromium(pair, tmp_path):
    a, b = pair
    f = tmp_path / "report.html"
    f.write_text(html_report(b, compare(a, b)), encoding="utf-8")
    dom = subprocess.run([CHROMIUM, *FLAGS, "--dump-dom", f.as_uri()], capture_output=True, text=True,
                         timeout=120).stdout
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", dom.split("</style>", 1)[-1]))
    assert "Straggler: fixed (rank 2)" in text
    assert "Per-step maximum against median" in text
    assert "Steps in which each rank was critical: A against B" in text


def test_markdown_pastes_into_a_tracker(pair):
    a, b = pair
    md = markdown_report(b, compare(a, b))
    assert md.startswith("## tb-xrank: run `fixed_slow`")
    assert "| collective | op | step | saves | skew | expected skew | tail | clock-free skew | last rank | material |" in md  # analyze's
    assert "critical rank 2 2 2 2 2 2 2 2 2 2 2 2" in md
    assert "| per-step maximum step time, median |" in md
    assert "**higher**" in md
    assert "rank     2 ████████████████████████ 12" in md
    assert sparkline([1, 2, None, 8]) == "▁▂ █"


def test_trace_strings_are_escaped(tmp_path):
    run = tmp_path / "evil"
    copy_run("fixed_slow", run)
    for p in trace_files(run):
        rewrite(p, lambda d: [e.update(name=EVIL) for e in d["traceEvents"] if e.get("name") == "xrank::expert_gemm"])
    a = tb_xrank.analyze(str(run))
    assert any(d.op == EVIL for d in a.divergences)
    doc = html_report(a)
    assert "<script>" not in doc
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;|" in doc
    md = markdown_report(a)
    assert "<script>" not in md
    assert "&lt;script&gt;alert('x')&lt;/script&gt;\\|" in md


def test_redaction_replaces_hosts_and_paths_stably(pair):
    a, b = pair
    c = compare(a, b)
    for render in (html_report, markdown_report):
        out = render(b, c, redact_names=True)
        assert "node0" not in out
        assert "node1" not in out
        assert run_path("fixed_slow") not in out
    other = json.loads(a.to_json())
    other["ranks"][0]["host"] = "gpu-secret-7"  # a host only the compared run has
    other = tb_xrank.Analysis.build(**other)
    c.stragglers.a.basis = "critical ranks share host gpu-secret-7"
    assert "gpu-secret-7" not in redact(b, c, also=[other])[1].to_json()
    assert "gpu-secret-7" in redact(b, c)[1].to_json()  # only the hosts of the runs it is given are known
    ra, _ = redact(b, c)
    assert {r.host for r in ra.ranks} == {"host-1", "host-2"}
    assert all(f.startswith("path-1/host-") for r in ra.ranks for f in r.files)
    text = json.dumps(ra.to_dict())
    assert "node0" not in text
    assert "node1" not in text
    assert ra.stragglers == b.stragglers  # numbers and verdicts untouched


def _cli(*args, seed="0"):
    return subprocess.run([sys.executable, "-m", "tb_xrank.cli", "report", *args, "-q"], capture_output=True,
                          text=True, timeout=300, env=dict(os.environ, PYTHONHASHSEED=seed))


def test_cli_report(tmp_path):
    out = tmp_path / "r.html"
    r = _cli(run_path("baseline"), "--span", "1", "--compare", run_path("fixed_slow"), "-o", str(out))
    assert r.returncode == 0, r.stderr
    assert "<!doctype html>" in out.read_text(encoding="utf-8")
    r = _cli(run_path("fixed_slow"), "--format", "markdown", "--redact", "-o", "-")
    assert r.returncode == 0
    assert "node0" not in r.stdout
    assert "names and paths redacted" in r.stdout
    again = _cli(run_path("fixed_slow"), "--format", "markdown", "--redact", "-o", "-", seed="1")
    assert again.stdout == r.stdout  # the same placeholders in another process (another string hash seed)
    r = _cli(run_path("fixed_slow"), "-o", str(tmp_path / "no" / "such" / "dir" / "r.html"))
    assert r.returncode == 2
    assert "cannot write" in r.stderr
    r = _cli(os.path.join(str(tmp_path), "missing"), "-o", str(out))
    assert r.returncode == 2


# --- the charts: legends, axes, the plugin's colours, dark mode -------------------------------------------------

STYLE_TS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "frontend", "src", "style.ts")


@pytest.fixture(scope="module")
def dp_pair(analysed):
    a, b = analysed("dp_clean_a"), analysed("dp_delay")
    return a, b, compare(a, b)


def _charts(doc: str) -> dict:
    """``{aria-label: svg element}`` of every chart of ``doc``."""
    return {e.get("aria-label"): e for e in (ET.fromstring(s) for s in re.findall(r"<svg\b.*?</svg>", doc, re.S))}


def _texts(svg, cls: str) -> list:
    return [t for t in svg.iter("text") if t.get("class") == cls]


def test_the_report_draws_in_the_plugins_colours(pair, dp_pair):
    assert {"wait", "service", "divergence", "a", "b", "late"} <= set(COLORS)
    css = open(STYLE_TS, encoding="utf-8").read()
    for verdict in ("lower", "higher", "unchanged"):  # the verdict badges: the plugin's .v.<verdict>
        bg, fg = re.search(rf"\.v\.{verdict} \{{ background: (#\w+); color: (#\w+); \}}", css).groups()
        assert f".b.{verdict}{{background:{bg};color:{fg}}}" in CSS
    a, b, c = dp_pair
    charts = _charts(html_report(b, c))
    stroke = lambda label: {p.find("title").text: p.get("stroke") for p in charts[label].iter("polyline")}  # noqa: E731
    spread = next(k for k in charts if k.startswith("Arrival skew and tail"))
    assert stroke(spread) == {"arrival skew": COLORS["wait"], "post-last-arrival tail": COLORS["service"]}
    assert stroke("Slowest rank's step time per matched step, A against B") == {
        "A: dp_clean_a": COLORS["a"], "B: dp_delay": COLORS["b"]}
    bars = charts["Steps in which each rank was critical: A against B"]
    assert {r.get("fill") for r in bars.iter("rect") if r.get("class") == "bar"} == {COLORS["a"], COLORS["b"]}


def test_the_comparison_charts_read_the_step_numbers(dp_pair):
    a, b, c = dp_pair
    doc = html_report(b, c)
    assert "matched step #" not in doc
    for label in ("Slowest rank's step time per matched step, A against B",
                  "Largest arrival skew per matched step, A against B"):
        svg = _charts(doc)[label]
        assert [t.text for t in _texts(svg, "xt")] == [str(p.step_a) for p in c.per_step] == [
            str(s) for s in range(2, 12)]
        assert [t.text for t in _texts(svg, "at")][0] == "step"
        assert "(ms)" in _texts(svg, "at")[1].text
    shifted = Comparison.build(**{**c.to_dict(), "per_step": [{**p.to_builtins(), "step_b": p.step_b + 100} for p in c.per_step]})
    svg = _charts(html_report(b, shifted))["Largest arrival skew per matched step, A against B"]
    assert _texts(svg, "xt")[0].text == "2/102"
    assert _texts(svg, "at")[0].text.startswith("step (A/B")


def _box(e) -> tuple:
    """The box (x0, y0, x1, y1) of an SVG rect, or of a text of 13 px (a title) or 11 px from its baseline."""
    if e.tag == "rect":
        x, y = float(e.get("x")), float(e.get("y"))
        return x, y, x + float(e.get("width")), y + float(e.get("height"))
    size = 13 if e.get("class") == "t" else 11
    return float(e.get("x")), float(e.get("y")) - size, float(e.get("x")) + 1, float(e.get("y")) + 4


def test_legends_sit_between_the_title_and_the_plot(pair, dp_pair):
    """Every chart of more than one series has a legend, under its title and above its plot, and every line and
    point lies inside the plot; a chart of one series has none."""
    seen = 0
    for doc in (html_report(pair[1], compare(*pair)), html_report(dp_pair[1], dp_pair[2])):
        for label, svg in _charts(doc).items():
            colours = {e.get("stroke") for e in svg.iter("polyline")} | {
                e.get("fill") for e in svg.iter("rect") if e.get("class") == "bar"}
            keys = [g for g in svg.iter("g") if g.get("class") == "legend"]
            assert len(keys) == (len(colours) > 1), label
            if not keys:
                continue
            seen += 1
            top = max(_box(t)[3] for t in _texts(svg, "t") + _texts(svg, "st"))
            legend = [_box(e) for e in keys[0]]
            plot = _box(next(r for r in svg.iter("rect") if r.get("class") == "plot"))
            assert top < min(b[1] for b in legend), label
            assert max(b[3] for b in legend) < plot[1], label
            pts = [tuple(map(float, p.split(","))) for e in svg.iter("polyline") for p in e.get("points").split()]
            pts += [(float(e.get("cx")), float(e.get("cy"))) for e in svg.iter("circle")]
            assert all(plot[0] <= x <= plot[2] and plot[1] <= y <= plot[3] for x, y in pts), label
            names = {t.text for t in _texts(keys[0], "lg")}
            series = {e.find("title").text for e in svg.iter("polyline")} | {
                e.find("title").text.rsplit(": ", 1)[0] for e in svg.iter("rect") if e.get("class") == "bar"}
            assert names == series, label
    assert seen >= 6
    bars = _charts(html_report(pair[1], compare(*pair)))["Steps in which each rank was critical: A against B"]
    values = [t.text for t in _texts(bars, "lg") if t not in list(next(bars.iter("g")))]
    assert values
    assert "0" not in values
    assert not any("(" in v for v in values)  # no floating "0 (A)"


def test_every_axis_has_a_title_with_its_unit_and_time_its_origin(pair):
    a, b = pair
    charts = _charts(html_report(b, compare(a, b)))
    for label, svg in charts.items():
        titles = [t.text for t in _texts(svg, "at")]
        assert len(titles) == 2, label
        assert all(titles), label
        if list(svg.iter("polyline")) or [r for r in svg.iter("rect") if r.get("class") == "bar"]:
            assert any("(ms" in t or "(count)" in t for t in titles), label  # the value axis' unit
        else:  # the heatmap: step and rank, its colour bar in ms
            assert titles == ["step", "rank"]
            assert "(ms)" in _texts(next(svg.iter("g")), "yl")[0].text
    spread = charts["Arrival skew and tail of each collective, at its last arrival"]
    x_title = _texts(spread, "at")[0].text
    first = b.steps[0]
    assert f"ms from the start of step {first.step}" in x_title
    # the points are at each collective's last arrival less the first step's start
    cs = [c for c in b.collectives if c.skew_us is not None]
    ats = sorted((c.ranks[c.last_rank].ready_us - first.start_us) / 1e3 for c in cs)
    xt = [float(t.text) for t in _texts(spread, "xt")]
    assert xt[0] <= ats[0]
    assert ats[-1] <= xt[-1]
    assert xt[-1] - xt[0] < 2 * (ats[-1] - ats[0])


def test_the_heatmap_shades_by_what_its_caption_says(analysed):
    """Who held each step back (steps[].held_by), shaded by held_cost_us on the colour bar; the chart beside it
    counts the same cells per rank, and its held-back counts are the verdict's critical_counts."""
    for run in ("fixed_slow", "host_stall"):
        a = analysed(run)
        charts = _charts(html_report(a))
        svg = charts["Who held each step back, shaded by what it cost the step"]
        caption = " ".join(t.text for t in svg.iter("text") if t.get("class") in ("t", "st"))
        assert "held_by" in caption
        assert "last within noise" in caption
        cost = {s.step: (s.held_cost_us or 0) / 1e3 for s in a.steps if s.held_by}
        faint = {s.step: s.critical_rank for s in a.steps if not s.held_by and s.critical_rank is not None}
        cells = [r for r in svg.iter("rect") if r.get("class") == "cell"]
        assert len(cells) == sum(len(s.held_by) for s in a.steps) + len(faint)
        top = max(cost.values())
        for cell in cells:
            m = re.match(r"step (\d+): rank (\d+) ", cell.find("title").text)
            step, rank = int(m.group(1)), int(m.group(2))
            if step in cost:
                assert cell.get("fill") == mix(LATENESS, cost[step] / top)
            else:
                assert faint[step] == rank
                assert cell.get("fill-opacity") == "0.35"
        cbar = next(g for g in svg.iter("g") if g.get("class") == "cbar")
        assert [t.text for t in _texts(cbar, "yl")] == ["what holding the step back cost it (ms)"]
        assert float(_texts(cbar, "xt")[-1].text) == pytest.approx(top, rel=1e-3)
        assert [s.get("stop-color") for s in cbar.iter("stop")] == list(LATENESS)
        bars = charts["Steps per rank, as the heatmap lights them"]
        held = {}
        for rect in bars.iter("rect"):
            t = rect.find("title")
            if rect.get("class") == "bar" and t is not None and t.text.startswith("held the step back"):
                held[len(held)] = float(t.text.split(": ")[1])
        assert sorted(held.values(), reverse=True)[:len(a.stragglers.critical_counts)] == \
            sorted(map(float, a.stragglers.critical_counts.values()), reverse=True)


def test_counts_take_the_singular_for_one(pair):
    a, b = pair
    c = compare(a, b)
    d = json.loads(b.to_json())
    one = tb_xrank.Analysis.build(**{**d, "steps": d["steps"][:1], "collectives": d["collectives"][:1]})
    c1 = Comparison.build(**{**c.to_dict(), "matched": {**c.matched.to_builtins(), "steps": c.matched.steps[:1],
                                                         "collectives": 1, "ranks": [0]}})
    text = re.sub(r"<[^>]+>", " ", html_report(one, c1))
    assert "1 step ·" in text
    assert "1 collective ·" in text
    assert "matched 1 step by" in text
    assert "1 collective, 1 rank" in text
    assert not re.search(r"\b1 (steps|collectives|ranks)\b", text)
    assert "6 steps" in re.sub(r"<[^>]+>", " ", html_report(a))


def test_dark_mode_is_declared(pair):
    doc = html_report(pair[1])
    dark = re.search(r"@media \(prefers-color-scheme: dark\)\{:root\{(.*?)\}\}", doc, re.S).group(1)
    assert re.search(r"--bg:#([0-9a-f]{6})", dark).group(1) < "40"  # a dark background
    assert "background:var(--bg)" in doc
    assert "fill:var(--fg)" in doc


_PROBE = """<script>addEventListener("load", () => {
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const all = (s, q) => [...s.querySelectorAll(q)].map(box);
  const style = (q, p) => getComputedStyle(document.querySelector(q))[p];
  const out = { colours: { bg: style("body", "backgroundColor"), fg: style("body", "color"),
    title: style("svg .t", "fill"), tick: style("svg .xt", "fill") },
    charts: [...document.querySelectorAll("svg.chart")].map((s) => ({ label: s.getAttribute("aria-label"),
      svg: box(s), title: all(s, ".t, .st"), legend: all(s, ".legend > *"), marks: all(s, "polyline, circle, rect.bar, rect.cell"),
      texts: all(s, "text"), ticks: all(s, "text.xt"), keys: all(s, ".legend text") })) };
  const pre = document.createElement("pre"); pre.id = "probe"; pre.textContent = JSON.stringify(out);
  document.body.append(pre);
});</script>"""


def _probe(doc: str, tmp_path, *flags) -> dict:
    """What Chromium measured in ``doc``: the boxes of each chart's parts and the page's colours."""
    f = tmp_path / "probe.html"
    f.write_text(doc.replace("</body>", _PROBE + "</body>"), encoding="utf-8")
    dom = subprocess.run([CHROMIUM, *FLAGS, *flags, "--window-size=1400,4000", "--dump-dom", f.as_uri()],
                         capture_output=True, text=True, timeout=120).stdout
    return json.loads(html.unescape(re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S).group(1)))


def _meets(p, q) -> bool:
    return p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3]


@pytest.mark.browser
@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
def test_in_chromium_no_legend_covers_a_title_or_a_line_and_no_label_is_cut(pair, dp_pair, tmp_path):
    charts = []
    for doc in (html_report(pair[1], compare(*pair)), html_report(dp_pair[1], dp_pair[2])):
        charts += _probe(doc, tmp_path)["charts"]
    assert len(charts) >= 12
    assert sum(bool(c["legend"]) for c in charts) >= 6
    for c in charts:
        for part in c["legend"]:
            assert not any(_meets(part, t) for t in c["title"]), c["label"]
            assert not any(_meets(part, m) for m in c["marks"]), c["label"]
        s = c["svg"]
        assert all(s[0] <= t[0] and t[2] <= s[2] + 0.5 and s[1] <= t[1] and t[3] <= s[3] + 0.5 for t in c["texts"]), c["label"]
        for group in ("ticks", "keys"):
            boxes = c[group]
            assert not any(_meets(p, q) for i, p in enumerate(boxes) for q in boxes[i + 1:]), (c["label"], group)


def _rgb(css: str) -> tuple:
    return tuple(int(v) for v in re.findall(r"\d+", css)[:3])


def _contrast(p: tuple, q: tuple) -> float:
    def lum(c):
        lin = [(v / 255) / 12.92 if v / 255 <= 0.04045 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((lum(p), lum(q)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.browser
@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
def test_in_chromium_the_report_follows_the_readers_dark_mode(pair, tmp_path):
    doc = html_report(pair[1], compare(*pair))
    light = _probe(doc, tmp_path)["colours"]
    dark = _probe(doc, tmp_path, "--force-dark-mode", "--blink-settings=preferredColorScheme=0")["colours"]
    assert _rgb(light["bg"]) == (255, 255, 255)
    assert max(_rgb(dark["bg"])) < 48
    for scheme in (light, dark):
        bg = _rgb(scheme["bg"])
        assert _contrast(_rgb(scheme["fg"]), bg) >= 7
        assert _contrast(_rgb(scheme["title"]), bg) >= 7
        assert _contrast(_rgb(scheme["tick"]), bg) >= 4.5
    f = tmp_path / "report.html"
    f.write_text(doc, encoding="utf-8")
    shot = tmp_path / "dark.png"
    subprocess.run([CHROMIUM, *FLAGS, "--force-dark-mode", "--window-size=1000,800", f"--screenshot={shot}", f.as_uri()],
                   capture_output=True, timeout=120)
    image = pytest.importorskip("PIL.Image")
    assert max(image.open(shot).convert("RGB").getpixel((4, 4))) < 48  # the rendered page is dark


def test_the_comparison_leads_with_its_answer_and_shows_no_unmeasurable_bandwidth(dp_pair):
    """As the terminal and the Compare tab: the first thing under the comparison's heading is which way B went."""
    a, b, c = dp_pair
    doc = html_report(a, c)
    section = doc.split("<h2>Comparison:", 1)[1]
    first = re.search(r"<p[^>]*>(.*?)</p>", section).group(1)
    assert first.startswith("<strong>B got worse")
    assert "per-step maximum step time" in first
    assert "0.00 GB/s" not in doc
