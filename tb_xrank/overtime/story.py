"""The run's story: its findings (the verdict first, then the windows that hold what the verdict does not, the
scalars, the limits), and the text the CLI prints."""
import dataclasses

from ..model.units import ms
from ..numeric import median

ONE_OFF_K = 2.0  # a held-back step outside the verdict costing this many robust spreads of the step time is a finding


def _who(ranks: list) -> str:
    return f"rank{'s' if len(ranks) > 1 else ''} {', '.join(map(str, ranks))}"


def verdict_text(v: dict, n_windows: int) -> str:
    """The verdict's sentence."""
    c = v["class"]
    if c == "none":
        return f"No straggler over the run's {v['steps_used']} steps in {n_windows} windows: {v['basis']}."
    when = (f" since window {v['since_span']}, step {v['since_step']}" if v["since_step"] is not None else
            f" over all {n_windows} windows" if v["until_step"] is None else "")
    until = f" until window {v['until_span']}, step {v['until_step']}" if v["until_step"] is not None else ""
    return f"{c.capitalize()} straggler{when}{until}: {v['basis']}."


def _spread(steps: list) -> float:
    """1.4826 x the median absolute deviation of the run's step times (µs)."""
    t = [s["time_max_us"] for s in steps if s["time_max_us"] is not None and not s["warmup"]]
    if len(t) < 3:
        return 0.0
    m = median(t)
    return 1.4826 * median([abs(x - m) for x in t])


def _in_verdict(v: dict, s: dict) -> bool:
    """Whether step ``s`` was held back by the verdict's straggler, inside its stretch."""
    if v["class"] in ("none",) or not set(s["held_by"]) & set(v["ranks"]):
        return False
    lo = v["since_step"] if v["since_step"] is not None else float("-inf")
    hi = v["until_step"] if v["until_step"] is not None else float("inf")
    return lo <= s["step"] <= hi


def _explained(analyses: dict, s: dict) -> str:
    """The window's own sentence about the costliest divergence of the ranks that held step ``s`` back."""
    a = analyses[s["span"]]
    ds = [d for d in a.divergences if d.step == s["step"] and d.rank in s["held_by"]]
    return f" {max(ds, key=lambda d: d.cost_us or 0.0).summary}" if ds else ""


def window_findings(v: dict, windows: list, steps: list, analyses: dict) -> list:
    """Findings about windows: a window whose own verdict the run's does not hold, and held-back steps outside the
    verdict (one-off stalls: material when they cost ONE_OFF_K robust spreads of the step time); sets ``unusual``."""
    out, gate, by_span = [], ONE_OFF_K * _spread(steps), {w["span"]: w for w in windows}
    for w in windows:
        if w["class"] != "none" and (v["class"] == "none" or not set(w["ranks"]) <= set(v["ranks"])):
            w["unusual"] = True
            out.append({"text": f"Window {w['span']} (steps {w['first_step']}-{w['last_step']}) alone: its own verdict "
                                f"is {w['class']} {_who(w['ranks'])} ({w['basis']}): a finding about that window, not "
                                "the run's verdict.", "severity": "warning", "kind": "window", "span": w["span"],
                        "step": None})
    for s in steps:
        if not s["held_by"] or s["warmup"] or _in_verdict(v, s):
            continue
        big = (s["held_cost_us"] or 0.0) >= gate
        by_span[s["span"]]["unusual"] |= big
        out.append({"text": f"{'One-off' if big else 'Minor'} in window {s['span']}: {_who(s['held_by'])} held step "
                            f"{s['step']} back by {ms(s['held_cost_us'])} (the run's step-to-step spread: "
                            f"{ms(gate / ONE_OFF_K)}); a finding about that window, not the run's verdict."
                            + (_explained(analyses, s) if big else ""),
                    "severity": "warning" if big else "info", "kind": "window", "span": s["span"], "step": s["step"],
                    "minor": not big})
    return out


@dataclasses.dataclass(frozen=True)
class Told:
    """What the run's story tells: its verdict, the sentences of the verdict's change points, the window rows, the
    steps and the scalar rows."""

    verdict: dict
    changes: list
    windows: list
    steps: list
    scalars: list


def findings(told: Told, analyses: dict, read: dict, lim: dict) -> list:
    """The run's story, the verdict first, then its change points, the windows, the scalars that track the straggler
    (and those too short to tell), what was not read and the traces' measurement limits."""
    v, changes, windows, steps, rows = told.verdict, told.changes, told.windows, told.steps, told.scalars
    out = [{"text": verdict_text(v, len(windows)), "severity": "info" if v["class"] == "none" else "warning",
            "kind": "verdict", "span": v["since_span"], "step": v["since_step"]}]
    out += [{"text": e + ".", "severity": "info", "kind": "verdict", "span": None, "step": None} for e in changes]
    out += window_findings(v, windows, steps, analyses)
    out += [{"text": r["basis"] + ".", "severity": "warning", "kind": "scalar", "span": None, "step": None}
            for r in rows if r["tracks"] and r["basis"]]
    out += [{"text": f"{r['name']} (rank {r['rank']}): {r['basis']}.", "severity": "info", "kind": "scalar",
             "span": None, "step": None, "minor": True} for r in rows
            if not r["tracks"] and r["basis"] and "fewer than" in r["basis"]]
    if read["note"]:
        out.append({"text": read["note"] + ".", "severity": "info", "kind": "scalar", "span": None, "step": None})
    out += [{"text": n, "severity": "info", "kind": "limits", "span": None, "step": None} for n in lim["notes"]]
    return out
