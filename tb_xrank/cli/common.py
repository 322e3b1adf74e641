"""What the commands do alike: Settings from their options, an analysis with its progress on stderr and its exit
status, bytes written to stdout."""
import argparse
import contextlib
import select
import sys
import typing

from .logdir import not_a_run

if typing.TYPE_CHECKING:
    from ..config import Settings
    from ..ingest.discover import PathOrFiles


def progress(quiet: bool) -> tuple:
    """``(rich Progress, callback)`` of the decoding shown on stderr; ``(None, None)`` with ``quiet`` or where stderr
    is no terminal."""
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


class Exit(Exception):
    """Stop a command with this exit status (the message is already printed)."""


def fail(code: int, msg: str) -> "typing.NoReturn":
    print(f"tb-xrank: {msg}", file=sys.stderr)
    raise Exit(code)


def settings_of(args: "argparse.Namespace", span: "int | str | None" = None,
                steps: "str | None" = None) -> "Settings":
    """The Settings of ``args``; ``span`` and ``steps`` (A:B), when given, in place of ``--span`` and ``--steps``."""
    from ..config import Settings, parse_size, parse_steps

    span = args.span if span is None else span
    steps = args.steps if steps is None else steps
    if span is not None and span != "all" and not isinstance(span, int):
        if not span.isdigit() or int(span) < 1:
            fail(2, f"--span must be a positive number or 'all', got {span!r}")
        span = int(span)
    try:
        budget = parse_size(args.memory_budget) if args.memory_budget else None
        settings = Settings(material_fraction=args.material_fraction, host_map=args.host_map,
                            span=typing.cast("int | typing.Literal['all'] | None", span),  # a number or 'all': checked above
                            cache=not args.no_cache, diagnose=not args.no_diagnosis, engine=args.engine,
                            scheduler=args.scheduler, memory_budget=budget, steps=parse_steps(steps),
                            flight_recorder=tuple(getattr(args, "flight_recorder", None) or ()),
                            comm_kernels=tuple(getattr(args, "comm_kernel", None) or ()))
        settings.host_map_rules()
    except (ValueError, OSError) as e:
        fail(2, str(e))
    return settings


def analyse(target: "PathOrFiles", settings: "Settings", quiet: bool, as_json: bool = False) -> "typing.Any":
    """The Analysis (or list of them) of ``target``, or its JSON bytes; usage problems exit 2, nothing readable
    exits 1."""
    from ..engine import analyze_json, analyze_run, analyze_spans

    prog, cb = progress(quiet)
    run = analyze_json if as_json else analyze_spans if settings.span == "all" else analyze_run
    with exit_codes(target):
        if prog:
            with prog:
                return run(target, settings, cb)
        return run(target, settings, cb)


def save_analysis(target: "PathOrFiles", settings: "Settings", quiet: bool,
                  as_json: bool = False) -> "typing.Any":
    """What ``analyse`` answers, with the Analysis saved beside the run too (``engine.save_beside``); what was
    written is said on stderr (not with ``quiet``). A file that cannot be written exits 2."""
    from ..engine import CannotSave, save_beside
    from ..model import Analysis

    prog, cb = progress(quiet)
    with exit_codes(target), prog or contextlib.nullcontext():
        try:
            where, doc, size = save_beside(target, settings, cb)
        except CannotSave as e:
            fail(2, str(e))
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
def exit_codes(target: "PathOrFiles") -> "typing.Iterator[None]":
    """What an analysis of ``target`` raises as the command's exit: usage problems 2, nothing readable 1, a
    result that breaks the contract (a bug of tb_xrank) 70."""
    from ..engine import NothingToAnalyse
    from ..model import ContractError

    try:
        yield
    except ContractError as e:
        fail(70, f"internal error, please report it with the run: {e}")
    except BrokenPipeError:  # a ConnectionError too, but the reader of our output left: the caller says so
        raise
    except FileNotFoundError as e:
        not_a_run(target)
        fail(2, str(e))
    except ValueError as e:
        fail(2, str(e))
    except ConnectionError as e:
        fail(1, f"nothing could be analysed: {e}")
    except NothingToAnalyse as e:
        not_a_run(target)  # no trace of its own, only other JSON files beside its runs
        fail(1, f"nothing could be analysed{f' in {target}' if isinstance(target, str) else ''}: {e}")


def single_analysis(args: "argparse.Namespace", target: "PathOrFiles", span: "int | str | None" = None,
                    steps: "str | None" = None) -> "typing.Any":
    settings = settings_of(args, span, steps)
    if settings.span == "all":
        fail(2, f"--span all is not supported by '{args.command}': choose one span")
    return analyse(target, settings, args.quiet)


def write_bytes(data: bytes) -> None:
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
