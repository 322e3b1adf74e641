"""The bytes of one trace file: read whole (decompressed when gzip, within the memory budget, a gzip bomb refused)
or opened as a stream; how large it is uncompressed; sizes as people read them."""
import contextlib
import gzip
import io
import typing
import zlib

from .discover import TraceFile, open_bytes, open_stream

if typing.TYPE_CHECKING:
    from collections.abc import Iterator


class DecodeError(Exception):
    """A file that cannot be read as a profiler trace; the message names the reason."""


def read_whole(tf: TraceFile, budget: int) -> bytes:
    """The file's bytes, decompressed when gzip; a trace that would expand beyond a third of ``budget`` (what
    reading it whole then holds, about three times its size, would exceed the memory budget) is refused."""
    try:
        data = open_bytes(tf.path)
    except OSError as e:
        raise DecodeError(f"cannot read: {e.strerror or e}") from None
    if not data:
        raise DecodeError("empty file")
    if data[:2] == b"\x1f\x8b":
        data = _gunzip(data, budget // 3)
        if not data:
            raise DecodeError("empty file (empty gzip stream)")
    elif len(data) > budget // 3:
        raise DecodeError(f"{human_size(len(data))} to read whole: more than the memory budget of "
                          f"{human_size(budget)} allows (not laid out as kineto writes traces, so it cannot be read "
                          "a block at a time)")
    return data


@contextlib.contextmanager
def opened(tf: TraceFile) -> "Iterator[io.BufferedIOBase]":
    """The file open for reading a block at a time, decompressed when gzip; closed when done."""
    try:
        raw = open_stream(tf.path)
    except OSError as e:
        raise DecodeError(f"cannot read: {e.strerror or e}") from None
    with raw:
        gz = raw.read(2) == b"\x1f\x8b"
        raw.seek(0)
        yield gzip.GzipFile(fileobj=raw) if gz else raw


GUNZIP_PIECE = 16 << 20
BOMB_RATIO, BOMB_MIN_BYTES = 1000, 64 << 20  # profiler JSON compresses 10-50-fold; nothing real 1000-fold


def _gunzip(data: bytes, limit: int) -> bytes:
    """Every member of a gzip stream, decompressed ``GUNZIP_PIECE`` bytes at a time (whatever its size trailer
    says); DecodeError when the output would exceed ``limit`` bytes or the stream is corrupt."""
    pieces, total, rest = [], 0, data
    while rest:
        d = zlib.decompressobj(wbits=31)
        try:
            while not d.eof:
                piece = d.decompress(rest, GUNZIP_PIECE)
                rest = d.unconsumed_tail
                total += len(piece)
                if total > limit:
                    raise DecodeError(f"gzip stream expands beyond {human_size(limit)} ({human_size(len(data))} "
                                      f"compressed): more than the memory budget lets one file be read whole (a gzip "
                                      "bomb, or a trace to read with a larger --memory-budget)")
                pieces.append(piece)
                if total > BOMB_MIN_BYTES and total > BOMB_RATIO * (len(data) - len(rest)):
                    raise DecodeError(f"gzip stream expands more than {BOMB_RATIO}-fold ({human_size(total)} from the "
                                      f"first {human_size(len(data) - len(rest))}): a gzip bomb, not a trace")
                if not piece and not rest and not d.eof:
                    raise DecodeError("corrupt gzip (the stream ends before its end-of-stream marker: truncated)")
        except zlib.error as e:
            raise DecodeError(f"corrupt gzip ({e})") from None
        rest = d.unused_data
        if not rest.strip(b"\0"):  # zero padding after the last member, as gzip itself allows
            break
        if rest[:2] != b"\x1f\x8b":
            raise DecodeError("corrupt gzip (bytes after the end of the stream that start no gzip member)")
    return b"".join(pieces)


def human_size(n: int) -> str:
    """Bytes for people: 512 B, 3.2 MiB, 4.0 GiB."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift:
            return f"{n / (1 << shift):.1f} {unit}"
    return f"{n} B"


def estimated_size(tf: TraceFile) -> int:
    """Uncompressed bytes of a trace: the size, or for a local gzip file its ISIZE trailer (size mod 4 GiB,
    never taken below 4x the compressed size); remote gzip files count as 8x."""
    if not tf.path.endswith(".gz"):
        return tf.size
    try:
        with open(tf.path, "rb") as f:
            f.seek(-4, 2)
            isize = int.from_bytes(f.read(4), "little")
        return max(isize, 4 * tf.size)
    except OSError:
        return 8 * tf.size
