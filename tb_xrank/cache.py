"""On-disk cache of decoded rank tables and whole analyses.

Keys hash what determines the content: a table by (path, size, mtime, tool
version; for remote files also the ETag or generation that fsspec lists); an
analysis by every input file's key plus the settings that change the answer.
Writes are atomic (temporary file, then rename); an unreadable entry is a miss.
"""
import hashlib
import json
import os
import pickle
import tempfile

from . import __version__


def file_key(tf) -> str:
    """A trace file's key: path (or URL), size, mtime and tool version, plus the remote store's content version
    (ETag, generation) where it gives one: its modification times are often to the second only."""
    return hashlib.sha1(f"{tf.path}|{tf.size}|{tf.mtime_ns}|{tf.version}|{__version__}".encode()).hexdigest()


def analysis_key(files, settings_key: dict, span: int) -> str:
    parts = sorted(file_key(f) for f in files)
    blob = json.dumps({"files": parts, "settings": settings_key, "span": span, "version": __version__},
                      sort_keys=True)
    return hashlib.sha1(blob.encode()).hexdigest()


def _path(root: str, kind: str, key: str, ext: str) -> str:
    return os.path.join(root, kind, key[:2], key + ext)


def _write(path: str, data: bytes) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def read_pickle(path: str):
    """The object pickled at ``path``, or None when it cannot be read back (a miss)."""
    try:
        with open(path, "rb") as f:
            return pickle.load(f)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, ValueError):
        return None


def write_pickle(path: str, obj) -> str | None:
    """Pickle ``obj`` to ``path`` atomically; the path, or None when it could not be written (nothing is left)."""
    try:
        _write(path, pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL))
    except OSError:
        return None
    return path


def load_table(root: str, tf):
    return read_pickle(_path(root, "tables", file_key(tf), ".pkl"))


def save_table(root: str, tf, table) -> str | None:
    """Cache a rank table; its entry's path, or None when it could not be written."""
    return write_pickle(_path(root, "tables", file_key(tf), ".pkl"), table)


def load_analysis(root: str, key: str):
    try:
        with open(_path(root, "analysis", key, ".json"), "rb") as f:
            return f.read()
    except OSError:
        return None


def save_analysis(root: str, key: str, blob: bytes) -> None:
    try:
        _write(_path(root, "analysis", key, ".json"), blob)
    except OSError:
        pass
