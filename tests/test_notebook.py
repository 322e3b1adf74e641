"""The notebook API: DataFrames of the Analysis' tables (pandas optional), rows pandas reads as records, a rich
display, and ``compare`` taking paths as ``analyze`` does."""
import doctest
import sys

import msgspec
import pytest

import tb_xrank
from conftest import ROOT, run_path
from tb_xrank import frames as frames_mod

pd = pytest.importorskip("pandas")


def test_every_table_has_one_row_per_record_and_integer_ranks(analysed):
    a = analysed("fixed_slow")
    f = a.frames()
    assert set(f) == set(frames_mod.TABLES)
    assert len(f["collectives"]) == len(a.collectives)
    assert len(f["steps"]) == len(a.steps)
    assert len(f["rank_times"]) == sum(len(c.ranks) for c in a.collectives)
    assert len(f["step_ranks"]) == sum(len(s.intervals_us) for s in a.steps)
    assert len(f["divergences"]) == len(a.divergences)
    assert len(f["findings"]) == len(a.findings)
    assert f["rank_times"]["rank"].dtype.kind == "i"
    assert f["step_ranks"]["rank"].dtype.kind == "i"
    c = a.collectives[0]
    row = f["rank_times"].set_index(["collective", "rank"]).loc[(c.id, c.last_rank)]
    assert row["ready_us"] == c.ranks[c.last_rank].ready_us
    held = f["steps"].set_index("step")["held_by"]
    assert {s.step: s.held_by for s in a.steps} == held.to_dict()
    d = f["divergences"].sort_values("cost_us").iloc[-1]
    top = max(a.divergences, key=lambda d: d.cost_us)
    assert (d["cause"], d["summary"], d["cost_us"]) == (top.cause, top.summary, top.cost_us)


def test_a_list_of_rows_is_no_table_of_their_fields_frames_is(analysed):
    """Rows are records, not mappings: ``pd.DataFrame(a.collectives)`` is one column holding the records themselves
    (no value is a field's name), never a table of their fields. ``a.frames()`` is that table; any other list of
    rows becomes one through ``to_builtins()``."""
    a = analysed("fixed_slow")
    df = pd.DataFrame(a.collectives)
    assert df.shape == (len(a.collectives), 1)
    assert list(df[0]) == a.collectives
    f = a.frames()["collectives"]
    assert list(f["id"]) == [c.id for c in a.collectives]
    assert list(f["skew_us"]) == [c.skew_us for c in a.collectives]
    steps = pd.DataFrame([s.to_builtins() for s in a.steps])
    assert steps["held_by"].tolist() == [s.held_by for s in a.steps]


def test_without_pandas_the_message_says_what_to_install(analysed, monkeypatch):
    monkeypatch.setitem(sys.modules, "pandas", None)
    with pytest.raises(ImportError, match="pip install pandas"):
        analysed("fixed_slow").frames()


def test_the_rich_display_shows_the_verdict_and_the_worst_cause_escaped(analysed):
    a = analysed("fixed_slow")
    page = a._repr_html_()
    assert "fixed straggler, ranks 2" in page
    assert "12 of 12 steps" in page
    ws = a.worst_step
    top = max((d for d in a.divergences if d.step == ws.step), key=lambda d: d.cost_us)
    assert f"Worst step {ws.step}" in page
    assert top.cause in page
    crafted = msgspec.structs.replace(a, run="<script>alert(1)</script>")
    assert "<script>" not in crafted._repr_html_()
    assert "&lt;script&gt;" in crafted._repr_html_()
    for f in a.findings:
        if not f.minor:
            assert f.text.replace("'", "&#x27;") in page


def test_compare_takes_paths_as_analyze_does(analysed):
    by_path = tb_xrank.compare(run_path("baseline"), run_path("fixed_slow"))
    by_analysis = tb_xrank.compare(tb_xrank.analyze(run_path("baseline")), analysed("fixed_slow"))
    assert by_path.outcome == by_analysis.outcome
    assert by_path.outcome.answer == "B got worse: a fixed straggler appeared on rank 2"


def test_the_docstring_examples_run(monkeypatch):
    monkeypatch.chdir(ROOT)
    for mod in (frames_mod, tb_xrank):
        finder = doctest.DocTestFinder()
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        for t in finder.find(mod, mod.__name__):
            if t.name.endswith(("frames", "compare")):
                runner.run(t)
        assert runner.failures == 0, mod.__name__
        assert runner.tries > 0, mod.__name__


SESSION = """
import json
import tb_xrank
a = tb_xrank.analyze({a!r})
b = tb_xrank.analyze({b!r})
c = tb_xrank.compare({a!r}, {b!r})
tables = b.frames()
page = b._repr_html_()
print(a.stragglers.class_, b.stragglers.class_, b.stragglers.ranks)
print(c.outcome.answer)
print(json.dumps({{name: len(df) for name, df in tables.items()}}))
print(tables["collectives"].sort_values("skew_us").iloc[-1]["id"], len(page) > 0)
x = max(b.collectives, key=lambda c: c.skew_us or 0)
print(x.id, x.ranks[2].wait_us, x.ranks[x.last_rank].ready_us, sorted(x.ranks)[:2])
print(b.stragglers.critical_counts[2], b.steps[0].work_us[2], b.clock.hosts[2])
import pandas as pd
print(pd.DataFrame(b.collectives).shape, tables["collectives"].columns[0])
"""


def test_a_notebook_session_runs_as_a_script(tmp_path):
    """What a new user types in a notebook, run as a script in a fresh interpreter: analyze two paths, compare them
    by path, one DataFrame per table, the HTML display; per-rank maps read with the rank as an int (``c.ranks[2]``),
    and a list of rows handed to pandas is one column of records, the tables being ``frames()``."""
    import subprocess

    a, b = run_path("baseline"), run_path("fixed_slow")
    script = tmp_path / "session.py"
    script.write_text(SESSION.format(a=a, b=b))
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300, cwd=tmp_path,
                       env={**__import__("os").environ, "TB_XRANK_CACHE_DIR": str(tmp_path / "cache")})
    assert r.returncode == 0, r.stderr[-3000:]
    lines = r.stdout.splitlines()
    assert lines[0] == "none fixed [2]"
    assert lines[1] == "B got worse: a fixed straggler appeared on rank 2"
    counts = __import__("json").loads(lines[2])
    fixed = tb_xrank.analyze(b, cache=False)
    assert set(counts) == set(frames_mod.TABLES)
    assert counts["collectives"] == len(fixed.collectives) > 0
    assert lines[3].endswith(" True")
    assert fixed.collective(lines[3].split(" ")[0]) is not None
    x = max(fixed.collectives, key=lambda c: c.skew_us or 0)
    assert lines[4] == f"{x.id} {x.ranks[2].wait_us} {x.ranks[x.last_rank].ready_us} [0, 1]"
    assert lines[5] == f"12 {fixed.steps[0].work_us[2]} {fixed.clock.hosts[2]}"
    assert lines[6] == f"({len(fixed.collectives)}, 1) id"
