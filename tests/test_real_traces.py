"""Real traces from other people's GPU jobs (../shared/real-traces): each decodes and analyses, with the
right warnings. Skipped where that folder is absent."""
import os

import pytest

import tb_xrank
from conftest import REAL
from tb_xrank.model import validate
from tb_xrank.ingest.read import read
from tb_xrank.ingest.discover import discover_run

pytestmark = pytest.mark.skipif(not os.path.isdir(REAL), reason="../shared/real-traces is absent")


def _analyze(name):
    a = tb_xrank.analyze(os.path.join(REAL, name))
    validate(a)
    return a


def _rank(a, r):
    return next(x for x in a.ranks if x.rank == r)


def test_nccl_2rank_links_kernels_without_seq():
    run = discover_run(os.path.join(REAL, "nccl-2rank-rank0"))
    t = read(run.span(0)[0])
    assert len(t.comms) == 21
    assert (t.comms.seq == -1).all()
    assert set(t.comms.op) == {"allreduce", "broadcast"}
    assert (t.comms.enqueue > 0).all()
    assert (t.comms.ready >= t.comms.enqueue).all()
    a = _analyze("nccl-2rank-rank0")
    assert a.world_size == 2
    assert _rank(a, 1).status == "not_profiled"
    assert any("Only 1 of 2 ranks profiled" in f.text for f in a.findings)


def test_sampled_ranks_of_a_128_rank_job():
    """Its SendRecv kernels are the all-to-alls, all-reduces and all-gathers their nccl:* annotations name; the
    event-filtered sample kept different collectives of ranks 0 and 1 at some places, which are mismatches (see
    tests/test_nccl_shapes.py)."""
    a = _analyze("sampled-2-of-128")
    assert a.world_size == 128
    assert sum(r.status == "not_profiled" for r in a.ranks) == 126
    for r in (0, 1):
        assert not any("point-to-point" in w.text for w in _rank(a, r).warnings)
    assert any("126 of 128 ranks were not profiled" in f.text for f in a.findings)


def test_process_group_id_key_is_read():
    t = read(discover_run(os.path.join(REAL, "process-group-id-key")).span(0)[0])
    assert any(w.code == "ingest.nccl_host_only" and "no NCCL kernel" in w.text for w in t.warnings)
    _analyze("process-group-id-key")


def test_larger_real_trace():
    a = _analyze("nccl-16rank-rank0")
    assert a.world_size == 16
    assert len(a.steps) == 5
    assert any(w.code == "ingest.kernels_left" and "launched before the trace's first recorded runtime call" in w.text
               for w in _rank(a, 0).warnings)


@pytest.mark.parametrize("name", ["rocm-no-distributed-info", "no-distributed-info"])
def test_rank_fallback_is_reported(name):
    a = _analyze(name)
    assert any(w.code == "align.rank_fallback" and "worker order" in w.text for w in _rank(a, 0).warnings)


def test_cpu_only_rank_of_300():
    a = _analyze("cpu-only-rank34-of-300")
    assert a.world_size == 300
    assert _rank(a, 34).status == "ok"
    t = read(discover_run(os.path.join(REAL, "cpu-only-rank34-of-300")).span(0)[0])
    assert len(t.comms) == 10
    assert set(t.comms.backend) == {"gloo"}


def test_explicit_files_of_two_folders_make_one_run():
    files = [os.path.join(REAL, "sampled-2-of-128", f) for f in ("sampled_rank-0.json.gz", "sampled_rank-1.json.gz")]
    a = tb_xrank.analyze(files)
    assert sorted(r.rank for r in a.ranks if r.status in ("ok", "partial")) == [0, 1]


def test_every_nccl_kernel_of_a_real_trace_finds_its_launch_and_the_kernel_it_waited_for():
    """On a trace PyTorch wrote (NCCL 2.17, one rank of two): each NCCL kernel's cudaLaunchKernel, and the
    compute-stream kernel recorded before its ProcessGroupNCCL stream wait, which ended before it started; where
    the NCCL kernel started within microseconds of that kernel's end, the wait is what held it."""
    import numpy as np

    from conftest import one_rank_links
    t = read(discover_run(os.path.join(REAL, "nccl-2rank-rank0")).span(0)[0])
    c = t.comms
    rows = np.flatnonzero(c.ready >= 0)
    q, streams = c.ready[rows] / 1000.0, np.asarray(c.stream)[rows]
    lk = one_rank_links(t, q, streams)
    assert len(rows) == 21
    assert np.isfinite(lk.launch).all()
    assert (lk.launch[:, 0] < q).all()
    assert (lk.producer[:, 0] >= 0).all()
    assert (lk.p_stream[:, 0] != streams).all()
    assert (lk.p_end[:, 0] <= q + 1e-3).all()
    held = q - lk.p_end[:, 0] < 10.0
    assert held.sum() == 3
    assert (q - lk.launch[:, 0])[held].min() > 400.0  # launched long before: the wait held it
