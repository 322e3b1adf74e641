// Drives the Critical-rank history and Readiness spread tabs in Debian's headless Chromium (playwright-core) and
// prints one JSON line of what their charts draw.
//   node e2e/history.mjs URL SCREENSHOT|- [--cell STEP:ROW | --row LABEL]
// Reports the page's text, and where the page shows them: the heat map's cells (``heat``: step, row label, kind
// "held" or "noise", value), its rows, the bar chart beside it (``bars``: its labels and each series' name and
// data), and the per-step work chart (``work``: its legend, series names and each slowest bar's label).
// --cell STEP:ROW   then click the heat-map cell of step STEP on the row whose label is ROW (on the canvas, where
//                   it is drawn), wait for the tab it opens and report that tab, its address and the step picker's
//                   value (``opened``), then go Back and report the tab and address again (``back``).
// --row LABEL       on a grouped history, click the label of the row whose label starts with LABEL (on the canvas),
//                   wait until the heat map shows that group's ranks; report the rows and the zoom bar before and
//                   after (``rows_before``, ``rows_after``, ``zoombar_before``, ``zoombar_after``), the row clicked
//                   (``clicked_row``) and the address. The longest main-thread task of the load and of the zoom are
//                   reported apart (``load_longest_task_ms``, ``zoom_longest_task_ms``; never asserted against a time).
import { chromium } from "playwright-core";

const [url, shot, mode, arg] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--no-first-run"],
});

const option = (page, name) => page.evaluate((name) => {
  const box = document.querySelector(`[data-chart="${name}"]`);
  if (!box) return null;
  const o = box.xrankChart.getOption();
  return JSON.parse(JSON.stringify({
    x: o.xAxis?.[0]?.data ?? null, y: o.yAxis?.[0]?.data ?? null, legend: o.legend?.[0]?.data ?? null,
    title: box.getAttribute("data-title"),
    series: o.series.map((s) => ({ name: s.name ?? null, type: s.type, stack: s.stack ?? null,
      data: (s.data ?? []).map((d) => (d && typeof d === "object" && !Array.isArray(d) ? { value: d.value, tip: d.tip ?? null,
        label: d.label?.formatter ?? null } : d)) })),
  }));
}, name);

try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  const out = { errors: [] };
  page.on("pageerror", (e) => out.errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" && !m.location().url.endsWith("/favicon.ico")) out.errors.push(`${m.text()} ${m.location().url}`);
  });
  await page.goto(url);
  await page.waitForSelector("nav button.active");
  out.tab = await page.getAttribute("nav button.active", "data-tab");
  await page.waitForSelector("main canvas", { timeout: 90_000 });
  await page.waitForSelector("main .progress", { state: "detached" });
  await page.waitForTimeout(400);
  const heat = await option(page, "history");
  if (heat) {
    out.rows = heat.y;
    out.steps = heat.x;
    out.heat = heat.series.flatMap((s) => s.data.map((d) => {
      const v = Array.isArray(d) ? d : d.value;
      return { step: Number(heat.x[v[0]]), row: heat.y[v[1]], kind: s.name, value: v[2] ?? null };
    }));
    out.definition = await page.locator("[data-definition]").first().textContent().catch(() => null);
  }
  const bars = await option(page, "last-counts");
  if (bars) out.bars = { labels: bars.x, title: bars.title, series: bars.series.map((s) => ({ name: s.name, data: s.data })) };
  const work = await option(page, "work");
  if (work) out.work = { legend: work.legend, series: work.series.map((s) => ({ name: s.name, data: s.data })) };
  out.text = (await page.textContent("main")).replace(/\s+/g, " ");
  out.load_longest_task_ms = await page.evaluate(() => window.__longest);
  if (shot !== "-") await page.screenshot({ path: shot, fullPage: true });
  if (mode === "--row") {
    out.rows_before = heat.y;
    out.zoombar_before = (await page.locator(".zoombar").first().textContent()).replace(/\s+/g, " ").trim();
    await page.evaluate(() => { window.__longest = 0; });
    const at = await page.evaluate((label) => {
      const box = document.querySelector('[data-chart="history"]');
      box.scrollIntoView({ block: "center" });
      const c = box.xrankChart;
      const j = c.getOption().yAxis[0].data.findIndex((r) => String(r).startsWith(label));
      const y = c.convertToPixel({ yAxisIndex: 0 }, j);
      // the grid's left edge: half a cell before the first cell's centre; the labels end a few pixels before it
      const [x0, x1] = [0, 1].map((i) => c.convertToPixel({ xAxisIndex: 0 }, i));
      const r = box.getBoundingClientRect();
      return { x: r.left + x0 - (x1 - x0) / 2 - 24, y: r.top + y, j };
    }, arg);
    out.clicked_row = at.j;
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => {
      const c = document.querySelector('[data-chart="history"]')?.xrankChart;
      if (!c || c.isDisposed()) return false;
      const d = c.getOption().yAxis[0].data;
      return d.length > 0 && d.every((x) => String(x).startsWith("rank "));
    }, null, { timeout: 60_000 });
    await page.waitForTimeout(300);
    out.zoom_longest_task_ms = await page.evaluate(() => window.__longest);
    out.rows_after = (await option(page, "history")).y;
    out.zoombar_after = (await page.locator(".zoombar").first().textContent()).replace(/\s+/g, " ").trim();
    out.text = (await page.textContent("main")).replace(/\s+/g, " ");
    out.address = page.url();
  }
  if (mode === "--cell") {
    const [step, row] = [arg.slice(0, arg.indexOf(":")), arg.slice(arg.indexOf(":") + 1)];
    const at = await page.evaluate(([step, row]) => {
      const box = document.querySelector('[data-chart="history"]');
      box.scrollIntoView({ block: "center" });
      const c = box.xrankChart;
      const o = c.getOption();
      const i = o.xAxis[0].data.map(String).indexOf(step);
      const j = o.yAxis[0].data.map(String).indexOf(row);
      const [x, y] = c.convertToPixel({ gridIndex: 0 }, [i, j]);
      const r = box.getBoundingClientRect();
      return { x: r.left + x, y: r.top + y, i, j };
    }, [step, row]);
    out.clicked = at;
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => document.querySelector("nav button.active")?.getAttribute("data-tab") !== "history",
      null, { timeout: 30_000 });
    out.opened = { tab: await page.getAttribute("nav button.active", "data-tab"), address: page.url() };
    const pick = await page.$('select[aria-label="step"]');
    if (pick) {
      await page.waitForSelector('.pathline, [data-section="path"] .error', { timeout: 60_000 });
      out.opened.step = await pick.inputValue();
      out.opened.pathline = (await page.locator(".pathline").first().textContent().catch(() => "")) ?? "";
    }
    await page.goBack();
    await page.waitForFunction(() => document.querySelector("nav button.active")?.getAttribute("data-tab") === "history",
      null, { timeout: 30_000 });
    out.back = { tab: await page.getAttribute("nav button.active", "data-tab"), address: page.url() };
  }
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
}
