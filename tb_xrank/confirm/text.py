"""The confirm stage's results as terminal text and Markdown: the exchange (``compare --exchange``) and the
service of a replay (``tb-xrank service``)."""
import typing

from ..model.units import ms, num

if typing.TYPE_CHECKING:
    from ..model import Exchange, ServiceReport

HOW = {"flag": "as --exchange names them", "shapes": "recognised from B's recorded shapes",
       "both": "as --exchange names them; B's recorded shapes show it too"}
ANSWER = {"workload": "the delay followed the input (workload)", "placement": "the delay stayed with the rank "
          "(placement)", "ambiguous": "ambiguous"}


def exchange_lines(ex: "Exchange") -> list[str]:
    """The exchange block: the answer, its basis, the test, each rank in both runs, what was not held equal."""
    r1, r2 = ex.swapped
    out = [f"Exchange of ranks {r1} and {r2} ({HOW[ex.recognised]}): {ANSWER[ex.verdict]}",
           f"  {ex.basis}",
           f"  test: {ex.test}; p = {'—' if ex.p_value is None else format(ex.p_value, '.2g')} over {ex.steps} steps "
           f"({ex.steps_a} in A, {ex.steps_b} in B)"]
    for r in ex.ranks:
        moved = "" if r.host_a == r.host_b else f" → {r.host_b}"
        out.append(f"  rank {r.rank} ({r.host_a}{moved}): excess over its role peers "
                   f"{ms(r.excess_a_us, sign=True)} in A, {ms(r.excess_b_us, sign=True)} in B"
                   + (f"; shapes {r.shapes_a} → {r.shapes_b}" if r.shapes_a else ""))
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


def service_lines(s: "ServiceReport", top: int | None = None) -> list[str]:
    """The service report: the summary, then one row per collective (flagged first)."""
    out = list(s.summary) + ["", f"bandwidth: {s.bandwidth_from}", ""]
    head = (f"{'collective':<16} {'op':<14} {'bytes':>10} {'tail µs':>10} {'service µs':>11} {'spread µs':>10} "
            f"{'ratio':>6} {'busbw GB/s':>11}  flag")
    out.append(head)
    rows = sorted(s.service, key=lambda r: (not r.underestimated, -(r.service_us or 0.0)))
    for r in rows[:top] if top else rows:
        out.append(f"{r.collective[:16]:<16} {r.op:<14} {r.bytes if r.bytes is not None else '—':>10} "
                   f"{num(r.tail_us, 1, grouped=True):>10} {num(r.service_us, 1, grouped=True):>11} "
                   f"{num(r.spread_us, 1, grouped=True):>10} "
                   f"{'—' if r.ratio is None else format(r.ratio, '.2f'):>6} "
                   f"{'—' if r.busbw_gbps is None else format(r.busbw_gbps, '.4f'):>11}  "
                   + ("tail < service" if r.underestimated else ""))
    if top and len(rows) > top:
        out.append(f"... {len(rows) - top} more (--top)")
    if s.not_replayed:
        out.append(f"not replayed: {len(s.not_replayed)} collectives ({', '.join(s.not_replayed[:5])}"
                   + (", ..." if len(s.not_replayed) > 5 else "") + ")")
    out += [f"warning: {w}" for w in s.warnings]
    return out


def service_text(s: "ServiceReport", top: int | None = None) -> str:
    return "\n".join(service_lines(s, top)) + "\n"
