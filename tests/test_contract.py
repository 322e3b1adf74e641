"""The Analysis contract does not change with the code's structure: every bundled run's Analysis JSON is
byte-identical (``tool_version`` aside) to the one ``tests/golden/make_golden.py`` recorded."""
import json
import os

import pytest

from conftest import FIXTURE_RUNS, ROOT, run_path

GOLDEN = os.path.join(ROOT, "tests", "golden")


def _golden():
    with open(os.path.join(GOLDEN, "analysis_digests.json")) as f:
        return json.load(f)


def test_golden_covers_every_bundled_run():
    assert sorted(_golden()) == FIXTURE_RUNS


def _diff(want, got, at: str = "", out: list | None = None, most: int = 12) -> list:
    """The first ``most`` places where ``got`` differs from ``want``, as ``path: recorded → now``."""
    out = [] if out is None else out
    if len(out) >= most or want == got:
        return out
    if isinstance(want, dict) and isinstance(got, dict):
        for k in list(want) + [k for k in got if k not in want]:
            _diff(want.get(k, "(absent)"), got.get(k, "(absent)"), f"{at}.{k}", out, most)
    elif isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        for i, (w, g) in enumerate(zip(want, got)):
            _diff(w, g, f"{at}[{i}]", out, most)
    else:
        short = lambda v: (s if len(s := json.dumps(v)) <= 160 else s[:157] + "...")  # noqa: E731
        out.append(f"{at or '(the document)'}: {short(want)} → {short(got)}")
    return out


@pytest.mark.parametrize("name", FIXTURE_RUNS)
def test_analysis_is_byte_identical(name):
    """Held by digests; a change is shown as the places where the Analysis differs from the one recorded."""
    import sys

    sys.path.insert(0, GOLDEN)
    from make_golden import analysis_text, digests, stored

    text = analysis_text(run_path(name))
    want, got = _golden()[name], digests(text)
    changed = sorted(k for k in want.keys() | got.keys() if want.get(k) != got.get(k))
    if changed:
        recorded = stored(name)
        where = "\n  ".join(_diff(recorded, json.loads(text))) if recorded else "(no recorded Analysis to diff)"
        pytest.fail(f"{name}: the Analysis changed in {changed}:\n  {where}")


def test_generated_files_are_up_to_date():
    """The JSON Schemas and the frontend's TypeScript types are generated from ``tb_xrank/model/``, its palette from
    ``tb_xrank/reports/palette.py`` (``python scripts/contract.py``): none drifts from its source."""
    sys_path = os.path.join(ROOT, "scripts")
    import sys

    sys.path.insert(0, sys_path)
    import contract

    for path, text in ((contract.SCHEMA_FILE, contract.schema_text()),
                       (contract.COMPARE_SCHEMA_FILE, contract.compare_schema_text()),
                       (contract.SERVICE_SCHEMA_FILE, contract.service_schema_text()),
                       (contract.TS_FILE, contract.typescript_text()),
                       (contract.PALETTE_FILE, contract.palette_text())):
        with open(path, encoding="utf-8") as f:
            assert f.read() == text, f"{path} is out of date: run python scripts/contract.py"


def test_the_schema_names_every_key_the_analysis_emits():
    """Every object of the schema but the free-form ones (evidence, walk-back windows, per-rank maps) forbids
    keys it does not name, so a key the engine adds without typing it fails validation."""
    from tb_xrank.model import json_schema

    from tb_xrank.model import Comparison

    defs = {**json_schema()["$defs"], **json_schema(Comparison)["$defs"]}
    assert all(d.get("additionalProperties") is False for d in defs.values()), \
        [n for n, d in defs.items() if d.get("additionalProperties") is not False]
    assert {"Collective", "RankTimes", "Step", "RankRow", "Clock", "Divergence", "Gap", "Finding", "Window",
            "Stragglers", "Episode"} <= set(defs)


def test_a_value_that_breaks_the_contract_is_refused_when_built():
    import tb_xrank
    from tb_xrank.model import Analysis, ContractError

    d = tb_xrank.analyze(run_path("fixed_slow"), cache=False).to_dict()
    assert d["divergences"], "fixed_slow has divergences"
    d["divergences"][0]["lag_us"] = -1.0
    with pytest.raises(ContractError, match=r"divergences\[0\]\.lag_us"):
        Analysis.build(**d)
    d["divergences"][0]["lag_us"] = 1.0
    d["divergences"][0]["surprise"] = True
    with pytest.raises(ContractError, match="surprise"):
        Analysis.build(**d)


def test_rows_are_records_read_by_attribute_not_mappings():
    """A row is a typed record: its fields are attributes; it is no Mapping (no ``row["key"]``, ``row.get``, ``in``,
    iteration or dict equality), so pandas, ``dict()`` and ``json`` cannot take it for its JSON object by accident.
    ``to_builtins()`` is that object."""
    import collections.abc

    import tb_xrank

    a = tb_xrank.analyze(run_path("fixed_slow"), cache=False)
    c = a.collectives[0]
    assert not isinstance(c, collections.abc.Mapping)
    assert not hasattr(c, "get")
    assert not hasattr(c, "keys")
    for read in (lambda: c["skew_us"], lambda: "skew_us" in c, lambda: list(c), lambda: dict(c)):
        with pytest.raises(TypeError):
            read()
    assert a.stragglers.class_ == "fixed"
    assert c.to_builtins() == json.loads(a.to_json())["collectives"][0]
    assert c != c.to_builtins()
    text = repr(a)
    assert len(text) < 2000, text
    assert text.count("\n") < 12, text
    assert "fixed 2" in text, text


def test_per_rank_maps_are_keyed_by_int_and_encode_as_json_strings():
    """Every map keyed by rank reads with the rank as an int (``c.ranks[2]``, no ``c.ranks["2"]``); the JSON text is
    the one string keys gave, and reads back to itself."""
    import tb_xrank
    from tb_xrank.model import Analysis

    a = tb_xrank.analyze(run_path("fixed_slow"), cache=False)
    c, s = a.collectives[0], a.steps[0]
    maps = [c.ranks, s.comm_us, s.exposed_comm_us, s.intervals_us, s.work_us, a.clock.offsets_us, a.clock.drift_ppm,
            a.clock.hosts, a.stragglers.critical_counts,
            tb_xrank.compare(a, a).critical_history.a]
    assert all(m and all(type(k) is int for k in m) for m in maps)
    assert c.ranks[c.last_rank].ready_us is not None
    assert "2" not in c.ranks
    assert a.stragglers.critical_counts[2] == 12
    text = a.to_json()
    assert list(json.loads(text)["collectives"][0]["ranks"]) == [str(r) for r in c.ranks]
    assert Analysis.from_json(text).to_json() == text


def test_the_notebook_facade(tmp_path):
    """``tb_xrank.analyze``, ``.compare``, ``.report`` and ``.merged_trace``: each documented, each the answer the
    CLI gives."""
    import gzip

    import tb_xrank

    for f in (tb_xrank.analyze, tb_xrank.compare, tb_xrank.report, tb_xrank.merged_trace):
        assert "Args:" in f.__doc__, f.__name__
        assert "Returns:" in f.__doc__, f.__name__
    a = tb_xrank.analyze(run_path("fixed_slow"), cache=False)
    b = tb_xrank.analyze(run_path("baseline"), cache=False)
    c = tb_xrank.compare(b, a)
    assert c.schema == "tb_xrank.compare/1"
    assert c.summary
    html = tb_xrank.report(a, c)
    assert html.startswith("<!DOCTYPE html") or html.lower().startswith("<!doctype html"), html[:40]
    assert "rank 2" in tb_xrank.report(a, format="markdown")
    with pytest.raises(ValueError):
        tb_xrank.report(a, format="pdf")
    stats = tb_xrank.merged_trace(run_path("fixed_slow"), str(tmp_path / "m.json.gz"), cache=False)
    doc = json.loads(gzip.open(tmp_path / "m.json.gz").read())
    assert stats["ranks"] == 4
    assert len(doc["traceEvents"]) >= sum(stats["events"].values()) + stats["markers"]
