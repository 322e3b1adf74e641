// Drives the xrank page in Debian's headless Chromium with playwright-core (no browser download) and prints
// one JSON line of what the page shows, with the longest main-thread task seen (printed by the tests, never
// asserted against a fixed time).
//   node e2e/drive.mjs URL SCREENSHOT|- [MODE [ARG]]
// MODE: (none)         open the Aligned tab, click a collective, scroll
//       --no-click     just render and scroll
//       --compare      wait for the comparison, report the pickers, verdicts and sections
//       --finding-link TEXT   on the Findings tab, "copy link" the finding containing TEXT, open that link
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
  await page.goto(url);
  await page.waitForSelector("nav button");
  if (mode === "--compare") {
    await page.waitForSelector(".compare-body .headline", { timeout: 60_000 });
    await page.waitForSelector(".compare-body canvas");
    out.a = await page.inputValue('select[aria-label="run A"]');
    out.b = await page.inputValue('select[aria-label="run B"]');
    out.address = page.url();
    out.headline = await text(page, ".headline");
    out.verdicts = Object.fromEntries(await page.locator("tr[data-metric]").evaluateAll((rows) =>
      rows.map((r) => [r.getAttribute("data-metric"), r.querySelector(".v")?.textContent ?? ""])));
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
    if (out.tab === "aligned") {
      await page.waitForFunction(() => document.querySelector(".detail h3")?.textContent?.includes("step"));
      await page.waitForSelector("main canvas");
      out.detail = await text(page, ".detail h3");
      out.step = await page.inputValue('select[aria-label="step"]');
    }
    out.address = page.url();
  } else if (mode !== "--no-click") {
    await page.click('nav button[data-tab="aligned"]');
    await page.waitForSelector("tr.clickable");
    const row = page.locator("tr.clickable").nth(1);
    out.id = (await row.locator("td").first().textContent()).trim();
    await row.click();
    await page.waitForFunction((want) => document.querySelector(".detail h3")?.textContent?.includes(want), out.id);
    await page.waitForSelector(".detail canvas");
    out.address = page.url();
  } else {
    await page.waitForSelector("main canvas, main table");
  }
  await scroll(page);
  out.text = await page.textContent("main");
  if (shot !== "-") await page.screenshot({ path: shot, fullPage: true });
  out.longest_task_ms = await page.evaluate(() => window.__longest);
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
}
