"""End to end: a real TensorBoard process with torch-tb-profiler beside tb_xrank, and headless Chromium
rendering every tab of the xrank plugin, the comparison of a before/after pair and the deep links.
Screenshots land in test-artifacts/ for a person to look at."""
import collections
import contextlib
import gzip
import html
import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.parse
import urllib.request

import pytest

from conftest import ROOT, copy_run, run_path, stop_group
from tb_xrank.ingest.discover import discover_run
from tb_xrank.reports.palette import COLORS

pytestmark = [pytest.mark.e2e, pytest.mark.browser]  # TensorBoard processes and headless Chromium

# a JSON object or list as a person would see it printed: {"key": …, "key": …} or ["…", …]
RAW_JSON = re.compile(r'[{\[]\s*"[^"]{0,80}"\s*[:,]|"\w+":\s*[\d"{\[]')
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run"]
ARTIFACTS = os.path.join(ROOT, "test-artifacts")

if not CHROMIUM:
    if os.environ.get("CI"):
        raise RuntimeError("Debian's chromium is required for the browser tests (make test installs it)")
    pytest.skip("no chromium on this machine (make test installs it)", allow_module_level=True)
pytest.importorskip("tensorboard")
pytest.importorskip("torch_tb_profiler")


# TensorBoard with the xrank plugin alone (and the core plugin that serves the app): torch-tb-profiler starts a
# loader process per trace file, hundreds at once for a run of 1,024 ranks
ONLY_XRANK = """import sys
from tensorboard import program
from tensorboard.plugins.core import core_plugin
from tb_xrank.plugin import XrankLoader
tb = program.TensorBoard(plugins=[core_plugin.CorePluginLoader(include_debug_info=False), XrankLoader()])
tb.configure(sys.argv)
sys.exit(tb.main())
"""


def _start(logdir, cache, *extra, only_xrank=False):
    env = dict(os.environ, TB_XRANK_CACHE_DIR=str(cache))
    cmd = [sys.executable, "-c", ONLY_XRANK] if only_xrank else [sys.executable, "-m", "tensorboard.main"]
    # its own process group: torch-tb-profiler's loader processes are stopped with it (stop_group)
    return subprocess.Popen([*cmd, "--logdir", str(logdir), "--host", "127.0.0.1", "--port", "0", *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True,
                            start_new_session=True)


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("logs")
    for name in ("fixed_slow", "nccl_seed_worked", "host_stall", "pp_tp_dp_delay", "ep_fixed_hot"):
        copy_run(name, logdir / name)
    _first_span(run_path("baseline"), logdir / "baseline")
    shutil.copytree(os.path.join(ROOT, "fixtures", "hangs", "hang_stuck"), logdir / "hang_stuck")
    _big_run(str(logdir / "big64"))
    proc = _start(logdir, tmp_path_factory.mktemp("cache"))
    url = _url(proc)
    try:
        for _ in range(600):  # wait for every run to be analysed
            runs = json.load(urllib.request.urlopen(url + "data/plugin/xrank/runs"))
            if len(runs) == 8 and all(r["state"] == "ready" for r in runs):
                break
            time.sleep(0.2)
        else:
            pytest.fail(f"the runs did not all load: {runs}")
        yield url
    finally:
        stop_group(proc)


@pytest.fixture(scope="module")
def board_big(tmp_path_factory):
    """1,024 ranks x 8 steps (128 hosts of 8, a tensor-parallel group per host and a global all-reduce; rank 301 on
    node037 slow), served by a TensorBoard with the xrank plugin alone (see ONLY_XRANK)."""
    from conftest import mesh_run

    logdir = tmp_path_factory.mktemp("logs_big")
    mesh_run(logdir / "big1024", 1024, 8, 301)
    proc = _start(logdir, tmp_path_factory.mktemp("cache_big"), only_xrank=True)
    url = _url(proc)
    try:
        for _ in range(1500):
            runs = json.load(urllib.request.urlopen(url + "data/plugin/xrank/runs"))
            if runs and runs[0]["state"] == "ready":
                break
            time.sleep(0.2)
        assert runs[0]["state"] == "ready", runs
        yield url
    finally:
        stop_group(proc)


def _url(proc):
    """The address TensorBoard prints once it serves (port 0: it picks a free one)."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line and proc.poll() is not None:
            break
        m = re.search(r"(http://127\.0\.0\.1:\d+/\S*)", line)
        if m:
            return m.group(1).rstrip("/") + "/"
    raise AssertionError("TensorBoard did not start")


@contextlib.contextmanager
def walked(logdir, cache, names):
    """``{run: (Analysis as served, what every tab shows)}`` of the runs ``names`` under ``logdir``: TensorBoard with
    the plugin alone serves them (stopped on leaving), each tab walked in headless Chromium (frontend/e2e/views.mjs),
    with no page error."""
    from tb_xrank.model import Analysis

    proc = _start(logdir, cache, only_xrank=True)
    try:
        base = _url(proc) + "data/plugin/xrank/"
        for _ in range(900):
            runs = json.load(urllib.request.urlopen(base + "runs"))
            if {r["name"] for r in runs} >= set(names) and all(r["state"] == "ready" for r in runs):
                break
            time.sleep(0.2)
        out = {}
        for name in names:
            a = Analysis.from_json(urllib.request.urlopen(f"{base}analysis?run={urllib.parse.quote(name)}").read())
            r = subprocess.run(["node", os.path.join(ROOT, "frontend", "e2e", "views.mjs"), base + "index.html", name],
                               capture_output=True, text=True, timeout=240, env=dict(os.environ, CHROMIUM=CHROMIUM))
            assert r.returncode == 0, r.stderr[-3000:]
            seen = json.loads(r.stdout.strip().splitlines()[-1])
            assert not seen["errors"], seen["errors"]
            out[name] = (a, seen["tabs"])
        yield out
    finally:
        stop_group(proc)


def _first_span(src, dest):
    """The "before" of a before/after pair: only the first span of a run (each worker's file with the smaller
    time_ns), so that its steps (2..7 for baseline) overlap the after run's (2..13 for fixed_slow)."""
    os.makedirs(dest)
    for tf in discover_run(src).span(0):
        shutil.copy(tf.path, dest)


def _big_run(out):
    """64 ranks x 200 steps (NCCL schema, two hosts of 32), a straggler rotating over 8 ranks."""
    from fixtures.gen_nccl import simulate, write_run

    pgs = {"0": tuple(range(64))}
    host = lambda r: f"node{r // 32}"  # noqa: E731

    def program(step, rank):
        slow = 3_000.0 if rank == (step * 7) % 64 else 0.0
        return [("compute", "aten::mm", "gemm_kernel", 4_000.0 + slow, [[1024, 1024], [1024, 1024]]),
                ("collective", "allreduce", "0", 1 << 20, 300.0), ("sync",)]
    ev, _ = simulate(64, program, 200, pgs, host, {"node1": 12_000.0})
    write_run(out, 64, ev, pgs, host)


def _drive(url, shot, *extra):
    r = subprocess.run(["node", os.path.join(ROOT, "frontend", "e2e", "drive.mjs"), url, shot, *extra],
                       capture_output=True, text=True, timeout=180, env=dict(os.environ, CHROMIUM=CHROMIUM))
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert not out["errors"], out["errors"]  # no exception, no failed request of the page's own
    return out


def _history(url, shot, *extra):
    """frontend/e2e/history.mjs: what the Critical-rank history and Readiness spread tabs draw (and, with --cell or
    --row, what a click on the heat map opens)."""
    r = subprocess.run(["node", os.path.join(ROOT, "frontend", "e2e", "history.mjs"), url, shot, *extra],
                       capture_output=True, text=True, timeout=180, env=dict(os.environ, CHROMIUM=CHROMIUM))
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert not out["errors"], out["errors"]
    return out


def _chromium(*args):
    return subprocess.run([CHROMIUM, *FLAGS, "--virtual-time-budget=20000", *args], capture_output=True, text=True,
                          timeout=120).stdout


def _text(url):
    dom = _chromium("--dump-dom", url)
    dom = dom.split("</style>", 1)[-1]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", dom))


def _ms(us):
    """A duration as every view prints it (frontend/src/dom.ts ms, tb_xrank/diagnose/explain.py _ms)."""
    return f"{us / 1000:.1f} ms" if abs(us) >= 1000 else f"{us:.0f} µs"


def _served(url, run):
    """The Analysis record the tab renders (the summary route)."""
    return json.load(urllib.request.urlopen(f"{url}data/plugin/xrank/summary?run={urllib.parse.quote(run)}"))


def _plain(fragment):
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))).strip()


def test_both_plugins_are_listed(board):
    listing = json.load(urllib.request.urlopen(board + "data/plugins_listing"))
    assert listing["xrank"]["enabled"]
    assert listing["xrank"]["tab_name"] == "Cross-rank"
    assert "pytorch_profiler" in listing


@pytest.mark.parametrize("tab,expect", [
    ("findings", ["Fixed straggler: rank 2 held back", "xrank::expert_gemm", "[compute]"]),
    ("aligned", ["Critical path of one step", "critical path runs through", "0:allreduce#4", "Walk-back on rank 2",
                 "arrival skew", "post-last-arrival tail"]),
    ("spread", ["Arrival skew and post-last-arrival tail per collective", "Per-step work"]),
    ("history", ["fixed: rank 2 held back 12 of 12 steps", "How often each rank was last"]),
    ("evidence", ["Clock", "node1"]),
    # A is the current run, B the first other run: fixed_slow against the baseline without its straggler
    ("compare", ["A (before)", "B (after)", "B got better", "Verdict changed: fixed (rank 2) → none",
                 "Metrics over the matched steps", "Not compared"]),
])
def test_every_tab_renders_the_answer(board, tab, expect):
    page = f"{board}data/plugin/xrank/index.html?run=fixed_slow&tab={tab}"
    text = _text(page)
    for e in expect:
        assert e in text, (tab, e, text[:2000])
    assert not RAW_JSON.search(text), (tab, RAW_JSON.search(text).group(0))
    os.makedirs(ARTIFACTS, exist_ok=True)
    _chromium("--window-size=1400,1000", f"--screenshot={os.path.join(ARTIFACTS, f'xrank-{tab}.png')}", page)
    assert os.path.getsize(os.path.join(ARTIFACTS, f"xrank-{tab}.png")) > 10_000


@pytest.mark.parametrize("run", ["fixed_slow", "pp_tp_dp_delay", "ep_fixed_hot", "baseline"])
def test_the_first_screen_leads_with_the_worst_step_and_its_cause(board, run):
    """The Findings tab: the verdict, then the worst step (Analysis.worst_step) drawn small, its costliest
    divergence's rank beside its peers' median with the cause written on it and its summary verbatim as the caption
    (a run no rank held back: the step's slowest rank against the median, no cause), its critical path; then the
    findings in the Analysis' order with the minor ones folded; the definitions and the p value after them.
    Screenshots: test-artifacts/xrank-first-screen-<run>.png."""
    a = _served(board, run)
    ws = a["worst_step"]
    page = f"{board}data/plugin/xrank/index.html?run={run}&tab=findings"
    dom = _chromium("--dump-dom", page).split("</style>", 1)[-1]
    text = _plain(dom)
    step = next(s for s in a["steps"] if s["step"] == ws["step"])
    mine = [d for d in a["divergences"] if d["step"] == ws["step"]]
    first = re.search(r'<section class="first" data-section="worst">(.*?)</section>', dom, re.S).group(1)
    assert 'data-chart="cause"' in first
    assert 'data-chart="critical-path-mini"' in first
    assert "<canvas" in first
    if mine:
        d = max(mine, key=lambda x: (x["cost_us"] if x["cost_us"] is not None else -1, x["collective"] == ws["collective"]))
        held = ", ".join(map(str, step["held_by"]))
        assert f"Step {ws['step']}, the worst step: held back by rank{'s' if len(step['held_by']) > 1 else ''} {held}" in text
        caption = re.search(r'<p class="caption" data-summary="">(.*?)</p>', first, re.S).group(1)
        assert html.unescape(caption) == d["summary"]
        tag = re.search(r'<div[^>]*data-chart="cause"[^>]*>', first).group(0)
        label = html.unescape(re.search(r'data-label="([^"]*)"', tag).group(1))
        assert label == f"{d['cause']} +{_ms(d['cause_us'])} · lag {_ms(d['lag_us'])} · saves {_ms(d['cost_us'])}"
    else:  # nothing held the step back: still a chart, its path and a caption, no cause
        assert a["stragglers"]["class"] == "none"
        assert f"Step {ws['step']}, the longest step: no rank held it back beyond noise" in text
        assert f"No divergence above noise in step {ws['step']}" in text
    # the findings as they arrive, the minor ones folded under "N smaller findings"
    items = [_plain(x) for x in re.findall(r'<li class="\w+" data-kind="\w*">(.*?)</li>', dom, re.S)]
    want = [f for f in a["findings"] if not f.get("minor")] + [f for f in a["findings"] if f.get("minor")]
    assert len(items) == len(want)
    for got, f in zip(items, want):
        assert f["text"] in got, (got, f["text"])
        if f.get("cost_us") is not None:
            assert got.startswith(_ms(f["cost_us"]))  # the cost chip beside it
    minor = sum(1 for f in a["findings"] if f.get("minor"))
    if minor:
        assert f"{minor} smaller finding{'s' if minor > 1 else ''}" in text
    order = [text.index(x) for x in ("held back", f"Step {ws['step']}", "Findings, by what acting on them saves",
                                     "Definitions")]
    assert order == sorted(order)
    if a["stragglers"]["p_value"] is not None:
        assert text.index("Definitions") < text.index("p = ")
    assert not RAW_JSON.search(text)
    os.makedirs(ARTIFACTS, exist_ok=True)
    shot = os.path.join(ARTIFACTS, f"xrank-first-screen-{run}.png")
    _chromium("--window-size=1400,1000", f"--screenshot={shot}", page)
    assert os.path.getsize(shot) > 10_000


def test_the_aligned_tab_opens_on_the_worst_step_and_says_what_its_tail_is(board):
    """pp_tp_dp_delay: with no selection the tab opens on the worst step's path and its collective (not a pipeline
    send whose skew is the schedule's); the table lists the collectives in the server's order; a send whose
    receive ended before the last arrival says why no tail is measured, never 'tail —'."""
    a = _served(board, "pp_tp_dp_delay")
    ws = a["worst_step"]
    out = _drive(f"{board}data/plugin/xrank/index.html?run=pp_tp_dp_delay&tab=aligned", "-", "--path")
    c = next(x for x in a["collectives"] if x["id"] == ws["collective"])
    assert out["text"].count(f"{c['op']} {ws['collective']} — step {ws['step']}") == 1
    assert out["pathline"].startswith(f"Step {ws['step']}'s critical path")
    d = next(x for x in a["divergences"] if x["collective"] == ws["collective"])
    assert d["summary"] in out["text"]
    # worst first as tb_xrank/diagnose/worst.py ranks them: cost, then the skew beyond the expected, then skew
    beyond = lambda x: max(0.0, x["skew_us"] - (x["expected_skew_us"] or 0.0))  # noqa: E731
    ranked = sorted((x for x in a["collectives"] if x["skew_us"] is not None),
                    key=lambda x: (-(x["cost_us"] or 0.0), -beyond(x), -x["skew_us"]))
    nulls = [x for x in a["collectives"] if x["tail_us"] is None and "p2p" in x["id"]]
    assert nulls  # sends whose receive ended before the sender was ready (within the clocks' error)
    dom = _chromium("--dump-dom", f"{board}data/plugin/xrank/index.html?run=pp_tp_dp_delay&tab=aligned&collective="
                    + urllib.parse.quote(nulls[0]["id"]))
    ids = [html.unescape(x) for x in re.findall(r'<tr class="clickable[^"]*" data-id="([^"]+)"', dom)]
    assert ids == [x["id"] for x in ranked][:500]
    text = _plain(dom.split("</style>", 1)[-1])
    assert "post-last-arrival tail not measured" in text
    assert "tail —" not in text


def test_the_merged_trace_is_offered_as_a_download(board):
    dom = _chromium("--dump-dom", f"{board}data/plugin/xrank/index.html?run=fixed_slow&tab=findings")
    m = re.search(r'<a class="download" href="([^"]+)" download=""', dom)
    assert m, dom[-3000:]
    href = html.unescape(m.group(1))
    assert urllib.parse.urlsplit(href).path.endswith("/data/plugin/xrank/export")
    r = urllib.request.urlopen(href, timeout=120)
    assert r.status == 200
    assert "fixed_slow.merged.json.gz" in r.headers["Content-Disposition"]
    doc = json.loads(gzip.decompress(r.read()))
    names = {e["args"]["name"] for e in doc["traceEvents"] if e.get("ph") == "M" and e["name"] == "process_name"}
    assert {"rank 0 (node0)", "rank 2 (node1)"} <= names


def test_a_collective_link_opens_its_walk_back(board, analysed):
    """The walk-back prints the divergence's summary verbatim, and its evidence table names the cause as the record
    does (cause, cause_us) and the segment as where the lag grew."""
    d = next(x for x in analysed("nccl_seed_worked").divergences if x.collective == "0:863")
    text = html.unescape(_text(f"{board}data/plugin/xrank/index.html?run=nccl_seed_worked&tab=aligned&collective=0:863"))
    assert "allreduce 0:863 — step 2140" in text
    assert "Walk-back on rank 7" in text
    assert d.summary in text
    assert f"{d.cause}: +{d.cause_us / 1000:.1f} ms beyond its role peers' median of the same" in text
    assert "Events on rank 7 and two peers up to the collective" in text
    assert "where the lag grew" in text
    assert "the lag grew" not in text.replace("where the lag grew", "")  # no second sentence beside the summary


def test_a_real_click_on_a_collective_opens_its_walk_back(board):
    os.makedirs(ARTIFACTS, exist_ok=True)
    out = _drive(f"{board}data/plugin/xrank/index.html?run=fixed_slow", os.path.join(ARTIFACTS, "xrank-click.png"))
    assert out["id"]
    assert "— step" in out["text"]
    assert out["id"] in out["text"]
    assert "Walk-back on rank 2" in out["text"]
    assert "arrival skew" in out["text"]
    q = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(out["address"]).query))  # the address follows the click
    assert q["tab"] == "aligned"
    assert q["collective"] == out["id"]
    assert q["step"].isdigit()
    print(f"longest main-thread task after the click: {out['longest_task_ms']:.0f} ms")


@pytest.mark.parametrize("tab,expect", [("history", "How often each rank was last"), ("aligned", "200 collectives"),
                                        ("spread", "Per-step work")])
def test_64_ranks_by_200_steps_stays_fluid(board, tab, expect):
    """Renders and scrolls a large run; prints the longest main-thread task (no absolute time is asserted)."""
    os.makedirs(ARTIFACTS, exist_ok=True)
    out = _drive(f"{board}data/plugin/xrank/index.html?run=big64&tab={tab}",
                 os.path.join(ARTIFACTS, f"xrank-big64-{tab}.png"), "--no-click")
    assert expect in out["text"]
    print(f"big64 {tab}: longest main-thread task {out['longest_task_ms']:.0f} ms")


def test_compare_tab_says_b_is_slower_with_a_fixed_straggler_on_rank_2(board):
    """The before/after pair opened by its deep link: B (fixed_slow, rank 2's GEMM 20x longer) against A (the
    same job without it): slower steps, a fixed straggler on rank 2, its GEMM's divergence grown."""
    os.makedirs(ARTIFACTS, exist_ok=True)
    out = _drive(f"{board}data/plugin/xrank/index.html?run=baseline&tab=compare&a=baseline&b=fixed_slow",
                 os.path.join(ARTIFACTS, "compare.png"), "--compare")
    assert (out["a"], out["b"]) == ("baseline", "fixed_slow")
    assert "a=baseline" in out["address"]
    assert "b=fixed_slow" in out["address"]
    assert "tab=compare" in out["address"]
    # the board's baseline is its first span alone: 7 matched steps decide the step time, and the answer weighs both
    assert out["headline"].startswith("B got worse: its steps are slower than A's, and a fixed straggler appeared "
                                      "on rank 2")
    assert out["verdicts"]["step_time_max_p50_us"] == "higher · worse"
    assert set(out["verdicts"].values()) <= {"higher · worse", "lower · better", "unchanged"}
    strag = out["sections"]["stragglers"]
    assert "no straggler" in strag
    assert "fixed straggler rank 2" in strag
    assert "Verdict changed: none → fixed (rank 2)." in strag
    assert "xrank::expert_gemm" in out["sections"]["appeared"]  # the clean run has no divergence of it at all
    assert "8–13" in out["sections"]["unmatched"]
    assert "unexplained gaps" in out["sections"]["evidence"]
    assert "Straggler verdict changed: none → fixed (rank 2)." in out["text"]
    assert " ms" in out["text"]
    assert "µs" not in out["text"]
    assert out["charts"] >= 3  # step time, skew, critical-rank counts
    assert out["n"]["step_time_max_p50_us"].endswith(" steps")
    assert out["n"]["tail_p50_us"].endswith(" collectives")
    print(f"compare: longest main-thread task {out['longest_task_ms']:.0f} ms")


def test_a_compare_link_restores_both_pickers(board):
    """Neither run of the link is a default (A defaults to the current run, B to another run)."""
    out = _drive(f"{board}data/plugin/xrank/index.html?run=baseline&tab=compare&a=fixed_slow&b=baseline", "-",
                 "--compare")
    assert (out["a"], out["b"]) == ("fixed_slow", "baseline")
    assert out["headline"].startswith("B got better")
    assert "Verdict changed: fixed (rank 2) → none." in out["sections"]["stragglers"]


@pytest.mark.parametrize("run,finding,tab,expect", [
    ("fixed_slow", "Rank 2, step 8 before 0:allreduce#12", "aligned", {"collective": "0:allreduce#12", "step": "8"}),
    ("baseline", "Missing evidence: rank 3 in step 2", "evidence", {"step": "2"}),
    ("fixed_slow", "Fixed straggler: rank 2", "history", {}),  # by the finding's kind
])
def test_a_findings_copy_link_opens_the_view_that_shows_it(board, run, finding, tab, expect):
    out = _drive(f"{board}data/plugin/xrank/index.html?run={run}", "-", "--finding-link", finding)
    assert out["link"].startswith(f"{board}data/plugin/xrank/index.html?")
    q = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(out["link"]).query))
    assert q == {"run": run, "tab": tab, **expect}
    assert out["tab"] == tab
    if tab == "aligned":
        assert out["detail"].startswith(f"allreduce {expect['collective']} — step {expect['step']}")
        assert out["step"] == expect["step"]
        assert "Walk-back on rank 2" in out["text"]
    elif tab == "evidence":
        assert "Unexplained time in step 2" in out["text"]
    else:
        assert "fixed: rank 2 held back 12 of 12 steps" in out["text"]


def test_an_aligned_step_link_restores_the_step(board):
    """A link to a step (no collective) opens the step's lanes and the walk-back of its critical collective."""
    text = _text(f"{board}data/plugin/xrank/index.html?run=fixed_slow&tab=aligned&step=6")
    assert "allreduce 0:allreduce#8 — step 6" in text
    assert "Walk-back on rank 2" in text


def test_the_iframe_entry_renders_inside_tensorboard(board):
    """TensorBoard's own iframe document imports index.js and calls render()."""
    text = _text(f"{board}data/plugin_entry.html?name=xrank")
    assert "Cross-rank" in text
    assert "fixed_slow (4 ranks)" in text
    assert "Critical path of the worst step" in text


def test_standalone_links_respect_the_path_prefix(tmp_path):
    copy_run("nccl_seed_intro", tmp_path / "logs" / "intro")
    proc = _start(tmp_path / "logs", tmp_path / "cache", "--path_prefix", "/team/tb")
    try:
        url = _url(proc)
        assert url.endswith("/team/tb/")
        for _ in range(600):
            runs = json.load(urllib.request.urlopen(url + "data/plugin/xrank/runs"))
            if runs and runs[0]["state"] == "ready":
                break
            time.sleep(0.2)
        text = _text(f"{url}data/plugin/xrank/index.html?run=intro&tab=findings")
        assert "Fixed straggler: rank 7" in text
        out = _drive(f"{url}data/plugin/xrank/index.html?run=intro", "-", "--finding-link", "Rank 7, step 15 before 0:6")
        assert out["link"].startswith(f"{url}data/plugin/xrank/index.html?run=intro&tab=aligned&collective=0%3A6")
        assert out["tab"] == "aligned"
        assert out["detail"].startswith("allreduce 0:6 — step 15")
    finally:
        stop_group(proc)


@pytest.mark.parametrize("run,click", [("host_stall", "faint"), ("fixed_slow", "held")])
def test_history_lights_who_held_each_step_back_as_the_analysis_says(board, analysed, run, click):
    """One definition in the Critical-rank history: a cell lit for each rank of a step's held_by, the critical rank
    of a step no rank held back faint ("last within noise"); the bar chart beside it counts the same cells, its held
    part equal to the verdict's critical_counts. On host_stall rank 0 is last within noise in 6 steps and rank 1 held
    step 6 back: the heat map and the chart say so alike. A click on a cell opens that step in the Aligned tab; Back
    returns. Screenshot: test-artifacts/xrank-history-<run>.png."""
    a = analysed(run)
    warm = set(a.stragglers.warmup_steps or [])
    want = {(s.step, r, "held the step back") for s in a.steps for r in s.held_by}
    want |= {(s.step, s.critical_rank, "last within noise") for s in a.steps
             if not s.held_by and s.critical_rank is not None}
    steps = [s for s in a.steps if s.step not in warm]
    target = next(s for s in steps if bool(s.held_by) == (click == "held"))
    who = target.held_by[0] if target.held_by else target.critical_rank
    os.makedirs(ARTIFACTS, exist_ok=True)
    rank_of = lambda row: int(row.rsplit(" ", 1)[1])  # noqa: E731 ("node0 · rank 1")
    first = _history(f"{board}data/plugin/xrank/index.html?run={run}&tab=history",
                     os.path.join(ARTIFACTS, f"xrank-history-{run}.png"))
    row = next(x for x in first["rows"] if rank_of(x) == who)
    out = _history(f"{board}data/plugin/xrank/index.html?run={run}&tab=history", "-", "--cell", f"{target.step}:{row}")
    assert {(c["step"], rank_of(c["row"]), c["kind"]) for c in out["heat"]} == want
    for c in out["heat"]:  # a held cell is shaded by what it cost the step (ms)
        if c["kind"] == "held the step back":
            s = next(x for x in a.steps if x.step == c["step"])
            assert abs(c["value"] - s.held_cost_us / 1000) < 1e-6
    bars = {x["name"]: [v or 0 for v in x["data"]] for x in out["bars"]["series"]}
    ranks = [int(x.split()[1]) for x in out["bars"]["labels"]]
    held = dict(zip(ranks, bars["held the step back"]))
    assert {r: k for r, k in held.items() if k} == {r: k for r, k in a.stragglers.critical_counts.items() if k}
    noise = collections.Counter(s.critical_rank for s in steps if not s.held_by and s.critical_rank is not None)
    assert dict(zip(ranks, bars["last within noise"])) == {r: noise.get(r, 0) for r in ranks}
    if run == "host_stall":  # the measured contradiction of issue 24: both charts now say rank 0 x6 within noise, rank 1 held 1
        assert noise[0] == 6
        assert held[1] == 1
        assert a.stragglers.critical_counts == {1: 1}
    assert "Who held each step back." in out["definition"]
    assert "Last within noise" in out["definition"]
    assert "How often each rank was last: the steps it held back, and those it was last within noise" in out["text"]
    q = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(out["opened"]["address"]).query))
    assert out["opened"]["tab"] == "aligned"
    assert q["step"] == str(target.step)
    assert out["opened"]["step"] == str(target.step)
    assert out["opened"]["pathline"].startswith(f"Step {target.step}'s critical path")
    assert out["back"]["tab"] == "history"
    assert "tab=history" in out["back"]["address"]


@pytest.mark.parametrize("run", ["host_stall", "fixed_slow"])
def test_readiness_spread_names_the_slowest_and_the_last_rank(board, analysed, run):
    """Readiness spread names ranks: the per-step work chart names each step's slowest rank (in the title when one
    rank is the slowest in most steps), the arrival chart names the collective's last rank and whether it held its
    step back. Screenshot: test-artifacts/xrank-spread-<run>.png."""
    a = analysed(run)
    os.makedirs(ARTIFACTS, exist_ok=True)
    out = _history(f"{board}data/plugin/xrank/index.html?run={run}&tab=spread",
                   os.path.join(ARTIFACTS, f"xrank-spread-{run}.png"))
    slow = collections.Counter(s.max_rank for s in a.steps if s.work_max_us is not None)
    (rank, k), = slow.most_common(1)
    n = sum(slow.values())
    if 2 * k > n:
        assert f"Per-step work: rank {rank} (the slowest in {k} of {n} steps) against the median rank" in out["text"]
    assert out["work"]["legend"] == [f"rank {rank}, the slowest in every step" if k == n else "each step's slowest rank",
                                     "median rank"]
    cs = [c for c in a.collectives if c.skew_us is not None]
    worst = max(cs, key=lambda c: c.skew_us)
    step = next(s for s in a.steps if s.step == worst.step)
    last = f"Last ready: rank {worst.last_rank}, "
    assert last in out["text"], out["text"][:3000]
    if step.held_by:
        assert f"step {step.step} was held back by rank{'s' if len(step.held_by) > 1 else ''} " \
               f"{', '.join(map(str, step.held_by))}." in out["text"]
    else:
        assert f"no rank held step {step.step} back" in out["text"]


# --- 1,024 ranks -------------------------------------------------------------------------------------------------

def test_1024_ranks_load_a_small_summary_first(board_big):
    """The first paint fetches the summary; per-rank numbers come per step or collective on demand."""
    base = f"{board_big}data/plugin/xrank/"
    size = lambda route: len(urllib.request.urlopen(base + route).read())  # noqa: E731 (no gzip asked for)
    full, summary, step, coll = size("analysis?run=big1024"), size("summary?run=big1024"), \
        size("step?run=big1024&step=4"), size("collective?run=big1024&id=tp37:4")
    print(f"big1024: analysis {full} bytes, summary {summary}, one step {step}, one collective of 8 ranks {coll}")
    assert summary * 4 < full
    assert step < full / 4


def test_1024_ranks_history_groups_by_host_and_zooms_into_the_slow_ranks_host(board_big):
    """Critical-rank history of 1,024 ranks: a row per host, lit by the same rule as a small run's; a click on
    node037's row label on the canvas shows its eight ranks, rank 301 holding back every step; a click on one of
    node037's cells opens that step in the Aligned tab zoomed into node037, and Back returns. Prints the longest
    main-thread task of the load and of the zoom."""
    os.makedirs(ARTIFACTS, exist_ok=True)
    out = _history(f"{board_big}data/plugin/xrank/index.html?run=big1024&tab=history",
                   os.path.join(ARTIFACTS, "xrank-big1024-history.png"), "--row", "node037")
    assert out["zoombar_before"].startswith("1024 ranks in 128 hosts")
    assert len(out["rows_before"]) == 128
    assert out["rows_before"][37] == "node037"
    assert out["clicked_row"] == 37
    assert {(c["row"], c["kind"]) for c in out["heat"]} == {("node037", "held the step back")}
    assert out["rows_after"] == [f"rank {r}" for r in range(296, 304)]
    assert "host node037: ranks 296–303 (8)" in out["zoombar_after"]
    assert "In host node037, rank 301 held back 8 of 8 steps" in out["text"]
    q = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(out["address"]).query))
    assert q == {"run": "big1024", "tab": "history", "zoom": "node037"}
    print(f"big1024 history: longest main-thread task loading {out['load_longest_task_ms']:.0f} ms, "
          f"zooming into node037 {out['zoom_longest_task_ms']:.0f} ms")
    out = _history(f"{board_big}data/plugin/xrank/index.html?run=big1024&tab=history", "-", "--cell", "4:node037")
    q = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(out["opened"]["address"]).query))
    assert out["opened"]["tab"] == "aligned"
    assert q["step"] == "4"
    assert q["zoom"] == "node037"
    assert out["opened"]["step"] == "4"
    assert out["back"]["tab"] == "history"


def test_1024_ranks_step_lanes_are_per_host_and_zoom_into_ranks(board_big):
    os.makedirs(ARTIFACTS, exist_ok=True)
    out = _drive(f"{board_big}data/plugin/xrank/index.html?run=big1024&tab=aligned&step=4",
                 os.path.join(ARTIFACTS, "xrank-big1024-aligned.png"), "--zoom", "step-lanes:node037")
    assert len(out["rows_before"]) == 128
    assert "node037" in out["rows_before"]
    assert out["rows_after"] == [f"rank {r}" for r in range(296, 304)]
    assert "1032 collectives" in out["text"]
    assert "Walk-back on rank" in out["text"]
    print(f"big1024 aligned: longest main-thread task loading {out['load_longest_task_ms']:.0f} ms, "
          f"zooming into node037 {out['zoom_longest_task_ms']:.0f} ms")


@pytest.mark.parametrize("tab,expect", [
    ("spread", ["Per-step maximum against rank count", "Top rank: rank 301", "Arrival at one collective, per host"]),
    ("evidence", ["1024 ranks in 128 hosts", "node037", "296–303 (8)", "Clock"]),
])
def test_1024_ranks_other_views_are_grouped(board_big, tab, expect):
    os.makedirs(ARTIFACTS, exist_ok=True)
    out = _drive(f"{board_big}data/plugin/xrank/index.html?run=big1024&tab={tab}",
                 os.path.join(ARTIFACTS, f"xrank-big1024-{tab}.png"), "--no-click")
    for e in expect:
        assert e in out["text"], (tab, e)
    print(f"big1024 {tab}: longest main-thread task {out['longest_task_ms']:.0f} ms")


def test_1024_ranks_straggler_finding_opens_the_history_zoomed_into_its_host(board_big):
    out = _drive(f"{board_big}data/plugin/xrank/index.html?run=big1024", "-", "--finding-link", "Fixed straggler: rank 301")
    q = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(out["link"]).query))
    assert q == {"run": "big1024", "tab": "history", "zoom": "node037"}
    assert out["tab"] == "history"
    assert "In host node037, rank 301 held back 8 of 8 steps" in out["text"]


# --- the critical path, the walk-back, history and dark mode --------------------------------------------------------

HOST = COLORS["host"]


def _crossing_step(a):
    """The step whose critical path visits the most ranks (a pipeline's path moves between stages)."""
    return max(a.steps, key=lambda s: (len({h.rank for h in s.critical_path}), -s.step))


def test_the_critical_path_crosses_ranks_on_a_pipeline_run(board, analysed):
    """pp x tp x dp: the drawn path moves between ranks (arrows from lane to lane), the critical rank's lane comes
    first with its role peers beside it, the divergences are marked, the axis states its origin."""
    a = analysed("pp_tp_dp_delay")
    step = _crossing_step(a)
    visits = [h.rank for h in step.critical_path]
    moves = sum(1 for x, y in zip(visits, visits[1:]) if x != y)
    assert len(set(visits)) >= 3
    assert moves >= 2
    os.makedirs(ARTIFACTS, exist_ok=True)
    out = _drive(f"{board}data/plugin/xrank/index.html?run=pp_tp_dp_delay&tab=aligned&step={step.step}",
                 os.path.join(ARTIFACTS, "xrank-critical-path-pipeline.png"), "--path")
    p = out["path"]
    assert p["lanes"][0] == f"rank {step.critical_rank} · critical"
    assert any(x.endswith("· role peer") for x in p["lanes"])
    assert any(x.endswith("· on path") for x in p["lanes"])
    assert len(p["hops"]) == moves  # one arrow per change of rank along the path
    lane_of = {int(x.split()[1]): i for i, x in enumerate(p["lanes"])}
    on_path = {b["lane"] for b in p["drawn"] if b["layer"] == "path"}
    assert on_path == {lane_of[r] for r in visits}
    assert p["axis"].startswith(f"ms since step {step.step} began")
    # marked where the walk-back places them: at its segment, else at its event
    placed = [d for d in a.divergences if d.step == step.step and ("start_us" in d.evidence.get("segment", {})
                                                                      or "event_us" in d.evidence)]
    assert placed
    assert sorted(m[0] for m in p["marks"]) == sorted(lane_of[d.rank] for d in placed)
    hops = [r for i, r in enumerate(visits) if i == 0 or visits[i - 1] != r]  # the ranks in the order visited
    assert f"runs through ranks {' → '.join(map(str, hops))} ({moves} hops across ranks" in out["pathline"]
    for key in ("compute", "communication", "waiting", "host gap", "divergence", "the path moves to another rank"):
        assert key in out["legend"]
    assert not RAW_JSON.search(out["text"])


def test_a_host_gap_before_the_collective_is_drawn_and_marked(board, analysed):
    """host_stall: rank 1's launching thread stalls in step 6. The path's lane of rank 1 draws the gap, the
    divergence mark covers it, the walk-back window draws the time no event covers and marks it, and the evidence
    is a labelled table (no JSON)."""
    a = analysed("host_stall")
    d = next(x for x in a.divergences if x.kind == "host_gap")
    gap = next(g for g in a.gaps if g.rank == d.rank and g.step == d.step)
    os.makedirs(ARTIFACTS, exist_ok=True)
    out = _drive(f"{board}data/plugin/xrank/index.html?run=host_stall&tab=aligned&step={d.step}&collective={d.collective}",
                 os.path.join(ARTIFACTS, "xrank-host-gap.png"), "--path")
    p = out["path"]
    lane = p["lanes"].index(f"rank {d.rank} · critical")
    origin = a.steps[[s.step for s in a.steps].index(d.step)].start_us
    drawn = [b for b in p["drawn"] if b["layer"] == "gap" and b["lane"] == lane]
    assert drawn
    assert drawn[0]["color"] == HOST
    assert abs(drawn[0]["x0"] - (gap.start_us - origin)) < 1
    assert abs(drawn[0]["x1"] - drawn[0]["x0"] - gap.dur_us) < 1
    (mlane, m0, m1, label), = p["marks"]
    seg = d.evidence["segment"]
    assert mlane == lane
    assert label == f"{d.cause} +{_ms(d.cause_us)}"  # named by its cause, as every view names it
    assert abs(m0 - (seg["start_us"] - origin)) < 1
    assert abs(m1 - (seg["end_us"] - origin)) < 1
    assert m0 <= drawn[0]["x0"]
    assert drawn[0]["x1"] <= m1 + 1  # the gap lies inside the marked segment
    w = out["window"]
    assert w["lanes"][0] == f"rank {d.rank} (last)"
    gaps = [b for b in w["bars"] if b[0] == 0 and b[5] == HOST]
    (_, w0, w1, wlabel), = w["marks"]
    assert wlabel == label
    assert any(b[1] >= w0 - 1 and b[2] <= w1 + 1 and b[2] - b[1] > 0.5 * gap.dur_us for b in gaps)
    ev = dict(out["evidence"])
    assert out["evidence"][0] == ["the cause (what the lag is blamed on)",
                                  f"{d.cause}: +{_ms(d.cause_us)} beyond its role peers' median of the same"]
    assert ev["the lag (the node's excess over its expected duration)"].startswith(f"{_ms(d.lag_us)}: {_ms(d.dur_us)} against")
    assert ev["time in the segment no event covers"] == _ms(d.evidence["uncovered_us"])  # as the summary prints it
    assert ev["where the lag grew"].startswith("from the end of forward")
    assert d.summary in out["text"]
    assert not RAW_JSON.search(out["text"])


def test_back_after_a_findings_show_returns_to_the_findings(board):
    """Opening a view is a history entry: Back returns to the Findings (not out of the tool), Forward to the view."""
    out = _drive(f"{board}data/plugin/xrank/index.html?run=fixed_slow", "-", "--back", "Fixed straggler: rank 2")
    assert out["opened"] == "history"
    assert "tab=history" in out["opened_address"]
    assert out["back_tab"] == "findings"
    assert "tab=findings" in out["back_address"]
    assert out["back_address"].startswith(board)
    assert out["forward_address"] == out["opened_address"]


def test_dark_mode_follows_the_browser_standalone(board):
    out = _drive(f"{board}data/plugin/xrank/index.html?run=fixed_slow&tab=aligned",
                 os.path.join(ARTIFACTS, "xrank-dark.png"), "--dark")
    assert out["dark"]
    assert out["background"] == "rgb(48, 48, 48)"


def test_dark_mode_follows_tensorboards(board):
    """TensorBoard turns dark with the browser's preference (its default); the tab inside its iframe follows."""
    out = _drive(f"{board}#xrank", os.path.join(ARTIFACTS, "xrank-dark-tensorboard.png"), "--dark", "tensorboard")
    assert out["tensorboard_dark"]
    assert out["dark"]
    assert out["background"] == "rgb(48, 48, 48)"


@pytest.mark.parametrize("tab", ["findings", "aligned", "spread", "history", "evidence"])
def test_no_view_renders_raw_json(board, tab):
    for run in ("host_stall", "pp_tp_dp_delay", "nccl_seed_worked"):
        text = _text(f"{board}data/plugin/xrank/index.html?run={run}&tab={tab}")
        assert len(text) > 200, (run, tab, RAW_JSON.search(text))
        assert not RAW_JSON.search(text), (run, tab, RAW_JSON.search(text))


def test_the_hang_tab_says_who_never_arrived_and_who_waits(board):
    """A hung job's Flight Recorder dumps beside its profiler traces: the hang leads the findings, its "show"
    opens the Hang tab, which gives each rank's part, the groups, the absent rank's stack and its profiled steps."""
    text = _text(f"{board}data/plugin/xrank/index.html?run=hang_stuck&tab=findings")
    assert "Hang: rank 1 never entered all_reduce seq 17 of PG 0; ranks 0, 2, 3 waited in it" in text
    out = _drive(f"{board}data/plugin/xrank/index.html?run=hang_stuck", os.path.join(ARTIFACTS, "xrank-hang.png"),
                 "--back", "Hang: rank 1 never entered")
    assert out["opened"] == "hang"
    assert "tab=hang" in out["opened_address"]
    text = _text(f"{board}data/plugin/xrank/index.html?run=hang_stuck&tab=hang")
    for want in ("Each rank at the hang", "waits in all_reduce seq 17 of PG 0 since", "never entered all_reduce seq 17",
                 "Process groups in the dumps", "Rank 1's last record's stack", "record_hangs.py",
                 "The profiler traces of the same job cover steps"):
        assert want in text, want
    assert not RAW_JSON.search(text)
    _chromium("--window-size=1400,1000", f"--screenshot={os.path.join(ARTIFACTS, 'xrank-hang-tab.png')}",
              f"{board}data/plugin/xrank/index.html?run=hang_stuck&tab=hang")
