"""The scalars a job logs beside its traces: TensorBoard event files in the run directory and its subdirectories,
read with TensorBoard's own reader (``EventFileLoader``, which also migrates old ``simple_value`` summaries), so
nothing here parses the record format by hand. Reading a file is reading protocol buffers: nothing in a logdir
runs code. tensorboard is an optional dependency: without it the scalars are not read, and ``Scalars.note`` says
why.

A scalar belongs to a rank by a tag suffix (``tokens/rank3``, ``tokens/rank_3``) or by a directory of its path
below the run named ``rank3`` / ``rank_3`` (one writer per rank); its step is the ``global_step`` the job logged
it with, matched to ``ProfilerStep#N``. Of a value logged twice at one step of one file, the last is kept.
"""
import dataclasses
import hashlib
import json
import os
import re

from ..files import atomic_write
from ..version import __version__

EVENT_RE = re.compile(r"tfevents")
RANK_DIR_RE = re.compile(r"^rank[_-]?(\d+)$", re.IGNORECASE)
RANK_TAG_RE = re.compile(r"^(.+)/rank[_-]?(\d+)$", re.IGNORECASE)
MAX_DEPTH = 4  # directories below the run that are searched for event files
_MAGIC = b"XRSCAL01"


@dataclasses.dataclass
class Scalars:
    """``series``: ``{(name, rank or None): {step: value}}``; ``source``: where each series came from."""

    series: dict = dataclasses.field(default_factory=dict)
    source: dict = dataclasses.field(default_factory=dict)
    files: int = 0
    tags: int = 0
    values: int = 0
    note: str | None = None


def event_files(run_dir: str) -> list[tuple[str, str]]:
    """``[(path, directory relative to the run)]`` of the event files below ``run_dir`` (MAX_DEPTH levels)."""
    out = []
    base = os.path.abspath(run_dir)
    for d, dirs, files in os.walk(base):
        rel = os.path.relpath(d, base)
        depth = 0 if rel == "." else rel.count(os.sep) + 1
        dirs[:] = sorted(x for x in dirs if not x.startswith(".")) if depth < MAX_DEPTH else []
        out += [(os.path.join(d, f), "" if rel == "." else rel) for f in sorted(files) if EVENT_RE.search(f)]
    return out


def split_tag(tag: str, rel_dir: str) -> tuple[str, int | None, str]:
    """``(name, rank, source)`` of a tag written into the directory ``rel_dir`` below the run."""
    m = RANK_TAG_RE.match(tag)
    if m:
        return m.group(1), int(m.group(2)), "tag suffix"
    for part in reversed(rel_dir.split(os.sep) if rel_dir else []):
        d = RANK_DIR_RE.match(part)
        if d:
            return tag, int(d.group(1)), f"subdirectory {part}"
    return tag, None, "run"


def _plugin(value, known: dict) -> str:
    """The plugin a summary value belongs to (its first value of a tag carries the metadata)."""
    if value.HasField("metadata") and value.metadata.plugin_data.plugin_name:
        known[value.tag] = value.metadata.plugin_data.plugin_name
    return known.get(value.tag, "")


def read_event_file(path: str) -> dict:
    """``{tag: {step: value}}`` of the scalar summaries of one event file (TensorBoard's ``EventFileLoader``)."""
    from tensorboard.backend.event_processing.event_file_loader import EventFileLoader
    from tensorboard.util import tensor_util

    out: dict[str, dict[int, float]] = {}
    known: dict[str, str] = {}
    for event in EventFileLoader(path).Load():
        if not event.HasField("summary"):
            continue
        for v in event.summary.value:
            if _plugin(v, known) != "scalars" or not v.HasField("tensor"):
                continue
            arr = tensor_util.make_ndarray(v.tensor)
            if arr.size == 1:
                out.setdefault(v.tag, {})[int(event.step)] = float(arr.reshape(-1)[0])
    return out


def _key(path: str) -> str:
    st = os.stat(path)

    return hashlib.sha1(f"scalars|{os.path.abspath(path)}|{st.st_size}|{st.st_mtime_ns}|{__version__}".encode()
                        ).hexdigest()


def cache_get(root: str | None, key: str) -> bytes | None:
    """The blob stored under ``key`` below ``root`` (checked by its SHA-256), or None."""
    if not root:
        return None
    try:
        with open(os.path.join(root, "overtime", key[:2], key + ".json"), "rb") as f:
            data = f.read()
    except OSError:
        return None
    head, blob = data[:len(_MAGIC) + 32], data[len(_MAGIC) + 32:]
    return blob if head == _MAGIC + hashlib.sha256(blob).digest() else None


def cache_put(root: str | None, key: str, blob: bytes) -> None:
    """Store ``blob`` under ``key`` below ``root`` (a new file renamed into place; failures are ignored)."""
    if not root:
        return
    try:
        atomic_write(os.path.join(root, "overtime", key[:2], key + ".json"),
                     _MAGIC + hashlib.sha256(blob).digest() + blob, 0o600, folders=True)
    except OSError:
        pass


def _cached_file(path: str, root: str | None) -> dict:
    """``read_event_file`` of ``path``, through the cache under ``root``."""
    key = _key(path)
    blob = cache_get(root, key)
    if blob is not None:
        try:
            return {t: {int(s): float(v) for s, v in d.items()} for t, d in json.loads(blob).items()}
        except (ValueError, AttributeError, TypeError):
            pass
    got = read_event_file(path)
    cache_put(root, key, json.dumps(got).encode())
    return got


def read_run(run_dir: str, cache_root: str | None = None) -> Scalars:
    """Every scalar below ``run_dir``, by (name, rank); ``cache_root``: where parsed files are kept (None: not)."""
    found = event_files(run_dir)
    out = Scalars(files=len(found))
    if not found:
        return out
    try:
        import tensorboard.backend.event_processing.event_file_loader  # noqa: F401
    except ImportError:
        out.note = (f"{len(found)} TensorBoard event file{'s' if len(found) > 1 else ''} not read: the tensorboard "
                    "package is not installed (pip install tensorboard)")
        return out
    bad = []
    for path, rel in found:
        try:
            got = _cached_file(path, cache_root)
        except Exception as e:  # whatever a damaged file raises in the reader: that file is named, the rest read
            bad.append(f"{os.path.relpath(path, run_dir)} ({type(e).__name__}: {e})")
            continue
        for tag, values in got.items():
            name, rank, source = split_tag(tag, rel)
            out.series.setdefault((name, rank), {}).update(values)
            out.source.setdefault((name, rank), source)
            out.tags += 1
            out.values += len(values)
    if bad:
        out.note = f"{len(bad)} event file{'s' if len(bad) > 1 else ''} could not be read: " + "; ".join(bad[:3])
    return out
