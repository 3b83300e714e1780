// Verified email in the browser, on phones (390 and 320 px): a new employer signs up through the screen and
// is signed in, the post-job screen says "Verify your email" with a button for a new link, and the emailed
// link's page confirms the address, after which the notice is gone. Nothing scrolls sideways.
import { expect, test, type Page } from "@playwright/test";
import { verificationToken } from "./account-support";

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [390, 320]) {
  test(`an unverified employer is asked to verify, and the emailed link does it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const username = `verify${width}_${Date.now() % 1_000_000}`;
    const email = `${username}@moonpool.example`;
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Username *").fill(username);
    await page.getByLabel("Email *").fill(email);
    await page.getByLabel("Password *", { exact: true }).fill("moon-pool-pass");
    await page.getByLabel("Confirm password *", { exact: true }).fill("moon-pool-pass");
    await page.getByLabel("Employer").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    // Signed in straight after: the screen leaves for the home page (the phone's menu holds My Jobs).
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/post-job");
    const notice = page.getByRole("region", { name: "Verify your email" });
    await expect(notice).toContainText(`We sent a link to ${email}.`);
    expect(await sideways(page)).toBe(0);
    await notice.getByRole("button", { name: "Send a New Link" }).click();
    await expect(notice.getByRole("status")).toHaveText("We've sent a new link to your email address. It works for 24 hours.");

    await page.goto(`/verify-email?token=${encodeURIComponent(await verificationToken(email))}`);
    await page.getByRole("button", { name: "Confirm My Email Address" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your email address is verified" })).toBeVisible();
    expect(await sideways(page)).toBe(0);
    await page.goto("/post-job");
    await expect(page.getByRole("heading", { name: "Post a Job" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Verify your email" })).toHaveCount(0);
  });
}
