"""The scalar rows of a run and the claims they make about its straggler (see ``tracking``)."""
import typing

from ..model.units import num
from ..numeric import median
from . import tracking

if typing.TYPE_CHECKING:
    from .scalars import Scalars

POINTS = {"workload": "workload", "device": "placement"}


def _held_ratio(series: dict, steps: list, held: dict) -> float | None:
    """Median over the held-back steps of the holding ranks' value over the other ranks' median value."""
    out = []
    for n in steps:
        for h in held.get(n, ()):
            mine = series.get((next(iter(series))[0], h), {}).get(n)
            peers = [s[n] for (_, r), s in series.items() if r is not None and r != h and n in s]
            if mine is not None and peers and median(peers) != 0:
                out.append(mine / median(peers))
    return round(median(out), 4) if out else None


def _why_not(row: dict, by: dict, s: int) -> str:
    """Why a straggler's row does not track it."""
    name = row["name"]
    if max(row["steps"], by["steps"]) < tracking.MIN_STEPS:
        return f"{max(row['steps'], by['steps'])} profiled steps: fewer than {tracking.MIN_STEPS}, nothing claimed"
    if row["ratio_held"] is not None and abs(row["ratio_held"] - 1) < tracking.MIN_APART:
        return (f"{name} did not set rank {s} apart from the other ranks in the steps it held back "
                f"({row['ratio_held']:.2f}x their median): not a cause")
    r = row["r"] if by["r"] is None or (row["r"] is not None and abs(row["r"]) >= abs(by["r"])) else by["r"]
    return f"{name} does not track rank {s}: r = {'—' if r is None else f'{r:.2f}'} over {row['steps']} steps"


def _claim_text(row: dict, by: dict, s: int, held_n: int, own: bool) -> str:
    """The sentence of a scalar that tracks straggler ``s``."""
    name, ratio = row["name"], row["ratio_held"]
    src = row if own else by
    who = f"over time, its {name} against its" if own else f"across ranks, step by step, {name} against"
    where = (f"{who} work r = {num(src['r'])}, against holding the step back r = {num(src['r_critical'])}, over "
             f"{src['steps']} steps")
    kind = row["points_to"]
    to = f": points to {'the data (workload)' if kind == 'workload' else 'placement'}" if kind else ""
    return (f"Rank {s}'s {name}: {ratio:.2f}x the other ranks' median in the {held_n} steps it held back; "
            f"{where}{to}")


def _judge(rows: dict, by: dict, ranks: list, held: dict, steps: list) -> list:
    """Mark the rows of the straggler ``ranks`` that track it; the claims' sentences."""
    said = []
    for s in ranks:
        row = rows.get(s)
        if row is None:
            continue
        own = tracking.significant(row) and tracking.apart(row["ratio_held"], tracking.strongest(row))
        cross = tracking.significant(by) and tracking.apart(row["ratio_held"], tracking.strongest(by))
        if not (own or cross):
            row["basis"] = _why_not(row, by, s)
            continue
        row["tracks"], row["points_to"] = True, POINTS.get(row["kind"])
        by["tracks"] = by["tracks"] or cross
        by["points_to"] = by["points_to"] or (POINTS.get(by["kind"]) if cross else None)
        row["basis"] = _claim_text(row, by, s, sum(1 for n in steps if s in held.get(n, ())), own)
        said.append(row["basis"])
    return said


def _rotating(by: dict, series: dict, steps: list, held: dict) -> list:
    """A rotating straggler: the scalar tracks it when the holding rank's value stands apart step by step."""
    by["ratio_held"] = _held_ratio(series, steps, held)
    if not (tracking.significant(by) and tracking.apart(by["ratio_held"], tracking.strongest(by))):
        return []
    by["tracks"], by["points_to"] = True, POINTS.get(by["kind"])
    by["basis"] = (f"The rank holding each step back had {by['ratio_held']:.2f}x the other ranks' median {by['name']};"
                   f" across ranks, step by step, r = {num(by['r'])} against work, {num(by['r_critical'])} against "
                   f"holding the step back, over {by['steps']} steps")
    return [by["basis"]]


def scalar_rows(found: "Scalars", steps: list, held: dict, work: dict, step_time: dict,
                verdict: dict) -> tuple[list, list]:
    """``(rows, claims)``: every scalar ``found`` read (its series and where each came from) as rows (the row of
    rank null first) and the sentences of those that track the verdict's straggler. ``held``: ``{step: set of
    ranks}`` over ``steps`` (the verdict's steps)."""
    series, source = found.series, found.source
    rows, claims = [], []
    for name in sorted({k[0] for k in series}):
        mine = {k: v for k, v in series.items() if k[0] == name}
        by = tracking.across_row(name, mine, steps, work, held, step_time)
        ranked = {r: tracking.rank_row(name, r, mine, steps, work, held) for (_, r) in mine if r is not None}
        for r, row in ranked.items():
            row["source"] = source.get((name, r), "")
        if verdict["class"] == "rotating":
            claims += _rotating(by, mine, steps, held)
        elif verdict["class"] != "none":
            claims += _judge(ranked, by, verdict["ranks"], held, steps)
        _values(ranked, mine, steps, verdict["ranks"])
        rows += [by] + [ranked[r] for r in sorted(ranked)]
    return rows, claims


def _values(ranked: dict, series: dict, steps: list, ranks: list) -> None:
    """What a chart draws against the work: the values, per profiled step, of the straggler's rows and of those
    that track it."""
    profiled = set(steps)
    for r, row in ranked.items():
        if row["tracks"] or r in ranks:
            row["values"] = {n: v for n, v in sorted(series[(row["name"], r)].items()) if n in profiled}


def follows(rows: list) -> str | None:
    """What the claims point to, when they all agree."""
    kinds = {r["points_to"] for r in rows if r["tracks"] and r["points_to"]}
    return kinds.pop() if len(kinds) == 1 else None
