// The tabs, each answering one question at a glance (Readiness spread: spread.ts; Critical-rank history:
// history.ts). Large runs group their ranks (groups.ts) and draw one lane per group until one is zoomed into.
import { Analysis, Collective, Divergence, Gap, Rank, StepDetail, WalkWindow, collective, stepDetail } from "./api";
import { chart, disposeCharts } from "./charts";
import { Column, copyLink, el, ms, plural, table } from "./dom";
import { Group, Grouping, controls, grouping, isLarge, rankSpan, worst } from "./groups";
import { Lane, Seg, groupSegs, laneChart, legend, pairOf, rankSegs } from "./lanes";
import { pathChart, pathSentence, pathTable, sideBySide } from "./path";
import { serviceView } from "./service";
import { singleRank } from "./single";
import { evidenceTable, windowChart } from "./walkback";

/** What a view has selected; each key is a query parameter of the view's link. ``group`` is how ranks are
 * grouped (default: by host), ``zoom`` the group zoomed into, ``section`` a part of the Missing evidence tab,
 * ``span`` the profiler window every tab but Over time and Compare shows (1-based; none: the latest). */
export interface Sel { collective?: string; step?: number; group?: string; zoom?: string; section?: string;
  span?: number; a?: string; b?: string; span_a?: number; span_b?: number; steps_a?: string; steps_b?: string;
  exchange?: string }

/** How a view moves: ``open`` another view (or this one) on a selection and redraw (in the window shown unless
 * the selection names its ``span``); ``select`` records a selection the view already shows (the link follows);
 * ``link`` is the standalone page of a view. ``span`` is the window shown (none: the latest). */
export interface Nav { run: string; span?: number; sel: Sel; open: (tab: string, sel?: Sel) => void; select: (sel: Sel) => void;
  link: (tab: string, sel?: Sel) => string }

type Finding = Analysis["findings"][number];

/** The view that shows a finding: its ``view`` (tab and selection), decided in tb_xrank/diagnose/findings.py. */
function findingView(f: Finding): { tab: string; sel: Sel } {
  const v = f.view;
  const sel: Sel = {};
  if (v.collective !== null && v.collective !== undefined) sel.collective = v.collective;
  if (v.step !== null && v.step !== undefined) sel.step = v.step;
  if (v.section !== null && v.section !== undefined) sel.section = v.section;
  if (v.zoom !== null && v.zoom !== undefined) sel.zoom = v.zoom;
  return { tab: v.tab, sel };
}

export const KIND_TEXT: Record<string, string> = { compute: "compute", workload: "workload", host_gap: "host gap",
  input: "input", allocation: "allocation", transfer: "transfer", collective: "taken up late", unknown: "unknown",
  bar: "bar: waiting and transfer" };

/** What the verdict's p value tested, in words: the chance of the pattern were the held-back steps' ranks drawn
 * at random (tb_xrank/diagnose/stragglers.py). */
function pText(s: Analysis["stragglers"], world: number): string {
  if (s.p_value === null) return "";
  const p = s.p_value < 0.001 ? s.p_value.toExponential(1) : s.p_value.toPrecision(2);
  const n = s.steps_held ?? 0;
  if (s.class === "topology") {
    return `p = ${p}: the chance that the ranks holding back every one of the ${plural(n, "held-back step")} would fall ` +
      "in that group were each step's holder drawn at random (Bonferroni over the candidate groups)";
  }
  const k = s.ranks.length ? s.critical_counts[String(s.ranks[0])] ?? 0 : 0;
  return `p = ${p}: the chance that some rank of ${world} would hold back ${k} or more of the ${plural(n, "held-back step")} ` +
    "were each step's holder drawn at random (binomial, Bonferroni over the ranks)";
}

/** A link that opens a view (a navigation: Back returns here). */
function goTo(nav: Nav, tab: string, sel: Sel, text: string): HTMLElement {
  const a = el("a", { href: nav.link(tab, sel), class: "go" }, text);
  a.onclick = (ev) => { ev.preventDefault(); nav.open(tab, sel); };
  return a;
}

/** The verdict in one line: its class, its ranks and how many steps they held back; where no rank could hold another
 * back (one rank profiled), why. */
function verdictLine(a: Analysis): HTMLElement {
  const s = a.stragglers;
  const alone = a.ranks.filter((r) => r.status !== "not_profiled").length < 2;
  return el("div", { class: "verdict" },
    el("span", { class: `badge ${s.class}` }, s.class === "none" ? "no straggler" : `${s.class} straggler`),
    s.ranks.length ? ` ${s.ranks.length === 1 ? "rank" : "ranks"} ${s.ranks.join(", ")}` : "",
    alone && s.basis ? ` — ${s.basis}` : ` — ${s.steps_held ?? 0} of ${plural(s.steps_used, "step")} held back`);
}

/** The worst step's costliest divergence (its cost, then the one at the worst step's collective). */
function worstDivergence(a: Analysis, step: number, coll: string | null): Divergence | undefined {
  return a.divergences.filter((d) => d.step === step)
    .sort((x, y) => (y.cost_us ?? -1) - (x.cost_us ?? -1) || Number(y.collective === coll) - Number(x.collective === coll))[0];
}

/** The ranks of a rank's role besides itself. */
function peersOf(a: Analysis, rank: number): number[] {
  return (a.stragglers.roles?.find((r) => r.ranks.includes(rank))?.ranks ?? []).filter((r) => r !== rank);
}

/** The first screen's chart and caption: the worst step (Analysis.worst_step), the slow rank's diverging node
 * beside its peers' median of the same node with the divergence's cause written on it, the step's critical path
 * drawn small beside it (fetched), the divergence's summary under both, and a link to the full path. A step no
 * rank held back shows its slowest rank against the median and its path, with no cause. */
function worstStep(a: Analysis, root: HTMLElement, nav: Nav): void {
  const ws = a.worst_step;
  const step = ws ? a.steps.find((x) => x.step === ws.step) : undefined;
  const box = el("section", { class: "first", "data-section": "worst" });
  root.append(box); // attached before its charts are drawn: a chart takes its box's width
  if (!ws || !step) {
    box.append(el("p", { class: "note" }, "No profiler step is aligned across the ranks: there is no step to show."));
    return;
  }
  const d = worstDivergence(a, ws.step, ws.collective ?? null);
  const held = step.held_by ?? [];
  const ndiv = a.divergences.filter((x) => held.includes(x.rank) && x.step === ws.step).length;
  box.append(el("h3", {}, held.length
    ? `Step ${ws.step}, the worst step: held back by ${held.length === 1 ? "rank" : "ranks"} ${held.join(", ")}` +
      (step.held_cost_us !== null && step.held_cost_us !== undefined ? ` (${ms(step.held_cost_us)} in all, ${plural(ndiv, "divergence")})` : "")
    : `Step ${ws.step}, the longest step: no rank held it back beyond noise`));
  const grid = el("div", { class: "grid2 first-grid" });
  const left = el("div", { class: "panel" });
  const right = el("div", { class: "panel" }, el("h4", {}, `Critical path of the worst step (step ${ws.step})`));
  grid.append(left, right);
  box.append(grid);
  if (d) {
    const peers = peersOf(a, d.rank);
    const against = d.evidence.compared_with === "role peers"
      ? `its role peers' median${peers.length ? ` (${peers.length === 1 ? "rank" : "ranks"} ${peers.join(", ")})` : ""}`
      : "its own other steps' median";
    const node = d.collective ? `its stretch up to ${d.collective}` : "the diverging node";
    left.append(el("h4", {}, held.includes(d.rank) ? "Its costliest divergence" : "Its costliest divergence (under the threshold)"));
    sideBySide(left, { rows: [`rank ${d.rank}`, d.evidence.compared_with === "role peers" ? "peers' median" : "other steps"],
      values: [d.dur_us, d.peer_median_us ?? 0], divergence: true,
      label: `${d.cause} +${ms(d.cause_us)} · lag ${ms(d.lag_us)}` + (d.cost_us !== null ? ` · saves ${ms(d.cost_us)}` : ""),
      axis: `ms: rank ${d.rank}'s time for ${node}, against ${against}`,
      tips: [`rank ${d.rank}: ${ms(d.dur_us)} for ${node}`, `${against}: ${ms(d.peer_median_us)}`, d.summary] });
    box.append(el("p", { class: "caption", "data-summary": "" }, d.summary));
  } else {
    const slow = step.max_rank;
    left.append(el("h4", {}, "Its slowest rank against the median"));
    sideBySide(left, { rows: [`rank ${slow}`, "ranks' median"], values: [step.time_max_us ?? 0, step.time_us ?? 0],
      divergence: false, label: "within noise: no cause to name",
      axis: `ms: the step's longest ProfilerStep (rank ${slow}) against the median over its ranks`,
      tips: [`rank ${slow}: ${ms(step.time_max_us)}`, `the ranks' median: ${ms(step.time_us)}`, ""] });
    box.append(el("p", { class: "caption healthy" }, `No divergence above noise in step ${ws.step}: no rank held it back. ` +
      `Its longest ProfilerStep (rank ${slow}) took ${ms(step.time_max_us)} against the ranks' median of ${ms(step.time_us)}.`));
  }
  box.append(el("p", {}, goTo(nav, "aligned", { step: ws.step, collective: ws.collective ?? undefined },
    "open the full critical path and walk-back in the Aligned tab →")));
  const mini = el("div", { class: "mini-path" }, el("p", { class: "progress" }, `loading step ${ws.step}…`));
  right.append(mini);
  void stepDetail(nav.run, ws.step, nav.span).then(({ status, body }) => {
    if (!mini.isConnected) return;
    if (status !== 200 || !body.step.critical_path.length) {
      mini.replaceChildren(el("p", { class: "note" }, status !== 200 ? `no detail for step ${ws.step}`
        : `Step ${ws.step} has no critical path (no collective links its ranks).`));
      return;
    }
    mini.replaceChildren();
    pathChart(a, mini, body, a.divergences.filter((x) => x.step === ws.step), true, true, d);
  });
}

/** What acting on a finding saves per step, drawn: a bar scaled to the median step time (full: a whole step) and
 * the saving; nothing where the finding is not a cost. */
function costChip(cost: number | null | undefined, median: number | null): HTMLElement {
  if (cost === null || cost === undefined) return el("span", { class: "cost none" });
  const share = median ? Math.min(1, Math.max(0, cost / median)) : 0;
  return el("span", { class: "cost", title: `acting on it saves ${ms(cost)} per step; the bar is scaled to the ` +
    `median step, ${ms(median)}` }, el("span", { class: "cost-track" },
    el("span", { class: "cost-fill", style: `width:${(100 * share).toFixed(1)}%` })), el("span", { class: "cost-ms" }, ms(cost)));
}

function findingList(a: Analysis, fs: Finding[], nav: Nav): HTMLElement {
  // the cost column where some finding is a cost
  const list = el("ol", { class: fs.some((f) => f.cost_us !== null && f.cost_us !== undefined) ? "findings" : "findings nocost" });
  for (const f of fs) {
    const target = findingView(f);
    const text = el("span", { class: "text" }, f.text, " ");
    if (target.tab !== "findings") text.append(goTo(nav, target.tab, target.sel, "show"), " ");
    text.append(copyLink(() => nav.link(target.tab, target.sel)));
    list.append(el("li", { class: f.severity, "data-kind": f.kind ?? "" }, costChip(f.cost_us, a.settings.median_step_us), text));
  }
  return list;
}

/** The words the first screen uses, each defined once. */
function definitions(a: Analysis): HTMLElement {
  const st = a.settings;
  const pct = `${Math.round(100 * st.material_fraction)} %`;
  const defs: [string, string][] = [
    ["held back", `a rank held a step back when replaying its diverging nodes at their expected durations shortens the ` +
      `step by the material threshold (${ms(st.material_threshold_us)}, ${pct} of the median step, ${ms(st.median_step_us)}) ` +
      "or more; two ranks can hold a step only together. The verdict counts these steps."],
    ["critical rank", "the rank whose compute and host gaps make up most of the step's critical path."],
    ["divergence", "a node of a rank's program (its stretch up to a collective) that took longer than expected (its role " +
      "peers' median of the same stretch, else its own other steps') by more than the run's noise."],
    ["lag", "what the divergence's node took beyond its expected duration."],
    ["cause", "what the lag is blamed on: an event whose own excess over its role peers is at least half the lag, a set " +
      "of events that explain it together, time no recorded event covers inside a block, a collective taken up late or its " +
      "transfer; else no single cause."],
    ["noise", "the robust spread of the role members' excess (1.4826 × the median absolute deviation)."],
    ["saves (cost)", `how much sooner the step would end with the node at its expected duration (the replay of the step's ` +
      `happens-before graph). The bars beside the findings are scaled to the median step (${ms(st.median_step_us)}); ` +
      `findings below the material threshold are folded.`],
  ];
  return el("section", { class: "defs", "data-section": "definitions" }, el("h3", {}, "Definitions"),
    el("dl", {}, ...defs.flatMap(([t, d]) => [el("dt", {}, t), el("dd", {}, d)])));
}

/** The Findings tab, the first screen: the verdict, the worst step drawn small with its cause, the findings ranked
 * as they arrive (what acting on them saves, the small ones folded), then the definitions and the p value. */
export function findings(a: Analysis, root: HTMLElement, nav: Nav): void {
  const s = a.stragglers;
  const p = pText(s, a.ranks.filter((r) => r.status !== "not_profiled").length);
  root.append(verdictLine(a));
  // a run whose profiled ranks share no collective has no step to draw across ranks: its own evidence comes first
  if (a.collectives.length || !a.single_rank) worstStep(a, root, nav);
  singleRank(a, root);
  const major = a.findings.filter((f) => !f.minor);
  const minor = a.findings.filter((f) => f.minor);
  root.append(el("h3", {}, "Findings, by what acting on them saves per step"), findingList(a, major, nav));
  if (minor.length) {
    root.append(el("details", { class: "minor" }, el("summary", {}, `${plural(minor.length, "smaller finding")} ` +
      `(each saves less than the material threshold, ${ms(a.settings.material_threshold_us)})`), findingList(a, minor, nav)));
  }
  root.append(definitions(a));
  if (p) root.append(el("p", { class: "note", "data-p": "" }, p + "."));
}

/** The lanes of some collectives: one per group (a large run), one per rank of the zoomed group, else one per
 * rank. ``focusRank`` is the rank whose lane the view opens on. */
function lanesOf(cs: Collective[], g: Grouping | null, zoom: Group | undefined, focusRank: number | null):
  { lanes: Lane[]; segs: Seg[]; focus: number } {
  if (g && !zoom) {
    const present = new Set<string>();
    for (const c of cs) for (const r of Object.keys(c.ranks ?? {})) { const k = g.of.get(Number(r))?.key; if (k) present.add(k); }
    const lanes = g.groups.filter((x) => present.has(x.key)).map((x) => ({ label: x.label, group: x }));
    const laneOf = new Map(lanes.map((l, i) => [l.group.key, i]));
    const fk = focusRank === null ? undefined : g.of.get(focusRank)?.key;
    return { lanes, segs: cs.flatMap((c) => groupSegs(c, g, laneOf)), focus: fk === undefined ? 0 : laneOf.get(fk) ?? 0 };
  }
  const inZoom = zoom ? new Set(zoom.ranks) : null;
  const ranks = [...new Set(cs.flatMap((c) => Object.keys(c.ranks ?? {}).map(Number)))]
    .filter((r) => !inZoom || inZoom.has(r)).sort((x, y) => x - y);
  const laneOf = new Map(ranks.map((r, i) => [r, i]));
  return { lanes: ranks.map((r) => ({ label: `rank ${r}` })), segs: cs.flatMap((c) => rankSegs(c, laneOf)),
    focus: focusRank === null ? 0 : laneOf.get(focusRank) ?? 0 };
}

/** One lane per group of a large run (one per rank of the zoomed group) for one step: every collective of the
 * step as its wait and service. */
function groupLanes(box: HTMLElement, d: StepDetail, g: Grouping, zoom: Group | undefined, onZoom: (key: string) => void): void {
  const { lanes, segs, focus } = lanesOf(d.collectives, g, zoom, d.step.critical_rank);
  box.append(el("h4", {}, zoom ? `Every rank of ${g.noun} ${zoom.label} in step ${d.step.step}`
    : `Every ${g.noun} in step ${d.step.step}`));
  if (!lanes.length) { box.append(el("p", { class: "note" }, `No rank of ${zoom?.label ?? "this group"} in step ${d.step.step}.`)); return; }
  laneChart(box, lanes, segs, { focus, zoomX: true, name: "step-lanes", origin: d.step.start_us ?? 0,
    axis: `ms since step ${d.step.step} began (its earliest rank's ProfilerStep start, common clock)`,
    onLane: zoom ? undefined : (i) => onZoom(lanes[i].group!.key) });
  box.append(legend(!zoom));
}

/** The step's critical path (a sentence, the lanes, its links as a table) and, in a large run, its groups' lanes. */
async function drawStep(a: Analysis, box: HTMLElement, nav: Nav, step: number, current: () => boolean,
  g: Grouping | null, zoom: Group | undefined, onZoom: (key: string) => void, onCollective: (id: string) => void): Promise<void> {
  const { status, body } = await stepDetail(nav.run, step, nav.span);
  if (!current()) return;
  disposeCharts(box);
  if (status !== 200) { box.replaceChildren(el("p", { class: "error" }, `no detail for step ${step}`)); return; }
  box.replaceChildren(el("p", { class: "pathline" }, pathSentence(body, new Map(a.collectives.map((c) => [c.id, c])))));
  if (body.step.critical_path.length) {
    pathChart(a, box, body, a.divergences.filter((d) => d.step === step), !g);
    const err = body.step.replay_error_pct;
    box.append(el("p", { class: "note" }, "The path's times are the replay of the measured durations" +
      (err !== null && err !== undefined ? ` (it ends ${Math.abs(err).toFixed(2)} % from the measured step)` : "") +
      "; the faint bars are measured."));
    box.append(el("details", {}, el("summary", {}, `The path's ${body.step.critical_path.length} links`),
      pathTable(body, onCollective)));
  }
  if (g) groupLanes(box, body, g, zoom, onZoom);
}

/** A divergence's walk-back: its summary (the one sentence every view prints), its evidence as a labelled table,
 * the next measurement, its window. */
function walkBack(detail: HTMLElement, d: Divergence, w: WalkWindow | null, origin: number | null): void {
  detail.append(el("h3", {}, `Walk-back on rank ${d.rank}`),
    el("p", { class: "divergence", "data-summary": "" }, d.summary),
    evidenceTable(d, origin), el("p", { class: "next" }, d.next_measurement));
  if (w) {
    detail.append(el("h4", {}, `Events on rank ${d.rank} and two peers up to the collective`));
    windowChart(detail, w, d);
  }
}

/** The grouping of a view of a large run and its zoomed group (none for a run that fits one row per rank). */
export function grouped(a: Analysis, sel: Sel): { g: Grouping | null; zoom: Group | undefined } {
  if (!isLarge(a)) return { g: null, zoom: undefined };
  const g = grouping(a, sel.group);
  return { g, zoom: g.groups.find((x) => x.key === sel.zoom) };
}

/** Redraw ``tab`` grouped by ``by`` and zoomed into ``zoom`` (all groups when undefined), keeping the rest of
 * its selection. */
export function regroup(nav: Nav, tab: string, extra: Sel = {}) {
  return (by: string, zoom: string | undefined) =>
    nav.open(tab, { ...nav.sel, ...extra, group: by === "host" ? undefined : by, zoom });
}

/** The collective's post-last-arrival tail as the lanes draw it: measured, or why none is (a point-to-point
 * pair's receive that ended before the last arrival: clock error; a collective one member recorded). */
function tailText(c: Collective): string {
  const pair = pairOf(c);
  if (c.tail_us !== null) return `post-last-arrival tail ${ms(c.tail_us, 2)}` + (pair ? ` (rank ${pair.dst}'s receive after both were ready)` : "");
  const t = c.ranks ?? {};
  const ready = Object.values(t).map((x) => x.ready_us).filter((v): v is number => v !== null);
  const recv = pair ? t[String(pair.dst)] : undefined;
  if (pair && recv?.end_us !== null && recv?.end_us !== undefined && ready.length >= 2) {
    const early = Math.max(...ready) - recv.end_us;
    return `post-last-arrival tail not measured: rank ${pair.dst}'s receive ended ${ms(early, 2)} before rank ` +
      `${c.last_rank} was ready (the clocks' error); the bar after the last arrival is the send's own record`;
  }
  return "post-last-arrival tail not measured (fewer than two members recorded it)";
}

/** One collective: its figures, its lanes from its first arrival, its walk-back. */
function collectiveDetail(detail: HTMLElement, body: Awaited<ReturnType<typeof collective>>["body"], g: Grouping | null,
  zoom: Group | undefined, onZoom: (key: string) => void, origin: number | null): void {
  const c = body.collective;
  const expected = c.expected_skew_us !== null && c.expected_skew_us !== undefined
    ? ` (${ms(c.expected_skew_us, 2)} expected at its place in the program)` : "";
  detail.replaceChildren(el("h3", {}, `${c.op} ${c.id} — step ${c.step ?? "—"}`),
    el("p", {}, `arrival skew ${ms(c.skew_us, 2)}${expected} · ${tailText(c)} · ` +
      `clock-free skew ${ms(c.skew_clockfree_us, 2)} · last rank ${c.last_rank}` +
      (g ? ` (${g.noun} ${g.of.get(c.last_rank)?.label ?? "?"})` : "") +
      (c.cost_us ? ` · the divergence that surfaced here cost its step ${ms(c.cost_us)}` : "")));
  const ready = Object.values(c.ranks ?? {}).map((t) => t.ready_us).filter((v): v is number => v !== null);
  const ls = lanesOf([c], g, zoom, c.last_rank);
  if (ls.lanes.length && ready.length) {
    const last = Math.max(...ready);
    laneChart(detail, ls.lanes, ls.segs, { focus: ls.focus, name: "collective-lanes", origin: Math.min(...ready),
      axis: `ms since the first rank was ready for ${c.id}`, mark: { x: last, label: `last arrival: rank ${c.last_rank}` },
      onLane: g && !zoom ? (i) => onZoom(ls.lanes[i].group!.key) : undefined });
    detail.append(legend(!!g && !zoom, !!pairOf(c) && !(g && !zoom)));
  } else detail.append(el("p", { class: "note" }, `No rank of ${g?.noun} ${zoom?.label} takes part in ${c.id}.`));
  if (body.divergence) walkBack(detail, body.divergence, body.window, origin);
}

/** The skew of a collective beyond the skew its place in the program shows on healthy steps (-1: no skew). */
function beyond(c: Collective): number {
  return c.skew_us === null ? -1 : Math.max(0, c.skew_us - (c.expected_skew_us ?? 0));
}

/** Collectives worst first, in the server's order (tb_xrank/diagnose/worst.py): by what the divergence that
 * surfaced at them cost, then by the skew beyond the expected, then by skew. */
function worstFirst(cs: Collective[]): Collective[] {
  return cs.slice().sort((x, y) => (y.cost_us ?? 0) - (x.cost_us ?? 0) || beyond(y) - beyond(x)
    || (y.skew_us ?? -1) - (x.skew_us ?? -1));
}

/** The Aligned collectives tab: the chosen step's critical path (``sel.step``, else the chosen collective's step,
 * else the worst step, Analysis.worst_step), the chosen collective's lanes and walk-back right under it
 * (``sel.collective``, else the step's collective: where its costliest divergence surfaced, else its critical
 * collective), then every collective as a sortable table, worst first in the server's order. Choosing a row or a
 * step brings the reader to what it changed. A large run also shows a lane per group; a click zooms in. */
export function aligned(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel = {}): void {
  const { g, zoom } = grouped(a, sel);
  const change = regroup(nav, "aligned");
  if (g) root.append(controls(a, g, zoom, change));
  const onZoom = (key: string) => change(g!.by, key);
  const detail = el("div", { class: "detail" });
  const byId = new Map(a.collectives.map((c) => [c.id, c]));
  const starts = new Map(a.steps.map((s) => [s.step, s.start_us]));
  const steps = a.steps.filter((s) => s.critical_collective);
  const lanes = el("div", {});
  const pick = el("select", { "aria-label": "step" }, ...steps.map((s) => el("option", { value: String(s.step) },
    s.held_by?.length ? `step ${s.step} — held back by ${s.held_by.length === 1 ? "rank" : "ranks"} ${s.held_by.join(", ")}` +
      (s.held_cost_us !== null && s.held_cost_us !== undefined ? ` (${ms(s.held_cost_us)})` : "") +
      (s.step === a.worst_step?.step ? " · the worst step" : "")
      : `step ${s.step} — last rank ${s.critical_rank} at ${s.critical_collective}, within noise`)));
  // a step's collective: where its costliest divergence surfaced, else its critical collective (as worst_step's)
  const collOf = (n: number): string | undefined => {
    if (a.worst_step && a.worst_step.step === n && a.worst_step.collective) return a.worst_step.collective;
    const d = a.divergences.filter((x) => x.step === n && x.collective && byId.has(x.collective))
      .sort((x, y) => (y.cost_us ?? -1) - (x.cost_us ?? -1))[0];
    return d?.collective ?? steps.find((x) => x.step === n)?.critical_collective ?? undefined;
  };
  const hasStep = (n: number | null | undefined) => n !== null && n !== undefined && steps.some((s) => s.step === n);
  const top = el("section", { "data-section": "path" }, el("h3", {}, "Critical path of one step "), pick, lanes);
  let laneToken = 0;
  let drawn: number | undefined; // the step whose path is shown (or loading)
  const showStep = (n: number) => {
    pick.value = String(n);
    drawn = n;
    const my = ++laneToken;
    disposeCharts(lanes);
    lanes.replaceChildren(el("p", { class: "progress" }, `loading step ${n}…`));
    void drawStep(a, lanes, nav, n, () => my === laneToken && lanes.isConnected, g, zoom, onZoom,
      (id) => void show(id, true));
  };
  let shown = 0;
  const show = async (id: string, bring = false) => {
    const my = ++shown;
    const step = byId.get(id)?.step;
    const moved = hasStep(step) && drawn !== step;
    if (moved) showStep(step!);
    nav.select({ collective: id, step: steps.length ? Number(pick.value) : undefined });
    for (const tr of Array.from(root.querySelectorAll("tr[data-id]"))) tr.classList.toggle("chosen", tr.getAttribute("data-id") === id);
    if (bring) (moved ? top : detail).scrollIntoView({ block: "start", behavior: "smooth" });
    detail.replaceChildren(el("p", {}, `loading ${id}…`));
    const { status, body } = await collective(nav.run, id, nav.span);
    if (my !== shown || !detail.isConnected) return;
    disposeCharts(detail);
    if (status !== 200) { detail.replaceChildren(el("p", { class: "error" }, `no detail for ${id}`)); return; }
    collectiveDetail(detail, body, g, zoom, onZoom, starts.get(body.collective.step ?? NaN) ?? null);
  };
  if (steps.length) {
    root.append(top);
    pick.onchange = () => {
      const st = steps.find((s) => String(s.step) === pick.value)!;
      showStep(st.step);
      const id = collOf(st.step);
      if (id) void show(id);
    };
  }
  root.append(detail);
  const rows = worstFirst(a.collectives.filter((c) => c.skew_us !== null));
  const cut = a.truncated?.collectives;
  root.append(el("h3", {}, "Every collective, worst first"), el("p", {}, `${cut ? `${a.collectives.length} of ${cut} collectives (those the ` +
    "findings and steps name, then the largest skews; every collective of a step is in its lanes)"
    : plural(a.collectives.length, "collective")}, worst first: by what the divergence that surfaced at each cost its ` +
    "step, then by its arrival skew beyond the skew expected at its place in the program (its median on the steps no " +
    `rank held back: a pipeline's scheduled wait); material when skew ≥ ${ms(a.settings.material_threshold_us, 2)}. ` +
    "Click one for its step's critical path, its lanes and walk-back."));
  root.append(table(rows, [
    { label: "collective", value: (c) => c.id },
    { label: "op", value: (c) => c.op },
    { label: "step", value: (c) => c.step, sort: (c) => c.step ?? -1 },
    { label: "cost", value: (c) => (c.cost_us ? ms(c.cost_us, 2) : ""), sort: (c) => c.cost_us ?? 0 },
    { label: "arrival skew", value: (c) => ms(c.skew_us, 2), sort: (c) => c.skew_us ?? 0 },
    { label: "expected skew", value: (c) => (c.expected_skew_us === null || c.expected_skew_us === undefined ? ""
      : ms(c.expected_skew_us, 2)), sort: (c) => c.expected_skew_us ?? 0 },
    { label: "beyond expected", value: (c) => ms(beyond(c), 2), sort: beyond },
    { label: "tail", value: (c) => ms(c.tail_us, 2), sort: (c) => c.tail_us ?? 0 },
    { label: "last rank", value: (c) => c.last_rank, sort: (c) => c.last_rank },
    { label: "material", value: (c) => (c.material ? "yes" : "") },
  ], (c) => void show(c.id, true), undefined, (c) => c.id));
  serviceView(root, nav.run);

  // with no selection: the worst step (Analysis.worst_step) and its collective, else the worst collective
  const ws = a.worst_step ?? undefined;
  const wanted = sel.collective && byId.has(sel.collective) ? sel.collective : undefined;
  const step = hasStep(sel.step) ? sel.step! : hasStep(byId.get(wanted ?? "")?.step) ? byId.get(wanted!)!.step!
    : hasStep(ws?.step) ? ws!.step : rows.length && hasStep(rows[0].step) ? rows[0].step! : steps[0]?.step;
  // a collective the summary left out (a large run) is still fetched by its id
  const first = sel.collective && !byId.has(sel.collective) && a.truncated?.collectives ? sel.collective
    : wanted ?? (hasStep(sel.step) ? collOf(sel.step!)
      : ws?.collective && (byId.has(ws.collective) || a.truncated?.collectives) ? ws.collective
      : step !== undefined ? collOf(step) : rows[0]?.id);
  if (step !== undefined && !(first && hasStep(byId.get(first)?.step))) showStep(step);
  if (first) void show(first);
  else if (sel.collective) detail.replaceChildren(el("p", { class: "error" }, `no collective ${sel.collective} in ${a.run}`));
}



function section(name: string, ...children: (Node | string)[]): HTMLElement {
  return el("section", { "data-section": name }, ...children);
}

/** Gaps (those of ``sel.step`` first, when a step is chosen), ranks and their warnings (one row per group in a
 * large run, a group's ranks once zoomed into), files that could not be read, mismatched collectives, and the
 * clock (one row per host in a large run: ranks of a host share its clock). ``sel.section`` is scrolled to. */
export function evidence(a: Analysis, root: HTMLElement, nav: Nav, sel: Sel = {}): void {
  const gapCols: Column<Gap>[] = [
    { label: "rank", value: (g) => g.rank, sort: (g) => g.rank }, { label: "step", value: (g) => g.step, sort: (g) => g.step },
    { label: "gap", value: (g) => ms(g.dur_us), sort: (g) => g.dur_us }, { label: "peers", value: (g) => ms(g.peer_median_us) },
    { label: "where", value: (g) => g.stream === undefined ? "launching thread" : `stream ${g.stream}` },
    { label: "after", value: (g) => g.before }, { label: "before", value: (g) => g.after },
  ];
  const cut = a.truncated?.gaps;
  if (sel.step !== undefined) {
    const step = sel.step;
    const all = el("a", { href: nav.link("evidence"), class: "go" }, "all steps");
    all.onclick = (ev) => { ev.preventDefault(); nav.open("evidence"); };
    const box = el("div", {});
    const fill = (mine: Gap[]) => box.replaceChildren(mine.length ? table(mine, gapCols, undefined, 2)
      : el("p", {}, `No gap in step ${step}.`));
    root.append(section("step", el("h3", { class: "chosen" }, `Unexplained time in step ${step} `), all, box));
    if (cut) {  // the summary holds only the longest gaps: the step's own come with its detail
      box.append(el("p", { class: "progress" }, `loading step ${step}…`));
      void stepDetail(nav.run, step, nav.span).then((r) => { if (box.isConnected) fill(r.status === 200 ? r.body.gaps : []); });
    } else fill(a.gaps.filter((g) => g.step === step));
  }
  root.append(section("gaps", el("h3", {}, "Unexplained time on the launching thread or a GPU stream"),
    a.gaps.length ? table(a.gaps, gapCols, undefined, 2) : el("p", {}, "No gap longer than on the peers."),
    cut ? el("p", { class: "note" }, `the ${a.gaps.length} longest of ${cut} gaps; a step's link shows all of its own`) : ""));

  const ranks = section("ranks", el("h3", {}, "Ranks, files and warnings"));
  const rankCols: Column<Rank>[] = [
    { label: "rank", value: (r) => r.rank, sort: (r) => r.rank }, { label: "host", value: (r) => r.host },
    { label: "status", value: (r) => r.status }, { label: "warnings", value: (r) => r.warnings.join("; ") },
  ];
  const { g, zoom } = grouped(a, sel);
  if (!g) ranks.append(table(a.ranks, rankCols));
  else {
    ranks.append(controls(a, g, zoom, regroup(nav, "evidence", { section: "ranks" })));
    const meta = new Map(a.ranks.map((r) => [r.rank, r]));
    if (zoom) ranks.append(table(zoom.ranks.map((r) => meta.get(r)!), rankCols));
    else {
      const gapsOf = new Map<string, { n: number; us: number }>();
      for (const x of a.gaps) {
        const k = g.of.get(x.rank)?.key;
        if (k === undefined) continue;
        const v = gapsOf.get(k) ?? { n: 0, us: 0 };
        v.n++; v.us += x.dur_us;
        gapsOf.set(k, v);
      }
      const warned = (r: number) => meta.get(r)?.warnings.length ?? 0;
      const statuses = (x: Group) => {
        const n = new Map<string, number>();
        for (const r of x.ranks) { const s = meta.get(r)?.status ?? "?"; n.set(s, (n.get(s) ?? 0) + 1); }
        return [...n].map(([s, k]) => `${k} ${s}`).join(", ");
      };
      ranks.append(table(g.groups, [
        { label: g.noun, value: (x) => x.label },
        { label: "ranks", value: (x) => `${rankSpan(x.ranks)} (${x.ranks.length})`, sort: (x) => x.ranks.length },
        { label: "status", value: statuses, sort: (x) => x.ranks.filter((r) => meta.get(r)?.status !== "ok").length },
        { label: "warnings", value: (x) => { const w = worst(x.ranks, warned); return w.value ? `${x.ranks.reduce((s, r) => s + warned(r), 0)} (most: rank ${w.rank})` : ""; },
          sort: (x) => x.ranks.reduce((s, r) => s + warned(r), 0) },
        { label: "gaps", value: (x) => { const v = gapsOf.get(x.key); return v ? `${v.n} (${ms(v.us)})` : ""; },
          sort: (x) => gapsOf.get(x.key)?.us ?? 0 },
      ], (x) => regroup(nav, "evidence", { section: "ranks" })(g.by, x.key)));
    }
  }
  for (const e of a.errors) ranks.append(el("p", { class: "error" }, `${e.file}: ${e.reason}`));
  root.append(ranks);

  const mism = a.mismatches ?? [];
  if (mism.length || sel.section === "mismatches") {
    root.append(section("mismatches", el("h3", {}, "Collectives whose op or size differ from their peers'"),
      mism.length ? table(mism, [
        { label: "collective", value: (m) => m.collective }, { label: "rank", value: (m) => m.rank, sort: (m) => m.rank },
        { label: "this rank recorded", value: (m) => m.got }, { label: "its peers recorded", value: (m) => m.expected },
      ]) : el("p", {}, "None."),
      a.truncated?.mismatches ? el("p", { class: "note" }, `the first ${mism.length} of ${a.truncated.mismatches}`) : ""));
  }

  const c = a.clock;
  const clock = section("clock", el("h3", {}, "Clock"), el("p", {}, `${c.method}; residual ${ms(c.residual_us, 3)}` +
    (c.clock_suspect ? " — clock suspect: trust the clock-free skews" : "")));
  if (g) {  // ranks on one host share its clock: one row per host
    const hosts = grouping(a, "host");
    const range = (vals: (number | undefined)[], f: (v: number) => string) => {
      const v = vals.filter((x): x is number => x !== undefined && x !== null);
      if (!v.length) return "—";
      const lo = Math.min(...v);
      const hi = Math.max(...v);
      return lo === hi ? f(lo) : `${f(lo)} … ${f(hi)}`;
    };
    clock.append(table(hosts.groups, [
      { label: "host", value: (x) => x.label }, { label: "ranks", value: (x) => rankSpan(x.ranks) },
      { label: "offset", value: (x) => range(x.ranks.map((r) => c.offsets_us[String(r)] ?? undefined), (v) => ms(v, 3)),
        sort: (x) => c.offsets_us[String(x.ranks[0])] ?? 0 },
      { label: "drift (ppm)", value: (x) => range(x.ranks.map((r) => c.drift_ppm[String(r)] ?? undefined), String) },
    ]));
  } else {
    clock.append(table(Object.entries(c.offsets_us), [
      { label: "rank", value: ([r]) => r }, { label: "offset", value: ([, v]) => ms(v, 3) },
      { label: "drift (ppm)", value: ([r]) => c.drift_ppm[r] ?? 0 },
    ]));
  }
  root.append(clock);
  if (sel.section) {
    const target = Array.from(root.querySelectorAll("[data-section]")).find((e) => e.getAttribute("data-section") === sel.section);
    if (target) requestAnimationFrame(() => target.scrollIntoView({ block: "start" }));
  }
}
