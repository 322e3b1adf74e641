"""The xrank TensorBoard plugin's routes, through TensorBoard's own WSGI app and werkzeug's test client."""
import argparse
import json
import os
import shutil
import threading

import pytest

import tb_xrank

pytest.importorskip("tensorboard")
from tensorboard.plugins import base_plugin  # noqa: E402

from conftest import PLUGIN_BASE as BASE, copy_run, mesh_run, get_json as _get, plugin_app as _app, trace_files  # noqa: E402
from tb_xrank.plugin import runs as runs_mod  # noqa: E402
from tb_xrank.config import Settings  # noqa: E402
from tb_xrank.plugin import XrankLoader, XrankPlugin  # noqa: E402
from tb_xrank.plugin.runs import RunStore  # noqa: E402


@pytest.fixture
def logdir(tmp_path):
    d = tmp_path / "logs"
    copy_run("nccl_seed_intro", d / "nccl_seed_intro")
    copy_run("fixed_slow", d / "team" / "fixed_slow")
    return d


def _ready(plugin, name):
    e = plugin.store.wait(name)
    assert e.state == "ready", e.status()


def test_runs_are_discovered_nested_and_listed(logdir, tmp_path):
    client, plugin = _app(logdir, tmp_path)
    code, body = _get(client, f"{BASE}/runs")
    assert code == 200
    assert [r["name"] for r in body] == ["nccl_seed_intro", "team/fixed_slow"]
    assert {r["name"]: (r["ranks"], r["spans"]) for r in body} == {"nccl_seed_intro": (8, 1), "team/fixed_slow": (4, 1)}
    code, listing = _get(client, "/data/plugins_listing")
    assert listing["xrank"]["enabled"]
    assert listing["xrank"]["tab_name"] == "Cross-rank"


def test_analysis_is_the_cli_object_and_summary_drops_per_rank_detail(logdir, tmp_path, capsys):
    client, plugin = _app(logdir, tmp_path)
    _get(client, f"{BASE}/runs")
    _ready(plugin, "team/fixed_slow")
    code, analysis = _get(client, f"{BASE}/analysis?run=team/fixed_slow")
    assert code == 200
    from tb_xrank.cli import main

    assert main(["analyze", str(logdir / "team" / "fixed_slow"), "--format", "json", "--quiet"]) == 0
    cli = json.loads(capsys.readouterr().out)
    # the same Analysis; the run is named as each front end lists it (TensorBoard: its path below the logdir)
    assert analysis == {**cli, "run": "team/fixed_slow"}
    assert cli["run"] == "fixed_slow"
    code, summary = _get(client, f"{BASE}/summary?run=team/fixed_slow")
    assert code == 200
    assert summary["stragglers"]["class"] == "fixed"
    assert all("ranks" not in c for c in summary["collectives"])
    assert len(summary["collectives"]) == len(cli["collectives"])


def test_collective_detail(logdir, tmp_path):
    client, plugin = _app(logdir, tmp_path)
    _get(client, f"{BASE}/runs")
    _ready(plugin, "nccl_seed_intro")
    code, d = _get(client, f"{BASE}/collective?run=nccl_seed_intro&id=0:3")
    assert code == 200
    assert d["collective"]["last_rank"] == 7
    assert set(d["collective"]["ranks"]) == {str(r) for r in range(8)}
    assert d["divergence"]["rank"] == 7
    w = d["window"]
    assert w["critical_rank"] == 7
    assert "7" in w["ranks"]
    assert len(w["ranks"]) == 3
    name, start, end = w["ranks"]["7"][w["divergence"]]
    assert name == "flash_bwd_kernel"
    assert end - start == pytest.approx(59_000, abs=5)
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
    plugin.store.list()
    _ready(plugin, "team/baseline")
    _ready(plugin, "team/fixed_slow")
    code, body = _get(client, f"{BASE}/compare?a=team/baseline&b=team/fixed_slow")
    assert code == 200
    assert body["schema"] == "tb_xrank.compare/1"
    assert body["stragglers"]["b"]["class"] == "fixed"
    assert body["stragglers"]["class_changed"]
    from tb_xrank.cli import main

    main(["compare", str(logdir / "team" / "baseline"), str(logdir / "team" / "fixed_slow"), "--format", "json", "-q"])
    cli = json.loads(capsys.readouterr().out)
    for side in ("a", "b"):
        cli[side]["run"] = body[side]["run"]  # the CLI names runs by directory, the plugin by logdir-relative name
    assert cli["metrics"] == body["metrics"]
    assert cli["divergences"] == body["divergences"]


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
    assert code == 202
    assert body["state"] == "loading"
    assert body["progress"] == pytest.approx(0.45)
    gate.set()
    _ready(plugin, "nccl_seed_intro")
    assert _get(client, f"{BASE}/summary?run=nccl_seed_intro")[0] == 200


def test_a_run_nothing_can_be_read_from_is_an_error_not_a_crash(logdir, tmp_path):
    for f in trace_files(str(logdir / "nccl_seed_intro")):
        open(f, "wb").close()
    client, plugin = _app(logdir, tmp_path)
    _get(client, f"{BASE}/runs")
    e = plugin.store.wait("nccl_seed_intro")
    assert e.state == "error"
    assert "empty file" in e.error
    code, body = _get(client, f"{BASE}/summary?run=nccl_seed_intro")
    assert code == 500
    assert body["state"] == "error"
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
    assert code == 200
    assert body["spans"] == 2
    assert body["span"] == 2
    assert next(r for r in _get(client, f"{BASE}/runs")[1] if r["name"] == "team/fixed_slow")["version"] == 2


@pytest.mark.parametrize("uptime_s", [0.5, 5.0, 1e6])
def test_first_scan_happens_whatever_the_uptime(logdir, tmp_path, monkeypatch, uptime_s):
    """The first look at the logdir is never skipped, also on a machine booted less than ``rescan_s`` ago (the
    monotonic clock counts from boot); later looks wait ``rescan_s``."""
    clock = [uptime_s]
    monkeypatch.setattr(runs_mod.time, "monotonic", lambda: clock[0])
    seen = []
    monkeypatch.setattr(runs_mod, "scan_runs", lambda d: seen.append(d) or {})
    store = RunStore(str(logdir), Settings(cache_dir=str(tmp_path / "cache")), rescan_s=10.0)
    store.list()
    assert seen == [str(logdir)]
    clock[0] += 9.0
    store.list()
    assert len(seen) == 1
    clock[0] += 2.0
    store.list()
    assert len(seen) == 2
    store.close()


def test_loader_flags(monkeypatch):
    monkeypatch.setenv("TB_XRANK_WORKERS", "3")
    monkeypatch.setenv("TB_XRANK_SCHEDULER", "tcp://10.0.0.5:8786")
    parser = argparse.ArgumentParser()
    XrankLoader().define_flags(parser)
    flags = parser.parse_args([])
    assert flags.xrank_workers == 3
    assert flags.xrank_engine == "local"
    assert flags.xrank_scheduler == "tcp://10.0.0.5:8786"
    flags = parser.parse_args(["--xrank_engine", "dask", "--xrank_cache_dir", "/tmp/x"])
    XrankLoader().fix_flags(flags)
    plugin = XrankPlugin(base_plugin.TBContext(logdir="", flags=flags))
    assert (plugin.store.settings.engine, plugin.store.settings.scheduler) == ("dask", "tcp://10.0.0.5:8786")
    assert plugin.store.settings.cache_dir == "/tmp/x"
    with pytest.raises(SystemExit):
        parser.parse_args(["--xrank_engine", "spark"])
    for bad in (dict(xrank_workers=0, xrank_engine="local", xrank_scheduler=None),
                dict(xrank_workers=2, xrank_engine="dask", xrank_scheduler=None)):
        with pytest.raises(base_plugin.FlagsError):
            XrankLoader().fix_flags(argparse.Namespace(**bad))


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    """512 ranks x 6 steps served by the plugin, rank 301 slow: (client, plugin, the whole Analysis as JSON text)."""
    root = tmp_path_factory.mktemp("big")
    mesh_run(root / "logs" / "big512", 512, 6, 301)
    client, plugin = _app(root / "logs", root)
    _get(client, f"{BASE}/runs")
    e = plugin.store.wait("big512", timeout=300)
    assert e.state == "ready", e.status()
    return client, plugin, e.analysis.to_json()


def test_the_summary_of_512_ranks_is_small_and_has_no_per_rank_per_step_arrays(big):
    client, plugin, full = big
    r = client.get(f"{BASE}/summary?run=big512")
    body = r.get_data()
    s = json.loads(body)
    print(f"512 ranks x 6 steps: analysis {len(full)} bytes, summary {len(body)} bytes")
    assert len(body) * 4 < len(full)
    a = json.loads(full)
    assert len(s["collectives"]) == len(a["collectives"]) == 6 * 65
    assert len(s["steps"]) == 6
    assert s["stragglers"]["ranks"] == [301]
    assert s["groups"]["tp37"] == list(range(296, 304))
    assert len(s["groups"]["0"]) == 512
    assert len(s["groups"]) == 65
    for c in s["collectives"]:  # members once per process group, not once per collective
        assert "ranks" not in c
        assert "group_ranks" not in c
        assert c["n_ranks"] == c["group_size"] in (8, 512)
    for st in s["steps"]:
        assert not {"ranks", "comm_us", "exposed_comm_us"} & set(st)
        assert st["n_ranks"] == 512
        assert st["exposed_comm_max_us"] >= st["exposed_comm_median_us"] > 0
    assert all(not {"steps", "files"} & set(r) and r["n_steps"] == 6 and r["n_files"] == 1 for r in s["ranks"])
    for st, whole in zip(s["steps"], a["steps"]):
        mine = [c for c in a["collectives"] if c["step"] == st["step"]]
        assert st["n_collectives"] == len(mine) == 65
        assert st["skew_max_us"] == max(c["skew_us"] for c in mine)
        assert st["exposed_comm_max_us"] == max(whole["exposed_comm_us"].values())
    assert "windows" not in s
    assert s["truncated"] == {}

    def leaves(x):  # numbers, strings, booleans and nulls below x
        if isinstance(x, dict):
            return sum(leaves(v) for v in x.values())
        if isinstance(x, list):
            return sum(leaves(v) for v in x)
        return 1
    # a few numbers per step and per collective, never one per rank of them (a step's held_by lists only the
    # ranks that held it back: here one)
    assert all(len(st["held_by"]) <= 1 for st in s["steps"])
    assert leaves(s["steps"]) <= 22 * len(s["steps"])
    assert leaves(s["collectives"]) <= 20 * len(s["collectives"])
    assert leaves(s["ranks"]) <= 20 * 512


def test_the_step_route_gives_one_steps_per_rank_detail(big):
    client, plugin, full = big
    code, d = _get(client, f"{BASE}/step?run=big512&step=3")
    assert code == 200
    assert d["run"] == "big512"
    a = json.loads(full)
    whole = next(s for s in a["steps"] if s["step"] == 3)
    assert d["step"] == whole  # the row with its per-rank fields
    assert set(d["ranks"]) == {str(r) for r in range(512)}
    r301 = d["ranks"]["301"]
    assert r301["exposed_comm_us"] == whole["exposed_comm_us"]["301"]
    assert r301["comm_us"] == whole["comm_us"]["301"]
    assert set(r301) == {"start_us", "end_us", "time_us", "work_us", "wait_us", "comm_us", "exposed_comm_us"}
    # rank 301 is the last arrival of its group: its peers waited ~2.5 ms for it, it did not
    assert d["ranks"]["300"]["wait_us"] > 2_000 > r301["wait_us"]
    assert [c["id"] for c in d["collectives"]] == [c["id"] for c in a["collectives"] if c["step"] == 3]
    assert all(len(c["ranks"]) == len(c["group_ranks"]) for c in d["collectives"])
    assert d["gaps"] == []


def test_the_step_route_forwards_per_rank_intervals_and_work_when_the_analysis_has_them(logdir, tmp_path):
    """The step route reads what the Analysis records per rank and step (``intervals_us``, ``work_us``)."""

    client, plugin = _app(logdir, tmp_path)
    _get(client, f"{BASE}/runs")
    _ready(plugin, "team/fixed_slow")
    e = plugin.store.get("team/fixed_slow")
    st = e.analysis.steps[0]
    rows = [{**st.to_builtins(), "intervals_us": {str(r): [10.0 * r, 10.0 * r + 500.0] for r in st.ranks},
             "work_us": {str(r): 400.0 + r for r in st.ranks}}] + e.analysis.steps[1:]
    e.analysis = tb_xrank.Analysis.build(**{**e.analysis.to_dict(), "steps": rows})
    code, d = _get(client, f"{BASE}/step?run=team/fixed_slow&step={st.step}")
    assert code == 200
    assert d["ranks"]["2"]["start_us"] == 20.0
    assert d["ranks"]["2"]["end_us"] == 520.0
    assert d["ranks"]["2"]["time_us"] == 500.0
    assert d["ranks"]["2"]["work_us"] == 402.0
    s = _get(client, f"{BASE}/summary?run=team/fixed_slow")[1]
    assert "intervals_us" not in s["steps"][0]
    assert "work_us" not in s["steps"][0]


@pytest.mark.parametrize("query,code", [("?run=big512", 400), ("?run=big512&step=", 400), ("?run=big512&step=x", 400),
                                        ("?run=big512&step=1.5", 400), ("?run=big512&step=99", 404),
                                        ("?step=1", 400), ("?run=nope&step=1", 404), ("?run=..%2Fbig512&step=1", 404)])
def test_the_step_route_rejects_bad_input(big, query, code):
    client, plugin, _ = big
    assert _get(client, f"{BASE}/step{query}")[0] == code


def test_the_summary_cuts_long_lists_of_gaps_and_counts_them(logdir, tmp_path):

    from tb_xrank import plugin as plugin_mod

    client, plugin = _app(logdir, tmp_path)
    _get(client, f"{BASE}/runs")
    _ready(plugin, "team/fixed_slow")
    e = plugin.store.get("team/fixed_slow")
    step = e.analysis.steps[0].step
    gaps = [{"rank": i % 4, "step": step, "start_us": float(i), "dur_us": float(i), "before": "a", "after": "b",
             "peer_median_us": 0.0} for i in range(plugin_mod.SUMMARY_ROWS + 50)]
    e.analysis = tb_xrank.Analysis.build(**{**e.analysis.to_dict(), "gaps": gaps})
    s = _get(client, f"{BASE}/summary?run=team/fixed_slow")[1]
    assert s["truncated"] == {"gaps": len(gaps)}
    assert len(s["gaps"]) == plugin_mod.SUMMARY_ROWS
    assert min(g["dur_us"] for g in s["gaps"]) == 50.0  # the longest are kept
    assert len(_get(client, f"{BASE}/step?run=team/fixed_slow&step={step}")[1]["gaps"]) == len(gaps)


def test_beyond_its_limit_the_summary_keeps_the_named_collectives_and_the_largest_skews(big, monkeypatch):
    from tb_xrank import plugin as plugin_mod

    client, plugin, full = big
    assert _get(client, f"{BASE}/summary?run=big512")[1] == json.loads(plugin_mod.encode(
        plugin_mod.summary_of(tb_xrank.Analysis.from_json(full))))  # the route answers the view function
    s = json.loads(plugin_mod.encode(plugin_mod.summary_of(tb_xrank.Analysis.from_json(full), max_collectives=20)))
    a = json.loads(full)
    assert s["truncated"] == {"collectives": len(a["collectives"])}
    assert len(s["collectives"]) == 20
    ids = [c["id"] for c in s["collectives"]]
    assert {st["critical_collective"] for st in a["steps"]} <= set(ids)
    assert ids == [c["id"] for c in a["collectives"] if c["id"] in ids]  # in the Analysis' order
    assert sum(st["n_collectives"] for st in s["steps"]) == len(a["collectives"])


def _typed(body, t):
    """``body`` decoded strictly as the route type ``t`` (every key known, every value of its type)."""
    import msgspec

    return msgspec.json.decode(json.dumps(body), type=t)


def test_every_route_answers_in_its_generated_type(logdir, tmp_path, big):
    """Each route's answer decodes as its type of tb_xrank/model/routes.py, the one the frontend's types are
    generated from (contract.ts): runs, the summary (of a grouped run too, with its groups), one
    step, one collective with its window and propagation, the service answer without a replay."""
    from tb_xrank import model

    client, plugin = _app(logdir, tmp_path)
    code, runs = _get(client, f"{BASE}/runs")
    assert code == 200
    assert [_typed(r, model.RunStatus) for r in runs]
    _ready(plugin, "nccl_seed_intro")
    _ready(plugin, "team/fixed_slow")
    for run in ("nccl_seed_intro", "team/fixed_slow"):
        code, s = _get(client, f"{BASE}/summary?run={run}")
        assert code == 200
        summary = _typed(s, model.Summary)
        assert summary.collectives
        assert all(c.n_ranks >= 2 for c in summary.collectives)
        step = summary.steps[0].step
        assert _typed(_get(client, f"{BASE}/step?run={run}&step={step}")[1], model.StepDetail).step.step == step
        with_window = next(c.id for c in summary.collectives if c.id in json.loads(plugin.store.get(run).analysis
                                                                                        .to_json())["windows"])
        from urllib.parse import quote

        d = _typed(_get(client, f"{BASE}/collective?run={run}&id={quote(with_window)}")[1], model.CollectiveDetail)
        assert d.window is not None
        assert d.collective.ranks
        answer = _typed(_get(client, f"{BASE}/service?run={run}")[1], model.ServiceAnswer)
        assert answer.report is None
        assert answer.why
    big_client, _, _ = big
    s = _typed(_get(big_client, f"{BASE}/summary?run=big512")[1], model.Summary)
    assert s.grouped
    assert s.groups
    assert all(not c.ranks for c in s.collectives)
