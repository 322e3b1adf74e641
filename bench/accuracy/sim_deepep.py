"""A second, independently written reading of a DeepEP expert-parallel training job: its own simulator, with truth
of its own, so that one reading's habits cannot hide in both the traces and the engine (``fixtures/gen_deepep.py``
is the first). Only the trace format is shared: events are written with ``fixtures/gen_nccl``'s kineto writer and
``fixtures/gen_gpu``'s file layout.

What this reading takes from DeepEP's normal (intranode) mode, ``Buffer.dispatch`` / ``Buffer.combine`` over
``csrc/deep_ep.cpp``, and from how a training loop calls it:

* ``get_dispatch_layout`` and the exchanges run on DeepEP's own communication stream, which first waits on the
  compute stream (the ``previous_event`` a caller passes); the compute stream waits on the exchange's end event
  before the experts use the tokens (``async_finish`` with ``event.current_stream_wait()``).
* A dispatch without a cached handle launches ``notify_dispatch``, then the *host busy-waits* on pinned memory
  (``moe_recv_counter``) until that kernel has published the received-token counts, and only then allocates the
  receive tensors and launches ``dispatch``: nothing is recorded on the host thread during the spin, which ends
  when the notify kernel ends on the device. Combines, and the backward's dispatch (the gradient of a combine, with
  the forward's handle), run cached: ``cached_notify_*`` and no host wait.
* The experts run one grouped GEMM per projection: an op ``aten::_grouped_mm`` whose ``Input Dims`` carry the rows
  routed to this rank ([rows, hidden], [local experts, hidden, ffn], [local experts]), launching a CUTLASS grouped
  kernel whose time is proportional to the rows.
* Every exchange kernel is a join: it ends on every rank at the latest rank's start plus its service.

The simulation runs the ranks in lock step, op by op (they run the same program): a kernel starts at the latest of
its launch plus ``KERNEL_DELAY_US``, its stream's previous kernel and the events its stream waits on. The faults are
``cases.victims``': the victim's experts receive ``1 + magnitude`` times the rows.
"""
import os
import statistics
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from bench.accuracy.cases import expected, victims  # noqa: E402
from fixtures import gen_gpu  # noqa: E402
from fixtures.gen_nccl import _x  # noqa: E402

WORLD, LAYERS, FIRST = 8, 3, 1
COMPUTE, COMM = 7, 20
LAUNCH_US, OP_US, KERNEL_DELAY_US, SPIN_WAKE_US = 5.0, 14.0, 4.0, 2.0
ROWS, HIDDEN, FFN, LOCAL = 4096, 7168, 2048, 4
GEMM_US_PER_ROW = 0.11
SERVICE = {"notify": 16.0, "dispatch": 150.0, "cached": 14.0, "combine": 175.0, "layout": 10.0}
ATTN = (("aten::mm", 140.0, [[ROWS, HIDDEN], [HIDDEN, 5376]]),
        ("aten::_scaled_dot_product_flash_attention", 230.0, [[1, 56, ROWS, 128]] * 3),
        ("aten::mm", 95.0, [[ROWS, 3584], [3584, HIDDEN]]))
KERNEL = {"aten::mm": "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize256x128x64_warpgroupsize2x1x1_kernel",
          "aten::_scaled_dot_product_flash_attention": "void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128, "
                                                       "128, 64, 4, false, false, cutlass::bfloat16_t> >(flash::Params)",
          "aten::_grouped_mm": "void cutlass::device_kernel<cutlass::gemm::kernel::GemmUniversal<cutlass::gemm::"
                               "GroupProblemShape<cute::tuple<int, int, int> >, GemmKernel> >(Params)",
          "optimizer": "void at::native::(anonymous namespace)::multi_tensor_apply_kernel<TensorListMetadata<4>, "
                       "AdamFunctor<float> >(T1, T2, T3)"}
EP_KERNEL = {"layout": "void deep_ep::layout::get_dispatch_layout<256, 32, 8>(long const*, int*, int*, bool*)",
             "notify": "void deep_ep::intranode::notify_dispatch<8>(int const*, int*, int, int const*, int*)",
             "dispatch": "void deep_ep::intranode::dispatch<8, 768, 8192>(int4*, float*, int*, long*, int4 const*)",
             "cached": "void deep_ep::intranode::cached_notify_combine<8>(void**, int*, int, int)",
             "combine": "void deep_ep::intranode::combine<__nv_bfloat16, 8, 768, 4096>(__nv_bfloat16*, float*)"}


class Rank:
    """One rank's host clock, stream tails, ids and trace events."""

    def __init__(self, rank: int, rng: np.random.Generator, sigma: float):
        self.rank, self.pid, self.rng, self.sigma = rank, 4000 + rank, rng, sigma
        self.t = gen_gpu.T0_US
        self.tail = {COMPUTE: self.t, COMM: self.t}
        self.waits = {COMPUTE: 0.0, COMM: 0.0}  # the latest event time each stream was made to wait on
        self.ext, self.corr, self.evid = 7000, 90000, 0
        self.step_ext = 0  # the External id of the step being enqueued (its ProfilerStep range)
        self.events: list = []

    def _corr(self) -> int:
        self.corr += 1
        return self.corr

    def runtime(self, name: str, cbid: int, dur: float = 2.0) -> int:
        corr = self._corr()
        _x(self.events, name, "cuda_runtime", self.pid, self.pid, self.t, dur,
           {"External id": self.ext, "cbid": cbid, "correlation": corr})
        self.t += dur + 0.5
        return corr

    def record(self, stream: int) -> tuple:
        """``cudaEventRecord`` on ``stream``: (correlation, event id, stream, the time the event completes)."""
        corr = self.runtime("cudaEventRecord", 135)
        self.evid += 1
        return corr, self.evid, stream, self.tail[stream]

    def stream_wait(self, waiting: int, ev: tuple) -> None:
        corr = self.runtime("cudaStreamWaitEvent", 147, 1.5)
        rcorr, evid, on, done = ev
        _x(self.events, "Stream Wait Event", "cuda_sync", self.rank, waiting, self.t - 2.0, 0.0,
           {"cuda_sync_kind": "Stream Wait Event", "wait_on_stream": on, "wait_on_cuda_event_record_corr_id": rcorr,
            "wait_on_cuda_event_id": evid, "stream": waiting, "correlation": corr, "device": self.rank,
            "context": 1})
        self.waits[waiting] = max(self.waits[waiting], done)

    def launch(self, name: str, stream: int, grid: list) -> "tuple[dict, float]":
        """A kernel launch now: its (unplaced) kernel event and the earliest time the device can start it."""
        corr = self._corr()
        _x(self.events, "cudaLaunchKernel", "cuda_runtime", self.pid, self.pid, self.t, LAUNCH_US,
           {"External id": self.ext, "cbid": 211, "correlation": corr})
        self.events.append({"ph": "s", "id": corr, "pid": self.pid, "tid": self.pid, "ts": round(self.t, 3),
                            "cat": "ac2g", "name": "ac2g"})
        earliest = max(self.t + KERNEL_DELAY_US, self.tail[stream], self.waits[stream])
        self.t += LAUNCH_US + 0.5
        kev = {"ph": "X", "cat": "kernel", "name": name, "pid": self.rank, "tid": stream, "ts": 0.0, "dur": 0.0,
               "args": {"External id": self.ext, "device": self.rank, "context": 1, "stream": stream,
                        "correlation": corr, "grid": grid, "block": [384, 1, 1], "registers per thread": 168,
                        "shared memory": 232448, "queued": 0}}
        return kev, earliest

    def place(self, kev: dict, start: float, end: float) -> None:
        kev["ts"], kev["dur"] = round(start, 3), round(end - start, 3)
        self.events.append(kev)
        self.events.append({"ph": "f", "id": kev["args"]["correlation"], "pid": self.rank, "tid": kev["tid"],
                            "ts": round(start, 3), "cat": "ac2g", "name": "ac2g", "bp": "e"})
        self.tail[kev["tid"]] = end

    def op(self, name: str, dur: float, dims: list, stream: int = COMPUTE, grid=None) -> None:
        """An aten op launching one kernel of ``dur`` on ``stream``, placed at once (no other rank involved)."""
        self.ext += 1
        t0 = self.t
        self.t += 2.0
        kev, earliest = self.launch(KERNEL.get(name, name), stream, grid or [132, 1, 1])
        self.place(kev, earliest, earliest + dur * float(self.rng.lognormal(0.0, self.sigma)))
        self.t = max(self.t, t0 + OP_US)
        _x(self.events, name, "cpu_op", self.pid, self.pid, t0, self.t - t0,
           {"External id": self.ext, "Record function id": 0, "Input Dims": dims,
            "Input type": (["c10::BFloat16"] * 2 + ["int"])[:len(dims)], "Ev Idx": self.ext})
        self.t += 1.0


def annotate(ranks: list, name: str, body) -> None:
    """A ``record_function(name)`` range on every rank's host thread around what ``body()`` enqueues."""
    t0 = [rk.t for rk in ranks]
    for rk in ranks:
        rk.t += 1.0
    body()
    for rk, s in zip(ranks, t0):
        rk.ext += 1
        _x(rk.events, name, "user_annotation", rk.pid, rk.pid, s, rk.t + 1.0 - s,
           {"External id": rk.ext + 300000, "Record function id": 0})
        rk.t += 2.0


def join(ranks: list, kind: str, grid_rows: list) -> None:
    """One DeepEP exchange kernel ``kind`` launched now on every rank's comm stream: it ends on every rank at the
    latest start plus its service."""
    placed = [rk.launch(EP_KERNEL[kind], COMM, [max(1, n // 512) * 4, 1, 1]) for rk, n in zip(ranks, grid_rows)]
    end = max(e for _, e in placed) + SERVICE[kind] * float(ranks[0].rng.lognormal(0.0, 0.02))
    for rk, (kev, start) in zip(ranks, placed):
        rk.place(kev, start, end)


def exchange(ranks: list, rows: list, cached: bool, kind: str) -> None:
    """A dispatch (``kind``) or combine: comm waits compute, the notify (the host spinning until it has ended, when
    not cached), the exchange kernel, compute waits comm."""
    for rk in ranks:
        rk.ext += 1
        rk.stream_wait(COMM, rk.record(COMPUTE))
    if kind == "dispatch" and not cached:
        join(ranks, "layout", rows)
        join(ranks, "notify", rows)
        for rk in ranks:  # moe_recv_counter polled from the host: unrecorded until the notify kernel ended
            rk.t = max(rk.t, rk.tail[COMM] + SPIN_WAKE_US)
    else:
        join(ranks, "cached", rows)
    join(ranks, kind, rows)
    for rk in ranks:
        rk.stream_wait(COMPUTE, rk.record(COMM))


def experts(ranks: list, rows: list, backward: bool) -> None:
    for rk, n in zip(ranks, rows):
        for k, m in ((HIDDEN, 2 * FFN), (FFN, HIDDEN)) * (2 if backward else 1):
            rk.op("aten::_grouped_mm", n * GEMM_US_PER_ROW * (m / (2 * FFN)) * 1.6, [[n, k], [LOCAL, k, m], [LOCAL]],
                  grid=[max(1, n // 128) * (m // 256), 1, 1])


def attention(ranks: list, backward: bool) -> None:
    for rk in ranks:
        for name, dur, dims in ATTN:
            rk.op(name, dur * (2.0 if backward else 1.0), dims)


def step(ranks: list, rows: list) -> "tuple[list, list]":
    """One step on every rank (``rows``: each rank's routed rows); returns each rank's (start, end) of the step."""
    starts = [rk.t for rk in ranks]
    for rk in ranks:
        rk.ext += 1
        rk.step_ext = rk.ext
        rk.t += 30.0
    for _ in range(LAYERS):
        annotate(ranks, "attention", lambda: attention(ranks, False))
        annotate(ranks, "moe::dispatch", lambda: exchange(ranks, rows, False, "dispatch"))
        annotate(ranks, "moe::experts", lambda: experts(ranks, rows, False))
        annotate(ranks, "moe::combine", lambda: exchange(ranks, rows, True, "combine"))
    for _ in range(LAYERS):
        annotate(ranks, "moe::combine_backward", lambda: exchange(ranks, rows, True, "dispatch"))
        annotate(ranks, "moe::experts_backward", lambda: experts(ranks, rows, True))
        annotate(ranks, "moe::dispatch_backward", lambda: exchange(ranks, rows, True, "combine"))
        annotate(ranks, "attention_backward", lambda: attention(ranks, True))
    ends = []
    for rk in ranks:
        rk.op("optimizer", 600.0, [[]])
        rk.ext += 1
        t0 = rk.t
        kev, earliest = rk.launch("Memcpy DtoH (Device -> Pageable)", COMPUTE, [1, 1, 1])
        kev["cat"] = "gpu_memcpy"
        rk.place(kev, earliest, earliest + 2.0)
        corr = rk._corr()
        done = max(rk.t, rk.tail[COMPUTE]) + 3.0
        _x(rk.events, "cudaStreamSynchronize", "cuda_runtime", rk.pid, rk.pid, rk.t, done - rk.t,
           {"External id": rk.ext, "cbid": 131, "correlation": corr})
        _x(rk.events, "Stream Sync", "cuda_sync", rk.rank, COMPUTE, rk.t, done - rk.t,
           {"cuda_sync_kind": "Stream Sync", "stream": COMPUTE, "correlation": corr, "device": rk.rank, "context": 1})
        _x(rk.events, "aten::item", "cpu_op", rk.pid, rk.pid, t0 - 1.0, done - t0 + 2.0,
           {"External id": rk.ext, "Record function id": 0, "Input Dims": [[]], "Input type": ["float"],
            "Ev Idx": rk.ext})
        rk.t = done + 3.0
        ends.append(rk.t)
    return starts, ends


def simulate(case: dict) -> "tuple[dict, list]":
    """``({rank: events}, step rows)`` of the case: ``steps`` steps from ``FIRST``, its victims' rows scaled."""
    rng = np.random.default_rng(case["seed"])
    ranks = [Rank(r, rng, case.get("noise", 0.02)) for r in range(WORLD)]
    slow = victims(case, FIRST)
    rows_out = []
    for num in range(FIRST, FIRST + case["steps"]):
        rows = [int(ROWS * (1.0 + (case.get("magnitude", 0.0) if slow.get(num) == r else 0.0))
                    * float(rng.uniform(0.97, 1.03))) for r in range(WORLD)]
        starts, ends = step(ranks, rows)
        for rk, s, e in zip(ranks, starts, ends):
            _x(rk.events, f"ProfilerStep#{num}", "user_annotation", rk.pid, rk.pid, s, e - s,
               {"External id": rk.step_ext, "Record function id": 0})
            rk.t = max(rk.t, e) + 12.0
        rows_out.append({"step": num, "time_us": round(max(ends) - min(starts), 3), "rows": rows})
    return {rk.rank: rk.events for rk in ranks}, rows_out


class _Layout:
    world = WORLD


def generate(case: dict, out_dir: str) -> str:
    """Write ``case`` into ``out_dir/<id>`` with its ``manifest.json``; returns the run directory."""
    events, steps = simulate(case)
    manifest = {"case": case, "source": "sim_deepep", "expected": expected(case, FIRST),
                "victims": {str(k): v for k, v in victims(case, FIRST).items()},
                "step_time_median_us": round(statistics.median(s["time_us"] for s in steps), 3),
                "steps": steps, "collectives": []}
    run = os.path.join(out_dir, case["id"])
    gen_gpu.write(run, _Layout, events, {"0": list(range(WORLD))}, manifest)
    return run
