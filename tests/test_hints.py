"""Every public function and method of tb_xrank says its types: each parameter (``self``/``cls`` of a method
apart) and the return are annotated.

Public: the name does not start with ``_``; methods of any class count (a private class's public methods too);
functions nested inside functions do not. Read from the source (``ast``): nothing is imported."""
import ast
import os

import pytest

from conftest import ROOT

PKG = os.path.join(ROOT, "tb_xrank")
SKIP_DIRS = {"__pycache__", "static"}  # tb_xrank/plugin/static: the frontend's built files

def _modules() -> list[str]:
    """Every module of the package, as a path relative to tb_xrank/ with '/' separators, sorted."""
    out = []
    for d, dirs, files in os.walk(PKG):
        dirs[:] = sorted(x for x in dirs if x not in SKIP_DIRS)
        out += [os.path.relpath(os.path.join(d, f), PKG).replace(os.sep, "/") for f in files if f.endswith(".py")]
    return sorted(out)


def _gaps(source: str) -> list[str]:
    """``["line: name: what is missing"]`` for each public function or method of ``source`` that lacks a hint."""
    out = []

    def visit(body: list, prefix: str, in_class: bool) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                visit(node.body, f"{prefix}{node.name}.", True)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.name.startswith("_"):
                a = node.args
                positional = [*a.posonlyargs, *a.args]
                static = any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in node.decorator_list)
                if in_class and not static and positional and positional[0].arg in ("self", "cls"):
                    positional = positional[1:]
                params = [*positional, *a.kwonlyargs, *filter(None, (a.vararg, a.kwarg))]
                missing = [p.arg for p in params if p.annotation is None]
                what = ([f"parameters {', '.join(missing)}"] if missing else []) + (
                    ["the return"] if node.returns is None else [])
                if what:
                    out.append(f"{node.lineno}: {prefix}{node.name}: no hint for {' and '.join(what)}")
            elif isinstance(node, (ast.If, ast.Try, ast.With)):  # definitions under `if TYPE_CHECKING:`, try/except
                for block in ("body", "orelse", "finalbody"):
                    visit(getattr(node, block, []), prefix, in_class)
                for h in getattr(node, "handlers", []):
                    visit(h.body, prefix, in_class)

    visit(ast.parse(source).body, "", False)
    return out


def _read(mod: str) -> str:
    with open(os.path.join(PKG, mod), encoding="utf-8") as f:
        return f.read()


@pytest.mark.parametrize("mod", _modules())
def test_public_functions_are_annotated(mod):
    gaps = _gaps(_read(mod))
    assert not gaps, f"tb_xrank/{mod}:\n  " + "\n  ".join(gaps)


def test_the_check_sees_a_missing_hint():
    src = '''
import typing

def ok(a: int, *args: int, b: str = "", **kw: float) -> None: ...
def no_return(a: int): ...
def bare(a, b: int) -> int: ...
def _private(a): ...
def outer() -> None:
    def nested(x): ...
class C:
    def method(self, x: int) -> int: ...
    @classmethod
    def build(cls, **fields) -> "C": ...
    @staticmethod
    def static(self) -> None: ...
    def __init__(self, x): ...
class _Hidden:
    def shown(self, x): ...
if typing.TYPE_CHECKING:
    def under_if(x) -> None: ...
'''
    assert [g.split(": ", 1)[1] for g in _gaps(src)] == [
        "no_return: no hint for the return",
        "bare: no hint for parameters a",
        "C.build: no hint for parameters fields",
        "C.static: no hint for parameters self",
        "_Hidden.shown: no hint for parameters x and the return",
        "under_if: no hint for parameters x",
    ]
