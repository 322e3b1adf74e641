"""End to end: a real TensorBoard process with torch-tb-profiler beside tb_xrank, and headless Chromium
rendering every tab of the xrank plugin. Screenshots land in test-artifacts/ for a person to look at."""
import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.request

import pytest

from conftest import ROOT, copy_run

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


def _start(logdir, cache, *extra):
    env = dict(os.environ, TB_XRANK_CACHE_DIR=str(cache))
    return subprocess.Popen([sys.executable, "-m", "tensorboard.main", "--logdir", str(logdir), "--host", "127.0.0.1",
                             "--port", "0", *extra], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True)


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("logs")
    for name in ("fixed_slow", "nccl_seed_worked"):
        copy_run(name, logdir / name)
    _big_run(str(logdir / "big64"))
    proc = _start(logdir, tmp_path_factory.mktemp("cache"))
    url = _url(proc)
    try:
        for _ in range(600):  # wait for both runs to be analysed
            runs = json.load(urllib.request.urlopen(url + "data/plugin/xrank/runs"))
            if len(runs) == 3 and all(r["state"] == "ready" for r in runs):
                break
            time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        proc.wait(30)


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


def _big_run(out):
    """64 ranks x 200 steps (NCCL schema, two hosts of 32), a straggler rotating over 8 ranks."""
    from gen_nccl import simulate, write_run

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
    return json.loads(r.stdout.strip().splitlines()[-1])


def _chromium(*args):
    return subprocess.run([CHROMIUM, *FLAGS, "--virtual-time-budget=20000", *args], capture_output=True, text=True,
                          timeout=120).stdout


def _text(url):
    dom = _chromium("--dump-dom", url)
    dom = dom.split("</style>", 1)[-1]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", dom))


def test_both_plugins_are_listed(board):
    listing = json.load(urllib.request.urlopen(board + "data/plugins_listing"))
    assert listing["xrank"]["enabled"] and listing["xrank"]["tab_name"] == "Cross-rank"
    assert "pytorch_profiler" in listing


@pytest.mark.parametrize("tab,expect", [
    ("findings", ["Fixed straggler: rank 2 was the last arrival", "xrank::expert_gemm", "[compute]"]),
    ("aligned", ["0:allreduce#4", "Walk-back on rank 2", "arrival skew", "post-last-arrival tail"]),
    ("spread", ["Arrival skew and post-last-arrival tail per collective", "Per-step work"]),
    ("history", ["fixed: rank 2 critical in 12 of 12 steps", "How often each rank was last"]),
    ("evidence", ["Clock", "node1"]),
    ("compare", ["Comparing two runs"]),
])
def test_every_tab_renders_the_answer(board, tab, expect):
    page = f"{board}data/plugin/xrank/index.html?run=fixed_slow&tab={tab}"
    text = _text(page)
    for e in expect:
        assert e in text, (tab, e, text[:2000])
    os.makedirs(ARTIFACTS, exist_ok=True)
    _chromium("--window-size=1400,1000", f"--screenshot={os.path.join(ARTIFACTS, f'xrank-{tab}.png')}", page)
    assert os.path.getsize(os.path.join(ARTIFACTS, f"xrank-{tab}.png")) > 10_000


def test_a_collective_link_opens_its_walk_back(board):
    text = _text(f"{board}data/plugin/xrank/index.html?run=nccl_seed_worked&tab=aligned&collective=0:863")
    assert "allreduce 0:863 — step 2140" in text and "Walk-back on rank 7" in text
    assert "workload: the lag grew 13.0 ms at moe::expert_grouped_gemm" in text
    assert "Events from each rank's anchor to its readiness" in text


def test_a_real_click_on_a_collective_opens_its_walk_back(board):
    os.makedirs(ARTIFACTS, exist_ok=True)
    out = _drive(f"{board}data/plugin/xrank/index.html?run=fixed_slow", os.path.join(ARTIFACTS, "xrank-click.png"))
    assert out["id"] and "— step" in out["text"] and out["id"] in out["text"]
    assert "Walk-back on rank 2" in out["text"] and "arrival skew" in out["text"]
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


def test_the_iframe_entry_renders_inside_tensorboard(board):
    """TensorBoard's own iframe document imports index.js and calls render()."""
    text = _text(f"{board}data/plugin_entry.html?name=xrank")
    assert "Cross-rank" in text and "fixed_slow (4 ranks)" in text and "Critical path of the worst step" in text


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
    finally:
        proc.terminate()
        proc.wait(30)
