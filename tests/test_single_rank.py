"""Single-rank evidence (issue 25, part 3): what one rank, or a sample of ranks whose collectives have one profiled
member, shows without peers: each bar against the same collective's other occurrences, exposed communication per
step, the walk-back within the rank; never a claim that needs peers."""
import os
import sys

import pytest

import tb_xrank
from conftest import REAL
from tb_xrank.reports.share_html import html_report
from tb_xrank.reports.share_markdown import markdown_report
from tb_xrank.reports.text import text

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fixtures"))
import gen_single  # noqa: E402

PEER_WORDS = ("skew", " tail", "last rank", "last arrival", "straggler", "held back", "transfer of")


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    out = tmp_path_factory.mktemp("single")
    gen_single.write(str(out / "clean"), slow=False)
    gen_single.write(str(out / "slow"), slow=True)
    gen_single.write_sample(str(out / "sample"))
    return {n: tb_xrank.analyze(str(out / n), cache=False) for n in ("clean", "slow", "sample")}


def _single_findings(a):
    return [f for f in a.findings if f.kind == "single_rank"]


def test_clean_single_rank_is_labelled_and_silent(runs):
    a = runs["clean"]
    s = a.single_rank
    assert s.ranks == [3]
    assert s.records == 24
    assert "no other member" in s.basis
    assert {p.place: p.occurrences for p in s.places} == {"0:allreduce#0": 12, "0:allgather#0": 12}
    assert not any(p.slow_steps for p in s.places)
    assert not any(o.slow for o in s.occurrences)
    assert s.divergences == []
    assert a.divergences == []
    assert [f.severity for f in _single_findings(a)] == ["info"]
    assert len(s.steps) == 12
    assert all(st.comm_us > 0 and 0 <= st.exposed_comm_us <= st.comm_us for st in s.steps)
    assert all(abs(p.median_bar_us - (5000 if "allreduce" in p.place else 1500)) < 20 for p in s.places)
    assert not a.collectives
    assert a.stragglers.class_ == "none"
    assert a.ranks[3].warnings[0].code == "align.single_member"
    assert "single_rank" in a.ranks[3].warnings[0].text


def test_slow_occurrences_and_the_walk_back_within_the_rank(runs):
    a = runs["slow"]
    s = a.single_rank
    slow = {p.place: p.slow_steps for p in s.places if p.slow_steps}
    assert slow == {"0:allreduce#0": [4, 7, 10]}
    ar = next(p for p in s.places if p.place == "0:allreduce#0")
    assert ar.max_bar_us == pytest.approx(13_000, abs=50)
    assert ar.median_bar_us == pytest.approx(5_000, abs=20)
    own = [d for d in s.divergences if d.kind != "bar"]
    assert [(d.step, d.kind) for d in own] == [(9, "compute")]
    d = own[0]
    assert d.evidence["kernel"] == gen_single.ATTN_KERNEL or gen_single.ATTN_KERNEL in d.summary
    assert d.cause_us == pytest.approx(12_000, abs=100)
    assert d.evidence["compared_with"] == "its own other steps"
    assert d.summary.startswith("Single-rank evidence")
    bars = sorted(d.step for d in s.divergences if d.kind == "bar")
    assert bars == [4, 7, 10]
    assert all("waiting" in d.summary and "transfer of" not in d.summary for d in s.divergences if d.kind == "bar")
    comm = {st.step: st.comm_us for st in s.steps}
    assert comm[4] - comm[3] == pytest.approx(8_000, abs=50)
    assert a.divergences == []
    assert all(not st.held_by for st in a.steps)  # nothing claimed across ranks


def test_no_claim_that_needs_peers(runs):
    for a in (runs["clean"], runs["slow"]):
        said = [f.text.lower() for f in _single_findings(a)] + [d.summary.lower() for d in a.single_rank.divergences]
        assert said
        assert not [t for t in said if any(w in t for w in PEER_WORDS)]


def test_surfaces_show_it(runs):
    a = runs["slow"]
    t = text(a)
    assert "single-rank evidence (rank 3)" in t
    assert "slow in steps 4, 7, 10" in t
    h = html_report(a)
    assert "Single-rank evidence" in h
    assert "0:allreduce#0" in h
    assert "### Single-rank evidence" in markdown_report(a)
    assert tb_xrank.Analysis.from_json(a.to_json()) == a


def test_sample_keeps_single_member_records(runs):
    a = runs["sample"]
    assert len(a.collectives) == 24
    assert all(set(c.ranks) == {3, 5} for c in a.collectives)
    s = a.single_rank
    assert s.ranks == [3, 5]
    assert s.records == 24
    assert sorted((p.rank, p.place) for p in s.places) == [(3, "tp1:allreduce#0"), (5, "tp2:allreduce#0")]
    assert not any(p.slow_steps for p in s.places)
    for r in (3, 5):
        row = next(x for x in a.ranks if x.rank == r)
        assert "align.single_member" in [w.code for w in row.warnings]
        left = {x.code: x.kernels for x in row.comm_kernels.left}
        assert left["peers_not_profiled"] == 12


REAL_RUNS = {"a100-rank3-of-8": (3, 60, 6), "nccl-2rank-rank0": (0, 21, 3)}


@pytest.mark.skipif(not os.path.isdir(REAL), reason="../shared/real-traces is absent")
@pytest.mark.parametrize("name", sorted(REAL_RUNS))
def test_real_single_rank_traces(name):
    rank, records, steps = REAL_RUNS[name]
    a = tb_xrank.analyze(os.path.join(REAL, name), cache=False)
    s = a.single_rank
    assert s.ranks == [rank]
    assert s.records == records
    assert "no other member" in s.basis
    assert sum(p.occurrences for p in s.places) == records
    assert all(o.bar_us is not None and o.bar_us >= 0 for o in s.occurrences)
    assert len(s.steps) == steps
    assert all(0 < st.exposed_comm_us <= st.comm_us for st in s.steps)
    assert any(f.kind == "single_rank" and "Single-rank evidence" in f.text for f in a.findings)
    assert "single-rank evidence" in text(a)
