"""A GPU collective's dependencies on its own rank: its launch, its stream wait and the kernel it waited for.

A synthetic rank table for the linking rules (diagnose/device.py), and generated NCCL-schema jobs
(fixtures/gen_nccl.py, which writes ProcessGroupNCCL's cudaEventRecord/cudaStreamWaitEvent pair and, when
asked, kineto's cuda_sync records) for the graph, its replay, the critical path and what-if.
"""
import json
import types

import numpy as np
import pytest

import tb_xrank
from conftest import one_rank_links, timeline
from fixtures.gen_nccl import simulate, write_run
from tb_xrank.model import Analysis
from tb_xrank.ingest.kineto import CAT_ID
from tb_xrank.diagnose import graph, graph_build, links

COMPUTE, SIDE, NCCL = 7, 9, 20


def _table(rows, strings):
    """A rank table from ``(name, cat, tid, start_us, end_us, corr)`` rows (times in ns = µs × 1000)."""
    rows = sorted(rows, key=lambda x: x[3])
    col = lambda i, dt=np.int64: np.array([x[i] for x in rows], dtype=dt)  # noqa: E731
    ev = {"name": np.array([strings.index(x[0]) for x in rows], dtype=np.int32),
          "cat": np.array([CAT_ID[x[1]] for x in rows], dtype=np.int8), "tid": col(2),
          "start": (col(3, float) * 1000).astype(np.int64), "end": (col(4, float) * 1000).astype(np.int64),
          "corr": col(5)}
    return types.SimpleNamespace(events=ev, strings=strings)


def _links(rows, ready, sync_events=()):
    strings = sorted({x[0] for x in rows} | {x[0] for x in sync_events})
    return one_rank_links(_table(list(rows) + list(sync_events), strings), ready, [NCCL] * len(ready))


HOST = 1
NCCL_KERNEL = "ncclDevKernel_AllReduce_Sum_f32_RING_LL"


def _job():
    """gemm (corr 1) on the compute stream, a side-stream copy (corr 2), then the allreduce's event record (3)
    and stream wait (4) and its launch (5); a second allreduce later (record 6, wait 7, launch 8) with a gelu
    (corr 9) launched after its wait."""
    return [("cudaLaunchKernel", "cuda_runtime", HOST, 0, 5, 1), ("gemm", "kernel", COMPUTE, 10, 400, 1),
            ("cudaLaunchKernel", "cuda_runtime", HOST, 6, 9, 2), ("copy", "gpu_memcpy", SIDE, 12, 30, 2),
            ("cudaEventRecord", "cuda_runtime", HOST, 20, 22, 3), ("cudaStreamWaitEvent", "cuda_runtime", HOST, 23, 24, 4),
            ("cudaLaunchKernel", "cuda_runtime", HOST, 25, 30, 5), (NCCL_KERNEL, "kernel", NCCL, 400, 900, 5),
            ("cudaEventRecord", "cuda_runtime", HOST, 40, 41, 6), ("cudaStreamWaitEvent", "cuda_runtime", HOST, 42, 43, 7),
            ("cudaLaunchKernel", "cuda_runtime", HOST, 44, 46, 8), (NCCL_KERNEL, "kernel", NCCL, 900, 1300, 8),
            ("cudaLaunchKernel", "cuda_runtime", HOST, 47, 49, 9), ("gelu", "kernel", COMPUTE, 400, 450, 9)]


def test_a_collective_waits_on_the_last_op_launched_before_its_stream_wait():
    lk = _links(_job(), ready=[400.0, 900.0])
    assert lk.launch[:, 0].tolist() == [25.0, 44.0]  # the launches with the kernels' correlation ids
    assert lk.thread[:, 0].tolist() == [HOST, HOST]
    assert lk.p_thread[:, 0].tolist() == [HOST, HOST]
    # the copy on the side stream was the last op launched before the first wait; the gelu came after the second
    assert lk.p_stream[:, 0].tolist() == [SIDE, SIDE]
    assert lk.p_end[:, 0].tolist() == [30.0, 30.0]


def test_cuda_sync_records_say_which_stream_waited():
    """kineto's cuda_sync "Stream Wait Event" names the waiting stream (its tid) and the wait call (its
    correlation): a wait recorded for another stream is not the collective's."""
    sync = [("Stream Wait Event", "cuda_sync", SIDE, 23, 23, 4)]  # the first wait was the side stream's
    lk = _links(_job(), ready=[400.0, 900.0], sync_events=sync + [("Stream Wait Event", "cuda_sync", NCCL, 42, 42, 7)])
    assert np.isnan(lk.p_end[0, 0])
    assert lk.producer[0, 0] == -1  # no recorded wait of the NCCL stream before it
    assert lk.p_end[1, 0] == 30.0


def test_a_producer_that_ended_after_the_kernel_started_was_not_waited_for():
    rows = [x for x in _job() if x[5] != 2]  # no side-stream copy: the gemm (ends at 400) is the producer
    assert _links(rows, ready=[400.0, 900.0]).p_end[:, 0].tolist() == [400.0, 400.0]
    assert _links(rows, ready=[399.0, 900.0]).producer[0, 0] == -1  # the kernel started before the gemm ended


def _gpu_job(path, slow=1.0, steps=10, sync_events=False, layers=8):
    """4 data-parallel GPU ranks; each layer launches a GEMM and a GELU, an all-reduce every 4 layers; rank 3's
    GEMMs take ``slow`` times as long."""
    def program(step, rank):
        items = []
        for layer in range(layers):
            items += [("cpu", "aten::view", 2.0, [[4096, 4096]]),
                      ("compute", "aten::linear", "sm90_xmma_gemm_bf16bf16_bf16f32", 300.0 * (slow if rank == 3 else 1.0),
                       [[8192, 4096], [4096, 4096]]),
                      ("compute", "aten::gelu", "vectorized_elementwise_kernel", 40.0, [[8192, 16384]])]
            if layer % 4 == 3:
                items.append(("collective", "allreduce", "0", 25 << 20, 900.0))
        return items + [("sync",)]
    pgs = {"0": (0, 1, 2, 3)}
    ev, _ = simulate(4, program, steps, pgs, lambda r: "node0", {"node0": 0.0}, sync_events=sync_events)
    write_run(str(path), 4, ev, pgs, lambda r: "node0")
    return json.loads(Analysis.to_json(tb_xrank.analyze(str(path), cache=False)))


@pytest.mark.parametrize("sync_events", [False, True])
def test_the_stream_waits_put_the_slow_gemms_on_the_critical_path(tmp_path, sync_events):
    a = _gpu_job(tmp_path / "slow", slow=1.15, sync_events=sync_events)
    clean = _gpu_job(tmp_path / "clean")
    assert max(abs(s["replay_error_pct"]) for s in a["steps"]) <= 0.01
    path = a["steps"][3]["critical_path"]
    device_work = [e for e in path if e["rank"] == 3 and e["event"] == "sm90_xmma_gemm_bf16bf16_bf16f32"]
    assert device_work
    assert all(e["kind"] == "compute" for e in device_work)  # not the NCCL kernel beside them
    assert a["stragglers"]["class"] == "fixed"
    assert a["stragglers"]["ranks"] == [3]
    d = a["divergences"][0]
    # no one GEMM explains half the lag: the four together are named, never the largest of them
    assert d["rank"] == 3
    assert d["kind"] == "compute"
    assert d["op"] == "aten::linear ×4"
    assert d["evidence"]["spread"]["events"] == 4
    assert d["evidence"]["spread"]["excess_us"] == pytest.approx(180.0, abs=1.0)
    assert d["evidence"]["node"] == "producer end"
    assert d["evidence"]["kernel"] == "sm90_xmma_gemm_bf16bf16_bf16f32"
    assert d["lag_us"] == pytest.approx(4 * 45.0, abs=1.0)  # four GEMMs, 45 µs longer each, before the all-reduce
    clean_step = float(np.median([s["time_us"] for s in clean["steps"]]))
    assert a["stragglers"]["step_time_without_us"] == pytest.approx(clean_step, rel=0.01)
    assert clean["divergences"] == []
    assert clean["stragglers"]["class"] == "none"


def test_every_nccl_record_gets_its_launch_and_producer(tmp_path, monkeypatch):
    seen = {}
    build = graph_build.build
    monkeypatch.setattr(graph_build, "build", lambda *a, **kw: seen.setdefault("g", build(*a, **kw)))
    a = _gpu_job(tmp_path / "run", steps=3)
    g = seen["g"]
    records = int((g.kind == graph.Q).sum())
    assert int((g.kind == graph.LQ).sum()) == records
    assert int((g.kind == graph.P).sum()) == records
    assert a["steps"][0]["replay_error_pct"] == 0.0


def test_program_order_is_kept_per_launching_thread():
    """A producer launched by another thread (autograd's, say) follows its own thread's program order, not the
    enqueue the collective's thread made before it; replay still ends where the measurement does."""
    meta = [{"op": "allreduce", "p2p": False, "backend": "nccl", "src": None, "dst": None, "group_ranks": [0, 1],
             "pg": "0", "id": "0:1"}]
    enq, ready, end = (np.array([[t, t]]) for t in (100.0, 500.0, 900.0))
    lk = links.Links.empty((1, 2))
    lk.launch[:], lk.thread[:] = 110.0, 1
    lk.producer[:], lk.p_launch[:], lk.p_thread[:], lk.p_end[:], lk.p_stream[:] = 7, 120.0, 2, 480.0, COMPUTE
    g = graph_build.build(timeline([0, 1], meta, (enq, ready, end), np.full((1, 2), NCCL),
                                   {1: {0: (0.0, 1000.0), 1: (0.0, 1000.0)}}), lk)
    pred = {int(d): [] for d in g.dst}
    for s_, d_ in zip(g.src.tolist(), g.dst.tolist()):
        pred[d_].append(int(g.kind[s_]))
    assert all(pred[int(v)] == [graph.S] for v in np.flatnonzero(g.kind == graph.LP))
    assert all(pred[int(v)] == [graph.E] for v in np.flatnonzero(g.kind == graph.LQ))
    assert all(sorted(pred[int(v)]) == sorted([graph.E, graph.LQ, graph.P]) for v in np.flatnonzero(g.kind == graph.Q))
    np.testing.assert_allclose(g.replay(g.d)[0], g.t)
