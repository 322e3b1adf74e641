"""Unit tests of the pure pieces: statistics, interval coverage, occurrence keys, readiness split, bus factors."""

import numpy as np
import pytest

from tb_xrank import numeric
from tb_xrank.diagnose import mesh, stragglers
from tb_xrank.diagnose.evidence import _gaps
from tb_xrank.align.frame import CollectiveMeta
from tb_xrank.align.readiness import algo_bytes, bus_factor, split


def test_binomial_tail_is_exact():
    assert stragglers.binom_sf(0, 10, 0.3) == 1.0
    assert stragglers.binom_sf(10, 10, 0.5) == pytest.approx(0.5 ** 10)
    assert stragglers.binom_sf(2, 3, 0.25) == pytest.approx(3 * 0.25 ** 2 * 0.75 + 0.25 ** 3)


def test_occurrence_counts_earlier_equal_keys():
    assert numeric.occurrence(np.array([5, 3, 5, 5, 3, 9])).tolist() == [0, 0, 1, 2, 1, 0]
    assert numeric.occurrence(np.array([], dtype=np.int64)).tolist() == []


def test_coverage_of_merged_intervals():
    merged = numeric.merge(np.array([0.0, 2.0, 3.0, 10.0]), np.array([1.0, 5.0, 4.0, 12.0]))
    assert merged[0].tolist() == [0.0, 2.0, 10.0]
    assert merged[1].tolist() == [1.0, 5.0, 12.0]
    assert numeric.covered(merged, -5, 20) == pytest.approx(1 + 3 + 2)
    assert numeric.covered(merged, 0.5, 11) == pytest.approx(0.5 + 3 + 1)
    assert numeric.covered_many(merged, np.array([5.0, 6.0]), np.array([10.0, 11.0])).tolist() == [0.0, 1.0]
    g0, g1 = _gaps(merged, 0.0, 12.0)
    assert list(zip(g0.tolist(), g1.tolist())) == [(1.0, 2.0), (5.0, 10.0)]


def test_row_nanmedian_matches_numpy():
    from tb_xrank.numeric import nanmedian_rows

    rng = np.random.default_rng(1)
    a = np.array([[1.0, np.nan, 3.0, 10.0], [np.nan, 2.0, np.nan, np.nan], [4.0, 1.0, 2.0, 3.0]])
    b = np.where(rng.random((200, 7)) < 0.3, np.nan, rng.normal(size=(200, 7)) * 1e6)
    for m in (a, b, a[:, :1]):
        np.testing.assert_array_equal(nanmedian_rows(m), np.nanmedian(m, axis=1))  # NaN rows agree too
    assert np.isnan(nanmedian_rows(np.full((1, 3), np.nan))[0])
    assert numeric.median([3, 1, 2]) == 2
    assert numeric.median([4, 1, 2, 3]) == 2.5


def test_readiness_split():
    ready = np.array([[100.0, 113.0, np.nan]])
    end = np.array([[118.0, 118.5, np.nan]])
    allreduce = CollectiveMeta(id="0:1", pg="0", seq=1, op="allreduce", bytes=None, group_ranks=None, step=None)
    sp = split(ready, end, [allreduce])
    assert sp["skew"][0] == 13.0
    assert sp["last"][0] == 1
    assert sp["tail"][0] == pytest.approx(np.median([118.0, 118.5]) - 113.0)
    assert sp["wait"][0, :2].tolist() == [13.0, 0.0]
    assert sp["service"][0, :2].tolist() == [5.0, 5.5]
    assert sp["skew_cf"][0] == pytest.approx(18.0 - 5.5)
    assert not sp["present"][0, 2]


def test_bus_bandwidth_factors():
    assert bus_factor("allreduce", 8) == pytest.approx(2 * 7 / 8)
    assert bus_factor("allgather", 4) == pytest.approx(3 / 4)
    assert bus_factor("broadcast", 8) == 1.0
    assert algo_bytes("allgather", 10, 4) == 40
    assert algo_bytes("allreduce", 10, 4) == 10


def test_mesh_positions_are_families_of_disjoint_equal_groups():
    """The world's group is no family; a second dimension of the same size (overlapping the first) is a family of
    its own, named by its first group; a group repeated under another name (another backend's) is the same one."""
    pos = mesh.positions({"0": [0, 1, 2, 3], "1": [0, 1], "2": [2, 3], "9": [0, 1]}, 4)
    assert pos == {"position in 2 groups of 2": {0: 0, 1: 1, 2: 0, 3: 1}}
    pos = mesh.positions({"0": list(range(8)), "tp0": [0, 1], "tp1": [2, 3], "tp2": [4, 5], "tp3": [6, 7],
                          "dp0": [0, 2], "dp1": [1, 3], "dp2": [4, 6], "dp3": [5, 7]}, 8)
    assert pos == {"position in 4 groups of 2 (dp0)": {0: 0, 2: 1, 1: 0, 3: 1, 4: 0, 6: 1, 5: 0, 7: 1},
                   "position in 4 groups of 2 (tp0)": {r: r % 2 for r in range(8)}}
    assert [f.pgs for f in mesh.families({"tp10": [0, 1], "tp2": [2, 3], "x": [0, 1, 2]}, 8)] == [["tp2", "tp10"], ["x"]]


def test_uncovered_sums_agree_with_the_gaps():
    """The per-step screening of missing evidence (all windows at once, from a prefix sum) sums the same gaps
    that ``_gaps`` finds one window at a time: windows before, across, inside and after the intervals."""
    from tb_xrank.diagnose.evidence import _uncovered
    from tb_xrank.numeric import merge as _merge

    rng = np.random.default_rng(7)
    a = np.sort(rng.uniform(0, 1000, 300))
    merged = _merge(a, a + rng.uniform(0, 6, 300))
    s = rng.uniform(-50, 1050, 400)
    e = s + rng.uniform(0, 200, 400)
    s[:3], e[:3] = [-20, 2000, 500.0], [-10, 2100, 500.0]
    for min_us in (0.0, 1.0, 5.0, 30.0):
        want = []
        for s0, e0 in zip(s, e):
            g0, g1 = _gaps(merged, s0, e0)
            want.append(float(np.sum(np.where(g1 - g0 >= min_us, g1 - g0, 0.0))))
        np.testing.assert_allclose(_uncovered(merged, s, e, min_us), want, rtol=0, atol=1e-9)
    empty = _merge(np.zeros(0), np.zeros(0))
    np.testing.assert_allclose(_uncovered(empty, np.array([1.0, 3.0]), np.array([2.0, 10.0]), 2.0), [0.0, 7.0])


def test_merge_matches_a_plain_union():
    """Union of intervals, sorted or not, nested, touching, and with an end before its start."""
    from tb_xrank.numeric import merge as _merge

    rng = np.random.default_rng(3)
    for sort, bad in ((True, False), (False, False), (False, True)):
        s = rng.uniform(0, 100, 200)
        e = s + rng.uniform(0, 3, 200)
        if bad:
            e[::17] = s[::17] - 1.0
        if sort:
            o = np.argsort(s)
            s, e = s[o], e[o]
        ms, me, cum = _merge(s, e)
        want = []
        for a, b in sorted(zip(s.tolist(), e.tolist())):
            if want and a <= want[-1][1]:
                want[-1][1] = max(want[-1][1], b)
            else:
                want.append([a, b])
        np.testing.assert_array_equal(np.c_[ms, me], np.array(want))
        np.testing.assert_allclose(cum[-1], sum(b - a for a, b in want))


def test_model_units_write_each_quantity_one_way():
    """tb_xrank/model/units.py: every text's numbers, their differences as parameters."""
    from tb_xrank.model import units

    assert [units.ms(None), units.ms(1534.0), units.ms(1534.0, 2), units.ms(-240.0, sign=True),
            units.ms(1534.0, 2, "")] == ["—", "1.5 ms", "1.53 ms", "-0.2 ms", "1.53"]
    assert units.signed_ms(44200.0) == "+44.20"
    assert units.signed_ms(-150.0) == "−0.15"
    assert [units.duration(None), units.duration(840.4), units.duration(2540.0), units.duration(2540.0, 2)] == [
        "—", "840 µs", "2.5 ms", "2.54 ms"]
    assert [units.pct(0.2), units.pct(0.0), units.pct(37.4)] == ["<1%", "0%", "37%"]
    assert [units.num(None), units.num(0.371), units.num(12345.67, 1, grouped=True)] == ["—", "0.37", "12,345.7"]
    assert [units.plural(1, "step"), units.plural(2, "step"), units.plural(3, "child", "children")] == [
        "1 step", "2 steps", "3 children"]
    assert units.ranges([8, 7, 0, 1, 2, 5]) == "0-2, 5, 7-8"
    assert units.ranges([]) == ""
    assert units.span([4, 5, 9]) == "4–9 (3)"
    assert units.span([]) == "none"
    assert [units.size(812), units.size(45_300), units.size(3_400_000_000)] == ["812 B", "45.3 kB", "3.40 GB"]
