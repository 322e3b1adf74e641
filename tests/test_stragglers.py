"""The straggler classes from the steps each rank held back (synthetic inputs: stragglers.classify alone)."""
import math

from tb_xrank.diagnose import stragglers

RANKS = [0, 1, 2, 3]
HOSTS = {0: "a", 1: "a", 2: "b", 3: "b"}
GEMM = ("compute", "aten::mm")


def _classify(held, n=10):
    """``held`` may give a step's rank as an int (held alone) or a tuple (held by that set together)."""
    held = {s: ((r,) if isinstance(r, int) else r, c, cause) for s, (r, c, cause) in held.items()}
    return stragglers.classify(held, list(range(n)), RANKS, HOSTS, {})


def test_too_few_steps_give_no_verdict():
    v = _classify({0: (1, 5.0, GEMM), 1: (1, 5.0, GEMM)}, n=2)
    assert v["class"] == "none"
    assert "fewer than" in v["basis"]
    assert math.isclose(stragglers.binom_sf(12, 12, 0.25) * 4, 4 * 0.25 ** 12)


def test_nothing_held_back_is_none():
    v = _classify({})
    assert v["class"] == "none"
    assert v["episodes"] == []
    assert "no rank" in v["basis"]


def test_one_rank_in_most_steps_is_fixed():
    v = _classify({s: (2, 9.0, GEMM) for s in range(10) if s != 4})
    assert v["class"] == "fixed"
    assert v["ranks"] == [2]
    assert v["p_value"] < 1e-4
    assert [(e["first_step"], e["last_step"]) for e in v["episodes"]] == [(0, 3), (5, 9)]


def test_a_rank_held_back_by_its_sends_taken_up_late_is_no_fixed_straggler():
    """A rank the shared machine deschedules: its sends taken up late or slower transfers hold the steps back, not
    its own work (a healthy gloo pipeline beside spinning processes, accuracy case l0008)."""
    late = ("collective", "send")
    v = _classify({s: (3, 5.0, late if s % 4 else GEMM) for s in range(10) if s != 4})
    assert v["class"] == "none"
    assert v["critical_counts"] == {"3": 9}
    v = _classify({s: (3, 5.0, GEMM if s % 2 else late) for s in range(10) if s != 4})  # half by its compute
    assert (v["class"], v["ranks"]) == ("fixed", [3])


def test_a_contiguous_run_with_one_cause_is_transient():
    v = _classify({s: (1, 20.0, GEMM) for s in (4, 5, 6)})
    assert v["class"] == "transient"
    assert v["ranks"] == [1]
    assert v["episodes"] == [{"ranks": [1], "first_step": 4, "last_step": 6, "steps": 3, "cost_us": 60.0}]


def test_a_long_run_is_fixed_and_one_more_step_keeps_an_episode_transient():
    assert _classify({s: (2, 9.0, GEMM) for s in range(0, 10)}, n=12)["class"] == "fixed"
    v = _classify({**{s: (1, 20.0, GEMM) for s in (4, 5, 6)}, 9: (1, 5.0, GEMM)})
    assert v["class"] == "transient"
    assert "one step besides" in v["basis"]
    assert _classify({s: (1, 20.0, None) for s in (4, 5, 6)})["class"] == "none"  # no known cause


def test_a_run_of_different_causes_is_not_transient():
    v = _classify({4: (1, 20.0, GEMM), 5: (1, 20.0, ("host_gap", "backward"))})
    assert v["class"] == "none"


def test_one_step_is_a_finding_not_a_class():
    v = _classify({6: (1, 40.0, ("host_gap", "backward"))})
    assert v["class"] == "none"
    assert "one step held back (step 6, by rank 1)" in v["basis"]


def test_moving_between_ranks_is_rotating_and_one_host_is_topology():
    v = _classify({s: (s % 4, 9.0, ("workload", "expert")) for s in range(10)})
    assert v["class"] == "rotating"
    assert v["ranks"] == RANKS
    v = _classify({s: (2 + s % 2, 9.0, GEMM) for s in range(10)})
    assert v["class"] == "topology"
    assert v["ranks"] == [2, 3]
    assert "host b" in v["basis"]


def test_a_rank_slowed_in_all_its_compute_for_three_steps_is_transient():
    """Its costliest kernel differs from step to step (the accuracy corpus' simulated slow GPU); unrecorded time
    in different blocks, or a slower transfer, is not one cause."""
    ops = ("aten::mm", "flash_bwd", "flash_fwd")
    v = _classify({s: (1, 20.0, ("compute", op)) for s, op in zip((4, 5, 6), ops)})
    assert v["class"] == "transient"
    assert v["ranks"] == [1]
    assert _classify({s: (1, 20.0, ("host_gap", b)) for s, b in zip((4, 5, 6), ops)})["class"] == "none"
    assert _classify({s: (1, 20.0, ("transfer", "allreduce")) for s in (4, 5, 6)})["class"] == "none"


def test_no_rotation_rests_on_a_collective_taken_up_late_or_a_slower_transfer():
    """A shared machine slows whichever rank it deschedules at the same all-reduce (a healthy busy 4-rank gloo run
    of the accuracy corpus was called rotating so): the rotation must be in the ranks' own work."""
    for kind in ("transfer", "collective"):
        assert _classify({s: (s // 2 % 4, 9.0, (kind, "allreduce")) for s in range(0, 10, 2)})["class"] == "none"
    assert _classify({s: (s // 2 % 4, 9.0, ("host_gap", "forward")) for s in range(0, 10, 2)})["class"] == "rotating"


def test_two_ranks_of_one_host_by_chance_are_not_topology():
    """8 ranks on 2 hosts; ranks 0 and 2 (host a) hold 4 of 6 steps: all four on one host of two has p = 1/16,
    x 2 hosts = 0.125 — chance, not a verdict."""
    hosts = {r: "a" if r < 4 else "b" for r in range(8)}
    v = stragglers.classify({s: ((0 if s % 2 else 2,), 9.0, GEMM) for s in range(4)}, list(range(6)), list(range(8)),
                            hosts, {})
    assert v["class"] == "none"
    assert v["p_value"] is None


def test_warm_up_outliers_at_the_start_are_set_apart():
    from tb_xrank.diagnose.verdict import warmup

    steady = {s: 50_000.0 + 300.0 * (s % 3) for s in range(2, 14)}
    assert warmup({**steady, 2: 400_000.0, 3: 90_000.0}, 2_500.0) == {2, 3}  # compilation, then caches warming
    assert warmup({**steady, 8: 400_000.0}, 2_500.0) == set()  # a slow step later is no warm-up
    assert warmup(steady, 2_500.0) == set()


def test_steps_held_by_both_ranks_of_one_host_together_are_topology_not_fixed():
    """Two ranks of host b slowed together: each step is held by the pair (neither alone), every step."""
    v = _classify({s: ((2, 3), 9.0, GEMM) for s in range(10)})
    assert v["class"] == "topology"
    assert v["ranks"] == [2, 3]
    assert v["p_value"] < stragglers.ALPHA
    assert v["critical_counts"] == {"2": 10, "3": 10}
    assert v["steps_held"] == 10
    assert v["episodes"] == [{"ranks": [2, 3], "first_step": 0, "last_step": 9, "steps": 10, "cost_us": 90.0}]


def test_a_pair_across_hosts_is_not_a_host_topology():
    v = _classify({s: ((1, 2), 9.0, GEMM) for s in range(10)})
    assert v["class"] == "none"
    assert "ranks 1, 2" in v["basis"]


def test_one_rank_alone_and_in_a_pair_still_counts_every_step_it_held():
    held = {s: (2, 9.0, GEMM) for s in range(7)}
    held.update({s: ((2, 3), 9.0, GEMM) for s in range(7, 10)})
    v = _classify(held)
    assert v["class"] == "fixed"
    assert v["ranks"] == [2]
    assert v["critical_counts"]["2"] == 10
