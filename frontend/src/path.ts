// The critical path of one step, drawn across ranks: the chain of compute, communication, waits and host gaps
// that set the step's end (the Analysis' steps[].critical_path), its hops from rank to rank, every rank's own
// collectives and host gaps faint behind it, and the step's divergences marked where they happened.
import { Analysis, Collective, Divergence, StepDetail } from "./api";
import { chart } from "./charts";
import { el, escapeHtml, ms, plural, table } from "./dom";
import { keys, timeAxis, tick } from "./lanes";
import { COLORS } from "./style";

type Hop = StepDetail["step"]["critical_path"][number];

const KIND_COLOR: Record<Hop["kind"], string> = { compute: COLORS.compute, comm: COLORS.service, wait: COLORS.wait,
  "host gap": COLORS.host };
const KIND_TEXT: Record<Hop["kind"], string> = { compute: "compute", comm: "communication", wait: "waiting",
  "host gap": "host gap" };
const MAX_PEERS = 6; // role peers of the critical rank drawn beside the path's ranks in a large run
const COMPACT_PEERS = 2; // the same, in the compact chart of the first screen
const COMPACT_RANKS = 6; // a run of more ranks than this draws the compact chart's path ranks and a few peers

/** A bar: lane, from, to (µs, common clock), colour, height share, its tooltip. */
interface Bar { lane: number; x0: number; x1: number; color: string; h: number; tip: string; opacity: number;
  layer: "other" | "path" | "gap" }

/** The lanes: every rank of the step in a run that fits (the critical rank first), else the ranks the path
 * visits and the critical rank's role peers (the ranks that run its program). */
function lanesOf(a: Analysis, d: StepDetail, fits: boolean, peers = MAX_PEERS): number[] {
  const path = [...new Set(d.step.critical_path.map((h) => h.rank))];
  const crit = d.step.critical_rank ?? path[0];
  const role = a.stragglers.roles?.find((r) => r.ranks.includes(crit))?.ranks ?? [];
  const all = Object.keys(d.ranks).map(Number).sort((x, y) => x - y);
  const rest = fits ? all : role.filter((r) => r !== crit).slice(0, peers);
  return [...new Set([crit, ...path, ...rest])].filter((r) => r !== undefined && r !== null);
}

function label(r: number, crit: number | null, onPath: Set<number>, peers: Set<number>): string {
  return `rank ${r}${r === crit ? " · critical" : onPath.has(r) ? " · on path" : peers.has(r) ? " · role peer" : ""}`;
}

/** Behind the path: each lane's collectives (wait, then service), faint. */
function background(d: StepDetail, laneOf: Map<number, number>): Bar[] {
  const out: Bar[] = [];
  for (const c of d.collectives) for (const [r, v] of Object.entries(c.ranks ?? {})) {
    const lane = laneOf.get(Number(r));
    if (lane === undefined || v.ready_us === null || v.end_us === null) continue;
    const mid = Math.min(v.ready_us + (v.wait_us ?? 0), v.end_us);
    if (mid > v.ready_us) out.push({ lane, x0: v.ready_us, x1: mid, color: COLORS.spread, h: 0.3, opacity: 1, layer: "other",
      tip: `rank ${r} waited ${ms(mid - v.ready_us, 2)} in ${c.op} ${c.id}` });
    out.push({ lane, x0: mid, x1: v.end_us, color: COLORS.serviceLight, h: 0.3, opacity: 1, layer: "other",
      tip: `rank ${r}: ${c.op} ${c.id}, service ${ms(v.end_us - mid, 2)}` });
  }
  return out;
}

/** Over the path: the step's unexplained time — host gaps (time on a rank's launching thread no event covers,
 * longer than on its peers) and GPU streams idle with no recorded cause — also where the path's stretch spans
 * them. */
function gapBars(d: StepDetail, laneOf: Map<number, number>): Bar[] {
  return d.gaps.flatMap((g) => {
    const lane = laneOf.get(g.rank);
    const what = g.stream === undefined ? `host gap ${ms(g.dur_us, 2)}`
      : `stream ${g.stream} idle ${ms(g.dur_us, 2)} with no recorded cause`;
    const peers = g.peer_median_us === null ? "" : ` (peers' median ${ms(g.peer_median_us, 2)})`;
    return lane === undefined ? [] : [{ lane, x0: g.start_us, x1: g.start_us + g.dur_us, color: COLORS.host, h: 0.5,
      opacity: 1, layer: "gap", tip: `rank ${g.rank}: ${what} after ${g.before}, before ${g.after}${peers}` }];
  });
}

/** The path's links; a link a divergence of its rank overlaps says so, by the divergence's cause (the link's own
 * event is where the path ran, not what the lag is blamed on). */
function hopBars(path: Hop[], laneOf: Map<number, number>, origin: number, divs: Divergence[]): Bar[] {
  return path.flatMap((h, i) => {
    const lane = laneOf.get(h.rank);
    const inside = divs.filter((v) => {
      const span = divergenceSpan(v);
      return v.rank === h.rank && span !== null && span[0] < h.start_us + h.dur_us && span[1] > h.start_us;
    }).map((v) => `; the divergence inside it is blamed on ${v.cause} (+${ms(v.cause_us)}, lag ${ms(v.lag_us)})`);
    return lane === undefined ? [] : [{ lane, x0: h.start_us, x1: h.start_us + h.dur_us, color: KIND_COLOR[h.kind], h: 0.7,
      opacity: 1, layer: "path", tip: `path #${i + 1}, rank ${h.rank}: ${KIND_TEXT[h.kind]} ${h.event} — ${ms(h.dur_us, 2)}, from ` +
        `${tick(h.start_us - origin)}${inside.join("")}` }];
  });
}

/** What a divergence's outline says on the chart: its cause and the cause's own excess. */
export function causeLabel(v: Divergence): string {
  return `${v.cause} +${ms(v.cause_us)}`;
}

/** Where a divergence happened: its segment (walk-back) else its event, on the common clock. */
export function divergenceSpan(d: Divergence): [number, number] | null {
  const seg = d.evidence.segment as { start_us?: number; end_us?: number } | undefined;
  if (seg && typeof seg.start_us === "number" && typeof seg.end_us === "number") return [seg.start_us, seg.end_us];
  const ev = d.evidence.event_us as number[] | undefined;
  return Array.isArray(ev) && ev.length === 2 ? [ev[0], ev[1]] : null;
}

/** The rank changes along the path: [x, from lane, to lane]. */
function hops(path: Hop[], laneOf: Map<number, number>): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 1; i < path.length; i++) {
    const a = laneOf.get(path[i - 1].rank);
    const b = laneOf.get(path[i].rank);
    if (a !== undefined && b !== undefined && a !== b) out.push([path[i].start_us, a, b]);
  }
  return out;
}

function rect(bars: Bar[]) {
  return (_: any, api: any) => {
    const b = bars[api.value(3)];
    const y = api.coord([0, b.lane])[1];
    const x0 = api.coord([b.x0, 0])[0];
    const x1 = api.coord([b.x1, 0])[0];
    const h = api.size([0, 1])[1] * b.h;
    return { type: "rect", shape: { x: x0, y: y - h / 2, width: Math.max(x1 - x0, 1.5), height: h },
      style: { fill: b.color, opacity: b.opacity } };
  };
}

function arrow(_: any, api: any) {
  const x = api.coord([api.value(0), 0])[0];
  const y0 = api.coord([0, api.value(1)])[1];
  const y1 = api.coord([0, api.value(2)])[1];
  const dir = y1 > y0 ? 1 : -1;
  const tip = y1 - dir * api.size([0, 1])[1] * 0.35;
  return { type: "group", children: [
    { type: "line", shape: { x1: x, y1: y0, x2: x, y2: tip }, style: { stroke: api.visual("color"), lineWidth: 1.5 } },
    { type: "polygon", shape: { points: [[x - 4, tip - dir * 6], [x + 4, tip - dir * 6], [x, tip]] },
      style: { fill: api.visual("color") } }] };
}

/** A custom-series item: a red outline from value[1] to value[2] on lane value[0], labelled value[3] above it (its
 * label cut at the outline's width, or value[4] px where that is wider). */
export function outline(_: any, api: any) {
  const y = api.coord([0, api.value(0)])[1];
  const x0 = api.coord([api.value(1), 0])[0];
  const x1 = api.coord([api.value(2), 0])[0];
  const h = api.size([0, 1])[1] * 0.9;
  return { type: "group", children: [
    { type: "rect", shape: { x: x0, y: y - h / 2, width: Math.max(x1 - x0, 3), height: h },
      style: { fill: "none", stroke: COLORS.divergence, lineWidth: 2 } },
    { type: "text", style: { x: x0, y: y - h / 2 - 2, text: api.value(3), fill: COLORS.divergence, fontSize: 11,
      verticalAlign: "bottom", width: Math.max(x1 - x0, Number(api.value(4)) || 40), overflow: "truncate" } }] };
}

/** The chart of a step's critical path; ``divs`` are the step's divergences, each outlined where it happened and
 * named by its cause (its tooltip: the divergence's summary). ``compact``: the first screen's small chart (the
 * path's ranks and a few role peers, no zoom, a short legend). */
export function pathChart(a: Analysis, root: HTMLElement, d: StepDetail, divs: Divergence[], fits: boolean,
  compact = false, featured?: Divergence): void {
  const path = d.step.critical_path;
  const ranks = compact ? lanesOf(a, d, Object.keys(d.ranks).length <= COMPACT_RANKS, COMPACT_PEERS) : lanesOf(a, d, fits);
  const laneOf = new Map(ranks.map((r, i) => [r, i]));
  const crit = d.step.critical_rank;
  const peers = new Set(a.stragglers.roles?.find((r) => crit !== null && r.ranks.includes(crit))?.ranks ?? []);
  const onPath = new Set(path.map((h) => h.rank));
  const origin = d.step.start_us ?? Math.min(...path.map((h) => h.start_us));
  const bars = [...background(d, laneOf), ...hopBars(path, laneOf, origin, divs), ...gapBars(d, laneOf)]
    .map((b) => ({ ...b, x0: b.x0 - origin, x1: b.x1 - origin }));
  const marks = divs.flatMap((v) => {
    const span = divergenceSpan(v);
    const lane = laneOf.get(v.rank);
    // the compact chart names the featured divergence alone (in full), the others by their outline and tooltip
    const text = !compact ? causeLabel(v) : v === featured ? causeLabel(v) : "";
    return span && lane !== undefined ? [[lane, span[0] - origin, span[1] - origin, text, compact && v === featured ? 400 : 40,
      `rank ${v.rank}: ${v.summary}`]] : [];
  });
  const tips = bars.map((b) => b.tip);
  const per = compact ? 26 : 30;
  const c = chart(root, Math.max(compact ? 140 : 170, per * ranks.length + (compact ? 70 : 90)), {
    grid: { left: compact ? 118 : 140, right: compact ? 16 : 28, top: 24, bottom: compact ? 40 : 44 },
    xAxis: timeAxis(compact ? `ms since step ${d.step.step} began` :
      `ms since step ${d.step.step} began (its earliest rank's ProfilerStep start, common clock)`),
    yAxis: { type: "category", data: ranks.map((r) => label(r, crit, onPath, peers)), inverse: true },
    dataZoom: compact ? [] : [{ type: "inside", xAxisIndex: 0 }],
    tooltip: { confine: true, extraCssText: "max-width:520px;white-space:normal",
      formatter: (p: any) => escapeHtml(p.seriesIndex === 0 ? tips[p.value[3]]
        : p.seriesIndex === 2 ? p.value[5] : `the path moves from ${ranks[p.value[1]]} to ${ranks[p.value[2]]}`) },
    series: [
      { type: "custom", encode: { x: [1, 2], y: 0 }, renderItem: rect(bars),
        data: bars.map((b, i) => [b.lane, b.x0, b.x1, i]) },
      { type: "custom", encode: { x: 0 }, renderItem: arrow, itemStyle: { color: "#888" }, z: 3,
        data: hops(path, laneOf).map(([x, a, b]) => [x - origin, a, b]) },
      { type: "custom", encode: { x: [1, 2], y: 0 }, renderItem: outline, z: 4, data: marks },
    ],
  }, compact ? "critical-path-mini" : "critical-path");
  (c.getDom() as any).xrankBars = bars.map(({ lane, x0, x1, color, layer }) => ({ lane, x0, x1, color, layer }));
  root.append(compact
    ? keys([["compute", "compute"], ["service", "communication"], ["wait", "waiting"], ["host", "host gap"],
      ["div", "divergence, named by its cause"]])
    : keys([["compute", "compute"], ["service", "communication"], ["wait", "waiting"], ["host", "host gap"],
      ["div", "divergence, named by its cause"], ["hop", "the path moves to another rank"], ["spread", "a rank's own wait"],
      ["serviceLight", "and service in its other collectives"]], "full height: the critical path"));
}

/** Two bars side by side on one axis: ``rows[0]`` (the rank that held the step back, or the slowest) against
 * ``rows[1]`` (its peers' median), each with its value at its end. ``over`` marks the first bar's part beyond the
 * second's (outlined in red where it is a divergence) and ``label`` is written over the first bar. */
export function sideBySide(root: HTMLElement, o: { rows: [string, string]; values: [number, number]; label: string;
  divergence: boolean; axis: string; tips: [string, string, string] }): void {
  const [mine, theirs] = o.values;
  const base = Math.min(mine, theirs);
  const fill = o.divergence ? COLORS.divergence : COLORS.late;
  // a divergence's excess over the peers is drawn apart (outlined); a step within noise is one bar
  const data = o.divergence ? [[0, 0, base, 0], [1, 0, theirs, 1], ...(mine > theirs ? [[0, theirs, mine, 2]] : [])]
    : [[0, 0, mine, 0], [1, 0, theirs, 1]];
  const colors = [COLORS.compute, COLORS.event, fill];
  const tips = o.tips;
  const c = chart(root, 150, {
    grid: { left: 118, right: 70, top: 30, bottom: 40 },
    xAxis: { ...timeAxis(o.axis), scale: false, min: 0 },
    yAxis: { type: "category", data: o.rows, inverse: true, axisLabel: { fontWeight: "bold" } },
    tooltip: { confine: true, extraCssText: "max-width:520px;white-space:normal",
      formatter: (p: any) => escapeHtml(tips[p.value[3]]) },
    series: [{ type: "custom", encode: { x: [1, 2], y: 0 }, data, renderItem: (_: any, api: any) => {
      const i = api.value(3);
      const y = api.coord([0, api.value(0)])[1];
      const x0 = api.coord([api.value(1), 0])[0];
      const x1 = api.coord([api.value(2), 0])[0];
      const h = api.size([0, 1])[1] * 0.5;
      const bar = { type: "rect", shape: { x: x0, y: y - h / 2, width: Math.max(x1 - x0, 2), height: h },
        style: i === 2 ? { fill, opacity: 0.25, stroke: fill, lineWidth: 2 } : { fill: colors[i] } };
      // each bar's value at its end: the second's at its bar, the first's at its excess (else at its bar)
      const ends = i === 1 || i === 2 || (i === 0 && (mine <= theirs || !o.divergence));
      const end = ends ? [{ type: "text", style: { x: x1 + 6, y, text: ms(i === 1 ? theirs : mine),
        fill: i === 1 ? COLORS.event : i === 2 ? fill : COLORS.compute, fontSize: 12, fontWeight: "bold",
        verticalAlign: "middle" } }] : [];
      const over = i === 0 ? [{ type: "text", style: { x: api.coord([0, 0])[0] + 4, y: y - h / 2 - 3, text: o.label,
        fill: o.divergence ? COLORS.divergence : "#888", fontSize: 12, fontWeight: "bold", verticalAlign: "bottom" } }] : [];
      return { type: "group", children: [bar, ...end, ...over] };
    } }],
  }, "cause");
  c.getDom().setAttribute("data-label", o.label); // what the canvas writes over the first bar
}

/** The path as a table: each hop's rank, kind, event, start (from the step's start) and duration. */
export function pathTable(d: StepDetail, onCollective: (id: string) => void): HTMLElement {
  const origin = d.step.start_us ?? Math.min(...d.step.critical_path.map((h) => h.start_us));
  const rows = d.step.critical_path.map((h, i) => ({ h, i }));
  return table(rows, [
    { label: "#", value: ({ i }) => i + 1 },
    { label: "rank", value: ({ h }) => h.rank },
    { label: "what", value: ({ h }) => KIND_TEXT[h.kind] },
    { label: "event", value: ({ h }) => h.event },
    { label: "from", value: ({ h }) => tick(h.start_us - origin) },
    { label: "duration", value: ({ h }) => ms(h.dur_us, 2), sort: ({ h }) => h.dur_us },
    { label: "toward collective", value: ({ h }) => h.collective ?? "—" },
  ], (r) => { if (r.h.collective) onCollective(r.h.collective); });
}

/** One sentence: the ranks the path visits in order, its length, and where its time went (a compute stretch's
 * time inside a host gap of its rank counted as host gap). */
export function pathSentence(d: StepDetail, collectives: Map<string, Collective>): string {
  const path = d.step.critical_path;
  if (!path.length) return `Step ${d.step.step} has no critical path (no collective links its ranks).`;
  const visits: number[] = [];
  for (const h of path) if (visits[visits.length - 1] !== h.rank) visits.push(h.rank);
  const by = new Map<string, number>();
  for (const h of path) {
    // a compute stretch's time that a host gap of its rank covers is host gap (no event ran)
    const idle = h.kind === "compute" ? d.gaps.filter((g) => g.rank === h.rank && g.stream === undefined).reduce((t, g) =>
      t + Math.max(0, Math.min(h.start_us + h.dur_us, g.start_us + g.dur_us) - Math.max(h.start_us, g.start_us)), 0) : 0;
    by.set(h.kind, (by.get(h.kind) ?? 0) + h.dur_us - idle);
    if (idle > 0) by.set("host gap", (by.get("host gap") ?? 0) + idle);
  }
  const total = path.reduce((t, h) => t + h.dur_us, 0);
  const parts = [...by].sort((x, y) => y[1] - x[1]).map(([k, v]) => `${KIND_TEXT[k as Hop["kind"]]} ${ms(v)}`);
  const moves = visits.length - 1;
  const where = moves ? `runs through ranks ${visits.join(" → ")} (${plural(moves, "hop")} across ranks, `
    : `stays on rank ${visits[0]} (`;
  const crit = d.step.critical_collective ? collectives.get(d.step.critical_collective) : undefined;
  return `Step ${d.step.step}'s critical path ${where}${plural(path.length, "link")}, ` +
    `${ms(total)}: ${parts.join(", ")})` + (crit ? `; rank ${d.step.critical_rank} arrived last at ${crit.id}.` : ".");
}
