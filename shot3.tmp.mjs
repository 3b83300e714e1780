import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto("http://localhost:3400/swipe");
  await page.getByTestId("swipe-card").waitFor();
  await page.screenshot({ path: `/tmp/swipe-${width}.png` });
  await page.keyboard.press("ArrowRight");
  await page.waitForTimeout(400);
  await page.keyboard.press("ArrowLeft");
  await page.waitForTimeout(400);
  await page.keyboard.press("ArrowRight");
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/swipe2-${width}.png` });
  await page.goto("http://localhost:3400/shortlist");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/list-${width}.png` });
  console.log(width, errors.join("\n"));
  await page.close();
}
await browser.close();
