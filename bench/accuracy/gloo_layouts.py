"""Record one accuracy case of a parallel layout as a real ``torch.distributed`` gloo job: a 1F1B pipeline
replicated over data-parallel groups, pipeline x tensor x data parallel, or expert parallel with all-to-all, each
rank its own process on this machine's CPUs, profiled by ``torch.profiler`` with the trace handler a user sets up.

Compute is emulated as in ``fixtures/record_layouts.py``: a recorded block runs one small real ``aten::mm`` whose
shapes reflect the workload, then sleeps until it has lasted its set time. With ``busy: k`` the job shares the
machine with ``k`` processes spinning on real matrix products for as long as it runs (oversubscribed: world + k
runnable processes on the machine's cores).

Layouts (rank -> coordinates; every rank creates every group in the same order):

``pp``   stage = rank // dp, replica = rank % dp; 1F1B over ``microbatches``: activations ``isend`` to the next
         stage, gradients back, blocking ``recv``; then each stage all-reduces its gradient over its replicas.
``ptd``  8 ranks, rank = 4 * stage + 2 * dp + tp: the pipeline above with a small all-reduce on the TP pair inside
         every forward and backward block.
``ep``   expert e on rank e: ``dispatch`` (an all-to-all of the token counts, then the uneven one of the tokens),
         ``expert_ffn`` lasting in proportion to the tokens received, ``combine``, a backward, a world all-reduce.

Faults (``m`` = magnitude, a fraction of the layout's nominal step ``STEP_MS``), on the victim in its steps:
``fixed_compute`` its ``forward`` blocks (``expert_ffn`` in ``ep``) last ``m * STEP_MS`` longer in all; ``fixed_input``
(``ep``) every rank routes more tokens to the victim's expert, so that its ``expert_ffn`` lasts that much longer;
``fixed_data`` its ``data`` block (the input pipeline) lasts that much longer; ``fixed_host_gap`` it sleeps that long,
unrecorded, before its first backward; ``rotating`` / ``transient`` / ``one_off_stall`` as in ``gloo.py``.

    python bench/accuracy/gloo_layouts.py --case '{"id": "l1", "layout": "pp", "world": 4, ...}' --out DIR
"""
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from bench.accuracy import recording  # noqa: E402
from bench.accuracy.cases import expected, victims  # noqa: E402
from fixtures.record import trace_handler  # noqa: E402

D, ROWS = 128, 64
MS = {"pp": {"data": 6, "forward": 4, "backward": 6},
      "ptd": {"data": 6, "forward": 5, "backward": 7},
      "ep": {"data": 6, "router": 2, "expert_ffn": 14, "backward": 10}}
EP_TOKENS = 256
WAIT, WARMUP = 1, 1
FIRST = WAIT + WARMUP


def step_ms(case: dict) -> float:
    """The layout's nominal healthy step: what a fault of magnitude 1 adds to its victim."""
    ms = MS[case["layout"]]
    if case["layout"] == "ep":
        return float(sum(ms.values()))
    stages = 2 if case["layout"] == "ptd" else case["world"] // case.get("dp", 2)
    return ms["data"] + (case["microbatches"] + stages - 1) * (ms["forward"] + ms["backward"])


def topology(case: dict, rank: int) -> dict:
    """``{stage, stages, prev, next, groups: {name: [ranks lists]}}`` of ``rank`` in the case's layout."""
    world, layout = case["world"], case["layout"]
    if layout == "ep":
        return {"groups": {}}
    if layout == "ptd":
        stage, stages, width = rank // 4, 2, 4
        groups = {"tp": [[r, r + 1] for r in range(0, world, 2)],
                  "dp": [[s * 4 + t, s * 4 + 2 + t] for s in range(2) for t in range(2)]}
    else:
        dp = case.get("dp", 2)
        stage, stages, width = rank // dp, world // dp, dp
        groups = {"dp": [[s * dp + k for k in range(dp)] for s in range(stages)]}
    return {"stage": stage, "stages": stages, "groups": groups,
            "prev": rank - width if stage > 0 else None, "next": rank + width if stage < stages - 1 else None}


def one_f_one_b(stage: int, stages: int, mbs: int) -> list:
    """The 1F1B order of a stage: ``[("F", m) | ("B", m)]``."""
    warm = min(stages - stage - 1, mbs)
    order = [("F", m) for m in range(warm)]
    for m in range(mbs - warm):
        order += [("F", warm + m), ("B", m)]
    return order + [("B", m) for m in range(mbs - warm, mbs)]


def worker(case_id: str, out: str, rank: int, world: int) -> None:
    """One rank of the case in ``TB_XRANK_ACCURACY_CASE``."""
    import torch
    import torch.distributed as dist
    from torch.profiler import ProfilerActivity, profile, record_function, schedule

    case = recording.this_case()
    torch.set_num_threads(1)
    torch.manual_seed(case["seed"] * 1000 + rank)
    dist.init_process_group("gloo", rank=rank, world_size=world)
    topo = topology(case, rank)
    groups = {}
    for name, lists in topo["groups"].items():
        for ranks in lists:
            g = dist.new_group(ranks)
            if rank in ranks:
                groups[name] = g
    ms, slow = MS[case["layout"]], victims(case, FIRST)
    extra_s = case.get("magnitude", 0.0) * step_ms(case) / 1e3
    fault = case["fault"]
    w = torch.randn(D, D) * 0.05

    def block(name, set_ms, fn, extra=0.0, then=None):
        with record_function(name):
            t0 = time.perf_counter()
            r = fn()
            left = set_ms / 1e3 + extra - (time.perf_counter() - t0)
            if left > 0:
                time.sleep(left)
            if then is not None:
                then(r)
            return r

    def pp_step(step, hit):
        mbs = case["microbatches"]
        fwd_extra = extra_s / mbs if hit and fault in ("fixed_compute", "rotating", "transient") else 0.0
        x = block("data", ms["data"], lambda: torch.randn(ROWS * mbs, D), extra_s if hit and fault == "fixed_data" else 0.0)
        tp = groups.get("tp")

        def tp_reduce(t):
            if tp is not None:
                dist.all_reduce(t[:, :16].contiguous(), group=tp)
        gw, acts, pending, gap = torch.zeros(D, D), {}, [], hit and fault in ("fixed_host_gap", "one_off_stall")
        for phase, m in one_f_one_b(topo["stage"], topo["stages"], mbs):
            if phase == "F":
                a = x[m * ROWS:(m + 1) * ROWS]
                if topo["prev"] is not None:
                    a = torch.empty(ROWS, D)
                    dist.recv(a, topo["prev"])
                acts[m] = a
                y = block("forward", ms["forward"], lambda: a @ w, fwd_extra, tp_reduce)
                if topo["next"] is not None:
                    pending.append(dist.isend(y, topo["next"]))
            else:
                if gap:
                    time.sleep(extra_s)
                    gap = False
                a = acts.pop(m)
                g = a
                if topo["next"] is not None:
                    g = torch.empty(ROWS, D)
                    dist.recv(g, topo["next"])
                gi = block("backward", ms["backward"], lambda: (gw.add_(a.t() @ g), g @ w.t())[1], 0.0, tp_reduce)
                if topo["prev"] is not None:
                    pending.append(dist.isend(gi, topo["prev"]))
        for p in pending:
            p.wait()
        with record_function("grad_sync"):
            dist.all_reduce(gw, group=groups["dp"])
        with record_function("optimizer"), torch.no_grad():
            w.sub_(1e-6 * gw)

    def ep_step(step, hit):
        share = 1 + 0.05 * torch.rand(world)
        send = (share / share.sum() * EP_TOKENS).floor().long()
        send[0] += EP_TOKENS - int(send.sum())
        hot = slow.get(step) if fault == "fixed_input" else None
        if hot is not None:  # every source sends the hot expert more tokens: its expert_ffn lasts extra_s longer
            send[hot] += round(EP_TOKENS * extra_s * 1e3 / ms["expert_ffn"] / world)
        rows = int(send.sum())
        x = block("data", ms["data"], lambda: torch.randn(rows, D), extra_s if hit and fault == "fixed_data" else 0.0)
        block("router", ms["router"], lambda: torch.softmax(x @ w[:, :world], dim=1))
        with record_function("dispatch"):
            counts = torch.empty(world, dtype=torch.int64)
            dist.all_to_all_single(counts, send)
            recv = counts.tolist()
            tokens = torch.empty(sum(recv), D)
            dist.all_to_all_single(tokens, x, recv, send.tolist())
        ffn_extra = extra_s if hit and fault in ("fixed_compute", "rotating", "transient") else 0.0
        y = block("expert_ffn", ms["expert_ffn"] * sum(recv) / EP_TOKENS, lambda: torch.relu(tokens @ w), ffn_extra)
        if hit and fault in ("fixed_host_gap", "one_off_stall"):
            time.sleep(extra_s)
        with record_function("combine"):
            back = torch.empty(rows, D)
            dist.all_to_all_single(back, y, send.tolist(), recv)
        grad = block("backward", ms["backward"], lambda: x.t() @ back)
        with record_function("grad_sync"):
            dist.all_reduce(grad)

    run_step = ep_step if case["layout"] == "ep" else pp_step
    sched = schedule(wait=WAIT, warmup=WARMUP, active=case["steps"], repeat=1)
    with profile(activities=[ProfilerActivity.CPU], record_shapes=case.get("record_shapes", True),
                 with_stack=case.get("with_stack", False), schedule=sched, on_trace_ready=trace_handler(out)) as prof:
        for step in range(WAIT + WARMUP + case["steps"]):
            run_step(step, slow.get(step) == rank)
            prof.step()
    dist.barrier()
    dist.destroy_process_group()


def record(case: dict, out_dir: str) -> str:
    """Record ``case`` into ``out_dir/<id>`` with its ``manifest.json`` (``busy`` spinning processes beside it for
    as long as it runs); returns the run directory."""
    return recording.record(__file__, case, out_dir, expected(case, FIRST), victims(case, FIRST),
                            step_ms=step_ms(case))


if __name__ == "__main__":
    recording.main(__doc__, worker, record)
