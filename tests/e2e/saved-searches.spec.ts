// Saved searches in the browser, at 1280 px and 390 px: a signed-in worker saves the board's text search,
// finds it on the saved searches page, changes how often it is emailed and deletes it; a visitor is asked for
// an address and told to confirm it. No sideways scroll on either screen, nor at 320 px; axe finds nothing serious
// on the page with a search and with none.
import { expect, test, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";
import { seriousViolations, sidewaysScroll } from "./axe-support";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/saved-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: false });
const overflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

test("a worker saves a text search from the board, changes its frequency and deletes it", async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signUpThrough(page.request, {
    username: `saver${stamp}`,
    email: `saver${stamp}@example.com`,
    password: "tundra-pass-9",
    firstName: "Aput",
  });

  await page.goto("/?search=rope+access");
  await page.getByRole("button", { name: "Save this search" }).click();
  const form = page.getByRole("form", { name: "Save this search" });
  await form.getByLabel("Email me").selectOption("instant");
  await expect(form.getByLabel("Email", { exact: true })).toHaveCount(0);
  await shot(page, "save-search-open");
  expect(await overflow(page)).toBe(0);
  await form.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved").first()).toBeVisible();

  await page.goto("/account/saved-searches");
  const item = page.getByRole("listitem").filter({ hasText: '"rope access"' });
  await expect(item).toBeVisible();
  await expect(item.getByRole("combobox")).toHaveValue("instant");
  await shot(page, "saved-searches");
  expect(await overflow(page)).toBe(0);

  await item.getByRole("combobox").selectOption("weekly");
  await expect(page.getByText("Emails now weekly").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: '"rope access"' }).getByRole("combobox")).toHaveValue("weekly");

  await page
    .getByRole("listitem")
    .filter({ hasText: '"rope access"' })
    .getByRole("button", { name: /delete/i })
    .click();
  await expect(page.getByText("No saved searches yet.")).toBeVisible();
});

test("the Save button shows a saved search as saved, and saving it again keeps one", async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signUpThrough(page.request, { username: `twice${stamp}`, email: `twice${stamp}@example.com`, password: "tundra-pass-9" });
  const words = `diver ${stamp}`;
  await page.goto(`/?search=${encodeURIComponent(words)}`);
  const save = page.getByRole("button", { name: "Save this search" });
  await expect(save).not.toHaveAttribute("aria-pressed", "true");
  await save.click();
  const form = page.getByRole("form", { name: "Save this search" });
  await form.getByLabel("Email me").selectOption("weekly");
  await form.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved").first()).toBeVisible();

  const saved = page.getByRole("button", { name: "This search is saved" });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await expect(saved).toHaveText("Saved");
  await shot(page, "search-saved");
  expect(await overflow(page)).toBe(0);

  // After a reload, in another case, the view is still known as saved; saving again changes only its frequency.
  await page.goto(`/?search=${encodeURIComponent(words.toUpperCase())}`);
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await saved.click();
  await expect(form.getByLabel("Email me")).toHaveValue("weekly");
  await form.getByLabel("Email me").selectOption("daily");
  await form.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search already saved").first()).toBeVisible();
  const list = (await (await page.request.get("/api/saved-searches")).json()) as { savedSearches: { frequency: string }[] };
  expect(list.savedSearches).toEqual([expect.objectContaining({ frequency: "daily" })]);

  // Another search is not this one.
  await page.goto("/?search=welder");
  await expect(page.getByRole("button", { name: "Save this search" })).toBeVisible();
});

test("a visitor gives an address and is told to confirm it", async ({ page }) => {
  await page.goto("/?search=welder");
  await page.getByRole("button", { name: "Save this search" }).click();
  const form = page.getByRole("form", { name: "Save this search" });
  await form.getByLabel("Email", { exact: true }).fill(`visitor${Date.now().toString(36)}@example.com`);
  await form.getByLabel("Email me").selectOption("daily");
  await form.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Check your inbox").first()).toBeVisible();
  expect(await overflow(page)).toBe(0);
});

test("the saved searches page, with a search and with none, passes axe and fits 320 px with its action on the first screen", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signUpThrough(page.request, { username: `narrow${stamp}`, email: `narrow${stamp}@example.com`, password: "tundra-pass-9" });
  const own = page.viewportSize()!;
  const found: string[] = [];

  await page.goto("/account/saved-searches");
  const board = page.getByRole("main").getByRole("link", { name: "job board" });
  await expect(board).toBeVisible();
  found.push(...(await seriousViolations(page, "no saved searches")));
  await shot(page, "saved-searches-empty");
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await sidewaysScroll(page), "no saved searches at 320 px").toBe(0);
  await expect(board).toBeInViewport();
  await shot(page, "saved-searches-empty");

  // Long words too: a summary must wrap, not push the page wider.
  const search = "offshore-scaffolder-rope-access-technician-level-three";
  const saved = await page.request.post("/api/saved-searches", { data: { filters: { search }, frequency: "daily" } });
  expect(saved.ok()).toBe(true);
  await page.goto("/account/saved-searches");
  const item = page.getByRole("listitem").filter({ hasText: search });
  await expect(item.getByRole("combobox")).toHaveValue("daily");
  expect(await sidewaysScroll(page), "a saved search at 320 px").toBe(0);
  await expect(item.getByRole("link")).toBeInViewport();
  await expect(item.getByRole("combobox")).toBeInViewport();
  await expect(item.getByRole("button", { name: /delete/i })).toBeInViewport();
  await shot(page, "saved-searches-one");

  await page.setViewportSize(own);
  found.push(...(await seriousViolations(page, "a saved search")));
  await shot(page, "saved-searches-one");
  expect(found).toEqual([]);
});
