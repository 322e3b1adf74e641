// DOM helpers. Every string from a trace reaches the page through textContent or an attribute,
// never parsed as markup, so trace strings are escaped by construction.

type Child = Node | string | number | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K, attrs: Record<string, string> = {}, ...children: Child[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    e.append(typeof c === "number" ? String(c) : c);
  }
  return e;
}

/** HTML-escape a string for the few places a library takes markup (chart tooltips). */
export function escapeHtml(s: unknown): string {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** ``n noun`` with the noun in the plural unless n is 1. */
export function plural(n: number, noun: string, many = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : many}`;
}

export function ms(us: number | null | undefined, digits = 1): string {
  if (us === null || us === undefined) return "—";
  return Math.abs(us) >= 1000 ? `${(us / 1000).toFixed(digits)} ms` : `${Math.abs(us) < 0.5 ? "0" : us.toFixed(0)} µs`;
}

export interface Column<T> { label: string; value: (row: T) => string | number | null | Node; sort?: (row: T) => number }

/** A table whose headers sort it; ``onRow`` makes rows clickable; ``key`` names each row (``data-id``). */
export function table<T>(rows: T[], cols: Column<T>[], onRow?: (row: T) => void, initial?: number,
  key?: (row: T) => string): HTMLElement {
  const wrap = el("div", { class: "table-wrap" });
  let order = rows.slice();
  let sortCol = initial ?? -1;
  let desc = true;
  const draw = () => {
    if (sortCol >= 0 && cols[sortCol].sort) {
      const key = cols[sortCol].sort!;
      order = rows.slice().sort((a, b) => (desc ? key(b) - key(a) : key(a) - key(b)));
    }
    const head = el("tr", {}, ...cols.map((c, i) => {
      const th = el("th", c.sort ? { class: "sortable" } : {}, c.label + (i === sortCol ? (desc ? " ▼" : " ▲") : ""));
      if (c.sort) th.onclick = () => { desc = i === sortCol ? !desc : true; sortCol = i; draw(); };
      return th;
    }));
    const body = order.slice(0, 500).map((r) => {
      const attrs: Record<string, string> = onRow ? { class: "clickable" } : {};
      if (key) attrs["data-id"] = key(r);
      const tr = el("tr", attrs, ...cols.map((c) => {
        const v = c.value(r);
        return el("td", {}, v instanceof Node ? v : String(v ?? "—"));
      }));
      if (onRow) tr.onclick = () => onRow(r);
      return tr;
    });
    wrap.replaceChildren(el("table", {}, el("thead", {}, head), el("tbody", {}, ...body)));
    if (rows.length > 500) wrap.append(el("p", { class: "note" }, `first 500 of ${rows.length} rows`));
  };
  draw();
  return wrap;
}

/** A "copy link" button: puts ``url()`` on the clipboard, or shows it in a read-only field to copy by hand
 * where the clipboard is not allowed (TensorBoard's iframe without focus, plain http). */
export function copyLink(url: () => string, label = "copy link"): HTMLElement {
  const box = el("span", { class: "copy" });
  const button = el("button", { class: "copy-link", type: "button" }, label);
  button.onclick = async (ev) => {
    ev.stopPropagation();
    const u = url();
    box.querySelector("input")?.remove();
    try {
      await navigator.clipboard.writeText(u);
      button.textContent = "copied";
      setTimeout(() => { button.textContent = label; }, 1500);
    } catch {
      const field = el("input", { value: u, readonly: "", "aria-label": "link" });
      box.append(field);
      field.select();
    }
  };
  box.append(button);
  return box;
}

/** A loading view: what is awaited, the seconds since it began, and a progress bar, moving until ``set`` gives a
 * fraction done. ``stop`` ends its clock. */
export function loadingView(what: string) {
  const started = Date.now();
  const text = el("span", {}, what);
  const secs = el("span", { class: "elapsed" }, "0 s");
  const bar = el("progress", { "aria-label": "progress" });
  const node = el("div", { class: "loading" }, el("p", { class: "progress" }, text, " · ", secs), bar);
  const clock = setInterval(() => { secs.textContent = `${Math.floor((Date.now() - started) / 1000)} s`; }, 1000);
  return {
    node,
    set(what: string, fraction: number | null = null) {
      text.textContent = what;
      if (fraction === null) bar.removeAttribute("value");
      else { bar.max = 1; bar.value = fraction; }
    },
    stop: () => clearInterval(clock),
  };
}
