// A job past its closing date (docs/decisions/040): gone from the board, its page says "Applications closed",
// answers 410 and links similar open jobs. Desktop and phone.
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-support";

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
