"""The ``tb-xrank`` command."""
import argparse
import os
import sys

from . import __version__

DESCRIPTION = """\
Find which rank held a distributed PyTorch training step back, and how much of
each collective was waiting versus transfer.

tb-xrank reads the PyTorch Profiler traces of every rank of one run (the
<worker>.<time_ns>.pt.trace.json[.gz] files that tensorboard_trace_handler
writes), matches each collective across ranks by its logical identity (process
group and sequence number, or process group and ordinal within the common
profiler steps), estimates host clock offsets from the collectives themselves,
and splits every collective into arrival skew (the spread of the ranks'
readiness) and the post-last-arrival tail, naming the last (critical) rank."""

ANALYZE_EPILOG = """\
output:
  text      the findings, then the worst collectives first (skew, tail, last rank)
  json      the Analysis object (schema tb_xrank.analysis/1; JSON Schema in
            tb_xrank/schema/analysis.schema.json); with --span all, a list of them
  markdown  the text report as Markdown, for an issue tracker

exit status:
  0  the run was analysed (problems with single files or ranks are reported in
     the output: errors[], ranks[].status and ranks[].warnings)
  1  nothing could be analysed: no file of the run is a readable profiler trace,
     or the Dask scheduler of --engine dask could not be reached
  2  usage error (bad option, no such directory, span out of range)

environment:
  TB_XRANK_CACHE_DIR  where decoded rank tables and analyses are cached
                      (default: the user cache directory, e.g. ~/.cache/tb_xrank)
  TB_XRANK_ENGINE     default for --engine
  TB_XRANK_SCHEDULER  default for --scheduler

examples:
  tb-xrank analyze logdir/run1
  tb-xrank analyze logdir/run1 --format json > run1.json
  tb-xrank analyze logdir/run1 --span all --material-fraction 0.02
  tb-xrank analyze rank0.json.gz rank1.json.gz        # explicit trace files
  tb-xrank analyze s3://bucket/logdir/run1 --host-map '^(node\\d+)'
  tb-xrank analyze /shared/logdir/run1 --engine dask --scheduler tcp://10.0.0.5:8786
"""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tb-xrank", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="Run 'tb-xrank analyze --help' for the analysis options.")
    p.add_argument("--version", action="version", version=f"tb-xrank {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    a = sub.add_parser("analyze", help="analyse one run and print the Analysis",
                       description=DESCRIPTION, epilog=ANALYZE_EPILOG,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    a.add_argument("run", nargs="+", metavar="RUN_DIR",
                   help="a run directory (local path or fsspec URL), or explicit trace files")
    a.add_argument("--format", choices=("text", "json", "markdown"), default="text",
                   help="output format (default: text)")
    a.add_argument("--no-cache", action="store_true", help="decode every file again; read and write no cache")
    a.add_argument("--span", default=None, metavar="N|all",
                   help="profiler window to analyse, 1-based (default: the latest span every rank has)")
    a.add_argument("--host-map", metavar="FILE|REGEX",
                   help="physical host of each rank: a file of 'REGEX HOST' lines, or one regex whose first "
                        "group in the worker or host name is the host (default: the trace's host_name)")
    a.add_argument("--material-fraction", type=float, default=0.05, metavar="F",
                   help="a collective's skew is material when >= F x the median step time (default: 0.05)")
    a.add_argument("--no-diagnosis", action="store_true",
                   help="align and split only: skip the walk-back, straggler classes, propagation and gaps")
    a.add_argument("--top", type=int, default=15, metavar="N", help="collectives listed in text/markdown (default: 15)")
    a.add_argument("--engine", choices=("local", "dask"), default=os.environ.get("TB_XRANK_ENGINE", "local"),
                   help="where the rank traces are decoded: local processes (default) or the tasks of a Dask "
                        "cluster whose workers read the files themselves (pip install 'tb_xrank[dask]'); "
                        "the answer is the same")
    a.add_argument("--scheduler", default=os.environ.get("TB_XRANK_SCHEDULER"), metavar="ADDRESS",
                   help="the Dask scheduler for --engine dask: tcp://HOST:PORT or a scheduler file")
    a.add_argument("--quiet", "-q", action="store_true", help="no progress on stderr")
    return p


def _progress(quiet: bool):
    if quiet or not sys.stderr.isatty():
        return None, None
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    prog = Progress(TextColumn("decoding"), BarColumn(), TextColumn("{task.fields[files]}"),
                    TextColumn("{task.fields[rate]}"), TimeElapsedColumn(), transient=True)
    task = prog.add_task("decode", total=1, files="", rate="")

    def cb(done, total, done_bytes, total_bytes, elapsed):
        rate = done_bytes / elapsed / 1e6 if elapsed > 0 else 0.0
        prog.update(task, completed=done_bytes, total=max(total_bytes, 1),
                    files=f"{done}/{total} files, {done_bytes / 1e6:.0f}/{total_bytes / 1e6:.0f} MB",
                    rate=f"{rate:.0f} MB/s")
    return prog, cb


def main(argv=None) -> int:
    args = _parser().parse_args(argv)
    from .config import Settings
    from .engine import NothingToAnalyse, analyze_run
    from .report import markdown, text

    span = args.span
    if span is not None and span != "all":
        if not span.isdigit() or int(span) < 1:
            print(f"tb-xrank: --span must be a positive number or 'all', got {span!r}", file=sys.stderr)
            return 2
        span = int(span)
    try:
        settings = Settings(material_fraction=args.material_fraction, span=span, host_map=args.host_map,
                            cache=not args.no_cache, diagnose=not args.no_diagnosis, engine=args.engine,
                            scheduler=args.scheduler)
        settings.host_map_rules()
    except (ValueError, OSError) as e:
        print(f"tb-xrank: {e}", file=sys.stderr)
        return 2
    target = args.run[0] if len(args.run) == 1 else args.run
    prog, cb = _progress(args.quiet)
    try:
        if prog:
            with prog:
                result = analyze_run(target, settings, cb)
        else:
            result = analyze_run(target, settings, cb)
    except FileNotFoundError as e:
        print(f"tb-xrank: {e}", file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"tb-xrank: {e}", file=sys.stderr)
        return 2
    except ConnectionError as e:
        print(f"tb-xrank: nothing could be analysed: {e}", file=sys.stderr)
        return 1
    except NothingToAnalyse as e:
        print(f"tb-xrank: nothing could be analysed: {e}", file=sys.stderr)
        return 1
    analyses = result if isinstance(result, list) else [result]
    if args.format == "json":
        if isinstance(result, list):
            print("[" + ",".join(a.to_json() for a in analyses) + "]")
        else:
            print(result.to_json(indent=1))
    else:
        render = text if args.format == "text" else markdown
        print("\n".join(render(a, args.top) for a in analyses), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
