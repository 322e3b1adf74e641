"""The process-group mesh, decided once in Python (tb_xrank/diagnose/mesh.py): a grouped run's Analysis carries the
ways its tabs group ranks (``groupings``), made of the same families as the straggler verdict's mesh positions."""
import json

import pytest

import tb_xrank
from tb_xrank.diagnose import mesh
from tb_xrank.plugin import encode, summary_of

TP = 8  # ranks per tensor-parallel group


@pytest.fixture(scope="module")
def two_hosts(tmp_path_factory):
    """128 ranks x 3 steps on two hosts of 64 (node2, node10), 8 tensor-parallel groups of 8 per host (tp0 … tp15),
    8 data-parallel groups of 16 across them (dp0 … dp7: one rank of each tp group) and a global all-reduce."""
    from fixtures.gen_nccl import simulate, write_run

    world = 128
    pgs = {"0": tuple(range(world)), **{f"tp{g}": tuple(range(TP * g, TP * g + TP)) for g in range(world // TP)},
           **{f"dp{p}": tuple(range(p, world, TP)) for p in range(TP)}}
    host = lambda r: "node2" if r < 64 else "node10"  # noqa: E731

    def program(step, rank):
        return [("compute", "aten::mm", "gemm_kernel", 3_000.0, [[1024, 1024], [1024, 1024]]),
                ("collective", "allreduce", f"tp{rank // TP}", 1 << 18, 80.0),
                ("collective", "allreduce", f"dp{rank % TP}", 1 << 18, 80.0),
                ("collective", "allreduce", "0", 1 << 20, 300.0), ("sync",)]
    out = tmp_path_factory.mktemp("mesh") / "two_hosts"
    ev, _ = simulate(world, program, 3, pgs, host, {"node2": 0.0, "node10": 50.0})
    write_run(str(out), world, ev, pgs, host)
    return tb_xrank.analyze(str(out), cache=False)


def _plain(g):
    return [(x.key, x.label, x.ranks) for x in g.groups]


def test_a_grouped_run_carries_its_groupings(two_hosts):
    a = two_hosts
    assert a.grouped
    assert [(g.by, g.label, g.noun, g.plural) for g in a.groupings] == [
        ("host", "host", "host", "hosts"),
        ("pg:dp0", "process group (8 groups of 16: dp0, dp1 … dp7)", "process group", "process groups"),
        ("dp0", "position in the process groups of 16 (dp0, dp1 … dp7)", "position", "positions"),
        ("pg:tp0", "process group (16 groups of 8: tp0, tp1 … tp15)", "process group", "process groups"),
        ("tp0", "position in the process groups of 8 (tp0, tp1 … tp15)", "position", "positions"),
    ]
    host, by_dp, dp_pos, by_tp, tp_pos = a.groupings
    assert _plain(host) == [("node2", "node2", list(range(64))), ("node10", "node10", list(range(64, 128)))]
    assert _plain(by_tp) == [(f"tp{g}", f"pg tp{g}", list(range(TP * g, TP * g + TP))) for g in range(16)]
    assert _plain(tp_pos) == [(f"pos {p}", f"position {p}", list(range(p, 128, TP))) for p in range(TP)]
    assert _plain(by_dp) == [(f"dp{p}", f"pg dp{p}", list(range(p, 128, TP))) for p in range(TP)]
    assert _plain(dp_pos) == [(f"pos {i}", f"position {i}", list(range(TP * i, TP * i + TP))) for i in range(16)]
    # the straggler verdict's mesh is made of the same families
    members = mesh.pg_members((c.pg, c.op, c.group_ranks) for c in a.collectives)
    assert mesh.positions(members, 128) == {
        "position in 8 groups of 16": {r: r // TP for r in range(128)},
        "position in 16 groups of 8": {r: r % TP for r in range(128)}}
    # the summary sends them as they are
    s = json.loads(encode(summary_of(a)))
    assert s["groupings"] == json.loads(a.to_json())["groupings"]


def test_a_small_run_has_no_groupings_in_its_analysis_but_in_its_summary(analysed):
    a = analysed("pp_tp_dp_delay")
    assert not a.grouped
    assert "groupings" not in json.loads(a.to_json())
    s = json.loads(encode(summary_of(a)))
    assert [g["by"] for g in s["groupings"]] == ["host", "pg:1", "1", "pg:5", "5"]
    assert s["groupings"][2]["groups"] == [{"key": "pos 0", "label": "position 0", "ranks": [0, 2, 4, 6]},
                                           {"key": "pos 1", "label": "position 1", "ranks": [1, 3, 5, 7]}]


def test_natural_order_is_the_browsers():
    """Intl.Collator(undefined, {numeric: true}): numbers by value, case after letters, symbols before digits."""
    keys = ["~", "node1", "node10", "node2", "10", "2", "a", "B", "b", "pos 3", "pos 10", "node_1", "node-1",
            "node1a", "tp", "tp0", "tp_0", "0", "Node1"]
    assert sorted(keys, key=mesh.natural_key) == [
        "~", "0", "2", "10", "a", "b", "B", "node_1", "node-1", "node1", "Node1", "node1a", "node2", "node10",
        "pos 3", "pos 10", "tp", "tp_0", "tp0"]
