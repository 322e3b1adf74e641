"""tb_xrank: which rank held a distributed training step back, why, and how much of each collective was waiting.

    >>> import tb_xrank
    >>> a = tb_xrank.analyze("logdir/run")          # the same object `tb-xrank analyze` prints
    >>> a                                           # one screen: the verdict and the first findings
    >>> a.collectives[0].skew_us, a.collectives[0].ranks[2].wait_us   # rows are typed records; ranks are ints
    >>> a.frames()["collectives"]                    # pandas tables, one row per record (not pd.DataFrame(rows))
    >>> tb_xrank.compare(a, tb_xrank.analyze("logdir/run_after")).summary
    >>> open("report.html", "w").write(tb_xrank.report(a))
    >>> tb_xrank.merged_trace("logdir/run", "merged.json.gz")

The stages, in the order they run: ``ingest`` (files → rank tables), ``align`` (logical identity, clock,
skew/tail split), ``diagnose`` (graph, replay, divergences, stragglers, findings), ``pipeline`` (tables →
Analysis), ``engine`` (cache, processes, Dask); the surfaces ``reports``, ``plugin`` and ``cli`` read the
``model.Analysis`` (the merged-trace export also the rank tables and the clock frame).
"""
from .version import __version__  # noqa: F401  (the facade names it)

import typing

if typing.TYPE_CHECKING:
    from typing import Any

    from .comparison import Comparison
    from .ingest.discover import PathOrFiles
    from .model import Analysis


def analyze(path: "PathOrFiles", **settings: "Any") -> "Analysis":
    """Analyse one profiler span of a run.

    Args:
        path: a run directory (local or an fsspec URL), or a list of trace files.
        **settings: ``config.Settings`` fields (``span``, ``steps``, ``material_fraction``, ``cache``, ...).

    Returns:
        The ``Analysis``.

    Raises:
        NothingToAnalyse: no file of the run could be read as a profiler trace.
        ValueError: a setting out of range (a span the run does not have; ``span="all"``: use ``analyze_spans``).
    """
    from .config import Settings
    from .engine import analyze_run

    return analyze_run(path, Settings(**settings))


def analyze_spans(path: "PathOrFiles", **settings: "Any") -> "list[Analysis]":
    """Analyse every profiler span of a run.

    Args:
        path: a run directory (local or an fsspec URL), or a list of trace files.
        **settings: ``config.Settings`` fields (``span`` is not read).

    Returns:
        One ``Analysis`` per span, in order.

    Raises:
        NothingToAnalyse: no file of a span could be read as a profiler trace.
    """
    from .config import Settings
    from .engine import analyze_spans as _spans

    return _spans(path, Settings(**settings))


def compare(a: "Analysis | PathOrFiles", b: "Analysis | PathOrFiles", **settings: "Any") -> "Comparison":
    """Run ``b`` against run ``a``: steps matched, metrics with bootstrap intervals, verdict changes.

    Args:
        a: the baseline run: its Analysis, or its path (a run directory, an fsspec URL or a list of trace files),
            analysed with ``settings``.
        b: the run compared with it, the same way.
        **settings: ``config.Settings`` fields for a side given as a path (``span``, ``steps``, ...).

    Returns:
        The ``Comparison`` (``schema/compare.schema.json``); ``.summary`` leads with the answer.

    >>> c = compare("fixtures/runs/baseline", "fixtures/runs/fixed_slow")
    >>> c.outcome.answer
    'B got worse: a fixed straggler appeared on rank 2'
    """
    from .comparison import compare as _compare
    from .model import Analysis

    sides = [x if isinstance(x, Analysis) else analyze(x, **settings) for x in (a, b)]
    return _compare(*sides)


def report(a: "Analysis", comparison: "Comparison | None" = None, format: str = "html", redact: bool = False) -> str:
    """A report to share: one self-contained HTML document, or Markdown for an issue tracker.

    Args:
        a: the Analysis.
        comparison: ``compare(baseline, a)``'s result, shown beside it (optional).
        format: ``"html"`` or ``"markdown"``.
        redact: replace host names and paths everywhere.

    Returns:
        The document's text.

    Raises:
        ValueError: an unknown ``format``.
    """
    from .reports.share_html import html_report
    from .reports.share_markdown import markdown_report

    if format not in ("html", "markdown"):
        raise ValueError(f"format must be 'html' or 'markdown', not {format!r}")
    render = html_report if format == "html" else markdown_report
    return render(a, comparison, redact_names=redact)


def merged_trace(path: "PathOrFiles", out: str, **settings: "Any") -> dict:
    """Write one Chrome/Perfetto trace of every rank on the corrected common clock, with the collectives' skew
    and tail as markers.

    Args:
        path: a run directory or a list of trace files.
        out: the file to write (gzip when it ends in ``.gz``; written whole or not at all).
        **settings: ``config.Settings`` fields (``span`` chooses the span).

    Returns:
        What was written: ranks, events, events skipped, markers, flows, bytes.

    Raises:
        NothingToAnalyse: no file of the run could be read as a profiler trace.
        OSError: ``out`` could not be written.
    """
    from .config import Settings
    from .reports.export import write_merged

    return write_merged(path, out, Settings(**settings))


def __getattr__(name):
    if name in ("Analysis", "NothingToAnalyse"):
        from . import model

        return getattr(model, name)
    raise AttributeError(name)
