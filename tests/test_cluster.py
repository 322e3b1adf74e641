"""The Dask engine: a real scheduler and two workers on loopback decode a 64-rank run; the answer is the local
engine's, byte for byte."""
import json
import os
import socket
import subprocess
import sys
import time

import pytest

import tb_xrank
from fixtures.gen_nccl import simulate, write_run

pytestmark = pytest.mark.cluster  # a Dask scheduler and two workers on loopback (make test-fast leaves them out)

pytest.importorskip("distributed")
DASK = os.path.join(os.path.dirname(sys.executable), "dask")


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """``tcp://127.0.0.1:PORT`` of a scheduler with two single-threaded worker processes."""
    log = tmp_path_factory.mktemp("dask")
    port = _free_port()
    addr = f"tcp://127.0.0.1:{port}"
    env = dict(os.environ, DASK_DISTRIBUTED__WORKER__DAEMON="False", PYTHONPATH=os.pathsep.join(sys.path))
    procs = [subprocess.Popen([DASK, "scheduler", "--host", "127.0.0.1", "--port", str(port), "--no-dashboard"],
                              stdout=open(log / "scheduler.log", "w"), stderr=subprocess.STDOUT, env=env)]
    for i in range(2):
        procs.append(subprocess.Popen([DASK, "worker", addr, "--nthreads", "1", "--nworkers", "1", "--no-dashboard",
                                       "--name", f"w{i}", "--local-directory", str(log / f"w{i}")],
                                      stdout=open(log / f"worker{i}.log", "w"), stderr=subprocess.STDOUT, env=env))
    from distributed import Client

    try:
        deadline = time.time() + 90
        while True:
            try:
                with Client(addr, timeout="5s") as c:
                    c.wait_for_workers(2, timeout=60)
                    break
            except (OSError, TimeoutError):
                if time.time() > deadline:
                    raise
                time.sleep(0.5)
        yield addr
    finally:
        for p in reversed(procs):
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()


@pytest.fixture(scope="module")
def run64(tmp_path_factory):
    out = tmp_path_factory.mktemp("run64")
    pgs = {"0": tuple(range(64)), **{f"tp{h}": tuple(range(8 * h, 8 * h + 8)) for h in range(8)}}
    host = lambda r: f"node{r // 8}"  # noqa: E731

    def program(step, rank):
        slow = 2_500.0 if rank == 37 else 0.0
        return [("compute", "aten::mm", "gemm_kernel", 3_000.0 + slow, [[1024, 1024], [1024, 1024]]),
                ("collective", "allreduce", f"tp{rank // 8}", 1 << 18, 80.0),
                ("collective", "allreduce", "0", 1 << 20, 300.0), ("sync",)]
    ev, _ = simulate(64, program, 6, pgs, host, {f"node{h}": 1_000.0 * h for h in range(8)})
    write_run(out, 64, ev, pgs, host)
    return str(out)


def _same(a, b):
    da, db = json.loads(a.to_json()), json.loads(b.to_json())
    assert da == db


def test_dask_engine_gives_the_local_answer(cluster, run64):
    local = tb_xrank.analyze(run64, cache=False)
    dask = tb_xrank.analyze(run64, cache=False, engine="dask", scheduler=cluster)
    assert len(local.ranks) == 64
    assert not local.errors
    assert local.stragglers.class_ == "fixed"
    assert local.stragglers.ranks == [37]  # the source, not node4's waits
    _same(local, dask)


def test_dask_engine_reports_bad_files_like_the_local_one(cluster, tmp_path, run64):
    import shutil

    run = tmp_path / "run"
    shutil.copytree(run64, run)
    victim = sorted(p for p in os.listdir(run) if p.endswith(".json.gz"))[5]
    (run / victim).write_bytes(b"\x1f\x8b\x08\x00garbage")
    local = tb_xrank.analyze(str(run), cache=False)
    dask = tb_xrank.analyze(str(run), cache=False, engine="dask", scheduler=cluster)
    assert [e.file for e in dask.errors] == [e.file for e in local.errors]
    assert victim in dask.errors[0].file
    _same(local, dask)


def test_cli_dask_engine_and_unreachable_scheduler(cluster, run64):
    cli = [sys.executable, "-m", "tb_xrank.cli", "analyze", "--no-cache", "--quiet", "--format", "json"]
    r = subprocess.run(cli + [run64, "--engine", "dask", "--scheduler", cluster], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["ranks"][0]["rank"] == 0
    r = subprocess.run(cli + [run64, "--engine", "dask", "--scheduler", f"tcp://127.0.0.1:{_free_port()}"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 1
    assert "cannot reach the Dask scheduler" in r.stderr
    r = subprocess.run(cli + [run64, "--engine", "dask"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert "scheduler" in r.stderr


def test_plugin_store_decodes_on_the_cluster(cluster, run64, tmp_path):
    import shutil

    from tb_xrank.config import Settings
    from tb_xrank.plugin.runs import RunStore

    shutil.copytree(run64, tmp_path / "logs" / "job")
    store = RunStore(str(tmp_path / "logs"), Settings(cache=False, engine="dask", scheduler=cluster))
    store.list()
    e = store.wait("job")
    assert e.state == "ready", e.status()
    _same(e.analysis, tb_xrank.analyze(str(tmp_path / "logs" / "job"), cache=False))
