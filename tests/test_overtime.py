"""The run over its windows (tb_xrank.overtime): the recorded runs' truth (onset window and step, verdict, the
scalar that tracks the straggler, the one-off stall as a finding about its window), the change-point test, the
scalars read with TensorBoard's reader in both layouts, the traces' measurement limits, the CLI and its schema,
and a warm answer that reads no trace."""
import builtins
import gzip
import json
import os
import shutil

import pytest

from conftest import ROOT, copy_run, manifest, run_path
from tb_xrank.cli import main
from tb_xrank.config import Settings
from tb_xrank.overtime import analyze_over_time, changepoint, claims, limits, scalars, tracking

RUNS = ["overtime_onset", "overtime_hot", "overtime_stall"]


@pytest.fixture(scope="module")
def over():
    memo = {}

    def get(name):
        if name not in memo:
            memo[name] = json.loads(analyze_over_time(run_path(name), Settings(cache=False)).to_json())
        return memo[name]
    return get


# --- the recorded runs against their truth ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", RUNS)
def test_verdict_and_onset_match_the_truth(name, over):
    want, got = manifest(name)["expected"], over(name)["verdict"]
    assert (got["class"], got["ranks"]) == (want["class"], want["ranks"])
    assert (got["since_span"], got["since_step"], got["until_step"]) == (
        want["since_span"], want["since_step"], want["until_step"])
    if want["since_step"] is not None:  # the change point's evidence is stated, and significant
        onset = got["onset"]
        assert onset["step"] == want["since_step"]
        assert onset["p_adjusted"] <= changepoint.ALPHA
        assert onset["before"]["held"] < onset["after"]["held"]
        assert "Fisher" in onset["text"]
        assert any(e.startswith(f"Onset at step {want['since_step']}") for e in got["evidence"])


@pytest.mark.parametrize("name", RUNS)
def test_windows_are_every_span_with_their_steps(name, over):
    d, m = over(name), manifest(name)
    assert [(w["span"], w["first_step"], w["last_step"]) for w in d["windows"]] == [
        (w["span"], w["first_step"], w["last_step"]) for w in m["windows"]]
    assert [s["step"] for s in d["steps"]] == [n for w in m["windows"] for n in range(w["first_step"],
                                                                                      w["last_step"] + 1)]
    assert d["spans"] == m["spans"]
    assert d["world_size"] == m["world_size"]


@pytest.mark.parametrize("name", RUNS)
def test_the_tracking_scalar_is_named_and_no_other(name, over):
    d, want = over(name), manifest(name)["expected"]
    claimed = {(r["name"], r["rank"]): r["points_to"] for r in d["scalars"] if r["tracks"] and r["rank"] is not None}
    assert claimed == {(n, w["rank"]): w["points_to"] for n, w in want["scalars"].items()}
    assert d["verdict"]["follows"] == (next(iter(want["scalars"].values()))["points_to"] if want["scalars"] else None)
    story = " ".join(f["text"] for f in d["findings"] if not f.get("minor")) + " ".join(d["verdict"]["evidence"])
    for n in want["not_causes"]:  # never mentioned as a cause
        assert not any(r["tracks"] or r["points_to"] for r in d["scalars"] if r["name"] == n), n
        assert n not in story, n


def test_what_a_chart_draws_is_in_the_document(over):
    """Each step's work per rank, and the values of the straggler's rows, per profiled step."""
    d = over("overtime_onset")
    assert all(set(s["work_us"]) == {"0", "1", "2", "3"} for s in d["steps"])
    tokens = {r["rank"]: r for r in d["scalars"] if r["name"] == "tokens"}
    assert sorted(map(int, tokens[2]["values"])) == [s["step"] for s in d["steps"]]
    assert "values" not in tokens[0]
    assert "values" not in tokens[None]
    assert tokens[2]["values"]["20"] > 4 * tokens[2]["values"]["19"]  # the onset's tokens, as logged


def test_onset_is_a_workload_scalar_rank_2_received_many_times_the_tokens(over):
    row = next(r for r in over("overtime_onset")["scalars"] if r["name"] == "tokens" and r["rank"] == 2)
    factor = manifest("overtime_onset")["injection"]["token_factor"]
    assert row["ratio_held"] > factor / 2
    assert row["steps"] >= tracking.MIN_STEPS
    assert row["source"] == "tag suffix"
    assert "Rank 2's tokens" in row["basis"]
    assert "workload" in row["basis"]


def test_hot_rank_is_placement_tokens_equal_and_power_too_few_steps(over):
    d = over("overtime_hot")
    rows = {(r["name"], r["rank"]): r for r in d["scalars"]}
    temp = rows[("temperature", 1)]
    assert temp["points_to"] == "placement"
    assert temp["source"] == "subdirectory rank1"
    assert temp["ratio_held"] > 1.2
    assert rows[("tokens", 1)]["ratio_held"] == 1.0
    assert "not a cause" in rows[("tokens", 1)]["basis"]
    assert rows[("tokens", None)]["r"] is None  # equal on every rank: no deviation to correlate
    want = manifest("overtime_hot")["expected"]["too_few_steps"]["power"]
    assert rows[("power", 1)]["steps"] == len(want) < tracking.MIN_STEPS
    assert not rows[("power", 1)]["tracks"]
    assert "fewer than" in rows[("power", 1)]["basis"]


def test_a_healthy_run_with_one_stall_is_none_and_the_stall_a_finding_about_its_window(over):
    d, off = over("overtime_stall"), manifest("overtime_stall")["expected"]["one_off"]
    assert d["verdict"]["class"] == "none"
    stall = [f for f in d["findings"] if f["kind"] == "window" and not f.get("minor")]
    assert [(f["span"], f["step"]) for f in stall] == [(off["span"], off["step"])]
    assert f"rank {off['rank']} held step {off['step']}" in stall[0]["text"]
    assert "not the run's verdict" in stall[0]["text"]
    assert [w["span"] for w in d["windows"] if w["unusual"]] == [off["span"]]
    assert d["findings"][0]["kind"] == "verdict"
    assert d["findings"][0]["text"].startswith("No straggler")
    assert all(r["rank"] is None or "_" not in r["source"] for r in d["scalars"])  # tokens/rank_3 read as rank 3
    assert {r["rank"] for r in d["scalars"]} == {None, 0, 1, 2, 3}


@pytest.mark.parametrize("name", RUNS)
def test_limits_come_from_the_traces_own_metadata(name, over):
    lim = over(name)["limits"]
    assert lim["activities"] == ["cpu"]
    assert lim["record_shapes"] is True
    assert lim["with_stack"] is False
    assert lim["schedule"]["active"] == 6
    assert lim["schedule"]["period"] == 8
    assert lim["schedule"]["windows"] == 5
    assert lim["kineto"] == []
    assert lim["missing"] == []
    assert any("with_stack" in n for n in lim["notes"])


# --- the CLI and its schema ------------------------------------------------------------------------------------------

def test_cli_json_is_one_document_valid_against_its_generated_schema(capsys):
    import sys

    import jsonschema

    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    import contract

    with open(contract.OVERTIME_SCHEMA_FILE, encoding="utf-8") as f:
        text = f.read()
    assert text == contract.overtime_schema_text(), "run python scripts/contract.py"
    assert main(["analyze", run_path("overtime_onset"), "--over-time", "--format", "json", "--quiet"]) == 0
    d = json.loads(capsys.readouterr().out)
    jsonschema.validate(d, json.loads(text))
    assert d["schema"] == "tb_xrank.overtime/1"
    assert {"span", "first_step", "last_step", "class", "ranks"} <= set(d["windows"][0])
    assert {"class", "ranks", "since_span", "since_step", "basis"} <= set(d["verdict"])
    assert {"name", "rank", "r", "steps", "points_to"} <= set(d["scalars"][0])
    assert {r["points_to"] for r in d["scalars"]} <= {"workload", "placement", None}


def test_cli_text_tells_the_story_first(capsys):
    assert main(["analyze", run_path("overtime_onset"), "--over-time", "--quiet"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("tb-xrank")
    assert "over time: 5 windows" in lines[0]
    assert lines[2] == "story:"
    assert lines[3].startswith("  - Fixed straggler since window 3, step 20: rank 2")
    assert main(["analyze", run_path("overtime_onset"), "--over-time", "--span", "2"]) == 2


def test_a_warm_answer_reads_no_trace(tmp_path, monkeypatch, capsys):
    """Windows and trace metadata cached: neither the decoder, the pipeline nor any open of a trace file runs."""
    import tb_xrank.engine as engine
    import tb_xrank.ingest.read as read_mod

    run = copy_run("overtime_onset", tmp_path / "overtime_onset")
    assert main(["analyze", run, "--over-time", "--format", "json", "--quiet"]) == 0
    cold = capsys.readouterr().out

    def no(*_a, **_k):
        raise AssertionError("a trace was read")
    real_open = builtins.open

    def guarded(file, *a, **k):
        if ".pt.trace.json" in str(file):
            raise AssertionError(f"a trace was opened: {file}")
        return real_open(file, *a, **k)
    for mod, name in ((read_mod, "read_file"), (engine.workers, "decode_all"), (engine.compute, "assemble"),
                      (limits, "file_meta")):
        monkeypatch.setattr(mod, name, no)
    monkeypatch.setattr(builtins, "open", guarded)
    assert main(["analyze", run, "--over-time", "--format", "json", "--quiet"]) == 0
    assert capsys.readouterr().out == cold


# --- the change-point test -------------------------------------------------------------------------------------------

def test_change_point_finds_an_onset_an_episode_and_no_change_in_noise():
    onset = changepoint.best_change([0] * 14 + [1, 1, 1, 1, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 1])
    assert (onset.family, onset.start, onset.stop) == ("onset", 14, 30)
    assert onset.p_adjusted < changepoint.ALPHA
    import math
    assert onset.p_value == pytest.approx(math.comb(16, 12) / math.comb(30, 12))  # Fisher: all 12 in the last 16
    ep = changepoint.best_change([0] * 12 + [1] * 6 + [0] * 12)
    assert (ep.family, ep.start, ep.stop) == ("episode", 12, 18)
    assert ep.p_adjusted < changepoint.ALPHA
    end = changepoint.best_change([1] * 10 + [0] * 20)
    assert (end.family, end.stop) == ("end", 10)
    assert end.p_adjusted < changepoint.ALPHA
    flat = changepoint.best_change([1, 1, 0, 1, 1, 1, 0, 1, 1, 1] * 3)
    assert flat.p_adjusted > changepoint.ALPHA
    assert changepoint.best_change([0, 1, 0]) is None
    assert changepoint.best_change([0] * 20) is None
    one = changepoint.best_change([0] * 20 + [1] + [0] * 9)  # one stall is never a change
    assert one.p_adjusted > changepoint.ALPHA


def test_hypergeometric_tail_matches_a_direct_sum():
    import math
    tail = changepoint.hypergeom_tail(12, 5)
    for m in range(13):
        for i in range(6):
            want = sum(math.comb(5, j) * math.comb(7, m - j) for j in range(i, min(m, 5) + 1)
                       if m - j <= 7) / math.comb(12, m)
            assert tail[m, i] == pytest.approx(want, abs=1e-12)


# --- the scalars: reading, tracking, claims --------------------------------------------------------------------------

def _write_events(directory, values: dict):
    """An event file in ``directory`` written with TensorBoard's own writer: ``{tag: {step: value}}``."""
    pytest.importorskip("tensorboard")
    from tensorboard.compat.proto import event_pb2, summary_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    os.makedirs(directory, exist_ok=True)
    w = EventFileWriter(str(directory))
    for tag, by_step in values.items():
        for step, v in by_step.items():
            w.add_event(event_pb2.Event(step=step, summary=summary_pb2.Summary(
                value=[summary_pb2.Summary.Value(tag=tag, simple_value=v)])))
    w.close()


def test_scalars_by_tag_suffix_subdirectory_and_run(tmp_path):
    _write_events(tmp_path, {"tokens/rank3": {5: 1.0, 6: 2.0}, "tokens/rank_2": {5: 3.0}, "loss": {5: 0.5}})
    _write_events(tmp_path / "rank_1", {"temperature": {5: 70.0}})
    _write_events(tmp_path / "logs" / "rank0", {"temperature": {6: 60.0}})
    got = scalars.read_run(str(tmp_path))
    assert got.files == 3
    assert got.note is None
    assert got.series[("tokens", 3)] == {5: 1.0, 6: 2.0}
    assert got.series[("tokens", 2)] == {5: 3.0}
    assert got.series[("loss", None)] == {5: 0.5}
    assert got.source[("loss", None)] == "run"
    assert got.series[("temperature", 1)] == {5: 70.0}
    assert got.source[("temperature", 1)] == "subdirectory rank_1"
    assert got.source[("temperature", 0)] == "subdirectory rank0"
    assert scalars.split_tag("a/b/rank12", "") == ("a/b", 12, "tag suffix")


def test_scalars_without_tensorboard_or_from_a_damaged_file_say_why(tmp_path, monkeypatch):
    _write_events(tmp_path, {"tokens/rank0": {1: 1.0}})
    (tmp_path / "events.out.tfevents.0.broken").write_bytes(b"\x00" * 7)
    got = scalars.read_run(str(tmp_path))
    assert got.series[("tokens", 0)] == {1: 1.0}  # a damaged file loses nothing of the others
    import sys
    monkeypatch.setitem(sys.modules, "tensorboard.backend.event_processing.event_file_loader", None)
    none = scalars.read_run(str(tmp_path))
    assert none.series == {}
    assert "tensorboard package is not installed" in none.note


def _rows(n_steps: int, equal: bool = False):
    """Scalar rows of a synthetic run: rank 1 holds every odd step back; its ``tokens`` are higher then."""
    steps = list(range(n_steps))
    held = {s: {1} for s in steps if s % 2}
    work = {s: {r: 10.0 + (5.0 if r == 1 and s % 2 else 0.0) + 0.1 * ((s * 7 + r) % 3) for r in range(4)}
            for s in steps}
    series = {("tokens", r): {s: (100.0 if equal else 100.0 + (80.0 if r == 1 and s % 2 else 0.0) + (s + r) % 3)
                              for s in steps} for r in range(4)}
    verdict = {"class": "fixed", "ranks": [1]}
    from tb_xrank.overtime.scalars import Scalars

    found = Scalars(series=series, source={k: "tag suffix" for k in series})
    return claims.scalar_rows(found, steps, held, work, {}, verdict)


def test_a_scalar_is_claimed_on_enough_steps_only_and_never_when_equal_on_every_rank():
    rows, said = _rows(30)
    mine = next(r for r in rows if r["rank"] == 1)
    assert mine["tracks"]
    assert mine["points_to"] == "workload"
    assert said
    few, said_few = _rows(tracking.MIN_STEPS - 1)
    assert not any(r["tracks"] for r in few)
    assert not said_few
    assert "fewer than" in next(r for r in few if r["rank"] == 1)["basis"]
    equal, said_eq = _rows(30, equal=True)
    assert not any(r["tracks"] for r in equal)
    assert not said_eq


def test_names_say_workload_or_device():
    assert [tracking.kind_of(n) for n in ("tokens", "seq_len", "expert_load", "gpu/temperature", "sm_clock_mhz",
                                          "nic0/rx_dropped", "ecc_errors", "loss", "lr")] == [
        "workload", "workload", "workload", "device", "device", "device", "device", None, None]


# --- the traces' own metadata ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("gz", [False, True])
def test_kineto_warnings_and_flags_are_read_from_head_and_tail(tmp_path, gz):
    doc = ('{"schemaVersion": 1, "record_shapes": 1, "with_stack": 1, "traceEvents": [' +
           ",".join('{"ph": "X", "name": "a", "ts": %d, "dur": 1}' % i for i in range(20000)) +
           '], "WARNING": ["WARNING:2024-05-22 17:15:22 1:1 CuptiActivityProfiler.cpp:1] CUPTI buffer overflow"],'
           ' "INFO": ["INFO:2024-05-22 17:15:22 1:1 X.cpp:2] Enabling GPU tracing", "INFO:2024-05-22 17:15:22 1:1 '
           'X.cpp:3] Record counts: Out-of-range = 12, Blocklisted runtime = 5, CUPTI stopped early? = 0"],'
           ' "traceName": "x"}')
    path = tmp_path / ("t.pt.trace.json" + (".gz" if gz else ""))
    path.write_bytes(gzip.compress(doc.encode()) if gz else doc.encode())
    m = limits.file_meta(str(path))
    assert m["flags"]["record_shapes"]
    assert m["flags"]["with_stack"]
    assert not m["flags"]["profile_memory"]
    assert m["messages"] == [{"level": "WARNING", "text": "CUPTI buffer overflow"},
                             {"level": "INFO", "text": "Record counts: Out-of-range = 12, Blocklisted runtime = 5, "
                                                       "CUPTI stopped early? = 0"}]


def test_schedule_is_recovered_from_the_windows_steps():
    ws = [{"first_step": 2 + 8 * k, "last_step": 7 + 8 * k} for k in range(3)]
    s = limits.schedule(ws)
    assert (s["active"], s["period"], s["wait_warmup"], s["first_step"], s["windows"]) == (6, 8, 2, 2, 3)
    assert limits.schedule([{"first_step": 2, "last_step": 7}, {"first_step": 9, "last_step": 20}])["active"] is None


def test_a_run_with_one_window_is_its_span(tmp_path, over):
    """A run of one span: one window, the verdict the window's own (no change point on so few steps claimed)."""
    run = tmp_path / "one"
    os.makedirs(run)
    for f in os.listdir(run_path("overtime_hot")):
        if f.endswith(".gz") and f.split(".")[1] == min(g.split(".")[1] for g in os.listdir(run_path("overtime_hot"))
                                                         if g.startswith(f.split(".")[0]) and g.endswith(".gz")):
            shutil.copy(os.path.join(run_path("overtime_hot"), f), run / f)
    d = json.loads(analyze_over_time(str(run), Settings(cache=False)).to_json())
    assert d["spans"] == 1
    assert len(d["windows"]) == 1
    assert d["verdict"]["since_step"] is None
    assert d["verdict"]["class"] == d["windows"][0]["class"]
    assert d["scalars"] == []


def test_every_span_decoded_ahead_in_one_pool_is_each_span_as_analysed_alone(tmp_path):
    """engine.analyze_each_span with a pool (forced on these small files) gives each span's Analysis byte for byte,
    without a cache and filling one; the files handed back through /dev/shm are all removed."""
    from tb_xrank import engine
    from tb_xrank.ingest.discover import discover_run

    run = discover_run(run_path("overtime_onset"))
    alone = [a.to_json() for a in engine.analyze_spans(run, Settings(cache=False))]
    pooled = Settings(cache=False, parallel_min_bytes=0, workers=2, park_dir=str(tmp_path / "park"))
    os.makedirs(pooled.park_dir)
    assert [a.to_json() for a in engine.analyze_each_span(run, pooled)] == alone
    assert os.listdir(pooled.park_dir) == []
    cached = Settings(cache_dir=str(tmp_path / "cache"), parallel_min_bytes=0, workers=2)
    assert [a.to_json() for a in engine.analyze_each_span(run, cached)] == alone
    assert [a.to_json() for a in engine.analyze_each_span(run, cached)] == alone  # now every span from the cache
