// Walks every tab of one run in Debian's headless Chromium (playwright-core) and prints one JSON line of what each
// shows, for tests/test_views_agree.py to compare with the Analysis record.
//   node e2e/views.mjs BASE RUN          (SHOT=DIR: also a full-page screenshot of each tab, DIR/<tab>.png)
// BASE: the standalone page (…/data/plugin/xrank/index.html). Per tab, every fold opened: its text, the sentences marked as a
// divergence's summary ([data-summary]), the charts' series ({name, data}) and axis labels, the chosen step and
// collective where the tab has them, and the page errors.
import { chromium } from "playwright-core";

const [base, run] = process.argv.slice(2);
const TABS = ["findings", "aligned", "history", "spread", "evidence"];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--no-first-run"],
});

/** What the page shows: text, summaries, charts (series and category axes), the chosen table row. */
const shown = () => {
  for (const d of document.querySelectorAll("main details")) d.open = true;  // what a reader unfolds is shown too
  const norm = (t) => (t ?? "").replace(/\s+/g, " ").trim();
  const main = document.querySelector("main");
  const charts = Array.from(document.querySelectorAll("[data-chart]")).map((el) => {
    const o = el.xrankChart?.getOption?.();
    if (!o) return { name: el.getAttribute("data-chart") };
    const axis = (xs) => (xs ?? []).map((a) => (a.data ?? []).map((d) => (typeof d === "object" && d ? d.value : d)));
    return { name: el.getAttribute("data-chart"),
      series: (o.series ?? []).map((s) => ({ name: s.name ?? null, type: s.type,
        data: (s.data ?? []).map((d) => (d && typeof d === "object" && !Array.isArray(d) ? { value: d.value, name: d.name ?? null,
          itemStyle: d.itemStyle ?? null } : d)) })),
      x: axis(o.xAxis), y: axis(o.yAxis) };
  });
  return { text: norm(main?.innerText), summaries: Array.from(document.querySelectorAll("[data-summary]")).map((e) => norm(e.textContent)),
    charts, chosen: Array.from(document.querySelectorAll("tr.chosen[data-id]")).map((e) => e.getAttribute("data-id")),
    headings: Array.from(main?.querySelectorAll("h2, h3, h4") ?? []).map((e) => norm(e.textContent)) };
};

try {
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  const out = { errors: [], tabs: {} };
  page.on("pageerror", (e) => out.errors.push(String(e)));
  for (const tab of TABS) {
    const u = new URL(base);
    u.searchParams.set("run", run);
    u.searchParams.set("tab", tab);
    await page.goto(u.toString());
    await page.waitForSelector("nav button", { timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector("main .progress"), null, { timeout: 60_000 });
    await page.waitForTimeout(600);  // the charts' first frame
    out.tabs[tab] = await page.evaluate(shown);
    if (process.env.SHOT) await page.screenshot({ path: `${process.env.SHOT}/${tab}.png`, fullPage: true });
  }
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
}
