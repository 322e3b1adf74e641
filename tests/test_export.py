"""The merged trace (tb-xrank export, the plugin's export route): one process per rank on the corrected clock,
every recorded event with its args as recorded, wait/service markers equal to the Analysis, divergence arrows,
Chrome-trace conventions, escaping, gzip, exit codes."""
import argparse
import collections
import gzip
import json
import os
import threading

import msgspec
import pytest

from conftest import REAL, RUNS, copy_run, load_trace, rewrite, run_path, shift_host_clock, trace_files
from tb_xrank.cli import main
from tb_xrank.config import Settings
from tb_xrank.reports.export import merged_chunks, merged_trace, prepare
from tb_xrank.reports.export_events import ADDED_CORR
from tb_xrank.reports.export_tracks import SYNTHETIC_TID

TWO = ["fixed_slow", "nccl_seed_intro"]
NS = 0.0015  # µs: both sides are rounded to the ns


def _export(path):
    return json.loads(merged_trace(path, Settings()))


def _shift(doc):
    return doc["otherData"]["xrank"]["shift_us"]


def _raw(doc):
    """The complete events copied from the rank traces (not the xrank markers)."""
    return [e for e in doc["traceEvents"] if e["ph"] == "X" and not e["cat"].startswith("xrank")]


def _slices(doc):
    tracks = collections.defaultdict(list)
    for e in doc["traceEvents"]:
        if e["ph"] == "X":
            tracks[(e["pid"], e["tid"])].append(e)
    return tracks


def _innermost(tracks, pid, tid, ts):
    """The deepest slice of a track that holds ``ts`` strictly inside (what a viewer binds a flow to)."""
    holding = [e for e in tracks[(pid, tid)] if e["ts"] < ts < e["ts"] + e["dur"]]
    return min(holding, key=lambda e: e["dur"]) if holding else None


XRANK_CATS = ("xrank_wait", "xrank_service", "xrank_divergence")


class _Ev(msgspec.Struct):
    ph: object = None
    name: object = None
    cat: object = None
    pid: object = None
    args: msgspec.Raw = msgspec.Raw(b"")


class _Doc(msgspec.Struct):
    traceEvents: list[_Ev]


def _events_of(data: bytes) -> list:
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return msgspec.json.decode(data, type=_Doc).traceEvents


def _recorded(path, leave_out=()):
    """``(name, args)`` of every complete event of a trace file, its args as their JSON text (b'' when absent);
    a name that is not a string as its JSON text; events named in ``leave_out`` left out."""
    with open(path, "rb") as f:
        evs = _events_of(f.read())
    return [(e.name if isinstance(e.name, str) else msgspec.json.encode(e.name).decode(), bytes(e.args))
            for e in evs if e.ph == "X" and e.name not in leave_out]


def _exported(raw: bytes) -> dict:
    """``{pid: [(name, args)]}``: the merged trace's events copied from the rank traces, args as their text."""
    out = collections.defaultdict(list)
    for e in _events_of(raw):
        if e.ph == "X" and e.cat not in XRANK_CATS:
            out[e.pid].append((e.name, bytes(e.args)))
    return out


def _parsed(events):
    return collections.Counter((n, json.dumps(json.loads(a) if a else None, sort_keys=True)) for n, a in events)


def _assert_args_as_recorded(run, leave_out=()):
    """Every complete event of every rank's trace (but those named in ``leave_out``) is in the merged trace
    once, on its rank's process, with its name and its args as recorded: the same JSON value, the same text."""
    _, ranks, _ = prepare(run)
    raw = merged_trace(run, Settings())
    got = _exported(raw)
    assert set(got) <= {r + 1 for r in ranks}
    for r, ri in ranks.items():
        want, mine = _recorded(ri.table.path, leave_out), got[r + 1]
        assert len(mine) == len(want), (ri.table.path, len(mine), len(want))
        assert _parsed(mine) == _parsed(want)
        assert collections.Counter(mine) == collections.Counter(want)  # byte for byte
    return json.loads(raw)


REAL_RUNS = sorted(os.listdir(REAL)) if os.path.isdir(REAL) else []


@pytest.mark.parametrize("run", sorted(n for n in os.listdir(RUNS) if os.path.isdir(os.path.join(RUNS, n)))
                         + [os.path.join(REAL, n) for n in REAL_RUNS if os.path.isdir(os.path.join(REAL, n))])
def test_every_event_keeps_its_args_as_recorded(run):
    doc = _assert_args_as_recorded(run if os.path.isabs(run) else run_path(run))
    assert doc["otherData"]["xrank"]["events_skipped"] == {}


def test_args_are_copied_byte_for_byte_whatever_they_hold(tmp_path):
    """Integers beyond 64 bits, floats at the ends of their range, nested lists, escapes, args that are not an
    object, no args: the text as recorded (a decode and re-encode would write 1e+300 as 1e300)."""
    run = copy_run("fixed_slow", tmp_path / "odd_args")
    odd = [{"big": 2**70, "neg": -2**65, "tiny": 5e-324, "huge": 1e300, "sum": 0.1 + 0.2, "zero": -0.0,
            "nested": [[1, [2.5, None]], {"k": "\u00e9\u2603 \"q\""}], "empty": {}}, [], None, "text", 7]

    def change(doc):
        xs = [e for e in doc["traceEvents"] if e.get("ph") == "X"]
        for i, a in enumerate(odd):
            xs[i]["args"] = a
        xs[len(odd)]["args"].update(odd[0])  # beside the recorded ones
        del xs[len(odd) + 1]["args"]
    for p in trace_files(run):
        rewrite(p, change)
    _assert_args_as_recorded(run)
    with gzip.open(trace_files(run)[0], "rb") as f:
        assert b'"huge": 1e+300' in f.read()


def test_events_that_cannot_be_placed_are_counted_and_odd_types_are_kept(tmp_path):
    """Complete events the decoder leaves out (no ts, not a number, far from the others, a name that is no
    string) are left out and counted; a pid or tid of another type is kept, on a track of its own; a category
    the decoder does not know keeps its text, one of another type its JSON text; a ts in a string is read."""
    run = copy_run("fixed_slow", tmp_path / "unplaceable")
    path = trace_files(run)[1]
    trace = load_trace(path)
    rank = trace["distributedInfo"]["rank"]
    t0 = min(e["ts"] for e in trace["traceEvents"] if e.get("ph") == "X")
    x = {"ph": "X", "name": "unplaceable", "cat": "cpu_op", "pid": 7, "tid": 7, "ts": t0 + 10, "dur": 1.0,
         "args": {"n": 1}}
    bad = [{k: v for k, v in x.items() if k != "ts"}, {**x, "ts": 1e300}, {**x, "dur": 1e300},
           {**x, "ts": "not a time"}, {**x, "ts": None}, {**x, "ts": t0 + 2 * 86_400e6}, {**x, "name": 5}]
    odd = [{**x, "name": "placed", "args": {"n": 2}}, {**x, "name": "odd pid", "pid": {"a": 1}, "tid": "T"},
           {**x, "name": "string ts", "ts": str(t0 + 12.5)}, {**x, "name": "new cat", "cat": "my_cat"},
           {**x, "name": "odd cat", "cat": {"c": [1]}}]
    rewrite(path, lambda doc: doc["traceEvents"].extend(bad + odd))
    doc = _assert_args_as_recorded(run, leave_out=("unplaceable", 5))
    assert doc["otherData"]["xrank"]["events_skipped"] == {str(rank): len(bad)}
    mine = {e["name"]: e for e in doc["traceEvents"] if e["pid"] == rank + 1 and e["ph"] == "X"}
    assert "unplaceable" not in mine
    assert "5" not in mine
    assert mine["placed"]["args"] == {"n": 2}
    assert mine["placed"]["tid"] == 7
    assert mine["placed"]["cat"] == "cpu_op"
    assert mine["odd pid"]["tid"] >= SYNTHETIC_TID  # a tid that is not an integer: a fresh one
    assert mine["string ts"]["ts"] == pytest.approx(mine["placed"]["ts"] + 2.5, abs=0.01)
    assert mine["string ts"]["dur"] == pytest.approx(1.0, abs=0.002)
    assert mine["new cat"]["cat"] == "my_cat"
    assert mine["odd cat"]["cat"] == '{"c":[1]}'


@pytest.mark.parametrize("layout", ["one line", "kineto"])
def test_events_that_are_not_valid_utf8_are_left_out(tmp_path, layout):
    """Events with bytes that are not UTF-8 in their args (which the decoder keeps) cannot be copied into JSON:
    the merged trace leaves them out (it stays valid JSON) and counts the complete ones, whether the trace is
    read again whole or a block at a time."""
    run = copy_run("fixed_slow", tmp_path / "utf8")
    path = trace_files(run)[2]
    trace = load_trace(path)
    rank, t0 = trace["distributedInfo"]["rank"], min(e["ts"] for e in trace["traceEvents"] if e.get("ph") == "X")
    x = {"ph": "X", "name": "broken", "cat": "cpu_op", "pid": 7, "tid": 7, "ts": t0 + 10, "dur": 1.0}
    added = [{**x, "args": {"a": "@BAD@"}}, {**x, "args": {"@BAD@": 1}},
             {"ph": "i", "name": "mark", "pid": 7, "tid": 7, "ts": t0, "args": {"a": "@BAD@"}}]
    if layout == "one line":
        text = json.dumps({**trace, "traceEvents": trace["traceEvents"] + added}).encode()
    else:
        with gzip.open(path, "rb") as f:
            text = f.read()
        end = text.rindex(b"\n  }\n  ]")
        text = text[:end] + b"".join(b"\n  },\n  {" + json.dumps(e).encode()[1:-1] for e in added) + text[end:]
    with gzip.open(path, "wb") as f:
        f.write(text.replace(b"@BAD@", b"\xff\xfe"))
    doc = _assert_args_as_recorded(run, leave_out=("broken",))
    assert doc["otherData"]["xrank"]["events_skipped"] == {str(rank): 2}


def test_events_the_decoder_leaves_out_as_damaged_are_counted(tmp_path):
    """An event that repeats its ts is damage the decoder leaves out: so does the merged trace, counting it (as
    the table's ``excluded`` does; the count is checked against the file read again as it is written)."""
    run = copy_run("fixed_slow", tmp_path / "damaged")
    path = trace_files(run)[1]
    trace = load_trace(path)
    rank, t0 = trace["distributedInfo"]["rank"], min(e["ts"] for e in trace["traceEvents"] if e.get("ph") == "X")
    x = {"ph": "X", "name": "twice", "cat": "cpu_op", "pid": 7, "tid": 7, "ts": t0 + 10, "dur": 1.0}
    text = json.dumps({**trace, "traceEvents": trace["traceEvents"] + [x, {**x, "ts": None}]}).encode()
    with gzip.open(path, "wb") as f:
        f.write(text.replace(b'"name": "twice",', b'"name": "twice", "ts": 5,', 1))
    _, ranks, _ = prepare(run)
    assert "ingest.damaged_json" in [w.code for w in ranks[rank].table.warnings]
    doc = _assert_args_as_recorded(run, leave_out=("twice",))
    assert doc["otherData"]["xrank"]["events_skipped"] == {str(rank): 2}


def test_a_correlation_taken_from_a_flow_is_added_under_its_own_key(tmp_path):
    """Kernels and their launches that recorded no correlation (kineto of some versions): the ac2g flow bound to
    each gives it (calls without a kernel, such as cudaStreamWaitEvent, have no flow), as the analysis links them, after the recorded args and under a key of tb_xrank's own."""
    run = copy_run("nccl_seed_intro", tmp_path / "flows_only")
    was, stripped = {}, 0

    def strip(doc):
        nonlocal stripped
        for e in doc["traceEvents"]:
            if e.get("ph") == "X" and (e.get("cat") == "kernel" or e.get("name") == "cudaLaunchKernel"):
                was[(doc["distributedInfo"]["rank"], e["name"], e["args"]["External id"])] = \
                    e["args"].pop("correlation")
                stripped += 1
    for p in trace_files(run):
        rewrite(p, strip)
    _, ranks, _ = prepare(run)
    got = _exported(merged_trace(run, Settings()))
    added = 0
    for r, ri in ranks.items():
        want, plain = _recorded(ri.table.path), []
        for name, a in got[r + 1]:
            if ADDED_CORR.encode() in a:
                v = json.loads(a)
                assert list(v)[-1] == ADDED_CORR
                assert v.pop(ADDED_CORR) == was[(r, name, v["External id"])]
                a = a[:a.rindex(b',"' + ADDED_CORR.encode())] + b"}"
                added += 1
            plain.append((name, a))
        assert collections.Counter(plain) == collections.Counter(want)  # the recorded text before it
    assert added == stripped == len(was) > 0


def test_traces_under_an_fsspec_url_are_read_again_from_there():
    fsspec = pytest.importorskip("fsspec")
    mem = fsspec.filesystem("memory")
    root = f"memory://xrank-export-{os.getpid()}"
    try:
        for f in trace_files(run_path("nccl_seed_intro")):
            with open(f, "rb") as fh:
                mem.pipe_file(f"{root}/seed/{os.path.basename(f)}", fh.read())
        assert _export(f"{root}/seed")["traceEvents"] == _export(run_path("nccl_seed_intro"))["traceEvents"]
    finally:
        mem.rm(root.split("://", 1)[1], recursive=True)


def test_a_trace_that_changes_while_it_is_exported_is_an_error(tmp_path):
    run = copy_run("fixed_slow", tmp_path / "changing")
    chunks, _ = merged_chunks(*prepare(run))
    rewrite(trace_files(run)[0], lambda doc: doc["traceEvents"].pop())
    with pytest.raises(ValueError, match="changed while"):
        b"".join(chunks)


def _events_text(raw: bytes) -> bytes:
    return raw[raw.index(b'"traceEvents"'):]


def test_a_trace_is_read_again_in_blocks_in_any_layout_and_whole_from_where_it_cannot_be_cut(tmp_path):
    """Kineto's layout, and a trace that leaves it part way (compact from the middle), are read a block of whole
    events at a time, never whole; a trace where a cut lands between objects nested in an event is read in blocks
    up to there and whole from there: the same events, byte for byte."""
    from tb_xrank.ingest.reread import Reading

    def merged(run):
        reading = Reading(budget=8 << 30, block=1 << 12)
        chunks, _ = merged_chunks(*prepare(run), reading=reading)
        return b"".join(chunks), sorted(reading.read_whole)

    want = merged_trace(run_path("fixed_slow"), Settings())
    assert merged(run_path("fixed_slow")) == (want, [])
    run = copy_run("fixed_slow", tmp_path / "layout")
    path = trace_files(run)[0]
    with gzip.open(path, "rb") as f:
        text = f.read()
    half = len(text) // 2
    with gzip.open(path, "wb") as f:
        f.write(text[:half] + text[half:].replace(b"\n  },\n  {", b"},{").replace(b"\n  }\n  ]", b"}]"))
    got, whole = merged(run)
    assert whole == []
    assert _events_text(got) == _events_text(want)
    nested = b'{"ph": "i", "s": "t", "name": "frames", "pid": 1, "tid": 1, "ts": 1.0, "args": {"frames": [' + \
        b",".join(b'{"f": %d}' % i for i in range(3000)) + b"]}},{"
    with gzip.open(path, "wb") as f:
        f.write(text[:half] + text[half:].replace(b"\n  },\n  {", b"}," + nested, 1))
    got, whole = merged(run)
    assert whole == [path]
    assert _events_text(got) == _events_text(merged_trace(run, Settings()))


def test_a_trace_read_again_whole_stays_within_the_memory_budget(tmp_path):
    """A trace that cannot be cut into blocks (its first event nests more objects than a block holds) is read again
    whole only where a third of the memory budget holds its text: beyond, it is an error, not a decompression of
    the whole file."""
    run = copy_run("fixed_slow", tmp_path / "nested")
    frames = {"ph": "i", "s": "t", "name": "frames", "pid": 1, "tid": 1, "ts": 1.0,
              "args": {"frames": [{"f": i} for i in range(200_000)]}}
    for p in trace_files(run):
        rewrite(p, lambda doc: doc["traceEvents"].insert(0, frames))
    prepared = prepare(run)
    sizes = []
    for p in trace_files(run):
        with gzip.open(p, "rb") as f:
            sizes.append(len(f.read()))
    chunks, _ = merged_chunks(*prepared, budget=3 * min(sizes) - 3)
    with pytest.raises(ValueError, match="memory budget"):
        b"".join(chunks)
    chunks, _ = merged_chunks(*prepared, budget=3 * max(sizes))
    assert _events_text(b"".join(chunks)) == _events_text(merged_trace(run, Settings()))


def _marker(doc, cat, cid, rank):
    hit = [e for e in doc["traceEvents"] if e.get("cat") == cat and e["args"]["collective"] == cid
           and e["pid"] == rank + 1]
    return hit[0] if hit else None


@pytest.mark.parametrize("name", TWO)
def test_every_rank_is_a_process_with_its_own_events_and_threads(name):
    a, ranks, _ = prepare(run_path(name))
    doc = _export(run_path(name))
    meta = [e for e in doc["traceEvents"] if e["ph"] == "M"]
    procs = {e["pid"]: e["args"]["name"] for e in meta if e["name"] == "process_name"}
    assert procs == {r + 1: f"rank {r} ({ranks[r].host})" for r in ranks}
    assert {e["pid"]: e["args"]["sort_index"] for e in meta if e["name"] == "process_sort_index"} == \
        {r + 1: r for r in ranks}
    assert len({ranks[r].host for r in ranks}) == 2
    # every event of every rank table, once, in its rank's process
    counts = collections.Counter(e["pid"] for e in _raw(doc))
    assert counts == {r + 1: len(ri.table.events["name"]) for r, ri in ranks.items()}
    assert sum(doc["otherData"]["xrank"]["clock"]["offsets_us"].values()) != 0
    # threads and streams keep their tids and names; every track with events is named
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in meta if e["name"] == "thread_name"}
    assert {(e["pid"], e["tid"]) for e in doc["traceEvents"] if e["ph"] == "X"} <= set(names)
    for r, ri in ranks.items():
        for tid, tname in ri.table.threads.items():
            assert names[(r + 1, tid)] == tname
        assert "xrank: collectives" in {names[k] for k in names if k[0] == r + 1}
    sort = collections.defaultdict(list)
    for e in meta:
        if e["name"] == "thread_sort_index":
            sort[e["pid"]].append(e["args"]["sort_index"])
    assert all(sorted(v) == list(range(len(v))) for v in sort.values())


@pytest.mark.parametrize("name", TWO)
def test_chrome_trace_conventions(name):
    raw = merged_trace(run_path(name), Settings())
    doc = json.loads(raw)
    assert raw.startswith(b'{"displayTimeUnit":"ms"')
    assert isinstance(doc["traceEvents"], list)
    phases = collections.Counter(e["ph"] for e in doc["traceEvents"])
    assert set(phases) == {"M", "X", "s", "f"}
    assert phases["s"] == phases["f"] > 0
    for e in doc["traceEvents"]:
        assert isinstance(e["pid"], int)
        assert 0 < e["pid"]
        if e["ph"] == "M":
            assert (e["name"] in ("process_name", "process_sort_index", "process_labels", "thread_name",
                                  "thread_sort_index"))
            assert isinstance(e["args"], dict)
            continue
        assert isinstance(e["tid"], int)
        assert 0 < e["tid"] < 2**31
        assert isinstance(e["ts"], (int, float))
        assert e["ts"] >= 0
        assert isinstance(e["name"], str)
        assert isinstance(e["cat"], str)
        if e["ph"] == "X":
            assert isinstance(e["dur"], (int, float))
            assert e["dur"] >= 0
            assert round(e["ts"], 3) == e["ts"]
            assert round(e["dur"], 3) == e["dur"]  # whole ns, sub-µs kept
    tracks = _slices(doc)
    # the marker tracks nest properly: slices on one track never partly overlap
    for (pid, tid), evs in tracks.items():
        if evs[0]["cat"].startswith("xrank"):
            evs = sorted(evs, key=lambda e: (e["ts"], -e["dur"]))
            for p, q in zip(evs, evs[1:]):
                assert p["ts"] + p["dur"] <= q["ts"] + 1e-6, (p, q)
    # flows: one start and one finish per id, same cat and name; the start bound to the enclosing slice, the
    # finish (bp "e") to the enclosing slice, which is a wait
    flows = collections.defaultdict(dict)
    for e in doc["traceEvents"]:
        if e["ph"] in "sf":
            assert e["ph"] not in flows[e["id"]]
            flows[e["id"]][e["ph"]] = e
    for fid, f in flows.items():
        s, t = f["s"], f["f"]
        assert t["bp"] == "e"
        assert "bp" not in s
        assert (s["cat"], s["name"]) == (t["cat"], t["name"])
        assert _innermost(tracks, s["pid"], s["tid"], s["ts"]) is not None
        target = _innermost(tracks, t["pid"], t["tid"], t["ts"])
        assert target is not None
        assert target["cat"] == "xrank_wait"


def test_clocks_are_corrected_nccl_allreduce_ends_coincide():
    path = run_path("nccl_seed_intro")
    ends = collections.defaultdict(list)  # rank -> end of each all-reduce kernel, in order
    raw_starts = {}
    for p in trace_files(path):
        d = load_trace(p)
        k = [e for e in d["traceEvents"] if e["name"].startswith("ncclDevKernel_AllReduce")]
        raw_starts[d["distributedInfo"]["rank"]] = d["baseTimeNanoseconds"] / 1e3 + min(e["ts"] for e in k)
    # the recorded clocks: node1's runs 350 ms ahead
    assert raw_starts[4] - raw_starts[0] == pytest.approx(350_000, abs=1_000)
    doc = _export(path)
    for e in _raw(doc):
        if e["name"].startswith("ncclDevKernel_AllReduce"):
            ends[e["pid"] - 1].append(e["ts"] + e["dur"])
    assert sorted(ends) == list(range(8))
    assert len({len(v) for v in ends.values()}) == 1
    a = prepare(path)[0]
    assert len(a.collectives) == len(ends[0])
    for i, c in enumerate(a.collectives):
        at = [ends[r][i] for r in range(8)]
        assert max(at) - min(at) < 10.0, at  # µs: the generated completion noise, not 350 ms
        spread = [c.ranks[r].end_us for r in range(8)]
        assert max(at) - min(at) == pytest.approx(max(spread) - min(spread), abs=2 * NS)


@pytest.mark.parametrize("name,host,delta_us", [("nccl_seed_intro", "node1", -350_000.49),
                                                ("nccl_seed_intro", "node1", 1234.5678),
                                                ("fixed_slow", "node1", 987_654.321), ("fixed_slow", "node0", -4321.5)])
def test_a_shifted_host_clock_changes_nothing_but_a_constant(tmp_path, name, host, delta_us):
    before = _export(run_path(name))["traceEvents"]
    moved = copy_run(name, tmp_path / name)
    shift_host_clock(moved, host, delta_us)
    after = _export(moved)["traceEvents"]
    assert len(before) == len(after)
    key = lambda e: (e["ph"], e["pid"], e.get("tid"), e["name"], e.get("cat"))  # noqa: E731
    assert [key(e) for e in before] == [key(e) for e in after]
    diffs = [b["ts"] - a["ts"] for a, b in zip(before, after) if "ts" in a]
    assert max(diffs) - min(diffs) < 0.003  # one constant, to the ns
    assert all(abs(a.get("dur", 0) - b.get("dur", 0)) < 0.003 for a, b in zip(before, after))


@pytest.mark.parametrize("name", TWO)
def test_wait_and_service_markers_are_the_analysis_and_line_up_with_the_events(name):
    a, _, _ = prepare(run_path(name))
    doc = _export(run_path(name))
    shift = _shift(doc)
    starts = collections.defaultdict(set)
    for e in _raw(doc):
        starts[(e["pid"], round(e["ts"], 3))].add(round(e["ts"] + e["dur"], 3))
    checked = 0
    for c in a.collectives:
        last = max(v.ready_us for v in c.ranks.values() if v.ready_us is not None)
        for key, v in c.ranks.items():
            r = int(key)
            w, s = _marker(doc, "xrank_wait", c.id, r), _marker(doc, "xrank_service", c.id, r)
            if v.wait_us > 0.002:
                assert w["ts"] - shift == pytest.approx(v.ready_us, abs=NS)
                assert w["dur"] == pytest.approx(v.wait_us, abs=2 * NS)
                assert w["ts"] + w["dur"] - shift == pytest.approx(last, abs=NS)
            else:
                assert w is None
            assert s["ts"] - shift == pytest.approx(last, abs=NS)
            assert s["dur"] == pytest.approx(v.service_us, abs=2 * NS)
            for m in (w, s):
                if m is not None:
                    assert m["tid"] == s["tid"]
                    want = {"op": c.op, "skew_us": c.skew_us, "tail_us": c.tail_us,
                            "last_rank": c.last_rank, "wait_us": v.wait_us, "service_us": v.service_us}
                    assert {k: m["args"][k] for k in want} == want
            # the collective's own event (NCCL kernel, gloo runloop annotation) spans exactly ready .. end
            ready, end = round(v.ready_us + shift, 3), round(v.end_us + shift, 3)
            assert any(abs(x - end) <= NS for d in (-0.001, 0.0, 0.001)
                       for x in starts.get((r + 1, round(ready + d, 3)), ())), (c.id, r)
            checked += 1
    assert checked == sum(len(c.ranks) for c in a.collectives) > 40


@pytest.mark.parametrize("name,event", [("fixed_slow", "xrank::expert_gemm"), ("nccl_seed_intro", "flash_bwd_kernel")])
def test_flow_arrows_run_from_the_divergence_on_the_critical_rank_to_the_peers_waits(name, event):
    a, _, _ = prepare(run_path(name))
    doc = _export(run_path(name))
    tracks = _slices(doc)
    flows = collections.defaultdict(dict)
    for e in doc["traceEvents"]:
        if e["ph"] in "sf":
            flows[e["id"]][e["ph"]] = e
    by_collective = collections.defaultdict(list)
    for f in flows.values():
        wait = _innermost(tracks, f["f"]["pid"], f["f"]["tid"], f["f"]["ts"])
        by_collective[wait["args"]["collective"]].append((f["s"], wait))
    assert a.divergences
    assert set(by_collective) == {d.collective for d in a.divergences}
    located = 0
    for d in a.divergences:
        c = a.collective(d.collective)
        pairs = by_collective[d.collective]
        peers = {int(r) for r, v in c.ranks.items() if int(r) != d.rank and v.wait_us > 0.002}
        assert sorted(w["pid"] - 1 for _, w in pairs) == sorted(peers)
        for s, wait in pairs:
            assert s["pid"] == d.rank + 1  # from the critical rank
            assert wait["cat"] == "xrank_wait"
            assert wait["args"]["last_rank"] == d.rank
            src = _innermost(tracks, s["pid"], s["tid"], s["ts"])
            if src["cat"] != "xrank_divergence":  # else a divergence with no event of its own: from its marker
                assert src["name"] == (d.evidence.get("kernel") or d.op)
                located += src["name"] == event
        div = [e for e in doc["traceEvents"] if e.get("cat") == "xrank_divergence"
               and e["args"]["collective"] == d.collective]
        assert len(div) == 1
        assert div[0]["pid"] == d.rank + 1
        assert div[0]["args"]["kind"] == d.kind
    assert located >= len(a.divergences) // 2
    if name == "fixed_slow":  # the divergence slice covers the 20x longer GEMM on rank 2
        d = next(e for e in doc["traceEvents"] if e.get("cat") == "xrank_divergence")
        gemm = [e for e in tracks[(3, 3381)] if e["name"] == event and abs(e["ts"] - d["ts"]) < NS]
        assert len(gemm) == 1
        assert gemm[0]["dur"] == pytest.approx(d["dur"], abs=NS)


def test_names_from_traces_stay_data(tmp_path):
    evil = '<script>alert("x")</script> \\ "q" \u00e9'
    run = copy_run("fixed_slow", tmp_path / "evil")

    def rename(doc):
        for e in doc["traceEvents"]:
            if e.get("name") == "xrank::expert_gemm":
                e["name"] = evil
    for p in trace_files(run):
        rewrite(p, rename)
    raw = merged_trace(run, Settings())
    doc = json.loads(raw)
    assert sum(e["name"] == evil for e in doc["traceEvents"]) == 4 * 12
    div = [e for e in doc["traceEvents"] if e.get("cat") == "xrank_divergence"]
    assert any(e["args"]["op"] == evil and e["name"].endswith(evil) for e in div)
    assert b'<script>alert(\\"x\\")</script> \\\\ \\"q\\"' in raw  # escaped by the encoder, not formatted


def test_cli_writes_json_and_gzip_and_exits_like_analyze(tmp_path, capsys):
    path = run_path("fixed_slow")
    assert main(["export", path, "-o", str(tmp_path / "m.json"), "--quiet"]) == 0
    assert main(["export", path, "-o", str(tmp_path / "m.json.gz")]) == 0
    assert "wrote" in capsys.readouterr().err
    with open(tmp_path / "m.json", "rb") as f:
        plain = f.read()
    with open(tmp_path / "m.json.gz", "rb") as f:
        packed = f.read()
    assert packed[:2] == b"\x1f\x8b"
    assert gzip.decompress(packed) == plain
    assert len(packed) < len(plain) / 3
    assert json.loads(plain) == _export(path)
    assert main(["export", path, "-o", "-", "-q"]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(plain)
    assert main(["export", run_path("baseline"), "--span", "1", "-o", str(tmp_path / "s1.json"), "-q"]) == 0
    with open(tmp_path / "s1.json") as f:
        assert json.load(f)["otherData"]["xrank"]["span"] == 1
    capsys.readouterr()
    for bad in (["export", str(tmp_path / "nope"), "-o", str(tmp_path / "x.json")],
                ["export", path, "-o", str(tmp_path / "no" / "dir" / "x.json")],
                ["export", run_path("baseline"), "--span", "3", "-o", str(tmp_path / "x.json")],
                ["export", path, "--span", "all", "-o", str(tmp_path / "x.json")],
                ["export", path, "--span", "0", "-o", str(tmp_path / "x.json")]):
        assert main(bad + ["-q"]) == 2, bad
        assert not os.path.exists(tmp_path / "x.json")
    empty = copy_run("fixed_slow", tmp_path / "empty")
    for p in trace_files(empty):
        open(p, "wb").close()
    assert main(["export", empty, "-o", str(tmp_path / "x.json"), "-q"]) == 1
    assert "nothing could be analysed" in capsys.readouterr().err
    assert not os.path.exists(tmp_path / "x.json")
    assert not [n for n in os.listdir(tmp_path) if n.startswith(".tmp")]
    with pytest.raises(SystemExit) as e:
        main(["export", "--help"])
    out = capsys.readouterr().out
    assert e.value.code == 0
    assert "exit status" in out
    assert "Perfetto" in out
    assert ".json.gz" in out
    with pytest.raises(SystemExit) as e:
        main(["export", path])  # -o is required
    assert e.value.code == 2


def test_plugin_export_route(tmp_path, monkeypatch):
    pytest.importorskip("tensorboard")
    from tensorboard.backend.application import TensorBoardWSGI
    from tensorboard.plugins import base_plugin
    from werkzeug.test import Client

    from tb_xrank.plugin import runs as runs_mod
    from tb_xrank.plugin import XrankPlugin

    logdir = tmp_path / "logs"
    copy_run("nccl_seed_intro", logdir / "nccl_seed_intro")
    copy_run("fixed_slow", logdir / "team" / "fixed_slow")
    gate = threading.Event()
    real = runs_mod.analyze_run

    def slow(files, settings, progress=None):
        if files.name == "nccl_seed_intro":
            gate.wait(30)
        return real(files, settings, progress)
    monkeypatch.setattr(runs_mod, "analyze_run", slow)
    flags = argparse.Namespace(xrank_cache_dir=str(tmp_path / "cache"), xrank_workers=2)
    plugin = XrankPlugin(base_plugin.TBContext(logdir=str(logdir), flags=flags))
    client = Client(TensorBoardWSGI([plugin]))
    base = "/data/plugin/xrank/export"
    r = client.get(f"{base}?run=nccl_seed_intro")
    assert r.status_code == 202
    assert r.json["state"] == "loading"
    for query, code in (("", 400), ("?run=", 400), ("?run=nope", 404), ("?run=..%2F..%2Fetc", 404), ("?run=/etc", 404),
                        ("?run=team", 404), ("?run=team/fixed_slow&gzip=2", 400)):
        assert client.get(base + query).status_code == code, query
    assert plugin.store.wait("team/fixed_slow").state == "ready"
    r = client.get(f"{base}?run=team/fixed_slow")
    assert r.status_code == 200
    assert r.mimetype == "application/gzip"
    assert "Content-Encoding" not in r.headers
    assert r.headers["Content-Disposition"] == 'attachment; filename="team_fixed_slow.merged.json.gz"'
    doc = json.loads(gzip.decompress(r.get_data()))
    assert doc["otherData"]["xrank"]["run"] == "team/fixed_slow"
    assert doc["traceEvents"] == _export(run_path("fixed_slow"))["traceEvents"]
    r = client.get(f"{base}?run=team/fixed_slow&gzip=0")
    assert r.status_code == 200
    assert r.mimetype == "application/json"
    assert r.headers["Content-Disposition"] == 'attachment; filename="team_fixed_slow.merged.json"'
    assert json.loads(r.get_data())["traceEvents"] == doc["traceEvents"]
    gate.set()
    assert plugin.store.wait("nccl_seed_intro").state == "ready"
    r = client.get(f"{base}?run=nccl_seed_intro")
    assert r.status_code == 200
    assert len({e["pid"] for e in json.loads(gzip.decompress(r.get_data()))["traceEvents"]}) == 8
    plugin.store.close()


def test_an_export_reuses_the_cached_analysis_and_its_frame(tmp_path, monkeypatch):
    """A merged trace of a run analysed before reads the stored Analysis and clock frame: the pipeline does not run
    again, and the trace is byte-identical to one exported without a cache."""
    from tb_xrank import engine, pipeline
    from tb_xrank.config import Settings
    from tb_xrank.reports.export import merged_trace

    run = copy_run("fixed_slow", tmp_path / "run")
    settings = Settings(cache_dir=str(tmp_path / "cache"))
    fresh = merged_trace(run, Settings(cache=False))
    engine.analyze_run(run, settings)
    monkeypatch.setattr(pipeline, "build_frame", lambda *a, **k: (_ for _ in ()).throw(AssertionError("rebuilt")))
    assert merged_trace(run, settings) == fresh


def test_a_damaged_stored_frame_is_computed_again(tmp_path, monkeypatch):
    """A frame entry that is not one ``Frame.to_bytes`` wrote (truncated, or a planted pickle), or one stored with
    another Analysis, is a miss: the frame is computed again, and the stored Analysis is kept."""
    import pickle

    from tb_xrank import engine, pipeline
    from tb_xrank.ingest import cache
    from tb_xrank.align.frame import Frame
    from tb_xrank.config import Settings
    from tb_xrank.reports.export import merged_trace

    run = copy_run("fixed_slow", tmp_path / "run")
    settings = Settings(cache_dir=str(tmp_path / "cache"))
    engine.analyze_run(run, settings)
    frames = [os.path.join(d, f) for d, _, fs in os.walk(tmp_path / "cache") for f in fs if f.endswith(".xrf")]
    assert len(frames) == 1
    good = open(frames[0], "rb").read()
    body = good[40:]  # after the entry's magic and checksum: the Analysis' digest, then the frame
    assert Frame.from_bytes(body[32:]) is not None
    assert Frame.from_bytes(body[32:-3]) is None
    assert Frame.from_bytes(pickle.dumps({"base": 0})) is None
    want = merged_trace(run, Settings(cache=False))
    with open(frames[0], "wb") as f:
        f.write(good[:-3])
    assert merged_trace(run, settings) == want
    key = os.path.basename(frames[0])[:-4]
    cache.save_frame(str(tmp_path / "cache"), key, b"\0" * 32 + body[32:])  # a frame of another Analysis
    monkeypatch.setattr(pipeline, "build_frame", counted := _Counted(pipeline.build_frame))
    assert merged_trace(run, settings) == want
    assert counted.n == 1  # not reused: computed again
    assert merged_trace(run, settings) == want
    assert counted.n == 1  # and stored beside its Analysis this time


class _Counted:
    def __init__(self, fn):
        self.fn, self.n = fn, 0

    def __call__(self, *a, **k):
        self.n += 1
        return self.fn(*a, **k)
