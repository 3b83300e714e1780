import { expect, test } from "@playwright/test";
import { HOME_PAGE_SIZE } from "../../lib/home-query";

test.describe("public site", () => {
  test("browse, filter through the address, load more, keep it across reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Real Jobs. Big Pay. No Desk." })).toBeVisible();
    const allJobs = page.getByRole("region", { name: /All Jobs/ }).getByRole("article");
    await expect(allJobs).toHaveCount(HOME_PAGE_SIZE);
    await page.getByRole("link", { name: /Load More Jobs \(\d+ total\)/ }).click();
    // Appended in place: the address stays the board's (tests/e2e/deep-paging.spec.ts goes to the end).
    await expect(allJobs).toHaveCount(2 * HOME_PAGE_SIZE);
    await expect(page).toHaveURL(/\/$/);

    await page.getByPlaceholder("Job title, company...").fill("diver");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("salary-high");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/search=diver/);
    await expect(page).toHaveURL(/sort=salary-high/);
    await expect(allJobs.first()).toContainText(/Diver|Diving/i);
    await page.reload();
    await expect(page.getByPlaceholder("Job title, company...")).toHaveValue("diver");
    await expect(allJobs.first()).toContainText(/Diver|Diving/i);

    await page.goto("/?search=zzzznotajob");
    await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();

    await page.goto("/?category=mining&location=mining#jobs");
    await expect(page.getByRole("link", { name: "Mining", exact: true })).toHaveAttribute("aria-current", "true");
    for (const text of await allJobs.getByText("Mining", { exact: true }).allTextContents()) expect(text).toBe("Mining");
    await page.screenshot({ path: `test-results/home-filtered-${test.info().project.name}.png` });
  });

  test("switch currency and keep the choice", async ({ page }) => {
    await page.goto("/#jobs");
    const firstSalary = page
      .getByRole("region", { name: /All Jobs/ })
      .getByRole("article")
      .first()
      .getByText(/^£\d+K/);
    await expect(firstSalary).toBeVisible();
    await page.getByRole("combobox", { name: "Show salaries in" }).selectOption("US");
    const dollars = page
      .getByRole("region", { name: /All Jobs/ })
      .getByRole("article")
      .first()
      .getByText(/^\$\d+K/);
    await expect(dollars).toBeVisible();
    await page.reload();
    await expect(dollars).toBeVisible();
    await page.getByRole("combobox", { name: "Show salaries in" }).selectOption("GB");
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

    await card.getByRole("button", { name: /Report broken link/ }).click();
    await expect(card.getByText("Report sent!")).toBeVisible();

    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("You'll be redirected to the company's application page")).toBeVisible();
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
});
