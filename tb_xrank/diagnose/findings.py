"""Plain sentences about what the Analysis shows, most important first, each with its numbers."""
import collections
import operator
import typing

from msgspec import UNSET

from ..model.base import or_none
from ..model.units import duration, pct, plural
from ..numeric import median
from .worst import excess_skew, ranked

if typing.TYPE_CHECKING:
    from ..model import Analysis, Collective, Divergence


def _f(text, severity="warning", step=None, collective=None, kind="skew"):
    """One finding; ``kind`` (straggler, divergence, propagation, gap, skew, clock, ranks, error, mismatch) says
    which view shows it."""
    return {"text": text, "severity": severity, "step": step, "collective": collective, "kind": kind}


def _straggler(a):
    s = a.stragglers
    cls = s.class_
    if cls == "none":
        return _f(f"No straggler pattern: {s.basis}.", "info", kind="straggler") if s.basis else None
    saving = ""
    if or_none(s.step_time_without_us) is not None and s.step_time_us:
        saving = (f" Replayed without {'its' if len(s.ranks) == 1 else 'their'} divergences, the median step would "
                  f"take {duration(s.step_time_without_us)} instead of {duration(s.step_time_us)} "
                  f"({duration(s.cost_us)}, {pct(100 * s.cost_us / s.step_time_us)} less).")
    ranks = ", ".join(map(str, s.ranks))
    if cls == "fixed":
        text = f"Fixed straggler: rank {ranks} held back {s.critical_counts[s.ranks[0]]} of {s.steps_used} steps."
    elif cls == "transient":
        e = max((e for e in s.episodes if e.ranks == s.ranks), key=lambda e: e.steps)
        besides = s.critical_counts[s.ranks[0]] - e.steps
        text = (f"Transient straggler: rank {ranks} held back steps {e.first_step}-{e.last_step} "
                f"({e.steps} of {s.steps_used} steps), and "
                f"{plural(besides, 'other step') if besides else 'no other steps'}.")
    elif cls == "topology":
        text = f"Topology straggler: {s.basis} (ranks {ranks})."
    else:
        tail = {"workload": "; the delay follows the workload (most of their divergences are workload differences)",
                "host": "; the delay follows host stalls"}.get(s.follows, "")
        text = f"Rotating straggler: ranks {ranks} held back {s.steps_held} of {s.steps_used} steps{tail}."
    return {**_f(text + saving, kind="straggler"), "cost_us": or_none(s.cost_us)}


def _divergences(a, limit=3):
    """The costliest divergences, grouped by (rank, kind, op). Those of the straggler ranks are warnings; any
    other (a one-off event in one step, a rank that held back too few steps for a class) is information."""
    by_id = {c.id: c for c in a.collectives}
    stragglers = set(a.stragglers.ranks) if a.stragglers.class_ != "none" else set()
    groups = collections.defaultdict(list)
    for d in a.divergences:
        groups[(d.rank, d.kind, d.op)].append(d)
    ranked = sorted(groups.values(), key=lambda ds: -sum(d.cost_us for d in ds))
    return [_divergence(ds, by_id, stragglers) for ds in ranked[:limit]]


def _divergence(ds: list, by_id: dict, stragglers: set) -> dict:
    """The finding of one group of divergences: its costliest's own sentence (``summary``, as every view prints
    it), the steps the group holds, and what to measure next."""
    d = max(ds, key=lambda x: x.cost_us)
    ev = d.evidence
    steps = sorted({x.step for x in ds})
    many = f" The same holds in {plural(len(steps), 'step')}." if len(steps) > 1 else ""
    exposed = _exposed(d, by_id.get(d.collective))
    lead = "" if d.rank in stragglers else ("One-off: " if len(steps) == 1 else "Not a pattern: ")
    return {**_f(f"{lead}{d.summary}{_routed(ev)}{exposed}{many} Next: {d.next_measurement}",
                 "warning" if d.rank in stragglers else "info",
                 step=d.step, collective=d.collective, kind="divergence"), "cost_us": d.cost_us}


def _exposed(d: "Divergence", c: "Collective | None") -> str:
    """The sentence that a divergence's collective (``c``) exposed its straggler without creating it: its tail
    against its waiting (empty where it has no skew, or the divergence is the collective's own)."""
    tail = None if c is None else c.tail_us
    return (f" The collective exposed the straggler but did not create it: its post-last-arrival tail was "
            f"{duration(tail)} against {duration(c.skew_us)} of waiting." if c is not None and tail is not None and c.skew_us
            and d.kind not in ("transfer", "collective") else "")


def _routed(ev: dict) -> str:
    """The sentence on the bytes a divergence's all-to-all moved against its peers' median (empty without one)."""
    moved = ev.get("all_to_all")
    return (f" Its all-to-all {moved['collective']} moved {moved['ratio']:.2g}x its peers' median bytes "
            f"({moved['bytes']} B against {moved['peer_median_bytes']} B)." if moved else "")


def with_findings(a: "Analysis") -> "Analysis":
    """The Analysis with ``findings`` filled from its diagnosis, collectives, clock, ranks and errors."""
    out = []
    s = _straggler(a)
    if s:
        out.append(s)
    out += _most_work(a)
    out += _pipeline(a)
    out += _divergences(a)
    out += _propagation(a)
    out += _gaps(a)
    out += _skew(a)
    out += _single_rank(a)
    out += _honesty(a)
    return a.with_findings([{**f, "view": view(a, f)} for f in _ranked(out, a.settings.material_threshold_us)])


_TAB_OF_KIND = {"gap": "evidence", "clock": "evidence", "ranks": "evidence", "error": "evidence",
                "mismatch": "evidence", "hang": "hang", "single_rank": "findings"}
_SECTION_OF_KIND = {"clock": "clock", "ranks": "ranks", "error": "ranks", "mismatch": "mismatches",
                    "single_rank": "single"}


def view(a: "Analysis", f: dict) -> dict:
    """Where the tabs show finding ``f``, by its kind: a straggler the critical-rank history (a grouped run's zoomed
    into the straggler's host, for a fixed or topology one); a divergence, propagation or skew its collective's
    lanes and walk-back (else the readiness spread); a gap the missing evidence of its step (else its gaps); the
    clock, ranks, unreadable files and mismatches their part of the missing evidence; a hang the Hang tab; the
    single-rank evidence its section of the first screen. Any other: its collective, else its step (in the missing
    evidence where the step has gaps), else the findings."""
    kind, step, coll = f["kind"], f.get("step"), f.get("collective")
    if kind == "straggler":
        return _straggler_view(a)
    if kind == "gap":
        return {"tab": "evidence", **({"step": step} if step is not None else {"section": "gaps"})}
    if kind in _TAB_OF_KIND:
        return {"tab": _TAB_OF_KIND[kind], "section": _SECTION_OF_KIND.get(kind)}
    if coll:
        return {"tab": "aligned", "collective": coll, "step": step}
    if kind in ("divergence", "propagation", "skew"):
        return {"tab": "spread"}
    if step is not None:
        return {"tab": "evidence" if any(g.step == step for g in a.gaps) else "aligned", "step": step}
    return {"tab": "findings"}


def _straggler_view(a: "Analysis") -> dict:
    """The critical-rank history, a grouped run's zoomed into the host of a fixed or topology straggler."""
    s = a.stragglers
    host = next((r.host for r in a.ranks if s.ranks and r.rank == s.ranks[0]), None)
    zoom = a.grouped and s.class_ in ("fixed", "topology") and host is not None
    return {"tab": "history", **({"zoom": host} if zoom else {})}


def _ranked(found: list, thr: float | None) -> list:
    """The findings in the order they are shown: the straggler verdict first, then those with a cost by it
    (largest first), then the others as found; a cost under the material threshold is ``minor``."""
    def key(ix):
        i, f = ix
        return (f["kind"] != "straggler", f.get("cost_us") is None, -(f.get("cost_us") or 0.0), i)
    out = [f for _, f in sorted(enumerate(found), key=key)]
    return [{**f, "minor": f["kind"] != "straggler" and f.get("cost_us") is not None and f["cost_us"] < (thr or 0.0)}
            for f in out]


MOST_WORK_SHARE = 0.8  # of the steps, where one rank had its role's most work
LEAST_WAIT_RATIO = 0.5  # its waiting at most this share of every role peer's


def _work_and_wait(a, roles: dict) -> tuple:
    """``({rank: work over the steps}, {rank: waiting over the steps}, {rank: steps it had its role's most work})``;
    a rank's waiting in a step is its ProfilerStep less its work."""
    work: collections.defaultdict[int, float] = collections.defaultdict(float)
    wait: collections.defaultdict[int, float] = collections.defaultdict(float)
    top: collections.Counter[int] = collections.Counter()
    for st in a.steps:
        for r, w in st.work_us.items():
            s0, s1 = st.intervals_us[r]
            work[r] += w
            if s0 is not None and s1 is not None:
                wait[r] += max((s1 - s0) - w, 0.0)
        for peers in set(roles.values()):
            here = [r for r in peers if r in st.work_us]
            if len(here) >= 2:
                top[max(here, key=lambda r: st.work_us[r])] += 1
    return work, wait, top


def _most_work(a) -> list:
    """With no straggler class: a rank with its role's most work in nearly every step (MOST_WORK_SHARE) that waited
    far less than each of its role peers (LEAST_WAIT_RATIO), said with the numbers."""
    if a.stragglers.class_ != "none" or len(a.steps) < 3:
        return []
    roles = {r: tuple(ro.ranks) for ro in (a.stragglers.roles or []) for r in ro.ranks}
    _, wait, top = _work_and_wait(a, roles)
    out = []
    for r, n in top.most_common():
        peers = [p for p in roles.get(r, ()) if p != r and p in wait]
        if n < MOST_WORK_SHARE * len(a.steps) or not peers:
            continue
        least = min(wait[p] for p in peers)
        if wait[r] <= LEAST_WAIT_RATIO * least:
            out.append(_f(f"Rank {r} had the most work of its role ({plural(len(peers) + 1, 'rank')}) in {n} of "
                          f"{plural(len(a.steps), 'step')} and waited {duration(wait[r])} in all, against at least "
                          f"{duration(least)} for each of its role peers; no divergence beat the noise, so no "
                          "straggler is claimed.", "info", kind="straggler"))
    return out


def _pipeline(a) -> list:
    """The stage that sets a pipeline's pace, when evening the stages' work saves the material threshold or more."""
    p = a.pipeline
    thr = a.settings.material_threshold_us or 0.0
    if not p or p.step_time_us - p.step_time_balanced_us < max(thr, 1e-9):
        return []
    work = {st.stage: st for st in p.stages}
    slow = work[p.slowest_stage]
    mean = sum(st.work_us for st in p.stages) / len(p.stages)
    saved = p.step_time_us - p.step_time_balanced_us
    return [{**_f(f"Pipeline stage {slow.stage} (ranks {', '.join(map(str, slow.ranks))}) sets the pace: its work is "
               f"{duration(slow.work_us)} per step, {slow.work_us / mean:.2f}x the {len(p.stages)} "
               f"stages' mean of {duration(mean)}. Replayed with every stage's work at the mean, the median step "
               "would take "
               f"{duration(p.step_time_balanced_us)} instead of {duration(p.step_time_us)} ({duration(saved)}, "
               f"{pct(100 * saved / p.step_time_us)} less): move layers off stage {slow.stage}. A slow stage "
               "is a partition to rebalance, not a rank straggler.", kind="pipeline"), "cost_us": round(saved, 3)}]


def _propagation(a, limit=2) -> list:
    """The findings of the propagated delays that made later collectives wait longest."""
    out = []
    for p in sorted(a.propagation, key=lambda p: -p.wait_us)[:limit]:
        n = len(p.affected)
        out.append(_f(f"{plural(n, 'later collective')} ({', '.join(p.affected[:4])}"
                      f"{', ...' if n > 4 else ''}) waited {duration(p.wait_us)} in all because of rank "
                      f"{p.source_rank}'s {p.source_kind} divergence in step {p.source_step}: each lies on "
                      "its causal path; propagated delay, counted once under its source.",
                      step=p.source_step, collective=p.source, kind="propagation"))
    return out


def _gaps(a, limit=2) -> list:
    """The findings of the longest missing evidence: time on a launching thread no recorded event covers."""
    out = []
    for g in a.gaps[:limit]:
        peers = f" (role peers: {duration(g.peer_median_us)})" if g.peer_median_us is not None else ""
        out.append(_f(f"Missing evidence: rank {g.rank} in step {g.step} has {duration(g.dur_us)} on "
                      f"its launching thread that no recorded event covers, between {g.before} and "
                      f"{g.after}{peers}; it is "
                      "left unexplained, not given to the nearest bar.",
                      step=g.step, kind="gap"))
    return out


def _skew(a) -> list:
    """The findings on arrival skew: that none is material beyond what the program's schedule makes at the same
    place on healthy steps (``worst.expected_skews``), or the worst such collective (``worst.ranked``)."""
    thr = a.settings.material_threshold_us or 0.0
    skews = [c.skew_us for c in a.collectives if c.skew_us is not None]
    material = [c for c in a.collectives if c.material]
    beyond = [c for c in material if c.cost_us > 0 or excess_skew(c) >= thr]
    out = []
    if a.collectives and not material:
        out.append(_none_material(skews, thr))
    elif material and not beyond:
        out.append(_scheduled(max(material, key=operator.attrgetter("skew_us"))))  # material: a skew
    for c in ranked(beyond, 1):
        out.append(_largest_skew(a, c, skews))
    return out


def _none_material(skews: list, thr: float) -> dict:
    """The finding that no collective's skew reaches the material threshold."""
    return _f(f"No material arrival skew: the largest of {plural(len(skews), 'collective')} was "
              f"{duration(max(skews) if skews else 0)} against a threshold of {duration(thr)}.", "info")


def _scheduled(c: "Collective") -> dict:
    """The finding that the largest material skew is what its place in the program waits on healthy steps."""
    return _f(f"No arrival skew beyond what the schedule makes: the largest, {c.op} {c.id} "
              f"({duration(c.skew_us)}), is the {duration(c.expected_skew_us or 0)} its place in the program "
              "waits on the steps no rank held back.", "info", step=c.step, collective=c.id)


def _largest_skew(a, c: "Collective", skews: list) -> dict:
    """The finding of the worst collective (by cost, then by skew beyond the expected): how much of its
    longest-waiting rank's bar was waiting rather than transfer."""
    bars = [(v.wait_us or 0.0, v.end_us - v.ready_us, r) for r, v in c.ranks.items()
            if v.end_us is not None and v.ready_us is not None]
    waited, bar, who = max(bars) if bars else (0.0, 0.0, None)  # the rank that waited longest
    share = waited / bar if bar > 0 else 0.0
    expected = (f" ({duration(c.expected_skew_us)} expected at its place in the program)"
                if c.expected_skew_us else "")
    return _f(f"Worst collective: {c.op} {c.id} (step {c.step}): rank {c.last_rank} became "
              f"ready {duration(c.skew_us)} after the first rank{expected}; the median of the window's "
              f"{plural(len(skews), 'collective')}: {duration(median(skews))}; the post-last-arrival tail was "
              f"{duration(c.tail_us or 0.0)}, so {share:.0%} of rank {who}'s bar ({duration(bar)}) was waiting, "
              f"not transfer.", "warning" if a.stragglers.class_ != "none" else "info",
              step=c.step, collective=c.id)


def _honesty(a):
    """The findings on what limits the Analysis: its clocks, its ranks, its errors and mismatches."""
    return _clock(a) + _ranks(a) + _errors(a)


def _clock(a) -> list:
    """The findings on the clock fit: skews that disagree with the clock-free ones, offsets not estimated."""
    out = []
    if a.clock.clock_suspect:
        out.append(_f(f"Clock-corrected and clock-free skews disagree on {a.clock.disagreements} collectives "
                      f"beyond the {duration(a.clock.residual_us or 0)} residual: host clocks may drift or jump "
                      "inside the window; trust skew_clockfree_us.", kind="clock"))
    hosts = set((a.clock.hosts or {}).values())
    if len(hosts) > 1 and a.clock.collectives_used == 0:
        moved = "point-to-point causality" in (a.clock.method or "")
        out.append(_f("Host clock offsets could not be estimated (no synchronizing collective spans two hosts): "
                      "cross-host skews use the hosts' own clocks"
                      + (", moved only as far as no receive ends before its send was ready" if moved else "")
                      + "; skew_clockfree_us does not depend on them.", kind="clock"))
    return out


def _ranks(a) -> list:
    """The findings on the ranks: too few profiled, some not profiled, some partial."""
    out = []
    profiled = [r for r in a.ranks if r.status in ("ok", "partial")]
    if len(profiled) < 2:
        out.append(_f("The run has 1 rank: nothing to align across ranks." if a.world_size == 1 else
                      f"Only {len(profiled)} of {a.world_size} ranks profiled: nothing to align across ranks.", "info",
                      kind="ranks"))
    not_prof = [r.rank for r in a.ranks if r.status == "not_profiled"]
    if not_prof and len(profiled) >= 2:
        out.append(_f(f"{len(not_prof)} of {a.world_size} ranks were not profiled; skew is over the "
                      f"{len(profiled)} that were, so an unprofiled rank may have been later still.", "info",
                      kind="ranks"))
    partial = [r.rank for r in a.ranks if r.status == "partial"]
    if partial:
        out.append(_f(f"Ranks {', '.join(map(str, partial[:8]))} recorded different steps or mismatched collectives: "
                      "conclusions cover only what all members recorded (see ranks[].warnings).", "info",
                      kind="ranks"))
    return out


def _errors(a) -> list:
    """The findings of the files that could not be read and of the mismatched collectives."""
    out = [_f(f"{e.file}: {e.text}", "error", kind="error") for e in a.errors]
    if a.mismatches:
        m = a.mismatches[0]
        out.append(_f(f"{len(a.mismatches)} mismatched collectives, e.g. {m.collective} on rank {m.rank}: "
                      f"{m.got} where peers recorded {m.expected}.", "error", collective=m.collective,
                      kind="mismatch"))
    return out


SINGLE_SHOWN = 3  # slow places and walk-back divergences of the single-rank evidence given a finding each


def _single_rank(a) -> list:
    """The findings of the single-rank evidence: what it rests on with each rank's communication per step, its
    slowest places, and its walk-back divergences other than bars (a bar's is its place's finding)."""
    s = a.single_rank
    if s is UNSET:
        return []
    out = [f for r in s.ranks if (f := _single_comm(s, r))]
    for p in [p for p in s.places if p.slow_steps][:SINGLE_SHOWN]:
        steps = ", ".join(map(str, p.slow_steps))
        out.append(_f(f"Single-rank evidence, rank {p.rank}: {p.op} {p.place} ran up to "
                      f"{duration(p.max_bar_us)} in {plural(len(p.slow_steps), 'step')} ({steps}) against "
                      f"its median {duration(p.median_bar_us)} over {p.occurrences} occurrences (noise "
                      f"{duration(p.noise_us)}); whether it waited longer or transferred slower needs its "
                      "peers' traces.", "warning",
                      step=p.slow_steps[0], kind="single_rank"))
    walked = [d for d in s.divergences if d.kind != "bar"][:SINGLE_SHOWN]
    out += [{**_f(d.summary, "warning", step=d.step, kind="single_rank"), "cost_us": d.cost_us}
            for d in walked]
    return out


def _single_comm(s, r: int) -> dict | None:
    """The finding of rank ``r``'s single-member records: how many, its communication per step and the exposed part."""
    rows = [st for st in s.steps if st.rank == r]
    if not rows:
        return None
    n = sum(1 for o in s.occurrences if o.rank == r)
    return _f(f"Single-rank evidence, rank {r}: none of the other members of its {n} collective records "
              f"was profiled. Communication took {duration(median([x.comm_us for x in rows]))} per step "
              f"(median of {len(rows)}), {duration(median([x.exposed_comm_us for x in rows]))} of it exposed "
              "(no compute kernel of the rank running); each bar holds its waiting for the unprofiled "
              "ranks and the transfer together.", "info", kind="single_rank")
