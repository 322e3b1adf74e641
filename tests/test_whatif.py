"""Verdicts and what-if against ground truth: every recorded layout gets its manifest's class, and the replayed
step time without the straggler's divergences is the step time the same job measured without the injection.

Counterfactual pairs (fixtures/record_layouts.py): the same job recorded with and without an injected delay, the
clean job twice where it was to know its own run-to-run spread."""
import msgspec
import numpy as np
import pytest

from conftest import LAYOUT_RUNS, manifest, run_path



def _median_step(a) -> float:
    return float(np.median([s.time_us for s in a.steps if s.step not in a.stragglers.warmup_steps]))


@pytest.mark.parametrize("name", LAYOUT_RUNS)
def test_every_layout_gets_its_recorded_class(name, analysed):
    want = manifest(name)["expected"]
    a = analysed(name)
    s = a.stragglers
    assert (s.class_, s.ranks) == (want["class"], sorted(want["ranks"])), s.basis
    if want["class"] == "none":  # silence: no straggler, and anything one-off stays information
        assert not [f for f in a.findings if f.kind in ("divergence", "straggler") and f.severity != "info"]
    if "clean" in name:  # a healthy job: no divergence at all
        assert a.divergences == [], [(d.rank, d.step, d.kind) for d in a.divergences]
        assert a.propagation == [], [(d.rank, d.step, d.kind) for d in a.divergences]


@pytest.mark.parametrize("name", ["dp_delay", "pp_delay", "pp_tp_dp_delay"])
def test_what_if_matches_the_real_run_without_the_delay(name, analysed):
    """Predicted (replayed without the straggler's divergences) against measured (the clean recordings' median
    step): within 5 %, or the clean job's run-to-run spread where it is larger; and the replay recovers most of
    what the injection cost (a what-if that removed nothing would be within 5 % of a 3 % effect too)."""
    m = manifest(name)
    a = analysed(name)
    clean = [_median_step(analysed(c)) for c in m["counterfactual"]["clean"]]
    measured = float(np.mean(clean))
    spread = (max(clean) - min(clean)) / measured
    predicted = a.stragglers.step_time_without_us
    assert a.stragglers.ranks == m["injection"]["ranks"]
    assert abs(predicted - measured) / measured <= max(0.05, spread), (predicted, clean)
    effect = a.stragglers.step_time_us - measured
    assert effect > 0.02 * measured  # the delay was there to be recovered
    assert 0.6 <= (a.stragglers.step_time_us - predicted) / effect <= 1.4, (predicted, clean)


def test_a_one_off_stall_is_a_finding_about_its_step(analysed):
    inj = manifest("pp_stall")["injection"]
    a = analysed("pp_stall")
    (step,), (rank,) = inj["steps"], inj["ranks"]
    d = max(a.divergences, key=lambda d: d.cost_us)
    assert (d.rank, d.step, d.kind) == (rank, step, "host_gap")
    assert d.lag_us == pytest.approx(inj["extra_ms"] * 1000, rel=0.1)
    assert msgspec.to_builtins(a.stragglers.episodes) == [{"ranks": [rank], "first_step": step, "last_step": step, "steps": 1,
                                         "cost_us": pytest.approx(d.cost_us, rel=0.01)}]
    others = [p for p in a.propagation if p.source_step != step]
    assert not others  # nothing charged to the stall outside its step


def test_the_hot_expert_is_a_workload_divergence_with_its_token_counts(analysed):
    """The seed's worked example, recorded: the expert that receives 1.8x the tokens runs its expert_ffn on
    more rows than its peers, and that is what holds the group back."""
    a = analysed("ep_fixed_hot")
    hot = [d for d in a.divergences if d.rank == 2 and d.op == "expert_ffn"]
    assert len(hot) >= 9
    assert all(d.kind == "workload" for d in hot)
    rows = [int(d.evidence["shapes"].split(",")[0].strip("[")) for d in hot]
    peer_rows = [int(d.evidence["peer_shapes"].split(",")[0].strip("[")) for d in hot]
    assert 1.6 <= np.median(np.array(rows) / np.array(peer_rows)) <= 2.0
    moved = [d.evidence["all_to_all"]["ratio"] for d in hot if "all_to_all" in d.evidence]
    assert len(moved) >= 9
    assert 1.6 <= np.median(moved) <= 2.0  # its all-to-all share, from each member's bytes
    a2a = [c for c in a.collectives if c.op == "alltoall"]
    assert all(v.bytes for c in a2a for v in c.ranks.values())


def test_a_transient_straggler_is_one_episode(analysed):
    inj = manifest("dp_transient")["injection"]
    s = analysed("dp_transient").stragglers
    ep = [e for e in s.episodes if e.ranks == inj["ranks"]]
    assert len(ep) == 1
    assert (ep[0].first_step, ep[0].last_step) == (min(inj["steps"]), max(inj["steps"]))


def test_steps_choose_the_window(capsys):
    """``--steps A:B`` analyses those ProfilerStep numbers only: the transient straggler's steps 5-7 alone are
    the whole window, so rank 1 holds back every one of them (fixed over that window)."""
    import json

    from tb_xrank.cli import main

    assert main(["analyze", run_path("dp_transient"), "--steps", "5:7", "--format", "json", "--no-cache"]) == 0
    a = json.loads(capsys.readouterr().out)
    assert [s["step"] for s in a["steps"]] == [5, 6, 7]
    assert a["settings"]["steps"] == [5, 7]
    assert {c["step"] for c in a["collectives"]} == {5, 6, 7}
    assert a["stragglers"]["class"] == "fixed"
    assert a["stragglers"]["ranks"] == [1]
    assert main(["analyze", run_path("dp_transient"), "--steps", "7:5", "--quiet"]) == 2
    assert "A <= B" in capsys.readouterr().err
