// The saved searches page's push alert button (decision 113). Chromium here cannot reach a real push service,
// so the browser's own push APIs (navigator.serviceWorker, PushManager, Notification) are stood in for by an
// init script; our code runs as it is. Checked: nothing asks for permission on load, a click asks, subscribes
// with the server's key and POSTs the subscription for that search, the button flips and stays flipped after a
// reload, and turning off DELETEs it; a browser without push and a refused permission are told what to do.
// No sideways scroll at 390 and 320 px.
import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";

type Stand = {
  permission: "granted" | "denied" | "default";
  supported: boolean;
  p256dh: string;
  auth: string;
  endpoint: string;
  /** The DOMException the push service's subscribe rejects with, as a browser without a push service does. */
  subscribeError?: { name: string; message: string };
};

/** Installs the stand-ins before any page script runs; records what our code asked of them. */
async function standInPush(page: Page, stand: Stand) {
  await page.addInitScript((s: Stand) => {
    const calls: string[] = [];
    (window as unknown as { pushCalls: string[] }).pushCalls = calls;
    if (!s.supported) {
      delete (window as { PushManager?: unknown }).PushManager;
      return;
    }
    let current: object | null = null;
    const subscription = {
      endpoint: s.endpoint,
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } }),
      unsubscribe: async () => ((current = null), true),
    };
    const pushManager = {
      getSubscription: async () => current,
      subscribe: async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
        calls.push(`subscribe:${options.userVisibleOnly}:${options.applicationServerKey.length}`);
        if (s.subscribeError) throw new DOMException(s.subscribeError.message, s.subscribeError.name);
        current = subscription;
        return subscription;
      },
    };
    const registration = { pushManager };
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    });
    (window as unknown as { PushManager: unknown }).PushManager = function PushManager() {};
    (window as unknown as { Notification: unknown }).Notification = {
      permission: "default",
      requestPermission: async () => (calls.push("permission"), s.permission),
    };
  }, stand);
}

function keys() {
  const ecdh = crypto.createECDH("prime256v1");
  return { p256dh: ecdh.generateKeys().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
}

const overflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/push-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

async function workerWithSearch(page: Page, text: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signUpThrough(page.request, {
    username: `pusher${stamp}`,
    email: `pusher${stamp}@example.com`,
    password: "tundra-pass-9",
    firstName: "Aput",
  });
  const saved = await page.request.post("/api/saved-searches", { data: { filters: { search: text }, frequency: "instant" } });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

test("turns push alerts on for one search on a click, and off again", async ({ page }) => {
  const endpoint = `https://push.example.test/send/${Date.now().toString(36)}`;
  await standInPush(page, { permission: "granted", supported: true, endpoint, ...keys() });
  const searchId = await workerWithSearch(page, "rope access");
  await page.goto("/account/saved-searches");
  const item = page.getByRole("listitem").filter({ hasText: '"rope access"' });
  const on = item.getByRole("button", { name: /^Push alerts on this device/ });
  await expect(on).toBeVisible();
  // Loading the page asked for nothing.
  expect(await page.evaluate(() => (window as unknown as { pushCalls: string[] }).pushCalls)).toEqual([]);
  await shot(page, "push-off");
  expect(await overflow(page)).toBe(0);

  const posted = page.waitForRequest((r) => r.url().endsWith("/api/push/subscriptions") && r.method() === "POST");
  await on.click();
  const body = (await posted).postDataJSON() as { subscription: { endpoint: string; keys: object }; savedSearchId: string };
  expect(body.savedSearchId).toBe(searchId);
  expect(body.subscription.endpoint).toBe(endpoint);
  expect(await page.evaluate(() => (window as unknown as { pushCalls: string[] }).pushCalls)).toEqual(["permission", "subscribe:true:65"]);
  await expect(item.getByRole("button", { name: /^Turn off push alerts/ })).toBeVisible();
  await expect(item.getByRole("status")).toHaveText("Push alerts are on: this device will show new matching jobs.");
  await shot(page, "push-on");
  expect(await overflow(page)).toBe(0);

  // The server holds one row: this device's endpoint for this search.
  const rows = (await (await page.request.get("/api/push/subscriptions")).json()) as {
    subscriptions: { endpoint: string; savedSearchId: string }[];
  };
  expect(rows.subscriptions).toEqual([expect.objectContaining({ endpoint, savedSearchId: searchId })]);

  const removed = page.waitForRequest((r) => r.url().endsWith("/api/push/subscriptions") && r.method() === "DELETE");
  await item.getByRole("button", { name: /^Turn off push alerts/ }).click();
  expect((await removed).postDataJSON()).toEqual({ endpoint, savedSearchId: searchId });
  await expect(on).toBeVisible();
  await expect(item.getByRole("status")).toHaveText("Push alerts are off on this device.");
});

test("a device already subscribed shows the search's alerts as on when the page opens", async ({ page }) => {
  const endpoint = `https://push.example.test/send/again-${Date.now().toString(36)}`;
  const stand = { permission: "granted" as const, supported: true, endpoint, ...keys() };
  const searchId = await workerWithSearch(page, "welder");
  const subscribed = await page.request.post("/api/push/subscriptions", {
    data: { subscription: { endpoint, keys: { p256dh: stand.p256dh, auth: stand.auth } }, savedSearchId: searchId },
  });
  expect(subscribed.status()).toBe(201);
  // The browser already holds that subscription, as after a reload.
  await standInPush(page, stand);
  await page.addInitScript(() => {
    const manager = (
      navigator.serviceWorker as unknown as {
        getRegistration: () => Promise<{ pushManager: { subscribe: (o: unknown) => Promise<unknown> } }>;
      }
    ).getRegistration;
    void manager().then((r) => r.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array(65) }));
  });
  await page.goto("/account/saved-searches");
  const item = page.getByRole("listitem").filter({ hasText: '"welder"' });
  await expect(item.getByRole("button", { name: /^Turn off push alerts/ })).toBeVisible();
});

test("a browser without push, and a refused permission, are told so", async ({ page }) => {
  await standInPush(page, { permission: "denied", supported: false, endpoint: "https://push.example.test/x", ...keys() });
  await workerWithSearch(page, "crane");
  await page.goto("/account/saved-searches");
  const item = page.getByRole("listitem").filter({ hasText: '"crane"' });
  await item.getByRole("button", { name: /^Push alerts on this device/ }).click();
  await expect(item.getByRole("status")).toHaveText("This browser can't show push alerts.");

  await page.setViewportSize({ width: 320, height: 700 });
  const denied = await page.context().newPage();
  await denied.setViewportSize({ width: 320, height: 700 });
  await standInPush(denied, { permission: "denied", supported: true, endpoint: "https://push.example.test/y", ...keys() });
  await denied.goto("/account/saved-searches");
  const row = denied.getByRole("listitem").filter({ hasText: '"crane"' });
  await row.getByRole("button", { name: /^Push alerts on this device/ }).click();
  await expect(row.getByRole("status")).toContainText("Notifications are blocked for this site.");
  await shot(denied, "push-denied");
  expect(await overflow(denied)).toBe(0);
  expect(await denied.evaluate(() => (window as unknown as { pushCalls: string[] }).pushCalls)).toEqual(["permission"]);
});

test("a push service that will not subscribe, and a server that refuses, are each named with their words", async ({ page }) => {
  await standInPush(page, {
    permission: "granted",
    supported: true,
    endpoint: "https://push.example.test/never",
    subscribeError: { name: "AbortError", message: "Registration failed - push service not available" },
    ...keys(),
  });
  await workerWithSearch(page, "scaffolder");
  await page.goto("/account/saved-searches");
  const item = page.getByRole("listitem").filter({ hasText: '"scaffolder"' });
  await item.getByRole("button", { name: /^Push alerts on this device/ }).click();
  await expect(item.getByRole("status")).toHaveText(
    'This browser\'s push service would not subscribe this device. It said: "Registration failed - push service not available". Email alerts for this search still work; push may work in another browser.',
  );
  await shot(page, "push-service-failed");
  expect(await overflow(page)).toBe(0);

  const refused = await page.context().newPage();
  await refused.setViewportSize({ width: 320, height: 700 });
  // A plain-http endpoint: the server says why it will not keep it.
  await standInPush(refused, { permission: "granted", supported: true, endpoint: "http://push.example.test/plain", ...keys() });
  await refused.goto("/account/saved-searches");
  const row = refused.getByRole("listitem").filter({ hasText: '"scaffolder"' });
  await row.getByRole("button", { name: /^Push alerts on this device/ }).click();
  await expect(row.getByRole("status")).toHaveText(
    "Outpost refused this device's subscription: endpoint must be the https address of a push service",
  );
  await expect(row.getByRole("button", { name: /^Push alerts on this device/ })).toBeVisible();
  await shot(refused, "push-refused");
  expect(await overflow(refused)).toBe(0);
});
