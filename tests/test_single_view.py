"""The first screen of a run whose collectives have one profiled member (issue 25, part 3): it draws the single-rank
evidence under its label, from the record (frontend/e2e/views.mjs in headless Chromium): each step's communication
and its exposed part, each collective's bar in every step with exactly the record's slow occurrences marked, the
collectives' table, the walk-back within the rank in its own sentences; and no worst step across ranks where no
collective is aligned."""
import os
import sys

import pytest

from conftest import ROOT
from test_e2e import walked  # the module skips itself without chromium

sys.path.insert(0, os.path.join(ROOT, "fixtures"))
import gen_single  # noqa: E402

pytestmark = [pytest.mark.e2e, pytest.mark.browser]

RUNS = ("single_clean", "single_slow", "single_sample")


@pytest.fixture(scope="module")
def shown(tmp_path_factory):
    """``{run: (Analysis as served, what its Findings tab shows)}``."""
    logdir = tmp_path_factory.mktemp("single_view")
    gen_single.write(str(logdir / "single_clean"), slow=False)
    gen_single.write(str(logdir / "single_slow"), slow=True)
    gen_single.write_sample(str(logdir / "single_sample"))
    with walked(logdir, tmp_path_factory.mktemp("single_cache"), RUNS) as seen:
        yield {name: (a, tabs["findings"]) for name, (a, tabs) in seen.items()}


def _chart(tab: dict, name: str) -> dict:
    got = [c for c in tab["charts"] if c["name"] == name]
    assert len(got) == 1, (name, [c["name"] for c in tab["charts"]])
    return got[0]


@pytest.mark.parametrize("run", RUNS)
def test_the_label_comes_with_the_evidence_and_every_sentence_is_the_records(shown, run):
    a, tab = shown[run]
    s = a.single_rank
    ranks = ", ".join(map(str, s.ranks))
    assert any(h.startswith(f"Single-rank evidence: rank{'s' if len(s.ranks) > 1 else ''} {ranks} of {s.world_size}")
               for h in tab["headings"]), tab["headings"]
    assert s.basis in tab["text"]
    for d in s.divergences:
        assert d.summary in tab["summaries"]
    for p in s.places:
        assert p.place in tab["text"]


@pytest.mark.parametrize("run", RUNS)
def test_each_steps_communication_is_drawn_as_recorded(shown, run):
    a, tab = shown[run]
    s = a.single_rank
    for r in s.ranks:
        rows = sorted((x for x in s.steps if x.rank == r), key=lambda x: x.step)
        c = _chart(tab, f"single-steps-{r}")
        assert c["x"][0] == [str(x.step) for x in rows]
        exposed, overlapped = (ser["data"] for ser in c["series"])
        assert exposed == pytest.approx([x.exposed_comm_us / 1000 for x in rows], abs=1e-3)
        assert overlapped == pytest.approx([max(0.0, x.comm_us - x.exposed_comm_us) / 1000 for x in rows], abs=1e-3)


@pytest.mark.parametrize("run", RUNS)
def test_exactly_the_records_slow_occurrences_are_marked(shown, run):
    a, tab = shown[run]
    s = a.single_rank
    c = _chart(tab, "single-occurrences")
    steps = [int(x) for x in c["x"][0]]
    marked, drawn = set(), 0
    for ser in c["series"]:
        for st, d in zip(steps, ser["data"]):
            if d is not None:
                drawn += 1
                if d.get("itemStyle"):
                    marked.add((ser["name"].split(" ")[-1], st))
    places = {p.place for p in s.places[:6]}
    want = {(o.place, o.step) for o in s.occurrences if o.slow and o.place in places and o.bar_us is not None}
    assert marked == want
    assert drawn == sum(1 for o in s.occurrences if o.place in places and o.bar_us is not None)
    if run == "single_slow":
        assert want  # the slow run has slow occurrences to mark
    if run == "single_clean":
        assert not want
        assert "No step stretched beyond the rank's own noise." in tab["text"]


def test_no_worst_step_across_ranks_and_no_step_held_back_where_no_collective_is_aligned(shown):
    for run in ("single_clean", "single_slow"):
        a, tab = shown[run]
        assert not a.collectives
        assert "the worst step" not in tab["text"]
        assert "the longest step" not in tab["text"]
        assert a.stragglers.steps_held == 0
        assert a.stragglers.critical_counts == {}
        assert tab["text"].startswith(f"no straggler — {a.stragglers.basis}")
        assert "steps held back" not in tab["text"]
