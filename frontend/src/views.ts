// The tabs, each answering one question at a glance.
import { Analysis, Collective, WalkWindow, collective } from "./api";
import { chart, disposeCharts } from "./charts";
import { Column, copyLink, el, escapeHtml, ms, table } from "./dom";

/** What a view has selected; each key is a query parameter of the view's link. */
export interface Sel { collective?: string; step?: number; group?: string; a?: string; b?: string }

/** How a view moves: ``open`` another view (or this one) on a selection and redraw; ``select`` records a
 * selection the view already shows (the link follows); ``link`` is the standalone page of a view. */
export interface Nav { run: string; sel: Sel; open: (tab: string, sel?: Sel) => void; select: (sel: Sel) => void;
  link: (tab: string, sel?: Sel) => string }

type Finding = Analysis["findings"][number];

/** The view that shows a finding: its collective (lanes of its step, walk-back), else its step (the gaps of
 * the step when it has unexplained time, else the step's lanes), else the findings themselves. */
export function findingView(a: Analysis, f: Finding): { tab: string; sel: Sel } {
  const step = f.step ?? undefined;
  if (f.collective) return { tab: "aligned", sel: { collective: f.collective, step } };
  if (step !== undefined) {
    return a.gaps.some((g) => g.step === step) ? { tab: "evidence", sel: { step } } : { tab: "aligned", sel: { step } };
  }
  return { tab: "findings", sel: {} };
}

export const KIND_TEXT: Record<string, string> = { compute: "compute", workload: "workload", host_gap: "host gap",
  input: "input", allocation: "allocation", collective: "propagated", unknown: "unknown" };

export function findings(a: Analysis, root: HTMLElement, nav: Nav): void {
  const s = a.stragglers;
  root.append(el("div", { class: "verdict" },
    el("span", { class: `badge ${s.class}` }, s.class === "none" ? "no straggler" : `${s.class} straggler`),
    s.ranks.length ? ` ${s.ranks.length === 1 ? "rank" : "ranks"} ${s.ranks.join(", ")}` : "", ` — ${s.steps_used} steps with material skew`,
    s.p_value !== null ? `, p = ${s.p_value.toPrecision(2)}` : ""));
  const list = el("ol", { class: "findings" });
  for (const f of a.findings) {
    const li = el("li", { class: f.severity }, f.text, " ");
    const target = findingView(a, f);
    if (target.tab !== "findings") {
      const go = el("a", { href: nav.link(target.tab, target.sel), class: "go" }, "show");
      go.onclick = (ev) => { ev.preventDefault(); nav.open(target.tab, target.sel); };
      li.append(go, " ");
    }
    li.append(copyLink(() => nav.link(target.tab, target.sel)));
    list.append(li);
  }
  root.append(list);
  const worst = a.steps.filter((s) => s.critical_collective).sort((x, y) => y.work_max_us - x.work_max_us)[0];
  if (worst) {
    root.append(el("h3", {}, `Critical path of the worst step (${worst.step})`));
    const d = a.divergences.find((x) => x.collective === worst.critical_collective);
    root.append(el("p", {}, `Rank ${worst.critical_rank} arrived last at ${worst.critical_collective}` +
      (d ? `; its lag grew ${ms(d.lag_us)} at ${d.op} (${KIND_TEXT[d.kind]})` : "") +
      `; step work max ${ms(worst.work_max_us)} against median ${ms(worst.work_median_us)}.`));
  }
}

/** A custom-series item: a horizontal bar from value[1] to value[2] on lane value[0]. */
function bar(heightShare: number, fill: (api: any) => string, opacity = 1) {
  return (_: any, api: any) => {
    const y = api.coord([0, api.value(0)])[1];
    const x0 = api.coord([api.value(1), 0])[0];
    const x1 = api.coord([api.value(2), 0])[0];
    const h = api.size([0, 1])[1] * heightShare;
    return { type: "rect", shape: { x: x0, y: y - h / 2, width: Math.max(x1 - x0, 1), height: h },
      style: { fill: fill(api), opacity } };
  };
}

function laneChart(root: HTMLElement, c: Collective): void {
  const ranks = Object.keys(c.ranks ?? {}).map(Number).sort((x, y) => x - y);
  const last = Math.max(...ranks.map((r) => c.ranks![String(r)].ready_us ?? -Infinity));
  const data = ranks.flatMap((r, i) => {
    const t = c.ranks![String(r)];
    if (t.ready_us === null || t.end_us === null) return [];
    const wait = [i, t.ready_us, Math.max(t.ready_us, last), "wait"];
    const service = [i, Math.max(t.ready_us, last), t.end_us, "service"];
    return [wait, service];
  });
  chart(root, Math.max(160, 28 * ranks.length + 60), {
    grid: { left: 70, right: 20, top: 20, bottom: 30 },
    xAxis: { type: "value", scale: true, axisLabel: { formatter: (v: number) => `${(v / 1000).toFixed(1)} ms` } },
    yAxis: { type: "category", data: ranks.map((r) => `rank ${r}`), inverse: true },
    tooltip: { formatter: (p: any) => `${escapeHtml(p.value[3])}: ${escapeHtml(ms(p.value[2] - p.value[1], 2))}` },
    series: [{
      type: "custom", encode: { x: [1, 2], y: 0 }, data,
      renderItem: bar(0.6, (api) => (api.value(3) === "wait" ? "#f4a261" : "#2a9d8f")),
      markLine: { symbol: "none", data: [{ xAxis: last, name: "last arrival" }], lineStyle: { color: "#c0392b" },
        label: { formatter: `last arrival (rank ${c.last_rank})` } },
    }],
  });
  root.append(el("p", { class: "legend" }, el("span", { class: "key wait" }), " waiting for the last arrival  ",
    el("span", { class: "key service" }), " after it (service)"));
}

/** One lane per rank for one step: every collective of the step as its wait and service. Per-rank times
 * come with each collective's detail. */
async function drawStep(a: Analysis, box: HTMLElement, run: string, step: number, current: () => boolean): Promise<void> {
  const ids = a.collectives.filter((c) => c.step === step).map((c) => c.id);
  const details = await Promise.all(ids.map((id) => collective(run, id)));
  if (!current()) return;
  const cs = details.filter((d) => d.status === 200).map((d) => d.body.collective);
  const ranks = [...new Set(cs.flatMap((c) => Object.keys(c.ranks ?? {}).map(Number)))].sort((x, y) => x - y);
  const data: any[] = [];
  for (const c of cs) {
    const readies = Object.values(c.ranks ?? {}).map((t) => t.ready_us ?? -Infinity);
    const last = Math.max(...readies);
    for (const [r, t] of Object.entries(c.ranks ?? {})) {
      if (t.ready_us === null || t.end_us === null) continue;
      const lane = ranks.indexOf(Number(r));
      data.push({ value: [lane, t.ready_us, Math.max(t.ready_us, last), `${c.id} wait`], itemStyle: { color: "#f4a261" } });
      data.push({ value: [lane, Math.max(t.ready_us, last), t.end_us, `${c.id} service`], itemStyle: { color: "#2a9d8f" } });
    }
  }
  disposeCharts(box);
  box.replaceChildren();
  chart(box, Math.max(140, 24 * ranks.length + 60), {
    grid: { left: 70, right: 20, top: 10, bottom: 30 },
    xAxis: { type: "value", scale: true, axisLabel: { formatter: (v: number) => `${(v / 1000).toFixed(1)} ms` } },
    yAxis: { type: "category", data: ranks.map((r) => `rank ${r}`), inverse: true },
    dataZoom: [{ type: "inside", xAxisIndex: 0 }],
    tooltip: { formatter: (p: any) => `${escapeHtml(p.value[3])}: ${escapeHtml(ms(p.value[2] - p.value[1], 2))}` },
    series: [{ type: "custom", encode: { x: [1, 2], y: 0 }, data,
      renderItem: bar(0.6, (api) => api.visual("color")) }],
  });
}

function windowChart(root: HTMLElement, w: WalkWindow): void {
  const ranks = Object.keys(w.ranks).map(Number);
  ranks.sort((a, b) => (a === w.critical_rank ? -1 : b === w.critical_rank ? 1 : a - b));
  const data: any[] = [];
  ranks.forEach((r, lane) => w.ranks[String(r)].forEach(([name, s, e], i) =>
    data.push({ value: [lane, s, e, name], itemStyle: { color: r === w.critical_rank && i === w.divergence ? "#c0392b" : "#90a4ae" } })));
  chart(root, 60 + 40 * ranks.length, {
    grid: { left: 90, right: 20, top: 10, bottom: 30 },
    xAxis: { type: "value", axisLabel: { formatter: (v: number) => `${(v / 1000).toFixed(1)} ms` } },
    yAxis: { type: "category", data: ranks.map((r) => (r === w.critical_rank ? `rank ${r} (last)` : `rank ${r}`)), inverse: true },
    tooltip: { formatter: (p: any) => `${escapeHtml(p.value[3])}: ${escapeHtml(ms(p.value[2] - p.value[1], 2))}` },
    series: [{ type: "custom", encode: { x: [1, 2], y: 0 }, data,
      renderItem: bar(0.5, (api) => api.visual("color"), 0.75) }],
  });
  root.append(el("p", { class: "legend" }, "Events from each rank's anchor to its readiness; ",
    el("span", { class: "key div" }), " the divergence on the last rank."));
}

/** Lanes of the chosen step (``sel.step``, else the chosen collective's step, else the slowest step), the
 * sortable table, and the chosen collective's detail (``sel.collective``, else the chosen step's critical
 * collective, else the largest skew). Choosing a step shows its critical collective; choosing a collective
 * shows its step. */
export function aligned(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel = {}): void {
  const detail = el("div", { class: "detail" });
  const byId = new Map(a.collectives.map((c) => [c.id, c]));
  const steps = a.steps.filter((s) => s.critical_collective);
  const lanes = el("div", {});
  const pick = el("select", { "aria-label": "step" }, ...steps.map((s) => el("option", { value: String(s.step) },
    `step ${s.step} — last rank ${s.critical_rank} at ${s.critical_collective}`)));
  const hasStep = (n: number | null | undefined) => n !== null && n !== undefined && steps.some((s) => s.step === n);
  let laneToken = 0;
  const showStep = (n: number) => {
    pick.value = String(n);
    const my = ++laneToken;
    void drawStep(a, lanes, nav.run, n, () => my === laneToken && lanes.isConnected);
  };
  let shown = 0;
  const show = async (id: string) => {
    const my = ++shown;
    const step = byId.get(id)?.step;
    if (hasStep(step) && pick.value !== String(step)) showStep(step!);
    nav.select({ collective: id, step: steps.length ? Number(pick.value) : undefined });
    detail.replaceChildren(el("p", {}, `loading ${id}…`));
    const { status, body } = await collective(nav.run, id);
    if (my !== shown || !detail.isConnected) return;
    disposeCharts(detail);
    if (status !== 200) { detail.replaceChildren(el("p", { class: "error" }, `no detail for ${id}`)); return; }
    const c = body.collective;
    detail.replaceChildren(el("h3", {}, `${c.op} ${c.id} — step ${c.step ?? "—"}`),
      el("p", {}, `arrival skew ${ms(c.skew_us, 2)} · post-last-arrival tail ${ms(c.tail_us, 2)} · ` +
        `clock-free skew ${ms(c.skew_clockfree_us, 2)} · last rank ${c.last_rank}`));
    laneChart(detail, c);
    const d = body.divergence;
    if (d) {
      detail.append(el("h3", {}, `Walk-back on rank ${d.rank}`),
        el("p", { class: "divergence" }, `${KIND_TEXT[d.kind]}: the lag grew ${ms(d.lag_us)} at ${d.op} ` +
          `(peers' median for the same segment ${ms(d.peer_median_us)}); fixing it saves ${ms(d.cost_us)}.`),
        el("pre", { class: "evidence" }, JSON.stringify(d.evidence, null, 1)),
        el("p", { class: "next" }, d.next_measurement));
      if (body.window) windowChart(detail, body.window);
    }
  };
  if (steps.length) {
    root.append(el("h3", {}, "Lanes of one step "), pick, lanes);
    pick.onchange = () => {
      const st = steps.find((s) => String(s.step) === pick.value)!;
      showStep(st.step);
      void show(st.critical_collective!);
    };
  }
  const rows = a.collectives.filter((c) => c.skew_us !== null);
  root.append(el("p", {}, `${a.collectives.length} collectives; material when skew ≥ ${ms(a.settings.material_threshold_us, 2)}. ` +
    "Click one for its lanes and walk-back."));
  root.append(table(rows, [
    { label: "collective", value: (c) => c.id },
    { label: "op", value: (c) => c.op },
    { label: "step", value: (c) => c.step, sort: (c) => c.step ?? -1 },
    { label: "skew", value: (c) => ms(c.skew_us, 2), sort: (c) => c.skew_us ?? 0 },
    { label: "tail", value: (c) => ms(c.tail_us, 2), sort: (c) => c.tail_us ?? 0 },
    { label: "last rank", value: (c) => c.last_rank, sort: (c) => c.last_rank },
    { label: "material", value: (c) => (c.material ? "yes" : "") },
  ], (c) => void show(c.id), 3));
  root.append(detail);

  const wanted = sel.collective && byId.has(sel.collective) ? sel.collective : undefined;
  const step = hasStep(sel.step) ? sel.step! : hasStep(byId.get(wanted ?? "")?.step) ? byId.get(wanted!)!.step!
    : steps.slice().sort((x, y) => y.work_max_us - x.work_max_us)[0]?.step;
  const first = wanted ?? (hasStep(sel.step) ? steps.find((s) => s.step === sel.step)!.critical_collective!
    : rows.slice().sort((x, y) => (y.skew_us ?? 0) - (x.skew_us ?? 0))[0]?.id);
  if (step !== undefined && !(first && hasStep(byId.get(first)?.step))) showStep(step);
  if (first) void show(first);
  else if (sel.collective) detail.replaceChildren(el("p", { class: "error" }, `no collective ${sel.collective} in ${a.run}`));
}

export function spread(a: Analysis, root: HTMLElement): void {
  const cs = a.collectives.filter((c) => c.skew_us !== null);
  root.append(el("h3", {}, "Arrival skew and post-last-arrival tail per collective"));
  chart(root, 280, {
    grid: { left: 60, right: 20, top: 30, bottom: 60 }, legend: { data: ["skew", "tail"] },
    tooltip: { trigger: "axis", valueFormatter: (v: number) => ms(v * 1000, 2) },
    xAxis: { type: "category", data: cs.map((c) => c.id) }, yAxis: { type: "value", name: "ms" },
    dataZoom: [{ type: "inside" }, { type: "slider" }],
    series: [{ name: "skew", type: "line", showSymbol: false, data: cs.map((c) => (c.skew_us ?? 0) / 1000) },
      { name: "tail", type: "line", showSymbol: false, data: cs.map((c) => (c.tail_us ?? 0) / 1000) }],
  });
  root.append(el("h3", {}, "Per-step work: maximum against median"));
  chart(root, 260, {
    grid: { left: 60, right: 20, top: 30, bottom: 40 }, legend: { data: ["max", "median"] },
    tooltip: { trigger: "axis", valueFormatter: (v: number) => `${v.toFixed(2)} ms` },
    xAxis: { type: "category", data: a.steps.map((s) => String(s.step)) }, yAxis: { type: "value", name: "ms" },
    series: [{ name: "max", type: "bar", data: a.steps.map((s) => s.work_max_us / 1000) },
      { name: "median", type: "bar", data: a.steps.map((s) => s.work_median_us / 1000) }],
  });
  const hist = (vals: number[]) => {
    const top = Math.max(1, ...vals);
    const bins = new Array(20).fill(0);
    for (const v of vals) bins[Math.min(19, Math.floor((v / top) * 20))]++;
    return { top, bins };
  };
  for (const [label, vals] of [["arrival skew", cs.map((c) => c.skew_us ?? 0)],
    ["post-last-arrival tail", cs.map((c) => c.tail_us ?? 0)]] as [string, number[]][]) {
    const h = hist(vals);
    root.append(el("h3", {}, `Distribution of ${label}`));
    chart(root, 200, {
      grid: { left: 60, right: 20, top: 20, bottom: 40 }, tooltip: {},
      xAxis: { type: "category", data: h.bins.map((_, i) => ms(((i + 0.5) * h.top) / 20)) }, yAxis: { type: "value" },
      series: [{ type: "bar", data: h.bins }],
    });
  }
}

export function history(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel = {}): void {
  const s = a.stragglers;
  root.append(el("p", { class: "verdict" }, `${s.class}: ${s.basis ?? ""}`));
  const meta = new Map(a.ranks.map((r) => [r.rank, r]));
  const coords = [...new Set(a.ranks.flatMap((r) => Object.keys(r.pg_positions ?? {})))].sort();
  const group = el("select", { "aria-label": "group ranks by" }, el("option", { value: "host" }, "group by host"),
    ...coords.map((pg) => el("option", { value: pg }, `group by position in process group ${pg}`)));
  root.append(group);
  const box = el("div", {});
  root.append(box);
  if (sel.group && (sel.group === "host" || coords.includes(sel.group))) group.value = sel.group;
  const draw = () => { disposeCharts(box); box.replaceChildren(); heat(a, box, group.value, meta); };
  group.onchange = () => { nav.select({ group: group.value === "host" ? undefined : group.value }); draw(); };
  draw();
  root.append(el("h3", {}, "How often each rank was last"));
  const all = a.ranks.filter((r) => r.status !== "not_profiled").map((r) => r.rank);
  chart(root, 220, {
    grid: { left: 60, right: 20, top: 20, bottom: 40 }, tooltip: {},
    xAxis: { type: "category", data: all.map((r) => `rank ${r}`) }, yAxis: { type: "value", name: "steps" },
    series: [{ type: "bar", data: all.map((r) => s.critical_counts[String(r)] ?? 0) }],
  });
}

function heat(a: Analysis, root: HTMLElement, by: string, meta: Map<number, Analysis["ranks"][number]>): void {
  const key = (r: number) => (by === "host" ? meta.get(r)?.host ?? "?" : `pos ${meta.get(r)?.pg_positions?.[by] ?? "—"}`);
  const ranks = a.ranks.filter((r) => r.status !== "not_profiled").map((r) => r.rank)
    .sort((x, y) => key(x).localeCompare(key(y)) || x - y);
  const steps = a.steps.map((x) => x.step);
  const byId = new Map(a.collectives.map((c) => [c.id, c]));
  const data: [number, number, number][] = [];
  a.steps.forEach((st, i) => {
    const c = st.critical_collective ? byId.get(st.critical_collective) : undefined;
    if (c && st.critical_rank !== null) data.push([i, ranks.indexOf(st.critical_rank), (c.skew_us ?? 0) / 1000]);
  });
  chart(root, Math.max(220, 18 * ranks.length + 80), {
    grid: { left: 140, right: 60, top: 20, bottom: 60 },
    tooltip: { formatter: (p: any) => `step ${escapeHtml(steps[p.value[0]])}, rank ${escapeHtml(ranks[p.value[1]])}` +
      ` last by ${escapeHtml(p.value[2].toFixed(2))} ms` },
    xAxis: { type: "category", data: steps.map(String), name: "step", nameLocation: "middle", nameGap: 28 },
    yAxis: { type: "category", data: ranks.map((r) => `${key(r)} · rank ${r}`), inverse: true },
    visualMap: { min: 0, max: Math.max(1, ...data.map((d) => d[2])), calculable: true, orient: "vertical", right: 0, top: 20 },
    dataZoom: [{ type: "inside", xAxisIndex: 0 }, { type: "inside", yAxisIndex: 0 }],
    series: [{ type: "heatmap", data }],
  });
}

/** Gaps (those of ``sel.step`` first, when a step is chosen), ranks and their warnings, files that could
 * not be read, and the clock. */
export function evidence(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel = {}): void {
  const gapCols: Column<Analysis["gaps"][number]>[] = [
    { label: "rank", value: (g) => g.rank, sort: (g) => g.rank }, { label: "step", value: (g) => g.step, sort: (g) => g.step },
    { label: "gap", value: (g) => ms(g.dur_us), sort: (g) => g.dur_us }, { label: "peers", value: (g) => ms(g.peer_median_us) },
    { label: "after", value: (g) => g.before }, { label: "before", value: (g) => g.after },
  ];
  if (sel.step !== undefined) {
    const mine = a.gaps.filter((g) => g.step === sel.step);
    const all = el("a", { href: nav.link("evidence"), class: "go" }, "all steps");
    all.onclick = (ev) => { ev.preventDefault(); nav.open("evidence"); };
    root.append(el("h3", { class: "chosen" }, `Unexplained time in step ${sel.step} `), all,
      mine.length ? table(mine, gapCols, undefined, 2) : el("p", {}, `No gap in step ${sel.step}.`));
  }
  root.append(el("h3", {}, "Unexplained time on the launching thread"));
  root.append(a.gaps.length ? table(a.gaps, gapCols, undefined, 2) : el("p", {}, "No gap longer than on the peers."));
  root.append(el("h3", {}, "Ranks, files and warnings"));
  root.append(table(a.ranks, [
    { label: "rank", value: (r) => r.rank, sort: (r) => r.rank }, { label: "host", value: (r) => r.host },
    { label: "status", value: (r) => r.status }, { label: "warnings", value: (r) => r.warnings.join("; ") },
  ]));
  for (const e of a.errors) root.append(el("p", { class: "error" }, `${e.file}: ${e.reason}`));
  const c = a.clock;
  root.append(el("h3", {}, "Clock"), el("p", {}, `${c.method}; residual ${ms(c.residual_us, 3)}` +
    (c.clock_suspect ? " — clock suspect: trust the clock-free skews" : "")));
  root.append(table(Object.entries(c.offsets_us), [
    { label: "rank", value: ([r]) => r }, { label: "offset", value: ([, v]) => ms(v, 3) },
    { label: "drift (ppm)", value: ([r]) => c.drift_ppm[r] ?? 0 },
  ]));
}
