"""The merged trace's complete events as JSON: the record every slice is written as (``XEvent``), and each rank's
recorded complete events, read again from its trace file, on its tracks and the output clock with their args as
recorded (and the correlation the decoder took from an ``ac2g`` flow added where the args lack it)."""
import itertools
import operator
import re
import typing

import msgspec
import numpy as np

from ..model import native
from ..ingest.kineto import RAWS
from ..ingest.kineto import CAT_OTHER, CATS, FLOW_CATS
from ..ingest.reread import Reading, changed, read_rows
from .export_tracks import MergedRank

ADDED_CORR = "xrank: correlation"
ENCODER = msgspec.json.Encoder(enc_hook=native)  # numpy scalars in the trace's own values become native
_HAS_CORR = re.compile(rb'"correlation"').search
_ARGS = operator.attrgetter("args")


class _Cat(msgspec.Struct, gc=False):
    cat: object = ""


_CAT = msgspec.json.Decoder(_Cat)


class XEvent(msgspec.Struct, gc=False, omit_defaults=True):
    """A complete event as the merged trace writes it (``ts`` and ``dur`` in µs)."""

    ph: str
    name: str
    cat: str
    pid: int
    tid: int
    ts: float
    dur: float
    args: object = None


def body(items: list) -> bytes:
    """A list's items as JSON, without the brackets."""
    return ENCODER.encode(items)[1:-1]


def _without_corr(rows: list, args: list) -> list:
    """The ``rows`` whose recorded args have no ``"correlation"`` in their text."""
    try:
        found = list(map(_HAS_CORR, map(args.__getitem__, rows)))
    except TypeError:  # rows without args
        found = [a and _HAS_CORR(a) for a in map(args.__getitem__, rows)]
    return [i for i, f in zip(rows, found) if f is None] if None in found else []


def _as_text(v) -> str:
    return v if isinstance(v, str) else msgspec.json.encode(v).decode()


def _with(raw, extra: dict):
    """Recorded args with tb_xrank's ``extra`` keys after them (the recorded text kept byte for byte); args
    that are not a JSON object, or already hold one of the keys, stay as recorded."""
    if raw is None:
        return extra
    text = bytes(raw)
    if text[:1] != b"{" or not extra.keys().isdisjoint(msgspec.json.decode(text)):
        return raw
    head = text[:-1].rstrip()  # up to the last recorded value
    return msgspec.Raw(head + (b"," if head != b"{" else b"") + ENCODER.encode(extra)[1:-1] + b"}")


def rank_events(rank: MergedRank, reading: Reading) -> "typing.Iterator[bytes]":
    """The rank's complete events as JSON (without brackets), a batch per list of events read again: times,
    tracks and names from the table, args (and a category the decoder does not know) from the file."""
    t = rank.table
    ev, strings = t.events, t.strings
    tid_of = np.array(rank.tids, dtype=np.int64)[rank.track]
    written, skipped, dirty = rank.count
    tally = [0, 0]
    for rows, at, picked, chunk in read_rows(t, rank.in_file, reading, dirty, tally):
        if not len(rows):
            continue
        args = list(map(_ARGS, picked))
        name, cat, corr = ev["name"][rows], ev["cat"][rows], ev["corr"][rows]
        names = list(map(strings.__getitem__, name.tolist()))
        cats = list(map(CATS.__getitem__, cat.tolist()))
        other = np.flatnonzero(cat == CAT_OTHER).tolist()
        raws = RAWS.decode(chunk) if other else ()
        for i in other:  # categories the decoder does not know, as recorded
            cats[i] = _as_text(_CAT.decode(raws[at[i]]).cat)
        linked = np.flatnonzero(FLOW_CATS[cat] & (corr >= 0)).tolist()
        for i in _without_corr(linked, args):  # the correlations the decoder took from ac2g flows
            args[i] = _with(args[i], {ADDED_CORR: int(corr[i])})
        s, e = rank.start[rows], rank.end[rows]
        yield body(list(map(XEvent, itertools.repeat("X"), names, cats, itertools.repeat(rank.pid),
                            tid_of[rows].tolist(), (s / 1000).tolist(), ((e - s) / 1000).tolist(), args)))
    if tally != [written + skipped, written]:
        raise changed(t.path)
