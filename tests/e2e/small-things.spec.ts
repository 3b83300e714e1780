// Small things, as a phone user and an admin meet them: a broken-link report that asks first and
// can be undone, Clear All Discarded that asks first, titles of the pages that find nothing, the outbox's
// gate, the report queue one card per job with its takedowns in the audit log, and a clean console.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { deleteJobs, importThrowawayJobs } from "./admin-support";
import { signUpThrough } from "./account-support";
import { openFreshDeck } from "./swipe-support";
import { seriousViolations } from "./axe-support";

const SHOTS = "/tmp/h8-shots";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "en-GB",
    timezoneId: "Europe/London",
  });
  const res = await context.request.post("/api/login", { data: { username: "e2e_admin", password: "e2e-admin-pass" } });
  expect(res.ok()).toBe(true);
  return context.newPage();
}

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test.describe("a broken-link report on the job page", () => {
  let admin: Page;
  let job: { id: string; title: string };
  test.beforeAll(async ({ browser, baseURL }) => {
    admin = await adminPage(browser, baseURL);
    [job] = await importThrowawayJobs(admin.request, [`E2E Report Undo ${Date.now() % 100_000}`]);
  });
  test.afterAll(async () => {
    await deleteJobs(admin.request, [job.title]);
    await admin.context().close();
  });

  const pendingReports = async (request: APIRequestContext) => {
    const groups = (await (await request.get("/api/admin/broken-link-reports/jobs?status=pending&limit=100")).json()) as {
      jobId: string;
      reports: unknown[];
    }[];
    return groups.find((g) => g.jobId === job.id)?.reports.length ?? 0;
  };

  test("asks first, sits apart from Apply Now, and Undo withdraws what was sent", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/broken-link-reports")) sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(`/job/${job.id}`);
    const report = page.getByRole("button", { name: "Report broken link" });
    const apply = page.getByRole("complementary").getByRole("link", { name: "Apply Now" });
    // Not in Apply Now's box: its own, with a heading, well below.
    const [applyBox, reportBox] = [(await apply.boundingBox())!, (await report.boundingBox())!];
    expect(reportBox.y - (applyBox.y + applyBox.height)).toBeGreaterThan(150);
    await expect(
      page.getByRole("region", { name: "Something wrong with this job?" }).getByRole("button", { name: "Report broken link" }),
    ).toBeVisible();

    // One tap asks; Cancel sends nothing.
    await report.click();
    await expect(page.getByText("Is the application link broken?")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send report" })).toBeFocused();
    await shot(page, "report-asking");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(report).toBeFocused();
    expect(sent).toEqual([]);

    // Sent: said so, with Undo, which takes the report back on the server.
    await report.click();
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Report sent!" })).toBeVisible();
    const undo = page.getByRole("button", { name: "Undo" });
    await expect(undo).toBeFocused();
    await shot(page, "report-sent");
    await noSideways(page);
    await expect.poll(() => pendingReports(admin.request)).toBe(1);
    const withdrawn = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().includes("/api/broken-link-reports/"));
    await undo.click();
    expect((await withdrawn).status()).toBe(204);
    await expect(page.getByRole("status").filter({ hasText: "Report withdrawn" })).toBeVisible();
    expect(await pendingReports(admin.request)).toBe(0);
    expect(sent).toEqual(["POST /api/broken-link-reports", expect.stringMatching(/^DELETE \/api\/broken-link-reports\/[0-9a-f-]{36}$/)]);
    // The button comes back for another report.
    await expect(report).toBeVisible({ timeout: 6_000 });

    // Left alone, the report stays sent.
    await report.click();
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0, { timeout: 8_000 });
    await expect(report).toBeVisible();
    expect(await pendingReports(admin.request)).toBe(1);
  });

  test("fits a 320 px phone while asking", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/job/${job.id}`);
    await page.getByRole("button", { name: "Report broken link" }).click();
    await expect(page.getByRole("button", { name: "Send report" })).toBeVisible();
    await noSideways(page);
    expect(await seriousViolations(page, "the report's confirm step")).toEqual([]);
    await shot(page, "report-asking");
  });
});

test("a mailed cancel link's page and a shortened search pass axe and fit a 320 px phone", async ({ page }) => {
  const found: string[] = [];
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/cancel-email-change?token=not-a-real-token");
    await expect(page.getByRole("button", { name: /cancel/i }).first()).toBeVisible();
    found.push(...(await seriousViolations(page, `/cancel-email-change at ${width} px`)));
    await noSideways(page);
    await page.goto(`/?search=${"diver ".repeat(60)}`);
    await expect(page.getByText("Your search was shortened to its first 200 characters.")).toBeVisible();
    found.push(...(await seriousViolations(page, `a shortened search at ${width} px`)));
    await noSideways(page);
  }
  expect(found).toEqual([]);
});

test("Clear All Discarded asks first, from the keyboard too", async ({ page }) => {
  await openFreshDeck(page);
  for (let i = 0; i < 2; i++) {
    await page.getByRole("button", { name: "Discard" }).click();
    await expect(page.getByRole("link", { name: `Discarded ${i + 1}` })).toBeVisible();
  }
  await page.goto("/shortlist?tab=discarded");
  const clear = page.getByRole("button", { name: "Clear All Discarded" });
  await clear.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Clear Discarded Jobs" });
  await expect(dialog).toContainText("Remove all 2 jobs you discarded?");
  await shot(page, "clear-discarded");
  await noSideways(page);
  // Escape keeps the list.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Discarded (2)" })).toBeVisible();

  await clear.focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Clear All Discarded" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("No jobs discarded yet")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Discarded (0)" })).toBeVisible();
});

test("a missing page and a missing job say so in their titles", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | Outpost");
  await page.goto("/job/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
  await expect(page).toHaveTitle("Job Not Found | Outpost");
});

test("a signed-out visit to the board logs no error in the console", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  // The page does ask who is signed in, and is told nobody, without a failed call.
  const probe = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/session");
  await page.goto("/");
  const answer = await probe;
  expect([answer.status(), await answer.json()]).toEqual([200, { user: null }]);
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("the outbox refuses a visitor and a job seeker as the other admin pages do", async ({ page }) => {
  const refusal = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Login as Admin" })).toBeVisible();
    return page.getByRole("main").innerText();
  };
  const signedOut = await refusal("/admin");
  await expect(page.getByText("You are not signed in.")).toBeVisible();
  expect(await refusal("/admin/outbox")).toBe(signedOut);
  await shot(page, "outbox-signed-out");

  const stamp = Date.now() % 1_000_000;
  await signUpThrough(page.request, { username: `outboxer${stamp}`, email: `outboxer${stamp}@example.com`, password: "seeker-pass" });
  const seeker = await refusal("/admin/broken-link-reports");
  await expect(page.getByText("Your current role: user")).toBeVisible();
  expect(await refusal("/admin/outbox")).toBe(seeker);
  await page.getByRole("button", { name: "Login as Admin" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Foutbox/);
});

test("the report queue shows a job reported twice once, and its takedown is in the audit log", async ({ page, browser, baseURL }) => {
  const admin = await adminPage(browser, baseURL);
  const [job] = await importThrowawayJobs(admin.request, [`E2E Reported Twice ${Date.now() % 100_000}`]);
  try {
    await page.request.post("/api/broken-link-reports", { data: { jobId: job.id } });
    await page.request.post("/api/broken-link-reports", {
      data: { jobId: job.id, reason: "asks_for_money", reportReason: "Asked for a visa fee" },
    });
    await admin.goto("/admin/broken-link-reports");
    await expect(admin.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await expect(admin).toHaveTitle(/^Reports/);
    const cards = admin.getByRole("article", { name: `Reports for ${job.title}` });
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole("listitem")).toHaveCount(2);
    await expect(card.getByText("Asks for money or bank details")).toBeVisible();
    await expect(card.getByText("Broken or non-functional link")).toBeVisible();
    await expect(card.getByText("Asked for a visa fee")).toBeVisible();
    await noSideways(admin);
    expect(await seriousViolations(admin, "the report queue")).toEqual([]);
    await shot(admin, "report-queue");

    await card.getByRole("button", { name: "Take down" }).click();
    const dialog = admin.getByRole("dialog", { name: "Take Down Job" });
    await dialog.getByLabel("Reason").fill("Asks applicants for a visa fee");
    await dialog.getByRole("button", { name: "Take Down" }).click();
    await expect(card.getByText("resolved", { exact: true })).toHaveCount(2);

    await admin.goto("/admin/audit-log");
    // The job's creation is in the log too (every job write is audited): the takedown is one row of its own.
    const row = admin.getByRole("row").filter({ hasText: job.title }).filter({ hasText: "Took down job" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("e2e_admin");
    await expect(row).toContainText("Took down job: Asks applicants for a visa fee");
    await shot(admin, "audit-log");
  } finally {
    await deleteJobs(admin.request, [job.title]);
    await admin.context().close();
  }
});
