"""The exchange as ``compare`` reports it: which two ranks were exchanged (``--exchange`` or B's recorded shapes),
the verdict (``exchange.verdict``), each rank's place and shapes in both runs, and what the exchange did not hold
equal."""
import statistics
import typing

from ..model.units import span
from . import exchange, shapes

if typing.TYPE_CHECKING:
    from ..model import Analysis

CHANGED = 0.05  # the other ranks' work moved by more than this share between A and B: said as a change


def _shown(sig_a: dict | None, sig_b: dict | None) -> tuple:
    if sig_a is None or sig_b is None:
        return None, "the ranks' recorded shapes were not read"
    return shapes.recognised(sig_a, sig_b)


def _profiled(a: "Analysis", b: "Analysis", pair: list[int]) -> None:
    for r in pair:
        for side, x in (("A", a), ("B", b)):
            if not any(row.rank == r and row.status == "ok" for row in x.ranks):
                raise ValueError(f"--exchange: rank {r} is not profiled in {side} ({x.run})")


def _how(flag, shown, said: str) -> tuple[str, str]:
    """How the exchange was known (flag, shapes, both) and what the shapes show, in words."""
    if shown is None:
        return "flag", said
    if flag is None:
        return "shapes", said
    if sorted(shown) != sorted(flag):
        return "flag", said + f"; --exchange names ranks {flag[0]} and {flag[1]}: taken as given"
    return "both", said


def assess(a: "Analysis", b: "Analysis", flag: "list[int] | None", sig_a: dict | None, sig_b: dict | None) -> dict | None:
    """The ``exchange`` of the comparison of B against A (plain values), or None when neither ``flag`` names two
    ranks nor B's shapes show an exchange. ``sig_a``/``sig_b``: each run's shape signatures (None: not read).
    Raises ValueError when a flagged rank is not profiled in both runs."""
    shown, said = _shown(sig_a, sig_b)
    if flag is None and shown is None:
        return None
    pair = list(flag) if flag is not None else shown
    _profiled(a, b, pair)
    out = exchange.verdict(a, b, pair)
    how, said = _how(flag, shown, said)
    if flag is not None and _unmoved(pair, sig_a, sig_b):
        out.update(verdict="ambiguous", p_value=None)
        out["followed"]["after"] = None
        out["basis"] = (f"ambiguous: ranks {pair[0]} and {pair[1]} recorded in B the shapes they recorded in A, which "
                        "tell their inputs apart: B does not show the exchange (" + out["basis"] + ")")
    out.update(swapped=pair, recognised=how, shapes=said,
               ranks=[_rank_row(a, b, r, sig_a, sig_b) for r in pair],
               not_held_equal=not_held_equal(a, b, pair, shown, said if shown is None else None))
    return out


def _unmoved(pair: list[int], sig_a: dict | None, sig_b: dict | None) -> bool:
    """Whether the shapes contradict an exchange of ``pair``: they tell its two inputs apart in A, and each rank
    recorded the same in B."""
    if not sig_a or not sig_b:
        return False
    r1, r2 = pair
    told = sig_a.get(r1) and sig_a.get(r2) and sig_a[r1] != sig_a[r2]
    return bool(told) and all(sig_b.get(r) == sig_a.get(r) for r in pair)


def _host(a: "Analysis", rank: int) -> str | None:
    return next((r.host for r in a.ranks if r.rank == rank), None)


def _rank_row(a: "Analysis", b: "Analysis", rank: int, sig_a: dict | None, sig_b: dict | None) -> dict:
    ea, eb = exchange.excess(a, rank)[1], exchange.excess(b, rank)[1]
    return {"rank": rank, "host_a": _host(a, rank), "host_b": _host(b, rank),
            "excess_a_us": exchange.rounded(exchange.median_of(ea)), "excess_b_us": exchange.rounded(exchange.median_of(eb)),
            "shapes_a": shapes.example(sig_a.get(rank, frozenset())) if sig_a else None,
            "shapes_b": shapes.example(sig_b.get(rank, frozenset())) if sig_b else None}


def _work(a: "Analysis", rank: int) -> float | None:
    """The rank's median work per step over the window."""
    vals = [s.work_us[rank] for s in a.steps if s.work_us.get(rank) is not None]
    return statistics.median(vals) if vals else None


def _others(a: "Analysis", b: "Analysis", pair: list[int]) -> str | None:
    """How the work of the ranks outside the exchange changed from A to B, in a sentence."""
    rows = []
    for r in sorted({x.rank for x in a.ranks} & {x.rank for x in b.ranks} - set(pair)):
        wa, wb = _work(a, r), _work(b, r)
        if wa and wb:
            rows.append((r, wa, wb, (wb - wa) / wa))
    if not rows:
        return None
    moved = [x for x in rows if abs(x[3]) > CHANGED]
    if not moved:
        return (f"the other ranks' median work per step changed by at most {max(abs(x[3]) for x in rows):.1%} "
                "from A to B")
    return ("the other ranks' work changed beyond " + format(CHANGED, ".0%") + " (the machine or the job changed too): "
            + ", ".join(f"rank {r} {wa / 1e3:.1f} → {wb / 1e3:.1f} ms ({c:+.0%})" for r, wa, wb, c in moved))


def _hosts(a: "Analysis", b: "Analysis", pair: list[int]) -> list[str]:
    out = []
    h1, h2 = _host(a, pair[0]), _host(a, pair[1])
    if h1 and h2 and h1 != h2:
        out.append(f"ranks {pair[0]} and {pair[1]} run on different hosts ({h1}, {h2}): the input changed host as well "
                   "as rank")
    for r in sorted({x.rank for x in a.ranks} & {x.rank for x in b.ranks}):
        ha, hb = _host(a, r), _host(b, r)
        if ha != hb:
            out.append(f"rank {r} ran on {ha} in A and on {hb} in B")
    return out


def not_held_equal(a: "Analysis", b: "Analysis", pair: list[int], shown: "list[int] | None",
                   shapes_said: str | None) -> list[str]:
    """What differs between A and B besides the exchange, in sentences, the unmeasurable last."""
    out = _hosts(a, b, pair)
    others = _others(a, b, pair)
    if others:
        out.append(others)
    if a.world_size != b.world_size:
        out.append(f"A has {a.world_size} ranks, B {b.world_size}")
    sa, sb = [s.step for s in a.steps], [s.step for s in b.steps]
    if sa != sb:
        out.append(f"A's steps {span(sa)}, B's {span(sb)}")
    if shapes_said and shown is None:
        out.append(f"the shapes: {shapes_said}")
    return out + [exchange.UNMEASURED]


