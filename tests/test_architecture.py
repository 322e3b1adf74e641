"""The README's architecture section is tested against the tree: every folder it lists exists, every module it
names (``name.py`` or a bare name under its folder) is there, and every module and subpackage of ``tb_xrank``
and every module of ``frontend/src`` is named in it. Read from the files: nothing is imported."""
import os
import re

from conftest import ROOT

PKG = os.path.join(ROOT, "tb_xrank")
SRC = os.path.join(ROOT, "frontend", "src")


def _block() -> dict:
    """``{folder: its text}`` of the architecture section's tree: ``""`` for the package's top level."""
    text = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    section = text.split("\n## Architecture\n", 1)[1].split("\n## ", 1)[0]
    tree = section.split("```\ntb_xrank/\n", 1)[1].split("```", 1)[0]
    out, folder = {"": ""}, ""
    for line in tree.splitlines():
        m = re.match(r"^(\s{0,2})(\S+/)\s+(.*)$", line)
        if m and (m.group(1) == "  " or m.group(2) == "frontend/src/"):
            folder = m.group(2).rstrip("/")
            out[folder] = m.group(3)
        elif re.match(r"^  \S+\.py\s", line):
            out[""] += " " + line
        else:
            out[folder] += " " + line
    return out


def _words(text: str) -> set:
    return set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text))


def test_every_listed_folder_and_named_module_exists():
    missing = []
    for folder, text in _block().items():
        base = SRC if folder == "frontend/src" else os.path.join(PKG, folder)
        if not os.path.isdir(base):
            missing.append(f"{folder}/ (folder)")
            continue
        for name in re.findall(r"\b([A-Za-z_][A-Za-z0-9_]*)\.(py|ts|cpp)\b", text):
            if not os.path.isfile(os.path.join(base, f"{name[0]}.{name[1]}")):
                missing.append(f"{folder}/{name[0]}.{name[1]}")
    assert not missing, f"the README's architecture names what the tree lacks: {missing}"


def test_every_module_and_subpackage_is_in_the_architecture():
    block = _block()
    top_line = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read().split("\n## Architecture\n", 1)[1]
    unnamed = []
    for entry in sorted(os.listdir(PKG)):
        path = os.path.join(PKG, entry)
        if os.path.isdir(path) and os.path.isfile(os.path.join(path, "__init__.py")):
            if entry not in block:
                unnamed.append(f"{entry}/")
                continue
            words = _words(block[entry])
            unnamed += [f"{entry}/{f}" for f in sorted(os.listdir(path))
                        if f.endswith(".py") and f not in ("__init__.py", "__main__.py") and f[:-3] not in words]
        elif entry.endswith(".py") and not entry.startswith("__") and entry[:-3] not in _words(top_line.split("## ")[0]):
            unnamed.append(entry)
    words = _words(block.get("frontend/src", ""))
    unnamed += [f"frontend/src/{f}" for f in sorted(os.listdir(SRC)) if f.endswith(".ts") and f[:-3] not in words]
    assert not unnamed, f"add these to the README's architecture section: {unnamed}"
