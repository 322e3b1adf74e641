"""End to end, the Over time tab and the window selector: a TensorBoard with the xrank plugin alone over the three
recorded over-time runs (5 windows x 6 steps, 4 ranks), driven in headless Chromium (frontend/e2e/overtime.mjs); what
the tab draws is checked against the ``overtime?run=`` JSON it was drawn from. Screenshots:
test-artifacts/xrank-over-time-<run>.png."""
import json
import os
import subprocess
import time
import urllib.request

import pytest

from conftest import ROOT, copy_run, stop_group
from tb_xrank.reports.palette import COLORS
from test_e2e import ARTIFACTS, CHROMIUM, RAW_JSON, _start, _url

pytestmark = [pytest.mark.e2e, pytest.mark.browser]
RUNS = ("overtime_onset", "overtime_hot", "overtime_stall")
HELD, NOISE = COLORS["held"], COLORS["noise"]


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("logs_overtime")
    for name in RUNS:
        copy_run(name, logdir / name)
    proc = _start(logdir, tmp_path_factory.mktemp("cache_overtime"), only_xrank=True)
    url = _url(proc)
    try:
        for _ in range(600):
            runs = json.load(urllib.request.urlopen(url + "data/plugin/xrank/runs"))
            if len(runs) == len(RUNS) and all(r["state"] == "ready" for r in runs):
                break
            time.sleep(0.2)
        else:
            pytest.fail(f"the runs did not all load: {runs}")
        yield url
    finally:
        stop_group(proc)


def _served(url, run):
    """The route's document, once computed (the tab drew from the same)."""
    for _ in range(600):
        with urllib.request.urlopen(f"{url}data/plugin/xrank/overtime?run={run}") as r:
            if r.status == 200:
                return json.load(r)
        time.sleep(0.2)
    raise AssertionError(f"overtime?run={run} still loading")


def _drive(url, shot, *actions):
    r = subprocess.run(["node", os.path.join(ROOT, "frontend", "e2e", "overtime.mjs"), url, shot, *actions],
                       capture_output=True, text=True, timeout=240, env=dict(os.environ, CHROMIUM=CHROMIUM))
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert not out["errors"], out["errors"]
    return out


def _page(url, run, tab="overtime", extra=""):
    return f"{url}data/plugin/xrank/index.html?run={run}&tab={tab}{extra}"


def _ms(us):
    return round(us / 1000, 3)


def _check_steps(out, d):
    """The step chart draws every step of the JSON: the slowest rank's time, the holder's colour and number, the
    ranks' median, and a band per window."""
    assert [b["step"] for b in out["bars"]] == [s["step"] for s in d["steps"]]
    for b, s in zip(out["bars"], d["steps"]):
        assert b["ms"] == _ms(s["time_max_us"])
        assert b["color"] == (HELD if s["held_by"] and not s["warmup"] else NOISE if not s["warmup"] else b["color"])
        assert b["label"] == (",".join(map(str, s["held_by"])) if s["held_by"] and not s["warmup"] else None)
    assert out["median"] == [{"step": s["step"], "ms": _ms(s["time_us"])} for s in d["steps"]]
    assert [(b["from"], b["to"]) for b in out["bands"]] == [(w["first_step"] - 0.5, w["last_step"] + 0.5)
                                                            for w in d["windows"]]
    for b, w in zip(out["bands"], d["windows"]):
        assert b["name"].startswith(f"window {w['span']}\n")
        assert (" · one-off" in b["name"]) == w["unusual"]
    assert len(out["windows"]) == len(d["windows"])
    assert out["y_name"].startswith("ms per step")
    assert "training step (ProfilerStep#" in out["legend"]


def test_the_onset_run_draws_its_verdict_onset_and_tokens_as_the_route_says(board):
    d = _served(board, "overtime_onset")
    shot = os.path.join(ARTIFACTS, "xrank-over-time-overtime_onset.png")
    os.makedirs(ARTIFACTS, exist_ok=True)
    out = _drive(_page(board, "overtime_onset"), shot)
    v = d["verdict"]
    assert (v["class"], v["ranks"], v["since_span"], v["since_step"]) == ("fixed", [2], 3, 20)  # the recorded truth
    assert out["verdict"] == {"class": "fixed", "ranks": "2", "since_span": "3", "since_step": "20",
                              "follows": "workload", "text": out["verdict"]["text"]}
    assert out["verdict"]["text"].startswith("fixed straggler rank 2 since window 3, step 20 — held back 12 of 30 "
                                             "steps over 5 windows")
    _check_steps(out, d)
    assert out["lines"] == [{"x": 19.5, "name": "onset: step 20"}]
    assert out["end"] is None
    assert out["onset"] == v["onset"]["text"]
    assert "Fisher" in out["onset"]
    # the one scalar that tracks the straggler, drawn against its work: rank 2's tokens, pointing to the data
    tracked = [s for s in d["scalars"] if s["tracks"] and s["rank"] is not None]
    assert [(s["name"], s["rank"], s["points_to"]) for s in tracked] == [("tokens", 2, "workload")]
    [sc] = out["scalars"]
    assert (sc["name"], sc["rank"], sc["points_to"]) == ("tokens", 2, "workload")
    assert sc["caption"] == tracked[0]["basis"]
    assert "8.21x" in sc["caption"]
    work, peers, logged = sc["series"]
    assert (work["axis"], logged["axis"]) == (0, 1)
    assert logged["name"] == "rank 2's tokens (as logged)"
    assert logged["data"] == [[int(k), val] for k, val in sorted(tracked[0]["values"].items(), key=lambda kv: int(kv[0]))]
    assert work["data"] == [[s["step"], _ms(s["work_us"]["2"])] for s in d["steps"]]
    assert sc["y_names"] == ["ms of own work per step", "tokens (as logged)"]
    assert not any(RAW_JSON.search(t) for t in out["story"])
    assert os.path.getsize(shot) > 30_000


def test_the_stall_run_is_no_straggler_with_its_one_off_window(board):
    d = _served(board, "overtime_stall")
    out = _drive(_page(board, "overtime_stall"), os.path.join(ARTIFACTS, "xrank-over-time-overtime_stall.png"))
    assert out["verdict"]["class"] == "none" == d["verdict"]["class"]
    assert out["lines"] == []
    assert out["verdict"]["text"].startswith("no straggler — 1 of 30 steps held back over 5 windows")
    _check_steps(out, d)
    assert [b["step"] for b in out["bars"] if b["label"]] == [28]
    assert out["bands"][3]["name"].endswith(" · one-off")
    assert out["scalars"] == []
    assert out["no_scalar"].startswith("No scalar tracks the straggler")
    assert any(t.startswith("One-off in window 4: rank 3 held step 28 back") for t in out["story"])


def test_the_hot_run_draws_temperature_as_placement_from_the_first_window(board):
    d = _served(board, "overtime_hot")
    out = _drive(_page(board, "overtime_hot"), os.path.join(ARTIFACTS, "xrank-over-time-overtime_hot.png"))
    assert out["verdict"]["text"].startswith("fixed straggler rank 1 from the first window — held back 24 of 30 steps")
    assert d["verdict"]["critical_counts"]["1"] == 24
    assert out["verdict"]["follows"] == "placement" == d["verdict"]["follows"]
    _check_steps(out, d)
    assert [(s["name"], s["rank"], s["points_to"]) for s in out["scalars"]] == [("temperature", 1, "placement")]


def test_a_step_opens_in_its_window_and_back_returns(board):
    out = _drive(_page(board, "overtime_onset"), "-", "step:20", "back")
    opened, back = out["after"]
    assert opened["tab"] == "aligned"
    assert "span=3" in opened["address"]
    assert "step=20" in opened["address"]
    assert opened["window"] == "3"
    assert opened["step"] == "20"
    assert opened["steps"] == [str(n) for n in range(18, 24)]
    assert "span=3" in opened["download"]
    assert back["tab"] == "overtime"
    assert back["window"] == "all"
    assert "span=" not in back["address"]


def test_the_window_selector_shows_one_window_then_all_and_back_retraces(board):
    out = _drive(_page(board, "overtime_onset", "aligned"), os.path.join(ARTIFACTS, "xrank-window-overtime_onset.png"),
                 "window:2", "window:all", "back", "window:", "back", "back")
    first = out["first"]
    assert first["windows"] == ["latest window (5 of 5)", *[f"window {i} of 5" for i in range(1, 6)],
                                "all windows (Over time)"]
    assert first["window"] == ""
    assert first["steps"] == [str(n) for n in range(34, 40)]
    assert "span=" not in first["download"]
    two, every, back, latest, back2, back3 = out["after"]
    assert two["tab"] == "aligned"
    assert "span=2" in two["address"]
    assert two["window"] == "2"
    assert two["steps"] == [str(n) for n in range(10, 16)]
    assert "span=2" in two["download"]
    assert every["tab"] == "overtime"
    assert every["window"] == "all"
    assert "span=" not in every["address"]
    assert back["tab"] == "aligned"
    assert back["window"] == "2"
    assert back["steps"] == two["steps"]
    assert latest["tab"] == "aligned"
    assert latest["window"] == ""
    assert latest["steps"] == first["steps"]
    assert back2["window"] == "2"
    assert back3["window"] == ""
    assert back3["steps"] == first["steps"]


def test_a_window_link_restores_the_window_and_its_step(board):
    out = _drive(_page(board, "overtime_onset", "aligned", "&span=2&step=12"), "-")
    assert out["first"]["window"] == "2"
    assert out["first"]["step"] == "12"


def test_the_missing_evidence_tab_shows_the_runs_measurement_limits(board):
    d = _served(board, "overtime_onset")["limits"]
    out = _drive(_page(board, "overtime_onset", "evidence", "&section=limits"),
                 os.path.join(ARTIFACTS, "xrank-limits-overtime_onset.png"), "limits")
    for note in d["notes"]:
        assert note in out["limits"]
    assert "record_shapes on" in out["limits"]
    assert "with_stack off" in out["limits"]
    assert d["schedule"]["text"] in out["limits"]
    assert "No warning, error or dropped-record line" in out["limits"]
