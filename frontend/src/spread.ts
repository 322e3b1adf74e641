// Readiness spread: arrival skew and tail over the run, per-step work, how the per-step maximum grows with the
// number of ranks (the Analysis' maxima), the arrival of every rank (or group) at one collective, distributions.
import { Analysis, collective } from "./api";
import { chart, disposeCharts } from "./charts";
import { el, ms } from "./dom";
import { controls } from "./groups";
import { Lane, Seg, keys, laneChart } from "./lanes";
import { COLORS } from "./style";
import { Nav, Sel, grouped, regroup } from "./views";

const LATE = COLORS.late;
const LATE_LIGHT = COLORS.lateLight;

export function spread(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel = {}): void {
  const cs = a.collectives.filter((c) => c.skew_us !== null);
  const perStep = !!a.truncated?.collectives; // the summary holds some collectives: the steps' largest instead
  root.append(el("h3", {}, perStep ? "Arrival skew and post-last-arrival tail per collective: the largest of each step"
    : "Arrival skew and post-last-arrival tail per collective"));
  const xs = perStep ? a.steps.map((s) => `step ${s.step}`) : cs.map((c) => c.id);
  chart(root, 280, {
    grid: { left: 64, right: 24, top: 36, bottom: 84 }, legend: { data: ["arrival skew", "post-last-arrival tail"], top: 4 },
    tooltip: { trigger: "axis", valueFormatter: (v: number) => ms(v * 1000, 2) },
    xAxis: { type: "category", data: xs, name: perStep ? "step" : "collective, in the order of the run",
      nameLocation: "middle", nameGap: 28 },
    yAxis: { type: "value", name: "ms", nameLocation: "end" },
    dataZoom: [{ type: "inside" }, { type: "slider", bottom: 6, height: 18 }],
    color: [COLORS.wait, COLORS.service],
    series: [{ name: "arrival skew", type: "line", showSymbol: false,
      data: perStep ? a.steps.map((s) => (s.skew_max_us ?? 0) / 1000) : cs.map((c) => (c.skew_us ?? 0) / 1000) },
    { name: "post-last-arrival tail", type: "line", showSymbol: false,
      data: perStep ? a.steps.map((s) => (s.tail_max_us ?? 0) / 1000) : cs.map((c) => (c.tail_us ?? 0) / 1000) }],
  });
  root.append(el("h3", {}, "Per-step work: the slowest rank against the median rank"),
    el("p", { class: "note" }, "A rank's own work in a step: its step time minus the time it waited in collectives."));
  chart(root, 260, {
    grid: { left: 64, right: 24, top: 36, bottom: 44 }, legend: { data: ["slowest rank", "median rank"], top: 4 },
    tooltip: { trigger: "axis", valueFormatter: (v: number) => `${v.toFixed(2)} ms` },
    xAxis: { type: "category", data: a.steps.map((s) => String(s.step)), name: "step", nameLocation: "middle", nameGap: 28 },
    yAxis: { type: "value", name: "ms of own work" },
    color: [COLORS.late, COLORS.a],
    series: [{ name: "slowest rank", type: "bar", data: a.steps.map((s) => s.work_max_us === null ? null : s.work_max_us / 1000) },
      { name: "median rank", type: "bar", data: a.steps.map((s) => s.work_median_us === null ? null : s.work_median_us / 1000) }],
  });
  maxima(a, root);
  arrival(a, root, nav, sel);
  const hist = (vals: number[]) => {
    const top = Math.max(1, ...vals);
    const bins = new Array(20).fill(0);
    for (const v of vals) bins[Math.min(19, Math.floor((v / top) * 20))]++;
    return { top, bins };
  };
  for (const [label, vals] of [["arrival skew", cs.map((c) => c.skew_us ?? 0)],
    ["post-last-arrival tail", cs.map((c) => c.tail_us ?? 0)]] as [string, number[]][]) {
    const h = hist(vals);
    root.append(el("h3", {}, `Distribution of ${label}${perStep ? ` (the ${cs.length} collectives of the summary)` : ""}`));
    chart(root, 220, {
      grid: { left: 64, right: 24, top: 30, bottom: 48 },
      tooltip: { formatter: (p: any) => `${p.value} ${p.value === 1 ? "collective" : "collectives"} near ${p.name}` },
      xAxis: { type: "category", data: h.bins.map((_, i) => ms(((i + 0.5) * h.top) / 20)),
        name: `${label} (bin centre)`, nameLocation: "middle", nameGap: 30 },
      yAxis: { type: "value", name: "collectives", minInterval: 1 },
      series: [{ type: "bar", data: h.bins, itemStyle: { color: label === "arrival skew" ? COLORS.wait : COLORS.service } }],
    });
  }
}

type MaximaRow = NonNullable<NonNullable<Analysis["maxima"]>["rows"]>[number];
const ABOVE = 0.05; // the measured median maximum this far above independent draws is called a structural straggler

/** The y range of the maxima chart: at least 5 % of the largest value either side, so that microseconds of
 * noise are not stretched over the whole height. */
function range(rows: MaximaRow[]): { min: number; max: number } {
  const v = rows.flatMap((r) => [r.step_max_p50_us, r.step_max_p90_us, r.iid_max_p50_us])
    .filter((x): x is number => x !== null && x !== undefined).map((x) => x / 1000);
  const lo = Math.min(...v);
  const hi = Math.max(...v);
  const pad = Math.max(0.05 * hi, 0.15 * (hi - lo));
  const round = (x: number) => Number(x.toPrecision(3));
  return { min: round(Math.max(0, lo - pad)), max: round(hi + pad) };
}

/** What the curve says at the largest rank count: how far the measured median maximum is above chance's. */
function maximaVerdict(rows: MaximaRow[]): HTMLElement {
  const r = rows[rows.length - 1];
  const m = r.step_max_p50_us;
  const iid = r.iid_max_p50_us;
  if (m === null || m === undefined || iid === null || iid === undefined || iid <= 0) return el("p", {});
  const over = (m - iid) / iid;
  const pct = `${(100 * Math.abs(over)).toFixed(over !== 0 && Math.abs(over) < 0.001 ? 2 : 1)} %`;
  return el("p", { "data-maxima": over > ABOVE ? "above" : "within" }, `At ${r.ranks} ranks the measured median ` +
    `maximum is ${ms(m, 2)}, ${pct} ${over >= 0 ? "above" : "below"} independent draws (${ms(iid, 2)}): ` +
    (over > ABOVE ? "the slowest rank is slow by structure, not by sampling (more than 5 % above chance)."
      : "within 5 % of chance, so this curve shows no structural straggler."));
}

/** Per-step maximum of the ranks' own work in random subsets of n ranks (median and p90 over steps and
 * subsets) against what independent draws from each step's pooled work would give; the top rank's share. */
function maxima(a: Analysis, root: HTMLElement): void {
  const m = a.maxima;
  const rows = (m?.rows ?? []).filter((r) => r.ranks >= 1);
  if (!m || !rows.length) return;
  const box = el("div", { "data-section": "maxima" }, el("h3", {}, "Per-step maximum against rank count"));
  box.append(el("p", { class: "note" }, "The slowest rank's work per step in random subsets of n ranks (median and " +
    "90th percentile), against the maximum of n independent draws from the step's pooled work (what chance alone " +
    "gives as ranks are added)."), maximaVerdict(rows));
  root.append(box);
  // x is log2 of the rank count, labelled with the count (an ECharts log axis ticks only every 2^10 here)
  const pt = (k: "step_max_p50_us" | "step_max_p90_us" | "iid_max_p50_us") =>
    rows.map((r) => [Math.log2(r.ranks), r[k] === null ? null : r[k]! / 1000]);
  const count = (x: number) => String(Math.round(2 ** x));
  chart(box, 260, {
    grid: { left: 60, right: 20, top: 34, bottom: 44 },
    legend: { data: ["measured p50", "measured p90", "independent draws (p50)"], top: 4 },
    tooltip: { trigger: "axis", valueFormatter: (v: number) => `${v.toFixed(3)} ms`,
      axisPointer: { label: { formatter: (p: any) => `${count(p.value)} ranks` } } },
    xAxis: { type: "value", name: "ranks (log scale)", nameLocation: "middle", nameGap: 26, interval: 1,
      min: Math.log2(rows[0].ranks), max: Math.log2(rows[rows.length - 1].ranks), axisLabel: { formatter: count } },
    yAxis: { type: "value", name: "ms of own work", ...range(rows) },
    series: [{ name: "measured p50", type: "line", data: pt("step_max_p50_us"), itemStyle: { color: COLORS.late } },
      { name: "measured p90", type: "line", data: pt("step_max_p90_us"), itemStyle: { color: COLORS.wait } },
      { name: "independent draws (p50)", type: "line", data: pt("iid_max_p50_us"), itemStyle: { color: COLORS.a },
        lineStyle: { type: "dashed" } }],
  }, "maxima");
  const shared = rows.filter((r) => r.ranks > 1 && r.top_rank_share !== null && r.top_rank_share !== undefined);
  const at = shared[shared.length - 1];
  if (m.top_rank !== null && at) {
    box.append(el("p", { "data-share": String(at.top_rank_share) }, `Top rank: rank ${m.top_rank}, the most often slowest, ` +
      `is the slowest in ${(100 * at.top_rank_share!).toFixed(0)} % of the subsets of ${at.ranks} ranks that include it ` +
      `(${(100 / at.ranks).toFixed(at.ranks > 100 ? 1 : 0)} % if it were chance).`));
  }
}

/** Every rank's (or group's) arrival at one collective, after the first rank's: the chosen collective, else the
 * one with the largest skew; the candidates are the steps' critical collectives and the largest skews. */
function arrival(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel): void {
  const { g, zoom } = grouped(a, sel);
  const byId = new Map(a.collectives.map((c) => [c.id, c]));
  const ids = [...new Set([...a.steps.map((s) => s.critical_collective), ...a.collectives.slice()
    .sort((x, y) => (y.skew_us ?? 0) - (x.skew_us ?? 0)).slice(0, 20).map((c) => c.id)])]
    .filter((x): x is string => !!x && byId.has(x)).sort((x, y) => (byId.get(y)!.skew_us ?? 0) - (byId.get(x)!.skew_us ?? 0));
  if (!ids.length) return;
  const chosen = sel.collective && byId.has(sel.collective) ? sel.collective : ids[0];
  if (!ids.includes(chosen)) ids.unshift(chosen);
  const pick = el("select", { "aria-label": "collective" }, ...ids.map((id) => {
    const c = byId.get(id)!;
    return el("option", { value: id }, `${c.op} ${id} (step ${c.step ?? "—"}, skew ${ms(c.skew_us, 2)})`);
  }));
  pick.value = chosen;
  const box = el("div", { "data-section": "arrival" });
  root.append(el("h3", {}, g && !zoom ? `Arrival at one collective, per ${g.noun}` : "Arrival at one collective, per rank"));
  if (g) root.append(controls(a, g, zoom, regroup(nav, "spread", { collective: pick.value })));
  root.append(pick, box);
  let token = 0;
  const draw = async (id: string) => {
    const my = ++token;
    const { status, body } = await collective(nav.run, id);
    if (my !== token || !box.isConnected) return;
    disposeCharts(box);
    box.replaceChildren();
    if (status !== 200) { box.append(el("p", { class: "error" }, `no detail for ${id}`)); return; }
    const t = Object.entries(body.collective.ranks ?? {}).filter(([, v]) => v.ready_us !== null)
      .map(([r, v]) => [Number(r), v.ready_us!] as [number, number]);
    if (!t.length) return;
    const first = Math.min(...t.map(([, v]) => v));
    let lanes: Lane[];
    const segs: Seg[] = [];
    let focus = 0;
    if (g && !zoom) {
      const agg = new Map<string, { lo: number; hi: number; who: number; n: number }>();
      for (const [r, v] of t) {
        const k = g.of.get(r)?.key;
        if (k === undefined) continue;
        const x = agg.get(k);
        if (!x) agg.set(k, { lo: v, hi: v, who: r, n: 1 });
        else { x.lo = Math.min(x.lo, v); if (v > x.hi) { x.hi = v; x.who = r; } x.n++; }
      }
      const groups = g.groups.filter((x) => agg.has(x.key));
      lanes = groups.map((x) => ({ label: x.label, group: x }));
      groups.forEach((x, i) => {
        const v = agg.get(x.key)!;
        const tip = `${g.noun} ${x.label}, ${v.n} ranks: ready ${ms(v.lo - first, 2)} to ${ms(v.hi - first, 2)} after the ` +
          `first rank; latest rank ${v.who}`;
        if (v.lo > first) segs.push({ lane: i, x0: 0, x1: v.lo - first, color: LATE_LIGHT, tip });
        segs.push({ lane: i, x0: v.lo - first, x1: v.hi - first, color: LATE, tip });
        if (v.who === body.collective.last_rank) focus = i;
      });
    } else {
      const inZoom = zoom ? new Set(zoom.ranks) : null;
      const ranks = t.filter(([r]) => !inZoom || inZoom.has(r)).sort((x, y) => x[0] - y[0]);
      lanes = ranks.map(([r]) => ({ label: `rank ${r}` }));
      ranks.forEach(([r, v], i) => {
        segs.push({ lane: i, x0: 0, x1: v - first, color: LATE, tip: `rank ${r}: ready ${ms(v - first, 2)} after the first rank` });
        if (r === body.collective.last_rank) focus = i;
      });
    }
    if (!lanes.length) { box.append(el("p", { class: "note" }, `No rank of ${zoom?.label} takes part in ${id}.`)); return; }
    laneChart(box, lanes, segs, { focus, name: "arrival", origin: 0, axis: `ms after the first rank was ready for ${id}`,
      onLane: g && !zoom ? (i) => regroup(nav, "spread", { collective: id })(g.by, lanes[i].group!.key) : undefined });
    box.append(g && !zoom
      ? keys([["lateLight", `until the ${g.noun}'s first rank was ready`], ["late", `from its first ready rank to its last`]],
        "click a row for its ranks")
      : keys([["late", "how long after the first rank each rank became ready (the last one's is the skew)"]]));
  };
  pick.onchange = () => { nav.select({ collective: pick.value }); void draw(pick.value); };
  void draw(chosen);
}
