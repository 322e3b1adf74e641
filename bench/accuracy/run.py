"""``make accuracy``: build the accuracy corpus (``cases.matrix``; a run already there from the same case and the
same generators is reused), analyse every case, judge it against its truth and write the report.

    python bench/accuracy/run.py [--seed 37] [--out bench/out/accuracy] [--report bench/accuracy/README.md]
    python bench/accuracy/run.py --gloo-faulty 0 --gloo-healthy 0 --layout-faulty 0 --layout-healthy 0
                                                                         # the simulated cases alone
"""
import argparse
import hashlib
import json
import os
import statistics
import sys
import time
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from bench.accuracy import cases, gloo, gloo_fsdp, gloo_layouts, report, score, sim, sim_deepep  # noqa: E402

GENERATORS = {  # what each source's runs are made by: a run is reused while these files are unchanged
    "simulated": ("bench/accuracy/sim.py", "fixtures/gen_gpu.py", "fixtures/gen_nccl.py"),
    "gloo": ("bench/accuracy/gloo.py", "bench/accuracy/recording.py", "fixtures/record.py"),
    "gloo_layout": ("bench/accuracy/gloo_layouts.py", "bench/accuracy/recording.py", "fixtures/record.py"),
    "sim_deepep": ("bench/accuracy/sim_deepep.py", "fixtures/gen_gpu.py", "fixtures/gen_nccl.py"),
    "gloo_fsdp": ("bench/accuracy/gloo_fsdp.py", "bench/accuracy/recording.py", "fixtures/record.py")}
RECORD = {"simulated": sim.generate, "gloo": gloo.record, "gloo_layout": gloo_layouts.record,
          "sim_deepep": sim_deepep.generate, "gloo_fsdp": gloo_fsdp.record}
GENERATED = ("simulated", "sim_deepep")  # written by a simulator: never recorded again on failure


def generator_digest(source: str) -> str:
    h = hashlib.sha256()
    for p in GENERATORS[source]:
        with open(os.path.join(ROOT, p), "rb") as f:
            h.update(f.read())
    return h.hexdigest()[:16]


def build(case: dict, out: str) -> "tuple[str, dict]":
    """The case's run directory and manifest, generated or recorded unless one from the same case and generators is
    there."""
    run = os.path.join(out, case["id"])
    path = os.path.join(run, "manifest.json")
    digest = generator_digest(case["source"])
    if os.path.isfile(path):
        with open(path) as f:
            m = json.load(f)
        if m.get("case") == case and m.get("generators") == digest:
            return run, m
    run = RECORD[case["source"]](case, out) if case["source"] in GENERATED else _recorded(case, out)
    with open(path) as f:
        m = json.load(f)
    m["generators"] = digest
    with open(path, "w") as f:
        json.dump(m, f, indent=1)
    return run, m


def _recorded(case: dict, out: str, tries: int = 2) -> str:
    """The case's recorder, again when a rank of the job failed (on a machine this busy a gloo peer can reset its
    connection: one of 104 recordings did once)."""
    for _ in range(tries - 1):
        try:
            return RECORD[case["source"]](case, out)
        except SystemExit as e:
            print(f"{case['id']}: recording failed, recording it again ({str(e).splitlines()[0]})", file=sys.stderr)
    return RECORD[case["source"]](case, out)


def evaluate(all_cases: "list[dict]", out: str, progress=print) -> "list[dict]":
    """Build, analyse and judge every case; the rows of the report."""
    import tb_xrank

    analyses, manifests = {}, {}
    t0 = time.monotonic()
    for i, case in enumerate(all_cases, 1):
        run, manifests[case["id"]] = build(case, out)
        analyses[case["id"]] = tb_xrank.analyze(run, cache=False)
        progress(f"[{i}/{len(all_cases)}] {case['id']} {case['source']} {case['fault']}: "
                 f"{analyses[case['id']].stragglers.class_} ({time.monotonic() - t0:.0f} s)")
    pools = defaultdict(list)
    for c in all_cases:
        if c["fault"] == "none":
            pools[cases.shape_key(c)].append(score.median_step_us(analyses[c["id"]]))
    refs = {k: statistics.median(v) for k, v in pools.items() if v}
    rows = []
    for c in all_cases:
        m = manifests[c["id"]]
        victims = {int(k): v for k, v in m["victims"].items()}
        rows.append(score.judge(c, victims, analyses[c["id"]], refs.get(cases.shape_key(c)), score.injected_us(c, m)))
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=37)
    ap.add_argument("--gloo-healthy", type=int, default=3, help="healthy gloo runs per shape")
    ap.add_argument("--gloo-faulty", type=int, default=10, help="faulty gloo runs per shape")
    ap.add_argument("--layout-healthy", type=int, default=2, help="healthy runs per gloo layout shape")
    ap.add_argument("--layout-faulty", type=int, default=6, help="faulty runs per gloo layout shape")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "out", "accuracy"))
    ap.add_argument("--report", default=os.path.join(ROOT, "bench", "accuracy", "README.md"))
    a = ap.parse_args(argv)
    os.makedirs(a.out, exist_ok=True)
    all_cases = cases.matrix(a.seed, a.gloo_healthy, a.gloo_faulty, a.layout_healthy, a.layout_faulty)
    rows = evaluate(all_cases, a.out, progress=lambda s: print(s, file=sys.stderr, flush=True))
    with open(os.path.join(a.out, "results.json"), "w") as f:
        json.dump(rows, f, indent=1)
    text = report.markdown(rows, a.seed)
    with open(a.report, "w") as f:
        f.write(text)
    print(text)
    return 1 if any(r["contradictions"] for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
