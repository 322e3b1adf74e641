import gzip
import json
import os
import shutil
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNS = os.path.join(ROOT, "fixtures", "runs")
REAL = os.path.normpath(os.path.join(ROOT, "..", "shared", "real-traces"))
sys.path.insert(0, os.path.join(ROOT, "fixtures"))


@pytest.fixture(autouse=True)
def _cache_dir(tmp_path, monkeypatch):
    """Every test gets its own cache directory: no test sees another's cached tables."""
    monkeypatch.setenv("TB_XRANK_CACHE_DIR", str(tmp_path / "cache"))


def run_path(name):
    return os.path.join(RUNS, name)


def manifest(name):
    with open(os.path.join(RUNS, name, "manifest.json")) as f:
        return json.load(f)


def trace_files(run_dir):
    return sorted(os.path.join(run_dir, n) for n in os.listdir(run_dir) if ".pt.trace.json" in n)


def load_trace(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        return json.loads(f.read())


def save_trace(path, doc):
    data = json.dumps(doc).encode()
    if path.endswith(".gz"):
        with gzip.open(path, "wb") as f:
            f.write(data)
    else:
        with open(path, "wb") as f:
            f.write(data)


def copy_run(name_or_dir, dest):
    src = name_or_dir if os.path.isdir(name_or_dir) else run_path(name_or_dir)
    shutil.copytree(src, dest)
    return str(dest)


def rewrite(path, fn):
    """Load a trace, let ``fn(doc)`` change it in place, write it back."""
    doc = load_trace(path)
    fn(doc)
    save_trace(path, doc)


def shift_host_clock(run_dir, host, delta_us):
    """Shift every timestamp of one host's traces by ``delta_us``, as a host clock that is off would record it."""
    for p in trace_files(run_dir):
        doc = load_trace(p)
        if doc.get("host_name") != host:
            continue
        if doc.get("baseTimeNanoseconds"):
            doc["baseTimeNanoseconds"] += int(round(delta_us * 1000))
        else:
            for e in doc["traceEvents"]:
                if "ts" in e:
                    e["ts"] += delta_us
        save_trace(p, doc)
