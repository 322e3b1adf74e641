"""The Analysis saved beside its run (``save_beside``), read back by ``saved_analysis`` for the run's files as they
are now: any TensorBoard reading the logdir serves it without reading a trace.
"""
import dataclasses
import os
import typing

import msgspec

from ..version import __version__
from ..config import Settings
from ..ingest import cache
from ..ingest.discover import RunFiles, is_url
from ..model import SCHEMA, Analysis
from .cached import NAME_HEAD, Slot, checked
from .compute import computed
from .hang import with_hang
from .spans import run_files, span_index

if typing.TYPE_CHECKING:
    from ..ingest.discover import PathOrFiles
    from .workers import Progress


@dataclasses.dataclass(frozen=True)
class Saved:
    """What was found beside a run: the saved Analysis (None: none usable), its file, and why it was not used
    (None when there was no such file, or it was used)."""

    analysis: Analysis | None
    path: str
    reason: str | None = None


def _dir_of(path: str) -> str:
    return path.rpartition("/")[0] if is_url(path) else os.path.dirname(path)


def _blob_and_frame(run: RunFiles, index: int, settings: Settings, progress=None) -> tuple[bytes, bytes]:
    """One span's Analysis JSON and its frame's bytes: the cached pair, else computed (and cached)."""
    stored = Slot.of(run, index, settings).read(run.name, with_frame=True)
    if stored is not None and stored.frame_bytes is not None:  # read with_frame: it has one
        return stored.blob, stored.frame_bytes
    a, _, frame = computed(run, index, settings, progress)
    return a.to_json().encode(), frame.to_bytes()


class CannotSave(Exception):
    """The saved Analysis could not be written beside its run (the message names the file and why)."""


def save_beside(path: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                progress: "Progress | None" = None) -> "tuple[str, cache.SavedRun, int]":
    """Write the Analysis of the run directory ``path`` (local or fsspec URL) beside it, as ``cache.SAVED_NAME``:
    every span's with ``span="all"``, else the span ``settings`` chooses, each with its clock frame and its key
    (``cache.analysis_key`` of the files by ``cache.saved_file_key``). A local run is read by its absolute path
    (the Analysis names its files so). Returns the file written, what it holds and its size in bytes. Raises
    ValueError for explicit trace files (no run directory), CannotSave when the file cannot be written."""
    if isinstance(path, (str, os.PathLike)) and not is_url(str(path)):
        path = os.path.abspath(path)
    run = run_files(path)
    if not run.path:
        raise ValueError(f"{run.name or path}: --save writes beside a run directory, not beside trace files")
    indices = range(run.n_spans) if settings.span == "all" else [span_index(run, settings)]
    spans = []
    for i in indices:
        blob, frame = _blob_and_frame(run, i, settings, progress)
        files = run.span(i)
        spans.append(cache.SavedSpan(
            span=i + 1, key=cache.analysis_key(files, settings.analysis_key(), i, cache.saved_file_key),
            settings=settings.analysis_key(), files=[cache.saved_file_id(f) for f in files],
            sha256=cache.saved_digest(blob, frame), frame=frame, analysis=msgspec.Raw(blob)))
    where = cache.saved_path(run.path)
    doc = cache.SavedRun(cache.SAVED_FORMAT, __version__, run.name, _dir_of(run.span(indices[0])[0].path), spans)
    data = cache.encode_saved(doc)
    try:
        cache.write_saved(where, data)
    except OSError as e:
        raise CannotSave(f"cannot write {where}: {e}") from None
    return where, doc, len(data)


def _other_inputs(span: "cache.SavedSpan", files, settings: Settings) -> str:
    """Why a saved span's key is not the run's: other settings, or other trace files (which)."""
    now = settings.analysis_key()
    if span.settings != now:
        diff = sorted(k for k in {*span.settings, *now} if span.settings.get(k) != now.get(k))
        return "saved with other settings (" + ", ".join(
            f"{k} {span.settings.get(k)!r} there, {now.get(k)!r} here" for k in diff) + ")"
    ids = {cache.saved_file_id(f) for f in files}
    names = sorted({str(i[0]) for i in ids.symmetric_difference(map(tuple, span.files))})  # names: str already
    if not names:
        return "its key is not that of its own inputs"
    more = f" and {len(names) - 3} more" if len(names) > 3 else ""
    return f"saved from other trace files than the run has now ({', '.join(names[:3])}{more} differ)"


def _saved_span(doc: "cache.SavedRun", run: RunFiles, index: int, settings: Settings) -> tuple[bytes, bytes | None]:
    """The Analysis JSON and frame bytes ``doc`` holds for span ``index`` of ``run`` as it is now and
    ``settings``; ValueError saying why it holds none."""
    span = next((s for s in doc.spans if s.span == index + 1), None)
    if span is None:
        held = ", ".join(str(s.span) for s in doc.spans) or "none"
        raise ValueError(f"it holds span {held}, not span {index + 1} of {run.n_spans}")
    files = run.span(index)
    if span.key != cache.analysis_key(files, settings.analysis_key(), index, cache.saved_file_key):
        raise ValueError(_other_inputs(span, files, settings))
    blob = bytes(span.analysis)
    if cache.saved_digest(blob, span.frame) != span.sha256:
        raise ValueError("damaged: its Analysis does not match its SHA-256")
    return blob, span.frame


def _relocated(blob: bytes, doc: "cache.SavedRun", run: RunFiles, index: int) -> bytes:
    """``blob`` with the directory of ``run``'s files where it is read from now in place of the one they were saved
    from; ValueError where it is not an Analysis of the run ``doc`` was saved from."""
    here = _dir_of(run.span(index)[0].path)
    if doc.dir != here:
        old, new = (d + ("/" if is_url(d) else os.sep) for d in (doc.dir, here))
        blob = blob.replace(msgspec.json.encode(old)[1:-1], msgspec.json.encode(new)[1:-1])
    if not blob.startswith(NAME_HEAD + msgspec.json.encode(doc.run) + b","):
        raise ValueError(f"damaged: it does not hold an Analysis of run {doc.run!r} ({SCHEMA})")
    return blob


def saved_analysis(run: RunFiles, settings: Settings = Settings()) -> Saved:
    """The Analysis saved beside ``run`` (``save_beside``) for its files as they are now and ``settings``, named
    and placed as ``run`` is; no trace file is read. A saved file that is damaged, foreign, of another version,
    or of other files or settings is not used, and ``reason`` says why, naming it. A used one is put in the cache
    with its frame, so that the merged-trace export does not compute it again; the hang of the run's Flight
    Recorder dumps is added as ``analyze_span`` adds it (read afresh)."""
    if not run.path or not run.workers:
        return Saved(None, "")
    where = cache.saved_path(run.path)
    try:
        data = cache.read_saved(where)
        if data is None:
            return Saved(None, where)
        doc = cache.decode_saved(data)
        index = span_index(run, settings)
        blob, frame = _saved_span(doc, run, index, settings)
        stored = checked(_relocated(blob, doc, run, index), run.name, frame)
    except Exception as e:  # whatever a file in a logdir holds, it is a miss with a reason
        why = str(e) if isinstance(e, (OSError, ValueError)) else f"{type(e).__name__}: {e}"
        return Saved(None, where, f"{where}: not used: {why}")
    slot = Slot.of(run, index, settings)
    if slot.key and slot.blob is None:
        slot.save(stored.blob, stored.frame_bytes)
    return Saved(with_hang(stored.analysis, run, settings), where)
