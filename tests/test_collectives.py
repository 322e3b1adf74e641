"""Collective records per rank: NCCL kernel linking, gloo process groups, canonical op names."""
import pytest

import tb_xrank
from conftest import copy_run, rewrite, run_path, trace_files
from tb_xrank.ingest.collectives import canonical_op, kernel_op
from tb_xrank.ingest.read import read
from tb_xrank.ingest.discover import discover_run

COLL_KEYS = ("Collective name", "Seq", "Process Group Name", "Process Group Ranks", "In msg nelems",
             "Out msg nelems", "dtype", "Group size", "Process Group Description", "In split size", "Out split size",
             "Global rank start", "Global rank stride")


@pytest.mark.parametrize("raw,op", [("c10d::allreduce_", "allreduce"), ("gloo:all_reduce", "allreduce"),
                                    ("_allgather_base", "allgather"), ("all_gather_into_tensor", "allgather"),
                                    ("c10d::_reduce_scatter_base_", "reduce_scatter"), ("nccl:all_to_all", "alltoall"),
                                    ("c10d::recv_any_source_", "recv"), ("c10d::barrier", "barrier"),
                                    ("allreduce_coalesced", "allreduce"), ("wait", "")])
def test_canonical_op_names(raw, op):
    assert canonical_op(raw) == op


def test_kernel_names_give_the_op():
    assert kernel_op("ncclKernel_AllReduce_RING_LL_Sum_float(ncclDevComm*, unsigned long, ncclWork*)") == "allreduce"
    assert kernel_op("ncclDevKernel_SendRecv(ncclDevComm*, unsigned long, ncclWork*)") == "sendrecv"
    assert kernel_op("ncclDevKernel_ReduceScatter_Sum_f32_RING_LL") == "reduce_scatter"


def _strip_kernel_args(doc, ext=False, corr=False):
    for e in doc["traceEvents"]:
        a = e.get("args", {})
        if e.get("cat") == "kernel" and e["name"].startswith("nccl"):
            for k in COLL_KEYS:
                a.pop(k, None)
            if ext:
                a["External id"] = a["External id"] + 777_777
            if corr:
                a.pop("correlation", None)
        if corr and e.get("cat") == "cuda_runtime":
            a.pop("correlation", None)


@pytest.mark.parametrize("how", ["external id", "correlation", "ac2g flow"])
def test_nccl_kernels_link_to_their_host_op(tmp_path, how):
    """Kernels without collective args get them from record_param_comms, by each of the three links."""
    run = copy_run("nccl_seed_intro", tmp_path / "run")
    for f in trace_files(run):
        rewrite(f, lambda d: _strip_kernel_args(d, ext=how != "external id", corr=how == "ac2g flow"))
    t = read(discover_run(run).span(0)[0])
    assert not t.warnings
    assert t.comms.seq.tolist() == [1, 2, 3, 4, 5, 6]
    assert set(t.comms.op) == {"allreduce"}
    assert set(t.comms.nbytes.tolist()) == {(64 << 20) * 4}
    a = tb_xrank.analyze(run)
    assert [c.id for c in a.collectives] == [f"0:{i}" for i in range(1, 7)]
    assert all(c.last_rank == 7 and c.skew_us == pytest.approx(19_000, abs=50) for c in a.collectives)


def test_gloo_process_groups_from_runloop_threads():
    run = discover_run(run_path("fixed_slow"))
    for tf in run.span(0):
        t = read(tf)
        pair = "1" if t.rank < 2 else "2"
        by_pg = {}
        for op, pg, nb, ranks in zip(t.comms.op, t.comms.pg, t.comms.nbytes.tolist(), t.comms.ranks):
            by_pg.setdefault(pg, set()).add((op, nb, ranks))
        assert by_pg == {"0": {("allreduce", 384 * 384 * 4, (0, 1, 2, 3))},
                         pair: {("allreduce", 64 * 4, (0, 1) if pair == "1" else (2, 3))}}
        # every gloo execution was matched to the c10d op that enqueued it, and never runs before it
        assert (t.comms.enqueue > 0).all()
        assert (t.comms.ready >= t.comms.enqueue).all()
