"""The tb-xrank command: formats, schema, exit codes, help, progress."""
import json
import os
import shlex
import subprocess
import sys

import pytest

from conftest import RUNS, run_path
from tb_xrank.model import Analysis, load_schema, validate
from tb_xrank.cli import main

ALL_RUNS = sorted(d for d in os.listdir(RUNS) if os.path.isdir(os.path.join(RUNS, d)))


@pytest.mark.parametrize("name", ALL_RUNS)
def test_every_fixture_validates_against_the_schema(name, capsys):
    assert main(["analyze", run_path(name), "--format", "json", "--quiet"]) == 0
    d = json.loads(capsys.readouterr().out)
    validate(d)
    assert d["schema"] == "tb_xrank.analysis/1"
    a = Analysis.from_json(json.dumps(d))
    assert json.loads(a.to_json()) == d


def test_schema_rejects_nan_and_wrong_types(analysed):
    import jsonschema

    schema = load_schema()
    d = json.loads(Analysis.to_json(analysed("nccl_seed_intro")))
    d["collectives"][0]["skew_us"] = "19 ms"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(d, schema)


def test_text_lists_worst_collectives_first(capsys):
    assert main(["analyze", run_path("nccl_seed_worked"), "--quiet", "--top", "3"]) == 0
    out = capsys.readouterr().out
    rows = [l for l in out.splitlines() if l.startswith("  0:")]
    assert rows[0].split()[0] == "0:863"
    assert "13.00 ms" in rows[0]
    assert "5.00 ms" in rows[0]
    assert len(rows) == 3


def test_markdown(capsys):
    assert main(["analyze", run_path("fixed_slow"), "--format", "markdown", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("## tb-xrank: run `fixed_slow`")
    assert "| collective | op |" in out


def test_span_all_prints_a_json_list(capsys):
    assert main(["analyze", run_path("baseline"), "--format", "json", "--span", "all", "--quiet"]) == 0
    assert [a["span"] for a in json.loads(capsys.readouterr().out)] == [1, 2]


@pytest.mark.parametrize("args", [["--span", "0"], ["--span", "x"], ["--span", "9"], ["--material-fraction", "2"]])
def test_usage_errors_exit_2(args, capsys):
    assert main(["analyze", run_path("baseline"), "--quiet"] + args) == 2


def test_material_fraction_changes_what_is_material(capsys):
    import tb_xrank

    loose = tb_xrank.analyze(run_path("fixed_slow"), material_fraction=0.01)
    strict = tb_xrank.analyze(run_path("fixed_slow"), material_fraction=0.5)
    assert sum(c.material for c in loose.collectives) > sum(c.material for c in strict.collectives)


def test_host_map_regex_overrides_host_name():
    import tb_xrank

    a = tb_xrank.analyze(run_path("nccl_seed_intro"), host_map=r"^node\d+_(\d+)")
    assert len(set(a.clock.hosts.values())) == 8  # one "host" per pid: each rank its own clock
    assert all(c.last_rank == 7 for c in a.collectives)


def test_help_reads_like_a_man_page():
    out = subprocess.run([sys.executable, "-m", "tb_xrank", "analyze", "--help"], capture_output=True, text=True).stdout
    for part in ("exit status:", "environment:", "TB_XRANK_CACHE_DIR", "examples:", "--no-cache", "--span N|all",
                 "--host-map", "--material-fraction", "--quiet"):
        assert part in out


def test_console_script_runs():
    exe = os.path.join(os.path.dirname(sys.executable), "tb-xrank")
    r = subprocess.run([exe, "analyze", run_path("nccl_seed_intro")], capture_output=True, text=True)
    assert r.returncode == 0
    assert "0:1" in r.stdout
    assert r.stderr == ""


def test_progress_only_on_a_terminal(tmp_path):
    """Under a pseudo-terminal the progress bar is drawn on stderr; --quiet and pipes stay silent."""
    import pty

    def run(extra):
        pid, fd = pty.fork()
        if pid == 0:
            os.environ["TB_XRANK_CACHE_DIR"] = str(tmp_path / "c")
            os.execv(sys.executable, [sys.executable, "-m", "tb_xrank", "analyze", run_path("fixed_slow"), "--no-cache"] + extra)
        out = b""
        while True:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
        os.waitpid(pid, 0)
        return out.decode(errors="replace")
    assert "decoding" in run([])
    assert "MB/s" in run([])
    assert "decoding" not in run(["--quiet"])


def test_command_exits_with_mains_code_and_complete_output(tmp_path):
    """``python -m tb_xrank`` (the console script's ``run``): main's exit code, all output flushed before the
    fast exit; a reader that stops early ends it as SIGPIPE would (141), without a traceback."""
    cmd = [sys.executable, "-m", "tb_xrank", "analyze", run_path("fixed_slow"), "--format", "json", "--quiet",
           "--no-cache"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    assert p.returncode == 0
    assert json.loads(p.stdout)["run"] == "fixed_slow"
    p = subprocess.run(cmd[:4] + [str(tmp_path / "nothing")], capture_output=True, text=True)
    assert p.returncode == 2
    assert "no such directory" in p.stderr
    closed = subprocess.run(["bash", "-c", shlex.join(cmd) + " >&-"], capture_output=True, text=True)
    assert closed.returncode == 0
    assert "Traceback" not in closed.stderr  # started with stdout closed
    export = [sys.executable, "-m", "tb_xrank", "export", run_path("fixed_slow"), "-o", "-", "--quiet"]
    for c in (cmd, export):  # analyze prints after the analysis, export streams while it merges: both end alike
        reader = subprocess.Popen(c, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        reader.stdout.read(10)
        reader.stdout.close()  # stop reading: the rest of the output hits a closed pipe
        assert reader.wait() == 141
        assert b"Traceback" not in reader.stderr.read()


def test_version_names_the_decoder():
    from tb_xrank import __version__

    p = subprocess.run([sys.executable, "-m", "tb_xrank", "--version"], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0
    assert p.stdout.splitlines() == [f"tb-xrank {__version__}", "decoder: simdjson block scanner + msgspec"]


def test_json_goes_to_a_replaced_text_stdout(capsys):
    """``main`` called from Python with stdout redirected to a text stream writes the JSON there too."""
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(["analyze", run_path("nccl_seed_intro"), "--format", "json", "--quiet", "--no-cache"]) == 0
    assert json.loads(buf.getvalue())["run"] == "nccl_seed_intro"


def _compare_json(capsys, *argv):
    """``(matched step pairs, A's steps, B's steps, how matched)`` of ``tb-xrank compare baseline fixed_slow argv``."""
    assert main(["compare", run_path("baseline"), run_path("fixed_slow"), "--format", "json", "--quiet", *argv]) == 0
    c = json.loads(capsys.readouterr().out)
    return [tuple(p) for p in c["matched"]["steps"]], c["a"]["steps"], c["b"]["steps"], c["matched"]["by"]


def test_compare_spans_and_step_ranges_choose_what_is_matched(capsys):
    pairs, a, b, by = _compare_json(capsys)  # baseline's latest span, steps 10-15
    assert pairs == [(s, s) for s in range(10, 14)]
    assert a == list(range(10, 16))
    assert b == list(range(2, 14))
    pairs, a, _, _ = _compare_json(capsys, "--span-a", "1")
    assert pairs == [(s, s) for s in range(2, 8)]
    assert a == list(range(2, 8))
    pairs, a, b, _ = _compare_json(capsys, "--span-a", "1", "--steps-a", "3:7", "--steps-b", "4:")
    assert a == list(range(3, 8))
    assert b == list(range(4, 14))
    assert pairs == [(s, s) for s in range(4, 8)]
    pairs, _, b, by = _compare_json(capsys, "--steps-b", ":5")  # no step number in common: matched by position
    assert b == [2, 3, 4, 5]
    assert by.startswith("position")
    assert pairs == list(zip(range(10, 14), range(2, 6)))


@pytest.mark.parametrize("args,said", [(["--steps-a", "5:3"], "--steps-a"), (["--steps-b", "x"], "--steps-b"),
                                       (["--span-b", "9"], "span 9")])
def test_compare_bad_span_or_steps_exit_2(args, said, capsys):
    assert main(["compare", run_path("baseline"), run_path("fixed_slow"), "--quiet", *args]) == 2
    assert said in capsys.readouterr().err


def test_compare_on_too_few_steps_says_so_and_claims_no_interval(capsys):
    base = run_path("baseline")
    argv = ["compare", base, base, "--steps", "10:13", "--quiet", "--fail-if-higher", "step_time_max_p50_us"]
    assert main(argv + ["--format", "json"]) == 0
    c = json.loads(capsys.readouterr().out)
    assert c["outcome"]["verdict"] == "inconclusive"
    assert c["outcome"]["matched_steps"] == 4
    assert all(m["p_value"] is None and m["ci99"] is None and m["verdict"] == "inconclusive" for m in c["metrics"])
    assert main(argv) == 0
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert lines[0] == "Too few steps to conclude: only 4 matched steps, at least 5 needed"
    assert "too few steps to conclude" in lines[1]
    assert "interval" not in lines[1]
    assert "not gated" in out.err
