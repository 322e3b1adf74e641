"""The committed frontend bundle: fresh against its sources, served by the plugin, loadable by TensorBoard."""
import argparse
import hashlib
import json
import os

import pytest

from conftest import ROOT, copy_run

FRONTEND = os.path.join(ROOT, "frontend")
STATIC = os.path.join(ROOT, "tb_xrank", "plugin", "static")


def _files(d):
    out = []
    for n in sorted(os.listdir(d)):
        p = os.path.join(d, n)
        out += _files(p) if os.path.isdir(p) else [p]
    return out


def test_committed_bundle_is_built_from_the_current_sources():
    """scripts/stamp.mjs hashes the sources and the bundle it just built: a source changed since means a stale
    bundle, an index.js that is not the one the build wrote means a bundle edited by hand."""
    srcs = _files(os.path.join(FRONTEND, "src")) + [os.path.join(FRONTEND, n) for n in (
        "index.html", "package.json", "package-lock.json", "tsconfig.json", "vite.config.ts")]
    h = hashlib.sha256()
    for p in srcs:
        h.update(os.path.relpath(p, FRONTEND).encode() + b"\0")
        with open(p, "rb") as f:
            h.update(f.read())
    with open(os.path.join(STATIC, "build-stamp.json")) as f:
        stamp = json.load(f)
    assert stamp["sources"] == h.hexdigest(), "frontend/ changed: run `cd frontend && npm ci && npm run build`"
    with open(os.path.join(STATIC, "index.js"), "rb") as f:
        bundle = hashlib.sha256(f.read()).hexdigest()
    assert stamp.get("bundle") == bundle, "static/index.js is not the bundle the build wrote: run `npm run build`"


def test_sources_fetch_nothing_remote_and_never_write_markup():
    """Trace strings reach the page through textContent only (tooltips escape), and nothing is fetched
    from the network: TensorBoard's CSP forbids it and machines running it often have no internet."""
    for p in _files(os.path.join(FRONTEND, "src")):
        with open(p, encoding="utf-8") as f:
            src = f.read()
        for bad in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "http://", "https://"):
            assert bad not in src, (p, bad)


def test_plugin_serves_the_bundle_and_tensorboard_can_load_it(tmp_path):
    pytest.importorskip("tensorboard")
    from tensorboard.backend.application import TensorBoardWSGI
    from tensorboard.plugins import base_plugin
    from werkzeug.test import Client

    from tb_xrank.plugin import XrankPlugin

    copy_run("nccl_seed_intro", tmp_path / "logs" / "r")
    flags = argparse.Namespace(xrank_cache_dir=str(tmp_path / "cache"), xrank_workers=1)
    client = Client(TensorBoardWSGI([XrankPlugin(base_plugin.TBContext(logdir=str(tmp_path / "logs"), flags=flags))]))
    r = client.get("/data/plugin/xrank/index.js")
    assert r.status_code == 200
    assert r.mimetype == "text/javascript"
    assert b"render" in r.get_data()
    r = client.get("/data/plugin/xrank/index.html")
    assert r.status_code == 200
    assert b"data-xrank-standalone" in r.get_data()
    entry = client.get("/data/plugin_entry.html?name=xrank")
    assert entry.status_code == 200
    assert b'import("./index.js")' in entry.get_data()
    for bad in ("/data/plugin/xrank/../../etc/passwd", "/data/plugin/xrank/static/index.js",
                "/data/plugin/xrank/%2e%2e/plugin.py", "/data/plugin/xrank/build-stamp.json"):
        assert client.get(bad).status_code == 404, bad


def test_the_frontend_unit_tests_pass():
    """frontend/test/*.test.ts under node's test runner (``npm test``): the pure functions the tabs format and group
    with, each test named by what must hold; at least one test ran and none failed."""
    import subprocess

    r = subprocess.run(["npm", "test", "--silent"], cwd=FRONTEND, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, (r.stdout + r.stderr)[-4000:]
    counts = dict(line[2:].split(" ", 1) for line in r.stdout.splitlines() if line.startswith(("# pass", "# fail")))
    assert int(counts["pass"]) >= 8, r.stdout[-2000:]
    assert int(counts["fail"]) == 0, r.stdout[-2000:]
