"""What a replay needs of a collective record that its rank table does not keep: the element type, an
all-to-all's split sizes and a rooted op's root, read again from the trace file.

A record's rows in its rank table are found by their thread and start: its call (``c10d::*`` or
``record_param_comms``: the record's enqueue on its caller thread) and, for gloo, its execution (``gloo:*`` on the
runloop thread: the record's start). Their positions in the file's ``traceEvents`` (the table's ``pos``) are read
again, a block of whole events at a time where the file is laid out as kineto writes traces, else whole, and
only those events' ``args`` are decoded, by typed decoders: nothing is evaluated.
"""
import gzip
import typing

import msgspec
import numpy as np

from ..ingest.collargs import dtype_name
from ..ingest.stream import EventStream, NotStreamable
from ..ingest.discover import open_stream

if typing.TYPE_CHECKING:
    from ..align.identity import RankInfo

CALLS = ("c10d::", "record_param_comms")
EXECS = ("gloo:", "nccl:")
READ_BLOCK = 1 << 20
WHOLE_LIMIT = 2 << 30  # a trace not in kineto's layout is read whole up to this many bytes of text


class _Args(msgspec.Struct, gc=False):
    itype: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="Input type")
    dims: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="Input Dims")
    concrete: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="Concrete Inputs")
    in_split: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="In split size")
    out_split: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="Out split size")
    dtype: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="dtype")
    in_n: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="In msg nelems")
    out_n: msgspec.Raw = msgspec.field(default=msgspec.Raw(b""), name="Out msg nelems")


class _Event(msgspec.Struct, gc=False):
    name: object = None
    args: msgspec.Raw = msgspec.Raw(b"")


class _Top(msgspec.Struct, gc=False):
    traceEvents: list[msgspec.Raw] = []


_EVENTS = msgspec.json.Decoder(list[msgspec.Raw])
_EVENT = msgspec.json.Decoder(_Event)
_ARGS = msgspec.json.Decoder(_Args)
_TOP = msgspec.json.Decoder(_Top)


def _rows_at(ev: dict, tid: int, start: int, prefixes: tuple, strings: list) -> list[int]:
    """Rows of the rank table that start at ``start`` on thread ``tid`` with a name of one of ``prefixes``."""
    if start < 0:
        return []
    lo, hi = np.searchsorted(ev["start"], [start, start + 1])
    return [int(i) for i in range(lo, hi) if int(ev["tid"][i]) == tid
            and strings[int(ev["name"][i])].startswith(prefixes)]


def positions(ri: "RankInfo", records: "list[int]") -> dict[int, tuple[int, str]]:
    """``{position in traceEvents: (record, "call" | "exec")}`` of the records' call and execution events."""
    t, c = ri.table, ri.table.comms
    out = {}
    for i in records:
        for tid, start, kind, pre in ((c.tid[i], c.enqueue[i], "call", CALLS), (c.stream[i], c.start[i], "exec", EXECS),
                                      (c.tid[i], c.start[i], "exec", EXECS)):  # point-to-point: on the caller
            for row in _rows_at(t.events, int(tid), int(start), pre, t.strings):
                out[int(t.events["pos"][row])] = (i, kind)
    return out


def _opened(path: str):
    raw = open_stream(path)
    return gzip.GzipFile(fileobj=raw) if path.endswith(".gz") else raw


def _chunks(path: str, budget: int):
    """The file's events as lists of raw events, in file order."""
    done = 0
    try:
        with _opened(path) as f:
            for chunk in EventStream(f, budget, READ_BLOCK):
                evs = _EVENTS.decode(bytes(chunk))
                done += len(evs)
                yield evs
            return
    except (NotStreamable, msgspec.DecodeError):
        pass
    with _opened(path) as f:
        text = f.read(WHOLE_LIMIT + 1)
    if len(text) > WHOLE_LIMIT:
        return
    try:
        yield _TOP.decode(text).traceEvents[done:]
    except (msgspec.MsgspecError, RecursionError):
        return


def read(ri: "RankInfo", records: "list[int]", budget: int = 256 << 20) -> dict[int, dict]:
    """``{record: {"call": args, "exec": args}}`` (``_Args``) of the rank's ``records``, read from its trace file;
    a record whose events cannot be found or read has fewer keys."""
    want = positions(ri, records)
    out: dict[int, dict] = {}
    if not want:
        return out
    first, last = 0, max(want)
    try:
        for evs in _chunks(ri.table.path, budget):
            for p in (p for p in want if first <= p < first + len(evs)):
                i, kind = want[p]
                try:
                    out.setdefault(i, {})[kind] = _ARGS.decode(_EVENT.decode(evs[p - first]).args or b"{}")
                except (msgspec.MsgspecError, RecursionError):
                    continue
            first += len(evs)
            if first > last:
                break
    except (OSError, EOFError, ValueError):
        pass
    return out


def _json(raw: msgspec.Raw):
    try:
        return msgspec.json.decode(bytes(raw)) if bytes(raw) else None
    except (msgspec.DecodeError, RecursionError):
        return None


def element_type(args: dict, recorded: str) -> str:
    """The record's element type: the table's (NCCL), ``record_param_comms``' ``dtype``, else the first named
    tensor type of the execution or the call ('' when none)."""
    if recorded:
        return recorded
    call = args.get("call")
    if call is not None and isinstance(_json(call.dtype), str) and dtype_name(_json(call.dtype)):
        return dtype_name(_json(call.dtype))
    for kind in ("exec", "call"):
        a = args.get(kind)
        types = _json(a.itype) if a is not None else None
        for x in types if isinstance(types, list) else []:
            if dtype_name(x):
                return dtype_name(x)
    return ""


def _int_list(v) -> list[int] | None:
    """A split-size list as recorded: a JSON list, or its text '[1, 2]' ([]: no splits given, an even split)."""
    if isinstance(v, str) and v.strip().startswith("["):
        try:
            v = msgspec.json.decode(v.encode())
        except msgspec.DecodeError:
            return None
    if isinstance(v, list) and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in v):
        return v
    return None


def _numel(dims) -> int | None:
    if isinstance(dims, list) and all(isinstance(d, int) and d >= 0 for d in dims):
        return int(np.prod(dims)) if dims else 1
    return None


def splits(args: dict) -> tuple[list[int] | None, list[int] | None]:
    """``(input splits, output splits)`` of an all-to-all in elements (None: not recorded; []: none given, an even
    split). gloo's c10d call
    records them in rows (``Concrete Inputs`` [3] output, [4] input; ``Input Dims`` [0] output, [1] input); NCCL's
    ``record_param_comms`` as ``In``/``Out split size`` with ``In``/``Out msg nelems``."""
    call = args.get("call")
    if call is None:
        return None, None
    conc, dims = _json(call.concrete), _json(call.dims)
    if isinstance(conc, list) and len(conc) >= 5 and isinstance(dims, list) and len(dims) >= 2:
        return _scaled(_int_list(conc[4]), _numel(dims[1])), _scaled(_int_list(conc[3]), _numel(dims[0]))
    return (_scaled(_int_list(_json(call.in_split)), _json(call.in_n)),
            _scaled(_int_list(_json(call.out_split)), _json(call.out_n)))


def _scaled(rows: list[int] | None, numel) -> list[int] | None:
    """Split sizes in rows as elements, given the tensor's elements (None where they do not divide evenly; [] where
    none were given: the tensor splits evenly)."""
    if rows is None or not isinstance(numel, int) or isinstance(numel, bool):
        return None
    if not rows:
        return []
    total = sum(rows)
    if total == 0:
        return [0] * len(rows) if numel == 0 else None
    if numel % total:
        return None
    return [r * (numel // total) for r in rows]


def root(args: dict, op: str) -> int | None:
    """A rooted op's root as its c10d call records it (the rank within its group), else None: ``broadcast_``
    [2], ``reduce_`` [3] of ``Concrete Inputs``."""
    call = args.get("call")
    conc = _json(call.concrete) if call is not None else None
    at = {"broadcast": 2, "reduce": 3}.get(op)
    if at is None or not isinstance(conc, list) or len(conc) <= at:
        return None
    v = conc[at]
    return int(v) if isinstance(v, str) and v.strip().isdigit() else v if isinstance(v, int) else None
