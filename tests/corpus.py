"""A seeded corpus of damaged runs: one rank's trace file damaged among intact ones, each case with the verdict it
must get (issue 12, "Keep it true").

``cases(seed, n)`` yields ``n`` deterministic ``Case`` objects (the same seed gives the same cases, case ``i`` depends
only on ``(seed, i)``). Each copies a small recorded fixture run, damages exactly one rank's file (``Case.apply``) at
the JSON-document level (parse, mutate, write back in the fixture's own layout, gzipped or not) or at the byte level
(on the decompressed JSON text, or on the gzip stream), and says what the analysis must do with it:

``unchanged``  the damage changes nothing a trace means (controls): the Analysis must equal the intact run's;
``error``      the file must be in ``Analysis.errors`` (with a reason matching ``Case.reason`` when set);
``flagged``    the damage is detectable: either the damaged file is an error or its rank carries a warning, or the
               Analysis is unchanged (the tool ignored what was damaged) -- never a changed answer without a word;
``any``        valid-looking damage that can change the data undetectably: only the universal checks apply.

Byte-level cases are judged when applied (``judge_bytes``/``judge_docs``): text that is not UTF-8 or not JSON, or whose
parse differs in what the analysis reads (a collective or step event changed, a timestamp out of the trace's own
range, a field of the wrong type, ``distributedInfo`` changed) is ``flagged``; other valid changes are ``any``.

``run_cases(cases)`` runs every case in a forked process of its own (two at a time by default, a timeout and an
address-space limit each), with the cache off, Python warnings recorded and stderr captured, and classifies the outcome:
``unchanged``/``changed``/``warned``/``error``, or a failure: ``timeout``, ``crash``, ``stderr``, ``schema``, ``leak``,
``bad_offset``, ``bad_numbers``, ``healthy_harmed``, ``not_rejected``, ``wrong_reason``, ``silent``, ``not_unchanged``.

    python tests/corpus.py --seed 12 --n 300 --case 17 --out /tmp/case17   # materialize one case's damaged run
    python tests/corpus.py --seed 12 --n 300 --run                         # run the corpus, print the table
"""
import argparse
import collections
import dataclasses
import gzip
import io
import json
import math
import os
import random
import re
import shutil
import struct
import sys
import tempfile
import time
import traceback
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNS = os.path.join(ROOT, "fixtures", "runs")
DEFAULT_SEED = 12
MiB = 1 << 20


def _budget() -> int:
    """The memory budget every case is analysed with (``TB_XRANK_CORPUS_BUDGET``, default 64M): the gzip bombs
    expand to 2-4 times it."""
    text = os.environ.get("TB_XRANK_CORPUS_BUDGET", "64M").strip().upper()
    mult = {"K": 1 << 10, "M": MiB, "G": 1 << 30}.get(text[-1:], 1)
    return int(float(text[:-1] if text[-1:] in "KMG" else text) * mult)


BUDGET = _budget()


# --- fixtures ------------------------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Fixture:
    name: str
    source: str  # directory under fixtures/runs
    style: str  # how its files are laid out: "compact" (one line) or "kineto" (kineto's indented layout)
    span: int | None = None  # the span analysed (None: the default)
    named: bool = False  # workers renamed rank<N> (torch.profiler.tensorboard_trace_handler(worker_name=f"rank{r}"))


FIXTURES = {f.name: f for f in (
    Fixture("nccl", "nccl_seed_intro", "compact"),
    Fixture("gloo", "fixed_slow", "kineto"),
    Fixture("gloo_spans", "baseline", "kineto", span=2),
    Fixture("nccl_named", "nccl_seed_intro", "compact", named=True),
    Fixture("gloo_named", "fixed_slow", "kineto", named=True),
)}
FIXTURE_WEIGHTS = {"nccl": 4, "gloo": 3.5, "gloo_spans": 1, "nccl_named": 0.75, "gloo_named": 0.75}
_PAIRS = {"gloo": True, "gloo_spans": True, "gloo_named": True}  # pair groups [0,1], [2,3] in pg_config


def _read_text(path: str) -> bytes:
    with open(path, "rb") as f:
        data = f.read()
    return gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data


class _Data:
    """The intact files of one fixture: ``{rank: (source path, file name in the run, decompressed text)}`` of the
    analysed span, the other files, and an index of each rank's events."""

    def __init__(self, fx: Fixture):
        self.fx = fx
        src = os.path.join(RUNS, fx.source)
        names = sorted(n for n in os.listdir(src) if ".pt.trace.json" in n)
        by_worker = collections.defaultdict(list)
        for n in names:
            worker, _, rest = n.partition(".")
            by_worker[worker].append(n)
        self.files = {}  # rank -> (source path, name in the run, text)
        self.others = []  # (source path, name in the run): files of other spans
        for worker, ns in sorted(by_worker.items()):
            ns.sort(key=lambda n: int(n.split(".")[1]))
            pick = (fx.span or len(ns)) - 1
            for i, n in enumerate(ns):
                text = _read_text(os.path.join(src, n))
                rank = json.loads(text)["distributedInfo"]["rank"]
                out = f"rank{rank}." + n.split(".", 1)[1] if fx.named else n
                if i == pick:
                    self.files[rank] = (os.path.join(src, n), out, text)
                else:
                    self.others.append((os.path.join(src, n), out))
        self.ranks = sorted(self.files)
        self.world = len(self.ranks)
        self.index = {r: _index(json.loads(self.files[r][2])) for r in self.ranks}

    def text(self, rank) -> bytes:
        return self.files[rank][2]

    def doc(self, rank) -> dict:
        return json.loads(self.files[rank][2])

    def name(self, rank) -> str:
        return self.files[rank][1]

    def materialize(self, dest: str, skip=()) -> None:
        os.makedirs(dest)
        for r, (src, out, _) in self.files.items():
            if r not in skip:
                shutil.copyfile(src, os.path.join(dest, out))
        for src, out in self.others:
            shutil.copyfile(src, os.path.join(dest, out))


_DATA = {}


def data(name: str) -> _Data:
    if name not in _DATA:
        _DATA[name] = _Data(FIXTURES[name])
    return _DATA[name]


def is_coll(e) -> bool:
    """An event of a collective (what the analysis aligns): NCCL's host op, kernel and annotation, c10d/gloo ops."""
    if not isinstance(e, dict):
        return False
    n = e.get("name")
    return isinstance(n, str) and (n == "record_param_comms" or n.startswith(("c10d::", "gloo:", "nccl:"))
                                   or n.startswith(("ncclDevKernel_", "ncclKernel_")))


def is_step(e) -> bool:
    return isinstance(e, dict) and isinstance(e.get("name"), str) and e["name"].startswith("ProfilerStep#")


def _index(doc) -> dict:
    evs = doc["traceEvents"]
    x = [i for i, e in enumerate(evs) if e.get("ph") == "X"]
    coll = [i for i in x if is_coll(evs[i])]
    step = [i for i in x if is_step(evs[i])]
    plain = [i for i in x if i not in set(coll) | set(step)]
    other = [i for i, e in enumerate(evs) if e.get("ph") != "X"]
    kern = [i for i in coll if str(evs[i].get("name", "")).startswith("nccl") and evs[i].get("cat") == "kernel"]
    return {"n": len(evs), "x": x, "coll": coll, "step": step, "plain": plain, "other": other, "kernel": kern,
            "steps": sorted(int(evs[i]["name"][13:]) for i in step)}


def time_range(doc):
    """``(T0, T1)``: the earliest start and latest end (µs, as the trace writes them) of its complete events."""
    lo, hi = math.inf, -math.inf
    for e in doc.get("traceEvents", ()):
        if isinstance(e, dict) and e.get("ph") == "X" and _num(e.get("ts")):
            lo = min(lo, e["ts"])
            hi = max(hi, e["ts"] + (e["dur"] if _num(e.get("dur")) and e["dur"] > 0 else 0))
    return lo, hi


def _num(v) -> bool:
    return type(v) in (int, float) and math.isfinite(v)


# --- writing -------------------------------------------------------------------------------------------------------

_PH = "\u0000CORPUS{}\u0000"  # a placeholder string value or key, replaced by raw JSON text after serializing


def _enc(v) -> str:
    return json.dumps(v, ensure_ascii=False)


def dump(doc, style: str, raw=()) -> bytes:
    """``doc`` as JSON text in a fixture's layout; ``raw`` is ``[(placeholder index, bytes)]``: each placeholder
    string (``_PH.format(i)``, as a value, or as a key whose value is 0) is replaced by those bytes verbatim."""
    if style == "compact" or not (isinstance(doc, dict) and isinstance(doc.get("traceEvents"), list)):
        text = json.dumps(doc, separators=(",", ":"), ensure_ascii=False)
    else:
        head = [f"    {_enc(k)}: {_enc(v)}" for k, v in doc.items() if k != "traceEvents"]
        evs = []
        for e in doc["traceEvents"]:
            if isinstance(e, dict):
                evs.append("  {\n" + ",\n".join(f"    {_enc(k)}: {_enc(v)}" for k, v in e.items()) + "\n  }")
            else:
                evs.append("  " + _enc(e))
        text = "{\n" + "".join(h + ",\n" for h in head) + '    "traceEvents": [\n' + ",\n".join(evs) + "\n  ]\n}"
    out = text.encode("utf-8", "surrogatepass")
    for i, blob in raw:
        ph = json.dumps(_PH.format(i)).encode()
        for pat in (ph + b": 0", ph + b":0", ph):  # a key (its value 0) or a value
            if pat in out:
                out = out.replace(pat, blob, 1)
                break
        else:
            raise AssertionError(f"placeholder {i} not found")
    return out


def gz(data: bytes, level: int = 1) -> bytes:
    return gzip.compress(data, compresslevel=level, mtime=0)


# --- judging -------------------------------------------------------------------------------------------------------

class _Dup(Exception):
    pass


def _pairs(pairs):
    d = {}
    for k, v in pairs:
        if k in d:
            raise _Dup(k)
        d[k] = v
    return d


def _const(c):
    raise ValueError(f"not JSON: {c}")


def judge_bytes(orig_text: bytes, new_text: bytes, orig_doc=None):
    """``(verdict, why)`` for damaged JSON text: ``flagged`` when it is not UTF-8, not strict JSON (NaN, duplicate
    keys, trailing bytes...) or means something different that the analysis reads, ``any`` for other valid changes."""
    try:
        s = new_text.decode("utf-8")
    except UnicodeDecodeError:
        return "flagged", "not UTF-8"
    try:
        new = json.loads(s, object_pairs_hook=_pairs, parse_constant=_const)
    except _Dup as e:
        return "flagged", f"duplicate key {e}"
    except (ValueError, RecursionError):
        return "flagged", "not valid JSON"
    return judge_docs(orig_doc if orig_doc is not None else json.loads(orig_text), new)


_INT_ARGS = ("Global rank start", "Global rank stride", "Group size", "In msg nelems", "Out msg nelems", "Src Rank",
             "Dst Rank")
_COLL_ARGS = frozenset(("Seq", "Process Group Name", "Process Group ID", "Process Group Ranks", "Group size",
                        "In msg nelems", "Out msg nelems", "dtype", "Input Dims", "Collective name", "In split size",
                        "Out split size", "Global rank start", "Global rank stride", "Src Rank", "Dst Rank",
                        "External id", "correlation", "Input type", "Concrete Inputs"))
_I64 = (-2**63, 2**63 - 1)


def _arg_type_ok(k, v) -> bool:
    if k in ("External id", "correlation"):
        return type(v) is int and _I64[0] <= v <= _I64[1]
    if k in _INT_ARGS:
        return v is None or type(v) is int
    if k in ("Seq", "Process Group Name", "Process Group ID"):
        return v is None or type(v) in (int, str)
    if k == "Process Group Ranks":
        return v is None or type(v) in (str, list)
    if k in ("Collective name", "name"):
        return type(v) is str
    if k == "dtype":
        return v is None or type(v) is str
    return True


def _x_problems(e, rng):
    """Why an X event the analysis reads is damaged (None when it looks valid); ``rng`` = (T0, T1, span)."""
    for k in ("ts", "dur", "name", "pid", "tid"):
        if k not in e:
            return f"X event without {k}"
    if not _num(e["ts"]) or not _num(e["dur"]):
        return "ts/dur not a finite number"
    if type(e["name"]) is not str or ("cat" in e and type(e["cat"]) is not str):
        return "name/cat not a string"
    if type(e["pid"]) not in (int, str) or type(e["tid"]) not in (int, str):
        return "pid/tid of another type"
    if "args" in e and not isinstance(e["args"], dict):
        return "args not an object"
    for k, v in (e.get("args") or {}).items():
        if not _arg_type_ok(k, v):
            return f"args.{k} of another type"
    t0, t1, span = rng
    if e["dur"] < 0:
        return "negative dur"
    if not (t0 - span <= e["ts"] <= t1 + span) or e["ts"] + e["dur"] > t1 + span:
        return "ts/dur outside the trace's time range"
    return None


def _crit(*es) -> bool:
    return any(is_coll(e) or is_step(e) for e in es)


def judge_docs(orig, new):
    """``(verdict, why)`` for a damaged parsed document against the intact one."""
    if orig == new:
        return "flagged", "same document (must be unchanged)"
    if not isinstance(new, dict) or not isinstance(new.get("traceEvents"), list):
        return "flagged", "not a trace"
    why = []
    odi, ndi = orig.get("distributedInfo"), new.get("distributedInfo")
    if not isinstance(ndi, dict):
        why.append("distributedInfo damaged")
    else:
        for k in ("rank", "world_size", "pg_config"):
            if (k in odi) != (k in ndi) or odi.get(k) != ndi.get(k) or type(odi.get(k)) is not type(ndi.get(k)):
                why.append(f"distributedInfo.{k} changed")
    if "baseTimeNanoseconds" in orig and type(new.get("baseTimeNanoseconds")) is not int:
        why.append("baseTimeNanoseconds missing or not an integer")
    if "host_name" in orig and not isinstance(new.get("host_name"), str):
        why.append("host_name missing or not a string")
    t0, t1 = time_range(orig)
    rng = (t0, t1, max(t1 - t0, 1.0))
    oe, ne = orig["traceEvents"], new["traceEvents"]
    if len(oe) == len(ne):
        pairs = [(a, b) for a, b in zip(oe, ne) if a != b]
        removed, added = [], []
    else:
        key = lambda e: json.dumps(e, sort_keys=True)  # noqa: E731
        co, cn = collections.Counter(map(key, oe)), collections.Counter(map(key, ne))
        removed = [json.loads(k) for k in co - cn]
        added = [json.loads(k) for k in cn - co]
        pairs = []
    for e in removed:
        if _crit(e):
            why.append(f"{e.get('name')} removed")
    for e in added:
        if not isinstance(e, dict):
            why.append("an event that is not an object")
        elif e.get("ph") == "X" and (_crit(e) or _x_problems(e, rng)):
            why.append(f"X event added: {_x_problems(e, rng) or e.get('name')}")
        elif e.get("ph") is None or type(e.get("ph")) is not str:
            why.append("an event without a ph")
    for a, b in pairs:
        if not isinstance(b, dict):
            why.append("an event replaced by a non-object")
            continue
        if a.get("ph") != "X":
            if b.get("ph") == "X" and (_crit(b) or _x_problems(b, rng)):
                why.append("an event became a complete event")
            elif not isinstance(b.get("ph"), str):
                why.append("an event without a ph")
            continue
        if b.get("ph") != "X":
            if _crit(a, b) or not isinstance(b.get("ph"), str):
                why.append(f"ph of {a.get('name')} changed to {b.get('ph')!r}")
            continue
        p = _x_problems(b, rng)
        if p:
            why.append(p)
        elif _crit(a, b):
            if a.get("name") != b.get("name") or a.get("cat") != b.get("cat"):
                why.append(f"{a.get('name')} renamed")
            aa, ba = a.get("args") or {}, b.get("args") or {}
            for k in _COLL_ARGS:
                if aa.get(k) != ba.get(k) or (k in aa) != (k in ba):
                    why.append(f"{a.get('name')} args.{k} changed")
                    break
            if "args" in a and "args" not in b and is_coll(a):
                why.append(f"{a.get('name')} lost its args")
    if why:
        return "flagged", "; ".join(sorted(set(why))[:4])
    return "any", "valid change"


# --- cases -----------------------------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Case:
    """One damaged run: ``fixture``'s rank ``rank`` file damaged by ``kind`` with ``params``.

    ``expect`` is the verdict (``judge``: decided by ``judge_bytes``/``judge_docs`` when applied); ``reason`` a regex
    an error's reason must match; ``unsure`` ranks besides ``rank`` that cannot be held to be unchanged (a rank two
    files claim when nothing tells them apart)."""

    seed: int
    index: int
    family: str
    kind: str
    fixture: str
    rank: int
    params: tuple  # ((key, value), ...), JSON-able values
    expect: str
    description: str
    reason: str | None = None
    unsure: tuple = ()

    @property
    def p(self) -> dict:
        return dict(self.params)

    def spec(self) -> dict:
        return {k: v for k, v in dataclasses.asdict(self).items()}

    def apply(self, run_dir: str) -> dict:
        """Damage the copy of the fixture run at ``run_dir``; returns ``{path, expect, why, text, orig}``: the
        damaged file's path, the verdict, why, and (when it is JSON text) the damaged and intact texts."""
        d = data(self.fixture)
        out = _KINDS[self.kind](self, d)
        name = d.name(self.rank)
        path = os.path.join(run_dir, name)
        os.unlink(path)
        fmt = out.get("format", "gz")
        if fmt == "plain":
            path = path[:-3] if path.endswith(".gz") else path
        if "file" in out:
            blob = out["file"]
        elif fmt == "gz":
            blob = gz(out["text"])
        else:
            blob = out["text"]
        with open(path, "wb") as f:
            f.write(blob)
        expect, why = self.expect, self.description
        if expect == "judge":
            if "doc" in out:
                expect, why = judge_docs(d.doc(self.rank), out["doc"])
            else:
                expect, why = judge_bytes(d.text(self.rank), out["text"], d.doc(self.rank))
        return {"path": path, "expect": expect, "why": why, "text": out.get("text"), "orig": out.get("orig"),
                "offset_ok": out.get("offset_ok", True)}


def _gz_default(r: random.Random) -> str:
    return "gz" if r.random() < 0.75 else "plain"


def _event_pick(r, ix, weights=(("coll", 0.45), ("step", 0.2), ("plain", 0.35))):
    kinds = [k for k, _ in weights if ix[k]]
    w = [wt for k, wt in weights if ix[k]]
    kind = r.choices(kinds, w)[0]
    return kind, r.choice(ix[kind])


# each generator: (r, fixture data, rank) -> (kind, params dict, expect, description[, reason, unsure])

def g_control(r, d, k):
    kind = r.choice(["roundtrip", "plain", "recompress"])
    return kind, {}, "unchanged", {"roundtrip": "parsed and written back in its own layout",
                                   "plain": "written uncompressed (.json)",
                                   "recompress": "gzip level 9 instead of the original"}[kind]


def g_truncation(r, d, k):
    text = d.text(k)
    kind = r.choice(["cut_text", "cut_text", "cut_gzip", "cut_events"])
    if kind == "cut_text":
        end = len(text.rstrip())
        at = 0 if r.random() < 0.05 else r.randrange(1, end)
        fmt = _gz_default(r)
        if at == 0:
            return kind, {"at": 0, "format": fmt}, "error", "cut to 0 bytes (empty file)", r"empty"
        return kind, {"at": at, "format": fmt}, "flagged", f"JSON text cut at byte {at} of {len(text)} ({fmt})"
    if kind == "cut_gzip":
        n = len(gz(text))
        at = r.randrange(1, n - 1)
        return kind, {"at": at}, "flagged", f"gzip stream cut at byte {at} of {n}"
    n = d.index[k]["n"]
    keep = r.randrange(1, n)
    return kind, {"keep": keep, "format": _gz_default(r)}, "judge", f"only the first {keep} of {n} events (valid JSON)"


def g_byte_flips(r, d, k):
    text = d.text(k)
    fmt = _gz_default(r)
    if r.random() < 0.35:
        u, digit = r.random(), r.randrange(10)
        return "digit", {"u": u, "digit": digit, "format": fmt}, "judge", \
            f"one digit set to {digit} (at {u:.4f} of the digits)"
    flips = sorted((r.randrange(len(text)), r.randrange(1, 256)) for _ in range(r.choice([1, 1, 2, 3])))
    return "flip", {"flips": flips, "format": fmt}, "judge", \
        "bytes xor-ed: " + ", ".join(f"@{p}^0x{x:02x}" for p, x in flips)


_JUNK = [b",", b"]", b"}", b"{", b'"', b"\\", b"}{", b"null,", b',"x":1', b"1e999", b"-", b"[", b"\x00", b"0x10",
         b"NaN", b"Infinity", b"//c\n", b"'", b"\xff\xfe"]


def g_insertions(r, d, k):
    ix = d.index[k]
    fmt = _gz_default(r)
    kind = r.choice(["bytes", "ws", "junk_text", "event_dup", "event_foreign", "junk_event"])
    if kind == "bytes":
        blob = bytes(r.randrange(256) for _ in range(r.randrange(1, 17)))
        u = r.random()
        return kind, {"u": u, "hex": blob.hex(), "format": fmt}, "judge", \
            f"{len(blob)} random bytes inserted at {u:.4f}"
    if kind == "ws":
        ws = "".join(r.choice(" \t\n\r") for _ in range(r.choice([1, 7, 300, 5000])))
        u = r.random()
        return kind, {"u": u, "ws": ws, "format": fmt}, "judge", \
            f"{len(ws)} whitespace characters after a comma at {u:.4f}"
    if kind == "junk_text":
        junk, u = r.choice(_JUNK), r.random()
        return kind, {"u": u, "hex": junk.hex(), "format": fmt}, "judge", f"{junk!r} inserted after a comma at {u:.4f}"
    if kind == "event_dup":
        c, i = _event_pick(r, ix)
        return kind, {"event": i, "format": fmt}, "judge", f"event {i} ({c}) duplicated"
    if kind == "event_foreign":
        k2 = r.choice([x for x in d.ranks if x != k])
        c, i = _event_pick(r, d.index[k2])
        return kind, {"other": k2, "event": i, "at": r.random(), "format": fmt}, "judge", \
            f"event {i} ({c}) of rank {k2}'s trace inserted"
    values = [1, "str", None, [], {}, True, {"ph": "X"}, {"ph": "X", "name": "aten::mm", "pid": 1, "tid": 1},
              {"name": "ProfilerStep#7", "ph": "X", "cat": "user_annotation", "pid": 1, "tid": 1},
              {"ph": "X", "ts": 1e300, "dur": 1, "name": "x", "pid": 1, "tid": 1, "cat": "cpu_op"}]
    v = r.choice(values)
    return "junk_event", {"value": v, "at": r.random(), "format": fmt}, "judge", f"junk event {json.dumps(v)} inserted"


_BAD = {  # field -> values of a type the schema does not allow there
    "ts": ["123", None, [], {}, True, "NaN"], "dur": ["5", None, [1], {}, False],
    "name": [1, None, [], {"a": 1}, True], "cat": [1, None, [], {}],
    "ph": [1, None, [], {}, True, "XX"], "pid": [None, [], {}, 1.5, True], "tid": [None, [1], {}, 2.5],
    "args": ["x", 1, [], None, True],
    "External id": ["1", 2**70, None, 1.5, []], "correlation": ["7", 2**70, [], -1.5],
    "Seq": [[], {}, 1.5, True], "In msg nelems": ["64", 2.5, [], True], "Out msg nelems": ["64", [], 1.5],
    "Process Group Name": [[], {}, 1.5, True], "Process Group Ranks": [5, {}, True],
    "Group size": ["8", [], 1.5], "dtype": [1, [], {}], "Input Dims": ["[[64]]", 5, {}, None],
    "Collective name": [1, [], None],
}


def g_wrong_types(r, d, k):
    ix = d.index[k]
    doc = d.doc(k)
    kind = r.choices(["event_field", "args_field", "top_field", "event_replace"], [4, 3, 2, 1])[0]
    fmt = _gz_default(r)
    if kind == "event_field":
        c, i = _event_pick(r, ix)
        f = r.choice(["ts", "dur", "name", "cat", "ph", "pid", "tid", "args"])
        v = r.choice(_BAD[f])
        return kind, {"event": i, "field": f, "value": v, "format": fmt}, "judge", \
            f"{c} event {i}: {f} = {json.dumps(v)}"
    if kind == "args_field":
        c, i = _event_pick(r, ix, (("coll", 0.8), ("step", 0.1), ("plain", 0.1)))
        keys = [a for a in doc["traceEvents"][i].get("args", {}) if a in _BAD] or ["External id"]
        f = r.choice(keys)
        v = r.choice(_BAD[f])
        return kind, {"event": i, "field": f, "value": v, "format": fmt}, "judge", \
            f"{c} event {i}: args.{f} = {json.dumps(v)}"
    if kind == "top_field":
        f = r.choice(["traceEvents", "distributedInfo", "baseTimeNanoseconds", "host_name"])
        v = r.choice({"traceEvents": [{}, "x", 1, None], "distributedInfo": [[], "x", 3, True],
                      "baseTimeNanoseconds": ["1790000000000000000", 1.79e18, [], None, True, 2**80],
                      "host_name": [1, [], {}, True]}[f])
        expect = "error" if f == "traceEvents" else "flagged"
        if f == "baseTimeNanoseconds" and type(v) is float:
            expect = "judge"  # a float of about the same value: the clock as it was, give or take rounding
        return kind, {"field": f, "value": v, "format": fmt}, expect, f"top level {f} = {json.dumps(v)}"
    i = r.randrange(ix["n"])
    v = r.choice([1, "x", None, [], True, [1, 2]])
    return "event_replace", {"event": i, "value": v, "format": fmt}, "flagged", f"event {i} replaced by {json.dumps(v)}"


def g_missing_keys(r, d, k):
    ix = d.index[k]
    doc = d.doc(k)
    kind = r.choices(["event_key", "args_key", "top_key", "di_key"], [5, 3, 1.5, 1.5])[0]
    fmt = _gz_default(r)
    if kind == "event_key":
        c, i = _event_pick(r, ix)
        key = r.choice(["ts", "ts", "dur", "ph", "name", "cat", "pid", "tid", "args"])
        return kind, {"event": i, "key": key, "format": fmt}, "judge", f"{c} event {i} without {key}"
    if kind == "args_key":
        c, i = _event_pick(r, ix, (("coll", 0.85), ("step", 0.15)))
        keys = sorted(doc["traceEvents"][i].get("args", {})) or ["External id"]
        key = r.choice(keys)
        return kind, {"event": i, "key": key, "format": fmt}, "judge", f"{c} event {i} without args.{key}"
    if kind == "top_key":
        key = r.choice(["traceEvents", "distributedInfo", "baseTimeNanoseconds", "host_name"])
        expect = "error" if key == "traceEvents" else "flagged"
        return kind, {"key": key, "format": fmt}, expect, f"no top-level {key}"
    key = r.choice(["rank", "world_size", "pg_config", "backend"])
    return kind, {"key": key, "format": fmt}, "judge", f"no distributedInfo.{key}"


def g_duplicate_keys(r, d, k):
    ix = d.index[k]
    doc = d.doc(k)
    kind = r.choices(["event_key", "top_key", "di_key"], [5, 2, 2])[0]
    where = r.choice(["before", "after"])
    fmt = _gz_default(r)
    if kind == "event_key":
        c, i = _event_pick(r, ix)
        e = doc["traceEvents"][i]
        key = r.choice(["ts", "dur", "name", "ph", "pid", "tid", "args"])
        same = r.random() < 0.2
        if same:
            v = e.get(key)
        else:
            v = {"ts": (e.get("ts") or 0) + r.choice([1.5, 1000.0, 1e6, -1e6]), "dur": (e.get("dur") or 0) * 3 + 7,
                 "name": "aten::bogus", "ph": "i", "pid": 99999, "tid": 424242, "args": {"External id": 7}}[key]
        return kind, {"event": i, "key": key, "value": v, "where": where, "format": fmt}, "flagged", \
            f"{c} event {i}: a second {key!r} ({'same value' if same else json.dumps(v)}) {where} the first"
    if kind == "top_key":
        key = r.choice(["traceEvents", "distributedInfo", "baseTimeNanoseconds", "host_name"])
        k2 = r.choice([x for x in d.ranks if x != k])
        v = {"traceEvents": r.choice([[], "events of another rank"]), "distributedInfo": "another rank's",
             "baseTimeNanoseconds": doc["baseTimeNanoseconds"] + r.choice([1000, 10**9, 10**15]),
             "host_name": "elsewhere"}[key]
        unsure = (k2,) if key == "distributedInfo" and not _decidable(d, k, k2) else ()
        return kind, {"key": key, "value": v, "other": k2, "where": where, "format": fmt}, "flagged", \
            f"a second top-level {key} ({json.dumps(v)}) {where} the first", None, unsure
    key = r.choice(["rank", "world_size"])
    v = r.choice([x for x in d.ranks if x != k]) if key == "rank" else d.world * 2
    unsure = (v,) if key == "rank" else ()
    return kind, {"key": key, "value": v, "where": where, "format": fmt}, "flagged", \
        f"a second distributedInfo.{key} = {v} {where} the first", None, unsure


_ODD = ["Z", "", "x", "XX", "?", "B", "E", "b", "e", "n", "i", "I", "C", "P", "O", "N", "D", "R", "s", "t", "f", "M"]


def g_odd_phases(r, d, k):
    ix = d.index[k]
    kind = r.choice(["insert_phase", "change_phase", "change_phase", "to_BE", "valid_others"])
    fmt = _gz_default(r)
    if kind == "insert_phase":
        c, i = _event_pick(r, ix)
        ph = r.choice(_ODD + [None, 7])
        return kind, {"event": i, "ph": ph, "at": r.random(), "format": fmt}, "flagged", \
            f"a copy of {c} event {i} with ph {ph!r} inserted"
    if kind == "change_phase":
        c, i = _event_pick(r, ix, (("coll", 0.6), ("step", 0.2), ("plain", 0.2)))
        ph = r.choice(_ODD)
        return kind, {"event": i, "ph": ph, "format": fmt}, "judge", f"{c} event {i}: ph X -> {ph!r}"
    if kind == "to_BE":
        c, i = _event_pick(r, ix, (("coll", 0.7), ("step", 0.2), ("plain", 0.1)))
        return kind, {"event": i, "format": fmt}, "judge", f"{c} event {i} written as a B/E pair"
    phs = r.sample(["C", "i", "I", "P", "O", "N", "D", "R", "b", "e", "n", "B", "E"], 3)
    return kind, {"phs": phs, "at": r.random(), "format": fmt}, "flagged", f"events of phases {phs} inserted"


def _decidable(d, k, j) -> bool:
    """Whether something besides distributedInfo.rank tells rank ``j``'s genuine file from ``k``'s claiming ``j``: the
    rank in the worker name, or the pair group of pg_config (a process lists only its own groups)."""
    return d.fx.named or (_PAIRS.get(d.fx.name, False) and k // 2 != j // 2)


def g_distributed_info(r, d, k):
    world = d.world
    fmt = _gz_default(r)
    kind = r.choices(["rank", "world_size", "pg_config", "whole", "named_conflict"],
                     [5, 3, 1.5, 1, 1.5 if d.fx.named else 0])[0]
    if kind == "rank":
        j = r.choice([x for x in d.ranks if x != k])
        v = r.choice([10**12, 10**12, 2**64, -1, world, world + 5, str(k), float(k), True, None, j, j])
        if v == 10**12 and type(v) is int:  # reported on the file; its rank only from evidence that decides
            return kind, {"value": v, "format": fmt}, "flagged", "distributedInfo.rank = 10**12"
        if type(v) is int and v == j:
            unsure = () if _decidable(d, k, j) else (j,)
            return kind, {"value": v, "format": fmt}, "flagged", \
                f"distributedInfo.rank = {j}, which rank {j}'s file claims too" + \
                (" (other evidence decides)" if not unsure else " (nothing else tells them apart)"), None, unsure
        return kind, {"value": v, "format": fmt}, "flagged", f"distributedInfo.rank = {json.dumps(v)}"
    if kind == "world_size":
        v = r.choice([10**12, 10**12, 0, -1, 2**64, max(1, k), world * 2, str(world), None, 1.5])
        if v == 10**12 and type(v) is int:  # reported on the file, the run's world size from the others
            return kind, {"value": v, "format": fmt}, "flagged", "distributedInfo.world_size = 10**12"
        return kind, {"value": v, "format": fmt}, "flagged", f"distributedInfo.world_size = {json.dumps(v)}"
    if kind == "pg_config":
        op = r.choice(["drop_self", "huge_rank", "not_list", "ranks_str", "empty", "dup_ranks"])
        return kind, {"op": op, "format": fmt}, "flagged", f"distributedInfo.pg_config damaged ({op})"
    if kind == "whole":
        v = r.choice([None, [], "x", 5])
        return kind, {"value": v, "format": fmt}, "flagged", f"distributedInfo = {json.dumps(v)}"
    j = r.choice([x for x in d.ranks if x != k])
    return kind, {"value": j, "format": fmt}, "flagged", \
        f"distributedInfo.rank = {j} in file rank{k}.* (the worker name says {k})"


def g_step_collective(r, d, k):
    ix = d.index[k]
    doc = d.doc(k)
    fmt = _gz_default(r)
    kind = r.choices(["coll_remove", "coll_size", "coll_seq", "coll_pg", "ts", "dur", "shift_small",
                      "step_renumber", "step_remove", "step_dup"], [3, 2, 1.5 if ix["kernel"] else 0, 1, 3, 2.5, 1,
                                                                     1.5, 1, 0.5])[0]
    if kind in ("coll_remove", "coll_size", "coll_pg"):
        i = r.choice(ix["coll"])
        name = doc["traceEvents"][i]["name"]
        what = {"coll_remove": "removed", "coll_size": "size doubled", "coll_pg": "process group '999'"}[kind]
        return kind, {"event": i, "format": fmt}, "judge", f"collective event {i} ({name}): {what}"
    if kind == "coll_seq":
        i = r.choice(ix["kernel"])
        s = r.choice([0, 2, 1000, -5])
        return kind, {"event": i, "seq": s, "format": fmt}, "judge", f"kernel event {i}: Seq = {s}"
    if kind in ("ts", "dur", "shift_small"):
        c, i = _event_pick(r, ix)
        e = doc["traceEvents"][i]
        if kind == "ts":
            v = r.choice([1e308, 1e19, 9.3e18, -1e18, 2**63, 2**64, -e["ts"], 0, e["ts"] + 3.6e9, e["ts"] - 3.6e9,
                          1.7976931348623157e308, 10**30])
        elif kind == "dur":
            v = r.choice([1e308, 1e19, -1, -1e9, 1e12, 0, e["dur"] * 1.5, 2**63, -0.001])
        else:
            v = e["ts"] + r.uniform(-0.1, 0.1) * max(e["dur"], 1.0)
        f = "dur" if kind == "dur" else "ts"
        return kind, {"event": i, "field": f, "value": v, "format": fmt}, "judge", f"{c} event {i}: {f} = {v!r}"
    i = r.choice(ix["step"])
    if kind == "step_renumber":
        others = [s for s in ix["steps"] if f"ProfilerStep#{s}" != doc["traceEvents"][i]["name"]]
        num = r.choice(others + [999, 10**20])
        return kind, {"event": i, "num": num, "format": fmt}, "judge", f"step event {i} renamed ProfilerStep#{num}"
    return kind, {"event": i, "format": fmt}, "flagged" if kind == "step_dup" else "judge", \
        f"step event {i} {'removed' if kind == 'step_remove' else 'duplicated'}"


_BAD_UTF8 = [b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\x80", b"\xe2\x82", b"\xc0\xaf"]


def g_encodings(r, d, k):
    ix = d.index[k]
    kind = r.choice(["bom", "utf16", "invalid_utf8", "invalid_utf8", "escapes", "non_ascii", "surrogate", "crlf",
                     "nul_tail", "trailing_ws", "gz_multi", "gz_double", "plain_as_gz", "gz_as_plain", "latin1"])
    fmt = _gz_default(r)
    if kind == "utf16":
        codec = r.choice(["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
        return kind, {"codec": codec, "format": fmt}, "flagged", f"the whole text encoded {codec}"
    if kind in ("invalid_utf8", "non_ascii", "surrogate", "latin1"):
        c, i = _event_pick(r, ix)
        params = {"event": i, "format": fmt}
        if kind == "invalid_utf8":
            params["hex"] = r.choice(_BAD_UTF8).hex()
        expect = "judge" if kind == "non_ascii" else "flagged"
        return kind, params, expect, {"invalid_utf8": f"invalid UTF-8 {params.get('hex')} in the name of {c} event {i}",
                                      "non_ascii": f"'é名' appended to the name of {c} event {i}",
                                      "surrogate": f"a lone surrogate escape \\ud800 in the name of {c} event {i}",
                                      "latin1": f"'é' in the name of {c} event {i}, file in Latin-1"}[kind]
    if kind == "escapes":
        frac = r.choice([0.01, 0.2, 1.0])
        return kind, {"frac": frac, "seed": r.randrange(1 << 30), "format": fmt}, "judge", \
            f"letters of {frac:.0%} of the names written as \\u00XX escapes (same strings)"
    return kind, {"format": fmt}, "flagged", {
        "bom": "a UTF-8 byte order mark before the JSON", "crlf": "every newline written CR LF",
        "nul_tail": "a NUL byte after the JSON", "trailing_ws": "white space after the JSON",
        "gz_multi": "gzip stream of two members", "gz_double": "gzip of gzip",
        "plain_as_gz": "uncompressed JSON under a .gz name", "gz_as_plain": "gzip bytes under a .json name"}[kind]


def g_deep_nesting(r, d, k):
    where = r.choice(["args", "dims", "top", "event", "di"])
    depth = r.choice([64, 512, 5000, 100_000, 1_000_000])
    shape = r.choice(["array", "object"])
    ix = d.index[k]
    i = r.choice(ix["coll"] if where == "dims" else ix["x"])
    return "nest", {"where": where, "depth": depth, "shape": shape, "event": i, "format": _gz_default(r)}, "flagged", \
        f"{shape} nested {depth} deep in {where}"


def g_gzip_bombs(r, d, k):
    if r.random() < 0.15:
        return "isize_lie", {"isize": r.choice([0, 0xFFFFFFF0, 12345])}, "flagged", \
            "intact content, gzip ISIZE trailer forged"
    where = r.choice(["head", "events", "string", "tail"])
    mb = r.choice([2, 3, 4]) * BUDGET // MiB
    byte = r.choice([" ", " ", " ", "\x00", "runs"])  # runs: white space of varied runs, about 40-fold only
    isize = r.choice([None, None, "orig", "zero", "huge"])
    desc = f"{mb} MB of {byte!r} in the {where} of the JSON (gzip {'ISIZE ' + isize if isize else 'intact'})"
    if byte == "runs":  # compresses like a real trace: analysing it in bounded memory would be right too
        return "bomb", {"where": where, "mb": mb, "byte": byte, "isize": isize}, "flagged", desc
    return "bomb", {"where": where, "mb": mb, "byte": byte, "isize": isize}, "error", desc, r"(?i)budget"


FAMILIES = {  # name -> (generator, weight)
    "control": (g_control, 0.4), "truncation": (g_truncation, 1), "byte_flips": (g_byte_flips, 1.5),
    "insertions": (g_insertions, 1.2), "wrong_types": (g_wrong_types, 1.2), "missing_keys": (g_missing_keys, 1.2),
    "duplicate_keys": (g_duplicate_keys, 0.8), "odd_phases": (g_odd_phases, 0.8),
    "distributed_info": (g_distributed_info, 1.2), "step_collective": (g_step_collective, 1.5),
    "encodings": (g_encodings, 1), "deep_nesting": (g_deep_nesting, 0.6), "gzip_bombs": (g_gzip_bombs, 0.4),
}


def case(seed: int, i: int) -> Case:
    """Case ``i`` of the corpus of ``seed`` (the first ``len(FAMILIES)`` cases are one of each family)."""
    r = random.Random(f"tb_xrank-corpus:{seed}:{i}")
    names = list(FAMILIES)
    fam = names[i] if i < len(names) else r.choices(names, [FAMILIES[n][1] for n in names])[0]
    fxs = list(FIXTURE_WEIGHTS)
    fx = r.choices(fxs, [FIXTURE_WEIGHTS[f] for f in fxs])[0]
    if fam == "distributed_info" and r.random() < 0.25:
        fx = r.choice(["nccl_named", "gloo_named"])
    d = data(fx)
    k = r.choice(d.ranks)
    out = FAMILIES[fam][0](r, d, k)
    kind, params, expect, desc = out[:4]
    reason = out[4] if len(out) > 4 else None
    unsure = tuple(out[5]) if len(out) > 5 else ()
    return Case(seed, i, fam, kind, fx, k, tuple(sorted(params.items())), expect, desc, reason, unsure)


def cases(seed: int = DEFAULT_SEED, n: int = 300):
    for i in range(n):
        yield case(seed, i)


# --- damage kinds: (case, fixture data) -> {"text"|"doc"|"file", "format", ...} ---------------------------------------

def _doc_out(c, d, doc, raw=()):
    """Output of a document-level damage: written in the fixture's layout; the intact text for offsets."""
    text = dump(doc, d.fx.style, raw)
    out = {"text": text, "orig": lambda: dump(d.doc(c.rank), d.fx.style), "format": c.p.get("format", "gz")}
    if not raw:
        out["doc"] = doc
    return out


def _bytes_out(c, d, text, offset_ok=True):
    return {"text": text, "orig": d.text(c.rank), "format": c.p.get("format", "gz"), "offset_ok": offset_ok}


def k_roundtrip(c, d):
    return _doc_out(c, d, d.doc(c.rank))


def k_plain(c, d):
    return {"text": d.text(c.rank), "orig": d.text(c.rank), "format": "plain"}


def k_recompress(c, d):
    return {"file": gz(d.text(c.rank), 9), "text": d.text(c.rank), "orig": d.text(c.rank)}


def k_cut_text(c, d):
    return _bytes_out(c, d, d.text(c.rank)[:c.p["at"]])


def k_cut_gzip(c, d):
    return {"file": gz(d.text(c.rank))[:c.p["at"]], "offset_ok": False}


def k_cut_events(c, d):
    doc = d.doc(c.rank)
    doc["traceEvents"] = doc["traceEvents"][:c.p["keep"]]
    return _doc_out(c, d, doc)


def _positions(text, pattern):
    return [m.start() for m in re.finditer(pattern, text)]


def k_digit(c, d):
    text = bytearray(d.text(c.rank))
    pos = _positions(text, rb"[0-9]")
    at = pos[int(c.p["u"] * len(pos))]
    text[at] = ord("0") + c.p["digit"]
    return _bytes_out(c, d, bytes(text))


def k_flip(c, d):
    text = bytearray(d.text(c.rank))
    for p, x in c.p["flips"]:
        text[p] ^= x
    return _bytes_out(c, d, bytes(text))


def k_bytes(c, d):
    text = d.text(c.rank)
    at = int(c.p["u"] * len(text))
    return _bytes_out(c, d, text[:at] + bytes.fromhex(c.p["hex"]) + text[at:])


def _after_comma(text, u):
    pos = _positions(text, rb",")
    return pos[int(u * len(pos))] + 1


def k_ws(c, d):
    text = d.text(c.rank)
    at = _after_comma(text, c.p["u"])
    return _bytes_out(c, d, text[:at] + c.p["ws"].encode() + text[at:])


def k_junk_text(c, d):
    text = d.text(c.rank)
    at = _after_comma(text, c.p["u"])
    return _bytes_out(c, d, text[:at] + bytes.fromhex(c.p["hex"]) + text[at:])


def k_event_dup(c, d):
    doc = d.doc(c.rank)
    evs = doc["traceEvents"]
    evs.insert(c.p["event"] + 1, json.loads(json.dumps(evs[c.p["event"]])))
    return _doc_out(c, d, doc)


def k_event_foreign(c, d):
    doc = d.doc(c.rank)
    e = d.doc(c.p["other"])["traceEvents"][c.p["event"]]
    evs = doc["traceEvents"]
    evs.insert(int(c.p["at"] * len(evs)), e)
    return _doc_out(c, d, doc)


def k_junk_event(c, d):
    doc = d.doc(c.rank)
    evs = doc["traceEvents"]
    evs.insert(int(c.p["at"] * len(evs)), json.loads(json.dumps(c.p["value"])))
    return _doc_out(c, d, doc)


def k_event_field(c, d):
    doc = d.doc(c.rank)
    doc["traceEvents"][c.p["event"]][c.p["field"]] = c.p["value"]
    return _doc_out(c, d, doc)


def k_args_field(c, d):
    doc = d.doc(c.rank)
    doc["traceEvents"][c.p["event"]].setdefault("args", {})[c.p["field"]] = c.p["value"]
    return _doc_out(c, d, doc)


def k_top_field(c, d):
    doc = d.doc(c.rank)
    doc[c.p["field"]] = c.p["value"]
    return _doc_out(c, d, doc)


def k_event_replace(c, d):
    doc = d.doc(c.rank)
    doc["traceEvents"][c.p["event"]] = c.p["value"]
    return _doc_out(c, d, doc)


def k_event_key(c, d):
    doc = d.doc(c.rank)
    if c.family == "duplicate_keys":
        return _dup_key(c, d, doc, doc["traceEvents"][c.p["event"]])
    doc["traceEvents"][c.p["event"]].pop(c.p["key"], None)
    return _doc_out(c, d, doc)


def k_args_key(c, d):
    doc = d.doc(c.rank)
    doc["traceEvents"][c.p["event"]].get("args", {}).pop(c.p["key"], None)
    return _doc_out(c, d, doc)


def k_top_key(c, d):
    doc = d.doc(c.rank)
    if c.family == "duplicate_keys":
        v = c.p["value"]
        other = d.doc(c.p["other"])
        if v == "events of another rank":
            v = other["traceEvents"]
        elif v == "another rank's":
            v = other["distributedInfo"]
        return _dup_key(c, d, doc, doc, value=v)
    doc.pop(c.p["key"], None)
    return _doc_out(c, d, doc)


def k_di_key(c, d):
    doc = d.doc(c.rank)
    if c.family == "duplicate_keys":
        return _dup_key(c, d, doc, doc["distributedInfo"])
    doc["distributedInfo"].pop(c.p["key"], None)
    return _doc_out(c, d, doc)


def _dup_key(c, d, doc, obj, value=None):
    """A second ``key`` in ``obj`` (before or after the first), through a placeholder key replaced after writing."""
    key = c.p["key"]
    v = c.p["value"] if value is None else value
    items = list(obj.items())
    obj.clear()
    ph = _PH.format(0)
    if c.p["where"] == "before":
        obj[ph] = 0
    obj.update(items)
    if c.p["where"] == "after":
        obj[ph] = 0
    sep = ":" if d.fx.style == "compact" or obj is not doc else ": "
    raw = (json.dumps(key) + sep + json.dumps(v, separators=(",", ":"))).encode()
    return _doc_out(c, d, doc, [(0, raw)])


def k_insert_phase(c, d):
    doc = d.doc(c.rank)
    evs = doc["traceEvents"]
    e = json.loads(json.dumps(evs[c.p["event"]]))
    e["ph"] = c.p["ph"]
    evs.insert(int(c.p["at"] * len(evs)), e)
    return _doc_out(c, d, doc)


def k_change_phase(c, d):
    doc = d.doc(c.rank)
    doc["traceEvents"][c.p["event"]]["ph"] = c.p["ph"]
    return _doc_out(c, d, doc)


def k_to_BE(c, d):
    doc = d.doc(c.rank)
    evs = doc["traceEvents"]
    e = evs[c.p["event"]]
    b = {k: v for k, v in e.items() if k != "dur"}
    b["ph"] = "B"
    end = {"ph": "E", "pid": e["pid"], "tid": e["tid"], "ts": e["ts"] + e["dur"]}
    evs[c.p["event"]:c.p["event"] + 1] = [b, end]
    return _doc_out(c, d, doc)


def k_valid_others(c, d):
    doc = d.doc(c.rank)
    evs = doc["traceEvents"]
    t0, t1 = time_range(doc)
    pid = evs[d.index[c.rank]["x"][0]]["pid"]
    ts = (t0 + t1) / 2
    add = []
    for ph in c.p["phs"]:
        e = {"ph": ph, "name": f"odd_{ph}", "pid": pid, "tid": pid, "ts": ts}
        if ph == "C":
            e["args"] = {"value": 1}
        if ph in ("b", "e", "n", "N", "D", "O"):
            e["id"] = 77
            e["cat"] = "corpus"
        if ph in ("i", "I"):
            e["s"] = "t"
        add.append(e)
    at = int(c.p["at"] * len(evs))
    evs[at:at] = add
    return _doc_out(c, d, doc)


def k_rank(c, d):
    doc = d.doc(c.rank)
    doc["distributedInfo"]["rank"] = c.p["value"]
    return _doc_out(c, d, doc)


k_named_conflict = k_rank


def k_world_size(c, d):
    doc = d.doc(c.rank)
    doc["distributedInfo"]["world_size"] = c.p["value"]
    return _doc_out(c, d, doc)


def k_pg_config(c, d):
    doc = d.doc(c.rank)
    di = doc["distributedInfo"]
    pgs = di.get("pg_config", [])
    op = c.p["op"]
    if op == "not_list":
        di["pg_config"] = "x"
    elif op == "empty":
        di["pg_config"] = []
    for g in pgs if isinstance(di.get("pg_config"), list) else ():
        if op == "drop_self":
            g["ranks"] = [x for x in g["ranks"] if x != c.rank]
        elif op == "huge_rank":
            g["ranks"] = g["ranks"] + [10**12]
        elif op == "ranks_str":
            g["ranks"] = "0,1"
        elif op == "dup_ranks":
            g["ranks"] = g["ranks"] + g["ranks"]
    return _doc_out(c, d, doc)


def k_whole(c, d):
    doc = d.doc(c.rank)
    doc["distributedInfo"] = c.p["value"]
    return _doc_out(c, d, doc)


def k_coll_remove(c, d):
    doc = d.doc(c.rank)
    del doc["traceEvents"][c.p["event"]]
    return _doc_out(c, d, doc)


def k_coll_size(c, d):
    doc = d.doc(c.rank)
    a = doc["traceEvents"][c.p["event"]].setdefault("args", {})
    if "In msg nelems" in a:
        a["In msg nelems"] *= 2
        a["Out msg nelems"] = a.get("Out msg nelems", a["In msg nelems"] // 2) * 2
    else:
        a["Input Dims"] = json.loads(json.dumps(a.get("Input Dims", [[64]])).replace("]", ",2]", 1))
    return _doc_out(c, d, doc)


def k_coll_pg(c, d):
    doc = d.doc(c.rank)
    a = doc["traceEvents"][c.p["event"]].setdefault("args", {})
    a["Process Group Name"] = "999"
    return _doc_out(c, d, doc)


def k_coll_seq(c, d):
    doc = d.doc(c.rank)
    doc["traceEvents"][c.p["event"]]["args"]["Seq"] = c.p["seq"]
    return _doc_out(c, d, doc)


def k_ts(c, d):
    doc = d.doc(c.rank)
    doc["traceEvents"][c.p["event"]][c.p["field"]] = c.p["value"]
    return _doc_out(c, d, doc)


k_dur = k_shift_small = k_ts


def k_step_renumber(c, d):
    doc = d.doc(c.rank)
    doc["traceEvents"][c.p["event"]]["name"] = f"ProfilerStep#{c.p['num']}"
    return _doc_out(c, d, doc)


k_step_remove = k_coll_remove
k_step_dup = k_event_dup


def k_bom(c, d):
    return _bytes_out(c, d, b"\xef\xbb\xbf" + d.text(c.rank), offset_ok=False)


def k_utf16(c, d):
    return _bytes_out(c, d, d.text(c.rank).decode().encode(c.p["codec"]), offset_ok=False)


def _name_span(d, rank, i, text):
    """Byte range of event ``i``'s name value (inside the quotes) in the intact text."""
    doc = d.doc(rank)
    e = doc["traceEvents"][i]
    needle = json.dumps(e["name"]).encode()
    # the i-th event's name: find by walking occurrences of the event's ts near the name
    starts = [m.start() for m in re.finditer(re.escape(b'"name":') + rb"\s?" + re.escape(needle), text)]
    # pick the occurrence belonging to event i: events are written in order, count events of that name before i
    nth = sum(1 for x in doc["traceEvents"][:i] if isinstance(x, dict) and x.get("name") == e["name"])
    s = starts[nth]
    q = text.index(needle, s) + 1
    return q, q + len(needle) - 2


def k_invalid_utf8(c, d):
    text = d.text(c.rank)
    a, b = _name_span(d, c.rank, c.p["event"], text)
    return _bytes_out(c, d, text[:b] + bytes.fromhex(c.p["hex"]) + text[b:])


def k_surrogate(c, d):
    text = d.text(c.rank)
    a, b = _name_span(d, c.rank, c.p["event"], text)
    return _bytes_out(c, d, text[:b] + b"\\ud800" + text[b:])


def k_non_ascii(c, d):
    doc = d.doc(c.rank)
    doc["traceEvents"][c.p["event"]]["name"] += "é名"
    return _doc_out(c, d, doc)


def k_latin1(c, d):
    doc = d.doc(c.rank)
    doc["traceEvents"][c.p["event"]]["name"] += "é"
    out = _doc_out(c, d, doc)
    out["text"] = out["text"].decode("utf-8").encode("latin-1")
    out.pop("doc", None)
    return out


def k_escapes(c, d):
    text = d.text(c.rank)
    r = random.Random(c.p["seed"])

    def esc(m):
        if r.random() >= c.p["frac"]:
            return m.group(0)
        inner = m.group(2).decode()
        return m.group(1) + b'"' + "".join(f"\\u{ord(ch):04x}" if ch.isalpha() else ch for ch in inner).encode() + b'"'
    return _bytes_out(c, d, re.sub(rb'("name":\s?)"([A-Za-z0-9_:#. ]+)"', esc, text))


def k_crlf(c, d):
    text = d.text(c.rank)
    return _bytes_out(c, d, text.replace(b"\n", b"\r\n") if b"\n" in text else text.replace(b",", b",\r\n"),
                      offset_ok=False)


def k_nul_tail(c, d):
    return _bytes_out(c, d, d.text(c.rank) + b"\x00")


def k_trailing_ws(c, d):
    return _bytes_out(c, d, d.text(c.rank) + b"\n\n   \t\n")


def k_gz_multi(c, d):
    text = d.text(c.rank)
    h = len(text) // 2
    return {"file": gz(text[:h]) + gz(text[h:]), "text": text, "orig": text, "offset_ok": False}


def k_gz_double(c, d):
    return {"file": gz(gz(d.text(c.rank))), "offset_ok": False}


def k_plain_as_gz(c, d):
    return {"file": d.text(c.rank), "text": d.text(c.rank), "orig": d.text(c.rank)}


def k_gz_as_plain(c, d):
    return {"file": gz(d.text(c.rank)), "format": "plain", "offset_ok": False}


def k_nest(c, d):
    depth, shape, where = c.p["depth"], c.p["shape"], c.p["where"]
    blob = (b"[" * depth + b"]" * depth) if shape == "array" else (b'{"a":' * depth + b"1" + b"}" * depth)
    doc = d.doc(c.rank)
    ph = _PH.format(0)
    e = doc["traceEvents"][c.p["event"]]
    if where == "args":
        e.setdefault("args", {})["corpus"] = ph
    elif where == "dims":
        e.setdefault("args", {})["Input Dims"] = ph
    elif where == "top":
        doc["corpus"] = ph
    elif where == "event":
        doc["traceEvents"].insert(c.p["event"], ph)
    else:
        doc["distributedInfo"]["corpus"] = ph
    return _doc_out(c, d, doc, [(0, blob)])


@__import__("functools").lru_cache(maxsize=8)
def _deflated(byte: str, nbytes: int):
    """``(raw deflate of nbytes x byte ending in a full flush, crc32 of them)``: cached, computed once per process."""
    if byte == "runs":  # runs of spaces of random lengths between newlines and tabs: no 1000-fold ratio
        r = random.Random(7)
        chunk = bytearray()
        while len(chunk) < MiB:
            chunk += b" " * r.randrange(1, 160) + r.choice([b"\n", b"\t", b"\r\n"])
        chunk = bytes(chunk[:MiB])
    else:
        chunk = byte.encode("latin-1") * MiB
    co = zlib.compressobj(9 if byte != "runs" else 1, zlib.DEFLATED, -15)
    parts, crc = [], 0
    for _ in range(nbytes // MiB):
        parts.append(co.compress(chunk))
        crc = zlib.crc32(chunk, crc)
    parts.append(co.flush(zlib.Z_FULL_FLUSH))
    return b"".join(parts), chunk, nbytes // MiB


def _bomb(prefix: bytes, byte: str, nbytes: int, suffix: bytes, isize):
    """One gzip member: ``prefix``, ``nbytes`` of ``byte``, ``suffix`` (the middle deflated once and reused)."""
    mid, chunk, reps = _deflated(byte, nbytes)
    c1 = zlib.compressobj(9, zlib.DEFLATED, -15)
    head = c1.compress(prefix) + c1.flush(zlib.Z_FULL_FLUSH)
    c3 = zlib.compressobj(9, zlib.DEFLATED, -15)
    tail = c3.compress(suffix) + c3.flush()
    crc = zlib.crc32(prefix)
    for _ in range(reps):
        crc = zlib.crc32(chunk, crc)
    crc = zlib.crc32(suffix, crc)
    size = len(prefix) + reps * len(chunk) + len(suffix)
    if isize == "orig":
        size = len(prefix) + len(suffix)
    elif isize == "zero":
        size = 0
    elif isize == "huge":
        size = 0xFFFFFFFF
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
    return header + head + mid + tail + struct.pack("<II", crc & 0xFFFFFFFF, size & 0xFFFFFFFF)


def k_bomb(c, d):
    text = d.text(c.rank)
    where = c.p["where"]
    if where == "head":
        at = text.index(b"{") + 1
    elif where == "events":
        at = text.index(b"[", text.index(b'"traceEvents"')) + 1
    elif where == "string":
        at = text.index(b'"name":') + len(b'"name":')
        at = text.index(b'"', at) + 1
    else:
        at = text.rindex(b"}")
    return {"file": _bomb(text[:at], c.p["byte"], c.p["mb"] * MiB, text[at:], c.p["isize"]), "offset_ok": False}


def k_isize_lie(c, d):
    blob = bytearray(gz(d.text(c.rank)))
    blob[-4:] = struct.pack("<I", c.p["isize"])
    return {"file": bytes(blob), "offset_ok": False}


_KINDS = {name[2:]: fn for name, fn in globals().items() if name.startswith("k_") and callable(fn)}


def prepare_bombs(cs) -> None:
    """Deflate the bombs' middles once (in the parent, so that forked workers inherit them)."""
    for c in cs:
        if c.kind == "bomb":
            _deflated(c.p["byte"], c.p["mb"] * MiB)


# --- running and judging ---------------------------------------------------------------------------------------------

LEAK = re.compile(r"\b(ValueError|OverflowError|RecursionError|IndexError|KeyError|TypeError|AttributeError|"
                  r"ZeroDivisionError|UnicodeDecodeError|UnicodeError|MemoryError|AssertionError|RuntimeError|"
                  r"NotImplementedError|Traceback|NoneType)\b|invalid literal for int|unreadable trace \(|"
                  r"object has no attribute|not subscriptable|unhashable type|index out of range|"
                  r"maximum recursion depth|cannot convert float|out of bounds for")
OFFSET = re.compile(r"\b(?:byte|offset|position|char(?:acter)?)\s+(\d+)", re.IGNORECASE)
TIME_POINTS = {"ready_us", "enqueue_us", "start_us", "end_us", "intervals_us", "event_us", "ranks", "windows"}
NOT_TIMES = {"offsets_us", "drift_ppm"}
FAILURES = ("timeout", "crash", "stderr", "schema", "leak", "bad_offset", "bad_numbers", "healthy_harmed",
            "not_rejected", "wrong_reason", "silent", "not_unchanged")
OUTCOMES = ("unchanged", "changed", "warned", "error")


def _settings(fx: Fixture) -> dict:
    s = {"cache": False, "workers": 1, "memory_budget": BUDGET}
    if fx.span:
        s["span"] = fx.span
    return s


def _analyze(run_dir, fx):
    import tb_xrank

    return tb_xrank.analyze(run_dir, **_settings(fx))


def _norm_text(s: str, run_dir: str, renames=()) -> str:
    s = s.replace(run_dir, "<RUN>")
    for a, b in renames:
        s = s.replace(a, b)
    return s


def _normalized(a, run_dir, renames=()) -> dict:
    d = json.loads(_norm_text(a.to_json(), run_dir, renames))
    d.pop("tool_version", None)
    return d


_DIGITS = re.compile(r"\d+")


_SOLO = re.compile(r"^(#) collective records have no other profiled member: .*$")
_UNMATCHED = r"\1 collective records could not be matched to any peer"


def _wnorm(w: dict) -> str:
    return _DIGITS.sub("#", w["text"])


class _Refs:
    """The intact run's Analysis of a fixture and, per rank, the Analysis without that rank's file (what the
    healthy ranks may legitimately look like once the damaged rank is excluded)."""

    def __init__(self, root):
        self.root = root
        self.base = {}
        self.removed = {}

    def run_dir(self, fx, skip=None):
        d = os.path.join(self.root, fx, "all" if skip is None else f"no{skip}", "run")
        return d

    def get(self, fx, skip=None):
        store = self.base if skip is None else self.removed
        key = fx if skip is None else (fx, skip)
        if key not in store:
            d = self.run_dir(fx, skip)
            data(fx).materialize(d, skip=() if skip is None else (skip,))
            store[key] = _normalized(_analyze(d, FIXTURES[fx]), d)
        return store[key]


_VALIDATOR = []


def _validator():
    """The package's JSON Schema as a validator, built once (``tb_xrank.model.validate`` checks the schema itself
    on every call)."""
    if not _VALIDATOR:
        import jsonschema

        from tb_xrank.model import load_schema

        schema = load_schema()
        _VALIDATOR.append(jsonschema.validators.validator_for(schema)(schema))
    return _VALIDATOR[0]


def _rows(d) -> dict:
    return {r["rank"]: r for r in d.get("ranks", [])}


def _walk(o, key=None, parents=()):
    """``(nearest named key, path, number)`` for every number in ``o``."""
    if isinstance(o, dict):
        for k, v in o.items():
            named = key if (k.isdigit() or ":" in k or "#" in k) else k
            yield from _walk(v, named, parents + (k,))
    elif isinstance(o, list):
        for i, v in enumerate(o):
            yield from _walk(v, key, parents + (str(i),))
    elif type(o) in (int, float):
        yield key, parents, o


def _extent(base) -> float:
    m = 1.0
    for key, path, v in _walk(base):
        if key in TIME_POINTS or "windows" in path:
            m = max(m, abs(v))
    return m


def _number_problems(d, base, negative_ok) -> list:
    limit = 100 * _extent(base) + 1e6
    out = []
    for key, path, v in _walk(d):
        if key is None or key in NOT_TIMES:
            continue
        where = ".".join(path)
        timey = key.endswith("_us") or key in TIME_POINTS or "windows" in path
        if not timey or isinstance(v, bool):
            continue
        if not math.isfinite(v):
            out.append(f"{where} = {v}")
        elif abs(v) > limit:
            out.append(f"{where} = {v:g} (beyond {limit:g}, 100x the run's extent)")
        elif v < -1e-3 and key not in TIME_POINTS and "windows" not in path and key not in negative_ok:
            out.append(f"{where} = {v:g} (negative duration)")
    return out


def _strings(d):
    for e in d.get("errors", []):
        yield "error", e.get("text", "")
    for r in d.get("ranks", []):
        for w in r.get("warnings", []):
            yield f"rank {r.get('rank')} warning", w["text"]
    for f in d.get("findings", []):
        yield "finding", f.get("text", "")


def _first_diff(a: bytes, b: bytes) -> int:
    n = min(len(a), len(b))
    lo, hi = 0, n  # a[:lo] == b[:lo]
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def evaluate(c: Case, info: dict, a, run_dir, refs: _Refs) -> dict:
    """The checks of one case's Analysis: ``{outcome, failures: [(class, detail)]}``."""
    dfx = data(c.fixture)
    orig_name = dfx.name(c.rank)
    new_name = os.path.basename(info["path"])
    renames = [(new_name, orig_name)] if new_name != orig_name else []
    base = refs.get(c.fixture)
    d = json.loads(a.to_json())
    failures = []
    try:
        _validator().validate(d)
    except Exception as e:  # jsonschema.ValidationError
        failures.append(("schema", f"{type(e).__name__}: {str(e).splitlines()[0][:300]} "
                         f"at {'.'.join(map(str, getattr(e, 'absolute_path', ())))}"))
    for where, s in _strings(d):
        m = LEAK.search(s)
        if m:
            failures.append(("leak", f"{where}: {s[:400]}"))
    nd = _normalized(a, run_dir, renames)
    negative_ok = {"lag_total_us"}  # a lag against the peers' median: negative where the rank was ahead
    for key, path, v in _walk(base):
        if key and v < 0:
            negative_ok.add(key)
    for p in _number_problems(nd, base, negative_ok)[:5]:
        failures.append(("bad_numbers", p))
    # the damaged file: an error? a warning on its rank?
    dmg_errors = [e for e in d.get("errors", []) if os.path.basename(str(e.get("file"))) in (new_name, orig_name)
                  or str(e.get("file")) == info["path"]]
    # byte offsets in its reasons must be offsets in the file's text
    text, orig = info.get("text"), info.get("orig")
    for e in dmg_errors:
        for m in OFFSET.finditer(e.get("text", "")):
            n = int(m.group(1))
            if text is not None and orig is not None and info.get("offset_ok", True):
                p = _first_diff(text, orig() if callable(orig) else orig)
                if not (p - 200 <= n <= len(text) + 1):
                    failures.append(("bad_offset", f"reason says {m.group(0)!r}, the damage is at byte {p} of "
                                     f"{len(text)}: {e['text'][:300]}"))
            elif text is not None and n > len(text) + 1:
                failures.append(("bad_offset", f"reason says {m.group(0)!r}, the text has {len(text)} bytes"))
    brows = _rows(base)
    nrows = _rows(nd)
    new_warn = False
    for r, row in nrows.items():
        holds = any(os.path.basename(f) == orig_name for f in row.get("files", []))
        mentions = any(orig_name in w["text"] or orig_name in (w["file"] or "") for w in row.get("warnings", []))
        if r == c.rank or holds or mentions:
            before = [_wnorm(w) for w in brows.get(r, {}).get("warnings", [])]
            if [_wnorm(w) for w in row.get("warnings", [])] != before:
                new_warn = True
    if any(m.get("rank") == c.rank for m in nd.get("mismatches", [])) and not base.get("mismatches"):
        new_warn = True
    unchanged = nd == base
    outcome = "error" if dmg_errors else "warned" if new_warn else "unchanged" if unchanged else "changed"
    # the healthy ranks
    skip = {c.rank, *c.unsure}
    removed = refs.get(c.fixture, c.rank)
    rrows = _rows(removed)
    harmed = []
    healthy_names = {dfx.name(r): r for r in dfx.ranks if r not in skip}
    for e in d.get("errors", []):
        b = os.path.basename(str(e.get("file")))
        if b in healthy_names:
            harmed.append(f"rank {healthy_names[b]}'s file is an error: {e.get('text', '')[:200]}")
    if nd.get("world_size") != base.get("world_size"):
        harmed.append(f"world_size {base.get('world_size')} -> {nd.get('world_size')}")
    for r in dfx.ranks:
        if r in skip:
            continue
        row, b0, b1 = nrows.get(r), brows.get(r, {}), rrows.get(r, {})
        if row is None:
            harmed.append(f"rank {r} missing from ranks[]")
            continue
        for f in ("host", "gpu", "files", "steps", "status", "worker", "rank_source"):
            if row.get(f) != b0.get(f) and row.get(f) != b1.get(f):
                harmed.append(f"rank {r} {f}: {b0.get(f)!r} -> {row.get(f)!r}")
        allowed = {_wnorm(w) for w in b0.get("warnings", []) + b1.get("warnings", [])}
        # records whose only peer is the damaged rank: with its file gone they have no other profiled member; with
        # its records left out they could not be matched to any peer (the same records, seen from either side)
        allowed |= {_SOLO.sub(_UNMATCHED, w) for w in allowed}
        extra = [w["text"] for w in row.get("warnings", []) if _wnorm(w) not in allowed]
        if extra:
            harmed.append(f"rank {r} new warnings: {extra[:2]}")
        pos = row.get("pg_positions") or {}
        okpos = {**(b1.get("pg_positions") or {}), **(b0.get("pg_positions") or {})}
        if any(okpos.get(k) != v for k, v in pos.items()):
            harmed.append(f"rank {r} pg_positions {b0.get('pg_positions')} -> {pos}")
    for h in harmed[:4]:
        failures.append(("healthy_harmed", h))
    expect = info["expect"]
    if expect == "unchanged" and not unchanged:
        failures.append(("not_unchanged", _diff_summary(base, nd)))
    elif expect == "error":
        if not dmg_errors:
            failures.append(("not_rejected", f"no error for the file; outcome {outcome}; "
                             + _warnings_of(nd, c.rank)[:300]))
        elif c.reason and not any(re.search(c.reason, e.get("text", "")) for e in dmg_errors):
            failures.append(("wrong_reason", f"reason {dmg_errors[0].get('text', '')[:300]!r} does not match "
                             f"/{c.reason}/"))
    elif expect == "flagged" and outcome == "changed":
        failures.append(("silent", _diff_summary(base, nd)))
    return {"outcome": outcome, "failures": failures, "expect": expect, "why": info.get("why"),
            "errors": [e.get("text", "")[:300] for e in dmg_errors],
            "warnings": _warnings_of(nd, c.rank)}


def _warnings_of(d, rank) -> str:
    row = _rows(d).get(rank, {})
    return "; ".join(w["text"] for w in row.get("warnings", []))[:400]


def _diff_summary(a, b) -> str:
    """Where two Analysis dicts differ first (a few paths)."""
    out = []

    def rec(x, y, path):
        if len(out) >= 3:
            return
        if type(x) is not type(y):
            out.append(f"{path}: {str(x)[:60]} -> {str(y)[:60]}")
        elif isinstance(x, dict):
            for k in list(x) + [k for k in y if k not in x]:
                if k not in x or k not in y:
                    out.append(f"{path}.{k}: {'added' if k not in x else 'removed'}")
                elif x[k] != y[k]:
                    rec(x[k], y[k], f"{path}.{k}")
                if len(out) >= 3:
                    return
        elif isinstance(x, list):
            if len(x) != len(y):
                out.append(f"{path}: {len(x)} -> {len(y)} items")
            else:
                for i, (p, q) in enumerate(zip(x, y)):
                    if p != q:
                        rec(p, q, f"{path}[{i}]")
                        if len(out) >= 3:
                            return
        elif x != y:
            out.append(f"{path}: {str(x)[:60]} -> {str(y)[:60]}")
    rec(a, b, "")
    return "; ".join(out)


def _set_limits():
    try:
        import resource

        lim = int(os.environ.get("TB_XRANK_CORPUS_AS", str(6 << 30)))
        resource.setrlimit(resource.RLIMIT_AS, (lim, lim))
    except (ImportError, ValueError, OSError):
        pass


def run_one(c: Case, refs: _Refs, workdir: str) -> dict:
    """Apply and analyse one case in this process (stderr captured at the file-descriptor level)."""
    import warnings

    t0 = time.perf_counter()
    run_dir = os.path.join(workdir, "run")
    data(c.fixture).materialize(run_dir)
    info = c.apply(run_dir)
    res = {"index": c.index}
    err = tempfile.TemporaryFile()
    saved = os.dup(2)
    saved_stderr = sys.stderr
    os.dup2(err.fileno(), 2)
    sys.stderr = io.TextIOWrapper(os.fdopen(os.dup(2), "wb"), write_through=True)
    a, crash = None, None
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                a = _analyze(run_dir, FIXTURES[c.fixture])
            except BaseException as e:  # noqa: BLE001 - any exception is the finding
                crash = "".join(traceback.format_exception(type(e), e, e.__traceback__)[-6:])
    finally:
        sys.stderr.flush()
        sys.stderr = saved_stderr
        os.dup2(saved, 2)
        os.close(saved)
    err.seek(0)
    printed = err.read().decode(errors="replace")
    res["seconds_analyze"] = time.perf_counter() - t0
    failures = []
    if crash:
        res.update(outcome="crash", expect=info["expect"], why=info["why"], errors=[], warnings="")
        failures.append(("crash", crash.strip()[-1500:]))
    else:
        res.update(evaluate(c, info, a, run_dir, refs))
        failures = res["failures"]
    if printed.strip():
        failures.insert(0, ("stderr", printed.strip()[-800:]))
    for w in caught:
        where = f"{os.path.basename(w.filename)}:{w.lineno}"
        failures.insert(0, ("stderr", f"{w.category.__name__}: {w.message} ({where})"))
    res["failures"] = failures
    res["seconds"] = time.perf_counter() - t0
    return res


def _child(c, refs, conn, workdir):
    _set_limits()
    os.makedirs(workdir)
    try:
        res = run_one(c, refs, workdir)
    except BaseException as e:  # noqa: BLE001 - a bug of the corpus itself (apply, evaluate): reported as a crash
        res = {"index": c.index, "outcome": "crash", "expect": c.expect, "why": c.description, "errors": [],
               "warnings": "", "failures": [("crash", "corpus harness: " + "".join(
                   traceback.format_exception(type(e), e, e.__traceback__)[-4:]))], "seconds": 0}
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    try:
        conn.send(res)
    finally:
        conn.close()
        os._exit(0)


def run_cases(cs, workers: int = 2, timeout: float = 120.0, progress=None) -> list:
    """Run every case in a forked process of its own, ``workers`` at a time; returns one result dict per case
    (``case``, ``outcome``, ``primary``, ``failures`` ...), in case order."""
    import multiprocessing
    from multiprocessing.connection import wait

    cs = list(cs)
    root = tempfile.mkdtemp(prefix="tb_xrank_corpus_")
    try:
        refs = _Refs(root)
        for c in cs:  # the references, computed here once and inherited by every worker
            refs.get(c.fixture)
            refs.get(c.fixture, c.rank)
        prepare_bombs(cs)
        _validator()  # jsonschema loaded once, before forking
        ctx = multiprocessing.get_context("fork")
        todo = list(reversed(cs))
        running = {}  # conn -> (case, process, started)
        results = {}
        while todo or running:
            while todo and len(running) < workers:
                c = todo.pop()
                rd, wr = ctx.Pipe(duplex=False)
                workdir = os.path.join(root, f"tb_xrank_case_{c.index}")  # removed with root, a killed worker's too
                p = ctx.Process(target=_child, args=(c, refs, wr, workdir), daemon=True)
                p.start()
                wr.close()
                running[rd] = (c, p, time.perf_counter())
            ready = wait(list(running), timeout=1.0)
            now = time.perf_counter()
            for conn in list(running):
                c, p, started = running[conn]
                res = None
                if conn in ready:
                    try:
                        res = conn.recv()
                    except (EOFError, OSError):
                        p.join(5)
                        res = {"index": c.index, "outcome": "crash", "failures": [
                            ("crash", f"worker died (exit code {p.exitcode}: killed by a signal, out of memory?)")]}
                elif now - started > timeout:
                    p.kill()
                    res = {"index": c.index, "outcome": "timeout",
                           "failures": [("timeout", f"no answer after {timeout:.0f} s")]}
                if res is None:
                    continue
                p.join(5)
                conn.close()
                del running[conn]
                res.setdefault("seconds", now - started)
                res["case"] = c
                res.setdefault("expect", c.expect)
                fails = [f for f, _ in res["failures"]]
                res["primary"] = next((f for f in FAILURES if f in fails), res["outcome"])
                results[c.index] = res
                if progress:
                    progress(len(results), len(cs), res)
        return [results[c.index] for c in cs]
    finally:
        shutil.rmtree(root, ignore_errors=True)


def table(results) -> str:
    """Class counts per family (rows) and outcome/failure class (columns)."""
    cols = [k for k in OUTCOMES + FAILURES if any(r["primary"] == k for r in results)]
    fams = [f for f in FAMILIES if any(r["case"].family == f for r in results)]
    counts = collections.Counter((r["case"].family, r["primary"]) for r in results)
    w = max([len(f) for f in fams] + [6])
    head = f"{'family':<{w}} " + " ".join(f"{k:>{max(len(k), 5)}}" for k in cols) + "  total"
    lines = [head, "-" * len(head)]
    for f in fams + ["TOTAL"]:
        cells = [sum(counts[(g, k)] for g in fams) if f == "TOTAL" else counts[(f, k)] for k in cols]
        lines.append(f"{f:<{w}} " + " ".join(f"{n or '.':>{max(len(k), 5)}}" for n, k in zip(cells, cols))
                     + f"  {sum(cells):>5}")
    secs = sorted(r.get("seconds", 0) for r in results)
    if secs:
        lines.append(f"{len(results)} cases, {sum(secs):.1f} s of case time (median {secs[len(secs) // 2]:.2f} s, "
                     f"max {secs[-1]:.1f} s)")
    return "\n".join(lines)


def describe(res) -> str:
    c = res["case"]
    lines = [f"#{c.index} {c.family}/{c.kind} on {c.fixture} rank {c.rank}: {c.description} "
             f"[expect {res.get('expect')}: {res.get('why')}] -> {res['primary']}"]
    for cls, detail in res["failures"]:
        lines.append(f"    {cls}: {detail}".replace("\n", "\n      "))
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--case", type=int, action="append", help="only these case indices")
    ap.add_argument("--out", help="materialize the damaged run of --case here (a directory to create)")
    ap.add_argument("--run", action="store_true", help="run the cases and print the table and the failures")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json", help="write the results here")
    args = ap.parse_args(argv)
    sys.path.insert(0, ROOT)
    cs = [case(args.seed, i) for i in args.case] if args.case else list(cases(args.seed, args.n))
    if args.out:
        c = cs[0]
        data(c.fixture).materialize(args.out)
        info = c.apply(args.out)
        fx = FIXTURES[c.fixture]
        cmd = f"tb-xrank analyze {args.out} --no-cache --memory-budget {BUDGET >> 20}M --format json"
        cmd += f" --span {fx.span}" if fx.span else ""
        print(json.dumps({**c.spec(), "damaged": info["path"], "verdict": info["expect"], "why": info["why"],
                          "settings": _settings(fx), "command": cmd}, indent=1, default=str))
        return 0
    if args.run:
        res = run_cases(cs, workers=args.workers)
        for r in res:
            if r["primary"] in FAILURES:
                print(describe(r))
        print(table(res))
        if args.json:
            with open(args.json, "w") as f:
                json.dump([{**{k: v for k, v in r.items() if k != "case"}, "case": r["case"].spec()} for r in res],
                          f, indent=1, default=str)
        return 0
    for c in cs:
        print(f"#{c.index} {c.family}/{c.kind} {c.fixture} rank {c.rank} expect {c.expect}: {c.description}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
