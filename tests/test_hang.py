"""Hangs: Flight Recorder dumps of real gloo jobs (fixtures/hangs, recorded by fixtures/record_hangs.py with the
ranks' own logs as the truth) read without running code, and where the ranks parted ways."""
import dataclasses
import json
import os
import pickle
import re
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT
from tb_xrank.diagnose import hang
from tb_xrank.ingest import flight

HANGS = os.path.join(ROOT, "fixtures", "hangs")
SCENARIOS = sorted(n for n in os.listdir(HANGS) if os.path.isfile(os.path.join(HANGS, n, "manifest.json")))


def _manifest(name):
    with open(os.path.join(HANGS, name, "manifest.json")) as f:
        return json.load(f)


def _hang(name):
    dumps, damaged = flight.read_run(os.path.join(HANGS, name))
    return hang.analyse(dumps, damaged, list(range(_manifest(name)["world_size"])))


def _readable(m) -> set:
    return {int(r) for r, f in m["dumps"]["files"].items() if f["state"] == "genuine"}


@pytest.mark.parametrize("name", SCENARIOS)
def test_the_divergence_is_the_recorded_truth(name):
    """Which collective, who waits, who never entered, who disagreed, whose dump is absent or damaged: as each rank's
    own log says. Ranks without a readable dump are never counted as waiting or missing."""
    m = _manifest(name)
    t, h = m["truth"]["hang"], _hang(name)
    readable = _readable(m)
    want = {(t["collective"]["pg"], t["collective"]["seq"])} | {(a["pg"], a["seq"]) for a in t["also"]}
    got = {(h["collective"]["pg"], h["collective"]["seq"])} | {(a["pg"], a["seq"]) for a in h["also"]}
    assert got == want
    if not t["also"]:  # one divergence: it is the hang's collective, with its op and sizes
        assert (h["collective"]["op"], h["collective"]["sizes"]) == (t["collective"]["op"], t["collective"]["sizes"])
    assert h["waiting_ranks"] == sorted(set(t["waiting_ranks"]) & readable)
    assert h["missing_ranks"] == sorted(set(t["missing_ranks"]) & readable)
    assert {str(x["rank"]): {"op": x["op"], "sizes": x["sizes"]} for x in h["mismatched"]} == t["mismatched"]
    assert h["no_dump_ranks"] == t["no_dump_ranks"]
    assert sorted(x["rank"] for x in h["damaged"]) == sorted(map(int, t["damaged_dumps"]))


@pytest.mark.parametrize("name", SCENARIOS)
def test_the_last_completed_collective_of_every_group(name):
    """Every group's last collective completed by all its members with a dump, and where it parts ways, as the
    ranks' logs say: a desynced collective whose records retired (gloo raised on it) is not completed."""
    m = _manifest(name)
    got = {p["pg"]: p for p in _hang(name)["process_groups"] if not p["p2p"]}
    assert set(got) == set(m["truth"]["process_groups"])
    for pg, truth in m["truth"]["process_groups"].items():
        div = truth["diverges_at"]
        assert got[pg]["diverges_at"] == (div["seq"] if div else None), pg
        assert got[pg]["last_completed_by_all"] == truth["last_completed_by_all"], pg


def test_a_stuck_rank_leads_with_its_last_record_and_the_waiters_since_when():
    h = _hang("hang_stuck")
    lead = hang.findings(h)[0]
    assert lead["kind"] == "hang"
    assert lead["severity"] == "error"
    assert lead["text"].startswith("Hang: rank 1 never entered all_reduce seq 17 of PG 0; ranks 0, 2, 3 waited in it from ")
    assert "(each on its own clock)" in lead["text"]
    assert "UTC" in lead["text"]
    assert re.search(r"Rank 1's last record: all_reduce seq 16 of PG 0 from \S+ \(record_hangs\.py:\d+\)\.$",
                     lead["text"])
    truth = _manifest("hang_stuck")["truth"]["process_groups"]["0"]["diverges_at"]["waiting_since_ns"]
    # the recorder stamps its record as the call enters it; the rank's log just before the call
    assert h["waiting_since_ns"].keys() == truth.keys()
    assert all(abs(h["waiting_since_ns"][r] - truth[r]) < 5e6 for r in truth)


def _divergences(m) -> dict:
    """``{pg: the truth's divergence}`` of the groups that part ways (the manifest's, from the ranks' own logs)."""
    return {pg: p["diverges_at"] for pg, p in m["truth"]["process_groups"].items() if p["diverges_at"]}


def _timed_out(name) -> tuple:
    """The recording as if the waiters' calls had raised on gloo's timeout before the dumps: gloo then retires the
    record of every call that entered a collective some member never entered (its ``retired`` says True, the
    collective completed on nobody)."""
    m = _manifest(name)
    dumps, damaged = flight.read_run(os.path.join(HANGS, name))
    hung = {(d["pg"], d["seq"]) for d in _divergences(m).values() if d["never_entered"]}

    def raised(e):
        return dataclasses.replace(e, retired=True) if (e.pg, e.seq) in hung and not e.p2p else e

    out = {r: dataclasses.replace(d, entries=[raised(e) for e in d.entries]) for r, d in dumps.items()}
    assert any(e.retired != f.retired for r in dumps for e, f in zip(dumps[r].entries, out[r].entries)), name
    return out, damaged


NEVER_ENTERED = [n for n in SCENARIOS if any(d["never_entered"] for d in _divergences(_manifest(n)).values())]


def _check_waiters(name, h):
    """At every divergence of the recording where a member never entered, the members that entered (with a readable
    dump) wait and none completed; the lead's waiters since when the recorder stamped their call, a little after
    their log's line just before it, before their dump."""
    m = _manifest(name)
    readable, divs = _readable(m), _divergences(m)
    never = {int(r) for d in divs.values() for r in d["never_entered"]} & readable
    entered = {r for d in divs.values() if d["never_entered"] for r in d["entered"]} & readable
    assert never, name
    assert entered, name
    assert sorted(never) == h["missing_ranks"]
    assert entered <= set(h["waiting_ranks"])
    assert not entered & set(h["completed_ranks"])
    assert h["completed_ranks"] == []
    lead = divs[h["collective"]["pg"]]
    want = {r: t for r, t in lead["waiting_since_ns"].items() if int(r) in readable}
    assert h["waiting_since_ns"].keys() == want.keys()
    assert want
    for r, t in want.items():
        assert t <= h["waiting_since_ns"][r] < t + 5e6, (name, r)
        assert h["waiting_since_ns"][r] < m["truth"]["ranks"][r]["dumped_ns"], (name, r)
    for f in hang.findings(h):
        assert "complet" not in f["text"], f["text"]


@pytest.mark.parametrize("name", NEVER_ENTERED)
def test_a_member_that_never_entered_leaves_the_others_waiting(name):
    """As recorded (dumped while the waiters' calls were still open)."""
    _check_waiters(name, _hang(name))


@pytest.mark.parametrize("name", NEVER_ENTERED)
def test_records_retired_on_a_timeout_still_wait(name):
    """The same recordings with the waiters' records retired, as gloo leaves them once the call raised on its
    timeout: a collective cannot complete while a member never entered it, so they waited, whatever ``retired``
    says."""
    dumps, damaged = _timed_out(name)
    h = hang.analyse(dumps, damaged, list(range(_manifest(name)["world_size"])))
    _check_waiters(name, h)
    assert h["waiting_ranks"] == _hang(name)["waiting_ranks"]
    got = {p["pg"]: p for p in h["process_groups"] if not p["p2p"]}
    for pg, truth in _manifest(name)["truth"]["process_groups"].items():
        assert got[pg]["last_completed_by_all"] == truth["last_completed_by_all"], pg
        assert got[pg]["diverges_at"] == (truth["diverges_at"]["seq"] if truth["diverges_at"] else None), pg
    lead = hang.findings(h)[0]["text"]
    assert re.search(r"; (rank \d|ranks [\d, ]+) waited in it from ", lead), lead


@pytest.mark.parametrize("name", NEVER_ENTERED)
def test_each_sentence_names_its_own_groups_never_entered_and_waited(name):
    """The lead names the ranks that never entered its collective (members of its group only), the other groups'
    sentences theirs; every waiter is said to have waited."""
    m = _manifest(name)
    h, readable, divs = _hang(name), _readable(m), _divergences(m)
    texts = {f["text"] for f in hang.findings(h) if f["kind"] == "hang"}
    for pg, d in divs.items():
        never = sorted(int(r) for r in d["never_entered"] if int(r) in readable)
        said = f"rank {never[0]}" if len(never) == 1 else "ranks " + ", ".join(map(str, never))
        text = next(t for t in texts if f" of PG {pg}" in t.split(";")[0] or f"PG {pg} parted" in t)
        assert f"{said} never entered" in text, text
        waiters = sorted(set(d["waiting"]) & readable)
        said = f"rank {waiters[0]}" if len(waiters) == 1 else "ranks " + ", ".join(map(str, waiters))
        assert f"{said} waited in it" in text, text


def test_a_desync_where_a_member_never_entered_has_no_completer():
    """hang_size_mismatch with rank 1 stopped before seq 18 (its records from seq 18 on dropped, its peers' kept as
    recorded: retired): rank 2's mismatch is still said, and nobody completed seq 18, since rank 1 never entered."""
    dumps, damaged = flight.read_run(os.path.join(HANGS, "hang_size_mismatch"))
    d1 = dumps[1]
    dumps[1] = dataclasses.replace(d1, entries=[e for e in d1.entries if e.pg != "0" or e.seq < 18])
    h = hang.analyse(dumps, damaged, [0, 1, 2, 3])
    assert (h["collective"]["seq"], h["missing_ranks"], [x["rank"] for x in h["mismatched"]]) == (18, [1], [2])
    assert h["completed_ranks"] == []
    assert h["waiting_ranks"] == [0, 2, 3]
    assert sorted(h["waiting_since_ns"]) == ["0", "2", "3"]
    text = hang.findings(h)[0]["text"]
    assert text.startswith("Hang (desync) at all_reduce seq 18 of PG 0: rank 2 entered all_reduce [[5]] Float where "
                           "the others entered all_reduce [[4]] Float; rank 1 never entered it; ranks 0, 2, 3 waited "
                           "in it from "), text
    assert "complet" not in text


def test_a_genuine_desync_keeps_its_completers():
    """hang_size_mismatch as recorded: every member entered seq 18, so the ranks that retired it completed it (gloo
    let the mismatch pass) and rank 2 waits, as the ranks' logs say."""
    m = _manifest("hang_size_mismatch")
    truth, h = _divergences(m)["0"], _hang("hang_size_mismatch")
    assert truth["never_entered"] == {}
    assert sorted(truth["entered"]) == [0, 1, 2, 3]
    assert h["completed_ranks"] == sorted(truth["completed"]) == [0, 1, 3]
    assert h["waiting_ranks"] == sorted(truth["waiting"]) == [2]
    assert h["missing_ranks"] == []
    assert h["waiting_since_ns"].keys() == truth["waiting_since_ns"].keys()
    assert all(t <= h["waiting_since_ns"][r] < t + 5e6 for r, t in truth["waiting_since_ns"].items())


def test_the_cli_says_a_timed_out_waiter_waited(tmp_path):
    """hang_stuck_json's JSON dumps with the waiters' seq 17 records retired (gloo's timeout): the CLI's text says
    ranks 0, 2 and 3 waited, never that they completed."""
    run = tmp_path / "hang_timed_out"
    shutil.copytree(os.path.join(HANGS, "hang_stuck_json"), run)
    for r in range(4):
        p = run / f"fr_trace_rank_{r}"
        doc = json.loads(p.read_text())
        for e in doc["entries"]:
            if e["process_group"][0] == "0" and e["collective_seq_id"] == 17:
                e["retired"] = True
        p.write_text(json.dumps(doc))
    out = subprocess.run([sys.executable, "-m", "tb_xrank", "analyze", "--no-cache", str(run)], capture_output=True,
                         text=True, timeout=300, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    lines = [x for x in out.stdout.splitlines() if "Hang" in x]
    assert lines, out.stdout
    assert (lines[0].startswith("  - Hang: rank 1 never entered all_reduce seq 17 of PG 0; ranks 0, 2, 3 "
                                          "waited in it from ")), out.stdout
    assert not any("complet" in x.lower() for x in lines), lines


def test_a_desync_is_said_as_such():
    text = hang.findings(_hang("hang_size_mismatch"))[0]["text"]
    assert text.startswith("Hang (desync) at all_reduce seq 18 of PG 0: rank 2 entered all_reduce [[5]]")
    assert "the others entered all_reduce [[4]]" in text
    assert "ranks 0, 1, 3 completed it with the mismatch" in text
    early = hang.findings(_hang("hang_early_exit"))[0]["text"]
    assert early.startswith("Hang (desync) at all_reduce seq 17 of PG 0: rank 2 entered barrier []")


def test_a_crafted_pickle_runs_no_code(tmp_path):
    """The crafted dump would run os.system('touch ...'); read by tb_xrank it is refused, named, and nothing runs.
    A fresh payload that would write a file under tmp_path makes sure the check is not about a stale marker."""
    marker = tmp_path / "pwned"

    class Evil:
        def __reduce__(self):
            return (os.system, (f"touch {marker}",))

    path = tmp_path / "fr_trace_rank_0"
    path.write_bytes(pickle.dumps({"version": "2.10", "entries": [Evil()]}, protocol=2))
    got = flight.read_dump(str(path), 0)
    assert isinstance(got, str)
    assert got.startswith("refused: it names the global")
    assert "no code runs" in got
    assert not marker.exists()
    shipped = flight.read_dump(os.path.join(HANGS, "hang_evil_pickle", "fr_trace_rank_0"), 0)
    assert isinstance(shipped, str)
    assert "os.system" in shipped
    assert not os.path.exists("/tmp/tb_xrank_pwned")


@pytest.mark.parametrize("data,reason", [
    (b"\x80\x04K\x01.", "not a Flight Recorder dump"),
    (pickle.dumps({"version": "3.0", "entries": []}), "version 3.0: only 2.x is read"),
    (pickle.dumps({"version": "2.10", "entries": [{"pg_id": 0}]}), "entries lack"),
    (b'{"version": "2.10", "entries": [', "damaged json"),
    (b"\x00\x01garbage", "neither a pickle nor JSON"),
])
def test_foreign_and_future_dumps_are_named_with_a_reason(tmp_path, data, reason):
    p = tmp_path / "fr_trace_rank_3"
    p.write_bytes(data)
    got = flight.read_dump(str(p), 3)
    assert isinstance(got, str)
    assert reason in got


def test_the_json_form_reads_as_the_pickle():
    a, b = _hang("hang_stuck"), _hang("hang_stuck_json")
    assert (a["collective"], a["waiting_ranks"], a["missing_ranks"]) == (b["collective"], b["waiting_ranks"],
                                                                         b["missing_ranks"])


def test_torch_own_analyzer_fails_on_these_gloo_dumps():
    """The anchor of the issue: ``fr_trace`` raises on torch 2.13's gloo dumps (their pg_config is keyed by an
    empty name); tb_xrank reads them."""
    pytest.importorskip("torch")
    d = os.path.join(HANGS, "hang_stuck")
    r = subprocess.run([sys.executable, "-m", "torch.distributed.flight_recorder.fr_trace", d, "-p", "fr_trace_rank_"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode != 0
    assert "KeyError" in r.stderr
    assert _hang("hang_stuck")["collective"]["seq"] == 17


# --- the hang in the Analysis -----------------------------------------------------------------------------------------

def test_the_hang_leads_the_analysis_of_a_run_with_dumps_and_traces():
    import tb_xrank

    a = tb_xrank.analyze(os.path.join(HANGS, "hang_stuck"), cache=False)
    assert a.hang.collective.pg == "0"
    assert a.hang.collective.seq == 17
    assert a.hang.missing_ranks == [1]
    assert a.findings[0].kind == "hang"
    assert a.findings[0].text.startswith("Hang: rank 1 never entered")
    assert a.steps
    assert a.collectives  # the profiled steps before the hang are analysed beside it
    doc = json.loads(a.to_json())
    assert doc["hang"]["waiting_ranks"] == [0, 2, 3]
    out = subprocess.run([sys.executable, "-m", "tb_xrank.cli", "analyze", os.path.join(HANGS, "hang_stuck"),
                          "--no-cache", "-q"], capture_output=True, text=True, timeout=300, cwd=ROOT)
    first = next(x for x in out.stdout.splitlines() if x.startswith("  - "))
    assert first.startswith("  - Hang: rank 1 never entered all_reduce seq 17 of PG 0; ranks 0, 2, 3 waited in it")
    assert "complet" not in first


def test_dumps_alone_are_an_analysis_with_the_hang():
    """hang_stuck_json holds the JSON dumps and no profiler trace."""
    import tb_xrank

    a = tb_xrank.analyze(os.path.join(HANGS, "hang_stuck_json"), cache=False)
    assert a.world_size == 4
    assert all(r.status == "not_profiled" for r in a.ranks)
    assert not a.collectives
    assert a.hang.missing_ranks == [1]
    assert a.findings[0].kind == "hang"


def test_a_run_without_dumps_has_no_hang(analysed):
    a = analysed("baseline")
    assert "hang" not in json.loads(a.to_json())
    assert all(f.kind != "hang" for f in a.findings)


def test_a_damaged_dump_is_named_and_the_rest_analysed():
    import tb_xrank

    a = tb_xrank.analyze(os.path.join(HANGS, "hang_truncated"), cache=False)
    assert [(d.rank, d.file) for d in a.hang.damaged] == [(2, "fr_trace_rank_2")]
    assert a.hang.waiting_ranks == [0, 3]
    assert a.hang.missing_ranks == [1]
    assert any(f.text.startswith("fr_trace_rank_2 (rank 2's Flight Recorder dump): truncated") for f in a.findings)


def _record(pg, seq, op, retired, t, p2p=False, sizes=((4,),)):
    return {"pg_id": 0, "process_group": (pg, "pg"), "collective_seq_id": 0 if p2p else seq,
            "p2p_seq_id": seq if p2p else 0, "profiling_name": f"nccl:{op}", "time_created_ns": t,
            "input_sizes": [list(s) for s in sizes], "input_dtypes": ["Float"], "retired": retired, "is_p2p": p2p,
            "frames": [{"name": "train", "filename": "train.py", "line": 7}]}


def test_point_to_point_parts_by_group_and_p2p_sequence(tmp_path):
    """NCCL records sends and receives: rank 0's send p2p seq 3 waits, rank 1 never posted its receive."""
    for rank, entries in {0: [_record("1", 2, "send", True, 10, p2p=True), _record("1", 3, "send", False, 20, p2p=True)],
                          1: [_record("1", 2, "recv", True, 11, p2p=True)]}.items():
        (tmp_path / f"nccl_trace_rank_{rank}").write_bytes(pickle.dumps({"version": "2.10", "entries": entries}))
    h = hang.analyse(*flight.read_run(str(tmp_path)), [0, 1])
    assert h["collective"] == {"pg": "1", "seq": 3, "op": "send", "sizes": [[4]], "dtypes": ["Float"], "p2p": True}
    assert h["waiting_ranks"] == [0]
    assert h["missing_ranks"] == [1]
    assert hang.findings(h)[0]["text"].startswith("Hang: rank 1 never entered point-to-point send seq 3 of PG 1")


def test_the_plugin_summary_carries_the_hang_and_omits_it_without_dumps(analysed):
    import tb_xrank
    from tb_xrank.plugin.views import encode, summary_of

    assert "hang" not in json.loads(encode(summary_of(analysed("fixed_slow"))))
    got = json.loads(encode(summary_of(tb_xrank.analyze(os.path.join(HANGS, "hang_stuck"), cache=False))))
    assert got["hang"]["missing_ranks"] == [1]
    assert got["findings"][0]["kind"] == "hang"


def test_dumps_given_explicitly_join_the_traces_of_the_run(tmp_path, capsys):
    """Dumps written where torch writes them by default (/tmp/nccl_trace_rank_N), apart from the run's traces:
    ``--flight-recorder`` names them; the rank whose dump is not given is listed, never guessed over."""
    from tb_xrank.cli import main

    run, dumps = tmp_path / "run", tmp_path / "dumps"
    run.mkdir()
    dumps.mkdir()
    src = os.path.join(HANGS, "hang_stuck")
    for n in os.listdir(src):
        shutil.copy(os.path.join(src, n), (run if n.endswith(".gz") else dumps) / n)
    given = [str(dumps / f"fr_trace_rank_{r}") for r in (0, 1, 2)] + [str(tmp_path / "notes")]
    (tmp_path / "notes").write_text("not a dump")
    assert main(["analyze", str(run), "--flight-recorder", *given, "--format", "json", "--no-cache", "-q"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["hang"]["missing_ranks"] == [1]
    assert doc["hang"]["waiting_ranks"] == [0, 2]
    assert doc["hang"]["no_dump_ranks"] == [3]
    assert doc["findings"][0]["kind"] == "hang"
    assert [d["reason"] for d in doc["hang"]["damaged"]] == ["no rank at the end of its name (<prefix><rank>)"]
    assert main(["analyze", str(run), "--format", "json", "--no-cache", "-q"]) == 0  # without them: no hang
    assert "hang" not in json.loads(capsys.readouterr().out)
