"""Which trace files make up a run, which worker and span each belongs to.

A run is a directory of ``<worker>.<time_ns>.pt.trace.json[.gz]`` files (the
torch-tb-profiler naming). Several files of one worker are *spans* (profiler
windows); span *i* of every worker is one window, matched by order. Explicit
trace files with other names (any Chrome trace ``*.json[.gz]``) are accepted too.

Paths may be local or fsspec URLs (``s3://bucket/logdir/run``, ``gs://...``,
``hdfs://...``, ``memory://...``): every file-system operation on a URL goes
through fsspec (no ``os.path`` on URLs), and a remote directory is read with one
listing, whose entries already carry what the cache key needs (size, a
modification time, and where the store gives one an ETag or generation). Errors
of remote storage become ``FileNotFoundError`` (no such bucket, prefix or object)
or ``RemoteError`` (access denied, endpoint unreachable, client library missing),
each naming the URL.
"""
import contextlib
import dataclasses
import datetime
import io
import os
import posixpath
import re
import typing

if typing.TYPE_CHECKING:
    from collections.abc import Iterable

    # what names a run: its directory (local path or fsspec URL), or its trace files
    PathOrFiles: typing.TypeAlias = (str | os.PathLike[str] | list[str | os.PathLike[str]]
                                     | tuple[str | os.PathLike[str], ...])

TRACE_RE = re.compile(r"^(.*?)(\.\d+)?\.pt\.trace\.json(\.gz)?$")
ANY_TRACE_RE = re.compile(r"\.json(\.gz)?$")

# fsspec implementations name a file's modification time and content version differently:
# s3fs LastModified/ETag, gcsfs updated/generation, adlfs last_modified/etag, local and sftp mtime, ...
_MTIME_KEYS = ("mtime", "LastModified", "last_modified", "updated", "modified", "modificationTime",
               "time", "timeCreated", "created")
_VERSION_KEYS = ("ETag", "etag", "generation", "VersionId", "version_id", "md5Hash", "crc32c", "checksum", "md5")


class RemoteError(ConnectionError):
    """A remote logdir, run or trace file could not be read: access denied, endpoint unreachable, the fsspec
    implementation of its protocol not installed. The message names the URL."""


@dataclasses.dataclass(frozen=True)
class TraceFile:
    """One trace file: where it is, whose it is and which window it records.

    ``mtime_ns`` is the modification time in ns (a remote store's ``LastModified``/``mtime``, often to the
    second); ``version`` is the remote store's content version (ETag, generation) or '' locally. Both are part
    of the cache key, so an object rewritten within the same second is still seen as changed.
    """

    path: str
    worker: str
    time_ns: int
    size: int
    mtime_ns: int
    version: str = ""


@dataclasses.dataclass(frozen=True)
class RunFiles:
    """The trace files of one run, grouped by worker (each worker's spans in time order)."""

    name: str
    workers: dict  # worker -> tuple[TraceFile, ...]
    path: str = ""  # the run directory (local path or URL); '' for explicit files

    @property
    def n_spans(self) -> int:
        return max((len(v) for v in self.workers.values()), default=0)

    def span(self, index: int) -> list:
        """Files of span ``index`` (0-based) for every worker that has one."""
        return [files[index] for files in self.workers.values() if index < len(files)]

    def common_spans(self) -> int:
        return min((len(v) for v in self.workers.values()), default=0)


def is_url(path: str) -> bool:
    """True for fsspec URLs (``s3://``, ``gs://``, ``simplecache::s3://``...); ``file://`` counts as local."""
    return "://" in path and not path.startswith("file://")


def _fs(path: str):
    """``(fsspec filesystem, path inside it)`` for a URL, ``(None, local path)`` otherwise."""
    if not is_url(path):
        return None, path[len("file://"):] if path.startswith("file://") else path
    try:
        import fsspec

        return fsspec.core.url_to_fs(path)
    except ImportError as e:
        raise RemoteError(f"{path}: {e} (pip install 'tb_xrank[remote]' installs s3fs and gcsfs)") from None
    except ValueError as e:  # "Protocol not known"
        raise ValueError(f"{path}: {e}") from None
    except Exception as e:
        raise RemoteError(f"{path}: cannot open its filesystem ({type(e).__name__}: {e})") from None


@contextlib.contextmanager
def _remote(url: str, missing: str):
    """Translate what a remote store raises into FileNotFoundError / RemoteError naming ``url``."""
    try:
        yield
    except RemoteError:
        raise
    except FileNotFoundError as e:
        detail = str(e.args[0]) if e.args else ""
        # s3fs says "The specified bucket does not exist" for a bucket, the bare key for a prefix
        detail = f" ({detail})" if detail and detail.strip("/") not in url else ""
        raise FileNotFoundError(f"{url}: {missing}{detail}") from None
    except PermissionError as e:
        raise RemoteError(f"{url}: access denied ({e})") from None
    except Exception as e:  # botocore/aiohttp/google errors, timeouts: whatever the implementation raises
        raise RemoteError(f"{url}: cannot read from the storage ({type(e).__name__}: {e})") from None


def parse_name(basename: str) -> tuple[str, int]:
    """``(worker, time_ns)`` for a trace file name; ``time_ns`` is 0 when the name carries none."""
    m = TRACE_RE.match(basename)
    if m:
        return m.group(1), int(m.group(2)[1:]) if m.group(2) else 0
    m = ANY_TRACE_RE.search(basename)
    return (basename[: m.start()] if m else basename), 0


def _to_ns(value) -> int:
    """A modification time in any of the forms fsspec implementations give, as integer ns since the epoch."""
    if isinstance(value, datetime.datetime):
        return int(round(value.timestamp() * 1e6)) * 1000
    if isinstance(value, str):
        try:
            value = float(value)
        except ValueError:
            try:
                return _to_ns(datetime.datetime.fromisoformat(value.replace("Z", "+00:00")))
            except ValueError:
                return 0
    if isinstance(value, (int, float)):
        v = float(value)
        # seconds, ms (webhdfs), us or ns, told apart by magnitude (1e11 s is the year 5138)
        scale = 1e9 if v < 1e11 else 1e6 if v < 1e14 else 1e3 if v < 1e17 else 1.0
        return int(v * scale)
    return 0


def remote_stat(info: dict) -> tuple[int, int, str]:
    """``(size, mtime_ns, version)`` from an fsspec ``info``/``ls(detail=True)`` entry."""
    mtime = next((info[k] for k in _MTIME_KEYS if info.get(k) not in (None, "")), None)
    version = next((info[k] for k in _VERSION_KEYS if info.get(k) not in (None, "")), "")
    size = info.get("size", info.get("Size")) or 0
    return int(size), _to_ns(mtime) if mtime is not None else 0, str(version).strip('"')


def _local_file(p: str) -> TraceFile:
    st = os.stat(p)
    worker, time_ns = parse_name(os.path.basename(p))
    return TraceFile(p, worker, time_ns, st.st_size, st.st_mtime_ns)


def _remote_file(url: str, info: dict) -> TraceFile:
    size, mtime_ns, version = remote_stat(info)
    worker, time_ns = parse_name(posixpath.basename(url.rstrip("/")))
    return TraceFile(url, worker, time_ns, size, mtime_ns, version)


def _child_url(fs, url: str, root: str, name: str) -> str:
    """The URL of entry ``name`` below ``url`` (whose path in ``fs`` is ``root``), spelled like ``url``."""
    root = root.rstrip("/")
    if root and name.startswith(root + "/"):
        return url.rstrip("/") + "/" + name[len(root) + 1:]
    return fs.unstrip_protocol(name)


def _pick(names):
    """The trace files of a run directory: profiler-named ones, else (other tools) every ``*.json[.gz]``."""
    return [n for n in names if TRACE_RE.match(n)] or [n for n in names if ANY_TRACE_RE.search(n)]


def _group(name: str, files, path: str = "") -> RunFiles:
    workers: dict[str, list[TraceFile]] = {}
    for tf in files:
        workers.setdefault(tf.worker, []).append(tf)
    ordered = {w: tuple(sorted(v, key=lambda f: (f.time_ns, f.path))) for w, v in sorted(workers.items())}
    return RunFiles(name, ordered, path)


def _explicit(paths, name):
    files = []
    for p in paths:
        if is_url(p):
            fs, inner = _fs(p)
            with _remote(p, "no such trace file"):
                files.append(_remote_file(p, fs.info(inner)))
        else:
            files.append(_local_file(_fs(p)[1]))
    if name is None and paths:
        first = paths[0]
        if is_url(first):
            name = posixpath.basename(posixpath.dirname(_fs(first)[1].rstrip("/")))
        else:
            name = os.path.basename(os.path.dirname(os.path.abspath(_fs(first)[1])))
    return _group(name or "", files)


def _discover_remote(url: str, name) -> RunFiles:
    fs, root = _fs(url)
    root = root.rstrip("/")
    with _remote(url, "no such directory"):
        fs.invalidate_cache(root)  # new span files written since the last look must show
        entries = fs.ls(root, detail=True)
    files = [e for e in entries if e.get("type", "file") == "file"]
    if len(entries) == 1 and len(files) == 1 and files[0]["name"].rstrip("/") == root:
        # the URL is one trace file, already described by the listing
        return _group(name if name is not None else posixpath.basename(posixpath.dirname(root)),
                      [_remote_file(url, files[0])])
    by_base = {posixpath.basename(e["name"].rstrip("/")): e for e in files}
    pick = _pick(sorted(by_base))
    if not pick:
        raise FileNotFoundError(f"{url}: no trace files (*.pt.trace.json[.gz] or *.json[.gz])")
    tfs = [_remote_file(_child_url(fs, url, root, by_base[b]["name"]), by_base[b]) for b in pick]
    return _group(name or posixpath.basename(root), tfs, url)


def discover_run(path_or_files: "PathOrFiles", name: str | None = None) -> RunFiles:
    """Group the trace files of a run directory (or an explicit list of trace files) by worker.

    Raises FileNotFoundError when the directory does not exist or holds no trace file, RemoteError when
    remote storage cannot be read.
    """
    if isinstance(path_or_files, (list, tuple)):
        return _explicit([str(p) for p in path_or_files], name)
    path = str(path_or_files)
    if is_url(path):
        return _discover_remote(path, name)
    root = _fs(path)[1]
    root = root.rstrip("/") or "/"
    if os.path.isfile(root):
        return _explicit([root], name)
    if not os.path.isdir(root):
        raise FileNotFoundError(f"{path}: no such directory")
    names = [n for n in sorted(os.listdir(root)) if os.path.isfile(os.path.join(root, n))]
    pick = _pick(names)
    if not pick:
        raise FileNotFoundError(f"{path}: no trace files (*.pt.trace.json[.gz] or *.json[.gz])")
    return _group(name or os.path.basename(root), [_local_file(os.path.join(root, n)) for n in pick], path)


def is_run_dir(names: "Iterable[str]") -> bool:
    return any(TRACE_RE.match(n) for n in names)


def _scan_remote(logdir: str) -> dict:
    """One recursive listing of ``logdir``: ``{relative name: RunFiles}``."""
    fs, root = _fs(logdir)
    root = root.rstrip("/")
    with _remote(logdir, "no such bucket or directory"):
        fs.invalidate_cache(root)
        found = fs.find(root, detail=True)
    dirs: dict[str, list[tuple[str, dict]]] = {}
    for p, info in found.items():
        if info.get("type", "file") != "file":
            continue
        parent, _, base = p.rstrip("/").rpartition("/")
        if TRACE_RE.match(base) and (parent == root or parent.startswith(root + "/")):
            dirs.setdefault(parent, []).append((base, info))
    runs = {}
    for parent, entries in dirs.items():
        rel = parent[len(root):].strip("/")
        url = logdir.rstrip("/") + ("/" + rel if rel else "")
        tfs = [_remote_file(url + "/" + base, info) for base, info in entries]
        runs[rel or "."] = _group(rel or ".", tfs, url)
    return dict(sorted(runs.items()))


def scan_runs(logdir: str) -> dict:
    """Every run under ``logdir`` with its files: ``{relative name: RunFiles}`` (one listing for a URL).

    Raises FileNotFoundError / RemoteError when a remote logdir cannot be listed; a local or remote logdir
    that does not exist yet (training not started) has no runs.
    """
    if is_url(logdir):
        return _scan_remote(logdir)
    runs = {}
    for name, d in find_runs(logdir).items():
        try:
            runs[name] = discover_run(d, name)
        except OSError:  # removed while we looked
            continue
    return runs


def find_runs(logdir: str) -> dict:
    """Every run under ``logdir`` (nested directories too): ``{relative name: directory or URL}``."""
    if is_url(logdir):
        return {name: run.path for name, run in _scan_remote(logdir).items()}
    root = _fs(logdir)[1]
    runs = {}
    for d, _dirs, files in os.walk(root):
        if is_run_dir(files):
            rel = os.path.relpath(d, root).replace(os.sep, "/")
            runs["." if rel == "." else rel] = d
    return dict(sorted(runs.items()))


def open_bytes(path: str) -> bytes:
    """The raw bytes of a file, local or remote."""
    fs, p = _fs(path)
    if fs is None:
        with open(p, "rb") as f:
            return f.read()
    with _remote(path, "no such object"):
        return fs.cat_file(p)


def open_stream(path: str) -> io.BufferedIOBase:
    """A seekable binary file object on a file, local or remote, for reading it a block at a time."""
    fs, p = _fs(path)
    if fs is None:
        return open(p, "rb")
    with _remote(path, "no such object"):
        return fs.open(p, "rb")
