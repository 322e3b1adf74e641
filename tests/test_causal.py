"""The causal engine: the happens-before graph, its replay, critical paths, roles and honest values.

Synthetic runs (fixtures/gen_nccl.py) where the truth is exact, and every bundled fixture for the properties
that must hold everywhere.
"""
import numpy as np
import pytest

import tb_xrank
from conftest import FIXTURE_RUNS, timeline
from fixtures.gen_nccl import simulate, write_run
from tb_xrank.diagnose import graph, graph_build


def _pipeline(tmp_path, slow_rank=None, slow_us=6_000.0, steps=8, noise=True):
    """2 stages x 2 replicas: ranks 0, 1 are stage 0 and send to 2, 3 (stage 1), which send the gradient back;
    each stage then all-reduces over its replicas."""
    pgs = {"0": (0, 1, 2, 3), "1": (0, 1), "2": (2, 3)}
    rng = np.random.default_rng(3)

    def program(step, rank):
        stage, peer = (0, rank + 2) if rank < 2 else (1, rank - 2)
        jit = (lambda: float(abs(rng.normal(0, 150.0)))) if noise else (lambda: 0.0)
        extra = slow_us if rank == slow_rank else 0.0
        fwd = ("compute", "aten::mm", "gemm_kernel", 8_000.0 + extra + jit(), [[512, 512], [512, 512]])
        bwd = ("compute", "aten::mm", "gemm_bwd_kernel", 12_000.0 + jit(), [[512, 512], [512, 512]])
        idle = ("cpu", "aten::empty", 5.0, [[1]])
        act = ("send", "0", peer, 1 << 18, 300.0) if stage == 0 else ("recv", "0", peer, 1 << 18, 300.0)
        grad = ("recv", "0", peer, 1 << 18, 300.0) if stage == 0 else ("send", "0", peer, 1 << 18, 300.0)
        items = []
        for mb in range(2):  # in lock step: what one stage computes, the other idles through
            items += [fwd if stage == 0 else idle, act, idle if stage == 0 else fwd,
                      idle if stage == 0 else bwd, grad, bwd if stage == 0 else idle]
        items.append(("collective", "allreduce", "1" if stage == 0 else "2", 1 << 20, 800.0))
        return items + [("sync",)]
    host_of = lambda r: f"node{r // 2}"  # noqa: E731
    ev, _ = simulate(4, program, steps, pgs, host_of, {"node1": 30_000.0})
    path = str(tmp_path / ("pp" if slow_rank is None else f"pp_slow{slow_rank}"))
    write_run(path, 4, ev, pgs, host_of)
    return tb_xrank.analyze(path, cache=False)


def test_pipeline_stages_are_roles_and_a_healthy_pipeline_is_silent(tmp_path):
    a = _pipeline(tmp_path)
    roles = {tuple(x.ranks) for x in a.stragglers.roles}
    assert roles == {(0, 1), (2, 3)}
    assert {r.rank: r.role for r in a.ranks} == {0: 0, 1: 0, 2: 1, 3: 1}
    assert a.stragglers.class_ == "none"
    assert a.divergences == []
    assert not [f for f in a.findings if f.kind in ("divergence", "straggler") and f.severity != "info"]


def test_a_slow_pipeline_rank_is_fixed_and_its_what_if_is_the_healthy_step(tmp_path):
    healthy = _pipeline(tmp_path)
    a = _pipeline(tmp_path, slow_rank=1)
    s = a.stragglers
    assert s.class_ == "fixed"
    assert s.ranks == [1]
    assert {d.rank for d in a.divergences} == {1}
    kinds = [(d.kind, d.op) for d in a.divergences]
    assert kinds.count(("compute", "aten::mm")) >= 0.8 * len(kinds)
    clean = np.median([x.time_us for x in healthy.steps])
    assert s.step_time_without_us == pytest.approx(clean, rel=0.03)
    assert s.step_time_us > clean + 10_000  # two microbatches of 6 ms on the path
    for st in a.steps:
        assert st.critical_rank == 1
        kinds = {e.kind for e in st.critical_path}
        assert "compute" in kinds
        assert {e.rank for e in st.critical_path} >= {1}


@pytest.mark.parametrize("name", FIXTURE_RUNS)
def test_replay_matches_the_measured_steps_and_values_are_honest(name, analysed):
    a = analysed(name)
    errs = [abs(s.replay_error_pct) for s in a.steps if s.replay_error_pct is not None]
    assert errs
    assert float(np.median(errs)) <= 2.0
    assert max(errs) <= 1.5
    for s in a.steps:
        starts = [e.start_us for e in s.critical_path]
        assert starts == sorted(starts)
        assert all(e.dur_us >= 0 for e in s.critical_path)
    for c in a.collectives:
        assert c.tail_us is None or c.tail_us >= 0
        for v in c.ranks.values():
            assert (v.wait_us or 0) >= 0
            assert (v.service_us or 0) >= 0
    for d in a.divergences:
        assert d.lag_us > 0
        assert d.cost_us >= 0
        assert d.noise_us >= 0
        assert d.lag_us >= d.noise_us  # above the run's own noise
    for p in a.propagation:
        assert p.wait_us >= 0
    for g in a.gaps:
        peers = [r for r in a.ranks if r.role == next(x.role for x in a.ranks if x.rank == g.rank)]
        assert (g.peer_median_us is None) == (len(peers) < 2)


def test_replay_error_shows_a_graph_the_measurement_contradicts():
    """A dependency the trace contradicts (here: every end forced after the step's last ready time) is clamped,
    and the replay then ends later than measured: the error is the check, and it can fail."""
    ready = np.array([[10.0, 20.0], [40.0, 45.0]])
    end = np.array([[25.0, 25.0], [50.0, 50.0]])
    enq = ready - 1.0
    meta = [{"op": "allreduce", "pg": "0", "p2p": False, "src": None, "dst": None, "group_ranks": [0, 1],
             "backend": "gloo", "id": f"0:{i}"} for i in range(2)]
    steps = {1: {0: (0.0, 60.0), 1: (0.0, 60.0)}}
    g = graph_build.build(timeline([0, 1], meta, (enq, ready, end), None, steps))
    times = g.replay(g.d)[0]
    assert np.allclose(times, g.t)  # a consistent graph replays to the measurement
    contradicted = end.copy()
    contradicted[1, 0] = 42.0  # rank 0 "ended" the second all-reduce before rank 1 was ready at 45
    g2 = graph_build.build(timeline([0, 1], meta, (enq, ready, contradicted), None, steps))
    t2 = g2.replay(g2.d)[0]
    end0 = int(np.flatnonzero((g2.kind == graph.F) & (g2.rank == 0) & (g2.coll == 1))[0])
    assert t2[end0] - g2.t[end0] == pytest.approx(3.0)  # after the join: 3 µs later than measured
    sends = [dict(m, op="send", p2p=True, src=0, dst=1, group_ranks=[0, 1]) for m in meta]
    g3 = graph_build.build(timeline([0, 1], sends, (enq, ready, contradicted), None, steps))
    assert np.allclose(g3.replay(g3.d)[0], g3.t)  # a send may end before its receive was ready: no contradiction


def test_every_pipeline_stage_is_its_own_role(tmp_path):
    """Four stages, one rank each: the middle stages both receive and send, yet they are different stages, and a
    rank alone in its role is compared with its own other steps, never with another stage: rank 2, slow in
    step 4 only, diverges there against its own other steps."""
    pgs = {"0": (0, 1, 2, 3)}

    def program(step, rank):
        idle = ("cpu", "aten::empty", 5.0, [[1]])
        fwd = ("compute", "aten::mm", "gemm_kernel", 5_000.0 + (4_000.0 if (rank, step) == (2, 4) else 0.0),
               [[64, 64], [64, 64]])
        items = []
        for s in range(3):  # forward: s -> s + 1
            items += [fwd if rank == s else idle,
                      ("send", "0", s + 1, 1 << 16, 100.0) if rank == s else
                      ("recv", "0", s, 1 << 16, 100.0) if rank == s + 1 else idle]
        for s in range(3, 0, -1):  # backward: s -> s - 1
            items.append(("send", "0", s - 1, 1 << 16, 100.0) if rank == s else
                         ("recv", "0", s, 1 << 16, 100.0) if rank == s - 1 else idle)
        return items + [("sync",)]
    ev, _ = simulate(4, program, 6, pgs, lambda r: "node0", {})
    write_run(str(tmp_path / "pp4"), 4, ev, pgs, lambda r: "node0")
    a = tb_xrank.analyze(str(tmp_path / "pp4"))
    roles = a.stragglers.roles
    assert [r.ranks for r in roles] == [[0], [1], [2], [3]]
    assert [r.program.split(":")[0] for r in roles] == ["stage 0", "stage 1", "stage 2", "stage 3"]
    assert {(d.rank, d.step) for d in a.divergences} == {(2, 4)}
    assert all(d.evidence["compared_with"] == "its own other steps" for d in a.divergences)
