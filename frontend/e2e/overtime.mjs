// Drives the Over time tab and the window selector in Debian's headless Chromium (playwright-core) and prints one
// JSON line of what the page shows.
//   node e2e/overtime.mjs URL SCREENSHOT|- [ACTION ...]
// Without an action, URL is the Over time tab: waits for its step chart and reports the verdict line (``verdict``:
// its data attributes and text), what the step chart draws (``bars``: step, ms, colour, label; ``median``; the
// onset and end lines; the windows' band labels), the onset and end captions, each scalar chart (``scalars``: its
// scalar, rank, points_to, series names and data, caption), the windows table's rows and the story's sentences.
// ACTIONs run in order after the page has drawn, each followed by a report of the page (``after``: tab, address,
// the window selector's value and options, the merged-trace link, the Aligned tab's step picker, the main text):
//   step:N     click step N's bar on the Over time chart (on the canvas, where it is drawn)
//   window:V   pick V in the window selector ("" latest, a number, "all")
//   back       the browser's Back
//   limits     wait for the Missing evidence tab's measurement limits and report their text (``limits``)
// With actions and a SCREENSHOT, the page after the last one is SCREENSHOT with "-after" before ".png".
import { chromium } from "playwright-core";

const [url, shot, ...actions] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--no-first-run"],
});

const text = (t) => (t ?? "").replace(/\s+/g, " ").trim();

/** What the Over time tab draws, read from its charts' options and its DOM. */
const overTime = (page) => page.evaluate(() => {
  const opt = (box) => box.xrankChart.getOption();
  const norm = (t) => (t ?? "").replace(/\s+/g, " ").trim();
  const steps = opt(document.querySelector('[data-chart="overtime-steps"]'));
  const [bars, median] = steps.series;
  const v = document.querySelector("[data-verdict]");
  return JSON.parse(JSON.stringify({
    verdict: { class: v.getAttribute("data-verdict"), ranks: v.getAttribute("data-ranks"),
      since_span: v.getAttribute("data-since-span"), since_step: v.getAttribute("data-since-step"),
      follows: v.querySelector("[data-follows]")?.getAttribute("data-follows") ?? null, text: norm(v.textContent) },
    bars: bars.data.map((d) => ({ step: d.value[0], ms: d.value[1], color: d.itemStyle.color,
      label: d.label.show ? d.label.formatter : null })),
    median: median.data.filter((d) => d[1] !== null).map((d) => ({ step: d[0], ms: d[1] })),
    lines: (bars.markLine?.data ?? []).map((m) => ({ x: m.xAxis, name: m.name })),
    bands: (bars.markArea?.data ?? []).map(([a, b]) => ({ from: a.xAxis, to: b.xAxis, name: a.name })),
    x_name: steps.xAxis[0].name, y_name: steps.yAxis[0].name,
    legend: norm(document.querySelector('[data-legend="steps"]')?.textContent),
    onset: norm(document.querySelector("[data-onset]")?.textContent) || null,
    end: norm(document.querySelector("[data-end]")?.textContent) || null,
    scalars: [...document.querySelectorAll("[data-scalar]")].map((w) => {
      const o = opt(w.querySelector('[data-chart="overtime-scalar"]'));
      return { name: w.getAttribute("data-scalar"), rank: Number(w.getAttribute("data-rank")),
        points_to: w.getAttribute("data-points-to"), legend: o.legend[0].data, y_names: o.yAxis.map((y) => y.name),
        series: o.series.map((s) => ({ name: s.name, axis: s.yAxisIndex ?? 0,
          data: s.data.map((d) => (Array.isArray(d) ? d : d.value)).filter((d) => d[1] !== null) })),
        caption: norm(w.querySelector(".caption")?.textContent) };
    }),
    no_scalar: norm(document.querySelector("[data-no-scalar]")?.textContent) || null,
    windows: [...document.querySelectorAll("tr[data-id]")].map((tr) => [...tr.children].map((td) => norm(td.textContent))),
    story: [...document.querySelectorAll("ul.story li")].map((li) => norm(li.textContent)),
  }));
});

/** The page after an action: its tab, address, window selector, download link, step picker and text. */
async function state(page) {
  return page.evaluate(() => ({
    tab: document.querySelector("nav button.active")?.getAttribute("data-tab"), address: location.href,
    window: document.querySelector('select[aria-label="window"]')?.value ?? null,
    windows: [...document.querySelectorAll('select[aria-label="window"] option')].map((o) => o.textContent),
    download: document.querySelector("a.download")?.getAttribute("href") ?? null,
    step: document.querySelector("main select")?.value ?? null,
    steps: [...(document.querySelector("main select")?.options ?? [])].map((o) => o.value),
    text: (document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 600),
  }));
}

/** Wait until the tab shown has drawn (its loading view gone, its first chart or table there). */
async function settled(page) {
  await page.waitForSelector("nav button.active");
  await page.waitForFunction(() => !document.querySelector("main .loading") &&
    document.querySelector("main canvas, main table, main .findings"), null, { timeout: 90_000 });
  await page.waitForTimeout(400);
}

try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const out = { errors: [], after: [] };
  page.on("pageerror", (e) => out.errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" && !m.location().url.endsWith("/favicon.ico")) out.errors.push(`${m.text()} ${m.location().url}`);
  });
  await page.goto(url);
  await settled(page);
  out.first = await state(page);
  if (out.first.tab === "overtime") {
    await page.waitForSelector('[data-chart="overtime-steps"]', { timeout: 90_000 });
    Object.assign(out, await overTime(page));
  }
  if (shot !== "-") await page.screenshot({ path: shot, fullPage: true });
  for (const a of actions) {
    const [verb, arg] = a.split(/:(.*)/s);
    const before = page.url();
    if (verb === "step") {
      const at = await page.evaluate((n) => {
        const box = document.querySelector('[data-chart="overtime-steps"]');
        box.scrollIntoView({ block: "center" });
        const c = box.xrankChart;
        const bar = c.getOption().series[0].data.find((d) => d.value[0] === n);
        const [x, y] = c.convertToPixel({ seriesIndex: 0 }, bar.value);
        const [, y0] = c.convertToPixel({ seriesIndex: 0 }, [n, 0]);
        const r = box.getBoundingClientRect();
        return [r.left + x, r.top + (y + y0) / 2];
      }, Number(arg));
      await page.mouse.click(at[0], at[1]);
    } else if (verb === "window") {
      await page.selectOption('select[aria-label="window"]', arg ?? "");
    } else if (verb === "back") {
      await page.goBack();
    } else if (verb === "limits") {
      await page.waitForSelector('[data-section="limits"] table.limits', { timeout: 90_000 });
      out.limits = text(await page.locator('[data-section="limits"]').innerText());
      continue;
    }
    await page.waitForFunction((b) => location.href !== b, before, { timeout: 30_000 });
    await settled(page);
    out.after.push({ action: a, ...(await state(page)) });
  }
  if (shot !== "-" && actions.length) await page.screenshot({ path: shot.replace(/\.png$/, "-after.png"), fullPage: true });
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
}
