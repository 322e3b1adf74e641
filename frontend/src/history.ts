// Critical-rank history: who held each step back, as a steps × ranks heat map, and the same cells counted per rank
// beside it. One definition (``DEFINITION``), stated once in the tab and drawn by both charts: a step's cell is lit
// for each rank in its ``held_by`` (shaded by ``held_cost_us``); a step no rank held back draws its
// ``critical_rank`` faint and hatched, "last within noise". The held cells counted per rank are the verdict's
// ``critical_counts``. A large run shows one row per group (lit where a rank of the group is), and zooming into a
// group shows its ranks by the same rule. A click on a cell opens that step in the Aligned tab.
import { Analysis } from "./api";
import { chart, disposeCharts } from "./charts";
import { el, escapeHtml, ms, plural } from "./dom";
import { Group, Grouping, controls, groupPicker, grouping, profiled, rankSpan } from "./groups";
import { COLORS } from "./style";
import { isDark } from "./theme";
import { Nav, Sel, grouped, regroup } from "./nav";

/** One step as the heat map lights it: the ranks that held it back (``held``), else its critical rank within noise. */
interface Lit { i: number; step: number; ranks: number[]; held: boolean; costMs: number | null; warm: boolean }

/** Per step (its index in ``a.steps``), the ranks lit by the definition; steps with neither are left out. */
function litSteps(a: Analysis): Lit[] {
  const warm = new Set(a.stragglers.warmup_steps ?? []);
  return a.steps.flatMap((st, i): Lit[] => {
    const w = warm.has(st.step);
    if (st.held_by.length) return [{ i, step: st.step, ranks: st.held_by, held: true, costMs: (st.held_cost_us ?? 0) / 1000, warm: w }];
    if (st.critical_rank === null) return [];
    return [{ i, step: st.step, ranks: [st.critical_rank], held: false, costMs: null, warm: w }];
  });
}

/** Per rank: the steps it held back and those it was last within noise (the verdict's window: no warm-up step). */
interface Counts { held: (r: number) => number; noise: (r: number) => number }

function counts(lit: Lit[]): Counts {
  const held = new Map<number, number>();
  const noise = new Map<number, number>();
  for (const l of lit) {
    if (l.warm) continue;
    for (const r of l.ranks) (l.held ? held : noise).set(r, ((l.held ? held : noise).get(r) ?? 0) + 1);
  }
  return { held: (r) => held.get(r) ?? 0, noise: (r) => noise.get(r) ?? 0 };
}

const threshold = (a: Analysis) => {
  const t = a.settings?.material_threshold_us;
  return t === null || t === undefined ? "the material threshold" : `the material threshold (${ms(t, 2)})`;
};

const swatch = (style: string) => el("span", { class: "key", style });
const HATCH = `background: repeating-linear-gradient(135deg, ${COLORS.noise} 0 2px, transparent 2px 5px); ` +
  `outline: 1px solid ${COLORS.noise}; outline-offset: -1px`;

/** The definition both charts draw, stated once. */
function definition(a: Analysis, rows: string): HTMLElement {
  return el("div", { class: "legend", "data-definition": "" },
    el("p", { class: "legend" }, el("b", {}, "Who held each step back. "),
      swatch(`background: linear-gradient(90deg, ${COLORS.heldLight}, ${COLORS.heldMid}, ${COLORS.held})`),
      `Held the step back: replaying the rank's diverging work at its role peers' durations shortens the step by ` +
      `${threshold(a)} or more; its cell is lit, shaded by what it cost the step (ms, the colour bar). `,
      swatch(HATCH),
      "Last within noise: no rank held the step back; the faint, hatched cell is the step's critical rank (the rank " +
      "whose compute and host gaps make up most of its critical path), last by less than the threshold."),
    el("p", { class: "legend" }, `${rows} The chart below counts the same cells: the steps each held back (the ` +
      "verdict's count) and those it was last within noise. Click a cell to open that step in the Aligned tab."));
}

/** Diagonal hatching of a cell: the segments of the lines x + y = c (every ``gap`` px) inside the rect. */
function hatch(x: number, y: number, w: number, h: number, gap: number): object[] {
  const out: object[] = [];
  for (let c = x + y + gap; c < x + w + y + h; c += gap) {
    const x0 = Math.max(x, c - (y + h));
    const x1 = Math.min(x + w, c - y);
    if (x1 > x0) out.push({ type: "line", shape: { x1: x0, y1: c - x0, x2: x1, y2: c - x1 },
      style: { stroke: COLORS.noise, lineWidth: 1 }, silent: true });
  }
  return out;
}

/** A cell of the heat map: [step index, row, cost in ms (held) or 0 (noise)] and its tooltip. */
interface Cell { i: number; j: number; held: boolean; costMs: number; tip: string }

/** The heat map: held cells shaded by their cost (a visual map with its colour bar), noise cells faint and hatched.
 * A click on a cell calls ``onCell``; a click elsewhere in a row, or on its label, calls ``onRow`` where given. */
function heat(root: HTMLElement, steps: number[], rows: string[], cells: Cell[], onCell: (i: number, j: number) => void,
  onRow?: (j: number) => void) {
  const many = rows.length > 40;
  const per = many ? Math.max(5, Math.floor(640 / rows.length)) : 22;
  const litRows = new Set(cells.map((d) => d.j));
  const every = Math.ceil(14 / per);
  const sparse = litRows.size * every * 2 <= rows.length;
  const held = cells.filter((d) => d.held);
  const noise = cells.filter((d) => !d.held);
  const at = new Map(cells.map((d) => [`${d.i}:${d.j}`, d]));
  const top = Math.max(0, ...held.map((d) => d.costMs));
  const dark = isDark();
  const cellW = () => (root.clientWidth - 140 - (held.length ? 96 : 24)) / Math.max(1, steps.length);
  const big = (w: number, h: number) => (h >= 14 ? (w >= 74 ? 2 : w >= 44 ? 1 : 0) : 0); // room for words, a number, none
  const c = chart(root, Math.max(200, per * rows.length + 90), {
    grid: { left: 140, right: held.length ? 96 : 24, top: 16, bottom: 56 },
    tooltip: { formatter: (p: any) => escapeHtml(at.get(`${p.value[0]}:${p.value[1]}`)?.tip ?? "") +
      "<br><i>click: open this step</i>" },
    xAxis: { type: "category", data: steps.map(String), name: "step", nameLocation: "middle", nameGap: 28,
      splitArea: { show: false }, axisLabel: { hideOverlap: true } },
    yAxis: { type: "category", data: rows, inverse: true, triggerEvent: !!onRow,
      // where rows are thinner than a label: every few labels, and those of the lit rows where they are few
      axisLabel: every > 1 ? { fontSize: 10, hideOverlap: true, interval: sparse
        ? (j: number) => litRows.has(j) || (j % every === 0 && ![...litRows].some((k) => Math.abs(k - j) < every))
        : (j: number) => j % every === 0 } : {} },
    visualMap: { show: held.length > 0, type: "continuous", seriesIndex: 0, min: 0, max: Math.max(top, 1e-3),
      calculable: false, orient: "vertical", right: 8, top: 16, itemWidth: 12, itemHeight: Math.max(60, Math.min(160, per * rows.length - 30)),
      text: [`${top.toFixed(1)} ms`, "0 ms"], textGap: 6, inRange: { color: [COLORS.heldLight, COLORS.heldMid, COLORS.held] } },
    dataZoom: [{ type: "inside", xAxisIndex: 0 }, ...(many ? [] : [{ type: "inside", yAxisIndex: 0 }])],
    series: [
      { name: "held the step back", type: "heatmap",
        // the cost written on the cell where it fits: dark on the light end of the colour bar, white on the dark
        data: held.map((d) => ({ value: [d.i, d.j, d.costMs], label: { color: d.costMs < 0.45 * top ? "#4a1a14" : "#fff" } })),
        itemStyle: { borderColor: "rgba(255,255,255,0.6)", borderWidth: many ? 0 : 1 },
        label: { show: !many, fontSize: 10,
          formatter: (p: any) => (big(cellW(), per) ? `${p.value[2].toFixed(1)} ms` : "") } },
      { name: "last within noise", type: "custom", data: noise.map((d) => [d.i, d.j]),
        renderItem: (_: any, api: any) => {
          const [x, y] = api.coord([api.value(0), api.value(1)]);
          const [w, h] = api.size([1, 1]);
          const r = { x: x - w / 2 + 1, y: y - h / 2 + 1, width: Math.max(1, w - 2), height: Math.max(1, h - 2) };
          const room = big(w, h);
          return { type: "group", children: [
            { type: "rect", shape: r, style: { fill: COLORS.noise, opacity: 0.18, stroke: COLORS.noise, lineWidth: 1 } },
            ...(h >= 4 ? hatch(r.x, r.y, r.width, r.height, 6) : []),
            ...(room ? [{ type: "text", silent: true, style: { text: room === 2 ? "within noise" : "noise", x, y,
              align: "center", verticalAlign: "middle", fontSize: 10, fill: dark ? "#ddd" : "#555",
              backgroundColor: dark ? "rgba(0,0,0,0.55)" : "rgba(255,255,255,0.7)",
              padding: [0, 2] } }] : []),
          ] };
        } },
    ],
  }, "history");
  // a click: on a cell opens its step, elsewhere in a row (or on its label) the row's view
  c.getZr().on("click", (ev: any) => {
    const px = [ev.offsetX, ev.offsetY];
    if (c.isDisposed() || !c.containPixel({ gridIndex: 0 }, px)) return;
    const v = c.convertFromPixel({ gridIndex: 0 }, px) as number[];
    if (!Array.isArray(v) || !Number.isFinite(v[0]) || !Number.isFinite(v[1])) return;
    const [i, j] = [Math.round(v[0]), Math.round(v[1])];
    // after the chart has finished with this click: the view it opens disposes the chart
    if (at.has(`${i}:${j}`)) setTimeout(() => onCell(i, j), 0);
    else if (onRow && j >= 0 && j < rows.length) setTimeout(() => onRow(j), 0);
  });
  c.getZr().on("mousemove", (ev: any) => {
    if (c.isDisposed()) return;
    const px = [ev.offsetX, ev.offsetY];
    let hit = false;
    if (c.containPixel({ gridIndex: 0 }, px)) {
      const v = c.convertFromPixel({ gridIndex: 0 }, px) as number[];
      hit = !!onRow || (Array.isArray(v) && at.has(`${Math.round(v[0])}:${Math.round(v[1])}`));
    }
    c.getZr().setCursorStyle(hit ? "pointer" : "default");
  });
  if (onRow) c.on("click", (p: any) => {
    if (p.componentType === "yAxis") { const j = rows.indexOf(p.value); if (j >= 0) setTimeout(() => onRow(j), 0); }
  });
  return c;
}

/** The stacked bars beside the heat map: per row, the steps it held back and those it was last within noise. */
function bars(root: HTMLElement, noun: string, labels: string[], held: number[], noise: number[], tips: string[],
  onBar?: (i: number) => void): void {
  const rotate = labels.length > 16 && labels.some((l) => l.length > 6);
  const c = chart(root, 240 + (rotate ? 30 : 0), {
    grid: { left: 60, right: 20, top: 36, bottom: rotate ? 74 : 44 },
    legend: { data: ["held the step back", "last within noise"], top: 4 },
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" }, formatter: (p: any) => escapeHtml(tips[p[0].dataIndex]) },
    xAxis: { type: "category", data: labels, name: noun, nameLocation: "middle", nameGap: rotate ? 58 : 28,
      axisLabel: { hideOverlap: true, rotate: rotate ? 40 : 0 } },
    yAxis: { type: "value", name: "steps", minInterval: 1 },
    series: [
      { name: "held the step back", type: "bar", stack: "last", data: held.map((v) => v || null), itemStyle: { color: COLORS.held } },
      { name: "last within noise", type: "bar", stack: "last", data: noise.map((v) => v || null),
        itemStyle: { color: "rgba(158,158,158,0.25)", borderColor: COLORS.noise, borderWidth: 1,
          decal: { symbol: "rect", symbolSize: 1, dashArrayX: [1, 0], dashArrayY: [2, 4], rotation: -Math.PI / 4,
            color: COLORS.noise } } },
    ],
  }, "last-counts");
  if (onBar) c.on("click", (p: any) => { if (p.componentType === "series") setTimeout(() => onBar(p.dataIndex), 0); });
}

const heading = (what: string) => el("h3", {}, `How often each ${what} was last: the steps it held back, and those ` +
  "it was last within noise");

/** Tooltip of a lit cell. */
function tip(l: Lit, who: string): string {
  const warm = l.warm ? " (a warm-up step, kept out of the verdict)" : "";
  if (l.held) {
    const together = l.ranks.length > 1 ? ` (ranks ${l.ranks.join(", ")} together)` : "";
    return `step ${l.step}: ${who} held the step back${together}, costing it ${l.costMs!.toFixed(2)} ms${warm}`;
  }
  return `step ${l.step}: ${who} was last within noise: no rank held the step back; it is the step's critical rank${warm}`;
}

/** The words of a row's counts. */
const said = (held: number, noise: number) => `held back ${plural(held, "step")}, last within noise in ${noise}`;

export function history(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel = {}): void {
  const s = a.stragglers;
  root.append(el("p", { class: "verdict" }, `${s.class}: ${s.basis ?? ""}`));
  const { g, zoom } = grouped(a, sel);
  const lit = litSteps(a);
  if (!g) { small(a, root, nav, sel, lit); return; }
  const change = regroup(nav, "history");
  root.append(controls(a, g, zoom, change));
  if (zoom) { zoomed(a, root, nav, g, zoom, lit); return; }
  const steps = a.steps.map((x) => x.step);
  const n = counts(lit);
  // per group: the steps one of its ranks held back, and those one of its ranks was last within noise
  const rowOf = new Map(g.groups.map((x, j) => [x.key, j]));
  const perGroup = g.groups.map(() => ({ held: 0, noise: 0 }));
  const cells: Cell[] = [];
  for (const l of lit) {
    const byRow = new Map<number, number[]>();
    for (const r of l.ranks) {
      const j = rowOf.get(g.of.get(r)?.key ?? "");
      if (j !== undefined) byRow.set(j, [...(byRow.get(j) ?? []), r]);
    }
    for (const [j, rs] of byRow) {
      if (!l.warm) perGroup[j][l.held ? "held" : "noise"]++;
      cells.push({ i: l.i, j, held: l.held, costMs: l.costMs ?? 0,
        tip: tip(l, `${g.noun} ${g.groups[j].label}: rank${rs.length > 1 ? "s" : ""} ${rs.join(", ")}`) });
    }
  }
  const best = (k: "held" | "noise") => perGroup.reduce((b, x, j) => (x[k] > perGroup[b][k] ? j : b), 0);
  const topHeld = best("held");
  const topGroup = g.groups[perGroup[topHeld].held ? topHeld : best("noise")];
  if (topGroup) {
    const go = el("a", { href: nav.link("history", { ...sel, zoom: topGroup.key }), class: "go", "data-zoom": topGroup.key },
      `zoom into ${topGroup.label}`);
    go.onclick = (ev) => { ev.preventDefault(); change(g.by, topGroup.key); };
    const j = g.groups.indexOf(topGroup);
    const w = topGroup.ranks.reduce((b, r) => (n.held(r) > n.held(b) ? r : b), topGroup.ranks[0]);
    root.append(el("p", { class: "lead" }, perGroup[j].held
      ? `Held steps back most often: ${g.noun} ${topGroup.label} (ranks ${rankSpan(topGroup.ranks)}), ` +
        `${perGroup[j].held} of ${plural(s.steps_used ?? a.steps.length, "step")}; its rank ${w} held back ${n.held(w)}. `
      : `No rank held a step back; the last rank was within noise, most often in ${g.noun} ${topGroup.label} ` +
        `(${plural(perGroup[j].noise, "step")}). `, go));
  }
  const sizes = new Set(g.groups.map((x) => x.ranks.length));
  root.append(definition(a, `One row per ${g.noun}: a cell is lit where a rank of the ${g.noun} held the step ` +
    `back, faint where the step's last rank within noise belongs to it. Click a row's label (or an empty part of ` +
    `the row) to see its ranks.`));
  heat(root, steps, g.groups.map((x) => (sizes.size > 1 ? `${x.label} (${x.ranks.length})` : x.label)), cells,
    (i, j) => nav.open("aligned", { step: steps[i], group: g.by === "host" ? undefined : g.by, zoom: g.groups[j].key }),
    (j) => change(g.by, g.groups[j].key));
  root.append(heading(g.noun));
  bars(root, g.noun, g.groups.map((x) => x.label), perGroup.map((x) => x.held), perGroup.map((x) => x.noise),
    g.groups.map((x, j) => {
      const ranks = x.ranks.filter((r) => n.held(r)).map((r) => `rank ${r}: ${n.held(r)}`);
      return `${g.noun} ${x.label}: ${said(perGroup[j].held, perGroup[j].noise)}` +
        (ranks.length ? ` (held back by ${ranks.slice(0, 4).join(", ")}${ranks.length > 4 ? ", …" : ""})` : "");
    }), (i) => change(g.by, g.groups[i].key));
}

/** The rows of some ranks by the definition: the cells of ``ranks`` (row ``j`` = its index in ``ranks``). */
function rankCells(lit: Lit[], ranks: number[]): Cell[] {
  const row = new Map(ranks.map((r, j) => [r, j]));
  return lit.flatMap((l) => l.ranks.filter((r) => row.has(r)).map((r) => ({ i: l.i, j: row.get(r)!, held: l.held,
    costMs: l.costMs ?? 0, tip: tip(l, `rank ${r}`) })));
}

/** A group's ranks, by the same rule. */
function zoomed(a: Analysis, root: HTMLElement, nav: Nav, g: Grouping, zoom: Group, lit: Lit[]): void {
  const steps = a.steps.map((x) => x.step);
  const n = counts(lit);
  const w = zoom.ranks.reduce((b, r) => (n.held(r) > n.held(b) ? r : b), zoom.ranks[0]);
  const used = a.stragglers.steps_used ?? a.steps.length;
  const held = new Set(lit.filter((l) => l.held && !l.warm && l.ranks.some((r) => zoom.ranks.includes(r))).map((l) => l.step));
  root.append(el("p", { class: "lead" }, n.held(w)
    ? `In ${g.noun} ${zoom.label}, rank ${w} held back ${n.held(w)} of ${plural(used, "step")}` +
      (held.size > n.held(w) ? `; its ranks held back ${held.size} in all.` : ".")
    : `No rank of ${g.noun} ${zoom.label} held a step back.`));
  root.append(definition(a, `One row per rank of ${g.noun} ${zoom.label}.`));
  heat(root, steps, zoom.ranks.map((r) => `rank ${r}`), rankCells(lit, zoom.ranks),
    (i) => nav.open("aligned", { step: steps[i], group: g.by === "host" ? undefined : g.by, zoom: zoom.key }));
  root.append(heading("rank"));
  bars(root, "rank", zoom.ranks.map((r) => `rank ${r}`), zoom.ranks.map(n.held), zoom.ranks.map(n.noise),
    zoom.ranks.map((r) => `rank ${r}: ${said(n.held(r), n.noise(r))}`));
}

/** A run that fits one row per rank: the ranks sorted by the chosen grouping. */
function small(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel, lit: Lit[]): void {
  const n = counts(lit);
  const all = profiled(a);
  const used = a.stragglers.steps_used ?? a.steps.length;
  const heldSteps = lit.filter((l) => l.held && !l.warm);
  const noiseSteps = lit.filter((l) => !l.held && !l.warm);
  const byHeld = all.filter((r) => n.held(r)).sort((x, y) => n.held(y) - n.held(x) || x - y);
  const lead = byHeld.length === 1
    ? `Rank ${byHeld[0]} held back ${n.held(byHeld[0])} of ${plural(used, "step")}` +
      (heldSteps.length === 1 ? ` (step ${heldSteps[0].step}, costing it ${heldSteps[0].costMs!.toFixed(1)} ms).` : ".")
    : byHeld.length ? `${plural(heldSteps.length, "step")} of ${used} held back, by ${plural(byHeld.length, "rank")}: ` +
      byHeld.slice(0, 4).map((r) => `rank ${r} in ${n.held(r)}`).join(", ") +
      (byHeld.length > 4 ? `, and ${plural(byHeld.length - 4, "other rank")}.` : ".") : "No rank held a step back.";
  root.append(el("p", { class: "lead" }, lead + (noiseSteps.length ? ` In ${plural(noiseSteps.length, "step")} no rank ` +
    "held the step back: its last rank was within noise." : "")));
  const pick = groupPicker(a, sel.group);
  const box = el("div", {});
  root.append(definition(a, "One row per rank."), pick, box);
  const steps = a.steps.map((x) => x.step);
  const draw = () => {
    disposeCharts(box);
    box.replaceChildren();
    const g = grouping(a, pick.value);
    const order = g.groups.flatMap((x) => x.ranks.map((r) => ({ r, label: `${x.label} · rank ${r}` })));
    heat(box, steps, order.map((o) => o.label), rankCells(lit, order.map((o) => o.r)),
      (i) => nav.open("aligned", { step: steps[i] }));
  };
  pick.onchange = () => { nav.select({ group: pick.value === "host" ? undefined : pick.value }); draw(); };
  draw();
  root.append(heading("rank"));
  bars(root, "rank", all.map((r) => `rank ${r}`), all.map(n.held), all.map(n.noise),
    all.map((r) => `rank ${r}: ${said(n.held(r), n.noise(r))}`));
}
