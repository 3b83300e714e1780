// Code no first paint needs comes after it (decision 092): the toast viewport, the web-vitals reporter, My
// List's sync and the nav's Sign Out are outside every page's first-load scripts. They come once the page is
// idle, or sooner when needed: toasts with the first one, the sync with the first change to the list, Sign Out
// once someone is signed in.
import { expect, test } from "@playwright/test";
import { signUpThrough } from "./account-support";

const newAccount = () => {
  const username = `idle${Date.now() % 1_000_000}`;
  return { username, email: `${username}@camp.example`, password: "camp-wifi-pass" };
};

test("a toast raised before the page has gone idle is shown", async ({ page }) => {
  // This browser never reports idle time, so only the toast itself can bring the viewport in.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto("/");
  const notifications = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(notifications).toHaveCount(0);
  const subscribe = page.getByRole("region", { name: /top 3 jobs/ });
  await subscribe.getByRole("button", { name: "Subscribe" }).click();
  await expect(notifications.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(notifications.getByText("Error", { exact: true })).toBeVisible();
});

test("once the page is idle, its notifications are in place and its web vitals are reported", async ({ page }) => {
  const vitals: string[] = [];
  // A beacon's body is readable on its way through a route, not from the request event.
  await page.route("**/api/analytics/web-vitals", async (route) => {
    vitals.push((route.request().postDataJSON() as { name: string }).name);
    await route.continue();
  });
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeAttached();
  // LCP is final, and sent, at the reader's first input after the reporter has come: press until it is sent.
  await expect(async () => {
    await page.keyboard.press("Shift");
    expect(vitals).toContain("LCP");
  }).toPass({ timeout: 10_000 });
});

test("a Save made before the page has gone idle reaches the account's list, and brings the sync with it", async ({ page }) => {
  await signUpThrough(page.request, newAccount());
  // Once this browser has synced with the account (the owner mark), its pages never report idle time.
  await page.addInitScript(() => {
    if (localStorage.getItem("outpost_shortlist_owner")) window.requestIdleCallback = () => 0;
  });
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("outpost_shortlist_owner"))).not.toBeNull();

  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/user/shortlist")) asked.push(request.method());
  });
  await page.reload();
  const save = page
    .locator(".job-card")
    .first()
    .getByRole("button", { name: /^Save / });
  await expect(save).toBeEnabled();
  await page.waitForTimeout(1500);
  // With nothing changed and no idle time, the sync's code has not come, so it has asked nothing.
  expect(asked).toEqual([]);

  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => ((await (await page.request.get("/api/user/shortlist")).json()) as { ids: string[] }).ids.length).toBe(1);
});

test("Sign Out works on a page that has not gone idle", async ({ page }) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await signUpThrough(page.request, newAccount());
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("You have been logged out successfully.", { exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(((await (await page.request.get("/api/session")).json()) as { user: unknown }).user).toBeNull();
});
