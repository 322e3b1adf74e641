import argparse
import gzip
import json
import os
import shutil
import signal
import subprocess
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNS = os.path.join(ROOT, "fixtures", "runs")
REAL = os.path.normpath(os.path.join(ROOT, "..", "shared", "real-traces"))


@pytest.fixture(autouse=True)
def _cache_dir(tmp_path, monkeypatch):
    """Every test gets its own cache directory: no test sees another's cached tables."""
    monkeypatch.setenv("TB_XRANK_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture(scope="session")
def analysed():
    """``analysed(name)``: the Analysis of the bundled run ``fixtures/runs/<name>`` with default settings, as
    ``tb_xrank.analyze(run_path(name))`` gives it, computed once per session (``cache=False``) and shared.

    READ-ONLY: every test that asks for a run gets the same object. Never change it or anything it holds (append
    to its lists, set keys of its dicts, pass it to code that does): work on ``json.loads(a.to_json())`` or a
    ``copy.deepcopy`` instead. Tests of caching, engines, settings or copied and modified runs call
    ``tb_xrank.analyze`` themselves. At the end of the session every shared Analysis is checked against its JSON
    as computed: a test that changed one fails there."""
    import tb_xrank

    memo, computed = {}, {}

    def get(name):
        if name not in memo:
            memo[name] = tb_xrank.analyze(run_path(name), cache=False)
            computed[name] = memo[name].to_json()
        return memo[name]

    yield get
    changed = sorted(n for n, a in memo.items() if a.to_json() != computed[n])
    assert not changed, f"a test changed the shared (read-only) Analysis of {changed}: see conftest.analysed"


FIXTURE_RUNS = sorted(n for n in os.listdir(RUNS) if os.path.isfile(os.path.join(RUNS, n, "manifest.json")))


def run_path(name):
    return os.path.join(RUNS, name)


def manifest(name):
    with open(os.path.join(RUNS, name, "manifest.json")) as f:
        return json.load(f)


LAYOUT_RUNS = [n for n in FIXTURE_RUNS if "layout" in manifest(n)]  # fixtures/record_layouts.py's runs


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


PLUGIN_BASE = "/data/plugin/xrank"  # the plugin's routes, as TensorBoard serves them


def stop_group(proc):
    """Stop a process started with ``start_new_session=True`` and every process it started (TensorBoard:
    torch-tb-profiler's loaders outlive a plain terminate)."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(30)
    except ProcessLookupError:
        pass


def plugin_app(logdir, tmp_path, store=None):
    """``(client, plugin)``: the Cross-rank plugin in TensorBoard's WSGI app over ``logdir``, tested through
    werkzeug's Client."""
    pytest.importorskip("tensorboard")
    from tensorboard.backend.application import TensorBoardWSGI
    from tensorboard.plugins import base_plugin
    from werkzeug.test import Client

    from tb_xrank.plugin import XrankPlugin

    flags = argparse.Namespace(xrank_cache_dir=str(tmp_path / "cache"), xrank_workers=2)
    plugin = XrankPlugin(base_plugin.TBContext(logdir=str(logdir), flags=flags), store=store)
    return Client(TensorBoardWSGI([plugin])), plugin


def get_json(client, url):
    """(status, body): JSON when the route answered JSON, else the text (TensorBoard's typed errors)."""
    r = client.get(url)
    text = r.get_data(as_text=True)
    return r.status_code, json.loads(text) if r.mimetype == "application/json" else text


def settled_json(client, url, timeout=120.0):
    """``get_json``'s answer once the route no longer answers 202 (work it does in the background), or at
    ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while True:
        code, body = get_json(client, url)
        if code != 202 or time.monotonic() > end:
            return code, body
        time.sleep(0.05)


def mesh_run(out, world, steps, slow):
    """``world`` NCCL-schema ranks, 8 per host (``node000``...), a tensor-parallel family of groups of 8 (one per
    host) and a global all-reduce every step; rank ``slow``'s GEMM is 2.5 ms longer in every step."""
    from fixtures.gen_nccl import simulate, write_run

    pgs = {"0": tuple(range(world)), **{f"tp{h}": tuple(range(8 * h, 8 * h + 8)) for h in range(world // 8)}}
    host = lambda r: f"node{r // 8:03d}"  # noqa: E731

    def program(step, rank):
        return [("compute", "aten::mm", "gemm_kernel", 3_000.0 + (2_500.0 if rank == slow else 0.0),
                 [[1024, 1024], [1024, 1024]]),
                ("collective", "allreduce", f"tp{rank // 8}", 1 << 18, 80.0),
                ("collective", "allreduce", "0", 1 << 20, 300.0), ("sync",)]
    ev, _ = simulate(world, program, steps, pgs, host, {f"node{h:03d}": 100.0 * (h % 7) for h in range(world // 8)})
    write_run(str(out), world, ev, pgs, host)
    return str(out)


def one_rank_links(table, ready_us, streams):
    """``device.links`` of one NCCL rank whose clock is the analysis frame (ns / 1000): its records' ready times
    (µs) and streams, as one-column matrices."""
    import types

    import numpy as np

    from tb_xrank.diagnose import device
    ready = np.asarray(ready_us, dtype=float)[:, None]
    tl = types.SimpleNamespace(order=[0], meta=[types.SimpleNamespace(backend="nccl")] * len(ready), ready=ready,
                               stream=np.asarray(streams, dtype=np.int64)[:, None])
    return device.links({0: types.SimpleNamespace(table=table)}, types.SimpleNamespace(us=lambda r, ns: ns / 1000.0),
                        tl)


def timeline(order, meta, times, stream, steps):
    """A Timeline of hand-written collectives: ``meta`` as dicts of CollectiveMeta's fields, ``times`` the
    ``(enqueue, ready, end)`` µs matrices (NaN: no record), with the records they state (no skew measured)."""
    import numpy as np
    from tb_xrank.align.frame import CollectiveMeta, Records, Timeline
    from tb_xrank.align.strings import SpanStrings
    enq, ready, end = times
    present = ~np.isnan(ready)
    nan = np.full(ready.shape, np.nan)
    us = dict(zip(Records.FIELDS, (ready, enq, nan, end, nan, nan)))
    rec = Records(present, us, np.full(ready.shape, -1), [None] * len(meta), [False] * len(meta))
    stream = np.full(ready.shape, -1, dtype=np.int64) if stream is None else stream
    return Timeline(list(order), [CollectiveMeta(**{"seq": None, "bytes": None, "step": None, **m}) for m in meta], enq, ready, end, stream, steps, rec, SpanStrings.of({}))
