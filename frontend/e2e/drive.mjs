// Drives the xrank page in Debian's headless Chromium with playwright-core (no browser download):
// open a run, click the Aligned tab and a collective, scroll, and report what the page shows and the
// longest main-thread task seen (printed, never asserted against a fixed time).
//   node e2e/drive.mjs URL SCREENSHOT [--no-click]
import { chromium } from "playwright-core";

const [url, shot, mode] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--no-first-run"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.addInitScript(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(url);
  await page.waitForSelector("nav button");
  let id = null;
  if (mode !== "--no-click") {
    await page.click('nav button[data-tab="aligned"]');
    await page.waitForSelector("tr.clickable");
    const row = page.locator("tr.clickable").nth(1);
    id = (await row.locator("td").first().textContent()).trim();
    await row.click();
    await page.waitForFunction((want) => document.querySelector(".detail h3")?.textContent?.includes(want), id);
    await page.waitForSelector(".detail canvas");
  } else {
    await page.waitForSelector("main canvas, main table");
  }
  for (let i = 0; i < 10; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  const text = await page.textContent("main");
  await page.screenshot({ path: shot, fullPage: true });
  const longest = await page.evaluate(() => window.__longest);
  console.log(JSON.stringify({ id, text, longest_task_ms: longest }));
} finally {
  await browser.close();
}
