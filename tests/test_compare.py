"""Comparison of two runs: verdicts against step-to-step noise, matching, changes in class and divergences,
the CLI's gate."""
import json
import os
import subprocess
import sys

import jsonschema
import numpy as np
import pytest

import tb_xrank
from conftest import run_path
from fixtures.gen_nccl import simulate, write_run
from tb_xrank.comparison import _Series, compare, metric

SCHEMA = json.load(open(os.path.join(os.path.dirname(tb_xrank.__file__), "schema", "compare.schema.json")))
REQUIRED = ("arrival_skew_p50_us", "arrival_skew_p90_us", "tail_p50_us", "step_time_max_p50_us", "step_time_max_p90_us")


@pytest.fixture(scope="module")
def before_after(analysed):
    return tb_xrank.analyze(run_path("baseline"), span=1), analysed("fixed_slow")


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
    assert {m["name"] for m in c["metrics"]} >= set(REQUIRED)
    for m in c["metrics"]:
        assert m["delta"] == pytest.approx(m["b"] - m["a"], abs=2e-3)
    assert metric(c, "step_time_max_p50_us")["verdict"] == "higher"
    assert c["stragglers"]["a"]["class"] == "none" and c["stragglers"]["b"].to_builtins() == {**c["stragglers"]["b"], "class": "fixed",
                                                                                 "ranks": [2]}
    assert c["stragglers"]["class_changed"] and c["stragglers"]["ranks_changed"]
    new = c["divergences"]["appeared"] + c["divergences"]["grown"]
    assert any(d["rank"] == 2 and d["op"] == "xrank::expert_gemm" for d in new)
    assert c["matched"]["by"] == "step number" and [p[0] for p in c["matched"]["steps"]] == list(range(2, 8))
    assert c["unmatched"]["steps_only_b"] == list(range(8, 14))
    assert c["critical_history"]["b"] == {"2": 6}
    # the other way round: B is the fixed run
    r = compare(b, a)
    assert metric(r, "step_time_max_p50_us")["verdict"] == "lower"
    assert any(d["op"] == "xrank::expert_gemm" for d in r["divergences"]["vanished"] + r["divergences"]["persisting"])


def test_a_run_against_itself_is_unchanged(before_after):
    a, _ = before_after
    c = compare(a, a)
    assert all(m["verdict"] == "unchanged" and m["delta"] == 0 for m in c["metrics"])
    assert not c["divergences"]["appeared"] and not c["divergences"]["vanished"] and not c["divergences"]["grown"]
    assert "Nothing new appeared in B." in c["summary"]


def test_verdicts_are_decided_against_noise_not_a_bare_difference(tmp_path):
    a = _job(tmp_path / "a", seed=1)
    same = _job(tmp_path / "same", seed=2)  # same job, other noise
    slow = _job(tmp_path / "slow", seed=3, slow_us=2_500.0)
    c = compare(a, same)
    jsonschema.validate(c.to_dict(), SCHEMA)
    for name in REQUIRED:
        m = metric(c, name)
        assert m["delta"] != 0 and m["verdict"] == "unchanged", m  # it differs, within the steps' own spread
        assert m["ci99"][0] <= 0 <= m["ci99"][1] or abs(m["delta"]) < 0.02 * abs(m["a"])
    c = compare(a, slow)
    assert metric(c, "arrival_skew_p50_us")["verdict"] == "higher"
    assert metric(c, "step_time_max_p50_us")["verdict"] == "higher"
    assert metric(c, "tail_p50_us")["verdict"] == "unchanged"  # the transfer itself did not change
    assert c["stragglers"]["b"]["ranks"] == [5]


def test_runs_of_different_ranks_and_steps_compare_what_matches(tmp_path):
    a = _job(tmp_path / "a", seed=1, steps=10)
    b = _job(tmp_path / "b", seed=2, steps=10, drop_rank=6)
    c = compare(a, b)
    assert c["unmatched"]["ranks_only_a"] == [6] and c["matched"]["ranks"] == [0, 1, 2, 3, 4, 5, 7]
    assert any("1 rank only in A" in s for s in c["summary"])
    later = _job(tmp_path / "later", seed=2, steps=8, first_step=500)  # another window of the job: no common step
    c = compare(a, later)
    assert c["matched"]["by"].startswith("position") and len(c["matched"]["steps"]) == 8
    assert c["matched"]["steps"][0] == [1, 500] and c["unmatched"]["steps_only_a"] == [9, 10]
    jsonschema.validate(c.to_dict(), SCHEMA)


def test_weighted_bootstrap_percentile_is_numpys_on_the_resample():
    rng = np.random.default_rng(4)
    values, steps = rng.normal(size=80), rng.integers(0, 9, 80)
    s = _Series(values, steps)
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
    assert r.returncode == 3 and "step_time_max_p50_us" in r.stderr
    assert "Straggler verdict changed: none → fixed (rank 2)." in r.stdout and "▲ higher" in r.stdout
    r = _cli(b, a, "--span-b", "1", "--format", "markdown", "--fail-if-higher", "step_time_max_p50_us")
    assert r.returncode == 0 and "| per-step maximum step time, median |" in r.stdout and "**lower**" in r.stdout
    r = _cli(a, b, "--fail-if-higher", "nope")
    assert r.returncode == 2 and "unknown metric" in r.stderr
    r = _cli(a, "/no/such/run")
    assert r.returncode == 2 and "/no/such/run" in r.stderr
