"""The package's layout shows the pipeline: every import inside tb_xrank goes from a later stage to an earlier
one (or within a stage), no module imports itself back through others, and no module reaches into another's
private names."""
import ast
import os

from conftest import ROOT

PKG = os.path.join(ROOT, "tb_xrank")
# stage order: a module may import modules of its own stage or of earlier ones
STAGES = [("version", "files", "numeric", "config", "model", "frames"), ("ingest",), ("align",), ("diagnose",), ("pipeline",), ("engine",),
          ("comparison", "overtime", "confirm"), ("reports",), ("plugin",), ("cli", "__main__", "")]
RANK = {name: i for i, names in enumerate(STAGES) for name in names}


def _modules():
    """``{dotted module under tb_xrank: path}``."""
    out = {}
    for d, dirs, files in os.walk(PKG):
        dirs[:] = [x for x in dirs if x not in ("__pycache__", "static", "schema")]
        for f in files:
            if f.endswith(".py"):
                rel = os.path.relpath(os.path.join(d, f), PKG)[:-3].replace(os.sep, ".")
                out[rel[: -len(".__init__")] if rel.endswith("__init__") else rel.replace("__init__", "")] = (
                    os.path.join(d, f))
    return out


def _imports(mod: str, path: str, modules) -> list:
    """``[(imported module, imported names)]`` of one module's relative imports."""
    is_pkg = path.endswith("__init__.py")
    pkg = (mod.split(".") if mod else []) if is_pkg else mod.split(".")[:-1]
    out = []
    for node in ast.walk(ast.parse(open(path, encoding="utf-8").read())):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = pkg[: len(pkg) - node.level + 1]
            target = ".".join(base + ([node.module] if node.module else []))
            for a in node.names:
                sub = f"{target}.{a.name}" if target else a.name
                out.append((sub, None) if sub in modules else (target, a.name))
    return out


def _stage(mod: str) -> int:
    return RANK[mod.split(".")[0]]


def test_imports_flow_from_later_stages_to_earlier_ones():
    modules = _modules()
    back = [f"{m or 'tb_xrank'} imports {t or 'tb_xrank'}" for m, p in modules.items()
            for t, _ in _imports(m, p, modules) if _stage(t) > _stage(m)]
    assert not back, back


def test_no_import_cycle():
    modules = _modules()
    # every module, the facade (the package root) and imports inside functions included
    graph = {m: {t for t, _ in _imports(m, p, modules) if t in modules and t != m} for m, p in modules.items()}
    state = {}

    def visit(m, trail):
        state[m] = "open"
        for t in graph[m]:
            if m and t.startswith(m + "."):  # a package importing its own submodules is not a cycle
                continue
            assert state.get(t) != "open", " -> ".join(trail + [t])
            if t not in state:
                visit(t, trail + [t])
        state[m] = "done"

    for m in graph:
        if m not in state:
            visit(m, [m])


def test_no_private_name_is_imported_from_another_module():
    modules = _modules()
    private = [f"{m} imports {t}.{n}" for m, p in modules.items() for t, n in _imports(m, p, modules)
               if n and n.startswith("_") and not n.startswith("__") and t != m]
    assert not private, private


def test_top_level_reads_in_pipeline_order():
    entries = sorted(e for e in os.listdir(PKG) if not e.startswith(("_", ".")) or e in ("__init__.py", "__main__.py"))
    entries = [e for e in entries if e != "__pycache__" and not e.endswith(".so")]
    assert len(entries) <= 20, entries
    for stage in ("ingest", "align", "diagnose", "reports", "plugin"):
        assert os.path.isfile(os.path.join(PKG, stage, "__init__.py")), stage


MAX_LINES, MAX_COMPLEXITY = 60, 15


def _own_nodes(fn):
    """The nodes of a function's own body: nested functions and classes are functions of their own."""
    stack = list(ast.iter_child_nodes(fn))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            stack.extend(ast.iter_child_nodes(node))


def complexity(fn) -> int:
    """McCabe's cyclomatic complexity as radon counts it: 1 + branches, loops (and their else), handlers (and a
    try's else), asserts, boolean operands beyond the first, comprehension loops and their conditions."""
    n = 1
    for node in _own_nodes(fn):
        if isinstance(node, (ast.If, ast.IfExp, ast.For, ast.AsyncFor, ast.While, ast.ExceptHandler, ast.Assert)):
            n += 1 + bool(getattr(node, "orelse", None) and not isinstance(node, (ast.If, ast.IfExp)))
        elif isinstance(node, ast.Try) and node.orelse:
            n += 1
        elif isinstance(node, ast.BoolOp):
            n += len(node.values) - 1
        elif isinstance(node, ast.comprehension):
            n += 1 + len(node.ifs)
    return n


def test_complexity_counts_as_radon_does():
    code = ("def f(x, ys):\n    if x and ys or not x:\n        return [y for y in ys if y]\n"
            "    for y in ys:\n        try:\n            assert y\n        except ValueError:\n            pass\n"
            "    def g():\n        if x:\n            return 1\n    return 0 if x else 1\n")
    f = ast.parse(code).body[0]
    assert complexity(f) == 1 + 1 + 2 + 2 + 1 + 1 + 1 + 1  # if, and/or, comprehension+if, for, assert, except, ifexp


def test_no_function_a_reader_cannot_hold_in_their_head():
    """No function of the package over MAX_LINES lines or of complexity MAX_COMPLEXITY or more."""
    big = []
    for mod, path in _modules().items():
        for node in ast.walk(ast.parse(open(path, encoding="utf-8").read())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines, cc = node.end_lineno - node.lineno + 1, complexity(node)
                if lines > MAX_LINES or cc >= MAX_COMPLEXITY:
                    big.append(f"{mod}.{node.name}: {lines} lines, complexity {cc}")
    assert not big, big


MAX_MODULE_LINES, MAX_PARAMETERS = 400, 6


def test_no_module_a_reader_cannot_take_in_at_one_sitting():
    """No module of the package over MAX_MODULE_LINES lines."""
    long = []
    for mod, path in _modules().items():
        with open(path, encoding="utf-8") as f:
            n = len(f.read().splitlines())
        if n > MAX_MODULE_LINES:
            long.append(f"{mod or 'tb_xrank'}: {n} lines")
    assert not long, long


def _public_functions(body: list, prefix: str = "", in_class: bool = False):
    """``(qualified name, node, in a class)`` of each public function and method of ``body`` (those of classes
    nested in it included, functions nested in functions not)."""
    for node in body:
        if isinstance(node, ast.ClassDef):
            yield from _public_functions(node.body, f"{prefix}{node.name}.", True)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.name.startswith("_"):
            yield f"{prefix}{node.name}", node, in_class
        elif isinstance(node, (ast.If, ast.Try, ast.With)):
            for block in (node.body, getattr(node, "orelse", []), getattr(node, "finalbody", []),
                          *(h.body for h in getattr(node, "handlers", []))):
                yield from _public_functions(block, prefix, in_class)


def parameters(fn, in_class: bool) -> int:
    """How many parameters ``fn`` takes: ``self``/``cls`` of a method not counted, ``*args`` and ``**kwargs`` one
    each."""
    a = fn.args
    positional = [*a.posonlyargs, *a.args]
    static = any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in fn.decorator_list)
    if in_class and not static and positional and positional[0].arg in ("self", "cls"):
        positional = positional[1:]
    return len(positional) + len(a.kwonlyargs) + (a.vararg is not None) + (a.kwarg is not None)


def test_parameters_count_as_the_rule_counts_them():
    code = ("def f(a, b=1, *args, c, **kw): ...\n"
            "class C:\n    def m(self, x, /, y): ...\n    @classmethod\n    def k(cls, x): ...\n"
            "    @staticmethod\n    def s(self, x): ...\n")
    tree = ast.parse(code)
    assert {name: parameters(fn, in_class) for name, fn, in_class in _public_functions(tree.body)} == {
        "f": 5, "C.m": 2, "C.k": 1, "C.s": 2}


def test_no_public_function_takes_more_parameters_than_a_reader_can_keep_apart():
    """No public function or method of the package takes over MAX_PARAMETERS parameters (``self``/``cls``
    apart): those that travel together travel as one object."""
    many = []
    for mod, path in _modules().items():
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for name, fn, in_class in _public_functions(tree.body):
            n = parameters(fn, in_class)
            if n > MAX_PARAMETERS:
                many.append(f"{mod or 'tb_xrank'}.{name}: {n} parameters")
    assert not many, many


def test_the_view_functions_and_the_run_store_need_no_tensorboard():
    import subprocess
    import sys

    code = ("import sys, tb_xrank.plugin.views, tb_xrank.plugin.runs, tb_xrank.plugin; "
            "print('tensorboard' in sys.modules, 'werkzeug' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False"]
