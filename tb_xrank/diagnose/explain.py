"""Each divergence's one explanation: the name of its cause, how long the cause itself took beyond its role
peers, and the sentence every view prints verbatim.

Definitions, one each:

- the *lag* (``lag_us``): what the divergence's node (its stretch up to the collective) took beyond its
  expected duration (its role peers' median of the same stretch);
- the *cause* (``cause``): what the blame rule (``blame``) named the lag after: one event, a set of events
  ("aten::linear ×4 and 2 more ops"), time no event recorded inside a block ("unrecorded time inside
  forward"), a collective taken up late or its transfer, or nothing ("no single cause");
- the cause's *excess* (``cause_us``): what the cause itself took beyond its role peers' median of the same
  (an event's own duration less the peers' matched events', a set's summed excess, the unrecorded time less the
  peers' unrecorded time in the same segment; the lag itself where the cause is the node: a collective's
  take-up or transfer, or no single cause). It can exceed the lag, where the rest of the stretch ran faster;
- the *cost* (``cost_us``): how much sooner the step would end were the node at its expected duration (the
  graph's replay), never more than the lag.
"""
from ..model.units import duration, pct


def _of_step(share: float | None) -> str:
    """', 37% of the step' (a share in percent); '' for None."""
    return "" if share is None else f", {pct(share)} of the step"


def cause(d: dict) -> tuple[str, float]:
    """``(name, excess µs)`` of a divergence's cause (see the module docstring)."""
    ev, kind, op = d["evidence"], d["kind"], d["op"]
    if kind == "host_gap":
        mine, theirs = ev.get("uncovered_us"), ev.get("uncovered_peer_median_us")
        excess = mine - theirs if mine is not None and theirs is not None else d["lag_us"]
        return (f"unrecorded time inside {op}" if op else "unrecorded time on the launching thread"), excess
    if ev.get("spread"):
        return op, ev["spread"]["excess_us"]
    if ev.get("event_excess_us") is not None:
        return op, ev["event_excess_us"]
    if kind == "collective":
        return f"{op} {d['collective']} taken up late", d["lag_us"]
    if kind == "transfer":
        return f"the transfer of {op} {d['collective']}", d["lag_us"]
    if kind == "bar":
        return f"the bar of {op} {d['collective']}", d["lag_us"]
    if kind == "unknown" or not op:
        return "no single cause", d["lag_us"]
    return op, d["lag_us"]


def _against(d: dict) -> str:
    return "its role peers'" if d["evidence"].get("compared_with") == "role peers" else "its own other steps'"


def _unrecorded(d: dict, excess: float) -> str:
    ev = d["evidence"]
    where = (f"inside {d['op']} that none of its recorded children cover" if d["op"]
             else "on the launching thread that no recorded event covers")
    return (f"{duration(excess)} more time {where} ({duration(ev.get('uncovered_us'))} against {_against(d)} "
            f"{duration(ev.get('uncovered_peer_median_us'))})")


def _event(d: dict, name: str, excess: float) -> str:
    ev = d["evidence"]
    shapes = (f" on shapes {ev['shapes']} against {ev['peer_shapes']}" if ev.get("shapes") and ev.get("peer_shapes")
              else f" after {ev['extra_op_count']} extra ops" if ev.get("extra_op_count")
              else " with the same shapes" if d["kind"] == "compute" else "")
    inside = (f" ({ev['shaped_op']} inside it)" if ev.get("shaped_op")
              else f" (its kernel {ev['event']})" if ev.get("event") and ev["event"] != name else "")
    return (f"{name}{inside} ran {duration(ev.get('dur_us'))} against {_against(d)} "
            f"{duration(ev.get('peer_median_dur_us'))}{shapes} (+{duration(excess)})")


def _what(d: dict, name: str, excess: float) -> str:
    """The clause that states the cause with its own numbers."""
    ev, kind = d["evidence"], d["kind"]
    if kind == "host_gap":
        return _unrecorded(d, excess)
    if ev.get("spread"):
        shaped = " on other shapes than the peers'" if kind == "workload" else ""
        return (f"{ev['spread']['events']} events ({name}) together ran {duration(excess)} longer{shaped} than "
                f"{_against(d)} matched events, none of them alone half the lag")
    if ev.get("event_excess_us") is not None:
        return _event(d, name, excess)
    return {"collective": f"{name} by {duration(excess)}",
            "transfer": f"{name} after the last arrival took {duration(excess)} longer",
            "bar": f"{name} took {duration(excess)} longer (its waiting for unprofiled members and its transfer "
                   "together)",
            "unknown": f"no single cause: the lag built up over many events ({duration(excess)} in all)"
            }.get(kind, f"{name} took {duration(excess)} longer")


def summary(d: dict, name: str, excess: float) -> str:
    """The one sentence of a divergence whose cause is ``name`` (``excess`` beyond its peers): where, its cause
    with its numbers, its lag against its expected duration and noise, what fixing it saves."""
    where = f" before {d['collective']}" if d["collective"] and d["kind"] not in ("transfer", "collective", "bar") else ""
    cost = (f"; fixing it saves {duration(d['cost_us'])}{_of_step(d['cost_pct_of_step'])}"
            if d["cost_us"] is not None else "")
    return (f"Rank {d['rank']}, step {d['step']}{where}: {_what(d, name, excess)} [{d['kind'].replace('_', ' ')}]. "
            f"Lag {duration(d['lag_us'])}: {duration(d['dur_us'])} against {_against(d)} "
            f"{duration(d['peer_median_us'])} "
            f"(noise {duration(d['noise_us'])}){cost}.")


def explained(divergences: list) -> list:
    """The divergences, each with its ``cause``, ``cause_us`` and ``summary``."""
    out = []
    for d in divergences:
        name, excess = cause(d)
        out.append({**d, "cause": name, "cause_us": round(float(excess), 3), "summary": summary(d, name, excess)})
    return out
