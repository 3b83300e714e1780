// Helpers for the admin browser tests: sign in, make throwaway jobs through the import API, clean up.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** A toast's text (Radix also repeats it in a live region for screen readers). */
export const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

export const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/wt7-shots/admin-${name}.png`, fullPage: true });

export async function signInAsAdmin(page: Page) {
  const res = await page.request.post("/api/login", { data: { username: "e2e_admin", password: "e2e-admin-pass" } });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()}`);
}

/** Opens the admin outbox until `mail` is in it: the job queue sends an email a moment after the action. */
export async function openOutboxUntil(admin: Page, mail: Locator): Promise<void> {
  await expect(async () => {
    await admin.goto("/admin/outbox");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const HEADER = "job_title,company_name,location,salary,category,link_status,application_url";

/** The application address of a throwaway job: its own, since a re-import with the same address updates. */
export const throwawayUrl = (title: string) => `https://e2e.example/jobs/${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** Imports jobs named `titles` (as an admin) and returns their ids, newest listing first. */
export async function importThrowawayJobs(request: APIRequestContext, titles: string[]): Promise<{ id: string; title: string }[]> {
  const csv = [HEADER, ...titles.map((t) => `${t},E2E Test Co,"Ny-Ålesund, Svalbard",£90k-£110k,Research,OK,${throwawayUrl(t)}`)].join(
    "\n",
  );
  const res = await request.post("/api/admin/jobs/bulk-upload", {
    multipart: { csvFile: { name: "e2e.csv", mimeType: "text/csv", buffer: Buffer.from(csv) }, skipWarnings: "false" },
  });
  if (!res.ok()) throw new Error(`import failed: ${res.status()} ${await res.text()}`);
  return findJobs(request, titles);
}

export async function findJobs(request: APIRequestContext, titles: string[]) {
  const all = (await (await request.get("/api/admin/jobs?limit=1000")).json()) as { id: string; title: string }[];
  return all.filter((j) => titles.includes(j.title));
}

export async function deleteJobs(request: APIRequestContext, titles: string[]) {
  for (const job of await findJobs(request, titles)) await request.delete(`/api/admin/jobs/${job.id}`);
}

const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Drags a handle onto a target with the mouse, in small steps as a hand does (a drag starts after 5 px). */
export async function dragHandle(page: Page, handle: Locator, target: Locator) {
  const [from, to] = [await centre(handle), await centre(target)];
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + Math.sign(to.y - from.y) * 10, { steps: 2 });
  await page.mouse.move(from.x, to.y, { steps: 10 });
  await page.mouse.up();
}

/** The same with a finger: touch events through the DevTools protocol (the page must emulate touch). */
export async function touchDrag(page: Page, handle: Locator, target: Locator) {
  const [from, to] = [await centre(handle), await centre(target)];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await touch("touchStart", from.x, from.y);
  for (let i = 1; i <= 10; i++) await touch("touchMove", from.x, from.y + ((to.y - from.y) * i) / 10);
  await touch("touchEnd", to.x, to.y);
  await cdp.detach();
}
