"""The confirm stage's results as terminal text and Markdown: the exchange (``compare --exchange``)."""
import typing

if typing.TYPE_CHECKING:
    from ..model import Exchange

HOW = {"flag": "as --exchange names them", "shapes": "recognised from B's recorded shapes",
       "both": "as --exchange names them; B's recorded shapes show it too"}
ANSWER = {"workload": "the delay followed the input (workload)", "placement": "the delay stayed with the rank "
          "(placement)", "ambiguous": "ambiguous"}


def _ms(us) -> str:
    return "—" if us is None else f"{us / 1e3:+.1f} ms"


def exchange_lines(ex: "Exchange") -> list[str]:
    """The exchange block: the answer, its basis, the test, each rank in both runs, what was not held equal."""
    r1, r2 = ex.swapped
    out = [f"Exchange of ranks {r1} and {r2} ({HOW[ex.recognised]}): {ANSWER[ex.verdict]}",
           f"  {ex.basis}",
           f"  test: {ex.test}; p = {'—' if ex.p_value is None else format(ex.p_value, '.2g')} over {ex.steps} steps "
           f"({ex.steps_a} in A, {ex.steps_b} in B)"]
    for r in ex.ranks:
        moved = "" if r.host_a == r.host_b else f" → {r.host_b}"
        out.append(f"  rank {r.rank} ({r.host_a}{moved}): excess over its role peers {_ms(r.excess_a_us)} in A, "
                   f"{_ms(r.excess_b_us)} in B" + (f"; shapes {r.shapes_a} → {r.shapes_b}" if r.shapes_a else ""))
    out.append("  Not held equal:")
    out += [f"    - {s}" for s in ex.not_held_equal]
    return out


def exchange_text(ex: "Exchange") -> str:
    return "\n".join(exchange_lines(ex)) + "\n\n"


def exchange_markdown(ex: "Exchange") -> str:
    """The exchange block as Markdown: the answer in bold, the rest as list items (trace text escaped)."""
    lines = exchange_lines(ex)
    split = lines.index("  Not held equal:")
    body = [f"**{lines[0]}**", ""] + [f"- {_md(x.strip())}" for x in lines[1:split]]
    body += ["", "Not held equal:", ""] + [f"- {_md(x.strip()[2:])}" for x in lines[split + 1:]]
    return "\n".join(body) + "\n\n"


def _md(line: str) -> str:
    """A line of trace-derived text made inert in Markdown (no tag, link, emphasis or table cell from a name)."""
    for ch in ("\\", "<", ">", "[", "]", "*", "_", "`", "|"):
        line = line.replace(ch, "\\" + ch)
    return line
