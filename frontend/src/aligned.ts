// The Aligned collectives tab: a step's critical path across ranks, the chosen collective's lanes and walk-back,
// every collective worst first, and the service replayed beside the run (large runs group their ranks, groups.ts).
import { Analysis, Collective, Divergence, StepDetail, WalkWindow, collective, stepDetail } from "./api";
import { disposeCharts } from "./charts";
import { el, ms, plural, table } from "./dom";
import { Group, Grouping, controls } from "./groups";
import { Lane, Seg, groupSegs, laneChart, legend, pairOf, rankSegs } from "./lanes";
import { Nav, Sel, grouped, regroup } from "./nav";
import { pathChart, pathSentence, pathTable } from "./path";
import { serviceView } from "./service";
import { evidenceTable, windowChart } from "./walkback";

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
