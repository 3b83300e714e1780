// "Jobs for you" in the browser (docs/decisions/111): a job seeker with a profile sees ranked open jobs with
// their reasons; without one, a way to the profile page. Each state passes axe and fits a 320 px screen.
import { expect, test, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";
import { seriousViolations, sidewaysScroll } from "./axe-support";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/match-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

async function newSeeker(page: Page) {
  const username = `matcher${Date.now() % 1e9}${Math.floor(Math.random() * 1000)}`;
  await signUpThrough(page.request, { username, email: `${username}@example.com`, password: "s3cret-pass", role: "user" });
}

test("a job seeker with a profile sees Jobs for you with reasons, and without one is sent to make it", async ({ page }) => {
  await newSeeker(page);
  await page.goto("/jobs-for-you");
  await expect(page.getByRole("heading", { name: "Jobs for you" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Set up your profile" })).toHaveAttribute("href", "/account/profile");
  await shot(page, "jobs-for-you-empty");

  const saved = await page.request.put("/api/user/profile", {
    data: {
      roles: [],
      tickets: [{ name: "bosiet-foet" }, { name: "huet-ca-ebs" }],
      medicals: [],
      rotations: ["3-3"],
      regions: ["offshore"],
      needsSponsorship: false,
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto("/jobs-for-you");
  const first = page.getByRole("article").first();
  await expect(first.getByRole("list", { name: "How this job fits you" })).toContainText("You hold BOSIET/FOET, HUET/CA-EBS");
  // Phone first: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, "jobs-for-you");
});

test("the worker's trade comes first, named in the reasons, and a lapsed ticket says it lapsed", async ({ page }) => {
  await newSeeker(page);
  const lapsedOn = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const saved = await page.request.put("/api/user/profile", {
    data: {
      roles: ["Rope access technician", "NDT"],
      tickets: [{ name: "first-aid", expiresOn: lapsedOn }],
      medicals: [],
      rotations: [],
      regions: [],
      needsSponsorship: false,
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto("/jobs-for-you");
  const cards = page.getByRole("article");
  await expect(cards.first().getByRole("list", { name: "How this job fits you" })).toContainText(/Matches your trade: Rope access/);
  const titles = await cards.getByRole("heading", { level: 3 }).allTextContents();
  const oim = titles.findIndex((title) => /Offshore Installation Manager/.test(title));
  const rope = titles.findIndex((title) => /Rope Access/i.test(title));
  expect(rope).toBe(0);
  if (oim !== -1) expect(oim).toBeGreaterThan(rope);
  const lapsedDate = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(new Date(lapsedOn));
  // Said once, by the hitch check beneath the card's reasons.
  await expect(page.getByText(`First aid lapsed on ${lapsedDate}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Your First aid lapsed on ${lapsedDate}`)).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText("First aid expires");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, "jobs-for-you-trade");
});

test("Jobs for you passes axe and fits 320 px, with its action on the first screen, with matches and without", async ({ page }) => {
  test.setTimeout(90_000);
  await newSeeker(page);
  const own = page.viewportSize()!;
  const found: string[] = [];
  /** axe at the project's width, then at 320 px: no sideways scroll and `action` on the first screen. */
  const check = async (state: string, action: () => ReturnType<Page["getByRole"]>) => {
    await page.setViewportSize(own);
    await expect(action()).toBeVisible();
    found.push(...(await seriousViolations(page, state)));
    await page.screenshot({ path: `/tmp/match-shots/${state}-first-screen-${own.width}.png` });
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await sidewaysScroll(page), `${state} at 320 px`).toBe(0);
    await expect(action()).toBeInViewport();
    await page.screenshot({ path: `/tmp/match-shots/${state}-first-screen-320.png` });
  };
  const profile = (minPay?: { amount: number; unit: "year" }) =>
    page.request.put("/api/user/profile", {
      data: { roles: [], tickets: [{ name: "bosiet-foet" }], medicals: [], rotations: ["3-3"], regions: ["offshore"], minPay },
    });

  await page.goto("/jobs-for-you");
  await check("jfy-no-profile", () => page.getByRole("link", { name: "Set up your profile" }));

  expect((await profile()).status()).toBe(200);
  await page.goto("/jobs-for-you");
  await check("jfy-matches", () => page.getByRole("list", { name: "Your matches" }).getByRole("article").first().getByRole("link").first());

  expect((await profile({ amount: 1_000_000, unit: "year" })).status()).toBe(200);
  await page.goto("/jobs-for-you");
  await expect(page.getByText("No open job fits your profile yet")).toBeVisible();
  await check("jfy-none-fit", () => page.getByRole("main").getByRole("link", { name: "Edit your profile" }).last());
  expect(found).toEqual([]);
});
