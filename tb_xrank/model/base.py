"""The contract's building blocks: ``Row``, the base of every record type, which reads as its JSON object too; the
annotated types the records share; ``describe``, a field's description in the schema."""
import collections.abc
import functools
from typing import Annotated, Any

import msgspec
from msgspec import UNSET, Meta


def describe(text: str, **kw: Any) -> Meta:
    """A field's description in the schema, with its other constraints (``ge=0``)."""
    return Meta(description=text, **kw)


NonNeg = Annotated[float, Meta(ge=0)]
Us = float | None  # a time in µs; null where it was not measured
Pair = Annotated[list[int], Meta(min_length=2, max_length=2)]  # (step of A, step of B); the two exchanged ranks


class Row(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A row of the contract, read as its JSON object too: ``row["key"]``, ``row.get("key")``, ``"key" in row``,
    ``row == {...}`` (keys are the JSON names; an unset optional field is absent)."""

    def __getitem__(self, key: str):
        v = getattr(self, _attr(type(self)).get(key, "\0"), UNSET)
        if v is UNSET:
            raise KeyError(key)
        return v

    def get(self, key: str, default: Any = None) -> Any:
        v = getattr(self, _attr(type(self)).get(key, "\0"), UNSET)
        return default if v is UNSET else v

    def __setitem__(self, key: str, value) -> None:
        if key not in _attr(type(self)):
            raise KeyError(key)
        setattr(self, _attr(type(self))[key], value)

    def __eq__(self, other) -> bool:
        """Equal to a row of the same type with equal fields, and to the dict of its JSON object."""
        if isinstance(other, dict):
            return msgspec.to_builtins(self) == other
        return type(self) is type(other) and msgspec.structs.astuple(self) == msgspec.structs.astuple(other)

    def __ne__(self, other) -> bool:
        return not self == other

    def __iter__(self):
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self.keys())

    def values(self) -> list:
        return [self[k] for k in self.keys()]

    def __contains__(self, key: str) -> bool:
        return getattr(self, _attr(type(self)).get(key, "\0"), UNSET) is not UNSET

    def keys(self) -> list:
        return [k for k in _attr(type(self)) if k in self]

    def items(self) -> list:
        return [(k, self[k]) for k in self.keys()]

    def to_builtins(self) -> dict:
        return msgspec.to_builtins(self)


collections.abc.Mapping.register(Row)  # pandas, json and others take a row for the dict it reads as


@functools.lru_cache(maxsize=None)
def _attr(cls) -> dict:
    """``{JSON name: attribute name}`` of a Row type, in field order."""
    return {f.encode_name: f.name for f in msgspec.structs.fields(cls)}
