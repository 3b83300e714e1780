// The Verified badge on a phone: on the job page, the board's card and the swipe card at 390
// and 320 px, in words, with nothing wider than the screen. Screenshots go to /tmp/scam-shots.
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-support";
import { draftJob, newEmployer } from "./employer-support";

const COMPANY = "Hammerfest Deepwater Drilling & Subsea Services";
const BADGE = "Verified: hammerfest.example";
let jobId = "";

async function pageWidth(page: Page) {
  return page.evaluate(() => ({
    width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    inner: window.innerWidth,
  }));
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  const username = await newEmployer(page);
  // The badge names the account's company domain, and only on jobs whose website is on it (decision 118).
  const company = await page.request.put("/api/auth/company", {
    data: { companyName: COMPANY, companyWebsite: "https://hammerfest.example" },
  });
  expect(company.status()).toBe(200);
  const job = {
    ...draftJob("Verified Toolpusher", COMPANY, `https://hammerfest.example/jobs/${username}`),
    companyWebsite: "https://hammerfest.example",
  };
  const intent = await (await page.request.post("/api/create-payment-intent", { data: { planType: "starter", job } })).json();
  await page.request.post("/api/payments/demo/confirm", {
    data: { paymentIntentId: intent.paymentIntentId, cardNumber: "4242424242424242" },
  });
  const made = await page.request.post("/api/jobs", { data: { ...job, paymentIntentId: intent.paymentIntentId } });
  expect(made.status()).toBe(201);
  jobId = ((await made.json()) as { id: string }).id;
  await signInAsAdmin(page);
  const users = (await (await page.request.get(`/api/admin/users?search=${username}`)).json()) as { id: string }[];
  const verified = await page.request.put(`/api/admin/users/${users[0].id}/verification`, { data: { decision: "verified" } });
  expect(verified.status()).toBe(200);
  await page.close();
});

for (const width of [390, 320]) {
  test(`the badge reads 'Verified: hammerfest.example' and fits at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width, height: 844 },
      hasTouch: true,
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();

    await page.goto(`/job/${jobId}`);
    const header = page.locator("header").filter({ hasText: "Verified Toolpusher" });
    await expect(header.getByText(BADGE, { exact: true })).toBeVisible();
    expect((await pageWidth(page)).width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/scam-shots/job-page-${width}.png` });

    // Reporting it with a reason, from the same page.
    await page.getByRole("button", { name: "Report this job" }).click();
    const dialog = page.getByRole("dialog", { name: "Report this job" });
    await dialog.getByRole("radio", { name: "Misleading pay or conditions" }).check();
    expect((await pageWidth(page)).width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/scam-shots/report-dialog-${width}.png` });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByRole("button", { name: "Report sent!" })).toBeVisible();

    await page.goto(`/?search=${encodeURIComponent("Verified Toolpusher")}`);
    const card = page.getByRole("article").filter({ hasText: "Verified Toolpusher" }).first();
    await expect(card.getByText(BADGE, { exact: true })).toBeVisible();
    expect((await pageWidth(page)).width).toBeLessThanOrEqual(width);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `/tmp/scam-shots/card-${width}.png` });

    // The newest job is the deck's first card.
    await page.goto("/swipe");
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole("button", { name: "Discard" })).toBeEnabled();
    await expect(page.getByText("Verified Toolpusher").first()).toBeVisible();
    await expect(page.getByText(BADGE, { exact: true }).first()).toBeVisible();
    expect((await pageWidth(page)).width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/scam-shots/swipe-${width}.png` });
    await context.close();
  });
}
