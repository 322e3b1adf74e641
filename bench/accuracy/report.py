"""The accuracy report as Markdown (``bench/accuracy/README.md``) from the judged rows of ``score.judge``."""
import statistics
from collections import defaultdict

from . import score

MATERIAL_PCT = 20.0  # the must-hold figures are over slow-downs of at least this share of the step

HEAD = """# Accuracy over a population of runs

`make accuracy` (`python bench/accuracy/run.py`) builds the corpus of `cases.py` into `bench/out/accuracy/`
(regenerated, never stored; a run already there from the same case and generators is reused), analyses every
case with `tb_xrank.analyze` and judges it against the truth its generator wrote (`score.py`). The simulated
GPU cases come from `fixtures/gen_gpu.py`'s simulator (host launching ahead, stream waits, 1F1B and interleaved
schedules, a heavy stage) and, for DeepEP expert parallelism, from a second reading written apart from the first
(`sim_deepep.py`: the host spinning until `notify_dispatch` ends). The gloo cases are real `torch.distributed`
jobs recorded on this machine with more processes than cores: DDP (`gloo.py`), parallel layouts, some beside
processes spinning on real compute (`gloo_layouts.py`: 1F1B pipelines, PP x TP x DP, expert all-to-all), and
FSDP2 (`gloo_fsdp.py`). Every proportion is given with its count and its Wilson 95 % interval; the what-if error
with a distribution-free 95 % interval of its median. The slow-down of a case is measured: its median step
against its counterfactual's (the same simulated job and seed without the fault; for gloo, the median of the
healthy runs of its shape), and for a recorded case at most what its fault added against that: a run recorded at
another moment of a shared machine differs from the healthy ones by more than a small fault does, and a 2 ms fault
in a 50 ms step is not a 25 % slow-down because the machine was busier then. This file is written by the run (seed
{seed}).
"""


def _whatif(rows) -> str:
    errs = [abs(r["whatif_error_pct"]) for r in rows if "whatif_error_pct" in r]
    if not errs:
        return "—"
    lo, hi = score.median_interval(errs)
    return f"{statistics.median(errs):.1f} % (n={len(errs)}; {lo:.1f}–{hi:.1f})"


def _material(rows):
    return [r for r in rows if "detected" in r and r["slowdown_pct"] is not None and r["slowdown_pct"] >= MATERIAL_PCT]


def summary(rows) -> "list[str]":
    big = _material(rows)
    healthy = [r for r in rows if "false_alarm" in r]
    bad = [r for r in rows if r["contradictions"]]
    stage = [r for r in rows if "stage_ok" in r and (r["slowdown_pct"] or 0) >= MATERIAL_PCT]
    return ["| figure | value (count; 95 % interval) |", "|---|---|",
            f"| cases | {len(rows)} ({sum(r['source'] in ('gloo', 'gloo_layout', 'gloo_fsdp') for r in rows)} real gloo "
            f"recordings, {len(healthy)} healthy) |",
            f"| detection, slow-down ≥ {MATERIAL_PCT:.0f} % of the step | "
            f"{score.fmt_rate(*score.rate(big, 'detected'))} |",
            f"| localization, slow-down ≥ {MATERIAL_PCT:.0f} % | {score.fmt_rate(*score.rate(big, 'localized'))} |",
            f"| class, slow-down ≥ {MATERIAL_PCT:.0f} % | {score.fmt_rate(*score.rate(big, 'class_ok'))} |",
            f"| false alarms on healthy runs | {score.fmt_rate(*score.rate(healthy, 'false_alarm'))} |",
            f"| heavy pipeline stage named and critical in ≥ 75 % of steps (slow-down ≥ {MATERIAL_PCT:.0f} %); "
            "no rank blamed | "
            f"{score.fmt_rate(*score.rate(stage, 'stage_ok'))}; {score.fmt_rate(*score.rate(stage, 'class_ok'))} |",
            f"| median what-if error, detected stragglers | {_whatif(rows)} |",
            f"| cases with a contradiction (`invariants.py`) | {len(bad)} |"]


def by_group(rows) -> "list[str]":
    groups = defaultdict(list)
    for r in rows:
        groups[(r["structure"], r["fault"])].append(r)
    out = ["| structure | fault | cases | detection (≥ 20 %) | localization (≥ 20 %) | "
           "class (≥ 20 %; healthy and one-off: all) | false alarms | what-if error |",
           "|---|---|---:|---|---|---|---|---|"]
    for (st, fault), rs in sorted(groups.items()):
        big = _material(rs)
        judged = big + [r for r in rs if "detected" not in r]
        out.append(f"| {st} | {fault} | {len(rs)} | {score.fmt_rate(*score.rate(big, 'detected'))} | "
                   f"{score.fmt_rate(*score.rate(big, 'localized'))} | "
                   f"{score.fmt_rate(*score.rate(judged, 'class_ok'))} | "
                   f"{score.fmt_rate(*score.rate(rs, 'false_alarm'))} | {_whatif(rs)} |")
    return out


def sensitivity(rows) -> "list[str]":
    heads = [f"{lo}–{hi} %" if hi != float("inf") else f"≥ {lo} %" for lo, hi in score.BUCKETS]
    out = ["| noise | " + " | ".join(heads) + " | ≥ 95 % recall from |", "|---|" + "---|" * (len(heads) + 1)]
    for level, cells, ok in score.sensitivity(rows):
        out.append(f"| {level} | " + " | ".join(cells) + f" | {ok} |")
    return out


def misses(rows, limit: int = 40) -> "list[str]":
    wrong = [r for r in rows if r["contradictions"] or r.get("false_alarm") or r.get("stage_ok") is False or
             ("detected" in r and r["slowdown_pct"] is not None and r["slowdown_pct"] >= MATERIAL_PCT
              and not (r["detected"] and r["localized"]))]
    out = [f"{len(wrong)} cases: a contradiction, a false alarm, or a slow-down of 20 % or more missed or "
           f"mislocalized" + (f" (the first {limit})" if len(wrong) > limit else "") + ".", "",
           "| case | structure | fault | slow-down | verdict | what went wrong |", "|---|---|---|---:|---|---|"]
    for r in wrong[:limit]:
        why = "; ".join(r["contradictions"]) or ("false alarm" if r.get("false_alarm") else
                                                 "heavy stage not named" if r.get("stage_ok") is False else
                                                 "not detected" if not r.get("detected") else "wrong ranks")
        sd = f"{r['slowdown_pct']:.0f} %" if r["slowdown_pct"] is not None else "—"
        out.append(f"| {r['id']} | {r['structure']} | {r['fault']} | {sd} | {r['class']} {r['ranks']} | {why} |")
    return out


def markdown(rows, seed: int) -> str:
    parts = [HEAD.format(seed=seed), "## Summary", "", *summary(rows), "", "## By structure and fault", "",
             *by_group(rows), "", "## Sensitivity: detection by slow-down and noise", "", *sensitivity(rows), "",
             "## Cases that went wrong", "", *misses(rows), ""]
    return "\n".join(parts)
