// Grouping ranks for large runs: where the Analysis says ``grouped`` every per-rank view shows one row per group
// (a host, a process group of a mesh dimension, or a position within those groups) and zooms into one group's
// ranks on demand. A view never builds DOM per rank; its rows are drawn on canvas.
import { Analysis } from "./api";
import { el } from "./dom";

export interface Group { key: string; label: string; ranks: number[] }
/** One of the Analysis' groupings (``by``: "host", "pg:<pg>": which group of that process group's family, or
 * "<pg>": the position in those groups), with ``of``: each rank's group. */
export interface Grouping { by: string; label: string; noun: string; plural: string; groups: Group[]; of: Map<number, Group> }

export function profiled(a: Analysis): number[] {
  return a.ranks.filter((r) => r.status !== "not_profiled").map((r) => r.rank);
}

/** Whether the run is large enough for its per-rank views to group ranks (Analysis.grouped). */
export function isLarge(a: Analysis): boolean {
  return a.grouped ?? false;
}

const groupingCache = new WeakMap<Analysis, Grouping[]>();

/** The Analysis' groupings (decided in Python: tb_xrank/diagnose/mesh.py), each with its rank index. */
function groupings(a: Analysis): Grouping[] {
  const hit = groupingCache.get(a);
  if (hit) return hit;
  const out = (a.groupings ?? []).map((g) => {
    const of = new Map<number, Group>();
    for (const x of g.groups) for (const r of x.ranks) of.set(r, x);
    return { ...g, of };
  });
  groupingCache.set(a, out);
  return out;
}

const noGrouping: Grouping = { by: "host", label: "host", noun: "host", plural: "hosts", groups: [], of: new Map() };

/** The grouping ``by`` of the profiled ranks (the first, by host, where the run has no such grouping). */
export function grouping(a: Analysis, by: string | undefined): Grouping {
  const all = groupings(a);
  return all.find((g) => g.by === by) ?? all[0] ?? noGrouping;
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
  const opts = groupings(a);
  const pick = el("select", { "aria-label": "group ranks by" },
    ...opts.map((g) => el("option", { value: g.by }, `group by ${g.label}`)));
  if (value && opts.some((g) => g.by === value)) pick.value = value;
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
