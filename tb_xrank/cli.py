"""The ``tb-xrank`` command."""
import argparse
import contextlib
import functools
import itertools
import os
import select
import sys

from .files import atomic_write
from .version import __version__

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
     remote storage could not be read (access denied, endpoint unreachable),
     or the Dask scheduler of --engine dask could not be reached
  2  usage error (bad option, no such directory, bucket or prefix, span out of
     range), or RUN_DIR is a logdir of runs: its runs are listed on stderr (name,
     workers, spans, files, size) with the command that analyses one
  70 internal error: the result broke the Analysis contract (a bug: please report it)

environment:
  TB_XRANK_CACHE_DIR  where decoded rank tables and analyses are cached
                      (default: the user cache directory, e.g. ~/.cache/tb_xrank)
  TB_XRANK_ENGINE     default for --engine
  TB_XRANK_SCHEDULER  default for --scheduler
  TB_XRANK_MEMORY_BUDGET  default for --memory-budget
  AWS_*, FSSPEC_*     credentials and endpoint for s3:// and other fsspec URLs
                      (AWS_ENDPOINT_URL for an S3-compatible store; gs:// uses
                      GOOGLE_APPLICATION_CREDENTIALS); see README, Remote logdirs

examples:
  tb-xrank analyze logdir/run1
  tb-xrank analyze logdir/run1 --format json > run1.json
  tb-xrank analyze logdir/run1 --span all --material-fraction 0.02
  tb-xrank analyze logdir/run1 --save   # TensorBoard then serves it at once
  tb-xrank analyze rank0.json.gz rank1.json.gz        # explicit trace files
  tb-xrank analyze s3://bucket/logdir/run1 --host-map '^(node\\d+)'
  tb-xrank analyze /shared/logdir/run1 --engine dask --scheduler tcp://10.0.0.5:8786
"""

COMPARE_DESCRIPTION = """\
Compare run B against run A, the way the method's last step asks: after a change,
did the arrival spread contract, did the post-last-arrival tail stay put, did the
per-step maximum fall, and did anything new appear?

Steps are matched by step number (by position when the runs share none), and
collectives inside them by process group, op and order. Each metric is judged
against the step-to-step noise of both runs: the steps are resampled with
replacement (1000 times, fixed seed) and B is 'higher' or 'lower' only when the
99% interval of the change excludes zero and the change is at least 2% of A;
otherwise 'unchanged'; with fewer than 5 matched steps every metric is
'inconclusive' (too few steps to conclude: no interval, no p-value). The answer
weighs the per-step maximum step time with the straggler verdicts: a fixed
straggler new in B (or moved to other ranks) makes B worse, A's straggler gone
in B makes it better. Steps, ranks and collectives found in only one run are
listed, not compared; --span-a/-b and --steps-a/-b choose what each run brings."""

COMPARE_EPILOG = """\
metrics (microseconds):
  arrival_skew_p50_us, arrival_skew_p90_us   spread of readiness per collective
  tail_p50_us, tail_p90_us                   post-last-arrival tail per collective
  step_time_max_p50_us, step_time_max_p90_us each step's slowest rank's step time
  work_max_p50_us                            each step's largest own work (no waits)

exit status:
  0  compared (whatever the verdicts)
  1  nothing could be analysed in A or B
  2  usage error (unknown metric, no such run, span out of range), or A or B is a
     logdir of runs (they are listed)
  3  --fail-if-higher: B is significantly higher on one of the named metrics
     (an inconclusive metric is not gated; stderr says so)

examples:
  tb-xrank compare runs/before runs/after
  tb-xrank compare runs/before runs/after --format json > cmp.json
  tb-xrank compare runs/main runs/pr-123 --fail-if-higher step_time_max_p50_us,tail_p50_us
  tb-xrank compare runs/before runs/after --span-a 1 --steps-b 20:40
"""

REPORT_DESCRIPTION = """\
Write what tb-xrank found about a run as one file to share with people who were
not there: the findings, the straggler verdict, the worst collectives, the
per-step maximum against the median, the critical-rank history, the missing
evidence and, with --compare, the comparison of a second run against it.

HTML reports are self-contained (styles and SVG charts inline, no script, no
remote URL): they open offline in any browser. Markdown reports paste into an
issue tracker, with small text charts."""

REPORT_EPILOG = """\
output:
  the report is written whole or not at all (mode 0666 less the umask: 0644
  under the usual umask 022), then 'wrote FILE: ...' on stderr (not with -o -
  or --quiet)

exit status:
  0  written;  1  nothing could be analysed;  2  usage error or the file cannot be written

examples:
  tb-xrank report runs/job42 -o job42.html
  tb-xrank report runs/before --compare runs/after --format markdown -o -
  tb-xrank report runs/job42 --redact -o job42-public.html
"""

EXPORT_DESCRIPTION = """\
Write one Chrome-trace file holding every rank of a run, for Perfetto
(ui.perfetto.dev) or chrome://tracing.

Each rank is one process, named 'rank N (host)' and sorted by rank, whose
threads and GPU streams keep their ids and names. Every event of every rank is
moved onto one common clock: the host clock offsets (and drift) that the
analysis estimated from the collectives are taken out, so events that happened
together line up although the hosts' clocks did not agree. A track
'xrank: collectives' on each rank marks every collective's wait (the rank's
readiness to the last arrival) and service (the last arrival to the rank's end),
with the analysis' numbers; a track 'xrank: divergences' on the critical rank
marks where the walk-back found the divergence, and flow arrows lead from that
event to the peers' waits it caused."""

EXPORT_EPILOG = """\
output:
  FILE.json     Chrome trace (JSON object format, 'traceEvents')
  FILE.json.gz  the same, gzip-compressed (Perfetto and chrome://tracing open it)
  -             the JSON on standard output
  ts is in microseconds: the analysis' time (tb-xrank analyze --format json)
  plus otherData.xrank.shift_us, which keeps every timestamp non-negative.
  The file is written whole or not at all (mode 0666 less the umask: 0644 under
  the usual umask 022).

exit status:
  0  written
  1  nothing could be analysed: no file of the run is a readable profiler trace
  2  usage error (bad option, no such directory, span out of range or 'all',
     the output cannot be written), or RUN is a logdir of runs (they are listed)

environment:
  TB_XRANK_CACHE_DIR  where decoded rank tables are cached (see 'analyze --help')

examples:
  tb-xrank export logdir/run1 -o run1.merged.json.gz
  tb-xrank export logdir/run1 --span 2 -o span2.json
  tb-xrank export rank0.json.gz rank1.json.gz -o merged.json.gz
  tb-xrank export logdir/run1 --host-map '^(node\\d+)' -o - | gzip > merged.json.gz
"""


OVER_TIME_HELP = ("read every span (profiler window) of the run and the scalars logged beside its traces (TensorBoard "
                  "event files, per rank by a tag suffix tokens/rank3 or a subdirectory rank3/; needs tensorboard): "
                  "the run's verdict across windows with its onset (a change point, its test stated), each window's "
                  "verdict, who held every step back, the scalars that track the straggler and the traces' "
                  "measurement limits; JSON: schema tb_xrank.overtime/1 (tb_xrank/schema/overtime.schema.json)")


class _Version(argparse.Action):
    """``--version``: the version and which decoder this installation reads traces with."""

    def __call__(self, parser, namespace, values, option_string=None):
        from .ingest.decode import Scanner

        decoder = ("simdjson block scanner + msgspec" if Scanner else
                   "msgspec (built without the simdjson scanner: install libsimdjson-dev and reinstall)")
        print(f"tb-xrank {__version__}\ndecoder: {decoder}")
        parser.exit()


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tb-xrank", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="Run 'tb-xrank analyze --help' for the analysis options.")
    p.add_argument("--version", action=_Version, nargs=0, help="print the version and the trace decoder, then exit")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND",  # help text laid out as written
                           parser_class=functools.partial(argparse.ArgumentParser,
                                                          formatter_class=argparse.RawDescriptionHelpFormatter))
    a = sub.add_parser("analyze", help="analyse one run and print the Analysis",
                       description=DESCRIPTION, epilog=ANALYZE_EPILOG)
    a.add_argument("run", nargs="+", metavar="RUN_DIR",
                   help="a run directory (local path or fsspec URL), or explicit trace files")
    a.add_argument("--format", choices=("text", "json", "markdown"), default="text",
                   help="output format (default: text)")
    _common(a)
    a.add_argument("--top", type=int, default=15, metavar="N", help="collectives listed in text/markdown (default: 15)")
    a.add_argument("--flight-recorder", nargs="+", metavar="DUMP", default=(),
                   help="the hang's Flight Recorder dumps (files <prefix><rank>, e.g. /tmp/nccl_trace_rank_*, or "
                        "directories of them) instead of those in the run directory")
    a.add_argument("--over-time", action="store_true", help=OVER_TIME_HELP)
    a.add_argument("--save", action="store_true",
                   help="also write the Analysis beside the run (tb_xrank.analysis in RUN_DIR, local or fsspec URL), "
                        "keyed by the trace files and settings: any TensorBoard reading the logdir serves it at once "
                        "while they are unchanged (with --span all, every span's)")

    c = sub.add_parser("compare", help="compare run B against run A (did the re-run help?)",
                       description=COMPARE_DESCRIPTION, epilog=COMPARE_EPILOG)
    c.add_argument("a", metavar="A", help="the reference run (before the change): directory or fsspec URL")
    c.add_argument("b", metavar="B", help="the run to judge (after the change)")
    c.add_argument("--format", choices=("text", "json", "markdown"), default="text", help="output format (default: text)")
    c.add_argument("--span-a", type=int, metavar="N", help="span of A to compare (default: --span, else the latest)")
    c.add_argument("--span-b", type=int, metavar="N", help="span of B to compare (default: --span, else the latest)")
    c.add_argument("--steps-a", metavar="A:B", help="analyse and compare only ProfilerStep numbers A to B of run A, "
                                                     "both included (A: or :B leave one end open; default: --steps)")
    c.add_argument("--steps-b", metavar="A:B", help="the same for run B (default: --steps)")
    c.add_argument("--fail-if-higher", metavar="METRIC[,METRIC]",
                   help="exit 3 when B is significantly higher than A on one of these metrics")
    _exchange_option(c)
    _common(c)

    r = sub.add_parser("report", help="write a shareable report (self-contained HTML or Markdown)",
                       description=REPORT_DESCRIPTION, epilog=REPORT_EPILOG)
    r.add_argument("run", metavar="RUN", help="the run to report on: directory or fsspec URL")
    r.add_argument("--compare", metavar="B", help="also compare run B against RUN (RUN is the reference)")
    r.add_argument("--format", choices=("html", "markdown"), default="html", help="report format (default: html)")
    r.add_argument("-o", "--output", required=True, metavar="FILE", help="where to write the report ('-': stdout)")
    r.add_argument("--redact", action="store_true",
                   help="replace host names and file paths with stable placeholders (host-1, path-1, ...)")
    _common(r)

    x = sub.add_parser("export", help="write one merged, clock-corrected trace of every rank (Perfetto)",
                       description=EXPORT_DESCRIPTION, epilog=EXPORT_EPILOG)
    x.add_argument("run", nargs="+", metavar="RUN",
                   help="a run directory (local path or fsspec URL), or explicit trace files")
    x.add_argument("-o", "--output", required=True, metavar="FILE",
                   help="the merged trace: FILE.json, FILE.json.gz (compressed), or '-' for standard output")
    _common(x)
    _confirm_parsers(sub)
    return p


def _common(p) -> None:
    """Options every command that analyses runs shares."""
    p.add_argument("--no-cache", action="store_true", help="decode every file again; read and write no cache")
    p.add_argument("--span", default=None, metavar="N|all",
                   help="profiler window to analyse, 1-based (default: the latest span every rank has)")
    p.add_argument("--host-map", metavar="FILE|REGEX",
                   help="physical host of each rank: a file of 'REGEX HOST' lines, or one regex whose first "
                        "group in the worker or host name is the host (default: the trace's host_name)")
    p.add_argument("--material-fraction", type=float, default=0.05, metavar="F",
                   help="a collective's skew is material when >= F x the median step time (default: 0.05)")
    p.add_argument("--steps", metavar="A:B",
                   help="analyse only ProfilerStep numbers A to B, both included (A: or :B leave one end open); "
                        "e.g. to leave out warm-up steps the analysis reports in stragglers.warmup_steps")
    p.add_argument("--no-diagnosis", action="store_true",
                   help="align and split only: skip the walk-back, straggler classes, propagation and gaps")
    p.add_argument("--engine", choices=("local", "dask"), default=os.environ.get("TB_XRANK_ENGINE", "local"),
                   help="where the rank traces are decoded: local processes (default) or the tasks of a Dask "
                        "cluster whose workers read the files themselves (pip install 'tb_xrank[dask]'); "
                        "the answer is the same")
    p.add_argument("--scheduler", default=os.environ.get("TB_XRANK_SCHEDULER"), metavar="ADDRESS",
                   help="the Dask scheduler for --engine dask: tcp://HOST:PORT or a scheduler file")
    p.add_argument("--memory-budget", default=os.environ.get("TB_XRANK_MEMORY_BUDGET"), metavar="SIZE",
                   help="memory the decoding processes may use together, e.g. 8G or 40%% of RAM (default: half "
                        "the RAM); traces are read a block at a time and fewer run at once when large")
    p.add_argument("--comm-kernel", action="append", default=[], metavar="NAME=REGEX|FILE",
                   help="kernels outside NCCL that communicate, beyond the built-in DeepEP, NVSHMEM and "
                        "TransformerEngine userbuffers patterns: each kernel whose name REGEX matches is one exchange, "
                        "aligned across ranks as process group NAME by its occurrence within the step; or a file of "
                        "NAME=REGEX lines (repeatable)")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress on stderr")


def _progress(quiet: bool):
    if quiet or not sys.stderr.isatty():
        return None, None
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    prog = Progress(TextColumn("decoding"), BarColumn(), TextColumn("{task.fields[files]}"),
                    TextColumn("{task.fields[rate]}"), TimeElapsedColumn(), transient=True)
    task = prog.add_task("decode", total=1, files="", rate="")

    def cb(done: int, total: int, done_bytes: int, total_bytes: int, elapsed: float) -> None:
        rate = done_bytes / elapsed / 1e6 if elapsed > 0 else 0.0
        prog.update(task, completed=done_bytes, total=max(total_bytes, 1),
                    files=f"{done}/{total} files, {done_bytes / 1e6:.0f}/{total_bytes / 1e6:.0f} MB",
                    rate=f"{rate:.0f} MB/s")
    return prog, cb


class _Exit(Exception):
    """Stop a command with this exit status (the message is already printed)."""


class _Logdir(Exception):
    """A command was given a logdir of runs where it takes one run: ``(target, {name: RunFiles})``."""


def _runs_under(target) -> dict:
    """The runs under ``target`` when it is a directory or URL that holds runs, not trace files: ``{name:
    RunFiles}`` (of a local directory, those in its first LOGDIR_WALK directories); {} for anything else, or when
    it cannot be listed."""
    from .ingest.discover import discover_run, is_run_dir, is_url, scan_runs

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


def _list_runs(target: str, runs: dict, command: str) -> int:
    """On stderr: that ``target`` is a logdir, the command for one of its runs, and its runs (name, workers,
    spans, files, size); the exit status 2 of a usage error."""
    import shlex

    from .reports.text import plural, size

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


def _fail(code: int, msg: str):
    print(f"tb-xrank: {msg}", file=sys.stderr)
    raise _Exit(code)


def _settings(args, span=None, steps=None):
    """The Settings of ``args``; ``span`` and ``steps`` (A:B), when given, in place of ``--span`` and ``--steps``."""
    from .config import Settings, parse_size, parse_steps

    span = args.span if span is None else span
    steps = args.steps if steps is None else steps
    if span is not None and span != "all" and not isinstance(span, int):
        if not span.isdigit() or int(span) < 1:
            _fail(2, f"--span must be a positive number or 'all', got {span!r}")
        span = int(span)
    try:
        budget = parse_size(args.memory_budget) if args.memory_budget else None
        settings = Settings(material_fraction=args.material_fraction, span=span, host_map=args.host_map,
                            cache=not args.no_cache, diagnose=not args.no_diagnosis, engine=args.engine,
                            scheduler=args.scheduler, memory_budget=budget, steps=parse_steps(steps),
                            flight_recorder=tuple(getattr(args, "flight_recorder", None) or ()),
                            comm_kernels=tuple(getattr(args, "comm_kernel", None) or ()))
        settings.host_map_rules()
    except (ValueError, OSError) as e:
        _fail(2, str(e))
    return settings


def _analyse(target, settings, quiet: bool, as_json: bool = False):
    """The Analysis (or list of them) of ``target``, or its JSON bytes; usage problems exit 2, nothing readable
    exits 1."""
    from .engine import analyze_json, analyze_run, analyze_spans

    prog, cb = _progress(quiet)
    run = analyze_json if as_json else analyze_spans if settings.span == "all" else analyze_run
    with _exit_codes(target):
        if prog:
            with prog:
                return run(target, settings, cb)
        return run(target, settings, cb)


def _save(target, settings, quiet: bool, as_json: bool = False):
    """What ``_analyse`` answers, with the Analysis saved beside the run too (``engine.save_beside``); what was
    written is said on stderr (not with ``quiet``). A file that cannot be written exits 2."""
    from .engine import CannotSave, save_beside
    from .model import Analysis

    prog, cb = _progress(quiet)
    with _exit_codes(target), prog or contextlib.nullcontext():
        try:
            where, doc, size = save_beside(target, settings, cb)
        except CannotSave as e:
            _fail(2, str(e))
    if not quiet:
        print(f"tb-xrank: wrote {where}: the Analysis of run {doc.run}, span {', '.join(str(s.span) for s in doc.spans)}"
              f" ({size / 1e6:.1f} MB); the xrank tab serves it without reading the traces while they and these "
              "settings stay as they are", file=sys.stderr)
    blobs = [bytes(s.analysis) for s in doc.spans]
    if as_json:
        return b"[" + b",".join(blobs) + b"]" if settings.span == "all" else blobs[0]
    found = [Analysis.from_json(b) for b in blobs]
    return found if settings.span == "all" else found[0]


@contextlib.contextmanager
def _exit_codes(target):
    """What an analysis of ``target`` raises as the command's exit: usage problems 2, nothing readable 1, a
    result that breaks the contract (a bug of tb_xrank) 70."""
    from .engine import NothingToAnalyse
    from .model import ContractError

    try:
        yield
    except ContractError as e:
        _fail(70, f"internal error, please report it with the run: {e}")
    except BrokenPipeError:  # a ConnectionError too, but the reader of our output left: the caller says so
        raise
    except FileNotFoundError as e:
        _not_a_run(target)
        _fail(2, str(e))
    except ValueError as e:
        _fail(2, str(e))
    except ConnectionError as e:
        _fail(1, f"nothing could be analysed: {e}")
    except NothingToAnalyse as e:
        _not_a_run(target)  # no trace of its own, only other JSON files beside its runs
        _fail(1, f"nothing could be analysed{f' in {target}' if isinstance(target, str) else ''}: {e}")


def _not_a_run(target) -> None:
    """Raise _Logdir when ``target``, which holds no readable trace, is a logdir of runs."""
    runs = _runs_under(target)
    if runs:
        raise _Logdir(target, runs) from None


def _single(args, target, span=None, steps=None):
    settings = _settings(args, span, steps)
    if settings.span == "all":
        _fail(2, f"--span all is not supported by '{args.command}': choose one span")
    return _analyse(target, settings, args.quiet)


def _write_bytes(data: bytes) -> None:
    """All of ``data`` to stdout's byte layer: a pipe whose reader leaves takes a part and returns its size, so
    the rest is written again (and then fails as a broken pipe). Nothing when stdout was closed at start."""
    if not sys.stdout:
        return
    buf = getattr(sys.stdout, "buffer", None)
    if buf is None:  # a text stream put in its place (contextlib.redirect_stdout)
        sys.stdout.write(data.decode())
        return
    sys.stdout.flush()
    view = memoryview(data)
    while view:
        n = buf.write(view)
        if n is None:  # a non-blocking stdout that is full: wait until it takes more
            select.select([], [buf], [])
            continue
        if not n:
            raise BrokenPipeError("stdout takes no more output")
        view = view[n:]


def _over_time_main(args, target, settings) -> int:
    """``analyze --over-time``: the run over all its windows, the story first (or its JSON)."""
    import msgspec

    from .overtime import analyze_over_time
    from .overtime.text import render

    if args.save or settings.span is not None:
        _fail(2, f"--over-time reads every span: {'--save' if args.save else '--span'} does not apply")
    prog, cb = _progress(args.quiet)
    with _exit_codes(target), prog or contextlib.nullcontext():
        result = analyze_over_time(target, settings, cb)
    if args.format == "json":
        _write_bytes(msgspec.json.format(result.to_json().encode(), indent=1) + b"\n")
    else:
        print(render(result), end="")
    return 0


def _analyze_main(args) -> int:
    target = args.run[0] if len(args.run) == 1 else args.run
    settings = _settings(args)
    if args.over_time:
        return _over_time_main(args, target, settings)
    if args.format == "json":  # written from the JSON itself: a cached Analysis is never decoded
        import msgspec

        result = (_save if args.save else _analyse)(target, settings, args.quiet, as_json=True)
        _write_bytes((result if settings.span == "all" else msgspec.json.format(result, indent=1)) + b"\n")
        return 0
    from .reports.text import markdown, text

    result = (_save if args.save else _analyse)(target, settings, args.quiet)
    render = text if args.format == "text" else markdown
    print("\n".join(render(a, args.top) for a in (result if isinstance(result, list) else [result])), end="")
    return 0


def _compare_main(args) -> int:
    import json

    from .comparison import METRICS, compare
    from .config import parse_steps
    from .reports.text import compare_markdown, compare_text

    gate = [m.strip() for m in (args.fail_if_higher or "").split(",") if m.strip()]
    unknown = [m for m in gate if m not in METRICS]
    if unknown:
        _fail(2, f"--fail-if-higher: unknown metric(s) {', '.join(unknown)}; known: {', '.join(METRICS)}")
    for opt, steps in (("--steps-a", args.steps_a), ("--steps-b", args.steps_b)):
        try:
            parse_steps(steps)
        except ValueError as e:
            _fail(2, f"{opt}: {e}")
    flag = _exchange_flag(args.exchange)
    a = _single(args, args.a, args.span_a, args.steps_a)
    b = _single(args, args.b, args.span_b, args.steps_b)
    c = _with_exchange(args, a, b, compare(a, b), flag)
    if args.format == "json":
        print(json.dumps(c.to_dict(), indent=1, ensure_ascii=False))
    else:
        from .confirm.text import exchange_markdown, exchange_text

        ex = c.get("exchange")
        lead = "" if ex is None else (exchange_text if args.format == "text" else exchange_markdown)(ex)
        print(lead + (compare_text if args.format == "text" else compare_markdown)(c), end="")
    return _gate(c, gate)


def _exchange_option(c) -> None:
    c.add_argument("--exchange", metavar="R1:R2",
                   help="B is A's job with the inputs of ranks R1 and R2 exchanged: say whether the delay followed "
                        "the input (workload), stayed with the rank (placement) or is ambiguous, from each rank's "
                        "excess over its role peers step by step in A and B (Mann-Whitney U), and what the exchange "
                        "did not hold equal (JSON: exchange). Without it, an exchange B's recorded shapes show is "
                        "recognised")


def _exchange_flag(text: str | None) -> list[int] | None:
    """``--exchange R1:R2`` as two ranks (None without it); anything else exits 2."""
    if text is None:
        return None
    parts = text.split(":")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts) or parts[0].strip() == parts[1].strip():
        _fail(2, f"--exchange takes two different ranks R1:R2, got {text!r}")
    return [int(p) for p in parts]


def _with_exchange(args, a, b, c, flag: list[int] | None):
    """The comparison with the exchange of ``flag``, or the one B's shapes show (the confirm stage)."""
    from .confirm import with_exchange

    try:
        return with_exchange(c, a, b, args.a, args.b, _settings(args, args.span_a, args.steps_a),
                             _settings(args, args.span_b, args.steps_b), flag)
    except ValueError as e:
        _fail(2, str(e))


def _gate(c, gate: list) -> int:
    """3 when B is significantly higher on a metric of ``gate``, else 0; on stderr, those metrics and the gated
    ones too few matched steps leave inconclusive."""
    unsure = [m["name"] for m in c["metrics"] if m["name"] in gate and m["verdict"] == "inconclusive"]
    if unsure:
        print(f"tb-xrank: too few matched steps to judge {', '.join(unsure)} "
              f"({c['outcome']['matched_steps']}, at least {c['outcome']['min_steps']}): not gated", file=sys.stderr)
    higher = [m["name"] for m in c["metrics"] if m["name"] in gate and m["verdict"] == "higher"]
    if higher:
        print(f"tb-xrank: B is significantly higher than A on {', '.join(higher)}", file=sys.stderr)
        return 3
    return 0


def _report_main(args) -> int:
    from .reports.share_html import html_report
    from .reports.share_markdown import markdown_report

    a = _single(args, args.run)
    cmp, others = None, []
    if args.compare:
        from .comparison import compare

        others = [_single(args, args.compare)]
        cmp = compare(a, others[0])
    render = html_report if args.format == "html" else markdown_report
    body = render(a, cmp, redact_names=args.redact, also=others)
    if args.output == "-":
        sys.stdout.write(body)
        return 0
    try:
        written = atomic_write(args.output, body.encode())
    except OSError as e:
        _fail(2, f"cannot write {args.output}: {e}")
    if not args.quiet:
        from .reports.text import size

        what = f"{'HTML' if args.format == 'html' else 'Markdown'} report of run {a.run}"
        print(f"tb-xrank: wrote {args.output}: {what}" + (f" against {others[0].run}" if others else "")
              + (", redacted" if args.redact else "") + f" ({size(written)})", file=sys.stderr)
    return 0


def _write_export(target, out: str, settings, cb) -> dict:
    """The merged trace of ``target`` to the file ``out``, or to standard output for '-'; what was written."""
    from .reports.export import merged_chunks, prepare, write_merged

    if out != "-":
        return write_merged(target, out, settings, cb)
    chunks, stats = merged_chunks(*prepare(target, settings, cb), budget=settings.resolved_memory_budget())
    sys.stdout.buffer.writelines(chunks)
    sys.stdout.buffer.flush()
    return stats


def _export_main(args) -> int:
    settings = _settings(args)
    if settings.span == "all":
        _fail(2, "--span all is not supported by 'export': a merged trace holds one span")
    out = args.output
    if out != "-" and not os.path.isdir(os.path.dirname(os.path.abspath(out))):
        _fail(2, f"cannot write {out}: no such directory {os.path.dirname(os.path.abspath(out))}")
    target = args.run[0] if len(args.run) == 1 else args.run
    prog, cb = _progress(args.quiet)
    try:
        if prog:
            prog.start()
        with _exit_codes(target):
            stats = _write_export(target, out, settings, cb)
    except BrokenPipeError:  # the reader of '-o -' stopped early: ``run`` ends with 141, as for analyze
        raise
    except OSError as e:
        _fail(2, f"cannot write {out}: {e}")
    finally:
        if prog:
            prog.stop()
    if not args.quiet and out != "-":
        print(f"tb-xrank: wrote {out}: {stats['ranks']} ranks, {sum(stats['events'].values())} events, "
              f"{stats['markers']} markers, {stats['flows']} divergence arrows ({stats['bytes'] / 1e6:.1f} MB)",
              file=sys.stderr)
    return 0


def _confirm_parsers(sub) -> None:
    """``replay`` and ``service``: a span's collectives replayed with synchronized readiness, and their service."""
    from .confirm.usage import REPLAY_DESCRIPTION, REPLAY_EPILOG, SERVICE_DESCRIPTION, SERVICE_EPILOG

    r = sub.add_parser("replay", help="write a script that replays a span's collectives with synchronized readiness",
                       description=REPLAY_DESCRIPTION, epilog=REPLAY_EPILOG)
    r.add_argument("run", metavar="RUN", help="the run whose collectives to replay: directory or fsspec URL")
    r.add_argument("-o", "--output", required=True, metavar="FILE", help="the replay script ('-': standard output)")
    r.add_argument("--repeat", type=int, default=5, metavar="K", help="repetitions the script profiles (default: 5)")
    _common(r)
    v = sub.add_parser("service", help="each collective's tail against its replayed service (and bandwidth from it)",
                       description=SERVICE_DESCRIPTION, epilog=SERVICE_EPILOG)
    v.add_argument("run", metavar="RUN", help="the run: directory or fsspec URL")
    v.add_argument("replay", metavar="REPLAY", help="the replay script's --out, with its xrank_replay.json")
    v.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    v.add_argument("--top", type=int, default=30, metavar="N", help="collectives listed in text (default: 30)")
    _common(v)


def _replay_main(args) -> int:
    import dataclasses

    from .config import parse_steps
    from .confirm import make_replay

    if args.repeat < 1:
        _fail(2, f"--repeat must be at least 1, got {args.repeat}")
    settings = _settings(args)
    if settings.span == "all":
        _fail(2, "--span all is not supported by 'replay': a replay holds one span")
    with _exit_codes(args.run):
        text, plan = make_replay(args.run, dataclasses.replace(settings, steps=None), parse_steps(args.steps),
                                   args.repeat)
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    try:
        atomic_write(args.output, text.encode())
    except OSError as e:
        _fail(2, f"cannot write {args.output}: {e}")
    if not args.quiet:
        steps = f"steps {plan.steps[0]}-{plan.steps[-1]}" if plan.steps else "no step"
        print(f"tb-xrank: wrote {args.output}: {len(plan.ops)} collectives of span {plan.span}, {steps}, on "
              f"{plan.world_size} ranks, {plan.repeat} repetitions"
              + (f"; not replayed: {len(plan.skipped)}" if plan.skipped else "")
              + "".join(f"; {n}" for n in plan.notes)
              + f"\n  run it: python {args.output} --spawn {plan.world_size} --backend gloo --out REPLAY  (or torchrun "
              f"--nproc-per-node {plan.world_size} {args.output} --out REPLAY)", file=sys.stderr)
    return 0


def _service_main(args) -> int:
    import dataclasses

    from .confirm import service_report
    from .confirm.text import service_text

    settings = _settings(args)
    if settings.span == "all":
        _fail(2, "--span all is not supported by 'service': choose one span")
    with _exit_codes(args.run):
        try:
            s = service_report(args.run, args.replay, settings, dataclasses.replace(settings, span=None, steps=None))
        except FileNotFoundError as e:
            if os.path.isdir(args.replay) or "://" in args.replay:
                _fail(2, f"{args.replay} holds no xrank_replay.json: is it the --out of a replay script? ({e})")
            raise
    if args.format == "json":
        _write_bytes(s.to_json(indent=1).encode() + b"\n")
    else:
        print(service_text(s, args.top), end="")
    return 0


COMMANDS = {"analyze": _analyze_main, "compare": _compare_main, "report": _report_main, "export": _export_main,
            "replay": _replay_main, "service": _service_main}


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except _Logdir as e:
        return _list_runs(*e.args, args.command)
    except _Exit as e:
        return e.args[0]


def run() -> None:
    """The ``tb-xrank`` command: ``main``, then an exit that skips the interpreter's teardown (the analysis'
    objects go with the process instead of being freed one by one)."""
    # the analysis makes no BLAS call; OpenBLAS' idle threads spin for a while after numpy loads, on the CPUs
    # the decoding processes need (~0.1 s of CPU per process here)
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    try:
        code = main()
        if sys.stdout:  # None when the command was started with stdout closed
            sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (| head): end as a process killed by SIGPIPE would
        code = 128 + 13
    try:
        if sys.stderr:
            sys.stderr.flush()
    except OSError:
        pass
    os._exit(code)


if __name__ == "__main__":
    run()
