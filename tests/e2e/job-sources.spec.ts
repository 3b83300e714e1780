// An admin sets up a multiposter feed for an employer on /admin/sources: the credentials are shown once with
// copy buttons, the source is listed, its page pauses it and deletes it after a confirmation. Both screens fit
// a 390 px and a 320 px phone with no sideways scroll.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-support";
import { sidewaysScroll } from "./axe-support";

const SHOTS = "/tmp/h4-shots";
const run = Date.now().toString(36);
const NAME = `Broadbean ${run}`;

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

test("an admin creates a feed, sees its secret once, pauses and deletes it", async ({ page }) => {
  const employer = await page.request.post("/api/register", {
    data: {
      username: `feedco${run}`,
      email: `feedco-${run}@example.com`,
      password: "feed-co-pass-9",
      firstName: "Fen",
      lastName: "Ward",
      role: "employer",
    },
  });
  expect(employer.status()).toBe(201);
  await page.request.post("/api/logout");
  await signInAsAdmin(page);

  await page.goto("/admin");
  await page.getByRole("link", { name: "Job Sources" }).click();
  await expect(page.getByRole("heading", { name: "Job Sources", level: 1 })).toBeVisible();
  await page.getByLabel("Name").fill(NAME);
  const employers = page.getByLabel("Employer account");
  await employers.selectOption((await employers.locator("option", { hasText: `feedco${run}` }).getAttribute("value"))!);
  await page.getByLabel("Live-job allowance").fill("5");
  await page.getByRole("button", { name: "Create source" }).click();

  const once = page.getByRole("status").filter({ hasText: "shown only this once" });
  await expect(once).toBeVisible();
  await expect(once.getByRole("button", { name: "Copy Secret (password)" })).toBeVisible();
  await expect(page.getByRole("link", { name: NAME })).toBeVisible();

  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await sidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/sources-${width}.png`, fullPage: true });
  }

  await page.getByRole("link", { name: NAME }).click();
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByText("Nothing refused.")).toBeVisible();
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("Paused", { exact: true })).toBeVisible();
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await sidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/source-${width}.png`, fullPage: true });
  }

  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete source" }).click();
  await expect(page).toHaveURL(/\/admin\/sources$/);
  await expect(page.getByRole("link", { name: NAME })).toHaveCount(0);
});
