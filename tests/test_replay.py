"""``tb-xrank replay`` and ``tb-xrank service``: the script generated from a recorded 4-rank gloo run re-issues
every aligned collective with its recorded op, size, element type, splits and root; it runs on 4 gloo processes
with synchronized readiness (its arrival skew a small fraction of the run's); ``service`` reports every collective
it re-issued; and no name from a trace can become code in the script."""
import ast
import json
import os
import shutil
import subprocess
import sys
import time

import jsonschema
import pytest

import tb_xrank
from conftest import ROOT, load_trace, save_trace, trace_files
from tb_xrank.config import Settings
from tb_xrank.confirm import make_replay, plan as planning, service_report
from tb_xrank.confirm.read import with_tables
from tb_xrank.model import ServiceReport, json_schema

ZOO = os.path.join(ROOT, "fixtures", "collectives", "zoo")
REPEAT = 3
SCHEMA = json_schema(ServiceReport)


def _tb(*args, check=True):
    r = subprocess.run([sys.executable, "-m", "tb_xrank.cli", *args], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 or not check, r.stderr
    return r


@pytest.fixture(scope="module")
def replayed(tmp_path_factory):
    """The zoo's replay script, run on 4 gloo processes: ``(script, its --out, wall seconds)``."""
    d = tmp_path_factory.mktemp("replay")
    script, out = d / "replay.py", d / "out"
    _tb("replay", ZOO, "-o", str(script), "--repeat", str(REPEAT), "-q")
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, str(script), "--spawn", "4", "--backend", "gloo", "--out", str(out)],
                       capture_output=True, text=True, timeout=300, cwd=d)
    assert r.returncode == 0, r.stderr[-3000:]
    return script, out, time.perf_counter() - t0


def test_the_plan_reissues_every_kind_as_recorded():
    """Op, group, element type, count, splits and root of every collective of the zoo (fixtures/record_collectives.py)."""
    a, ranks, _ = with_tables(ZOO, Settings(cache=False))
    p = planning.build(a, ranks)
    assert len(p.ops) == len(a.collectives) == 33
    assert not p.skipped
    assert not p.notes
    assert p.steps == [1, 3]
    first = {(o.op, tuple(o.group)): o for o in reversed(p.ops)}  # each kind's first occurrence
    world = (0, 1, 2, 3)
    assert (first[("allreduce", world)].dtype, first[("allreduce", world)].counts["3"]) in (("float32", 100),
                                                                                          ("float32", 200))
    for g in ((0, 1), (2, 3)):
        o = first[("allreduce", g)]
        assert (o.dtype, o.counts) == ("float64", {str(g[0]): 10, str(g[1]): 10})
    o = first[("allgather", world)]
    assert (o.dtype, set(o.counts.values())) == ("int32", {100})
    o = first[("alltoall", world)]
    assert o.in_splits == {str(r): [1, 2, 3, 4] for r in world}
    assert o.out_splits == {str(r): [r + 1] * 4 for r in world}
    o = first[("broadcast", world)]
    assert (o.dtype, o.root, o.counts["0"]) == ("float16", 1, 30)
    assert first[("reduce", world)].root == 2
    sends = {(o.src, o.dst): o for o in p.ops if o.op == "send"}
    assert set(sends) == {(0, 1), (2, 3)}
    assert all(o.counts == {str(o.src): 70, str(o.dst): 70} for o in sends.values())
    assert ("barrier", world) in first
    steps = [o.step for o in p.ops]
    assert steps == sorted(steps)  # the recorded order: step by step


def test_the_replay_reissues_every_collective_with_synchronized_readiness(replayed, capsys):
    script, out, wall = replayed
    r = tb_xrank.analyze(str(out), cache=False)
    assert r.world_size == 4
    assert len(r.steps) == REPEAT
    assert not r.mismatches
    s = service_report(ZOO, str(out), Settings(), Settings())
    jsonschema.validate(json.loads(s.to_json()), SCHEMA)
    a = tb_xrank.analyze(ZOO, cache=False)
    assert [x.collective for x in s.service]
    assert (sorted(x.collective for x in s.service) == sorted(
         c.id for c in a.collectives))
    assert not s.not_replayed
    assert not s.warnings
    assert all(x.repetitions == REPEAT and x.service_us is not None for x in s.service), [
        (x.collective, x.repetitions, x.measured) for x in s.service if x.repetitions != REPEAT or x.service_us is None]
    assert sum(x.measured for x in s.service) >= 0.9 * REPEAT * len(s.service)
    assert s.replay_skew_us < 0.1 * s.skew_us  # 10 ms of late arrival per collective in the run, none in the replay
    with open(os.path.join(out, planning.RECORD)) as f:
        rec = planning.read_record(f.read().encode())
    assert (rec.repeat, rec.backend, rec.world_size, len(rec.seconds)) == (REPEAT, "gloo", 4, REPEAT)
    with capsys.disabled():
        t = s.times
        print(f"\n[replay] zoo: {len(s.service)} collectives x {REPEAT}; arrival skew {s.replay_skew_us:.0f} us "
              f"against {s.skew_us:.0f} us ({s.replay_skew_us / s.skew_us:.1%}); one repetition "
              f"{t.repetition_us / 1e3:.1f} ms against the span's {t.span_us / 1e3:.1f} ms; script wall {wall:.1f} s")


def test_service_rows_hold_their_definitions(replayed):
    _, out, _ = replayed
    doc = json.loads(_tb("service", ZOO, str(out), "--format", "json", "-q").stdout)
    jsonschema.validate(doc, SCHEMA)
    assert "replayed service" in doc["bandwidth_from"]
    for x in doc["service"]:
        assert {"collective", "op", "bytes", "tail_us", "service_us", "spread_us", "ratio", "busbw_gbps"} <= set(x)
        if x["tail_us"] is not None:
            assert x["underestimated"] == (x["service_us"] - x["tail_us"] > x["spread_us"])
        if x["tail_us"] is not None and x["service_us"]:
            assert x["ratio"] == pytest.approx(x["tail_us"] / x["service_us"], rel=1e-3, abs=1e-4)
        if x["bytes"] and x["service_us"]:
            n = len(x["group_ranks"])
            algo = x["bytes"] * (n if x["op"] == "allgather" else 1)
            assert x["algbw_gbps"] == pytest.approx(algo / (x["service_us"] * 1e3), rel=1e-3, abs=1e-4)
    text = _tb("service", ZOO, str(out), "-q").stdout
    assert text.startswith(f"{len(doc['service'])} of {len(doc['service'])} collectives re-issued, ")
    assert "bandwidth: algbw_gbps and busbw_gbps" in text


def test_service_says_what_is_missing(tmp_path):
    r = _tb("service", ZOO, ZOO, check=False)  # a run directory that is no replay
    assert r.returncode == 2
    assert "xrank_replay.json" in r.stderr


EVIL = "x'''\"\"\"');__import__('os').system('touch {m}')#\n\\u2028"


def _crafted(tmp_path, marker) -> str:
    """The zoo with its pair groups renamed to code and a run directory named with quotes and a line break."""
    run = tmp_path / "run '\"\nimport os #"
    shutil.copytree(ZOO, run)
    for path in trace_files(str(run)):
        doc = load_trace(path)
        for g in doc["distributedInfo"]["pg_config"]:
            if g["pg_name"] != "0":
                g["pg_name"] = EVIL.format(m=marker) + g["pg_name"]
        save_trace(path, doc)
    return str(run)


def _code_of(path) -> str:
    """The script's AST with the plan's literal emptied."""
    tree = ast.parse(open(path, encoding="utf-8").read())
    plans = [n for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == "PLAN_JSON"]
    assert len(plans) == 1
    assert isinstance(plans[0].value, ast.Constant)
    assert isinstance(plans[0].value.value, str)
    plan = plans[0].value.value
    plans[0].value.value = ""
    return ast.dump(tree), plan


def test_a_crafted_trace_cannot_put_code_into_the_script(tmp_path):
    marker = tmp_path / "PWNED"
    evil = _crafted(tmp_path, marker)
    _tb("replay", evil, "-o", str(tmp_path / "evil.py"), "-q")
    _tb("replay", ZOO, "-o", str(tmp_path / "good.py"), "-q")
    code_evil, plan_evil = _code_of(tmp_path / "evil.py")
    code_good, _ = _code_of(tmp_path / "good.py")
    assert code_evil == code_good  # the same program: only the plan's data differs
    ids = [o["id"] for o in json.loads(plan_evil)["ops"]]
    assert any(EVIL.format(m=marker) in i for i in ids)  # the crafted names are there, as data
    text = open(tmp_path / "evil.py", encoding="utf-8").read()
    assert "\nimport os #" not in text
    assert text.isascii()
    r = subprocess.run([sys.executable, str(tmp_path / "evil.py"), "--out", str(tmp_path / "o"), "--dry-run"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("33 collectives on 4 ranks"), r.stderr
    assert not marker.exists()


@pytest.mark.parametrize("change,said", [
    (lambda p: p["ops"][0].update(op="__import__('os').system"), "unknown op"),
    (lambda p: p["ops"][0].update(dtype="os.system"), "unknown op or element type"),
    (lambda p: p["ops"][0].update(group=[0, 9]), "group"),
    (lambda p: p["ops"][0]["counts"].update({"0": -1}), "counts"),
    (lambda p: p["ops"][0]["counts"].update({"x": 1}), "keyed by the group's ranks"),
    (lambda p: p.update(schema="other"), "tb_xrank.replay/1"),
])
def test_the_script_refuses_a_plan_it_was_not_written_for(change, said):
    import msgspec

    from tb_xrank.confirm.replay_template import PlanError, load_plan

    a, ranks, _ = with_tables(ZOO, Settings(cache=False))
    plan = msgspec.to_builtins(planning.build(a, ranks))
    assert len(load_plan(json.dumps(plan))["ops"]) == 33
    change(plan)
    with pytest.raises(PlanError, match=said.replace("(", r"\(")):
        load_plan(json.dumps(plan))


def test_replay_cli_says_what_it_wrote(tmp_path):
    r = _tb("replay", ZOO, "-o", str(tmp_path / "r.py"), "--steps", "2:2", "--repeat", "7")
    assert "11 collectives of span 1, steps 2-2, on 4 ranks, 7 repetitions" in r.stderr
    assert "--spawn 4 --backend gloo" in r.stderr
    text, p = make_replay(ZOO, Settings(cache=False), (2, 2), 7)
    assert p.repeat == 7
    assert {o.step for o in p.ops} == {2}
    assert _tb("replay", ZOO, "-o", str(tmp_path / "r.py"), "--repeat", "0", check=False).returncode == 2


def test_an_nccl_run_s_sizes_are_what_each_member_sends_and_receives(tmp_path):
    """A generated NCCL-schema run (fixtures/gen_shapes.py, torch 2.8): record_param_comms' In msg nelems is an
    all-gather's input and a reduce-scatter's whole input; the plan's count is the input of the one, the output of
    the other (the input over the group), and an all-to-all's splits add up to each member's recorded elements."""
    from fixtures.gen_shapes import write

    run = str(tmp_path / "torch-2.8")
    write(run, "torch-2.8")
    a, ranks, _ = with_tables(run, Settings(cache=False))
    p = planning.build(a, ranks)
    assert len(p.ops) == len(a.collectives)
    assert not p.skipped
    from tb_xrank.ingest.collargs import ITEM_BYTES

    for o in p.ops:
        c, item = a.collective(o.id), ITEM_BYTES[o.dtype]
        if o.op == "reduce_scatter":
            assert all(n * len(o.group) * item == c.bytes for n in o.counts.values()), (o.counts, c.bytes)
        elif o.op in ("allgather", "allreduce"):
            assert all(n * item == c.bytes for n in o.counts.values()), (o.counts, c.bytes)
        elif o.op == "alltoall":
            for r, splits in o.in_splits.items():
                assert sum(splits) * item == c.ranks[int(r)].bytes
                assert len(splits) == len(o.group)
            assert [sum(v) for v in o.out_splits.values()] == [sum(o.in_splits[str(q)][k] for q in o.group)
                                                               for k in range(len(o.group))]
    assert {o.op for o in p.ops} >= {"reduce_scatter", "allgather", "allreduce", "alltoall"}
