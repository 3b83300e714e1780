// The employer's applicant inbox: a seeker applies with a CV to a job that takes applications on
// Outpost; its employer finds it from My Jobs, sees its tickets against the hitch and its CV, opens it (Viewed
// for the seeker) and shortlists it. axe holds the inbox to the rules. At 1280 px and at 390 px (the phone is
// set here, not by a project, so the spec owns its widths); the phone's inbox is also looked at 320 px.
import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { seriousViolations, sidewaysScroll } from "./axe-support";
import { signUpThrough } from "./account-support";
import { day, employerWithJob } from "./employer-support";

const SHOTS = "docs/screens/issue-42";
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const unique = (stem: string) => `${stem}${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;

/** A seeker with a profile applies, with a CV, from a context of their own; answers their surname. */
async function applyAsSeeker(browser: Browser, jobId: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const username = unique("diver");
    const surname = `Okafor${username.slice(-4)}`;
    await signUpThrough(page.request, {
      username,
      email: `${username}@camp.example`,
      password: "camp-wifi-pass",
      firstName: "Ife",
      lastName: surname,
    });
    const saved = await page.request.put("/api/user/profile", {
      data: {
        roles: ["Rope access technician"],
        tickets: [{ name: "bosiet-foet", expiresOn: day(400) }],
        medicals: [],
        availableFrom: day(3),
        rotations: ["2-2"],
      },
    });
    expect(saved.status()).toBe(200);
    const applied = await page.request.post(`/api/jobs/${jobId}/applications`, {
      multipart: { answers: "[]", cv: { name: "Ife CV.pdf", mimeType: "application/pdf", buffer: PDF } },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    return surname;
  } finally {
    await context.close();
  }
}

async function inboxFlow(page: Page, browser: Browser, width: number) {
  const title = unique("Inbox Rigger ");
  const { id } = await employerWithJob(page, title, "Nordkapp Drilling", async () => ({
    applyOn: "outpost",
    applicationUrl: "",
    tickets: ["bosiet-foet"],
    rotation: "2-2",
    startDate: day(10),
  }));
  const surname = await applyAsSeeker(browser, id);

  await page.goto("/my-jobs");
  const link = page.getByRole("link", { name: new RegExp(`Applicants \\(1\\) for ${title}`) });
  await expect(link).toContainText("1 new");
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: `Applicants: ${title}` })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(surname) }) });
  await expect(card.getByText("Sent", { exact: true })).toBeVisible();
  await expect(card.getByRole("list", { name: /tickets and medicals for this hitch/ })).toContainText(
    "BOSIET/FOET is valid through this hitch",
  );

  await page.getByRole("button", { name: "All tickets valid" }).click();
  await expect(card).toBeVisible();
  await page.getByRole("button", { name: "All tickets valid" }).click();

  await card.getByRole("button", { name: /Show details/ }).click();
  await expect(card.getByText("Viewed", { exact: true })).toBeVisible();
  const cv = card.getByRole("link", { name: /CV:/ });
  await expect(cv).toBeVisible();
  const served = await page.request.get((await cv.getAttribute("href"))!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");

  expect(await seriousViolations(page, `applicant inbox at ${width}px`)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
  if (width < 1024) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/applicant-inbox-390.png` });
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await sidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/applicant-inbox-320.png` });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  await card.getByRole("button", { name: "Shortlist" }).click();
  await expect(card.getByText("Shortlisted", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog", { name: /^Decline / });
  await expect(dialog.getByRole("textbox", { name: "Message (optional)" })).not.toBeEmpty();
  expect(await seriousViolations(page, `decline dialog at ${width}px`)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByText("Shortlisted", { exact: true })).toBeVisible();
  // After a reload the decision is the server's, not the screen's.
  await page.reload();
  await expect(card.getByText("Shortlisted", { exact: true })).toBeVisible();
}

test.describe("applicant inbox at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test("the employer sees the application with its tickets and CV, and shortlists it", async ({ page, browser }) => {
    await inboxFlow(page, browser, 1280);
  });
});

test.describe("applicant inbox at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test("the employer does the same on a phone, with no sideways scroll", async ({ page, browser }) => {
    await inboxFlow(page, browser, 390);
  });
});
