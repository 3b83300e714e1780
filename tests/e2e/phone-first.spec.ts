// Results first, on a phone and a desktop: a search or a change of filters lands on the results with
// their heading focused, the phone's filter sheet counts what it then shows, Save works from a card and from a
// job's page, and a swipe card with the employer's image keeps its badges.
import { expect, test, type Page } from "@playwright/test";
import { pngBytes } from "../support/images";
import { applyFilters } from "./board-support";
import { employerWithJob, uploadedImage } from "./employer-support";
import { openFreshDeck } from "./swipe-support";
import { signUpThrough } from "./account-support";
import { annualPay, type SalaryUnit } from "../../lib/pay";

const results = (page: Page) => page.locator("#results");
const allJobs = (page: Page) => page.getByRole("region", { name: /All Jobs/ }).getByRole("article");

/** The results heading has focus and is on screen, and so is the first job under it. */
async function expectAtResults(page: Page) {
  await expect(results(page)).toBeFocused();
  await expect(results(page)).toBeInViewport();
  await expect(page.getByRole("article").first()).toBeInViewport();
}

test("a search from far down the home page lands on its results, not at the top", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("heading", { name: "What employers say" }).scrollIntoViewIfNeeded();
  const search = page.getByPlaceholder("Job title, company...");
  await search.fill("driller");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=driller#results$/);
  await expect(results(page)).toHaveText(/^\d+ jobs? for “driller”$/);
  await expectAtResults(page);
  await expect(page.getByRole("article").first()).toContainText(/drill/i);
});

test("Apply Filters (on a phone, the sheet's 'Show N jobs') lands on the results, which are the N it counted", async ({ page }) => {
  await page.goto("/search?search=offshore");
  const before = (await results(page).textContent())!;
  const shown = await applyFilters(page, { Location: "offshore", "Salary range": "120-200" });
  await expect(page).toHaveURL(/search=offshore&location=offshore&salary=120-200#results$/);
  await expectAtResults(page);
  const heading = (await results(page).textContent())!;
  expect(heading).not.toBe(before);
  const count = heading.match(/^([\d,]+\+?) jobs?/)![1];
  await expect(page.getByRole("heading", { name: /^All Jobs/ })).toHaveText(`All Jobs (${count})`);
  if (shown) expect(shown).toBe(`Show ${count} ${count === "1" ? "job" : "jobs"}`);
  // Each filter that is on is a chip; removing one lands on the results again.
  await page.getByRole("link", { name: "Remove filter: Offshore Rigs" }).click();
  await expect(page).toHaveURL(/search=offshore&salary=120-200#results$/);
  await expectAtResults(page);
  await page.screenshot({ path: `test-results/filtered-${test.info().project.name}.png` });
});

test("Save on a card and on a job's page fills My List, which a reload keeps", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const card = allJobs(page).first();
  const title = (await card.getByRole("heading").textContent())!.trim();
  const save = card.getByRole("button", { name: `Save ${title}` });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");

  const other = allJobs(page).nth(1);
  const otherTitle = (await other.getByRole("heading").textContent())!.trim();
  await other.getByRole("link", { name: "View Details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: otherTitle })).toBeVisible();
  const saveHere = page.getByRole("button", { name: "Save", exact: true });
  await saveHere.click();
  await expect(saveHere).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/");
  await expect(
    allJobs(page)
      .first()
      .getByRole("button", { name: `Save ${title}` }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.goto("/shortlist");
  await expect(page.getByRole("tab", { name: /Shortlisted \(2\)/ })).toBeVisible();
  for (const saved of [title, otherTitle]) await expect(page.getByRole("link", { name: saved })).toBeVisible();
});

test("a signed-in seeker's Save reaches the account's list", async ({ page }) => {
  const username = `saver${Date.now() % 1_000_000}`;
  await signUpThrough(page.request, {
    username,
    email: `${username}@camp.example`,
    password: "rope-access-pass",
    firstName: "Ana",
    lastName: "Rope",
    role: "user",
  });
  await page.goto("/");
  const card = allJobs(page).nth(2);
  const id = (await card.getByRole("link", { name: "View Details" }).getAttribute("href"))!.split("/").pop()!;
  await card.getByRole("button", { name: /^Save / }).click();
  await expect(async () => {
    const { ids } = (await (await page.request.get("/api/user/shortlist")).json()) as { ids: string[] };
    expect(ids).toContain(id);
  }).toPass({ timeout: 10_000 });
});

test("a swipe card with the employer's image keeps every badge in view, and shows the job's own facts", async ({ page }) => {
  const title = `Rope Access Blade Technician ${Date.now() % 100_000}`;
  await employerWithJob(page, title, "Skerry Blade Services", async (p) => ({
    swipeCardImageUrl: await uploadedImage(p, await pngBytes(750, 300)),
    description: "Blade inspection and leading-edge repair on 14 MW turbines from rope access, ".repeat(6),
    rotation: "28-28",
    tickets: ["gwo-bst", "irata-sprat", "first-aid"],
    travelPaid: true,
    accommodationProvided: true,
    medical: "oeuk",
  }));
  await openFreshDeck(page);
  const card = page.getByTestId("swipe-card");
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(title);
  await expect(card.locator("img")).toBeVisible();
  const box = (await card.boundingBox())!;
  for (const badge of [card.getByText(/^Applications close /), card.getByText("High risk", { exact: true })]) {
    const b = (await badge.boundingBox())!;
    expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height);
  }
  for (const fact of ["28/28", "GWO BST, IRATA/SPRAT, First aid", "OGUK/OEUK offshore medical", "Travel paid · Accommodation provided"])
    await expect(card.getByText(fact, { exact: true })).toBeVisible();
  await page.screenshot({ path: `test-results/swipe-image-${test.info().project.name}.png` });
});

test("on a card with an image the tickets, medical, closing date and risk stay in the card at 390 and at 320 px", async ({ page }) => {
  const title = `Rope Access NDT Technician ${Date.now() % 100_000}`;
  await employerWithJob(page, title, "Skerry Blade Services", async (p) => ({
    swipeCardImageUrl: await uploadedImage(p, await pngBytes(750, 300)),
    description: "Blade inspection and leading-edge repair on 14 MW turbines from rope access, ".repeat(6),
    benefits: "Flights from Aberdeen, SOV cabin, paid mobilisation days, 2/2 rotation with a fixed crew change",
    rotation: "2-2",
    tickets: ["gwo-bst", "irata-sprat", "first-aid", "bosiet-foet"],
    travelPaid: true,
    accommodationProvided: true,
    medical: "oeuk",
  }));
  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ]) {
    await page.setViewportSize({ width, height });
    await openFreshDeck(page);
    const card = page.getByTestId("swipe-card");
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(title);
    const box = (await card.boundingBox())!;
    const facts = {
      tickets: card.locator('dt:text-is("Tickets") + dd'),
      medical: card.locator('dt:text-is("Medical") + dd'),
      closing: card.getByText(/^Applications close /),
      risk: card.getByText("High risk", { exact: true }),
    };
    for (const [name, fact] of Object.entries(facts)) {
      await expect(fact, name).toBeVisible();
      const b = (await fact.boundingBox())!;
      expect(b.y, `${name} at ${width} px`).toBeGreaterThanOrEqual(box.y);
      expect(b.y + b.height, `${name} at ${width} px`).toBeLessThanOrEqual(box.y + box.height);
      expect(b.x + b.width, `${name} at ${width} px`).toBeLessThanOrEqual(Math.min(box.x + box.width, width));
      expect(b.y + b.height, `${name} at ${width} px`).toBeLessThanOrEqual(height);
    }
    await page.screenshot({ path: `test-results/swipe-image-facts-${width}.png` });
  }
});

test("Highest salary on a phone lists the jobs in that order, featured jobs in their place among them", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("salary-high");
  await expect(page).toHaveURL(/sort=salary-high/);
  const cards = page.locator("#jobs").getByRole("article");
  await expect(cards.first()).toBeVisible();
  const ids = await cards
    .getByRole("link", { name: "View Details" })
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!.split("/").pop()!));
  expect(ids.length).toBeGreaterThan(5);
  type Listed = { salaryMax: number; salaryUnit: SalaryUnit; rotation: string | null };
  const listed = await Promise.all(ids.map(async (id) => (await (await page.request.get(`/api/jobs/${id}`)).json()) as Listed));
  const yearly = listed.map((job) => annualPay(job.salaryMax, job.salaryUnit, job.rotation));
  // Read top-down, as a seeker does: never a higher salary below a lower one.
  for (let i = 1; i < yearly.length; i++) expect(yearly[i], `card ${i + 1} of ${yearly.length}`).toBeLessThanOrEqual(yearly[i - 1]);
  await page.screenshot({ path: `test-results/sorted-salary-${test.info().project.name}.png` });
});
