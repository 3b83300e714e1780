// A job past its closing date (docs/decisions/040): gone from the board, its page says "Applications closed",
// answers 410 and links similar open jobs. Desktop and phone.
import { expect, test, type Page } from "@playwright/test";
import { closingDayOf, closingInstant } from "../../lib/closing-date";
import { signInAsAdmin } from "./admin-support";
import { employerWithJob } from "./employer-support";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/wt17-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

type AdminJob = { id: string; title: string; isActive: boolean; applicationClosingDate: string };

async function aClosedDemoJob(page: Page): Promise<AdminJob> {
  await signInAsAdmin(page);
  const all = (await (await page.request.get("/api/admin/jobs?limit=1000")).json()) as AdminJob[];
  await page.context().clearCookies();
  const closed = all.find((j) => j.isActive && new Date(j.applicationClosingDate) < new Date());
  if (!closed) throw new Error("the demo data has no closed job");
  return closed;
}

test("a closed job's page says so with HTTP 410 and offers similar open jobs", async ({ page }) => {
  const job = await aClosedDemoJob(page);
  const response = await page.goto(`/job/${job.id}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByText("Applications closed", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply Now" })).toHaveCount(0);
  const similar = page.getByRole("region", { name: "Similar open jobs" }).getByRole("article");
  await expect(similar.first()).toBeVisible();
  await shot(page, "closed-job");
  await similar.first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/job\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("link", { name: "Apply Now" }).first()).toBeVisible();
});

test("a closed job is on no public list", async ({ page }) => {
  const job = await aClosedDemoJob(page);
  const list = (await (await page.request.get("/api/jobs?limit=100&sortBy=closing-soon")).json()) as { id: string }[];
  expect(list.map((j) => j.id)).not.toContain(job.id);
  for (const path of ["/sitemap.xml", "/feed.xml"]) expect(await (await page.request.get(path)).text()).not.toContain(job.id);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: job.title })).toHaveCount(0);
});

// A closing date is a UK day, open until its end (decision 117): a job closing today is still taking
// applicants all day, on the board and on its page, with one badge that says so.
test("a job closing today is on the board, says it closes today and offers Apply", async ({ page }) => {
  const title = `Closing Day Rigger ${Date.now() % 100_000}`;
  const { id } = await employerWithJob(page, title, "Skerry Offshore", async () => ({
    applicationStartDate: closingDayOf(new Date(Date.now() - 86_400_000)),
    applicationClosingDate: closingDayOf(new Date()),
  }));
  await page.context().clearCookies();
  // The browser's own clock late on the closing day in the UK: what it draws must still say today.
  await page.clock.setFixedTime(new Date(closingInstant(closingDayOf(new Date())).getTime() - 30 * 60_000));

  await page.goto(`/search?search=${encodeURIComponent(title)}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("Closing today", { exact: true })).toBeVisible();
  await expect(card.getByText("Closing Soon")).toHaveCount(0);
  await expect(card.locator("[data-urgency]")).toHaveCount(1);
  await card.screenshot({ path: "/tmp/wt17-shots/closing-today-card-390.png" });

  const response = await page.goto(`/job/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByText("Closing today", { exact: true })).toBeVisible();
  await expect(header.locator("[data-urgency]")).toHaveText("Closing today");
  await expect(page.getByText("Closing Soon")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Apply Now" }).first()).toBeVisible();
  const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
    validThrough?: string;
  };
  expect(posting.validThrough).toBe(closingInstant(closingDayOf(new Date())).toISOString());
  await shot(page, "closing-today-job");

  // On the narrowest phone too, nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of [`/job/${id}`, `/search?search=${encodeURIComponent(title)}`]) {
    await page.goto(path);
    await expect(page.getByText("Closing today", { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    if (path.startsWith("/job")) await shot(page, "closing-today-job");
    else await page.getByRole("article").first().screenshot({ path: "/tmp/wt17-shots/closing-today-card-320.png" });
  }
});
