"""The profiler windows (spans) a route is asked about: ``span=N`` read from the query (digits only: nothing of it
reaches a path), and the run over all its windows (``overtime?run=``, ``tb_xrank.overtime.analyze_over_time``)
computed in the background. Needs no TensorBoard.
"""
import concurrent.futures as cf
import dataclasses
import threading
import typing

from ..config import Settings
from ..engine import NothingToAnalyse
from .compare import span_number

if typing.TYPE_CHECKING:
    from .runs import Entry

ALL = "all"  # the window selector's "all windows": the Over time tab, whose document is ``overtime?run=``


def parse_span(values: "list[str]", n_spans: int) -> int | None:
    """The 1-based span the query's ``span`` values choose (absent: None, the latest span every rank has).
    Raises ValueError with what is wrong: given twice, ``all`` (one Analysis per window: ``overtime?run=``), or not
    a number from 1 to ``n_spans``."""
    if not values:
        return None
    if len(values) > 1:
        raise ValueError(f"'span' given {len(values)} times: give it once")
    if values[0] == ALL:
        raise ValueError("'span=all' has no single Analysis: the run over all its windows is overtime?run=")
    return span_number("span", values[0], n_spans)


@dataclasses.dataclass
class OverTimeJob:
    """One run's ``RunOverTime`` as JSON: ``loading`` (with its progress), ``ready`` or ``error``."""

    state: str = "loading"
    progress: float = 0.0
    error: str | None = None
    body: bytes | None = None

    def status(self, entry: "Entry") -> dict:
        """The run's ``runs`` entry with this job's state, progress and error."""
        return {**entry.status(), "state": self.state, "progress": round(self.progress, 3), "error": self.error}


class SpanProgress:
    """``engine.Progress`` over a run's spans, as one fraction of the run's bytes: each span reports its own files
    from the start (a span's count of files read restarts), and a span read from the cache reports nothing."""

    def __init__(self, total_bytes: int, report: "typing.Callable[[float], None]"):
        self.total, self.report = max(total_bytes, 1), report
        self.base = self.last_bytes = self.last_done = 0

    def __call__(self, done: int, total: int, done_bytes: int, total_bytes: int, elapsed: float) -> None:
        if done <= self.last_done:  # the next span's first file
            self.base += self.last_bytes
        self.last_done, self.last_bytes = done, done_bytes
        self.report(min(1.0, (self.base + done_bytes) / self.total))


class OverTimes:
    """The run over all its windows, per run and version (a re-analysis in the store makes a new one), one at a time
    in a background thread; the latest ``keep`` are kept."""

    def __init__(self, settings: Settings, keep: int = 4):
        self.settings = settings
        self.keep = keep
        self._pool = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="xrank-overtime")
        self._lock = threading.Lock()
        self._jobs: dict = {}  # (run, version) -> OverTimeJob

    def job(self, entry: "Entry") -> OverTimeJob:
        """The job of ``entry``'s run as the store has it now, started here or earlier."""
        key = (entry.name, entry.version)
        with self._lock:
            job = self._jobs.get(key)
            if job is not None:
                return job
            job = self._jobs[key] = OverTimeJob()
            while len(self._jobs) > self.keep:
                self._jobs.pop(next(iter(self._jobs)))
        self._pool.submit(self._analyse, job, entry.files)
        return job

    def _analyse(self, job: OverTimeJob, files) -> None:
        from ..overtime import analyze_over_time

        def report(fraction: float) -> None:
            job.progress = 0.95 * fraction
        total = sum(f.size for i in range(files.n_spans) for f in files.span(i))
        try:
            job.body = analyze_over_time(files, self.settings, SpanProgress(total, report)).to_json().encode()
            job.state, job.progress = "ready", 1.0
        except NothingToAnalyse as e:
            job.state, job.error = "error", f"nothing could be analysed: {e}"
        except Exception as e:  # a broken window must not take the server down
            job.state, job.error = "error", f"{type(e).__name__}: {e}"

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
