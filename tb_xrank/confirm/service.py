"""Service: a run's post-last-arrival tails against a replay of its collectives with synchronized readiness.

The replay (``replay_template.py``) runs, per repetition (one profiler step), every op of its plan in order, each
after a barrier of its group. In the replay's Analysis each group's collectives of a step are therefore the plan's
ops on that group, each after its barrier, in plan order (a point-to-point op's barrier is on its pair's group, the
op itself keyed by its two ends): they are matched by position, op by op (a reduce-scatter gloo runs as an
all-reduce), and a lane whose ops do not match is left out of that step and said.

An op's *service* is the replayed collective's post-last-arrival tail (every member was ready together, so the
tail is the whole service): its median over repetitions, and ``spread_us`` = 1.4826 x their median absolute
deviation. The run's tail (the transfer after its last arrival) is a lower bound on the service where data moved
before the last member arrived: it is flagged ``underestimated`` when ``service_us - tail_us > spread_us``.
Bandwidths are from the replayed service: algbw = bytes (all-gather: x members) / service, busbw = algbw x the op's
bus factor (as nccl-tests); ``tail_busbw_gbps`` is the run's own, from its tail.
"""
import collections
import re
import statistics
import typing

import numpy as np

from ..align.readiness import algo_bytes, bus_factor

if typing.TYPE_CHECKING:
    from ..model import Analysis, Collective
    from .plan import Plan, PlanOp

SCHEMA = "tb_xrank.service/1"
SAME_OP = {"reduce_scatter": ("reduce_scatter", "allreduce")}  # gloo runs a reduce-scatter as an all-reduce
BANDWIDTH_FROM = ("algbw_gbps and busbw_gbps: each collective's bytes over its replayed service (median over the "
                  "repetitions, every member ready together); tail_busbw_gbps: the run's own, over its post-last-"
                  "arrival tail")
_P2P = re.compile(r":p2p:(\d+)->(\d+):")


def _lane_of_op(op) -> tuple:
    return ("p2p", op.src, op.dst) if op.op == "send" else ("group", tuple(sorted(op.group)))


def expected(plan: "Plan") -> dict:
    """``{lane: [(op, plan index or None for the barrier)]}``: what one repetition runs on each lane, in order."""
    lanes: collections.defaultdict[tuple, list[tuple[str, int | None]]] = collections.defaultdict(list)
    for i, op in enumerate(plan.ops):
        lanes[("group", tuple(sorted(op.group)))].append(("barrier", None))
        lanes[_lane_of_op(op)].append((op.op, i))
    return lanes


def _lane(c) -> tuple | None:
    if c.op in ("send", "recv"):
        m = _P2P.search(c.id)
        return ("p2p", int(m.group(1)), int(m.group(2))) if m else None
    return ("group", tuple(sorted(c.group_ranks))) if c.group_ranks else None


def _first_ready(c) -> float:
    vals = [t.ready_us for t in c.ranks.values() if t.ready_us is not None]
    return min(vals) if vals else float("inf")


def samples(plan: "Plan", replay: "Analysis") -> tuple[dict, list[str]]:
    """``({plan index: [(tail_us, skew_us)] per repetition}, warnings)``."""
    want = expected(plan)
    by_step: dict[int, dict[tuple, list]] = collections.defaultdict(lambda: collections.defaultdict(list))
    for c in replay.collectives:
        lane = _lane(c)
        if lane is not None and c.step is not None:
            by_step[c.step][lane].append(c)
    got = collections.defaultdict(list)
    warnings = []
    for step, lanes in sorted(by_step.items()):
        for lane, cs in lanes.items():
            cs.sort(key=_first_ready)
            exp = want.get(lane, [])
            if len(cs) != len(exp) or any(c.op not in SAME_OP.get(op, (op,)) for c, (op, _) in zip(cs, exp)):
                warnings.append(f"replay step {step}: the collectives of {_said(lane)} are not the plan's "
                                f"({len(cs)} recorded, {len(exp)} planned with their barriers): left out")
                continue
            for c, (_, i) in zip(cs, exp):
                if i is not None:
                    got[i].append((c.tail_us, c.skew_us))
    return got, warnings


def _said(lane: tuple) -> str:
    return f"the pair {lane[1]}->{lane[2]}" if lane[0] == "p2p" else f"group {list(lane[1])}"


def _spread(x: list) -> float | None:
    if not x:
        return None
    med = statistics.median(x)
    return 1.4826 * statistics.median([abs(v - med) for v in x])


def _measured(got: list) -> dict:
    """The replay's figures of one op: its service (median tail), spread, and median skew over repetitions."""
    tails = [t for t, _ in got if t is not None]
    skews = [s for _, s in got if s is not None]
    return {"service_us": statistics.median(tails) if tails else None, "spread_us": _spread(tails),
            "replay_skew_us": statistics.median(skews) if skews else None, "repetitions": len(got),
            "measured": len(tails)}


def _bandwidth(op: "PlanOp", service: float | None) -> dict:
    """algbw and busbw (GB/s) of ``op`` from its replayed service (µs)."""
    n = len(op.group)
    algbw = algo_bytes(op.op, op.bytes, n) / (service * 1e3) if op.bytes and service else None
    return {"algbw_gbps": _r(algbw, 4), "busbw_gbps": _r(algbw * bus_factor(op.op, n), 4) if algbw else None}


def row(op: "PlanOp", c: "Collective | None", got: list) -> dict:
    """One collective's row: the run's tail and skew against the replay's service, spread and skew."""
    m = _measured(got)
    service, spread = m["service_us"], m["spread_us"]
    tail = c.tail_us if c is not None else None
    both = tail is not None and service is not None
    return {"collective": op.id, "op": op.op, "pg": c.pg if c is not None else "", "step": op.step, "bytes": op.bytes,
            "group_ranks": list(op.group), "tail_us": tail, "service_us": _r(service), "spread_us": _r(spread),
            "repetitions": m["repetitions"], "measured": m["measured"],
            "ratio": _r(tail / service, 4) if both and service else None,
            "underestimated": bool(both and service - tail > (spread or 0.0)),
            "skew_us": c.skew_us if c is not None else None, "replay_skew_us": _r(m["replay_skew_us"]),
            **_bandwidth(op, service), "tail_busbw_gbps": c.busbw_gbps if c is not None else None}


def _r(v, nd: int = 3):
    return None if v is None or not np.isfinite(v) else round(float(v), nd)


def _median(xs) -> float | None:
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def _span_us(a: "Analysis", plan: "Plan") -> float | None:
    """The replayed steps of the run: the sum of their slowest rank's step time."""
    if not plan.steps:
        return None
    lo, hi = plan.steps[0], plan.steps[-1]
    span = [s.time_max_us for s in a.steps if s.time_max_us is not None and lo <= s.step <= hi]
    return _r(sum(span)) if span else None


def _times(a: "Analysis", replay: "Analysis", plan: "Plan", rows: list) -> dict:
    services = [r["service_us"] for r in rows if r["service_us"] is not None]
    return {"span_us": _span_us(a, plan),
            "comm_us": _r(sum((r["tail_us"] or 0.0) + (r["skew_us"] or 0.0) for r in rows)) if rows else None,
            "repetition_us": _r(_median(s.time_max_us for s in replay.steps)),
            "service_us": _r(sum(services)) if services else None}


def report(a: "Analysis", replay: "Analysis", plan: "Plan", replay_name: str, backend: str | None) -> dict:
    """The ServiceReport (plain values) of run ``a`` against its ``replay`` of ``plan``."""
    got, warnings = samples(plan, replay)
    rows = [row(op, a.collective(op.id), got.get(i, [])) for i, op in enumerate(plan.ops)]
    missing = [op.id for op in plan.ops if a.collective(op.id) is None]
    if missing:
        warnings.append(f"{len(missing)} collectives of the plan are not in the run's Analysis (another span or "
                        f"settings?), e.g. {missing[0]}")
    if backend and plan.backend and backend != plan.backend:
        warnings.append(f"the run was recorded on {plan.backend}, the replay ran on {backend}: the service is "
                        f"{backend}'s")
    done = [r for r in rows if r["measured"]]
    out = {"schema": SCHEMA, "run": a.run, "span": a.span, "replay": replay_name, "backend": backend,
           "bandwidth_from": BANDWIDTH_FROM, "service": rows,
           "not_replayed": list(plan.skipped) + [r["collective"] for r in rows if not r["repetitions"]],
           "skew_us": _r(_median(r["skew_us"] for r in done)),
           "replay_skew_us": _r(_median(r["replay_skew_us"] for r in done)),
           "times": _times(a, replay, plan, done), "warnings": warnings}
    out["summary"] = summary(out, len(plan.ops), plan.repeat)
    return out


def _skew_sentence(s: dict) -> list[str]:
    if s["skew_us"] is None or s["replay_skew_us"] is None:
        return []
    share = f" ({s['replay_skew_us'] / s['skew_us']:.1%} of it)" if s["skew_us"] else ""
    return [f"Readiness was synchronized: the replay's median arrival skew is {s['replay_skew_us']:,.1f} µs against "
            f"the run's {s['skew_us']:,.1f} µs{share}."]


def _flag_sentence(done: list) -> str:
    flagged = [r for r in done if r["underestimated"]]
    if not flagged:
        return "No tail underestimates its service beyond the replay's spread."
    top = max(flagged, key=lambda r: r["service_us"] - r["tail_us"])
    return (f"{len(flagged)} of {len(done)} tails underestimate their service beyond the replay's spread (data moved "
            f"before the last arrival), most {top['collective']} ({top['op']}): tail {top['tail_us']:,.1f} µs, "
            f"service {top['service_us']:,.1f} ± {top['spread_us']:,.1f} µs.")


def _time_sentence(t: dict) -> list[str]:
    if t["repetition_us"] is None or not t["span_us"]:
        return []
    return [f"One repetition of the replay took {t['repetition_us'] / 1e3:,.1f} ms (barriers included) against "
            f"{t['span_us'] / 1e3:,.1f} ms for the span's steps ({t['repetition_us'] / t['span_us']:.1%})."]


def summary(s: dict, planned: int, repeat: int) -> list[str]:
    """The report in sentences, the answer first."""
    done = [r for r in s["service"] if r["measured"]]
    reissued = sum(1 for r in s["service"] if r["repetitions"])
    out = [f"{reissued} of {planned} collectives re-issued, {len(done)} with a measured service ({repeat} repetitions "
           "planned)."]
    out += _skew_sentence(s) + [_flag_sentence(done)]
    ratios = [r["ratio"] for r in done if r["ratio"] is not None]
    if ratios:
        out.append(f"Median ratio of the run's tail to the replayed service: {statistics.median(ratios):.2f}.")
    return out + _time_sentence(s["times"])
