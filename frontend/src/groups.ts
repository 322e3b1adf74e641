// Grouping ranks for large runs: where the Analysis says ``grouped`` every per-rank view shows one row per group
// (a host, a process group of a mesh dimension, or a position within those groups) and zooms into one group's
// ranks on demand. A view never builds DOM per rank; its rows are drawn on canvas.
import { Analysis } from "./api";
import { el } from "./dom";

export interface Group { key: string; label: string; ranks: number[] }
/** ``by``: "host", "pg:<pg>" (which group of that process group's family) or "<pg>" (position in those groups). */
export interface Grouping { by: string; noun: string; plural: string; groups: Group[]; of: Map<number, Group> }
/** Process groups of one size whose members do not overlap: one dimension of the mesh (e.g. a tensor-parallel
 * group per host). ``key`` is its first group's name. A group of every rank is no family. */
export interface Family { key: string; size: number; pgs: string[] }

const natural = new Intl.Collator(undefined, { numeric: true }).compare;

export function profiled(a: Analysis): number[] {
  return a.ranks.filter((r) => r.status !== "not_profiled").map((r) => r.rank);
}

/** Whether the run is large enough for its per-rank views to group ranks (Analysis.grouped). */
export function isLarge(a: Analysis): boolean {
  return a.grouped ?? false;
}

/** The members of every process group: the summary's ``groups``, else each collective's own list. */
function pgMembers(a: Analysis): Map<string, number[]> {
  const out = new Map<string, number[]>(Object.entries(a.groups ?? {}));
  for (const c of a.collectives) {
    if (!out.has(c.pg) && c.group_ranks && !["send", "recv", "sendrecv"].includes(c.op)) out.set(c.pg, c.group_ranks);
  }
  return out;
}

const familyCache = new WeakMap<Analysis, Family[]>();

function families(a: Analysis): Family[] {
  const hit = familyCache.get(a);
  if (hit) return hit;
  const world = profiled(a).length;
  const fams: (Family & { seen: Set<number> })[] = [];
  for (const [pg, members] of [...pgMembers(a)].sort((x, y) => natural(x[0], y[0]))) {
    if (members.length < 2 || members.length >= world) continue;
    const fam = fams.find((f) => f.size === members.length && !members.some((r) => f.seen.has(r)));
    if (fam) { fam.pgs.push(pg); members.forEach((r) => fam.seen.add(r)); }
    else fams.push({ key: pg, size: members.length, pgs: [pg], seen: new Set(members) });
  }
  const out = fams.map(({ key, size, pgs }) => ({ key, size, pgs }));
  familyCache.set(a, out);
  return out;
}

function names(f: Family): string {
  return f.pgs.length > 3 ? `${f.pgs.slice(0, 2).join(", ")} … ${f.pgs[f.pgs.length - 1]}` : f.pgs.join(", ");
}

/** The ways to group ranks: [value, label]. */
function groupOptions(a: Analysis): [string, string][] {
  const out: [string, string][] = [["host", "host"]];
  for (const f of families(a)) {
    if (f.pgs.length > 1) out.push([`pg:${f.key}`, `process group (${f.pgs.length} groups of ${f.size}: ${names(f)})`]);
    out.push([f.key, `position in the process group${f.pgs.length > 1 ? "s" : ""} of ${f.size} (${names(f)})`]);
  }
  return out;
}

const groupingCache = new WeakMap<Analysis, Map<string, Grouping>>();

/** The profiled ranks in groups, in natural order of their keys (node2 before node10). */
export function grouping(a: Analysis, by: string | undefined): Grouping {
  const value = groupOptions(a).some(([v]) => v === by) ? by! : "host";
  const cache = groupingCache.get(a) ?? new Map<string, Grouping>();
  groupingCache.set(a, cache);
  const hit = cache.get(value);
  if (hit) return hit;
  const meta = new Map(a.ranks.map((r) => [r.rank, r]));
  const famKey = value.startsWith("pg:") ? value.slice(3) : value;
  const fam = families(a).find((f) => f.key === famKey);
  const members = pgMembers(a);
  const pgOf = new Map<number, string>();
  for (const pg of fam?.pgs ?? []) for (const r of members.get(pg) ?? []) pgOf.set(r, pg);
  let key: (r: number) => [string, string];
  let noun = "host";
  let plural = "hosts";
  if (value === "host") key = (r) => { const h = meta.get(r)?.host ?? "?"; return [h, h]; };
  else if (value.startsWith("pg:")) {
    noun = "process group"; plural = "process groups";
    key = (r) => { const pg = pgOf.get(r); return pg === undefined ? ["~", "no group"] : [pg, `pg ${pg}`]; };
  } else {
    noun = "position"; plural = "positions";
    key = (r) => {
      const pg = pgOf.get(r);
      const p = pg === undefined ? undefined : meta.get(r)?.pg_positions?.[pg] ?? members.get(pg)?.indexOf(r);
      return p === undefined ? ["~", "no position"] : [`pos ${p}`, `position ${p}`];
    };
  }
  const byKey = new Map<string, Group>();
  for (const r of profiled(a)) {
    const [k, label] = key(r);
    const g = byKey.get(k) ?? { key: k, label, ranks: [] };
    g.ranks.push(r);
    byKey.set(k, g);
  }
  const groups = [...byKey.values()].sort((x, y) => natural(x.key, y.key));
  groups.forEach((g) => g.ranks.sort((x, y) => x - y));
  const of = new Map<number, Group>();
  for (const g of groups) for (const r of g.ranks) of.set(r, g);
  const out = { by: value, noun, plural, groups, of };
  cache.set(value, out);
  return out;
}

/** "296–303" for consecutive ranks, else the first few and a count. */
export function rankSpan(ranks: number[]): string {
  if (!ranks.length) return "none";
  const lo = ranks[0];
  const hi = ranks[ranks.length - 1];
  if (hi - lo + 1 === ranks.length) return ranks.length === 1 ? String(lo) : `${lo}–${hi}`;
  return ranks.length <= 4 ? ranks.join(", ") : `${ranks.slice(0, 3).join(", ")}, … (${ranks.length})`;
}

/** The member of ``ranks`` with the largest ``value`` (null values lose), and that value. */
export function worst(ranks: number[], value: (r: number) => number | null | undefined): { rank: number | null; value: number | null } {
  let rank: number | null = null;
  let best: number | null = null;
  for (const r of ranks) {
    const v = value(r);
    if (v === null || v === undefined || !Number.isFinite(v)) continue;
    if (best === null || v > best) { best = v; rank = r; }
  }
  return { rank, value: best };
}

/** The "group ranks by" picker, showing ``value`` when it is one of the run's groupings. */
export function groupPicker(a: Analysis, value?: string): HTMLSelectElement {
  const opts = groupOptions(a);
  const pick = el("select", { "aria-label": "group ranks by" },
    ...opts.map(([v, label]) => el("option", { value: v }, `group by ${label}`)));
  if (value && opts.some(([v]) => v === value)) pick.value = value;
  return pick;
}

/** "Group ranks by" and, for a large run, the zoom: a picker of groups, or the zoomed group and the way back.
 * ``change(by, zoom)`` is called with the new choice (``zoom`` undefined: all groups). */
export function controls(a: Analysis, g: Grouping, zoom: Group | undefined,
  change: (by: string, zoom: string | undefined) => void): HTMLElement {
  const box = el("div", { class: "zoombar" });
  const by = groupPicker(a, g.by);
  by.onchange = () => change(by.value, undefined);
  if (zoom) {
    const back = el("button", { type: "button", class: "back" }, `← all ${g.plural}`);
    back.onclick = () => change(g.by, undefined);
    box.append(back, el("span", { class: "zoomed" }, ` ${g.noun} ${zoom.label}: ranks ${rankSpan(zoom.ranks)} ` +
      `(${zoom.ranks.length})`), " ", by);
    return box;
  }
  const pick = el("select", { "aria-label": "zoom into" }, el("option", { value: "" }, `zoom into a ${g.noun}…`),
    ...g.groups.map((x) => el("option", { value: x.key }, `${x.label} (${x.ranks.length} ranks: ${rankSpan(x.ranks)})`)));
  pick.onchange = () => { if (pick.value) change(g.by, pick.value); };
  box.append(el("span", {}, `${profiled(a).length} ranks in ${g.groups.length} ${g.groups.length === 1 ? g.noun : g.plural}; ` +
    "click a row to zoom in, or "), pick, " ", by);
  return box;
}
