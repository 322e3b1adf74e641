"""The JSON Schemas generated from the contract's types (``scripts/contract.py`` writes them to
``tb_xrank/schema/``), and validation of an Analysis against its schema file."""
import json
import os

import msgspec

from .analysis import SCHEMA, Analysis
from .comparison import COMPARE_SCHEMA
from .overtime import OVERTIME_SCHEMA, RunOverTime

SCHEMA_PATH = os.path.join(os.path.dirname(os.path.dirname(__file__)), "schema", "analysis.schema.json")
OVERTIME_SCHEMA_PATH = os.path.join(os.path.dirname(os.path.dirname(__file__)), "schema", "overtime.schema.json")


def json_schema(of: type | None = None) -> dict:
    """The JSON Schema (draft 2020-12) of the Analysis (or of the ``Comparison``, the ``RunOverTime``), generated
    from the contract's types."""
    of = of or Analysis
    known: dict[type, tuple[str, str]] = {Analysis: (SCHEMA, "tb_xrank Analysis"),
                                          RunOverTime: (OVERTIME_SCHEMA, "tb_xrank run over time")}
    sid, title = known.get(of, (COMPARE_SCHEMA, "tb_xrank comparison"))
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": sid, "title": title,
            **msgspec.json.schema(of)}


def load_schema() -> dict:
    with open(SCHEMA_PATH, encoding="utf-8") as f:
        return json.load(f)


def validate(obj: "Analysis | dict") -> None:
    """Raise ``jsonschema.ValidationError`` when ``obj`` (an Analysis or its dict) breaks the schema."""
    import jsonschema

    d = json.loads(obj.to_json()) if isinstance(obj, Analysis) else obj
    jsonschema.validate(d, load_schema())
