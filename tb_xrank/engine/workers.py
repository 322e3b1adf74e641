"""Decoding processes: each trace file of a span read into its rank table (and cached), in a pool of local processes,
as tasks on a Dask cluster, or here; and one pool that decodes the files of later spans ahead of the span being
assembled. A table decoded elsewhere comes back through a file (the cache's entry, or a temporary one).
"""
import contextlib
import os
import tempfile
import time
import typing

from ..config import Settings
from ..ingest import cache

if typing.TYPE_CHECKING:
    import concurrent.futures as cf
    from collections.abc import Callable, Sequence

    from ..ingest.discover import RunFiles, TraceFile
    from ..ingest.read import Read

    # progress(files read, files, bytes read, bytes, seconds)
    Progress: typing.TypeAlias = Callable[[int, int, int, int, float], None]


class _Handed:
    """A decoded table handed from a decoding process through a file: the cache's entry, or a temporary file
    under ``Settings.park_dir`` (bench/README.md: why not the pool's pipe)."""

    def __init__(self, path: str, temporary: bool):
        self.path, self.temporary = path, temporary

    def load(self) -> "Read":
        """The table, or the reason it could not be read back."""
        from ..ingest.read import Read

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


@typing.overload
def _decode_job(tf, cache_root, budget: int, park: None = None) -> "Read": ...
@typing.overload
def _decode_job(tf, cache_root, budget: int, park: str | None) -> "Read | _Handed": ...


def _decode_job(tf, cache_root, budget: int, park: str | None = None) -> "Read | _Handed":
    """Read one file within ``budget`` bytes (and cache its table); with ``park`` (a folder), a ``_Handed``
    where a file can carry the table back from a decoding process."""
    from ..ingest.read import read_file

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
    from ..ingest.decode import expected_peak

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
    from ..ingest.read import Read

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
    from ..ingest.cluster import decode_on_cluster

    assert settings.scheduler  # Settings refuses the dask engine without one
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



def decoding_pool(settings: Settings, workers: int) -> "cf.ProcessPoolExecutor":
    """A pool of ``workers`` decoding processes, started as ``settings.start_method`` says (fork where the platform
    has it, else spawn)."""
    import concurrent.futures as cf
    import multiprocessing

    from ..ingest import read  # noqa: F401  (loaded here, so that forked decoders have it)

    method = settings.start_method or ("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    return cf.ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method))


def _decode_pooled(todo, root, budget: int, workers: int, settings: Settings, got: _Collected, meanwhile) -> None:
    """Decode ``todo`` in ``workers`` local processes, largest file first, each within ``budget`` bytes;
    ``meanwhile()`` runs here while they do."""
    import concurrent.futures as cf

    park = park_dir(settings)
    futs = {}
    try:
        with decoding_pool(settings, workers) as pool:
            futs = {pool.submit(_decode_job, tf, root, budget, park): tf
                    for tf in sorted(todo, key=lambda f: -f.size)}
            if meanwhile:
                meanwhile()
            for fut in cf.as_completed(futs):
                t = fut.result()
                got.add(futs[fut], t.load() if isinstance(t, _Handed) else t)
    finally:
        _discard_unread(futs)


def pooled(todo: "Sequence[TraceFile]", settings: Settings, workers: int) -> bool:
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
    in_pool = pooled(todo, settings, workers)
    if meanwhile and not in_pool:
        meanwhile()
    if settings.engine == "dask" and todo:
        _decode_on_cluster(todo, settings, root, got)
    elif in_pool:
        _decode_pooled(todo, root, budget, workers, settings, got, meanwhile)
    else:
        for tf in todo:
            got.add(tf, _decode_job(tf, root, budget))
    return got.reads()


AHEAD = 2  # spans whose files are handed to the decoding processes before the span being assembled is done


class Ahead:
    """The files of the spans to compute, handed to one pool of decoding processes ``AHEAD`` spans ahead of the
    span whose pipeline runs here, so that the processes decode while this one assembles."""

    def __init__(self, pool: "cf.ProcessPoolExecutor", run: "RunFiles", todo: list, settings: Settings, budget: int):
        self.pool, self.run, self.todo, self.settings, self.budget = pool, run, list(todo), settings, budget
        self.root = settings.resolved_cache_dir() if settings.cache else None
        self.park = park_dir(settings)
        self.futs: dict = {}

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

