// The Missing evidence tab's run part: what the traces of every window could not measure, from their own metadata
// (RunOverTime.limits: the notes that follow for the analysis, the profiler's options and schedule, kineto's warnings
// and dropped-record lines, the ranks or windows without a trace).
import { TraceLimits, runOverTime } from "./api";
import { el, loadingView, plural, table } from "./dom";
import { Nav, Sel } from "./nav";

const flag = (v: boolean | null) => (v === null ? "mixed: some traces on, some off" : v ? "on" : "off");

/** The section (``data-section="limits"``), filled once the run over all its windows is there. */
export function measurementLimits(root: HTMLElement, nav: Nav, sel: Sel): void {
  const run = nav.run;
  const box = el("section", { "data-section": "limits" },
    el("h3", {}, "What the profiler could measure, in every window"));
  const view = loadingView(`reading the traces' metadata in every window of ${run}…`);
  box.append(view.node);
  root.append(box);
  void runOverTime(run, (st) => view.set(`reading every window of ${run}: ${Math.round(st.progress * 100)}%`,
    st.progress), () => view.node.isConnected).then((d) => {
    view.stop();
    if (d === null || !view.node.isConnected) return;
    if (typeof d === "string") { view.node.replaceWith(el("p", { class: "error" }, d)); return; }
    view.node.remove();
    fill(box, d.limits);
    if (sel.section === "limits") requestAnimationFrame(() => box.scrollIntoView({ block: "start" }));
  });
}

function fill(box: HTMLElement, l: TraceLimits): void {
  box.append(l.notes.length ? el("ul", { class: "limits-notes" }, ...l.notes.map((n) => el("li", {}, n)))
    : el("p", {}, "Nothing the traces' own metadata says limits the analysis."));
  const rows: [string, string][] = [
    ["recorded", l.activities.length ? l.activities.map((a) => a === "cpu" ? "cpu (host ops and annotations)"
      : a === "device" ? "device (GPU kernels, copies)" : a).join(", ") : "nothing"],
    ["ranks without device activity", l.no_device_ranks.length ? l.no_device_ranks.join(", ") : "none"],
    ["record_shapes", flag(l.record_shapes)], ["with_stack", flag(l.with_stack)],
    ["profile_memory", flag(l.profile_memory)], ["with_modules", flag(l.with_modules)], ["with_flops", flag(l.with_flops)],
    ["schedule", l.schedule?.text ?? "one window"],
    ["warnings on the ranks", l.trace_warnings ? `${l.trace_warnings} (damaged or excluded events: the ranks table above, per window)` : "none"],
  ];
  box.append(el("table", { class: "evidence limits" }, el("tbody", {},
    ...rows.map(([k, v]) => el("tr", {}, el("th", {}, k), el("td", {}, v))))));
  box.append(el("h4", {}, "The profiler's own messages (kineto)"), l.kineto.length
    ? table(l.kineto, [
      { label: "window", value: (m) => m.span, sort: (m) => m.span }, { label: "rank", value: (m) => m.rank ?? "—" },
      { label: "level", value: (m) => m.level }, { label: "message", value: (m) => m.text }, { label: "file", value: (m) => m.file },
    ])
    : el("p", {}, "No warning, error or dropped-record line in any trace."));
  box.append(el("h4", {}, "Missing traces"), l.missing.length
    ? el("ul", {}, ...l.missing.map((m) => el("li", {}, m)))
    : el("p", {}, `Every rank has a readable trace in every window${l.schedule ? ` (${plural(l.schedule.windows, "window")})` : ""}.`));
}
