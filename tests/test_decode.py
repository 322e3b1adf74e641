"""Typed decoding into columns: times, ids, fallbacks for older schemas and odd types."""
import gzip
import json

import numpy as np
import pytest

from tb_xrank.ingest.decode import DecodeError
from tb_xrank.ingest.kineto import CAT_ID
from tb_xrank.ingest.read import read, with_comms
from tb_xrank.ingest.discover import discover_run, parse_name


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
    t = read(tf)
    assert t.events["start"][0] == 1_700_000_000_000_000_000 + 1_234_567
    assert t.events["end"][0] - t.events["start"][0] == 10_001


def test_old_absolute_timestamps_keep_microsecond_precision(tmp_path):
    tf = _write(tmp_path, {"traceEvents": [_x("a", "cpu_op", 1683564901554112.0, 6), _x("b", "cpu_op", 1683564901554113.0, 1)]})
    t = read(tf)
    assert np.diff(t.events["start"]).tolist() == [1000]
    assert t.events["start"][0] == 1683564901554112000


def test_string_pids_and_unknown_categories(tmp_path):
    tf = _write(tmp_path, {"traceEvents": [
        {"ph": "X", "cat": "Trace", "name": "PyTorch Profiler (0)", "pid": "Spans", "tid": "PyTorch Profiler", "ts": 1, "dur": 5},
        _x("x", "weird_category", 2, 1),
        {"ph": "X", "cat": "cpu_op", "name": "y", "pid": "7", "tid": 2 ** 70, "ts": 3, "dur": 1},
        {"ph": "X", "cat": "cpu_op", "name": "z", "pid": "Spans", "tid": 2 ** 70, "ts": 4, "dur": 1}]})
    t = read(tf)
    assert t.events["pid"][0] < 0
    assert t.events["cat"][1] == CAT_ID["other"]
    assert t.events["pid"][3] == t.events["pid"][0]  # a string keeps one id, even a numeric one: "7" is not 7
    assert t.events["pid"][2] < 0
    assert t.events["pid"][2] != t.events["pid"][0]
    assert t.events["tid"][2] == t.events["tid"][3] < 0
    assert t.events["tid"][2] != t.events["tid"][0]


def test_unexpected_arg_types_take_the_slow_path_with_a_warning(tmp_path):
    tf = _write(tmp_path, {"traceEvents": [_x("aten::mm", "cpu_op", 1, 1, **{"External id": "not-an-int", "correlation": 7})]})
    t = read(tf)
    assert t.events["corr"][0] == 7
    assert t.events["ext"][0] == -1
    assert any(w.code == "ingest.values_dropped" and w.file == tf.path and "args['External id'] of 1 events" in w.text
               for w in t.warnings)


def test_steps_from_profiler_step_annotations(tmp_path):
    tf = _write(tmp_path, {"traceEvents": [_x("ProfilerStep#7", "user_annotation", 100, 50),
                                           _x("ProfilerStep#8", "user_annotation", 150, 40),
                                           _x("ProfilerStep#7", "gpu_user_annotation", 101, 50, tid=7)]})
    t = read(tf)
    assert t.steps["num"].tolist() == [7, 8]


def test_no_events_is_an_error(tmp_path):
    with pytest.raises(DecodeError, match="no events"):
        read(_write(tmp_path, {"traceEvents": []}))


def test_worker_and_time_from_file_names():
    assert parse_name("node0_123.1795948020501299668.pt.trace.json.gz") == ("node0_123", 1795948020501299668)
    assert parse_name("rank-3.pt.trace.json") == ("rank-3", 0)
    assert parse_name("sampled_rank-0.json.gz") == ("sampled_rank-0", 0)


def test_spans_are_ordered_by_time(tmp_path):
    for t in (300, 100, 200):
        (tmp_path / f"w0.{t}.pt.trace.json").write_text("{}")
        (tmp_path / f"w1.{t + 1}.pt.trace.json").write_text("{}")
    run = discover_run(str(tmp_path))
    assert run.n_spans == 3
    assert [f.time_ns for f in run.span(0)] == [100, 101]
    assert [f.time_ns for f in run.span(2)] == [300, 301]


def test_batched_decode_of_large_traces_gives_the_same_tables(monkeypatch):
    """Traces above the single-pass size are decoded in batches of raw events: same columns, same records."""
    from conftest import run_path
    from tb_xrank.ingest import decode as dec

    for name in ("nccl_seed_worked", "fixed_slow"):
        tf = discover_run(run_path(name)).span(0)[1]
        one = read(tf)
        many = read(tf, options=dec.DecodeOptions(single_pass_bytes=0, batch_events=97))
        assert one.strings == many.strings
        for k in one.events:
            assert np.array_equal(one.events[k], many.events[k]), k
        assert one.comms.op == many.comms.op
        assert np.array_equal(one.comms.ready, many.comms.ready)
        assert np.array_equal(one.comms.nbytes, many.comms.nbytes)
        assert one.threads == many.threads


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
    assert a.run == "run1"
    assert len(a.collectives) == 6
    assert all(c.last_rank == 7 for c in a.collectives)
    from tb_xrank.ingest.discover import find_runs

    assert find_runs("memory://logdir") == {"run1": "memory://logdir/run1"}  # spelled like the logdir URL


def test_truncated_records_are_counted(tmp_path):
    ev = [_x("aten::mm", "cpu_op", 1, 5), {"ph": "X", "name": "aten::add", "cat": "cpu_op", "ts": 7, "pid": 1, "tid": 1}]
    t = read(_write(tmp_path, {"traceEvents": ev}))
    assert any(w.code == "ingest.negative_duration" and w.text.startswith("1 complete events with a missing")
               for w in t.warnings)
    assert t.events["end"][1] == t.events["start"][1]


def _kineto_layout_copy(tmp_path, name, strip_corr=False, gz=True, extra=()):
    """The first trace of a fixture run rewritten in kineto's own layout (one event per block of lines);
    ``strip_corr`` drops the NCCL kernels' and runtime calls' correlation so that only ac2g flows link them;
    ``gz=False`` writes it uncompressed; ``extra`` events are added at the end."""
    from conftest import load_trace, run_path, trace_files
    from fixtures.gen_nccl import kineto_json

    doc = load_trace(trace_files(run_path(name))[0])
    for e in doc["traceEvents"] if strip_corr else ():
        if e.get("cat") in ("kernel", "cuda_runtime"):
            e.get("args", {}).pop("correlation", None)
    doc["traceEvents"] += list(extra)
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

    from tb_xrank.ingest import decode as dec

    tf = _kineto_layout_copy(tmp_path, name, strip, gz)
    whole = read(tf, options=dec.DecodeOptions(stream_min_bytes=1 << 40))
    assert len(whole.comms.op) > 0
    assert not strip or (whole.events["corr"] >= 0).sum() > 0
    for block in (1 << 8, 1 << 12, 1 << 16):  # 256 B: every event outgrows the buffer at least once
        streamed = dec.decode(tf, 16 << 30, dec.DecodeOptions(stream_min_bytes=0, stream_block=block))
        assert pickle.dumps(with_comms(streamed)) == pickle.dumps(whole)
    assert pickle.dumps(with_comms(dec.decode(tf))) == pickle.dumps(whole)


def test_flows_next_to_an_odd_event_are_still_read(tmp_path, monkeypatch):
    """Kernels linked only by ac2g flows, in a trace with one event of an odd type (``"cat": null``): the
    flows are converted event by event instead of the whole rank being lost, streamed or whole, alike."""
    import pickle

    from tb_xrank.ingest import decode as dec

    odd = {"ph": "i", "cat": None, "name": "odd", "pid": 1, "tid": 1, "ts": 1.0, "s": "t"}
    tf = _kineto_layout_copy(tmp_path, "nccl_seed_intro", strip_corr=True, gz=False, extra=[odd])
    whole = read(tf, options=dec.DecodeOptions(stream_min_bytes=1 << 40))
    assert (whole.events["corr"] >= 0).sum() > 0
    assert len(whole.comms.op) > 0
    for block in (1 << 8, 1 << 12, 4 << 20):
        streamed = dec.decode(tf, 16 << 30, dec.DecodeOptions(stream_min_bytes=0, stream_block=block))
        assert pickle.dumps(with_comms(streamed)) == pickle.dumps(whole)


LAYOUTS = {  # how writers other than kineto lay a trace out
    "one event a line": lambda doc: ("{" + ", ".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in doc.items()
                                                     if k != "traceEvents")
                                     + ', "traceEvents": [\n' + ",\n".join(map(json.dumps, doc["traceEvents"]))
                                     + "\n]}").encode(),
    "compact": lambda doc: json.dumps(doc, separators=(",", ":")).encode(),
    "indent 4, events last": lambda doc: json.dumps({**{k: v for k, v in doc.items() if k != "traceEvents"},
                                                    "traceEvents": doc["traceEvents"]}, indent=4).encode(),
    "tabs, sorted keys": lambda doc: json.dumps(doc, indent="\t", sort_keys=True).encode(),
}


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("name", ["fixed_slow", "nccl_seed_intro"])
def test_every_layout_streams_through_the_scanner_to_the_same_table(layout, name, tmp_path):
    """One event a line, compact, pretty-printed with another indentation, the top level's keys in any order: cut
    into blocks between events and read by the simdjson scanner (no block left to msgspec, no whole-file read),
    to the RankTable a whole-file decode gives, however small the blocks."""
    import pickle

    from conftest import load_trace, run_path, trace_files
    from tb_xrank.ingest import decode as dec

    doc = load_trace(trace_files(run_path(name))[0])
    p = tmp_path / f"{name}.1.pt.trace.json"
    p.write_bytes(LAYOUTS[layout](doc))
    tf = discover_run([str(p)]).span(0)[0]
    whole = read(tf, options=dec.DecodeOptions(stream_min_bytes=1 << 40))
    assert len(whole.comms.op) > 0
    for block in (1 << 8, 1 << 12, 1 << 16):
        streamed = dec._decode_stream(tf, 16 << 30, dec.DecodeOptions(stream_min_bytes=0, stream_block=block))
        assert streamed.blocks["scanner"] > 0, (layout, block)
        assert streamed.blocks["msgspec"] == 0, (layout, block)
        assert pickle.dumps(with_comms(streamed)) == pickle.dumps(whole), (layout, block)


def _anywhere(t) -> bytes:
    """A table pickled without what names its file (path, worker, size)."""
    import dataclasses
    import pickle

    return pickle.dumps(dataclasses.replace(t, path="", worker="", size=0))


def test_a_cut_inside_a_string_or_a_nested_object_is_never_read_as_events(tmp_path):
    """``},{`` inside strings and between objects nested in an event's args look like the gap between two events:
    a block cut there is not JSON, so the file is read whole, to the table a whole-file decode gives, at every
    block size (each puts the cut somewhere else)."""
    from tb_xrank.ingest import decode as dec
    from tb_xrank.ingest.stream import NotStreamable

    evs = []
    for i in range(40):
        evs.append(_x("aten::mm", "cpu_op", 10.0 * i, 5.0, **{"Input Dims": [[2, 3]], "note": 'x},{"y'}))
        evs.append(_x("odd", "user_annotation", 10.0 * i + 1, 1.0, frames=[{"a": i}, {"b": "},{"}, {"c": [{}]}]))
    doc = {"traceEvents": evs, "baseTimeNanoseconds": 1_700_000_000_000_000_000}
    whole = None
    for layout, write in LAYOUTS.items():
        (tmp_path / layout).mkdir()
        p = tmp_path / layout / "w.1.pt.trace.json"
        p.write_bytes(write(doc))
        tf = discover_run([str(p)]).span(0)[0]
        table = _anywhere(read(tf, options=dec.DecodeOptions(stream_min_bytes=1 << 40)))
        whole = whole or table
        assert table == whole, layout
        fell_back = 0
        for block in range(64, 2048, 61):
            try:
                dec._decode_stream(tf, 16 << 30, dec.DecodeOptions(stream_min_bytes=0, stream_block=block))
            except NotStreamable:
                fell_back += 1
            got = _anywhere(read(tf, options=dec.DecodeOptions(stream_min_bytes=0, stream_block=block)))
            assert got == whole, (layout, block)
        assert fell_back > 0, layout  # some cut did land inside a string or a nested object


def test_a_trace_without_an_events_array_or_cut_short_is_read_whole(tmp_path):
    from tb_xrank.ingest import decode as dec
    from tb_xrank.ingest.stream import NotStreamable

    p = tmp_path / "none.1.pt.trace.json"
    p.write_text('{"events": [' + ",".join(['{"ph": "X"}'] * 50) + "]}")
    with pytest.raises(NotStreamable):
        dec._decode_stream(discover_run([str(p)]).span(0)[0], 16 << 30)
    doc = {"traceEvents": [_x("aten::mm", "cpu_op", 10.0 * i, 5.0) for i in range(50)], "baseTimeNanoseconds": 0}
    text = json.dumps(doc, indent=2)
    p = tmp_path / "cut.1.pt.trace.json"
    p.write_text(text[: len(text) // 2])
    with pytest.raises(DecodeError, match="truncated JSON"):
        read(discover_run([str(p)]).span(0)[0], options=dec.DecodeOptions(stream_min_bytes=0, stream_block=256))


def test_memory_budget_bounds_parallel_decodes():
    from tb_xrank.config import Settings, parse_size, total_memory
    from tb_xrank.ingest.decode import expected_peak
    from tb_xrank.ingest.discover import TraceFile
    from tb_xrank.engine.workers import decode_workers

    assert parse_size("512M") == 512 << 20
    assert parse_size("8GiB") == 8 << 30
    assert parse_size("1.5g") == 3 << 29
    assert parse_size("50%") == total_memory() // 2
    for bad in ("lots", "3", "10K"):
        with pytest.raises(ValueError):
            parse_size(bad)
    big = [TraceFile(f"/x/r{i}.pt.trace.json", f"r{i}", 0, 1 << 30, 0) for i in range(8)]  # 1 GiB each
    assert expected_peak(big[0]) < (1 << 30) // 2  # streamed: the columns, not the file
    assert decode_workers(big, Settings(memory_budget=100 << 30)) == min(8, __import__("os").cpu_count())
    assert decode_workers(big, Settings(memory_budget=expected_peak(big[0]) * 2 - 1)) == 1
    assert decode_workers(big, Settings(memory_budget=64 << 20)) == 1  # never fewer than one


def test_the_simdjson_scanner_is_built():
    """``make test`` installs libsimdjson-dev before the package, so that the suite tests the fast path users
    get: an installation without it works (msgspec alone) but must not pass this suite as if it had it."""
    from tb_xrank.ingest import decode as dec

    assert dec.Scanner is not None, "tb_xrank.ingest._scan was not built: apt-get install libsimdjson-dev, reinstall"


def _scanned_and_not(tf, monkeypatch, block):
    """``(scanner-read table, msgspec-read table, blocks scanned, blocks the scanner passed on)`` of a streamed
    decode with ``block``-byte blocks."""
    import pickle

    from tb_xrank.ingest import decode as dec

    opt = dec.DecodeOptions(stream_min_bytes=0, stream_block=block)
    d = dec._decode_stream(tf, 16 << 30, opt)
    scanned = pickle.dumps(with_comms(d))
    monkeypatch.setattr(dec, "Scanner", None)
    plain = dec._decode_stream(tf, 16 << 30, opt)
    assert plain.blocks["scanner"] == 0
    assert plain.blocks["msgspec"] == sum(d.blocks.values())
    return scanned, pickle.dumps(with_comms(plain)), d.blocks["scanner"], d.blocks["msgspec"]


def _recorded_files():
    """(the recorded fixture runs' trace files, the real traces' files where ../shared/real-traces is present)"""
    import os

    from conftest import REAL, run_path, trace_files

    runs = [run_path(n) for n in ("fixed_slow", "rotating", "host_stall", "larger_input", "baseline")]
    real = sorted(os.path.join(REAL, d) for d in os.listdir(REAL)) if os.path.isdir(REAL) else []
    return [f for r in runs for f in trace_files(r)], [f for r in real if os.path.isdir(r) for f in trace_files(r)]


def test_scanned_blocks_give_the_same_table_on_every_recorded_trace(monkeypatch):
    """Every recorded fixture trace and every real trace in kineto's layout: the simdjson scanner's table is
    the msgspec path's, byte for byte, and no block of them needs the msgspec path."""
    from tb_xrank.ingest import decode as dec

    fixtures, real = _recorded_files()
    seen = 0
    for path in fixtures + real:
        tf = discover_run([str(path)]).span(0)[0]
        for block in (1 << 12, 4 << 20):
            try:
                scanned, plain, n, passed = _scanned_and_not(tf, monkeypatch, block)
            except dec.NotStreamable:
                break  # not kineto's layout (hand-made real traces): read whole, never scanned
            finally:
                monkeypatch.undo()
            assert scanned == plain, (path, block)
            assert n > 0, (path, block, n, passed)
            assert passed == 0, (path, block, n, passed)
            seen += 1
    assert seen >= 2 * len(fixtures) > 0


def _odd_layout(events) -> bytes:
    body = ",\n".join("  {\n    " + json.dumps(e)[1:-1] + "\n  }" for e in events)
    return ('{\n  "schemaVersion": 1,\n  "distributedInfo": {"rank": 0, "world_size": 1},\n  "traceEvents": [\n'
            + body + '\n  ],\n  "baseTimeNanoseconds": 1700000000000000000\n}').encode()


ODD_EVENTS = [  # each a value the scanner leaves to msgspec, or reads exactly as msgspec does
    {"ph": "X", "cat": "cpu_op", "name": 'quote " and \\ backslash', "pid": 1, "tid": 1, "ts": 1.0, "dur": 1.0},
    {"ph": "X", "cat": "cpu_op", "name": "unicode é ∑ 🙂", "pid": 1, "tid": 1, "ts": 2.0, "dur": 1.0},
    {"ph": "X", "cat": "cpu_op", "name": "string ids", "pid": "Spans", "tid": "PyTorch Profiler", "ts": 3, "dur": 1},
    {"ph": "X", "cat": "cpu_op", "name": "float ext", "pid": 1, "tid": 1, "ts": 4.0, "dur": 1.0,
     "args": {"External id": 5.0}},
    {"ph": "X", "cat": "cpu_op", "name": "null dur", "pid": 1, "tid": 1, "ts": 5.0, "dur": None},
    {"ph": "X", "cat": "cpu_op", "name": "no dur", "pid": 1, "tid": 1, "ts": 6.0},
    {"ph": "Z", "cat": "cpu_op", "name": "unknown phase", "pid": 1, "tid": 1, "ts": 7.0},
    {"cat": "cpu_op", "name": "no phase", "pid": 1, "tid": 1, "ts": 8.0},
    {"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 9.0, "dur": 1.0,
     "args": {"Input Dims": "[[2, 3]]"}},
    {"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 10.0, "dur": 1.0,
     "args": {"Input Dims": [[2, 3], [], [[4, 5]]], "Input type": ["float"]}},
    {"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 11.0, "dur": 1.0,
     "args": {"Input Dims": {"odd": [1]}}},
    {"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 12.0, "dur": 1.0,
     "args": {"Input Dims": 7, "Seq": 1.5}},
    {"ph": "X", "cat": "kernel", "name": "huge corr", "pid": 0, "tid": 7, "ts": 13.0, "dur": 1.0,
     "args": {"correlation": 2 ** 64 - 1}},
    {"ph": "X", "cat": "odd cat", "name": "big pid", "pid": 2 ** 63, "tid": 1, "ts": 14.0, "dur": 1.0},
    {"ph": "X", "cat": None, "name": "null cat", "pid": 1, "tid": 1, "ts": 15.0, "dur": 1.0},
    {"ph": "M", "name": "thread_name", "pid": 1, "tid": 1, "args": {"name": "thread 1 (python)"}},
    {"ph": "M", "name": "thread_name", "pid": 1, "tid": 2, "args": {"name": 3}},
    {"ph": "X", "cat": "cpu_op", "name": "record_param_comms", "pid": 1, "tid": 1, "ts": 16.0, "dur": 1.0,
     "args": {"Collective name": "allreduce", "Seq": "3", "Process Group Name": 0, "In msg nelems": 8,
              "dtype": "Float", "Process Group Ranks": [0]}},
    {"ph": "X", "cat": "cpu_op", "name": "record_param_comms", "pid": 1, "tid": 1, "ts": 17.0, "dur": 1.0,
     "args": {"Collective name": "allreduce", "Seq": 4, "Input Dims": [[8]], "Input type": ["float"]}},
    {"ph": "s", "id": "x", "pid": 1.5, "tid": 1, "ts": 18.0, "cat": "ac2g", "name": "ac2g"},
    {"ph": "X", "cat": "cpu_op", "name": "dup keys", "pid": 1, "tid": 1, "ts": 19.0, "dur": 1.0},
    {"ph": "X", "cat": "cpu_op", "name": "escaped key", "pid": 1, "tid": 1, "ts": 19.5, "dur": 1.0},
    {"ph": "X", "cat": "cpu_op", "name": "two args", "pid": 1, "tid": 1, "ts": 19.6, "dur": 1.0,
     "args": {"External id": 5, "Input Dims": [[5]]}},
    {"ph": "X", "cat": "cpu_op", "name": "escaped arg key", "pid": 1, "tid": 1, "ts": 19.7, "dur": 1.0,
     "args": {"Input Dims": [[9, 9]], "External id": 77}},
    {"ph": "X", "cat": "cpu_op", "name": "ProfilerStep#3", "pid": 1, "tid": 1, "ts": 0.5, "dur": 30.0,
     "args": {"External id": -2, "correlation": 0, "Input Dims": []}},
]


def test_scanner_leaves_odd_values_to_msgspec(tmp_path, monkeypatch):
    """Events with escapes, string ids, floats where integers belong, nulls, unknown phases, odd raw shapes,
    integers beyond int64, thread names of the wrong type: the scanner reads each exactly as msgspec does or
    passes its block to msgspec, so the table is the same with and without it, at every block size (and
    the same as the whole-file decode when one block holds every event). Raw shapes of events on the slow
    path are kept (their JSON re-encoded)."""
    import pickle

    from tb_xrank.ingest import decode as dec

    plain = [{"ph": "X", "cat": "cpu_op", "name": f"op{i % 7}", "pid": 1, "tid": 1, "ts": 20.0 + i, "dur": 0.5,
              "args": {"External id": i, "Input Dims": [[i % 3, 2]]}} for i in range(40)]
    events = [e for odd in ODD_EVENTS for e in (odd, *plain[:3])] + plain
    text = (_odd_layout(events).replace(b'"name": "escaped key"', b'"n\\u0061me": "escaped key"')  # read unescaped
            .replace(b'"Input Dims": [[9, 9]]', b'"Input\\u0020Dims": [[9, 9]]')
            )
    assert b"\\u0061" in text
    assert b"\\u0020" in text
    p = tmp_path / "odd.1.pt.trace.json"
    p.write_bytes(text)
    tf = discover_run([str(p)]).span(0)[0]
    whole = pickle.dumps(with_comms(dec.decode(tf, options=dec.DecodeOptions(stream_min_bytes=1 << 40))))
    total_scanned = total_passed = 0
    for block in (1 << 8, 1 << 10, 1 << 20):
        scanned, plain_table, n, passed = _scanned_and_not(tf, monkeypatch, block)
        monkeypatch.undo()
        assert scanned == plain_table, block
        if block == 1 << 20:  # one block, as the whole-file decode's one batch (smaller blocks that go slow
            assert scanned == whole  # intern odd values in another order)
        total_scanned, total_passed = total_scanned + n, total_passed + passed
    assert total_scanned > 0
    assert total_passed > 0


def test_broken_json_the_scan_passes_over_is_still_reported_when_flows_are_read(tmp_path, monkeypatch):
    """A misspelt literal in an argument nobody reads: the scan does not see it, but a rank whose kernels are
    linked by flows reads that block again with msgspec, and then the file is reported as invalid JSON
    (from the whole-file decode), not lost to an unexpected error."""
    from tb_xrank.ingest import decode as dec

    events = [{"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 1.0 + i, "dur": 0.5,
               "args": {"stream": 7}} for i in range(20)]
    p = tmp_path / "broken.1.pt.trace.json"
    p.write_bytes(_odd_layout(events).replace(b'"stream": 7}', b'"stream": tru}', 1))
    with pytest.raises(DecodeError, match="invalid JSON"):
        dec.decode(discover_run([str(p)]).span(0)[0], options=dec.DecodeOptions(stream_min_bytes=0))


@pytest.mark.parametrize("stream", [False, True])
def test_each_row_knows_its_index_in_trace_events(tmp_path, monkeypatch, stream):
    """``pos`` of every decoded event is its index in the file's traceEvents array (flows and metadata counted):
    the merged trace finds each event's recorded args by it."""
    from conftest import load_trace
    from tb_xrank.ingest import decode as dec

    tf = _kineto_layout_copy(tmp_path, "nccl_seed_intro", gz=False)
    t = read(tf, options=dec.DecodeOptions(stream_min_bytes=0 if stream else 1 << 40, stream_block=1 << 12))
    evs = load_trace(tf.path)["traceEvents"]
    assert len(t.events["pos"]) == sum(e["ph"] == "X" for e in evs) < len(evs)
    for k, pos in enumerate(t.events["pos"].tolist()):
        assert evs[pos]["ph"] == "X"
        assert evs[pos]["name"] == t.strings[t.events["name"][k]]


@pytest.mark.parametrize("key,twice", [("name", b'"name": "dup", "name": "dup keys"'),
                                       ("ts", b'"ts": 91.0, "ts": 19.0')])
def test_an_event_repeating_a_key_is_excluded_when_the_scanner_tells(tmp_path, key, twice):
    """JSON lets the last of a repeated key win, silently: an event that repeats a field the analysis reads is
    damage, excluded with a warning naming the file and the key (told by the simdjson scanner)."""
    from tb_xrank.ingest import decode as dec

    if dec.Scanner is None:
        pytest.skip("repeated keys are told by the simdjson scanner")
    plain = [{"ph": "X", "cat": "cpu_op", "name": f"op{i}", "pid": 1, "tid": 1, "ts": 20.0 + i, "dur": 0.5}
             for i in range(40)]
    events = plain[:20] + [{"ph": "X", "cat": "cpu_op", "name": "dup keys", "pid": 1, "tid": 1, "ts": 19.0,
                            "dur": 1.0}] + plain[20:]
    once = {"name": b'"name": "dup keys"', "ts": b'"ts": 19.0'}[key]
    text = _odd_layout(events)
    assert text.count(once) == 1
    p = tmp_path / "dup.1.pt.trace.json"
    p.write_bytes(text.replace(once, twice))
    t = read(discover_run([str(p)]).span(0)[0])
    assert any(w.code == "ingest.damaged_json" and f"its key {key!r} appears twice" in w.text and w.file == str(p)
               for w in t.warnings), t.warnings
    assert "dup keys" not in [t.strings[i] for i in t.events["name"]]
    assert len(t.events["name"]) == 40


@pytest.mark.parametrize("stream", [False, True])
def test_excluded_counts_the_complete_events_that_are_not_rows(tmp_path, monkeypatch, stream):
    """``RankTable.excluded``: the complete events ``_timed`` leaves out, plus the damaged ones whose ph is "X"
    (invalid UTF-8 read with replacements); a damaged event of another phase is not counted."""
    from tb_xrank.ingest import decode as dec

    opt = dec.DecodeOptions(stream_min_bytes=0 if stream else 1 << 40, stream_block=1 << 12)
    plain = [_x(f"op{i}", "cpu_op", 20.0 + i, 0.5) for i in range(40)]
    odd = [_x("@BAD@", "cpu_op", 30.0, 1.0), {"ph": "i", "name": "@BAD@", "pid": 1, "tid": 1, "ts": 31.0},
           _x("no ts", "cpu_op", None, 1.0), _x("", "cpu_op", 32.0, 1.0)]
    del odd[2]["ts"]
    text = b"".join([b'{"traceEvents": [\n  {', b"\n  },\n  {".join(json.dumps(e).encode()[1:-1]
                                                                       for e in plain[:20] + odd + plain[20:]),
                     b"\n  }\n  ]\n}"])
    text = text.replace(b"@BAD@", b"\xff\xfe")
    p = tmp_path / "odd.1.pt.trace.json"
    p.write_bytes(text)
    t = read(discover_run([str(p)]).span(0)[0], options=opt)
    assert len(t.events["name"]) == 40
    assert t.excluded == 3, t.warnings  # the complete events without a ts, without a name, not UTF-8
