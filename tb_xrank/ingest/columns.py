"""Decoded events as columns: names and input shapes interned, pids and tids as integers, times as absolute
nanoseconds, the events without a usable time excluded (with a warning naming the file), and the few events whose
args matter kept by row."""
import collections
import itertools
import operator
import typing

import msgspec
import numpy as np

from .kineto import BATCH, CAT_ID, CAT_OTHER, NO_ID, Args, M, X, is_kept

if typing.TYPE_CHECKING:
    from ._scan import Scanner


def absolute_ns(ts: np.ndarray, base: int) -> np.ndarray:
    """Microsecond floats (relative to ``base`` ns) to absolute int64 ns, keeping sub-µs digits exact."""
    whole = np.floor(ts)
    return base + whole.astype(np.int64) * 1000 + np.rint((ts - whole) * 1000).astype(np.int64)


class Intern(dict):
    """Values to dense ids in first-appearance order (``list(intern)`` is the table)."""

    def __missing__(self, key):
        v = self[key] = len(self)
        return v


def _int_ids(get, xs: list, table: Intern) -> np.ndarray:
    """pid/tid values as int64: integers as they are, anything else (strings such as ``"Spans"``, integers
    beyond 64 bits) a negative id of its text."""
    try:  # operator.index takes integers only: a string fails here instead of being read as a number
        return np.fromiter(map(operator.index, map(get, xs)), dtype=np.int64, count=len(xs))
    except (TypeError, OverflowError):
        pass
    out = np.empty(len(xs), dtype=np.int64)
    for i, v in enumerate(map(get, xs)):
        out[i] = v if type(v) is int and -2**63 <= v < 2**63 else -1 - table[str(v)]
    return out


_GET = {k: operator.attrgetter(k) for k in ("name", "cat", "ts", "dur", "pid", "tid", "args", "ext", "corr", "dims")}
_CAT_CODE = collections.defaultdict(lambda: CAT_OTHER, CAT_ID)


def _needs_raw(name: str, args: Args) -> bool:
    """Kept events that also need the raw args: gloo/c10d (their concrete inputs: a point-to-point peer)."""
    return name.startswith(("c10d::", "gloo:"))


class Columns:
    """Accumulates batches of decoded events into columns; keeps the few events whose args matter."""

    def __init__(self):
        self.sid, self.strtab = Intern(), Intern()  # event names; string pids/tids
        self.keep = np.zeros(0, dtype=bool)  # by name id: its events are kept
        self.parts: dict[str, list[np.ndarray]] = {k: [] for k in ("name", "cat", "pid", "tid", "ts", "dur", "ext", "corr",
                                                                   "dims", "pos")}
        self.seen = 0  # events of every phase so far: the index in traceEvents of the next one
        self.did = Intern({b"": 0})  # input shapes as JSON text, interned
        self.dims = [""]
        self.kept = {}  # row -> X event, for the collective-related rows only
        self.threads = {}
        self.n = 0
        self.blocks = {"scanner": 0, "msgspec": 0}  # streamed blocks, by what read them

    @property
    def strings(self) -> list:
        return list(self.sid)

    def _threads(self, ms) -> None:
        for e in ms:
            if e.name == "thread_name" and type(e.tid) is int:
                prev = self.threads.get(e.tid, "")
                if not prev or "python" in prev or "runloop" in e.args.name:
                    self.threads[e.tid] = e.args.name

    def _kept(self, ids: np.ndarray) -> list:
        """Rows of ``ids`` whose events are kept (names new since the last call are looked at first)."""
        if len(self.sid) > len(self.keep):
            new = [is_kept(nm) for nm in itertools.islice(self.sid, len(self.keep), None)]
            self.keep = np.concatenate([self.keep, np.array(new, dtype=bool)])
        return np.flatnonzero(self.keep[ids]).tolist()

    def _append(self, ids, cat, ts, dur, pid, tid, ext, corr, dims, pos) -> None:
        for k, v in zip(("name", "cat", "ts", "dur", "pid", "tid", "ext", "corr", "dims", "pos"),
                        (ids, cat, ts, dur, pid, tid, ext, corr, dims, pos)):
            self.parts[k].append(v)
        self.n += len(ids)
        if len(self.did) > len(self.dims):
            self.dims += [k.translate(None, b" \t\r\n").decode(errors="replace")  # the same text in any layout
                          for k in itertools.islice(self.did, len(self.dims), None)]

    def _hold(self, xs: list, kept: list) -> None:
        """Hold the batch's kept events ``xs[i]`` by their rows, with a copy of their raw shapes (the block's
        buffer may be reused)."""
        for i in kept:
            e = xs[i]
            if e.args.dims or e.args.itype:
                e.args = msgspec.structs.replace(e.args, dims=e.args.dims.copy(), itype=e.args.itype.copy())
            self.kept[self.n + i] = e

    def add(self, evs: list) -> list:
        """Append a batch of decoded events; returns ``[(row, position in the batch)]`` of its kept events that
        need raw args."""
        seen, self.seen = self.seen, self.seen + len(evs)
        xs = [e for e in evs if type(e) is X]
        if len(xs) < len(evs):
            self._threads([e for e in evs if type(e) is M])
        n = len(xs)
        if not n:
            return []
        xi = range(n) if n == len(evs) else [j for j, e in enumerate(evs) if type(e) is X]
        ids = np.fromiter(map(self.sid.__getitem__, map(_GET["name"], xs)), dtype=np.int32, count=n)
        kept = self._kept(ids)
        self._hold(xs, kept)
        need = [(self.n + i, xi[i]) for i in kept if _needs_raw(xs[i].name, xs[i].args)]
        args = list(map(_GET["args"], xs))
        self._append(ids, np.fromiter(map(_CAT_CODE.__getitem__, map(_GET["cat"], xs)), dtype=np.int8, count=n),
                     np.fromiter(map(_GET["ts"], xs), dtype=np.float64, count=n),
                     np.fromiter(map(_GET["dur"], xs), dtype=np.float64, count=n),
                     _int_ids(_GET["pid"], xs, self.strtab), _int_ids(_GET["tid"], xs, self.strtab),
                     np.fromiter(map(_GET["ext"], args), dtype=np.int64, count=n),
                     np.fromiter(map(_GET["corr"], args), dtype=np.int64, count=n),
                     self._dims_ids(list(map(_GET["dims"], args))), np.fromiter(xi, dtype=np.int64, count=n) + seen)
        return need

    def add_scanned(self, scanner: "Scanner", block: bytes) -> list:
        """Append the events of one block ``[ev,...]`` read by the simdjson scanner (``_scan.Scanner``), decoding
        only its metadata and kept events with msgspec, from their own bytes; returns ``[(row, raw bytes)]`` of
        the kept events that need raw args. ValueError (nothing appended): the block needs the msgspec path."""
        name, cat, pid, tid, ts, dur, ext, corr, dims, span, meta, pos, n_events = scanner.scan(block)
        ids = np.frombuffer(name, dtype=np.int32)
        spans = np.frombuffer(span, dtype=np.int64).reshape(-1, 2)
        kept = self._kept(ids)
        ranges = np.frombuffer(meta, dtype=np.int64).reshape(-1, 2).tolist() + spans[kept].tolist()
        raws = [bytes(block[a:b]) for a, b in ranges]
        try:
            evs = BATCH.decode(b"[" + b",".join(raws) + b"]") if raws else []
        except msgspec.MsgspecError as e:
            raise ValueError(f"scanned events msgspec does not take ({e})") from None
        n_meta = len(meta) // 16
        if any(type(e) is not M for e in evs[:n_meta]) or any(type(e) is not X for e in evs[n_meta:]):
            raise ValueError("scanned events of another phase than msgspec's")
        self._threads(evs[:n_meta])
        need = []
        for i, ev, raw in zip(kept, typing.cast("list[X]", evs[n_meta:]), raws[n_meta:]):  # all X: checked above
            self.kept[self.n + i] = ev
            if _needs_raw(ev.name, ev.args):
                need.append((self.n + i, raw))
        self._append(ids, np.frombuffer(cat, dtype=np.int8), np.frombuffer(ts, dtype=np.float64),
                     np.frombuffer(dur, dtype=np.float64), np.frombuffer(pid, dtype=np.int64),
                     np.frombuffer(tid, dtype=np.int64), np.frombuffer(ext, dtype=np.int64),
                     np.frombuffer(corr, dtype=np.int64), np.frombuffer(dims, dtype=np.int32),
                     np.frombuffer(pos, dtype=np.int64) + self.seen)
        self.seen += n_events
        return need

    def _dims_ids(self, raws: list) -> np.ndarray:
        """Interned ids of the raw ``Input Dims`` (0: none; an absent value is an empty, false Raw): only
        events that carry them are touched."""
        out = np.zeros(len(raws), dtype=np.int32)
        at = np.fromiter(itertools.compress(range(len(raws)), raws), dtype=np.int64)
        if len(at):
            out[at] = np.fromiter(map(self.did.__getitem__, map(bytes, itertools.compress(raws, raws))),
                                  dtype=np.int32, count=len(at))
        return out

    def finish(self, base: int, warnings: list, path: str) -> tuple[dict, np.ndarray]:
        """``(events, order)``: the columns of the events that have a usable time (``_timed``), sorted by start,
        and the sort order (old row of each new row)."""
        cat = lambda k, d: np.concatenate(self.parts[k]) if self.parts[k] else np.zeros(0, d)  # noqa: E731
        ts, dur, names = cat("ts", np.float64), cat("dur", np.float64), cat("name", np.int32)
        unplaced = (cat("pid", np.int64) == NO_ID) | (cat("tid", np.int64) == NO_ID)
        rows = _timed(ts, dur, base, (names, unplaced), self.strings, path, warnings)
        if len(rows) < len(ts):
            ts, dur = ts[rows], dur[rows]
        start = absolute_ns(ts, base)
        if (dur < 0).any():
            warnings.append(f"{int((dur < 0).sum())} complete events with a missing or negative duration "
                            "(truncated or corrupt records; counted as instantaneous)")
        end = start + np.rint(np.maximum(dur, 0) * 1000).astype(np.int64)
        o = np.argsort(start, kind="stable")
        order = rows[o] if len(rows) < len(names) else o
        events = {"name": names[order], "cat": cat("cat", np.int8)[order],
                  "pid": cat("pid", np.int64)[order], "tid": cat("tid", np.int64)[order],
                  "start": start[o], "end": end[o], "ext": cat("ext", np.int64)[order],
                  "corr": cat("corr", np.int64)[order], "dims": cat("dims", np.int32)[order],
                  "pos": cat("pos", np.int64)[order]}
        return events, order


DAY_US = 86_400e6


def _timed(ts, dur, base: int, named, strings, path: str, warnings: list) -> np.ndarray:
    """Rows of complete events that have a name, a pid and a tid (``named``: their names, and where either id is
    absent) and times that can be placed, in file order: a ts (absent ts is
    NaN), finite, within a day of the trace's median ts, as absolute ns within int64, and not set apart from
    the rest (``_apart``); a duration that is finite or absent (-1) and ends within the trace's own range (its
    last start plus its length, at least 1 s). The others are excluded with a warning naming the file, how
    many and why, and one of them."""
    names, unplaced = named
    with np.errstate(invalid="ignore", over="ignore"):
        unnamed = strings.index("") if "" in strings else -1
        why = {"without a ts": np.isnan(ts), "with a ts that is not a finite number": np.isinf(ts),
               "with a dur that is not a finite number": ~np.isfinite(dur), "without a name": names == unnamed,
               "without a pid or tid": unplaced}
        ok = ~np.logical_or.reduce(list(why.values()))
        far = np.zeros(len(ts), dtype=bool)
        if ok.any():
            mid = float(np.median(ts[ok][::max(1, int(ok.sum()) // 4096)]))  # a sample tells a day apart
            if not abs(base + mid * 1000.0) < 2.0**62:
                far = ok.copy()
            else:
                far = ok & (np.abs(ts - mid) > DAY_US)
        why["more than a day from the trace's other events"] = far
        ok &= ~far
        apart = _apart(ts, ok)
        why["set apart from the rest of the trace by more than its whole length"] = apart
        ok &= ~apart
        late = np.zeros(len(ts), dtype=bool)
        if ok.any():
            first, last = float(ts[ok].min()), float(ts[ok].max())
            late = ok & (ts + dur > last + max(last - first, 1e6))
        why["ending beyond the trace's own time range"] = late
        ok &= ~late
    if not ok.all():
        bad = np.flatnonzero(~ok)
        i = int(bad[0])
        parts = ", ".join(f"{int(m.sum())} {w}" for w, m in why.items() if m.any())
        warnings.append(f"{path}: {len(bad)} complete events excluded ({parts}), e.g. {strings[names[i]]!r} with "
                        f"ts {_num(ts[i])} and dur {_num(dur[i])}")
    return np.flatnonzero(ok)


def _apart(ts, ok) -> np.ndarray:
    """Events of ``ok`` set apart from the rest: at most 10 (and 0.1 %) at either end of the trace, separated
    from the others by a gap longer than the others' whole span and than 1 s (a digit of their ts damaged)."""
    out = np.zeros(len(ts), dtype=bool)
    t = ts[ok]
    if len(t) < 20:
        return out
    k = max(1, min(10, len(t) // 1000))
    low = np.sort(np.partition(t, k)[:k + 1])  # the k + 1 earliest
    high = np.sort(np.partition(t, len(t) - k - 1)[-k - 1:])  # the k + 1 latest
    first, last = float(low[-1]), float(high[0])  # spans end short of the other end's k most extreme
    cut = np.flatnonzero(low[1:] - low[:-1] > np.maximum(last - low[1:], 1e6))  # a gap after the j + 1 earliest
    if len(cut):
        out |= ok & (ts <= low[cut[-1]])
    cut = np.flatnonzero(high[1:] - high[:-1] > np.maximum(high[:-1] - first, 1e6))  # a gap before the latest
    if len(cut):
        out |= ok & (ts >= high[cut[0] + 1])
    return out


def _num(x: float) -> str:
    return "absent" if np.isnan(x) else f"{x:.6g}"
