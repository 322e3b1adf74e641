"""Flight Recorder dumps: the ring buffer of collectives each rank of a ``torch.distributed`` job keeps, written
one file per rank (``<prefix><rank>``) when a job hangs or times out, as a pickle or as JSON.

A dump read from a logdir must never run code: the pickle is decoded by an unpickler that admits plain data only
(dict, list, tuple, str, bytes, int, float, bool, None) and refuses every global, so no constructor or callable
named in the file is ever looked up. A dump is then checked against the schema torch 2.x writes (``version``
2.x, ``entries``), and each entry reduced to the fields the hang analysis reads. A file that is not a dump, is
truncated, or is of another version is a reason, not an exception."""
import dataclasses
import io
import json
import os
import pickle
import re

MAX_BYTES = 512 << 20  # a ring buffer of 2,000 entries with stacks is a few MB; more is not a dump
NAME_RE = re.compile(r"^(?P<prefix>.*?)(?P<rank>\d+)(?P<ext>\.json|\.pkl|\.pickle)?$")
ENTRY_KEYS = ("pg_id", "process_group", "collective_seq_id", "p2p_seq_id", "profiling_name", "time_created_ns",
              "input_sizes", "input_dtypes", "retired", "is_p2p")


class _PlainData(pickle.Unpickler):
    """Plain data only: any global (a class, a function, ``os.system``) is refused before it is looked up."""

    def find_class(self, module: str, name: str) -> None:
        raise pickle.UnpicklingError(f"it names the global {module}.{name}: not plain data, refused (no code runs)")

    def persistent_load(self, pid: object) -> None:
        raise pickle.UnpicklingError("it holds a persistent reference: not plain data, refused")


@dataclasses.dataclass(frozen=True)
class Entry:
    """One Flight Recorder record: a collective (or point-to-point op) a rank issued."""

    pg: str  # the process group's name (the same on every rank; ``pg_id`` is a rank's own index)
    seq: int  # collective_seq_id (or p2p_seq_id for point-to-point)
    p2p: bool
    op: str  # profiling_name without the backend, e.g. "all_reduce"
    sizes: list
    dtypes: list
    created_ns: int  # time_created_ns, on the rank's own clock
    retired: bool  # finished (or raised); torch 2.13's gloo leaves ``state`` at "scheduled"
    frames: list  # [{name, filename, line}], innermost first


@dataclasses.dataclass(frozen=True)
class Dump:
    """One rank's dump."""

    rank: int
    file: str
    version: str
    fmt: str  # "pickle" or "json"
    entries: list  # [Entry] in the order recorded


def is_candidate(name: str) -> bool:
    """Whether a file name can be a dump: ``<prefix><rank>`` with no extension, or ``.json``/``.pkl``."""
    return bool(NAME_RE.match(name)) and not name.endswith((".pt.trace.json", ".trace.json"))


def sniff(head: bytes) -> str | None:
    """The format a file's first bytes announce: "pickle" (protocol 2-5), "json" (an object naming
    ``entries`` or ``version``), else None."""
    if len(head) >= 2 and head[0] == 0x80 and 2 <= head[1] <= 5:
        return "pickle"
    text = head.lstrip()
    if text.startswith(b"{") and (b'"version"' in head or b'"entries"' in head or b'"pg_config"' in head):
        return "json"
    return None


def _decode(data: bytes, fmt: str):
    if fmt == "json":
        return json.loads(data)
    return _PlainData(io.BytesIO(data)).load()


def _entry(e: dict) -> Entry:
    pgname = e["process_group"][0] if isinstance(e.get("process_group"), (list, tuple)) else str(e.get("pg_id"))
    p2p = bool(e.get("is_p2p"))
    name = str(e["profiling_name"])
    return Entry(pg=str(pgname), seq=int(e["p2p_seq_id"] if p2p else e["collective_seq_id"]), p2p=p2p,
                 op=name.split(":", 1)[-1], sizes=e.get("input_sizes") or [], dtypes=e.get("input_dtypes") or [],
                 created_ns=int(e.get("time_created_ns") or 0), retired=bool(e.get("retired")),
                 frames=[{"name": str(f.get("name")), "filename": os.path.basename(str(f.get("filename"))),
                          "line": f.get("line")} for f in (e.get("frames") or []) if isinstance(f, dict)])


def _check(doc, path: str) -> str | None:
    """Why a decoded document is not a dump torch 2.x writes, or None."""
    if not isinstance(doc, dict) or "entries" not in doc or "version" not in doc:
        return "not a Flight Recorder dump (no 'version' and 'entries')"
    v = str(doc["version"])
    if not re.fullmatch(r"2\.\d+", v):
        return f"Flight Recorder version {v}: only 2.x is read"
    if not isinstance(doc["entries"], list):
        return "its 'entries' are not a list"
    missing = sorted({k for e in doc["entries"] if isinstance(e, dict) for k in ENTRY_KEYS if k not in e}
                     | ({"(an entry that is not a record)"} if any(not isinstance(e, dict) for e in doc["entries"])
                        else set()))
    return f"entries lack {', '.join(missing)}" if missing else None


def read_dump(path: str, rank: int) -> "Dump | str":
    """The dump at ``path`` of ``rank``, or the reason it cannot be read, in the file's terms."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as e:
        return f"cannot be read: {e.strerror or e}"
    if len(data) > MAX_BYTES:
        return f"larger than {MAX_BYTES >> 20} MB: not a Flight Recorder dump"
    fmt = sniff(data[:4096])
    if fmt is None:
        return "neither a pickle nor JSON: not a Flight Recorder dump"
    try:
        doc = _decode(data, fmt)
    except EOFError:
        return f"truncated: the pickle ends after {len(data)} bytes"
    except pickle.UnpicklingError as e:
        return f"refused: {e}" if "refused" in str(e) else f"damaged pickle: {e}"
    except (ValueError, UnicodeDecodeError) as e:
        return f"damaged {fmt}: {e}"
    except Exception as e:  # a damaged pickle stream can fail in many ways; none of them runs code
        return f"damaged {fmt}: {type(e).__name__}: {e}"
    why = _check(doc, path)
    if why:
        return why
    try:
        entries = [_entry(e) for e in doc["entries"]]
    except (KeyError, TypeError, ValueError, IndexError) as e:
        return f"an entry has a field of the wrong type ({type(e).__name__}: {e})"
    return Dump(rank=rank, file=path, version=str(doc["version"]), fmt=fmt, entries=entries)


def find(run_dir: str) -> list:
    """``[(rank, path)]`` of the files in ``run_dir`` (not below it) that announce a Flight Recorder dump: named
    ``<prefix><rank>`` and starting as a pickle or as a JSON dump."""
    try:
        names = sorted(os.listdir(run_dir))
    except OSError:
        return []
    out = []
    for n in names:
        m = NAME_RE.match(n)
        path = os.path.join(run_dir, n)
        if not m or not is_candidate(n) or not os.path.isfile(path):
            continue
        try:
            with open(path, "rb") as f:
                head = f.read(4096)
        except OSError:
            continue
        if sniff(head):
            out.append((int(m.group("rank")), path))
    return out


def _read_all(found: list) -> tuple:
    """``(dumps, damaged)`` of ``[(rank or None, path)]``: ``{rank: Dump}`` and ``{rank: (file name, reason)}``
    (a file with no rank in its name under a negative key); a rank's first readable dump is kept, a second one is
    named."""
    dumps: dict[int, Dump] = {}
    damaged: dict[int, tuple[str, str]] = {}
    for rank, path in found:
        name = os.path.basename(path)
        if rank is None:
            damaged[-1 - len(damaged)] = (name, "no rank at the end of its name (<prefix><rank>)")
        elif rank in dumps:
            damaged[rank] = (name, f"a second dump of rank {rank} (read {os.path.basename(dumps[rank].file)})")
        elif isinstance(got := read_dump(path, rank), str):
            damaged[rank] = (name, got)
        else:
            dumps[rank] = got
            damaged.pop(rank, None)
    return dumps, damaged


def read_run(run_dir: str) -> tuple:
    """``(dumps, damaged)`` of the dumps ``find`` finds in a run directory (``_read_all``)."""
    return _read_all(find(run_dir))


def read_paths(paths: "list[str] | tuple[str, ...]") -> tuple:
    """``read_run`` over dumps given explicitly: files named ``<prefix><rank>`` and directories of them."""
    found: list[tuple[int | None, str]] = []
    for p in paths:
        m = NAME_RE.match(os.path.basename(p))
        found += find(p) if os.path.isdir(p) else [(int(m.group("rank")) if m else None, p)]
    return _read_all(found)
