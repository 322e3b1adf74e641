"""A warning or error the Analysis carries (``ranks[].warnings``, ``errors``): a coded entry, as a stats registry
keeps them, its code one of ``codes.CODES``; ``note`` builds one."""
from typing import Annotated, Literal

from .base import Row, describe
from .codes import CODES, listed


class Note(Row):
    """A warning or error: its stable code, its severity, what it says and the file it is about (if one)."""

    code: Annotated[str, describe("dotted and stable (tb_xrank/model/codes.py says what each means and its "
                                  "severity): " + listed())]
    severity: Literal["info", "warning", "error"]
    text: Annotated[str, describe("what it says, in the file's terms (the file itself is ``file``)")]
    file: Annotated[str | None, describe("the file it is about, null where none")]


def note(code: str, text: str, file: str | None = None) -> Note:
    """The entry of ``code`` (a key of ``codes.CODES``, whose severity it takes) saying ``text`` about ``file``."""
    return Note(code=code, severity=CODES[code][0], text=text, file=file)  # type: ignore[arg-type]


def about(notes: list, file: str) -> list:
    """``notes`` with ``file`` on those that name none."""
    return [n if n.file is not None else note(n.code, n.text, file) for n in notes]
