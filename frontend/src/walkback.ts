// The walk-back of one divergence, read as a person reads it: what the lag is blamed on (its cause, the one name every
// view gives it), what the rank was compared with, the segment where its lag grew, and its window of events against
// two peers' (host gaps drawn where no event covers the time).
import { Divergence, WalkWindow } from "./api";
import { chart } from "./charts";
import { el, escapeHtml, ms } from "./dom";
import { keys, tick } from "./lanes";
import { causeLabel, divergenceSpan, outline } from "./path";
import { COLORS } from "./style";

const LABEL: Record<string, string> = {
  compared_with: "compared with", peers: "peers compared", mode: "walked", node: "graph node",
  segment: "where the lag grew", inside: "the block around the unrecorded time", event: "the cause's recorded event",
  uncovered_us: "time in the segment no event covers", uncovered_peer_median_us: "the same on the peers (median)",
  dur_us: "the cause's event took", peer_median_dur_us: "the same event on the peers (median)", event_us: "the cause's event",
  shapes: "input shapes", peer_shapes: "the peers' input shapes", shaped_op: "op whose shapes differ",
  all_to_all: "all-to-all it fed", tail_us: "post-last-arrival tail", note: "note", kernel: "its kernel",
  extra_ops: "ops the peers did not run", extra_op_count: "how many such ops", reshaped_share: "share of time in reshaped ops",
};
// the evidence the summary states (the cause event's durations, the unrecorded time): printed as it prints them
const SUMMARY_US = new Set(["dur_us", "peer_median_dur_us", "uncovered_us", "uncovered_peer_median_us"]);
const MODE: Record<string, string> = { host: "ops on the thread that enqueues the collectives",
  device: "kernels on the rank's streams" };

/** A value of the evidence as text: times in ms, a time span from the step's start, lists and records spelled
 * out (never as JSON). */
function text(key: string, v: unknown, origin: number | null): string {
  if (v === null || v === undefined) return "—";
  if (key === "mode" && typeof v === "string") return MODE[v] ?? v;
  if (key === "event_us" && Array.isArray(v) && v.length === 2 && origin !== null) {
    return `${tick(Number(v[0]) - origin)} to ${tick(Number(v[1]) - origin)} after the step began (${ms(Number(v[1]) - Number(v[0]))})`;
  }
  if (key === "segment" && typeof v === "object") {
    const s = v as Record<string, number | string>;
    const at = origin !== null && typeof s.start_us === "number" && typeof s.end_us === "number"
      ? `, ${tick(s.start_us - origin)} to ${tick(Number(s.end_us) - origin)} after the step began` : "";
    return `from the end of ${s.after} to the end of ${s.until}: ${ms(Number(s.critical_us), 2)} on this rank, ` +
      `${ms(Number(s.peer_median_us), 2)} on the peers (median)${at}`;
  }
  if (key === "all_to_all" && typeof v === "object") {
    const x = v as Record<string, number | string>;
    return `${x.collective}: ${x.bytes} B against the peers' median ${x.peer_median_bytes} B (${x.ratio}×)`;
  }
  // the cause's own numbers as its summary prints them; the rest to 10 µs
  if (SUMMARY_US.has(key) && typeof v === "number") return ms(v);
  if (key.endsWith("_us") && typeof v === "number") return ms(v, 2);
  if (key.endsWith("_share") && typeof v === "number") return `${v}×`;
  if (Array.isArray(v)) return v.map(String).join(", ");
  if (typeof v === "object") return Object.entries(v as object).map(([k, x]) => `${LABEL[k] ?? k.replace(/_/g, " ")}: ${text(k, x, origin)}`).join("; ");
  return String(v);
}

/** Whose durations the divergence was measured against, as its summary says it. */
function whose(d: Divergence): string {
  return d.evidence.compared_with === "role peers" ? "its role peers'" : "its own other steps'";
}

// evidence the divergence's own fields already give (its lag; its cause's excess): shown once, from the fields
const SAID = new Set(["lag_total_us", "event_excess_us"]);

/** The evidence of a divergence as a two-column table of labelled values: first its cause, lag and cost, as the
 * divergence record states them (the numbers of its summary), then what the walk-back compared and found. */
export function evidenceTable(d: Divergence, origin: number | null): HTMLElement {
  const row = (label: string, value: string, key = "") =>
    el("tr", key ? { "data-key": key } : {}, el("th", {}, label), el("td", {}, value));
  const against = whose(d);
  const rows = [
    row("the cause (what the lag is blamed on)", `${d.cause}: +${ms(d.cause_us)} beyond ${against} median of the same`, "cause"),
    row("the lag (the node's excess over its expected duration)", `${ms(d.lag_us)}: ${ms(d.dur_us)} against ${against} ` +
      `${ms(d.peer_median_us)} (noise ${ms(d.noise_us)})`, "lag"),
    row("fixing it saves", d.cost_us === null ? "— (not replayed)" : ms(d.cost_us), "cost"),
    ...Object.entries(d.evidence).filter(([k]) => !SAID.has(k)).map(([k, v]) => row(LABEL[k] ?? k.replace(/_/g, " "), text(k, v, origin), k)),
  ];
  return el("div", { class: "table-wrap" }, el("table", { class: "evidence", "data-evidence": "" }, el("tbody", {}, ...rows)));
}

/** Each shown rank's events from its anchor to its readiness, the time no event covers drawn (a host gap where
 * the walk-back found one), and the divergence marked: its event, or (a host gap) its segment. */
export function windowChart(root: HTMLElement, w: WalkWindow, d: Divergence): void {
  const ranks = Object.keys(w.ranks).sort((x, y) => (x === String(w.critical_rank) ? -1 : y === String(w.critical_rank) ? 1
    : Number(x) - Number(y)));
  const data: any[] = [];
  const tips: string[] = [];
  const push = (lane: number, s: number, e: number, color: string, h: number, tip: string) => {
    data.push({ value: [lane, s, e, tips.length, h], itemStyle: { color } });
    tips.push(tip);
  };
  const span = divergenceSpan(d);
  const gap = span && w.anchor_us !== null && w.anchor_us !== undefined && d.kind === "host_gap"
    ? [span[0] - w.anchor_us, span[1] - w.anchor_us] : null;
  // time no event of the walked lane covers: a host gap inside the divergence's segment, where the walk-back
  // found it so; elsewhere only "no event" (the lane holds ops, not every annotation)
  const idle = (lane: number, r: string, s: number, e: number, why: string) => {
    const cut = lane === 0 && gap ? [Math.max(s, gap[0]), Math.min(e, gap[1])] : null;
    if (!cut || cut[1] <= cut[0]) { push(lane, s, e, COLORS.idle, 0.35, `rank ${r}: no event ${why} ${ms(e - s, 2)}`); return; }
    if (cut[0] > s) push(lane, s, cut[0], COLORS.idle, 0.35, `rank ${r}: no event for ${ms(cut[0] - s, 2)}`);
    push(lane, cut[0], cut[1], COLORS.host, 0.35, `rank ${r}: host gap, no event for ${ms(cut[1] - cut[0], 2)} — ` +
      `in the divergence blamed on ${d.cause} (+${ms(d.cause_us)}, lag ${ms(d.lag_us)})`);
    if (e > cut[1]) push(lane, cut[1], e, COLORS.idle, 0.35, `rank ${r}: no event for ${ms(e - cut[1], 2)}`);
  };
  ranks.forEach((r, lane) => {
    const evs = w.ranks[r];
    let covered = 0;
    evs.forEach(([name, s, e], i) => {
      if (s > covered + 1) idle(lane, r, covered, s, "for");
      covered = Math.max(covered, e);
      // the event the walk-back stopped at, marked where it is the divergence's cause (by name)
      const div = r === String(w.critical_rank) && i === w.divergence && d.kind !== "host_gap"
        && (name === d.cause || name === d.evidence.event);
      push(lane, s, e, div ? COLORS.divergence : COLORS.event, 0.6, div
        ? `rank ${r}: ${name}, ${ms(e - s)} — the cause: ${d.cause}, +${ms(d.cause_us)} beyond ${whose(d)} median (lag ${ms(d.lag_us)})`
        : `rank ${r}: ${name}, ${ms(e - s, 2)}`);
    });
    const ready = w.ready_us?.[r];
    if (ready !== undefined && ready > covered + 1) idle(lane, r, covered, ready, "in the last");
  });
  const marks = gap ? [[0, gap[0], gap[1], causeLabel(d)]] : [];
  const readyMarks = ranks.flatMap((r, lane) => (w.ready_us?.[r] !== undefined ? [[lane, w.ready_us[r]]] : []));
  chart(root, 90 + 40 * ranks.length, {
    grid: { left: 110, right: 28, top: 24, bottom: 44 },
    xAxis: { type: "value", name: "ms after each rank's anchor (the end of its previous shared collective, or its step start)",
      nameLocation: "middle", nameGap: 26, axisLabel: { formatter: (v: number) => tick(v), alignMaxLabel: "right" } },
    yAxis: { type: "category", data: ranks.map((r) => (r === String(w.critical_rank) ? `rank ${r} (last)` : `rank ${r}`)), inverse: true },
    tooltip: { confine: true, extraCssText: "max-width:520px;white-space:normal",
      formatter: (p: any) => escapeHtml(p.seriesIndex === 0 ? tips[p.value[3]] : p.seriesIndex === 1
        ? d.summary : `${ranks[p.value[0]]} ready`) },
    series: [
      { type: "custom", encode: { x: [1, 2], y: 0 }, data, renderItem: (_: any, api: any) => {
        const y = api.coord([0, api.value(0)])[1];
        const x0 = api.coord([api.value(1), 0])[0];
        const x1 = api.coord([api.value(2), 0])[0];
        const h = api.size([0, 1])[1] * api.value(4);
        return { type: "rect", shape: { x: x0, y: y - h / 2, width: Math.max(x1 - x0, 1), height: h }, style: { fill: api.visual("color") } };
      } },
      { type: "custom", encode: { x: [1, 2], y: 0 }, data: marks, z: 4, renderItem: outline },
      { type: "custom", encode: { x: 1, y: 0 }, data: readyMarks, z: 3, renderItem: (_: any, api: any) => {
        const y = api.coord([0, api.value(0)])[1];
        const x = api.coord([api.value(1), 0])[0];
        const h = api.size([0, 1])[1] * 0.8;
        return { type: "line", shape: { x1: x, y1: y - h / 2, x2: x, y2: y + h / 2 }, style: { stroke: "#888", lineWidth: 2 } };
      } },
    ],
  }, "window");
  root.append(keys([["event", "an event of the walked lane"], ["idle", "no event recorded"], ["host", "host gap"],
    ["div", "the divergence's cause"], ["mark", "ready for the collective"]]));
}
