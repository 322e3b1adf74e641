"""The Analysis saved beside a run (``tb-xrank analyze RUN --save``) and served by the plugin without reading a
trace; ``--logdir_spec``; the run the tab opens on (``--xrank_run``)."""
import argparse
import json
import os
import re
import stat
import subprocess
import sys
import time
import urllib.request

import pytest

import tb_xrank
from conftest import PLUGIN_BASE as BASE, copy_run, get_json as _get, plugin_app as _app, run_path, stop_group, trace_files
from tb_xrank import engine
from tb_xrank.cli import main
from tb_xrank.config import Settings
from tb_xrank.ingest import cache
from tb_xrank.ingest import read as read_mod
from tb_xrank.ingest.discover import discover_run, scan_runs
from tb_xrank.plugin import runs as runs_mod
from tb_xrank.plugin.runs import RunStore, parse_logdir_spec, run_name


def _save(capsys, *args):
    """``tb-xrank analyze ARGS --save --format json``: (exit status, stdout as JSON, stderr)."""
    code = main(["analyze", *args, "--save", "--format", "json"])
    out, err = capsys.readouterr()
    return code, json.loads(out) if code == 0 else None, err


def _poison(monkeypatch):
    """Make any decoding of a trace, any pipeline run and any background analysis fail the test."""
    def no(*_a, **_k):
        raise AssertionError("a trace was decoded or analysed")
    monkeypatch.setattr(read_mod, "read_file", no)
    monkeypatch.setattr(engine.workers, "decode_all", no)
    monkeypatch.setattr(engine.compute, "assemble", no)
    monkeypatch.setattr(runs_mod, "analyze_run", no)


def _computed(logdir, name) -> str:
    """The Analysis JSON the plugin computes for run ``name`` under ``logdir`` (no cache, no saved file read)."""
    return engine.analyze_run(scan_runs(str(logdir))[name], Settings(cache=False)).to_json()


@pytest.fixture
def logdir(tmp_path):
    d = tmp_path / "logs"
    copy_run("fixed_slow", d / "team" / "fixed_slow")
    copy_run("nccl_seed_intro", d / "nccl_seed_intro")
    return d


def test_save_writes_beside_the_run_says_so_and_discovery_passes_it_over(logdir, capsys):
    run = logdir / "team" / "fixed_slow"
    before = discover_run(str(run))
    code, printed, err = _save(capsys, str(run))
    path = os.path.join(str(run), cache.SAVED_NAME)
    assert code == 0
    assert f"wrote {path}: the Analysis of run fixed_slow, span 1" in err
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o644  # TensorBoard may run as another user
    doc = cache.decode_saved(open(path, "rb").read())
    assert [s.span for s in doc.spans] == [1]
    assert json.loads(bytes(doc.spans[0].analysis)) == printed
    assert doc.spans[0].frame
    assert doc.dir == str(run)
    assert discover_run(str(run)) == before
    assert set(scan_runs(str(logdir))) == {"nccl_seed_intro", "team/fixed_slow"}
    from tensorboard.backend.event_processing import io_wrapper

    assert not io_wrapper.IsSummaryEventsFile(path)  # TensorBoard reads event files only
    consts = pytest.importorskip("torch_tb_profiler.consts")
    assert not consts.WORKER_PATTERN.match(cache.SAVED_NAME)  # torch-tb-profiler: *.pt.trace.json[.gz] only


def test_save_needs_a_run_directory(logdir, capsys):
    files = trace_files(str(logdir / "team" / "fixed_slow"))
    assert main(["analyze", *files, "--save"]) == 2
    assert "--save writes beside a run directory" in capsys.readouterr().err
    assert not os.path.exists(os.path.join(os.path.dirname(files[0]), cache.SAVED_NAME))


def test_a_saved_analysis_is_ready_on_the_first_listing_without_decoding_a_trace(logdir, tmp_path, capsys,
                                                                                  monkeypatch):
    """Saved from another spelling of the path (relative, another working directory) than TensorBoard's: the
    Analysis served names the run and its files as TensorBoard reads them, and is the one it would compute."""
    monkeypatch.chdir(logdir / "team")
    assert _save(capsys, "fixed_slow")[0] == 0
    monkeypatch.chdir(tmp_path)
    expected = _computed("logs", "team/fixed_slow")
    _poison(monkeypatch)
    client, plugin = _app("logs", tmp_path)
    code, runs = _get(client, f"{BASE}/runs")
    entry = next(r for r in runs if r["name"] == "team/fixed_slow")
    assert code == 200
    assert entry["state"] == "ready"
    assert entry["version"] == 1
    assert entry["warnings"] == []
    assert entry["saved"] == os.path.join("logs", "team", "fixed_slow", cache.SAVED_NAME)
    code, served = _get(client, f"{BASE}/analysis?run=team/fixed_slow")
    assert code == 200
    assert served == json.loads(expected)
    assert served["run"] == "team/fixed_slow"
    assert served["ranks"][0]["files"][0].startswith("logs/team/fixed_slow/")
    assert _get(client, f"{BASE}/summary?run=team/fixed_slow")[0] == 200
    other = next(r for r in runs if r["name"] == "nccl_seed_intro")  # nothing saved: analysed (here: poisoned)
    assert other["saved"] is None
    assert plugin.store.wait("nccl_seed_intro").state == "error"
    plugin.store.close()


def test_the_export_of_a_saved_analysis_uses_its_frame_and_runs_no_pipeline(logdir, tmp_path, capsys, monkeypatch):
    from tb_xrank.reports.export import merged_trace

    expected = merged_trace(scan_runs(str(logdir))["team/fixed_slow"], Settings(cache=False))
    assert _save(capsys, str(logdir / "team" / "fixed_slow"))[0] == 0
    client, plugin = _app(logdir, tmp_path)
    monkeypatch.setattr(engine.compute, "assemble", lambda *a, **k: pytest.fail("the pipeline ran again"))
    assert _get(client, f"{BASE}/runs")[1][1]["saved"]
    r = client.get(f"{BASE}/export?run=team/fixed_slow&gzip=0")
    assert r.status_code == 200, r.get_data(as_text=True)[:500]
    assert r.get_data() == expected
    assert len(json.loads(expected)["traceEvents"]) > 1000
    plugin.store.close()


def _truncated(path):
    data = open(path, "rb").read()
    open(path, "wb").write(data[:len(data) // 2])


def _digit_flipped(path):
    """One number inside the Analysis changed: still valid JSON, still an Analysis, not what was saved."""
    data = open(path, "rb").read()
    at = data.index(b'"median_step_us":') + len(b'"median_step_us":')
    digit = data[at:at + 1]
    open(path, "wb").write(data[:at] + (b"9" if digit != b"9" else b"8") + data[at + 1:])


def _edited(**fields):
    def edit(path):
        doc = json.loads(open(path, "rb").read())
        doc.update(fields)
        open(path, "w").write(json.dumps(doc))
    return edit


def _pickle(path):
    """A pickle that would create a file if it were ever unpickled."""
    import pickle

    class Plant:
        def __reduce__(self):
            return (open, (path + ".ran", "w"))
    open(path, "wb").write(pickle.dumps(Plant()))


def _touched(path):
    f = trace_files(os.path.dirname(path))[1]
    os.utime(f, ns=(os.stat(f).st_atime_ns, os.stat(f).st_mtime_ns + 1_000_000_000))


def _a_directory(path):
    os.unlink(path)
    os.mkdir(path)


MISSES = {
    "truncated": (_truncated, "damaged ("),
    "a digit changed": (_digit_flipped, "damaged: its Analysis does not match its SHA-256"),
    "a pickle": (_pickle, "not a saved tb_xrank Analysis"),
    "foreign JSON": (lambda p: open(p, "w").write('{"hello": "world"}'), "not a saved tb_xrank Analysis"),
    "another format": (_edited(format="tb_xrank.saved/0"), "format 'tb_xrank.saved/0'"),
    "another version": (_edited(tool_version="0.1.0"), f"saved by tb_xrank 0.1.0, this is {tb_xrank.__version__}"),
    "a trace file changed": (_touched, "saved from other trace files than the run has now (node0_3380."),
    "a directory": (_a_directory, "Is a directory"),
}


@pytest.mark.parametrize("case", list(MISSES))
def test_a_damaged_foreign_stale_or_other_version_saved_file_is_a_miss_with_a_reason(logdir, tmp_path, capsys,
                                                                                    case):
    run = logdir / "team" / "fixed_slow"
    assert _save(capsys, str(run))[0] == 0
    path = os.path.join(str(run), cache.SAVED_NAME)
    damage, reason = MISSES[case]
    damage(path)
    client, plugin = _app(logdir, tmp_path)
    code, runs = _get(client, f"{BASE}/runs")
    entry = next(r for r in runs if r["name"] == "team/fixed_slow")
    assert code == 200
    assert entry["saved"] is None
    assert len(entry["warnings"]) == 1
    assert entry["warnings"][0].startswith(f"{path}: not used: "), entry
    assert reason in entry["warnings"][0], entry
    e = plugin.store.wait("team/fixed_slow")
    assert e.state == "ready"
    assert e.analysis.to_json() == _computed(logdir, "team/fixed_slow")
    assert not os.path.exists(path + ".ran")
    plugin.store.close()


def test_a_file_saved_with_other_settings_or_of_another_span_is_a_miss(tmp_path, capsys):
    logdir = tmp_path / "logs"
    copy_run("baseline", logdir / "baseline")  # two spans: the plugin shows the latest
    run = str(logdir / "baseline")
    assert _save(capsys, run, "--material-fraction", "0.02")[0] == 0
    store = RunStore(str(logdir), Settings(cache_dir=str(tmp_path / "cache")))
    (entry,) = store.list()
    assert "saved with other settings (material_fraction 0.02 there, 0.05 here)" in entry["warnings"][0]
    store.close()
    assert _save(capsys, run, "--span", "1")[0] == 0
    store = RunStore(str(logdir), Settings(cache_dir=str(tmp_path / "cache")))
    (entry,) = store.list()
    assert "it holds span 1, not span 2 of 2" in entry["warnings"][0]
    store.close()


def test_span_all_saves_every_span_and_the_plugin_serves_its_own(tmp_path, capsys, monkeypatch):
    logdir = tmp_path / "logs"
    copy_run("baseline", logdir / "baseline")
    code, printed, err = _save(capsys, str(logdir / "baseline"), "--span", "all")
    assert code == 0
    assert [a["span"] for a in printed] == [1, 2]
    assert "span 1, 2" in err
    _poison(monkeypatch)
    store = RunStore(str(logdir), Settings(cache_dir=str(tmp_path / "cache")))
    (entry,) = store.list()
    assert entry["state"] == "ready"
    assert store.get("baseline").analysis.span == 2
    store.close()


def test_an_fsspec_logdir_saves_and_serves(tmp_path, capsys, monkeypatch):
    """The in-memory filesystem of fsspec stands in for s3://, gs://: the saved file is written as an object beside
    the run's and read back from the logdir's listing, without reading a trace."""
    import fsspec

    mem = fsspec.filesystem("memory")
    root = f"memory://xrank-saved-{os.getpid()}-{time.monotonic_ns()}/logs"
    try:
        for f in trace_files(run_path("fixed_slow")):
            mem.pipe_file(f"{root}/team/fixed_slow/{os.path.basename(f)}", open(f, "rb").read())
        code, printed, err = _save(capsys, f"{root}/team/fixed_slow")
        assert code == 0
        assert f"wrote {root}/team/fixed_slow/{cache.SAVED_NAME}" in err
        assert mem.exists(f"{root}/team/fixed_slow/{cache.SAVED_NAME}")
        assert set(scan_runs(root)) == {"team/fixed_slow"}
        expected = _computed(root, "team/fixed_slow")
        _poison(monkeypatch)
        store = RunStore(root, Settings(cache_dir=str(tmp_path / "cache")))
        (entry,) = store.list()
        assert entry["state"] == "ready"
        assert entry["saved"] == f"{root}/team/fixed_slow/{cache.SAVED_NAME}"
        assert store.get("team/fixed_slow").analysis.to_json() == expected
        store.close()
    finally:
        mem.rm(root.split("://", 1)[1].split("/")[0], recursive=True)


try:  # the moto S3 server of test_remote (s3fs and moto installed)
    from test_remote import s3  # noqa: F401
except pytest.skip.Exception:
    @pytest.fixture
    def s3():
        pytest.skip("the S3 server needs s3fs and moto")


@pytest.mark.remote
def test_an_s3_logdir_saves_and_serves(s3, tmp_path, capsys, monkeypatch):
    url = s3.upload_run("fixed_slow", "saved/team/fixed_slow")
    code, _, err = _save(capsys, url)
    assert code == 0
    assert f"wrote {url}/{cache.SAVED_NAME}" in err
    logdir = url.rsplit("/", 2)[0]
    expected = _computed(logdir, "team/fixed_slow")
    _poison(monkeypatch)
    store = RunStore(logdir, Settings(cache_dir=str(tmp_path / "cache")))
    (entry,) = store.list()
    assert entry["state"] == "ready", entry
    assert entry["saved"] == f"{url}/{cache.SAVED_NAME}", entry
    assert store.get("team/fixed_slow").analysis.to_json() == expected
    store.close()


# --- --logdir_spec --------------------------------------------------------------------------------------------------

def test_logdir_spec_is_parsed_as_tensorboard_parses_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    spec = parse_logdir_spec("a:runs/x,/abs/with:colon,s3://bucket/logs,b:gs://bucket/p,~/mine,c:C:/win")
    assert spec == {str(tmp_path / "runs" / "x"): "a", "/abs/with:colon": None, "s3://bucket/logs": None,
                    "gs://bucket/p": "b", str(tmp_path / "home" / "mine"): None,
                    os.path.realpath("C:/win"): "c"}
    from tensorboard.backend.event_processing import data_ingester

    assert spec == data_ingester._parse_event_files_spec("a:runs/x,/abs/with:colon,s3://bucket/logs,b:gs://bucket/p,"
                                                          "~/mine,c:C:/win")
    assert (run_name("a", "."), run_name("a", "deep/run"), run_name(None, "run")) == ("a/.", "a/deep/run", "run")


def _spec_dirs(tmp_path):
    """Two groups: ``before`` (a logdir holding the run team/fixed_slow) and ``after`` (itself a run directory)."""
    copy_run("fixed_slow", tmp_path / "one" / "team" / "fixed_slow")
    copy_run("nccl_seed_intro", tmp_path / "two")
    return f"before:{tmp_path / 'one'},after:{tmp_path / 'two'}"


def test_the_plugin_reads_the_runs_of_a_logdir_spec(tmp_path):
    from tensorboard.backend.application import TensorBoardWSGI
    from tensorboard.plugins import base_plugin
    from werkzeug.test import Client

    from tb_xrank.plugin import XrankPlugin

    spec = _spec_dirs(tmp_path)
    flags = argparse.Namespace(logdir="", logdir_spec=spec, xrank_cache_dir=str(tmp_path / "cache"), xrank_workers=2)
    plugin = XrankPlugin(base_plugin.TBContext(logdir=spec, flags=flags))  # TensorBoard passes the spec as logdir
    client = Client(TensorBoardWSGI([plugin]))
    code, runs = _get(client, f"{BASE}/runs")
    assert code == 200
    assert [r["name"] for r in runs] == ["after/.", "before/team/fixed_slow"]
    for name in ("after/.", "before/team/fixed_slow"):
        assert plugin.store.wait(name).state == "ready"
    code, summary = _get(client, f"{BASE}/summary?run=before/team/fixed_slow")
    assert code == 200
    assert summary["run"] == "before/team/fixed_slow"
    assert summary["stragglers"]["ranks"] == [2]
    plugin.store.close()


def test_a_spec_directory_that_cannot_be_listed_leaves_the_others_served(tmp_path):
    copy_run("fixed_slow", tmp_path / "one" / "fixed_slow")
    store = RunStore({str(tmp_path / "one"): "a", "nosuchprotocol-xrank://x": "b"},
                     Settings(cache_dir=str(tmp_path / "cache")))
    assert [r["name"] for r in store.list()] == ["a/fixed_slow"]
    assert store.error
    assert "nosuchprotocol-xrank://x" in store.error
    assert store.wait("a/fixed_slow").state == "ready"
    store.close()


# --- the run the tab opens on ---------------------------------------------------------------------------------------

def test_xrank_run_marks_the_default_run(logdir, tmp_path):
    from tb_xrank.plugin import XrankLoader

    parser = argparse.ArgumentParser()
    XrankLoader().define_flags(parser)
    assert "the run the Cross-rank tab opens on" in parser.format_help()
    client, plugin = _app(logdir, tmp_path)
    plugin.default_run = parser.parse_args(["--xrank_run", "team/fixed_slow"]).xrank_run
    code, runs = _get(client, f"{BASE}/runs")
    assert code == 200
    assert ({r["name"]: r["default"] for r in runs} == {"nccl_seed_intro": False,
                                                                        "team/fixed_slow": True})
    plugin.default_run = parser.parse_args([]).xrank_run
    assert not any(r["default"] for r in _get(client, f"{BASE}/runs")[1])
    plugin.store.close()


def test_xrank_run_reaches_the_plugin_from_its_flags(logdir, tmp_path):
    from tensorboard.plugins import base_plugin

    from tb_xrank.plugin import XrankLoader, XrankPlugin

    parser = argparse.ArgumentParser()
    XrankLoader().define_flags(parser)
    flags = parser.parse_args(["--xrank_run", "nccl_seed_intro", "--xrank_cache_dir", str(tmp_path / "cache")])
    plugin = XrankPlugin(base_plugin.TBContext(logdir=str(logdir), flags=flags))
    assert plugin.default_run == "nccl_seed_intro"
    plugin.store.close()


def test_make_demo_opens_on_the_run_it_described():
    with open(os.path.join(os.path.dirname(run_path("x")), "..", "..", "Makefile")) as f:
        demo = re.search(r"^demo:.*?(?=^\S)", f.read(), re.M | re.S).group(0)
    assert "tb-xrank analyze $(RUN)" in demo
    assert "scripts/demo.py --run $(RUN)" in demo  # it passes --xrank_run the run directory's name


# --- a real TensorBoard process ------------------------------------------------------------------------------------

def _serving(proc, lines: list, timeout: float = 120) -> str:
    """The address TensorBoard prints once it serves (port 0: it picks a free one); its output is read on, into
    ``lines``, so that a full pipe never stops it."""
    import threading

    found = threading.Event()

    def pump():
        for line in proc.stdout:
            lines.append(line)
            if re.search(r"http://127\.0\.0\.1:\d+/", line):
                found.set()
    threading.Thread(target=pump, daemon=True).start()
    if not found.wait(timeout):
        raise AssertionError("TensorBoard did not start:\n" + "".join(lines[-30:]))
    m = next(re.search(r"(http://127\.0\.0\.1:\d+/\S*)", x) for x in lines if "http://127.0.0.1:" in x)
    return m.group(1).rstrip("/") + "/"


@pytest.mark.e2e
def test_tensorboard_with_a_logdir_spec_lists_and_serves_its_runs(tmp_path):
    """A real ``tensorboard`` process (torch-tb-profiler beside tb_xrank where it is installed), given the runs by
    ``--logdir_spec`` and the run to open on by ``--xrank_run``."""
    pytest.importorskip("tensorboard")
    spec = _spec_dirs(tmp_path)
    env = dict(os.environ, TB_XRANK_CACHE_DIR=str(tmp_path / "cache"))
    # from tmp_path: torch-tb-profiler, given a logdir spec, walks the working directory (from the repository's
    # root, every bundled run: its loaders kept TensorBoard from serving for over 120 s on a busy machine)
    proc = subprocess.Popen([sys.executable, "-m", "tensorboard.main", "--logdir_spec", spec, "--host", "127.0.0.1",
                             "--port", "0", "--xrank_run", "before/team/fixed_slow"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True, cwd=str(tmp_path),
                            start_new_session=True)  # its own process group: torch-tb-profiler's loaders stop with it
    lines = []
    try:
        url = _serving(proc, lines) + "data/plugin/xrank/"
        for _ in range(600):
            runs = json.load(urllib.request.urlopen(url + "runs"))
            if len(runs) == 2 and all(r["state"] == "ready" for r in runs):
                break
            time.sleep(0.2)
        assert [(r["name"], r["state"], r["default"]) for r in runs] == [("after/.", "ready", False),
                                                                         ("before/team/fixed_slow", "ready", True)]
        summary = json.load(urllib.request.urlopen(url + "summary?run=before/team/fixed_slow"))
        assert summary["run"] == "before/team/fixed_slow"
        assert summary["stragglers"]["class"] == "fixed"
        with urllib.request.urlopen(url + "summary?run=after/.") as r:
            assert r.status == 200
            assert json.load(r)["collectives"]
    finally:
        stop_group(proc)
