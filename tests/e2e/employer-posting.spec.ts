// An employer's whole journey: sign up, fill the job form, upload a logo, pay premium with the demo card,
// find the job featured on the board and in My Jobs, then archive it.
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { verifyByEmail } from "./account-support";

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/posting-${name}.png`, fullPage: true });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("signed out, /post-job asks you to log in and takes you there", async ({ page }) => {
  await page.goto("/post-job");
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login to Post Job" })).toBeVisible();
  await shot(page, "login-required");
  await expect(page).toHaveURL(/\/login\?next=%2Fpost-job/, { timeout: 5000 });
});

test("checkout without a pending job goes back to the form", async ({ page }) => {
  await signUpEmployer(page);
  await page.goto("/checkout");
  await expect(page.getByText("No Pending Job").first()).toBeVisible();
  await expect(page).toHaveURL(/\/post-job$/);
});

test("an employer posts a premium job, pays with the demo card, sees it featured, then archives it", async ({ page }) => {
  const title = `Saturation Diver ${Date.now() % 100000}`;
  await signUpEmployer(page);
  await page.goto("/post-job");
  await expect(page.getByText(/Welcome, Dana Okafor/)).toBeVisible();
  await expect(page.getByRole("radio", { name: /Professional/ })).toHaveAttribute("aria-checked", "true");

  // Section 5 messages on the right fields.
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expect(page.getByText("Job title is required")).toBeVisible();
  await expect(page.getByText("You must agree to the terms")).toBeVisible();
  await expect(page.getByLabel("Job Title")).toBeFocused();
  await shot(page, "form-errors");

  await page.getByLabel("Job Title").fill(title);
  await page.getByLabel("Company Name").fill("Abyssal Diving Services");
  await page.getByLabel("Location").fill("Gulf of Mexico");
  await page.getByLabel("Minimum Salary (£ per year)").fill("150000");
  await page.getByLabel("Maximum Salary (£ per year)").fill("120000");
  await page.getByLabel("Category").selectOption("other");
  await page.getByLabel("Job Description").fill("Saturation diving campaigns on subsea tie-backs. 28 days on, 28 off.");
  await page.getByLabel("Application URL").fill("https://abyssal.example/careers/sat-diver");
  await page.getByLabel("Applications Open").fill(day(0));
  await page.getByLabel("Applications Close").fill(day(20));
  // Twenty days fit the cheapest plan: the server's plan check optimises the choice.
  await expect(page.getByText("Plan Optimized", { exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Starter/ })).toHaveAttribute("aria-checked", "true");
  // It says what Starter leaves out of the plan that was chosen, and offers to keep that plan.
  const dropped = page.getByRole("status").filter({ hasText: "It leaves out what Professional includes" });
  await expect(dropped).toContainText("Enhanced visibility, Swipe mode inclusion, Priority support");
  await shot(page, "plan-optimized");
  await dropped.getByRole("button", { name: "Keep Professional (£199)" }).click();
  await expect(page.getByRole("radio", { name: /Professional/ })).toHaveAttribute("aria-checked", "true");
  await expect(dropped).toHaveCount(0);

  // An interview before applications open is allowed, with an amber warning.
  await page.getByLabel("Interview Date").fill(day(0));
  await page.getByLabel("Applications Open").fill(day(1));
  await expect(page.getByText("The interview date is before applications open.")).toBeVisible();
  await page.getByLabel("Interview Date").fill(day(25));
  await expect(page.getByText("The interview date is after applications close.")).toBeVisible();
  await page.getByLabel("Interview Date").fill("");
  // Opening tomorrow would make the job scheduled, off the board until then: open today.
  await page.getByLabel("Applications Open").fill(day(0));
  // The kept plan stays through date changes.
  await expect(page.getByRole("radio", { name: /Professional/ })).toHaveAttribute("aria-checked", "true");

  // Featured forces premium; unticking re-validates back to the plan that covers the dates (the kept one).
  await page.getByLabel(/Featured listing/).check();
  await expect(page.getByRole("radio", { name: /Premium/ })).toHaveAttribute("aria-checked", "true");
  await page.getByLabel(/Featured listing/).uncheck();
  await expect(page.getByRole("radio", { name: /Professional/ })).toHaveAttribute("aria-checked", "true");
  await page.getByLabel(/Featured listing/).check();

  // A logo: refused as text, accepted as a real image.
  await page.getByLabel("Company Logo").setInputFiles({ name: "logo.png", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("Please choose an image file.", { exact: true })).toBeVisible();
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  await page.getByLabel("Company Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Company logo uploaded successfully!", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Company Logo preview" })).toBeVisible();

  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expect(page.getByText("Maximum salary must be at least the minimum salary")).toBeVisible();
  await expect(page.getByText("Custom category name is required when 'Other' is selected")).toBeVisible();
  await page.getByLabel("Maximum Salary (£ per year)").fill("185000");
  await page.getByLabel("Custom Category").fill("Commercial Diving");
  await page.getByLabel(/I agree to the/).check();
  await shot(page, "form-filled");
  await page.getByRole("button", { name: "Continue to Payment (£299)" }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText("£150K - £185K")).toBeVisible();
  await expect(summary.getByText("Featured listing")).toBeVisible();
  await expect(summary.getByText("Premium")).toBeVisible();
  // The listing term is the application window (decision 040).
  const longDate = (iso: string) =>
    new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  await expect(summary.getByText(longDate(day(0)), { exact: true })).toBeVisible();
  await expect(summary.getByText(longDate(day(20)), { exact: true })).toBeVisible();
  await expect(page.getByText("Test mode:")).toBeVisible();
  await shot(page, "checkout");

  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay £299 & Post Job" }).click();
  // Said at the card form, not only in a toast that goes in 5 s; the field points at it.
  const declined = page.getByRole("region", { name: "Payment" }).getByRole("alert");
  await expect(declined).toHaveText("Your card was declined.");
  await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByText("Your card was declined.")).toBeVisible();
  await shot(page, "declined");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay £299 & Post Job" }).click();
  await expect(declined).toHaveCount(0);
  await expect(page.getByText("Your job has been posted successfully!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem("pendingJobData"))).toBeNull();

  const featured = page.getByRole("region", { name: "Featured Jobs" });
  await expect(featured.getByText(title)).toBeVisible();
  await shot(page, "featured-on-home");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Jobs" }).click();
  await expect(page.getByRole("heading", { name: "My Jobs" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByText("Featured")).toBeVisible();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByText("0 apply clicks")).toBeVisible();
  await shot(page, "my-jobs");

  await card.getByRole("button", { name: "Remove" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Job Posting" });
  await expect(dialog).toBeVisible();
  await shot(page, "remove-dialog");
  await dialog.getByRole("button", { name: "Remove Job" }).click();
  await expect(page.getByText("Job removed successfully", { exact: true })).toBeVisible();
  await expect(card.getByText("Archived", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Remove" })).toHaveCount(0);

  await page.goto("/");
  await expect(page.getByText(title)).toHaveCount(0);
});

async function signUpEmployer(page: Page) {
  const username = `diver${Date.now() % 1_000_000}`;
  await page.goto("/auth?tab=signup");
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Username *").fill(username);
  await page.getByLabel("Email *").fill(`${username}@abyssal.example`);
  await page.getByLabel("Password *", { exact: true }).fill("sat-diver-pass");
  await page.getByLabel("Confirm password *", { exact: true }).fill("sat-diver-pass");
  await page.getByLabel("Employer").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Jobs" })).toBeVisible();
  // Posting and paying wait for the address: follow the link the server emailed, as the employer would.
  await verifyByEmail(page.request, `${username}@abyssal.example`);
}
