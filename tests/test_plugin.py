"""The xrank TensorBoard plugin's routes, through TensorBoard's own WSGI app and werkzeug's test client."""
import argparse
import json
import os
import shutil
import threading

import pytest

pytest.importorskip("tensorboard")
from tensorboard.backend.application import TensorBoardWSGI  # noqa: E402
from tensorboard.plugins import base_plugin  # noqa: E402
from werkzeug.test import Client  # noqa: E402

from conftest import copy_run, trace_files  # noqa: E402
from tb_xrank import runs as runs_mod  # noqa: E402
from tb_xrank.config import Settings  # noqa: E402
from tb_xrank.plugin import XrankLoader, XrankPlugin  # noqa: E402
from tb_xrank.runs import RunStore  # noqa: E402

BASE = "/data/plugin/xrank"


@pytest.fixture
def logdir(tmp_path):
    d = tmp_path / "logs"
    copy_run("nccl_seed_intro", d / "nccl_seed_intro")
    copy_run("fixed_slow", d / "team" / "fixed_slow")
    return d


def _app(logdir, tmp_path, store=None):
    flags = argparse.Namespace(xrank_cache_dir=str(tmp_path / "cache"), xrank_workers=2)
    ctx = base_plugin.TBContext(logdir=str(logdir), flags=flags)
    plugin = XrankPlugin(ctx, store=store)
    return Client(TensorBoardWSGI([plugin])), plugin


def _get(client, url):
    """(status, body): JSON when the route answered JSON, else the text (TensorBoard's typed errors)."""
    r = client.get(url)
    text = r.get_data(as_text=True)
    return r.status_code, json.loads(text) if r.mimetype == "application/json" else text


def _ready(plugin, name):
    e = plugin._store.wait(name)
    assert e.state == "ready", e.status()


def test_runs_are_discovered_nested_and_listed(logdir, tmp_path):
    client, plugin = _app(logdir, tmp_path)
    code, body = _get(client, f"{BASE}/runs")
    assert code == 200 and [r["name"] for r in body] == ["nccl_seed_intro", "team/fixed_slow"]
    assert {r["name"]: (r["ranks"], r["spans"]) for r in body} == {"nccl_seed_intro": (8, 1), "team/fixed_slow": (4, 1)}
    code, listing = _get(client, "/data/plugins_listing")
    assert listing["xrank"]["enabled"] and listing["xrank"]["tab_name"] == "Cross-rank"


def test_analysis_is_the_cli_object_and_summary_drops_per_rank_detail(logdir, tmp_path, capsys):
    client, plugin = _app(logdir, tmp_path)
    _get(client, f"{BASE}/runs")
    _ready(plugin, "team/fixed_slow")
    code, analysis = _get(client, f"{BASE}/analysis?run=team/fixed_slow")
    assert code == 200
    from tb_xrank.cli import main

    assert main(["analyze", str(logdir / "team" / "fixed_slow"), "--format", "json", "--quiet"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert analysis == cli
    code, summary = _get(client, f"{BASE}/summary?run=team/fixed_slow")
    assert code == 200 and summary["stragglers"]["class"] == "fixed"
    assert all("ranks" not in c for c in summary["collectives"]) and len(summary["collectives"]) == len(cli["collectives"])


def test_collective_detail(logdir, tmp_path):
    client, plugin = _app(logdir, tmp_path)
    _get(client, f"{BASE}/runs")
    _ready(plugin, "nccl_seed_intro")
    code, d = _get(client, f"{BASE}/collective?run=nccl_seed_intro&id=0:3")
    assert code == 200 and d["collective"]["last_rank"] == 7 and set(d["collective"]["ranks"]) == {str(r) for r in range(8)}
    assert d["divergence"]["rank"] == 7
    w = d["window"]
    assert w["critical_rank"] == 7 and "7" in w["ranks"] and len(w["ranks"]) == 3
    name, start, end = w["ranks"]["7"][w["divergence"]]
    assert name == "flash_bwd_kernel" and end - start == pytest.approx(59_000, abs=5)
    assert _get(client, f"{BASE}/collective?run=nccl_seed_intro&id=0:999")[0] == 404
    assert _get(client, f"{BASE}/collective?run=nccl_seed_intro")[0] == 400


@pytest.mark.parametrize("query", ["", "?run=", "?run=nope", "?run=../../etc/passwd", "?run=%2e%2e%2f%2e%2e",
                                   "?run=/etc", "?run=team"])
def test_bad_run_names_are_4xx_and_never_paths(logdir, tmp_path, query):
    client, _ = _app(logdir, tmp_path)
    code, body = _get(client, f"{BASE}/summary{query}")
    assert code in (400, 404), (query, code, body)


def test_compare_route_is_the_cli_comparison(logdir, tmp_path, capsys):
    copy_run("baseline", logdir / "team" / "baseline")
    client, plugin = _app(logdir, tmp_path)
    assert _get(client, f"{BASE}/compare?a=team/baseline")[0] == 400
    assert _get(client, f"{BASE}/compare?a=team/baseline&b=..%2Fetc")[0] == 404
    plugin._store.list()
    _ready(plugin, "team/baseline")
    _ready(plugin, "team/fixed_slow")
    code, body = _get(client, f"{BASE}/compare?a=team/baseline&b=team/fixed_slow")
    assert code == 200 and body["schema"] == "tb_xrank.compare/1"
    assert body["stragglers"]["b"]["class"] == "fixed" and body["stragglers"]["class_changed"]
    from tb_xrank.cli import main

    main(["compare", str(logdir / "team" / "baseline"), str(logdir / "team" / "fixed_slow"), "--format", "json", "-q"])
    cli = json.loads(capsys.readouterr().out)
    for side in ("a", "b"):
        cli[side]["run"] = body[side]["run"]  # the CLI names runs by directory, the plugin by logdir-relative name
    assert cli["metrics"] == body["metrics"] and cli["divergences"] == body["divergences"]


def test_loading_answers_202_with_progress(logdir, tmp_path, monkeypatch):
    gate = threading.Event()
    real = runs_mod.analyze_run

    def slow(files, settings, progress=None):
        progress(1, 2, 50, 100, 0.1)
        gate.wait(30)
        return real(files, settings, progress)
    monkeypatch.setattr(runs_mod, "analyze_run", slow)
    client, plugin = _app(logdir, tmp_path)
    code, body = _get(client, f"{BASE}/summary?run=nccl_seed_intro")
    assert code == 202 and body["state"] == "loading" and body["progress"] == pytest.approx(0.45)
    gate.set()
    _ready(plugin, "nccl_seed_intro")
    assert _get(client, f"{BASE}/summary?run=nccl_seed_intro")[0] == 200


def test_a_run_nothing_can_be_read_from_is_an_error_not_a_crash(logdir, tmp_path):
    for f in trace_files(str(logdir / "nccl_seed_intro")):
        open(f, "wb").close()
    client, plugin = _app(logdir, tmp_path)
    _get(client, f"{BASE}/runs")
    e = plugin._store.wait("nccl_seed_intro")
    assert e.state == "error" and "empty file" in e.error
    code, body = _get(client, f"{BASE}/summary?run=nccl_seed_intro")
    assert code == 500 and body["state"] == "error"
    assert _get(client, f"{BASE}/runs")[0] == 200


def test_new_span_files_refresh_the_run(logdir, tmp_path):
    store = RunStore(str(logdir), Settings(cache_dir=str(tmp_path / "cache")), rescan_s=3600)
    client, plugin = _app(logdir, tmp_path, store)
    _get(client, f"{BASE}/runs")
    _ready(plugin, "team/fixed_slow")
    run = logdir / "team" / "fixed_slow"
    for f in trace_files(str(run)):
        worker, rest = os.path.basename(f).split(".", 1)
        shutil.copy(f, run / f"{worker}.9{rest}")  # a later span of every worker
    store.refresh(force=True)
    _ready(plugin, "team/fixed_slow")
    code, body = _get(client, f"{BASE}/summary?run=team/fixed_slow")
    assert code == 200 and body["spans"] == 2 and body["span"] == 2
    assert next(r for r in _get(client, f"{BASE}/runs")[1] if r["name"] == "team/fixed_slow")["version"] == 2


def test_loader_flags(monkeypatch):
    monkeypatch.setenv("TB_XRANK_WORKERS", "3")
    monkeypatch.setenv("TB_XRANK_SCHEDULER", "tcp://10.0.0.5:8786")
    parser = argparse.ArgumentParser()
    XrankLoader().define_flags(parser)
    flags = parser.parse_args([])
    assert flags.xrank_workers == 3 and flags.xrank_engine == "local" and flags.xrank_scheduler == "tcp://10.0.0.5:8786"
    flags = parser.parse_args(["--xrank_engine", "dask", "--xrank_cache_dir", "/tmp/x"])
    XrankLoader().fix_flags(flags)
    plugin = XrankPlugin(base_plugin.TBContext(logdir="", flags=flags))
    assert (plugin._store.settings.engine, plugin._store.settings.scheduler) == ("dask", "tcp://10.0.0.5:8786")
    assert plugin._store.settings.cache_dir == "/tmp/x"
    with pytest.raises(SystemExit):
        parser.parse_args(["--xrank_engine", "spark"])
    for bad in (dict(xrank_workers=0, xrank_engine="local", xrank_scheduler=None),
                dict(xrank_workers=2, xrank_engine="dask", xrank_scheduler=None)):
        with pytest.raises(base_plugin.FlagsError):
            XrankLoader().fix_flags(argparse.Namespace(**bad))
