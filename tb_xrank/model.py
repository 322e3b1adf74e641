"""The Analysis: the one JSON contract between the engine and every surface.

Times are microseconds on the corrected common clock, relative to the run's
earliest aligned event. Rank keys in objects are strings, rank values integers;
missing values are null, never NaN. ``schema/analysis.schema.json`` is its JSON
Schema.
"""
import dataclasses
import functools
import json
import os

import msgspec

SCHEMA = "tb_xrank.analysis/1"
SCHEMA_PATH = os.path.join(os.path.dirname(__file__), "schema", "analysis.schema.json")


class NothingToAnalyse(Exception):
    """No file of the run could be read as a profiler trace."""


@dataclasses.dataclass(frozen=True)
class Analysis:
    schema: str
    run: str
    span: int
    spans: int
    tool_version: str
    settings: dict
    world_size: int
    ranks: list
    errors: list
    clock: dict
    collectives: list
    steps: list
    stragglers: dict
    divergences: list
    propagation: list
    gaps: list
    mismatches: list
    findings: list
    windows: dict = dataclasses.field(default_factory=dict)  # walk-back windows per collective (detail views)
    maxima: dict = dataclasses.field(default_factory=dict)  # per-step maximum against rank count (maxima.py)

    def to_dict(self) -> dict:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def to_json(self, indent: int | None = None) -> str:
        """JSON text; numpy numbers become native, NaN/inf become null."""
        blob = msgspec.json.encode(self.to_dict(), enc_hook=_native)
        return (blob if indent is None else msgspec.json.format(blob, indent=indent)).decode()

    @classmethod
    def from_json(cls, text) -> "Analysis":
        d = msgspec.json.decode(text)
        if d.get("schema") != SCHEMA:
            raise ValueError(f"not a {SCHEMA} object (schema={d.get('schema')!r})")
        return cls(**{f.name: d[f.name] for f in dataclasses.fields(cls) if f.name in d})

    @functools.cached_property
    def _by_id(self) -> dict:
        return {c["id"]: c for c in reversed(self.collectives)}  # the first of a repeated id wins

    def collective(self, cid: str):
        """The collective with id ``cid`` (None if there is none), by one index built on first use."""
        return self._by_id.get(cid)


def _native(x):
    """msgspec's hook for what it cannot encode itself: numpy scalars and arrays (its floats encode NaN as null).
    numpy is not loaded to show a cached Analysis: it is imported here, where it already is."""
    import numpy as np

    if isinstance(x, np.generic):
        return x.item()
    if isinstance(x, np.ndarray):
        return x.tolist()
    raise NotImplementedError(f"cannot encode {type(x).__name__}")


def load_schema() -> dict:
    with open(SCHEMA_PATH, encoding="utf-8") as f:
        return json.load(f)


def validate(obj) -> None:
    """Raise ``jsonschema.ValidationError`` when ``obj`` (an Analysis or its dict) breaks the schema."""
    import jsonschema

    d = json.loads(obj.to_json()) if isinstance(obj, Analysis) else obj
    jsonschema.validate(d, load_schema())
