"""Record one accuracy case as a real ``torch.distributed`` job: ``world`` gloo processes on this machine's CPUs
(more processes than cores: the ranks compete for them, as on a busy machine), each profiled by ``torch.profiler``
with the trace handler a user sets up, and the fault the case names injected on purpose.

The job, per step: a recorded input wait (``data``), a forward and backward of a two-layer MLP and an expert GEMM
(``xrank::expert``), the gradients all-reduced bucket by bucket on the world group (DDP's order), a small
all-reduce on a pair group, an optimizer step. ``BASE_STEP_MS`` is the nominal healthy step; a fault of magnitude
``m`` adds ``m * BASE_STEP_MS`` to its rank in its steps:

``fixed_compute``  the victim's ``xrank::expert`` runs longer every step: slept inside the op (``compute: sleep``)
                   or more GEMMs on the same shapes (``compute: real``, the repetitions timed on this machine)
``fixed_input``    the victim's expert GEMM gets more token rows (a workload: other shapes)
``fixed_host_gap`` the victim sleeps between forward and backward every step, where nothing is recorded
``rotating``       the victim of step ``s`` is rank ``(s + seed) % world``, with the compute fault
``transient``      ``fixed_compute`` in three consecutive steps only
``one_off_stall``  the victim sleeps unrecorded in one step
``none``           a healthy run

    python bench/accuracy/gloo.py --case '{"id": "g1", "world": 4, "fault": "fixed_compute", ...}' --out DIR
"""
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from bench.accuracy import recording  # noqa: E402
from bench.accuracy.cases import expected, victims  # noqa: E402
from fixtures.record import trace_handler  # noqa: E402

D, TOKENS, BATCH = 256, 192, 128
DATA_MS, BASE_STEP_MS = 8.0, 40.0
BUCKETS = 3
WAIT, WARMUP = 1, 1
FIRST = WAIT + WARMUP  # the first recorded step's number (ProfilerStep#)
COMPUTE_FAULTS = ("fixed_compute", "rotating", "transient")


def worker(case_id: str, out: str, rank: int, world: int) -> None:
    """One rank of the case in ``TB_XRANK_ACCURACY_CASE``."""
    import torch
    import torch.distributed as dist
    from torch.profiler import ProfilerActivity, profile, record_function, schedule

    case = recording.this_case()
    torch.set_num_threads(1)
    torch.manual_seed(case["seed"] * 1000 + rank)
    dist.init_process_group("gloo", rank=rank, world_size=world)
    pair = [dist.new_group([r, min(r + 1, world - 1)]) for r in range(0, world, 2)][rank // 2]
    w = [torch.randn(D, D, requires_grad=True) for _ in range(2 * BUCKETS)]
    we = torch.randn(D, D)
    extra_s = case.get("magnitude", 0.0) * BASE_STEP_MS / 1e3
    slow = victims(case, FIRST)
    routed = torch.randn(TOKENS, D)
    gemm_s = min(recording.timed(lambda: routed @ we) for _ in range(5))
    reps = max(1, round(extra_s / gemm_s)) if case.get("compute") == "real" else 0
    total = WAIT + WARMUP + case["steps"]
    sched = schedule(wait=WAIT, warmup=WARMUP, active=case["steps"], repeat=1)
    with profile(activities=[ProfilerActivity.CPU], record_shapes=case.get("record_shapes", True),
                 with_stack=case.get("with_stack", False), schedule=sched, on_trace_ready=trace_handler(out)) as prof:
        for step in range(total):
            hit = slow.get(step) == rank
            with record_function("data"):
                time.sleep(DATA_MS / 1e3)
                x = torch.randn(BATCH, D)
            with record_function("forward"):
                h = x
                for p in w:
                    h = torch.tanh(h @ p)
                with record_function("xrank::expert"), torch.no_grad():
                    tokens = routed
                    if hit and case["fault"] == "fixed_input":
                        tokens = torch.randn(int(TOKENS * (1 + case["magnitude"] * 4)), D)
                    e = tokens @ we
                    if hit and case["fault"] in COMPUTE_FAULTS:
                        if reps:
                            for _ in range(reps):
                                e = tokens @ we
                        else:
                            time.sleep(extra_s)
                loss = h.pow(2).mean() + 0 * e.sum()
            if hit and case["fault"] in ("fixed_host_gap", "one_off_stall"):
                time.sleep(extra_s)
            with record_function("backward"):
                loss.backward()
            with record_function("grad_sync"):
                for b in range(BUCKETS):
                    dist.all_reduce(torch.cat([w[2 * b].grad.flatten(), w[2 * b + 1].grad.flatten()]))
            with record_function("pair_sync"):
                dist.all_reduce(torch.ones(32), group=pair)
            with record_function("optimizer"), torch.no_grad():
                for p in w:
                    p -= 1e-4 * p.grad
                    p.grad = None
            prof.step()
    dist.barrier()
    dist.destroy_process_group()


def record(case: dict, out_dir: str) -> str:
    """Record ``case`` into ``out_dir/<id>`` with its ``manifest.json``; returns the run directory."""
    return recording.record(__file__, case, out_dir, expected(case, FIRST), victims(case, FIRST),
                            base_step_ms=BASE_STEP_MS)


if __name__ == "__main__":
    recording.main(__doc__, worker, record)
