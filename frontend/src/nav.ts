// How the tabs move: what a view has selected (its link's query), how it opens another, and the grouping of a large
// run's ranks every per-rank view shares.
import { Analysis } from "./api";
import { el } from "./dom";
import { Group, Grouping, grouping, isLarge } from "./groups";

/** What a view has selected; each key is a query parameter of the view's link. ``group`` is how ranks are
 * grouped (default: by host), ``zoom`` the group zoomed into, ``section`` a part of the Missing evidence tab,
 * ``span`` the profiler window every tab but Over time and Compare shows (1-based; none: the latest). */
export interface Sel { collective?: string; step?: number; group?: string; zoom?: string; section?: string;
  span?: number; a?: string; b?: string; span_a?: number; span_b?: number; steps_a?: string; steps_b?: string;
  exchange?: string }

/** How a view moves: ``open`` another view (or this one) on a selection and redraw (in the window shown unless
 * the selection names its ``span``); ``select`` records a selection the view already shows (the link follows);
 * ``link`` is the standalone page of a view. ``span`` is the window shown (none: the latest). */
export interface Nav { run: string; span?: number; sel: Sel; open: (tab: string, sel?: Sel) => void; select: (sel: Sel) => void;
  link: (tab: string, sel?: Sel) => string }

export const KIND_TEXT: Record<string, string> = { compute: "compute", workload: "workload", host_gap: "host gap",
  input: "input", allocation: "allocation", transfer: "transfer", collective: "taken up late", unknown: "unknown",
  bar: "bar: waiting and transfer" };

/** A link that opens a view (a navigation: Back returns here). */
export function goTo(nav: Nav, tab: string, sel: Sel, text: string): HTMLElement {
  const a = el("a", { href: nav.link(tab, sel), class: "go" }, text);
  a.onclick = (ev) => { ev.preventDefault(); nav.open(tab, sel); };
  return a;
}

/** The grouping of a view of a large run and its zoomed group (none for a run that fits one row per rank). */
export function grouped(a: Analysis, sel: Sel): { g: Grouping | null; zoom: Group | undefined } {
  if (!isLarge(a)) return { g: null, zoom: undefined };
  const g = grouping(a, sel.group);
  return { g, zoom: g.groups.find((x) => x.key === sel.zoom) };
}

/** Redraw ``tab`` grouped by ``by`` and zoomed into ``zoom`` (all groups when undefined), keeping the rest of
 * its selection. */
export function regroup(nav: Nav, tab: string, extra: Sel = {}) {
  return (by: string, zoom: string | undefined) =>
    nav.open(tab, { ...nav.sel, ...extra, group: by === "host" ? undefined : by, zoom });
}
