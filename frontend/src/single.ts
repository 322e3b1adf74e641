// Single-rank evidence (Analysis.single_rank, tb_xrank/diagnose/single.py): what a rank whose collective peers were
// not profiled shows on its own, drawn under its label. Never a skew, tail, last rank or class: the bars hold the
// waiting for unprofiled peers and the transfer together.
import { Analysis } from "./api";
import { chart } from "./charts";
import { el, escapeHtml, ms, plural, table } from "./dom";
import { COLORS } from "./style";

type Single = NonNullable<Analysis["single_rank"]>;
type Place = Single["places"][number];

const PLACES_DRAWN = 6; // the slowest places get a line each in the occurrences chart; the table has them all

/** Per step of one rank: the communication no compute kernel overlapped (exposed) and the rest, stacked (ms). */
function stepsChart(root: HTMLElement, s: Single, rank: number): void {
  const rows = s.steps.filter((x) => x.rank === rank).sort((x, y) => x.step - y.step);
  if (!rows.length) return;
  root.append(el("h4", {}, `Rank ${rank}: its communication per step, and the part no compute overlapped`));
  const tip = new Map(rows.map((x) => [String(x.step), `step ${x.step}: communication ${ms(x.comm_us)} (waiting ` +
    `included), ${ms(x.exposed_comm_us)} of it exposed; the step took ${ms(x.time_us)}`]));
  chart(root, 240, {
    grid: { left: 64, right: 24, top: 36, bottom: 48 },
    legend: { top: 0, data: ["exposed (no compute kernel running)", "overlapped with compute"] },
    tooltip: { trigger: "axis", formatter: (p: any) => escapeHtml(tip.get(p[0]?.name) ?? "") },
    xAxis: { type: "category", data: rows.map((x) => String(x.step)), name: "step", nameLocation: "middle", nameGap: 28 },
    yAxis: { type: "value", name: "ms per step (rank's own time)", nameLocation: "middle", nameGap: 44 },
    series: [
      { name: "exposed (no compute kernel running)", type: "bar", stack: "comm", itemStyle: { color: COLORS.wait },
        data: rows.map((x) => +(x.exposed_comm_us / 1000).toFixed(3)) },
      { name: "overlapped with compute", type: "bar", stack: "comm", itemStyle: { color: COLORS.serviceLight },
        data: rows.map((x) => +(Math.max(0, x.comm_us - x.exposed_comm_us) / 1000).toFixed(3)) },
    ],
  }, `single-steps-${rank}`);
}

/** Each of the slowest places' bars over the steps (one line each), its slow occurrences marked: a bar against the
 * same collective's other occurrences. */
function occurrencesChart(root: HTMLElement, s: Single): void {
  const places = s.places.slice(0, PLACES_DRAWN);
  if (!places.length) return;
  const steps = [...new Set(s.occurrences.map((o) => o.step))].sort((x, y) => x - y);
  const name = (p: Place) => (s.ranks.length > 1 ? `rank ${p.rank} ` : "") + p.place;
  root.append(el("h4", {}, "Each collective's bar (end − ready) in every step, against its own other occurrences"));
  chart(root, 260, {
    grid: { left: 64, right: 24, top: 48, bottom: 48 },
    legend: { top: 0, type: "scroll", data: places.map(name) },
    tooltip: { trigger: "item", formatter: (p: any) => escapeHtml(p.data?.tip ?? "") },
    xAxis: { type: "category", data: steps.map(String), name: "step", nameLocation: "middle", nameGap: 28 },
    yAxis: { type: "value", name: "bar, ms (waiting + transfer)", nameLocation: "middle", nameGap: 44 },
    series: places.map((p) => {
      const at = new Map(s.occurrences.filter((o) => o.rank === p.rank && o.place === p.place).map((o) => [o.step, o]));
      return { name: name(p), type: "line", connectNulls: false, symbolSize: 6,
        data: steps.map((st) => {
          const o = at.get(st);
          if (!o || o.bar_us === null) return null;
          return { value: +(o.bar_us / 1000).toFixed(3),
            tip: `${name(p)}, step ${st}: bar ${ms(o.bar_us)} against its median ${ms(p.median_bar_us)}` +
              (o.slow ? ` — slow (+${ms(o.excess_us)}, beyond ${ms(p.limit_us)})` : ""),
            ...(o.slow ? { symbolSize: 12, itemStyle: { color: COLORS.held } } : {}) };
        }) };
    }),
  }, "single-occurrences");
}

function placesTable(s: Single): HTMLElement {
  return table(s.places, [
    { label: "rank", value: (p) => p.rank },
    { label: "collective", value: (p) => p.place },
    { label: "op", value: (p) => p.op },
    { label: "occurrences", value: (p) => p.occurrences, sort: (p) => p.occurrences },
    { label: "median bar", value: (p) => ms(p.median_bar_us), sort: (p) => p.median_bar_us },
    { label: "noise", value: (p) => ms(p.noise_us, 3), sort: (p) => p.noise_us },
    { label: "slow beyond", value: (p) => (p.limit_us === null ? "too few to judge" : `+${ms(p.limit_us)}`) },
    { label: "slow steps", value: (p) => (p.slow_steps.length ? p.slow_steps.join(", ") : "none") },
    { label: "slow excess", value: (p) => ms(p.slow_excess_us), sort: (p) => p.slow_excess_us },
  ], undefined, 8, (p) => `${p.rank}:${p.place}`);
}

/** The single-rank evidence section: its label first, the pictures, the collectives slowest first, then the
 * walk-back within each rank (its steps against its own other steps), each divergence's one sentence. */
export function singleRank(a: Analysis, root: HTMLElement): void {
  const s = a.single_rank;
  if (!s) return;
  const box = el("section", { class: "single", "data-section": "single" });
  root.append(box);
  box.append(el("h3", {}, `Single-rank evidence: ${s.ranks.length === 1 ? "rank" : "ranks"} ${s.ranks.join(", ")}` +
    (s.world_size ? ` of ${s.world_size}` : "")),
  el("p", { class: "note single-basis", "data-basis": "" }, `Single-rank evidence, ${plural(s.records, "collective record")}: ` +
    s.basis + "."));
  for (const r of s.ranks) stepsChart(box, s, r);
  occurrencesChart(box, s);
  box.append(placesTable(s));
  const divs = [...s.divergences].sort((x, y) => (y.cost_us ?? -1) - (x.cost_us ?? -1));
  box.append(el("h4", {}, `Walk-back within the rank: ${plural(divs.length, "divergence")} from its own other steps`));
  if (!divs.length) box.append(el("p", { class: "note" }, "No step stretched beyond the rank's own noise."));
  else box.append(el("ol", { class: "single-divergences" }, ...divs.map((d) => el("li", { "data-summary": "" }, d.summary))));
}
