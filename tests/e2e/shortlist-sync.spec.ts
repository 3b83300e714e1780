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
