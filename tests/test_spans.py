"""The plugin's window routes (tb_xrank/plugin/spans.py), through TensorBoard's WSGI app: ``overtime?run=`` is the
CLI's ``analyze --over-time`` document, computed in the background (202 with progress, 500 on failure); ``span=N``
on the data routes is the CLI's ``--span N``; a bad span is a 400 and nothing of the query string reaches the
filesystem."""
import builtins
import json
import os
import threading
from urllib.parse import quote

import pytest

pytest.importorskip("tensorboard")

from conftest import PLUGIN_BASE as BASE, copy_run, get_json as _get, plugin_app as _app  # noqa: E402
from tb_xrank.cli import main  # noqa: E402
from tb_xrank.plugin import spans  # noqa: E402

RUN = "team/overtime_onset"


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """``(client, plugin, logdir)``: overtime_onset (5 windows x 4 ranks, rank 2 from step 20) under team/."""
    tmp = tmp_path_factory.mktemp("spans")
    copy_run("overtime_onset", tmp / "logs" / "team" / "overtime_onset")
    client, plugin = _app(tmp / "logs", tmp)
    _get(client, f"{BASE}/runs")
    assert plugin.store.wait(RUN).state == "ready"
    yield client, plugin, tmp / "logs"
    plugin._overtimes.close()
    plugin._variants.close()


def _answer(client, url, tries=600):
    """The route's answer once it is no longer 202 (a window or the run over time computed in the background)."""
    import time

    for _ in range(tries):
        code, body = _get(client, url)
        if code != 202:
            return code, body
        assert body["state"] == "loading"
        assert 0 <= body["progress"] <= 1
        time.sleep(0.05)
    raise AssertionError(f"{url} still loading")


def test_overtime_is_the_cli_document(served, capsys):
    client, _, logdir = served
    code, body = _answer(client, f"{BASE}/overtime?run={RUN}")
    assert code == 200
    assert body["schema"] == "tb_xrank.overtime/1"
    assert body["run"] == RUN
    v = body["verdict"]
    assert (v["class"], v["ranks"], v["since_span"], v["since_step"]) == ("fixed", [2], 3, 20)
    tokens = next(s for s in body["scalars"] if s["name"] == "tokens" and s["rank"] == 2)
    assert tokens["tracks"]
    assert tokens["points_to"] == "workload"
    assert len(tokens["values"]) == 30
    assert main(["analyze", str(logdir / "team" / "overtime_onset"), "--over-time", "--format", "json", "-q"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert body == {**cli, "run": RUN}
    assert cli["run"] == "overtime_onset"


@pytest.mark.parametrize("span", [1, 3, 5])
def test_span_n_on_the_data_routes_is_the_cli_span(served, span, capsys):
    client, plugin, logdir = served
    code, a = _answer(client, f"{BASE}/analysis?run={RUN}&span={span}")
    assert code == 200
    assert a["span"] == span
    assert a["spans"] == 5
    assert main(["analyze", str(logdir / "team" / "overtime_onset"), "--span", str(span), "--format", "json",
                 "-q"]) == 0
    assert a == {**json.loads(capsys.readouterr().out), "run": RUN}
    code, s = _answer(client, f"{BASE}/summary?run={RUN}&span={span}")
    assert code == 200
    assert s["span"] == span
    assert [x["step"] for x in s["steps"]] == [x["step"] for x in a["steps"]]
    first = a["steps"][0]["step"]
    code, d = _answer(client, f"{BASE}/step?run={RUN}&span={span}&step={first}")
    assert code == 200
    assert d["step"]["step"] == first
    cid = a["collectives"][0]["id"]
    code, c = _answer(client, f"{BASE}/collective?run={RUN}&span={span}&id={quote(cid)}")
    assert code == 200
    assert c["collective"]["id"] == cid
    assert c["collective"]["step"] in range(first, first + 6)
    if span != plugin.store.get(RUN).analysis.span:  # another window's step is not the latest's
        assert _get(client, f"{BASE}/step?run={RUN}&step={first}")[0] == 404


def test_no_span_is_the_latest_window(served):
    client, plugin, _ = served
    code, s = _get(client, f"{BASE}/summary?run={RUN}")
    assert code == 200
    assert s["span"] == 5 == plugin.store.get(RUN).analysis.span
    assert _answer(client, f"{BASE}/summary?run={RUN}&span=5")[1] == s


@pytest.mark.parametrize("query", ["span=0", "span=6", "span=-1", "span=1.5", "span=01", "span=%201", "span=",
                                   "span=all", "span=1&span=2", "span=..%2F..%2Fetc%2Fpasswd",
                                   "span=%2e%2e%2fxrank-probe", "span=/tmp/xrank-probe", "span=1e0"])
@pytest.mark.parametrize("route", ["summary", "analysis", "step", "collective", "export"])
def test_a_bad_span_is_a_400_and_never_a_path(served, monkeypatch, route, query):
    client, _, _ = served
    touched = []
    real_open, real_stat, real_listdir = builtins.open, os.stat, os.listdir

    def spy(real):
        def f(path, *a, **k):
            touched.append(str(path))
            return real(path, *a, **k)
        return f
    monkeypatch.setattr(builtins, "open", spy(real_open))
    monkeypatch.setattr(os, "stat", spy(real_stat))
    monkeypatch.setattr(os, "listdir", spy(real_listdir))
    extra = {"step": "&step=20", "collective": "&id=0:1"}.get(route, "")
    code, body = _get(client, f"{BASE}/{route}?run={RUN}{extra}&{query}")
    monkeypatch.undo()
    assert code == 400, (route, query, code, body)
    assert "span" in body, (route, query, code, body)
    assert not [p for p in touched if "xrank-probe" in p or "passwd" in p], touched


@pytest.mark.parametrize("query,code", [("", 400), ("?run=", 400), ("?run=nope", 404), ("?run=..%2F..%2Fetc", 404),
                                        ("?run=team", 404), ("?run=%2e%2e%2fteam%2fovertime_onset", 404)])
def test_overtime_rejects_bad_run_names(served, query, code):
    client, _, _ = served
    assert _get(client, f"{BASE}/overtime{query}")[0] == code


def test_export_of_a_window_names_it(served):
    client, _, _ = served
    _answer(client, f"{BASE}/summary?run={RUN}&span=2")
    r = client.get(f"{BASE}/export?run={RUN}&span=2&gzip=0")
    assert r.status_code == 200
    assert r.headers["Content-Disposition"] == 'attachment; filename="team_overtime_onset.span2.merged.json"'
    names = {e["name"] for e in json.loads(r.get_data())["traceEvents"] if e.get("name", "").startswith("ProfilerStep#")}
    assert names == {f"ProfilerStep#{n}" for n in range(10, 16)}  # window 2: steps 10-15


def test_overtime_answers_202_with_progress_then_500_on_failure(tmp_path, monkeypatch):
    copy_run("overtime_stall", tmp_path / "logs" / "overtime_stall")
    gate = threading.Event()
    import tb_xrank.overtime as overtime_mod

    def slow(files, settings, progress=None):
        progress(1, 4, 50, 100, 0.1)
        gate.wait(30)
        raise RuntimeError("window 4 is damaged")
    monkeypatch.setattr(overtime_mod, "analyze_over_time", slow)
    client, plugin = _app(tmp_path / "logs", tmp_path)
    try:
        _get(client, f"{BASE}/runs")
        assert plugin.store.wait("overtime_stall").state == "ready"
        code, body = _get(client, f"{BASE}/overtime?run=overtime_stall")
        assert code == 202
        assert body["state"] == "loading"
        assert body["name"] == "overtime_stall"
        for _ in range(200):
            if _get(client, f"{BASE}/overtime?run=overtime_stall")[1]["progress"] > 0:
                break
            threading.Event().wait(0.02)
        total = sum(f.size for i in range(5) for f in plugin.store.get("overtime_stall").files.span(i))
        assert _get(client, f"{BASE}/overtime?run=overtime_stall")[1]["progress"] == pytest.approx(
            0.95 * 50 / total, abs=1e-3)
        gate.set()
        code, body = _answer(client, f"{BASE}/overtime?run=overtime_stall")
        assert code == 500
        assert body["error"] == "RuntimeError: window 4 is damaged"
        assert _get(client, f"{BASE}/summary?run=overtime_stall")[0] == 200  # the latest window is still served
    finally:
        gate.set()
        plugin._overtimes.close()


def test_span_progress_is_one_fraction_over_the_spans():
    got = []
    p = spans.SpanProgress(400, got.append)
    for call in [(1, 2, 50, 100), (2, 2, 100, 100),  # window 1: 2 files of 50 bytes
                 (2, 2, 100, 100),  # window 2: one file cached (50 bytes counted from the start), the other read
                 (1, 2, 60, 200), (2, 2, 200, 200)]:  # window 3
        p(*call, 0.0)
    assert got == [50 / 400, 100 / 400, 200 / 400, 260 / 400, 400 / 400]
