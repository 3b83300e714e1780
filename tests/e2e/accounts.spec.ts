import { expect, test, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";
import { openOutboxUntil } from "./admin-support";

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/accounts-${name}.png` });

test("sign up as an employer, sign out, reset the password through the outbox, sign in again", async ({ page, browser, baseURL }) => {
  const username = `hirer${Date.now() % 1_000_000}`;
  const email = `${username}@energy.example`;
  await page.goto("/auth?tab=signup");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.locator("form [role=alert]")).toHaveText("Please fill in all required fields");
  await page.getByLabel("First name").fill("Hannah");
  await page.getByLabel("Last name").fill("Reid");
  await page.getByLabel("Username *").fill(username);
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Password *", { exact: true }).fill("first-pass");
  await page.getByLabel("Confirm password *", { exact: true }).fill("other-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.locator("form [role=alert]")).toHaveText("Passwords do not match");
  await page.getByLabel("Confirm password *", { exact: true }).fill("first-pass");
  await page.getByLabel("Employer").check();
  await shot(page, "signup");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "My Jobs" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Account" })).toBeVisible();
  await nav.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText("Employer", { exact: true }).first()).toBeVisible();
  await shot(page, "account");

  // Signing out shows 'Signing Out...' while the server ends the session.
  await page.route("**/api/logout", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(nav.getByRole("button", { name: "Signing Out..." })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.unroute("**/api/logout");

  // Signed out, the account page sends you to sign in.
  await page.goto("/account");
  await expect(page.getByText("Please Sign In").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?next=%2Faccount/, { timeout: 5000 });

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email").fill("nope");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.locator("form [role=alert]")).toHaveText("Please enter a valid email address");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await shot(page, "check-email");

  // The admin reads the outbox and passes the link on.
  const admin = await browser.newPage({ baseURL });
  await admin.request.post("/api/login", { data: { username: "e2e_admin", password: "e2e-admin-pass" } });
  const mail = admin.getByRole("article", { name: "Reset your Outpost password" }).filter({ hasText: email }).first();
  await openOutboxUntil(admin, mail);
  const link = await mail.getByRole("link").first().getAttribute("href");
  expect(link).toMatch(new RegExp(`^${baseURL}/reset-password\\?token=`));
  await admin.close();

  await page.goto("/reset-password?token=made-up");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await shot(page, "invalid-link");

  await page.goto(link!);
  await page.getByLabel("New password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm password", { exact: true }).fill("12346");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password must be at least 6 characters long").first()).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("second-pass");
  await page.getByRole("button", { name: "Show new password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("Confirm password", { exact: true }).fill("second-pas");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm password", { exact: true }).fill("second-pass");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();
  await shot(page, "reset-done");
  await page.getByRole("link", { name: "Continue to Login" }).click();

  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("first-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed").first()).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("second-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Jobs" })).toBeVisible();
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
});

test("the reset page without a token asks for a new link", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("admin-only pages refuse others", async ({ page }) => {
  // Headers that once fooled middleware-based checks change nothing: the page asks for the session itself.
  const forged = await page.request.get("/admin/outbox", {
    headers: { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy", "x-role": "admin" },
  });
  expect(await forged.text()).not.toContain("Reset your Outpost password");
  await page.goto("/admin/outbox");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You are not signed in.")).toBeVisible();
  await signUpThrough(page.request, {
    username: `seeker${Date.now() % 1_000_000}`,
    email: `s${Date.now()}@example.com`,
    password: "seeker-pass",
  });
  const res = await page.goto("/admin/outbox", { waitUntil: "domcontentloaded" });
  expect(await res!.text()).not.toContain("Reset your Outpost password");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
});

test("a client cannot dodge per-address limits by claiming other addresses", async ({ playwright, baseURL }) => {
  // TRUST_PROXY is off, so npm start replaces X-Forwarded-For with the real socket address. Failed sign-ins
  // for a username of this test's own are used: their limit (5 per client and username) touches no other test.
  const client = await playwright.request.newContext({ baseURL });
  const username = `nobody${Date.now() % 1_000_000}`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await client.post("/api/login", {
      data: { username, password: "not-the-password" },
      headers: { "x-forwarded-for": `198.18.0.${i}` },
    });
    statuses.push(res.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  await client.dispose();
});
