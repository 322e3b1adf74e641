"""Alignment by logical identity: step windows, older traces without Seq or PG args, point-to-point pairs."""
import pytest

import tb_xrank
from conftest import copy_run, rewrite, trace_files
from fixtures.gen_nccl import simulate, write_run

PG_KEYS = ("Seq", "Process Group Name", "Process Group Ranks", "Process Group Description", "Global rank start",
           "Global rank stride", "Group size")


def _strip(doc, keys):
    for e in doc["traceEvents"]:
        for k in keys:
            e.get("args", {}).pop(k, None)


def _drop_step(doc, step):
    s = next(e for e in doc["traceEvents"] if e.get("name") == f"ProfilerStep#{step}")
    lo, hi = s["ts"], s["ts"] + s["dur"]
    doc["traceEvents"] = [e for e in doc["traceEvents"] if e.get("ph") == "M" or not lo <= e.get("ts", 0) <= hi]


def test_older_traces_without_seq_or_pg_args_align_by_ordinal(tmp_path):
    run = copy_run("nccl_seed_intro", tmp_path / "run")
    for f in trace_files(run):
        rewrite(f, lambda d: _strip(d, PG_KEYS))
    a = tb_xrank.analyze(run)
    # no args name the process group: it is named after the NCCL stream the kernels ran on
    assert [c.id for c in a.collectives] == [f"stream20:allreduce#{i}" for i in range(6)]
    assert all(c.seq is None and c.last_rank == 7 for c in a.collectives)
    assert all(c.skew_us == pytest.approx(19_000, abs=50) for c in a.collectives)
    assert not a.mismatches


def test_windows_that_start_at_different_steps_align_by_step_number(tmp_path):
    """Ranks 0-3 start profiling one step later: keyless collectives are matched by step number, so step 10's
    is aligned across the ranks that recorded it and every later one across all eight."""
    run = copy_run("nccl_seed_intro", tmp_path / "run")
    for i, f in enumerate(trace_files(run)):
        def edit(d, i=i):
            _strip(d, PG_KEYS)
            if i < 4:
                _drop_step(d, 10)
        rewrite(f, edit)
    a = tb_xrank.analyze(run)
    assert [c.step for c in a.collectives] == [10, 11, 12, 13, 14, 15]
    assert sorted(a.collectives[0].ranks) == [4, 5, 6, 7]
    assert all(len(c.ranks) == 8 for c in a.collectives[1:])
    assert all(c.last_rank == 7 and c.skew_us == pytest.approx(19_000, abs=50) for c in a.collectives)
    r7 = next(r for r in a.ranks if r.rank == 7)
    assert r7.warnings == []
    assert r7.status == "ok"
    r0 = next(r for r in a.ranks if r.rank == 0)
    assert r0.status == "partial"
    assert any(w.code == "align.step_missing" and "[10]" in w.text for w in r0.warnings)


def test_seq_keys_do_not_need_a_common_window(tmp_path):
    run = copy_run("nccl_seed_intro", tmp_path / "run")
    for f in trace_files(run)[:4]:
        rewrite(f, lambda d: _drop_step(d, 10))
    a = tb_xrank.analyze(run)
    assert [c.id for c in a.collectives] == [f"0:{i}" for i in range(1, 7)]
    first = a.collectives[0]
    assert first.step == 10
    assert first.missing_ranks == [0, 1, 2, 3]
    assert sorted(first.ranks) == [4, 5, 6, 7]
    assert all(c.last_rank == 7 for c in a.collectives)


def test_point_to_point_is_keyed_by_pair_and_ordinal(tmp_path):
    """Pipeline sends 0->1 and 2->3; rank 2's producer is 5 ms late, so its send is the late arrival."""
    pgs = {"0": (0, 1, 2, 3)}

    def program(step, rank):
        work = 10_000.0 + (5_000.0 if rank == 2 else 0.0)
        items = [("compute", "aten::mm", "gemm_kernel", work, [[1024, 1024], [1024, 1024]])]
        peer = {0: 1, 1: 0, 2: 3, 3: 2}[rank]
        items.append(("send", "0", peer, 1 << 20, 400.0) if rank in (0, 2) else ("recv", "0", peer, 1 << 20, 400.0))
        items.append(("collective", "allreduce", "0", 1 << 20, 800.0))
        return items + [("sync",)]
    ev, truth = simulate(4, program, 3, pgs, lambda r: "node0", {})
    write_run(str(tmp_path / "pp"), 4, ev, pgs, lambda r: "node0")
    a = tb_xrank.analyze(str(tmp_path / "pp"))
    ids = [c.id for c in a.collectives]
    assert ids[:3] == ["0:p2p:0->1:0", "0:p2p:2->3:0", "0:1"]
    p = a.collective("0:p2p:2->3:1")
    assert p.op == "send"
    assert set(p.ranks) == {2, 3}
    assert p.group_ranks == [0, 1, 2, 3]
    assert p.last_rank == 2
    assert p.skew_us == pytest.approx(5_000, abs=100)
    assert a.collective("0:p2p:0->1:1").skew_us < 100
