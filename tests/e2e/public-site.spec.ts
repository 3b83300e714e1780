import { expect, test } from "@playwright/test";
import { HOME_PAGE_SIZE } from "../../lib/home-query";
import { chooseCurrency } from "./board-support";

test.describe("public site", () => {
  test("browse, filter through the address, load more, keep it across reload", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Real Jobs. Big Pay. No Desk." })).toBeVisible();
    const allJobs = page.getByRole("region", { name: /All Jobs/ }).getByRole("article");
    // The list's pages, less the featured jobs shown above them.
    const featured = ((await (await request.get("/api/jobs/featured")).json()) as { id: string }[]).map((j) => j.id);
    const listed = ((await (await request.get(`/api/jobs?limit=${2 * HOME_PAGE_SIZE}`)).json()) as { id: string }[]).map((j) => j.id);
    const shown = (pages: number) => listed.slice(0, pages * HOME_PAGE_SIZE).filter((id) => !featured.includes(id)).length;
    await expect(allJobs).toHaveCount(shown(1));
    await page.getByRole("link", { name: /Load More Jobs \(\d+ total\)/ }).click();
    // Appended in place: the address stays the board's (tests/e2e/deep-paging.spec.ts goes to the end).
    await expect(allJobs).toHaveCount(shown(2));
    await expect(page).toHaveURL(/\/$/);

    // A sort choice applies at once, with the search typed beside it.
    await page.getByPlaceholder("Job title, company...").fill("diver");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("salary-high");
    await expect(page).toHaveURL(/\/search\?search=diver&sort=salary-high#results$/);
    await expect(page.getByRole("article").first()).toContainText(/Diver|Diving/i);
    await page.reload();
    await expect(page.getByPlaceholder("Job title, company...")).toHaveValue("diver");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("salary-high");
    await expect(page.getByRole("article").first()).toContainText(/Diver|Diving/i);

    await page.goto("/?search=zzzznotajob");
    await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();

    await page.goto("/?category=mining&location=mining#jobs");
    await expect(page.getByRole("link", { name: "Mining", exact: true })).toHaveAttribute("aria-current", "true");
    for (const text of await allJobs.getByText("Mining", { exact: true }).allTextContents()) expect(text).toBe("Mining");
    await page.screenshot({ path: `test-results/home-filtered-${test.info().project.name}.png` });
  });

  test("switch currency and keep the choice, the figures strip included", async ({ page }) => {
    await page.goto("/#jobs");
    const firstSalary = page
      .getByRole("region", { name: /All Jobs/ })
      .getByRole("article")
      .first()
      .getByText(/^£\d+K/);
    await expect(firstSalary).toBeVisible();
    await chooseCurrency(page, "US");
    const dollars = page
      .getByRole("region", { name: /All Jobs/ })
      .getByRole("article")
      .first()
      .getByText(/^\$\d+K/);
    await expect(dollars).toBeVisible();
    await expect(page.getByRole("region", { name: "Board statistics" }).getByText(/^\$\d+K$/)).toBeVisible();
    await page.reload();
    await expect(dollars).toBeVisible();
    await chooseCurrency(page, "GB");
    await expect(page.getByRole("region", { name: "Board statistics" }).getByText(/^£\d+K$/)).toBeVisible();
  });

  test("open a job, share it, copy it, report its link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Nothing outside this machine is reachable: answer for the share and application sites.
    await context.route(/^https:\/\/(www\.linkedin\.com|careers\.[^/]+\.example)\//, (route) =>
      route.fulfill({ body: "stand-in", contentType: "text/plain" }),
    );
    await page.goto("/");
    const card = page
      .getByRole("region", { name: /All Jobs/ })
      .getByRole("article")
      .first();
    const title = (await card.getByRole("heading").textContent())!.trim();

    // A card reports its broken link from its menu, which stays open to say so.
    await card.getByRole("button", { name: "Share or report" }).click();
    await page.getByRole("menuitem", { name: "Report broken link" }).click();
    await expect(page.getByRole("menuitem", { name: "Report sent!" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);

    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("You'll be redirected to the company's application page")).toBeVisible();
    // So does the job's own page, once asked.
    await page.getByRole("button", { name: "Report broken link" }).click();
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Report sent!" })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd["@type"]).toBe("JobPosting");
    expect(jsonLd.title).toBe(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/job/[0-9a-f-]{36}$`));

    await page.getByRole("button", { name: "Share" }).click();
    for (const item of ["LinkedIn", "Facebook", "X", "Email"])
      await expect(page.getByRole("menuitem", { name: item, exact: true })).toBeVisible();
    const popup = page.waitForEvent("popup");
    await page.getByRole("menuitem", { name: "LinkedIn" }).click();
    const shareWindow = await popup;
    await shareWindow.waitForLoadState();
    expect(shareWindow.url()).toContain("linkedin.com/sharing/share-offsite/?url=");
    await shareWindow.close();
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("menuitem", { name: "Copy text" }).click();
    await expect(page.getByRole("menuitem", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(title);
    await page.mouse.click(5, 300);
    await expect(page.getByRole("menu")).toHaveCount(0);

    const apply = page.waitForEvent("popup");
    // On a phone Apply Now is the sticky bar's (the sidebar's is far down); on a desktop, the sidebar's.
    const applyNow = page.getByRole("link", { name: "Apply Now" });
    await (
      test.info().project.name === "mobile" ? page.getByTestId("sticky-apply").getByRole("link", { name: "Apply Now" }) : applyNow
    ).click();
    await (await apply).close();
    await page.screenshot({ path: `test-results/job-${test.info().project.name}.png` });
  });

  test("unknown addresses and jobs answer 404", async ({ page }) => {
    expect((await page.goto("/definitely/not/here"))?.status()).toBe(404);
    const res = await page.goto("/job/00000000-0000-4000-8000-000000000000");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
  });

  test("the old /jobs/{id} address redirects to the canonical one", async ({ request }) => {
    const res = await request.get("/jobs/abc", { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()["location"]).toBe("/job/abc");
  });

  test("a search for one form of a trade word finds the others, and an over-long search is cut and says so", async ({ page }) => {
    const count = async (search: string) => {
      await page.goto(`/?search=${encodeURIComponent(search)}`);
      const heading = await page.getByRole("heading", { level: 1 }).textContent();
      return Number(/^(\d+)/.exec(heading ?? "")?.[1] ?? 0);
    };
    const diver = await count("diver");
    expect(diver).toBeGreaterThan(1);
    expect(await count("diving")).toBe(diver);

    const long = `saturation ${"diving ".repeat(500)}`;
    await page.goto(`/search?search=${encodeURIComponent(long)}`);
    await expect(page.getByRole("status").filter({ hasText: "Your search was shortened" })).toHaveText(
      "Your search was shortened to its first 200 characters.",
    );
    await expect(page.getByPlaceholder("Job title, company...")).toHaveValue(long.slice(0, 200).trim());
    // What is left is searched, not dropped: the board is not shown whole.
    const all = (await (await page.request.get("/api/jobs?limit=1")).headersArray()).find((h) => h.name.toLowerCase() === "x-total-count")
      ?.value as string;
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(heading).not.toContain(`${all} jobs`);
    expect(heading).toMatch(/job/);
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
    expect(overflow).toBe(0);
    await page.screenshot({ path: `/tmp/search-shots/long-search-${page.viewportSize()?.width}.png` });
    expect((await page.request.get(`/api/jobs?search=${encodeURIComponent(long)}`)).status()).toBe(400);
  });
});
