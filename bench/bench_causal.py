"""Benchmark: what the causal engine (GPU collectives' launches and stream waits, happens-before graph, roles,
excess and noise, replays, critical paths) adds to an analysis, against the analysis without any diagnosis measured in the same process and run.

For each set, every stage is timed over REPS analyses (the median is printed) inside ``tb_xrank.analyze``; the
ratios are to ``analyze --no-diagnosis`` of the same files, measured between them. Nothing asserts a time.

    python bench/bench_causal.py                              # 4 x 50 MB, 8 x 100 MB and 256 / 512 / 1,024 ranks
    python bench/bench_causal.py --sets 4x50 --ranks 256,1024
"""
import argparse
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "tests"))
from gen_traces import generate, mark, reusable  # noqa: E402

import tb_xrank  # noqa: E402
from tb_xrank import diagnose as D  # noqa: E402

OUT = os.path.join(HERE, "out")
MESH_SOURCE = (os.path.join(HERE, "..", "tests", "conftest.py"),)  # mesh_run
REPS = 5
CAUSAL = {"device links": (D.device, "links"), "graph": (D.graph_build, "build"), "roles": (D.roles, "assign"), "excess": (D.whatif, "excess"),
          "what-if": (D.costs, "costs"), "straggler what-if": (D.verdict, "straggler_whatif"),
          "critical paths": (D.path, "critical_paths"), "causes": (D.path, "causes")}


def _timed(times, name, fn):
    def wrapper(*a, **k):
        t = time.perf_counter()
        try:
            return fn(*a, **k)
        finally:
            times[name] = times.get(name, 0.0) + time.perf_counter() - t
    return wrapper


def measure(run_dir):
    """``(no-diagnosis s, whole analysis s, {stage: s})``, medians over REPS."""
    stages = {}
    originals = {}
    for name, (mod, attr) in CAUSAL.items():
        originals[name] = getattr(mod, attr)
    base, whole = [], []
    per = {name: [] for name in CAUSAL}
    per["diagnosis"] = []
    for _ in range(REPS):
        t = time.perf_counter()
        tb_xrank.analyze(run_dir, cache=False, diagnose=False)
        base.append(time.perf_counter() - t)
        stages.clear()
        for name, (mod, attr) in CAUSAL.items():
            setattr(mod, attr, _timed(stages, name, originals[name]))
        import tb_xrank.pipeline as A
        plain = A.diagnose
        A.diagnose = _timed(stages, "diagnosis", plain)
        try:
            t = time.perf_counter()
            tb_xrank.analyze(run_dir, cache=False)
            whole.append(time.perf_counter() - t)
        finally:
            A.diagnose = plain
            for name, (mod, attr) in CAUSAL.items():
                setattr(mod, attr, originals[name])
        for name in per:
            per[name].append(stages.get(name, 0.0))
    return statistics.median(base), statistics.median(whole), {k: statistics.median(v) for k, v in per.items()}


def report(label, base, whole, per):
    causal = sum(v for k, v in per.items() if k != "diagnosis")
    print(f"{label}: analyze --no-diagnosis {base:.3f} s, analyze {whole:.3f} s (+{100 * (whole - base) / base:.0f} %);"
          f" the causal engine {causal:.3f} s = +{100 * causal / base:.0f} % of --no-diagnosis; the whole"
          f" diagnosis {per['diagnosis']:.3f} s = +{100 * per['diagnosis'] / base:.0f} %")
    print("    " + ", ".join(f"{k} {v * 1e3:.0f} ms" for k, v in per.items() if k != "diagnosis"))
    return causal


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sets", default="4x50,8x100", help="RANKSxMB sets of bench_analyze's traces")
    ap.add_argument("--ranks", default="256,512,1024", help="rank counts of a 6-step mesh run (linearity)")
    a = ap.parse_args()
    print(f"# bench/bench_causal.py --sets {a.sets} --ranks {a.ranks}: tb_xrank {tb_xrank.__version__}, "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {os.cpu_count()} CPUs")
    for s in [x for x in a.sets.split(",") if x]:
        world, mb = s.split("x")
        run_dir = os.path.join(OUT, f"{int(world)}x{float(mb)}")
        generate(run_dir, int(world), float(mb))
        report(f"{s} MB", *measure(run_dir))
    from conftest import mesh_run
    rows = []
    for n in [int(x) for x in a.ranks.split(",") if x]:
        run_dir = os.path.join(OUT, f"mesh-{n}")
        if not reusable(run_dir, MESH_SOURCE):
            mesh_run(run_dir, n, 6, n // 2 + 1)
            mark(run_dir, MESH_SOURCE)
        rows.append((n, report(f"{n} ranks x 6 steps", *measure(run_dir))))
    if len(rows) > 1:
        (n0, c0), (n1, c1) = rows[0], rows[-1]
        print(f"causal engine from {n0} to {n1} ranks: x{c1 / c0:.2f} for x{n1 / n0:.0f} the ranks (linear: "
              f"x{n1 / n0:.0f})")


if __name__ == "__main__":
    main()
