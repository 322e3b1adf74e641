"""Reports to share: one self-contained HTML file (inline styles and SVG charts, no script, no remote
URL; ``share_html``) or Markdown for an issue tracker (``share_markdown``), of an Analysis and optionally a
comparison. They read the Analysis and the comparison; they never recompute.

This module holds what both do alike: ``TOP``, the rows their lists show at most, and ``redact``, which replaces
host names and directories with stable placeholders (host-1, path-1, ... in rank order).
"""
import json
import re
from collections.abc import Sequence
from typing import Any

from ..model import Analysis, Comparison

TOP = 15


def _secrets(analyses):
    """``[(text, placeholder)]``: hosts, then the directories of trace files and run paths, in rank order."""
    hosts: dict[str, None] = {}  # in order of first appearance
    dirs: dict[str, None] = {}
    folder = lambda f: f.rsplit("/", 1)[0] if "/" in f else ""  # noqa: E731
    for a in analyses:
        hosts.update((r.host, None) for r in a.ranks if r.host)
        dirs.update((folder(f), None) for r in a.ranks for f in r.files or [])
        dirs.update((folder(e.file), None) for e in a.errors if e.file)
        if "/" in a.run:
            dirs.setdefault(a.run)
    dirs.pop("", None)
    pairs = [(d, f"path-{i + 1}") for i, d in enumerate(dirs)] + [(h, f"host-{i + 1}") for i, h in enumerate(hosts)]
    return sorted(pairs, key=lambda p: -len(p[0]))  # longest first: node1 must not eat node10


def redact(analysis: Analysis, comparison: Comparison | None = None,
           also: Sequence[Analysis] = ()) -> tuple[Analysis, Comparison | None]:
    """``(Analysis, comparison)`` with every host name and directory replaced, in every string and key; the hosts
    and paths of ``also`` (the compared run's Analysis) count too."""
    pairs = _secrets([analysis, *also])
    if not pairs:
        return analysis, comparison
    pat = re.compile("|".join(re.escape(t) for t, _ in pairs))
    table = dict(pairs)

    def sub(x: object) -> Any:
        if isinstance(x, str):
            return pat.sub(lambda m: table[m.group(0)], x)
        if isinstance(x, dict):
            return {sub(k): sub(v) for k, v in x.items()}
        if isinstance(x, list):
            return [sub(v) for v in x]
        return x
    d = json.loads(analysis.to_json())
    fixed = {"schema": d["schema"], "tool_version": d["tool_version"]}  # names of the contract, not of the run
    c = None if comparison is None else {**sub(comparison.to_dict()), "schema": comparison.schema}
    return Analysis.build(**{**sub(d), **fixed}), None if c is None else Comparison.build(**c)
