"""Shareable reports: self-contained HTML that opens offline, Markdown for trackers, redaction, escaping."""
import json
import os
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser

import pytest

import tb_xrank
from conftest import copy_run, rewrite, run_path, trace_files
from tb_xrank.comparison import compare
from tb_xrank.reports.share import html_report, markdown_report, redact, sparkline

CHROMIUM = shutil.which("chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run"]
EVIL = "<script>alert('x')</script>|"


@pytest.fixture(scope="module")
def pair(analysed):
    return tb_xrank.analyze(run_path("baseline"), span=1), analysed("fixed_slow")


class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.urls = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.urls += [v for k, v in attrs if k in ("src", "href", "xlink:href") and v]


def test_html_is_one_self_contained_file(pair):
    a, b = pair
    doc = html_report(b, compare(a, b))
    p = _Tags()
    p.feed(doc)
    assert "script" not in p.tags and "link" not in p.tags and "img" not in p.tags and p.urls == []
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", doc)  # no remote URL at all
    assert p.tags.count("svg") >= 5  # step maxima, spread, history heatmap and counts, comparison
    assert "Straggler: fixed (rank 2)" in doc and "xrank::expert_gemm" in doc
    assert '<span class="b higher">higher</span>' in doc  # the step maximum rose in B
    assert "Comparison: fixed_slow (B) against baseline (A)" in doc


@pytest.mark.browser
@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
def test_html_opens_offline_in_chromium(pair, tmp_path):
    a, b = pair
    f = tmp_path / "report.html"
    f.write_text(html_report(b, compare(a, b)), encoding="utf-8")
    dom = subprocess.run([CHROMIUM, *FLAGS, "--dump-dom", f.as_uri()], capture_output=True, text=True,
                         timeout=120).stdout
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", dom.split("</style>", 1)[-1]))
    assert "Straggler: fixed (rank 2)" in text and "Per-step maximum against median" in text
    assert "Steps in which each rank was critical: A against B" in text


def test_markdown_pastes_into_a_tracker(pair):
    a, b = pair
    md = markdown_report(b, compare(a, b))
    assert md.startswith("## tb-xrank: run `fixed_slow`")
    assert "| collective | op | step | skew | tail | clock-free skew | last rank | material |" in md  # analyze's
    assert "critical rank 2 2 2 2 2 2 2 2 2 2 2 2" in md and "| per-step maximum step time, median |" in md
    assert "**higher**" in md and "rank     2 ████████████████████████ 12" in md
    assert sparkline([1, 2, None, 8]) == "▁▂ █"


def test_trace_strings_are_escaped(tmp_path):
    run = tmp_path / "evil"
    copy_run("fixed_slow", run)
    for p in trace_files(run):
        rewrite(p, lambda d: [e.update(name=EVIL) for e in d["traceEvents"] if e.get("name") == "xrank::expert_gemm"])
    a = tb_xrank.analyze(str(run))
    assert any(d["op"] == EVIL for d in a.divergences)
    doc = html_report(a)
    assert "<script>" not in doc and "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;|" in doc
    md = markdown_report(a)
    assert "<script>" not in md and "&lt;script&gt;alert('x')&lt;/script&gt;\\|" in md


def test_redaction_replaces_hosts_and_paths_stably(pair):
    a, b = pair
    c = compare(a, b)
    for render in (html_report, markdown_report):
        out = render(b, c, redact_names=True)
        assert "node0" not in out and "node1" not in out and run_path("fixed_slow") not in out
    other = json.loads(a.to_json())
    other["ranks"][0]["host"] = "gpu-secret-7"  # a host only the compared run has
    other = tb_xrank.Analysis.build(**other)
    c["stragglers"]["a"]["basis"] = "critical ranks share host gpu-secret-7"
    assert "gpu-secret-7" not in redact(b, c, also=[other])[1].to_json()
    assert "gpu-secret-7" in redact(b, c)[1].to_json()  # only the hosts of the runs it is given are known
    ra, _ = redact(b, c)
    assert {r["host"] for r in ra.ranks} == {"host-1", "host-2"}
    assert all(f.startswith("path-1/host-") for r in ra.ranks for f in r["files"])
    text = json.dumps(ra.to_dict())
    assert "node0" not in text and "node1" not in text
    assert ra.stragglers == b.stragglers  # numbers and verdicts untouched


def _cli(*args, seed="0"):
    return subprocess.run([sys.executable, "-m", "tb_xrank.cli", "report", *args, "-q"], capture_output=True,
                          text=True, timeout=300, env=dict(os.environ, PYTHONHASHSEED=seed))


def test_cli_report(tmp_path):
    out = tmp_path / "r.html"
    r = _cli(run_path("baseline"), "--span", "1", "--compare", run_path("fixed_slow"), "-o", str(out))
    assert r.returncode == 0, r.stderr
    assert "<!doctype html>" in out.read_text(encoding="utf-8")
    r = _cli(run_path("fixed_slow"), "--format", "markdown", "--redact", "-o", "-")
    assert r.returncode == 0 and "node0" not in r.stdout and "names and paths redacted" in r.stdout
    again = _cli(run_path("fixed_slow"), "--format", "markdown", "--redact", "-o", "-", seed="1")
    assert again.stdout == r.stdout  # the same placeholders in another process (another string hash seed)
    r = _cli(run_path("fixed_slow"), "-o", str(tmp_path / "no" / "such" / "dir" / "r.html"))
    assert r.returncode == 2 and "cannot write" in r.stderr
    r = _cli(os.path.join(str(tmp_path), "missing"), "-o", str(out))
    assert r.returncode == 2
