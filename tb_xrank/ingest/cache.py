"""On-disk cache of decoded rank tables, whole analyses and the clock frame each analysis was computed in; and the
Analysis saved beside a run (``tb-xrank analyze RUN --save``).

Keys hash what determines the content: a table by (path, size, mtime, tool
version; for remote files also the ETag or generation that fsspec lists); an
analysis by every input file's key plus the settings that change the answer.
Writes are atomic (temporary file, then rename).

An entry is data, never code: a table is its arrays' raw bytes behind a msgpack description of its fields
(``tablecodec``); an analysis is its JSON text; a frame is the SHA-256 of the analysis it belongs to, then msgpack
of plain numbers (``align.frame.Frame.to_bytes``). Each starts with a magic and the SHA-256 of the rest. An entry
that is unreadable, does not match its checksum, or that ``tablecodec.decode_table`` refuses is a miss.

A saved Analysis is one JSON document, ``SAVED_NAME`` in the run directory (local or fsspec): per span the
Analysis' JSON, its clock frame, the SHA-256 of both, and the key it was computed for, ``analysis_key`` with
each file named by ``saved_file_key`` (its name in the run directory, size, mtime, content version), so that
it holds wherever the run directory is read from. Read with typed decoders only.
"""
import hashlib
import json
import os
import typing

import msgspec

from ..files import atomic_write
from ..version import __version__
from .discover import is_url, open_stream
from .tablecodec import DIGEST, decode_table, encode_table

if typing.TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from .discover import TraceFile
    from .tables import RankTable

ANALYSIS_MAGIC = b"XRANAL01"
FRAME_MAGIC = b"XRFRAME1"


def file_key(tf: "TraceFile") -> str:
    """A trace file's key: path (or URL), size, mtime and tool version, plus the remote store's content version
    (ETag, generation) where it gives one: its modification times are often to the second only."""
    return hashlib.sha1(f"{tf.path}|{tf.size}|{tf.mtime_ns}|{tf.version}|{__version__}".encode()).hexdigest()


def saved_file_key(tf: "TraceFile") -> str:
    """A trace file's key for an Analysis saved beside its run: ``file_key`` with the file's name in its run
    directory in place of its path, so that the saved Analysis holds wherever the run is read from."""
    name, size, mtime_ns, version = saved_file_id(tf)
    return hashlib.sha1(f"{name}|{size}|{mtime_ns}|{version}|{__version__}".encode()).hexdigest()


def saved_file_id(tf: "TraceFile") -> tuple[str, int, int, str]:
    """``(name in its run directory, size, mtime_ns, content version)``: what ``saved_file_key`` hashes."""
    return os.path.basename(tf.path), tf.size, tf.mtime_ns, tf.version


def analysis_key(files: "Iterable[TraceFile]", settings_key: dict, span: int,
                 ident: "Callable[[TraceFile], str]" = file_key) -> str:
    """An Analysis' key: every input file's ``ident`` (``file_key``; ``saved_file_key`` beside a run), the
    settings that change the answer, the span and the tool version."""
    parts = sorted(ident(f) for f in files)
    blob = json.dumps({"files": parts, "settings": settings_key, "span": span, "version": __version__},
                      sort_keys=True)
    return hashlib.sha1(blob.encode()).hexdigest()


def _path(root: str, kind: str, key: str, ext: str) -> str:
    return os.path.join(root, kind, key[:2], key + ext)


def _read(path: str) -> bytearray | None:
    """The bytes of ``path`` in a writable buffer (arrays viewing it can be written), or None."""
    try:
        with open(path, "rb") as f:
            buf = bytearray(os.fstat(f.fileno()).st_size)
            n = f.readinto(buf)
    except OSError:
        return None
    return buf if n == len(buf) else None


def read_table(path: str) -> "RankTable | None":
    """The RankTable stored at ``path``, or None (a miss) when it cannot be read back whole and consistent."""
    data = _read(path)
    return None if data is None else decode_table(data)


def write_table(path: str, table: "RankTable") -> str | None:
    """Store ``table`` at ``path`` atomically; the path, or None when it could not be written (nothing is left)."""
    try:
        atomic_write(path, encode_table(table), 0o600, folders=True)
    except (OSError, ValueError, TypeError, OverflowError, msgspec.MsgspecError):
        return None
    return path


def load_table(root: str, tf: "TraceFile") -> "RankTable | None":
    return read_table(_path(root, "tables", file_key(tf), ".xrt"))


def save_table(root: str, tf: "TraceFile", table: "RankTable") -> str | None:
    """Cache a rank table; its entry's path, or None when it could not be written."""
    return write_table(_path(root, "tables", file_key(tf), ".xrt"), table)


def _load_blob(root: str, kind: str, ext: str, magic: bytes, key: str) -> bytes | None:
    """The stored bytes of ``key``, or None when there are none or they do not match their checksum."""
    try:
        with open(_path(root, kind, key, ext), "rb") as f:
            head, blob = f.read(len(magic) + DIGEST), f.read()
    except OSError:
        return None
    if head[:len(magic)] != magic or hashlib.sha256(blob).digest() != head[len(magic):]:
        return None
    return blob


def _save_blob(root: str, kind: str, ext: str, magic: bytes, key: str, blob: bytes) -> None:
    try:
        atomic_write(_path(root, kind, key, ext), magic + hashlib.sha256(blob).digest() + blob, 0o600, folders=True)
    except OSError:
        pass


def load_analysis(root: str, key: str) -> bytes | None:
    """The stored Analysis JSON of ``key``, or None when there is none or it does not match its checksum."""
    return _load_blob(root, "analysis", ".xra", ANALYSIS_MAGIC, key)


def save_analysis(root: str, key: str, blob: bytes) -> None:
    _save_blob(root, "analysis", ".xra", ANALYSIS_MAGIC, key, blob)


def load_frame(root: str, key: str) -> bytes | None:
    """The stored clock frame (``Frame.to_bytes``) of the Analysis ``key``, or None."""
    return _load_blob(root, "analysis", ".xrf", FRAME_MAGIC, key)


def save_frame(root: str, key: str, blob: bytes) -> None:
    _save_blob(root, "analysis", ".xrf", FRAME_MAGIC, key, blob)


SAVED_NAME = "tb_xrank.analysis"  # not *.json: discovery, TensorBoard and torch-tb-profiler pass it over
SAVED_FORMAT = "tb_xrank.saved/1"
SAVED_LIMIT = 1 << 30  # a larger file beside a run is no saved Analysis of this tool


class SavedSpan(msgspec.Struct, forbid_unknown_fields=True):
    """One span's Analysis saved beside its run, with what it was computed from."""

    span: int  # 1-based
    key: str  # analysis_key(files, settings, span index, saved_file_key)
    settings: dict[str, typing.Any]  # Settings.analysis_key()
    files: list[tuple[str, int, int, str]]  # saved_file_id of each input file
    sha256: str  # saved_digest(analysis, frame)
    frame: bytes | None  # Frame.to_bytes (base64 in the JSON)
    analysis: msgspec.Raw  # the Analysis' JSON as Analysis.to_json wrote it


class SavedRun(msgspec.Struct, forbid_unknown_fields=True):
    """The saved Analyses of one run: its name and the directory its files were read from when it was saved
    (the Analysis names its files by path)."""

    format: str
    tool_version: str
    run: str
    dir: str
    spans: list[SavedSpan]


class _SavedHead(msgspec.Struct):
    format: typing.Any = None
    tool_version: typing.Any = None


_SAVED = msgspec.json.Decoder(SavedRun)
_SAVED_HEAD = msgspec.json.Decoder(_SavedHead)


def saved_path(run_dir: str) -> str:
    """Where the saved Analysis of the run directory ``run_dir`` (a path or fsspec URL) lives."""
    return run_dir.rstrip("/") + "/" + SAVED_NAME if is_url(run_dir) else os.path.join(run_dir, SAVED_NAME)


def saved_digest(analysis: bytes, frame: bytes | None) -> str:
    """The SHA-256 (hex) of a saved span's Analysis JSON followed by its frame."""
    return hashlib.sha256(analysis + (frame or b"")).hexdigest()


def encode_saved(doc: SavedRun) -> bytes:
    return msgspec.json.encode(doc)


def decode_saved(data: bytes) -> SavedRun:
    """The saved Analyses in ``data``; ValueError saying why it is none of this tool and version."""
    try:
        head = _SAVED_HEAD.decode(data)
    except msgspec.MsgspecError as e:
        if data.startswith(b'{"format":"tb_xrank.saved/'):
            raise ValueError(f"damaged ({e})") from None
        raise ValueError("not a saved tb_xrank Analysis (not a JSON object)") from None
    if head.format != SAVED_FORMAT:
        raise ValueError(f"not a saved tb_xrank Analysis (format {head.format!r}, this tb_xrank reads "
                         f"{SAVED_FORMAT!r})" if head.format is not None else "not a saved tb_xrank Analysis")
    if head.tool_version != __version__:
        raise ValueError(f"saved by tb_xrank {head.tool_version}, this is {__version__}")
    try:
        return _SAVED.decode(data)
    except msgspec.MsgspecError as e:
        raise ValueError(f"damaged ({e})") from None


def read_saved(path: str) -> bytes | None:
    """The bytes of the saved Analysis at ``path``, or None when there is none. Raises OSError (RemoteError
    for remote storage) when it cannot be read, ValueError when it is too large to be one."""
    try:
        with open_stream(path) as f:
            data = f.read(SAVED_LIMIT + 1)
    except (FileNotFoundError, NotADirectoryError):
        return None
    if len(data) > SAVED_LIMIT:
        raise ValueError(f"larger than {SAVED_LIMIT >> 20} MiB")
    return data


def write_saved(path: str, data: bytes) -> None:
    """Write a saved Analysis: a local file atomically (mode 0644: TensorBoard may run as another user), an
    object of remote storage in one put. Raises OSError (RemoteError for remote storage)."""
    if not is_url(path):
        atomic_write(path, data, 0o644, folders=True)
        return
    import fsspec

    from .discover import RemoteError

    try:
        fs, inner = fsspec.core.url_to_fs(path)
        fs.pipe_file(inner, data)
    except OSError:
        raise
    except Exception as e:  # botocore, aiohttp, a missing fsspec implementation
        raise RemoteError(f"{path}: cannot write ({type(e).__name__}: {e})") from None
