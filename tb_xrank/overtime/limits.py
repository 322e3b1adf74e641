"""What the traces could measure, from their own metadata: the activities recorded, the profiler's options
(``record_shapes``, ``with_stack``, ``profile_memory``, ``with_modules``, ``with_flops``: torch writes each at the top
of a trace when it is set), the schedule (recovered from the windows' step numbers: torch does not record it), and
what kineto logged into the trace (its ``WARNING`` and ``ERROR`` lists, and the ``INFO`` lines that count records
dropped, lost or out of range), which kineto writes after the events.

``file_meta`` reads a trace's head (up to its ``traceEvents``) and its end (at most ``TAIL`` bytes): a seek for a
plain file, one inflate of the whole stream for a gzip file (the only way to its end). Everything else comes from the
windows' Analyses. The per-file result is small and is cached beside the analyses (``scalars.cache_*``), so an
answer from cached windows reads no trace.
"""
import gzip
import hashlib
import json
import re
import zlib

from ..numeric import median

HEAD_MAX = 4 << 20
TAIL, SHORT_TAIL = 1 << 20, 64 << 10
FLAGS = ("record_shapes", "with_stack", "profile_memory", "with_modules", "with_flops")
_FLAG_RE = re.compile(rb'"(' + b"|".join(f.encode() for f in FLAGS) + rb')"\s*:\s*"?(1|true|0|false)"?')
_LIST_RE = re.compile(r'"(INFO|WARNING|ERROR)"\s*:\s*\[')
_PREFIX_RE = re.compile(r"^[A-Z]+:\d{4}-\d\d-\d\d [\d:]+ [\d:]+ \S+\] ")
_LOSS_RE = re.compile(r"drop|overflow|lost|exceed|truncat|stopped early\? = [1-9]|out-of-range = [1-9]"
                      r"|invalid ext correlations = [1-9]|out-of-order = [1-9]|unexpected cuda events = [1-9]",
                      re.IGNORECASE)


def _head(path: str) -> bytes:
    opener = gzip.open if path.endswith(".gz") else open
    out = b""
    with opener(path, "rb") as f:
        while len(out) < HEAD_MAX:
            piece = f.read(64 << 10)
            if not piece:
                break
            out += piece
            at = out.find(b'"traceEvents"')
            if at >= 0:
                return out[:at]
    return out


_EVENTS_END = re.compile(rb"\}\s*\]\s*,\s*\"")  # the end of traceEvents, where kineto's lists follow


def _tail(path: str) -> bytes:
    """The trace's text from the end of its events (at most its last TAIL bytes): a plain file is read from its
    end, SHORT_TAIL bytes first."""
    if not path.endswith(".gz"):
        with open(path, "rb") as f:
            size = f.seek(0, 2)
            for n in (SHORT_TAIL, TAIL):
                f.seek(max(0, size - n))
                got = f.read()
                if n >= size or _EVENTS_END.search(got):
                    return got
            return got
    d, keep = zlib.decompressobj(31), b""
    with open(path, "rb") as f:
        while True:
            piece = f.read(1 << 20)
            if not piece:
                break
            keep = (keep + d.decompress(piece))[-TAIL:]
            while d.eof and d.unused_data:  # a further gzip member
                rest, d = d.unused_data, zlib.decompressobj(31)
                keep = (keep + d.decompress(rest))[-TAIL:]
    return keep


def messages(tail: str) -> list[dict]:
    """``[{level, text}]``: kineto's WARNING and ERROR lines and the INFO lines that count lost records."""
    out, dec = [], json.JSONDecoder()
    for m in _LIST_RE.finditer(tail):
        try:
            items, _ = dec.raw_decode(tail, m.end() - 1)
        except ValueError:
            continue
        for line in items if isinstance(items, list) else ():
            text = _PREFIX_RE.sub("", str(line)).strip()
            if m.group(1) != "INFO" or _LOSS_RE.search(text):
                out.append({"level": m.group(1), "text": text[:500]})
    return out


def file_meta(path: str) -> dict:
    """``{flags: {name: bool}, messages: [{level, text}], unreadable: reason or None}`` of one local trace."""
    try:
        head, tail = _head(path), _tail(path)
    except (OSError, EOFError, zlib.error, ValueError) as e:
        return {"flags": {}, "messages": [], "unreadable": f"{type(e).__name__}: {e}"}
    flags = {f: False for f in FLAGS}
    for name, value in _FLAG_RE.findall(head):
        flags[name.decode()] = value in (b"1", b"true")
    return {"flags": flags, "messages": messages(tail.decode("utf-8", "replace")), "unreadable": None}


def meta_key(file_key: str) -> str:
    """The cache key of a trace file's metadata (from its ``cache.file_key``)."""
    return hashlib.sha1(f"tracemeta|{file_key}".encode()).hexdigest()


def schedule(windows: list) -> dict | None:
    """The ``ProfilerSchedule`` the windows' step numbers show."""
    firsts = [w["first_step"] for w in windows if w["first_step"] is not None]
    if not firsts:
        return None
    lengths = {w["last_step"] - w["first_step"] + 1 for w in windows if w["first_step"] is not None}
    periods = {b - a for a, b in zip(firsts, firsts[1:])}
    active = lengths.pop() if len(lengths) == 1 else None
    period = periods.pop() if len(periods) == 1 else None
    gap = period - active if period is not None and active is not None else None
    if len(windows) == 1:
        text = f"one window of {active} steps from step {firsts[0]}"
    elif gap is not None:
        text = (f"{len(windows)} windows of {active} steps, one every {period} steps from step {firsts[0]}: the "
                f"{gap} steps between windows (wait + warmup) are not recorded")
    else:
        text = f"{len(windows)} windows of unequal lengths or spacing, from step {firsts[0]}"
    return {"active": active, "period": period, "wait_warmup": gap, "first_step": firsts[0], "windows": len(windows),
            "text": text}


def _flag(metas: list, name: str) -> bool | None:
    vals = {m["flags"].get(name) for m in metas if not m["unreadable"]}
    return vals.pop() if len(vals) == 1 else None


def _activities(analyses: list) -> tuple[list, list]:
    """``(activities, ranks without device activity where others have it)``."""
    cpu = any(r.steps for a in analyses for r in a.ranks)
    gpu = {r.rank for a in analyses for r in a.ranks if r.gpu is not None}
    seen = {r.rank for a in analyses for r in a.ranks if r.status in ("ok", "partial")}
    acts = (["cpu"] if cpu else []) + (["device"] if gpu else [])
    return acts, sorted(seen - gpu) if gpu else []


def _missing(analyses: list) -> list:
    out = []
    for a in analyses:
        absent = [r.rank for r in a.ranks if r.status in ("not_profiled", "error")]
        if absent:
            out.append(f"window {a.span}: rank{'s' if len(absent) > 1 else ''} {', '.join(map(str, absent))} "
                       "without a readable trace")
        out += [f"window {a.span}: {e.file}: {e.text}" for e in a.errors]
    return out


def summarise(analyses: list, metas: dict, windows: list) -> dict:
    """The ``TraceLimits`` of the run. ``metas``: ``{(span, rank or None, path): file_meta}``."""
    acts, no_dev = _activities(analyses)
    kineto = [{"span": s, "rank": r, "file": p.rsplit("/", 1)[-1], **m} for (s, r, p), fm in sorted(
        metas.items(), key=lambda kv: (kv[0][0], -1 if kv[0][1] is None else kv[0][1], kv[0][2]))
        for m in _unique(fm["messages"])]
    missing = _missing(analyses) + [f"{p}: metadata not read ({fm['unreadable']})" for (_, _, p), fm in metas.items()
                                    if fm["unreadable"]]
    out = {"activities": acts, "no_device_ranks": no_dev, **{f: _flag(list(metas.values()), f) for f in FLAGS},
           "schedule": schedule(windows), "kineto": kineto, "missing": missing,
           "trace_warnings": sum(len(r.warnings) for a in analyses for r in a.ranks)}
    out["notes"] = notes(out, windows)
    return out


def _unique(msgs: list) -> list:
    seen, out = set(), []
    for m in msgs:
        if (m["level"], m["text"]) not in seen:
            seen.add((m["level"], m["text"]))
            out.append(m)
    return out


def _what_was_off(lim: dict) -> list[str]:
    """Sentences about the activities and options the traces were recorded without."""
    out = []
    if "device" not in lim["activities"]:
        out.append("No GPU activity was recorded (CPU only): kernels, copies and stream waits are not measured, "
                   "and a rank's work is its host time.")
    elif lim["no_device_ranks"]:
        out.append(f"Ranks {', '.join(map(str, lim['no_device_ranks']))} have no device activity where the others "
                   "do: their device time is not measured.")
    if lim["record_shapes"] is not True:
        out.append("record_shapes was off" + (" in some traces" if lim["record_shapes"] is None else "") +
                   ": a workload divergence (other shapes) cannot be told from compute (same shapes, longer) there.")
    if lim["with_stack"] is not True:
        out.append("with_stack was off: time no recorded op covers (host gaps) cannot be traced to Python code.")
    return out


def notes(lim: dict, windows: list) -> list[str]:
    """What the limits mean for the analysis, in sentences."""
    out = _what_was_off(lim)
    sch = lim["schedule"]
    if sch and sch["wait_warmup"]:
        out.append(f"The profiler recorded {sch['active']} of every {sch['period']} steps: an onset or end at a "
                   f"window's edge lies somewhere in the {sch['wait_warmup']} unrecorded steps before it.")
    if lim["kineto"]:
        lost = sum(1 for m in lim["kineto"] if m["level"] != "ERROR")
        out.append(f"The profiler logged {len(lim['kineto'])} warning or loss line(s) into the traces "
                   f"({lost} warnings or counts of dropped records): events may be missing there.")
    if lim["missing"]:
        out.append(f"{len(lim['missing'])} rank(s), window(s) or file(s) without a usable trace: see missing.")
    times = [w["step_time_max_p50_us"] for w in windows if w["step_time_max_p50_us"]]
    if len(times) > 1 and max(times) > 2 * median(times):
        out.append("One window's median step time is more than twice the run's: compare it with the others.")
    return out
