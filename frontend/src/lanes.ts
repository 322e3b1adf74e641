// Lanes: one row per rank (or per group of ranks), each collective a bar split into waiting and service.
import { Collective } from "./api";
import { chart, onRowClick } from "./charts";
import { el, escapeHtml, ms } from "./dom";
import { Group, Grouping } from "./groups";
import { COLORS } from "./style";

const WAIT = COLORS.wait;
const SPREAD = COLORS.spread;
const SERVICE = COLORS.service;

/** One bar: lane, from, to (µs), colour and its tooltip (plain text). */
export interface Seg { lane: number; x0: number; x1: number; color: string; tip: string }
export interface Lane { label: string; group?: Group }

const VISIBLE = 64; // lanes shown at once; more scroll (the y axis zooms)

/** A custom-series item: a horizontal bar from value[1] to value[2] on lane value[0]. */
export function bar(heightShare: number, fill: (api: any) => string, opacity = 1) {
  return (_: any, api: any) => {
    const y = api.coord([0, api.value(0)])[1];
    const x0 = api.coord([api.value(1), 0])[0];
    const x1 = api.coord([api.value(2), 0])[0];
    const h = api.size([0, 1])[1] * heightShare;
    return { type: "rect", shape: { x: x0, y: y - h / 2, width: Math.max(x1 - x0, 1), height: h },
      style: { fill: fill(api), opacity } };
  };
}

/** A time axis of µs after an origin, titled with what the origin is; labels in ms, the first and last kept
 * inside the chart. */
export function timeAxis(title: string): object {
  return { type: "value", scale: true, name: title, nameLocation: "middle", nameGap: 26,
    axisLabel: { formatter: (v: number) => tick(v), alignMinLabel: "left", alignMaxLabel: "right" } };
}

/** An axis label: ms with as many decimals as the value needs (2.5 ms, 120 ms, 0 ms). */
export function tick(us: number): string {
  const v = us / 1000;
  const a = Math.abs(v);
  return `${a >= 100 || a === Math.round(a) ? v.toFixed(0) : a >= 10 ? v.toFixed(1) : v.toFixed(2)} ms`;
}

/** Lanes drawn on one canvas, their time axis from ``origin`` (µs, common clock) titled ``axis``. ``onLane`` makes every row
 * clickable (a group zooms in); ``focus`` is the lane the view opens on when there are more than fit; ``mark`` a
 * vertical line labelled above the lanes. */
export function laneChart(root: HTMLElement, lanes: Lane[], segs: Seg[], o: { mark?: { x: number; label: string };
  onLane?: (i: number) => void; focus?: number; name?: string; zoomX?: boolean; origin: number; axis: string }): void {
  const n = lanes.length;
  const per = n > 40 ? 12 : 24;
  const height = Math.max(150, per * Math.min(n, VISIBLE) + 80);
  const tips = segs.map((s) => s.tip);
  const scroll = n > VISIBLE;
  const first = scroll ? Math.max(0, Math.min(n - VISIBLE, (o.focus ?? 0) - Math.floor(VISIBLE / 2))) : 0;
  const c = chart(root, height, {
    grid: { left: 110, right: scroll ? 44 : 24, top: o.mark ? 26 : 10, bottom: 44 },
    xAxis: timeAxis(o.axis),
    yAxis: { type: "category", data: lanes.map((l) => l.label), inverse: true, triggerEvent: !!o.onLane },
    dataZoom: [...(o.zoomX ? [{ type: "inside", xAxisIndex: 0 }] : []),
      ...(scroll ? [{ type: "slider", yAxisIndex: 0, right: 6, width: 16, startValue: first, endValue: first + VISIBLE - 1,
        showDetail: false, brushSelect: false }] : [])],
    tooltip: { formatter: (p: any) => escapeHtml(tips[p.dataIndex] ?? "") },
    series: [{
      type: "custom", encode: { x: [1, 2], y: 0 }, data: segs.map((s) => ({ value: [s.lane, s.x0 - o.origin, s.x1 - o.origin], itemStyle: { color: s.color } })),
      renderItem: bar(0.6, (api) => api.visual("color")),
      markLine: o.mark ? { symbol: "none", silent: true, data: [{ xAxis: o.mark.x - o.origin }], lineStyle: { color: COLORS.divergence },
        label: { formatter: o.mark.label, position: "start", distance: 4 } } : undefined,
    }],
  }, o.name);
  if (o.onLane) {
    const go = o.onLane;
    onRowClick(c, (i) => { if (i >= 0 && i < n) go(i); });
    c.on("click", (p: any) => { if (p.componentType === "yAxis") { const i = lanes.findIndex((l) => l.label === p.value); if (i >= 0) setTimeout(() => go(i), 0); } });
  }
}

/** The sending and receiving rank of a point-to-point pair (its id: ``pg:p2p:src->dst:n``), else null. */
export function pairOf(c: Pick<Collective, "id">): { src: number; dst: number } | null {
  const m = /p2p:(\d+)->(\d+)/.exec(c.id);
  return m ? { src: Number(m[1]), dst: Number(m[2]) } : null;
}

/** Bars of one collective on per-rank lanes: the rank's wait (``wait_us``: from its readiness until the peers it
 * waited for were ready), then its service (``service_us``) to its end, as the Analysis defines them. In a
 * point-to-point pair the tail is the receive's end after both were ready: the sender's own record after the last
 * arrival is drawn light (a send returns when its buffer is free, not when the transfer ends). */
export function rankSegs(c: Collective, laneOf: Map<number, number>): Seg[] {
  const out: Seg[] = [];
  const pair = pairOf(c);
  for (const [r, v] of Object.entries(c.ranks ?? {})) {
    const lane = laneOf.get(Number(r));
    if (lane === undefined || v.ready_us === null || v.end_us === null) continue;
    const mid = Math.min(v.ready_us + (v.wait_us ?? 0), v.end_us);
    if (mid > v.ready_us) out.push({ lane, x0: v.ready_us, x1: mid, color: WAIT, tip: `${c.id} rank ${r}: waited ${ms(mid - v.ready_us, 2)}` });
    const service = ms(v.service_us ?? v.end_us - mid, 2);
    if (pair && Number(r) === pair.src) {
      out.push({ lane, x0: mid, x1: v.end_us, color: COLORS.serviceLight,
        tip: `${c.id} rank ${r}: its send's record ran ${service} after both ends were ready (not the transfer: the receive's end is)` });
    } else out.push({ lane, x0: mid, x1: v.end_us, color: SERVICE, tip: `${c.id} rank ${r}: service ${service}` });
  }
  return out;
}

/** Bars of one collective on per-group lanes: from the group's first arrival to its latest (light: some of its
 * ranks waited), from its latest arrival to the collective's last (the whole group waited), then service to the
 * group's last end. The group that holds the last rank has no dark bar. */
export function groupSegs(c: Collective, g: Grouping, laneOf: Map<string, number>): Seg[] {
  const t = Object.entries(c.ranks ?? {});
  const last = Math.max(...t.map(([, v]) => v.ready_us ?? -Infinity));
  const agg = new Map<string, { lo: number; hi: number; hiRank: number; end: number; n: number }>();
  for (const [r, v] of t) {
    const grp = g.of.get(Number(r));
    if (!grp || v.ready_us === null || v.end_us === null) continue;
    const x = agg.get(grp.key);
    if (!x) agg.set(grp.key, { lo: v.ready_us, hi: v.ready_us, hiRank: Number(r), end: v.end_us, n: 1 });
    else {
      x.lo = Math.min(x.lo, v.ready_us);
      if (v.ready_us > x.hi) { x.hi = v.ready_us; x.hiRank = Number(r); }
      x.end = Math.max(x.end, v.end_us);
      x.n++;
    }
  }
  const out: Seg[] = [];
  for (const [key, x] of agg) {
    const lane = laneOf.get(key);
    if (lane === undefined) continue;
    const label = g.of.get(x.hiRank)!.label;
    const tip = `${c.id} · ${g.noun} ${label}, ${x.n} ranks: latest arrival rank ${x.hiRank}` +
      (x.hi >= last ? " (the last of all)" : `, ${ms(last - x.hi, 2)} before the last`) +
      `; longest wait ${ms(last - x.lo, 2)}`;
    if (x.hi > x.lo) out.push({ lane, x0: x.lo, x1: x.hi, color: SPREAD, tip });
    if (last > x.hi) out.push({ lane, x0: x.hi, x1: last, color: WAIT, tip });
    out.push({ lane, x0: Math.max(last, x.hi), x1: Math.max(x.end, last), color: SERVICE, tip });
  }
  return out;
}

/** A legend under a chart: ``[key class, text]`` pairs, then a note. */
export function keys(items: [string, string][], note = ""): HTMLElement {
  return el("p", { class: "legend" }, ...items.flatMap(([k, t]) => [el("span", { class: `key ${k}` }), t]), note ? ` — ${note}` : "");
}

/** The legend of wait and service lanes (per group: also the spread of the group's own arrivals; a point-to-point
 * pair: the sender's own record after the last arrival). */
export function legend(grouped: boolean, pair = false): HTMLElement {
  return keys([...(grouped ? [["spread", "some ranks of the group waiting"] as [string, string]] : []),
    ["wait", grouped ? "the whole group waiting for the last arrival" : "waiting for the last arrival (arrival skew)"],
    ["service", pair ? "the receive after it (the post-last-arrival tail)" : "after it (service: the post-last-arrival tail)"],
    ...(pair ? [["serviceLight", "the send's own record after it (not the transfer)"] as [string, string]] : [])],
  grouped ? "click a group's row for its ranks" : "");
}
