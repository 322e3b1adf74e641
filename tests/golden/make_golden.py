"""Write ``analysis_digests.json``: per bundled run, the SHA-256 of each top-level key of its Analysis JSON
(``tool_version`` left out), and the Analysis itself (``analyses/<run>.json.gz``) that a failure is diffed against. ``tests/test_contract.py`` holds every later version to these digests: a change of
structure must not change the contract. Run it only when a change of the Analysis is intended.

    python tests/golden/make_golden.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))

OUT = os.path.join(HERE, "analysis_digests.json")
ANALYSES = os.path.join(HERE, "analyses")  # each run's Analysis as recorded, gzip: what a failure is diffed against


def analysis_text(path: str) -> str:
    """The run's Analysis JSON with ``tool_version`` emptied, the run read by its path from the repository's root (the
    file paths in the Analysis are the same in every clone)."""
    import tb_xrank

    root, cwd = os.path.dirname(os.path.dirname(HERE)), os.getcwd()
    os.chdir(root)
    try:
        text = tb_xrank.analyze(os.path.relpath(os.path.abspath(os.path.join(cwd, path)), root), cache=False).to_json()
    finally:
        os.chdir(cwd)
    version = json.dumps(json.loads(text)["tool_version"])
    return text.replace(f'"tool_version":{version}', '"tool_version":""', 1)


def digests(text: str) -> dict:
    """``{key: sha256 of its compact JSON}`` of an ``analysis_text`` without ``tool_version``, and under ``(bytes)``
    the digest of the exact text."""
    import hashlib

    doc = json.loads(text)
    doc.pop("tool_version")
    sha = lambda b: hashlib.sha256(b).hexdigest()  # noqa: E731
    out = {k: sha(json.dumps(v, separators=(",", ":")).encode()) for k, v in doc.items()}
    out["(bytes)"] = sha(text.encode())
    return out


def stored(name: str) -> dict | None:
    """The Analysis recorded for run ``name`` (``analyses/<name>.json.gz``), None where there is none."""
    import gzip

    try:
        with gzip.open(os.path.join(ANALYSES, name + ".json.gz"), "rt", encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError:
        return None


def main() -> None:
    import gzip

    runs = os.path.join(os.path.dirname(os.path.dirname(HERE)), "fixtures", "runs")
    names = sorted(n for n in os.listdir(runs) if os.path.isfile(os.path.join(runs, n, "manifest.json")))
    os.makedirs(ANALYSES, exist_ok=True)
    out = {}
    for n in names:
        text = analysis_text(os.path.join(runs, n))
        out[n] = digests(text)
        with open(os.path.join(ANALYSES, n + ".json.gz"), "wb") as f:
            f.write(gzip.compress(text.encode(), 9, mtime=0))
    with open(OUT, "w") as f:
        json.dump(out, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"wrote {OUT} and {ANALYSES}: {len(out)} runs")


if __name__ == "__main__":
    main()
