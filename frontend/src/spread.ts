// Readiness spread: arrival skew and tail over the run, per-step work, how the per-step maximum grows with the
// number of ranks (the Analysis' maxima), the arrival of every rank (or group) at one collective, distributions.
import { Analysis, collective } from "./api";
import { chart, disposeCharts } from "./charts";
import { el, escapeHtml, ms, plural } from "./dom";
import { controls } from "./groups";
import { Lane, Seg, laneChart } from "./lanes";
import { COLORS } from "./style";
import { Nav, Sel, grouped, regroup } from "./nav";

/** The rank named most often among ``ranks`` (one per step) and how often. */
function mostOften(ranks: (number | null | undefined)[]): { rank: number | null; k: number } {
  const n = new Map<number, number>();
  for (const r of ranks) if (r !== null && r !== undefined) n.set(r, (n.get(r) ?? 0) + 1);
  let best: { rank: number | null; k: number } = { rank: null, k: 0 };
  for (const [r, k] of n) if (k > best.k || (k === best.k && best.rank !== null && r < best.rank)) best = { rank: r, k };
  return best;
}

/** A category axis of many collectives, labelled at the first collective of each step (the rest in the tooltip). */
function byStepAxis(steps: (number | null)[]): object {
  const starts: number[] = [];
  steps.forEach((s, i) => { if (i === 0 || s !== steps[i - 1]) starts.push(i); });
  const every = Math.max(1, Math.ceil(starts.length / 14)); // at most about 14 labels: every few steps' first
  const first = new Set(starts.filter((_, k) => k % every === 0));
  return { interval: (i: number) => first.has(i), hideOverlap: true,
    formatter: (_: string, i: number) => (steps[i] === null ? "" : `step ${steps[i]}`) };
}

export function spread(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel = {}): void {
  const cs = a.collectives.filter((c) => c.skew_us !== null);
  const perStep = !!a.truncated?.collectives; // the summary holds some collectives: the steps' largest instead
  root.append(el("h3", {}, perStep ? "Arrival skew and post-last-arrival tail per collective: the largest of each step"
    : "Arrival skew and post-last-arrival tail per collective"));
  const xs = perStep ? a.steps.map((s) => `step ${s.step}`) : cs.map((c) => c.id);
  const what = (i: number) => {
    if (perStep) return `step ${a.steps[i].step}: its largest`;
    const c = cs[i];
    return `${c.op} ${c.id}, step ${c.step ?? "—"}; last rank ${c.last_rank}`;
  };
  chart(root, 280, {
    grid: { left: 64, right: 24, top: 36, bottom: 80 }, legend: { data: ["arrival skew", "post-last-arrival tail"], top: 4 },
    tooltip: { trigger: "axis", formatter: (p: any[]) => escapeHtml(`${what(p[0].dataIndex)}`) + "<br>" +
      p.map((x) => `${x.marker}${escapeHtml(x.seriesName)}: ${escapeHtml(ms(x.value * 1000, 2))}`).join("<br>") },
    xAxis: { type: "category", data: xs, name: perStep ? "step" : "collective, in the order of the run (labelled at a step's first)",
      nameLocation: "middle", nameGap: 26,
      axisLabel: perStep ? { hideOverlap: true } : byStepAxis(cs.map((c) => c.step ?? null)),
      axisTick: perStep ? {} : { interval: (i: number) => i === 0 || cs[i].step !== cs[i - 1].step } },
    yAxis: { type: "value", name: "ms", nameLocation: "end" },
    dataZoom: [{ type: "inside" }, { type: "slider", bottom: 4, height: 16, showDetail: false }],
    color: [COLORS.wait, COLORS.service],
    series: [{ name: "arrival skew", type: "line", showSymbol: false,
      data: perStep ? a.steps.map((s) => (s.skew_max_us ?? 0) / 1000) : cs.map((c) => (c.skew_us ?? 0) / 1000) },
    { name: "post-last-arrival tail", type: "line", showSymbol: false,
      data: perStep ? a.steps.map((s) => (s.tail_max_us ?? 0) / 1000) : cs.map((c) => (c.tail_us ?? 0) / 1000) }],
  });
  // the slowest rank of each step, named: in the title when one rank is the slowest in most steps, on each bar
  const top = mostOften(a.steps.map((s) => (s.work_max_us === null ? null : s.max_rank)));
  const named = a.steps.filter((s) => s.work_max_us !== null).length;
  const one = top.rank !== null && top.k * 2 > named;
  root.append(el("h3", { "data-slowest": top.rank === null ? "" : String(top.rank) }, one
    ? `Per-step work: rank ${top.rank} (the slowest in ${top.k} of ${plural(named, "step")}) against the median rank`
    : "Per-step work: each step's slowest rank (named on its bar) against the median rank"),
  el("p", { class: "note" }, "A rank's own work in a step: its step time minus the time it waited in collectives" +
    (a.steps.length <= 48 ? "; above each bar, the step's slowest rank." : "; the slowest rank of a step in its tooltip.")));
  const few = a.steps.length <= 16;
  const slowest = top.k === named ? `rank ${top.rank}, the slowest in every step` : "each step's slowest rank";
  chart(root, 270, {
    grid: { left: 64, right: 24, top: 40, bottom: 44 }, legend: { data: [slowest, "median rank"], top: 4 },
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" }, formatter: (p: any[]) => {
      const st = a.steps[p[0].dataIndex];
      const gap = st.work_max_us !== null && st.work_median_us !== null ? st.work_max_us - st.work_median_us : null;
      return escapeHtml(`step ${st.step}`) + "<br>" + p.map((x) => `${x.marker}${escapeHtml(x.seriesIndex === 0
        ? `rank ${st.max_rank} (slowest)` : "median rank")}: ${escapeHtml(ms((x.value ?? 0) * 1000, 2))}`)
        .join("<br>") + (gap !== null ? `<br>${escapeHtml(`rank ${st.max_rank} is ${ms(gap, 2)} above the median`)}` : "");
    } },
    xAxis: { type: "category", data: a.steps.map((s) => String(s.step)), name: "step", nameLocation: "middle", nameGap: 28,
      axisLabel: { hideOverlap: true } },
    yAxis: { type: "value", name: "ms of own work" },
    color: [COLORS.compute, COLORS.peer],
    series: [{ name: slowest, type: "bar",
      data: a.steps.map((s) => s.work_max_us === null ? null : s.work_max_us / 1000),
      label: { show: a.steps.length <= 48, position: "top", fontSize: 10,
        formatter: (p: any) => (a.steps[p.dataIndex].work_max_us === null ? "" : few ? `rank ${a.steps[p.dataIndex].max_rank}`
          : String(a.steps[p.dataIndex].max_rank)) }, labelLayout: { hideOverlap: true } },
    { name: "median rank", type: "bar", data: a.steps.map((s) => s.work_median_us === null ? null : s.work_median_us / 1000) }],
  }, "work");
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
    const edge = (i: number) => ms((i * h.top) / 20, h.top < 20_000 ? 2 : 1);
    const centre = (i: number) => ms(((i + 0.5) * h.top) / 20, h.top < 20_000 ? 2 : 1);
    root.append(el("h3", {}, `Distribution of ${label}${perStep ? ` (the ${cs.length} collectives of the summary)` : ""}`));
    chart(root, 220, {
      grid: { left: 64, right: 36, top: 30, bottom: 48 },
      tooltip: { formatter: (p: any) => escapeHtml(`${plural(p.value, "collective")} with ${label} from ${edge(p.dataIndex)} ` +
        `to ${edge(p.dataIndex + 1)}`) },
      // the bins' centres, every fourth labelled (the tooltip gives each bin's range)
      xAxis: { type: "category", data: h.bins.map((_, i) => centre(i)),
        axisLabel: { interval: 3, hideOverlap: true }, axisTick: { alignWithLabel: true, interval: 3 },
        name: `${label} (bin centre)`, nameLocation: "middle", nameGap: 30 },
      yAxis: { type: "value", name: "collectives", minInterval: 1 },
      series: [{ type: "bar", data: h.bins, itemStyle: { color: label === "arrival skew" ? COLORS.wait : COLORS.service } }],
    });
  }
}

type MaximaRow = NonNullable<NonNullable<Analysis["maxima"]>["rows"]>[number];

/** The y range of the maxima chart: at least 5 % of the largest value either side, so that microseconds of
 * noise are not stretched over the whole height. */
function range(rows: MaximaRow[]): { min: number; max: number; interval: number } {
  const v = rows.flatMap((r) => [r.step_max_p50_us, r.step_max_p90_us, r.iid_max_p50_us])
    .filter((x): x is number => x !== null && x !== undefined).map((x) => x / 1000);
  const lo = Math.min(...v);
  const hi = Math.max(...v);
  const pad = Math.max(0.05 * hi, 0.15 * (hi - lo));
  // bounds on a round interval (about five ticks), so that no bound's label crowds a tick's
  const raw = (hi + pad - Math.max(0, lo - pad)) / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const interval = [1, 2, 2.5, 5, 10].map((k) => k * mag).find((x) => x >= raw) ?? 10 * mag;
  const round = (x: number) => Number(x.toPrecision(6));
  return { min: round(Math.max(0, Math.floor((lo - pad) / interval) * interval)),
    max: round(Math.ceil((hi + pad) / interval) * interval), interval };
}

/** What the curve says at the largest rank count (Analysis.maxima.verdict, decided in tb_xrank/diagnose/maxima.py). */
function maximaVerdict(m: NonNullable<Analysis["maxima"]>): HTMLElement {
  if (!m.verdict) return el("p", {});
  return el("p", { "data-maxima": m.structural ? "above" : "within" }, m.verdict);
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
    "gives as ranks are added)."), maximaVerdict(m));
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
    series: [{ name: "measured p50", type: "line", data: pt("step_max_p50_us"), itemStyle: { color: COLORS.compute } },
      { name: "measured p90", type: "line", data: pt("step_max_p90_us"), itemStyle: { color: COLORS.computeLight } },
      { name: "independent draws (p50)", type: "line", data: pt("iid_max_p50_us"), itemStyle: { color: COLORS.noise },
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
    const { status, body } = await collective(nav.run, id, nav.span);
    if (my !== token || !box.isConnected) return;
    disposeCharts(box);
    box.replaceChildren();
    if (status !== 200) { box.append(el("p", { class: "error" }, `no detail for ${id}`)); return; }
    const t = Object.entries(body.collective.ranks ?? {}).filter(([, v]) => v.ready_us !== null)
      .map(([r, v]) => [Number(r), v.ready_us!] as [number, number]);
    if (!t.length) return;
    const first = Math.min(...t.map(([, v]) => v));
    const c = body.collective;
    // the ranks that held the collective's step back: their bars in the colour of that, the others' in waiting's
    const st = a.steps.find((x) => x.step === c.step);
    const held = new Set(st?.held_by ?? []);
    let lanes: Lane[];
    const segs: Seg[] = [];
    let focus = 0;
    if (g && !zoom) {
      const agg = new Map<string, { lo: number; hi: number; who: number; n: number; held: number[] }>();
      for (const [r, v] of t) {
        const k = g.of.get(r)?.key;
        if (k === undefined) continue;
        const x = agg.get(k) ?? { lo: v, hi: v, who: r, n: 0, held: [] };
        x.lo = Math.min(x.lo, v); if (v >= x.hi) { x.hi = v; x.who = r; } x.n++;
        if (held.has(r)) x.held.push(r);
        agg.set(k, x);
      }
      const groups = g.groups.filter((x) => agg.has(x.key));
      lanes = groups.map((x) => ({ label: x.label, group: x }));
      groups.forEach((x, i) => {
        const v = agg.get(x.key)!;
        const tip = `${g.noun} ${x.label}, ${v.n} ranks: ready ${ms(v.lo - first, 2)} to ${ms(v.hi - first, 2)} after the ` +
          `first rank; its last rank ${v.who}` + (v.held.length ? `; rank ${v.held.join(", ")} held step ${c.step} back` : "");
        segs.push({ lane: i, x0: 0, x1: v.hi - first, color: v.held.length ? COLORS.held : COLORS.wait, tip });
        if (v.who === c.last_rank) focus = i;
      });
    } else {
      const inZoom = zoom ? new Set(zoom.ranks) : null;
      const ranks = t.filter(([r]) => !inZoom || inZoom.has(r)).sort((x, y) => x[0] - y[0]);
      lanes = ranks.map(([r]) => ({ label: r === c.last_rank ? `rank ${r} (last)` : `rank ${r}` }));
      ranks.forEach(([r, v], i) => {
        segs.push({ lane: i, x0: 0, x1: v - first, color: held.has(r) ? COLORS.held : COLORS.wait,
          tip: `rank ${r}: ready ${ms(v - first, 2)} after the first rank` + (held.has(r) ? `; it held step ${c.step} back` : "") });
        if (r === c.last_rank) focus = i;
      });
    }
    const lastAt = t.find(([r]) => r === c.last_rank)?.[1];
    box.append(el("p", { "data-last": String(c.last_rank) }, `Last ready: rank ${c.last_rank}` +
      (g ? ` (${g.noun} ${g.of.get(c.last_rank)?.label ?? "?"})` : "") +
      (lastAt !== undefined ? `, ${ms(lastAt - first, 2)} after the first rank (the arrival skew)` : "") +
      (st ? (held.size ? `; step ${st.step} was held back by rank${held.size > 1 ? "s" : ""} ${[...held].join(", ")}.`
        : `; no rank held step ${st.step} back (its last rank was within noise).`) : ".")));
    if (!lanes.length) { box.append(el("p", { class: "note" }, `No rank of ${zoom?.label} takes part in ${id}.`)); return; }
    laneChart(box, lanes, segs, { focus, name: "arrival", origin: 0, axis: `ms after the first rank was ready for ${id}`,
      onLane: g && !zoom ? (i) => regroup(nav, "spread", { collective: id })(g.by, lanes[i].group!.key) : undefined });
    const key = (color: string) => el("span", { class: "key", style: `background: ${color}` });
    box.append(el("p", { class: "legend" }, key(COLORS.wait), g && !zoom
      ? `how long after the first rank the ${g.noun}'s last rank became ready (waiting: the longest is the arrival skew)`
      : "how long after the first rank each rank became ready (waiting: the last one's is the arrival skew)",
    ...(held.size ? [key(COLORS.held), `the same, for the rank that held step ${c.step} back`] : []),
    g && !zoom ? ` — click a row for its ranks` : ""));
  };
  pick.onchange = () => { nav.select({ collective: pick.value }); void draw(pick.value); };
  void draw(chosen);
}
