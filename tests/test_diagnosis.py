"""Diagnosis on ground truth: straggler classes, walk-back divergences, missing evidence, propagation."""
import collections

import pytest

import tb_xrank
from conftest import manifest, run_path
from fixtures.gen_nccl import seed_worked, simulate, write_run


def _by_rank(a, rank):
    return [d for d in a.divergences if d.rank == rank]


def test_fixed_slow_rank_is_classified_fixed_with_the_injected_op(analysed):
    inj = manifest("fixed_slow")["injection"]
    a = analysed("fixed_slow")
    s = a.stragglers
    assert s.class_ == "fixed"
    assert s.ranks == [inj["rank"]]
    assert s.steps_used >= 10
    assert s.p_value < 0.01
    ops = collections.Counter(d.op for d in _by_rank(a, inj["rank"]))
    assert ops.most_common(1)[0][0] == inj["op"]
    kinds = collections.Counter(d.kind for d in _by_rank(a, inj["rank"]) if d.op == inj["op"])
    assert kinds.most_common(1)[0][0] == "compute"  # same op, same shapes, longer
    assert a.findings[0].text.startswith(f"Fixed straggler: rank {inj['rank']}")


def test_rotating_straggler_follows_the_workload(analysed):
    a = analysed("rotating")
    assert a.stragglers.class_ == "rotating"
    assert len(a.stragglers.ranks) == 4
    assert a.stragglers.follows == "workload"


def test_host_stall_is_a_host_gap_of_the_injected_length(analysed):
    inj = manifest("host_stall")["injection"]
    a = analysed("host_stall")
    d = [x for x in a.divergences if x.rank == inj["rank"] and x.step == inj["step"] and x.kind == "host_gap"]
    assert d, [(x.rank, x.step, x.kind) for x in a.divergences]
    assert d[0].lag_us == pytest.approx(inj["stall_ms"] * 1000, rel=0.3)
    g = [x for x in a.gaps if x.rank == inj["rank"] and x.step == inj["step"]]
    assert g
    assert g[0].dur_us == pytest.approx(inj["stall_ms"] * 1000, rel=0.2)
    assert g[0].peer_median_us < 0.2 * g[0].dur_us


def test_larger_input_is_a_workload_divergence_naming_the_shapes(analysed):
    inj = manifest("larger_input")["injection"]
    a = analysed("larger_input")
    w = [d for d in _by_rank(a, inj["rank"]) if d.kind == "workload" and "shapes" in d.evidence]
    assert len(w) >= 6
    ev = w[0].evidence
    big, small = manifest("larger_input")["model"]["batch"] * inj["batch_factor"], manifest("larger_input")["model"]["batch"]
    assert str(big) in ev["shapes"]
    assert str(small) in ev["peer_shapes"]


def test_no_injection_claims_no_straggler():
    """Scheduling noise on a shared machine makes single steps slow (a preempted rank, 40 ms of aten::div), but no
    rank holds back a pattern of steps, and no one step stands out from the run's step-to-step spread: no
    straggler, no divergence; the noise stays in the distributions."""
    for span in (1, 2):
        a = tb_xrank.analyze(run_path("baseline"), span=span)
        assert a.stragglers.class_ == "none"
        assert a.divergences == []
        assert a.propagation == []
        assert a.findings[0].text.startswith("No straggler pattern")
        assert not [f for f in a.findings if f.kind == "divergence"]
        assert not [f for f in a.findings if f.kind in ("straggler", "skew") and f.severity != "info"]


@pytest.mark.parametrize("tokens", [True, False])
def test_seed_worked_example_diagnosis(tmp_path, tokens):
    seed_worked(str(tmp_path / "run"), tokens_in_trace=tokens)
    a = tb_xrank.analyze(str(tmp_path / "run"))
    d = next(x for x in a.divergences if x.collective == "0:863")
    assert d.rank == 7
    assert d.step == 2140
    assert d.op == "moe::expert_grouped_gemm"
    assert d.kind == ("workload" if tokens else "compute")
    assert d.lag_us == pytest.approx(13_000, abs=300)
    assert d.evidence["mode"] == "device"
    if tokens:
        assert "29491" in d.evidence["shapes"]
        assert "16384" in d.evidence["peer_shapes"]
    assert d.cost_us == pytest.approx(13_000, abs=300)
    text = next(f.text for f in a.findings if f.collective == "0:863" and "Rank 7" in f.text)
    assert "exposed the straggler but did not create it" in text
    assert "5.0 ms" in text
    step = next(s for s in a.steps if s.step == 2140)
    assert step.critical_rank == 7
    assert step.critical_collective == "0:863"
    assert step.exposed_comm_us[0] == pytest.approx(5_000, abs=300)


def test_propagated_delay_is_one_source(tmp_path):
    """Rank 2's slow compute makes the data-parallel all-reduce of ranks 0-3 late, hence the pipeline send 3->4
    and the receiving side's all-reduce: one divergence (on rank 2), the later waits listed once under it, each
    on its causal path, none of them a divergence of its own."""
    pgs = {"0": tuple(range(8)), "1": (0, 1, 2, 3), "2": (4, 5, 6, 7)}

    def program(step, rank):
        slow = 12_000.0 if rank == 2 else 0.0
        items = [("compute", "aten::mm", "gemm_kernel", 20_000.0 + slow, [[4096, 4096], [4096, 4096]])]
        dp = "1" if rank < 4 else "2"
        items.append(("collective", "allreduce", dp, 8 << 20, 2_000.0))
        if rank == 3:
            items.append(("send", "0", 4, 1 << 20, 500.0))
        elif rank == 4:
            items.append(("recv", "0", 3, 1 << 20, 500.0))
        else:
            items.append(("cpu", "aten::empty", 5.0, [[1]]))
        return items + [("sync",)]
    ev, _ = simulate(8, program, 6, pgs, lambda r: f"node{r // 4}", {"node1": 50_000.0})
    write_run(str(tmp_path / "pp"), 8, ev, pgs, lambda r: f"node{r // 4}")
    a = tb_xrank.analyze(str(tmp_path / "pp"))
    sends = [c for c in a.collectives if c.id.startswith("0:p2p:3->4")]
    assert sends
    assert all(c.material and c.last_rank == 3 for c in sends)
    assert a.divergences
    assert (all(d.rank == 2 and d.kind == "compute" and d.collective.startswith("1:")
                                  for d in a.divergences))
    assert a.stragglers.class_ == "fixed"
    assert a.stragglers.ranks == [2]
    assert len(a.propagation) == len(a.divergences)  # one entry per source, each counted once
    affected = set()
    for p in a.propagation:
        assert p.source.startswith("1:")
        assert p.source_kind == "compute"
        assert p.source_rank == 2
        assert any(x.startswith("0:p2p:3->4") for x in p.affected)
        assert all(x.startswith(("0:p2p:3->4", "2:")) for x in p.affected)
        assert not affected & set(p.affected)
        affected |= set(p.affected)
    assert {c.id for c in sends} <= affected


def test_stragglers_on_one_host_are_topology(tmp_path):
    """The critical rank moves between ranks 4-7, all on node1: no single rank, one host."""
    pgs = {"0": tuple(range(8))}

    def program(step, rank):
        slow = 9_000.0 if rank == 4 + step % 4 else 0.0
        return [("compute", "aten::mm", "gemm_kernel", 20_000.0 + slow, [[4096, 4096], [4096, 4096]]),
                ("collective", "allreduce", "0", 8 << 20, 2_000.0), ("sync",)]
    ev, _ = simulate(8, program, 16, pgs, lambda r: f"node{r // 4}", {"node1": -7_000.0})
    write_run(str(tmp_path / "topo"), 8, ev, pgs, lambda r: f"node{r // 4}")
    a = tb_xrank.analyze(str(tmp_path / "topo"))
    s = a.stragglers
    assert s.class_ == "topology"
    assert s.ranks == [4, 5, 6, 7]
    assert "host node1" in s.basis
    assert s.steps_used == 16
    assert {r.rank: r.pg_positions["0"] for r in a.ranks} == {r: r for r in range(8)}
    assert a.findings[0].text.startswith("Topology straggler")


@pytest.mark.parametrize("name", ["fixed_slow", "baseline", "busy_clean", "pp_delay", "dp_clean_a", "overtime_hot",
                                  "busy_host_pair", "rotating"])
def test_the_maxima_curve_never_contradicts_the_verdict(name, analysed):
    """The Readiness spread tab's sentence under the maxima curve is the Analysis' (diagnose/maxima.py): a
    structural straggler only where the curve is more than 5 % above independent draws and the verdict finds a fixed
    or topology straggler (baseline is 7.5 % above chance with no straggler: not structural)."""
    a = analysed(name)
    m, s = a.maxima, a.stragglers
    assert m.structural == (m.above_chance > 0.05 and s.class_ in ("fixed", "topology"))
    assert m.verdict.startswith(f"At {m.rows[-1].ranks} ranks the measured median maximum is ")
    if m.structural:
        assert f"a {s.class_} straggler, ranks {', '.join(map(str, s.ranks))}." in m.verdict
    else:
        assert "slow by structure" not in m.verdict
