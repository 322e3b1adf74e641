"""Which trace files make up a run, which worker and span each belongs to.

A run is a directory of ``<worker>.<time_ns>.pt.trace.json[.gz]`` files (the
torch-tb-profiler naming). Several files of one worker are *spans* (profiler
windows); span *i* of every worker is one window, matched by order. Explicit
trace files with other names (any Chrome trace ``*.json[.gz]``) are accepted too.
Paths may be local or fsspec URLs (``s3://...``).
"""
import dataclasses
import os
import re

TRACE_RE = re.compile(r"^(.*?)(\.\d+)?\.pt\.trace\.json(\.gz)?$")
ANY_TRACE_RE = re.compile(r"\.json(\.gz)?$")


@dataclasses.dataclass(frozen=True)
class TraceFile:
    """One trace file: where it is, whose it is and which window it records."""

    path: str
    worker: str
    time_ns: int
    size: int
    mtime_ns: int


@dataclasses.dataclass(frozen=True)
class RunFiles:
    """The trace files of one run, grouped by worker (each worker's spans in time order)."""

    name: str
    workers: dict  # worker -> tuple[TraceFile, ...]

    @property
    def n_spans(self) -> int:
        return max((len(v) for v in self.workers.values()), default=0)

    def span(self, index: int) -> list:
        """Files of span ``index`` (0-based) for every worker that has one."""
        return [files[index] for files in self.workers.values() if index < len(files)]

    def common_spans(self) -> int:
        return min((len(v) for v in self.workers.values()), default=0)


def _fs(path: str):
    if "://" in path and not path.startswith("file://"):
        import fsspec

        fs, root = fsspec.core.url_to_fs(path)
        return fs, root
    return None, path[len("file://"):] if path.startswith("file://") else path


def parse_name(basename: str):
    """``(worker, time_ns)`` for a trace file name; ``time_ns`` is 0 when the name carries none."""
    m = TRACE_RE.match(basename)
    if m:
        return m.group(1), int(m.group(2)[1:]) if m.group(2) else 0
    m = ANY_TRACE_RE.search(basename)
    return (basename[: m.start()] if m else basename), 0


def _stat(fs, path):
    if fs is None:
        st = os.stat(path)
        return st.st_size, st.st_mtime_ns
    info = fs.info(path)
    mtime = info.get("mtime") or info.get("LastModified") or info.get("last_modified") or 0
    if hasattr(mtime, "timestamp"):
        mtime = mtime.timestamp()
    return int(info.get("size") or 0), int(float(mtime) * 1e9)


def is_run_dir(names) -> bool:
    return any(TRACE_RE.match(n) for n in names)


def discover_run(path_or_files, name: str = None) -> RunFiles:
    """Group the trace files of a run directory (or an explicit list of trace files) by worker.

    Raises FileNotFoundError when the directory holds no trace file.
    """
    if isinstance(path_or_files, (list, tuple)):
        paths = list(path_or_files)
        fs = None
        if paths and "://" in paths[0]:
            fs, _ = _fs(paths[0])
        run_name = name or (os.path.basename(os.path.dirname(os.path.abspath(paths[0]))) if paths else "")
    else:
        fs, root = _fs(str(path_or_files))
        root = root.rstrip("/") or "/"
        if fs is None:
            if os.path.isfile(root):
                return discover_run([root], name)
            if not os.path.isdir(root):
                raise FileNotFoundError(f"{path_or_files}: no such directory")
            names = [n for n in sorted(os.listdir(root)) if os.path.isfile(os.path.join(root, n))]
            # other tools write other names: without any profiler-named file, take every *.json[.gz]
            pick = [n for n in names if TRACE_RE.match(n)] or [n for n in names if ANY_TRACE_RE.search(n)]
            paths = [os.path.join(root, n) for n in pick]
        else:
            entries = fs.ls(root, detail=False)
            prefix = str(path_or_files).split("://", 1)[0] + "://"
            paths = sorted(prefix + p for p in entries if TRACE_RE.match(os.path.basename(p)))
            paths = paths or sorted(prefix + p for p in entries if ANY_TRACE_RE.search(os.path.basename(p)))
        run_name = name or os.path.basename(root)
        if not paths:
            raise FileNotFoundError(f"{path_or_files}: no trace files (*.pt.trace.json[.gz] or *.json[.gz])")
    workers = {}
    for p in paths:
        worker, time_ns = parse_name(os.path.basename(p))
        size, mtime = _stat(fs, p if fs is None else _fs(p)[1])
        workers.setdefault(worker, []).append(TraceFile(p, worker, time_ns, size, mtime))
    ordered = {w: tuple(sorted(v, key=lambda f: (f.time_ns, f.path))) for w, v in sorted(workers.items())}
    return RunFiles(run_name, ordered)


def find_runs(logdir: str) -> dict:
    """Every run under ``logdir`` (nested directories too): ``{relative name: directory}``."""
    fs, root = _fs(logdir)
    runs = {}
    if fs is None:
        for d, _dirs, files in os.walk(root):
            if is_run_dir(files):
                rel = os.path.relpath(d, root).replace(os.sep, "/")
                runs["." if rel == "." else rel] = d
        return dict(sorted(runs.items()))
    prefix = logdir.split("://", 1)[0] + "://"
    for d, _dirs, files in fs.walk(root):
        if is_run_dir(files):
            rel = d[len(root):].strip("/") or "."
            runs[rel] = prefix + d
    return dict(sorted(runs.items()))


def open_bytes(path: str) -> bytes:
    """The raw bytes of a file, local or remote."""
    fs, p = _fs(path)
    if fs is None:
        with open(p, "rb") as f:
            return f.read()
    with fs.open(p, "rb") as f:
        return f.read()
