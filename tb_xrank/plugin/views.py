"""The plugin's view functions, free of TensorBoard: each takes an Analysis and returns what a route answers."""
import functools

import msgspec

from ..diagnose import mesh
from ..model import Analysis, Row, native

# per-rank fields of a step row: one number per rank and step, so they grow as ranks x steps, and its critical path,
# which grows with the collectives of a step (the step route has them)
STEP_PER_RANK = ("ranks", "comm_us", "exposed_comm_us", "intervals_us", "work_us", "critical_path")
# at most this many collectives, gaps and mismatches in a summary; the step route has all of a step's
SUMMARY_COLLECTIVES = 2000
SUMMARY_ROWS = 1000


def summary_of(a: Analysis, max_collectives: int = SUMMARY_COLLECTIVES, max_rows: int = SUMMARY_ROWS) -> dict:
    """What the first paint needs, small at 1,024 ranks: the Analysis without what grows as ranks x steps or
    ranks x collectives.

    Each collective loses its per-rank detail (``collective?``) and its member list (the process group's list
    is in ``groups`` once, keyed by ``pg``; a collective whose members differ from its group's keeps its own).
    Each step loses its per-rank numbers (``step?``) for counts, its collectives' largest skew and tail and its
    exposed communication's maximum, median and arg-max. Each rank loses its list of steps (a count) and of
    files. Walk-back windows are dropped (``collective?``). Beyond ``max_collectives`` collectives (a
    tensor-parallel family has one collective per group and step) the summary keeps the ones the findings,
    divergences, propagation and steps name and then the largest skews; beyond ``max_rows`` gaps the
    longest, and mismatches the first; ``truncated`` counts what each list had. The ``groupings`` of the
    ranks are the Analysis' (a grouped run's), else made here (``mesh.groupings``): a small run's tabs order
    their rows by them too."""
    d = {f: getattr(a, f) for f in a.__struct_fields__  # the rows as they are: encoded once, by the route
         if getattr(a, f) is not msgspec.UNSET}
    groups = _groups(a)
    cs, truncated = _kept_collectives(a, max_collectives)
    figs = a.step_figures()
    d.update(groups=groups, collectives=[_collective_row(c, groups) for c in cs],
             steps=[_step_row(s, figs[s.step]) for s in a.steps], ranks=[_rank_row(r) for r in a.ranks])
    del d["windows"]
    if a.groupings is msgspec.UNSET:
        d["groupings"] = mesh.groupings(a, groups)
    if len(a.gaps) > max_rows:
        truncated["gaps"] = len(a.gaps)
        keep = sorted(range(len(a.gaps)), key=lambda i: -a.gaps[i].dur_us)[:max_rows]
        d["gaps"] = [a.gaps[i] for i in sorted(keep)]
    if len(a.mismatches) > max_rows:
        truncated["mismatches"] = len(a.mismatches)
        d["mismatches"] = a.mismatches[:max_rows]
    d["truncated"] = truncated
    return d


def _groups(a: Analysis) -> dict:
    """``{pg: member list}`` of the process groups the collectives (not point-to-point) name (``mesh.pg_members``)."""
    return mesh.pg_members((c.pg, c.op, c.group_ranks) for c in a.collectives)


def _kept_collectives(a: Analysis, most: int) -> tuple:
    """``(collectives, truncated)``: all of them, or beyond ``most`` those the steps, divergences, findings and
    propagation name and then the largest skews, in their order."""
    cs = a.collectives
    if len(cs) <= most:
        return cs, {}
    named = ({s.critical_collective for s in a.steps} | {v.collective for v in a.divergences}
             | {f.collective for f in a.findings} | {p.source for p in a.propagation}) - {None}
    rank = sorted(range(len(cs)), key=lambda i: (cs[i].id not in named, -(cs[i].skew_us or 0.0)))
    return [cs[i] for i in sorted(rank[:most])], {"collectives": len(cs)}


@functools.lru_cache(maxsize=None)
def _names(cls: type) -> tuple:
    """``((JSON name, attribute), ...)`` of a row type's fields, in order."""
    return tuple((f.encode_name, f.name) for f in msgspec.structs.fields(cls))


def _fields(row: Row, leave: tuple) -> dict:
    """The row's JSON object as a dict of its set fields (UNSET ones absent), without the names in ``leave``."""
    return {k: v for k, n in _names(type(row)) if k not in leave and (v := getattr(row, n)) is not msgspec.UNSET}


def _rank_row(r) -> dict:
    row = _fields(r, ("steps", "files"))
    row["n_steps"], row["n_files"] = len(r.steps), len(r.files)
    return row


def _collective_row(c, groups) -> dict:
    row = _fields(c, ("ranks", "group_ranks"))
    row["n_ranks"] = len(c.ranks)
    g = c.group_ranks
    row["group_size"] = len(g) if g else None
    if g and groups.get(c.pg) != g:
        row["group_ranks"] = g
    return row


def _step_row(s, fig) -> dict:
    row = _fields(s, STEP_PER_RANK)
    row["n_ranks"] = len(s.ranks)
    row["critical_path_entries"] = len(s.critical_path)
    row["n_collectives"], row["skew_max_us"], row["tail_max_us"] = fig.n_collectives, fig.skew_max_us, fig.tail_max_us
    row["exposed_comm_max_us"] = fig.exposed_comm_max_us
    row["exposed_comm_median_us"] = fig.exposed_comm_median_us
    row["exposed_comm_max_rank"] = fig.exposed_comm_max_rank
    return row


def step_detail(a: Analysis, num: int) -> dict | None:
    """One step with its per-rank detail: the step row whole; per rank its step interval, time and own work
    (when the Analysis records them per rank), its wait in the step's collectives, its communication and the
    part of it left exposed; the step's collectives with their per-rank times; the step's gaps."""
    s = next((x for x in a.steps if x.step == num), None)
    if s is None:
        return None
    waits = a.step_figures()[num].waits_us
    members = list(s.ranks) or sorted(set(s.comm_us) | set(waits))
    return {"run": a.run, "step": s, "ranks": {r: _rank_step(s, r, waits) for r in members},
            "collectives": [c for c in a.collectives if c.step == num], "gaps": [g for g in a.gaps if g.step == num]}


def _rank_step(s, r: int, waits: dict) -> dict:
    """One rank in step ``s``: its interval and time, own work, waits, communication and the exposed part."""
    iv = s.intervals_us.get(r)
    return {"start_us": iv[0] if iv else None, "end_us": iv[1] if iv else None,
            "time_us": round(iv[1] - iv[0], 3) if iv and None not in iv else None,
            "work_us": s.work_us.get(r), "wait_us": waits.get(r),
            "comm_us": s.comm_us.get(r), "exposed_comm_us": s.exposed_comm_us.get(r)}


def collective_detail(a: Analysis, cid: str) -> dict | None:
    """One collective with its per-rank detail, its divergence, the walk-back window (the critical rank's events
    from its anchor to its readiness against two peers') and the propagation it belongs to."""
    c = a.collective(cid)
    if c is None:
        return None
    return {"run": a.run, "collective": c,
            "divergence": next((d for d in a.divergences if d.collective == cid), None),
            "window": a.windows.get(cid),
            "propagation": [p for p in a.propagation if p.source == cid or cid in p.affected]}


def encode(body: object) -> bytes:
    """A view's answer as JSON: its rows are the Analysis' typed rows (and numpy-free plain values)."""
    return msgspec.json.encode(body, enc_hook=native)
