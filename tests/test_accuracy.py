"""The accuracy benchmark (``bench/accuracy``, issue 37) on a small seeded subset: simulated GPU jobs and real gloo
recordings judged against the truth their generators wrote, with no contradiction; and the interval arithmetic
its report rests on."""
import math

import pytest

from bench.accuracy import run, score

SIM = {"source": "simulated", "schedule": "1f1b", "microbatches": 8, "noise": 0.02, "steps": 8}
GLOO = {"source": "gloo", "compute": "sleep", "world": 4, "steps": 8}
SUBSET = [
    dict(SIM, id="s_pp_none", mesh=[2, 2, 1], world=4, seed=5, fault="none"),
    dict(SIM, id="s_pp_fixed", mesh=[2, 2, 1], world=4, seed=5, fault="fixed", rank=1, magnitude=0.5),
    dict(SIM, id="s_pp_rotating", mesh=[2, 2, 1], world=4, seed=5, fault="rotating", magnitude=1.0),
    dict(SIM, id="s_pp32_none", mesh=[2, 2, 1], world=4, microbatches=32, seed=1011810761, fault="none"),
    dict(SIM, id="s_pp32_rotating", mesh=[2, 2, 1], world=4, microbatches=32, seed=1011810761, fault="rotating",
         magnitude=0.35),
    dict(SIM, id="s_ddp_none", mesh=[8, 1, 1], world=8, seed=7, fault="none"),
    dict(SIM, id="s_ddp_rotating", mesh=[8, 1, 1], world=8, seed=7, fault="rotating", magnitude=1.0),
    dict(SIM, id="s_tp_none", mesh=[4, 1, 2], world=8, seed=9, fault="none"),
    dict(SIM, id="s_tp_fixed", mesh=[4, 1, 2], world=8, seed=9, fault="fixed", rank=6, magnitude=0.35),
    # two ranks, the straggler alternating between them: each one's excess over its peer is the other's, negated
    dict(SIM, id="s_ddp2_rotating", mesh=[2, 1, 1], world=2, seed=3, noise=0.08, fault="rotating", magnitude=0.35),
    dict(SIM, id="s_ddp2_none", mesh=[2, 1, 1], world=2, seed=3, noise=0.08, fault="none"),
    # an interleaved pipeline with even stages and a slow replica: its balanced replay once came out longer
    dict(SIM, id="s_interleaved_none", mesh=[2, 4, 1], world=8, schedule="interleaved", noise=0.08, seed=12872367,
         fault="none"),
    dict(SIM, id="s_interleaved_fixed", mesh=[2, 4, 1], world=8, schedule="interleaved", noise=0.08, seed=12872367,
         fault="fixed", rank=6, magnitude=0.5),
    # a heavy stage: named as the stage that sets the pace, critical, and no rank of it blamed
    dict(SIM, id="s_stage_none", mesh=[2, 4, 1], world=8, seed=21, fault="none"),
    dict(SIM, id="s_stage", mesh=[2, 4, 1], world=8, seed=21, fault="slow_stage", stage=2, layers=[2, 2, 4, 2]),
]
FSDP = {"source": "gloo_fsdp", "compute": "sleep", "world": 4, "steps": 8}
LAYOUT = {"source": "gloo_layout", "layout": "pp", "world": 4, "microbatches": 4, "busy": 0, "steps": 8}
REAL = [dict(GLOO, id="g_none", seed=11, fault="none"),
        dict(GLOO, id="g_fixed", seed=12, fault="fixed_compute", rank=2, magnitude=0.5, record_shapes=True),
        dict(LAYOUT, id="l_none", seed=5, fault="none"),
        dict(LAYOUT, id="l_fixed", seed=5, fault="fixed_compute", rank=1, magnitude=0.5, record_shapes=True),
        dict(FSDP, id="f_none", seed=7, fault="none"),
        dict(FSDP, id="f_fixed", seed=7, fault="fixed_compute", rank=2, magnitude=0.5, record_shapes=True)]


def _judged(cases, tmp_path):
    return {r["id"]: r for r in run.evaluate(cases, str(tmp_path / "corpus"), progress=lambda s: None)}


def test_simulated_subset_is_judged_right(tmp_path):
    rows = _judged(SUBSET, tmp_path)
    assert [i for i, r in rows.items() if r["contradictions"]] == []
    assert [i for i, r in rows.items() if r.get("false_alarm")] == []
    for i in ("s_pp_fixed", "s_pp_rotating", "s_pp32_rotating", "s_ddp_rotating", "s_tp_fixed",  # s_pp_*: roles of 2
              "s_ddp2_rotating", "s_interleaved_fixed"):
        assert rows[i]["slowdown_pct"] >= 20, rows[i]
        assert rows[i]["detected"], rows[i]
        assert rows[i]["localized"], rows[i]
        assert rows[i]["class_ok"], rows[i]
        assert abs(rows[i]["whatif_error_pct"]) <= 5, rows[i]
    assert rows["s_stage"]["slowdown_pct"] >= 20 and rows["s_stage"]["stage_ok"] and rows["s_stage"]["class_ok"]


@pytest.mark.e2e
def test_recorded_gloo_subset_is_judged_right(tmp_path):
    pytest.importorskip("torch")
    rows = _judged(REAL, tmp_path)
    assert rows["g_none"]["contradictions"] == []
    assert not rows["g_none"]["false_alarm"]
    fixed = rows["g_fixed"]
    assert fixed["contradictions"] == []
    assert fixed["detected"], fixed  # its size against one healthy twin on a shared machine is noise's: not held
    assert fixed["localized"], fixed
    assert rows["l_none"]["contradictions"] == [] and not rows["l_none"]["false_alarm"]
    pipeline = rows["l_fixed"]  # a 1F1B pipeline replicated twice: its slow rank against its own healthy twin
    assert pipeline["contradictions"] == []
    assert pipeline["detected"] and pipeline["localized"] and pipeline["class_ok"], pipeline
    assert rows["f_none"]["contradictions"] == [] and not rows["f_none"]["false_alarm"]
    sharded = rows["f_fixed"]  # FSDP2: the slow rank holds back every all-gather after its block
    assert sharded["contradictions"] == [] and sharded["detected"] and sharded["localized"], sharded


def test_wilson_interval():
    lo, hi = score.wilson(0, 10)
    assert lo == 0.0
    assert math.isclose(hi, 27.75, abs_tol=0.01)
    lo, hi = score.wilson(97, 100)
    assert math.isclose(lo, 91.55, abs_tol=0.01)
    assert math.isclose(hi, 98.97, abs_tol=0.01)


def test_median_interval_holds_the_median():
    xs = list(range(101))
    lo, hi = score.median_interval(xs)
    assert lo < 50 < hi
    assert hi - lo < 25
