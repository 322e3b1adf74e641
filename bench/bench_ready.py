"""Time to ready in the xrank tab beside torch-tb-profiler: a real TensorBoard process on a logdir of one generated
run of N ranks, timed from its start until ``data/plugin/xrank/runs`` says the run is ready and ``summary`` answers
200.

For each rank count (256 and 1,024 by default; NCCL-schema ranks, 8 per host, as ``tests/conftest.mesh_run``
generates them, written once into bench/out/ready-N and reused):

  cli      ``tb-xrank analyze RUN --format json`` on an empty cache, best of 3: the baseline every ratio is printed
           against
  save     ``tb-xrank analyze RUN --save`` on an empty cache (what a job's epilogue or a CI step would run)
  saved    ``python -m tensorboard.main`` (torch-tb-profiler installed beside tb_xrank), the Analysis saved beside
           the run beforehand by ``save``
  alone-saved  TensorBoard with the xrank plugin alone (and the core plugin), the Analysis saved
  alone    TensorBoard with the xrank plugin alone, no saved Analysis
  cold     ``python -m tensorboard.main``, no saved Analysis

Every TensorBoard starts on an empty cache, has ``--timeout`` seconds (default 300 s at 256 ranks, 600 s beyond)
and is stopped with its whole process group (torch-tb-profiler's loader processes too) once the run is ready. Its
processes' memory (PSS) is watched: beyond ``--memory-cap`` (default 60 % of the memory available at start, at
most 12 GiB) they are stopped and the row says so, since torch-tb-profiler starts one process per trace file at
once. Nothing asserts a time: ratios against the CLI measured in the same run.

    python bench/bench_ready.py                      # 256 and 1,024 ranks
    python bench/bench_ready.py --ranks 256 --cases cli,saved
"""
import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(HERE, "out")
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests")]
from bench_analyze import byte_compile  # noqa: E402

SAVED_NAME = "tb_xrank.analysis"
CASES = ("cli", "save", "saved", "alone-saved", "alone", "cold")
# TensorBoard with the xrank plugin alone (as tests/test_e2e.py starts it)
ONLY_XRANK = """import sys
from tensorboard import program
from tensorboard.plugins.core import core_plugin
from tb_xrank.plugin import XrankLoader
tb = program.TensorBoard(plugins=[core_plugin.CorePluginLoader(include_debug_info=False), XrankLoader()])
tb.configure(sys.argv)
sys.exit(tb.main())
"""


def _run(world: int, steps: int) -> tuple[str, str]:
    """``(logdir, run directory)`` of the generated job of ``world`` ranks, generated on first use."""
    from conftest import mesh_run

    logdir = os.path.join(OUT, f"ready-{world}x{steps}")
    run = os.path.join(logdir, f"mesh{world}")
    done = os.path.join(OUT, f".ready-{world}x{steps}.done")
    if not os.path.exists(done):
        t = time.perf_counter()
        mesh_run(run, world, steps, world // 3)
        open(done, "w").close()
        print(f"  generated {run} in {time.perf_counter() - t:.1f} s", flush=True)
    return logdir, run


def _unsave(run: str) -> None:
    if os.path.exists(os.path.join(run, SAVED_NAME)):
        os.unlink(os.path.join(run, SAVED_NAME))


def _cli(run: str, *extra: str) -> tuple[float | None, str]:
    """Wall seconds of ``tb-xrank analyze RUN ...`` on an empty cache, and a note."""
    exe = os.path.join(os.path.dirname(sys.executable), "tb-xrank")
    with tempfile.TemporaryDirectory() as cache:
        t = time.perf_counter()
        r = subprocess.run([exe, "analyze", run, "--format", "json", *extra], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True, env=dict(os.environ, TB_XRANK_CACHE_DIR=cache))
        wall = time.perf_counter() - t
    if r.returncode:
        return None, f"exit {r.returncode}: {r.stderr.strip()[-300:]}"
    return wall, ""


def _pss_mb(sid: int) -> float:
    """The proportional set size (MB) of every process of session ``sid`` (TensorBoard and its children)."""
    total = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as f:
                if int(f.read().rsplit(")", 1)[1].split()[3]) != sid:
                    continue
            with open(f"/proc/{pid}/smaps_rollup") as f:
                total += next(int(x.split()[1]) for x in f if x.startswith("Pss:"))
        except (OSError, ValueError, IndexError, StopIteration):
            continue
    return total / 1024


def _get(url: str):
    """``(status, JSON body)`` of a GET, ``(None, None)`` when nothing answers yet."""
    try:
        with urllib.request.urlopen(url, timeout=30) as r:
            return r.status, json.load(r)
    except urllib.error.HTTPError as e:
        return e.code, None
    except (OSError, ValueError):
        return None, None


class Board:
    """One TensorBoard process in its own session, its output read on (a full pipe would stop it)."""

    def __init__(self, logdir: str, cache: str, only_xrank: bool):
        cmd = [sys.executable, "-c", ONLY_XRANK] if only_xrank else [sys.executable, "-m", "tensorboard.main"]
        self.t0 = time.perf_counter()
        self.proc = subprocess.Popen([*cmd, "--logdir", logdir, "--host", "127.0.0.1", "--port", "0"],
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                     start_new_session=True, env=dict(os.environ, TB_XRANK_CACHE_DIR=cache))
        self.url, self.url_s, self.lines = None, None, []
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        for line in self.proc.stdout:
            self.lines.append(line)
            m = re.search(r"(http://127\.0\.0\.1:\d+)/", line)
            if m and self.url is None:
                self.url_s, self.url = time.perf_counter() - self.t0, m.group(1) + "/data/plugin/xrank/"

    def stop(self) -> None:
        for sig, wait in ((signal.SIGTERM, 10), (signal.SIGKILL, 30)):
            try:
                os.killpg(self.proc.pid, sig)
                self.proc.wait(wait)
                return
            except ProcessLookupError:
                return
            except subprocess.TimeoutExpired:
                continue


def _stopped(board: Board, now: float, timeout: float, cap_mb: float, peak_mb: float) -> str | None:
    """Why to stop waiting now (the cap, the timeout, TensorBoard gone), or None."""
    if peak_mb > cap_mb:
        return f"not ready: stopped after {now:.0f} s at {peak_mb / 1024:.1f} GB (cap)"
    if now > timeout:
        return f"not ready after {timeout:.0f} s"
    if board.proc.poll() is not None:
        return "TensorBoard exited: " + "".join(board.lines[-5:]).strip()[-300:]
    return None


def _poll(board: Board, name: str, out: dict, entry: dict | None) -> tuple[bool, dict | None]:
    """One look at the runs route (and, once the run is ready, its summary): ``(done, the run's entry)``."""
    code, runs = _get(board.url + "runs")
    if code == 200 and out["serving_s"] is None:
        out["serving_s"], out["up_s"] = time.perf_counter() - board.t0, board.url_s
    entry = next((r for r in runs or [] if r["name"] == name), None) or entry
    if entry and entry["state"] == "error":
        out["note"] = f"error: {entry['error']}"
        return True, entry
    summary = _get(board.url + f"summary?run={name}")[0] if entry and entry["state"] == "ready" else None
    if summary == 200:
        out["ready_s"], out["saved"] = time.perf_counter() - board.t0, entry.get("saved")
        out["peak_mb"] = max(out["peak_mb"], _pss_mb(board.proc.pid))
        return True, entry
    if summary is not None and summary >= 500:
        out["note"] = f"the run is ready but its summary answered {summary}"
        return True, entry
    return False, entry


def _ready(board: Board, name: str, timeout: float, cap_mb: float) -> dict:
    """Poll until run ``name`` is ready and its summary answers 200: ``{ready_s, up_s, serving_s, saved,
    peak_mb, note}`` (``ready_s`` None when it was not; the note then says why, and where the run was)."""
    out = {"ready_s": None, "up_s": None, "serving_s": None, "saved": None, "peak_mb": 0.0, "note": ""}
    last_pss, entry = -1.0, None
    while True:
        now = time.perf_counter() - board.t0
        if now - last_pss >= 1.0:
            out["peak_mb"], last_pss = max(out["peak_mb"], _pss_mb(board.proc.pid)), now
        why = _stopped(board, now, timeout, cap_mb, out["peak_mb"])
        if why:
            seen = f"; the xrank run was {entry['state']} ({entry['progress']:.0%})" if entry else ""
            out["note"] = why + seen
            return out
        if board.url:
            done, entry = _poll(board, name, out, entry)
            if done:
                return out
        time.sleep(0.1)


def _tensorboard(logdir: str, name: str, only_xrank: bool, timeout: float, cap_mb: float) -> dict:
    with tempfile.TemporaryDirectory() as cache:
        board = Board(logdir, cache, only_xrank)
        try:
            return _ready(board, name, timeout, cap_mb)
        finally:
            board.stop()


def _row(case: str, wall: float | None, base: float | None, note: str, extra: str = "") -> str:
    if wall is None:
        return f"  {case:<11} {'—':>9} {'':>8}  {extra}{note}"
    ratio = f"{wall / base:7.1f}x" if base else ""
    return f"  {case:<11} {wall:8.2f}s {ratio:>8}  {extra}{note}"


def _world(world: int, steps: int, cases, timeout: float, cap_mb: float) -> None:
    logdir, run = _run(world, steps)
    name = os.path.basename(run)
    _unsave(run)
    size = sum(os.path.getsize(os.path.join(run, f)) for f in os.listdir(run))
    print(f"{world} ranks x {steps} steps ({size / 1e6:.1f} MB of traces), ratios against 'cli':", flush=True)
    base, note = None, ""
    if "cli" in cases:
        walls = [_cli(run) for _ in range(3)]
        base, note = (None, walls[0][1]) if any(w is None for w, _ in walls) else (min(w for w, _ in walls), "")
        print(_row("cli", base, base, note or "best of 3"), flush=True)
    if {"save", "saved", "alone-saved"} & set(cases):
        wall, note = _cli(run, "--save", "--quiet")
        if "save" in cases:
            print(_row("save", wall, base, "" if wall else note), flush=True)
    for case, only in (("saved", False), ("alone-saved", True), ("alone", True), ("cold", False)):
        if case not in cases:
            continue
        if "saved" not in case:
            _unsave(run)
        got = _tensorboard(logdir, name, only, timeout, cap_mb)
        served = "from the saved Analysis; " if got["saved"] else ""
        serving = (f"up after {got['up_s']:.1f} s, answering after {got['serving_s']:.1f} s; "
                   if got["serving_s"] else "")
        print(_row(case, got["ready_s"], base, got["note"],
                   f"{served}{serving}peak {got['peak_mb'] / 1024:.1f} GB PSS; "), flush=True)
    _unsave(run)


def _available_mb() -> float:
    with open("/proc/meminfo") as f:
        return next(int(x.split()[1]) for x in f if x.startswith("MemAvailable:")) / 1024


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ranks", default="256,1024", help="rank counts (default: 256,1024)")
    ap.add_argument("--steps", type=int, default=8, help="profiler steps per rank (default: 8)")
    ap.add_argument("--cases", default=",".join(CASES), help=f"which of {', '.join(CASES)} (default: all)")
    ap.add_argument("--timeout", type=float, help="seconds each TensorBoard has (default: 300 at 256 ranks or "
                                                  "fewer, 600 beyond)")
    ap.add_argument("--memory-cap", type=float, help="MB TensorBoard's processes may hold together before they "
                                                     "are stopped (default: 60%% of the available, at most 12 GiB)")
    a = ap.parse_args()
    cases = [c.strip() for c in a.cases.split(",") if c.strip()]
    unknown = set(cases) - set(CASES)
    if unknown:
        ap.error(f"unknown cases {sorted(unknown)}")
    cap = a.memory_cap or min(12 * 1024, 0.6 * _available_mb())
    import tb_xrank

    try:
        import torch_tb_profiler
        beside = f"torch-tb-profiler {getattr(torch_tb_profiler, '__version__', '?')}"
    except ImportError:
        beside = "torch-tb-profiler NOT installed ('saved' and 'cold' then measure the xrank tab alone)"
    byte_compile()
    print(f"time to ready in the xrank tab: tb_xrank {tb_xrank.__version__}, {beside}, {os.cpu_count()} CPUs, "
          f"memory cap {cap / 1024:.1f} GB", flush=True)
    for world in (int(x) for x in a.ranks.split(",") if x.strip()):
        _world(world, a.steps, cases, a.timeout or (300.0 if world <= 256 else 600.0), cap)


if __name__ == "__main__":
    main()
