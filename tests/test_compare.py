"""Comparison of two runs: verdicts against step-to-step noise, matching, changes in class and divergences,
the CLI's gate."""
import collections
import json
import os
import subprocess
import sys

import jsonschema
import numpy as np
import pytest

import tb_xrank
from conftest import manifest, run_path
from fixtures.gen_nccl import simulate, write_run
from tb_xrank.comparison import MIN_STEPS, compare
from tb_xrank.comparison.stats import Series
from tb_xrank.model import Comparison, json_schema
from tb_xrank.reports.text import compare_markdown, compare_text

SCHEMA = json_schema(Comparison)  # the types' own schema (test_contract keeps schema/compare.schema.json equal to it)
REQUIRED = ("arrival_skew_p50_us", "arrival_skew_p90_us", "tail_p50_us", "step_time_max_p50_us", "step_time_max_p90_us")


@pytest.fixture(scope="module")
def before_after(analysed):
    return tb_xrank.analyze(run_path("baseline"), span=1), analysed("fixed_slow")


def metric(c: Comparison, name: str):
    """The comparison's metric ``name``."""
    return next(m for m in c.metrics if m.name == name)


def _job(out, seed, slow_us=0.0, world=8, steps=24, drop_rank=None, first_step=1):
    """8 ranks on two hosts; ``slow_us`` makes rank 5's GEMM longer; noise from ``jitter_us``."""
    pgs = {"0": tuple(range(world))}
    host = lambda r: f"node{r // 4}"  # noqa: E731

    def program(step, rank):
        rng = np.random.default_rng(seed * 1000 + step * 16 + rank)
        work = 5_000.0 + rng.normal(0, 400.0) + (slow_us if rank == 5 else 0.0)
        return [("compute", "aten::mm", "gemm_kernel", work, [[1024, 1024], [1024, 1024]]),
                ("collective", "allreduce", "0", 1 << 20, 300.0), ("sync",)]
    ev, _ = simulate(world, program, steps, pgs, host, {"node1": 20_000.0}, seed=seed, first_step=first_step)
    write_run(out, world, ev, pgs, host)
    for f in os.listdir(out) if drop_rank is not None else ():
        if f.startswith(f"node{drop_rank // 4}_{4000 + drop_rank}."):
            os.remove(os.path.join(out, f))
    return tb_xrank.analyze(str(out), cache=False)


def test_straggler_run_against_the_clean_one(before_after):
    a, b = before_after
    c = compare(a, b)
    jsonschema.validate(c.to_dict(), SCHEMA)
    assert {m.name for m in c.metrics} >= set(REQUIRED)
    for m in c.metrics:
        assert m.delta == pytest.approx(m.b - m.a, abs=2e-3)
    assert metric(c, "step_time_max_p50_us").verdict == "higher"
    assert c.stragglers.a.class_ == "none"
    assert (c.stragglers.b.class_, c.stragglers.b.ranks) == ("fixed", [2])
    assert c.stragglers.class_changed
    assert c.stragglers.ranks_changed
    new = c.divergences.appeared + c.divergences.grown
    assert any(d.rank == 2 and d.op == "xrank::expert_gemm" for d in new)
    assert c.matched.by == "step number"
    assert [p[0] for p in c.matched.steps] == list(range(2, 8))
    assert c.unmatched.steps_only_b == list(range(8, 14))
    assert c.critical_history.b == {2: 6}
    # the other way round: B is the fixed run
    r = compare(b, a)
    assert metric(r, "step_time_max_p50_us").verdict == "lower"
    assert any(d.op == "xrank::expert_gemm" for d in r.divergences.vanished + r.divergences.persisting)


def test_a_run_against_itself_is_unchanged(before_after):
    a, _ = before_after
    c = compare(a, a)
    assert all(m.verdict == "unchanged" and m.delta == 0 for m in c.metrics)
    assert not c.divergences.appeared
    assert not c.divergences.vanished
    assert not c.divergences.grown
    assert "Nothing new appeared in B." in c.summary


def test_verdicts_are_decided_against_noise_not_a_bare_difference(tmp_path):
    a = _job(tmp_path / "a", seed=1)
    same = _job(tmp_path / "same", seed=2)  # same job, other noise
    slow = _job(tmp_path / "slow", seed=3, slow_us=2_500.0)
    c = compare(a, same)
    jsonschema.validate(c.to_dict(), SCHEMA)
    for name in REQUIRED:
        m = metric(c, name)
        assert m.delta != 0, m
        assert m.verdict == "unchanged", m  # it differs, within the steps' own spread
        assert m.ci99[0] <= 0 <= m.ci99[1] or abs(m.delta) < 0.02 * abs(m.a)
    c = compare(a, slow)
    assert metric(c, "arrival_skew_p50_us").verdict == "higher"
    assert metric(c, "step_time_max_p50_us").verdict == "higher"
    assert metric(c, "tail_p50_us").verdict == "unchanged"  # the transfer itself did not change
    assert c.stragglers.b.ranks == [5]


def test_runs_of_different_ranks_and_steps_compare_what_matches(tmp_path):
    a = _job(tmp_path / "a", seed=1, steps=10)
    b = _job(tmp_path / "b", seed=2, steps=10, drop_rank=6)
    c = compare(a, b)
    assert c.unmatched.ranks_only_a == [6]
    assert c.matched.ranks == [0, 1, 2, 3, 4, 5, 7]
    assert any("1 rank only in A" in s for s in c.summary)
    later = _job(tmp_path / "later", seed=2, steps=8, first_step=500)  # another window of the job: no common step
    c = compare(a, later)
    assert c.matched.by.startswith("position")
    assert len(c.matched.steps) == 8
    assert c.matched.steps[0] == [1, 500]
    assert c.unmatched.steps_only_a == [9, 10]
    jsonschema.validate(c.to_dict(), SCHEMA)


def test_weighted_bootstrap_percentile_is_numpys_on_the_resample():
    rng = np.random.default_rng(4)
    values, steps = rng.normal(size=80), rng.integers(0, 9, 80)
    s = Series(values, steps)
    counts = rng.integers(0, 4, size=(130, 9))
    qs = (10, 50, 90)
    boots = s.boot(qs, counts)
    assert np.shape(boots) == (len(qs), len(counts))
    for q, got in zip(qs, boots):
        ref = [np.percentile(np.repeat(values, c[steps]), q) if c[steps].sum() else np.nan for c in counts]
        np.testing.assert_allclose(got, ref)


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "tb_xrank.cli", "compare", *args, "-q"], capture_output=True,
                          text=True, timeout=300)


def test_cli_formats_and_gate():
    a, b = run_path("baseline"), run_path("fixed_slow")
    r = _cli(a, b, "--span-a", "1", "--format", "json", "--fail-if-higher", "tail_p50_us")
    assert r.returncode == 0, r.stderr
    jsonschema.validate(json.loads(r.stdout), SCHEMA)
    r = _cli(a, b, "--span-a", "1", "--fail-if-higher", "tail_p50_us,step_time_max_p50_us")
    assert r.returncode == 3
    assert "step_time_max_p50_us" in r.stderr
    assert "Straggler verdict changed: none → fixed (rank 2)." in r.stdout
    assert "▲ higher" in r.stdout
    r = _cli(b, a, "--span-b", "1", "--format", "markdown", "--fail-if-higher", "step_time_max_p50_us")
    assert r.returncode == 0
    assert "| per-step maximum step time, median |" in r.stdout
    assert "**lower**" in r.stdout
    r = _cli(a, b, "--fail-if-higher", "nope")
    assert r.returncode == 2
    assert "unknown metric" in r.stderr
    r = _cli(a, "/no/such/run")
    assert r.returncode == 2
    assert "/no/such/run" in r.stderr


@pytest.fixture(scope="module")
def pp_pair(analysed):
    """pp_tp_dp_clean against pp_tp_dp_delay (rank 5's forward slowed): 8 matched steps, no clear step-time change."""
    return analysed("pp_tp_dp_clean"), analysed("pp_tp_dp_delay")


def test_a_new_fixed_straggler_makes_b_worse_when_the_step_time_did_not_move(pp_pair):
    a, b = pp_pair
    c = compare(a, b)
    jsonschema.validate(c.to_dict(), SCHEMA)
    assert metric(c, "step_time_max_p50_us").verdict == "unchanged"
    assert c.stragglers.b.class_ == "fixed"
    assert c.stragglers.b.ranks == [5]
    o = c.outcome
    assert (o.verdict, o.step_time, o.straggler) == ("worse", "unchanged", "appeared")
    assert o.answer == "B got worse: a fixed straggler appeared on rank 5"
    assert compare_text(c).splitlines()[0] == o.answer
    assert f"**{o.answer}**" in compare_markdown(c)
    r = compare(b, a)  # the straggler gone: better
    assert (r.outcome.verdict, r.outcome.straggler) == ("better", "gone")
    assert r.outcome.answer == "B got better: A's fixed straggler (rank 5) is gone"
    assert compare(a, a).outcome.verdict == "unchanged"


def test_step_counts_are_the_matched_steps(pp_pair):
    """Each run's steps are the Analysis' (the manifest's steps per span), and a divergence pattern's count is how
    many matched steps have one of its divergences, never more than the steps matched."""
    a, b = pp_pair
    c = compare(a, b)
    assert len(c.a.steps) == len(c.b.steps) == manifest("pp_tp_dp_delay")["steps_per_span"] == 8
    assert len(c.matched.steps) == 8
    assert len(c.per_step) == 8
    steps = collections.defaultdict(set)
    for d in b.divergences:
        steps[(d.rank, d.op, d.kind)].add(d.step)
    rows = c.divergences.appeared
    assert rows
    assert all(r.count_b <= 8 for r in rows)
    for r in rows:
        assert r.count_b == len(steps[(r.rank, r.op, r.kind)]), r
    top = rows[0]
    assert f"in {top.count_b} steps" in " ".join(c.summary)
    assert (top.count_b < sum(
         1 for d in b.divergences if (d.rank, d.op, d.kind) == (top.rank, top.op, top.kind)))


def test_too_few_matched_steps_conclude_nothing_but_the_straggler_change(analysed):
    """baseline's latest span (steps 10-15) meets fixed_slow (2-13) in 4 steps: no metric verdict, interval or
    p-value; B is still worse, by the fixed straggler fixed_slow's own 12 steps show on rank 2."""
    c = compare(analysed("baseline"), analysed("fixed_slow"))
    jsonschema.validate(c.to_dict(), SCHEMA)
    assert len(c.matched.steps) == 4 < MIN_STEPS
    for m in c.metrics:
        assert m.verdict == "inconclusive", m
        assert m.p_value is None, m
        assert m.ci99 is None, m
        assert m.note == "too few steps to conclude: 4 matched, at least 5 needed"
    o = c.outcome
    assert (o.verdict, o.step_time, o.straggler) == ("worse", "inconclusive", "appeared")
    assert o.answer == "B got worse: a fixed straggler appeared on rank 2"
    text = compare_text(c)
    assert text.count("too few steps to conclude") >= 2
    assert "interval" not in text.split("metric ")[0]
    assert "rose" not in " ".join(c.summary)
    assert "did not change" not in " ".join(c.summary)


@pytest.mark.parametrize("step,a,b,verdict,change,answer", [
    ("unchanged", ("fixed", [2]), ("fixed", [5]), "worse", "moved",
     "B got worse: the fixed straggler moved from rank 2 to rank 5"),
    ("lower", ("none", []), ("topology", [2, 3]), "mixed", "appeared",
     "B is mixed: its steps are faster than A's, but a topology straggler appeared on ranks 2, 3"),
    ("higher", ("rotating", [0, 1, 3]), ("none", []), "mixed", "gone",
     "B is mixed: A's rotating straggler (ranks 0, 1, 3) is gone, but its steps are slower than A's"),
    ("unchanged", ("rotating", [0, 1, 3]), ("transient", [1]), "unchanged", "changed",
     "No clear change: B is within A's step-to-step noise"),
    ("unchanged", ("fixed", [2]), ("fixed", [2]), "unchanged", "unchanged",
     "No clear change: B is within A's step-to-step noise")])
def test_outcome_weighs_the_step_time_with_the_straggler_change(step, a, b, verdict, change, answer):
    from tb_xrank.comparison import _outcome

    side = lambda v: {"class": v[0], "ranks": v[1], "basis": None}  # noqa: E731
    c = {"matched": {"steps": [[s, s] for s in range(6)]}, "metrics": [{"name": "step_time_max_p50_us",
                                                                          "verdict": step}],
         "stragglers": {"a": side(a), "b": side(b)}}
    o = _outcome(c)
    assert (o["verdict"], o["straggler"], o["answer"]) == (verdict, change, answer)
