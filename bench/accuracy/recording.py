"""What the real gloo recorders of the accuracy corpus share (``gloo.py``, ``gloo_layouts.py``, ``gloo_fsdp.py``):
the case handed to every rank, the launch of its ranks (``fixtures.record.launch``: one process each, two per UTS
host where it can), processes spinning beside the job for an oversubscribed case (``busy``), the manifest of its
truth, and the command line."""
import argparse
import json
import os
import subprocess
import sys
import time

from fixtures.record import host_names, launch

CASE_ENV = "TB_XRANK_ACCURACY_CASE"
BURN = "import torch\ntorch.set_num_threads(1)\na = torch.randn(192, 192)\nwhile True:\n    a = torch.tanh(a @ a)\n"


def this_case() -> dict:
    """The case a rank runs (set by ``record`` for the processes it launches)."""
    return json.loads(os.environ[CASE_ENV])


def timed(fn) -> float:
    """Seconds ``fn()`` took."""
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def record(script: str, case: dict, out_dir: str, expected: dict, victims: dict, **facts) -> str:
    """Run ``script``'s worker as the case's ranks into ``out_dir/<id>``, beside ``case["busy"]`` processes spinning
    on real matrix products for as long as it runs, and write its ``manifest.json`` (its truth: ``expected``,
    ``victims`` {step: rank}, and ``facts``); returns the run directory."""
    os.environ[CASE_ENV] = json.dumps(case)
    burners = [subprocess.Popen([sys.executable, "-c", BURN], env=dict(os.environ, OMP_NUM_THREADS="1"))
               for _ in range(case.get("busy", 0))]
    t = time.time()
    try:
        run, use_uts = launch(os.path.abspath(script), case["id"], out_dir, case["world"])
    finally:
        for b in burners:
            b.kill()
            b.wait()
    manifest = {"case": case, "source": case["source"], "expected": expected,
                "victims": {str(k): v for k, v in victims.items()}, "hosts": host_names(case["world"], use_uts),
                **facts, "cores": os.cpu_count(), "recorded_s": round(time.time() - t, 1)}
    with open(os.path.join(run, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    return run


def main(doc: str, worker, record_case) -> None:
    """``--case JSON --out DIR``: record it; ``--worker``: one rank of it (as ``record`` launches them)."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--case", help="the case as JSON")
    ap.add_argument("--out")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--rank", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--world", type=int, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.worker:
        worker(a.worker, a.out, a.rank, a.world)
    else:
        print(record_case(json.loads(a.case), a.out))
