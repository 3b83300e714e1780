// The back office's long lists in the browser: search, filters, paging and report actions, on a
// phone-sized and a desktop screen.
import http from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { deleteJobs, importThrowawayJobs, signInAsAdmin, toastText } from "./admin-support";

const WIDTHS = [390, 1280] as const;
const shot = (page: Page, name: string, width: number) => page.screenshot({ path: `/tmp/wt18-shots/${name}-${width}.png`, fullPage: true });

test.describe("admin lists", () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  for (const width of WIDTHS) {
    test(`dashboard: search, filters and pages at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin");
      const pager = page.getByRole("navigation", { name: "Job pages" });
      await expect(pager.getByText(/^Showing 1–50 of \d+$/)).toBeVisible();
      const firstTitle = await page.getByRole("article").first().getAttribute("aria-label");
      await pager.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/admin\?page=2$/);
      await expect(pager.getByText(/^Showing 51–/)).toBeVisible();
      await expect(page.getByRole("article", { name: firstTitle! })).toHaveCount(0);

      const search = page.getByRole("search", { name: "Search jobs" });
      await search.getByRole("searchbox", { name: "Search" }).fill("diver");
      await search.getByLabel("Risk").selectOption("extreme");
      await search.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/search=diver/);
      await expect(page).toHaveURL(/risk=extreme/);
      const rows = page.getByRole("article");
      await expect(rows.first()).toBeVisible();
      for (const row of await rows.all()) await expect(row.getByText("Extreme Risk")).toBeVisible();
      await expect(search.getByLabel("Risk")).toHaveValue("extreme");
      await shot(page, "dashboard-filtered", width);

      await search.getByRole("searchbox", { name: "Search" }).fill("no such job anywhere");
      await search.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByText("No jobs found.")).toBeVisible();
      await search.getByRole("link", { name: "Clear" }).click();
      await expect(pager.getByText(/^Showing 1–50 of \d+$/)).toBeVisible();
    });

    test(`CRM: search by name, email or notes, and pages at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/crm");
      const search = page.getByRole("search", { name: "Search employers" });
      const employers = page.getByRole("region", { name: "Employers" });
      const firstName = (await employers.getByRole("button").first().textContent())!;
      const word = firstName.match(/[A-Za-z]{4,}/)![0];
      await search.getByRole("searchbox", { name: "Search" }).fill(word);
      await search.getByRole("button", { name: "Search" }).click();
      await expect(page.getByRole("navigation", { name: "Employer pages" }).getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
      for (const card of await employers.getByRole("listitem").all()) await expect(card).toBeVisible();
      await shot(page, "crm-search", width);
      await search.getByRole("searchbox", { name: "Search" }).fill("zzqxj");
      await search.getByRole("button", { name: "Search" }).click();
      await expect(page.getByText("No employers found matching your filters")).toBeVisible();
    });
  }

  test("broken link reports: investigate, dismiss, and every status in the filter", async ({ page }) => {
    const [job] = await importThrowawayJobs(page.request, ["E2E Reported Job"]);
    try {
      await page.request.post("/api/broken-link-reports", { data: { jobId: job.id, reportReason: "Broken or non-functional link" } });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/admin/broken-link-reports");
        await expect(page.getByLabel("Status").locator("option")).toHaveText(["All", "Pending", "Investigating", "Resolved", "Dismissed"]);
        await shot(page, "reports", width);
      }
      const card = page.getByRole("article", { name: `Reports for ${job.title}` });
      await card.getByRole("button", { name: "Investigate" }).click();
      await expect(toastText(page, "Report marked investigating")).toBeVisible();
      await expect(card.getByText("investigating", { exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: "Investigate" })).toHaveCount(0);
      await card.getByRole("button", { name: "Dismiss" }).click();
      await card.getByLabel("Admin notes").fill("The page loads for us; a visitor's network problem.");
      await card.getByRole("button", { name: "Mark Dismissed" }).click();
      await expect(toastText(page, "Report dismissed")).toBeVisible();
      await expect(card.getByText("dismissed", { exact: true })).toBeVisible();
      await page.getByLabel("Status").selectOption("dismissed");
      await expect(card.getByText("The page loads for us; a visitor's network problem.")).toBeVisible();
    } finally {
      await deleteJobs(page.request, [job.title]);
    }
  });

  test("job management: pages, and a job typed to a position on another page", async ({ page }) => {
    const original = (await (await page.request.get("/api/admin/jobs?limit=1000")).json()) as {
      id: string;
      displayOrder: number;
      isFeatured: boolean;
    }[];
    try {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/admin/job-management?page=2");
        await expect(page.getByRole("navigation", { name: "Job order pages" }).getByText(/^Showing 51–/)).toBeVisible();
        await shot(page, "job-management-page-2", width);
      }
      const rows = page.getByRole("list", { name: "Job order" }).getByRole("listitem");
      const label = (await rows.first().getAttribute("aria-label"))!;
      expect(label).toMatch(/^51\. /);
      const title = label.replace(/^\d+\. /, "");
      const position = page.getByLabel(`Position of ${title}`);
      await position.fill("1");
      await position.press("Enter");
      await expect(toastText(page, `${title} moved to position 1`)).toBeVisible();
      await page.goto("/admin/job-management");
      await expect(page.getByRole("list", { name: "Job order" }).getByRole("listitem").first()).toHaveAttribute(
        "aria-label",
        `1. ${title}`,
      );
      await page.goto("/#jobs");
      await expect(
        page
          .getByRole("region", { name: /All Jobs/ })
          .getByRole("article")
          .first(),
      ).toHaveAccessibleName(title);
    } finally {
      await page.request.put("/api/admin/jobs/reorder", {
        data: { jobs: original.map(({ id, displayOrder, isFeatured }) => ({ id, displayOrder, isFeatured })) },
      });
    }
  });

  test("dashboard: re-check one job's application link against a local stand-in", async ({ page }) => {
    // The server under test may reach 127.0.0.1 only (LINK_CHECK_ALLOW_HOSTS in playwright.config.ts).
    const standIn = http.createServer((req, res) => res.writeHead(req.url === "/gone" ? 410 : 200).end());
    await new Promise<void>((resolve) => standIn.listen(3401, "127.0.0.1", resolve));
    const [job] = await importThrowawayJobs(page.request, ["E2E Link Check Job"]);
    try {
      await page.request.put(`/api/admin/jobs/${job.id}/application-url`, { data: { applicationUrl: "http://127.0.0.1:3401/gone" } });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/admin?search=${encodeURIComponent(job.title)}`);
        const row = page.getByRole("article", { name: job.title });
        await row.getByRole("button", { name: `Check application link for ${job.title}` }).click();
        await expect(toastText(page, "Link checked: BAD")).toBeVisible();
        await expect(row.getByText("Link broken")).toBeVisible();
        await expect(row.getByText(/checked \d{1,2} \w{3} \d{4} · Page gone \(410\)/)).toBeVisible();
        await shot(page, "dashboard-link-check", width);
      }
      // Two BAD checks in a row opened an automatic report.
      const reports = (await (await page.request.get("/api/admin/broken-link-reports?status=pending")).json()) as {
        jobId: string;
        reportReason: string;
      }[];
      expect(reports.filter((r) => r.jobId === job.id).map((r) => r.reportReason)).toEqual(["Automatic check: Page gone (410)"]);
    } finally {
      await deleteJobs(page.request, [job.title]);
      await new Promise<void>((resolve) => standIn.close(() => resolve()));
    }
  });
});
