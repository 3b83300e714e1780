// Paging without a ceiling: with more than 240 listed jobs, Load More reaches every one on the
// home page, and the swipe deck goes past 100 cards to the last job. The jobs are imported for this file only.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { HOME_PAGE_SIZE as PAGE } from "../../lib/home-query";
import { openFreshDeck } from "./swipe-support";
import { deleteJobs, importThrowawayJobs, signInAsAdmin } from "./admin-support";

const TITLES = Array.from({ length: 250 }, (_, i) => `E2E Paging Job ${String(i + 1).padStart(3, "0")}`);

async function asAdmin<T>(page: Page, work: () => Promise<T>): Promise<T> {
  await signInAsAdmin(page);
  try {
    return await work();
  } finally {
    await page.context().clearCookies();
  }
}

test.describe("paging without a ceiling", () => {
  // Hundreds of cards, each waited for only as long as it takes to show.
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await asAdmin(page, () => importThrowawayJobs(page.request, TITLES));
    await page.close();
  });
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await asAdmin(page, () => deleteJobs(page.request, TITLES));
    await page.close();
  });

  /**
   * Presses Load More as a reader does, once it has come into view and settled. Cards off screen wait for
   * their real height until they near the viewport (content-visibility): a jump straight to the button lays
   * out the row above it a frame later, moving the button between the press and the release of a click.
   */
  async function pressLoadMore(loadMore: Locator) {
    await loadMore.scrollIntoViewIfNeeded();
    await loadMore.click();
  }

  const listedCount = async (page: Page) => Number((await page.request.get("/api/jobs?limit=1")).headers()["x-total-count"]);

  test("Load More appends page after page on the home page until every job is shown", async ({ page }) => {
    const total = await listedCount(page);
    expect(total).toBeGreaterThan(TITLES.length);
    const loadMore = page.getByRole("link", { name: /^Load More Jobs \(/ });
    // The kept page regenerates after the import: the first view may still be the one from before it.
    await expect(async () => {
      await page.goto("/");
      await expect(loadMore).toHaveText(`Load More Jobs (${total} total)`, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    const allJobs = page.getByRole("region", { name: /All Jobs/ }).getByRole("article");
    // The featured jobs are shown above the list, and not again in it.
    const featured = await page.getByRole("region", { name: "Featured Jobs" }).getByRole("article").getByRole("heading").allTextContents();
    await expect(allJobs).toHaveCount(PAGE);
    const noScript = (await loadMore.getAttribute("href"))!;
    expect(noScript).toMatch(/^\/search\?cursor=[A-Za-z0-9_-]+#results$/);
    let shown = PAGE;
    while (await loadMore.count()) {
      await pressLoadMore(loadMore);
      await expect(allJobs).not.toHaveCount(shown);
      const now = await allJobs.count();
      expect(now - shown).toBeLessThanOrEqual(PAGE);
      // Keyboard users carry on from the first card that was added.
      await expect(allJobs.nth(shown).getByRole("heading").getByRole("link")).toBeFocused();
      shown = now;
    }
    await expect(page.getByRole("status").filter({ hasText: "the last of the list" })).toHaveCount(1);
    const titles = await allJobs.getByRole("heading").allTextContents();
    expect(titles).toHaveLength(total - featured.length);
    expect(new Set([...titles, ...featured]).size).toBe(total);
    for (const title of TITLES) expect(titles).toContain(title);
    await page.screenshot({ path: `test-results/home-load-more-${test.info().project.name}.png` });

    // Without JavaScript the same button is a link to the next page, which search engines are told not to index.
    await page.goto(noScript);
    await expect(allJobs).toHaveCount(PAGE);
    expect(await allJobs.getByRole("heading").allTextContents()).toEqual(titles.slice(PAGE, 2 * PAGE));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("link", { name: "Back to the first jobs" })).toHaveAttribute("href", "/#results");
    await expect(loadMore).toHaveAttribute("href", /cursor=/);
  });

  test("Back from a job, and a reload, show the appended pages again where the reader was; a new visit starts over", async ({ page }) => {
    await page.goto("/");
    const allJobs = page.getByRole("region", { name: /All Jobs/ }).getByRole("article");
    const loadMore = page.getByRole("link", { name: /^Load More Jobs \(/ });
    for (const shown of [2 * PAGE, 3 * PAGE]) {
      await pressLoadMore(loadMore);
      await expect(allJobs).toHaveCount(shown);
      // The focus, and with it the window, moves to the first added card.
      const firstAdded = allJobs
        .nth(shown - PAGE)
        .getByRole("heading")
        .getByRole("link");
      await expect(firstAdded).toBeFocused();
    }
    // The first appended card on screen, counted from the first appended one.
    const keptCard = () =>
      page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((k) => k.endsWith(":place"));
        return (JSON.parse((key && sessionStorage.getItem(key)) || "null") as { card: number } | null)?.card ?? -1;
      });
    // The reader's place is kept a moment after scrolling stops: here, the foot of the list.
    await loadMore.scrollIntoViewIfNeeded();
    await expect.poll(keptCard).toBeGreaterThanOrEqual(PAGE);
    // Back up the list, and a job opened at once, as a thumb flicks and taps: the place is where it was opened.
    const card = allJobs.nth(PAGE + PAGE / 4);
    const title = (await card.getByRole("heading").textContent())!;
    // Held time: the pause after the scroll never ends before the tap, however long the job page takes to come.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.clock.resume();

    await page.goBack();
    await expect(allJobs).toHaveCount(3 * PAGE);
    await expect(allJobs.nth(PAGE + PAGE / 4).getByRole("heading")).toHaveText(title);
    await expect(allJobs.nth(PAGE + PAGE / 4)).toBeInViewport();
    await expect(loadMore).toBeVisible();
    await page.screenshot({ path: `test-results/home-load-more-back-${test.info().project.name}.png` });

    await page.reload();
    await expect(allJobs).toHaveCount(3 * PAGE);
    await expect(allJobs.nth(PAGE + PAGE / 4)).toBeInViewport();
    // The list carries on from where it was.
    await pressLoadMore(loadMore);
    await expect(allJobs).toHaveCount(4 * PAGE);

    // Coming to the board again, not back to it, shows its first page.
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Outpost" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(allJobs).toHaveCount(PAGE);
  });

  test("a page that fails to come says so, keeps what is shown, and comes with Try again", async ({ page }) => {
    await page.goto("/");
    const allJobs = page.getByRole("region", { name: /All Jobs/ }).getByRole("article");
    const loadMore = page.getByRole("link", { name: /^Load More Jobs \(/ });
    await pressLoadMore(loadMore);
    await expect(allJobs).toHaveCount(2 * PAGE);
    // The connection drops for the next page.
    await page.route("**/api/jobs?*cursor=*", (route) => route.abort("internetdisconnected"));
    await pressLoadMore(loadMore);
    const failure = page.getByRole("alert").filter({ hasText: "Could not load more jobs." });
    await expect(failure).toBeVisible();
    await expect(allJobs).toHaveCount(2 * PAGE);
    await page.unroute("**/api/jobs?*cursor=*");
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(allJobs).toHaveCount(3 * PAGE);
    await expect(failure).toHaveCount(0);
    // What Back brings is the list as it now is.
    await page.reload();
    await expect(allJobs).toHaveCount(3 * PAGE);
  });

  test("the swipe deck goes past 100 cards to the last job", async ({ page }) => {
    const total = await listedCount(page);
    await openFreshDeck(page);
    const pages: string[] = [];
    page.on("request", (r) => void (r.url().includes("cursor=") && pages.push(r.url())));
    for (let i = 1; i <= total; i++) {
      await expect(page.getByText(`Job ${i} of ${total}`)).toBeVisible();
      await page.keyboard.press("ArrowLeft");
    }
    await expect(page.getByRole("heading", { name: "You've Seen All Jobs!" })).toBeVisible();
    await expect(page.getByRole("link", { name: `Discarded ${total}` })).toBeVisible();
    // Pages of 100 after the first: asked for as the deck ran low, each once.
    expect(pages).toHaveLength(Math.ceil(total / 100) - 1);
    expect(new Set(pages).size).toBe(pages.length);
  });
});
