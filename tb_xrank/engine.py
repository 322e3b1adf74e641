"""One analysis from files to the Analysis object: discover → read (decode, collectives) → pipeline (align →
clock → split → diagnose).

Only this module sequences the stages and does their I/O; each stage is a pure function of the previous one's
output. Rank tables are read in parallel processes (or as Dask tasks) and cached on disk, and so are the finished
Analysis and its clock frame. The pipeline's modules are imported while the workers decode.
"""
import contextlib
import os
import tempfile
import time
import typing

import msgspec

from .ingest import cache
from .model import SCHEMA, Analysis, NothingToAnalyse
from .config import Settings
from .ingest.discover import RunFiles, discover_run

if typing.TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from .align.frame import Frame
    from .align.ranks import RankInfo
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
    """The Analysis of one span of a run (``settings.span``; the latest span every rank has by default)."""
    run = _run_files(path)
    if settings.span == "all":
        raise ValueError("span='all' gives one Analysis per span: use analyze_spans")
    return analyze_span(run, span_index(run, settings), settings, progress)


def analyze_spans(path: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                  progress: "Progress | None" = None) -> list[Analysis]:
    """The Analysis of every span of a run, in order (``settings.span`` is not read)."""
    run = _run_files(path)
    return [analyze_span(run, i, settings, progress) for i in range(run.n_spans)]


def analyze_json(path: "PathOrFiles | RunFiles", settings: Settings = Settings(),
                 progress: "Progress | None" = None) -> bytes:
    """``analyze_run``'s Analysis as compact JSON (with ``span="all"``, a JSON array of every span's); a cached
    Analysis is returned as stored, never decoded."""
    run = _run_files(path)
    if settings.span == "all":
        return b"[" + b",".join(analyze_span_json(run, i, settings, progress) for i in range(run.n_spans)) + b"]"
    return analyze_span_json(run, span_index(run, settings), settings, progress)


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
    None)``); a stored blob that does not start as an Analysis of this schema counts as none."""
    root = settings.resolved_cache_dir() if settings.cache else None
    if not root:
        return None, None, None
    key = cache.analysis_key(run.span(index), settings.analysis_key(), index)
    blob = cache.load_analysis(root, key)
    return root, key, blob if blob is not None and blob.startswith(_SCHEMA_HEAD) else None


_SCHEMA_HEAD = f'{{"schema":"{SCHEMA}",'.encode()  # how Analysis.to_json() begins


def analyze_span(run: RunFiles, index: int, settings: Settings, progress: "Progress | None" = None) -> Analysis:
    """One span's Analysis: the cached one, else computed (and cached with its frame)."""
    blob = _cached(run, index, settings)[2]
    if blob is not None:
        try:
            return Analysis.from_json(blob)
        except (ValueError, TypeError, KeyError):
            pass
    return _computed(run, index, settings, progress)[0]


def _computed(run: RunFiles, index: int, settings: Settings, progress=None):
    """``(Analysis, {rank: RankInfo}, Frame)`` computed afresh (rank tables may come from the cache); the
    Analysis and its frame are cached."""
    a, ranks, frame = _assemble(run, index, settings, progress)
    root, key, _ = _cached(run, index, settings)
    if key:
        blob = a.to_json().encode()
        cache.save_analysis(root, key, blob)
        cache.save_frame(root, key, _digest(blob) + frame.to_bytes())
    return a, ranks, frame


def analyze_span_json(run: RunFiles, index: int, settings: Settings, progress: "Progress | None" = None) -> bytes:
    """``analyze_span``'s Analysis as compact JSON: a cached one as stored, checked as well-formed JSON only."""
    blob = _cached(run, index, settings)[2]
    if blob is not None:
        try:
            msgspec.json.decode(blob, type=msgspec.Raw)  # whole and well-formed, or computed again
            return blob
        except msgspec.DecodeError:
            pass
    return analyze_span(run, index, settings, progress).to_json().encode()


def analyze_span_frame(run: RunFiles, index: int, settings: Settings,
                       progress: "Progress | None" = None) -> "tuple[Analysis, dict[int, RankInfo], Frame]":
    """``(Analysis, {rank: RankInfo}, Frame)`` of one span: the Analysis, the rank tables it was computed from
    and the clock frame it was computed in, for surfaces that put the raw events on the Analysis' clock (the
    merged-trace export). A cached Analysis and frame are reused: only the rank tables are read again."""
    from .align.frame import Frame
    from .align.ranks import resolve_ranks

    root, key, blob = _cached(run, index, settings)
    stored = cache.load_frame(root, key) if blob is not None else None
    frame = Frame.from_bytes(stored[_DIGEST:]) if stored and stored[:_DIGEST] == _digest(blob) else None
    try:
        a = Analysis.from_json(blob) if frame is not None else None
    except (ValueError, TypeError, KeyError):
        a = None
    if a is not None:
        tables = [got.table for _, got in decode_all(run.span(index), settings, progress) if got.table is not None]
        ranks = resolve_ranks(tables, settings.host_map_rules())[0] if tables else {}
        if set(ranks) == set(frame.col):
            return a, ranks, frame
    if blob is None:
        return _computed(run, index, settings, progress)
    fresh = _assemble(run, index, settings, progress)  # the stored Analysis is kept; its frame is stored beside it
    if fresh[0].to_json().encode() == blob:  # only when this is the Analysis stored
        cache.save_frame(root, key, _digest(blob) + fresh[2].to_bytes())
    return fresh


_DIGEST = 32


def _digest(blob: bytes) -> bytes:
    """What ties a stored frame to the stored Analysis it was computed with: the SHA-256 of its JSON."""
    import hashlib

    return hashlib.sha256(blob).digest()


def _assemble(run: RunFiles, index: int, settings: Settings, progress=None):
    """The pipeline over one span's decoded files: ``(Analysis, {rank: RankInfo}, Frame)``."""
    files = run.span(index)
    decoded = decode_all(files, settings, progress, meanwhile=_assembly)
    tables = [got.table for _, got in decoded if got.table is not None]
    errors = [{"file": tf.path, "reason": got.reason} for tf, got in decoded if got.table is None]
    if not tables:
        raise NothingToAnalyse("; ".join(f"{e['file']}: {e['reason']}" for e in errors) or "no trace files")
    missing = sorted(set(run.workers) - {tf.worker for tf in files})
    return _assembly().build_frame(run.name, index, run.n_spans, tables, errors, settings, missing)


def _assembly():
    """The ``pipeline`` module, imported on first use: while the decode workers run, when that is possible."""
    from . import pipeline

    return pipeline
