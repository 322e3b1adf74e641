"""The controlled exchange: run B is run A's job with the inputs of ranks R1 and R2 exchanged; did the delay
follow the input (``workload``), stay with the rank (``placement``), or can the two runs not tell (``ambiguous``)?

Each rank's *excess* in a step is its own work (``steps[].work_us``: its step time less its waits in collectives)
minus the median work of its role peers in that step. Of the two exchanged ranks, the one with the larger median
excess in A is the one the delay sat on (``followed.before``); the pair's *gap* in a step is that rank's excess
minus its partner's. Steps are the runs' steps less their warm-up outliers (``stragglers.warmup_steps``).

1. A delay to follow: A's median gap is at least A's material threshold, and the gap is positive in more steps
   than chance gives (one-sided exact sign test, p < ALPHA). Without one the answer is ``ambiguous``: nothing to
   follow (two healthy ranks exchanged say nothing).
2. Where it went: placement predicts B's gaps drawn from A's distribution (the same rank still slower), workload
   from its mirror (the partner slower by as much). Both predictions are tested against B's gaps with the
   two-sided Mann–Whitney U test (exact for small samples). ``workload``: the placement prediction is rejected (p <
   ALPHA) and in B the partner is the slower by at least the material threshold and half A's median gap;
   ``placement``: the workload prediction is rejected and the same rank is still the slower by as much; anything
   else (the delay shrank, moved to both, or too few steps) is ``ambiguous``. ``p_value`` is the p of the rejected
   prediction. Each run must have MIN_STEPS steps.
"""
import statistics
import typing

import numpy as np

from ..model.units import ms
from . import ranktest

if typing.TYPE_CHECKING:
    from ..model import Analysis

ALPHA = 0.01
MIN_STEPS = 5
SHARE = 0.5  # B's gap must be at least this share of A's to say the delay moved (or stayed) whole
TEST = ("two-sided Mann–Whitney U test of the pair's per-step gap (the excess over its role peers of the rank the "
        "delay sat on in A, minus its partner's) in B against the gap in A (placement predicts the same "
        "distribution) and against its mirror (workload predicts the negated one); exact for small samples")
UNMEASURED = ("cache warmth (a moved input starts cold on its new rank) and route sharing (the links the moved "
              "traffic now shares) are not in the traces; where the answer is ambiguous, a second exchange (the "
              "input moved to another healthy rank, or the pair exchanged back) tests them")


def _roles(a: "Analysis") -> dict[int, list[int]]:
    """``{rank: its role peers}`` (the other ranks of its role; every other rank when the run has no roles)."""
    roles = a.stragglers.roles or []
    ranks = [r.rank for r in a.ranks if r.status == "ok"]
    if not roles:
        return {r: [p for p in ranks if p != r] for r in ranks}
    return {r: [p for p in role.ranks if p != r] for role in roles for r in role.ranks}


def excess(a: "Analysis", rank: int) -> tuple[list[int], np.ndarray]:
    """``(steps, excess in µs)``: the rank's work minus its role peers' median work, per step of the window (warm-up
    outliers left out; steps where it or all its peers have no work left out)."""
    peers = _roles(a).get(rank, [])
    warm = set(a.stragglers.warmup_steps or [])
    steps, out = [], []
    for s in a.steps:
        mine = s.work_us.get(rank)
        theirs = [s.work_us[p] for p in peers if s.work_us.get(p) is not None]
        if s.step in warm or mine is None or not theirs:
            continue
        steps.append(s.step)
        out.append(mine - statistics.median(theirs))
    return steps, np.array(out, dtype=float)


def _threshold(a: "Analysis") -> float:
    t = a.settings.material_threshold_us
    if t is None:
        times = [s.time_us for s in a.steps if s.time_us is not None]
        t = a.settings.material_fraction * statistics.median(times) if times else 0.0
    return float(t)


def _paired(a: "Analysis", d: int, o: int) -> tuple[np.ndarray, dict]:
    """The per-step gap of rank ``d`` over rank ``o`` and each one's per-step excess ``{rank: (steps, us)}``."""
    (sd, ed), (so, eo) = excess(a, d), excess(a, o)
    common = sorted(set(sd) & set(so))
    xd = dict(zip(sd, ed.tolist()))
    xo = dict(zip(so, eo.tolist()))
    gap = np.array([xd[s] - xo[s] for s in common], dtype=float)
    return gap, {d: (sd, ed), o: (so, eo)}


def _where(out: dict, gap_a: np.ndarray, gap_b: np.ndarray, d: int, o: int, thr: float) -> None:
    """Step 2 of the module docstring: where the delay went, tested; fills ``out``."""
    ma, mb = median_of(gap_a), median_of(gap_b)
    out["followed"]["before"] = d
    _, p_stayed = ranktest.mann_whitney(gap_b, gap_a)
    _, p_followed = ranktest.mann_whitney(gap_b, -gap_a)
    out["p_stayed"], out["p_followed"] = p_rounded(p_stayed), p_rounded(p_followed)
    whole = max(thr, SHARE * ma)
    if mb <= -whole and p_stayed < ALPHA:
        out.update(verdict="workload", p_value=out["p_stayed"])
        out["followed"]["after"] = o
    elif mb >= whole and p_followed < ALPHA:
        out.update(verdict="placement", p_value=out["p_followed"])
        out["followed"]["after"] = d
    else:
        out["followed"]["after"] = d if mb >= thr else o if mb <= -thr else None
        out["p_value"] = p_rounded(min(p_stayed, p_followed))
    out["basis"] = _basis(out, d, o, ma, mb, whole)


def verdict(a: "Analysis", b: "Analysis", pair: list[int]) -> dict:
    """The exchange's verdict and its numbers (the module docstring): ``verdict``, ``followed``, the tests'
    p-values, the steps they rest on, each rank's excess per step in both runs, and ``basis`` in words."""
    r1, r2 = pair
    ea = {r: excess(a, r)[1] for r in pair}
    d = r1 if median_of(ea[r1]) >= median_of(ea[r2]) else r2
    o = r2 if d == r1 else r1
    gap_a, per_a = _paired(a, d, o)
    gap_b, per_b = _paired(b, d, o)
    thr = _threshold(a)
    out = {"verdict": "ambiguous", "followed": {"before": None, "after": None}, "steps_a": len(gap_a),
           "steps_b": len(gap_b), "steps": len(gap_a) + len(gap_b), "p_value": None, "p_delay_a": None,
           "p_stayed": None, "p_followed": None, "gap_a_us": rounded(median_of(gap_a)),
           "gap_b_us": rounded(median_of(gap_b)), "threshold_us": rounded(thr), "test": TEST,
           "series": [_series(run, r, per[r]) for run, per in (("a", per_a), ("b", per_b)) for r in (d, o)]}
    if len(gap_a) < MIN_STEPS or len(gap_b) < MIN_STEPS:
        out["basis"] = (f"too few steps to conclude: {len(gap_a)} in A and {len(gap_b)} in B with both ranks and "
                        f"their role peers, at least {MIN_STEPS} each needed")
        return out
    _, _, p_delay = ranktest.sign_test(gap_a)
    out["p_delay_a"] = p_rounded(p_delay)
    if median_of(gap_a) < thr or p_delay >= ALPHA:
        out["basis"] = _nothing(d, o, median_of(gap_a), median_of(gap_b), p_delay, thr, len(gap_a))
        return out
    _where(out, gap_a, gap_b, d, o, thr)
    return out


def median_of(x: np.ndarray) -> float:
    return float(np.median(x)) if len(x) else float("nan")


def rounded(v: float | None, nd: int = 3) -> float | None:
    """``v`` to ``nd`` decimals (None for None or NaN)."""
    return None if v is None or not np.isfinite(v) else round(float(v), nd)


def p_rounded(p: float | None) -> float | None:
    """A p-value to 3 significant digits (None for None or NaN)."""
    return None if p is None or not np.isfinite(p) else float(f"{float(p):.3g}")


def _series(run: str, rank: int, got: tuple) -> dict:
    steps, us = got
    return {"run": run, "rank": rank, "steps": list(steps), "excess_us": [round(float(v), 3) for v in us]}


def _nothing(d: int, o: int, ma: float, mb: float, p: float, thr: float, n: int) -> str:
    said = (f"nothing to follow: in A rank {d} was not materially slower than rank {o} (median gap "
            f"{ms(ma, sign=True)} over {n} steps, material from {thr / 1e3:.1f} ms; sign test p={p:.2g})")
    if abs(mb) >= thr:
        slower = d if mb > 0 else o
        said += f"; in B rank {slower} is slower by {abs(mb) / 1e3:.1f} ms: something else changed"
    else:
        said += "; nor in B: nothing moved"
    return said


def _basis(out: dict, d: int, o: int, ma: float, mb: float, whole: float) -> str:
    head = (f"in A rank {d} was slower than rank {o} by a median {abs(ma) / 1e3:.1f} ms per step "
            f"({out['steps_a']} steps); in B ")
    head += (f"rank {o} is slower by {abs(mb) / 1e3:.1f} ms" if mb < 0 else f"rank {d} is slower by {mb / 1e3:.1f} ms")
    head += f" ({out['steps_b']} steps)"
    ps, pf = out["p_stayed"], out["p_followed"]
    if out["verdict"] == "workload":
        return (f"the delay followed the input from rank {d} to rank {o}: {head}; B's gaps are not A's (Mann–Whitney "
                f"p={ps:.2g}); {_other(pf, 'their mirror', ma, mb)}")
    if out["verdict"] == "placement":
        kept = _other(ps, "A's", ma, mb)
        return (f"the delay stayed with rank {d}: {head}; B's gaps are not the mirror of A's (Mann–Whitney "
                f"p={pf:.2g}); {kept}")
    why = (f"the gap shrank below {whole / 1e3:.1f} ms (half A's, or the material threshold)" if abs(mb) < whole
           else "neither prediction can be rejected at p < 0.01")
    return f"ambiguous: {head}; {why} (Mann–Whitney: as A's p={ps:.2g}, as their mirror p={pf:.2g})"


def _other(p: float, what: str, ma: float, mb: float) -> str:
    """The test of the prediction that was kept, in words: consistent, or of another size."""
    if p >= ALPHA:
        return f"they are consistent with {what} (p={p:.2g})"
    return (f"against {what} p={p:.2g}: the same direction, another size ({abs(ma) / 1e3:.1f} ms in A, "
            f"{abs(mb) / 1e3:.1f} ms in B)")
