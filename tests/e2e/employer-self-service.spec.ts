// An employer looks after a posting from My Jobs (docs/decisions/042): its status and dates, an edit that
// shows on the job page at once, an extension paid through checkout, archiving and reactivating.
import { expect, test, type Page } from "@playwright/test";
import { day, employerWithJob } from "./employer-support";
import { signUpThrough } from "./account-support";
import { seriousViolations } from "./axe-support";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/wt17-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

test("edit, extend, archive and reactivate a posting from My Jobs", async ({ page }) => {
  const title = `Night Driller ${Date.now() % 100000}`;
  const { id } = await employerWithJob(page, title);

  await page.goto("/my-jobs");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByText(`Listed ${longDate(day(0))} to ${longDate(day(20))}`)).toBeVisible();
  await shot(page, "my-jobs-active");

  // Edit: the job page and its JobPosting data change at once.
  await card.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { name: `Edit: ${title}` })).toBeVisible();
  await page.getByLabel("Job Title").fill(`${title} (Senior)`);
  await page.getByLabel("Maximum Salary (£ per year)").fill("90000");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Maximum salary must be at least the minimum salary")).toBeVisible();
  await shot(page, "edit-job-error");
  await page.getByLabel("Maximum Salary (£ per year)").fill("150000");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/my-jobs$/);
  await expect(page.getByRole("heading", { name: `${title} (Senior)` })).toBeVisible();
  await page.goto(`/job/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `${title} (Senior)` })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd.title).toBe(`${title} (Senior)`);
  expect(jsonLd.baseSalary.value.maxValue).toBe(150000);

  // Extend through checkout: 40 more days need the Professional plan, priced by the server.
  await page.goto("/my-jobs");
  await page.getByRole("link", { name: `Extend ${title} (Senior)` }).click();
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await page.getByLabel("New closing date").fill(day(60));
  await page.getByRole("button", { name: "Continue to Payment (£99)" }).click();
  await expect(page.getByText(/The Starter plan covers up to 30 days, but your job needs 40 days/)).toBeVisible();
  await page.getByRole("radio", { name: /Professional/ }).click();
  await page.getByRole("button", { name: "Continue to Payment (£199)" }).click();
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText(longDate(day(60)), { exact: true })).toBeVisible();
  await shot(page, "extend-checkout");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  // An extension says what the payment does.
  await expect(page.getByRole("button", { name: /Post Job/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Pay £199 & extend" }).click();
  await expect(page.getByText("Your listing has been extended", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/my-jobs$/);
  const extended = page.getByRole("listitem").filter({ hasText: title });
  await expect(extended.getByText(`Listed ${longDate(day(0))} to ${longDate(day(60))}`)).toBeVisible();

  // Archive, then reactivate within the paid term.
  await extended.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("dialog", { name: "Remove Job Posting" }).getByRole("button", { name: "Remove Job" }).click();
  await expect(extended.getByText("Archived", { exact: true })).toBeVisible();
  expect((await page.request.get(`/job/${id}`)).status()).toBe(404);
  await shot(page, "my-jobs-archived");
  await extended.getByRole("button", { name: "Reactivate" }).click();
  await expect(page.getByText("Job reactivated", { exact: true })).toBeVisible();
  await expect(extended.getByText("Active", { exact: true })).toBeVisible();
  expect((await page.request.get(`/job/${id}`)).status()).toBe(200);
});

test("a job an admin took down says why on My Jobs, and offers no button that cannot work", async ({ page, request }) => {
  const title = `Deck Hand ${Date.now() % 100000}`;
  const { id } = await employerWithJob(page, title);
  // The admin, in a request context of their own.
  expect((await request.post("/api/login", { data: { username: "e2e_admin", password: "e2e-admin-pass" } })).ok()).toBe(true);
  const down = await request.patch(`/api/admin/jobs/${id}`, {
    data: { isActive: false, takedownReason: "Asks applicants to pay for a medical" },
  });
  expect(down.status()).toBe(200);

  await page.goto("/my-jobs");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByText("Taken down", { exact: true })).toBeVisible();
  await expect(card.getByText("Taken down by an admin: Asks applicants to pay for a medical")).toBeVisible();
  await expect(card.getByRole("link", { name: new RegExp(`(Extend|Renew) ${title}`) })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Reactivate" })).toHaveCount(0);
  // Phone first: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, "my-jobs-taken-down");
  // The extend checkout explains instead of asking for money.
  await page.goto(`/checkout?extend=${id}`);
  await expect(page.getByRole("heading", { name: "This job cannot be extended" })).toBeVisible();
  await expect(page.getByText("This job was taken down by an admin. Only an admin can list it again.")).toBeVisible();
});

test("an unverified employer who presses Pay reads the server's reason beside the button, with Send a New Link", async ({ page }) => {
  const username = `unverified${Date.now() % 1_000_000}`;
  const account = { username, email: `${username}@rig.example`, password: "rig-boss-pass", firstName: "Nora", lastName: "Ridge" };
  await signUpThrough(page.request, { ...account, role: "employer" }, { verified: false });
  await page.goto("/post-job");
  await page.getByLabel("Job Title").fill(`Wind Turbine Technician ${Date.now() % 100_000}`);
  await page.getByLabel("Company Name").fill("Ridge Renewables");
  await page.getByLabel("Location").fill("Dogger Bank, North Sea");
  await page.getByLabel("Minimum Salary (£ per year)").fill("52000");
  await page.getByLabel("Maximum Salary (£ per year)").fill("64000");
  await page.getByLabel("Job Description").fill("Planned maintenance on 14 MW turbines from an SOV, 2 weeks on, 2 off.");
  await page.getByLabel("Application URL").fill("https://ridge.example/careers/wtt");
  await page.getByLabel("Applications Open").fill(day(0));
  await page.getByLabel("Applications Close").fill(day(20));
  await page.getByLabel(/I agree to the/).check();
  const pay = page.getByRole("button", { name: /^Continue to Payment/ });
  await pay.click();

  // The server's own words, where the button is, and the way out beside them: the page stays where it was.
  const form = page.locator("form").filter({ has: pay });
  const reason = form.getByRole("alert").filter({ hasText: "Please verify your email address first" });
  await expect(reason).toBeInViewport();
  await expect(pay).toBeInViewport();
  await expect(page.getByText("Unable to initialize payment")).toHaveCount(0);
  await expect(page).toHaveURL(/\/post-job$/);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const resend = form.getByRole("button", { name: "Send a New Link" });
  await expect(resend).toBeInViewport();
  expect(await seriousViolations(page, "Pay refused for an unverified address")).toEqual([]);
  await page.screenshot({ path: `test-results/unverified-pay-${test.info().project.name}.png` });
  await resend.click();
  await expect(form.getByRole("status").filter({ hasText: "We've sent a new link to your email address." })).toBeInViewport();
  await page.screenshot({ path: `test-results/unverified-pay-resent-${test.info().project.name}.png` });
});
