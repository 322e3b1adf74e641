"""One span's Analysis in the cache: where it is stored, and the stored JSON read back as the Analysis of the run
that asks for it, checked, with the clock frame stored beside it (tied to it by the digest of its JSON).
"""
import dataclasses
import hashlib
import re
import typing

import msgspec

from ..config import Settings
from ..ingest import cache
from ..model import SCHEMA, Analysis

if typing.TYPE_CHECKING:
    from ..align.frame import Frame
    from ..ingest.discover import RunFiles

SCHEMA_HEAD = f'{{"schema":"{SCHEMA}",'.encode()  # how Analysis.to_json() begins
NAME_HEAD = SCHEMA_HEAD + b'"run":'
_NAME = re.compile(rb'"(?:[^"\\]|\\.)*",')  # the run's name in JSON, and the comma after it
DIGEST = 32  # bytes of ``digest`` before a stored frame


def renamed(blob: bytes, name: str) -> bytes:
    """A stored Analysis' JSON as the Analysis of the run ``name``: one run directory is named by its base name
    in the CLI and by its path below the logdir in TensorBoard, and the cache and a saved file serve both. A blob
    that does not begin as ``Analysis.to_json`` writes it is returned as it is."""
    m = _NAME.match(blob, len(NAME_HEAD)) if blob.startswith(NAME_HEAD) else None
    if m is None:
        return blob
    return NAME_HEAD + msgspec.json.encode(name) + b"," + blob[m.end():]


def digest(blob: bytes) -> bytes:
    """What ties a stored frame to the stored Analysis it was computed with: the SHA-256 of its JSON."""
    return hashlib.sha256(blob).digest()


class Stored(typing.NamedTuple):
    """A stored Analysis read back: the Analysis, its JSON as the run's, and its clock frame with the frame's bytes
    (None where no frame was read)."""

    analysis: Analysis
    blob: bytes
    frame: "Frame | None"
    frame_bytes: bytes | None


def checked(blob: bytes, name: str, frame: bytes | None = None) -> Stored:
    """A stored Analysis JSON as the Analysis of the run ``name`` (``renamed``), decoded, and the clock frame
    stored with it (``frame``, where given) read: ValueError where the frame cannot be read, ``Analysis.from_json``'s
    error where the JSON is not an Analysis."""
    from ..align.frame import Frame

    read = Frame.from_bytes(frame) if frame is not None else None
    if frame is not None and read is None:
        raise ValueError("damaged: its clock frame cannot be read")
    blob = renamed(blob, name)
    return Stored(Analysis.from_json(blob), blob, read, frame)


@dataclasses.dataclass(frozen=True)
class Slot:
    """Where one span's Analysis is cached (``root`` and ``key``; None without a cache) and the JSON stored there
    (None: none, or a blob that does not start as an Analysis of this schema). The key does not name the run:
    ``read`` names it."""

    root: str | None
    key: str | None
    blob: bytes | None

    @classmethod
    def of(cls, run: "RunFiles", index: int, settings: Settings) -> "Slot":
        """The slot of span ``index`` of ``run`` under ``settings``, its stored JSON loaded."""
        root = settings.resolved_cache_dir() if settings.cache else None
        if not root:
            return cls(None, None, None)
        key = cache.analysis_key(run.span(index), settings.analysis_key(), index)
        blob = cache.load_analysis(root, key)
        return cls(root, key, blob if blob is not None and blob.startswith(SCHEMA_HEAD) else None)

    def read(self, name: str, with_frame: bool = False) -> Stored | None:
        """The stored Analysis as the run ``name``'s (``checked``), with ``with_frame`` its clock frame; None where
        none is stored, it does not read, or (``with_frame``) no readable frame computed with it is stored."""
        if self.blob is None:
            return None
        frame = None
        if with_frame:
            stored = cache.load_frame(*self._at())
            if not stored or stored[:DIGEST] != digest(self.blob):
                return None
            frame = stored[DIGEST:]
        try:
            return checked(self.blob, name, frame)
        except (ValueError, TypeError, KeyError):
            return None

    def _at(self) -> tuple[str, str]:
        """``(root, key)``: both set where there is a cache, the only slots read from or saved to."""
        assert self.root is not None and self.key is not None
        return self.root, self.key

    def save(self, blob: bytes, frame: bytes | None) -> None:
        """Store an Analysis JSON and, where given, the bytes of its clock frame."""
        cache.save_analysis(*self._at(), blob)
        if frame is not None:
            self.save_frame(blob, frame)

    def save_frame(self, blob: bytes, frame: bytes) -> None:
        """Store the bytes of the clock frame the Analysis JSON ``blob`` was computed in, tied to it by digest."""
        cache.save_frame(*self._at(), digest(blob) + frame)
