"""The Aligned tab's service view (issue 28): ``service?run=[&replay=]`` finds the replay lying beside a run in the
logdir (the replay script's record names the run) and answers what ``tb-xrank service RUN REPLAY --format json``
prints; the tab draws each collective's tail against its replayed service from that answer (headless Chromium)."""
import json
import os
import shutil
import subprocess
import sys

import pytest

pytest.importorskip("tensorboard")

from conftest import PLUGIN_BASE as BASE, ROOT, get_json, plugin_app, settled_json  # noqa: E402

ZOO = os.path.join(ROOT, "fixtures", "collectives", "zoo")


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    """A logdir with the zoo, its replay (4 gloo processes, 2 repetitions) and a run that has no replay."""
    tmp = tmp_path_factory.mktemp("service")
    logdir = tmp / "logs"
    shutil.copytree(ZOO, logdir / "zoo")
    shutil.copytree(os.path.join(ROOT, "fixtures", "runs", "fixed_slow"), logdir / "fixed_slow")
    script = tmp / "replay.py"
    subprocess.run([sys.executable, "-m", "tb_xrank.cli", "replay", str(logdir / "zoo"), "-o", str(script),
                    "--repeat", "2", "-q"], check=True, timeout=300)
    r = subprocess.run([sys.executable, str(script), "--spawn", "4", "--backend", "gloo", "--out",
                        str(logdir / "zoo_replay")], capture_output=True, text=True, timeout=300, cwd=tmp)
    assert r.returncode == 0, r.stderr[-3000:]
    client, plugin = plugin_app(logdir, tmp)
    plugin.store.list()
    for n in ("zoo", "zoo_replay", "fixed_slow"):
        assert plugin.store.wait(n, 120).state == "ready"
    return client, logdir


def test_the_replay_beside_the_run_is_found_and_answers_as_the_cli(board, capsys):
    client, logdir = board
    code, body = settled_json(client, f"{BASE}/service?run=zoo")
    assert code == 200
    assert body["replay"] == "zoo_replay"
    assert body["why"] is None
    from tb_xrank.cli import main

    main(["service", str(logdir / "zoo"), str(logdir / "zoo_replay"), "--format", "json", "-q"])
    cli = json.loads(capsys.readouterr().out)
    assert body["report"] == cli
    assert len(body["report"]["service"]) > 20
    assert not body["report"]["not_replayed"]
    assert settled_json(client, f"{BASE}/service?run=zoo&replay=zoo_replay") == (code, body)


def test_a_run_without_a_replay_says_how_to_make_one(board):
    client, _ = board
    for run in ("fixed_slow", "zoo_replay"):  # a replay has no replay of its own
        code, body = settled_json(client, f"{BASE}/service?run={run}")
        assert code == 200
        assert body["replay"] is None
        assert body["report"] is None
        assert "tb-xrank replay" in body["why"]


@pytest.mark.parametrize("query,code,says", [
    ("run=zoo&replay=fixed_slow", 400, "no replay of run 'zoo'"),
    ("run=fixed_slow&replay=zoo_replay", 400, "no replay of run 'fixed_slow'"),
    ("run=zoo&replay=zoo_replay&replay=zoo_replay", 400, "given more than once"),
    ("run=zoo&replay=../zoo_replay", 404, "no run named"),
    ("run=nope", 404, "no run named"),
    ("replay=zoo_replay", 400, "missing 'run'"),
])
def test_bad_queries_are_refused_in_their_terms(board, query, code, says):
    client, _ = board
    got, body = get_json(client, f"{BASE}/service?{query}")
    assert got == code
    assert says in str(body)


@pytest.mark.e2e
@pytest.mark.browser
def test_the_aligned_tab_draws_the_tails_against_the_replayed_service(board, tmp_path):
    from test_e2e import walked

    client, logdir = board
    _, body = settled_json(client, f"{BASE}/service?run=zoo")
    with walked(logdir, tmp_path / "cache", ["zoo"]) as seen:
        tab = seen["zoo"][1]["aligned"]
    chart = [c for c in tab["charts"] if c["name"] == "service"]
    assert len(chart) == 1
    rows = body["report"]["service"]
    shown = chart[0]["y"][0]
    assert shown == [x["collective"] for x in rows][:len(shown)]
    assert len(shown) >= min(len(rows), 20)
    tails, services = (s["data"] for s in chart[0]["series"][:2])
    by_id = {x["collective"]: x for x in rows}
    for cid, t, s in zip(shown, tails, services):
        want_t, want_s = by_id[cid]["tail_us"], by_id[cid]["service_us"]
        assert (t if not isinstance(t, dict) else t["value"]) == pytest.approx(
            None if want_t is None else want_t / 1000, abs=1e-3)
        assert (s if not isinstance(s, dict) else s["value"]) == pytest.approx(want_s / 1000, abs=1e-3)
    for sentence in body["report"]["summary"]:
        assert sentence in tab["text"]
    assert body["report"]["bandwidth_from"] in tab["text"]
