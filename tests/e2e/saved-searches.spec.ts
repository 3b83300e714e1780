// Saved searches in the browser, at 1280 px and 390 px: a signed-in worker saves the board's text search,
// finds it on the saved searches page, changes how often it is emailed and deletes it; a visitor is asked for
// an address and told to confirm it. No sideways scroll on either screen.
import { expect, test, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";

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
