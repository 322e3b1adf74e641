// Drives the xrank page in Debian's headless Chromium with playwright-core (no browser download) and prints
// one JSON line of what the page shows, with the longest main-thread task seen (printed by the tests, never
// asserted against a fixed time).
//   node e2e/drive.mjs URL SCREENSHOT|- [MODE [ARG]]
// MODE: (none)         open the Aligned tab, click a collective, scroll
//       --no-click     just render and scroll
//       --compare [LABEL=VALUE]  wait for the comparison, report the pickers, verdicts and sections; with
//                      LABEL=VALUE first pick VALUE in the picker LABEL ("span of A", "steps of B") and wait for
//                      the answer to that
//       --finding-link TEXT   on the Findings tab, "copy link" the finding containing TEXT, open that link
//       --path         on the Aligned tab, wait for the step's critical path and the walk-back window; report what
//                      the charts draw (lanes, bars by colour, hops between ranks, divergence marks)
//       --back TEXT    on the Findings tab, click "show" of the finding containing TEXT, then Back, then Forward
//       --dark         emulate a dark colour scheme; report the page's mode and colours (inside TensorBoard when
//                      URL is TensorBoard's own page: the tab's iframe)
//       --zoom CHART:LABEL    on a grouped view, click the row of chart CHART (its data-chart) whose label starts
//                             with LABEL on the canvas; wait until the chart shows that group's ranks. Reports the
//                             longest task of the load and of the zoom apart, and the chart's rows before and after;
//                             the screenshot before the click is SCREENSHOT with "-overview" before ".png"
import { chromium } from "playwright-core";

const [url, shot, mode, arg] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--no-first-run"],
});

async function scroll(page) {
  for (let i = 0; i < 10; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
}

/** The row labels of a chart (its category y axis). */
const rows = (page, name) => page.evaluate((name) =>
  document.querySelector(`[data-chart="${name}"]`).xrankChart.getOption().yAxis[0].data.map(String), name);

const text = (page, sel) => page.locator(sel).first().textContent().then((t) => (t ?? "").replace(/\s+/g, " ").trim());

try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 },
    permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  const out = { errors: [] };
  page.on("pageerror", (e) => out.errors.push(String(e)));
  page.on("console", (m) => {  // the browser's own favicon request is not the page's
    if (m.type() === "error" && !m.location().url.endsWith("/favicon.ico")) out.errors.push(`${m.text()} ${m.location().url}`);
  });
  if (mode === "--dark") await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(url);
  if (mode === "--dark" && arg === "tensorboard") {
    await page.waitForSelector("iframe", { timeout: 60_000 });
    const frame = await (await page.$("iframe")).contentFrame();
    await frame.waitForSelector("main canvas, main .findings", { timeout: 60_000 });
    out.tensorboard_dark = await page.evaluate(() => document.body.classList.contains("dark-mode"));
    out.dark = await frame.evaluate(() => document.documentElement.classList.contains("dark"));
    out.background = await frame.evaluate(() => getComputedStyle(document.body).backgroundColor);
    if (shot !== "-") await page.screenshot({ path: shot });
    console.log(JSON.stringify(out));
    process.exit(0);
  }
  await page.waitForSelector("nav button");
  if (mode === "--compare") {
    await page.waitForSelector(".compare-body .headline", { timeout: 60_000 });
    await page.waitForSelector(".compare-body canvas");
    if (arg) {  // LABEL=VALUE: pick VALUE in the picker LABEL ("span of A", "steps of B"...), wait for the new answer
      const [label, value] = arg.split("=");
      const before = await page.$(".compare-body .headline");
      if (label.startsWith("steps")) await page.fill(`input[aria-label="${label}"]`, value).then(() =>
        page.press(`input[aria-label="${label}"]`, "Enter"));
      else await page.selectOption(`select[aria-label="${label}"]`, value);
      await before.waitForElementState("hidden");
      await page.waitForSelector(".compare-body .headline", { timeout: 60_000 });
      await page.waitForSelector(".compare-body canvas");
    }
    out.a = await page.inputValue('select[aria-label="run A"]');
    out.b = await page.inputValue('select[aria-label="run B"]');
    for (const side of ["A", "B"]) {  // each run's span ("" the latest) and steps ("" all of them)
      out[`span_${side.toLowerCase()}`] = await page.inputValue(`select[aria-label="span of ${side}"]`);
      out[`spans_${side.toLowerCase()}`] = await page.locator(`select[aria-label="span of ${side}"] option`).allTextContents();
      out[`steps_${side.toLowerCase()}`] = await page.inputValue(`input[aria-label="steps of ${side}"]`);
    }
    out.address = page.url();
    out.headline = await text(page, ".headline");
    out.verdicts = Object.fromEntries(await page.locator("tr[data-metric]").evaluateAll((rows) =>
      rows.map((r) => [r.getAttribute("data-metric"), r.querySelector(".v")?.textContent ?? ""])));
    out.n = Object.fromEntries(await page.locator("tr[data-metric]").evaluateAll((rows) =>
      rows.map((r) => [r.getAttribute("data-metric"), r.children[6]?.textContent ?? ""])));
    out.sections = Object.fromEntries(await page.locator("[data-section]").evaluateAll((els) =>
      els.map((e) => [e.getAttribute("data-section"), e.textContent.replace(/\s+/g, " ").trim()])));
    out.charts = await page.locator(".compare-body canvas").count();
  } else if (mode === "--finding-link") {
    const li = page.locator(".findings li", { hasText: arg }).first();
    await li.locator("button.copy-link").click();
    await page.waitForFunction(() => [...document.querySelectorAll(".findings li")].some((l) =>
      l.querySelector("input") || l.querySelector("button.copy-link")?.textContent === "copied"));
    const field = li.locator("input");
    out.copied = (await field.count()) ? "field" : "clipboard";
    out.link = out.copied === "field" ? await field.inputValue() : await page.evaluate(() => navigator.clipboard.readText());
    await page.goto(out.link);
    await page.waitForSelector("nav button.active");
    out.tab = await page.getAttribute("nav button.active", "data-tab");
    await page.waitForSelector("main canvas, main table, main .findings", { timeout: 60_000 });
    await page.waitForSelector("main .progress", { state: "detached" });
    if (out.tab === "aligned") {
      await page.waitForFunction(() => document.querySelector(".detail h3")?.textContent?.includes("step"));
      await page.waitForSelector("main canvas");
      out.detail = await text(page, ".detail h3");
      out.step = await page.inputValue('select[aria-label="step"]');
    }
    out.address = page.url();
  } else if (mode === "--zoom") {
    const [name, label] = arg.split(":");
    const sel = `[data-chart="${name}"] canvas`;
    await page.waitForSelector(sel, { timeout: 90_000 });
    await page.waitForSelector(".zoombar");
    await page.waitForTimeout(500);
    out.load_longest_task_ms = await page.evaluate(() => window.__longest);
    out.zoombar_before = await text(page, ".zoombar");
    out.rows_before = await rows(page, name);
    if (shot !== "-") await page.screenshot({ path: shot.replace(/\.png$/, "-overview.png"), fullPage: true });
    await page.evaluate(() => { window.__longest = 0; });
    const at = await page.evaluate(([name, label]) => {
      const box = document.querySelector(`[data-chart="${name}"]`);
      box.scrollIntoView({ block: "center" });
      const c = box.xrankChart;
      const j = c.getOption().yAxis[0].data.findIndex((r) => String(r).startsWith(label));
      const y = c.convertToPixel({ yAxisIndex: 0 }, j);
      const r = box.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + y, j };
    }, [name, label]);
    out.clicked_row = at.j;
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((name) => {
      const c = document.querySelector(`[data-chart="${name}"]`)?.xrankChart;
      if (!c || c.isDisposed()) return false;
      const d = c.getOption().yAxis[0].data;
      const detail = document.querySelector("[data-detail]");
      return d.length > 0 && d.every((x) => String(x).startsWith("rank ")) && (!detail || detail.dataset.detail === "done");
    }, name, { timeout: 60_000 });
    await page.waitForTimeout(300);
    out.zoom_longest_task_ms = await page.evaluate(() => window.__longest);
    out.zoombar_after = await text(page, ".zoombar");
    out.rows_after = await rows(page, name);
    out.address = page.url();
  } else if (mode === "--path") {
    await page.waitForSelector('[data-chart="critical-path"] canvas', { timeout: 60_000 });
    await page.waitForSelector('.detail h3');
    await page.waitForTimeout(300);
    out.path = await page.evaluate(() => {
      const o = document.querySelector('[data-chart="critical-path"]').xrankChart.getOption();
      return { lanes: o.yAxis[0].data, axis: o.xAxis[0].name, hops: o.series[1].data,
        marks: o.series[2].data.map((m) => [m[0], m[1], m[2], m[3]]) };
    });
    out.path.drawn = await page.evaluate(() => document.querySelector('[data-chart="critical-path"]').xrankBars);
    out.pathline = await text(page, ".pathline");
    out.legend = await text(page, '[data-section="path"] p.legend');
    const w = await page.$('[data-chart="window"]');
    if (w) out.window = await page.evaluate(() => {
      const o = document.querySelector('[data-chart="window"]').xrankChart.getOption();
      return { lanes: o.yAxis[0].data, bars: o.series[0].data.map((d) => [...d.value, d.itemStyle.color]), marks: o.series[1].data };
    });
    out.evidence = await page.locator("[data-evidence] tr").evaluateAll((rows) =>
      rows.map((r) => [r.children[0].textContent, r.children[1].textContent]));
  } else if (mode === "--back") {
    const li = page.locator(".findings li", { hasText: arg }).first();
    await li.locator("a.go").click();
    await page.waitForFunction(() => document.querySelector("nav button.active")?.getAttribute("data-tab") !== "findings");
    out.opened = await page.getAttribute("nav button.active", "data-tab");
    out.opened_address = page.url();
    await page.goBack();
    await page.waitForFunction(() => document.querySelector("nav button.active")?.getAttribute("data-tab") === "findings");
    out.back_address = page.url();
    out.back_tab = await page.getAttribute("nav button.active", "data-tab");
    await page.goForward();
    await page.waitForFunction((t) => document.querySelector("nav button.active")?.getAttribute("data-tab") === t, out.opened);
    out.forward_address = page.url();
  } else if (mode === "--dark") {
    await page.waitForSelector("main canvas, main .findings", { timeout: 60_000 });
    out.dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
    out.background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  } else if (mode !== "--no-click") {
    await page.click('nav button[data-tab="aligned"]');
    await page.waitForSelector("tr.clickable[data-id]");  // a row of the table of every collective
    const row = page.locator("tr.clickable[data-id]").nth(1);
    out.id = (await row.locator("td").first().textContent()).trim();
    await row.click();
    await page.waitForFunction((want) => document.querySelector(".detail h3")?.textContent?.includes(want), out.id);
    await page.waitForSelector(".detail canvas");
    out.address = page.url();
  } else {
    await page.waitForSelector("main canvas, main table, main .findings");
  }
  if (mode !== "--zoom") await scroll(page);
  out.text = await page.textContent("main");
  if (shot !== "-") await page.screenshot({ path: shot, fullPage: true });
  out.longest_task_ms = await page.evaluate(() => window.__longest);
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
}
