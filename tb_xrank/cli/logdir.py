"""A command given a logdir of runs where it takes one run: the runs under it, and the list of them on stderr
with the command that names one."""
import itertools
import os
import sys
import typing

if typing.TYPE_CHECKING:
    from ..ingest.discover import PathOrFiles


class Logdir(Exception):
    """A command was given a logdir of runs where it takes one run: ``(target, {name: RunFiles})``."""


def _runs_under(target) -> dict:
    """The runs under ``target`` when it is a directory or URL that holds runs, not trace files: ``{name:
    RunFiles}`` (of a local directory, those in its first LOGDIR_WALK directories); {} for anything else, or when
    it cannot be listed."""
    from ..ingest.discover import discover_run, is_run_dir, is_url, scan_runs

    if not isinstance(target, str):
        return {}
    try:
        if is_url(target):
            runs = scan_runs(target)
            return {} if "." in runs else runs
        found = {}
        for d, dirs, files in itertools.islice(os.walk(target), LOGDIR_WALK):
            dirs.sort()
            if is_run_dir(files):
                rel = os.path.relpath(d, target).replace(os.sep, "/")
                found[rel] = discover_run(d, rel)
        return {} if "." in found else dict(sorted(found.items()))  # a run of its own: not a logdir
    except (OSError, ConnectionError, ValueError):
        return {}


LOGDIR_WALK = 10000  # directories looked at for runs, so that a mistaken 'analyze ~' answers at once
LOGDIR_HINT = {"analyze": "tb-xrank analyze {0}", "compare": "tb-xrank compare {0} {1}",
               "report": "tb-xrank report {0} -o report.html", "export": "tb-xrank export {0} -o merged.json.gz",
               "replay": "tb-xrank replay {0} -o replay.py", "service": "tb-xrank service {0} REPLAY"}
LOGDIR_SHOWN = 30


def list_runs(target: str, runs: dict, command: str) -> int:
    """On stderr: that ``target`` is a logdir, the command for one of its runs, and its runs (name, workers,
    spans, files, size); the exit status 2 of a usage error."""
    import shlex

    from ..model.units import plural, size

    paths = [shlex.quote(r.path) for r in runs.values()]
    print(f"tb-xrank: {target} is a logdir of {plural(len(runs), 'run')}, not a run; name "
          f"{'it' if len(runs) == 1 else 'one of them'}, e.g.\n  "
          + LOGDIR_HINT[command].format(paths[0], paths[min(1, len(paths) - 1)]), file=sys.stderr)
    width = max(3, *(len(n) for n in list(runs)[:LOGDIR_SHOWN]))
    print(f"  {'run':<{width}}  {'workers':>7}  {'spans':>5}  {'files':>5}  {'size':>9}", file=sys.stderr)
    for name, r in list(runs.items())[:LOGDIR_SHOWN]:
        files = [f for fs in r.workers.values() for f in fs]
        print(f"  {name:<{width}}  {len(r.workers):>7}  {r.n_spans:>5}  {len(files):>5}  "
              f"{size(sum(f.size for f in files)):>9}", file=sys.stderr)
    if len(runs) > LOGDIR_SHOWN:
        print(f"  ... and {plural(len(runs) - LOGDIR_SHOWN, 'more run')}", file=sys.stderr)
    return 2


def not_a_run(target: "PathOrFiles") -> None:
    """Raise Logdir when ``target``, which holds no readable trace, is a logdir of runs."""
    runs = _runs_under(target)
    if runs:
        raise Logdir(target, runs) from None
