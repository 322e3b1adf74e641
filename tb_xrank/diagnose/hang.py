"""Where a hung job's ranks parted ways, from their Flight Recorder dumps.

Per process group (by name, the same on every rank), over the collectives (not point-to-point) each rank with a
dump recorded: the *last completed by all* is the largest sequence number every member retired, before any desync
(a record is retired when its call raised too). The group *diverges* at the first sequence number after it
where a member has no record (it never entered it), or where a member's record is still open (it waits in it),
or, earlier, at the first sequence number where the members that
entered it recorded different ops, sizes or dtypes (a desync: said as such, even where the backend completed it).
At the divergence, the members without a record are *missing* (with their last record and its stack), and those
whose record differs from the majority's *mismatched*. While a member is missing, the collective completed on
nobody: every member that entered it is *waiting* (since their record's creation, on their own clock), whatever its
record's ``retired`` says (gloo retires the record of a call that raised on its timeout). Only where every member
entered (a desync) can some have *completed* it (retired it: the backend let the mismatch pass); the others wait. Point-to-point ops diverge the same way by (group, p2p
sequence). Ranks without a readable dump are listed and never guessed over: a group's members are the ranks
whose dumps name it (the world group: every rank). The hang is the divergence whose missing (else mismatched)
ranks stopped first, by their last record's creation time; the others are listed beside it."""
import collections

from ..ingest.flight import Dump, Entry


def _by_seq(entries: list, p2p: bool) -> dict:
    """``{(pg, seq): Entry}`` of one rank's collectives (or point-to-point ops), the last record of each."""
    return {(e.pg, e.seq): e for e in entries if e.p2p == p2p}


def _signature(e: Entry) -> tuple:
    """What the members of a collective must agree on: op, sizes, dtypes (a point-to-point pair: sizes and
    dtypes, a send meets a receive)."""
    return (repr(e.sizes), repr(e.dtypes)) if e.p2p else (e.op, repr(e.sizes), repr(e.dtypes))


def _members(dumps: dict, pg: str, world: list, p2p: bool) -> list:
    """The ranks of a group: the world group's collectives, every rank; else the ranks whose dumps name it (for
    point-to-point, with such an op)."""
    if pg == "0" and not p2p:
        return world
    return sorted(r for r, d in dumps.items() if any(e.pg == pg and e.p2p == p2p for e in d.entries))


def _desync(recs: dict, members: list, pg: str, lo: int, hi: int) -> int | None:
    """The first sequence number in [lo, hi] where the members that recorded it disagree on op, size or dtype."""
    for s in range(lo, hi + 1):
        sigs = {_signature(recs[r][(pg, s)]) for r in members if (pg, s) in recs[r]}
        if len(sigs) > 1:
            return s
    return None


def _progress(recs: dict, members: list, pg: str) -> tuple:
    """``(done, issued, lowest)``: per member the largest sequence number it retired and issued in the group,
    and the lowest one any member still holds in its ring buffer."""
    seqs = {r: [s for (g, s) in recs[r] if g == pg] for r in members}
    done = {r: max((s for s in seqs[r] if recs[r][(pg, s)].retired), default=-1) for r in members}
    issued = {r: max(seqs[r], default=-1) for r in members}
    return done, issued, max(min((min(v) for v in seqs.values() if v), default=0), 0)


def _divergence(recs: dict, members: list, pg: str) -> tuple:
    """``(last completed by all, the sequence number where the group diverges or None)``."""
    done, issued, lo = _progress(recs, members, pg)
    last, top = min(done.values()), max(issued.values())
    mis = _desync(recs, members, pg, lo, top)
    if mis is not None and mis <= last + 1:  # a desynced collective is not completed, whatever retired says
        return min(last, mis - 1), mis
    unfinished = [r for r in members if issued[r] >= 0 and not recs[r][(pg, issued[r])].retired]
    return last, (last + 1 if last < top or unfinished else mis)


def _last_record(d: Dump) -> dict | None:
    """A rank's newest record: what it last did that the recorder saw, with its stack."""
    if not d.entries:
        return None
    e = max(d.entries, key=lambda x: x.created_ns)
    return {"pg": e.pg, "seq": e.seq, "op": e.op, "p2p": e.p2p, "retired": e.retired, "created_ns": e.created_ns,
            "frames": e.frames[:16]}


def _majority(entered: dict) -> tuple | None:
    """The signature most ranks that entered recorded (a tie: the lowest rank's)."""
    sigs = collections.Counter(_signature(e) for e in entered.values())
    first: dict[tuple, int] = {}
    for r in sorted(entered):
        first.setdefault(_signature(entered[r]), r)
    return max(sigs, key=lambda s: (sigs[s], -first[s])) if sigs else None


def _head(entered: dict, major) -> dict:
    """The collective's op, sizes and dtypes, as the majority recorded them."""
    ref = next((e for e in entered.values() if _signature(e) == major), None)
    if ref is None:
        return {"op": None, "sizes": [], "dtypes": []}
    return {"op": ref.op, "sizes": ref.sizes, "dtypes": ref.dtypes}


def _at(recs: dict, dumps: dict, members: list, pg: str, seq: int, p2p: bool) -> dict:
    """The ranks' part at one divergence: who entered, waits, finished, is missing, mismatched. A member missing:
    every one that entered waits, retired or not (see the module docstring)."""
    entered = {r: recs[r][(pg, seq)] for r in members if (pg, seq) in recs[r]}
    major = _majority(entered)
    missing = sorted(set(members) - set(entered))
    waiting = {r: e for r, e in sorted(entered.items()) if missing or not e.retired}
    return {
        "pg": pg, "seq": seq, "p2p": p2p, **_head(entered, major),
        "waiting_ranks": sorted(waiting),
        "waiting_since_ns": {str(r): e.created_ns for r, e in waiting.items() if e.created_ns > 0},
        "completed_ranks": sorted(set(entered) - set(waiting)),
        "missing_ranks": missing, "missing": [{"rank": r, "last": _last_record(dumps[r])} for r in missing],
        "mismatched": [{"rank": r, "op": e.op, "sizes": e.sizes, "dtypes": e.dtypes}
                       for r, e in sorted(entered.items()) if _signature(e) != major],
    }


def _stopped_ns(x: dict, dumps: dict) -> float:
    """When the divergence's culprits stopped: the oldest last record of its missing ranks (else of its
    mismatched ones), so that the first rank to stop leads."""
    who = x["missing_ranks"] or [m["rank"] for m in x["mismatched"]] or x["waiting_ranks"]
    return min((_last_record(dumps[r]) or {"created_ns": float("inf")})["created_ns"] for r in who)


def groups(dumps: dict, world: list) -> tuple:
    """``(process groups, divergences)``: per group its members, last completed by all and divergence."""
    out, divs = [], []
    for p2p in (False, True):
        recs = {r: _by_seq(d.entries, p2p) for r, d in dumps.items()}
        names = sorted({pg for v in recs.values() for (pg, _) in v}, key=lambda x: (len(x), x))
        for pg in names:
            members = [r for r in _members(dumps, pg, world, p2p) if r in dumps]
            last, seq = _divergence(recs, members, pg)
            out.append({"pg": pg, "p2p": p2p, "ranks": members, "last_completed_by_all": last if last >= 0 else None,
                        "diverges_at": seq})
            if seq is not None:
                divs.append(_at(recs, dumps, members, pg, seq, p2p))
    return out, divs


def _leading(lead: dict | None) -> dict:
    """The hang's collective, who completed it and since when its ranks wait."""
    if lead is None:
        return {"collective": None, "completed_ranks": [], "waiting_since_ns": {}}
    return {"collective": {k: lead[k] for k in ("pg", "seq", "op", "sizes", "dtypes", "p2p")},
            "completed_ranks": lead["completed_ranks"], "waiting_since_ns": lead["waiting_since_ns"]}


def analyse(dumps: dict, damaged: dict, world: list) -> dict:
    """The hang: where the ranks parted ways, who waits, who never arrived, who disagreed, whose dump is absent
    or unreadable (see the module docstring). ``dumps``: {rank: Dump}; ``damaged``: {rank: (file, reason)}."""
    pgs, divs = groups(dumps, world)
    divs.sort(key=lambda x: (_stopped_ns(x, dumps), x["p2p"], len(x["pg"]), x["pg"]))
    union = lambda k: sorted({r for x in divs for r in x[k]})  # noqa: E731
    return {
        **_leading(divs[0] if divs else None),
        "waiting_ranks": union("waiting_ranks"), "missing_ranks": union("missing_ranks"),
        "mismatched": [dict(m, pg=x["pg"], seq=x["seq"], expected={"op": x["op"], "sizes": x["sizes"],
                                                                    "dtypes": x["dtypes"]})
                       for x in divs for m in x["mismatched"]],
        "missing": [m for x in divs for m in x["missing"]],
        "also": [{k: x[k] for k in ("pg", "seq", "op", "p2p", "waiting_ranks", "missing_ranks")} for x in divs[1:]],
        "no_dump_ranks": sorted(set(world) - set(dumps) - set(damaged)),
        "damaged": [{"rank": r, "file": f, "reason": why} for r, (f, why) in sorted(damaged.items())],
        "process_groups": pgs, "dumps": len(dumps),
    }


TORCH_FRAMES = ("distributed_c10d.py", "c10d_logger.py", "_contextlib.py", "__init__.py")


def _ranks(rs: list) -> str:
    return f"rank {rs[0]}" if len(rs) == 1 else "ranks " + ", ".join(map(str, rs))


def _utc(ns: int) -> str:
    """A recorder time (ns since the epoch) as UTC to the ms: the rank's own clock."""
    import datetime

    t = datetime.datetime.fromtimestamp(ns / 1e9, tz=datetime.timezone.utc)
    return t.strftime("%Y-%m-%d %H:%M:%S.") + f"{t.microsecond // 1000:03d} UTC"


def _where(frames: list) -> str:
    """The caller's frame of a record (the first outside torch.distributed), as ``function (file:line)``."""
    f = next((x for x in frames if x.get("filename") not in TORCH_FRAMES), frames[0] if frames else None)
    return f" from {f['name']} ({f['filename']}:{f['line']})" if f else ""


def _what(op: str | None, sizes: list, dtypes: list) -> str:
    return f"{op} {sizes}" + (f" {'/'.join(map(str, dtypes))}" if dtypes else "")


def _waited(since: dict) -> str:
    if not since:
        return ""
    lo, hi = min(since.values()), max(since.values())
    return (f"; {_ranks(sorted(map(int, since)))} waited in it from {_utc(lo)}" + (f" to {_utc(hi)}" if hi > lo else "")
            + " (each on its own clock)")


def _last_text(m: dict) -> str:
    last = m["last"]
    return (f"Rank {m['rank']}'s last record: {last['op']} seq {last['seq']} of PG {last['pg']}"
            + ("" if last["retired"] else " (unfinished)") + _where(last["frames"]))


def _never(h: dict, mismatched: set) -> list:
    """The ``missing`` entries of the hang's own collective: members of its group that did not enter it (neither
    waiting in it, nor completing it, nor mismatched at it); a rank missing only in another group's divergence is
    left to that one's sentence."""
    c = h["collective"]
    group: list[int] = next((p["ranks"] for p in h["process_groups"] if (p["pg"], p["p2p"]) == (c["pg"], c["p2p"])), [])
    there = set(map(int, h["waiting_since_ns"])) | set(h["completed_ranks"]) | mismatched
    out: dict[int, dict] = {}
    for m in h["missing"]:
        if m["rank"] in group and m["rank"] not in there:
            out.setdefault(m["rank"], m)
    return [out[r] for r in sorted(out)]


def _desync_lead(h: dict, at: str, mine: list, never: list) -> str:
    """The leading sentence of a desync: who entered what where the others entered the collective."""
    c = h["collective"]
    who = "; ".join(f"rank {m['rank']} entered {_what(m['op'], m['sizes'], m['dtypes'])}" for m in mine)
    done = f"; {_ranks(h['completed_ranks'])} completed it with the mismatch" if h["completed_ranks"] else ""
    away = f"; {_ranks([m['rank'] for m in never])} never entered it" if never else ""
    return (f"Hang (desync) at {at}: {who} where the others entered {_what(c['op'], c['sizes'], c['dtypes'])}"
            + away + _waited(h["waiting_since_ns"]) + done + ".")


def _lead(h: dict) -> str:
    """The sentence that leads: who never entered (or disagreed at) which collective, who waits since when."""
    c = h["collective"]
    at = f"{'point-to-point ' if c['p2p'] else ''}{c['op']} seq {c['seq']} of PG {c['pg']}"
    mine = [m for m in h["mismatched"] if (m["pg"], m["seq"]) == (c["pg"], c["seq"])]
    never = _never(h, {m["rank"] for m in mine})
    if mine:
        return _desync_lead(h, at, mine, never)
    if not never:  # every member with a dump entered it, and some have not finished
        return f"Hang at {at}: every member with a dump entered it{_waited(h['waiting_since_ns'])}."
    last = "; ".join(_last_text(m) for m in never[:3] if m["last"])
    return (f"Hang: {_ranks([m['rank'] for m in never])} never entered {at}{_waited(h['waiting_since_ns'])}."
            + (f" {last}." if last else ""))


def findings(h: dict) -> list:
    """The hang's findings, to lead the Analysis': the divergence, the other groups', the dumps not read."""
    out = []
    if h["collective"]:
        out.append({"text": _lead(h), "severity": "error", "step": None, "collective": None, "kind": "hang", "view": {"tab": "hang"}})
    elif h["dumps"]:
        read = sorted({r for p in h["process_groups"] for r in p["ranks"]})
        out.append({"text": f"Flight Recorder dumps of {_ranks(read)}: every process group completed every collective "
                            "they recorded, with the same op and sizes; the dumps show no hang.",
                    "severity": "info", "step": None, "collective": None, "kind": "hang", "view": {"tab": "hang"}})
    for a in h["also"]:
        out.append({"text": f"Also in this hang: PG {a['pg']} parted at {a['op']} seq {a['seq']}"
                            + (f"; {_ranks(a['missing_ranks'])} never entered it" if a["missing_ranks"] else "")
                            + (f"; {_ranks(a['waiting_ranks'])} waited in it" if a["waiting_ranks"] else "") + ".",
                    "severity": "warning", "step": None, "collective": None, "kind": "hang", "view": {"tab": "hang"}})
    if h["no_dump_ranks"]:
        out.append({"text": f"No Flight Recorder dump of {_ranks(h['no_dump_ranks'])}: where "
                            f"{'it' if len(h['no_dump_ranks']) == 1 else 'they'} stood is unknown, not guessed.",
                    "severity": "warning", "step": None, "collective": None, "kind": "hang", "view": {"tab": "hang"}})
    for d in h["damaged"]:
        whose = f" (rank {d['rank']}'s Flight Recorder dump)" if d["rank"] >= 0 else ""
        out.append({"text": f"{d['file']}{whose}: {d['reason']}; read without it.",
                    "severity": "warning", "step": None, "collective": None, "kind": "hang", "view": {"tab": "hang"}})
    return out
