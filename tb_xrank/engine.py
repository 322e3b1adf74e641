"""One analysis from files to the Analysis object: discover → read (decode, collectives) → pipeline (align →
clock → split → diagnose).

Only this module sequences the stages and does their I/O; each stage is a pure function of the previous one's
output. Rank tables are read in parallel processes (or as Dask tasks) and cached on disk, and so are the finished
Analysis and its clock frame. The pipeline's modules are imported while the workers decode. An Analysis saved
beside its run (``save_beside``, read back by ``saved_analysis``) is served by any TensorBoard reading the logdir.
"""
import contextlib
import dataclasses
import os
import re
import tempfile
import time
import typing

import msgspec

from .version import __version__
from .ingest import cache
from .model import SCHEMA, Analysis, NothingToAnalyse
from .config import Settings
from .ingest.discover import RunFiles, discover_run, is_url

if typing.TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from .align.frame import Frame
    from .align.identity import RankInfo
    from .ingest.discover import PathOrFiles, TraceFile
    from .ingest.read import Read

    # progress(files read, files, bytes read, bytes, seconds)
    Progress: typing.TypeAlias = Callable[[int, int, int, int, float], None]

class _Handed:
    """A decoded table handed from a decoding process through a file: the cache's entry, or a temporary file
    under ``Settings.park_dir`` (bench/README.md: why not the pool's pipe)."""

    def __init__(self, path: str, temporary: bool):
        self.path, self.temporary = path, temporary

    def load(self) -> "Read":
        """The table, or the reason it could not be read back."""
        from .ingest.read import Read

        table = cache.read_table(self.path)
        self.discard()
        if table is None:
            return Read(reason="decoded table lost on its way back")
        return Read(table=table, via="temporary file" if self.temporary else "cache entry")

    def discard(self) -> None:
        """Remove a temporary file (read or not)."""
        if self.temporary:
            with contextlib.suppress(OSError):
                os.unlink(self.path)


def park_dir(settings: Settings) -> str:
    """Where decoding processes hand tables back when there is no cache: ``settings.park_dir``, else /dev/shm
    where it is writable, else the temporary directory."""
    if settings.park_dir:
        return settings.park_dir
    return "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else tempfile.gettempdir()


def _decode_job(tf, cache_root, budget: int, park: str | None = None) -> "Read | _Handed":
    """Read one file within ``budget`` bytes (and cache its table); with ``park`` (a folder), a ``_Handed``
    where a file can carry the table back from a decoding process."""
    from .ingest.read import read_file

    got = read_file(tf, budget)
    if got.table is None:
        return got
    path = cache.save_table(cache_root, tf, got.table) if cache_root else None
    if park and path:
        return _Handed(path, temporary=False)
    if park:  # no cache: a file of its own, named for this process and file (a failed write leaves nothing)
        path = cache.write_table(os.path.join(park, f"tb_xrank-{os.getpid()}-{cache.file_key(tf)}.xrt"), got.table)
        if path:
            return _Handed(path, temporary=True)
    return got


def decode_workers(files: "Sequence[TraceFile]", settings: Settings) -> int:
    """Processes that decode at once: one per core, fewer when that many of the largest files' expected
    peaks would not fit the memory budget together."""
    if not files:
        return 1
    from .ingest.decode import expected_peak

    peak = max(expected_peak(f) for f in files)
    return max(1, min(os.cpu_count() or 1, len(files), settings.resolved_memory_budget() // peak))


class _Collected:
    """The Reads of a span's files as they come, with progress reported on each one: ``progress(files read,
    files, bytes read, bytes, seconds)``."""

    def __init__(self, files, cached: dict, progress):
        self.files, self.out, self.progress = files, cached, progress
        self.total = sum(f.size for f in files)
        self.done_bytes = sum(f.size for f in cached)
        self.t0 = time.perf_counter()

    def add(self, tf: "TraceFile", got: "Read") -> None:
        """Take the Read of file ``tf``, and report progress."""
        self.out[tf] = got
        self.done_bytes += tf.size
        if self.progress:
            self.progress(len(self.out), len(self.files), self.done_bytes, self.total, time.perf_counter() - self.t0)

    def reads(self) -> "list[tuple[TraceFile, Read]]":
        """``[(TraceFile, Read)]`` in file order."""
        return [(tf, self.out[tf]) for tf in self.files]


def _load_cached(files, root) -> tuple:
    """``({file: Read}, [file])``: the files whose tables are cached under ``root``, loaded, and the others."""
    from .ingest.read import Read

    out, todo = {}, []
    for tf in files:
        t = cache.load_table(root, tf) if root else None
        if t is not None:
            out[tf] = Read(table=t, via="cache")
        else:
            todo.append(tf)
    return out, todo


def _decode_on_cluster(todo, settings: Settings, root, got: _Collected) -> None:
    """Decode ``todo`` as tasks on the Dask cluster of ``settings``, caching each table under ``root``."""
    from .ingest.cluster import decode_on_cluster

    for tf, read in decode_on_cluster(todo, settings.scheduler):
        if root and read.table is not None:
            cache.save_table(root, tf, read.table)
        got.add(tf, read)


def _discard_unread(futs) -> None:
    """Remove the files of the tables handed back but not read (an error or an interrupt while reading)."""
    for fut in futs:
        t = fut.result() if fut.done() and not fut.cancelled() and fut.exception() is None else None
        if isinstance(t, _Handed):
            t.discard()


def _decode_pooled(todo, root, budget: int, workers: int, settings: Settings, got: _Collected, meanwhile) -> None:
    """Decode ``todo`` in ``workers`` local processes, largest file first, each within ``budget`` bytes;
    ``meanwhile()`` runs here while they do."""
    import concurrent.futures as cf
    import multiprocessing

    from .ingest import read  # noqa: F401  (loaded here, so that forked decoders have it)

    method = settings.start_method or ("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    park = park_dir(settings)
    ctx = multiprocessing.get_context(method)
    futs = {}
    try:
        with cf.ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
            futs = {pool.submit(_decode_job, tf, root, budget, park): tf
                    for tf in sorted(todo, key=lambda f: -f.size)}
            if meanwhile:
                meanwhile()
            for fut in cf.as_completed(futs):
                t = fut.result()
                got.add(futs[fut], t.load() if isinstance(t, _Handed) else t)
    finally:
        _discard_unread(futs)


def _pooled(todo, settings: Settings, workers: int) -> bool:
    """Whether ``todo`` decodes in a pool of local processes: several files, workers and enough bytes."""
    return (settings.engine != "dask" and len(todo) > 1 and workers > 1
            and sum(f.size for f in todo) >= settings.parallel_min_bytes)


def decode_all(files: "Sequence[TraceFile]", settings: Settings, progress: "Progress | None" = None,
               meanwhile: "Callable[[], object] | None" = None) -> "list[tuple[TraceFile, Read]]":
    """``[(TraceFile, Read)]`` in file order; cached tables are loaded, the rest decoded
    in local processes or, with ``engine="dask"``, as tasks on a Dask cluster. ``meanwhile()`` is called
    once, in this process, while other processes decode (before decoding here when nothing runs elsewhere)."""
    root = settings.resolved_cache_dir() if settings.cache else None
    cached, todo = _load_cached(files, root)
    got = _Collected(files, cached, progress)
    workers = settings.workers or decode_workers(todo, settings)
    budget = settings.resolved_memory_budget() // workers  # each of ``workers`` decodes at once
    pooled = _pooled(todo, settings, workers)
    if meanwhile and not pooled:
        meanwhile()
    if settings.engine == "dask" and todo:
        _decode_on_cluster(todo, settings, root, got)
    elif pooled:
        _decode_pooled(todo, root, budget, workers, settings, got, meanwhile)
    else:
        for tf in todo:
            got.add(tf, _decode_job(tf, root, budget))
    return got.reads()


def analyze_run(path: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                progress: "Progress | None" = None) -> Analysis:
    """The Analysis of one span of a run (``settings.span``; the latest span every rank has by default); of a
    run directory with Flight Recorder dumps and no trace, the hang alone."""
    try:
        run = _run_files(path)
        if settings.span == "all":
            raise ValueError("span='all' gives one Analysis per span: use analyze_spans")
        return analyze_span(run, span_index(run, settings), settings, progress)
    except (FileNotFoundError, NothingToAnalyse):
        alone = _dumps_only(str(path) if isinstance(path, (str, os.PathLike)) else getattr(path, "path", ""), settings)
        if alone is None:
            raise
        return alone


def analyze_spans(path: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                  progress: "Progress | None" = None) -> list[Analysis]:
    """The Analysis of every span of a run, in order (``settings.span`` is not read)."""
    run = _run_files(path)
    return [analyze_span(run, i, settings, progress) for i in range(run.n_spans)]


def analyze_json(path: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                 progress: "Progress | None" = None) -> bytes:
    """``analyze_run``'s Analysis as compact JSON (with ``span="all"``, a JSON array of every span's); a cached
    Analysis is returned as stored, never decoded (unless the run has Flight Recorder dumps)."""
    try:
        run = _run_files(path)
    except FileNotFoundError:
        return analyze_run(path, settings, progress).to_json().encode()  # Flight Recorder dumps alone, or raises
    if settings.span == "all":
        return b"[" + b",".join(analyze_span_json(run, i, settings, progress) for i in range(run.n_spans)) + b"]"
    try:
        return analyze_span_json(run, span_index(run, settings), settings, progress)
    except NothingToAnalyse:
        return analyze_run(path, settings, progress).to_json().encode()


def _run_files(path) -> RunFiles:
    return path if isinstance(path, RunFiles) else discover_run(path)


def span_index(run: RunFiles, settings: Settings) -> int:
    """The 0-based span one analysis reads: ``settings.span`` (1-based), or the latest span every rank has."""
    if settings.span is None:
        return max(run.common_spans(), 1) - 1
    index = settings.span - 1
    if index >= run.n_spans:
        raise ValueError(f"{run.name}: span {settings.span} requested, the run has {run.n_spans}")
    return index


def _cached(run: RunFiles, index: int, settings: Settings):
    """``(cache root, key, stored Analysis JSON or None)`` of one span's Analysis (no cache: ``(None, None,
    None)``); a stored blob that does not start as an Analysis of this schema counts as none. The key does not
    name the run: read it through ``_renamed``."""
    root = settings.resolved_cache_dir() if settings.cache else None
    if not root:
        return None, None, None
    key = cache.analysis_key(run.span(index), settings.analysis_key(), index)
    blob = cache.load_analysis(root, key)
    return root, key, blob if blob is not None and blob.startswith(_SCHEMA_HEAD) else None


_SCHEMA_HEAD = f'{{"schema":"{SCHEMA}",'.encode()  # how Analysis.to_json() begins
_NAME_HEAD = _SCHEMA_HEAD + b'"run":'
_NAME = re.compile(rb'"(?:[^"\\]|\\.)*",')  # the run's name in JSON, and the comma after it


def _renamed(blob: bytes, name: str) -> bytes:
    """A stored Analysis' JSON as the Analysis of the run ``name``: one run directory is named by its base name
    in the CLI and by its path below the logdir in TensorBoard, and the cache and a saved file serve both. A blob
    that does not begin as ``Analysis.to_json`` writes it is returned as it is."""
    m = _NAME.match(blob, len(_NAME_HEAD)) if blob.startswith(_NAME_HEAD) else None
    if m is None:
        return blob
    return _NAME_HEAD + msgspec.json.encode(name) + b"," + blob[m.end():]


def analyze_span(run: RunFiles, index: int, settings: Settings, progress: "Progress | None" = None) -> Analysis:
    """One span's Analysis: the cached one, else computed (and cached with its frame); with the hang of the
    run's Flight Recorder dumps where it has them (read afresh: dumps are written when a job hangs, after its
    traces)."""
    blob = _cached(run, index, settings)[2]
    if blob is not None:
        try:
            return _with_hang(Analysis.from_json(_renamed(blob, run.name)), run, settings)
        except (ValueError, TypeError, KeyError):
            pass
    return _with_hang(_computed(run, index, settings, progress)[0], run, settings)


def _dumps_dir(run: RunFiles) -> str | None:
    """The local run directory whose Flight Recorder dumps are read, or None (explicit files, a URL)."""
    return run.path if run.path and not is_url(run.path) and os.path.isdir(run.path) else None


def _dumps_only(path: str, settings: Settings) -> Analysis | None:
    """The Analysis of a run directory with Flight Recorder dumps (its own, or ``settings``') and no profiler
    trace: its ranks (none profiled), no collective or step, and the hang; None without dumps."""
    run = RunFiles(os.path.basename(os.path.normpath(path)), {}, path)
    dumps, damaged = _dumps_of(run, settings) if path else ({}, {})
    if not dumps and not damaged:
        return None
    world = max([*dumps, *damaged]) + 1
    return _hung(_assembly().without_traces(run.name, world), dumps, damaged)


def _dumps_of(run: RunFiles, settings: Settings) -> tuple:
    """``(dumps, damaged)``: the Flight Recorder dumps given in ``settings``, else those in the run directory."""
    from .ingest import flight

    if settings.flight_recorder:
        return flight.read_paths(settings.flight_recorder)
    where = _dumps_dir(run)
    return flight.read_run(where) if where else ({}, {})


def _has_dumps(run: RunFiles, settings: Settings) -> bool:
    from .ingest import flight

    where = _dumps_dir(run)
    return bool(settings.flight_recorder or (where and flight.find(where)))


def _with_hang(a: Analysis, run: RunFiles, settings: Settings) -> Analysis:
    """``a`` with the hang its run's Flight Recorder dumps show, and its findings first; ``a`` without dumps."""
    dumps, damaged = _dumps_of(run, settings)
    return _hung(a, dumps, damaged) if dumps or damaged else a


def _hung(a: Analysis, dumps: dict, damaged: dict) -> Analysis:
    """``a`` with the hang of ``dumps`` (and the ``damaged`` ones named), its findings first."""
    from .diagnose import hang

    h = hang.analyse(dumps, damaged, sorted(set(range(a.world_size)) | set(dumps) | {r for r in damaged if r >= 0}))
    return a.with_hang(h, hang.findings(h))


def _computed(run: RunFiles, index: int, settings: Settings, progress=None, decoded=None):
    """``(Analysis, {rank: RankInfo}, Frame)`` computed afresh (rank tables may come from the cache, or be
    ``decoded`` already); the Analysis and its frame are cached."""
    a, ranks, frame = _assemble(run, index, settings, progress) if decoded is None else \
        _assembled(run, index, settings, decoded)
    root, key, _ = _cached(run, index, settings)
    if key:
        blob = a.to_json().encode()
        cache.save_analysis(root, key, blob)
        cache.save_frame(root, key, _digest(blob) + frame.to_bytes())
    return a, ranks, frame


def analyze_span_json(run: RunFiles, index: int, settings: Settings, progress: "Progress | None" = None) -> bytes:
    """``analyze_span``'s Analysis as compact JSON: a cached one as stored, checked as well-formed JSON only."""
    blob = _cached(run, index, settings)[2]
    if blob is not None and not _has_dumps(run, settings):
        try:
            msgspec.json.decode(blob, type=msgspec.Raw)  # whole and well-formed, or computed again
            return _renamed(blob, run.name)
        except msgspec.DecodeError:
            pass
    return analyze_span(run, index, settings, progress).to_json().encode()


def analyze_span_frame(run: RunFiles, index: int, settings: Settings,
                       progress: "Progress | None" = None) -> "tuple[Analysis, dict[int, RankInfo], Frame]":
    """``(Analysis, {rank: RankInfo}, Frame)`` of one span: the Analysis, the rank tables it was computed from
    and the clock frame it was computed in, for surfaces that put the raw events on the Analysis' clock (the
    merged-trace export). A cached Analysis and frame are reused: only the rank tables are read again."""
    from .align.frame import Frame
    from .align.identity import resolve_ranks

    root, key, blob = _cached(run, index, settings)
    stored = cache.load_frame(root, key) if blob is not None else None
    frame = Frame.from_bytes(stored[_DIGEST:]) if stored and stored[:_DIGEST] == _digest(blob) else None
    try:
        a = Analysis.from_json(_renamed(blob, run.name)) if frame is not None else None
    except (ValueError, TypeError, KeyError):
        a = None
    if a is not None:
        tables = with_patterns([got.table for _, got in decode_all(run.span(index), settings, progress)
                                if got.table is not None], settings)
        ranks = resolve_ranks(tables, settings.host_map_rules())[0] if tables else {}
        if set(ranks) == set(frame.col):
            return a, ranks, frame
    if blob is None:
        return _computed(run, index, settings, progress)
    fresh = _assemble(run, index, settings, progress)  # the stored Analysis is kept; its frame is stored beside it
    if fresh[0].to_json().encode() == _renamed(blob, run.name):  # only when this is the Analysis stored
        cache.save_frame(root, key, _digest(blob) + fresh[2].to_bytes())
    return fresh


_DIGEST = 32


def _digest(blob: bytes) -> bytes:
    """What ties a stored frame to the stored Analysis it was computed with: the SHA-256 of its JSON."""
    import hashlib

    return hashlib.sha256(blob).digest()


def _assemble(run: RunFiles, index: int, settings: Settings, progress=None):
    """The pipeline over one span's decoded files: ``(Analysis, {rank: RankInfo}, Frame)``."""
    return _assembled(run, index, settings, decode_all(run.span(index), settings, progress, meanwhile=_assembly))


def _assembled(run: RunFiles, index: int, settings: Settings, decoded: list):
    """The pipeline over one span's ``[(TraceFile, Read)]``: ``(Analysis, {rank: RankInfo}, Frame)``."""
    files = run.span(index)
    tables = with_patterns([got.table for _, got in decoded if got.table is not None], settings)
    errors = [{"file": tf.path, "reason": got.reason} for tf, got in decoded if got.table is None]
    if not tables:
        raise NothingToAnalyse("; ".join(f"{e['file']}: {e['reason']}" for e in errors) or "no trace files")
    missing = sorted(set(run.workers) - {tf.worker for tf in files})
    return _assembly().build_frame(run.name, index, run.n_spans, tables, errors, settings, missing)


def with_patterns(tables: list, settings: Settings) -> list:
    """The tables with the exchanges of the user's communication kernel patterns (``settings.comm_kernels``) among
    their records (applied after the cache: the cached tables hold the built-in patterns' only)."""
    if not settings.comm_kernels:
        return tables
    from .ingest import custom

    patterns = tuple(custom.Pattern(name, rx) for name, rx in settings.comm_kernels)
    return [custom.added(t, patterns, skip=custom.BUILTIN) for t in tables]


def _assembly():
    """The ``pipeline`` module, imported on first use: while the decode workers run, when that is possible."""
    from . import pipeline

    return pipeline


# --- every span of a run, decoding ahead ----------------------------------------------------------------------------

AHEAD = 2  # spans whose files are handed to the decoding processes before the span being assembled is done


class _Ahead:
    """The files of the spans to compute, handed to one pool of decoding processes ``AHEAD`` spans ahead of the
    span whose pipeline runs here, so that the processes decode while this one assembles."""

    def __init__(self, pool, run: RunFiles, todo: list, settings: Settings, budget: int):
        self.pool, self.run, self.todo, self.settings, self.budget = pool, run, list(todo), settings, budget
        self.root = settings.resolved_cache_dir() if settings.cache else None
        self.park, self.futs = park_dir(settings), {}

    def submit_until(self, index: int) -> None:
        """Hand the files of every span to compute up to ``index`` + AHEAD to the pool (once)."""
        while self.todo and self.todo[0] <= index + AHEAD:
            i = self.todo.pop(0)
            cached, files = _load_cached(self.run.span(i), self.root)
            self.futs[i] = (cached, {self.pool.submit(_decode_job, tf, self.root, self.budget, self.park): tf
                                     for tf in sorted(files, key=lambda f: -f.size)})

    def decoded(self, index: int, progress: "Progress | None") -> list:
        """``[(TraceFile, Read)]`` of span ``index``, as its files are decoded."""
        import concurrent.futures as cf

        cached, futs = self.futs.pop(index)
        got = _Collected(self.run.span(index), cached, progress)
        try:
            for fut in cf.as_completed(futs):
                t = fut.result()
                got.add(futs[fut], t.load() if isinstance(t, _Handed) else t)
        finally:
            _discard_unread(futs)
        return got.reads()

    def discard(self) -> None:
        for _, futs in self.futs.values():
            _discard_unread(futs)


def analyze_each_span(run: RunFiles, settings: Settings, progress: "Progress | None" = None) -> "list[Analysis]":
    """Every span's Analysis in span order, each as ``analyze_span`` gives it (a cached one as stored). The files
    of the spans to compute are decoded by one pool of processes, ``AHEAD`` spans ahead of the span whose pipeline
    runs here, where ``decode_all`` would use a pool (several files and bytes enough); else span by span."""
    import concurrent.futures as cf
    import multiprocessing

    todo = [i for i in range(run.n_spans) if _cached(run, i, settings)[2] is None]
    files = [tf for i in todo for tf in run.span(i)]
    workers = settings.workers or decode_workers(files, settings)
    if len(todo) < 2 or not _pooled(files, settings, workers):
        return [analyze_span(run, i, settings, progress) for i in range(run.n_spans)]
    from .ingest import read  # noqa: F401  (loaded here, so that forked decoders have it)

    method = settings.start_method or ("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    out = []
    with cf.ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method)) as pool:
        ahead = _Ahead(pool, run, todo, settings, settings.resolved_memory_budget() // workers)
        try:
            for i in range(run.n_spans):
                if i not in todo and i not in ahead.futs:
                    out.append(analyze_span(run, i, settings, progress))
                    continue
                ahead.submit_until(i)
                out.append(_with_hang(_computed(run, i, settings, decoded=ahead.decoded(i, progress))[0], run,
                                      settings))
        finally:
            ahead.discard()
    return out


# --- the Analysis saved beside its run ------------------------------------------------------------------------------

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
    from .align.frame import Frame

    root, key, blob = _cached(run, index, settings)
    stored = cache.load_frame(root, key) if blob is not None else None
    if stored and stored[:_DIGEST] == _digest(blob) and Frame.from_bytes(stored[_DIGEST:]) is not None:
        try:
            blob = _renamed(blob, run.name)
            Analysis.from_json(blob)
            return blob, stored[_DIGEST:]
        except (ValueError, TypeError, KeyError):
            pass
    a, _, frame = _computed(run, index, settings, progress)
    return a.to_json().encode(), frame.to_bytes()


class CannotSave(Exception):
    """The saved Analysis could not be written beside its run (the message names the file and why)."""


def save_beside(path: "str | os.PathLike[str] | RunFiles", settings: Settings = Settings(),
                progress: "Progress | None" = None) -> "tuple[str, cache.SavedRun, int]":
    """Write the Analysis of the run directory ``path`` (local or fsspec URL) beside it, as ``cache.SAVED_NAME``:
    every span's with ``span="all"``, else the span ``settings`` chooses, each with its clock frame and its key
    (``cache.analysis_key`` of the files by ``cache.saved_file_key``). A local run is read by its absolute path
    (the Analysis names its files so). Returns the file written, what it holds and its size in bytes. Raises
    ValueError for explicit trace files (no run directory), CannotSave when the file cannot be written."""
    if isinstance(path, (str, os.PathLike)) and not is_url(str(path)):
        path = os.path.abspath(path)
    run = _run_files(path)
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
    names = sorted({i[0] for i in ids.symmetric_difference(map(tuple, span.files))})
    if not names:
        return "its key is not that of its own inputs"
    more = f" and {len(names) - 3} more" if len(names) > 3 else ""
    return f"saved from other trace files than the run has now ({', '.join(names[:3])}{more} differ)"


def _saved_span(doc: "cache.SavedRun", run: RunFiles, index: int, settings: Settings) -> tuple[bytes, bytes | None]:
    """The Analysis JSON and frame bytes ``doc`` holds for span ``index`` of ``run`` as it is now and
    ``settings``; ValueError saying why it holds none."""
    from .align.frame import Frame

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
    if span.frame is not None and Frame.from_bytes(span.frame) is None:
        raise ValueError("damaged: its clock frame cannot be read")
    return blob, span.frame


def _relocated(blob: bytes, doc: "cache.SavedRun", run: RunFiles, index: int) -> bytes:
    """``blob`` as the Analysis of ``run`` where it is read from now: its name, and its files' directory in
    place of the one they were saved from."""
    here = _dir_of(run.span(index)[0].path)
    if doc.dir != here:
        old, new = (d + ("/" if is_url(d) else os.sep) for d in (doc.dir, here))
        blob = blob.replace(msgspec.json.encode(old)[1:-1], msgspec.json.encode(new)[1:-1])
    if not blob.startswith(_NAME_HEAD + msgspec.json.encode(doc.run) + b","):
        raise ValueError(f"damaged: it does not hold an Analysis of run {doc.run!r} ({SCHEMA})")
    return _renamed(blob, run.name)


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
        blob = _relocated(blob, doc, run, index)
        analysis = Analysis.from_json(blob)
    except Exception as e:  # whatever a file in a logdir holds, it is a miss with a reason
        why = str(e) if isinstance(e, (OSError, ValueError)) else f"{type(e).__name__}: {e}"
        return Saved(None, where, f"{where}: not used: {why}")
    root, key, cached = _cached(run, index, settings)
    if key and cached is None:
        cache.save_analysis(root, key, blob)
        if frame is not None:
            cache.save_frame(root, key, _digest(blob) + frame)
    return Saved(_with_hang(analysis, run, settings), where)
