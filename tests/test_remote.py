"""Remote logdirs: runs under s3:// (and other fsspec URLs) in the Python API, the CLI and the plugin.

S3 is moto's server mode, a real HTTP endpoint on 127.0.0.1, started and stopped by this module; s3fs finds it
through the standard AWS_* variables (AWS_ENDPOINT_URL), as it would find a MinIO or a Ceph gateway.
"""
import datetime
import json
import multiprocessing.forkserver
import os
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

pytestmark = pytest.mark.remote  # a moto S3 server on loopback, fsspec URLs (make test-fast leaves them out)

s3fs = pytest.importorskip("s3fs")
pytest.importorskip("moto")

from conftest import PLUGIN_BASE as BASE, get_json as _get, plugin_app as _app, run_path, trace_files  # noqa: E402
import tb_xrank  # noqa: E402
from tb_xrank.ingest import cache  # noqa: E402
from tb_xrank.ingest import source as source_mod  # noqa: E402
from tb_xrank.config import Settings  # noqa: E402
from tb_xrank.ingest.discover import RemoteError, TraceFile, discover_run, find_runs, remote_stat  # noqa: E402
from tb_xrank.plugin.runs import RunStore  # noqa: E402

BUCKET = "xrank-test"
BIN = os.path.dirname(sys.executable)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _post(url, body: bytes):
    req = urllib.request.Request(url, data=body, method="POST", headers={"Content-Type": "text/plain"})
    with urllib.request.urlopen(req, timeout=5) as r:
        return r.read()


class S3:
    """The moto server of this module: its endpoint, an s3fs client, uploads, and IAM enforcement on/off."""

    def __init__(self, endpoint):
        self.endpoint = endpoint
        self.fs = s3fs.S3FileSystem()

    def upload_run(self, name_or_dir, prefix):
        src = name_or_dir if os.path.isdir(name_or_dir) else run_path(name_or_dir)
        for n in sorted(os.listdir(src)):
            self.fs.put_file(os.path.join(src, n), f"{BUCKET}/{prefix}/{n}")
        return f"s3://{BUCKET}/{prefix}"

    def deny_all(self, on: bool):
        """moto checks credentials against its IAM (where 'testing' does not exist) once enforcement is on."""
        _post(f"{self.endpoint}/moto-api/reset-auth", b"0" if on else b"inf")


@pytest.fixture(scope="module")
def s3(tmp_path_factory):
    port = _free_port()
    endpoint = f"http://127.0.0.1:{port}"
    exe = os.path.join(BIN, "moto_server")
    cmd = [exe] if os.path.exists(exe) else [sys.executable, "-m", "moto.server"]
    log = open(tmp_path_factory.mktemp("moto") / "moto.log", "w")
    proc = subprocess.Popen(cmd + ["-H", "127.0.0.1", "-p", str(port)], stdout=log, stderr=subprocess.STDOUT)
    mp = pytest.MonkeyPatch()
    try:
        deadline = time.monotonic() + 30
        while True:
            if proc.poll() is not None:
                pytest.fail(f"moto server exited with {proc.returncode}: see {log.name}")
            try:
                urllib.request.urlopen(f"{endpoint}/moto-api/", timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail(f"moto server did not answer on {endpoint} within 30 s")
                time.sleep(0.05)
        for k in ("AWS_PROFILE", "AWS_SESSION_TOKEN", "AWS_ENDPOINT_URL_S3", "FSSPEC_S3_ENDPOINT_URL"):
            mp.delenv(k, raising=False)
        nowhere = str(tmp_path_factory.mktemp("aws") / "none")  # no user config or credentials file leaks in
        mp.setenv("AWS_CONFIG_FILE", nowhere)
        mp.setenv("AWS_SHARED_CREDENTIALS_FILE", nowhere)
        mp.setenv("AWS_ACCESS_KEY_ID", "testing")
        mp.setenv("AWS_SECRET_ACCESS_KEY", "testing")
        mp.setenv("AWS_DEFAULT_REGION", "us-east-1")
        mp.setenv("AWS_ENDPOINT_URL", endpoint)
        s3fs.S3FileSystem.clear_instance_cache()
        srv = S3(endpoint)
        srv.fs.mkdir(BUCKET)
        srv.upload_run("fixed_slow", "logs/team/fixed_slow")
        srv.upload_run("nccl_seed_intro", "logs/nccl_seed_intro")
        yield srv
    finally:
        s3fs.S3FileSystem.clear_instance_cache()  # no later test reuses a client of a stopped endpoint
        mp.undo()
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


def _normalised(d: dict) -> dict:
    """The Analysis with file paths reduced to their base names: all that may differ between two copies."""
    d = json.loads(json.dumps(d))
    for r in d["ranks"]:
        r["files"] = [os.path.basename(f) for f in r["files"]]
        for w in r["warnings"]:
            w["file"] = w["file"] and os.path.basename(w["file"])
    for e in d["errors"]:
        e["file"] = os.path.basename(e["file"])
    return d


# --- Python API ----------------------------------------------------------------------------------------------


def test_analyze_url_is_the_local_analysis(s3, analysed):
    url = f"s3://{BUCKET}/logs/team/fixed_slow"
    remote = tb_xrank.analyze(url)
    local = analysed("fixed_slow")
    assert all(f.startswith(url + "/") for r in remote.ranks for f in r.files)
    assert len(remote.ranks) == 4
    assert _normalised(remote.to_dict()) == _normalised(local.to_dict())
    assert remote.stragglers.class_ == "fixed"
    assert remote.stragglers.ranks == [2]


def test_discovery_on_urls(s3):
    run = discover_run(f"s3://{BUCKET}/logs/team/fixed_slow/")  # a trailing slash changes nothing
    assert run.name == "fixed_slow"
    assert len(run.workers) == 4
    assert run.path.startswith("s3://")
    local = {os.path.basename(p): os.path.getsize(p) for p in trace_files(run_path("fixed_slow"))}
    for (tf,) in run.workers.values():
        assert tf.path.startswith(f"s3://{BUCKET}/logs/team/fixed_slow/")
        assert local[os.path.basename(tf.path)] == tf.size
        assert tf.mtime_ns > 1.5e18
        assert len(tf.version) == 32  # LastModified, and the ETag (an MD5) unquoted
    assert find_runs(f"s3://{BUCKET}/logs") == {"nccl_seed_intro": f"s3://{BUCKET}/logs/nccl_seed_intro",
                                                "team/fixed_slow": f"s3://{BUCKET}/logs/team/fixed_slow"}
    # an explicit list of remote trace files, and one remote file on its own
    files = [tf.path for (tf,) in run.workers.values()]
    assert discover_run(files).name == "fixed_slow"
    assert len(discover_run(files).workers) == 4
    one = discover_run(files[0])  # described by its listing entry alone: the same TraceFile as in the run
    assert one.name == "fixed_slow"
    assert one.span(0) == run.span(0)[:1]
    assert find_runs(f"s3://{BUCKET}/not-written-yet") == {}  # a logdir training has not written to yet


def test_remote_errors_name_the_url(s3):
    with pytest.raises(FileNotFoundError, match=f"s3://{BUCKET}/logs/nope: no such directory"):
        discover_run(f"s3://{BUCKET}/logs/nope")
    with pytest.raises(FileNotFoundError, match="s3://no-such-bucket-xrank/logs.*bucket does not exist"):
        find_runs("s3://no-such-bucket-xrank/logs")
    with pytest.raises(FileNotFoundError, match="no trace files"):
        discover_run(f"s3://{BUCKET}/logs/team")  # a directory of runs is not a run
    with pytest.raises(ValueError, match="nosuchproto://x/y"):
        discover_run("nosuchproto://x/y")
    s3.deny_all(True)
    try:
        with pytest.raises(RemoteError, match=f"s3://{BUCKET}/logs/team/fixed_slow: access denied"):
            discover_run(f"s3://{BUCKET}/logs/team/fixed_slow")
    finally:
        s3.deny_all(False)


def test_second_analysis_reads_cached_tables_and_a_rewritten_object_is_decoded_again(s3, monkeypatch):
    url = s3.upload_run("fixed_slow", "cache/fixed_slow")
    reads = []
    split = lambda a: [(c.id, c.last_rank, c.skew_us, c.tail_us) for c in a.collectives]  # noqa: E731
    for opener in ("open_bytes", "open_stream"):  # a trace is read whole or a block at a time, by its size
        real = getattr(source_mod, opener)
        monkeypatch.setattr(source_mod, opener, lambda p, real=real: reads.append(p) or real(p))
    first = tb_xrank.analyze(url)
    assert len(reads) == 4
    # other settings: a new analysis (its key differs), from the 4 cached rank tables: no trace read, no decode
    reads.clear()
    again = tb_xrank.analyze(url, material_fraction=0.06)
    assert reads == []
    assert split(again) == split(first)
    # rewrite one object with the same size (another gzip header mtime): same size, maybe the same second,
    # but another ETag, so only that file is decoded again
    before = discover_run(url)
    victim = before.span(0)[1]
    data = bytearray(s3.fs.cat_file(victim.path))
    data[4:8] = (int.from_bytes(data[4:8], "little") ^ 1).to_bytes(4, "little")
    s3.fs.pipe_file(victim.path, bytes(data))
    after = {tf.worker: tf for tf in discover_run(url).span(0)}[victim.worker]
    assert after.size == victim.size
    assert after.version != victim.version
    assert cache.file_key(after) != cache.file_key(victim)
    reads.clear()
    assert split(tb_xrank.analyze(url, material_fraction=0.07)) == split(first)
    assert reads == [victim.path]


def test_cache_key_includes_the_remote_version():
    a = TraceFile("s3://b/r/w.1.pt.trace.json", "w", 1, 10, 1_700_000_000_000_000_000, "etag-a")
    b = TraceFile(a.path, "w", 1, 10, a.mtime_ns, "etag-b")
    local = TraceFile("/r/w.1.pt.trace.json", "w", 1, 10, a.mtime_ns)
    assert cache.file_key(a) != cache.file_key(b)  # same path, size and mtime: the ETag tells them apart
    assert cache.file_key(local) != cache.file_key(TraceFile(local.path, "w", 1, 11, a.mtime_ns))


@pytest.mark.parametrize("info, expected", [
    ({"name": "b/k", "size": 7, "LastModified": datetime.datetime(2024, 5, 1, 12, tzinfo=datetime.timezone.utc),
      "ETag": '"abc"'}, (7, 1714564800 * 10**9, "abc")),  # s3fs
    ({"name": "b/k", "size": 7, "updated": "2024-05-01T12:00:00.250Z", "generation": "1714564800250000"},
     (7, 1714564800250 * 10**6, "1714564800250000")),  # gcsfs
    ({"name": "/k", "size": 7, "mtime": 1714564800.5}, (7, 1714564800500 * 10**6, "")),  # local, sftp
    ({"name": "/k", "size": 7, "modificationTime": 1714564800000}, (7, 1714564800 * 10**9, "")),  # webhdfs (ms)
    ({"name": "k", "Size": 7}, (7, 0, "")),  # a store that gives no time at all
])
def test_remote_stat_of_fsspec_implementations(info, expected):
    assert remote_stat(info) == expected


def test_other_fsspec_protocols_memory(tmp_path, analysed):
    """Nothing is S3-specific: the in-memory filesystem of fsspec stands in for gs://, hdfs://, az://..."""
    import fsspec

    mem = fsspec.filesystem("memory")
    root = f"memory://xrank-{os.getpid()}-{time.monotonic_ns()}/logs"
    try:
        for f in trace_files(run_path("nccl_seed_intro")):
            mem.pipe_file(f"{root}/deep/er/seed/{os.path.basename(f)}", open(f, "rb").read())
        assert find_runs(root) == {"deep/er/seed": f"{root}/deep/er/seed"}
        remote = tb_xrank.analyze(f"{root}/deep/er/seed")
        local = analysed("nccl_seed_intro")
        d, ld = _normalised(remote.to_dict()), _normalised(local.to_dict())
        assert d["run"] == "seed"
        assert {**d, "run": ld["run"]} == ld
    finally:
        mem.rm(root.split("://", 1)[1].split("/")[0], recursive=True)



@pytest.mark.parametrize("method", ["fork", "forkserver"])
def test_decode_processes_read_the_urls_themselves(s3, monkeypatch, method):
    """Large runs decode in processes (the CLI forks, the plugin uses a forkserver): each child reads its URL."""
    def stop_forkserver():  # one started earlier in this process has that time's environment, not the AWS_* above
        if method == "forkserver" and hasattr(multiprocessing.forkserver._forkserver, "_stop"):
            multiprocessing.forkserver._forkserver._stop()

    url = f"s3://{BUCKET}/logs/team/fixed_slow"
    stop_forkserver()
    try:
        a = tb_xrank.analyze(url, workers=2, start_method=method, cache=False, parallel_min_bytes=0)
    finally:
        stop_forkserver()
    assert a.errors == []
    assert a.stragglers.ranks == [2]


# --- CLI -----------------------------------------------------------------------------------------------------


def _cli(args, env=None):
    exe = os.path.join(BIN, "tb-xrank")
    cmd = [exe] if os.path.exists(exe) else [sys.executable, "-m", "tb_xrank"]
    return subprocess.run(cmd + args, capture_output=True, text=True, env=env or os.environ.copy(), timeout=120)


def test_cli_on_an_s3_url(s3):
    url = f"s3://{BUCKET}/logs/team/fixed_slow"
    r = _cli(["analyze", url, "--quiet"])
    assert r.returncode == 0, r.stderr
    assert "Fixed straggler: rank 2 held back" in r.stdout


def test_cli_missing_prefix_exits_2_naming_the_url_endpoint_from_fsspec_config(s3):
    # the endpoint from fsspec's own configuration (FSSPEC_S3_ENDPOINT_URL) instead of AWS_ENDPOINT_URL: were it
    # ignored, s3fs would try AWS itself, unreachable here, and exit 1 instead of finding no such prefix
    env = {k: v for k, v in os.environ.items() if k != "AWS_ENDPOINT_URL"}
    env.update(FSSPEC_S3_ENDPOINT_URL=s3.endpoint, AWS_MAX_ATTEMPTS="1")
    url = f"s3://{BUCKET}/logs/team/no_such_run"
    r = _cli(["analyze", url], env)
    assert r.returncode == 2, r.stderr
    assert f"{url}: no such directory" in r.stderr
    assert "Traceback" not in r.stderr


def test_cli_missing_bucket_and_access_denied(s3, capsys):
    from tb_xrank.cli import main

    assert main(["analyze", "s3://no-such-bucket-xrank/logs/run", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "s3://no-such-bucket-xrank/logs/run" in err
    assert "bucket does not exist" in err
    s3.deny_all(True)
    try:
        assert main(["analyze", f"s3://{BUCKET}/logs/team/fixed_slow", "--quiet"]) == 1
    finally:
        s3.deny_all(False)
    err = capsys.readouterr().err
    assert f"nothing could be analysed: s3://{BUCKET}/logs/team/fixed_slow: access denied" in err


def test_cli_unreachable_endpoint_exits_1(s3):
    env = os.environ.copy()
    env.update(AWS_ENDPOINT_URL=f"http://127.0.0.1:{_free_port()}", AWS_MAX_ATTEMPTS="1")  # nothing listens there
    url = f"s3://{BUCKET}/logs/team/fixed_slow"
    r = _cli(["analyze", url, "--quiet"], env)
    assert r.returncode == 1, r.stderr
    assert f"nothing could be analysed: {url}: cannot read from the storage" in r.stderr
    assert "Traceback" not in r.stderr


# --- plugin --------------------------------------------------------------------------------------------------

def test_plugin_lists_and_analyses_nested_runs_under_an_s3_logdir(s3, tmp_path):
    client, plugin = _app(f"s3://{BUCKET}/logs", tmp_path)
    try:
        code, body = _get(client, f"{BASE}/runs")
        assert code == 200
        assert {r["name"]: (r["ranks"], r["spans"]) for r in body} == {"nccl_seed_intro": (8, 1),
                                                                        "team/fixed_slow": (4, 1)}
        for name in ("nccl_seed_intro", "team/fixed_slow"):
            e = plugin.store.wait(name)
            assert e.state == "ready", e.status()
        code, analysis = _get(client, f"{BASE}/analysis?run=team/fixed_slow")
        assert code == 200
        assert analysis["stragglers"]["ranks"] == [2]
        cli = json.loads(tb_xrank.analyze(f"s3://{BUCKET}/logs/team/fixed_slow").to_json())
        assert analysis == {**cli, "run": "team/fixed_slow"}  # named by its directory, and by its path in the tab
        code, d = _get(client, f"{BASE}/collective?run=nccl_seed_intro&id=0:3")
        assert code == 200
        assert d["collective"]["last_rank"] == 7
        assert _get(client, "/data/plugins_listing")[1]["xrank"]["enabled"]
    finally:
        plugin.store.close()


def test_new_span_objects_refresh_the_run(s3, tmp_path):
    logdir = f"s3://{BUCKET}/refresh"
    url = s3.upload_run("fixed_slow", "refresh/team/fixed_slow")
    store = RunStore(logdir, Settings(cache_dir=str(tmp_path / "cache")), rescan_s=3600)
    client, plugin = _app(logdir, tmp_path, store)
    try:
        _get(client, f"{BASE}/runs")
        assert store.wait("team/fixed_slow").state == "ready"
        for (tf,) in discover_run(url).workers.values():
            worker, rest = os.path.basename(tf.path).split(".", 1)
            s3.fs.copy(tf.path, f"{url}/{worker}.9{rest}")  # a later span of every worker
        store.refresh(force=True)
        assert store.wait("team/fixed_slow").state == "ready"
        code, body = _get(client, f"{BASE}/summary?run=team/fixed_slow")
        assert code == 200
        assert body["spans"] == 2
        assert body["span"] == 2
        row = next(r for r in _get(client, f"{BASE}/runs")[1] if r["name"] == "team/fixed_slow")
        assert row["version"] == 2
        assert row["spans"] == 2
    finally:
        store.close()


def test_plugin_shows_remote_errors_and_keeps_serving(s3, tmp_path):
    # a run whose only trace is not one: that run is in error, with the object's URL; the other run is served
    s3.fs.pipe_file(f"{BUCKET}/errs/broken/w0.1.pt.trace.json", b"{not json")
    s3.upload_run("nccl_seed_intro", "errs/good")
    store = RunStore(f"s3://{BUCKET}/errs", Settings(cache_dir=str(tmp_path / "cache")), rescan_s=3600)
    client, plugin = _app(f"s3://{BUCKET}/errs", tmp_path, store)
    try:
        _get(client, f"{BASE}/runs")
        e = store.wait("broken")
        assert e.state == "error"
        assert f"s3://{BUCKET}/errs/broken/w0.1.pt.trace.json" in e.error
        code, body = _get(client, f"{BASE}/summary?run=broken")
        assert code == 500
        assert body["error"] == e.error
        assert store.wait("good").state == "ready"
        # access denied on a rescan: the runs stay listed and served, the store says why it could not look
        s3.deny_all(True)
        try:
            store.refresh(force=True)
        finally:
            s3.deny_all(False)
        assert store.error
        assert f"s3://{BUCKET}/errs: access denied" in store.error
        assert [r["name"] for r in _get(client, f"{BASE}/runs")[1]] == ["broken", "good"]
        assert _get(client, f"{BASE}/summary?run=good")[0] == 200
    finally:
        store.close()
    # a logdir in a bucket that does not exist: no runs, the tab inactive, TensorBoard still answers
    client, plugin = _app("s3://no-such-bucket-xrank/logs", tmp_path)
    try:
        code, body = _get(client, f"{BASE}/runs")
        assert code == 200
        assert body == []
        assert "s3://no-such-bucket-xrank/logs" in plugin.store.error
        assert _get(client, "/data/plugins_listing")[0] == 200
    finally:
        plugin.store.close()
