// The Compare tab: run B against run A (compare?a=&b=, each run's span_ and steps_ too), to answer "did B get better than A?" at a glance.
// Every time is shown in ms; every run name, op and sentence from the server goes in as text.
import {
  CompareMetric, CompareStatus, Comparison, DivPattern, RunEvidence, RunStatus, StragglerVerdict, compareRuns,
} from "./api";
import { chart, disposeCharts } from "./charts";
import type { Exchange } from "./contract";
import { el, escapeHtml, plural, table } from "./dom";
import { COLORS } from "./style";
import { KIND_TEXT, Nav, Sel } from "./nav";

const A_COLOR = COLORS.a;
const B_COLOR = COLORS.b;
const HEADLINE = "step_time_max_p50_us";

/** Microseconds in milliseconds, always ms here so that A and B read side by side. */
function inMs(us: number | null | undefined, digits = 2): string {
  return us === null || us === undefined || !Number.isFinite(us) ? "—" : `${(us / 1000).toFixed(digits)} ms`;
}

const signedMs = (us: number, digits = 2) => `${us < 0 ? "−" : "+"}${Math.abs(us / 1000).toFixed(digits)}`;

function value(v: number | null, unit: string): string {
  if (v === null || v === undefined) return "—";
  return unit === "us" ? inMs(v) : `${v} ${unit}`;
}

function change(m: CompareMetric): string {
  if (m.delta === null || m.delta === undefined) return "—";
  const d = m.unit === "us" ? `${signedMs(m.delta)} ms` : `${m.delta >= 0 ? "+" : ""}${m.delta} ${m.unit}`;
  return m.a ? `${d} (${m.delta >= 0 ? "+" : "−"}${Math.abs((100 * m.delta) / m.a).toFixed(1)} %)` : d;
}

/** The interval of the change the server sent (``ci95``, ``ci99``...): its level and bounds. */
function interval(m: CompareMetric): { level: number; lo: number; hi: number } | null {
  for (const [k, v] of Object.entries(m)) {
    const hit = /^ci(\d+)$/.exec(k);
    if (hit && Array.isArray(v) && v.length === 2 && typeof v[0] === "number" && typeof v[1] === "number") {
      return { level: Number(hit[1]), lo: v[0], hi: v[1] };
    }
  }
  return null;
}

function intervalText(m: CompareMetric): string {
  const ci = interval(m);
  if (!ci) return m.note ?? "—";
  return m.unit === "us" ? `${signedMs(ci.lo)} … ${signedMs(ci.hi)} ms` : `${ci.lo} … ${ci.hi} ${m.unit}`;
}

const VERDICT: Record<string, string> = {
  lower: "lower · better", higher: "higher · worse", unchanged: "unchanged", inconclusive: "inconclusive · too few steps",
};

function verdictBadge(v: string): HTMLElement {
  return el("span", { class: `v ${v in VERDICT ? v : "unchanged"}` }, VERDICT[v] ?? v);
}

/** [8, 9, 10, 13] → "8–10, 13"; "none" when empty. */
function ranges(xs: number[] | null | undefined): string {
  if (!xs || !xs.length) return "none";
  const s = [...xs].sort((x, y) => x - y);
  const out: string[] = [];
  for (let i = 0; i < s.length;) {
    let j = i;
    while (j + 1 < s.length && s[j + 1] === s[j] + 1) j++;
    out.push(j > i ? `${s[i]}–${s[j]}` : String(s[i]));
    i = j + 1;
  }
  return out.join(", ");
}

function who(s: StragglerVerdict): string {
  const ranks = s.ranks ?? [];
  const cls = s.class ?? "none";
  return ranks.length ? `${cls} (rank${ranks.length > 1 ? "s" : ""} ${ranks.join(", ")})` : cls;
}

function stragglerBadge(s: StragglerVerdict): HTMLElement {
  const cls = s.class ?? "none";
  return el("span", { class: `badge ${cls}` }, cls === "none" ? "no straggler" : `${cls} straggler`);
}

/** The badge and, when there are any, the ranks: "[fixed straggler] rank 2". */
function straggler(s: StragglerVerdict): (HTMLElement | string)[] {
  const ranks = s.ranks ?? [];
  return [stragglerBadge(s), ranks.length ? ` ${ranks.length === 1 ? "rank" : "ranks"} ${ranks.join(", ")}` : ""];
}

/** What the Compare tab keeps in its link (and while other tabs are open): each run, its span and its steps, and
 * the two ranks B exchanged (``R1:R2``). */
export const KEYS = ["a", "b", "span_a", "span_b", "steps_a", "steps_b", "exchange"] as const;

/** The Compare tab's selection of a link's query; a span that is not a number is left out (the latest is shown),
 * steps go to the server as written (it says what is wrong with them). */
export function selFrom(q: URLSearchParams): Sel {
  const span = (k: string) => { const v = q.get(k); return v !== null && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : undefined; };
  return { a: q.get("a") ?? undefined, b: q.get("b") ?? undefined, span_a: span("span_a"), span_b: span("span_b"),
    steps_a: q.get("steps_a") ?? undefined, steps_b: q.get("steps_b") ?? undefined, exchange: q.get("exchange") ?? undefined };
}

/** The Compare tab's part of a selection. */
export function kept(s: Sel): Sel {
  return { a: s.a, b: s.b, span_a: s.span_a, span_b: s.span_b, steps_a: s.steps_a, steps_b: s.steps_b, exchange: s.exchange };
}

/** Why ``text`` is no steps range (``A:B``, ``A:`` or ``:B``, step numbers, A ≤ B), or null when it is one or empty. */
function badSteps(text: string): string | null {
  const m = /^(\d{1,9})?:(\d{1,9})?$/.exec(text);
  if (!text) return null;
  if (!m || (m[1] === undefined && m[2] === undefined)) return `steps take A:B, A: or :B (ProfilerStep numbers), not "${text}"`;
  return m[1] !== undefined && m[2] !== undefined && Number(m[2]) < Number(m[1]) ? `steps take A:B with A ≤ B, not "${text}"` : null;
}

/** Why ``text`` is no exchange (``R1:R2``, two different rank numbers), or null when it is one or empty. */
function badExchange(text: string): string | null {
  const m = /^(\d{1,9}):(\d{1,9})$/.exec(text);
  if (!text) return null;
  if (!m) return `the exchange takes R1:R2, two rank numbers, not "${text}"`;
  return Number(m[1]) === Number(m[2]) ? `the exchange takes two different ranks, not "${text}"` : null;
}

/** One run's pickers: the run, its span (every span the run has; by default the latest every rank has) and the
 * ProfilerSteps to compare (empty: all of them). */
class Side {
  readonly run: HTMLSelectElement;
  readonly span: HTMLSelectElement;
  readonly steps: HTMLInputElement;

  constructor(readonly key: "a" | "b", private readonly runs: RunStatus[]) {
    const name = key.toUpperCase();
    this.run = el("select", { "aria-label": `run ${name}` }, ...runs.map((r) => el("option", { value: r.name }, r.name)));
    this.span = el("select", { "aria-label": `span of ${name}`, title: "the profiler window of the run to compare" });
    this.steps = el("input", { type: "text", "aria-label": `steps of ${name}`, placeholder: "all steps", size: "9",
      spellcheck: "false", style: "margin-left: 4px; font: inherit",
      title: "ProfilerStep numbers to compare, both included: A:B, A: or :B (empty: every step)" });
  }

  /** Show run ``run`` with ``span`` (when the run has it) and ``steps``. */
  set(run: string, span?: number, steps?: string): void {
    const n = this.runs.find((r) => r.name === run)?.spans ?? 0;
    this.run.value = run;
    this.span.replaceChildren(el("option", { value: "" }, "latest span"),
      ...Array.from({ length: n }, (_, i) => el("option", { value: String(i + 1) }, `span ${i + 1} of ${n}`)));
    this.span.value = span !== undefined && span <= n ? String(span) : "";
    this.steps.value = steps ?? "";
  }

  /** The selection shown: ``{a, span_a, steps_a}`` (or b's), without what is left at its default. */
  sel(): Sel {
    const steps = this.steps.value.trim();
    return { [this.key]: this.run.value, [`span_${this.key}`]: this.span.value ? Number(this.span.value) : undefined,
      [`steps_${this.key}`]: steps || undefined } as Sel;
  }

  label(): HTMLElement {
    return el("label", {}, el("span", { class: `swatch ${this.key}` }),
      ` ${this.key.toUpperCase()} (${this.key === "a" ? "before" : "after"}) `, this.run, this.span, this.steps);
  }
}

/** The Compare tab: pickers for A (default: the current run) and B (default: another run), each with its span and
 * steps, then the answer. */
export function compare(root: HTMLElement, nav: Nav, runs: RunStatus[], current: string): void {
  const names = runs.map((r) => r.name);
  const known = (n?: string) => n !== undefined && names.includes(n);
  const sel = nav.sel;
  const a = known(sel.a) ? sel.a! : known(current) ? current : names[0];
  const b = known(sel.b) ? sel.b! : names.find((n) => n !== a) ?? a;
  const [sa, sb] = [new Side("a", runs), new Side("b", runs)];
  sa.set(a, sel.span_a, sel.steps_a);
  sb.set(b, sel.span_b, sel.steps_b);
  const swap = el("button", { type: "button", title: "swap A and B" }, "⇄ swap");
  const exch = el("input", { type: "text", "aria-label": "ranks exchanged in B", placeholder: "R1:R2", size: "7",
    spellcheck: "false", style: "margin-left: 4px; font: inherit",
    title: "B is A's job with the inputs of ranks R1 and R2 exchanged: did the delay follow the input or stay with " +
      "the rank? (empty: the exchange B's recorded shapes show, if any)" });
  exch.value = sel.exchange ?? "";
  const exLabel = el("label", {}, "exchange ", exch);
  const note = el("p", { class: "note" });
  const missing = [sel.a, sel.b].filter((n) => n !== undefined && !known(n));
  if (missing.length) note.textContent = `No run named ${missing.join(", ")} under the logdir; showing ${b} against ${a}.`;
  else if (a === b) note.textContent = "Only one run under the logdir: it is compared with itself.";
  const body = el("div", { class: "compare-body" });
  root.append(el("div", { class: "pickers" }, sa.label(), sb.label(), swap, exLabel), note, body);

  let token = 0;
  const go = () => {
    const my = ++token;
    const bad = [sa, sb].map((s) => [s, badSteps(s.steps.value.trim())] as const).filter(([, why]) => why);
    for (const s of [sa, sb]) {
      const wrong = bad.some(([x]) => x === s);
      s.steps.setAttribute("aria-invalid", String(wrong));
      s.steps.style.outline = wrong ? "2px solid #d32f2f" : "";
    }
    const exText = exch.value.trim();
    const badEx = badExchange(exText);
    exch.setAttribute("aria-invalid", String(!!badEx));
    exch.style.outline = badEx ? "2px solid #d32f2f" : "";
    if (bad.length || badEx) {
      disposeCharts(body);
      const says = bad.map(([s, why]) => `${s.key.toUpperCase()}: ${why}`);
      if (badEx) says.push(badEx);
      body.replaceChildren(el("p", { class: "error" }, says.join(" · ")));
      return;
    }
    const choice = { ...sa.sel(), ...sb.sel(), exchange: exText || undefined };
    nav.select(choice);
    void load(body, choice, () => my === token && body.isConnected);
  };
  for (const s of [sa, sb]) {
    s.run.onchange = () => { s.set(s.run.value, undefined, s.steps.value); go(); };
    s.span.onchange = go;
    s.steps.onchange = go;
  }
  exch.onchange = go;
  swap.onclick = () => {
    const [x, y] = [sa.sel(), sb.sel()];
    sa.set(y.b!, y.span_b, y.steps_b);
    sb.set(x.a!, x.span_a, x.steps_a);
    go();
  };
  go();
}

/** ``span 2, steps 3:6`` of a run's status while the comparison waits for it; "" for its defaults. */
function chosen(s: CompareStatus): string {
  const parts = [s.span ? `span ${s.span}` : "", s.steps ? `steps ${s.steps}` : ""].filter((x) => x);
  return parts.length ? ` (${parts.join(", ")})` : "";
}

/** Fetch the comparison of ``choice`` into ``body`` (its progress while either run is analysed) while ``live``. */
async function load(body: HTMLElement, choice: Sel, live: () => boolean): Promise<void> {
  disposeCharts(body);
  body.replaceChildren(el("p", { class: "progress" }, `comparing ${choice.b} against ${choice.a}…`));
  const { a, b, ...rest } = choice;
  for (;;) {
    const r = await compareRuns(a!, b!, rest as Record<string, string | number | undefined>);
    if (!live()) return;
    if (r.status === 200) { render(body, r.body as Comparison); return; }
    if (r.status === 202 || r.status === 500) {
      const st = r.body as { a: CompareStatus; b: CompareStatus };
      const line = (side: string, s: CompareStatus) => `${side} ${s.name}${chosen(s)}: ${s.state === "loading"
        ? `analysing, ${Math.round(s.progress * 100)} %` : s.state === "error" ? `could not be analysed: ${s.error}` : s.state}`;
      body.replaceChildren(el("p", { class: r.status === 202 ? "progress" : "error" }, `${line("A", st.a)} · ${line("B", st.b)}`));
      if (r.status === 500) return;
      await new Promise((res) => setTimeout(res, 500));
      continue;
    }
    body.replaceChildren(el("p", { class: "error" }, typeof r.body === "string" && r.body ? r.body : `error ${r.status}`));
    return;
  }
}

function render(root: HTMLElement, c: Comparison): void {
  disposeCharts(root);
  root.replaceChildren();
  const ident = (side: string, r: Comparison["a"]) => el("span", { class: "ident" }, el("span", { class: `swatch ${side}` }),
    ` ${side.toUpperCase()} `, el("b", {}, r.run), ` — span ${r.span}, ranks ${ranges(r.ranks)} of ${r.world_size}, ` +
    `steps ${ranges(r.steps)}, ${plural(r.collectives, "collective")}`);
  root.append(el("p", { class: "idents" }, ident("a", c.a), ident("b", c.b)));
  if (c.exchange) root.append(exchangeBox(c.exchange));
  root.append(headline(c));
  if (c.summary.length) root.append(el("ul", { class: "summary" }, ...c.summary.map((s) => el("li", {}, s))));

  root.append(el("h3", {}, "Metrics over the matched steps"));
  root.append(metricsTable(c.metrics));

  const charts = el("div", { class: "grid2" });
  const left = el("div", { class: "panel" }, el("h3", {}, "Per-step maximum step time"));
  const right = el("div", { class: "panel" }, el("h3", {}, "Largest arrival skew per step"));
  charts.append(left, right);
  root.append(charts);
  if (c.per_step.length) {
    stepChart(left, c, "time_max_us", "step time (max over ranks)");
    stepChart(right, c, "skew_max_us", "largest arrival skew");
  } else {
    left.append(el("p", { class: "note" }, "No matched step."));
    right.append(el("p", { class: "note" }, "No matched step."));
  }

  const strag = el("div", { class: "grid2" });
  const cards = el("div", { class: "panel", "data-section": "stragglers" }, el("h3", {}, "Straggler verdict"));
  for (const [side, s, run] of [["a", c.stragglers.a, c.a.run], ["b", c.stragglers.b, c.b.run]] as const) {
    cards.append(el("div", { class: "card" }, el("span", { class: `swatch ${side}` }), ` ${side.toUpperCase()} ${run}: `,
      ...straggler(s), s.basis ? el("div", { class: "basis" }, s.basis) : null));
  }
  const changed = c.stragglers.class_changed || c.stragglers.ranks_changed;
  cards.append(el("p", { class: changed ? "changed" : "note" }, changed
    ? `Verdict changed: ${who(c.stragglers.a)} → ${who(c.stragglers.b)}.` : `Verdict unchanged: ${who(c.stragglers.a)}.`));
  const hist = el("div", { class: "panel" }, el("h3", {}, "How often each rank was last (matched steps)"));
  strag.append(cards, hist);
  root.append(strag);
  criticalChart(hist, c);

  root.append(el("h3", {}, "Divergences (critical rank, op, kind) over the matched steps"));
  const divs = el("div", { class: "grid2" });
  divs.append(divTable("appeared", "Appeared in B", c.divergences.appeared),
    divTable("grown", "Grown in B (at least 2× the cost)", c.divergences.grown),
    divTable("vanished", "Vanished in B", c.divergences.vanished));
  root.append(divs);
  const persisting = c.divergences.persisting.length - c.divergences.grown.length;
  root.append(el("p", { class: "note" }, "steps: how many matched steps had the pattern as the critical rank's " +
    "divergence; lag: its median there." + (persisting > 0 ? ` ${persisting} more pattern(s) persist without growing.` : "")));

  const low = el("div", { class: "grid2" });
  low.append(evidenceTable(c), notCompared(c));
  root.append(low);
}

const EXCHANGE: Record<string, string> = { workload: "the delay followed the input (workload)",
  placement: "the delay stayed with the rank (placement)", ambiguous: "ambiguous" };

function rankOrNone(r: number | null): string {
  return r === null ? "none" : `rank ${r}`;
}

/** The controlled exchange, first: its verdict and basis, where the delay sat before and after, the test's p-value
 * and the steps it rests on, and what the exchange did not hold equal. Every string from the traces goes through
 * el() as text. */
function exchangeBox(ex: Exchange): HTMLElement {
  const cls = ex.verdict === "workload" || ex.verdict === "placement" ? ex.verdict : "ambiguous";
  const box = el("div", { class: `headline exchange ${cls}`, "data-section": "exchange", "data-verdict": cls },
    el("strong", {}, `Exchange of ranks ${ex.swapped.join(" and ")}: ${EXCHANGE[cls] ?? ex.verdict}`));
  const p = ex.p_value === null ? "not tested" : ex.p_value < 0.001 ? `p = ${ex.p_value.toExponential(1)}` : `p = ${ex.p_value.toFixed(3)}`;
  box.append(el("div", { class: "basis" }, ex.basis),
    el("div", { class: "sub" }, `delay: ${rankOrNone(ex.followed.before)} in A → ${rankOrNone(ex.followed.after)} in B · `,
      `${p} (${ex.test}) over ${plural(ex.steps, "step")} (${ex.steps_a} in A, ${ex.steps_b} in B)`,
      ex.recognised ? ` · known from ${ex.recognised === "flag" ? "the exchange given" : ex.recognised === "shapes"
        ? "B's recorded shapes" : "the exchange given and B's recorded shapes"}` : ""));
  if (ex.shapes) box.append(el("div", { class: "note" }, ex.shapes));
  if (ex.ranks?.length) {
    const head = el("tr", {}, ...["rank", "host A", "host B", "excess A", "excess B", "shapes A", "shapes B"].map((h) => el("th", {}, h)));
    const rows = ex.ranks.map((r) => el("tr", { "data-rank": String(r.rank) }, el("td", { class: "num" }, String(r.rank)),
      el("td", {}, r.host_a ?? "—"), el("td", {}, r.host_b ?? "—"),
      el("td", { class: "num" }, inMs(r.excess_a_us)), el("td", { class: "num" }, inMs(r.excess_b_us)),
      el("td", {}, r.shapes_a ?? "—"), el("td", {}, r.shapes_b ?? "—")));
    box.append(el("div", { class: "table-wrap" }, el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows))));
  }
  if (ex.not_held_equal?.length) {
    box.append(el("div", {}, "Not held equal:"), el("ul", { class: "not-held-equal" }, ...ex.not_held_equal.map((s) => el("li", {}, s))));
  }
  return box;
}

function headline(c: Comparison): HTMLElement {
  const m = c.metrics.find((x) => x.name === HEADLINE);
  const t = c.outcome.tally; // the metrics by verdict, counted in tb_xrank/comparison
  const [better, worse, same, open] = [t.lower, t.higher, t.unchanged, t.inconclusive];
  const cls = c.outcome.verdict === "worse" || c.outcome.verdict === "better" ? c.outcome.verdict : "same";
  const title = c.outcome.answer;
  const box = el("div", { class: `headline ${cls}`, "data-verdict": cls }, el("strong", {}, title));
  const sub = el("div", { class: "sub" });
  if (m && m.a !== null && m.b !== null) {
    sub.append(`${m.label}: ${value(m.a, m.unit)} → ${value(m.b, m.unit)}, ${change(m)}`,
      interval(m) ? ` (${interval(m)!.level} % interval ${intervalText(m)})` : "", " · ");
  }
  sub.append(el("span", { class: "v lower" }, `${better} better`), " ", el("span", { class: "v higher" }, `${worse} worse`),
    " ", el("span", { class: "v unchanged" }, `${same} unchanged`),
    open ? ` · ${open} inconclusive (too few steps: ${c.outcome.matched_steps} matched, at least ${c.outcome.min_steps} needed)` : "",
    ` of ${c.metrics.length} metrics · straggler: `,
    ...straggler(c.stragglers.a), " → ", ...straggler(c.stragglers.b));
  box.append(sub);
  return box;
}

function metricsTable(metrics: CompareMetric[]): HTMLElement {
  const levels = [...new Set(metrics.map((m) => interval(m)?.level).filter((x) => x !== undefined))];
  const ciLabel = levels.length === 1 ? `${levels[0]} % interval of the change` : "interval of the change";
  const head = el("tr", {}, ...["metric", "A", "B", "change (B − A)", ciLabel, "p", "n (A / B)", "verdict"]
    .map((h) => el("th", {}, h)));
  const rows = metrics.map((m) => el("tr", { "data-metric": m.name, class: `m-${m.verdict}` },
    el("td", {}, m.label), el("td", { class: "num" }, value(m.a, m.unit)), el("td", { class: "num" }, value(m.b, m.unit)),
    el("td", { class: "num" }, change(m)), el("td", { class: "num" }, intervalText(m)),
    el("td", { class: "num" }, m.p_value === null ? "—" : m.p_value < 0.001 ? "< 0.001" : m.p_value.toFixed(3)),
    el("td", { class: "num", title: m.n_of ? `how many ${m.n_of} each run's value rests on` : "" },
      `${m.n_a} / ${m.n_b}${m.n_of ? ` ${m.n_of}` : ""}`), el("td", {}, verdictBadge(m.verdict))));
  return el("div", { class: "table-wrap metrics" }, el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows)));
}

function stepLabel(s: Comparison["per_step"][number]): string {
  return s.step_a === s.step_b ? String(s.step_a) : `${s.step_a}/${s.step_b}`;
}

function stepChart(root: HTMLElement, c: Comparison, field: "time_max_us" | "skew_max_us", what: string): void {
  const rows = c.per_step;
  const val = (v: number | null) => (v === null || v === undefined ? null : v / 1000);
  const many = rows.length > 60;
  const series = (side: "a" | "b", name: string, color: string) => ({
    name, type: many ? "line" : "bar", showSymbol: false, itemStyle: { color }, lineStyle: { color },
    data: rows.map((s) => val(s[`${field}_${side}`])),
  });
  const nameA = `A ${c.a.run}`;
  const nameB = `B ${c.b.run}`;
  chart(root, 240, {
    grid: { left: 60, right: 16, top: 34, bottom: 40 },
    legend: { data: [nameA, nameB], top: 4 },
    tooltip: { trigger: "axis", formatter: (ps: any[]) => {
      const s = rows[ps[0]?.dataIndex ?? 0];
      return [`step A ${escapeHtml(s.step_a)} · B ${escapeHtml(s.step_b)} — ${escapeHtml(what)}`,
        ...ps.map((p) => `${escapeHtml(p.seriesName)}: ${p.value === null || p.value === undefined ? "—" : escapeHtml(p.value.toFixed(2))} ms`),
        `critical rank: A ${escapeHtml(s.critical_rank_a ?? "—")} · B ${escapeHtml(s.critical_rank_b ?? "—")}`].join("<br>");
    } },
    xAxis: { type: "category", name: "step", nameLocation: "middle", nameGap: 26, data: rows.map(stepLabel) },
    yAxis: { type: "value", name: "ms" },
    dataZoom: many ? [{ type: "inside" }] : undefined,
    series: [series("a", nameA, A_COLOR), series("b", nameB, B_COLOR)],
  });
}

function criticalChart(root: HTMLElement, c: Comparison): void {
  const keys = new Set([...c.matched.ranks.map(String), ...Object.keys(c.critical_history.a), ...Object.keys(c.critical_history.b)]);
  const ranks = [...keys].map(Number).sort((x, y) => x - y);
  if (!ranks.length) { root.append(el("p", { class: "note" }, "No critical rank in the matched steps.")); return; }
  chart(root, 240, {
    grid: { left: 50, right: 16, top: 34, bottom: 30 },
    legend: { data: [`A ${c.a.run}`, `B ${c.b.run}`], top: 4 },
    tooltip: { trigger: "axis" },
    xAxis: { type: "category", data: ranks.map((r) => `rank ${r}`) },
    yAxis: { type: "value", name: "steps", minInterval: 1 },
    series: [
      { name: `A ${c.a.run}`, type: "bar", itemStyle: { color: A_COLOR }, data: ranks.map((r) => c.critical_history.a[String(r)] ?? 0) },
      { name: `B ${c.b.run}`, type: "bar", itemStyle: { color: B_COLOR }, data: ranks.map((r) => c.critical_history.b[String(r)] ?? 0) },
    ],
  });
}

function divTable(section: string, title: string, rows: DivPattern[]): HTMLElement {
  const box = el("div", { class: "panel", "data-section": section }, el("h4", {}, `${title} (${rows.length})`));
  if (!rows.length) { box.append(el("p", { class: "note" }, "none")); return box; }
  box.append(table(rows, [
    { label: "rank", value: (d) => d.rank, sort: (d) => d.rank },
    { label: "op", value: (d) => d.op },
    { label: "kind", value: (d) => KIND_TEXT[d.kind] ?? d.kind },
    { label: "steps A → B", value: (d) => `${d.count_a} → ${d.count_b}`, sort: (d) => d.count_b - d.count_a },
    { label: "lag A", value: (d) => inMs(d.lag_median_us_a), sort: (d) => d.lag_median_us_a ?? 0 },
    { label: "lag B", value: (d) => inMs(d.lag_median_us_b), sort: (d) => d.lag_median_us_b ?? 0 },
  ]));
  return box;
}

function evidenceTable(c: Comparison): HTMLElement {
  const a = c.evidence.a;
  const b = c.evidence.b;
  const row = (label: string, f: (e: RunEvidence) => string, more?: (e: RunEvidence) => number) => {
    const worse = more ? more(b) > more(a) : false;
    return el("tr", {}, el("td", {}, label), el("td", {}, f(a)), el("td", worse ? { class: "worse" } : {}, f(b)));
  };
  const box = el("div", { class: "panel", "data-section": "evidence" }, el("h3", {}, "Missing evidence (matched steps)"));
  box.append(el("div", { class: "table-wrap" }, el("table", {},
    el("thead", {}, el("tr", {}, el("th", {}, ""), el("th", {}, `A ${c.a.run}`), el("th", {}, `B ${c.b.run}`))),
    el("tbody", {},
      row("unexplained gaps", (e) => `${e.gaps} (${inMs(e.gap_us)})`, (e) => e.gap_us ?? 0),
      row("files that could not be read", (e) => String(e.errors), (e) => e.errors),
      row("rank warnings", (e) => String(e.warnings), (e) => e.warnings),
      row("ranks not profiled", (e) => ranges(e.not_profiled), (e) => e.not_profiled?.length ?? 0),
      row("mismatched collectives", (e) => String(e.mismatches), (e) => e.mismatches),
      row("clock residual", (e) => inMs(e.clock_residual_us, 3))))));
  return box;
}

function notCompared(c: Comparison): HTMLElement {
  const u = c.unmatched;
  const m = c.matched;
  const box = el("div", { class: "panel", "data-section": "unmatched" }, el("h3", {}, "What was compared, and what was not"));
  box.append(el("p", {}, `Compared ${plural(m.steps.length, "step")} matched by ${m.by}, ${plural(m.collectives, "collective")}, ` +
    `ranks ${ranges(m.ranks)}.`));
  box.append(el("div", { class: "table-wrap" }, el("table", {},
    el("thead", {}, el("tr", {}, el("th", {}, "not compared"), el("th", {}, `only in A ${c.a.run}`), el("th", {}, `only in B ${c.b.run}`))),
    el("tbody", {},
      el("tr", {}, el("td", {}, "steps"), el("td", {}, ranges(u.steps_only_a)), el("td", {}, ranges(u.steps_only_b))),
      el("tr", {}, el("td", {}, "ranks"), el("td", {}, ranges(u.ranks_only_a)), el("td", {}, ranges(u.ranks_only_b))),
      el("tr", {}, el("td", {}, "collectives"), el("td", {}, String(u.collectives_only_a)),
        el("td", {}, String(u.collectives_only_b)))))));
  return box;
}
