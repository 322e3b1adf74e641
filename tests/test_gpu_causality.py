"""GPU causality: on GPU ranks a wait happens on the device (a stream waits on another stream's event), not on a
blocked host thread, so the happens-before graph carries it by ProcessGroupNCCL's record/wait pairs.

The runs are simulated GPU pipeline jobs written in the exact kineto schema (fixtures/gen_gpu.py: 1F1B and
interleaved schedules, DP x PP x TP, NCCL send/recv on their own streams, ``cudaEventRecord`` /
``cudaStreamWaitEvent`` pairs with kineto's ``cuda_sync`` records, the host launching a step ahead of the device,
one ``.item()`` sync per step). Each comes with its counterfactual, and the truth is the simulator's: the per-step
ProfilerStep durations in the manifest (``profiler_step_us``), never the engine's measurement of the other run.
"""
import collections
import gzip
import json
import os
import types

import msgspec
import numpy as np
import pytest

import tb_xrank
from conftest import manifest, run_path, trace_files
from tb_xrank.diagnose import device, graph, graph_build, links
from tb_xrank.ingest import cache
from tb_xrank.ingest.discover import discover_run
from tb_xrank.ingest.read import read

SLOW_WORKERS = ["gpu_pp_slow_worker", "gpu_pp_interleaved_slow_worker"]


def _truth_step(name: str, steps: list) -> float:
    """The simulator's median ProfilerStep duration (median over ranks) over ``steps`` of run ``name``."""
    per = manifest(name)["profiler_step_us"]
    return float(np.median([per[str(n)] for n in steps]))


def _used(a) -> list:
    return [s.step for s in a.steps if s.step not in a.stragglers.warmup_steps]


@pytest.mark.parametrize("name", SLOW_WORKERS)
def test_the_slowed_worker_is_a_fixed_straggler_and_its_what_if_is_the_counterfactual(name, analysed):
    m = manifest(name)
    a = analysed(name)
    rank = m["fault"]["rank"]
    s = a.stragglers
    assert (s.class_, s.ranks) == ("fixed", [rank]), s.basis
    crit = collections.Counter(st.critical_rank for st in a.steps)
    assert crit[rank] >= 0.8 * len(a.steps), crit
    truth = _truth_step(m["counterfactual"], _used(a))
    assert abs(s.step_time_without_us - truth) / truth <= 0.05, (s.step_time_without_us, truth)
    assert s.step_time_us > 1.5 * truth  # there was a delay to recover: the what-if removed it
    for st in a.steps:  # the replay check and the share of waiting explained are stated on every step
        assert st.replay_error_pct is not None
        assert abs(st.replay_error_pct) < 1.0
        assert st.waiting_explained_pct is not None
        assert st.waiting_explained_pct >= 99.0


@pytest.mark.parametrize("name", ["gpu_pp_clean", "gpu_pp_interleaved_clean", "gpu_pp_balanced"])
def test_a_healthy_gpu_pipeline_is_silent(name, analysed):
    a = analysed(name)
    assert a.stragglers.class_ == "none"
    assert a.divergences == []
    assert not [f for f in a.findings if f.kind in ("divergence", "pipeline") or f.severity != "info"
                and f.kind == "straggler"]


def test_the_overloaded_stage_sets_the_pace_and_balancing_it_is_the_counterfactual(analysed):
    m = manifest("gpu_pp_slow_stage")
    a = analysed("gpu_pp_slow_stage")
    p = a.pipeline
    assert p.slowest_stage == m["fault"]["stage"]
    assert [st.ranks for st in p.stages] == [m["stages"][str(k)] for k in range(len(m["stages"]))]
    truth = _truth_step(m["counterfactual"], _used(a))
    assert abs(p.step_time_balanced_us - truth) / truth <= 0.10, (p.step_time_balanced_us, truth)
    assert p.step_time_us > 1.15 * truth
    assert a.stragglers.class_ == "none"  # a slow stage is not a rank straggler...
    lead = [f for f in a.findings if f.kind == "pipeline"]
    assert len(lead) == 1
    assert f"stage {p.slowest_stage}" in lead[0].text  # ...it is a finding
    balanced = analysed("gpu_pp_balanced").pipeline
    assert abs(balanced.step_time_balanced_us - balanced.step_time_us) < 0.01 * balanced.step_time_us


def _drop_consumers(monkeypatch) -> None:
    """``device.links`` without its consumers: no edge from a NCCL end to the compute that waited on it."""
    plain = device.links

    def no_consumers(*args):
        lk = plain(*args)
        lk.consumers = links.Consumers.of([])
        return lk
    monkeypatch.setattr(device, "links", no_consumers)


def test_without_the_stream_wait_edges_the_graph_cannot_connect_the_straggler(monkeypatch):
    """The probe the issue describes: drop the consumer edges (a compute stream's wait on a received tensor or a
    collective's end) and the slowed worker is no longer found."""
    _drop_consumers(monkeypatch)
    a = tb_xrank.analyze(run_path("gpu_pp_slow_worker"), cache=False)
    crit = collections.Counter(st.critical_rank for st in a.steps)
    assert a.stragglers.ranks != [5], (a.stragglers.class_, crit)
    assert crit[5] < 0.5 * len(a.steps), (a.stragglers.class_, crit)


def _strip_compute_waits(src: str, dst: str) -> None:
    """A copy of run ``src`` whose compute streams' stream waits (the call and kineto's record) are not in the
    traces: the compute streams still waited, but nothing recorded says on what."""
    os.makedirs(dst)
    for path in trace_files(src):
        with gzip.open(path) as f:
            doc = json.load(f)
        ev = doc["traceEvents"]
        compute = manifest(os.path.basename(src))["streams"]["compute"]
        gone = {e["args"]["correlation"] for e in ev if e.get("cat") == "cuda_sync" and e["tid"] == compute
                and e["name"] == "Stream Wait Event"}
        doc["traceEvents"] = [e for e in ev if not (e.get("ph") == "X" and e["name"] in ("Stream Wait Event",
                                                                                          "cudaStreamWaitEvent")
                                                    and e.get("args", {}).get("correlation") in gone)]
        with gzip.open(os.path.join(dst, os.path.basename(path)), "wt") as f:
            json.dump(doc, f)


def test_the_replay_check_fails_when_waiting_goes_unrecorded(tmp_path):
    """Own durations exclude the waiting the graph models, and a stream idle with no recorded cause is a device
    gap, not a neighbour's duration: so where the waits are not in the trace, the replay ends early, the share of
    waiting explained drops, and the gaps say where."""
    dst = str(tmp_path / "unrecorded")
    _strip_compute_waits(run_path("gpu_pp_interleaved_slow_worker"), dst)
    a = tb_xrank.analyze(dst, cache=False)
    assert all(st.replay_error_pct < -5.0 for st in a.steps), [st.replay_error_pct for st in a.steps]
    assert all(st.waiting_explained_pct < 90.0 for st in a.steps)
    device_gaps = [g for g in a.gaps if g.stream is not msgspec.UNSET]
    assert device_gaps
    assert {g.stream for g in device_gaps} == {7}
    whole = tb_xrank.analyze(run_path("gpu_pp_interleaved_slow_worker"), cache=False)
    assert not [g for g in whole.gaps if g.stream is not msgspec.UNSET]


def test_stream_waits_are_decoded_and_cached(tmp_path):
    """kineto's cuda_sync records keep the stream the event was recorded on and its cudaEventRecord's id; the rank
    table holds them, and so does its cache entry."""
    tf = next(t for ts in discover_run(run_path("gpu_pp_slow_stage")).workers.values() for t in ts if "4003" in t.path)
    t = read(tf)
    w = t.waits
    assert len(w["row"]) > 100
    assert (w["on"] >= 0).all()
    assert (w["record"] >= 0).all()
    names = np.array(t.strings)[t.events["name"][w["row"]]]
    assert set(names.tolist()) == {"Stream Wait Event"}
    back = cache.decode_table(cache.encode_table(t))
    assert all(np.array_equal(back.waits[k], w[k]) for k in w)


NCCL_A, NCCL_B, COMPUTE = 20, 24, 7


def test_a_collectives_producer_is_the_op_its_wait_names_not_another_nccl_kernel():
    """With two process groups, the last op launched before a collective's stream wait can be the other group's
    NCCL kernel; the cuda_sync record names the compute stream and the record call, and so the producer."""
    strings = sorted({"cudaLaunchKernel", "gemm", "cudaEventRecord", "cudaStreamWaitEvent", "Stream Wait Event",
                      "ncclDevKernel_AllReduce_Sum_f32_RING_LL", "ncclDevKernel_ReduceScatter_Sum_f32_RING_LL"})
    rows = [("cudaLaunchKernel", "cuda_runtime", 1, 0, 5, 1), ("gemm", "kernel", COMPUTE, 10, 300, 1),
            ("cudaEventRecord", "cuda_runtime", 1, 6, 7, 2),
            ("cudaLaunchKernel", "cuda_runtime", 1, 8, 9, 3),
            ("ncclDevKernel_ReduceScatter_Sum_f32_RING_LL", "kernel", NCCL_B, 20, 5000, 3),
            ("cudaStreamWaitEvent", "cuda_runtime", 1, 10, 11, 4), ("Stream Wait Event", "cuda_sync", NCCL_A, 10, 10, 4),
            ("cudaLaunchKernel", "cuda_runtime", 1, 12, 13, 5),
            ("ncclDevKernel_AllReduce_Sum_f32_RING_LL", "kernel", NCCL_A, 300, 900, 5)]
    rows.sort(key=lambda x: x[3])
    col = lambda i, dt=np.int64: np.array([x[i] for x in rows], dtype=dt)  # noqa: E731
    ev = {"name": np.array([strings.index(x[0]) for x in rows], dtype=np.int32),
          "cat": np.array([{"cuda_runtime": 3, "kernel": 2, "cuda_sync": 10}[x[1]] for x in rows], dtype=np.int8),
          "tid": col(2), "start": (col(3, float) * 1000).astype(np.int64),
          "end": (col(4, float) * 1000).astype(np.int64), "corr": col(5)}
    sync_row = [i for i, x in enumerate(rows) if x[1] == "cuda_sync"]
    waits = {"row": np.array(sync_row), "on": np.array([COMPUTE]), "record": np.array([2])}
    table = types.SimpleNamespace(events=ev, strings=strings, waits=waits)
    tl = types.SimpleNamespace(order=[0], meta=[types.SimpleNamespace(backend="nccl")], ready=np.array([[300.0]]),
                               stream=np.array([[NCCL_A]]))
    lk = device.links({0: types.SimpleNamespace(table=table)}, types.SimpleNamespace(us=lambda r, ns: ns / 1000.0), tl)
    assert lk.p_stream[0, 0] == COMPUTE
    assert lk.p_end[0, 0] == 300.0  # the gemm, not the reduce-scatter


def test_a_consumer_start_follows_every_record_it_waited_on(analysed):
    """One compute op that waited on two records' ends (a TP all-reduce and a received gradient) is one consumer
    node after both ends, so neither absorbs the other's waiting."""
    seen = {}
    build = graph_build.build

    def spy(*args, **kw):
        seen["g"] = build(*args, **kw)
        return seen["g"]
    try:
        graph_build.build = spy
        tb_xrank.analyze(run_path("gpu_pp_slow_stage"), cache=False)
    finally:
        graph_build.build = build
    g = seen["g"]
    w = np.flatnonzero(g.kind == graph.W)
    ends = collections.Counter(int(d) for s, d in zip(g.src.tolist(), g.dst.tolist()) if g.kind[s] == graph.F
                               and g.kind[d] == graph.W)
    assert len(w)
    assert max(ends.values()) >= 2
    assert g.d[w].max() < 50.0  # a consumer starts when its last waited end is there


def test_a_worker_slower_in_every_microbatch_is_found_though_no_op_crosses_the_floor(tmp_path, monkeypatch):
    """Rank 5 15 % slower in every kernel: each microbatch's stretch is a few hundred µs over its peers', under the
    per-node floor (1 % of the step); summed over the rank's step it beats the floor and the noise, and the what-if
    replays all of them. Without summing, nothing is found."""
    from fixtures import gen_gpu
    from tb_xrank.diagnose import whatif
    gen_gpu.run(str(tmp_path), "slow115", gen_gpu.Layout(2, 4, 2, slow={5: 1.15}),
                {"kind": "slow_worker", "rank": 5, "factor": 1.15}, "gpu_pp_clean", {"class": "fixed", "ranks": [5]})
    a = tb_xrank.analyze(str(tmp_path / "slow115"), cache=False)
    assert (a.stragglers.class_, a.stragglers.ranks) == ("fixed", [5])
    floor = 0.01 * a.settings.median_step_us
    assert max(d.lag_us for d in a.divergences) < floor  # no single node crosses it
    truth = _truth_step("gpu_pp_clean", _used(a))
    assert abs(a.stragglers.step_time_without_us - truth) / truth <= 0.05
    monkeypatch.setattr(whatif, "_spread_over_step", lambda ex, *args: np.zeros(len(ex), dtype=bool))
    assert tb_xrank.analyze(str(tmp_path / "slow115"), cache=False).stragglers.class_ == "none"


def test_with_no_class_the_rank_with_the_most_work_and_least_waiting_is_said(monkeypatch):
    """The numbers the graph could not connect are still stated: with the consumer edges dropped no straggler is
    claimed, and the finding says which rank had the most work and by far the least waiting."""
    _drop_consumers(monkeypatch)
    a = tb_xrank.analyze(run_path("gpu_pp_slow_worker"), cache=False)
    assert a.stragglers.class_ == "none"
    said = [f.text for f in a.findings if f.text.startswith("Rank 5 had the most work")]
    assert len(said) == 1, [f.text for f in a.findings]
    assert "in 6 of 6 steps" in said[0], [f.text for f in a.findings]
    healthy = tb_xrank.analyze(run_path("gpu_pp_clean"), cache=False)
    assert not [f for f in healthy.findings if "had the most work" in f.text]


def test_an_interleaved_pipeline_has_its_stages_and_a_slow_replica_is_no_slow_stage(analysed):
    """The interleaved schedule sends from the last stage back to the first: the stages are the ranks' places in
    their pipeline group. Rank 2 slowed is a rank straggler of stage 2, not a stage to rebalance."""
    m = manifest("gpu_pp_interleaved_slow_worker")
    a = analysed("gpu_pp_interleaved_slow_worker")
    assert [st.ranks for st in a.pipeline.stages] == [m["stages"][str(k)] for k in range(len(m["stages"]))]
    assert not [f for f in a.findings if f.kind == "pipeline"]
    assert {tuple(r.ranks) for r in a.stragglers.roles} == {tuple(v) for v in m["stages"].values()}


REAL = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "real-traces")
# fields the real traces at hand predate: kineto's cuda_sync records (CudaSyncActivity: the waited stream, the
# record call's correlation and the event id), and the newest PyTorch's Seq on record_param_comms and the kernel
# rows, with the point-to-point peers and the group's rank layout copied onto the kernel
NEWER = {("X", "cuda_sync"): None, ("X", "cpu_op", "record_param_comms"): {"Seq", "Src Rank", "Dst Rank"},
         ("X", "kernel"): {"Seq", "Src Rank", "Dst Rank", "Global rank start", "Global rank stride"}}


def _shapes(path: str, into: dict, args: dict) -> None:
    with gzip.open(path) as f:
        for e in json.load(f)["traceEvents"]:
            k = (e.get("ph"), e.get("cat"))
            into.setdefault(k, set()).update(e)
            a = k + (("record_param_comms",) if e.get("name") == "record_param_comms" else ())
            args.setdefault(a, set()).update(e.get("args", {}))


@pytest.mark.skipif(not os.path.isdir(REAL), reason="../shared/real-traces is not beside this checkout")
def test_the_generated_gpu_traces_use_the_fields_real_traces_use():
    """Every field and arg the generator writes is one that real PyTorch/kineto traces of other people's GPU jobs
    carry for that kind of event, but for those the newer kineto and PyTorch versions add (``NEWER``)."""
    ref, ref_args = {}, {}
    for d in ("nccl-2rank-rank0", "nccl-16rank-rank0", "vllm-b200-rank0-of-8"):
        for n in os.listdir(os.path.join(REAL, d)):
            if n.endswith(".json.gz"):
                _shapes(os.path.join(REAL, d, n), ref, ref_args)
    assert {("X", "kernel"), ("X", "cuda_runtime"), ("X", "cpu_op"), ("s", "ac2g")} <= set(ref)
    mine, mine_args = {}, {}
    _shapes(trace_files(run_path("gpu_pp_slow_stage"))[0], mine, mine_args)
    for k, fields in mine.items():
        assert k in ref or NEWER.get(k, set()) is None, k
        assert fields <= ref.get(k, fields), (k, fields - ref[k])
    for k, fields in mine_args.items():
        newer = NEWER.get(k, set())
        if newer is not None:
            assert fields - ref_args.get(k, set()) <= newer, (k, fields - ref_args.get(k, set()) - newer)
