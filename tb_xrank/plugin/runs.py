"""The runs under a logdir (or the directories of TensorBoard's ``--logdir_spec``) and their analyses, computed
in the background.

A ``RunStore`` finds every run directory below the logdir (nested directories
too), analyses each in a bounded pool of background threads, and re-analyses a run
when its trace files change (new spans written during training). Runs wait in one
queue: the run the tab opens on (``first``: ``--xrank_run``) goes before the others,
and a run someone asks for (``want``) moves to its front. Readers never
wait: a run is ``loading`` (with its decode progress), ``ready`` or ``error``. A run
with an Analysis saved beside it for its current files and the store's settings
(``tb-xrank analyze RUN --save``) is ready as soon as it is found: no trace is read.
"""
import concurrent.futures as cf
import dataclasses
import logging
import os
import re
import threading
import time
import typing

from ..config import Settings
from ..ingest.discover import RunFiles, scan_runs
from ..engine import NothingToAnalyse, analyze_run, saved_analysis

if typing.TYPE_CHECKING:
    from collections.abc import Mapping

    from ..model import Analysis

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
    analysis: "Analysis | None" = None
    version: int = 0  # analyses completed for this run: a UI reloads when it grows
    saved: str | None = None  # the saved Analysis served (its file), None when it was computed
    warnings: list = dataclasses.field(default_factory=list)  # why a saved Analysis beside the run was not used

    def status(self) -> dict:
        return {"name": self.name, "ranks": len(self.files.workers), "spans": self.files.n_spans,
                "state": self.state, "progress": round(self.progress, 3), "error": self.error,
                "version": self.version, "saved": self.saved, "warnings": list(self.warnings)}


_URL = re.compile(r"[A-Za-z][A-Za-z0-9.+-]*://")


def parse_logdir_spec(spec: str) -> "dict[str, str | None]":
    """TensorBoard's ``--logdir_spec`` as ``{directory or URL: group name, or None}``: comma-separated entries
    ``NAME:PATH`` or ``PATH``. An entry that is a URL, starts with ``/`` or a drive letter has no name (the colon
    is the path's); a local path is made absolute with ``~`` expanded, as TensorBoard does."""
    out = {}
    for item in spec.split(","):
        name, path = None, item
        if not _URL.match(item) and ":" in item and not item.startswith("/") and not os.path.splitdrive(item)[0]:
            name, _, path = item.partition(":")
        if not _URL.match(path):
            path = os.path.realpath(os.path.expanduser(path))
        out[path] = name
    return out


def run_name(group: str | None, rel: str) -> str:
    """A run's name under a ``--logdir_spec`` group, as TensorBoard names the group's runs: ``group/rel``, with
    ``rel`` ``.`` for the group's directory itself; ``rel`` alone for an unnamed group (and for ``--logdir``)."""
    return f"{group}/{rel}" if group else rel


class RunStore:
    """Runs below ``logdir``, analysed in the background with at most ``max_workers`` at a time."""

    def __init__(self, logdir: "str | Mapping[str, str | None]", settings: Settings = Settings(),
                 max_workers: int = 2, rescan_s: float = 10.0, first: str | None = None):
        """``logdir`` is a local directory or an fsspec URL (``s3://bucket/logs``): a URL is listed once per
        rescan, recursively, and its files are read through fsspec. Or ``{directory or URL: group name or
        None}`` (``parse_logdir_spec``): the runs of each, named by ``run_name``. ``first``: the run analysed
        before the others (the one the tab opens on); the others in their names' order."""
        self.logdir = logdir
        self.first = first
        self.roots = {logdir: None} if isinstance(logdir, str) else dict(logdir)
        self.settings = settings
        self.rescan_s = rescan_s
        self._pool = cf.ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="xrank")
        self._lock = threading.Lock()
        self._entries: dict = {}
        self._queue: list = []  # entries waiting for a worker, the next first; one pool task each
        self._scanned: float | None = None  # monotonic time of the last scan; None: never scanned
        self.error: str | None = None  # why the last scan of the logdir failed (it names the logdir or URL)
        self._conflicts: set = set()  # (name, directory) of runs not shown: another run has their name

    def refresh(self, force: bool = False) -> None:
        """Rescan the logdir (at most every ``rescan_s`` seconds unless forced); analyse new or changed runs."""
        now = time.monotonic()
        if not force and self._scanned is not None and now - self._scanned < self.rescan_s:
            return
        self._scanned = now
        found, errors = self._scan()
        msg = "; ".join(errors) or None
        if msg and msg != self.error:
            log.warning("xrank: cannot list the logdir: %s", msg)
        self.error = msg
        for name in sorted(found, key=lambda n: n != self.first):  # the first run queued before the others
            self._update(name, found[name])

    def _scan(self) -> tuple[dict, list]:
        """``({run name: RunFiles}, [why a directory could not be listed])`` over every root; a root that cannot
        be listed (no such bucket, access denied, endpoint down) leaves its runs as they were."""
        found: dict = {}
        errors: list = []
        for root, group in self.roots.items():
            try:
                runs = scan_runs(root)
            except Exception as e:
                errors.append(str(e) or type(e).__name__)
                continue
            for rel, files in runs.items():
                name = run_name(group, rel)
                if name in found:
                    if (name, files.path) not in self._conflicts:
                        self._conflicts.add((name, files.path))
                        log.warning("xrank: two runs named %r: %s is shown, %s is not", name, found[name].path,
                                    files.path)
                    continue
                found[name] = files if files.name == name else dataclasses.replace(files, name=name)
        return found, errors

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
        if not self._serve_saved(fresh):
            self._enqueue(fresh)

    def _enqueue(self, entry: Entry) -> None:
        """Queue ``entry``: in the place of an older one of its run still waiting, else the first run at the front
        and any other at the back."""
        with self._lock:
            older = [i for i, e in enumerate(self._queue) if e.name == entry.name]
            if older:
                self._queue[older[0]] = entry
                return  # the older one's task analyses it
            self._queue.insert(0 if entry.name == self.first else len(self._queue), entry)
        self._pool.submit(self._next)

    def want(self, name: str) -> None:
        """Someone is waiting for run ``name``: if it waits for a worker, it is analysed next."""
        with self._lock:
            waiting = [e for e in self._queue if e.name == name]
            if waiting:
                self._queue.remove(waiting[0])
                self._queue.insert(0, waiting[0])

    def _next(self) -> None:
        """One pool task: analyse the entry at the front of the queue."""
        with self._lock:
            if not self._queue:
                return
            entry = self._queue.pop(0)
        self._analyse(entry, entry.files)

    def _serve_saved(self, entry: Entry) -> bool:
        """Serve the Analysis saved beside the run when it is that of its files and these settings (True);
        otherwise say why a saved one was not used, if there was one (False)."""
        got = saved_analysis(entry.files, self.settings)
        if got.reason:
            log.warning("xrank: %s", got.reason)
            entry.warnings = [got.reason]
        if got.analysis is None:
            return False
        entry.analysis, entry.saved, entry.state, entry.progress = got.analysis, got.path, "ready", 1.0
        entry.version += 1
        return True

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
