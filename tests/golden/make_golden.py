"""Write ``analysis_digests.json``: per bundled run, the SHA-256 of each top-level key of its Analysis JSON
(``tool_version`` left out). ``tests/test_contract.py`` holds every later version to these digests: a change of
structure must not change the contract. Run it only when a change of the Analysis is intended.

    python tests/golden/make_golden.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))

OUT = os.path.join(HERE, "analysis_digests.json")


def digests(path: str) -> dict:
    """``{key: sha256 of its compact JSON}`` of the run's Analysis without ``tool_version``, and under
    ``(bytes)`` the digest of the exact JSON text with ``tool_version`` emptied."""
    import hashlib

    import tb_xrank

    root, cwd = os.path.dirname(os.path.dirname(HERE)), os.getcwd()
    os.chdir(root)  # the run by its path from the repository's root: the file paths in the Analysis are the same
    try:            # in every clone
        text = tb_xrank.analyze(os.path.relpath(os.path.abspath(os.path.join(cwd, path)), root), cache=False).to_json()
    finally:
        os.chdir(cwd)
    doc = json.loads(text)
    version = json.dumps(doc.pop("tool_version"))
    sha = lambda b: hashlib.sha256(b).hexdigest()  # noqa: E731
    out = {k: sha(json.dumps(v, separators=(",", ":")).encode()) for k, v in doc.items()}
    out["(bytes)"] = sha(text.replace(f'"tool_version":{version}', '"tool_version":""', 1).encode())
    return out


def main() -> None:
    runs = os.path.join(os.path.dirname(os.path.dirname(HERE)), "fixtures", "runs")
    names = sorted(n for n in os.listdir(runs) if os.path.isfile(os.path.join(runs, n, "manifest.json")))
    out = {n: digests(os.path.join(runs, n)) for n in names}
    with open(OUT, "w") as f:
        json.dump(out, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"wrote {OUT}: {len(out)} runs")


if __name__ == "__main__":
    main()
