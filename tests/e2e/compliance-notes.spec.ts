// The post form's compliance notes on a phone: as the poster types, each refusal and warning appears beside the
// field it concerns, the page never scrolls sideways at 390 or 320 px, and the admins' refused-adverts list fits
// the same widths with the likely scam marked first.
import { expect, test, type Page } from "@playwright/test";
import { newEmployer } from "./employer-support";
import { signInAsAdmin } from "./admin-support";

const SHOTS = "docs/screens/issue-41";
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 320]) {
  test(`the post form says the gate's findings beside their fields at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await newEmployer(page);
    await page.goto("/post-job");
    await page.getByLabel("Job Title").fill("Rope Access Technician");
    await page.getByLabel("Location").fill("Denver, CO, United States");
    await page.getByLabel("Job Description").fill("Young crew wanted. You must pay a registration fee of £80 before your first rotation.");
    await page.getByLabel("Posted by").selectOption("yes");

    const benefits = page.locator("#benefits-compliance");
    await expect(benefits).toHaveAttribute("aria-live", "polite");
    await expect(benefits).toContainText("Will be refused: Describe the benefits");
    const description = page.locator("#description-compliance");
    await expect(description.locator('[data-rule="worker-fee"]')).toContainText("Workers may not be asked to pay for finding work");
    await expect(description.locator('[data-rule="age-wording"]')).toContainText("Check: “Young” can exclude by age");
    await expect(page.getByTestId("compliance-summary")).toContainText("2 things marked above would stop this advert being posted.");
    // Typing carries on while the notes change: the box holds what was typed.
    await page.getByLabel("Job Description").fill("Rope access inspection on a platform. No fees charged to candidates.");
    await expect(description).toBeEmpty();
    await page.getByLabel("Job Description").fill("Young crew wanted. You must pay a registration fee of £80 before your first rotation.");
    await expect(description.locator('[data-rule="worker-fee"]')).toBeVisible();

    expect(await fitsWidth(page)).toBe(true);
    await page.locator("#description").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/post-form-findings-${width}.png` });
    await page.locator("#benefits").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/post-form-benefits-${width}.png` });
  });
}

test("the admins' refused adverts list marks the likely scam first and fits a phone", async ({ page, browser }) => {
  const poster = await browser.newPage();
  await newEmployer(poster);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const job = {
    title: "Deckhand, immediate start",
    company: "Harbour Crew Ltd",
    contractType: "contract",
    location: "Aberdeen, United Kingdom",
    salaryMin: 30000,
    salaryMax: 36000,
    category: "oil-gas",
    dangerLevel: "medium",
    description: "Supply vessel deckhand. Pay a registration fee of £80 to secure your berth.",
    applicationUrl: "https://harbour.example/jobs/deckhand",
    applicationStartDate: day(0),
    applicationClosingDate: day(20),
    planType: "starter",
    terms: true,
  };
  const refused = await poster.request.post("/api/create-payment-intent", { data: { planType: "starter", job } });
  expect(refused.status()).toBe(400);
  await poster.close();

  await signInAsAdmin(page);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/admin/refusals");
    const first = page.getByRole("list", { name: "Refused adverts, likely scams first" }).getByRole("listitem").first();
    await expect(first).toContainText("Likely scam");
    await expect(first).toContainText("Deckhand, immediate start");
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/admin-refusals-${width}.png` });
  }
});
