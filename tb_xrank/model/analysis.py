"""The Analysis itself: the document of one run's span, built checked and read back typed, with the views derived
from it (a collective by id, each step's figures, its repr, a notebook's HTML, pandas frames)."""
import html as _html
from typing import Annotated, Any, Literal

import msgspec
from msgspec import UNSET, Meta, UnsetType

from .base import Row, Us, describe
from .collectives import Collective, Mismatch, Window
from .diagnosis import Divergence, Finding, Gap, Pipeline, Propagation, Stragglers
from .document import ContractError, Document, decoder, native
from .grouping import Grouping
from .hang import Hang
from .notes import Note
from .ranks import Clock, RankRow
from .single import SingleRank
from .steps import Maxima, Step, WorstStep

SCHEMA = "tb_xrank.analysis/1"


class NothingToAnalyse(Exception):
    """No file of the run could be read as a profiler trace."""


GROUP_ABOVE = 64  # profiled ranks beyond which the tabs group ranks (Analysis.grouped)


class AnalysisSettings(Row):
    """The settings that change the Analysis."""

    material_fraction: float
    host_map: Any
    material_threshold_us: Us
    median_step_us: Us
    steps: list[int | None] | None


class Analysis(Document, frozen=True, dict=True):  # type: ignore[misc]  # msgspec allows frozen over mutable
    """Which rank held a distributed step back: collectives aligned across ranks by logical identity, split into
    arrival skew and post-last-arrival tail. Times are microseconds on the corrected common clock relative to the
    run's earliest aligned event; rank keys are strings, rank values integers; missing values are null."""

    schema: Literal["tb_xrank.analysis/1"]
    run: str
    span: Annotated[int, Meta(ge=1)]
    spans: Annotated[int, Meta(ge=0)]
    tool_version: str
    settings: AnalysisSettings
    world_size: Annotated[int, Meta(ge=0)]
    ranks: list[RankRow]
    errors: Annotated[list[Note], describe("the files that could not be analysed, and why (severity error)")]
    clock: Clock
    collectives: list[Collective]
    steps: list[Step]
    stragglers: Stragglers
    divergences: list[Divergence]
    propagation: list[Propagation]
    gaps: list[Gap]
    mismatches: list[Mismatch]
    findings: list[Finding]
    grouped: Annotated[bool, describe(
        f"more than {GROUP_ABOVE} ranks profiled: the tabs draw one row per group of ranks (a host, a process group, a position "
        "in the groups) and zoom into one group's ranks")] = False
    windows: dict[str, Window] = {}
    groupings: Annotated[list[Grouping] | UnsetType, describe(
        "the ways to group its profiled ranks, host first, each with its groups: a grouped run's (the summary has "
        "them for every run)")] = UNSET
    worst_step: Annotated[WorstStep | None, describe("the step shown first and its collective")] = None
    maxima: Maxima = msgspec.field(default_factory=Maxima)
    pipeline: Annotated[Pipeline | UnsetType, describe(
        "the pipeline's balance, when its ranks form two or more stages")] = UNSET
    hang: Annotated[Hang | UnsetType, describe(
        "where the ranks parted ways, when the run has Flight Recorder dumps")] = UNSET
    single_rank: Annotated[SingleRank | UnsetType, describe(
        "single-rank evidence, where collective records have no other profiled member")] = UNSET

    @classmethod
    def from_json(cls, text: str | bytes) -> "Analysis":
        """The Analysis of its JSON; ``ValueError`` when the text is not one of this schema."""
        try:
            return decoder(Analysis).decode(text)
        except msgspec.ValidationError as e:
            raise ValueError(f"not a {SCHEMA} object ({e})") from None

    def with_findings(self, findings: list) -> "Analysis":
        """The same Analysis with ``findings`` (plain dicts, or Finding rows), checked as Finding rows."""
        try:
            rows = msgspec.convert(msgspec.to_builtins(findings, enc_hook=native), list[Finding])
        except msgspec.ValidationError as e:
            raise ContractError(f"the findings break their contract: {e}") from None
        return msgspec.structs.replace(self, findings=rows)

    def with_hang(self, hang: dict, findings: list) -> "Analysis":
        """The same Analysis with its ``hang`` (plain values, rank keys as strings) and ``findings`` before its own,
        checked."""
        try:
            h = decoder(Hang).decode(msgspec.json.encode(hang, enc_hook=native))  # JSON's rank keys decode as ints
        except msgspec.ValidationError as e:
            raise ContractError(f"the hang breaks its contract: {e}") from None
        return msgspec.structs.replace(self.with_findings(findings + list(self.findings)), hang=h)

    def collective(self, cid: str) -> Collective | None:
        """The collective with id ``cid`` (None if there is none), by one index built on first use."""
        by_id = self.__dict__.get("_by_id")
        if by_id is None:
            by_id = self.__dict__["_by_id"] = {c.id: c for c in reversed(self.collectives)}  # the first of an id wins
        return by_id.get(cid)

    def step_figures(self) -> dict:
        """``{step: StepFigures}``, computed once per Analysis: what the surfaces show per step beside its row."""
        figs = self.__dict__.get("_step_figures")
        if figs is None:
            figs = self.__dict__["_step_figures"] = _step_figures(self)
        return figs

    def __repr__(self) -> str:
        s = self.stragglers
        who = f"{s.class_} {', '.join(map(str, s.ranks))}" if s.ranks else s.class_
        lines = [f"Analysis(run={self.run!r}, span {self.span}/{self.spans}, {self.world_size} ranks, "
                 f"{len(self.steps)} steps, {len(self.collectives)} collectives, tb_xrank {self.tool_version})",
                 f"  straggler: {who}: {s.basis}",
                 f"  divergences: {len(self.divergences)}, findings: {len(self.findings)}, errors: {len(self.errors)}"]
        lines += [f"  - {f.text if len(f.text) <= 150 else f.text[:149] + '…'}" for f in self.findings[:5]]
        if len(self.findings) > 5:
            lines.append(f"  ... {len(self.findings) - 5} more findings")
        return "\n".join(lines)

    def frames(self) -> dict:
        """``{table: pandas.DataFrame}``: the collectives, each rank's times in them, the steps, each rank's step,
        the divergences, findings, gaps and ranks, one row per record (``tb_xrank.frames``; needs pandas)."""
        from ..frames import frames

        return frames(self)

    def _repr_html_(self) -> str:
        """A notebook's view: the verdict, the worst step with its costliest divergence's sentence, the findings
        that cost the material threshold or more."""
        s, ws = self.stragglers, self.worst_step
        who = f"{s.class_} straggler, ranks {', '.join(map(str, s.ranks))}" if s.ranks else "no straggler"
        out = [f"<p><b>{_html.escape(self.run)}</b>: {_html.escape(who)} — {s.steps_held or 0} of "
               f"{s.steps_used} steps held back</p>"]
        worst = [d for d in self.divergences if ws is not None and d.step == ws.step]
        if worst and ws is not None:
            d = max(worst, key=lambda d: d.cost_us or 0.0)
            out.append(f"<p>Worst step {ws.step}: <b>{_html.escape(d.cause)}</b> — {_html.escape(d.summary)}</p>")
        shown = [f for f in self.findings if not f.minor]
        out.append("<ul>" + "".join(f"<li>{_html.escape(f.text)}</li>" for f in shown) + "</ul>")
        if len(shown) < len(self.findings):
            out.append(f"<p>{len(self.findings) - len(shown)} smaller findings (<code>.findings</code>)</p>")
        return "".join(out)


class StepFigures(msgspec.Struct, kw_only=True):
    """One step's figures over its collectives and ranks (derived from the Analysis, not part of its JSON).

    ``skew_max_us``/``tail_max_us``: the largest arrival skew and post-last-arrival tail of the step's collectives;
    ``waits_us``: per rank, the sum of its waits in them; ``exposed_comm_*``: the maximum, median and arg-max over
    ranks of the step's ``exposed_comm_us``."""

    n_collectives: int = 0
    skew_max_us: float | None = None
    tail_max_us: float | None = None
    waits_us: dict[int, float] = {}
    exposed_comm_max_us: float | None = None
    exposed_comm_median_us: float | None = None
    exposed_comm_max_rank: int | None = None


def _larger(x: float | None, y: float | None) -> float | None:
    return x if y is None else y if x is None else max(x, y)


def _step_figures(a: Analysis) -> dict:
    """``Analysis.step_figures``: one pass over the collectives, one over the steps."""
    import statistics

    out: dict[int | None, StepFigures] = {s.step: StepFigures(waits_us={}) for s in a.steps}
    for c in a.collectives:
        f = out.setdefault(c.step, StepFigures(waits_us={}))
        f.n_collectives += 1
        f.skew_max_us, f.tail_max_us = _larger(f.skew_max_us, c.skew_us), _larger(f.tail_max_us, c.tail_us)
        for r, t in c.ranks.items():
            if t.wait_us is not None:
                f.waits_us[r] = f.waits_us.get(r, 0.0) + t.wait_us
    for s in a.steps:
        f, ex = out[s.step], s.exposed_comm_us
        f.waits_us = {r: round(v, 3) for r, v in f.waits_us.items()}
        vals = sorted(v for v in ex.values() if v is not None)
        if vals:
            f.exposed_comm_max_us, f.exposed_comm_median_us = vals[-1], round(statistics.median(vals), 3)
            f.exposed_comm_max_rank = int(max(ex, key=lambda r: ex[r] if ex[r] is not None else float("-inf")))
    return out
