// My List follows a signed-in user across browsers (docs/decisions/044): two browser contexts as one user,
// a list made before signing in merged, an addition in one seen in the other, a removal too.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { openFreshDeck } from "./swipe-support";
import { signUpThrough } from "./account-support";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/wt17-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
const cardTitle = async (page: Page) => (await page.getByTestId("swipe-card").getByRole("heading").textContent())!.trim();

async function freshSwipe(page: Page) {
  await openFreshDeck(page);
}

async function shortlistTop(page: Page): Promise<string> {
  const title = await cardTitle(page);
  await page.getByRole("button", { name: "Shortlist" }).click();
  await expect(page.getByTestId("swipe-card").getByRole("heading")).not.toHaveText(title);
  return title;
}

const signIn = async (context: BrowserContext, username: string) =>
  expect((await context.request.post("/api/login", { data: { username, password: "camp-wifi-pass" } })).status()).toBe(200);

test("shortlist on a phone at camp, see it on a laptop at home", async ({ browser, page }) => {
  test.setTimeout(60_000);
  const username = `camp${Date.now() % 1_000_000}`;
  await signUpThrough(page.request, { username, email: `${username}@camp.example`, password: "camp-wifi-pass" });
  const viewport = page.viewportSize()!;
  const phone = await browser.newContext({ viewport });
  const laptop = await browser.newContext({ viewport });
  const onPhone = await phone.newPage();
  const onLaptop = await laptop.newPage();
  try {
    // Before signing in, the phone keeps its list in the browser, as always; signing in merges it.
    await freshSwipe(onPhone);
    const first = await shortlistTop(onPhone);
    await signIn(phone, username);
    await onPhone.goto("/shortlist");
    await expect(onPhone.getByRole("heading", { name: first })).toBeVisible();

    // The laptop, signed in, gets the phone's list and adds its own.
    await signIn(laptop, username);
    await freshSwipe(onLaptop);
    await expect(onLaptop.getByRole("link", { name: "Shortlisted 1" })).toBeVisible();
    const second = await shortlistTop(onLaptop);
    await expect(onLaptop.getByRole("link", { name: "Shortlisted 2" })).toBeVisible();

    await onPhone.goto("/shortlist");
    await expect(onPhone.getByRole("heading", { name: first })).toBeVisible();
    await expect(onPhone.getByRole("heading", { name: second })).toBeVisible();
    await shot(onPhone, "shortlist-synced");

    // A removal on the phone is a removal on the laptop.
    await onPhone.getByRole("button", { name: `Remove: ${second}`, exact: true }).click();
    await expect(onPhone.getByRole("heading", { name: second })).toHaveCount(0);
    await expect
      .poll(async () => ((await (await phone.request.get("/api/user/shortlist")).json()) as { ids: string[] }).ids.length)
      .toBe(1);
    await onLaptop.goto("/shortlist");
    await expect(onLaptop.getByRole("heading", { name: first })).toBeVisible();
    await expect(onLaptop.getByRole("heading", { name: second })).toHaveCount(0);
  } finally {
    await phone.close();
    await laptop.close();
  }
});

type Listed = { id: string; title: string };
const serverIds = async (context: BrowserContext) =>
  (((await (await context.request.get("/api/user/shortlist")).json()) as { ids: string[] }).ids ?? []).toSorted();
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The nav's own controls: on a phone they are in the menu, which is opened first. */
async function navControls(page: Page) {
  if (!onPhone(page)) return nav(page);
  const menu = page.locator("#mobile-menu");
  if (!(await menu.isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
  return menu;
}

/** The nav offers Sign In (on a phone, in its menu, which closes as a sign-out finishes). */
async function expectNavSignIn(page: Page) {
  await expect(async () => {
    const controls = await navControls(page);
    await expect(controls.getByRole("link", { name: "Sign In" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Everything this browser keeps for the origin, key by key. */
const kept = (page: Page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)!])));

test("signing out from My List keeps the account's list and leaves none of it in the browser", async ({ page, context }) => {
  test.setTimeout(60_000);
  const username = `leave${Date.now() % 1_000_000}`;
  await signUpThrough(page.request, { username, email: `${username}@camp.example`, password: "camp-wifi-pass" });
  const { id: userId } = (await (await page.request.get("/api/user")).json()) as { id: string };
  const jobs = ((await (await page.request.get("/api/jobs?limit=3")).json()) as Listed[]).slice(0, 3);
  const ids = jobs.map((j) => j.id).toSorted();
  expect((await page.request.post("/api/user/shortlist", { data: { ids } })).ok()).toBe(true);

  await page.goto("/shortlist");
  for (const job of jobs) await expect(page.getByRole("heading", { name: job.title })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("outpost_shortlist_owner"))).toBe(userId);

  await (await navControls(page)).getByRole("button", { name: "Sign Out" }).click();
  await expectNavSignIn(page);
  // Nothing of the account is written back once the page has settled: no outbox, no id, no saved job.
  await page.waitForTimeout(1500);
  const left = JSON.stringify(await kept(page));
  expect(left).not.toContain("outpost_outbox:");
  expect(left).not.toContain(userId);
  for (const id of ids) expect(left).not.toContain(id);
  await shot(page, "signed-out-from-list");

  // The next sign-in on this browser sends nothing that takes the list away.
  await signIn(context, username);
  const merged = page.waitForResponse((r) => r.url().includes("/api/user/shortlist") && r.ok());
  await page.goto("/shortlist");
  await merged;
  for (const job of jobs) await expect(page.getByRole("heading", { name: job.title })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await serverIds(context)).toEqual(ids);
});

test("a tab left open after signing out in another shows Sign In, and its Save offers it", async ({ page, context }) => {
  test.setTimeout(60_000);
  const username = `stale${Date.now() % 1_000_000}`;
  await signUpThrough(page.request, { username, email: `${username}@camp.example`, password: "camp-wifi-pass" });
  const listRead = page.waitForResponse((r) => r.url().includes("/api/user/shortlist") && r.ok());
  await page.goto("/");
  await listRead;
  await expect((await navControls(page)).getByRole("button", { name: "Sign Out" })).toBeVisible();
  if (onPhone(page)) await page.getByRole("button", { name: "Close menu" }).click();

  const other = await context.newPage();
  await other.goto("/shortlist");
  await (await navControls(other)).getByRole("button", { name: "Sign Out" }).click();
  await expectNavSignIn(other);

  // The first tab, not reloaded, follows.
  await expectNavSignIn(page);
  const controls = await navControls(page);
  await expect(controls.getByRole("link", { name: "My Jobs" })).toHaveCount(0);
  await expect(controls.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  if (onPhone(page)) await page.getByRole("button", { name: "Close menu" }).click();

  // A Save there is kept on this device, and the way back to the account is offered.
  const card = page
    .getByRole("region", { name: /All Jobs/ })
    .getByRole("article")
    .first();
  const save = card.getByRole("button", { name: /^Save / });
  const title = (await save.getAttribute("aria-label"))!.replace(/^Save /, "");
  const jobId = (await card.locator('a[href^="/job/"]').first().getAttribute("href"))!.replace("/job/", "");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  const offer = page
    .getByRole("region", { name: /Notification/ })
    .getByRole("listitem")
    .filter({ hasText: "Saved on this device" });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth?next=%2F");
  await page.screenshot({ path: `/tmp/h5-shots/stale-tab-save-${page.viewportSize()!.width}.png` });
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `/tmp/h5-shots/stale-tab-save-320.png` });

  // Signing in again from that tab takes the Save into the account's list.
  await offer.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2F/);
  await signIn(context, username);
  await page.goto("/");
  await expect.poll(() => serverIds(context)).toContain(jobId);
  await expect(page.getByRole("button", { name: `Save ${title}` }).first()).toHaveAttribute("aria-pressed", "true");
});

test("a page whose session ended elsewhere finds out at its first refused call, and offers Sign In", async ({ page, context }) => {
  const username = `gone${Date.now() % 1_000_000}`;
  await signUpThrough(page.request, { username, email: `${username}@camp.example`, password: "camp-wifi-pass" });
  const listRead = page.waitForResponse((r) => r.url().includes("/api/user/shortlist") && r.ok());
  await page.goto("/");
  await listRead;
  // The session ends without this page taking part (another device's sign-out, an expiry).
  expect((await context.request.post("/api/logout")).ok()).toBe(true);
  expect((await context.request.get("/api/user")).status()).toBe(401);
  const save = page
    .getByRole("region", { name: /All Jobs/ })
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^Save / });
  await save.click();
  const notice = page
    .getByRole("region", { name: /Notification/ })
    .getByRole("listitem")
    .filter({ hasText: "Session Expired" });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(notice.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth?next=%2F");
  await expectNavSignIn(page);
  await expect(save).toHaveAttribute("aria-pressed", "true");
});
