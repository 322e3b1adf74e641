"""The codes of the Analysis' warnings and errors (``ranks[].warnings``, ``errors``): one registry
(``tb_xrank/model/codes.py``) lists every code the package uses, and the package uses every code it lists; an entry
takes its severity from the registry, and the schema names every code."""
import ast
import json
import os
import re

import pytest

from conftest import ROOT

from tb_xrank.model import Note, load_schema, note
from tb_xrank.model.codes import CODES, SEVERITIES

PKG = os.path.join(ROOT, "tb_xrank")
CODE = re.compile(r"(file|ingest|align|rank)\.[a-z_]+")


def _used() -> dict:
    """``{code: [module]}`` of every string constant of the package (the registry apart) that reads as a code."""
    out = {}
    for d, dirs, files in os.walk(PKG):
        dirs[:] = [x for x in dirs if x not in ("__pycache__", "static")]
        for f in files:
            path = os.path.join(d, f)
            if not f.endswith(".py") or path == os.path.join(PKG, "model", "codes.py"):
                continue
            with open(path, encoding="utf-8") as fh:
                tree = ast.parse(fh.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and CODE.fullmatch(node.value):
                    out.setdefault(node.value, []).append(os.path.relpath(path, ROOT))
    return out


def test_every_code_used_is_in_the_registry_and_every_registered_code_is_used():
    used = _used()
    assert not {c: m for c, m in used.items() if c not in CODES}, "codes used but not in tb_xrank/model/codes.py"
    assert not sorted(set(CODES) - set(used)), "codes in the registry that nothing produces"


def test_registry_entries_are_well_formed():
    for code, (severity, description) in CODES.items():
        assert CODE.fullmatch(code), code
        assert severity in SEVERITIES, code
        assert description, code
        assert "\n" not in description, code
    assert all(CODES[c][0] == "error" for c in CODES if c.startswith("file."))


def test_note_takes_its_severity_from_the_registry_and_refuses_an_unknown_code():
    n = note("rank.not_profiled", "rank not profiled (no trace file)")
    assert n == Note(code="rank.not_profiled", severity="info", text="rank not profiled (no trace file)", file=None)
    assert note("ingest.step_repeated", "x", "a.json").severity == "warning"
    with pytest.raises(KeyError):
        note("ingest.no_such_code", "x")


def test_the_schema_names_every_code():
    text = json.dumps(load_schema())
    assert all(c in text for c in CODES)
