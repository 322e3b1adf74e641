"""The ``tb-xrank`` command."""
import os
import sys

from .commands import COMMANDS
from .common import Exit
from .logdir import Logdir, list_runs
from .parser import build_parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except Logdir as e:
        target, runs = e.args
        return list_runs(target, runs, args.command)
    except Exit as e:
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
