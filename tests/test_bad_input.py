"""Bad files get a clear error naming the file and the reason; the rest of the run is still analysed."""
import gzip
import json
import os
import shutil

import pytest

import tb_xrank
from conftest import copy_run, load_trace, rewrite, save_trace, trace_files
from tb_xrank.cli import main


def _error(a, path):
    return next(e for e in a.errors if os.path.basename(e.file) == os.path.basename(path))


def _reason(a, path):
    return _error(a, path).text


@pytest.fixture
def run(tmp_path):
    return copy_run("nccl_seed_intro", tmp_path / "run")


def _ok_ranks(a):
    return sorted(r.rank for r in a.ranks if r.status == "ok")


def test_truncated_json(run):
    bad = trace_files(run)[3]
    data = json.dumps(load_trace(bad)).encode()
    with gzip.open(bad, "wb") as f:
        f.write(data[: len(data) // 2])
    a = tb_xrank.analyze(run)
    assert _error(a, bad).code == "file.invalid_json"
    assert "truncated JSON" in _reason(a, bad)
    assert _ok_ranks(a) == [0, 1, 2, 4, 5, 6, 7]
    assert all(c.last_rank == 7 and c.skew_us == pytest.approx(19_000, abs=50) for c in a.collectives)


def test_corrupt_gzip(run):
    bad = trace_files(run)[1]
    raw = bytearray(open(bad, "rb").read())
    raw[len(raw) // 2: len(raw) // 2 + 40] = b"\x00" * 40
    open(bad, "wb").write(bytes(raw))
    a = tb_xrank.analyze(run)
    assert _error(a, bad).code == "file.unreadable"
    assert "corrupt gzip" in _reason(a, bad)
    assert 1 not in _ok_ranks(a)
    assert len(_ok_ranks(a)) == 7


def test_empty_file(run):
    bad = trace_files(run)[2]
    open(bad, "wb").close()
    a = tb_xrank.analyze(run)
    assert _error(a, bad).code == "file.unreadable"
    assert _reason(a, bad) == "empty file"


def test_not_a_profiler_trace(run):
    bad = trace_files(run)[0]
    save_trace(bad, {"hello": "world", "events": [1, 2, 3]})
    a = tb_xrank.analyze(run)
    assert _error(a, bad).code == "file.not_a_trace"
    assert len(_ok_ranks(a)) == 7


def test_json_array_is_not_a_trace(run):
    bad = trace_files(run)[0]
    save_trace(bad, [1, 2, 3])
    a = tb_xrank.analyze(run)
    assert _error(a, bad).code == "file.not_a_trace"


def test_bad_files_appear_in_text_output(run, capsys):
    bad = trace_files(run)[5]
    open(bad, "wb").close()
    assert main(["analyze", run, "--quiet"]) == 0
    out = capsys.readouterr().out
    assert f"error: {bad}: empty file" in out


def test_a_copy_claiming_a_rank_loses_to_the_genuine_file(run):
    """A copy of rank 2's file under another worker name: its events were written by pid 4002, its name says
    9999, so the genuine file keeps rank 2 and the copy is the error."""
    files = trace_files(run)
    dup = files[2].replace("node0_4002", "node0_9999")
    shutil.copy(files[2], dup)
    a = tb_xrank.analyze(run)
    assert [os.path.basename(e.file) for e in a.errors] == [os.path.basename(dup)]
    assert a.errors[0].code == "file.duplicate_rank"
    assert a.errors[0].severity == "error"
    reason = a.errors[0].text
    assert "duplicate rank 2" in reason
    assert f"{files[2]} is kept" in reason
    assert "pid 4002" in reason
    assert _ok_ranks(a) == list(range(8))
    assert next(r for r in a.ranks if r.rank == 2).files == [files[2]]
    assert all(c.last_rank == 7 for c in a.collectives)


def test_an_impostor_claiming_rank_0_is_placed_by_its_evidence(tmp_path):
    """Rank 3's file with ``distributedInfo.rank`` damaged to 0: rank 0's genuine file keeps rank 0 (the
    impostor's pg_config lists groups without rank 0), and the impostor is rank 3, the one rank nobody claims."""
    run = copy_run("fixed_slow", tmp_path / "run")
    files = trace_files(run)
    rewrite(files[3], lambda d: d["distributedInfo"].update(rank=0))
    a = tb_xrank.analyze(run, cache=False)
    assert a.errors == []
    assert _ok_ranks(a) == [0, 1, 2, 3]
    assert [r.files for r in a.ranks] == [[f] for f in files]
    assert any(w.code == "align.rank_moved" and "claims rank 0" in w.text and "it is rank 3" in w.text
               for w in a.ranks[3].warnings)
    assert a.ranks[0].warnings == []
    assert a.stragglers.ranks == [2]


def test_duplicate_ranks_with_nothing_to_decide_are_an_error_for_both(run, tmp_path):
    """Two identical files under names that carry no host, pid or rank: neither is used."""
    files = trace_files(run)
    for f in files[:2]:
        os.unlink(f)
    a_copy, b_copy = os.path.join(run, "a.1.pt.trace.json.gz"), os.path.join(run, "b.1.pt.trace.json.gz")
    shutil.copy(files[2], a_copy)
    shutil.copy(files[2], b_copy)
    os.unlink(files[2])
    a = tb_xrank.analyze(run, cache=False)
    assert sorted(os.path.basename(e.file) for e in a.errors) == ["a.1.pt.trace.json.gz", "b.1.pt.trace.json.gz"]
    assert all(e.code == "file.duplicate_rank" and "none is used" in e.text for e in a.errors)
    r2 = next(r for r in a.ranks if r.rank == 2)
    assert r2.status == "error"
    assert [w.code for w in r2.warnings] == ["align.rank_claimed_twice"]
    assert all(2 not in c.ranks for c in a.collectives)


def test_impossible_rank_or_world_size_is_that_files_problem(tmp_path):
    """A rank or world size of 10^12, -1 or == world_size is a warning on that file (the rank then comes from
    the other evidence); the other ranks are analysed as before."""
    for field, value in (("rank", 10**12), ("rank", -1), ("rank", 4), ("world_size", 10**12), ("rank", True)):
        run = copy_run("fixed_slow", tmp_path / f"{field}{value}")
        files = trace_files(run)
        rewrite(files[1], lambda d: d["distributedInfo"].update({field: value}))
        a = tb_xrank.analyze(run, cache=False)
        assert a.world_size == 4, (field, value)
        assert a.errors == [], (field, value)
        assert _ok_ranks(a) == [0, 1, 2, 3], (field, value)
        assert any(w.code == f"align.{field}_impossible" and w.file == files[1]
                   and f"distributedInfo.{field} {value!r} is impossible" in w.text
                   for w in a.ranks[1].warnings), (field, value, a.ranks[1].warnings)
        assert a.stragglers.ranks == [2]


def test_rank_not_profiled_is_listed_not_guessed(run):
    os.unlink(trace_files(run)[5])
    a = tb_xrank.analyze(run)
    r5 = next(r for r in a.ranks if r.rank == 5)
    assert r5.status == "not_profiled"
    assert a.errors == []
    assert [(w.code, w.severity) for w in r5.warnings] == [("rank.not_profiled", "info")]
    assert all(c.missing_ranks == [5] and 5 not in c.ranks for c in a.collectives)
    assert all(c.last_rank == 7 for c in a.collectives)
    assert any("not profiled" in f.text for f in a.findings)


def test_mismatched_collective_is_reported_not_aligned(run):
    """Without Seq (older traces) collectives are keyed by ordinal; a size disagreement is a finding."""
    def strip_seq(doc, bump):
        seen = {"record_param_comms": 0, "kernel": 0}
        for e in doc["traceEvents"]:
            args = e.get("args", {})
            if "Seq" not in args:
                continue
            del args["Seq"]
            kind = "kernel" if e.get("cat") == "kernel" else e["name"]
            if bump and kind in seen:
                seen[kind] += 1
                if seen[kind] == 3:  # the third collective, on the host op and on the kernel that repeats its args
                    args["In msg nelems"] *= 2

    for i, f in enumerate(trace_files(run)):
        rewrite(f, lambda d, i=i: strip_seq(d, bump=(i == 4)))
    a = tb_xrank.analyze(run)
    assert [(m.collective, m.rank) for m in a.mismatches] == [("0:allreduce#2", 4)]
    assert a.mismatches[0].got == "allreduce of 536870912 B"
    assert a.mismatches[0].expected == "allreduce of 268435456 B"
    c = a.collective("0:allreduce#2")
    assert 4 not in c.ranks
    assert c.last_rank == 7
    assert len(a.collectives) == 6
    assert all(len(x.ranks) == 8 for x in a.collectives if x is not c)
    r4 = next(r for r in a.ranks if r.rank == 4)
    assert r4.status == "partial"
    assert "align.mismatched" in [w.code for w in r4.warnings]
    assert any("mismatched" in f.text for f in a.findings)


def test_nothing_readable_exits_1(tmp_path, capsys):
    d = tmp_path / "run"
    d.mkdir()
    (d / "a.1.pt.trace.json").write_text("")
    (d / "b.2.pt.trace.json").write_text("{not json")
    assert main(["analyze", str(d), "--quiet"]) == 1
    err = capsys.readouterr().err
    assert "nothing could be analysed" in err
    assert "a.1.pt.trace.json: empty file" in err


def test_missing_directory_exits_2(tmp_path, capsys):
    assert main(["analyze", str(tmp_path / "nope"), "--quiet"]) == 2
    assert "no such directory" in capsys.readouterr().err
