// An admin finds a failed email on /admin/background-work and retries it from the keyboard. The page is served
// by a production server of this file's own, whose mail goes to a local Resend stand-in that fails the first
// try (QUEUE_RETRY_LIMIT=0 makes that failure final) and then recovers. The schedules' section shows each
// schedule's run, queued by the server's first tick; the page never scrolls sideways.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "../http/support/accounts";
import { startServer, type RunningServer } from "../http/support/server";
import { startResendStandIn, type ResendStandIn } from "../support/resend-stand-in";

const SHOTS = "/tmp/adminq-shots";
// A reset mail is queued as a reference to its reset, never with its link, and summarised so.
const SUMMARY = /^Password reset link \(reset [0-9a-f-]{36}\)$/;

let resend: ResendStandIn;
let server: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  resend = await startResendStandIn();
  resend.setMode("leaky");
  server = await startServer("npm-start", {
    extraEnv: { RESEND_API_KEY: resend.apiKey, RESEND_API_URL: resend.url, QUEUE_RETRY_LIMIT: "0" },
  });
  const asked = await fetch(`${server.baseUrl}/api/forgot-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email }),
  });
  expect(asked.status).toBe(200);
  // The worker tries within a second; the failure is final at once.
  await expect.poll(() => resend.calls.size, { timeout: 15_000 }).toBe(1);
});

test.afterAll(async () => {
  await server?.stop();
  await resend?.close();
});

async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
  expect(overflow, `sideways scroll at ${width} px`).toBe(0);
}

test("an admin sees a failed email with its scrubbed error and retries it with the keyboard", async ({ page }, info) => {
  const signedIn = await page.request.post(`${server.baseUrl}/api/login`, { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(signedIn.ok()).toBe(true);
  await page.goto(`${server.baseUrl}/admin/background-work`);
  await expect(page.getByRole("heading", { name: "Background Work", level: 1 })).toBeVisible();

  const schedules = page.getByRole("region", { name: "Schedules" });
  // Queued by the server's first tick and run by its workers within moments of the start.
  await expect(async () => {
    await page.reload();
    for (const label of ["Job alerts: digest and expiry reminders", "Apply-link check", "Image re-hosting"]) {
      const schedule = schedules.getByRole("article", { name: label });
      await expect(schedule.getByText("Done", { exact: true })).toBeVisible({ timeout: 1_000 });
      await expect(schedule.getByText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible({ timeout: 1_000 });
    }
  }).toPass({ timeout: 15_000 });
  await expect(schedules.getByText(/Missed/)).toHaveCount(0);

  const email = page.getByRole("row", { name: /Email/ });
  await expect(email.getByRole("cell").nth(2)).toHaveText(/1$/);
  const failure = page.getByRole("article", { name: SUMMARY });
  await expect(failure.getByText("Failed", { exact: true })).toBeVisible();
  await expect(failure).toContainText("Resend refused the message: 500");
  await expect(failure).toContainText("token=[hidden]");
  await expect(failure).not.toContainText(resend.apiKey);

  const width = page.viewportSize()!.width;
  for (const w of [width, 320]) {
    await expectNoSidewaysScroll(page, w);
    await page.screenshot({ path: `${SHOTS}/${info.project.name}-${w}-failed.png`, fullPage: true });
  }
  await page.setViewportSize({ width, height: 844 });

  resend.setMode("up");
  const retry = failure.getByRole("button", { name: /^Retry: Password reset link \(reset [0-9a-f-]{36}\)$/ });
  // Reached by Tab, as someone without a mouse reaches it, and pressed with Enter.
  await page.getByRole("heading", { name: "Failed jobs" }).click();
  for (let i = 0; i < 10 && !(await retry.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(retry).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Job queued to run again", { exact: true }).first()).toBeVisible();

  await expect.poll(() => resend.delivered.map((m) => m.subject), { timeout: 15_000 }).toEqual(["Reset your Outpost password"]);
  expect(resend.delivered[0].text).toMatch(/reset-password\?token=[\w-]{20,}/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Nothing has failed.")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(email.getByRole("cell").nth(2)).toHaveText(/0$/);
  await expect(email.getByRole("cell").nth(3)).toHaveText(/1$/);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-${width}-recovered.png`, fullPage: true });
});
