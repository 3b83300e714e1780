// A phone's screens (the mobile project only). Every page fits: no sideways scrolling at 320, 360,
// 390 and 430 px, signed out and signed in, with a job whose title, company and place hold single words longer
// than the screen is wide; pages are measured as they load, while cards off screen are still placeholders
// (content-visibility), one of which once gave every list a width of its own. The first screen of results
// holds four jobs; the filter sheet counts what it would show.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-support";
import { importLongWordJob, LONG_WORDS } from "./board-support";

const results = (page: Page) => page.locator("#results");

const WIDTHS = [320, 360, 390, 430];

async function widthOverflow(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  const { width, inner } = await page.evaluate(() => ({
    width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    inner: window.innerWidth,
  }));
  return width > inner ? `${path} is ${width} px wide at ${inner} px` : null;
}

async function overflowsAt(browser: Browser, paths: string[], signedIn: boolean, saved: string[]) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 844 },
      hasTouch: true,
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    if (signedIn) await signInAsAdmin(page);
    // My List shows the saved jobs, the long one among them.
    await page.addInitScript((ids) => {
      if (!localStorage.getItem("outpost_swipe_data"))
        localStorage.setItem(
          "outpost_swipe_data",
          JSON.stringify({ shortlistedJobs: ids, discardedJobs: [], currentJobIndex: 0, history: [] }),
        );
    }, saved);
    for (const path of paths) {
      const problem = await widthOverflow(page, path);
      if (problem) found.push(problem);
    }
    await context.close();
  }
  return found;
}

test("no page is wider than a phone, whatever the length of its words", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signInAsAdmin(page);
  const long = await importLongWordJob(page);
  await page.goto("/");
  // The long job is the newest: the first card of the board, and it wraps rather than widening the page.
  await expect(
    page
      .getByRole("region", { name: /All Jobs/ })
      .getByRole("article")
      .first(),
  ).toContainText(LONG_WORDS.company);

  const publicPages = [
    "/",
    "/search?search=Druckkammerinstandhaltungstechniker",
    "/search?category=oil-gas&salary=120-200&sort=salary-high",
    `/job/${long}`,
    "/swipe",
    "/shortlist",
    "/shortlist?tab=discarded",
    "/auth",
    "/forgot-password",
    "/pricing",
    "/support",
    "/about",
    "/privacy",
    "/terms",
    "/no-such-page",
    "/job/00000000-0000-4000-8000-000000000000",
  ];
  const signedInPages = [
    "/post-job",
    "/checkout",
    "/my-jobs",
    "/account",
    "/admin",
    "/admin/job-management",
    "/admin/bulk-upload",
    "/admin/broken-link-reports",
    "/analytics",
    "/crm",
    "/admin/users",
    "/admin/audit-log",
    "/admin/outbox",
  ];
  expect([
    ...(await overflowsAt(browser, publicPages, false, [long])),
    ...(await overflowsAt(browser, [...signedInPages, `/job/${long}`, "/shortlist"], true, [long])),
  ]).toEqual([]);
});

test("the first screen of a search shows four jobs: title, company, place and pay", async ({ page }) => {
  for (const address of ["/search?search=offshore", "/search?search=offshore#results"]) {
    await page.goto(address);
    const cards = page.getByRole("article");
    const seen = [];
    for (let i = 0; i < 4; i++) {
      const card = cards.nth(i);
      const parts = [
        card.getByRole("heading"),
        card.locator(".job-card-line").first(),
        card.locator(".job-card-line").nth(1),
        card.locator(".job-card-salary"),
      ];
      for (const part of address.endsWith("#results") ? parts : parts.slice(0, 1)) await expect(part).toBeInViewport({ ratio: 1 });
      seen.push((await card.getByRole("heading").textContent())!.trim());
    }
    expect(new Set(seen).size).toBe(4);
  }
  await page.screenshot({ path: "test-results/search-first-screen-mobile.png" });
});

test("the filter sheet counts the jobs its choices would show, before they are shown", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  const total = (await results(page).textContent())!.match(/^[\d,]+/)![0];
  await expect(sheet.getByRole("button", { name: `Show ${total} jobs` })).toBeVisible();
  await sheet.getByRole("combobox", { name: "Category" }).selectOption("mining");
  const mining = Number((await page.request.get("/api/jobs?category=mining&limit=1")).headers()["x-total-count"]);
  await expect(sheet.getByRole("button", { name: `Show ${mining} ${mining === 1 ? "job" : "jobs"}` })).toBeVisible();
  await page.screenshot({ path: "test-results/filter-sheet-mobile.png" });
  // Escape closes it, changing nothing, and gives focus back to the Filters button.
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Filters/ })).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});
