// The board's filters as a person uses them: on a phone in the filter sheet ('Show N jobs'), on a desktop in
// the sidebar ('Apply Filters'); and a job whose words are longer than a phone is wide.
import { expect, type Page } from "@playwright/test";

export const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Sets the named filters (label → option value) and shows the jobs they match; returns the sheet's count on a phone. */
export async function applyFilters(page: Page, choices: Record<string, string>): Promise<string | null> {
  if (!onPhone(page)) {
    const form = page.getByRole("form", { name: "Filter jobs" });
    for (const [label, value] of Object.entries(choices)) await form.getByRole("combobox", { name: label }).selectOption(value);
    await form.getByRole("button", { name: "Apply Filters" }).click();
    return null;
  }
  await page.getByRole("link", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  for (const [label, value] of Object.entries(choices)) await sheet.getByRole("combobox", { name: label }).selectOption(value);
  // The count is for these choices once it no longer reads 'Show jobs' (counting).
  const show = sheet.getByRole("button", { name: /^Show [\d,]+\+? jobs?$/ });
  await expect(show).toBeVisible();
  const label = (await show.textContent())!;
  await show.click();
  return label;
}

/** Shows salaries in a region's currency: a setting of the sidebar on a desktop, of the filter sheet on a phone. */
export async function chooseCurrency(page: Page, region: string) {
  if (!onPhone(page)) return page.getByRole("combobox", { name: "Show salaries in" }).selectOption(region);
  await page.getByRole("link", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await sheet.getByRole("combobox", { name: "Show salaries in" }).selectOption(region);
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toHaveCount(0);
}

/** What a long unbroken word looks like in each of a job's texts: an address in the title, compounds elsewhere. */
export const LONG_WORDS = {
  title:
    "Druckkammerinstandhaltungstechniker https://careers.longwords.example/jobs/offshore-hyperbaric-chamber-maintenance-technician-2027",
  company: "Hochseewindparkinstandhaltungsgesellschaftmbh",
  location: "Sørvestnordsjøfeltsenteretplattformkomplekset, Norway",
};

/** Imports the long-word job (as an admin); it is the newest, so the first card of All Jobs. */
export async function importLongWordJob(page: Page): Promise<string> {
  const csv = [
    "job_title,company_name,location,salary,category,link_status,application_url",
    `${LONG_WORDS.title},${LONG_WORDS.company},"${LONG_WORDS.location}",£120k-£150k,Oil & Gas,OK,https://longwords.example/apply/${Date.now()}`,
  ].join("\n");
  const res = await page.request.post("/api/admin/jobs/bulk-upload", {
    multipart: { csvFile: { name: "long.csv", mimeType: "text/csv", buffer: Buffer.from(csv) }, skipWarnings: "false" },
  });
  expect(res.ok()).toBe(true);
  const all = (await (await page.request.get("/api/admin/jobs?limit=1000")).json()) as { id: string; title: string }[];
  return all.find((j) => j.title === LONG_WORDS.title)!.id;
}
