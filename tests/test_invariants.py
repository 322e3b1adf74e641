"""No contradiction on any bundled run (issue 37): ``bench/accuracy/invariants.py``'s rules, which the accuracy
corpus is held to as well, over every run in ``fixtures/runs``; and each rule catches the claim it forbids."""
import msgspec
import pytest

from bench.accuracy.invariants import contradictions
from conftest import FIXTURE_RUNS


@pytest.mark.parametrize("name", FIXTURE_RUNS)
def test_no_contradiction_on_a_bundled_run(analysed, name):
    assert contradictions(analysed(name)) == []


def _with(a, **parts):
    return msgspec.structs.replace(a, **parts)


def test_a_straggler_that_saves_nothing_is_a_contradiction(analysed):
    a = analysed("fixed_slow")
    s = msgspec.structs.replace(a.stragglers, step_time_without_us=a.stragglers.step_time_us)
    assert any("saves 0.00 ms" in c for c in contradictions(_with(a, stragglers=s)))


def test_a_balanced_pipeline_slower_than_measured_is_a_contradiction(analysed):
    a = analysed("gpu_pp_slow_stage")
    p = msgspec.structs.replace(a.pipeline, step_time_balanced_us=a.pipeline.step_time_us * 1.02)
    assert any("balanced pipeline" in c for c in contradictions(_with(a, pipeline=p)))


def test_a_negative_wait_and_a_replay_off_the_step_are_contradictions(analysed):
    a = analysed("fixed_slow")
    c = a.collectives[0]
    rank, times = next(iter(c.ranks.items()))
    bad = msgspec.structs.replace(c, ranks={**c.ranks, rank: msgspec.structs.replace(times, wait_us=-5.0)})
    step = msgspec.structs.replace(a.steps[0], replay_error_pct=-12.0)
    said = contradictions(_with(a, collectives=[bad] + a.collectives[1:], steps=[step] + a.steps[1:]))
    assert any("negative" in x for x in said)
    assert any("misses a measured step by 12.0 %" in x for x in said)


def test_a_rank_silently_out_of_every_collective_is_a_contradiction(analysed):
    a = analysed("fixed_slow")
    out = a.ranks[0].rank
    colls = [msgspec.structs.replace(c, ranks={r: t for r, t in c.ranks.items() if r != out}) for c in a.collectives]
    assert f"rank {out} is in no aligned collective and says nothing about why" in contradictions(
        _with(a, collectives=colls))
