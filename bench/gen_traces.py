"""Generate large NCCL-schema trace sets for the benchmarks (uncompressed, as a profiler writes them)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fixtures"))
from gen_nccl import kineto_json, simulate, write_run  # noqa: E402

LAYERS = 48


def program(step, rank):
    """A transformer-like step: per layer, host-only ops, GEMM/attention kernels; a gradient bucket all-reduce
    every 8 layers; rank 3 is a little slower (a straggler for the analysis to find)."""
    slow = 1.15 if rank == 3 else 1.0
    items = []
    for layer in range(LAYERS):
        for op in ("aten::empty", "aten::view", "aten::t", "aten::transpose"):
            items.append(("cpu", op, 2.0, [[4096, 4096]]))
        items.append(("compute", "aten::linear", "sm90_xmma_gemm_bf16bf16_bf16f32", 300.0 * slow,
                      [[8192, 4096], [4096, 4096]]))
        items.append(("compute", "aten::_flash_attention_forward", "flash_fwd_kernel", 250.0 * slow,
                      [[8, 32, 2048, 128], [8, 32, 2048, 128]]))
        items.append(("compute", "aten::gelu", "vectorized_elementwise_kernel", 40.0, [[8192, 16384]]))
        if layer % 8 == 7:
            items.append(("collective", "allreduce", "0", 25 << 20, 900.0))
    return items + [("sync",)]


def generate(out_dir, world, target_mb):
    """Write ``world`` traces of about ``target_mb`` MB each; returns their paths (reused when present)."""
    marker = os.path.join(out_dir, ".complete")
    if os.path.exists(marker):
        return sorted(os.path.join(out_dir, f) for f in os.listdir(out_dir) if f.endswith(".json"))
    pgs = {"0": tuple(range(world))}
    host_of = lambda r: f"node{r // 4}"  # noqa: E731
    probe, _ = simulate(1, lambda s, r: program(s, 0), 2, {"0": (0,)}, lambda r: "n", {})
    per_step = len(kineto_json({"traceEvents": probe[0]})) / 2
    steps = max(1, int(target_mb * 1e6 / per_step))
    ev, _ = simulate(world, program, steps, pgs, host_of, {"node0": 0.0, "node1": 2_000_000.0}, first_step=100)
    paths = write_run(out_dir, world, ev, pgs, host_of, gz=False)
    open(marker, "w").close()
    return paths


if __name__ == "__main__":
    for p in generate(sys.argv[1], int(sys.argv[2]), float(sys.argv[3])):
        print(p, os.path.getsize(p) // 1_000_000, "MB")
