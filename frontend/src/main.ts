// Entry point. TensorBoard's iframe imports this module and calls render(); the standalone page
// (index.html?run=&tab=&...) marks its body and the module renders itself.
import { Analysis, RunStatus, forget, runs, summary } from "./api";
import { disposeCharts } from "./charts";
import * as comparison from "./compare";
import { hangView } from "./hang";
import { history as criticalHistory } from "./history";
import { spread } from "./spread";
import { copyLink, el, loadingView } from "./dom";
import { measurementLimits } from "./limits";
import { overTime } from "./overtime";
import { CSS } from "./style";
import { followTheme } from "./theme";
import { aligned } from "./aligned";
import { evidence } from "./evidence";
import { findings } from "./findings";
import { Nav, Sel } from "./nav";

const TABS: [string, string][] = [["findings", "Findings"], ["hang", "Hang"], ["aligned", "Aligned collectives"],
  ["spread", "Readiness spread"], ["history", "Critical-rank history"], ["evidence", "Missing evidence"],
  ["overtime", "Over time"], ["compare", "Compare"]];

/** The tabs that show one profiler window (``span``; none: the latest): all but Over time (every window) and
 * Compare (its own spans). */
const windowed = (tab: string) => tab !== "overtime" && tab !== "compare";

/** The selection each tab keeps in its link, besides run and tab. */
const KEYS: Record<string, (keyof Sel)[]> = { aligned: ["collective", "step", "group", "zoom"],
  spread: ["collective", "group", "zoom"], evidence: ["step", "section", "group", "zoom"], history: ["group", "zoom"],
  compare: [...comparison.KEYS] };

export interface State extends Sel { run: string; tab: string }

function only(tab: string, sel: Sel): Sel {
  const out: Sel = {};
  for (const k of [...(KEYS[tab] ?? []), ...(windowed(tab) ? ["span" as const] : [])]) {
    if (sel[k] !== undefined && sel[k] !== "") (out as any)[k] = sel[k];
  }
  return out;
}

export function stateFrom(search: string): State {
  const q = new URLSearchParams(search);
  const tab = q.get("tab") ?? "findings";
  const s: State = { run: q.get("run") ?? "", tab: TABS.some(([t]) => t === tab) ? tab : "findings" };
  const step = q.get("step");
  const span = q.get("span");
  const sel: Sel = { collective: q.get("collective") ?? undefined, group: q.get("group") ?? undefined,
    zoom: q.get("zoom") ?? undefined, section: q.get("section") ?? undefined,
    ...comparison.selFrom(q),
    step: step !== null && /^-?\d+$/.test(step) ? Number(step) : undefined,
    span: span !== null && /^[1-9]\d{0,8}$/.test(span) ? Number(span) : undefined };
  return { ...s, ...only(s.tab, sel) };
}

/** The standalone page for a state: <TensorBoard base>/data/plugin/xrank/index.html?run=&tab=&<selection> */
export function linkFor(s: State): string {
  const u = new URL("index.html", document.baseURI);
  u.searchParams.set("run", s.run);
  u.searchParams.set("tab", s.tab);
  for (const [k, v] of Object.entries(only(s.tab, s))) u.searchParams.set(k, String(v));
  return u.toString();
}

/** The merged, clock-corrected trace of a run's window (``export?run=[&span=N]``, gzip), as a download. */
export function exportFor(run: string, span?: number): string {
  const u = new URL("export", document.baseURI);
  u.searchParams.set("run", run);
  if (span !== undefined) u.searchParams.set("span", String(span));
  return u.toString();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The window selector's options: the latest window (``""``), each window, and all of them (``"all"``: the Over
 * time tab). ``latest``: the latest window's number once its analysis is shown. */
function windowOptions(spans: number, latest: number | undefined): HTMLOptionElement[] {
  const out = [el("option", { value: "" }, latest ? `latest window (${latest} of ${spans})` : "latest window")];
  for (let i = 1; i <= spans; i++) out.push(el("option", { value: String(i) }, `window ${i} of ${spans}`));
  out.push(el("option", { value: "all" }, "all windows (Over time)"));
  return out;
}

export async function render(): Promise<void> {
  document.head.append(el("style", {}, CSS));
  const standalone = document.body.hasAttribute("data-xrank-standalone");
  let state = stateFrom(location.search);
  const header = el("header", {}, el("h1", {}, "Cross-rank"));
  const runSel = el("select", { "aria-label": "run" });
  const spanSel = el("select", { "aria-label": "window", title: "the profiler window the tabs show (a run " +
    "profiled with schedule(repeat=N) has one per N steps recorded)" });
  const nav = el("nav", {});
  const link = el("span", { class: "link" });
  const main = el("main", {});
  header.append(runSel, spanSel, nav, link);
  document.body.append(header, main);

  // TensorBoard may take long to answer on a busy machine: the page says what it waits for from the first second
  runSel.hidden = spanSel.hidden = true;
  const first = loadingView("Waiting for TensorBoard's list of runs…");
  main.append(first.node);
  let list: RunStatus[];
  for (;;) {
    try {
      const got = await runs();
      if (got.status === 200 && Array.isArray(got.body)) { list = got.body; break; }
      first.set(`TensorBoard answered ${got.status} to the list of runs; asking again…`);
    } catch {
      first.set("No answer from TensorBoard to the list of runs; asking again…");
    }
    await sleep(2000);
  }
  first.stop();
  runSel.hidden = false;
  if (!list.length) {
    main.replaceChildren(el("p", {}, "No run with PyTorch Profiler traces of several ranks under the logdir."));
    return;
  }
  // the run the server names (tensorboard --xrank_run, as make demo starts it), else the first
  if (!list.some((r) => r.name === state.run)) state.run = (list.find((r) => r.default) ?? list[0]).name;
  for (const r of list) runSel.append(el("option", { value: r.name }, `${r.name} (${r.ranks} ranks)`));
  runSel.value = state.run;

  // Opening a view is a navigation (a history entry: Back returns to the previous view); a refinement of the view
  // shown replaces its entry. The standalone page's address always is the link of what it shows; the iframe keeps
  // TensorBoard's address and the view in the entry's state.
  const record = (push: boolean) => {
    const url = standalone ? linkFor(state) : location.href;
    if (push) history.pushState({ xrank: state }, "", url);
    else history.replaceState({ xrank: state }, "", url);
  };
  let analysis: Analysis | null = null;
  let loaded: { run: string; span?: number } | null = null; // what ``analysis`` is (or is being loaded) of
  let waiting: HTMLElement | null = null; // progress or error of the current run's analysis
  const go: Nav = {
    get run() { return state.run; },
    get span() { return state.span; },
    get sel() { return only(state.tab, state); },
    // the compared pair is kept while other tabs are open, so that coming back shows it again; the window shown is
    // kept unless the selection names one
    open: (tab, sel = {}) => {
      state = { run: state.run, tab, ...comparison.kept(state), ...only(tab, { span: state.span, ...sel }) };
      record(true);
      show();
      window.scrollTo(0, 0);
    },
    select: (sel) => {
      state = { ...state, ...sel };
      for (const k of Object.keys(sel) as (keyof Sel)[]) if (sel[k] === undefined) delete state[k];
      record(false);
    },
    link: (tab, sel = {}) => linkFor({ run: state.run, tab, ...only(tab, { span: state.span, ...sel }) }),
  };
  /** Draw the state, after loading the run's window where the tab shows another than the one loaded. */
  const show = () => {
    if (windowed(state.tab) && (loaded?.run !== state.run || loaded?.span !== state.span)) void load();
    else draw();
  };
  const spans = () => list.find((r) => r.name === state.run)?.spans ?? 0;
  spanSel.onchange = () => {
    const v = spanSel.value;
    if (v === "all") { go.open("overtime"); return; }
    go.open(windowed(state.tab) ? state.tab : "findings", { span: v ? Number(v) : undefined });
  };
  const draw = () => {
    disposeCharts();
    runSel.hidden = state.tab === "compare";
    spanSel.hidden = state.tab === "compare" || spans() < 2;
    spanSel.replaceChildren(...windowOptions(spans(), loaded?.span === undefined ? analysis?.span : undefined));
    spanSel.value = state.tab === "overtime" ? "all" : String(state.span ?? "");
    // the Hang tab where the run has Flight Recorder dumps
    nav.replaceChildren(...TABS.filter(([t]) => t !== "hang" || analysis?.hang || state.tab === "hang").map(([t, label]) => {
      const b = el("button", t === state.tab ? { class: "active", "data-tab": t } : { "data-tab": t }, label);
      b.onclick = () => go.open(t);
      return b;
    }));
    link.replaceChildren(copyLink(() => linkFor(state)));
    if (windowed(state.tab)) link.append(el("a", { class: "download", href: exportFor(state.run, state.span), download: "",
      title: "every rank of this window in one clock-corrected Chrome trace (Perfetto, chrome://tracing)" }, "merged trace ↓"));
    main.replaceChildren();
    const v = state.tab;
    if (v === "compare") { comparison.compare(main, go, list, state.run); return; }
    if (v === "overtime") { overTime(main, go); return; }
    if (!analysis) { if (waiting) main.append(waiting); return; }
    if (v === "findings") findings(analysis, main, go);
    else if (v === "aligned") aligned(analysis, main, go, go.sel);
    else if (v === "spread") spread(analysis, main, go, go.sel);
    else if (v === "history") criticalHistory(analysis, main, go, go.sel);
    else if (v === "evidence") { evidence(analysis, main, go, go.sel); measurementLimits(main, go, go.sel); }
    else if (v === "hang") hangView(analysis, main, go);
  };

  // the Compare and Over time tabs do not show the current window's analysis: it is loaded without redrawing them
  const load = async () => {
    analysis = null;
    forget();
    const run = state.run;
    const span = windowed(state.tab) ? state.span : undefined;
    const mine = loaded = { run, span };
    const view = loadingView(`analysing ${run}${span === undefined ? "" : `, window ${span}`}…`);
    waiting = view.node;
    if (state.tab !== "compare") draw();
    try {
      for (;;) {
        const { status, body } = await summary(run, span);
        if (mine !== loaded) return;
        if (status === 200) { analysis = body as Analysis; break; }
        const st = body as RunStatus;
        if (status !== 202) {
          waiting.replaceWith(waiting = el("p", { class: "error" }, (typeof body === "string" ? body : st.error) || `error ${status}`));
          return;
        }
        view.set(`analysing ${run}${span === undefined ? "" : `, window ${span}`}: ${Math.round(st.progress * 100)}%`,
          st.progress);
        await sleep(500);
      }
    } finally {
      view.stop();
    }
    waiting = null;
    if (windowed(state.tab)) draw();
    else {  // the latest window's number, in the selector
      spanSel.replaceChildren(...windowOptions(spans(), analysis?.span));
      spanSel.value = state.tab === "overtime" ? "all" : "";
    }
  };
  // another run: its latest window
  runSel.onchange = () => {
    state = { run: runSel.value, tab: state.tab, ...comparison.kept(state) };
    record(true);
    void load();
  };
  window.addEventListener("popstate", (ev) => {
    const back: State = ev.state?.xrank ?? stateFrom(location.search);
    const other = back.run !== state.run;
    state = list.some((r) => r.name === back.run) ? back : { ...back, run: state.run };
    runSel.value = state.run;
    if (other) void load();
    else show();
  });
  followTheme(() => draw());
  record(false);
  if (state.tab === "compare") draw();
  await load();
  // new span files written during training: the server re-analyses the run; show the new answer
  const seen = new Map(list.map((r) => [r.name, r.version]));
  setInterval(async () => {
    list = (await runs()).body;
    const now = list.find((r) => r.name === state.run);
    if (!now || now.state !== "ready") return;
    if (!seen.has(now.name)) seen.set(now.name, now.version);
    if (now.version > seen.get(now.name)!) { seen.set(now.name, now.version); await load(); }
  }, 10_000);
}

if (document.body?.hasAttribute("data-xrank-standalone")) void render();
