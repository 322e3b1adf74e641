"""Benchmark: tb-xrank analyze against orjson, HTA and torch-tb-profiler on the same generated traces.

Every tool runs in its own child process; wall time and the peak RSS of the largest process in
its tree (wait4's ru_maxrss) are measured in the same run, so ratios compare like with like on a
shared, noisy machine. Nothing here asserts an absolute time.

    python bench/bench_analyze.py                      # 4 x 50 MB and 8 x 100 MB
    python bench/bench_analyze.py --sets 4x50 --skip-hta
"""
import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from gen_traces import generate  # noqa: E402

OUT = os.path.join(HERE, "out")
PAIRS = 5  # back-to-back runs of analyze with and without the diagnosis

ORJSON = """
import sys, orjson
for p in sys.argv[1:]:
    with open(p, 'rb') as f:
        orjson.loads(f.read())
"""
HTA = """
import sys, logging
logging.disable(logging.WARNING)
from hta.trace_analysis import TraceAnalysis
TraceAnalysis(trace_dir=sys.argv[1])
"""
TBP = """
import sys, logging
logging.disable(logging.WARNING)
from torch_tb_profiler import io
from torch_tb_profiler.profiler.loader import RunLoader
run = RunLoader('bench', sys.argv[1], io.Cache()).load()
assert run is not None
"""


def measure(cmd, env=None, timeout=None):
    """(wall seconds, peak RSS MB of the largest process in the tree, note) of one child; times are None on
    failure. Its stderr goes to a file: a chatty tool must not fill a pipe nobody reads while it runs."""
    t = time.perf_counter()
    errf = tempfile.TemporaryFile()
    p = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=errf, start_new_session=True)
    try:
        deadline = None if timeout is None else t + timeout
        while True:
            pid, status, ru = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if deadline and time.perf_counter() > deadline:
                os.killpg(p.pid, signal.SIGKILL)  # the tool's worker processes too
                os.wait4(p.pid, 0)
                return None, None, f"did not finish in {timeout} s"
            time.sleep(0.02)
    finally:
        errf.seek(0)
        err = errf.read().decode(errors="replace")
        errf.close()
    wall = time.perf_counter() - t
    if os.waitstatus_to_exitcode(status) != 0:
        return None, None, "failed: " + err.strip().splitlines()[-1] if err.strip() else "failed"
    return wall, ru.ru_maxrss / 1024, ""


def best_of(n, cmd, env=None):
    """The fastest of ``n`` runs (peak memory: the largest), for the short runs where noise dominates."""
    runs = [measure(cmd, env) for _ in range(n)]
    if any(r[0] is None for r in runs):
        return next(r for r in runs if r[0] is None)
    return min(r[0] for r in runs), max(r[1] for r in runs), f"best of {n}"


def tbx(run_dir, cache_dir, no_cache):
    exe = os.path.join(os.path.dirname(sys.executable), "tb-xrank")
    cmd = [exe, "analyze", run_dir, "--format", "json", "--quiet"] + (["--no-cache"] if no_cache else [])
    return cmd, dict(os.environ, TB_XRANK_CACHE_DIR=cache_dir)


def bench_set(world, mb, skip_hta, hta_timeout):
    run_dir = os.path.join(OUT, f"{world}x{mb}")
    t = time.perf_counter()
    # generated in a child, so that this process stays small: a child's peak RSS starts from its parent's
    subprocess.run([sys.executable, os.path.join(HERE, "gen_traces.py"), run_dir, str(world), str(mb)],
                   check=True, stdout=subprocess.DEVNULL)
    paths = generate(run_dir, world, mb)
    sizes = [os.path.getsize(p) for p in paths]
    print(f"\n== {world} ranks x {max(sizes) / 1e6:.0f} MB ({sum(sizes) / 1e6:.0f} MB in all; "
          f"generated or reused in {time.perf_counter() - t:.0f} s)")
    rows = {}
    rows["orjson.loads (serial)"] = measure([sys.executable, "-c", ORJSON] + paths)
    cache = tempfile.mkdtemp(prefix="tbx-bench-")
    try:
        cmd, env = tbx(run_dir, cache, True)
        # back-to-back pairs, so that both sides of the diagnosis' cost see the same moment of a noisy machine
        pairs = [(measure(cmd, env), measure(cmd + ["--no-diagnosis"], env)) for _ in range(PAIRS)]
        for k, name in enumerate(("tb-xrank analyze --no-cache", "tb-xrank analyze --no-cache --no-diagnosis")):
            runs = [p[k] for p in pairs]
            rows[name] = next((r for r in runs if r[0] is None), None) or (
                min(r[0] for r in runs), max(r[1] for r in runs), f"best of {PAIRS}")
        rows["tb-xrank analyze (cold, fills cache)"] = measure(*tbx(run_dir, cache, False))
        rows["tb-xrank analyze (warm)"] = best_of(3, *tbx(run_dir, cache, False))
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    rows["torch-tb-profiler RunLoader.load"] = measure([sys.executable, "-c", TBP, run_dir], timeout=hta_timeout)
    if not skip_hta:
        rows["HTA TraceAnalysis load"] = measure([sys.executable, "-c", HTA, run_dir], timeout=hta_timeout)
    base = rows["orjson.loads (serial)"][0]
    ours = rows["tb-xrank analyze --no-cache"][0]
    print(f"{'tool':<44} {'wall s':>8} {'peak MB':>8} {'/orjson':>8} {'/tb-xrank':>10}")
    for name, (wall, peak, note) in rows.items():
        if wall is None:
            print(f"{name:<44} {'—':>8} {'—':>8} {'—':>8} {'—':>10}  {note}")
            continue
        print(f"{name:<44} {wall:8.2f} {peak:8.0f} {wall / base:8.2f} {wall / ours:10.1f}  {note}")
    limit = 2 * max(sizes) / 1e6 + 200
    peak = rows["tb-xrank analyze --no-cache"][1]
    cold, warm = rows["tb-xrank analyze (cold, fills cache)"][0], rows["tb-xrank analyze (warm)"][0]
    ok = [(a[0], b[0]) for a, b in pairs if a[0] and b[0]]
    if ok:
        adds = sorted(100 * (a / b - 1) for a, b in ok)
        print(f"diagnosis adds {statistics.median(adds):.0f}% to analyze (median of {len(ok)} back-to-back pairs; "
              f"{adds[0]:.0f} to {adds[-1]:.0f}%; target <= 20%)")
    print(f"ratios: analyze/orjson = {ours / base:.2f} (target <= 0.5); peak {peak:.0f} MB against "
          f"2 x largest trace + 200 MB = {limit:.0f} MB; warm is {cold / warm:.1f}x faster than cold")
    for name in ("HTA TraceAnalysis load", "torch-tb-profiler RunLoader.load"):
        if name in rows and rows[name][0]:
            print(f"        {name}: tb-xrank is {rows[name][0] / ours:.1f}x faster")
    return rows


def byte_compile() -> str:
    """Compile tb_xrank's modules to bytecode, as ``pip install`` does: a shell with PYTHONDONTWRITEBYTECODE set
    (this one has it) would otherwise compile them from source on every run and time that instead."""
    import compileall

    import tb_xrank

    from tb_xrank.ingest.decode import Scanner

    root = os.path.dirname(tb_xrank.__file__)
    compileall.compile_dir(root, quiet=1)
    decoder = "simdjson block scanner + msgspec" if Scanner else "msgspec only (no simdjson scanner built)"
    return f"tb_xrank {tb_xrank.__version__} byte-compiled in {root}; decoder: {decoder}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sets", default="4x50,8x100", help="comma-separated RANKSxMB sets (default: 4x50,8x100)")
    ap.add_argument("--skip-hta", action="store_true", help="do not run HTA (slow)")
    ap.add_argument("--timeout", type=float, default=900, help="seconds allowed to HTA and torch-tb-profiler")
    a = ap.parse_args()
    print(f"tb-xrank benchmark, {os.cpu_count()} CPUs, python {sys.version.split()[0]}; {byte_compile()}")
    for s in a.sets.split(","):
        world, mb = s.lower().split("x")
        bench_set(int(world), float(mb), a.skip_hta, a.timeout)


if __name__ == "__main__":
    main()
