// Code no first paint needs comes after it (decision 092): the toast viewport and the web-vitals reporter are
// outside every page's first-load scripts. They come once the page is idle, or, for toasts, with the first one.
import { expect, test } from "@playwright/test";

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
