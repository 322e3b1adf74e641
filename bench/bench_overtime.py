"""What reading a run over all its windows costs against its parts: a run of 16 windows x 8 ranks.

The run is generated once into bench/out/overtime-16x8 (``--windows``, ``--ranks``, ``--steps`` per window):
NCCL-schema kineto traces (``fixtures/gen_nccl.simulate``, uncompressed as the profiler writes them), one file per
rank per window as ``schedule(repeat=N)`` writes them (windows of ``--steps`` profiled steps, every
``--steps`` + 2 steps), rank 5 slower from the 9th window on; and per rank a TensorBoard event file in
``rank<N>/`` (TensorBoard's own writer) with ``tokens`` and ``temperature`` for every step.

Measured in one run, each in its own child process that has imported what it needs before its clock starts
(best of ``--repeat``, the two kinds alternated):

- baseline: each window's cold analysis (``engine.analyze_span``, no cache), summed, plus reading the event files
  (``overtime.scalars.read_run``, no cache);
- over time: ``overtime.analyze_over_time`` with no cache (every window analysed, every trace's metadata read,
  the event files read, the run combined);
- warm: ``analyze_over_time`` again on a filled cache (windows and trace metadata cached; no trace is read).

It prints the ratio of over time to the baseline, and of warm to over time; it asserts nothing about time.

    python bench/bench_overtime.py
    python bench/bench_overtime.py --windows 4 --ranks 4 --repeat 1     # a quick look
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)

LAYERS, SLOW_RANK = 48, 5


def _program(onset_step):
    def program(step, rank):
        slow = 1.3 if rank == SLOW_RANK and step >= onset_step else 1.0
        items = []
        for layer in range(LAYERS):
            items.append(("cpu", "aten::view", 2.0, [[4096, 4096]]))
            items.append(("compute", "aten::linear", "sm90_xmma_gemm_bf16bf16_bf16f32", 300.0 * slow,
                          [[8192, 4096], [4096, 4096]]))
            items.append(("compute", "aten::_flash_attention_forward", "flash_fwd_kernel", 250.0 * slow,
                          [[8, 32, 2048, 128], [8, 32, 2048, 128]]))
            if layer % 4 == 3:
                items.append(("collective", "allreduce", "0", 25 << 20, 900.0))
        return items + [("sync",)]
    return program


def generate(out: str, windows: int, world: int, steps: int) -> str:
    """The run directory (reused when it holds this set)."""
    from fixtures.gen_nccl import _doc, _pg_config, kineto_json, simulate

    stamp = json.dumps({"windows": windows, "world": world, "steps": steps, "layers": LAYERS})
    marker = os.path.join(out, ".complete")
    if os.path.exists(marker) and open(marker).read() == stamp:
        return out
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    pgs, host_of, period = {"0": tuple(range(world))}, (lambda r: f"node{r // 4}"), steps + 2
    onset = 2 + period * (windows // 2)
    for w in range(windows):
        first = 2 + w * period
        ev, _ = simulate(world, _program(onset), steps, pgs, host_of, {"node0": 0.0, "node1": 1500.0},
                         first_step=first, seed=w)
        for r in range(world):
            doc, name = _doc(r, world, _pg_config(pgs), host_of, 1_790_000_000_000_000_000 + w * 10**9, ev[r])
            with open(os.path.join(out, name), "wb") as f:
                f.write(kineto_json(doc))
    _events(out, world, 2 + windows * period, onset)
    with open(marker, "w") as f:
        f.write(stamp)
    return out


def _events(out: str, world: int, n_steps: int, onset: int) -> None:
    from tensorboard.compat.proto import event_pb2, summary_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    for r in range(world):
        w = EventFileWriter(os.path.join(out, f"rank{r}"))
        for s in range(n_steps):
            vals = {"tokens": 4096.0 * (1.3 if r == SLOW_RANK and s >= onset else 1.0) + (s * 7 + r) % 11,
                    "temperature": 60.0 + (s * 3 + r) % 5}
            w.add_event(event_pb2.Event(step=s, summary=summary_pb2.Summary(
                value=[summary_pb2.Summary.Value(tag=k, simple_value=v) for k, v in vals.items()])))
        w.close()


CHILD = r"""
import json, sys, time
sys.path.insert(0, ROOT)
from tb_xrank import pipeline  # noqa: F401  imported before the clock starts, in every kind
from tb_xrank.config import Settings
from tb_xrank.engine import analyze_span
from tb_xrank.ingest.discover import discover_run
from tb_xrank.overtime import analyze_over_time, scalars
import tensorboard.backend.event_processing.event_file_loader  # noqa: F401
kind, run_dir, cache = sys.argv[1], sys.argv[2], sys.argv[3]
out = {}
if kind == "baseline":
    run = discover_run(run_dir)
    spans = []
    for i in range(run.n_spans):
        t = time.perf_counter()
        analyze_span(run, i, Settings(cache=False))
        spans.append(time.perf_counter() - t)
    t = time.perf_counter()
    got = scalars.read_run(run_dir, None)
    out = {"spans": spans, "scalars": time.perf_counter() - t, "values": got.values}
else:
    settings = Settings(cache=kind != "overtime", cache_dir=cache)
    t = time.perf_counter()
    r = analyze_over_time(run_dir, settings)
    out = {"total": time.perf_counter() - t, "verdict": [r.verdict.class_, r.verdict.ranks, r.verdict.since_step]}
print(json.dumps(out))
"""


def _child(kind: str, run_dir: str, cache: str) -> dict:
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1")
    got = subprocess.run([sys.executable, "-c", CHILD.replace("ROOT", repr(ROOT)), kind, run_dir, cache],
                         capture_output=True, text=True, env=env, check=True)
    return json.loads(got.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--windows", type=int, default=16)
    ap.add_argument("--ranks", type=int, default=8)
    ap.add_argument("--steps", type=int, default=10, help="profiled steps per window")
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    run_dir = generate(os.path.join(HERE, "out", f"overtime-{a.windows}x{a.ranks}"), a.windows, a.ranks, a.steps)
    files = [os.path.join(run_dir, f) for f in os.listdir(run_dir) if f.endswith(".json")]
    print(f"tb-xrank over-time benchmark, {os.cpu_count()} CPUs: {a.windows} windows x {a.ranks} ranks, "
          f"{len(files)} traces, {sum(os.path.getsize(f) for f in files) / 1e6:.0f} MB")
    base, over, warm = [], [], []
    for _ in range(a.repeat):
        base.append(_child("baseline", run_dir, ""))
        over.append(_child("overtime", run_dir, ""))
        with tempfile.TemporaryDirectory() as cache:
            _child("fill", run_dir, cache)
            warm.append(_child("warm", run_dir, cache))
    b = min(sum(x["spans"]) + x["scalars"] for x in base)
    bb = min(base, key=lambda x: sum(x["spans"]) + x["scalars"])
    o, w = min(x["total"] for x in over), min(x["total"] for x in warm)
    print(f"baseline: {a.windows} cold window analyses {sum(bb['spans']):.2f} s (each {min(bb['spans']):.2f}-"
          f"{max(bb['spans']):.2f} s) + event files {bb['scalars']:.3f} s ({bb['values']} values) = {b:.2f} s")
    print(f"over time, cold (no cache): {o:.2f} s  -> ratio to the baseline {o / b:.3f}")
    print(f"over time, warm (windows and trace metadata cached): {w:.3f} s  -> {o / w:.1f}x faster than cold")
    print(f"verdict: {over[0]['verdict']}")


if __name__ == "__main__":
    main()
