"""``make demo`` as a new user meets it, measured over its whole process tree (every process of the session it runs
in: make, the demo, TensorBoard, torch-tb-profiler's loaders, tb_xrank's decoding processes).

    python bench/bench_demo.py                 # make demo, with an empty analysis cache
    python bench/bench_demo.py -- CMD ARGS...  # another command that serves TensorBoard on --port

It prints: the seconds from start to TensorBoard's first answer and from there to the Cross-rank tab's default run
analysed and to torch-tb-profiler's last run loaded; the peak of the tree's summed resident memory (RSS, which counts
a shared page once per process) and proportional memory (PSS, which shares it out) and of its process count; then,
after a SIGINT to the session's process group (a Ctrl-C), how many of the processes it had are left after 15 s.
"""
import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from fixtures.record import _free_port  # noqa: E402
from scripts.demo import DEMO_RUNS  # noqa: E402


def session_pids(sid: int) -> "list[int]":
    """Every live (not zombie) process of session ``sid``."""
    out = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[3]) == sid and fields[0] != "Z":  # fields: state, ppid, pgrp, session
            out.append(int(name))
    return out


def _kib(path: str, keys: "tuple[str, ...]") -> "dict[str, int]":
    got = {}
    try:
        with open(path) as f:
            for line in f:
                k, _, v = line.partition(":")
                if k in keys:
                    got[k] = int(v.split()[0])
    except OSError:
        pass
    return got


def tree_memory(pids: "list[int]") -> "tuple[int, int]":
    """``(RSS, PSS)`` in bytes summed over ``pids``."""
    rss = pss = 0
    for pid in pids:
        rss += _kib(f"/proc/{pid}/status", ("VmRSS",)).get("VmRSS", 0)
        pss += _kib(f"/proc/{pid}/smaps_rollup", ("Pss",)).get("Pss", 0)
    return rss * 1024, pss * 1024


class Sampler(threading.Thread):
    """Samples session ``sid`` every ``period`` seconds: peak RSS, PSS and process count, and every pid seen."""

    def __init__(self, sid: int, period: float = 0.25):
        super().__init__(daemon=True)
        self.sid, self.period = sid, period
        self.peak_rss = self.peak_pss = self.peak_n = 0
        self.seen: "set[int]" = set()
        self.done = threading.Event()

    def run(self):
        while not self.done.is_set():
            pids = session_pids(self.sid)
            self.seen.update(pids)
            rss, pss = tree_memory(pids)
            self.peak_rss, self.peak_pss = max(self.peak_rss, rss), max(self.peak_pss, pss)
            self.peak_n = max(self.peak_n, len(pids))
            time.sleep(self.period)


def _json(url: str):
    try:
        with urllib.request.urlopen(url, timeout=5) as r:
            return json.load(r)
    except (OSError, ValueError):
        return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", default="fixed_slow", help="the run the demo opens the Cross-rank tab on")
    ap.add_argument("--timeout", type=float, default=600)
    ap.add_argument("--runs", type=int, default=len(DEMO_RUNS), help="the runs torch-tb-profiler is to load")
    ap.add_argument("cmd", nargs="*", help="default: make demo PORT=<a free port>")
    args = ap.parse_args(argv)
    port = _free_port()
    cmd = args.cmd or ["make", "-s", "demo", f"PORT={port}"]
    env = dict(os.environ, TB_XRANK_CACHE_DIR=tempfile.mkdtemp(prefix="bench-demo-cache-"))
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True)
    sampler = Sampler(proc.pid)
    sampler.start()
    output: "list[str]" = []
    threading.Thread(target=lambda: output.extend(proc.stdout), daemon=True).start()
    base = f"http://localhost:{port}/data/"
    answered = xrank = profiler = None
    while time.monotonic() - t0 < args.timeout and proc.poll() is None:
        now = time.monotonic() - t0
        if answered is None:
            answered = now if _json(base + "plugins_listing") is not None else None
        else:
            if xrank is None:
                runs = _json(base + "plugin/xrank/runs") or []
                xrank = now if any(r["name"] == args.run and r["state"] == "ready" for r in runs) else None
            if profiler is None:
                p = _json(base + "plugin/pytorch_profiler/runs")
                profiler = now if p is not None and not p.get("loading") and len(p.get("runs", [])) >= args.runs \
                    else None
            if xrank is not None and profiler is not None:
                break
        time.sleep(0.2)
    time.sleep(2)  # the memory after the loaders end
    pgid = proc.pid
    os.killpg(pgid, signal.SIGINT)
    time.sleep(15)
    left = session_pids(proc.pid)
    sampler.done.set()
    sampler.join()
    gone = proc.poll() is not None
    if not gone:
        os.killpg(pgid, signal.SIGKILL)
    print("".join(output[-12:]), end="")
    print(f"command: {' '.join(cmd)}")
    print(f"TensorBoard's first answer: {answered:.1f} s after start" if answered is not None else
          "TensorBoard never answered")
    if answered is not None:
        print(f"Cross-rank tab ready on {args.run}: " + (f"{xrank - answered:.1f} s after the first answer"
                                                       if xrank is not None else "never"))
        print("torch-tb-profiler's runs all loaded: " + (f"{profiler - answered:.1f} s after the first answer"
                                                        if profiler is not None else "not within the timeout"))
    print(f"peak of the whole tree: {sampler.peak_rss / 2**30:.2f} GiB RSS, {sampler.peak_pss / 2**30:.2f} GiB PSS, "
          f"{sampler.peak_n} processes ({len(sampler.seen)} seen in all)")
    print(f"15 s after SIGINT to its process group: {len(left)} processes left"
          + (f" ({left})" if left else "") + ("" if gone else "; the command itself was still running"))
    return 0 if (xrank is not None and not left) else 1


if __name__ == "__main__":
    sys.exit(main())
