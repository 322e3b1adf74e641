"""``make demo``'s TensorBoard: a small logdir of bundled runs, TensorBoard started in a process group of its own
(torch-tb-profiler's loaders included), its address printed last once the Cross-rank tab has its first run, and
every process it started stopped when the demo is (Ctrl-C, SIGTERM or SIGHUP to the demo or to its process group).

    python scripts/demo.py --run fixed_slow [--port 6006] [--out .demo]

torch-tb-profiler starts one loader process per trace file of a run it finds, all at once, about 110 MB each: the
logdir starts with the run the tab opens on, and each other run of ``DEMO_RUNS`` is moved in once torch-tb-profiler
has loaded the ones before it, so that one run's loaders run at a time. TensorBoard's own log goes to
``OUT/tensorboard.log``.
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "fixtures", "runs")

# what each run of the demo logdir shows, in the order the README lists them
DEMO_RUNS = {
    "fixed_slow": "a fixed straggler: one rank's GEMM is slow in every step (4 ranks, recorded with gloo)",
    "gpu_pp_slow_stage": "a pipeline whose last stage sets the pace (8 GPUs, NCCL, PP 4 x DP 2)",
    "deepep_hot_expert": "expert parallel: one rank's expert gets twice the tokens (8 GPUs, DeepEP)",
    "baseline": "a healthy run over two profiler windows (4 ranks, recorded with gloo)",
}
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
GRACE_S = 4.0  # after SIGINT, then again after SIGTERM, before SIGKILL


class Stop(Exception):
    """The demo was told to stop (a signal in ``STOP_SIGNALS``)."""


def _raise_stop(signum, frame):
    raise Stop(signal.Signals(signum).name)


def build_logdir(out: str, runs: "list[str]") -> "tuple[str, list[str]]":
    """``(OUT/runs, staged)``: the first of ``runs`` (a bundled run's name or a run directory) copied into the logdir
    ``OUT/runs``, the others into ``OUT/staged`` (the same file system, so that moving one into the logdir is
    atomic), each under its directory's name, times kept (the analysis cache is keyed by them)."""
    logdir, staging = os.path.join(out, "runs"), os.path.join(out, "staged")
    for d in (logdir, staging):
        shutil.rmtree(d, ignore_errors=True)
    staged = []
    for i, run in enumerate(runs):
        src = run if os.path.isdir(run) else os.path.join(FIXTURES, run)
        name = os.path.basename(os.path.normpath(src))
        shutil.copytree(src, os.path.join(logdir if i == 0 else staging, name))
        staged += [name] if i else []
    return logdir, staged


def trace_files(run_dir: str) -> int:
    return sum(".pt.trace.json" in f for f in os.listdir(run_dir))


def start(logdir: str, run: str, port: "int | None", log) -> subprocess.Popen:
    """TensorBoard over ``logdir``, opening the Cross-rank tab on ``run``, in a new process group (so a Ctrl-C in the
    terminal reaches the demo, which stops the whole group). No ``port``: TensorBoard takes the first free one from
    6006."""
    cmd = [sys.executable, "-m", "tensorboard.main", "--logdir", logdir, "--xrank_run", run]
    if port is not None:
        cmd += ["--port", str(port)]
    return subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                            preexec_fn=os.setpgrp)


def serving_url(proc: subprocess.Popen, log_path: str, timeout: float = 300) -> str:
    """The address TensorBoard's log gives once it listens; RuntimeError with the log's tail when it exits first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with open(log_path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        for line in text.splitlines():
            if line.startswith("TensorBoard ") and " at http" in line:
                return line.split(" at ", 1)[1].split()[0].rstrip("/") + "/"
        if proc.poll() is not None:
            raise RuntimeError("TensorBoard exited (status %s) before it served:\n%s"
                               % (proc.returncode, "".join(text.splitlines(True)[-20:])))
        time.sleep(0.2)
    raise RuntimeError(f"TensorBoard gave no address within {timeout:.0f} s (see {log_path})")


def _get_json(url: str):
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.load(r)


def first_answer(url: str, proc: subprocess.Popen) -> "list[str]":
    """Wait for TensorBoard's first answer: the plugins it lists as active."""
    while True:
        try:
            listing = _get_json(url + "data/plugins_listing")
            return [name for name, p in listing.items() if p.get("enabled")]
        except (urllib.error.URLError, OSError, ValueError):
            if proc.poll() is not None:
                raise RuntimeError(f"TensorBoard exited (status {proc.returncode})")
            time.sleep(0.2)


def xrank_ready(url: str, run: str, proc: subprocess.Popen) -> str:
    """Wait until the Cross-rank tab has analysed ``run``: its state in the ``runs`` route (``ready`` or
    ``error``)."""
    while True:
        try:
            state = {r["name"]: r["state"] for r in _get_json(url + "data/plugin/xrank/runs")}.get(run)
            if state in ("ready", "error"):
                return state
        except (urllib.error.URLError, OSError, ValueError):
            pass
        if proc.poll() is not None:
            raise RuntimeError(f"TensorBoard exited (status {proc.returncode})")
        time.sleep(0.2)


def profiler_loaded(url: str, names: "list[str]") -> bool:
    """Whether torch-tb-profiler has loaded every run in ``names`` and loads no other (true where it is not
    installed: nothing to wait for)."""
    try:
        got = _get_json(url + "data/plugin/pytorch_profiler/runs")
    except urllib.error.HTTPError as e:
        return e.code == 404
    except (urllib.error.URLError, OSError, ValueError):
        return False
    return not got.get("loading") and set(names) <= set(got.get("runs", []))


def add_staged(url: str, out: str, staged: "list[str]", first: str, proc: subprocess.Popen,
               wait_s: float = 180) -> None:
    """Move each run of ``staged`` from ``OUT/staged`` into ``OUT/runs`` once torch-tb-profiler has loaded the runs
    before it, or ``wait_s`` seconds after the last one moved in (a run it fails to load is never listed)."""
    loaded = [first]
    for name in staged:
        deadline = time.monotonic() + wait_s
        while not profiler_loaded(url, loaded) and time.monotonic() < deadline:
            if proc.poll() is not None:
                return
            time.sleep(0.5)
        os.rename(os.path.join(out, "staged", name), os.path.join(out, "runs", name))
        loaded.append(name)


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True


def stop(proc: subprocess.Popen, grace: float = GRACE_S) -> str:
    """Stop TensorBoard's process group: SIGINT (TensorBoard and torch-tb-profiler clean up their temporary
    files), then SIGTERM, then SIGKILL, each after ``grace`` seconds with a process of the group still there.
    Returns the last signal sent. torch-tb-profiler's loaders block at exit on a queue nobody reads any more: they
    are why a plain SIGINT to TensorBoard is not enough."""
    pgid = proc.pid
    sent = "none"
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGKILL):
        if not _group_alive(pgid):
            break
        try:
            os.killpg(pgid, sig)
        except ProcessLookupError:
            break
        sent = sig.name
        deadline = time.monotonic() + grace
        while time.monotonic() < deadline:
            proc.poll()
            if not _group_alive(pgid):
                break
            time.sleep(0.05)
    proc.poll()
    return sent


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", default="fixed_slow",
                    help="the run the Cross-rank tab opens on: a bundled run's name or a run directory")
    ap.add_argument("--port", type=int, default=None, help="default: the first free port from 6006")
    ap.add_argument("--out", default=os.path.join(ROOT, ".demo"),
                    help="where the logdir (OUT/runs), the runs not yet in it and TensorBoard's log go")
    ap.add_argument("--runs", nargs="+", default=list(DEMO_RUNS), metavar="RUN", help="bundled runs to serve")
    args = ap.parse_args(argv)
    name = os.path.basename(os.path.normpath(args.run))
    logdir, staged = build_logdir(args.out, [args.run] + [r for r in args.runs if r != name])
    log_path = os.path.join(args.out, "tensorboard.log")
    for sig in STOP_SIGNALS:
        signal.signal(sig, _raise_stop)
    proc = None
    try:
        print(f"Starting TensorBoard on {os.path.relpath(logdir)} (its log: {os.path.relpath(log_path)}), with "
              f"{name} and then, one at a time, {len(staged)} more runs:", flush=True)
        for r in [name] + staged:
            d = os.path.join(args.out, "runs" if r == name else "staged", r)
            print(f"  {r} ({trace_files(d)} trace files): {DEMO_RUNS.get(r, 'a run of yours')}", flush=True)
        with open(log_path, "w") as log:
            t0 = time.monotonic()
            proc = start(logdir, name, args.port, log)
        url = serving_url(proc, log_path)
        plugins = first_answer(url, proc)
        t1 = time.monotonic()
        state = xrank_ready(url, name, proc)
        t2 = time.monotonic()
        tabs = " beside the PyTorch Profiler tab" if "pytorch_profiler" in plugins else \
            " (torch-tb-profiler is not installed: no PyTorch Profiler tab)"
        print(f"TensorBoard answered {t1 - t0:.1f} s after it started; the Cross-rank tab had {name} "
              f"{'analysed' if state == 'ready' else 'failed: see the tab'} {t2 - t1:.1f} s later{tabs}.", flush=True)
        if staged:
            print(f"The other {len(staged)} runs join the logdir one at a time, each once torch-tb-profiler has "
                  "loaded the one before (it rescans every 10 s).", flush=True)
        print(f"\nOpen {url}#xrank   (Ctrl-C stops TensorBoard and every process it started)", flush=True)
        add_staged(url, args.out, staged, name, proc)
        proc.wait()
        print(f"TensorBoard exited (status {proc.returncode}); its log: {os.path.relpath(log_path)}", file=sys.stderr)
        return proc.returncode or 1
    except Stop as s:
        for sig in STOP_SIGNALS:  # a second Ctrl-C does not interrupt the stopping
            signal.signal(sig, signal.SIG_IGN)
        if proc is not None:
            sent = stop(proc)
            print(f"\n{s}: TensorBoard's process group stopped (last signal {sent}).", file=sys.stderr)
        return 130 if str(s) == "SIGINT" else 143
    except RuntimeError as e:
        print(f"make demo: {e}", file=sys.stderr)
        return 1
    finally:
        if proc is not None and proc.poll() is None:
            stop(proc)


if __name__ == "__main__":
    sys.exit(main())
