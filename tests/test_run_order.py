"""The order the plugin analyses runs in: the run the tab opens on (``--xrank_run``) first, a run someone asks
for next, the others in their names' order; through TensorBoard's WSGI app with one background worker."""
import argparse
import os
import threading

import pytest

pytest.importorskip("tensorboard")

from conftest import PLUGIN_BASE as BASE, copy_run, get_json as _get, trace_files  # noqa: E402
from tb_xrank.plugin import runs as runs_mod  # noqa: E402

RUNS = ["a", "b", "c", "d"]


@pytest.fixture
def logdir(tmp_path):
    for name in RUNS:
        copy_run("nccl_seed_intro", tmp_path / "logs" / name)
    return tmp_path / "logs"


@pytest.fixture
def held(monkeypatch):
    """``(order, gate)``: each analysis appends its run's name to ``order``, says it is half done, and waits for
    ``gate`` before analysing (so the test sees what waits behind it)."""
    order, gate, real = [], threading.Event(), runs_mod.analyze_run

    def analyse(files, settings, progress=None):
        order.append(files.name)
        progress(1, 2, 50, 100, 0.1)
        assert gate.wait(60)
        return real(files, settings, progress)
    monkeypatch.setattr(runs_mod, "analyze_run", analyse)
    return order, gate


def _app(logdir, tmp_path, run=None):
    from tensorboard.backend.application import TensorBoardWSGI
    from tensorboard.plugins import base_plugin
    from werkzeug.test import Client

    from tb_xrank.plugin import XrankPlugin

    flags = argparse.Namespace(xrank_cache_dir=str(tmp_path / "cache"), xrank_workers=1, xrank_run=run)
    plugin = XrankPlugin(base_plugin.TBContext(logdir=str(logdir), flags=flags))
    return Client(TensorBoardWSGI([plugin])), plugin


def _analysing(client, order, n):
    """The runs route once ``n`` analyses have started: ``{run: progress}``."""
    for _ in range(3000):
        if len(order) >= n:
            break
        threading.Event().wait(0.01)
    code, runs = _get(client, f"{BASE}/runs")
    assert code == 200
    return {r["name"]: r["progress"] for r in runs}


def _all_ready(client, plugin):
    for name in RUNS:
        assert plugin.store.wait(name).state == "ready"
        assert _get(client, f"{BASE}/summary?run={name}")[0] == 200


def test_the_run_the_tab_opens_on_is_analysed_first(logdir, tmp_path, held):
    order, gate = held
    client, plugin = _app(logdir, tmp_path, run="d")  # the last by name
    code, runs = _get(client, f"{BASE}/runs")
    assert code == 200
    assert [r["name"] for r in runs if r["default"]] == ["d"]
    assert _analysing(client, order, 1) == {"a": 0.0, "b": 0.0, "c": 0.0, "d": pytest.approx(0.45)}
    gate.set()
    _all_ready(client, plugin)
    assert order == ["d", "a", "b", "c"]
    plugin.store.close()


def test_a_run_asked_for_is_analysed_next(logdir, tmp_path, held):
    order, gate = held
    client, plugin = _app(logdir, tmp_path)
    _get(client, f"{BASE}/runs")
    assert _analysing(client, order, 1)["a"] == pytest.approx(0.45)  # the first by name, as before
    code, body = _get(client, f"{BASE}/summary?run=c")  # the tab opened on run c (a link): c waits for a worker
    assert code == 202
    assert body["state"] == "loading"
    assert body["progress"] == 0.0
    gate.set()
    _all_ready(client, plugin)
    assert order == ["a", "c", "b", "d"]
    plugin.store.close()


def test_a_changed_run_is_queued_once(logdir, tmp_path, held):
    """A run whose files change while it waits is analysed once, as its files are now, in its place."""
    order, gate = held
    client, plugin = _app(logdir, tmp_path)
    _get(client, f"{BASE}/runs")
    _analysing(client, order, 1)
    f = trace_files(str(logdir / "b"))[0]
    os.utime(f, ns=(os.stat(f).st_atime_ns, os.stat(f).st_mtime_ns + 10**9))  # written again a second later
    plugin.store.refresh(force=True)
    gate.set()
    _all_ready(client, plugin)
    assert order == RUNS
    plugin.store.close()
