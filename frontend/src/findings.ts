// The Findings tab, the first screen: the verdict, the worst step drawn small with its cause, the findings ranked by
// what acting on them saves, the single-rank evidence where there is some, the definitions.
import { Analysis, Divergence, stepDetail } from "./api";
import { copyLink, el, ms, plural } from "./dom";
import { Nav, Sel, goTo } from "./nav";
import { pathChart, sideBySide } from "./path";
import { singleRank } from "./single";

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
    ["noise", "the robust spread of the role members' excess (1.4826 × the median absolute deviation); in a role of " +
      "two ranks, where each one's excess mirrors the other's, a node longer than its own other steps states the same " +
      "spread of its excess over those, and one longer than its peer states the spread a difference of two members " +
      "has when the pair's faster member spreads as it does over the steps."],
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
