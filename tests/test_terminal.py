"""What a person reads in a terminal (issue 15): the answer first, units that match their names, single-rank runs
and logdirs said plainly, no bandwidth that was not measured, files that say where they went, and counted nouns
in the right number. Every test runs the real command (``tb_xrank.cli.main``) on bundled runs."""
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import FIXTURE_RUNS, RUNS, ROOT, copy_run, rewrite, run_path, trace_files
from tb_xrank.cli import main
from tb_xrank.cli.logdir import LOGDIR_SHOWN
from tb_xrank.comparison import METRICS

COMPARE_TS = os.path.join(ROOT, "frontend", "src", "compare.ts")
ANSWERS = ("B got worse: its steps are slower than A's, and a fixed straggler appeared on rank 2",
           "B got better: its steps are faster than A's, and A's fixed straggler (rank 2) is gone",
           "No clear change: B is within A's step-to-step noise", "Nothing to compare: no step of B matches a step of A")
# baseline's latest span has 4 steps, too few for a verdict on step time: its first span (6 steps) is compared


def _cli(capsys, *argv):
    """``(exit status, stdout, stderr)`` of ``tb-xrank argv... --quiet``."""
    code = main([*argv, "--quiet"])
    out = capsys.readouterr()
    return code, out.out, out.err


def _compare_json(capsys, a, b, *more):
    code, out, _ = _cli(capsys, "compare", run_path(a), run_path(b), "--format", "json", *more)
    assert code == 0
    return json.loads(out)


def _metric(c, name):
    return next(m for m in c["metrics"] if m["name"] == name)


def _ms(us):
    return f"{us / 1000:.2f} ms"


# 1. compare leads with the answer, worded as the Compare tab's headline

def test_compare_leads_with_the_answer_then_the_straggler_verdict(capsys):
    c = _compare_json(capsys, "baseline", "fixed_slow", "--span-a", "1")
    m = _metric(c, "step_time_max_p50_us")
    assert m["verdict"] == "higher"
    assert c["stragglers"]["class_changed"]
    code, out, _ = _cli(capsys, "compare", run_path("baseline"), run_path("fixed_slow"), "--span-a", "1")
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == ANSWERS[0] == c["outcome"]["answer"]
    pct = 100 * m["delta"] / m["a"]
    assert lines[1] == (f"  per-step maximum step time, median: {_ms(m['a'])} → {_ms(m['b'])}, "
                        f"+{m['delta'] / 1000:.2f} ms (+{pct:.1f} %), 99 % interval "
                        f"+{m['ci99'][0] / 1000:.2f} … +{m['ci99'][1] / 1000:.2f} ms")
    assert lines[2] == "  straggler verdict changed: no straggler → fixed straggler (rank 2)"
    worse = sum(x["verdict"] == "higher" for x in c["metrics"])
    better = sum(x["verdict"] == "lower" for x in c["metrics"])
    assert lines[3] == f"  {better} better, {worse} worse, {7 - better - worse} unchanged of 7 metrics"
    # the summary's sentence on the same metric comes after the answer, not before it
    assert lines.index(next(l for l in lines if "Per-step maximum step time, median rose" in l)) > 3


@pytest.mark.parametrize("a,b,more,answer", [("fixed_slow", "baseline", ("--span-b", "1"), ANSWERS[1]),
                                             ("baseline", "baseline", (), ANSWERS[2])])
def test_compare_answer_follows_the_verdict(capsys, a, b, more, answer):
    verdict = _metric(_compare_json(capsys, a, b, *more), "step_time_max_p50_us")["verdict"]
    assert verdict == {ANSWERS[1]: "lower", ANSWERS[2]: "unchanged"}[answer]
    _, out, _ = _cli(capsys, "compare", run_path(a), run_path(b), *more)
    lines = out.splitlines()
    assert lines[0] == answer
    assert lines[2].startswith("  straggler verdict " + ("changed" if a != b else "unchanged: "))


def test_compare_with_no_matched_step_says_so_first(capsys):
    _, out, _ = _cli(capsys, "compare", run_path("dp_clean_a"), run_path("dp_delay"), "--steps", "12:12")
    assert out.splitlines()[0] == ANSWERS[3]


def test_compare_answers_are_the_compare_tabs_words():
    """The terminal prints the engine's answer, and the Compare tab's headline is that same field (no wording of
    its own)."""
    with open(COMPARE_TS, encoding="utf-8") as f:
        ts = f.read()
    assert "const title = c.outcome.answer;" in ts
    assert not any(a.split(":")[0] + ":" in ts for a in ANSWERS)


def test_compare_markdown_leads_with_the_answer(capsys):
    _, out, _ = _cli(capsys, "compare", run_path("baseline"), run_path("fixed_slow"), "--span-a", "1", "--format",
                     "markdown")
    lines = out.splitlines()
    assert lines[0].startswith("## tb-xrank: `fixed_slow` against `baseline`")
    assert lines[1] == ""
    assert lines[2] == f"**{ANSWERS[0]}**"
    assert lines[4].startswith("- per-step maximum step time, median: ")
    assert lines[5] == "- straggler verdict changed: no straggler → fixed straggler (rank 2)"
    assert out.index(ANSWERS[0]) < out.index("| metric |")


# 2. printed names agree with their units; the JSON keeps its keys

@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_compare_prints_labels_with_their_unit_not_us_names_in_ms(capsys, fmt):
    c = _compare_json(capsys, "baseline", "fixed_slow")
    _, out, _ = _cli(capsys, "compare", run_path("baseline"), run_path("fixed_slow"), "--format", fmt)
    assert not re.search(r"\w+_us\b", out), re.findall(r"\w+_us\b", out)
    rows = {l.strip(" |").split("|")[0].strip() if fmt == "markdown" else l[2:43].rstrip(): l
            for l in out.splitlines() if l.startswith(("  ", "|"))}
    if fmt == "text":
        header = next(l for l in out.splitlines() if l.lstrip().startswith("metric"))
        assert all(h in header for h in ("A (ms)", "B (ms)", "B − A (ms)", "99 % interval (ms)"))
    for m in c["metrics"]:
        row = rows[m["label"]]
        a, b = f"{m['a'] / 1000:.2f}", f"{m['b'] / 1000:.2f}"
        assert (f" {a} ms " in row and f" {b} ms " in row) if fmt == "markdown" else (f" {a} " in row and f" {b} " in row)


def test_compare_json_keeps_its_keys(capsys):
    import jsonschema

    c = _compare_json(capsys, "baseline", "fixed_slow")
    with open(os.path.join(ROOT, "tb_xrank", "schema", "compare.schema.json"), encoding="utf-8") as f:
        jsonschema.validate(c, json.load(f))
    assert [m["name"] for m in c["metrics"]] == list(METRICS)
    assert all(m["unit"] == "us" and m["name"].endswith("_us") for m in c["metrics"])
    assert {"name", "label", "unit", "a", "b", "delta", "verdict", "ci99", "p_value", "n_a", "n_b", "n_of"} <= set(
        c["metrics"][0])


# 3. a run with fewer than two ranks says first that there is nothing to align

def _one_rank_run(tmp_path, world_size=None):
    run = tmp_path / ("single" if world_size is None else "world1")
    run.mkdir()
    src = [p for p in trace_files(run_path("baseline")) if os.path.basename(p).startswith("node0_3326.")]
    assert len(src) == 2  # rank 0's two spans
    for p in src:
        shutil.copy(p, run)
    if world_size is not None:
        for p in trace_files(str(run)):
            rewrite(p, lambda d: d.update(distributedInfo={"backend": "gloo", "rank": 0, "world_size": world_size}))
    return str(run)


@pytest.mark.parametrize("world,first", [(None, "Only 1 of 4 ranks profiled: nothing to align across ranks."),
                                         (1, "The run has 1 rank: nothing to align across ranks.")])
def test_single_rank_run_says_first_there_is_nothing_to_align(capsys, tmp_path, world, first):
    run = _one_rank_run(tmp_path, world)
    code, out, _ = _cli(capsys, "analyze", run)
    assert code == 0
    assert out.splitlines()[0] == first
    assert out.count("nothing to align") == 1  # said first, not again among the findings
    _, md, _ = _cli(capsys, "analyze", run, "--format", "markdown")
    assert md.splitlines()[2] == f"**{first}**"
    assert md.count("nothing to align") == 1
    _, js, _ = _cli(capsys, "analyze", run, "--format", "json")
    assert [f["text"] for f in json.loads(js)["findings"]][-1] == first  # the Analysis itself keeps its order


def test_a_run_of_many_ranks_opens_with_its_header(capsys):
    _, out, _ = _cli(capsys, "analyze", run_path("baseline"))
    assert out.startswith("tb-xrank ")
    assert "nothing to align" not in out


# 4. a logdir of runs lists them and how to analyse one

def test_analyze_logdir_lists_its_runs(capsys):
    code, out, err = _cli(capsys, "analyze", RUNS)
    assert code == 2
    assert out == ""
    lines = err.splitlines()
    assert lines[0] == f"tb-xrank: {RUNS} is a logdir of {len(FIXTURE_RUNS)} runs, not a run; name one of them, e.g."
    hint = lines[1].strip()
    assert hint == f"tb-xrank analyze {os.path.join(RUNS, FIXTURE_RUNS[0])}"
    shown = FIXTURE_RUNS[:LOGDIR_SHOWN]
    rows = {l.split()[0]: l.split() for l in lines[3:3 + len(shown)]}
    assert sorted(rows) == shown
    more = len(FIXTURE_RUNS) - len(shown)
    assert lines[3 + len(shown):] == ([f"  ... and {more} more run{'s' * (more > 1)}"] if more else [])
    for name in shown:
        files = trace_files(run_path(name))
        workers = {os.path.basename(p).split(".")[0] for p in files}
        assert rows[name][1:4] == [str(len(workers)), str(max(1, len(files) // len(workers))), str(len(files))]
    assert rows["baseline"][2] == "2"  # two spans
    assert main(hint.split()[1:] + ["--quiet"]) == 0  # the command it names works
    assert "no trace files" not in err


def test_logdir_listing_is_bounded_and_names_nested_runs(capsys, tmp_path):
    logdir = tmp_path / "logdir"
    for i in range(32):
        copy_run("nccl_seed_intro", logdir / f"job{i:02d}" / "rank-traces")
    code, _, err = _cli(capsys, "analyze", str(logdir))
    lines = err.splitlines()
    assert code == 2
    assert "a logdir of 32 runs" in lines[0]
    assert lines[-1] == "  ... and 2 more runs"
    assert len(lines) == 3 + 30 + 1
    assert lines[3].split()[0] == "job00/rank-traces"
    code, _, err = _cli(capsys, "export", str(logdir / "job00"), "-o", str(tmp_path / "m.json"))
    assert code == 2
    assert "logdir of 1 run, not a run; name it" in err
    assert f"tb-xrank export {logdir / 'job00' / 'rank-traces'} -o merged.json.gz" in err


def test_a_logdir_with_other_json_beside_its_runs_is_still_a_logdir(capsys, tmp_path):
    copy_run("nccl_seed_intro", tmp_path / "logdir" / "a")
    (tmp_path / "logdir" / "config.json").write_text('{"lr": 0.1}')
    code, _, err = _cli(capsys, "analyze", str(tmp_path / "logdir"))
    assert code == 2
    assert "is a logdir of 1 run" in err


def test_empty_directory_still_says_no_trace_files(capsys, tmp_path):
    code, _, err = _cli(capsys, "analyze", str(tmp_path))
    assert code == 2
    assert "no trace files" in err
    assert "logdir" not in err


def test_help_documents_the_logdir_exit_status():
    out = subprocess.run([sys.executable, "-m", "tb_xrank", "analyze", "--help"], capture_output=True, text=True,
                         timeout=60).stdout
    status = out.split("exit status:")[1].split("environment:")[0]
    assert re.search(r"2 +usage error .*logdir of runs: its runs are listed", " ".join(status.split()))


# 5. no bandwidth where none was measured

def test_bandwidth_shows_significant_digits_or_a_dash(capsys, analysed):
    from tb_xrank.diagnose.worst import ranked as worst

    a = analysed("baseline")
    _, out, _ = _cli(capsys, "analyze", run_path("baseline"), "--top", "30")
    assert not re.search(r"\b0\.0+ ?GB/s", out)
    rows = {l.split()[0]: l for l in out.splitlines() if re.match(r"  \d+:", l)}
    zero = 0
    for c in worst(a.collectives, 30):
        cell = rows[c.id].replace("  *", "").rstrip().rsplit("  ", 1)[1].strip()
        if not c.busbw_gbps:
            zero += 1
            assert cell == "—", rows[c.id]
        else:
            assert cell.endswith(" GB/s")
            assert abs(float(cell.split()[0]) - c.busbw_gbps) <= 0.01 * c.busbw_gbps
    assert zero  # the bundled run has 256-byte allreduces whose bandwidth rounds to nothing


def test_gbps_digits():
    from tb_xrank.model.units import gbps

    assert [gbps(v) for v in (None, 0.0, 0.0001, 0.0547, 0.1501, 12.34, 123.4, 1234.5)] == [
        "—", "—", "0.0001 GB/s", "0.0547 GB/s", "0.150 GB/s", "12.3 GB/s", "123 GB/s", "1234 GB/s"]


def test_bandwidth_column_goes_when_no_row_has_one(capsys, tmp_path):
    run = copy_run("baseline", tmp_path / "nobytes")
    for p in trace_files(run):  # no collective records its size: no bandwidth anywhere
        rewrite(p, lambda d: [e["args"].pop("Input Dims", None) for e in d["traceEvents"]
                              if isinstance(e.get("args"), dict)])
    code, out, _ = _cli(capsys, "analyze", run, "--no-cache")
    _, js, _ = _cli(capsys, "analyze", run, "--format", "json", "--no-cache")
    assert code == 0
    assert all(c["busbw_gbps"] is None for c in json.loads(js)["collectives"])
    assert "worst collectives" in out
    assert "busbw" not in out
    assert "GB/s" not in out


# 6. report says what it wrote; report and export write files alike

@pytest.fixture
def umask():
    old = os.umask(0o022)
    yield lambda m: os.umask(m)
    os.umask(old)


@pytest.mark.parametrize("mask,mode", [(0o022, 0o644), (0o077, 0o600)])
def test_report_and_export_write_files_with_the_same_mode(capsys, tmp_path, umask, mask, mode):
    umask(mask)
    report, merged = tmp_path / "r.html", tmp_path / "m.json.gz"
    assert main(["report", run_path("baseline"), "-o", str(report), "--quiet"]) == 0
    assert main(["export", run_path("baseline"), "-o", str(merged), "--quiet"]) == 0
    assert os.stat(report).st_mode & 0o777 == mode
    assert os.stat(merged).st_mode & 0o777 == mode
    assert not [n for n in os.listdir(tmp_path) if n.startswith(".tmp-xrank-")]


def test_report_replaces_a_private_file_with_a_new_one(capsys, tmp_path, umask):
    report = tmp_path / "r.md"
    report.write_text("old")
    os.chmod(report, 0o600)
    assert main(["report", run_path("baseline"), "--format", "markdown", "-o", str(report), "--quiet"]) == 0
    assert os.stat(report).st_mode & 0o777 == 0o644
    assert report.read_text().startswith("## tb-xrank")


@pytest.mark.parametrize("fmt,name", [("html", "HTML"), ("markdown", "Markdown")])
def test_report_says_what_it_wrote(capsys, tmp_path, fmt, name):
    from tb_xrank.reports.text import size

    out = tmp_path / f"job.{fmt}"
    assert main(["report", run_path("baseline"), "--compare", run_path("fixed_slow"), "--format", fmt,
                 "-o", str(out)]) == 0
    cap = capsys.readouterr()
    assert cap.out == ""
    assert cap.err == (f"tb-xrank: wrote {out}: {name} report of run baseline against fixed_slow "
                       f"({size(os.path.getsize(out))})\n")
    assert main(["report", run_path("baseline"), "-o", str(out), "--quiet"]) == 0
    assert capsys.readouterr().err == ""
    assert main(["report", run_path("baseline"), "-o", "-"]) == 0
    assert "wrote" not in capsys.readouterr().err


def test_export_says_what_it_wrote(capsys, tmp_path):
    out = tmp_path / "m.json"
    assert main(["export", run_path("baseline"), "-o", str(out)]) == 0
    assert capsys.readouterr().err.startswith(f"tb-xrank: wrote {out}: 4 ranks, ")


# 7. counted nouns in the right number

ONE_PLURAL = re.compile(r"(?<![\d.,])1 (?:[a-z]+ )?(steps|ranks|collectives|patterns|files|runs|metrics|spans|later "
                        r"collectives|divergences)\b")


def test_one_of_a_thing_is_singular(capsys, tmp_path):
    outs = []
    for argv in (["analyze", run_path("fixed_slow"), "--steps", "12:12"],
                 ["analyze", run_path("fixed_slow"), "--steps", "12:12", "--format", "markdown"],
                 ["compare", run_path("baseline"), run_path("fixed_slow"), "--steps", "12:12"],
                 ["compare", run_path("baseline"), run_path("fixed_slow"), "--steps", "12:12", "--format", "markdown"],
                 ["analyze", _one_rank_run(tmp_path)]):
        outs.append(_cli(capsys, *argv)[1])
    copy_run("nccl_seed_intro", tmp_path / "logdir" / "only")
    outs.append(_cli(capsys, "analyze", str(tmp_path / "logdir"))[2])
    text = "\n".join(outs)
    for once in ("1 step (median", "1 step,", "matched 1 step by", "(span 2, 4 ranks, 1 step)", "in 1 step.",
                 "No straggler pattern: 1 step in the window", "a logdir of 1 run,"):
        assert once in text, once
    assert not ONE_PLURAL.findall(text), ONE_PLURAL.findall(text)
    assert "(s)" not in text


@pytest.mark.parametrize("name", FIXTURE_RUNS)
def test_no_counted_noun_in_the_wrong_number(capsys, name):
    _, out, _ = _cli(capsys, "analyze", run_path(name), "--top", "100")
    assert not ONE_PLURAL.findall(out), ONE_PLURAL.findall(out)
