// The installable, offline board (decision 115), against the production build with its service worker:
// what makes it installable, what opens with the link down, the install offer, and a sign-out that leaves
// nothing of the account on the phone.
import { expect, test, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";
import { onPhone } from "./board-support";
import { seriousViolations, sidewaysScroll } from "./axe-support";

test.use({ serviceWorkers: "allow" });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/offline-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

/** Waits until the service worker is active and controls this page (clientsClaim takes it without a reload). */
async function controlledBy(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** The first job on the board: its address and title. */
async function firstJob(page: Page) {
  await page.goto("/");
  const link = page.locator('main a[href^="/job/"]').first();
  const href = (await link.getAttribute("href"))!;
  await page.goto(href);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  return { href, title };
}

test("installable: the manifest, its icons, the favicon and a controlling service worker", async ({ page, request }) => {
  await page.goto("/");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining("Outpost"),
    short_name: "Outpost",
    start_url: "/",
    display: "standalone",
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()["content-type"]).toBe("image/png");
    expect((await answer.body()).subarray(1, 4).toString()).toBe("PNG");
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(touchIcon!)).headers()["content-type"]).toBe("image/png");
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  await controlledBy(page);
});

test("offline: opened jobs and My List open with their text; other pages get the offline page", async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto("/");
  await controlledBy(page);
  const job = await firstJob(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/shortlist");
  await expect(page.getByRole("heading", { name: job.title })).toBeVisible();

  await context.setOffline(true);
  await page.goto(job.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
  // Applying needs the employer's site: the page says so rather than failing.
  await page.goto("/shortlist");
  await expect(page.getByRole("heading", { name: job.title })).toBeVisible();
  await page.goto("/account/profile");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: job.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "My List (1 saved)" })).toBeVisible();
  await shot(page, "offline-page");
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await seriousViolations(page, "offline page")).toEqual([]);
  // The narrowest phones too.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await sidewaysScroll(page)).toBe(0);
  // From the offline page, a kept job opens.
  await page.getByRole("link", { name: job.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
  await context.setOffline(false);
});

test("a job saved from the board, never opened, reads offline", async ({ page, context }) => {
  await page.goto("/");
  await controlledBy(page);
  // A card's heart, named for its job ("Save {title}"); the board's "Save this search" is another control.
  const save = page.locator("main button.save-button").first();
  const title = (await save.getAttribute("aria-label"))!.replace(/^Save /, "");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem("outpost_swipe_data")!).shortlistedJobs[0] as string);
  // Kept once the page is idle (within seconds), not during the tap.
  await expect.poll(() => page.evaluate(async (path) => !!(await caches.match(path)), `/job/${id}`), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto(`/job/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await context.setOffline(false);
});

test("install is offered once, after a Save, never on the first load", async ({ page }) => {
  const offerInstall = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  const bar = page.getByRole("region", { name: "Install Outpost" });
  await firstJob(page);
  await page.waitForFunction(() => document.querySelector("button.save-button:not([disabled])"));
  // The browser's own offer is held back (once the watch has started, after load), and none is made on a first visit.
  await expect.poll(offerInstall).toBe(true);
  await page.waitForTimeout(300);
  await expect(bar).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(bar).toBeVisible();
  await shot(page, "install-offer");
  expect(await seriousViolations(page, "install offer")).toEqual([]);
  // On a phone the job's Apply bar stays in reach: the offer sits above it, at 390 and at 320 px.
  for (const width of onPhone(page) ? [390, 320] : []) {
    await page.setViewportSize({ width, height: 700 });
    expect(await sidewaysScroll(page)).toBe(0);
    const [offer, apply] = [await bar.boundingBox(), await page.getByTestId("sticky-apply").boundingBox()];
    expect(offer!.y + offer!.height).toBeLessThanOrEqual(apply!.y);
    await page.screenshot({ path: `/tmp/offline-shots/install-offer-over-apply-${width}.png` });
  }
  await bar.getByRole("button", { name: "Install" }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(bar).toHaveCount(0);
  // Made once: a later visit with a reason gets no second offer.
  await page.reload();
  await page.waitForFunction(() => document.querySelector("button.save-button:not([disabled])"));
  await expect.poll(offerInstall).toBe(true);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.waitForTimeout(300);
  await expect(bar).toHaveCount(0);
});

test("a second visit is a reason to offer install", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.setItem("outpost_visits", "1");
    sessionStorage.clear();
  });
  await page.reload();
  await page.waitForFunction(() => Number(localStorage.getItem("outpost_visits")) === 2);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), { prompt: async () => undefined });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    )
    .toBe(true);
  await expect(page.getByRole("region", { name: "Install Outpost" })).toBeVisible();
});

test("sign-out leaves nothing of the account: My List, kept pages and the worker are cleared", async ({ page }) => {
  const username = `offline${Date.now() % 1_000_000}`;
  await signUpThrough(page.request, { username, email: `${username}@camp.example`, password: "camp-wifi-pass" });
  expect((await page.request.post("/api/login", { data: { username, password: "camp-wifi-pass" } })).status()).toBe(200);
  await page.goto("/");
  await controlledBy(page);
  const job = await firstJob(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(async (href) => !!(await caches.match(href)), job.href)).toBe(true);

  // Both ways out: the nav's call on a desktop, the account screen's form (a navigation) on a phone.
  if (onPhone(page)) {
    await page.goto("/account");
    await page.locator("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
  }
  await expect.poll(() => page.evaluate(async (href) => !!(await caches.match(href)), job.href)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem("outpost_swipe_data"))).toBeNull();
  await page.goto("/shortlist");
  await expect(page.getByText("No jobs shortlisted yet")).toBeVisible();
});

test("a push message shows its notification, with the job's address to open", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await page.goto("/");
  await controlledBy(page);
  // Chromium's DevTools protocol hands the worker a push message as the push service would. It names the
  // registration by an id it reports itself; the newest report is the one to use.
  const cdp = await context.newCDPSession(page);
  let registrationId: string | null = null;
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
    const ours = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
    if (ours) registrationId = ours.registrationId;
  });
  await cdp.send("ServiceWorker.enable");
  const message = {
    title: "New: Rope Access Technician",
    body: "Shell Prelude FLNG · £450/day",
    url: `${baseURL}/job/abc?utm_medium=push`,
  };
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data })),
    );
  // A delivery made while DevTools is still attaching to the worker can be lost, as a push service's can: send
  // again until one is shown. Every notification shown is this message, drawn whole.
  await expect(async () => {
    expect(registrationId).not.toBeNull();
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL!,
      registrationId: registrationId!,
      data: JSON.stringify(message),
    });
    await expect.poll(async () => (await shown()).length, { timeout: 2000 }).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
  for (const notification of await shown())
    expect(notification).toEqual({ title: message.title, body: message.body, data: { url: message.url } });
});
