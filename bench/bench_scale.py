"""Scaling curves: tb-xrank analyze over rank count (1, 8, 64, 256 ranks x 20 MB) and trace size (8 ranks x
10 MB, 100 MB, 1 GB), against one baseline measured in the same run, plus HTA's load where HTA can finish.

The traces are NCCL-schema kineto files (``gen_traces.generate_tiled``: a noisy transformer-like step,
8 ranks per host, host clocks offset), written once into bench/out/ and reused. Each analysis runs in its
own child process; wall time and the peak RSS of the largest process of its tree (wait4's ru_maxrss) are
measured. The baseline is orjson.loads of one 20 MB trace (best of 3): every row prints its time against
what orjson alone would take to parse the same bytes at that rate. Nothing asserts an absolute time.

    python bench/bench_scale.py                       # everything (about 14 GB of traces)
    python bench/bench_scale.py --sets 1x20,8x20 --hta-sets ''
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from bench_analyze import HTA, ORJSON, byte_compile, measure  # noqa: E402

OUT = os.path.join(HERE, "out")


def _gen(world, mb):
    run_dir = os.path.join(OUT, f"tiled-{world}x{mb:g}")
    t = time.perf_counter()
    subprocess.run([sys.executable, os.path.join(HERE, "gen_traces.py"), run_dir, str(world), str(mb), "--tiled"],
                   check=True, stdout=subprocess.DEVNULL)
    paths = sorted(os.path.join(run_dir, f) for f in os.listdir(run_dir) if f.endswith(".json"))
    return run_dir, paths, time.perf_counter() - t


def _analyze(run_dir, cache, no_cache=True):
    exe = os.path.join(os.path.dirname(sys.executable), "tb-xrank")
    out = tempfile.NamedTemporaryFile(suffix=".json", delete=False)
    out.close()
    cmd = ["sh", "-c", f'"$0" analyze "$1" --format json --quiet {"--no-cache" if no_cache else ""} > "$2"',
           exe, run_dir, out.name]
    wall, peak, note = measure(cmd, env=dict(os.environ, TB_XRANK_CACHE_DIR=cache))
    doc = None
    if wall is not None:
        with open(out.name, "rb") as f:
            doc = json.loads(f.read())
    os.unlink(out.name)
    return wall, peak, note, doc


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sets", default="1x20,8x20,64x20,256x20,8x10,8x100,8x1000",
                    help="RANKSxMB sets (default: the two curves)")
    ap.add_argument("--hta-sets", default="8x100,64x20", help="sets HTA's load is tried on ('' for none)")
    ap.add_argument("--timeout", type=float, default=1200, help="seconds allowed to HTA")
    a = ap.parse_args()
    print(f"tb-xrank scaling benchmark, {os.cpu_count()} CPUs, "
          f"{os.sysconf('SC_PHYS_PAGES') * os.sysconf('SC_PAGE_SIZE') / 2**30:.0f} GiB, python {sys.version.split()[0]}; "
          f"{byte_compile()}")
    _, base_paths, _ = _gen(1, 20)
    runs = [measure([sys.executable, "-c", ORJSON, base_paths[0]]) for _ in range(3)]
    base_mb = os.path.getsize(base_paths[0]) / 1e6
    rate = base_mb / min(r[0] for r in runs)
    print(f"baseline: orjson.loads of one {base_mb:.0f} MB trace: {rate:.0f} MB/s "
          f"(x orjson = tb-xrank wall / (MB / that rate))\n")
    hdr = (f"{'set':>9} {'MB in all':>10} {'gen s':>6} {'analyze s':>10} {'x orjson':>9} {'MB/s':>6} "
           f"{'peak MB':>8} {'warm s':>7} {'collectives':>11} {'us/rank-coll':>13}  verdict")
    print(hdr)
    results = {}
    for s in a.sets.split(","):
        world, mb = s.lower().split("x")
        run_dir, paths, gen_s = _gen(int(world), float(mb))
        total = sum(os.path.getsize(p) for p in paths) / 1e6
        cache = tempfile.mkdtemp(prefix="tbx-scale-")
        try:
            wall, peak, note, doc = _analyze(run_dir, cache, no_cache=False)  # cold: fills the cache
            warm = _analyze(run_dir, cache, no_cache=False)[0]
        finally:
            shutil.rmtree(cache, ignore_errors=True)
        if wall is None:
            print(f"{s:>9} {total:10.0f} {gen_s:6.0f} {'—':>10}  {note}")
            continue
        ncoll = len(doc["collectives"])
        parts = sum(len(c["ranks"]) for c in doc["collectives"])
        st = doc["stragglers"]
        per = f"{1e6 * wall / parts:13.1f}" if parts else f"{'—':>13}"
        print(f"{s:>9} {total:10.0f} {gen_s:6.0f} {wall:10.2f} {wall / (total / rate):9.2f} {total / wall:6.0f} "
              f"{peak:8.0f} {warm:7.2f} {ncoll:11d} {per}  {st['class']} {st['ranks'][:4]}")
        results[s] = (wall, total, doc)
    for s, (_, _, doc) in results.items():
        if s.startswith("256x") and doc.get("maxima", {}).get("rows"):
            m = doc["maxima"]
            print(f"\nper-step maximum against rank count on the {s} job (random subsets of n ranks, "
                  f"median own work {m['median_work_us'] / 1e3:.2f} ms; the slowest most often: rank {m['top_rank']}):")
            print(f"{'ranks':>6} {'max p50 ms':>11} {'max p90 ms':>11} {'iid max ms':>11} {'x median':>9} "
                  f"{'top rank share':>15}")
            for r in m["rows"]:
                share = "—" if r["top_rank_share"] is None else f"{r['top_rank_share']:.2f}"
                print(f"{r['ranks']:6d} {r['step_max_p50_us'] / 1e3:11.2f} {r['step_max_p90_us'] / 1e3:11.2f} "
                      f"{r['iid_max_p50_us'] / 1e3:11.2f} {r['over_median']:9.3f} {share:>15}")
    for s in [x for x in a.hta_sets.split(",") if x]:
        world, mb = s.lower().split("x")
        run_dir, paths, _ = _gen(int(world), float(mb))
        wall, peak, note = measure([sys.executable, "-c", HTA, run_dir], timeout=a.timeout)
        ours = results.get(s, (None,))[0]
        if wall is None:
            print(f"\nHTA TraceAnalysis load on {s}: {note}")
        else:
            print(f"\nHTA TraceAnalysis load on {s}: {wall:.1f} s, peak {peak:.0f} MB"
                  + (f"; tb-xrank analyze is {wall / ours:.1f}x faster" if ours else ""))


if __name__ == "__main__":
    main()
