"""tb_xrank: which rank held a distributed training step back, why, and how much of each collective was waiting.

    >>> import tb_xrank
    >>> a = tb_xrank.analyze("logdir/run")          # the same object `tb-xrank analyze` prints
    >>> a.collectives[0]["skew_us"], a.collectives[0]["last_rank"]
"""
__version__ = "0.6.0"


def analyze(path, **settings):
    """Analyse a run directory (or a list of trace files). Keyword arguments are ``config.Settings`` fields.

    Returns an ``Analysis``; with ``span="all"``, a list of them, one per profiler span.
    """
    from .config import Settings
    from .engine import analyze_run

    return analyze_run(path, Settings(**settings))


def __getattr__(name):
    if name == "Analysis":
        from .model import Analysis

        return Analysis
    raise AttributeError(name)
