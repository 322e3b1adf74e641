"""Cut a trace's ``traceEvents`` array into blocks of whole events, whatever the JSON's layout.

A cut is made at the last ``}``, optional white space, ``,``, optional white space, ``{`` of the bytes read so far:
between two events in every layout a writer produces (kineto's two-space indentation, one event a line, compact,
pretty-printed with any indentation). The same bytes can also occur inside a string or between two objects nested
in an event; a block cut there is not valid JSON (a string left open, or an object left open before the ``]``
written after it), so its reader fails and the caller reads the file whole instead: a wrong cut is never read as
events. The array's end and the top level after it are found by decoding the top level again with the last block
in it (``_Top``), not by its layout either.
"""
import io
import re
import zlib

import msgspec

DEFAULT_BLOCK = 1 << 20


class NotStreamable(Exception):
    """The file cannot be read a block at a time (no ``traceEvents`` array found, an event longer than the reader
    allows, or a block that is not JSON): decode it whole instead."""


_EVENTS_START = re.compile(rb'"traceEvents"\s*:\s*\[')
_CUT = re.compile(rb"\}[ \t\r\n]*,[ \t\r\n]*\{")


class _Top(msgspec.Struct, gc=False):
    traceEvents: list[msgspec.Raw] = []


_TOP = msgspec.json.Decoder(_Top)


def last_cut(buf: bytearray, start: int, end: int) -> int:
    """Offset of the ``,`` of the last ``}``-``,``-``{`` in ``buf[start:end]`` (white space allowed around the
    comma), or -1."""
    k = end
    while True:
        k = buf.rfind(b"}", start, k)
        if k < 0:
            return -1
        m = _CUT.match(buf, k, end)
        if m:
            return buf.index(b",", k, m.end())


class EventStream:
    """Byte ranges of whole events of the ``traceEvents`` array, each ``[ev,...]``: views of one buffer that is
    refilled ``block`` bytes at a time (read into, never copied around), the ``,`` after a block's last event
    written over with ``]`` while the block is read and with ``[`` when the next block starts there. A view is valid
    until the next one is asked for: a ``msgspec.Raw`` decoded from it must be copied to be kept. After the last
    one, ``top`` holds the top level with the array emptied; ``offset`` is the byte offset in the (uncompressed)
    file of the view last yielded."""

    def __init__(self, f: io.BufferedIOBase, budget: int, block: int | None = None):
        self.f, self.block = f, block or DEFAULT_BLOCK
        self.top: bytes | None = None
        self.longest = min(max(4 * self.block, 64 << 20), budget // 8)  # no event is longer
        self.offset = 0

    def _fill(self, buf: bytearray, n: int) -> int:
        """Read after the first ``n`` bytes of ``buf`` until it is full or the file ends; the bytes it holds."""
        view = memoryview(buf)
        try:
            while n < len(buf):
                got = self.f.readinto(view[n:])
                if not got:
                    break
                n += got
        except (OSError, EOFError, zlib.error):
            raise NotStreamable from None
        return n

    def _opening(self) -> tuple:
        """``(buffer, bytes in it, prefix)``: the first bytes read, and the top level up to the array's ``[``."""
        buf = bytearray(self.block)
        n = self._fill(buf, 0)
        m = _EVENTS_START.search(buf, 0, n)
        while not m and n == len(buf) < self.longest:  # a long top level before the events (pg_config)
            buf += bytearray(len(buf))
            n = self._fill(buf, n)
            m = _EVENTS_START.search(buf, 0, n)
        if not m:
            raise NotStreamable
        return buf, n, bytes(buf[:m.end()])

    def __iter__(self):
        buf, n, prefix = self._opening()
        start = len(prefix) - 1  # the array's own '[' opens the first block
        at = 0  # file offset of buf[0]
        while n == len(buf):  # the file goes on
            cut = last_cut(buf, start + 1, n)
            if cut >= 0:
                buf[cut] = 93  # ']'
                self.offset = at + start
                yield memoryview(buf)[start:cut + 1]
                buf[cut] = 91  # '[' opens the next block
                start = cut
            elif n - start > self.longest:  # an event longer than any the reader allows
                raise NotStreamable
            rest = n - start
            new = buf if 2 * rest <= len(buf) else bytearray(2 * len(buf))  # a long event: a larger buffer
            new[:rest] = buf[start:n]
            at += start
            buf, start = new, 0
            n = self._fill(buf, rest)
        self.offset = at + start
        last = self._last(prefix, bytes(buf[start + 1:n]))
        if last:
            yield last

    def _last(self, prefix: bytes, tail: bytes) -> bytes:
        """The last block ``[ev,...]`` (empty when no event is left) from the bytes after the last cut, as they are
        in the file, setting ``top``: the top level read again with those events in it, which also finds where
        the array ends."""
        try:
            raws = _TOP.decode(prefix + tail).traceEvents
        except (msgspec.MsgspecError, RecursionError):
            raise NotStreamable from None
        lead = len(tail) - len(tail.lstrip())
        end = tail.rfind(bytes(raws[-1])) + len(raws[-1]) if raws else lead
        after = tail[end:].lstrip()
        if not after.startswith(b"]") or (raws and not tail.startswith(bytes(raws[0]), lead)):
            raise NotStreamable  # these events are not the array's that the stream began (a repeated traceEvents)
        self.top = prefix + after
        self.offset += lead
        return b"[" + tail[lead:end] + b"]" if raws else b""
