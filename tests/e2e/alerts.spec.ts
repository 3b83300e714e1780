import { expect, test, type Browser, type Page } from "@playwright/test";
import { openOutboxUntil } from "./admin-support";

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results";
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/alerts-${name}.png`, fullPage: false });
const CRON = { Authorization: "Bearer e2e-cron-secret" };
/** A by-hand run of the digest and reminders, answered once it has run. */
const ALERTS_RUN = { headers: CRON, data: { task: "alerts.send", wait: true } };
type AlertsRun = { result: { digest: { sent: number } } };

/** The admin reads the .eml outbox and hands back the first link of the newest matching email. */
async function linkFromOutbox(browser: Browser, baseURL: string, subject: RegExp, to: string, linkText: RegExp): Promise<string> {
  const admin = await browser.newPage({ baseURL });
  await admin.request.post("/api/login", { data: { username: "e2e_admin", password: "e2e-admin-pass" } });
  const mail = admin.getByRole("article", { name: subject }).filter({ hasText: to }).first();
  await openOutboxUntil(admin, mail);
  const href = await mail.getByRole("link", { name: linkText }).first().getAttribute("href");
  await admin.close();
  expect(href).toBeTruthy();
  return href!;
}

test("subscribe and set an alert from the home page, confirm from the outbox, run the digest, open its job link", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now() % 1_000_000;
  const subscriber = `weekly${stamp}@example.com`;
  const alertEmail = `alert${stamp}@example.com`;

  await page.goto("/");
  const subscribe = page.getByRole("region", { name: /top 3 jobs/ });
  await subscribe.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address.").first()).toBeVisible();
  await subscribe.getByLabel("Email address").fill(subscriber);
  await subscribe.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Success!").first()).toBeVisible();
  await expect(page.getByText("You've been subscribed to job alerts.", { exact: false }).first()).toBeVisible();
  await expect(subscribe.getByLabel("Email address")).toHaveValue("");
  await shot(page, "subscribed-toast");

  const alertCard = page.getByRole("region", { name: "Get job alerts" });
  await alertCard.getByLabel("Email", { exact: true }).fill("not-an-address");
  await alertCard.getByRole("button", { name: "Create alert" }).click();
  await expect(alertCard.getByRole("alert")).toHaveText("Please enter a valid email address");
  await alertCard.getByLabel("Email", { exact: true }).fill(alertEmail);
  await alertCard.getByLabel("Minimum salary").selectOption("80000");
  await alertCard.getByLabel("Location").selectOption("global");
  await alertCard.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByText("Check your inbox").first()).toBeVisible();
  await expect(alertCard.getByLabel("Email", { exact: true })).toHaveValue("");
  await expect(alertCard.getByRole("alert")).toHaveCount(0);
  await alertCard.scrollIntoViewIfNeeded();
  await shot(page, "alert-card");

  // Nothing but confirmations until the links are followed.
  const early = await page.request.post("/api/cron/background-work/runs", ALERTS_RUN);
  expect(early.status()).toBe(200);

  const confirmSub = await linkFromOutbox(browser, baseURL!, /Confirm your Outpost subscription/, subscriber, /subscriptions\/confirm/);
  expect(confirmSub).toMatch(new RegExp(`^${baseURL}/subscriptions/confirm\\?token=`));
  // Opening the link gives no consent by itself (mail scanners open links); the click does.
  await page.goto(confirmSub);
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  await shot(page, "confirm-ask");
  await page.getByRole("button", { name: "Yes, send me jobs" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();
  await shot(page, "confirmed");
  await page.goto(confirmSub);
  await page.getByRole("button", { name: "Yes, send me jobs" }).click();
  await expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible();
  await shot(page, "confirm-used");

  const confirmAlert = await linkFromOutbox(browser, baseURL!, /Confirm your Outpost job alert/, alertEmail, /subscriptions\/confirm/);
  await page.goto(confirmAlert);
  await page.getByRole("button", { name: "Yes, send me jobs" }).click();
  await expect(page.getByRole("heading", { name: "Your job alert is on" })).toBeVisible();

  // Subscribing again now says so, in the neutral toast.
  await page.goto("/");
  await page
    .getByRole("region", { name: /top 3 jobs/ })
    .getByLabel("Email address")
    .fill(subscriber);
  await page
    .getByRole("region", { name: /top 3 jobs/ })
    .getByRole("button", { name: "Subscribe" })
    .click();
  await expect(page.getByText("Already Subscribed").first()).toBeVisible();
  await expect(page.getByText("Good news! This email is already receiving job alerts.").first()).toBeVisible();

  // A run by hand: refused without the secret, then sends the subscriber the week's digest, and nothing on a
  // second run. The alert is a weekly saved search now: it mails the jobs published after it, a week on.
  expect((await page.request.post("/api/cron/background-work/runs", { data: ALERTS_RUN.data })).status()).toBe(401);
  const run = await page.request.post("/api/cron/background-work/runs", ALERTS_RUN);
  expect(run.status()).toBe(200);
  expect(((await run.json()) as AlertsRun).result.digest.sent).toBeGreaterThanOrEqual(1);
  const rerun = await page.request.post("/api/cron/background-work/runs", ALERTS_RUN);
  expect(((await rerun.json()) as AlertsRun).result.digest.sent).toBe(0);

  const jobLink = await linkFromOutbox(browser, baseURL!, /This week's top/, subscriber, /\/job\//);
  expect(jobLink).toMatch(new RegExp(`^${baseURL}/job/[0-9a-f-]{36}\\?utm_source=outpost`));
  await page.goto(jobLink);
  await expect(
    page
      .getByRole("link", { name: "Apply Now" })
      .or(page.getByRole("button", { name: "Apply Now" }))
      .first(),
  ).toBeVisible();
  await shot(page, "job-from-digest");

  const unsubscribe = await linkFromOutbox(browser, baseURL!, /This week's top/, subscriber, /\/unsubscribe\?token=/);
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { name: "You've been unsubscribed" })).toBeVisible();
  await shot(page, "unsubscribed");
});

test("the admin outbox shows the digest readably", async ({ browser, baseURL }) => {
  const admin = await browser.newPage({ baseURL });
  await admin.request.post("/api/login", { data: { username: "e2e_admin", password: "e2e-admin-pass" } });
  const digest = admin.getByRole("article", { name: /This week's top/ }).first();
  await openOutboxUntil(admin, digest);
  await expect(digest).toContainText("Unsubscribe:");
  await digest.scrollIntoViewIfNeeded();
  await shot(admin, "outbox");
  await admin.close();
});

test("an unsubscribe or confirm link without its token says so", async ({ page }) => {
  await page.goto("/unsubscribe");
  await expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible();
  await page.goto("/unsubscribe?token=a.00000000-0000-4000-8000-000000000000.forged-forged-forged");
  await expect(page.getByRole("heading", { name: "Unsubscribe failed" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "This unsubscribe link is invalid." })).toBeVisible();
});
