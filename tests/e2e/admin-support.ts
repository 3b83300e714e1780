// Helpers for the admin browser tests: sign in, make throwaway jobs through the import API, clean up.
import type { APIRequestContext, Page } from "@playwright/test";

/** A toast's text (Radix also repeats it in a live region for screen readers). */
export const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

export const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/wt7-shots/admin-${name}.png`, fullPage: true });

export async function signInAsAdmin(page: Page) {
  const res = await page.request.post("/api/login", { data: { username: "e2e_admin", password: "e2e-admin-pass" } });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()}`);
}

const HEADER = "job_title,company_name,location,salary,category,link_status,application_url";

/** The application address of a throwaway job: its own, since a re-import with the same address updates. */
export const throwawayUrl = (title: string) => `https://e2e.example/jobs/${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** Imports jobs named `titles` (as an admin) and returns their ids, newest listing first. */
export async function importThrowawayJobs(request: APIRequestContext, titles: string[]): Promise<{ id: string; title: string }[]> {
  const csv = [HEADER, ...titles.map((t) => `${t},E2E Test Co,"Ny-Ålesund, Svalbard",£90k-£110k,Research,OK,${throwawayUrl(t)}`)].join("\n");
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
