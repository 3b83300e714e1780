import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("axe finds no serious or critical violation on the public pages", async ({ page, request }) => {
  // Ten pages, a few seconds of axe each on a busy machine.
  test.setTimeout(90_000);
  const [job] = await (await request.get("/api/jobs?limit=1")).json();
  for (const path of [
    "/",
    "/?category=mining&salary=200%2B",
    `/job/${job.id}`,
    "/job/00000000-0000-4000-8000-000000000000",
    "/no-such-page",
    "/pricing",
    "/support",
    "/about",
    "/privacy",
    "/terms",
  ]) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${path}: ${v.id} (${v.nodes.length})`)).toEqual([]);
  }
});

test("a job write reaches the cached home page at once", async ({ page, playwright, baseURL }) => {
  await page.goto("/");
  await page.goto("/"); // now served from the cached (ISR) page
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/login", { data: { username: "e2e_admin", password: "e2e-admin-pass" } })).status()).toBe(200);
  const title = `Cache Check Rigger ${Date.now()}`;
  const csv = `job_title,company_name,location,salary,category,application_url\n${title},Fresh Co,"North Sea, United Kingdom",£95k,oil-gas,https://fresh.example/jobs/1\n`;
  const res = await admin.post("/api/admin/jobs/bulk-upload", {
    multipart: { csvFile: { name: "jobs.csv", mimeType: "text/csv", buffer: Buffer.from(csv) }, skipWarnings: "false" },
  });
  expect((await res.json()).result.imported).toBe(1);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await admin.dispose();
});
