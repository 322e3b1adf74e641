"""The replay script: ``replay_template.py`` (a fixed program, shipped with tb_xrank) with the plan written into
it as data.

Nothing from a trace becomes code: the plan is JSON with every non-ASCII character escaped, written as Python
string literals made by ``repr`` (so no quote, backslash or line break in a name can end them), and the script
reads it with ``json.loads`` and checks every field against fixed lists (ops, element types) and ranges (ranks,
sizes) before it runs anything. The one line of trace text outside the plan, the comment naming the run, keeps
only letters, digits and ``_.,:/@+-`` (anything else becomes ``?``)."""
import json
import os
import re

import msgspec

from ..version import __version__
from .plan import Plan

TEMPLATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "replay_template.py")
PLAN_LINE = 'PLAN_JSON = ""  # the plan (written by tb-xrank replay)\n'
PIECE = 100  # characters of plan JSON per string literal
_UNSAFE = re.compile(r"[^A-Za-z0-9_.,:/@+\- ]")


def safe_text(text: str, limit: int = 120) -> str:
    """``text`` with only letters, digits, spaces and ``_.,:/@+-`` kept (others become ``?``), at most ``limit``."""
    return _UNSAFE.sub("?", str(text))[:limit]


def plan_literal(plan: Plan) -> str:
    """``PLAN_JSON = (...)``: the plan's JSON (every non-ASCII character escaped) as adjacent string literals."""
    text = json.dumps(msgspec.to_builtins(plan), ensure_ascii=True, separators=(",", ":"))
    pieces = [text[i:i + PIECE] for i in range(0, len(text), PIECE)] or [""]
    return "PLAN_JSON = (\n" + "".join(f"    {piece!r}\n" for piece in pieces) + ")\n"


def render(plan: Plan) -> str:
    """The text of the replay script for ``plan``."""
    with open(TEMPLATE, encoding="utf-8") as f:
        template = f.read()
    if template.count(PLAN_LINE) != 1:
        raise RuntimeError(f"{TEMPLATE} has no plan line")  # a broken installation
    steps = f"steps {plan.steps[0]}-{plan.steps[-1]}" if plan.steps else "no steps"
    head = (f"# Span {plan.span} of run {safe_text(plan.run)}, {steps}: {len(plan.ops)} collectives on "
            f"{plan.world_size} ranks; written by tb-xrank {safe_text(__version__, 40)}.\n")
    return template.replace(PLAN_LINE, head + plan_literal(plan))
