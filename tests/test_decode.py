"""Typed decoding into columns: times, ids, fallbacks for older schemas and odd types."""
import gzip
import json

import numpy as np
import pytest

from tb_xrank.decode import CAT_ID, DecodeError, decode
from tb_xrank.discover import discover_run, parse_name


def _write(tmp_path, doc, name="w.1.pt.trace.json.gz"):
    p = tmp_path / name
    with gzip.open(p, "wb") as f:
        f.write(json.dumps(doc).encode())
    return discover_run([str(p)]).span(0)[0]


def _x(name, cat, ts, dur, tid=1, pid=1, **args):
    return {"ph": "X", "name": name, "cat": cat, "ts": ts, "dur": dur, "pid": pid, "tid": tid, "args": args}


def test_times_are_absolute_integer_ns(tmp_path):
    tf = _write(tmp_path, {"baseTimeNanoseconds": 1_700_000_000_000_000_000,
                           "traceEvents": [_x("aten::mm", "cpu_op", 1234.567, 10.001)]})
    t = decode(tf)
    assert t.events["start"][0] == 1_700_000_000_000_000_000 + 1_234_567
    assert t.events["end"][0] - t.events["start"][0] == 10_001


def test_old_absolute_timestamps_keep_microsecond_precision(tmp_path):
    tf = _write(tmp_path, {"traceEvents": [_x("a", "cpu_op", 1683564901554112.0, 6), _x("b", "cpu_op", 1683564901554113.0, 1)]})
    t = decode(tf)
    assert np.diff(t.events["start"]).tolist() == [1000]
    assert t.events["start"][0] == 1683564901554112000


def test_string_pids_and_unknown_categories(tmp_path):
    tf = _write(tmp_path, {"traceEvents": [
        {"ph": "X", "cat": "Trace", "name": "PyTorch Profiler (0)", "pid": "Spans", "tid": "PyTorch Profiler", "ts": 1, "dur": 5},
        _x("x", "weird_category", 2, 1),
        {"ph": "X", "cat": "cpu_op", "name": "y", "pid": "7", "tid": 2 ** 70, "ts": 3, "dur": 1},
        {"ph": "X", "cat": "cpu_op", "name": "z", "pid": "Spans", "tid": 2 ** 70, "ts": 4, "dur": 1}]})
    t = decode(tf)
    assert t.events["pid"][0] < 0 and t.events["cat"][1] == CAT_ID["other"]
    assert t.events["pid"][3] == t.events["pid"][0]  # a string keeps one id, even a numeric one: "7" is not 7
    assert t.events["pid"][2] < 0 and t.events["pid"][2] != t.events["pid"][0]
    assert t.events["tid"][2] == t.events["tid"][3] < 0 and t.events["tid"][2] != t.events["tid"][0]


def test_unexpected_arg_types_take_the_slow_path_with_a_warning(tmp_path):
    tf = _write(tmp_path, {"traceEvents": [_x("aten::mm", "cpu_op", 1, 1, **{"External id": "not-an-int", "correlation": 7})]})
    t = decode(tf)
    assert t.events["corr"][0] == 7 and t.events["ext"][0] == -1
    assert any("slow path" in w for w in t.warnings)


def test_steps_from_profiler_step_annotations(tmp_path):
    tf = _write(tmp_path, {"traceEvents": [_x("ProfilerStep#7", "user_annotation", 100, 50),
                                           _x("ProfilerStep#8", "user_annotation", 150, 40),
                                           _x("ProfilerStep#7", "gpu_user_annotation", 101, 50, tid=7)]})
    t = decode(tf)
    assert t.steps["num"].tolist() == [7, 8]


def test_no_events_is_an_error(tmp_path):
    with pytest.raises(DecodeError, match="no events"):
        decode(_write(tmp_path, {"traceEvents": []}))


def test_worker_and_time_from_file_names():
    assert parse_name("node0_123.1795948020501299668.pt.trace.json.gz") == ("node0_123", 1795948020501299668)
    assert parse_name("rank-3.pt.trace.json") == ("rank-3", 0)
    assert parse_name("sampled_rank-0.json.gz") == ("sampled_rank-0", 0)


def test_spans_are_ordered_by_time(tmp_path):
    for t in (300, 100, 200):
        (tmp_path / f"w0.{t}.pt.trace.json").write_text("{}")
        (tmp_path / f"w1.{t + 1}.pt.trace.json").write_text("{}")
    run = discover_run(str(tmp_path))
    assert run.n_spans == 3 and [f.time_ns for f in run.span(0)] == [100, 101]
    assert [f.time_ns for f in run.span(2)] == [300, 301]


def test_batched_decode_of_large_traces_gives_the_same_tables(monkeypatch):
    """Traces above the single-pass size are decoded in batches of raw events: same columns, same records."""
    from conftest import run_path
    from tb_xrank import decode as dec

    for name in ("nccl_seed_worked", "fixed_slow"):
        tf = discover_run(run_path(name)).span(0)[1]
        one = dec.decode(tf)
        monkeypatch.setattr(dec, "SINGLE_PASS_BYTES", 0)
        monkeypatch.setattr(dec, "BATCH_EVENTS", 97)
        many = dec.decode(tf)
        monkeypatch.undo()
        assert one.strings == many.strings
        for k in one.events:
            assert np.array_equal(one.events[k], many.events[k]), k
        assert one.comms.op == many.comms.op and np.array_equal(one.comms.ready, many.comms.ready)
        assert np.array_equal(one.comms.nbytes, many.comms.nbytes) and one.threads == many.threads


def test_remote_paths_through_fsspec():
    """Any fsspec URL works; the in-memory filesystem stands in for s3:// or gs:// here."""
    import fsspec

    import tb_xrank
    from conftest import run_path, trace_files

    fs = fsspec.filesystem("memory")
    for p in trace_files(run_path("nccl_seed_intro")):
        with open(p, "rb") as src, fs.open(f"/logdir/run1/{p.rsplit('/', 1)[1]}", "wb") as dst:
            dst.write(src.read())
    a = tb_xrank.analyze("memory://logdir/run1")
    assert a.run == "run1" and len(a.collectives) == 6 and all(c["last_rank"] == 7 for c in a.collectives)
    from tb_xrank.discover import find_runs

    assert find_runs("memory://logdir") == {"run1": "memory://logdir/run1"}  # spelled like the logdir URL


def test_truncated_records_are_counted(tmp_path):
    ev = [_x("aten::mm", "cpu_op", 1, 5), {"ph": "X", "name": "aten::add", "cat": "cpu_op", "ts": 7, "pid": 1, "tid": 1}]
    t = decode(_write(tmp_path, {"traceEvents": ev}))
    assert any(w.startswith("1 complete events with a missing or negative duration") for w in t.warnings)
    assert t.events["end"][1] == t.events["start"][1]


def _kineto_layout_copy(tmp_path, name, strip_corr=False, gz=True):
    """The first trace of a fixture run rewritten in kineto's own layout (one event per block of lines);
    ``strip_corr`` drops the NCCL kernels' and runtime calls' correlation so that only ac2g flows link them;
    ``gz=False`` writes it uncompressed."""
    from conftest import load_trace, run_path, trace_files
    from gen_nccl import kineto_json

    doc = load_trace(trace_files(run_path(name))[0])
    for e in doc["traceEvents"] if strip_corr else ():
        if e.get("cat") in ("kernel", "cuda_runtime"):
            e.get("args", {}).pop("correlation", None)
    p = tmp_path / f"{name}.1.pt.trace.json{'.gz' if gz else ''}"
    with (gzip.open if gz else open)(p, "wb") as f:
        f.write(kineto_json(doc))
    return discover_run([str(p)]).span(0)[0]


@pytest.mark.parametrize("name,strip,gz", [("fixed_slow", False, True), ("nccl_seed_worked", False, True),
                                           ("nccl_seed_intro", True, True), ("fixed_slow", False, False),
                                           ("nccl_seed_worked", False, False), ("nccl_seed_intro", True, False)])
def test_streamed_decode_gives_the_same_table(name, strip, gz, tmp_path, monkeypatch):
    """Large traces are read a block at a time (kineto's layout cut between events, gzip or plain, into one
    reused buffer): the same RankTable as a whole-file decode, however small the blocks (gloo raw args, NCCL
    kernels, flows-only correlation)."""
    import pickle

    from tb_xrank import decode as dec

    tf = _kineto_layout_copy(tmp_path, name, strip, gz)
    monkeypatch.setattr(dec, "STREAM_MIN_BYTES", 1 << 40)
    whole = dec.decode(tf)
    assert len(whole.comms.op) > 0 and (not strip or (whole.events["corr"] >= 0).sum() > 0)
    monkeypatch.setattr(dec, "STREAM_MIN_BYTES", 0)
    for block in (1 << 8, 1 << 12, 1 << 16):  # 256 B: every event outgrows the buffer at least once
        monkeypatch.setattr(dec, "STREAM_BLOCK", block)
        assert pickle.dumps(dec._decode_stream(tf)) == pickle.dumps(whole)
    assert pickle.dumps(dec.decode(tf)) == pickle.dumps(whole)


def test_flows_next_to_an_odd_event_are_still_read(tmp_path, monkeypatch):
    """Kernels linked only by ac2g flows, in a trace with one event of an odd type (``"cat": null``): the
    flows are converted event by event instead of the whole rank being lost, streamed or whole, alike."""
    import pickle

    from conftest import load_trace, run_path, trace_files
    from gen_nccl import kineto_json
    from tb_xrank import decode as dec

    doc = load_trace(trace_files(run_path("nccl_seed_intro"))[0])
    for e in doc["traceEvents"]:
        if e.get("cat") in ("kernel", "cuda_runtime"):
            e.get("args", {}).pop("correlation", None)
    doc["traceEvents"].append({"ph": "i", "cat": None, "name": "odd", "pid": 1, "tid": 1, "ts": 1.0, "s": "t"})
    p = tmp_path / "odd.1.pt.trace.json"
    p.write_bytes(kineto_json(doc))
    tf = discover_run([str(p)]).span(0)[0]
    monkeypatch.setattr(dec, "STREAM_MIN_BYTES", 1 << 40)
    whole = dec.decode(tf)
    assert (whole.events["corr"] >= 0).sum() > 0 and len(whole.comms.op) > 0
    monkeypatch.setattr(dec, "STREAM_MIN_BYTES", 0)
    for block in (1 << 8, 1 << 12, 4 << 20):
        monkeypatch.setattr(dec, "STREAM_BLOCK", block)
        assert pickle.dumps(dec._decode_stream(tf)) == pickle.dumps(whole)


def test_stream_falls_back_to_a_whole_decode_on_other_layouts(tmp_path, monkeypatch):
    from tb_xrank import decode as dec

    monkeypatch.setattr(dec, "STREAM_MIN_BYTES", 0)
    doc = {"traceEvents": [_x("aten::mm", "cpu_op", 10.0 * i, 5.0) for i in range(50)], "baseTimeNanoseconds": 0}
    tf = _write(tmp_path, doc)  # one line, not kineto's layout: the whole-file decode reads it
    with pytest.raises(dec._NotStreamable):
        dec._decode_stream(tf)
    assert len(decode(tf).events["start"]) == 50
    text = json.dumps(doc, indent=2)
    p = tmp_path / "cut.1.pt.trace.json"
    p.write_text(text[: len(text) // 2])
    with pytest.raises(DecodeError, match="truncated JSON"):
        decode(discover_run([str(p)]).span(0)[0])


def test_memory_budget_bounds_parallel_decodes():
    from tb_xrank.config import Settings, parse_size, total_memory
    from tb_xrank.decode import expected_peak
    from tb_xrank.discover import TraceFile
    from tb_xrank.engine import decode_workers

    assert parse_size("512M") == 512 << 20 and parse_size("8GiB") == 8 << 30 and parse_size("1.5g") == 3 << 29
    assert parse_size("50%") == total_memory() // 2
    for bad in ("lots", "3", "10K"):
        with pytest.raises(ValueError):
            parse_size(bad)
    big = [TraceFile(f"/x/r{i}.pt.trace.json", f"r{i}", 0, 1 << 30, 0) for i in range(8)]  # 1 GiB each
    assert expected_peak(big[0]) < (1 << 30) // 2  # streamed: the columns, not the file
    assert decode_workers(big, Settings(memory_budget=100 << 30)) == min(8, __import__("os").cpu_count())
    assert decode_workers(big, Settings(memory_budget=expected_peak(big[0]) * 2 - 1)) == 1
    assert decode_workers(big, Settings(memory_budget=64 << 20)) == 1  # never fewer than one
