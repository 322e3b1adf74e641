"""The seed's two examples, generated in the NCCL schema, come out as the seed says."""
import pytest

from conftest import manifest


def test_seed_intro_skew_tail_and_last_rank(analysed):
    a = analysed("nccl_seed_intro")
    assert len(a.collectives) == 6
    for c in a.collectives:
        assert c.last_rank == 7
        assert c.skew_us == pytest.approx(19_000, abs=50)
        assert c.tail_us == pytest.approx(9_000, abs=50)
        assert c.skew_clockfree_us == pytest.approx(19_000, abs=50)
        assert c.material
        early = c.ranks[0]
        late = c.ranks[7]
        # ranks 0-6 show a 28 ms bar (wait + service), rank 7 about 9 ms (service only)
        assert early.end_us - early.ready_us == pytest.approx(28_000, abs=50)
        assert late.end_us - late.ready_us == pytest.approx(9_000, abs=50)
        assert early.wait_us == pytest.approx(19_000, abs=50)
        assert late.wait_us == pytest.approx(0, abs=1)


def test_seed_intro_recovers_the_host_clock_offset(analysed):
    a = analysed("nccl_seed_intro")
    offsets = manifest("nccl_seed_intro")["clock_offsets_us"]
    for r in range(8):
        assert a.clock.offsets_us[r] == pytest.approx(offsets[f"node{r // 4}"], abs=20)
    assert not a.clock.clock_suspect


def test_seed_worked_example_step_2140_seq_863(analysed):
    a = analysed("nccl_seed_worked")
    c = a.collective("0:863")
    assert c.step == 2140
    assert c.seq == 863
    assert c.op == "allreduce"
    assert c.last_rank == 7
    assert c.skew_us == pytest.approx(13_000, abs=50)
    assert c.tail_us == pytest.approx(5_000, abs=50)
    step = next(s for s in a.steps if s.step == 2140)
    ready = {r: v.ready_us - step.start_us for r, v in c.ranks.items()}
    assert all(ready[r] == pytest.approx(100_000, abs=1_500) for r in range(7))
    assert ready[7] == pytest.approx(113_000, abs=1_500)
    assert all(v.end_us - step.start_us == pytest.approx(118_000, abs=1_500) for v in c.ranks.values())
    # the other steps are balanced: not material
    assert [x.id for x in a.collectives if x.material] == ["0:863"]


def test_generated_truth_matches_every_collective(analysed):
    """Every collective's per-rank ready and end (true clock, from the generator) is recovered up to one offset."""
    a = analysed("nccl_seed_worked")
    truth = {t["id"]: t for t in manifest("nccl_seed_worked")["truth"]}
    shift = None
    for c in a.collectives:
        t = truth[c.id]
        for r, v in c.ranks.items():
            d = v.ready_us - t["ready_us"][str(r)]
            shift = d if shift is None else shift
            assert d == pytest.approx(shift, abs=5)
            assert v.end_us - t["end_us"][str(r)] == pytest.approx(shift, abs=5)
