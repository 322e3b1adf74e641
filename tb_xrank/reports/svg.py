"""SVG charts with known coordinates for the HTML report. Every chart has its title on the first row, its legend
(where it has more than one series) on the rows under the title and never over the plot, axis titles with units,
and its tick labels inside the drawing. Text colours come from the page's classes, so they follow its colour
scheme; series colours are given."""
import html
import math
from collections.abc import Sequence
from dataclasses import dataclass

W = 720  # a chart's width (px)
CHAR_W = 6.6  # an upper estimate of the width of one character of the 11 px legend text (px)
ROW = 16  # the height of one legend row (px)
LEFT, RIGHT = 64, 28  # the plot's left margin (tick labels and the y-axis title) and right margin (px)


def esc(s: object) -> str:
    """``s`` as text safe in HTML and SVG, quotes included."""
    return html.escape(str(s), quote=True)


@dataclass(frozen=True)
class Series:
    """One line: its legend name, colour and points ``(x, y | None)``; ``dash``: drawn dashed."""

    name: str
    color: str
    points: Sequence[tuple[float, float | None]]
    dash: bool = False


@dataclass(frozen=True)
class XAxis:
    """A chart's x axis: its title and, for a category axis, its labels (point ``i`` at label ``i``); no labels: a
    value axis."""

    title: str
    labels: Sequence[str] = ()


@dataclass(frozen=True)
class Chart:
    """A chart's title (its first row), its subtitle (the row under it; "": none) and its width (px)."""

    title: str
    subtitle: str = ""
    width: int = W


@dataclass(frozen=True)
class Ramp:
    """A colour ramp: through ``stops`` (``#rrggbb``, evenly spaced) from 0 to ``vmax``."""

    stops: Sequence[str]
    vmax: float


def nice_ticks(lo: float, hi: float, n: int = 5, integer: bool = False) -> list[float]:
    """Round tick values 1, 2 or 5 × a power of ten apart, from at or below ``lo`` to at or above ``hi``
    (``integer``: at least 1 apart)."""
    if hi <= lo:
        hi = lo + 1
    raw = (hi - lo) / n
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw)
    step = max(step, 1) if integer else step
    first = math.floor(lo / step)
    count = math.ceil(hi / step - 1e-9) - first
    return [round((first + i) * step, 10) for i in range(count + 1)]


def fmt(v: float) -> str:
    """A tick value as short text."""
    return f"{v:.6g}"


def legend(items: Sequence[tuple[str, str]], top: float, left: float = LEFT, right: float = W - RIGHT) -> tuple[
        list[str], float]:
    """``(svg, bottom)``: the swatch and name of each ``(name, colour)`` from ``top`` down, wrapped into rows
    between ``left`` and ``right``; ``bottom``: the y under its last row."""
    if not items:
        return [], top
    out, x, y = ['<g class="legend">'], left, top
    for name, color in items:
        width = 14 + CHAR_W * len(name)
        if x > left and x + width > right:
            x, y = left, y + ROW
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="10" height="10" fill="{color}"/>'
                   f'<text x="{x + 14:.1f}" y="{y + 9:.1f}" class="lg">{esc(name)}</text>')
        x += width + 18
    out.append("</g>")
    return out, y + ROW


def head(title: str, subtitle: str, items: Sequence[tuple[str, str]]) -> tuple[list[str], float]:
    """``(svg, top)``: a chart's title, a subtitle and the legend of ``items``; ``top``: the y under them, where
    the plot may begin."""
    out = [f'<text x="8" y="16" class="t">{esc(title)}</text>']
    top = 24.0
    if subtitle:
        out.append(f'<text x="8" y="33" class="st">{esc(subtitle)}</text>')
        top = 41.0
    keys, bottom = legend(items, top + 2)
    return out + keys, bottom + 6 if keys else top + 6


def svg(title: str, parts: Sequence[str], h: float, w: int = W) -> str:
    """One chart: ``parts`` in an ``<svg>`` of ``w`` × ``h`` px labelled ``title``."""
    return (f'<svg class="chart" viewBox="0 0 {w} {h:.0f}" width="{w}" height="{h:.0f}" role="img" '
            f'aria-label="{esc(title)}">' + "".join(parts) + "</svg>")


@dataclass(frozen=True)
class _Frame:
    """A plot's box (left, top, width, height) and the values at its edges: ``x0``–``x1`` (a category axis:
    ``n`` categories) and 0–``y1``."""

    left: float
    top: float
    width: float
    height: float
    x0: float
    x1: float
    y1: float
    n: int = 0

    def sx(self, v: float) -> float:
        if self.n:
            return self.left + (v + 0.5) * self.width / self.n
        return self.left + self.width * ((v - self.x0) / (self.x1 - self.x0) if self.x1 > self.x0 else 0.5)

    def sy(self, v: float) -> float:
        return self.top + self.height * (1 - v / self.y1)


def _x_ticks(f: _Frame, x: XAxis, xticks: list[float]) -> list[str]:
    """The x tick labels: every category's (about 12 at most), or each value tick's."""
    if x.labels:
        every = max(1, math.ceil(len(x.labels) / 12))
        at: list[tuple[float, str]] = [(i, lab) for i, lab in enumerate(x.labels) if i % every == 0]
    else:
        at = [(v, fmt(v)) for v in xticks]
    return [f'<text x="{f.sx(v):.1f}" y="{f.top + f.height + 14:.1f}" class="xt">{esc(lab)}</text>' for v, lab in at]


def _axes(f: _Frame, x: XAxis, y_title: str, yticks: list[float], xticks: list[float]) -> list[str]:
    """The plot's box, its grid and y tick labels, x tick labels and both axis titles."""
    bottom = f.top + f.height
    out = [f'<rect class="plot" x="{f.left:.1f}" y="{f.top:.1f}" width="{f.width:.1f}" height="{f.height:.1f}" '
           f'fill="none"/>']
    for v in yticks:
        out.append(f'<line x1="{f.left:.1f}" x2="{f.left + f.width:.1f}" y1="{f.sy(v):.1f}" y2="{f.sy(v):.1f}" '
                   f'class="g"/><text x="{f.left - 6:.1f}" y="{f.sy(v) + 4:.1f}" class="yl">{fmt(v)}</text>')
    out += _x_ticks(f, x, xticks)
    out.append(f'<text x="{f.left + f.width / 2:.1f}" y="{bottom + 30:.1f}" class="at">{esc(x.title)}</text>'
               f'<text class="at" transform="translate(14 {f.top + f.height / 2:.1f}) rotate(-90)">'
               f'{esc(y_title)}</text>')
    return out


def _line(f: _Frame, s: Series) -> list[str]:
    """One series: its polyline, and its points where there are 60 or fewer."""
    xy = [(f.sx(x), f.sy(y)) for x, y in s.points if y is not None]
    dash = ' stroke-dasharray="5 3"' if s.dash else ""
    points = " ".join(f"{x:.1f},{y:.1f}" for x, y in xy)
    out = [f'<polyline class="series" points="{points}" fill="none" stroke="{s.color}" stroke-width="1.8"{dash}>'
           f'<title>{esc(s.name)}</title></polyline>'] if len(xy) > 1 else []
    if len(xy) <= 60:
        out += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="2.4" fill="{s.color}"/>' for x, y in xy]
    return out


def line_chart(series: Sequence[Series], chart: Chart, x: XAxis, y_title: str, plot_h: int = 150) -> str:
    """A line chart of ``series`` over ``x``, its y axis from 0, its plot ``plot_h`` px high; "" when no series has
    a point."""
    pts = [(px, py) for s in series for px, py in s.points if py is not None]
    if not pts:
        return ""
    w = chart.width
    out, top = head(chart.title, chart.subtitle, [(s.name, s.color) for s in series] if len(series) > 1 else [])
    yticks = nice_ticks(0, max(p[1] for p in pts))
    xticks = [] if x.labels else nice_ticks(min(p[0] for p in pts), max(p[0] for p in pts), 8)
    x0, x1 = (0, len(x.labels)) if x.labels else (xticks[0], xticks[-1])
    f = _Frame(LEFT, top, w - LEFT - RIGHT, plot_h, x0, x1, yticks[-1], len(x.labels))
    out += _axes(f, x, y_title, yticks, xticks)
    for s in series:
        out += _line(f, s)
    return svg(chart.title, out, top + plot_h + 38, w)


def bar_chart(rows: Sequence[tuple[str, Sequence[float]]], names: Sequence[tuple[str, str]], chart: Chart,
              x_title: str, y_title: str, bar_h: int = 14) -> str:
    """Horizontal bars, ``bar_h`` px each: per row ``(label, one value per series)``, ``names`` the series' ``(name,
    colour)``; each bar's value at its end (none for 0); "" without rows."""
    if not rows:
        return ""
    w = chart.width
    out, top = head(chart.title, chart.subtitle, names if len(names) > 1 else [])
    xticks = nice_ticks(0, max((v for _, vs in rows for v in vs), default=0), integer=True)
    left = 90
    f = _Frame(left, top, w - left - 60, len(rows) * (bar_h * len(names) + 8), 0, xticks[-1], 1)
    out += _axes(f, XAxis(x_title), y_title, [], xticks)
    for v in xticks:
        out.append(f'<line x1="{f.sx(v):.1f}" x2="{f.sx(v):.1f}" y1="{top:.1f}" y2="{top + f.height:.1f}" class="g"/>')
    y = top + 4
    for label, vs in rows:
        out.append(f'<text x="{left - 8}" y="{y + bar_h * len(vs) / 2 + 4:.1f}" class="yl">{esc(label)}</text>')
        for (name, color), v in zip(names, vs):
            bw = f.sx(v) - left
            out.append(f'<rect class="bar" x="{left}" y="{y:.1f}" width="{bw:.1f}" height="{bar_h - 3}" '
                       f'fill="{color}"><title>{esc(name)}: {fmt(v)}</title></rect>')
            if v:
                out.append(f'<text x="{left + bw + 5:.1f}" y="{y + bar_h - 5:.1f}" class="lg">{fmt(v)}</text>')
            y += bar_h
        y += 8
    return svg(chart.title, out, top + f.height + 38, w)


def mix(stops: Sequence[str], t: float) -> str:
    """The colour at ``t`` (0–1) of the ramp through ``stops`` (``#rrggbb``, evenly spaced), mixed in sRGB as an
    SVG gradient mixes them."""
    t = min(1.0, max(0.0, t)) * (len(stops) - 1)
    i = min(int(t), len(stops) - 2)
    rgb = [[int(c[k:k + 2], 16) for k in (1, 3, 5)] for c in (stops[i], stops[i + 1])]
    return "#" + "".join(f"{round(p + (q - p) * (t - i)):02x}" for p, q in zip(*rgb))


def colour_bar(x: float, y: float, width: float, ramp: Ramp, label: str, gid: str) -> list[str]:
    """A horizontal colour bar: the ``ramp``, its ticks under it and ``label`` (with its unit) to its left;
    ``gid``: the id of its gradient."""
    stops, vmax = ramp.stops, ramp.vmax
    ticks = [t for t in nice_ticks(0, vmax, 4) if t < 0.8 * vmax] + [vmax]
    grad = "".join(f'<stop offset="{i / (len(stops) - 1):.3f}" stop-color="{c}"/>' for i, c in enumerate(stops))
    out = [f'<g class="cbar"><defs><linearGradient id="{gid}" x1="0" x2="1" y1="0" y2="0">{grad}</linearGradient>'
           f'</defs><text x="{x - 8:.1f}" y="{y + 9:.1f}" class="yl">{esc(label)}</text>'
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="10" fill="url(#{gid})"/>']
    out += [f'<text x="{x + width * t / (vmax or 1):.1f}" y="{y + 22:.1f}" class="xt">{t:.4g}</text>' for t in ticks]
    return out + ["</g>"]
