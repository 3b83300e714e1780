// Pay as the trade quotes it, in the browser: a day-rate job's card and page say '£650/day', and the job
// form takes a day rate with labels that follow the chosen unit.
import { expect, test, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/pay-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

async function fitsTheScreen(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test("a day-rate job's card and page show its pay per day", async ({ page }) => {
  // The demo's wellsite geologist is paid £650 a day on a 28/28 rotation.
  await page.goto(`/?search=${encodeURIComponent("Wellsite Geologist")}`);
  const card = page.getByRole("article").filter({ hasText: "Wellsite Geologist" }).first();
  await expect(card).toContainText("£650/day");
  await fitsTheScreen(page);
  await shot(page, "card");

  await card
    .getByRole("link", { name: /Wellsite Geologist/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Wellsite Geologist");
  await expect(page.getByText("£650/day").first()).toBeVisible();
  await expect(page.getByText("per year")).toHaveCount(0);
  await fitsTheScreen(page);
  await shot(page, "job-page");
});

test("the job form takes a day rate, its labels following the unit", async ({ page }) => {
  const username = `dayrate${Date.now() % 1_000_000}`;
  await signUpThrough(page.request, { username, email: `${username}@rig.example`, password: "rig-boss-pass", role: "employer" });
  await page.goto("/post-job");
  await expect(page.getByLabel(/Minimum Salary \(£ per year\)/)).toBeVisible();
  await page.getByLabel("Pay Quoted").selectOption({ label: "Per day (day rate)" });
  await expect(page.getByLabel(/Minimum Salary \(£ per day\)/)).toBeVisible();
  await expect(page.getByLabel(/Maximum Salary \(£ per day\)/)).toBeVisible();
  await page.getByLabel(/Minimum Salary/).fill("650");
  await fitsTheScreen(page);
  await page.getByLabel("Pay Quoted").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/pay-shots/post-job-${page.viewportSize()?.width}.png` });
});
