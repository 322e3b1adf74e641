"""The ``tb-xrank`` command line: its help texts and its argument parser."""
import argparse
import functools
import os

from ..version import __version__


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
        from ..ingest.decode import Scanner

        decoder = ("simdjson block scanner + msgspec" if Scanner else
                   "msgspec (built without the simdjson scanner: install libsimdjson-dev and reinstall)")
        print(f"tb-xrank {__version__}\ndecoder: {decoder}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tb-xrank", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="Run 'tb-xrank analyze --help' for the analysis options.")
    p.add_argument("--version", action=_Version, nargs=0, help="print the version and the trace decoder, then exit")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND",  # type: ignore[call-overload]  # help text laid out as written
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


def _exchange_option(c) -> None:
    c.add_argument("--exchange", metavar="R1:R2",
                   help="B is A's job with the inputs of ranks R1 and R2 exchanged: say whether the delay followed "
                        "the input (workload), stayed with the rank (placement) or is ambiguous, from each rank's "
                        "excess over its role peers step by step in A and B (Mann-Whitney U), and what the exchange "
                        "did not hold equal (JSON: exchange). Without it, an exchange B's recorded shapes show is "
                        "recognised")


def _confirm_parsers(sub) -> None:
    """``replay`` and ``service``: a span's collectives replayed with synchronized readiness, and their service."""
    from ..confirm.usage import REPLAY_DESCRIPTION, REPLAY_EPILOG, SERVICE_DESCRIPTION, SERVICE_EPILOG

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
