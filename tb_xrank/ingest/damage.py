"""Damage inside a trace's events: values of unexpected types converted field by field or dropped, and counted
(``Dropped``); events whose JSON cannot be read, or that repeat a field the analysis reads, skipped with their
reason; JSON nested deeper than the decoder reads; and the warnings that name them."""
import collections
import json
import sys
import typing

import msgspec
import numpy as np

from ..model.notes import Note, note
from .kineto import (BATCH, FULL, OTHER_PHASES, RAWS, SKIPPED, Args, Complete, Event, EventU, M, Phase, RawArgs, X,
                     skipped)


def short(v: object, n: int = 40) -> str:
    """A value as JSON text, cut to ``n`` characters (for messages)."""
    text = msgspec.json.encode(v).decode(errors="replace")
    return text if len(text) <= n else text[:n] + "..."


class Dropped(dict):
    """What the slow path did with values of unexpected types: ``{(field, read): [events, first value]}``, where
    ``read`` tells a value read all the same (a number in a string) from one dropped."""

    def add(self, field: str, value: object, read: bool = False) -> None:
        self.setdefault((field, read), [0, value])[0] += 1

    def warnings(self, path: str) -> list:
        """The rank's warnings about the file: what was dropped or read all the same (none when nothing)."""
        out = []
        for read, verb, code in ((False, "dropped", "ingest.values_dropped"),
                                 (True, "read all the same", "ingest.values_coerced")):
            parts = [f"{f} ({short(v)})" if f.startswith("top-level") else f"{f} of {n} events (e.g. {short(v)})"
                     for (f, r), (n, v) in sorted(self.items(), key=lambda kv: (-kv[1][0], kv[0])) if r is read]
            if parts:
                out.append(note(code, f"values of unexpected types {verb}: {', '.join(parts)}", path))
        return out


_RAW_FIELDS = {f.encode_name for f in msgspec.structs.fields(RawArgs) if f.type is msgspec.Raw}
_PHASES = frozenset(("X", "M") + OTHER_PHASES)
_TOP = ("ph", "cat", "name", "pid", "tid", "ts", "dur", "id")


def _converts(key: str, value, typ, dropped: Dropped, field: str) -> bool:
    """Whether ``{key: value}`` converts to ``typ``: strictly, or as ``strict=False`` reads it (counted as read all
    the same); a value that does not is counted as dropped."""
    try:
        msgspec.convert({key: value}, typ)
        return True
    except msgspec.ValidationError:
        pass
    try:
        msgspec.convert({key: value}, typ, strict=False)
        dropped.add(field, value, read=True)
        return True
    except msgspec.ValidationError:
        dropped.add(field, value)
        return False


def coerce(e: object, dropped: Dropped) -> Event | None:
    """One event on the slow path: the fields that convert (as ``strict=False`` reads them), the rest dropped
    and counted in ``dropped``; None for an event that is not a JSON object."""
    if not isinstance(e, dict):
        dropped.add("events that are not objects", e)
        return None
    a = e.get("args", {})
    if not isinstance(a, dict):
        dropped.add("args", a)
        a = {}
    keep = {}
    for k, v in a.items():
        if k in _RAW_FIELDS:  # kept raw: any JSON value, as its text
            keep[k] = msgspec.Raw(msgspec.json.encode(v))
            continue
        if _converts(k, v, RawArgs, dropped, f"args[{k!r}]"):
            keep[k] = v
    top = {k: e[k] for k in _TOP if k in e and _converts(k, e[k], Event, dropped, k)}
    if top.get("ph") not in _PHASES:
        dropped.add("events of no known phase (ph)", top.get("ph"))
    ev = msgspec.convert(top, Event, strict=False)
    return msgspec.structs.replace(ev, args=msgspec.convert(keep, RawArgs, strict=False))


def _as_union(ev: Event | None):
    """A slow-path Event as the fast path's union member (unknown phases become a skipped one)."""
    if ev is None or ev.ph not in ("X", "M"):
        return SKIPPED
    a = Args(**{f: getattr(ev.args, f) for f in Args.__struct_fields__})  # RawArgs minus its own fields
    if ev.ph == "X":
        return X(ev.cat, ev.name, ev.pid, ev.tid, ev.ts, ev.dur, a)
    return M(ev.name, ev.pid, ev.tid, a)


ONE = msgspec.json.Decoder(EventU)


def block_events(chunk: bytes | memoryview, dropped: Dropped, repeats: bool = False) -> tuple:
    """One block ``[ev,...]`` as union members: ``(events, bad)``. Events with fields of unexpected types are
    converted field by field (what is dropped is counted in ``dropped``); an event that is not JSON msgspec reads
    (invalid UTF-8, nesting too deep) or, with ``repeats``, that repeats one of its keys, is a skipped one, its
    position, bytes and reason in ``bad``. msgspec.DecodeError: the block's own structure is broken."""
    if not repeats:
        try:
            return BATCH.decode(chunk), []
        except msgspec.MsgspecError:
            pass
    evs, bad = [], []
    for i, r in enumerate(RAWS.decode(chunk)):
        key = _repeated_key(r) if repeats else None
        if key is not None:
            evs.append(SKIPPED)
            bad.append((i, bytes(r), f"its key {key!r} appears twice"))
            continue
        try:
            evs.append(ONE.decode(r))
            continue
        except msgspec.ValidationError:
            pass
        except msgspec.DecodeError as e:
            evs.append(SKIPPED)
            bad.append((i, bytes(r), _unreadable(r, e)))
            continue
        try:
            evs.append(_as_union(coerce(msgspec.json.decode(r), dropped)))
        except (msgspec.DecodeError, RecursionError) as e:
            evs.append(SKIPPED)
            bad.append((i, bytes(r), _unreadable(r, e)))
    return evs, bad


def _repeated_key(raw) -> str | None:
    """A field the analysis reads (``_READ``) that the event's own object repeats (JSON lets the last one win,
    silently), or None."""
    keys = []

    def pairs(items: list) -> None:
        keys.append([k for k, _ in items])
        return None

    try:
        json.loads(bytes(raw), object_pairs_hook=pairs)
    except (ValueError, RecursionError):
        return None  # msgspec says what is wrong with it
    top = collections.Counter(keys[-1] if keys else [])  # the event's own object closes last
    return next((k for k in _READ if top[k] > 1), None)


_READ = ("ph", "cat", "name", "pid", "tid", "ts", "dur", "args")


def _unreadable(raw, e) -> str:
    """Why one event's JSON cannot be read, in the file's terms."""
    try:
        bytes(raw).decode("utf-8")
    except UnicodeDecodeError:
        return "not valid UTF-8"
    return "nested too deeply" if isinstance(e, RecursionError) or "depth" in str(e) else f"unreadable ({e})"


_PHASE = msgspec.json.Decoder(typing.Union[Complete, skipped("M")])
_PH = msgspec.json.Decoder(Phase)


def was_complete(raw: bytes) -> bool:
    """Whether an event skipped as damaged JSON is a complete event: its ``ph`` is "X" as msgspec reads it (a
    repeated ``ph`` whose values differ is none), or, where its bytes are not UTF-8, as read with the invalid
    bytes replaced; one that cannot be read at all (nested too deeply) is none."""
    text = bytes(raw)
    try:
        text.decode()
        return type(_PHASE.decode(text)) is Complete
    except msgspec.ValidationError:
        return False
    except (UnicodeDecodeError, msgspec.DecodeError, RecursionError):
        pass
    try:
        return _PH.decode(text.decode(errors="replace")).ph == "X"
    except (msgspec.MsgspecError, RecursionError):
        return False


def excluded_warning(path: str, bad: list) -> Note:
    """The warning for events skipped as damaged: ``bad`` holds (byte offset in the file, reason)."""
    at, why = bad[0]
    where = f"byte {at}" if at is not None else "an unknown offset"
    return note("ingest.damaged_json", f"{len(bad)} events excluded as damaged JSON (the first, at {where} of the "
                f"uncompressed trace: {why})", path)


def too_deep(data: bytes, piece: int = 16 << 20) -> str:
    """The reason for JSON nested deeper than the decoder reads, with the byte where the nesting first gets that
    deep (brackets inside strings are not counted; a quote after a backslash is taken as escaped)."""
    limit, depth, inside = sys.getrecursionlimit(), 0, False
    for at in range(0, len(data), piece):
        b = np.frombuffer(data, dtype=np.uint8, count=min(piece, len(data) - at), offset=at)
        quote = (b == 34) & ~np.concatenate(([at > 0 and data[at - 1] == 92], b[:-1] == 92))
        in_str = (np.cumsum(quote) + inside) % 2 == 1  # a quote itself counts as inside: it is no bracket
        step = np.where(in_str, 0, (b == 91).astype(np.int32) + (b == 123) - (b == 93) - (b == 125))
        level = depth + np.cumsum(step)
        deep = np.flatnonzero(level > limit)
        if len(deep):
            return f"JSON nested deeper than {limit} levels (at byte {at + int(deep[0])} of the uncompressed trace)"
        depth, inside = int(level[-1]), bool(in_str[-1])
    return f"JSON nested deeper than {limit} levels"


def full_event(raw: bytes | msgspec.Raw, fallback: X) -> Event | X:
    """One kept event with its raw args decoded (the slow path for odd types; ``fallback`` if nothing converts)."""
    try:
        return FULL.decode(raw)
    except msgspec.ValidationError:
        pass
    try:
        return coerce(msgspec.json.decode(raw), Dropped()) or fallback  # its fields were counted when first read
    except (msgspec.DecodeError, RecursionError):
        return fallback
