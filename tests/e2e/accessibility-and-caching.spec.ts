// axe (WCAG 2.1 AA rules, real Chromium) on every public page and the states a seeker and an employer meet, on
// a desktop and (the mobile project) a phone; and a job write reaching the kept pages at once.
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe-support";
import { draftJob, newEmployer } from "./employer-support";

test("axe finds no serious or critical violation on the public pages", async ({ page, request }) => {
  // Sixteen pages, a few seconds of axe each on a busy machine.
  test.setTimeout(150_000);
  const [job] = await (await request.get("/api/jobs?limit=1")).json();
  await page.addInitScript((id) => {
    if (!localStorage.getItem("outpost_swipe_data"))
      localStorage.setItem(
        "outpost_swipe_data",
        JSON.stringify({ shortlistedJobs: [id], discardedJobs: [], currentJobIndex: 0, history: [] }),
      );
  }, job.id);
  const found: string[] = [];
  for (const path of [
    "/",
    "/search?search=offshore",
    "/search?category=mining&salary=200%2B",
    "/search?search=zzzznotajob",
    `/job/${job.id}`,
    "/job/00000000-0000-4000-8000-000000000000",
    "/swipe",
    "/shortlist",
    "/shortlist?tab=discarded",
    "/auth",
    "/no-such-page",
    "/pricing",
    "/support",
    "/about",
    "/privacy",
    "/terms",
  ]) {
    await page.goto(path);
    // Scripts have run: client-drawn parts (the deck, My List, Save's state) are what axe reads.
    await page.waitForLoadState("networkidle");
    found.push(...(await seriousViolations(page, path)));
  }
  expect(found).toEqual([]);
});

test("axe finds none in the states a seeker opens: the filter sheet or sidebar, a card's menu, a job's share menu", async ({ page }) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  await page.goto("/search?search=offshore");
  const filters = page.getByRole("link", { name: /^Filters/ });
  if (await filters.isVisible()) {
    await filters.click();
    await expect(page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: /^Show/ })).toBeVisible();
    found.push(...(await seriousViolations(page, "the filter sheet")));
    await page.keyboard.press("Escape");
  } else {
    found.push(...(await seriousViolations(page, "the filter sidebar")));
  }
  await page.getByRole("button", { name: "Share or report" }).first().click();
  await expect(page.getByRole("menu")).toBeVisible();
  found.push(...(await seriousViolations(page, "a card's menu")));
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "View Details" }).first().click();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  found.push(...(await seriousViolations(page, "a job's share menu")));
  expect(found).toEqual([]);
});

test("axe finds none on /post-job and /checkout, a declined card included", async ({ page }) => {
  test.setTimeout(90_000);
  const username = await newEmployer(page);
  const found: string[] = [];
  await page.goto("/post-job");
  await expect(page.getByRole("heading", { name: "Choose your plan" })).toBeVisible();
  found.push(...(await seriousViolations(page, "/post-job")));
  await page.evaluate(
    (job) => sessionStorage.setItem("pendingJobData", JSON.stringify({ ...job, amount: 99, isFeatured: false })),
    draftJob("Winter Rigger", "Axe Rigging", `https://axe.example/jobs/${username}`),
  );
  await page.goto("/checkout");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay £99 & Post Job" }).click();
  await expect(page.getByRole("region", { name: "Payment" }).getByRole("alert")).toBeVisible();
  found.push(...(await seriousViolations(page, "/checkout, declined")));
  expect(found).toEqual([]);
});

test("a job write reaches the kept pages at once: the board, a search and the deck", async ({ page, playwright, baseURL }) => {
  for (const path of ["/", "/search?search=rigger", "/swipe"]) await page.goto(path); // now kept (ISR)
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/login", { data: { username: "e2e_admin", password: "e2e-admin-pass" } })).status()).toBe(200);
  const title = `Cache Check Rigger ${Date.now()}`;
  // An address of its own: a re-import of an address updates that job rather than listing a new one on top.
  const csv = `job_title,company_name,location,salary,category,application_url\n${title},Fresh Co,"North Sea, United Kingdom",£95k,oil-gas,https://fresh.example/jobs/${Date.now()}\n`;
  const res = await admin.post("/api/admin/jobs/bulk-upload", {
    multipart: { csvFile: { name: "jobs.csv", mimeType: "text/csv", buffer: Buffer.from(csv) }, skipWarnings: "false" },
  });
  expect((await res.json()).result.imported).toBe(1);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goto("/search?search=rigger");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goto("/swipe");
  await page.evaluate(() => localStorage.clear());
  await page.goto("/swipe");
  await expect(page.getByTestId("swipe-card").getByRole("heading", { level: 2 })).toHaveText(title);
  await admin.dispose();
});
