"""A skewed host clock never changes the answer: offsets are estimated from the collectives themselves."""
import pytest

import tb_xrank
from conftest import copy_run, rewrite, shift_host_clock, trace_files


def _answer(a):
    return [(c.id, c.last_rank, c.skew_us, c.tail_us) for c in a.collectives]


def _assert_same(a, b, tol_us):
    """Same collectives, same last rank wherever the skew is above the tolerance (ties have no last rank)."""
    assert [x[0] for x in _answer(a)] == [x[0] for x in _answer(b)]
    assert [x[1] for x in _answer(a) if x[2] > 10 * tol_us] == [x[1] for x in _answer(b) if x[2] > 10 * tol_us]
    for x, y in zip(_answer(a), _answer(b)):
        assert x[2] == pytest.approx(y[2], abs=tol_us)
        assert x[3] == pytest.approx(y[3], abs=tol_us)


@pytest.mark.parametrize("delta_us", [350_000.0, -1_234_567.0])
def test_recorded_gloo_run_is_unchanged_by_a_shifted_host_clock(tmp_path, delta_us):
    ref = tb_xrank.analyze(copy_run("fixed_slow", tmp_path / "ref"))
    run = copy_run("fixed_slow", tmp_path / "run")
    shift_host_clock(run, "node1", delta_us)
    a = tb_xrank.analyze(run)
    for r in (2, 3):
        assert a.clock.offsets_us[r] - ref.clock.offsets_us[r] == pytest.approx(delta_us, abs=1)
    _assert_same(a, ref, tol_us=1.0)
    assert [s.max_rank for s in a.steps] == [s.max_rank for s in ref.steps]


def test_one_physical_clock_gives_offsets_within_the_residual(analysed):
    a = analysed("larger_input")
    assert a.clock.hosts == {0: "node0", 1: "node0", 2: "node1", 3: "node1"}
    assert all(abs(v) <= a.clock.residual_us for v in a.clock.offsets_us.values())
    assert not a.clock.clock_suspect


def test_generated_run_recovers_offsets_and_drift(tmp_path):
    """node1 runs 2.5 s ahead and drifts 200 ppm; skews and tails stay those of the true clock."""
    ref = tb_xrank.analyze(copy_run("nccl_seed_worked", tmp_path / "ref"))
    run = copy_run("nccl_seed_worked", tmp_path / "run")
    t0 = {}

    def drift(doc):
        if doc["host_name"] != "node1":
            return
        xs = [e["ts"] for e in doc["traceEvents"] if e.get("ph") != "M"]
        t0.setdefault("t", min(xs))
        for e in doc["traceEvents"]:
            if e.get("ph") != "M":
                e["ts"] = e["ts"] + 2_500_000.0 + 200e-6 * (e["ts"] - t0["t"])
    for f in trace_files(run):
        rewrite(f, drift)
    a = tb_xrank.analyze(run)
    assert a.clock.drift_ppm[7] == pytest.approx(200, abs=10)
    assert a.clock.drift_ppm[0] == 0
    _assert_same(a, ref, tol_us=5.0)
    assert not a.clock.clock_suspect


def test_clock_free_skew_agrees_with_the_corrected_one(analysed):
    a = analysed("nccl_seed_worked")
    for c in a.collectives:
        assert c.skew_clockfree_us == pytest.approx(c.skew_us, abs=20)
