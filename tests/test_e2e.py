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


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("logs")
    for name in ("fixed_slow", "nccl_seed_worked"):
        copy_run(name, logdir / name)
    env = dict(os.environ, TB_XRANK_CACHE_DIR=str(tmp_path_factory.mktemp("cache")))
    proc = subprocess.Popen([sys.executable, "-m", "tensorboard.main", "--logdir", str(logdir), "--host", "127.0.0.1",
                             "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True)
    url = None
    deadline = time.monotonic() + 120
    while url is None and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line and proc.poll() is not None:
            break
        m = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
        url = m.group(1) if m else None
    assert url, "TensorBoard did not start"
    try:
        for _ in range(600):  # wait for both runs to be analysed
            runs = json.load(urllib.request.urlopen(url + "data/plugin/xrank/runs"))
            if len(runs) == 2 and all(r["state"] == "ready" for r in runs):
                break
            time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        proc.wait(30)


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


def test_the_iframe_entry_renders_inside_tensorboard(board):
    """TensorBoard's own iframe document imports index.js and calls render()."""
    text = _text(f"{board}data/plugin_entry.html?name=xrank")
    assert "Cross-rank" in text and "Fixed straggler" in text
