// Entry point. TensorBoard's iframe imports this module and calls render(); the standalone page
// (index.html?run=&tab=&collective=) marks its body and the module renders itself.
import { Analysis, RunStatus, runs, summary } from "./api";
import { disposeCharts } from "./charts";
import { el } from "./dom";
import { CSS } from "./style";
import * as views from "./views";

const TABS: [string, string][] = [["findings", "Findings"], ["aligned", "Aligned collectives"],
  ["spread", "Readiness spread"], ["history", "Critical-rank history"], ["evidence", "Missing evidence"],
  ["compare", "Compare"]];

interface State { run: string; tab: string; collective?: string }

function initialState(): State {
  const q = new URLSearchParams(location.search);
  const tab = q.get("tab") ?? "findings";
  return { run: q.get("run") ?? "", tab: TABS.some(([t]) => t === tab) ? tab : "findings",
    collective: q.get("collective") ?? undefined };
}

/** The standalone page for a state: <TensorBoard base>/data/plugin/xrank/index.html?run=&tab=&collective= */
export function linkFor(s: State): string {
  const u = new URL("index.html", document.baseURI);
  u.searchParams.set("run", s.run);
  u.searchParams.set("tab", s.tab);
  if (s.collective) u.searchParams.set("collective", s.collective);
  return u.toString();
}

export async function render(): Promise<void> {
  document.head.append(el("style", {}, CSS));
  const state = initialState();
  const header = el("header", {}, el("h1", {}, "Cross-rank"));
  const runSel = el("select", { "aria-label": "run" });
  const nav = el("nav", {});
  const link = el("span", { class: "link" });
  const main = el("main", {});
  header.append(runSel, nav, link);
  document.body.append(header, main);

  const list = (await runs()).body;
  if (!list.length) {
    main.replaceChildren(el("p", {}, "No run with PyTorch Profiler traces of several ranks under the logdir."));
    return;
  }
  if (!list.some((r) => r.name === state.run)) state.run = list[0].name;
  for (const r of list) runSel.append(el("option", { value: r.name }, `${r.name} (${r.ranks} ranks)`));
  runSel.value = state.run;

  let analysis: Analysis | null = null;
  const draw = () => {
    disposeCharts();
    nav.replaceChildren(...TABS.map(([t, label]) => {
      const b = el("button", t === state.tab ? { class: "active", "data-tab": t } : { "data-tab": t }, label);
      b.onclick = () => { state.tab = t; state.collective = undefined; draw(); };
      return b;
    }));
    const copy = el("button", {}, "copy link");
    copy.onclick = async () => {
      const url = linkFor(state);
      try { await navigator.clipboard.writeText(url); copy.textContent = "copied"; }
      catch { link.replaceChildren(el("input", { value: url, readonly: "" })); }
    };
    link.replaceChildren(copy);
    main.replaceChildren();
    if (!analysis) return;
    const go: views.Nav = { run: state.run, open: (tab, collective) => {
      const redraw = tab !== state.tab;
      state.tab = tab; state.collective = collective;
      if (redraw) draw();
    } };
    const v = state.tab;
    if (v === "findings") views.findings(analysis, main, go);
    else if (v === "aligned") views.aligned(analysis, main, go, state.collective);
    else if (v === "spread") views.spread(analysis, main);
    else if (v === "history") views.history(analysis, main);
    else if (v === "evidence") views.evidence(analysis, main);
    else views.compare(main);
  };

  const load = async () => {
    analysis = null;
    draw();
    for (;;) {
      const { status, body } = await summary(state.run);
      if (status === 200) { analysis = body as Analysis; break; }
      const st = body as RunStatus;
      if (status !== 202) { main.replaceChildren(el("p", { class: "error" }, st.error ?? `error ${status}`)); return; }
      main.replaceChildren(el("p", { class: "progress" }, `analysing ${state.run}: ${Math.round(st.progress * 100)}%`));
      await new Promise((r) => setTimeout(r, 500));
    }
    draw();
  };
  runSel.onchange = () => { state.run = runSel.value; state.collective = undefined; void load(); };
  await load();
  // new span files written during training: the server re-analyses the run; show the new answer
  const seen = new Map((await runs()).body.map((r) => [r.name, r.version]));
  setInterval(async () => {
    const now = (await runs()).body.find((r) => r.name === state.run);
    if (!now || now.state !== "ready") return;
    if (!seen.has(now.name)) seen.set(now.name, now.version);
    if (now.version > seen.get(now.name)!) { seen.set(now.name, now.version); await load(); }
  }, 10_000);
}

if (document.body?.hasAttribute("data-xrank-standalone")) void render();
