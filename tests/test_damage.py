"""Damaged values inside a trace: excluded with a warning that names the file, never silently read as numbers.

Each test damages one rank's file of a recorded run (``fixed_slow``: rank 2 is slow in every step) and checks that
the damage is reported on that rank, the other ranks read as before and nothing absurd reaches the arithmetic.
"""
import gzip
import json
import os
import subprocess
import sys
import textwrap
import warnings

import pytest

import tb_xrank
from conftest import copy_run, load_trace, rewrite, trace_files
from tb_xrank.ingest import decode as dec
from tb_xrank.ingest.read import read
from tb_xrank.ingest.discover import discover_run


@pytest.fixture(scope="module")
def clean(analysed):
    return analysed("fixed_slow")


@pytest.fixture
def run(tmp_path):
    return copy_run("fixed_slow", tmp_path / "run")


def _damage(run, rank, fn):
    path = trace_files(run)[rank]
    rewrite(path, fn)
    return path, tb_xrank.analyze(run, cache=False)


def _first(doc, pred):
    return next(e for e in doc["traceEvents"] if pred(e))


def _durations_ok(a):
    for s in a.steps:
        assert s.time_us >= 0
        assert s.work_max_us >= 0
        assert all(v >= 0 for v in s.work_us.values())
    for c in a.collectives:
        assert c.skew_us >= 0
        assert c.tail_us is None or c.tail_us >= 0


def _of(ws, code, path=None) -> list:
    """The texts of the warnings or errors ``ws`` of ``code`` (about the file ``path`` where given)."""
    return [w.text for w in ws if w.code == code and (path is None or w.file == path)]


def _rows(a, ranks):
    return [{**{k: getattr(r, k) for k in ("rank", "status", "host", "steps", "warnings")},
             "files": [os.path.basename(f) for f in r.files]} for r in a.ranks if r.rank in ranks]


@pytest.mark.parametrize("field,value", [("dur", 1e29), ("dur", 1e308), ("ts", 1e300), ("ts", 2.0**70)])
def test_times_beyond_the_trace_are_excluded_with_a_warning(run, clean, field, value):
    def bump(doc):
        _first(doc, lambda e: e.get("name") == "ProfilerStep#4")[field] = value

    path, a = _damage(run, 1, bump)
    w = _of(a.ranks[1].warnings, "ingest.events_excluded", path)
    assert any(x.startswith("1 complete events excluded") and "'ProfilerStep#4'" in x for x in w), a.ranks[1].warnings
    assert a.ranks[1].status == "partial"
    assert 4 not in a.ranks[1].steps
    _durations_ok(a)
    assert _rows(a, {0, 2, 3}) == _rows(clean, {0, 2, 3})
    assert a.stragglers.ranks == [2]


def test_a_missing_ts_is_no_time_zero(run, clean):
    """Without its ts an event has no time: read as 0 it would move the rank's timeline by the whole base."""
    def drop(doc):
        del _first(doc, lambda e: e.get("name") == "aten::mm")["ts"]

    path, a = _damage(run, 3, drop)
    w = _of(a.ranks[3].warnings, "ingest.events_excluded", path)
    assert any("1 without a ts" in x and "'aten::mm'" in x for x in w), a.ranks[3].warnings
    assert a.ranks[3].steps == clean.ranks[3].steps
    assert [c.id for c in a.collectives] == [c.id for c in clean.collectives]
    for c, c0 in zip(a.collectives, clean.collectives):
        if 3 in c0.ranks:
            assert c.ranks[3].ready_us == pytest.approx(c0.ranks[3].ready_us, abs=0.01)
    _durations_ok(a)


def test_a_step_name_with_odd_digits_is_not_a_step(run):
    """``isdigit()`` accepts superscripts, which ``int()`` does not read."""
    def odd(doc):
        _first(doc, lambda e: e.get("name") == "ProfilerStep#3")["name"] = "ProfilerStep#\u00b23"

    path, a = _damage(run, 0, odd)
    w = _of(a.ranks[0].warnings, "ingest.step_name_odd", path)
    assert any("'ProfilerStep#\u00b23'" in x for x in w), a.ranks[0].warnings
    assert 3 not in a.ranks[0].steps
    assert a.errors == []


@pytest.mark.parametrize("arg,value", [("Seq", 10**22), ("In msg nelems", 10**25), ("In msg nelems", -4),
                                       ("Process Group Name", 10**20)])
def test_huge_collective_numbers_are_dropped_not_overflowed(tmp_path, arg, value):
    run = copy_run("nccl_seed_intro", tmp_path / "run")

    def big(doc):
        for e in doc["traceEvents"]:
            if arg in e.get("args", {}):
                e["args"][arg] = value

    path, a = _damage(run, 3, big)
    assert a.errors == []
    r3 = next(r for r in a.ranks if r.rank == 3)
    assert any(f"args[{arg!r}] of" in x for x in _of(r3.warnings, "ingest.values_dropped", path)), r3.warnings
    assert all(r.warnings == [] for r in a.ranks if r.rank != 3)


@pytest.mark.parametrize("value", [10**22, -(10**25), "1790857026000000000", 1.5e18])
def test_a_base_time_that_is_no_time_is_the_files_error(run, value):
    """Every timestamp of the file is relative to its base: a base that is no time leaves none usable."""
    path, a = _damage(run, 2, lambda d: d.update(baseTimeNanoseconds=value))
    reasons = {e.file: e for e in a.errors}
    assert reasons[path].code == "file.not_a_trace", reasons
    assert "baseTimeNanoseconds" in reasons[path].text, reasons
    assert sorted(r.rank for r in a.ranks if r.status == "ok") == [0, 1, 3]


def test_deep_nesting_is_named_with_its_offset(run):
    """JSON nested deeper than the decoder reads is the file's error, said in the file's terms."""
    path = trace_files(run)[1]
    doc = load_trace(path)
    _first(doc, lambda e: e.get("name") == "aten::mm")["args"]["Concrete Inputs"] = "DEEP"
    data = json.dumps(doc).encode().replace(b'"DEEP"', b"[" * 1100 + b"]" * 1100)
    with gzip.open(path, "wb") as f:
        f.write(data)
    a = tb_xrank.analyze(run, cache=False)
    assert [e.code for e in a.errors if e.file == path] == ["file.invalid_json"]
    reason = next(e.text for e in a.errors if e.file == path)
    at = data.index(b"[" * 1100) + sys.getrecursionlimit() - 4  # the trace, its array, the event and its args first
    assert reason == f"JSON nested deeper than {sys.getrecursionlimit()} levels (at byte {at} of the uncompressed trace)"
    assert sorted(r.rank for r in a.ranks if r.status == "ok") == [0, 2, 3]


@pytest.mark.parametrize("gz", [True, False])
def test_invalid_utf8_excludes_that_event_and_says_where(tmp_path, gz):
    run = copy_run("fixed_slow", tmp_path / "run")
    path = trace_files(run)[1]
    data = json.dumps(load_trace(path)).encode()
    at = data.index(b'"aten::mm"') + 3
    data = data[:at] + b"\xff\xfe" + data[at + 2:]
    os.unlink(path)
    path = path if gz else path[:-3]
    with (gzip.open(path, "wb") if gz else open(path, "wb")) as f:
        f.write(data)
    a = tb_xrank.analyze(run, cache=False)
    w = _of(a.ranks[1].warnings, "ingest.damaged_json", path)
    start = data.rindex(b"{", 0, at)
    assert any("1 events excluded" in x and "not valid UTF-8" in x and f"byte {start} " in x for x in w), (start, w)
    assert a.errors == []
    assert a.stragglers.ranks == [2]


def test_invalid_utf8_in_a_streamed_trace_gives_the_file_offset(tmp_path, monkeypatch):
    """Read a block at a time, the offset is still the file's, not the block's."""
    run = copy_run("fixed_slow", tmp_path / "run")
    path = trace_files(run)[1]
    doc = load_trace(path)
    text = json.dumps(doc, indent=2).replace('\n    {', '\n  {').encode()  # close enough to kineto's layout
    text = b'{\n  "traceEvents": [\n  ' + b",\n  ".join(
        json.dumps(e, indent=4).replace("\n}", "\n  }").encode() for e in doc["traceEvents"]) + b'\n  ]\n}'
    at = text.rindex(b'"aten::mm"') + 3
    text = text[:at] + b"\xff" + text[at + 1:]
    os.unlink(path)
    plain = path[:-3]
    open(plain, "wb").write(text)
    tf = discover_run(run).workers[os.path.basename(plain).split(".")[0]][0]
    t = read(tf, 16 << 30, dec.DecodeOptions(stream_min_bytes=0, stream_block=1 << 12))
    start = text.rindex(b"{", 0, at)
    assert any(f"at byte {start} " in x and "not valid UTF-8" in x for x in _of(t.warnings, "ingest.damaged_json")), \
        (start, t.warnings)


def _bomb(path, expanded: int, forged_isize: int | None = None):
    """A gzip file of ``expanded`` bytes of spaces (a few KB compressed per MB)."""
    with gzip.open(path, "wb", compresslevel=9) as f:
        f.write(b'{"traceEvents": [')
        chunk = b" " * (8 << 20)
        for _ in range(expanded // len(chunk)):
            f.write(chunk)
        f.write(b"]}")
    if forged_isize is not None:
        with open(path, "r+b") as f:
            f.seek(-4, 2)
            f.write(forged_isize.to_bytes(4, "little"))


@pytest.mark.parametrize("forged", [None, 1000])
def test_a_gzip_bomb_is_reported_within_the_budget(tmp_path, forged):
    """512 MB of spaces decoded with a 96 MB budget: refused as expanding beyond it, while the process stays far
    below the bomb's size (a forged size trailer changes nothing). The peak is the child's own address space's
    (VmHWM): Linux carries ``ru_maxrss`` across exec, so it would report the test runner's peak instead."""
    bomb = tmp_path / "w0.1.pt.trace.json.gz"
    _bomb(bomb, 512 << 20, forged)
    code = textwrap.dedent(f"""
        import sys
        from tb_xrank.ingest.read import read_file
        from tb_xrank.ingest.discover import discover_run
        tf = next(iter(discover_run({str(tmp_path)!r}).workers.values()))[0]
        got = read_file(tf, 96 << 20)
        print(got.reason if got.table is None else got.table)
        print(next(int(x.split()[1]) for x in open("/proc/self/status") if x.startswith("VmHWM:")) // 1024)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split("\n")
    assert "expands beyond 32.0 MiB" in out[0], out
    assert "gzip bomb" in out[0], out
    assert int(out[1]) < 250, f"peak {out[1]} MB decoding a bomb of 512 MB"


def test_truncated_gzip_is_named(run):
    path = trace_files(run)[2]
    raw = open(path, "rb").read()
    open(path, "wb").write(raw[: len(raw) - 100])
    a = tb_xrank.analyze(run, cache=False)
    err = next(e for e in a.errors if e.file == path)
    assert err.code == "file.unreadable", err
    assert "gzip" in err.text, err
    assert "truncated" in err.text or "corrupt" in err.text, err


def test_no_numpy_warnings_reach_stderr(run, capfd):
    """One rank without any step: the analysis says so in the Analysis, and warns nothing (pytest would catch a
    warning before it reached stderr, so warnings are recorded here)."""
    def nosteps(doc):
        doc["traceEvents"] = [e for e in doc["traceEvents"] if not e.get("name", "").startswith("ProfilerStep")]

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        path, a = _damage(run, 1, nosteps)
    assert [str(w.message) for w in caught] == []
    assert capfd.readouterr().err == ""
    assert a.ranks[1].status == "partial"


def test_a_gzip_bomb_among_ranks_is_that_files_error(run):
    """Through the engine: the memory budget bounds what one file may expand to; the other ranks are read."""
    path = trace_files(run)[3]
    _bomb(path, 128 << 20)
    a = tb_xrank.analyze(run, cache=False, memory_budget=96 << 20)
    err = next(e for e in a.errors if e.file == path)
    assert err.code == "file.too_large", err
    assert "gzip stream expands beyond" in err.text, err
    assert sorted(r.rank for r in a.ranks if r.status == "ok") == [0, 1, 2]


def _in_step(doc, step, name):
    s = _first(doc, lambda e: e.get("name") == f"ProfilerStep#{step}")
    return [e for e in doc["traceEvents"] if e.get("name") == name and s["ts"] <= e["ts"] < s["ts"] + s["dur"]]


@pytest.mark.parametrize("how", ["removed", "ph changed"])
def test_a_lost_gloo_collective_is_named_and_shifts_nothing(run, clean, how):
    """Keyless (gloo) collectives are matched by ordinal: one lost on a rank must not pair its later records with
    its peers' earlier ones. The step where its count differs is named and left out on that rank; every other
    collective keeps that rank's times."""
    def lose(doc):
        e = sorted(_in_step(doc, 5, "gloo:all_reduce"), key=lambda e: e["ts"])[0]
        if how == "removed":
            doc["traceEvents"].remove(e)
        else:
            e["ph"] = "i"

    path, a = _damage(run, 1, lose)
    w = a.ranks[1].warnings
    assert any("in step 5 where its peers recorded" in x for x in _of(w, "align.miscounted")), w
    assert _of(w, "ingest.gloo_no_execution", path), w
    assert a.ranks[1].status == "partial"
    by_id = {c.id: c for c in a.collectives}
    kept = 0
    for c0 in clean.collectives:
        c = by_id.get(c0.id)
        if c0.step == 5 or 1 not in c0.ranks:
            continue
        assert c is not None
        assert c.ranks[1].ready_us == pytest.approx(c0.ranks[1].ready_us, abs=0.01)
        kept += 1
    assert kept == 33  # every collective of rank 1 outside step 5 (3 per step, 12 steps)
    assert a.stragglers.ranks == [2]


def test_a_removed_nccl_collective_is_named_on_its_rank(tmp_path):
    run = copy_run("nccl_seed_intro", tmp_path / "run")

    def lose(doc):
        doc["traceEvents"] = [e for e in doc["traceEvents"] if e.get("args", {}).get("Seq") != 3]

    path, a = _damage(run, 4, lose)
    r4 = next(r for r in a.ranks if r.rank == 4)
    assert _of(r4.warnings, "align.absent") == ["no record of 1 collectives its peers recorded (0:3): removed, or not "
                                                "recorded as collectives (another ph); excluded from them"], r4.warnings
    assert r4.status == "partial"
    assert all(r.warnings == [] for r in a.ranks if r.rank != 4)


@pytest.mark.skipif(dec.Scanner is None, reason="repeated keys are told by the simdjson scanner")
def test_an_event_repeating_its_dur_is_excluded_not_read_last_wins(run, clean):
    path = trace_files(run)[3]
    doc = load_trace(path)
    e = sorted(_in_step(doc, 6, "gloo:all_reduce"), key=lambda e: e["ts"])[0]
    text = json.dumps(doc).encode()
    one = json.dumps(e).encode()
    assert text.count(one) == 1
    with gzip.open(path, "wb") as f:
        f.write(text.replace(one, one[:-1] + b', "dur": ' + str(e["dur"] * 3).encode() + b"}"))
    a = tb_xrank.analyze(run, cache=False)
    w = _of(a.ranks[3].warnings, "ingest.damaged_json", path)
    assert any("1 events excluded" in x and "its key 'dur' appears twice" in x for x in w), a.ranks[3].warnings
    services = [c.ranks[3].service_us for c in a.collectives if 3 in c.ranks]
    assert max(services) <= max(c.ranks[3].service_us for c in clean.collectives if 3 in c.ranks)


def test_a_collective_record_no_member_could_have_is_left_out(run, clean):
    """One rank's gloo all-reduce ends (dur 0) before its peers were ready: its record is left out of that
    collective with a warning, and no service or tail is negative."""
    def cut(doc):
        e = sorted(_in_step(doc, 7, "gloo:all_reduce"), key=lambda e: e["ts"])[0]
        e["ts"], e["dur"] = e["ts"] - 30_000, 0.0

    path, a = _damage(run, 0, cut)
    _durations_ok(a)
    assert all(v.service_us is None or v.service_us >= 0 for c in a.collectives for v in c.ranks.values())
    assert _of(a.ranks[0].warnings, "align.inconsistent"), a.ranks[0].warnings
    assert a.stragglers.ranks == [2]
