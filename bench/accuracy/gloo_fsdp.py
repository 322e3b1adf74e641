"""Record one accuracy case as a real FSDP2 job (``torch.distributed.fsdp.fully_shard``) over gloo: ``world``
processes on this machine's CPUs, each profiled by ``torch.profiler`` with the trace handler a user sets up.

The job, per step: a recorded input wait (``data``), the forward of ``BLOCKS`` blocks each sharded on its own (FSDP
all-gathers a block's parameters before its forward and again before its backward, and reduce-scatters its
gradients after it), each block's compute inside ``xrank::mlp``, the backward, an optimizer step. A fault of
magnitude ``m`` adds ``m * BASE_STEP_MS`` to the victim in its steps:

``fixed_compute``  the victim's ``xrank::mlp`` of block ``FAULT_BLOCK`` runs longer every step: slept inside it
                   (``compute: sleep``) or more products of the same shapes (``compute: real``)
``fixed_host_gap`` the victim sleeps between forward and backward every step, where nothing is recorded
``rotating`` / ``transient`` / ``one_off_stall`` as in ``gloo.py``; ``none`` a healthy run.

With ``windows: 2`` the profiler records two windows of ``steps / 2`` steps each (wait 1, warm-up 1 before each):
the fault falls on the k-th profiled step as ``cases.victims`` numbers it from 0, wherever that step is.

    python bench/accuracy/gloo_fsdp.py --case '{"id": "f1", "world": 4, "fault": "fixed_compute", ...}' --out DIR
"""
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from bench.accuracy import recording  # noqa: E402
from bench.accuracy.cases import expected, victims  # noqa: E402
from fixtures.record import trace_handler  # noqa: E402

D, BATCH, BLOCKS, FAULT_BLOCK = 256, 64, 4, 1
DATA_MS, BASE_STEP_MS = 8.0, 40.0
WAIT, WARMUP = 1, 1
COMPUTE_FAULTS = ("fixed_compute", "rotating", "transient")


def worker(case_id: str, out: str, rank: int, world: int) -> None:
    """One rank of the case in ``TB_XRANK_ACCURACY_CASE``."""
    import torch
    import torch.distributed as dist
    from torch import nn
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard
    from torch.profiler import ProfilerActivity, profile, record_function, schedule

    case = recording.this_case()
    torch.set_num_threads(1)
    torch.manual_seed(case["seed"])
    dist.init_process_group("gloo", rank=rank, world_size=world)
    extra_s = case.get("magnitude", 0.0) * BASE_STEP_MS / 1e3

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = nn.Linear(D, D)
            self.extra_reps, self.extra_s = 0, 0.0

        def forward(self, x):
            with record_function("xrank::mlp"):
                y = torch.tanh(self.lin(x))
                with torch.no_grad():
                    for _ in range(self.extra_reps):
                        torch.tanh(self.lin(x))
                if self.extra_s:
                    time.sleep(self.extra_s)
                return y

    blocks = [Block() for _ in range(BLOCKS)]
    model = nn.Sequential(*blocks)
    x0 = torch.randn(BATCH, D)
    one = min(recording.timed(lambda: torch.tanh(blocks[0].lin(x0))) for _ in range(5))  # before sharding: plain tensors
    mesh = init_device_mesh("cpu", (world,))
    for b in blocks:
        fully_shard(b, mesh=mesh)
    fully_shard(model, mesh=mesh)
    opt = torch.optim.SGD(model.parameters(), lr=1e-4)
    reps = max(1, round(extra_s / max(one, 1e-6))) if case.get("compute") == "real" else 0
    slow = profiled_victims(case)
    windows = case.get("windows", 1)
    sched = schedule(wait=WAIT, warmup=WARMUP, active=case["steps"] // windows, repeat=windows)
    with profile(activities=[ProfilerActivity.CPU], record_shapes=case.get("record_shapes", True),
                 with_stack=case.get("with_stack", False), schedule=sched, on_trace_ready=trace_handler(out)) as prof:
        for step in range((WAIT + WARMUP) * windows + case["steps"]):
            hit = slow.get(step) == rank
            with record_function("data"):
                time.sleep(DATA_MS / 1e3)
                x = torch.randn(BATCH, D)
            faulty = hit and case["fault"] in COMPUTE_FAULTS
            blocks[FAULT_BLOCK].extra_reps = reps if faulty else 0
            blocks[FAULT_BLOCK].extra_s = extra_s if faulty and not reps else 0.0
            with record_function("forward"):
                loss = model(x).pow(2).mean()
            if hit and case["fault"] in ("fixed_host_gap", "one_off_stall"):
                time.sleep(extra_s)
            blocks[FAULT_BLOCK].extra_reps, blocks[FAULT_BLOCK].extra_s = 0, 0.0
            with record_function("backward"):
                loss.backward()
            with record_function("optimizer"):
                opt.step()
                opt.zero_grad()
            prof.step()
    dist.barrier()
    dist.destroy_process_group()


def profiled_steps(case: dict) -> list:
    """The loop steps (``ProfilerStep#`` numbers) the profiler records, window after window."""
    windows = case.get("windows", 1)
    per = case["steps"] // windows
    return [w * (WAIT + WARMUP + per) + WAIT + WARMUP + k for w in range(windows) for k in range(per)]


def profiled_victims(case: dict) -> dict:
    """``{ProfilerStep#: rank}``: ``cases.victims`` of the k-th profiled step put on that step."""
    steps = profiled_steps(case)
    return {steps[k]: r for k, r in victims(case, 0).items() if k < len(steps)}


def record(case: dict, out_dir: str) -> str:
    """Record ``case`` into ``out_dir/<id>`` with its ``manifest.json``; returns the run directory."""
    return recording.record(__file__, case, out_dir, expected(case, 0), profiled_victims(case),
                            profiled_steps=profiled_steps(case), base_step_ms=BASE_STEP_MS)


if __name__ == "__main__":
    recording.main(__doc__, worker, record)
