"""The Analysis: the one JSON contract between the engine and every surface, as typed msgspec Structs.

Times are microseconds on the corrected common clock, relative to the run's
earliest aligned event. Rank keys in JSON objects are strings (JSON has no other keys), rank values
integers; the typed rows key every per-rank map by the rank as an int (``c.ranks[2]``), which encodes as the
same JSON text. Missing values are null, never NaN. ``schema/analysis.schema.json`` is generated
from these types (``json_schema()``), and so are the frontend's TypeScript types.
An Analysis is checked against its types when it is built (``build``) and when
it is read back (``from_json``). Rows are typed records read by attribute (``a.collectives[0].skew_us``; an
optional field that is not set is ``msgspec.UNSET``); ``row.to_builtins()`` is the JSON object a row encodes.

One module per part of the contract: ``base`` (Row, the shared annotated types), ``document`` (a whole JSON
document: built checked, encoded, decoded), the Analysis' records (``ranks``, ``collectives``, ``steps``,
``diagnosis``, ``single``, ``hang``, ``grouping``, ``notes``: the warnings and errors, coded by ``codes``),
``analysis`` (the Analysis and its derived views), ``comparison``, ``confirm`` (the exchange, the ServiceReport),
``overtime`` (the run over all its windows) and ``schemas`` (the JSON Schemas). This package exports every name of
them; ``units``, how their quantities are written as text, is imported from its module.
"""
from .analysis import GROUP_ABOVE, SCHEMA, Analysis, AnalysisSettings, NothingToAnalyse, StepFigures
from .base import NonNeg, Pair, Row, Us, describe, or_none
from .collectives import Collective, Mismatch, Op, RankTimes, Window
from .comparison import (COMPARE_SCHEMA, Comparison, EvidenceSides, Matched, Metric, Outcome, Pattern, Patterns,
                         RunEvidence, RunIdent, Sides, StepPair, Tally, Unmatched, Verdict, VerdictChange)
from .confirm import (SERVICE_SCHEMA, Exchange, ExchangeFollowed, ExchangeRank, ExchangeSeries, ServiceReport,
                      ServiceRow, ServiceTimes)
from .diagnosis import Divergence, Episode, Finding, FindingView, Gap, Pipeline, PipelineStage, Propagation, Role, Stragglers
from .document import ContractError, Document, checked, decoder, native
from .grouping import Grouping, RankGroup
from .hang import DamagedDump, Hang, HangAlso, HangCollective, HangGroup, HangMismatch, HangMissing, HangRecord
from .overtime import (OVERTIME_SCHEMA, KinetoMessage, OverTimeChange, OverTimeFinding, OverTimeScalar,
                       OverTimeScalarsRead, OverTimeSplit, OverTimeStep, OverTimeVerdict, OverTimeWindow,
                       ProfilerSchedule, RunOverTime, StragglerClass, TraceLimits)
from .notes import Note, note
from .ranks import Clock, CommKernels, CommNote, KernelsLeft, RankRow
from .routes import (ROUTES, CollectiveDetail, RankStep, RunStatus, ServiceAnswer, StepDetail, Summary, SummaryCollective,
                     SummaryRank, SummaryStep, Waiting)
from .schemas import OVERTIME_SCHEMA_PATH, SCHEMA_PATH, json_schema, load_schema, validate
from .single import SingleOccurrence, SinglePlace, SingleRank, SingleStep
from .steps import Maxima, MaximaRow, PathHop, Step, WorstStep

__all__ = [
    "ROUTES", "CollectiveDetail", "RankStep", "RunStatus", "ServiceAnswer", "StepDetail", "Summary", "SummaryCollective",
    "SummaryRank", "SummaryStep", "Waiting",
    "GROUP_ABOVE", "SCHEMA", "Analysis", "AnalysisSettings", "NothingToAnalyse", "StepFigures",
    "NonNeg", "Pair", "Row", "Us", "describe", "or_none",
    "Collective", "Mismatch", "Op", "RankTimes", "Window",
    "COMPARE_SCHEMA", "Comparison", "EvidenceSides", "Matched", "Metric", "Outcome", "Pattern", "Patterns", "Tally",
    "RunEvidence", "RunIdent", "Sides", "StepPair", "Unmatched", "Verdict", "VerdictChange",
    "SERVICE_SCHEMA", "Exchange", "ExchangeFollowed", "ExchangeRank", "ExchangeSeries", "ServiceReport", "ServiceRow",
    "ServiceTimes",
    "Divergence", "Episode", "Finding", "FindingView", "Gap", "Pipeline", "PipelineStage", "Propagation", "Role", "Stragglers",
    "ContractError", "Document", "checked", "decoder", "native",
    "Grouping", "RankGroup",
    "DamagedDump", "Hang", "HangAlso", "HangCollective", "HangGroup", "HangMismatch", "HangMissing", "HangRecord",
    "OVERTIME_SCHEMA", "KinetoMessage", "OverTimeChange", "OverTimeFinding", "OverTimeScalar", "OverTimeScalarsRead",
    "OverTimeSplit", "OverTimeStep", "OverTimeVerdict", "OverTimeWindow", "ProfilerSchedule", "RunOverTime",
    "StragglerClass", "TraceLimits",
    "Note", "note",
    "Clock", "CommKernels", "CommNote", "KernelsLeft", "RankRow",
    "OVERTIME_SCHEMA_PATH", "SCHEMA_PATH", "json_schema", "load_schema", "validate",
    "SingleOccurrence", "SinglePlace", "SingleRank", "SingleStep",
    "Maxima", "MaximaRow", "PathHop", "Step", "WorstStep",
]
