"""The compare route's ``exchange=R1:R2`` (``tb-xrank compare A B --exchange R1:R2``), through TensorBoard's WSGI
app: the exchange the CLI gives, recognised from B's shapes without the parameter, a strict 400 for anything else."""
import json

import pytest

pytest.importorskip("tensorboard")

from conftest import PLUGIN_BASE as BASE, copy_run, plugin_app as _app, settled_json as _settled  # noqa: E402
from tb_xrank.plugin.compare import parse_exchange  # noqa: E402

W = f"{BASE}/compare?a=x/exchange_workload_a&b=x/exchange_workload_b"
P = f"{BASE}/compare?a=x/exchange_placement_a&b=x/exchange_placement_b"


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("exchange")
    logdir = tmp / "logs"
    names = ("exchange_workload_a", "exchange_workload_b", "exchange_placement_a", "exchange_placement_b")
    for n in names:
        copy_run(n, logdir / "x" / n)
    client, plugin = _app(logdir, tmp)
    plugin.store.list()
    for n in names:
        assert plugin.store.wait(f"x/{n}").state == "ready"
    return client, plugin, logdir


def test_workload_exchange_is_recognised_without_the_parameter(board):
    client, _, _ = board
    code, body = _settled(client, W)
    assert code == 200
    ex = body["exchange"]
    assert sorted(ex["swapped"]) == [0, 2]
    assert ex["verdict"] == "workload"
    assert ex["followed"] == {"before": 2, "after": 0}
    assert ex["steps"] > 0
    assert ex["p_value"] < 0.01
    assert ex["basis"]
    assert ex["not_held_equal"]


def test_placement_exchange_named_gives_what_the_cli_gives(board, capsys):
    client, _, logdir = board
    code, body = _settled(client, P + "&exchange=0:2")
    assert code == 200
    assert body["exchange"]["verdict"] == "placement"
    assert body["exchange"]["followed"] == {"before": 2, "after": 2}
    from tb_xrank.cli import main

    main(["compare", str(logdir / "x" / "exchange_placement_a"), str(logdir / "x" / "exchange_placement_b"),
          "--exchange", "0:2", "--format", "json", "-q"])
    cli = json.loads(capsys.readouterr().out)
    assert cli["exchange"] == body["exchange"]


def test_no_exchange_between_runs_whose_shapes_show_none(board):
    client, _, _ = board
    code, body = _settled(client, f"{BASE}/compare?a=x/exchange_workload_a&b=x/exchange_workload_a")
    assert code == 200
    assert body.get("exchange") is None


@pytest.mark.parametrize("value,says", [
    ("2:2", "two different ranks"),
    ("0:4", "names rank 4, but the runs have 4 ranks"),
    ("-1:2", "must be R1:R2"),
    ("0", "must be R1:R2"),
    ("0:1:2", "must be R1:R2"),
    ("a:b", "must be R1:R2"),
    ("01:2", "must be R1:R2"),
    ("0.0:2", "must be R1:R2"),
    ("%200:2", "must be R1:R2"),
    ("", "must be R1:R2"),
    ("0:99999999999", "must be R1:R2"),
])
def test_bad_exchange_is_a_400(board, value, says):
    client, _, _ = board
    code, body = _settled(client, W + "&exchange=" + value)
    assert code == 400, body
    assert says in json.dumps(body) if not isinstance(body, str) else says in body


def test_exchange_given_twice_is_a_400(board):
    client, _, _ = board
    code, body = _settled(client, W + "&exchange=0:2&exchange=0:2")
    assert code == 400
    assert "given 2 times" in str(body)


def test_parse_exchange():
    assert parse_exchange([], 4) is None
    assert parse_exchange(["3:0"], 4) == [3, 0]
    for bad in ("1:1", "4:0", "+1:2", " 1:2"):
        with pytest.raises(ValueError):
            parse_exchange([bad], 4)

