"""The commands of ``tb-xrank``: analyze, compare, report, export, replay and service."""
import contextlib
import os
import sys

import msgspec

from ..files import atomic_write
from .common import (analyse, exit_codes, fail, progress, save_analysis, settings_of, single_analysis,
                     write_bytes)


def _over_time_main(args, target, settings) -> int:
    """``analyze --over-time``: the run over all its windows, the story first (or its JSON)."""
    import msgspec

    from ..overtime import analyze_over_time
    from ..overtime.text import render

    if args.save or settings.span is not None:
        fail(2, f"--over-time reads every span: {'--save' if args.save else '--span'} does not apply")
    prog, cb = progress(args.quiet)
    with exit_codes(target), prog or contextlib.nullcontext():
        result = analyze_over_time(target, settings, cb)
    if args.format == "json":
        write_bytes(msgspec.json.format(result.to_json().encode(), indent=1) + b"\n")
    else:
        print(render(result), end="")
    return 0


def _analyze_main(args) -> int:
    target = args.run[0] if len(args.run) == 1 else args.run
    settings = settings_of(args)
    if args.over_time:
        return _over_time_main(args, target, settings)
    if args.format == "json":  # written from the JSON itself: a cached Analysis is never decoded
        import msgspec

        result = (save_analysis if args.save else analyse)(target, settings, args.quiet, as_json=True)
        write_bytes((result if settings.span == "all" else msgspec.json.format(result, indent=1)) + b"\n")
        return 0
    from ..reports.text import markdown, text

    result = (save_analysis if args.save else analyse)(target, settings, args.quiet)
    render = text if args.format == "text" else markdown
    print("\n".join(render(a, args.top) for a in (result if isinstance(result, list) else [result])), end="")
    return 0


def _compare_main(args) -> int:
    import json

    from ..comparison import METRICS, compare
    from ..config import parse_steps
    from ..reports.text import compare_markdown, compare_text

    gate = [m.strip() for m in (args.fail_if_higher or "").split(",") if m.strip()]
    unknown = [m for m in gate if m not in METRICS]
    if unknown:
        fail(2, f"--fail-if-higher: unknown metric(s) {', '.join(unknown)}; known: {', '.join(METRICS)}")
    for opt, steps in (("--steps-a", args.steps_a), ("--steps-b", args.steps_b)):
        try:
            parse_steps(steps)
        except ValueError as e:
            fail(2, f"{opt}: {e}")
    flag = _exchange_flag(args.exchange)
    a = single_analysis(args, args.a, args.span_a, args.steps_a)
    b = single_analysis(args, args.b, args.span_b, args.steps_b)
    c = _with_exchange(args, a, b, compare(a, b), flag)
    if args.format == "json":
        print(json.dumps(c.to_dict(), indent=1, ensure_ascii=False))
    else:
        from ..confirm.text import exchange_markdown, exchange_text

        ex = c.exchange
        lead = "" if ex is msgspec.UNSET else (exchange_text if args.format == "text" else exchange_markdown)(ex)
        print(lead + (compare_text if args.format == "text" else compare_markdown)(c), end="")
    return _gate(c, gate)


def _exchange_flag(text: str | None) -> list[int] | None:
    """``--exchange R1:R2`` as two ranks (None without it); anything else exits 2."""
    if text is None:
        return None
    parts = text.split(":")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts) or parts[0].strip() == parts[1].strip():
        fail(2, f"--exchange takes two different ranks R1:R2, got {text!r}")
    return [int(p) for p in parts]


def _with_exchange(args, a, b, c, flag: list[int] | None):
    """The comparison with the exchange of ``flag``, or the one B's shapes show (the confirm stage)."""
    from ..confirm import Side, with_exchange

    try:
        return with_exchange(c, Side(a, args.a, settings_of(args, args.span_a, args.steps_a)),
                             Side(b, args.b, settings_of(args, args.span_b, args.steps_b)), flag)
    except ValueError as e:
        fail(2, str(e))


def _gate(c, gate: list) -> int:
    """3 when B is significantly higher on a metric of ``gate``, else 0; on stderr, those metrics and the gated
    ones too few matched steps leave inconclusive."""
    unsure = [m.name for m in c.metrics if m.name in gate and m.verdict == "inconclusive"]
    if unsure:
        print(f"tb-xrank: too few matched steps to judge {', '.join(unsure)} "
              f"({c.outcome.matched_steps}, at least {c.outcome.min_steps}): not gated", file=sys.stderr)
    higher = [m.name for m in c.metrics if m.name in gate and m.verdict == "higher"]
    if higher:
        print(f"tb-xrank: B is significantly higher than A on {', '.join(higher)}", file=sys.stderr)
        return 3
    return 0


def _report_main(args) -> int:
    from ..reports.share_html import html_report
    from ..reports.share_markdown import markdown_report

    a = single_analysis(args, args.run)
    cmp, others = None, []
    if args.compare:
        from ..comparison import compare

        others = [single_analysis(args, args.compare)]
        cmp = compare(a, others[0])
    render = html_report if args.format == "html" else markdown_report
    body = render(a, cmp, redact_names=args.redact, also=others)
    if args.output == "-":
        sys.stdout.write(body)
        return 0
    try:
        written = atomic_write(args.output, body.encode())
    except OSError as e:
        fail(2, f"cannot write {args.output}: {e}")
    if not args.quiet:
        from ..model.units import size

        what = f"{'HTML' if args.format == 'html' else 'Markdown'} report of run {a.run}"
        print(f"tb-xrank: wrote {args.output}: {what}" + (f" against {others[0].run}" if others else "")
              + (", redacted" if args.redact else "") + f" ({size(written)})", file=sys.stderr)
    return 0


def _write_export(target, out: str, settings, cb) -> dict:
    """The merged trace of ``target`` to the file ``out``, or to standard output for '-'; what was written."""
    from ..reports.export import merged_chunks, prepare, write_merged

    if out != "-":
        return write_merged(target, out, settings, cb)
    chunks, stats = merged_chunks(*prepare(target, settings, cb), budget=settings.resolved_memory_budget())
    sys.stdout.buffer.writelines(chunks)
    sys.stdout.buffer.flush()
    return stats


def _export_main(args) -> int:
    settings = settings_of(args)
    if settings.span == "all":
        fail(2, "--span all is not supported by 'export': a merged trace holds one span")
    out = args.output
    if out != "-" and not os.path.isdir(os.path.dirname(os.path.abspath(out))):
        fail(2, f"cannot write {out}: no such directory {os.path.dirname(os.path.abspath(out))}")
    target = args.run[0] if len(args.run) == 1 else args.run
    prog, cb = progress(args.quiet)
    try:
        if prog:
            prog.start()
        with exit_codes(target):
            stats = _write_export(target, out, settings, cb)
    except BrokenPipeError:  # the reader of '-o -' stopped early: ``run`` ends with 141, as for analyze
        raise
    except OSError as e:
        fail(2, f"cannot write {out}: {e}")
    finally:
        if prog:
            prog.stop()
    if not args.quiet and out != "-":
        print(f"tb-xrank: wrote {out}: {stats['ranks']} ranks, {sum(stats['events'].values())} events, "
              f"{stats['markers']} markers, {stats['flows']} divergence arrows ({stats['bytes'] / 1e6:.1f} MB)",
              file=sys.stderr)
    return 0


def _replay_main(args) -> int:
    import dataclasses

    from ..config import parse_steps
    from ..confirm import make_replay

    if args.repeat < 1:
        fail(2, f"--repeat must be at least 1, got {args.repeat}")
    settings = settings_of(args)
    if settings.span == "all":
        fail(2, "--span all is not supported by 'replay': a replay holds one span")
    with exit_codes(args.run):
        text, plan = make_replay(args.run, dataclasses.replace(settings, steps=None), parse_steps(args.steps),
                                   args.repeat)
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    try:
        atomic_write(args.output, text.encode())
    except OSError as e:
        fail(2, f"cannot write {args.output}: {e}")
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

    from ..confirm import service_report
    from ..confirm.text import service_text

    settings = settings_of(args)
    if settings.span == "all":
        fail(2, "--span all is not supported by 'service': choose one span")
    with exit_codes(args.run):
        try:
            s = service_report(args.run, args.replay, settings, dataclasses.replace(settings, span=None, steps=None))
        except FileNotFoundError as e:
            if os.path.isdir(args.replay) or "://" in args.replay:
                fail(2, f"{args.replay} holds no xrank_replay.json: is it the --out of a replay script? ({e})")
            raise
    if args.format == "json":
        write_bytes(s.to_json(indent=1).encode() + b"\n")
    else:
        print(service_text(s, args.top), end="")
    return 0


COMMANDS = {"analyze": _analyze_main, "compare": _compare_main, "report": _report_main, "export": _export_main,
            "replay": _replay_main, "service": _service_main}
