"""Hangs: Flight Recorder dumps of real gloo jobs (fixtures/hangs, recorded by fixtures/record_hangs.py with the
ranks' own logs as the truth) read without running code, and where the ranks parted ways."""
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
    assert lead["kind"] == "hang" and lead["severity"] == "error"
    assert lead["text"].startswith("Hang: rank 1 never entered all_reduce seq 17 of PG 0; ranks 0, 2, 3 waited in it from ")
    assert "(each on its own clock)" in lead["text"] and "UTC" in lead["text"]
    assert re.search(r"Rank 1's last record: all_reduce seq 16 of PG 0 from \S+ \(record_hangs\.py:\d+\)\.$",
                     lead["text"])
    truth = _manifest("hang_stuck")["truth"]["process_groups"]["0"]["diverges_at"]["waiting_since_ns"]
    # the recorder stamps its record as the call enters it; the rank's log just before the call
    assert h["waiting_since_ns"].keys() == truth.keys()
    assert all(abs(h["waiting_since_ns"][r] - truth[r]) < 5e6 for r in truth)


def test_a_desync_is_said_as_such():
    text = hang.findings(_hang("hang_size_mismatch"))[0]["text"]
    assert text.startswith("Hang (desync) at all_reduce seq 18 of PG 0: rank 2 entered all_reduce [[5]]")
    assert "the others entered all_reduce [[4]]" in text and "ranks 0, 1, 3 completed it with the mismatch" in text
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
    assert isinstance(got, str) and got.startswith("refused: it names the global") and "no code runs" in got
    assert not marker.exists()
    shipped = flight.read_dump(os.path.join(HANGS, "hang_evil_pickle", "fr_trace_rank_0"), 0)
    assert isinstance(shipped, str) and "os.system" in shipped and not os.path.exists("/tmp/tb_xrank_pwned")


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
    assert isinstance(got, str) and reason in got


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
    assert r.returncode != 0 and "KeyError" in r.stderr
    assert _hang("hang_stuck")["collective"]["seq"] == 17


# --- the hang in the Analysis -----------------------------------------------------------------------------------------

def test_the_hang_leads_the_analysis_of_a_run_with_dumps_and_traces():
    import tb_xrank

    a = tb_xrank.analyze(os.path.join(HANGS, "hang_stuck"), cache=False)
    assert a.hang.collective.pg == "0" and a.hang.collective.seq == 17 and a.hang.missing_ranks == [1]
    assert a.findings[0].kind == "hang" and a.findings[0].text.startswith("Hang: rank 1 never entered")
    assert a.steps and a.collectives  # the profiled steps before the hang are analysed beside it
    doc = json.loads(a.to_json())
    assert doc["hang"]["waiting_ranks"] == [0, 2, 3]
    out = subprocess.run([sys.executable, "-m", "tb_xrank.cli", "analyze", os.path.join(HANGS, "hang_stuck"),
                          "--no-cache", "-q"], capture_output=True, text=True, timeout=300, cwd=ROOT)
    first = next(x for x in out.stdout.splitlines() if x.startswith("  - "))
    assert first.startswith("  - Hang: rank 1 never entered all_reduce seq 17 of PG 0")


def test_dumps_alone_are_an_analysis_with_the_hang():
    """hang_stuck_json holds the JSON dumps and no profiler trace."""
    import tb_xrank

    a = tb_xrank.analyze(os.path.join(HANGS, "hang_stuck_json"), cache=False)
    assert a.world_size == 4 and all(r.status == "not_profiled" for r in a.ranks) and not a.collectives
    assert a.hang.missing_ranks == [1] and a.findings[0].kind == "hang"


def test_a_run_without_dumps_has_no_hang(analysed):
    a = analysed("baseline")
    assert "hang" not in json.loads(a.to_json()) and all(f.kind != "hang" for f in a.findings)


def test_a_damaged_dump_is_named_and_the_rest_analysed():
    import tb_xrank

    a = tb_xrank.analyze(os.path.join(HANGS, "hang_truncated"), cache=False)
    assert [(d.rank, d.file) for d in a.hang.damaged] == [(2, "fr_trace_rank_2")]
    assert a.hang.waiting_ranks == [0, 3] and a.hang.missing_ranks == [1]
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
    assert h["waiting_ranks"] == [0] and h["missing_ranks"] == [1]
    assert hang.findings(h)[0]["text"].startswith("Hang: rank 1 never entered point-to-point send seq 3 of PG 1")


def test_the_plugin_summary_carries_the_hang_and_omits_it_without_dumps(analysed):
    import tb_xrank
    from tb_xrank.plugin.views import encode, summary_of

    assert "hang" not in json.loads(encode(summary_of(analysed("fixed_slow"))))
    got = json.loads(encode(summary_of(tb_xrank.analyze(os.path.join(HANGS, "hang_stuck"), cache=False))))
    assert got["hang"]["missing_ranks"] == [1] and got["findings"][0]["kind"] == "hang"


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
    assert doc["hang"]["missing_ranks"] == [1] and doc["hang"]["waiting_ranks"] == [0, 2]
    assert doc["hang"]["no_dump_ranks"] == [3] and doc["findings"][0]["kind"] == "hang"
    assert [d["reason"] for d in doc["hang"]["damaged"]] == ["no rank at the end of its name (<prefix><rank>)"]
    assert main(["analyze", str(run), "--format", "json", "--no-cache", "-q"]) == 0  # without them: no hang
    assert "hang" not in json.loads(capsys.readouterr().out)
