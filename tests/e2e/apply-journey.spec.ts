// The whole applying journey in one test, across both sides, each in a browser context of its own: a
// verified seeker with a complete profile and a push subscription applies from the job page in at most three
// taps with a PDF CV; the employer finds the application from My Jobs, sees its tickets against the hitch and
// downloads its CV, opens it and shortlists it; the seeker's tracker, left open, shows Viewed then Shortlisted
// within ten seconds each, and each change reached the seeker as an email (the server's outbox) and as a push.
// This file is the push service: a server of its own on 127.0.0.1, the one host the e2e server may reach; what
// arrives there is decrypted with the seeker's keys, as the device would. At 1280 px and at 390 px.
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";
import { onPhone } from "./board-support";
import { day, employerWithJob, saveRopeAccessProfile } from "./employer-support";
import { PDF_CV, PDF_TYPE } from "../support/cv-files";
import { decryptPush, newSubscriber } from "../http/support/web-push-decrypt";

/** The tracker re-reads every five seconds: each change must show within ten. */
const WITHIN = { timeout: 10_000 };
const unique = (stem: string) => `${stem}${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;

type Delivery = { path: string; body: Buffer };
let pushService: http.Server;
let serviceUrl = "";
const deliveries: Delivery[] = [];

test.beforeAll(async () => {
  pushService = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      deliveries.push({ path: request.url ?? "", body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every email the server has sent to `email`, decoded, its folded header lines joined. */
async function mailTo(email: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
  const mails: string[] = [];
  for (const f of files) {
    const raw = decodeQuotedPrintable(await fs.readFile(path.join(dir, f), "utf8")).replace(/\r?\n[ \t]+/g, " ");
    if (raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) mails.push(raw);
  }
  return mails;
}

/** The notifications pushed to this endpoint path so far, as the device reads them. */
const pushedTo = (pathname: string, subscriber: ReturnType<typeof newSubscriber>) =>
  deliveries
    .filter((d) => d.path === pathname)
    .map((d) => JSON.parse(decryptPush(subscriber, d.body)) as { title: string; body: string; url: string });

/** The page's 'Apply on Outpost': the bar a phone keeps at the foot of the screen, else the sidebar's. */
function applyButton(page: Page) {
  const scope = onPhone(page) ? page.getByTestId("sticky-apply") : page.getByRole("complementary");
  return scope.getByRole("button", { name: "Apply on Outpost" });
}

test("a seeker applies in three taps, the employer opens and shortlists, and the seeker hears of each", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const title = unique("Journey rope access technician ");
  const start = day(10);

  // The employer, verified, in a context of their own: a listed job taking applications on Outpost only.
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  const { id: jobId } = await employerWithJob(employer, title, "Nordkapp Drilling", async () => ({
    applyOn: "outpost",
    applicationUrl: "",
    screeningQuestions: [],
    tickets: ["bosiet-foet"],
    medical: "oeuk",
    rotation: "2-2",
    startDate: start,
  }));

  // The seeker, verified, with a complete profile (one ticket valid through the hitch, a medical that lapses
  // during it) and one device subscribed to push.
  const username = unique("journey");
  const email = `${username}@camp.example`;
  const surname = `Silva${username.slice(-5)}`;
  await signUpThrough(page.request, { username, email, password: "camp-wifi-pass", firstName: "Ana", lastName: surname });
  await saveRopeAccessProfile(page.request);
  const subscriber = newSubscriber();
  const pushPath = `/push/${username}`;
  const subscribed = await page.request.post("/api/push/subscriptions", {
    data: {
      subscription: {
        endpoint: `${serviceUrl}${pushPath}`,
        expirationTime: null,
        keys: { p256dh: subscriber.publicKey.toString("base64url"), auth: subscriber.auth.toString("base64url") },
      },
    },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);

  // Applies from the job page: Apply, choose the CV, Send. Each tap is counted; scrolling the sheet is not one.
  await page.goto(`/job/${jobId}`);
  await expect(applyButton(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  let taps = 0;
  const tap = async (target: Locator) => {
    await target.click();
    taps++;
  };
  await expect(applyButton(page)).toBeInViewport();
  await tap(applyButton(page));
  const sheet = page.getByRole("dialog", { name: `Apply for ${title}` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(`Ana ${surname}`)).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await tap(sheet.getByLabel("CV (optional)"));
  await (await chooser).setFiles({ name: "Ana Silva CV.pdf", mimeType: PDF_TYPE, buffer: PDF_CV });
  await expect(sheet.getByText("Ana Silva CV.pdf")).toBeVisible();
  const send = sheet.getByRole("button", { name: "Send application" });
  await expect(send).toBeInViewport();
  await tap(send);
  await expect(sheet.getByText("Application sent")).toBeVisible();
  expect(taps).toBeLessThanOrEqual(3);

  // The seeker opens the tracker and leaves it open: from here on it is never reloaded.
  await sheet.getByRole("link", { name: "See your applications" }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const tracked = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
  await expect(tracked).toContainText("Sent");
  await expect(tracked).toContainText("Nordkapp Drilling");

  // The employer: My Jobs shows the count, the Applicants page the application with its hitch and CV.
  await employer.goto("/my-jobs");
  await expect(employer.getByText("1 application", { exact: true })).toBeVisible();
  const inbox = employer.getByRole("link", { name: new RegExp(`Applicants \\(1\\) for ${title}`) });
  await expect(inbox).toContainText("1 new");
  await inbox.click();
  await expect(employer).toHaveURL(new RegExp(`/my-jobs/${jobId}/applicants$`));
  await expect(employer.getByRole("heading", { level: 1, name: `Applicants: ${title}` })).toBeVisible();
  const card = employer.getByRole("listitem").filter({ has: employer.getByRole("heading", { name: `Ana ${surname}` }) });
  await expect(card.getByText("Sent", { exact: true })).toBeVisible();
  const hitch = card.getByRole("list", { name: /tickets and medicals for this hitch/ });
  await expect(hitch).toContainText("BOSIET/FOET is valid through this hitch");
  await expect(hitch).toContainText(/lapses \d+ days? into this hitch/);

  // Opening it marks it Viewed, here and on the seeker's open tracker.
  await card.getByRole("button", { name: /Show details/ }).click();
  await expect(card.getByText("Viewed", { exact: true })).toBeVisible();
  const cv = card.getByRole("link", { name: /CV:/ });
  await expect(cv).toContainText("Ana Silva CV.pdf");
  const served = await employer.request.get((await cv.getAttribute("href"))!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe(PDF_TYPE);
  expect(Buffer.compare(await served.body(), PDF_CV)).toBe(0);
  await expect(tracked).toContainText("Viewed", WITHIN);

  await card.getByRole("button", { name: "Shortlist" }).click();
  await expect(card.getByText("Shortlisted", { exact: true })).toBeVisible();
  await expect(tracked).toContainText("Shortlisted", WITHIN);

  // Each change reached the seeker by email and by push.
  for (const [sentence, pushTitle] of [
    ["was viewed by the employer", `Viewed by the employer: ${title}`],
    ["was shortlisted", `Shortlisted: ${title}`],
  ]) {
    await expect
      .poll(async () => (await mailTo(email)).filter((m) => m.includes(`Subject: Your application for ${title} ${sentence}`)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    await expect.poll(() => pushedTo(pushPath, subscriber).filter((n) => n.title === pushTitle).length, { timeout: 30_000 }).toBe(1);
  }
  for (const notification of pushedTo(pushPath, subscriber)) expect(new URL(notification.url).pathname).toBe("/applications");
  await employerContext.close();
});
