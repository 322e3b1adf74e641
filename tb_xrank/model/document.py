"""Whole JSON documents of the contract (the Analysis, the Comparison, the ServiceReport, the run over time): built
from the engine's plain values checked against their types, encoded once, decoded by one decoder per type."""
import functools
from typing import TYPE_CHECKING, Any

import msgspec

from .base import Row

if TYPE_CHECKING:
    from typing_extensions import Self  # typing.Self is 3.11+; the package runs on 3.10 (mypy ships typing_extensions)


class ContractError(Exception):
    """The engine produced a value the contract does not allow (a bug of tb_xrank, not of the input): the message
    names the path of the value."""


class Document(Row):
    """A whole JSON document of the contract (the Analysis, the Comparison): built checked, encoded once."""

    @classmethod
    def build(cls, **fields: Any) -> "Self":
        """The document of the engine's plain values (dicts, lists, numpy scalars), checked against its types:
        a value that breaks the contract raises ``ContractError`` naming its path."""
        try:
            return decoder(cls).decode(msgspec.json.encode(fields, enc_hook=native))
        except msgspec.ValidationError as e:
            raise ContractError(f"the {cls.__name__} breaks its contract: {e}") from None

    def to_dict(self) -> dict:
        """The document as plain values: its JSON object (keys as strings)."""
        return msgspec.to_builtins(self, str_keys=True)

    def to_json(self, indent: int | None = None) -> str:
        """JSON text; NaN/inf become null."""
        blob = _ENCODER.encode(self)
        return (blob if indent is None else msgspec.json.format(blob, indent=indent)).decode()


def checked(value: Any, typ: Any) -> Any:
    """``value`` (the engine's plain values: dicts, lists, numpy scalars) as the contract type ``typ``, read as
    ``Document.build`` reads a document's fields (NaN is null): a value that breaks it raises ``ContractError``
    naming its path."""
    try:
        return msgspec.json.decode(msgspec.json.encode(value, enc_hook=native), type=typ)
    except msgspec.ValidationError as e:
        raise ContractError(f"a {getattr(typ, '__name__', typ)} breaks its contract: {e}") from None


@functools.lru_cache(maxsize=None)
def decoder(cls: type) -> msgspec.json.Decoder:
    """The JSON decoder of a document type, built once."""
    return msgspec.json.Decoder(cls)


def native(x: Any) -> Any:
    """msgspec's hook for what it cannot encode itself: numpy scalars and arrays (its floats encode NaN as null).
    numpy is not loaded to show a cached Analysis: it is imported here, where it already is."""
    import numpy as np

    if isinstance(x, np.generic):
        return x.item()
    if isinstance(x, np.ndarray):
        return x.tolist()
    raise NotImplementedError(f"cannot encode {type(x).__name__}")


_ENCODER = msgspec.json.Encoder()
