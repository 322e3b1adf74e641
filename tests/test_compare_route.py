"""The compare route's choice of each run's span and steps (``span_a``/``steps_a``/``span_b``/``steps_b``), through
TensorBoard's WSGI app: the comparison the CLI's --span-a/--steps-a give, a strict 400 for anything else."""
import json
import threading
import time

import pytest

pytest.importorskip("tensorboard")

from conftest import PLUGIN_BASE as BASE, copy_run, get_json as _get, plugin_app as _app, settled_json as _settled  # noqa: E402
from tb_xrank.plugin import compare as compare_mod  # noqa: E402
from tb_xrank.plugin.compare import Choice, parse_choice  # noqa: E402

PAIR = f"{BASE}/compare?a=team/baseline&b=team/fixed_slow"


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    """``(client, plugin, logdir)`` with baseline (2 spans: steps 2..7, then 10..15) and fixed_slow (1 span, steps
    2..13), both analysed."""
    tmp = tmp_path_factory.mktemp("compare")
    logdir = tmp / "logs"
    copy_run("baseline", logdir / "team" / "baseline")
    copy_run("fixed_slow", logdir / "team" / "fixed_slow")
    client, plugin = _app(logdir, tmp)
    plugin.store.list()
    for name in ("team/baseline", "team/fixed_slow"):
        assert plugin.store.wait(name).state == "ready"
    return client, plugin, logdir


def test_span_a_1_matches_six_steps_and_decides_the_step_time(board):
    client, _, _ = board
    code, default = _settled(client, PAIR)
    assert code == 200
    assert default["a"]["span"] == 2
    assert len(default["matched"]["steps"]) == 4
    assert default["outcome"]["step_time"] == "inconclusive"
    code, first = _settled(client, PAIR + "&span_a=1")
    assert code == 200
    assert first["a"]["span"] == 1
    assert first["a"]["steps"] == [2, 3, 4, 5, 6, 7]
    assert first["matched"]["steps"] == [[s, s] for s in range(2, 8)]
    assert first["outcome"]["matched_steps"] == 6
    assert first["outcome"]["step_time"] == "higher"
    assert first["outcome"]["verdict"] == "worse"
    assert first["outcome"]["answer"].startswith("B got worse: its steps are slower than A's")
    # the latest span named is the store's own Analysis: the same answer as none named
    assert _settled(client, PAIR + "&span_a=2")[1] == default


def test_the_route_gives_what_the_cli_gives_for_the_same_span_and_steps(board, capsys):
    client, _, logdir = board
    code, body = _settled(client, PAIR + "&span_a=1&steps_a=3:6&steps_b=3:")
    assert code == 200
    assert body["matched"]["steps"] == [[s, s] for s in range(3, 7)]
    assert body["b"]["steps"] == list(range(3, 14))
    from tb_xrank.cli import main

    main(["compare", str(logdir / "team" / "baseline"), str(logdir / "team" / "fixed_slow"), "--span-a", "1",
          "--steps-a", "3:6", "--steps-b", "3:", "--format", "json", "-q"])
    cli = json.loads(capsys.readouterr().out)
    for side in ("a", "b"):
        cli[side]["run"] = body[side]["run"]  # the CLI names runs by directory, the plugin by logdir-relative name
    assert cli == body


@pytest.mark.parametrize("query,says", [
    ("span_a=0", "'span_a' must be a span number (1 to 2), not '0'"),
    ("span_a=-1", "'span_a' must be a span number"),
    ("span_a=1.0", "'span_a' must be a span number"),
    ("span_a=01", "'span_a' must be a span number"),
    ("span_a=%201", "'span_a' must be a span number"),
    ("span_a=1e1", "'span_a' must be a span number"),
    ("span_a=", "'span_a' must be a span number"),
    ("span_a=..%2F..%2Fetc", "'span_a' must be a span number"),
    ("span_a=99999999999999999999", "'span_a' must be a span number"),
    ("span_a=3", "'span_a' is 3, but the run has 2 spans (1 to 2) (run 'team/baseline')"),
    ("span_b=2", "'span_b' is 2, but the run has 1 span (1 to 1) (run 'team/fixed_slow')"),
    ("span_a=1&span_a=2", "'span_a' given 2 times"),
    ("steps_a=:", "'steps_a' must be A:B, A: or :B"),
    ("steps_a=3", "'steps_a' must be A:B"),
    ("steps_a=3:2", "'steps_a' must be A:B with A <= B, not '3:2'"),
    ("steps_a=-1:4", "'steps_a' must be A:B"),
    ("steps_b=a:b", "'steps_b' must be A:B"),
    ("steps_b=1:2:3", "'steps_b' must be A:B"),
    ("steps_b=%203:4", "'steps_b' must be A:B"),
    ("steps_b=1234567890:", "'steps_b' must be A:B"),
    ("steps_b=2:4&steps_b=5:6", "'steps_b' given 2 times"),
])
def test_a_bad_span_or_steps_is_a_400_that_says_why(board, query, says):
    client, _, _ = board
    code, body = _get(client, f"{PAIR}&{query}")
    assert code == 400, (query, code, body)
    assert says in body, (query, code, body)


def test_a_chosen_span_answers_202_with_its_progress_while_it_is_analysed(board, monkeypatch):
    client, _, _ = board
    gate = threading.Event()
    real = compare_mod.analyze_run

    def slow(files, settings, progress=None):
        progress(1, 2, 50, 100, 0.1)
        gate.wait(30)
        return real(files, settings, progress)
    monkeypatch.setattr(compare_mod, "analyze_run", slow)
    code, body = _get(client, PAIR + "&steps_b=4:11")
    assert code == 202
    assert body["b"]["state"] == "loading"
    assert body["b"]["steps"] == "4:11"
    assert body["a"]["state"] == "ready"
    assert body["a"]["span"] is None  # A is the store's Analysis
    for _ in range(100):
        if _get(client, PAIR + "&steps_b=4:11")[1]["b"]["progress"] > 0:
            break
        time.sleep(0.02)
    assert _get(client, PAIR + "&steps_b=4:11")[1]["b"]["progress"] == pytest.approx(0.45)
    gate.set()
    code, body = _settled(client, PAIR + "&steps_b=4:11")
    assert code == 200
    assert body["b"]["steps"] == list(range(4, 12))


def test_parse_choice_reads_digits_and_a_colon_only():
    assert parse_choice("a", [], [], 2) == Choice()
    assert parse_choice("a", ["2"], ["3:"], 2) == Choice(2, (3, None))
    assert parse_choice("b", [], [":7"], 1) == Choice(None, (None, 7))
    assert Choice(None, (None, 7)).steps_text() == ":7"
    assert Choice(1).steps_text() is None
    with pytest.raises(ValueError, match="'span_b' is 2, but the run has 1 span "):
        parse_choice("b", ["2"], [], 1)
    with pytest.raises(ValueError, match="must be a span number"):
        parse_choice("a", ["١"], [], 2)  # an Arabic-Indic one is a digit to str.isdigit and int(), not here
