"""The contract's building blocks: ``Row``, the base of every record type; the annotated types the records share;
``describe``, a field's description in the schema."""
from typing import Annotated, Any, TypeVar

import msgspec
from msgspec import UNSET, Meta, UnsetType


def describe(text: str, **kw: Any) -> Meta:
    """A field's description in the schema, with its other constraints (``ge=0``)."""
    return Meta(description=text, **kw)


NonNeg = Annotated[float, Meta(ge=0)]
Us = float | None  # a time in µs; null where it was not measured
Pair = Annotated[list[int], Meta(min_length=2, max_length=2)]  # (step of A, step of B); the two exchanged ranks


class Row(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A record of the contract: its fields are attributes (``row.skew_us``); an optional field not set is
    ``msgspec.UNSET``. ``to_builtins()`` is its JSON object as plain values (an unset field absent)."""

    def to_builtins(self) -> dict:
        """The row's JSON object as plain values (keys as the JSON has them: strings)."""
        return msgspec.to_builtins(self, str_keys=True)


T = TypeVar("T")


def or_none(value: "T | UnsetType") -> "T | None":
    """An optional field's value, None where it is not set (``msgspec.UNSET``)."""
    return None if value is UNSET else value
