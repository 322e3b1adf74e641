"""What the Compare tab chooses of each run besides its name: a span and a range of ProfilerSteps
(``compare?span_a=&steps_a=&span_b=&steps_b=``, as ``tb-xrank compare --span-a/--steps-a``), checked, and the
analyses a choice other than the store's needs, computed in the background. Needs no TensorBoard.

A choice is read from query values only as digits and a colon: nothing of the query string reaches a path; the
run's files are those the store found.
"""
import concurrent.futures as cf
import dataclasses
import re
import threading
import typing

from ..config import Settings
from ..engine import NothingToAnalyse, analyze_run

if typing.TYPE_CHECKING:
    from ..ingest.discover import RunFiles
    from ..model import Analysis
    from .runs import Entry

MAX_STEP = 10**9 - 1  # ProfilerStep numbers beyond are no step a run has
_SPAN = re.compile(r"[1-9][0-9]{0,8}")
_STEPS = re.compile(r"([0-9]{1,9})?:([0-9]{1,9})?")


@dataclasses.dataclass(frozen=True)
class Choice:
    """One run's span (1-based; None: the latest span every rank has) and steps (``(A, B)``, both included, None
    for an open end; None: every step)."""

    span: int | None = None
    steps: tuple[int | None, int | None] | None = None

    def steps_text(self) -> str | None:
        """``steps`` as the query writes it, ``A:B`` with an open end empty; None for every step."""
        if self.steps is None:
            return None
        return ":".join("" if x is None else str(x) for x in self.steps)

    def is_store_analysis(self, entry: "Entry") -> bool:
        """True when the run's Analysis in the store is this choice's: every step, and the span it read."""
        return self.steps is None and (self.span is None or self.span == getattr(entry.analysis, "span", None))


def parse_choice(side: str, spans: "list[str]", steps: "list[str]", n_spans: int) -> Choice:
    """The Choice of run ``side`` ("a" or "b") from the query's values of ``span_<side>`` and ``steps_<side>``
    (each absent, or given once); ``n_spans`` is how many spans the run has. Raises ValueError with what is wrong:
    a value given twice, a span that is not a number from 1 to ``n_spans``, steps that are not ``A:B``, ``A:`` or
    ``:B`` with step numbers ``A <= B``."""
    for name, got in ((f"span_{side}", spans), (f"steps_{side}", steps)):
        if len(got) > 1:
            raise ValueError(f"'{name}' given {len(got)} times: give it once")
    span = span_number(f"span_{side}", spans[0], n_spans) if spans else None
    return Choice(span, _steps(f"steps_{side}", steps[0]) if steps else None)


def span_number(name: str, raw: str, n_spans: int) -> int:
    """Span number ``raw`` of query argument ``name``, checked against ``n_spans``; ValueError with what is wrong."""
    if not _SPAN.fullmatch(raw):
        raise ValueError(f"'{name}' must be a span number (1 to {n_spans}), not {raw!r}")
    if int(raw) > n_spans:
        raise ValueError(f"'{name}' is {raw}, but the run has {n_spans} span{'s' if n_spans != 1 else ''} "
                         f"(1 to {n_spans})")
    return int(raw)


def _steps(name: str, raw: str) -> tuple[int | None, int | None]:
    m = _STEPS.fullmatch(raw)
    if not m or m.group(1) is None and m.group(2) is None:
        raise ValueError(f"'{name}' must be A:B, A: or :B with ProfilerStep numbers (0 to {MAX_STEP}), not {raw!r}")
    lo, hi = (None if g is None else int(g) for g in m.groups())
    if lo is not None and hi is not None and hi < lo:
        raise ValueError(f"'{name}' must be A:B with A <= B, not {raw!r}")
    return lo, hi


_RANK = re.compile(r"0|[1-9][0-9]{0,8}")


def parse_exchange(got: "list[str]", world: int) -> "list[int] | None":
    """The two ranks of the query's ``exchange`` values (absent, or ``R1:R2`` given once: two different ranks,
    each a non-negative integer below ``world``), None when absent. Raises ValueError with what is wrong."""
    if not got:
        return None
    if len(got) > 1:
        raise ValueError(f"'exchange' given {len(got)} times: give it once")
    parts = got[0].split(":")
    if len(parts) != 2 or not all(_RANK.fullmatch(p) for p in parts):
        raise ValueError(f"'exchange' must be R1:R2, two rank numbers (0 to {max(world - 1, 0)}), not {got[0]!r}")
    r1, r2 = (int(p) for p in parts)
    if r1 == r2:
        raise ValueError(f"'exchange' must name two different ranks, not {got[0]!r}")
    for r in (r1, r2):
        if r >= world:
            raise ValueError(f"'exchange' names rank {r}, but the runs have {world} rank{'s' if world != 1 else ''} "
                             f"(0 to {world - 1})")
    return [r1, r2]


@dataclasses.dataclass
class Job:
    """One run's Analysis for a Choice: ``loading`` (with its progress), ``ready`` or ``error``."""

    choice: Choice
    state: str = "loading"
    progress: float = 0.0
    error: str | None = None
    analysis: "Analysis | None" = None

    def status(self, entry: "Entry") -> dict:
        """The run's ``runs`` entry with this job's state, progress and error, and the choice's span and steps."""
        return {**entry.status(), "state": self.state, "progress": round(self.progress, 3), "error": self.error,
                "span": self.choice.span, "steps": self.choice.steps_text()}


class Variants:
    """Analyses of runs for Choices other than the store's, one at a time in a background thread; the latest
    ``keep`` are kept (a run's re-analysis in the store makes new ones: its version is in the key)."""

    def __init__(self, settings: Settings, keep: int = 8):
        self.settings = settings
        self.keep = keep
        self._pool = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="xrank-compare")
        self._lock = threading.Lock()
        self._jobs: dict = {}  # (run, version, Choice) -> Job

    def job(self, entry: "Entry", choice: Choice) -> Job:
        """The Job of ``entry``'s run for ``choice``: the store's Analysis when it is that choice's, else one started
        now or earlier. ``entry`` must have an Analysis (its version names the files analysed)."""
        if choice.is_store_analysis(entry):
            return Job(choice, "ready", 1.0, analysis=entry.analysis)
        key = (entry.name, entry.version, choice)
        with self._lock:
            job = self._jobs.get(key)
            if job is not None:
                return job
            job = self._jobs[key] = Job(choice)
            while len(self._jobs) > self.keep:
                self._jobs.pop(next(iter(self._jobs)))
        self._pool.submit(self._analyse, job, entry.files)
        return job

    def _analyse(self, job: Job, files: "RunFiles") -> None:
        def progress(done: int, total: int, done_bytes: int, total_bytes: int, elapsed: float) -> None:
            job.progress = 0.9 * done_bytes / max(total_bytes, 1)
        settings = dataclasses.replace(self.settings, span=job.choice.span, steps=job.choice.steps)
        try:
            job.analysis = analyze_run(files, settings, progress)
            job.state, job.progress = "ready", 1.0
        except NothingToAnalyse as e:
            job.state, job.error = "error", f"nothing could be analysed: {e}"
        except Exception as e:  # a broken span must not take the server down
            job.state, job.error = "error", f"{type(e).__name__}: {e}"

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
