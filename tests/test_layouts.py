"""Recorded layouts (fixtures/record_layouts.py: gloo, CPU; pipeline, tensor x data parallel inside stages,
expert parallel with uneven all-to-all) and the values that must hold on every run."""
import pytest

import tb_xrank
from conftest import LAYOUT_RUNS, manifest
from fixtures.gen_nccl import simulate, write_run



@pytest.mark.parametrize("name", LAYOUT_RUNS)
def test_every_layout_aligns_without_mismatches_and_with_honest_values(name, analysed):
    m = manifest(name)
    a = analysed(name)
    assert a.world_size == m["world_size"]
    assert not a.errors
    assert not a.mismatches
    assert not [f for f in a.findings if f.kind == "mismatch"]
    for c in a.collectives:
        assert c.tail_us is None or c.tail_us >= 0
        for v in c.ranks.values():
            if v.wait_us is not None:
                assert 0 <= v.wait_us <= v.end_us - v.ready_us + 1e-3  # nobody waits past its own end
    for r in a.ranks:  # a point-to-point pair is not a collective of the whole group
        assert not [w for w in r.warnings if w.code == "align.absent" and "p2p" in w.text]


@pytest.mark.parametrize("name", ["pp_clean_a", "pp_delay", "pp_tp_dp_clean"])
def test_a_point_to_point_tail_is_the_transfer_after_both_ends_were_ready(name, analysed):
    a = analysed(name)
    pairs = [c for c in a.collectives if c.id.split(":")[1] == "p2p"]
    assert pairs
    for c in pairs:
        src, dst = c.id.split(":")[2].split("->")
        ready = max(v.ready_us for v in c.ranks.values())
        if c.tail_us is not None:
            assert c.tail_us == pytest.approx(c.ranks[int(dst)].end_us - ready, abs=2e-3)


def test_uneven_all_to_all_keeps_the_hot_expert(analysed):
    """1.8x the tokens go to expert 2: its all-to-all sizes differ by design, so it stays in every all-to-all
    (it used to be excluded as mismatched, which removed the rank that holds the group back)."""
    m = manifest("ep_fixed_hot")
    hot = m["injection"]["ranks"][0]
    a = analysed("ep_fixed_hot")
    a2a = [c for c in a.collectives if c.op == "alltoall"]
    assert a2a
    assert all(hot in c.ranks for c in a2a)
    assert a.stragglers.class_ == "fixed"
    assert a.stragglers.ranks == [hot]


def test_one_clock_is_never_suspect(tmp_path):
    """Every rank on one host: corrected and clock-free skews cannot disagree about clocks."""
    pgs = {"0": (0, 1, 2, 3)}

    def program(step, rank):
        return [("compute", "aten::mm", "gemm_kernel", 20_000.0 + (9_000.0 if rank == 1 else 0.0),
                 [[1024, 1024], [1024, 1024]]), ("collective", "allreduce", "0", 1 << 20, 15_000.0), ("sync",)]
    ev, _ = simulate(4, program, 6, pgs, lambda r: "node0", {})
    write_run(str(tmp_path / "one"), 4, ev, pgs, lambda r: "node0")
    a = tb_xrank.analyze(str(tmp_path / "one"))
    assert len(set(a.clock.hosts.values())) == 1
    assert not a.clock.clock_suspect
    assert not [f for f in a.findings if f.kind == "clock"]
