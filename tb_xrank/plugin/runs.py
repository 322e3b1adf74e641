"""The runs under a logdir and their analyses, computed in the background.

A ``RunStore`` finds every run directory below the logdir (nested directories
too), analyses each in a bounded pool of background threads, and re-analyses a run
when its trace files change (new spans written during training). Readers never
wait: a run is ``loading`` (with its decode progress), ``ready`` or ``error``.
"""
import concurrent.futures as cf
import dataclasses
import logging
import threading
import time

from ..config import Settings
from ..ingest.discover import RunFiles, scan_runs
from ..engine import NothingToAnalyse, analyze_run

log = logging.getLogger("tb_xrank")


@dataclasses.dataclass
class Entry:
    """One run's state: what the UI shows while it loads, and the Analysis once it has one."""

    name: str
    files: RunFiles  # as the scan that started this analysis found them
    signature: tuple = ()
    state: str = "loading"  # loading | ready | error
    progress: float = 0.0
    error: str | None = None
    analysis: object = None
    version: int = 0  # analyses completed for this run: a UI reloads when it grows

    def status(self) -> dict:
        return {"name": self.name, "ranks": len(self.files.workers), "spans": self.files.n_spans,
                "state": self.state,
                "progress": round(self.progress, 3), "error": self.error, "version": self.version}


class RunStore:
    """Runs below ``logdir``, analysed in the background with at most ``max_workers`` at a time."""

    def __init__(self, logdir: str, settings: Settings = Settings(), max_workers: int = 2, rescan_s: float = 10.0):
        """``logdir`` is a local directory or an fsspec URL (``s3://bucket/logs``): a URL is listed once per
        rescan, recursively, and its files are read through fsspec."""
        self.logdir = logdir
        self.settings = settings
        self.rescan_s = rescan_s
        self._pool = cf.ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="xrank")
        self._lock = threading.Lock()
        self._entries: dict = {}
        self._scanned: float | None = None  # monotonic time of the last scan; None: never scanned
        self.error: str | None = None  # why the last scan of the logdir failed (it names the logdir or URL)

    def refresh(self, force: bool = False) -> None:
        """Rescan the logdir (at most every ``rescan_s`` seconds unless forced); analyse new or changed runs."""
        now = time.monotonic()
        if not force and self._scanned is not None and now - self._scanned < self.rescan_s:
            return
        self._scanned = now
        try:
            found = scan_runs(self.logdir)
        except Exception as e:  # no such bucket, access denied, endpoint down: keep what we had, say why
            msg = str(e) or type(e).__name__
            if msg != self.error:
                log.warning("xrank: cannot list the logdir: %s", msg)
            self.error = msg
            return
        self.error = None
        for name, files in found.items():
            self._update(name, files)

    def _update(self, name: str, files) -> None:
        """Analyse run ``name`` again when its files changed (the last answer stays shown while it loads)."""
        sig = tuple((f.path, f.size, f.mtime_ns, f.version) for fs in files.workers.values() for f in fs)
        with self._lock:
            e = self._entries.get(name)
            if e is not None and e.signature == sig:
                return
            fresh = Entry(name, files, sig, version=e.version if e is not None else 0)
            if e is not None and e.analysis is not None:
                fresh.analysis = e.analysis
            self._entries[name] = fresh
        self._pool.submit(self._analyse, fresh, files)

    def _analyse(self, entry: Entry, files) -> None:
        def progress(done: int, total: int, done_bytes: int, total_bytes: int, elapsed: float) -> None:
            entry.progress = 0.9 * done_bytes / max(total_bytes, 1)
        try:
            entry.analysis = analyze_run(files, self.settings, progress)
            entry.state, entry.progress = "ready", 1.0
            entry.version += 1
        except NothingToAnalyse as e:
            entry.state, entry.error = "error", f"nothing could be analysed: {e}"
        except Exception as e:  # a broken run must not take the server down
            entry.state, entry.error = "error", f"{type(e).__name__}: {e}"

    def list(self) -> list:
        self.refresh()
        with self._lock:
            return [e.status() for e in sorted(self._entries.values(), key=lambda e: e.name)]

    def get(self, name: str) -> Entry | None:
        """The entry of a discovered run, or None: names are looked up, never turned into paths."""
        self.refresh()
        with self._lock:
            return self._entries.get(name)

    def wait(self, name: str, timeout: float = 60.0) -> Entry | None:
        """Block until a run has finished loading (for tests and scripts)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            e = self.get(name)
            if e is not None and e.state != "loading":
                return e
            time.sleep(0.02)
        return self.get(name)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
