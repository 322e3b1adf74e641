"""Generate one accuracy case as a simulated GPU job: ``fixtures/gen_gpu.py``'s DP x PP x TP simulator (host
launching ahead, stream waits resolved by ``cuda_sync`` records, 1F1B or interleaved schedules), which writes the
traces in the schema PyTorch's profiler writes with ProcessGroupNCCL and keeps its own truth.

A fault multiplies the victim's compute-kernel times by ``1 + magnitude`` in its steps (``fixed``: every step;
``rotating``: the victim of step ``s`` is rank ``(s + seed) % world``; ``transient``: three consecutive steps);
``noise`` is the lognormal sigma of every kernel's time (``gen_gpu.KERNEL_SIGMA``: 0.02). ``layers``: per stage its
layers (a stage with more is heavier: ``slow_stage``).
"""
import os
import statistics
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from bench.accuracy.cases import expected, victims  # noqa: E402
from fixtures import gen_gpu  # noqa: E402

FIRST = gen_gpu.FIRST_STEP


def layout(case: dict) -> "gen_gpu.Layout":
    dp, pp, tp = case["mesh"]
    interleaved = case.get("schedule") == "interleaved"
    layers = case.get("layers") or [1 if interleaved else 2] * pp
    return gen_gpu.Layout(dp, pp, tp, case.get("schedule", "1f1b"), microbatches=case.get("microbatches", 8),
                          chunks=2 if interleaved else 1, layers=layers)


def generate(case: dict, out_dir: str) -> str:
    """Write ``case`` into ``out_dir/<id>`` with its ``manifest.json``; returns the run directory."""
    lay = layout(case)
    slow = {s: {r: 1.0 + case.get("magnitude", 0.0)} for s, r in victims(case, FIRST).items()}
    sigma, gen_gpu.KERNEL_SIGMA = gen_gpu.KERNEL_SIGMA, case.get("noise", gen_gpu.KERNEL_SIGMA)
    try:
        events, steps, colls = gen_gpu.simulate(lay, seed=case["seed"], steps=case["steps"], slow_by_step=slow)
    finally:
        gen_gpu.KERNEL_SIGMA = sigma
    pgs, _ = lay.groups()
    ends = [max(s["end_us"].values()) for s in steps]
    manifest = {"case": case, "source": "simulated", "expected": expected(case, FIRST),
                "victims": {str(k): v for k, v in victims(case, FIRST).items()},
                "stages": {str(s): [r for r in range(lay.world) if lay.coords(r)[1] == s] for s in range(lay.pp)},
                "step_period_us": round(statistics.median(b - a for a, b in zip(ends, ends[1:])), 3),
                "steps": steps, "collectives": colls}
    run = os.path.join(out_dir, case["id"])
    gen_gpu.write(run, lay, events, pgs, manifest)
    return run
