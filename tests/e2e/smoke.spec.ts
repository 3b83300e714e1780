import { expect, test } from "@playwright/test";

test("the home page serves the seeded board", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Real Jobs. Big Pay. No Desk." })).toBeVisible();
  const jobs = page.getByRole("region", { name: "All Jobs" }).getByRole("listitem");
  await expect(jobs.first()).toBeVisible();
  expect(await jobs.count()).toBeGreaterThan(10);
  await page.screenshot({ path: "test-results/home.png", fullPage: false });
});

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/api/jobs", "/api/nope", "/no-such-page"]) {
    const res = await request.get(path);
    expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(res.headers()["referrer-policy"], path).toBeTruthy();
    expect(res.headers()["x-frame-options"], path).toBe("DENY");
  }
});

test("an unknown address shows the 404 page", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the configured admin can sign in through the API", async ({ request }) => {
  const res = await request.post("/api/login", { data: { username: "e2e_admin", password: "e2e-admin-pass" } });
  expect(res.status()).toBe(200);
  expect((await res.json()).role).toBe("admin");
  const me = await request.get("/api/user");
  expect(me.status()).toBe(200);
});
