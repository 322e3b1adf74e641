"""The Analysis' tables as pandas DataFrames, one row per record, ranks as integers (pandas stays optional).

- ``collectives``: one row per aligned collective (its identity, bytes, skews, tail, last rank, expected skew,
  cost, how many ranks recorded it);
- ``rank_times``: one row per (collective, rank): readiness, enqueue, start, end, wait and service (µs);
- ``steps``: one row per step (times, critical rank and collective, who held it back and what it cost, replay
  error, waiting explained);
- ``step_ranks``: one row per (step, rank): its ProfilerStep interval, work, communication and exposed
  communication (µs);
- ``divergences``: one row per divergence (its cause, cause's excess, lag, cost, summary; the evidence left in
  the Analysis);
- ``findings``, ``gaps``, ``ranks``: one row each.
"""
import typing

from .model.base import or_none

if typing.TYPE_CHECKING:
    import pandas

TABLES = ("collectives", "rank_times", "steps", "step_ranks", "divergences", "findings", "gaps", "ranks")


def _pandas():
    try:
        import pandas
    except ImportError:
        raise ImportError("Analysis.frames() needs pandas, which tb_xrank does not install: pip install pandas "
                          "(the Analysis itself, its JSON and its rows need nothing more)") from None
    return pandas


def _columns(rows: list, keys: tuple) -> dict:
    """``{field: [its value in each row]}``; None where a row does not set an optional field."""
    return {k: [or_none(getattr(r, k)) for r in rows] for k in keys}


def _rank_times(a: "typing.Any") -> dict:
    cols: dict[str, list] = {k: [] for k in ("collective", "rank", "ready_us", "enqueue_us", "start_us", "end_us", "wait_us",
                            "service_us")}
    for c in a.collectives:
        for r, t in c.ranks.items():
            cols["collective"].append(c.id)
            cols["rank"].append(r)
            for k in ("ready_us", "enqueue_us", "start_us", "end_us", "wait_us", "service_us"):
                cols[k].append(getattr(t, k))
    return cols


def _step_ranks(a: "typing.Any") -> dict:
    cols: dict[str, list] = {k: [] for k in ("step", "rank", "start_us", "end_us", "work_us", "comm_us", "exposed_comm_us")}
    for s in a.steps:
        for r, (t0, t1) in s.intervals_us.items():
            cols["step"].append(s.step)
            cols["rank"].append(r)
            cols["start_us"].append(t0)
            cols["end_us"].append(t1)
            cols["work_us"].append(s.work_us.get(r))
            cols["comm_us"].append(s.comm_us.get(r))
            cols["exposed_comm_us"].append(s.exposed_comm_us.get(r))
    return cols


def _plain(a: "typing.Any") -> dict:
    """The tables whose rows are the Analysis' own, each column one field."""
    coll = _columns(a.collectives, ("id", "pg", "seq", "step", "op", "bytes", "backend", "skew_us",
                                    "skew_clockfree_us", "tail_us", "last_rank", "material", "expected_skew_us",
                                    "cost_us", "algbw_gbps", "busbw_gbps"))
    coll["n_ranks"] = [len(c.ranks) for c in a.collectives]
    ranks = _columns(a.ranks, ("rank", "host", "gpu", "status", "role", "worker"))
    ranks["n_files"] = [len(r.files) for r in a.ranks]
    ranks["n_steps"] = [len(r.steps) for r in a.ranks]
    ranks["warnings"] = ["; ".join(w.text for w in r.warnings) for r in a.ranks]
    ranks["warning_codes"] = [" ".join(w.code for w in r.warnings) for r in a.ranks]
    return {
        "collectives": coll,
        "steps": _columns(a.steps, ("step", "time_us", "time_max_us", "start_us", "work_max_us", "work_median_us",
                                    "max_rank", "critical_rank", "critical_collective", "held_by", "held_cost_us",
                                    "replay_error_pct", "waiting_explained_pct")),
        "divergences": _columns(a.divergences, ("step", "rank", "collective", "kind", "cause", "cause_us", "op",
                                                "lag_us", "dur_us", "peer_median_us", "noise_us", "cost_us",
                                                "cost_pct_of_step", "summary", "next_measurement")),
        "findings": _columns(a.findings, ("kind", "severity", "step", "collective", "cost_us", "minor", "text")),
        "gaps": _columns(a.gaps, ("rank", "step", "start_us", "dur_us", "before", "after", "peer_median_us")),
        "ranks": ranks,
    }


def frames(a: "typing.Any") -> "dict[str, pandas.DataFrame]":
    """``{table: DataFrame}`` for every table of ``TABLES`` (see the module docstring).

    >>> import tb_xrank
    >>> f = tb_xrank.analyze("fixtures/runs/fixed_slow").frames()
    >>> f["steps"].set_index("step")["held_by"].loc[4]
    [2]
    """
    pd = _pandas()
    cols = {**_plain(a), "rank_times": _rank_times(a), "step_ranks": _step_ranks(a)}
    return {name: pd.DataFrame(cols[name]) for name in TABLES}
