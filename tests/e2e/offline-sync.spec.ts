// Offline (decision 114): a worker's phone loses its link with the board open. Saves, an unsave and a report
// made then wait in the outbox and are sent when the link is back; the same account's other device shows the
// Save within 10 s without a reload, and the report arrives once. Apply and Share say they need a connection
// (Apply saves the job), and the Data saver switch drops logos. Screens checked at the project's width and 320 px.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";

const OFFLINE_REPORT = "You're offline. We'll send your report when you're back online.";
const OFFLINE_APPLY = "You're offline. Applying needs a connection — it's saved in My List for when you're back.";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/sync-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

const signIn = async (context: BrowserContext, username: string) =>
  expect((await context.request.post("/api/login", { data: { username, password: "camp-wifi-pass" } })).status()).toBe(200);

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The board with its first cards' Save hearts answering, and the account's list read once. */
async function openBoard(page: Page) {
  const listRead = page.waitForResponse((r) => r.url().includes("/api/user/shortlist") && r.ok());
  await page.goto("/");
  await listRead;
  const cards = page.getByRole("region", { name: /All Jobs/ }).getByRole("article");
  await expect(cards.first().getByRole("button", { name: /^Save / })).toBeEnabled();
  return cards;
}

const titleOf = async (card: ReturnType<Page["locator"]>) => (await card.getByRole("heading").textContent())!.trim();

test("a Save and a report made offline are sent once the link is back, and show on the other device", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const username = `rig${Date.now() % 1_000_000}`;
  await signUpThrough(page.request, { username, email: `${username}@rig.example`, password: "camp-wifi-pass" });
  const viewport = page.viewportSize()!;
  const phone = await browser.newContext({ viewport });
  const laptop = await browser.newContext({ viewport });
  const onPhone = await phone.newPage();
  const onLaptop = await laptop.newPage();
  try {
    await signIn(phone, username);
    await signIn(laptop, username);
    const cards = await openBoard(onPhone);
    const [first, second, third] = [cards.nth(0), cards.nth(1), cards.nth(2)];
    const [kept, dropped, again] = [await titleOf(first), await titleOf(second), await titleOf(third)];
    // The card's menu (and the report dialog with it) is fetched while the link is up.
    await first.getByRole("button", { name: "Share or report" }).click();
    await expect(onPhone.getByRole("menuitem", { name: "Report this job" })).toBeVisible();
    await onPhone.keyboard.press("Escape");

    const laptopList = onLaptop.waitForResponse((r) => r.url().includes("/api/user/shortlist") && r.ok());
    await onLaptop.goto("/shortlist");
    await laptopList;
    await expect(onLaptop.getByRole("heading", { name: kept })).toHaveCount(0);

    await phone.setOffline(true);
    await first.getByRole("button", { name: `Save ${kept}` }).click();
    await second.getByRole("button", { name: `Save ${dropped}` }).click();
    await second.getByRole("button", { name: `Save ${dropped}` }).click(); // changed their mind: unsaved
    await third.getByRole("button", { name: `Save ${again}` }).click();
    await third.getByRole("button", { name: `Save ${again}` }).click();
    await third.getByRole("button", { name: `Save ${again}` }).click(); // …and saved again
    await expect(first.getByRole("button", { name: `Save ${kept}` })).toHaveAttribute("aria-pressed", "true");

    const words = `Posted twice, seen offline ${Date.now()}`;
    await first.getByRole("button", { name: "Share or report" }).click();
    await onPhone.getByRole("menuitem", { name: "Report this job" }).click();
    const dialog = onPhone.getByRole("dialog", { name: "Report this job" });
    await dialog.getByRole("radio", { name: "Duplicate listing" }).check();
    await dialog.getByRole("textbox").fill(words);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText(OFFLINE_REPORT)).toBeVisible();
    await expectNoSidewaysScroll(onPhone);
    await dialog.screenshot({ path: `/tmp/sync-shots/report-kept-offline-${viewport.width}.png` });
    // Nothing reached the server while the link was down.
    const serverList = async () => ((await (await laptop.request.get("/api/user/shortlist")).json()) as { ids: string[] }).ids;
    expect(await serverList()).toEqual([]);

    // The link is back: the laptop, untouched, shows the Save within 10 s.
    await phone.setOffline(false);
    await expect(onLaptop.getByRole("heading", { name: kept })).toBeVisible({ timeout: 10_000 });
    await expect(onLaptop.getByRole("heading", { name: again })).toBeVisible({ timeout: 10_000 });
    await expect(onLaptop.getByRole("heading", { name: dropped })).toHaveCount(0);
    expect(await serverList()).toHaveLength(2);
    await shot(onLaptop, "saved-offline-seen-elsewhere");

    // The report arrives, once, however many times the phone comes back.
    const admin = await browser.newContext();
    try {
      expect((await admin.request.post("/api/login", { data: { username: "e2e_admin", password: "e2e-admin-pass" } })).status()).toBe(200);
      const reports = async () => {
        const rows = (await (await admin.request.get("/api/admin/broken-link-reports?limit=100")).json()) as { reportReason: string }[];
        return rows.filter((row) => row.reportReason === words).length;
      };
      await expect.poll(reports, { timeout: 10_000 }).toBe(1);
      await phone.setOffline(true);
      await phone.setOffline(false);
      await onPhone.reload();
      await onPhone.waitForTimeout(1500);
      expect(await reports()).toBe(1);
      expect(await onPhone.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("outpost_outbox:")))).toEqual([]);
    } finally {
      await admin.close();
    }
  } finally {
    await phone.close();
    await laptop.close();
  }
});

test("Apply and Share on a job page say they need a connection; Apply saves the job", async ({ page, context }) => {
  const [job] = (await (await page.request.get("/api/jobs?limit=1")).json()) as { id: string; title: string }[];
  for (const width of [page.viewportSize()!.width, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/job/${job.id}`);
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
    await context.setOffline(true);
    try {
      // The sidebar's Apply on a wide screen, the one kept at the foot of a phone's.
      await page.getByRole("link", { name: "Apply Now" }).filter({ visible: true }).first().click();
      await expect(page.getByText(OFFLINE_APPLY).filter({ visible: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveAttribute("aria-pressed", "true");
      expect(context.pages()).toHaveLength(1); // no tab opened on a page that cannot load
      await page.getByRole("button", { name: "Share", exact: true }).click();
      await expect(page.getByText("You're offline. Sharing needs a connection.")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page
        .locator("article header")
        .first()
        .screenshot({ path: `/tmp/sync-shots/share-offline-${width}.png` });
      await page.getByText(OFFLINE_APPLY).filter({ visible: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/sync-shots/apply-offline-${width}.png` });
    } finally {
      await context.setOffline(false);
    }
    // Taken off again for the next width.
    await page.getByRole("button", { name: "Save", exact: true }).click();

    // A card's Apply says so too, on a line of its own inside the card.
    await page.goto("/");
    const card = page
      .getByRole("region", { name: /All Jobs/ })
      .getByRole("article")
      .first();
    await expect(card.getByRole("button", { name: /^Save / })).toBeEnabled();
    await context.setOffline(true);
    try {
      await card.getByRole("link", { name: "Apply", exact: true }).click();
      await expect(card.getByText(OFFLINE_APPLY)).toBeVisible();
      await expect(card.getByRole("button", { name: /^Save / })).toHaveAttribute("aria-pressed", "true");
      await expectNoSidewaysScroll(page);
      await card.screenshot({ path: `/tmp/sync-shots/card-apply-offline-${width}.png` });
    } finally {
      await context.setOffline(false);
    }
    await card.getByRole("button", { name: /^Save / }).click();
  }
});

test("the Data saver switch drops logos and images and stays on", async ({ page, context }) => {
  for (const width of [page.viewportSize()!.width, 320]) {
    await context.clearCookies();
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const toggle = page.getByRole("switch", { name: /Data saver/ });
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toBeEnabled();
    await toggle.check();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "outpost_data_saver")?.value).toBe("1");
    await page.reload();
    await expect(page.getByRole("switch", { name: /Data saver/ })).toBeChecked();
    expect(await page.locator("main img").count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await page.getByRole("contentinfo").screenshot({ path: `/tmp/sync-shots/data-saver-footer-${width}.png` });
    // Swipe draws its cards in the browser: no employer image or logo there either.
    await page.goto("/swipe");
    await expect(page.getByTestId("swipe-card").getByRole("heading")).toBeVisible();
    expect(await page.locator("main img").count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await page.goto("/");
    // Drawn off until the page hydrates and reads the cookie: unchecking before then would do nothing.
    const stillOn = page.getByRole("switch", { name: /Data saver/ });
    await expect(stillOn).toBeChecked();
    await stillOn.uncheck();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "outpost_data_saver")?.value).toBeUndefined();
  }
});

test.describe("a page opened with the link down", () => {
  // The page comes from the service worker's kept copy (decision 115), as it does on a phone at camp.
  test.use({ serviceWorkers: "allow" });

  test("a removal and a Save made there reach the account when the link is back, without a reload", async ({ browser, page, context }) => {
    test.setTimeout(90_000);
    const username = `camp${Date.now() % 1_000_000}`;
    await signUpThrough(page.request, { username, email: `${username}@camp.example`, password: "camp-wifi-pass" });
    const laptop = await browser.newContext();
    try {
      await signIn(laptop, username);
      const serverList = async () => ((await (await laptop.request.get("/api/user/shortlist")).json()) as { ids: string[] }).ids.toSorted();

      await page.goto("/");
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
      const cards = page.getByRole("region", { name: /All Jobs/ }).getByRole("article");
      const idOf = async (n: number) => (await cards.nth(n).locator('a[href^="/job/"]').first().getAttribute("href"))!.replace("/job/", "");
      const [removed, stays, added] = [await idOf(0), await idOf(1), await idOf(2)];
      const [removedTitle, addedTitle] = [await titleOf(cards.nth(0)), await titleOf(cards.nth(2))];
      expect((await laptop.request.post("/api/user/shortlist", { data: { ids: [removed, stays] } })).ok()).toBe(true);
      // Opened once more under the worker, so the board is kept with the account's list on it.
      await openBoard(page);
      await expect(cards.nth(0).getByRole("button", { name: `Save ${removedTitle}` })).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => page.evaluate(async () => !!(await caches.match("/")))).toBe(true);

      await context.setOffline(true);
      await page.reload();
      const offlineCards = page.getByRole("region", { name: /All Jobs/ }).getByRole("article");
      const unsave = offlineCards.getByRole("button", { name: `Save ${removedTitle}` });
      const save = offlineCards.getByRole("button", { name: `Save ${addedTitle}` });
      await expect(unsave).toBeEnabled();
      await expect(unsave).toHaveAttribute("aria-pressed", "true");
      await unsave.click();
      await save.click();
      await expect(unsave).toHaveAttribute("aria-pressed", "false");
      await expect(save).toHaveAttribute("aria-pressed", "true");
      expect(await serverList()).toEqual([removed, stays].toSorted());

      // The link comes back; the page is not reloaded.
      await context.setOffline(false);
      await expect.poll(serverList, { timeout: 10_000 }).toEqual([stays, added].toSorted());
      // …and the page, reconciled with the account's list, still shows the same.
      await page.waitForTimeout(6000);
      await expect(unsave).toHaveAttribute("aria-pressed", "false");
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await shot(page, "opened-offline-synced");
    } finally {
      await laptop.close();
    }
  });
});
