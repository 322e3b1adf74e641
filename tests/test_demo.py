"""``make demo`` on a laptop (issue 36): a few dozen trace files, torch-tb-profiler's loaders one run at a time, the
address printed last, and nothing left running once the demo is stopped by a Ctrl-C or by its process group ending.
"""
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.request

import pytest

from bench.bench_demo import session_pids
from fixtures.record import _free_port
from scripts.demo import DEMO_RUNS, FIXTURES, ROOT, trace_files

pytest.importorskip("tensorboard")
pytest.importorskip("torch_tb_profiler")


def _json(url: str):
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.load(r)


def _start_demo(tmp_path):
    """The demo in a session of its own (as a terminal runs it), its output pumped into a list."""
    env = dict(os.environ, TB_XRANK_CACHE_DIR=str(tmp_path / "cache"))
    proc = subprocess.Popen([sys.executable, os.path.join(ROOT, "scripts", "demo.py"), "--port", str(_free_port()),
                             "--out", str(tmp_path / "demo")], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env=env, start_new_session=True)
    lines: "list[str]" = []
    threading.Thread(target=lambda: lines.extend(proc.stdout), daemon=True).start()
    return proc, lines


def _address(proc, lines, timeout=240) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        m = next((re.search(r"^Open (http://\S+/)#xrank", x) for x in lines if x.startswith("Open http")), None)
        if m:
            return m.group(1)
        assert proc.poll() is None, "".join(lines)
        time.sleep(0.2)
    raise AssertionError("the demo printed no address:\n" + "".join(lines))


def _loaders(sid: int) -> int:
    """torch-tb-profiler's loader processes in session ``sid`` (multiprocessing's spawned children)."""
    n = 0
    for pid in session_pids(sid):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                n += b"spawn_main" in f.read()
        except OSError:
            pass
    return n


def _stopped_within_15s(proc, sig) -> "list[int]":
    """Send ``sig`` to the demo's process group (a terminal's Ctrl-C, or the group ending) and return what of its
    session is still running 15 s later."""
    os.killpg(proc.pid, sig)
    deadline = time.monotonic() + 15
    left = session_pids(proc.pid)
    while left and time.monotonic() < deadline:
        time.sleep(0.25)
        left = session_pids(proc.pid)
    if left:
        os.killpg(proc.pid, signal.SIGKILL)
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
    return left


def test_the_demo_logdir_holds_a_few_dozen_trace_files():
    counts = {run: trace_files(os.path.join(FIXTURES, run)) for run in DEMO_RUNS}
    assert 20 <= sum(counts.values()) <= 40, counts
    assert max(counts.values()) <= 8, counts


def test_the_notice_says_what_will_be_installed_and_how_to_skip_the_system_package(tmp_path):
    """As on a machine without libsimdjson-dev (a ``dpkg`` that finds nothing first on PATH)."""
    (tmp_path / "dpkg").write_text("#!/bin/sh\nexit 1\n")
    (tmp_path / "dpkg").chmod(0o755)
    env = dict(os.environ, PATH=f"{tmp_path}{os.pathsep}{os.environ['PATH']}")

    def notice(*args):
        return subprocess.run(["make", "-s", "demo-notice", *args], cwd=ROOT, env=env, capture_output=True,
                              text=True, check=True).stdout
    said = notice()
    assert "torch-tb-profiler" in said
    assert "libsimdjson-dev with apt-get" in said
    assert "SYSTEM_PACKAGES=0 skips it" in said
    skipped = notice("SYSTEM_PACKAGES=0")
    assert "apt-get" not in skipped
    assert "no system package" in skipped


@pytest.mark.e2e
def test_ctrl_c_while_torch_tb_profiler_loads_leaves_no_process(tmp_path):
    """Both tabs listed, the Cross-rank tab's run analysed when the address comes, the address the last line; a
    Ctrl-C while torch-tb-profiler's loaders of a staged run are running stops every process of the demo."""
    proc, lines = _start_demo(tmp_path)
    try:
        url = _address(proc, lines)
        listing = _json(url + "data/plugins_listing")
        assert listing["xrank"]["enabled"]
        assert listing["pytorch_profiler"]["enabled"]
        runs = {r["name"]: r for r in _json(url + "data/plugin/xrank/runs")}
        assert runs["fixed_slow"]["state"] == "ready"
        assert runs["fixed_slow"]["default"]
        n = len(lines)
        loaders = 0
        deadline = time.monotonic() + 120
        while loaders < 4 and time.monotonic() < deadline:  # a staged run's loaders (8 trace files) are running
            loaders = _loaders(proc.pid)
            time.sleep(0.1)
        assert loaders >= 4, "torch-tb-profiler's loaders of a staged run never ran"
        assert len(lines) == n, "the address is not the last line: " + "".join(lines[n:])
    except BaseException:
        _stopped_within_15s(proc, signal.SIGKILL)
        raise
    assert _stopped_within_15s(proc, signal.SIGINT) == []
    assert proc.wait(5) == 130


@pytest.mark.e2e
def test_the_process_group_ending_leaves_no_process(tmp_path):
    """SIGTERM to the demo's process group (a job runner or a closed session ending it) stops TensorBoard's own
    group too, and the runs torch-tb-profiler loaded are the demo's: one at a time, all of them in the end."""
    proc, lines = _start_demo(tmp_path)
    try:
        url = _address(proc, lines)
        deadline = time.monotonic() + 240
        loaded: dict = {}
        while time.monotonic() < deadline:
            loaded = _json(url + "data/plugin/pytorch_profiler/runs")
            if not loaded["loading"] and len(loaded["runs"]) == len(DEMO_RUNS):
                break
            time.sleep(0.5)
        assert sorted(loaded["runs"]) == sorted(DEMO_RUNS)
        assert not os.listdir(tmp_path / "demo" / "staged")
    except BaseException:
        _stopped_within_15s(proc, signal.SIGKILL)
        raise
    assert _stopped_within_15s(proc, signal.SIGTERM) == []
    assert proc.wait(5) == 143
