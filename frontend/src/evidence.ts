// The Missing evidence tab: gaps no recorded event covers, each rank's warnings, the clock, mismatches.
import { Analysis, Gap, Note, Rank, stepDetail } from "./api";
import { Column, el, ms, table } from "./dom";
import { Group, controls, grouping, rankSpan, worst } from "./groups";
import { Nav, Sel, grouped, regroup } from "./nav";

function section(name: string, ...children: (Node | string)[]): HTMLElement {
  return el("section", { "data-section": name }, ...children);
}

/** A code as a small tag, its title the severity and the file the entry is about. */
function codeTag(n: Note): HTMLElement {
  return el("span", { class: `code-tag ${n.severity}`, title: n.file ? `${n.severity}: ${n.file}` : n.severity }, n.code);
}

/** Warnings as their texts, "; " between them, each after its code's tag (trace text as text nodes only). */
function notes(ws: Note[]): HTMLElement {
  return el("span", {}, ...ws.flatMap((w, i) => [i ? "; " : "", codeTag(w), " ", w.text]));
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
    { label: "status", value: (r) => r.status }, { label: "warnings", value: (r) => notes(r.warnings) },
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
  for (const e of a.errors) ranks.append(el("p", { class: "error" }, codeTag(e), " ", `${e.file}: ${e.text}`));
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
