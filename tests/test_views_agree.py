"""Every view says what the Analysis record says: one divergence, one name, one duration, one cost; one definition
of who held a step back. Walks every tab of four runs in headless Chromium (frontend/e2e/views.mjs) and the three
reports (terminal, HTML, Markdown), and compares each with the Analysis the server computed."""
import html
import re

import pytest

from conftest import copy_run
from test_e2e import walked  # the module skips itself without chromium
from tb_xrank.reports.share import TOP
from tb_xrank.reports.share_html import html_report
from tb_xrank.reports.share_markdown import markdown_report
from tb_xrank.reports.text import md_escape, text

pytestmark = [pytest.mark.e2e, pytest.mark.browser]

RUNS = ("fixed_slow", "pp_tp_dp_delay", "host_stall", "ep_fixed_hot")
LABEL = re.compile(r"^(.+) \+\d+(?:\.\d+)? (?:ms|µs)$")  # a chart's label of a divergence: "<cause> +<cause_us>"


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


@pytest.fixture(scope="module")
def shown(tmp_path_factory):
    """``{run: (Analysis as served, what every tab shows)}``."""
    logdir = tmp_path_factory.mktemp("agree")
    for name in RUNS:
        copy_run(name, logdir / name)
    with walked(logdir, tmp_path_factory.mktemp("agree_cache"), RUNS) as seen:
        yield seen


def _labels(tabs: dict) -> list:
    """Every string a chart's data carries that reads as a divergence's label ("<cause> +<duration>")."""
    out = []

    def walk(x):
        if isinstance(x, str):
            m = LABEL.match(x)
            if m:
                out.append(m.group(1))
        elif isinstance(x, list):
            for v in x:
                walk(v)
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
    for t in tabs.values():
        for c in t["charts"]:
            walk(c.get("series", []))
    return out


@pytest.mark.parametrize("run", RUNS)
def test_every_tab_prints_the_records_own_sentences(shown, run):
    a, tabs = shown[run]
    summaries = {d.summary for d in a.divergences}
    findings = tabs["findings"]["text"]
    for f in a.findings:  # every finding, folded or not, verbatim
        assert _norm(f.text) in findings, f.text
    for name, t in tabs.items():
        assert set(t["summaries"]) <= summaries, (name, set(t["summaries"]) - summaries)
        assert not re.search(r"lag grew [\d.]+ (?:ms|µs) at", t["text"]), name  # the old second phrasing
    causes = {d.cause for d in a.divergences}
    assert set(_labels(tabs)) <= causes, set(_labels(tabs)) - causes
    if a.divergences:  # the first screen and the walk-back show a divergence, by its own sentence
        assert tabs["findings"]["summaries"]
        assert tabs["aligned"]["summaries"]


@pytest.mark.parametrize("run", RUNS)
def test_the_first_screen_and_the_aligned_tab_open_on_the_worst_step(shown, run):
    a, tabs = shown[run]
    ws = a.worst_step
    assert ws is not None
    mine = [d for d in a.divergences if d.step == ws.step]
    if mine:
        costliest = max(mine, key=lambda d: d.cost_us or 0.0)
        assert tabs["findings"]["summaries"][0] == costliest.summary
    assert f"step {ws.step}," in tabs["findings"]["headings"][0].lower()
    assert tabs["aligned"]["chosen"] == [ws.collective]
    assert any(h.endswith(f"{ws.collective} — step {ws.step}") for h in tabs["aligned"]["headings"])
    at = {d.summary for d in a.divergences if d.collective == ws.collective}
    assert set(tabs["aligned"]["summaries"]) <= at


@pytest.mark.parametrize("run", RUNS)
def test_the_history_lights_who_held_each_step_back_as_the_verdict_counts(shown, run):
    a, tabs = shown[run]
    chart = next(c for c in tabs["history"]["charts"] if c["name"] == "history")
    steps, rows = [int(s) for s in chart["x"][0]], chart["y"][0]
    rank = [int(re.search(r"rank (\d+)", r).group(1)) for r in rows]
    held = next(s for s in chart["series"] if s["name"] == "held the step back")["data"]
    noise = next(s for s in chart["series"] if s["name"] == "last within noise")["data"]
    lit = {(steps[d["value"][0]], rank[d["value"][1]]): d["value"][2] for d in held}
    want = {(s.step, r): (s.held_cost_us or 0) / 1e3 for s in a.steps for r in s.held_by}
    assert lit.keys() == want.keys()
    for k, v in want.items():
        assert lit[k] == pytest.approx(v, abs=1e-3)
    faint = {(steps[d[0]], rank[d[1]]) for d in noise}
    assert faint == {(s.step, s.critical_rank) for s in a.steps if not s.held_by and s.critical_rank is not None}
    bars = next(c for c in tabs["history"]["charts"] if c["name"] == "last-counts")
    labels = [int(x.split()[-1]) for x in bars["x"][0]]
    counts = next(s for s in bars["series"] if s["name"] == "held the step back")["data"]
    assert {r: k for r, k in zip(labels, counts) if k} == a.stragglers.critical_counts


@pytest.mark.parametrize("run", RUNS)
def test_the_reports_print_the_same_sentences(shown, run):
    a, _ = shown[run]
    term, page, md = text(a), html_report(a), markdown_report(a)
    for f in a.findings:
        assert f.text in term
        assert md_escape(f.text) in md
    for d in sorted(a.divergences, key=lambda d: -(d.cost_us or 0))[:TOP]:
        assert html.escape(d.summary, quote=False) in page or html.escape(d.summary) in page
        assert md_escape(d.summary) in md
