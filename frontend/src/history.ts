// Critical-rank history: which rank was last in each step, as a steps × ranks heatmap. A large run shows one row
// per group (the cell lit where the step's critical rank belongs to it); zooming into a group shows its ranks,
// coloured by how late each arrived at the step's critical collective (fetched per collective on demand).
import { Analysis, collective } from "./api";
import { chart, disposeCharts, onRowClick } from "./charts";
import { el, escapeHtml, plural } from "./dom";
import { Group, Grouping, controls, groupPicker, grouping, profiled, rankSpan, worst } from "./groups";
import { COLORS } from "./style";
import { Nav, Sel, grouped, regroup } from "./views";

const DETAIL_STEPS = 64; // steps whose critical collective a zoomed group fetches

type Cell = { value: [number, number, number]; label?: object };

function heat(root: HTMLElement, steps: number[], rows: string[], data: Cell[], tip: (i: number, j: number, v: number) => string,
  onRow?: (j: number) => void) {
  const many = rows.length > 40;
  const per = many ? Math.max(5, Math.floor(640 / rows.length)) : 18;
  // where rows are thinner than a label: every few labels, and always those of rows with a lit cell
  const lit = new Set(data.map((d) => d.value[1]));
  const every = Math.ceil(14 / per);
  const c = chart(root, Math.max(220, per * rows.length + 80), {
    grid: { left: 140, right: 70, top: 20, bottom: 60 },
    tooltip: { formatter: (p: any) => escapeHtml(tip(p.value[0], p.value[1], p.value[2])) },
    xAxis: { type: "category", data: steps.map(String), name: "step", nameLocation: "middle", nameGap: 28 },
    yAxis: { type: "category", data: rows, inverse: true, triggerEvent: !!onRow,
      axisLabel: every > 1 ? { interval: (j: number) => lit.has(j) ? true : j % every === 0 && ![...lit].some((k) => Math.abs(k - j) < every) }
        : {} },
    visualMap: { min: 0, max: Math.max(1, ...data.map((d) => d.value[2])), calculable: true, orient: "vertical", right: 4,
      top: 20, text: ["ms", ""], formatter: (v: number) => v.toFixed(1), itemWidth: 12,
      inRange: { color: [COLORS.lateLight, COLORS.late, COLORS.divergence] } },
    dataZoom: [{ type: "inside", xAxisIndex: 0 }, ...(many ? [] : [{ type: "inside", yAxisIndex: 0 }])],
    series: [{ type: "heatmap", data, label: { fontSize: 10 } }],
  }, "history");
  if (onRow) {
    onRowClick(c, (j) => { if (j >= 0 && j < rows.length) onRow(j); });
    c.on("click", (p: any) => { if (p.componentType === "yAxis") { const j = rows.indexOf(p.value); if (j >= 0) setTimeout(() => onRow(j), 0); } });
  }
  return c;
}

/** Per step with a critical rank: its index, the rank, the critical collective and its skew (ms). */
function critical(a: Analysis) {
  const byId = new Map(a.collectives.map((c) => [c.id, c]));
  return a.steps.flatMap((st, i) => (st.critical_rank === null ? [] : [{ i, step: st.step, rank: st.critical_rank,
    coll: st.critical_collective, skew: ((st.critical_collective ? byId.get(st.critical_collective)?.skew_us : null)
      ?? st.skew_max_us ?? 0) / 1000 }]));
}

/** The legend of a heatmap of last ranks. */
const LIT = () => el("p", { class: "legend" }, "A lit cell: the step's last rank. Its colour: by how much it was last " +
  "(the arrival skew of the step's critical collective, ms, the colour bar on the right).");

const count = (a: Analysis) => (r: number) => a.stragglers.critical_counts[String(r)] ?? 0;

function bars(root: HTMLElement, labels: string[], values: number[], tips: string[], onBar?: (i: number) => void): void {
  const c = chart(root, 220, {
    grid: { left: 60, right: 20, top: 30, bottom: 44 },
    tooltip: { formatter: (p: any) => escapeHtml(tips[p.dataIndex]) },
    xAxis: { type: "category", data: labels, name: labels.length && labels[0].startsWith("rank") ? "rank" : "group",
      nameLocation: "middle", nameGap: 28 },
    yAxis: { type: "value", name: "steps it was last", minInterval: 1 },
    series: [{ type: "bar", data: values, itemStyle: { color: COLORS.late } }],
  }, "last-counts");
  if (onBar) c.on("click", (p: any) => { if (p.componentType === "series") setTimeout(() => onBar(p.dataIndex), 0); });
}

export function history(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel = {}): void {
  const s = a.stragglers;
  root.append(el("p", { class: "verdict" }, `${s.class}: ${s.basis ?? ""}`));
  const { g, zoom } = grouped(a, sel);
  if (!g) { small(a, root, nav, sel); return; }
  const change = regroup(nav, "history");
  root.append(controls(a, g, zoom, change));
  if (zoom) { zoomed(a, root, nav, g, zoom); return; }
  const steps = a.steps.map((x) => x.step);
  const n = count(a);
  const total = (x: Group) => x.ranks.reduce((t, r) => t + n(r), 0);
  const top = g.groups.reduce<Group | null>((b, x) => (!b || total(x) > total(b) ? x : b), null);
  if (top && total(top)) {
    const w = worst(top.ranks, n);
    const go = el("a", { href: nav.link("history", { ...sel, zoom: top.key }), class: "go", "data-zoom": top.key },
      `zoom into ${top.label}`);
    go.onclick = (ev) => { ev.preventDefault(); change(g.by, top.key); };
    root.append(el("p", { class: "lead" }, `Most often last: ${g.noun} ${top.label} (ranks ${rankSpan(top.ranks)}), ` +
      `${total(top)} of ${plural(s.steps_used ?? a.steps.length, "step")}; its rank ${w.rank} in ${w.value}. `, go));
  }
  const rowOf = new Map(g.groups.map((x, j) => [x.key, j]));
  const cells = critical(a);
  const data: Cell[] = cells.flatMap((c) => { const j = rowOf.get(g.of.get(c.rank)?.key ?? ""); return j === undefined ? [] : [{ value: [c.i, j, c.skew] as [number, number, number] }]; });
  const tipOf = new Map(cells.map((c) => [c.i, c]));
  const sizes = new Set(g.groups.map((x) => x.ranks.length));
  heat(root, steps, g.groups.map((x) => (sizes.size > 1 ? `${x.label} (${x.ranks.length})` : x.label)), data, (i, j) => {
    const c = tipOf.get(i)!;
    return `step ${steps[i]}: ${g.noun} ${g.groups[j].label}, rank ${c.rank} last at ${c.coll ?? "—"} by ${c.skew.toFixed(2)} ms`;
  }, (j) => change(g.by, g.groups[j].key));
  root.append(el("p", { class: "legend" }, `One row per ${g.noun}; a cell is lit where the step's last rank belongs to it ` +
    `(colour: the arrival skew of the step's critical collective, ms, the colour bar on the right). Click a row to see its ranks.`));
  root.append(el("h3", {}, `How often each ${g.noun} was last`));
  bars(root, g.groups.map((x) => x.label), g.groups.map(total), g.groups.map((x) => {
    const w = worst(x.ranks, n);
    return `${g.noun} ${x.label}: last in ${plural(total(x), "step")}` + (w.value ? `; rank ${w.rank} in ${w.value}` : "");
  }), (i) => change(g.by, g.groups[i].key));
}

/** A group's ranks: the critical cells first, then each rank's lateness at the step's critical collective. */
function zoomed(a: Analysis, root: HTMLElement, nav: Nav, g: Grouping, zoom: Group): void {
  const steps = a.steps.map((x) => x.step);
  const n = count(a);
  const row = new Map(zoom.ranks.map((r, j) => [r, j]));
  const cells = critical(a);
  const mine = cells.filter((c) => row.has(c.rank));
  const w = worst(zoom.ranks, n);
  root.append(el("p", { class: "lead" }, w.value
    ? `In ${g.noun} ${zoom.label}, rank ${w.rank} was last in ${w.value} of ${plural(a.steps.length, "step")}` +
      (mine.length > (w.value ?? 0) ? `; its ranks were last in ${mine.length} in all.` : ".")
    : `No rank of ${g.noun} ${zoom.label} was the last arrival of a step.`));
  const box = el("div", { "data-detail": "loading" });
  root.append(box);
  const base: Cell[] = mine.map((c) => ({ value: [c.i, row.get(c.rank)!, c.skew], label: { show: true, formatter: "last" } }));
  const late = new Map<string, number>(); // "i:j" -> ms after the first arrival at the step's critical collective
  const chartOf = heat(box, steps, zoom.ranks.map((r) => `rank ${r}`), base, (i, j, v) => {
    const c = cells.find((x) => x.i === i);
    const r = zoom.ranks[j];
    return c?.rank === r ? `step ${steps[i]}: rank ${r} was last at ${c.coll ?? "—"}, ${v.toFixed(2)} ms after the first`
      : `step ${steps[i]}: rank ${r} ready ${v.toFixed(2)} ms after the first rank at ${c?.coll ?? "—"}`;
  });
  root.append(el("p", { class: "legend" }, "Colour: how long after the first rank each rank became ready for the step's " +
    "critical collective (ms); \"last\" marks the step's last rank."));
  // the detail of each step's critical collective that has a rank of this group, the steps with the largest skew first
  const wanted = cells.filter((c) => c.coll).sort((x, y) => y.skew - x.skew).slice(0, DETAIL_STEPS);
  if (cells.length > wanted.length) root.append(el("p", { class: "note" }, `per-rank lateness of the ${plural(wanted.length, "step")} with the largest skew`));
  void Promise.all(wanted.map((c) => collective(nav.run, c.coll!).then((r) => ({ c, r })))).then((got) => {
    if (!box.isConnected) return;
    for (const { c, r } of got) {
      if (r.status !== 200) continue;
      const t = Object.values(r.body.collective.ranks ?? {}).map((v) => v.ready_us).filter((v): v is number => v !== null);
      const first = Math.min(...t);
      for (const [k, v] of Object.entries(r.body.collective.ranks ?? {})) {
        const j = row.get(Number(k));
        if (j !== undefined && v.ready_us !== null) late.set(`${c.i}:${j}`, (v.ready_us - first) / 1000);
      }
    }
    const at = new Map<string, Cell>([...late].map(([k, v]) => {
      const [i, j] = k.split(":").map(Number);
      return [k, { value: [i, j, v] }];
    }));
    for (const b of base) {  // the last rank keeps its mark (and its skew where its readiness was not fetched)
      const k = `${b.value[0]}:${b.value[1]}`;
      at.set(k, { ...(at.get(k) ?? b), label: b.label });
    }
    const data = [...at.values()];
    chartOf.setOption({ visualMap: { max: Math.max(1e-3, ...data.map((d) => d.value[2])) }, series: [{ data }] });
    box.setAttribute("data-detail", "done");
  });
  root.append(el("h3", {}, `How often each rank of ${zoom.label} was last`));
  bars(root, zoom.ranks.map((r) => `rank ${r}`), zoom.ranks.map(n), zoom.ranks.map((r) => `rank ${r}: last in ${plural(n(r), "step")}`));
}

/** A run that fits one row per rank: the ranks sorted by the chosen grouping. */
function small(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel): void {
  const pick = groupPicker(a, sel.group);
  const box = el("div", {});
  root.append(pick, box);
  const steps = a.steps.map((x) => x.step);
  const cells = critical(a);
  const draw = () => {
    disposeCharts(box);
    box.replaceChildren();
    const g = grouping(a, pick.value);
    const order = g.groups.flatMap((x) => x.ranks.map((r) => ({ r, label: `${x.label} · rank ${r}` })));
    const row = new Map(order.map((o, j) => [o.r, j]));
    const data: Cell[] = cells.filter((c) => row.has(c.rank)).map((c) => ({ value: [c.i, row.get(c.rank)!, c.skew] }));
    heat(box, steps, order.map((o) => o.label), data,
      (i, j, v) => `step ${steps[i]}, rank ${order[j].r} last by ${v.toFixed(2)} ms`);
    box.append(LIT());
  };
  pick.onchange = () => { nav.select({ group: pick.value === "host" ? undefined : pick.value }); draw(); };
  draw();
  root.append(el("h3", {}, "How often each rank was last"));
  const n = count(a);
  const all = profiled(a);
  bars(root, all.map((r) => `rank ${r}`), all.map(n), all.map((r) => `rank ${r}: last in ${plural(n(r), "step")}`));
}
