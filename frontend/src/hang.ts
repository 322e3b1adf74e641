// Hang: where the ranks of a hung job parted ways, from their Flight Recorder dumps (the Analysis' ``hang``), each
// rank's part in it, the process groups, the last records and stacks of the ranks that never arrived, and what the
// profiler traces of the same job say about those ranks.
import { Analysis } from "./api";
import { el, plural, table } from "./dom";
import { Nav } from "./nav";

type Hang = NonNullable<Analysis["hang"]>;

/** A recorder time (ns since the epoch, the rank's own clock) as UTC to the ms. */
function utc(ns: number): string {
  return new Date(ns / 1e6).toISOString().replace("T", " ").replace("Z", " UTC");
}

/** Input sizes as shapes: [64, 64] [4]. */
const shape = (sizes: unknown[]) => sizes.map((s) => `[${(Array.isArray(s) ? s : [s]).join(", ")}]`).join(" ") || "(no input)";

const ranksText = (rs: number[]) => (rs.length === 1 ? `rank ${rs[0]}` : `ranks ${rs.join(", ")}`);

/** What one rank did at the hang, in words. */
function part(h: Hang, r: number): string {
  const c = h.collective;
  const at = c ? `${c.op} seq ${c.seq} of PG ${c.pg}` : "";
  const mis = h.mismatched.find((m) => m.rank === r);
  if (mis) return `entered ${mis.op} ${shape(mis.sizes)} at seq ${mis.seq} of PG ${mis.pg} where the others entered ` +
    `${String(mis.expected.op)}: a desync`;
  const since = h.waiting_since_ns[String(r)];
  if (since !== undefined) return `waits in ${at} since ${utc(since)}`;
  if (h.waiting_ranks.includes(r)) return "waits in another group's divergence (below)";
  const miss = h.missing.find((m) => m.rank === r);
  if (miss) {
    const l = miss.last;
    return `never entered ${at}` + (l ? `; its last record: ${l.op} seq ${l.seq} of PG ${l.pg}` +
      `${l.retired ? "" : " (unfinished)"} at ${utc(l.created_ns)}` : "");
  }
  if (h.completed_ranks.includes(r)) return `completed ${at}`;
  if (h.no_dump_ranks.includes(r)) return "no dump: unknown, not guessed";
  const bad = h.damaged.find((d) => d.rank === r);
  if (bad) return `dump not read (${bad.reason}): unknown`;
  return "—";
}

function stacks(h: Hang): HTMLElement {
  const box = el("div", {});
  for (const m of h.missing) {
    if (!m.last?.frames.length) continue;
    box.append(el("h4", {}, `Rank ${m.rank}'s last record's stack (innermost first)`),
      table(m.last.frames, [{ label: "function", value: (f) => String(f.name) },
        { label: "file", value: (f) => String(f.filename) }, { label: "line", value: (f) => String(f.line) }]));
  }
  return box;
}

/** What the profiled steps of the same job say about the ranks that never arrived or disagreed. */
function profiled(a: Analysis, h: Hang): HTMLElement {
  const who = [...new Set([...h.missing_ranks, ...h.mismatched.map((m) => m.rank)])];
  if (!a.steps.length || !who.length) {
    return el("p", { class: "note" }, "No profiler trace of this job's steps beside the dumps.");
  }
  const first = a.steps[0].step;
  const last = a.steps[a.steps.length - 1].step;
  const lines = who.map((r) => {
    const n = a.stragglers.critical_counts[String(r)] ?? 0;
    const divs = a.divergences.filter((d) => d.rank === r);
    return el("li", {}, `rank ${r}: last in ${plural(n, "step")} of the profiled ${plural(a.steps.length, "step")}` +
      (divs.length ? `; ${plural(divs.length, "divergence")}, the largest ${divs[0].op} (${divs[0].kind})` : "; no divergence"));
  });
  return el("div", {}, el("p", {}, `The profiler traces of the same job cover steps ${first}–${last}, before the hang ` +
    "(the profiler writes at the end of its window, the recorder when the job hangs):"), el("ul", {}, ...lines));
}

export function hangView(a: Analysis, root: HTMLElement, nav: Nav): void {
  const h = a.hang;
  if (!h) { root.append(el("p", {}, "This run has no Flight Recorder dump.")); return; }
  const lead = a.findings.find((f) => f.kind === "hang");
  root.append(el("p", { class: "lead", "data-hang": "" }, lead?.text ?? "The dumps show no hang."));
  const world = [...new Set([...a.ranks.map((r) => r.rank), ...h.no_dump_ranks, ...h.damaged.map((d) => d.rank),
    ...h.process_groups.flatMap((p) => p.ranks)])].sort((x, y) => x - y);
  root.append(el("h3", {}, "Each rank at the hang"), table(world, [
    { label: "rank", value: (r) => r, sort: (r) => r },
    { label: "dump", value: (r) => (h.no_dump_ranks.includes(r) ? "none" : h.damaged.some((d) => d.rank === r) ? "not read" : "read") },
    { label: "at the hang", value: (r) => part(h, r) },
  ]));
  if (h.also.length) {
    root.append(el("h3", {}, "Other groups that parted ways"), table(h.also, [
      { label: "PG", value: (x) => x.pg }, { label: "collective", value: (x) => `${x.op} seq ${x.seq}` },
      { label: "waiting", value: (x) => (x.waiting_ranks.length ? ranksText(x.waiting_ranks) : "—") },
      { label: "never entered", value: (x) => (x.missing_ranks.length ? ranksText(x.missing_ranks) : "—") }]));
  }
  root.append(el("h3", {}, "Process groups in the dumps"), table(h.process_groups, [
    { label: "PG", value: (p) => p.pg + (p.p2p ? " (point-to-point)" : "") },
    { label: "ranks", value: (p) => p.ranks.join(", ") },
    { label: "last completed by all", value: (p) => p.last_completed_by_all ?? "—" },
    { label: "parts ways at", value: (p) => (p.diverges_at === null ? "—" : `seq ${p.diverges_at}`) }]));
  for (const d of h.damaged) root.append(el("p", { class: "error" }, `${d.file} (rank ${d.rank}): ${d.reason}`));
  root.append(stacks(h), el("h3", {}, "The profiled steps of the same job"), profiled(a, h));
  if (a.steps.length) {
    const go = el("a", { href: nav.link("history"), class: "go" }, "its critical-rank history");
    go.onclick = (ev) => { ev.preventDefault(); nav.open("history"); };
    root.append(el("p", {}, "See ", go, "."));
  }
}
