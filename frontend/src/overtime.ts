// Over time: the run over all its profiler windows (``overtime?run=``, tb_xrank/overtime). The run's verdict first,
// then the picture: every profiled step's time (the slowest rank's, and the ranks' median) across the windows, each
// step coloured by who held it back, the onset marked; then the scalars the job logged that track the straggler,
// drawn against its work and its peers'; then the sentences, the windows, every scalar and the measurement limits.
// A step opens in its window's Aligned tab, a window in its Findings.
import { OverTimeScalar, OverTimeStep, RunOverTime, runOverTime } from "./api";
import { chart } from "./charts";
import { Column, el, escapeHtml, loadingView, ms, plural, table } from "./dom";
import { COLORS } from "./style";
import { isDark } from "./theme";
import { Nav } from "./nav";

const CLASS_TEXT: Record<string, string> = { fixed: "fixed straggler", topology: "topology straggler",
  rotating: "rotating straggler", transient: "transient straggler", none: "no straggler" };
const GRID = { left: 64, right: 72, top: 44, bottom: 40 }; // the same in both charts: their steps line up

const ranksText = (rs: number[]) => `${rs.length === 1 ? "rank" : "ranks"} ${rs.join(", ")}`;
const toMs = (us: number | null | undefined) => (us === null || us === undefined ? null : +(us / 1000).toFixed(3));

/** What a step's bar means, one colour each: held back by a rank (which, written above it), held back by no rank
 * (its slowest rank within noise), or a warm-up outlier its window leaves out. */
type Meaning = "held" | "noise" | "warmup";
const meaning = (s: OverTimeStep): Meaning => (s.warmup ? "warmup" : s.held_by.length ? "held" : "noise");
const MEANING_COLOR: Record<Meaning, string> = { held: COLORS.held, noise: COLORS.noise, warmup: COLORS.idle };

/** The run over all its windows, fetched (with its progress while the server reads every window), then drawn. */
export function overTime(root: HTMLElement, nav: Nav): void {
  const run = nav.run;
  const view = loadingView(`reading every profiler window of ${run}…`);
  root.append(view.node);
  void runOverTime(run, (st) => view.set(`reading every profiler window of ${run}: ${Math.round(st.progress * 100)}%`,
    st.progress), () => view.node.isConnected).then((d) => {
    view.stop();
    if (d === null || !view.node.isConnected) return;
    if (typeof d === "string") { view.node.replaceWith(el("p", { class: "error" }, d)); return; }
    view.node.remove();
    draw(d, root, nav);
  });
}

function draw(d: RunOverTime, root: HTMLElement, nav: Nav): void {
  const shown = new Set<string>(); // sentences already printed under a chart: the story leaves them out
  root.append(headline(d));
  if (!d.steps.length) { root.append(el("p", { class: "note" }, "No profiled step in any window.")); return; }
  const box = el("section", { class: "overtime", "data-section": "steps" });
  root.append(box);
  box.append(el("h3", {}, `Step time per profiled step, ${plural(d.windows.length, "window")}`));
  stepChart(d, box, nav);
  box.append(stepLegend(d));
  for (const c of [d.verdict.onset, d.verdict.end]) {
    if (!c) continue;
    box.append(el("p", { class: "caption", [c === d.verdict.onset ? "data-onset" : "data-end"]: "" }, c.text));
    shown.add(c.text);
  }
  scalarPart(d, root, shown);
  story(d, root, shown);
  windowsTable(d, root, nav);
  scalarTable(d, root);
  limitsNote(d, root, nav);
}

/** The run's verdict in one line: its class and ranks, since when (and until when), the steps it rests on, and
 * what the scalars that track it point to. */
function headline(d: RunOverTime): HTMLElement {
  const v = d.verdict;
  const when = v.class === "none" ? "" : v.since_step !== null
    ? ` since window ${v.since_span}, step ${v.since_step}` : " from the first window";
  const until = v.until_step !== null ? ` until window ${v.until_span}, step ${v.until_step}` : "";
  return el("div", { class: "verdict overtime-verdict", "data-verdict": v.class, "data-ranks": v.ranks.join(","),
    "data-since-span": String(v.since_span ?? ""), "data-since-step": String(v.since_step ?? "") },
  el("span", { class: `badge ${v.class}` }, CLASS_TEXT[v.class] ?? v.class),
  v.ranks.length ? ` ${ranksText(v.ranks)}${when}${until}` : "",
  ` — ${v.ranks.length === 1 ? `held back ${v.critical_counts[String(v.ranks[0])] ?? 0}` : `${v.steps_held}`} of ` +
  `${plural(v.steps_used, "step")}${v.ranks.length === 1 ? "" : " held back"} over ${plural(d.windows.length, "window")}, ` +
  `${d.world_size} ranks`,
  v.follows ? el("span", { class: `badge follows ${v.follows}`, "data-follows": v.follows },
    v.follows === "workload" ? "a logged scalar points to the data (workload)" : "a logged scalar points to placement")
    : "");
}

/** Every window as a shaded band with its number and verdict (and the onset and end as lines), for both charts. */
function windowMarks(d: RunOverTime, labels: boolean) {
  const dark = isDark();
  const band = (i: number) => (i % 2 ? (dark ? "rgba(255,255,255,0.07)" : "rgba(0,0,0,0.045)")
    : (dark ? "rgba(255,255,255,0.03)" : "rgba(0,0,0,0.02)"));
  const area = d.windows.filter((w) => w.first_step !== null && w.last_step !== null).map((w, i) => [
    { xAxis: w.first_step! - 0.5, itemStyle: { color: band(i) },
      name: labels ? `window ${w.span}\n${w.class === "none" ? "no straggler" : `${w.class} ${w.ranks.join(",")}`}` +
        (w.unusual ? " · one-off" : "") : "" },
    { xAxis: w.last_step! + 0.5 }]);
  const v = d.verdict;
  const lines = [];
  if (v.since_step !== null) lines.push({ xAxis: v.since_step - 0.5, name: `onset: step ${v.since_step}` });
  if (v.until_step !== null) lines.push({ xAxis: v.until_step + 0.5, name: `end: after step ${v.until_step}` });
  return {
    // the window's number and verdict above its band, in the grid's top margin
    markArea: { silent: true, label: { show: labels, position: "top", distance: 4, fontSize: 11,
      color: dark ? "#ccc" : "#555", lineHeight: 14 }, data: area },
    markLine: { silent: true, symbol: "none", data: lines,
      label: { show: true, position: "insideEndTop", formatter: "{b}", color: COLORS.held, fontWeight: "bold" },
      lineStyle: { color: COLORS.held, type: "dashed", width: 2 } },
  };
}

/** Points of a series per step with a null between windows, so that its line breaks where steps were not recorded. */
function perStep(d: RunOverTime, value: (s: OverTimeStep) => number | null): (number | null)[][] {
  const out: (number | null)[][] = [];
  d.steps.forEach((s, i) => {
    if (i && d.steps[i - 1].span !== s.span) out.push([s.step - 0.5, null]);
    out.push([s.step, value(s)]);
  });
  return out;
}

const xAxis = (d: RunOverTime) => ({ type: "value", min: d.steps[0].step - 0.5, max: d.steps[d.steps.length - 1].step + 0.5,
  minInterval: 1, name: "step", nameLocation: "middle", nameGap: 26, splitLine: { show: false },
  axisLabel: { formatter: (x: number) => (Number.isInteger(x) ? String(x) : "") } });

function stepTip(d: RunOverTime, s: OverTimeStep): string {
  const who = s.warmup ? "a warm-up outlier its window leaves out of the verdict"
    : s.held_by.length ? `held back by ${ranksText(s.held_by)}` +
      (s.held_cost_us !== null ? `, costing the step ${ms(s.held_cost_us)}` : "")
    : `no rank held it back${s.critical_rank !== null ? ` (its critical rank, ${s.critical_rank}, within noise)` : ""}`;
  return `step ${s.step} (window ${s.span}): slowest rank ${ms(s.time_max_us)}, the ranks' median ${ms(s.time_us)}; ` +
    `${who}`;
}

/** The steps: the slowest rank's step time as a bar coloured by its meaning (the holding ranks written above a held
 * step), the ranks' median as a line, the windows as bands, the onset as a line. A click opens the step in its
 * window's Aligned tab. */
function stepChart(d: RunOverTime, box: HTMLElement, nav: Nav): void {
  const byStep = new Map(d.steps.map((s) => [s.step, s]));
  const c = chart(box, 340, {
    grid: GRID,
    tooltip: { trigger: "item", formatter: (p: any) => {
      const s = byStep.get(p.value?.[0]);
      return s ? escapeHtml(stepTip(d, s)) + "<br><i>click: open this step in its window's Aligned tab</i>" : "";
    } },
    xAxis: xAxis(d),
    yAxis: { type: "value", name: "ms per step (ProfilerStep duration)", nameLocation: "middle", nameGap: 40,
      splitLine: { lineStyle: { opacity: 0.4 } } },
    series: [
      { name: "the slowest rank's step time", type: "bar", barWidth: "62%", cursor: "pointer",
        data: d.steps.map((s) => ({ value: [s.step, toMs(s.time_max_us)], meaning: meaning(s),
          itemStyle: { color: MEANING_COLOR[meaning(s)], opacity: meaning(s) === "held" ? 1 : 0.55 },
          label: { show: meaning(s) === "held", position: "top", formatter: s.held_by.join(","), fontSize: 11,
            fontWeight: "bold", color: COLORS.held } })),
        ...windowMarks(d, true) },
      { name: "the ranks' median step time", type: "line", data: perStep(d, (s) => toMs(s.time_us)), connectNulls: false,
        symbol: "circle", symbolSize: 4, lineStyle: { color: COLORS.peer, width: 2 }, itemStyle: { color: COLORS.peer },
        z: 3, tooltip: { show: false } },
    ],
  }, "overtime-steps");
  c.on("click", (p: any) => {
    const s = byStep.get(p.value?.[0]);
    if (s) setTimeout(() => nav.open("aligned", { span: s.span, step: s.step }), 0);
  });
}

const swatch = (color: string, extra = "") => el("span", { class: "key", style: `background: ${color};${extra}` });

function stepLegend(d: RunOverTime): HTMLElement {
  const first = d.steps[0].step;
  const last = d.steps[d.steps.length - 1].step;
  const sched = d.limits.schedule?.text;
  return el("p", { class: "legend", "data-legend": "steps" },
    swatch(COLORS.held), "held back by a rank (the number above the bar: which) ",
    swatch(COLORS.noise, "opacity: 0.55"), "no rank held it back (within noise) ",
    d.steps.some((s) => s.warmup) ? swatch(COLORS.idle) : "", d.steps.some((s) => s.warmup) ? "warm-up outlier, left out " : "",
    swatch(COLORS.peer, "height: 3px"), "the ranks' median ",
    d.verdict.since_step !== null || d.verdict.until_step !== null
      ? el("span", {}, swatch(COLORS.held, "width: 2px; height: 14px"), "onset (and end) of the straggler ") : "",
    el("br"),
    `Bars: the slowest rank's ProfilerStep duration; x: the training step (ProfilerStep#${first} to #${last}); ` +
    `shaded bands: the profiler's windows${sched ? ` (${sched})` : ""}. Click a step to open it in its window.`);
}

/** Per step, the median work of the ranks other than ``rank``. */
function peersMedian(s: OverTimeStep, rank: number): number | null {
  const w = Object.entries(s.work_us ?? {}).filter(([r]) => Number(r) !== rank).map(([, v]) => v).sort((x, y) => x - y);
  if (!w.length) return null;
  const m = w.length >> 1;
  return w.length % 2 ? w[m] : (w[m - 1] + w[m]) / 2;
}

/** The scalars that track the straggler, each drawn against its rank's work and its peers' median work; else what
 * was read and why nothing is claimed. */
function scalarPart(d: RunOverTime, root: HTMLElement, shown: Set<string>): void {
  const drawn = d.scalars.filter((s) => s.tracks && s.rank !== null && s.values && Object.keys(s.values).length);
  const box = el("section", { class: "overtime", "data-section": "scalars" });
  root.append(box);
  const read = d.scalars_read;
  if (!drawn.length) {
    box.append(el("h3", {}, "Logged scalars"), el("p", { class: "note", "data-no-scalar": "" },
      read.note ? `No scalar was read: ${read.note}.` : !read.tags ? "The run's TensorBoard event files hold no scalar."
        : `No scalar tracks the straggler: ${plural(read.tags, "tag")} in ${plural(read.files, "event file")}, ` +
          `${plural(read.matched_steps, "profiled step")} with a value (every scalar below).`));
    return;
  }
  box.append(el("h3", {}, drawn.length === 1 ? "The logged scalar that tracks the straggler"
    : "The logged scalars that track the straggler"));
  for (const s of drawn) {
    const wrap = el("div", { class: "scalar", "data-scalar": s.name, "data-rank": String(s.rank),
      "data-points-to": s.points_to ?? "" });
    box.append(wrap);
    scalarChart(d, s, wrap);
    if (s.basis) { wrap.append(el("p", { class: "caption scalar-basis" }, s.basis)); shown.add(s.basis); }
  }
}

function scalarChart(d: RunOverTime, s: OverTimeScalar, box: HTMLElement): void {
  const rank = s.rank!;
  const values = s.values ?? {};
  const dark = isDark();
  const own = `rank ${rank}'s work`;
  const peers = "the other ranks' median work";
  const logged = `rank ${rank}'s ${s.name} (as logged)`;
  const held = (x: OverTimeStep) => x.held_by.includes(rank);
  box.append(el("h4", {}, `${s.name} of rank ${rank} against its work` +
    (s.points_to ? ` — points to ${s.points_to === "workload" ? "the data (workload)" : "placement"}` : "")));
  chart(box, 300, {
    grid: GRID,
    legend: { data: [own, peers, logged], top: 0, textStyle: { color: dark ? "#ddd" : "#333" } },
    tooltip: { trigger: "axis", axisPointer: { type: "line" }, valueFormatter: (v: any) => (v === null || v === undefined
      ? "—" : typeof v === "number" ? String(+v.toFixed(2)) : String(v)) },
    xAxis: xAxis(d),
    yAxis: [
      { type: "value", name: "ms of own work per step", nameLocation: "middle", nameGap: 40,
        splitLine: { lineStyle: { opacity: 0.4 } } },
      { type: "value", name: `${s.name} (as logged)`, nameLocation: "middle", nameGap: 50,
        nameTextStyle: { color: COLORS.scalar },
        axisLabel: { color: COLORS.scalar }, axisLine: { show: true, lineStyle: { color: COLORS.scalar } },
        splitLine: { show: false } },
    ],
    series: [
      { name: own, type: "line", data: perStep(d, (x) => toMs(x.work_us?.[String(rank)])).map(([x, y]) => {
        const st = d.steps.find((q) => q.step === x);
        return { value: [x, y], itemStyle: st && held(st) ? { color: COLORS.held } : undefined,
          symbolSize: st && held(st) ? 8 : 5 };
      }), connectNulls: false, symbol: "circle", lineStyle: { color: COLORS.compute, width: 2 },
      itemStyle: { color: COLORS.compute }, z: 4, ...windowMarks(d, false) },
      { name: peers, type: "line", data: perStep(d, (x) => toMs(peersMedian(x, rank))), connectNulls: false,
        symbol: "none", lineStyle: { color: COLORS.peer, width: 2, type: "dashed" }, itemStyle: { color: COLORS.peer } },
      { name: logged, type: "line", yAxisIndex: 1, data: perStep(d, (x) => values[String(x.step)] ?? null),
        connectNulls: false, symbol: "rect", symbolSize: 5, lineStyle: { color: COLORS.scalar, width: 2 },
        itemStyle: { color: COLORS.scalar }, z: 3 },
    ],
  }, "overtime-scalar");
  box.append(el("p", { class: "legend" }, swatch(COLORS.compute, "height: 3px"),
    `rank ${rank}'s own work per step (its step time less its waits in collectives; left axis, ms) `,
    swatch(COLORS.held, "border-radius: 6px"), "a step it held back ",
    swatch(COLORS.peer, "height: 3px"), "the other ranks' median work ",
    swatch(COLORS.scalar, "height: 3px"), `its ${s.name} as the job logged it at that training step (right axis, ` +
    `${s.name}'s own unit)`));
}

/** The run's sentences not printed under a chart: the verdict, the windows, the scalars, the limits; the minor
 * ones folded. */
function story(d: RunOverTime, root: HTMLElement, shown: Set<string>): void {
  const strip = (t: string) => t.replace(/\.$/, "");
  const fs = d.findings.filter((f) => ![...shown].some((s) => strip(s) === strip(f.text)) && f.kind !== "limits");
  const item = (f: RunOverTime["findings"][number]) => el("li", { class: f.severity, "data-kind": f.kind }, f.text);
  const major = fs.filter((f) => !f.minor);
  const minor = fs.filter((f) => f.minor);
  root.append(el("h3", {}, "What the windows say"), el("ul", { class: "findings story" }, ...major.map(item)));
  if (minor.length) root.append(el("details", { class: "minor" }, el("summary", {}, plural(minor.length, "smaller finding")),
    el("ul", { class: "findings story" }, ...minor.map(item))));
}

function windowsTable(d: RunOverTime, root: HTMLElement, nav: Nav): void {
  type W = RunOverTime["windows"][number];
  const cols: Column<W>[] = [
    { label: "window", value: (w) => w.span, sort: (w) => w.span },
    { label: "steps", value: (w) => (w.first_step === null ? "—" : `${w.first_step}–${w.last_step}`) },
    { label: "verdict", value: (w) => el("span", { class: `badge ${w.class}` }, w.class === "none" ? "none"
      : `${w.class} ${w.ranks.join(", ")}`) },
    { label: "held back", value: (w) => `${w.steps_held} of ${w.steps}`, sort: (w) => w.steps_held },
    { label: "slowest rank's step (median)", value: (w) => ms(w.step_time_max_p50_us), sort: (w) => w.step_time_max_p50_us ?? 0 },
    { label: "", value: (w) => (w.unusual ? "one-off: a finding about this window" : "") },
    { label: "basis", value: (w) => w.basis ?? "" },
  ];
  root.append(el("h3", {}, "Every window"), el("p", { class: "note" }, "Click a window to open its Findings."),
    table(d.windows, cols, (w) => nav.open("findings", { span: w.span }), undefined, (w) => String(w.span)));
}

function scalarTable(d: RunOverTime, root: HTMLElement): void {
  if (!d.scalars.length) return;
  const num = (x: number | null) => (x === null ? "—" : x.toFixed(2));
  const cols: Column<OverTimeScalar>[] = [
    { label: "scalar", value: (s) => s.name }, { label: "rank", value: (s) => (s.rank === null ? "all" : s.rank) },
    { label: "steps", value: (s) => s.steps, sort: (s) => s.steps },
    { label: "r with work", value: (s) => num(s.r), sort: (s) => Math.abs(s.r ?? 0) },
    { label: "r with holding back", value: (s) => num(s.r_critical), sort: (s) => Math.abs(s.r_critical ?? 0) },
    { label: "× peers when held", value: (s) => (s.ratio_held === null ? "—" : `${s.ratio_held.toFixed(2)}×`) },
    { label: "tracks", value: (s) => (s.tracks ? "yes" : "") },
    { label: "points to", value: (s) => s.points_to ?? "" },
    { label: "basis", value: (s) => s.basis ?? "" },
  ];
  const r = d.scalars_read;
  root.append(el("details", { class: "scalars-all" }, el("summary", {}, `Every logged scalar (${plural(r.tags, "tag")} in ` +
    `${plural(r.files, "event file")}; r: a rank's value against its own work over the steps, or "all" across ranks ` +
    "step by step)"), table(d.scalars, cols)));
}

function limitsNote(d: RunOverTime, root: HTMLElement, nav: Nav): void {
  const go = el("a", { href: nav.link("evidence", { section: "limits", span: undefined }), class: "go" },
    "every limit in the Missing evidence tab →");
  go.onclick = (ev) => { ev.preventDefault(); nav.open("evidence", { section: "limits", span: undefined }); };
  root.append(el("h3", {}, "What the traces could not measure"),
    el("ul", { class: "findings story" }, ...d.limits.notes.map((n) => el("li", { class: "info" }, n))), el("p", {}, go));
}
