// The worker's profile page in the browser, at 1280 px and 390 px: a ticket with its expiry is added,
// saved, and still there after a reload; a refused save keeps what was typed; no sideways scroll at 320 px.
import { expect, test, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";
import { seriousViolations } from "./axe-support";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/profile-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

async function signedInWorker(page: Page) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signUpThrough(page.request, {
    username: `worker${stamp}`,
    email: `worker${stamp}@example.com`,
    password: "tundra-pass-9",
    firstName: "Aput",
  });
}

test("a worker adds a ticket with its expiry, saves, and finds it after a reload", async ({ page }) => {
  await signedInWorker(page);
  await page.goto("/account");
  await page.getByRole("link", { name: "Edit Your Profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();

  await page.getByLabel("Trades or roles").fill("Derrickman");
  await page.getByRole("button", { name: "Add a ticket" }).click();
  await page.getByRole("combobox", { name: "Ticket", exact: true }).selectOption({ label: "BOSIET/FOET" });
  await page.getByLabel("Certificate number (optional)").fill("OP-4471");
  await page.getByLabel("Expires on").fill("2027-03-12");
  await page.getByLabel("28/28 (28 days on, 28 off)").check();
  await page.getByLabel("Minimum pay (£)").fill("600");
  await page.getByLabel("Remote Mining").check();
  await shot(page, "profile-filled");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Profile saved.");

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Ticket", exact: true })).toHaveValue("bosiet-foet");
  await expect(page.getByLabel("Certificate number (optional)")).toHaveValue("OP-4471");
  await expect(page.getByLabel("Expires on")).toHaveValue("2027-03-12");
  await expect(page.getByLabel("Trades or roles")).toHaveValue("Derrickman");
  await expect(page.getByLabel("28/28 (28 days on, 28 off)")).toBeChecked();
  await expect(page.getByLabel("Minimum pay (£)")).toHaveValue("600");
  await expect(page.getByLabel("Remote Mining")).toBeChecked();
  await shot(page, "profile-saved");
});

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const britishDay = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" }).format(new Date(day));

test("the profile says of each ticket whether it is valid, expiring (with its date) or lapsed", async ({ page }) => {
  await signedInWorker(page);
  const [lapsed, expiring, valid] = [dayFromToday(-10), dayFromToday(20), dayFromToday(400)];
  const saved = await page.request.put("/api/user/profile", {
    data: {
      roles: [],
      tickets: [
        { name: "first-aid", expiresOn: lapsed },
        { name: "huet-ca-ebs", expiresOn: expiring },
        { name: "bosiet-foet", expiresOn: valid },
        { name: "stcw" },
      ],
      medicals: [{ name: "oeuk", expiresOn: expiring }],
      rotations: [],
      regions: [],
      needsSponsorship: false,
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto("/account/profile");
  await expect(page.getByLabel("Expires on")).toHaveCount(5);
  const expiry = page.getByLabel("Expires on");
  await expect(expiry.nth(0)).toHaveAccessibleDescription(`Lapsed ${britishDay(lapsed)}`);
  await expect(expiry.nth(1)).toHaveAccessibleDescription(`Expires ${britishDay(expiring)}`);
  await expect(expiry.nth(2)).toHaveAccessibleDescription(`Valid until ${britishDay(valid)}`);
  await expect(expiry.nth(3)).toHaveAccessibleDescription("");
  await expect(expiry.nth(4)).toHaveAccessibleDescription(`Expires ${britishDay(expiring)}`);
  await expect(page.getByText(`Lapsed ${britishDay(lapsed)}`)).toBeVisible();
  const overflow = () => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
  expect(await overflow()).toBe(0);
  await page.getByText(`Lapsed ${britishDay(lapsed)}`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/profile-shots/ticket-status-${page.viewportSize()?.width}.png` });

  // Changing a date says at once how the new one stands.
  await expiry.nth(0).fill(dayFromToday(200));
  await expect(expiry.nth(0)).toHaveAccessibleDescription(`Valid until ${britishDay(dayFromToday(200))}`);

  await page.setViewportSize({ width: 320, height: 740 });
  expect(await overflow()).toBe(0);
  await page
    .getByText(`Expires ${britishDay(expiring)}`)
    .first()
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/profile-shots/ticket-status-320.png" });
});

test("a refused save says why and keeps what was typed", async ({ page }) => {
  await signedInWorker(page);
  await page.goto("/account/profile");
  await page.getByRole("button", { name: "Add a medical" }).click();
  await page.getByRole("combobox", { name: "Medical", exact: true }).selectOption({ label: "Other" });
  await page.getByLabel("Medical name").fill("Chalmers diving medical");
  await page.getByLabel("Minimum pay (£)").fill("600.50");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Minimum pay must be a whole number of pounds");
  await expect(page.getByLabel("Medical name")).toHaveValue("Chalmers diving medical");
  await expect(page.getByLabel("Minimum pay (£)")).toHaveValue("600.50");
});

test("the profile page fits a 320 px screen with no sideways scroll", async ({ page }) => {
  await signedInWorker(page);
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/account/profile");
  await page.getByRole("button", { name: "Add a ticket" }).click();
  await page.getByRole("combobox", { name: "Ticket", exact: true }).selectOption({ label: "Other" });
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
  expect(overflow).toBe(0);
  await shot(page, "profile-narrow");
});

test("axe finds no serious violation on the profile with a ticket row and a medical row", async ({ page }) => {
  test.setTimeout(60_000);
  await signedInWorker(page);
  await page.goto("/account/profile");
  await page.getByRole("button", { name: "Add a ticket" }).click();
  await page.getByRole("combobox", { name: "Ticket", exact: true }).selectOption({ label: "Other" });
  await page.getByRole("button", { name: "Add a medical" }).click();
  await page.getByRole("combobox", { name: "Medical", exact: true }).selectOption({ label: "Other" });
  await page.getByLabel("Medical name").fill("Chalmers diving medical");
  await expect(page.getByLabel("Medical name")).toBeVisible();
  expect(await seriousViolations(page, "/account/profile, a ticket and a medical")).toEqual([]);
  await shot(page, "profile-axe");
});
