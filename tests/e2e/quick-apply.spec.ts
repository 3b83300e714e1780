// Quick apply: a seeker with a complete profile applies to a job that takes applications on Outpost
// in at most three taps, the main action in the first screen; a missing required answer is said beside its
// question; a visitor registers from the sheet and what they typed survives the trip; an application made
// offline waits ('Waiting to send') and is sent once, on reconnect. axe holds the open sheet to the rules.
// Runs at 1280 px and 390 px; the open sheet is also looked at 320 px.
import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { seriousViolations, sidewaysScroll } from "./axe-support";
import { signUpThrough, verifyByEmail } from "./account-support";
import { onPhone } from "./board-support";
import { day, employerWithJob, saveRopeAccessProfile } from "./employer-support";

const SHOTS = "docs/screens/issue-42";
const PASSWORD = "camp-wifi-pass";

type Question = { text: string; kind: "yes-no" | "short-text"; required: boolean };

/** A job taking applications on Outpost only, posted by a new employer in a context of its own. */
async function outpostJob(browser: Browser, title: string, questions: Question[] = []): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const { id } = await employerWithJob(page, title, "Nordkapp Drilling", async () => ({
      applyOn: "outpost",
      applicationUrl: "",
      screeningQuestions: questions,
      tickets: ["bosiet-foet"],
      medical: "oeuk",
      rotation: "2-2",
      startDate: day(10),
    }));
    return id;
  } finally {
    await context.close();
  }
}

const unique = (stem: string) => `${stem}${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;

/** A verified seeker with a complete profile, signed in on `page`. */
async function seekerWithProfile(page: Page): Promise<string> {
  const username = unique("rope");
  await signUpThrough(page.request, {
    username,
    email: `${username}@camp.example`,
    password: PASSWORD,
    firstName: "Ana",
    lastName: "Silva",
  });
  await saveRopeAccessProfile(page.request);
  return username;
}

/** The page's 'Apply on Outpost': the bar a phone keeps at the foot of the screen, else the sidebar's. */
function applyButton(page: Page) {
  const scope = onPhone(page) ? page.getByTestId("sticky-apply") : page.getByRole("complementary");
  return scope.getByRole("button", { name: "Apply on Outpost" });
}

const sheetOf = (page: Page) => page.getByRole("dialog", { name: /^Apply for / });

async function myApplications(page: Page, jobId: string) {
  const answer = await page.request.get("/api/user/applications");
  expect(answer.status()).toBe(200);
  const { applications } = (await answer.json()) as { applications: { jobId: string; status: string }[] };
  return applications.filter((a) => a.jobId === jobId);
}

/** The job page with its islands loaded: the sheet's code is fetched while the browser is idle. */
async function openJob(page: Page, id: string) {
  await page.goto(`/job/${id}`);
  await expect(applyButton(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test("a seeker with a complete profile applies in at most three taps", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const id = await outpostJob(browser, unique("Rope access technician "));
  await seekerWithProfile(page);
  await openJob(page, id);

  let taps = 0;
  const tap = async (target: ReturnType<Page["getByRole"]>) => {
    await expect(target).toBeInViewport();
    await target.click();
    taps++;
  };
  await tap(applyButton(page));
  const sheet = sheetOf(page);
  await expect(sheet).toBeVisible();
  // Filled from the profile and the account: nothing to type.
  await expect(sheet.getByText("Ana Silva")).toBeVisible();
  await expect(sheet.getByText(/@camp\.example/)).toBeVisible();
  await expect(sheet.getByRole("list", { name: "Your tickets and medicals", exact: true })).toContainText("BOSIET");
  await expect(sheet.getByRole("list", { name: "Your tickets and medicals for this hitch" })).toBeVisible();
  const send = sheet.getByRole("button", { name: "Send application" });
  await expect(send).toBeInViewport();

  expect(await seriousViolations(page, "apply sheet")).toEqual([]);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  const width = page.viewportSize()!.width;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/apply-sheet-${width}.png` });
  if (width < 1024) {
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(send).toBeInViewport();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/apply-sheet-320.png` });
    await page.setViewportSize({ width, height: 844 });
  }

  await tap(send);
  await expect(sheet.getByText("Application sent")).toBeVisible();
  expect(taps).toBeLessThanOrEqual(3);
  await expect(sheet.getByRole("link", { name: "See your applications" })).toHaveAttribute("href", "/applications");
  expect(await myApplications(page, id)).toHaveLength(1);

  await page.keyboard.press("Escape");
  const bar = onPhone(page) ? page.getByTestId("sticky-apply") : page.getByRole("complementary");
  await expect(bar.getByRole("link", { name: "Applied" })).toBeVisible();
});

test("a required screening answer left out is said beside its question", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const id = await outpostJob(browser, unique("Wind turbine technician "), [
    { text: "Do you hold a valid GWO BST?", kind: "yes-no", required: true },
    { text: "Which turbines have you worked on?", kind: "short-text", required: false },
  ]);
  await seekerWithProfile(page);
  await openJob(page, id);
  await applyButton(page).click();
  const sheet = sheetOf(page);
  const question = sheet.getByRole("group", { name: /Do you hold a valid GWO BST/ });
  await sheet.getByRole("button", { name: "Send application" }).click();
  await expect(question.getByText("Please answer this question.")).toBeVisible();
  expect(await myApplications(page, id)).toHaveLength(0);
  expect(await seriousViolations(page, "apply sheet with a field error")).toEqual([]);

  await question.getByText("Yes", { exact: true }).click();
  await expect(question.getByText("Please answer this question.")).toHaveCount(0);
  await sheet.getByLabel(/Which turbines/).fill("Vestas V164");
  await sheet.getByRole("button", { name: "Send application" }).click();
  await expect(sheet.getByText("Application sent")).toBeVisible();
  expect(await myApplications(page, id)).toHaveLength(1);
});

test("a visitor registers from the sheet and keeps what they typed", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const id = await outpostJob(browser, unique("Offshore medic "));
  const note = `Back from rotation on the ${day(3)}; happy to do nights.`;
  await openJob(page, id);
  await applyButton(page).click();
  const sheet = sheetOf(page);
  await expect(sheet.getByText("Sign in or register to apply. What you typed here is kept.")).toBeVisible();
  await sheet.getByLabel("Note to the employer (optional)").fill(note);
  await sheet.getByLabel("Phone (optional)").fill("+44 7700 900123");
  await sheet.getByRole("link", { name: "Register" }).click();

  await expect(page).toHaveURL(/\/auth\?tab=signup/);
  const username = unique("medic");
  const email = `${username}@camp.example`;
  await page.getByLabel("First name").fill("Iris");
  await page.getByLabel("Last name").fill("Moe");
  await page.getByLabel("Username *").fill(username);
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Password *", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password *", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();

  // Back on the job, the sheet open again with the note and phone, and the email still to verify.
  await expect(page).toHaveURL(new RegExp(`/job/${id}$`));
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel("Note to the employer (optional)")).toHaveValue(note);
  await expect(sheet.getByLabel("Phone (optional)")).toHaveValue("+44 7700 900123");
  await expect(sheet.getByText("Verify your email to apply.")).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Send a New Link" })).toBeVisible();

  await verifyByEmail(page.request, email);
  await sheet.getByRole("button", { name: "Send application" }).click();
  await expect(sheet.getByText("Application sent")).toBeVisible();
  expect(await myApplications(page, id)).toHaveLength(1);
});

test("an application made offline waits, then is sent exactly once on reconnect", async ({ page, browser, context }) => {
  test.setTimeout(90_000);
  const id = await outpostJob(browser, unique("Arctic camp electrician "));
  await seekerWithProfile(page);
  await openJob(page, id);
  // A second tab of the same browser, which also sends what waits when the link is back.
  const other = await context.newPage();
  await openJob(other, id);

  await context.setOffline(true);
  await applyButton(page).click();
  const sheet = sheetOf(page);
  await sheet.getByLabel("Note to the employer (optional)").fill("Sent from camp");
  await sheet.getByRole("button", { name: "Send application" }).click();
  await expect(sheet.getByText("Waiting to send")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(applyButton(page)).toHaveCount(0);
  const bar = onPhone(page) ? page.getByTestId("sticky-apply") : page.getByRole("complementary");
  await expect(bar.getByRole("button", { name: "Waiting to send" })).toBeVisible();
  // The other tab reads the same outbox.
  const otherBar = onPhone(other) ? other.getByTestId("sticky-apply") : other.getByRole("complementary");
  await expect(otherBar.getByRole("button", { name: "Waiting to send" })).toBeVisible();
  expect(await myApplications(page, id)).toHaveLength(0);

  const posts: string[] = [];
  for (const tab of [page, other]) {
    tab.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith(`/api/jobs/${id}/applications`)) posts.push(r.url());
    });
  }
  await context.setOffline(false);
  await expect(bar.getByRole("link", { name: "Applied" })).toBeVisible({ timeout: 15_000 });
  await expect(otherBar.getByRole("link", { name: "Applied" })).toBeVisible({ timeout: 15_000 });
  const sent = await myApplications(page, id);
  expect(sent).toHaveLength(1);
  expect(posts).toHaveLength(1);
});
