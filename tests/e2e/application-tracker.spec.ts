// The seeker's tracker in the browser: each application with its status, kept current without a reload (an
// employer's Viewed, Shortlisted and Declined with its message show within ten seconds), Withdraw after a
// confirm, the empty state, and signed out sent to sign in. At 1280 and 390 px, held to axe and 320 px.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";
import { seriousViolations, sidewaysScroll } from "./axe-support";
import { day, draftJob, newEmployer } from "./employer-support";

const SHOTS = "/tmp/h-c-shots";
/** The tracker re-reads every five seconds: a change must show well within ten. */
const WITHIN = { timeout: 10_000 };

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

/** A paid job that takes applications on Outpost, posted by the employer signed in on `request`. */
async function outpostJob(
  request: APIRequestContext,
  title: string,
  company: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const job = { ...draftJob(title, company, "https://nordkapp.example/jobs/apply"), applyOn: "outpost", ...extra };
  const intent = await (await request.post("/api/create-payment-intent", { data: { planType: "starter", job } })).json();
  await request.post("/api/payments/demo/confirm", { data: { paymentIntentId: intent.paymentIntentId, cardNumber: "4242424242424242" } });
  const made = await request.post("/api/jobs", { data: { ...job, paymentIntentId: intent.paymentIntentId } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

async function newSeeker(page: Page) {
  const username = `tracker${Date.now() % 1e9}${Math.floor(Math.random() * 1000)}`;
  await signUpThrough(page.request, { username, email: `${username}@example.com`, password: "s3cret-pass", role: "user" });
  const saved = await page.request.put("/api/user/profile", {
    data: { roles: [], tickets: [{ name: "bosiet-foet" }], medicals: [], rotations: [], regions: [], needsSponsorship: false },
  });
  expect(saved.status()).toBe(200);
}

async function apply(page: Page, jobId: string): Promise<string> {
  const sent = await page.request.post(`/api/jobs/${jobId}/applications`, { data: { answers: [] } });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

/** An employer in a browser context of their own, with `count` jobs taking applications here. */
async function employerWithJobs(browser: Browser, count: number) {
  const context = await browser.newContext();
  const employer = await context.newPage();
  await newEmployer(employer);
  const stamp = Date.now() % 1e6;
  const jobs: { id: string; title: string }[] = [];
  for (let i = 0; i < count; i++) {
    const title = `Tracker driller ${stamp}-${i}`;
    jobs.push({ id: await outpostJob(employer.request, title, "Nordkapp Drilling"), title });
  }
  return { context, request: employer.request, jobs };
}

const tracked = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });

test("signed out, the tracker sends the visitor to sign in and back", async ({ page }) => {
  await page.goto("/applications");
  await expect(page).toHaveURL(/\/login\?next=%2Fapplications$/);
});

test("a seeker with no applications is pointed to the board", async ({ page }) => {
  await newSeeker(page);
  await page.goto("/applications");
  await expect(page.getByRole("heading", { name: "My applications", level: 1 })).toBeVisible();
  await expect(page.getByText("You have not applied to any jobs on Outpost yet")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Browse jobs" })).toHaveAttribute("href", "/");
  expect(await seriousViolations(page, "empty tracker")).toEqual([]);
  await shot(page, "tracker-empty");
});

test("the tracker shows Viewed, Shortlisted and a decline's message without a reload, and withdraws after a confirm", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const employer = await employerWithJobs(browser, 3);
  const [kept, declined, withdrawn] = employer.jobs;
  await newSeeker(page);
  const keptApp = await apply(page, kept.id);
  const declinedApp = await apply(page, declined.id);
  await apply(page, withdrawn.id);

  await page.goto("/applications");
  const keptRow = tracked(page, kept.title);
  await expect(keptRow).toContainText("Nordkapp Drilling");
  await expect(keptRow).toContainText("Sent");
  const today = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" });
  await expect(keptRow).toContainText(`Applied ${today.format(new Date())}`);
  await expect(keptRow.getByRole("link", { name: kept.title })).toHaveAttribute("href", `/job/${kept.id}`);

  // The employer opens it, then shortlists it: each shows on the open page by itself.
  const opened = await employer.request.get(`/api/user/jobs/${kept.id}/applications/${keptApp}`);
  expect(opened.status(), await opened.text()).toBe(200);
  await expect(keptRow).toContainText("Viewed", WITHIN);
  const shortlisted = await employer.request.patch(`/api/user/jobs/${kept.id}/applications/${keptApp}`, {
    data: { status: "shortlisted" },
  });
  expect(shortlisted.status(), await shortlisted.text()).toBe(200);
  await expect(keptRow).toContainText("Shortlisted", WITHIN);

  const message = "Thank you for applying. We have chosen candidates whose tickets fit this hitch more closely.";
  const refused = await employer.request.patch(`/api/user/jobs/${declined.id}/applications/${declinedApp}`, {
    data: { status: "declined", message },
  });
  expect(refused.status(), await refused.text()).toBe(200);
  const declinedRow = tracked(page, declined.title);
  await expect(declinedRow).toContainText("Declined", WITHIN);
  await expect(declinedRow).toContainText(message);
  await expect(declinedRow.getByRole("button", { name: "Withdraw" })).toHaveCount(0);

  expect(await seriousViolations(page, "tracker")).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
  await shot(page, "tracker");

  // Withdraw asks first; Cancel keeps it, Withdraw ends it.
  const withdrawnRow = tracked(page, withdrawn.title);
  await withdrawnRow.getByRole("button", { name: "Withdraw" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw this application?" });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, "withdraw confirm")).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(withdrawnRow).toContainText("Sent");
  await withdrawnRow.getByRole("button", { name: "Withdraw" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Withdraw" }).click();
  await expect(withdrawnRow).toContainText("Withdrawn");
  await expect(withdrawnRow.getByRole("button", { name: "Withdraw" })).toHaveCount(0);

  // A phone's narrowest screen: no sideways scroll, each status readable.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await sidewaysScroll(page)).toBe(0);
  await expect(keptRow).toContainText("Shortlisted");
  await shot(page, "tracker");
  await employer.context.close();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the tracker lists the application in the first screen and the menu leads to it", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const employer = await employerWithJobs(browser, 1);
    await newSeeker(page);
    await apply(page, employer.jobs[0].id);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "My applications" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    const row = tracked(page, employer.jobs[0].title);
    await expect(row).toContainText("Sent");
    await expect(row.getByRole("button", { name: "Withdraw" })).toBeInViewport();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page, "tracker at 390")).toEqual([]);
    await shot(page, "tracker");
    await employer.context.close();
  });
});

test.describe("the job page's hitch check on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a signed-in seeker sees each ticket against the hitch, after the shared page loads", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const employer = await context.newPage();
    await newEmployer(employer);
    const title = `Hitch driller ${Date.now() % 1e6}`;
    const start = day(10);
    const jobId = await outpostJob(employer.request, title, "Nordkapp Drilling", {
      rotation: "2-2",
      tickets: ["bosiet-foet", "gwo-bst"],
      startDate: start,
    });
    await context.close();

    await page.goto(`/job/${jobId}`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText(/into this hitch/)).toHaveCount(0);

    await newSeeker(page);
    const saved = await page.request.put("/api/user/profile", {
      data: {
        roles: [],
        tickets: [{ name: "BOSIET", expiresOn: day(21) }],
        medicals: [],
        rotations: [],
        regions: [],
        needsSponsorship: false,
      },
    });
    expect(saved.status()).toBe(200);
    await page.goto(`/job/${jobId}`);
    const check = page.getByRole("region", { name: "Your tickets for this hitch" });
    await expect(check.getByRole("listitem")).toHaveText(["BOSIET/FOET lapses 12 days into this hitch", "GWO BST is not in your profile"]);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page, "job page hitch check")).toEqual([]);
    await check.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/job-hitch-check-390.png` });
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await sidewaysScroll(page)).toBe(0);
    await check.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/job-hitch-check-320.png` });
  });
});
