// The defences in the browser: a crafted `next` cannot carry a signed-in user off the site, and an image
// pointing at /api/logout cannot sign anyone out; Sign Out is a form that POSTs and lands at home.
import { expect, test, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/security-${name}.png`, fullPage: true });
const password = "open-redirect-pass-4";
const username = `redir${Date.now() % 1_000_000}`;

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await signUpThrough(api, { username, email: `${username}@example.com`, password, firstName: "Rae", lastName: "Dunn" });
  await api.dispose();
});

async function signInThrough(page: Page, next: string) {
  await page.context().clearCookies();
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

for (const next of ["/.//evil.example/phish", "/..//evil.example/phish", "/%2e//evil.example/phish"]) {
  test(`signing in with next=${next} stays on this site`, async ({ page, baseURL }) => {
    const left: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname === "evil.example") left.push(request.url());
    });
    await signInThrough(page, next);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(left).toEqual([]);
  });
}

test("a plain next path is still honoured", async ({ page, baseURL }) => {
  await signInThrough(page, "/shortlist?tab=discarded");
  await expect(page).toHaveURL(`${baseURL}/shortlist?tab=discarded`);
});

test('an <img src="/api/logout"> signs nobody out; the account screen\'s Sign Out does, and lands at home', async ({ page, baseURL }) => {
  await signInThrough(page, "/account");
  await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  // What a hostile logo or any injected image would do, from our own origin with the visitor's cookies.
  const loaded = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const img = document.createElement("img");
        img.onload = () => resolve("load");
        img.onerror = () => resolve("error");
        img.src = "/api/logout";
        document.body.appendChild(img);
      }),
  );
  expect(loaded).toBe("error");
  expect((await page.request.get("/api/user")).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  await shot(page, "account-sign-out-form");

  await page.locator("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
  expect((await page.request.get("/api/user")).status()).toBe(401);
});

test("the post-job screen's Logout is a form too", async ({ page, baseURL }) => {
  await signInThrough(page, "/post-job");
  await expect(page.getByText(/Welcome, Rae Dunn/)).toBeVisible();
  await shot(page, "post-job-logout");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect((await page.request.get("/api/user")).status()).toBe(401);
});
