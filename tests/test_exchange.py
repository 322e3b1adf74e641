"""The controlled exchange (``compare A B --exchange R1:R2``): the recorded gloo exchange pairs give their true
verdict, an exchange between two healthy ranks says nothing moved, the exchange is recognised from B's recorded
shapes, and the tests it rests on are exact."""
import copy
import itertools
import json
import math
import subprocess
import sys

import jsonschema
import numpy as np
import pytest

from conftest import FIXTURE_RUNS, manifest, run_path
from tb_xrank.comparison import compare
from tb_xrank.config import Settings
from tb_xrank.confirm import Side, exchange, ranktest, with_exchange
from tb_xrank.model import Analysis, Comparison, json_schema

SCHEMA = json_schema(Comparison)
PAIRS = [n for n in FIXTURE_RUNS if "exchange" in manifest(n)]  # the B runs: exchange.of names their A


def _exchanged(analysed, name, flag):
    m = manifest(name)
    a, b = analysed(m["exchange"]["of"]), analysed(name)
    c = with_exchange(compare(a, b), Side(a, run_path(m["exchange"]["of"]), Settings()),
                      Side(b, run_path(name), Settings()), flag)
    jsonschema.validate(c.to_dict(), SCHEMA)
    return c


def test_the_bundled_pairs_are_a_workload_a_placement_and_a_healthy_exchange():
    assert sorted(manifest(n)["exchange"]["expected"]["verdict"] for n in PAIRS) == ["ambiguous", "placement",
                                                                                     "workload"]


@pytest.mark.parametrize("name", PAIRS)
def test_each_recorded_exchange_gives_its_true_verdict(analysed, name):
    m = manifest(name)
    want = m["exchange"]["expected"]
    ex = _exchanged(analysed, name, m["exchange"]["swapped"]).exchange
    assert ex.verdict == want["verdict"], ex.basis
    assert ex.followed.to_builtins() == want["followed"]
    assert ex.swapped == m["exchange"]["swapped"]
    assert ex.recognised == "both"
    assert ex.steps == ex.steps_a + ex.steps_b == 2 * m["steps_per_span"]
    assert len(ex.series) == 4
    assert all(len(s.excess_us) == len(s.steps) == 12 for s in ex.series)
    assert ex.not_held_equal[-1] == exchange.UNMEASURED
    if want["verdict"] == "ambiguous":  # two healthy ranks: nothing to follow, and nothing moved
        assert ex.p_value is None
        assert ex.basis.startswith("nothing to follow")
        assert "nothing moved" in ex.basis
        assert abs(ex.gap_a_us) < ex.threshold_us
        assert abs(ex.gap_b_us) < ex.threshold_us
    else:
        assert ex.p_value < exchange.ALPHA
        assert ex.p_delay_a < exchange.ALPHA
        kept = ex.p_followed if want["verdict"] == "workload" else ex.p_stayed
        assert ex.p_value == (ex.p_stayed if want["verdict"] == "workload" else ex.p_followed)
        assert ex.p_value < kept
        moved = want["followed"]["after"] != want["followed"]["before"]
        assert (ex.gap_b_us < 0) == moved
        assert abs(ex.gap_b_us) >= exchange.SHARE * ex.gap_a_us


@pytest.mark.parametrize("name", PAIRS)
def test_b_s_shapes_show_the_exchange_without_the_flag(analysed, name):
    m = manifest(name)
    ex = _exchanged(analysed, name, None).exchange
    assert ex.recognised == "shapes"
    assert sorted(ex.swapped) == m["exchange"]["swapped"]
    assert ex.verdict == m["exchange"]["expected"]["verdict"]
    r1, r2 = ex.ranks
    assert r1.shapes_a == r2.shapes_b
    assert r2.shapes_a == r1.shapes_b
    assert r1.shapes_a != r2.shapes_a
    rows = {str(r): v["rows"] for r, v in manifest(m["exchange"]["of"])["shards"].items()}
    assert f"[[{rows[str(r1.rank)]},128]" in r1.shapes_a


def test_no_exchange_where_nothing_shows_one(analysed):
    """Runs whose ranks record the same shapes show no exchange: the comparison is as before, without the key."""
    a, b = analysed("baseline"), analysed("fixed_slow")
    c = with_exchange(compare(a, b), Side(a, run_path("baseline"), Settings(span=1)),
                      Side(b, run_path("fixed_slow"), Settings()), None)
    assert "exchange" not in c.to_dict()
    assert c.to_dict() == compare(a, b).to_dict()


def test_a_flagged_exchange_the_shapes_contradict_is_ambiguous(analysed):
    """B = A itself: the shapes tell ranks 0 and 2 apart and show them unmoved, so the flag's exchange did not
    happen; the delay 'stayed', but nothing was exchanged to tell."""
    a = analysed("exchange_workload_a")
    path = run_path("exchange_workload_a")
    ex = with_exchange(compare(a, a), Side(a, path, Settings()), Side(a, path, Settings()), [0, 2]).exchange
    assert ex.verdict == "ambiguous"
    assert "does not show the exchange" in ex.basis
    assert ex.recognised == "flag"


def test_a_delay_that_shrank_in_b_is_ambiguous(analysed):
    """exchange_workload_b with the moved shard's cost cut to a third on rank 0: it neither stayed nor followed whole."""
    a, b = analysed("exchange_workload_a"), analysed("exchange_workload_b")
    d = copy.deepcopy(b.to_dict())
    for s in d["steps"]:
        peers = sorted(s["work_us"][r] for r in ("1", "2", "3"))[1]
        s["work_us"]["0"] = peers + (s["work_us"]["0"] - peers) / 3
    ex = exchange.verdict(a, Analysis.build(**d), [0, 2])
    assert ex["verdict"] == "ambiguous"
    assert "shrank" in ex["basis"]
    assert ex["followed"] == {"before": 2, "after": 0}


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "tb_xrank.cli", "compare", *args, "-q"], capture_output=True,
                          text=True, timeout=300)


def test_cli_exchange_json_text_and_bad_flags():
    a, b = run_path("exchange_placement_a"), run_path("exchange_placement_b")
    r = _cli(a, b, "--exchange", "2:0", "--format", "json")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    jsonschema.validate(doc, SCHEMA)
    ex = doc["exchange"]
    assert (ex["swapped"], ex["verdict"], ex["followed"]) == ([2, 0], "placement", {"before": 2, "after": 2})
    r = _cli(a, b)
    assert r.returncode == 0
    assert (r.stdout.splitlines()[0] == ("Exchange of ranks 0 and 2 (recognised from B's "
                                                               "recorded shapes): the delay stayed with the rank "
                                                               "(placement)"))
    assert "Not held equal:" in r.stdout
    assert "cache warmth" in r.stdout
    r = _cli(a, b, "--format", "markdown")
    assert r.returncode == 0
    assert r.stdout.startswith("**Exchange of ranks 0 and 2")
    for bad, said in (("0:0", "two different ranks"), ("0-2", "two different ranks"), ("0:7", "rank 7 is not profiled")):
        r = _cli(a, b, "--exchange", bad)
        assert r.returncode == 2, (bad, r.stderr)
        assert said in r.stderr, (bad, r.stderr)


def _brute_p(x, y) -> float:
    """The exact two-sided Mann–Whitney p by enumerating every split of the pooled values."""
    pooled = np.concatenate([x, y])
    u = sum(a > b for a in x for b in y)
    us = []
    for idx in itertools.combinations(range(len(pooled)), len(x)):
        rest = np.delete(pooled, idx)
        us.append(sum(a > b for a in pooled[list(idx)] for b in rest))
    us = np.array(us)
    return min(1.0, 2 * min((us <= u).mean(), (us >= u).mean()))


@pytest.mark.parametrize("n1,n2,shift", [(3, 4, 0.0), (5, 5, 1.0), (6, 4, -0.7), (2, 7, 2.0)])
def test_mann_whitney_is_exact_on_small_samples(n1, n2, shift):
    rng = np.random.default_rng(n1 * 10 + n2)
    x, y = rng.normal(size=n1), rng.normal(size=n2) + shift
    assert ranktest.mann_whitney(x, y)[1] == pytest.approx(_brute_p(x, y), abs=1e-12)
    assert ranktest._u_counts(n1, n2).sum() == math.comb(n1 + n2, n1)


def test_mann_whitney_and_sign_test_at_the_edges():
    assert ranktest.mann_whitney(range(12), range(100, 112))[1] == pytest.approx(2 / math.comb(24, 12))
    u, p = ranktest.mann_whitney([1, 1, 2, 2] * 20, [1, 2, 2, 3] * 20)  # ties: the normal approximation
    assert 0 < p < 1
    assert (u == pytest.approx(sum((a > b) + 0.5 * (a == b) for a in [1, 1, 2, 2] * 20
                                                  for b in [1, 2, 2, 3] * 20)))
    assert ranktest.sign_test([1.0] * 12) == (12, 12, 0.5 ** 12)
    assert ranktest.sign_test([0.0, 0.0]) == (0, 0, 1.0)
