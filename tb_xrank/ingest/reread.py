"""Read a decoded trace file again for the recorded bytes its rank table does not hold: each complete event of the
table found by its position in the file's ``traceEvents`` (the table's ``pos``), with its args as their JSON text.

A file is read a block of whole events at a time where it is laid out as kineto writes traces (``EventStream``),
from where it is not, whole (within a third of the memory budget). A complete event whose bytes are not UTF-8
cannot be copied into JSON: before anything is read, a file's bytes are checked to be UTF-8, and a file that has
some that are not has its complete events counted as it is read. A file that no longer holds the events its table
was decoded from (another size, a position that is no complete event, fewer events) is an error.
"""
import codecs
import contextlib
import dataclasses
import gzip
import itertools
import zlib
import typing
from typing import Union

import msgspec
import numpy as np

from .discover import open_stream
from .kineto import RAWS, SKIPPED, SKIPPED_PHASES, Complete, Phase, skipped
from .stream import EventStream, NotStreamable

if typing.TYPE_CHECKING:
    from .tables import RankTable

BLOCK = 1 << 20  # bytes of a trace in kineto's layout read at a time
BATCH = 1 << 12  # events of a trace in another layout decoded at a time
READ_PIECE = 16 << 20  # bytes read at a time where a trace is read whole

_PHASES = (Complete, skipped("M")) + SKIPPED_PHASES
_EVENTS = msgspec.json.Decoder(list[Union[_PHASES]])  # type: ignore[valid-type]  # a Union built at import
_EVENT = msgspec.json.Decoder(Union[_PHASES])
_NOT_TEXT = Complete()  # (by identity) a complete event whose bytes are not UTF-8: not copied
_PH = msgspec.json.Decoder(Phase)


class _Top(msgspec.Struct, gc=False):
    traceEvents: list[msgspec.Raw]


_TOP = msgspec.json.Decoder(_Top)


@dataclasses.dataclass
class Reading:
    """How trace files are read again: ``block`` bytes at a time in kineto's layout; from where a file is not in
    it, the rest whole, within a third of ``budget`` bytes; ``read_whole``: the files that were."""

    budget: int
    block: int = BLOCK
    read_whole: set = dataclasses.field(default_factory=set)


def changed(path: str) -> ValueError:
    """The error of a file that no longer holds the events its table was decoded from."""
    return ValueError(f"{path}: the trace changed while the merged trace was written")


def _unreadable(path: str, e) -> ValueError:
    return ValueError(f"{path}: cannot be read again for the merged trace ({e})")


@contextlib.contextmanager
def _text_of(path: str, size: int):
    """A trace file's text as a binary file object (gzip decompressed, local or fsspec); ValueError where the
    file no longer has the ``size`` bytes it was decoded from."""
    try:
        raw = open_stream(path)
    except (FileNotFoundError, ConnectionError):
        raise
    except OSError as e:
        raise _unreadable(path, e) from None
    with raw:
        try:
            now = raw.seek(0, 2)
            raw.seek(0)
            gz = raw.read(2) == b"\x1f\x8b"
            raw.seek(0)
        except OSError as e:
            raise _unreadable(path, e) from None
        if now != size:
            raise changed(path)
        yield gzip.GzipFile(fileobj=raw, mode="rb") if gz else raw


def _is_text(path: str, size: int, block: int = BLOCK) -> bool:
    """Whether a trace file's text is UTF-8 throughout (read a block at a time)."""
    check = codecs.getincrementaldecoder("utf-8")()
    buf = bytearray(block)
    with _text_of(path, size) as f:
        try:
            while n := f.readinto(buf):
                piece = buf if n == len(buf) else buf[:n]
                if not piece.isascii() or check.getstate()[0]:
                    check.decode(piece)
            check.decode(b"", True)
        except UnicodeDecodeError:
            return False
        except (OSError, EOFError, zlib.error) as e:
            raise _unreadable(path, e) from None
    return True


def _whole(path: str, size: int, limit: int) -> bytes:
    """A trace file's text read whole, within ``limit`` bytes."""
    pieces, total = [], 0
    with _text_of(path, size) as f:
        try:
            while piece := f.read(READ_PIECE):
                total += len(piece)
                if total > limit:
                    raise ValueError(f"{path}: more than {limit} bytes of text, not laid out as kineto writes traces: "
                                     "beyond what the memory budget lets the merged trace read whole")
                pieces.append(piece)
        except (OSError, EOFError, zlib.error) as e:
            raise _unreadable(path, e) from None
    return b"".join(pieces)


def _one(raw):
    """One event of a list that did not decode as a whole: ``_NOT_TEXT`` for a complete event whose bytes are not
    UTF-8 (its ``ph`` read with replacements), ``SKIPPED`` for one of another phase or no event at all."""
    text = bytes(raw)
    try:
        text.decode()
        return _EVENT.decode(text)
    except msgspec.ValidationError:
        return SKIPPED
    except (UnicodeDecodeError, msgspec.DecodeError, RecursionError):
        pass
    try:
        ph = _PH.decode(text.decode(errors="replace")).ph
    except (msgspec.MsgspecError, RecursionError):
        return SKIPPED
    return _NOT_TEXT if ph == "X" else SKIPPED


def _decoded(chunk, text: bool):
    """``(events, slow)``: one ``[ev,...]`` as events read again, and whether they were read one by one (a list
    whose bytes are not all UTF-8, where ``text`` asks to check, or with other phases): then complete events
    whose bytes are not UTF-8 are ``_NOT_TEXT``. None where the text is no JSON array of events."""
    try:
        if text:
            codecs.utf_8_decode(chunk, None, True)
        return _EVENTS.decode(chunk), False
    except (UnicodeDecodeError, msgspec.MsgspecError, RecursionError):
        pass
    try:
        return list(map(_one, RAWS.decode(chunk))), True
    except (msgspec.MsgspecError, RecursionError):
        return None


def _read_again(t, reading: Reading, text: bool):
    """The events of a rank table's trace file read again, a list at a time, as ``(events, slow, chunk)``
    (``_decoded``, and the text ``[ev,...]`` they were read from, valid until the next list): in kineto's layout a
    block at a time; from where the layout is not kineto's, the rest of the file read whole."""
    done = 0
    with _text_of(t.path, t.size) as f:
        try:
            for chunk in EventStream(f, reading.budget, reading.block):
                got = _decoded(chunk, text)
                if got is None:
                    raise NotStreamable
                done += len(got[0])
                yield got + (chunk,)
            return
        except NotStreamable:
            pass
    try:
        reading.read_whole.add(t.path)
        raws = _TOP.decode(_whole(t.path, t.size, reading.budget // 3)).traceEvents
    except (msgspec.MsgspecError, RecursionError):
        raise changed(t.path) from None
    for b in range(done, len(raws), BATCH):
        chunk = b"[" + b",".join(raws[b:b + BATCH]) + b"]"
        got = _decoded(chunk, text)
        if got is None:
            raise changed(t.path)
        yield got + (chunk,)


def read_rows(t: "RankTable", in_file: np.ndarray, reading: Reading, text: bool, tally: list) -> "typing.Iterator":
    """The rows of rank table ``t`` in the order of its trace file (``in_file``) read again, a list of events at a
    time: ``(rows, at, events, chunk)``, the rows whose bytes are UTF-8, their index in the list and their events
    as read again (``kineto.Complete``), and the list's text. ``tally`` gets the complete events read and the rows
    given. ValueError where a row's position holds no complete event."""
    pos = t.events["pos"][in_file]
    lo = first = 0
    for evs, slow, chunk in _read_again(t, reading, text):
        hi = int(np.searchsorted(pos, first + len(evs)))
        rows, at = in_file[lo:hi], pos[lo:hi] - first
        picked = list(map(evs.__getitem__, at.tolist()))
        if list(map(type, picked)).count(Complete) != len(picked):
            raise changed(t.path)
        if slow:
            keep = np.array([e is not _NOT_TEXT for e in picked], dtype=bool)
            rows, at, picked = rows[keep], at[keep], list(itertools.compress(picked, keep))
        tally[0] += list(map(type, evs)).count(Complete)
        tally[1] += len(rows)
        first += len(evs)
        lo = hi
        yield rows, at, picked, chunk
    if lo != len(in_file):
        raise changed(t.path)


def file_counts(t: "RankTable", in_file: np.ndarray, reading: Reading) -> tuple:
    """``(rows given, complete events of the file not given, whether the text has bytes that are not UTF-8)`` of
    rank table ``t`` (``in_file``: its rows in the order of the file): the table counts the complete events the
    decoder left out (``RankTable.excluded``); where the text is not all UTF-8, the file's complete events are
    counted as it is read."""
    dirty = not _is_text(t.path, t.size, reading.block)
    if dirty:
        tally = [0, 0]
        for _ in read_rows(t, in_file, reading, dirty, tally):
            pass
        return tally[1], tally[0] - tally[1], dirty
    return len(in_file), t.excluded, False
