"""The run over time as text (``tb-xrank analyze RUN --over-time``): the story first, then the windows, the
critical rank of every step, the scalars and the measurement limits."""
from ..model.units import ms, num
from ..model import RunOverTime


def _wrap(text: str, indent: str = "    ", width: int = 116) -> list[str]:
    import textwrap

    return textwrap.wrap(text, width, initial_indent="  - ", subsequent_indent=indent) or ["  -"]


def _windows(r: RunOverTime) -> list[str]:
    out = ["windows:", f"  {'window':>6}  {'steps':>9}  {'verdict':<24}  {'held':>5}  {'step time (median of max)':>25}"]
    for w in r.windows:
        who = f"{w.class_} {','.join(map(str, w.ranks))}".strip()
        steps = f"{w.first_step}-{w.last_step}" if w.first_step is not None else "—"
        out.append(f"  {w.span:>6}  {steps:>9}  {who:<24}  {w.steps_held:>2}/{w.steps:<2}  "
                   f"{ms(w.step_time_max_p50_us):>25}" + ("  *" if w.unusual else ""))
    return out + ["  (* the window holds what the run's verdict does not: see its finding)"]


def _strip(r: RunOverTime) -> list[str]:
    """Per window, each step with the rank that held it back ('·': none)."""
    out = ["who held each step back (step:rank, '·' none):"]
    for w in r.windows:
        cells = [f"{s.step}:{','.join(map(str, s.held_by)) or '·'}" for s in r.steps if s.span == w.span]
        out.append(f"  window {w.span}: " + " ".join(cells))
    return out


def _scalars(r: RunOverTime) -> list[str]:
    if not r.scalars:
        note = r.scalars_read.note or "no TensorBoard event file beside the traces"
        return [f"scalars: none read ({note})"]
    out = [f"scalars ({r.scalars_read.tags} tags in {r.scalars_read.files} event files; r: against work, by rank over "
           "time, or 'all' across ranks step by step; * tracks the straggler):",
           f"  {'name':<20} {'rank':>4} {'steps':>5} {'r':>6} {'r held':>6} {'ratio held':>10}  points to"]
    for s in r.scalars:
        out.append(f"  {s.name[:20]:<20} {'all' if s.rank is None else s.rank:>4} {s.steps:>5} {num(s.r):>6} "
                   f"{num(s.r_critical):>6} {num(s.ratio_held):>10}  {s.points_to or ''}{' *' if s.tracks else ''}")
    return out


def render(r: RunOverTime) -> str:
    """The text of the run over time."""
    head = (f"tb-xrank {r.tool_version} — run {r.run} over time: {r.spans} windows, {len(r.steps)} steps, "
            f"{r.world_size} ranks")
    story = [ln for f in r.findings if not f.minor for ln in _wrap(f.text)]
    minor = [ln for f in r.findings if f.minor for ln in _wrap(f.text)]
    parts = [head, "", "story:", *story]
    if minor:
        parts += ["", "smaller findings:", *minor]
    parts += ["", *_windows(r), "", *_strip(r), "", *_scalars(r), "",
              f"measurement limits: activities {', '.join(r.limits.activities) or 'none'}; record_shapes "
              f"{r.limits.record_shapes}; with_stack {r.limits.with_stack}; schedule: "
              f"{r.limits.schedule.text if r.limits.schedule else 'unknown'}"]
    parts += [ln for m in r.limits.kineto for ln in _wrap(f"window {m.span}, rank {m.rank}: {m.level}: {m.text}")]
    parts += [ln for m in r.limits.missing for ln in _wrap(m)]
    return "\n".join(parts) + "\n"
