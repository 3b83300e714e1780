// The pages about Outpost, the support form and account control in the browser, at 1280 px and
// 390 px: each page renders from the footer, a support message reaches the outbox, the account's data
// downloads as JSON, the password changes, and a deleted account can no longer sign in.
import fs from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PLAN_TYPES, PLANS } from "../../lib/plans";
import { openOutboxUntil, signInAsAdmin } from "./admin-support";
import { signUpThrough } from "./account-support";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/wt17-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

const PAGES = [
  ["Pricing", "Pricing"],
  ["Support", "Support"],
  ["About", "About Outpost"],
  ["Privacy", "Privacy"],
  ["Terms", "Terms"],
] as const;

test("the five pages open from the footer and show their content", async ({ page }) => {
  await page.goto("/");
  for (const [link, heading] of PAGES) {
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await shot(page, `page-${link.toLowerCase()}`);
  }
  await page.goto("/pricing");
  for (const type of PLAN_TYPES) {
    const plan = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: PLANS[type].name }) });
    await expect(plan.getByText(`£${PLANS[type].priceGbp}`, { exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: `Post a job with ${PLANS.premium.name}` }).click();
  await expect(page).toHaveURL(/\/post-job\?plan=premium/);
});

test("the support form says what is wrong, then sends the message to the support inbox", async ({ page, browser, baseURL }) => {
  const marker = `Rotation question ${Date.now()}`;
  await page.goto("/support");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please enter your name");
  await page.getByLabel("Your name").fill("Ilse Brandt");
  await page.getByLabel("Your email").fill("ilse.brandt@polar.example");
  await page.getByLabel("Topic").selectOption({ label: "Finding or applying for a job" });
  await page.getByLabel("Message").fill(`${marker}: does the 4 on/4 off rotation include travel days?`);
  await shot(page, "support-filled");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Thanks, your message has been sent. We'll reply by email.");
  await expect(page.getByLabel("Message")).toHaveValue("");
  await shot(page, "support-sent");

  // Without SUPPORT_EMAIL the first admin's address receives it; the admin reads it in the outbox.
  const admin = await browser.newPage({ baseURL });
  await signInAsAdmin(admin);
  const mail = admin
    .getByRole("article", { name: "Support: Finding or applying for a job (from Ilse Brandt)" })
    .filter({ hasText: marker });
  await openOutboxUntil(admin, mail);
  await admin.close();
});

test("an account downloads its data, changes its password, and is deleted for good", async ({ page }) => {
  const username = `leaver${Date.now() % 1_000_000}`;
  const email = `${username}@tundra.example`;
  await signUpThrough(page.request, { username, email, password: "first-tundra-pass", firstName: "Aput" });
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  await shot(page, "account");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download My Data" }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^outpost-data-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = JSON.parse(await fs.readFile((await download.path())!, "utf8")) as { profile: Record<string, unknown>; jobs: unknown[] };
  expect(data.profile).toMatchObject({ username, email, firstName: "Aput" });
  expect(data.jobs).toEqual([]);
  expect(JSON.stringify(data)).not.toMatch(/password|token/i);

  const passwords = page.getByRole("region", { name: "Change password" });
  await passwords.getByLabel("Current password", { exact: true }).fill("not-the-password");
  await passwords.getByLabel("New password", { exact: true }).fill("second-tundra-pass");
  await passwords.getByLabel("Confirm new password", { exact: true }).fill("second-tundra-pass");
  await passwords.getByRole("button", { name: "Change Password" }).click();
  await expect(passwords.getByRole("alert")).toHaveText("Your current password is incorrect");
  await passwords.getByLabel("Current password", { exact: true }).fill("first-tundra-pass");
  await passwords.getByRole("button", { name: "Change Password" }).click();
  await expect(passwords.getByRole("status")).toHaveText("Your password has been changed. Other devices have been signed out.");

  const removal = page.getByRole("region", { name: "Delete account" });
  await removal.getByLabel("Current password", { exact: true }).fill("second-tundra-pass");
  await removal.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await shot(page, "account-delete-confirm");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await removal.getByRole("button", { name: "Delete Account" }).click();
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted. Thank you for using Outpost.").first()).toBeVisible();
  expect((await page.request.get("/api/user")).status()).toBe(401);

  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("second-tundra-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed").first()).toBeVisible();
  await page.goto("/account");
  await expect(page.getByText("Please Sign In").first()).toBeVisible();
});
