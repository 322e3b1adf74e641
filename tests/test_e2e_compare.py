"""End to end, the Compare tab's span and steps pickers: a TensorBoard with the xrank plugin alone over baseline
(both of its spans: steps 2..7, then 10..15) and fixed_slow (steps 2..13), driven in headless Chromium."""
import json
import time
import urllib.request

import pytest

from conftest import copy_run, stop_group
from test_e2e import _drive, _start, _url

pytestmark = [pytest.mark.e2e, pytest.mark.browser]


@pytest.fixture(scope="module")
def pair(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("logs_pair")
    copy_run("baseline", logdir / "baseline")
    copy_run("fixed_slow", logdir / "fixed_slow")
    proc = _start(logdir, tmp_path_factory.mktemp("cache_pair"), only_xrank=True)
    url = _url(proc)
    try:
        for _ in range(600):
            runs = json.load(urllib.request.urlopen(url + "data/plugin/xrank/runs"))
            if len(runs) == 2 and all(r["state"] == "ready" for r in runs):
                break
            time.sleep(0.2)
        else:
            pytest.fail(f"the runs did not all load: {runs}")
        yield f"{url}data/plugin/xrank/index.html?run=baseline&tab=compare&a=baseline&b=fixed_slow"
    finally:
        stop_group(proc)


def test_a_link_with_span_a_restores_the_picker_and_decides_the_step_time(pair):
    out = _drive(f"{pair}&span_a=1&steps_b=2:9", "-", "--compare")
    assert (out["a"], out["span_a"], out["steps_a"]) == ("baseline", "1", "")
    assert (out["b"], out["span_b"], out["steps_b"]) == ("fixed_slow", "", "2:9")
    assert out["spans_a"] == ["latest span", "span 1 of 2", "span 2 of 2"]
    assert out["spans_b"] == ["latest span", "span 1 of 1"]
    assert "span_a=1" in out["address"]
    assert "steps_b=2%3A9" in out["address"]
    assert out["headline"].startswith("B got worse: its steps are slower than A's")
    assert out["verdicts"]["step_time_max_p50_us"] == "higher · worse"
    assert "Compared 6 steps" in out["sections"]["unmatched"]


def test_picking_a_span_recomputes_and_the_address_follows(pair):
    out = _drive(pair, "-", "--compare", "span of A=1")
    assert out["span_a"] == "1"
    assert "span_a=1" in out["address"]
    assert out["verdicts"]["step_time_max_p50_us"] == "higher · worse"
    # the default: baseline's latest span, 4 steps matched, too few to decide the step time
    out = _drive(f"{pair}&span_a=1", "-", "--compare", "span of A=")
    assert out["span_a"] == ""
    assert "span_a" not in out["address"]
    assert out["verdicts"]["step_time_max_p50_us"] == "inconclusive · too few steps"


def test_steps_picked_narrow_the_matched_steps(pair):
    out = _drive(f"{pair}&span_a=1", "-", "--compare", "steps of A=3:6")
    assert out["steps_a"] == "3:6"
    assert "steps_a=3%3A6" in out["address"]
    assert "Compared 4 steps" in out["sections"]["unmatched"]
    assert set(out["verdicts"].values()) == {"inconclusive · too few steps"}
