// The per-day charts on admin analytics, My Jobs and the CRM, at 390 px and 1280 px: drawn on
// the server, period and job chosen by links and a plain form, the numbers behind each in a table.
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-support";
import { employerWithJob } from "./employer-support";

/** The whole page, and the chart's own section close up (a full phone page shrinks too far to judge). */
async function shot(page: Page, name: string, width: number, section: string) {
  await page.screenshot({ path: `/tmp/wt18-shots/chart-${name}-${width}.png`, fullPage: true });
  await page.getByRole("region", { name: section }).screenshot({ path: `/tmp/wt18-shots/chart-${name}-${width}-section.png` });
}

async function employerWithActiveJob(page: Page, title: string): Promise<string> {
  const { id } = await employerWithJob(page, title, "Skua Drilling");
  // Today's activity on the job, as its page sends it: a view (one per visitor) and an apply click.
  expect((await page.request.post("/api/analytics/page-view", { data: { path: `/job/${id}` } })).status()).toBe(204);
  expect((await page.request.post(`/api/jobs/${id}/track-click`, { data: { clickType: "apply" } })).ok()).toBe(true);
  return id;
}

const chart = (page: Page, title: string) => page.getByRole("img", { name: new RegExp(`^${title}, `) });

for (const width of [390, 1280] as const) {
  test(`charts on My Jobs, admin analytics and the CRM at ${width}px`, async ({ page, browser }) => {
    // Three screens, two employers and eight screenshots: more than one screen's worth of the default time.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const title = `Chart Driller ${width} ${Date.now() % 100_000}`;
    const jobId = await employerWithActiveJob(page, title);

    // My Jobs: the employer's own job, today's views and click in the summary and the table.
    await page.goto("/my-jobs");
    await expect(page.getByRole("heading", { name: "Clicks and views per day" })).toBeVisible();
    const own = chart(page, title);
    await expect(own).toHaveAttribute("aria-label", /Apply clicks: 1 in all.*Page views: 1 in all/);
    await page.getByText("Show the numbers as a table").first().click();
    const table = page.getByRole("table", { name: `${title}, per day` });
    await expect(table.getByRole("row")).toHaveCount(31);
    const today = new Intl.DateTimeFormat("en-GB", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Europe/London",
    }).format(new Date());
    await expect(table.getByRole("row", { name: today })).toHaveText(new RegExp(`${today}\\s*1\\s*1`));
    await shot(page, "my-jobs", width, "Clicks and views per day");

    // Someone else's job in the address is never charted here: the employer's own is shown instead.
    const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const theirs = await employerWithActiveJob(await stranger.newPage(), `Not Mine ${width} ${Date.now() % 100_000}`);
    await stranger.close();
    await page.goto(`/my-jobs?job=${theirs}&days=90`);
    await expect(chart(page, title)).toBeVisible();
    await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");

    // Admin analytics: the whole board, then 90 days, then one job picked with the plain form.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    await page.goto("/analytics");
    await expect(chart(page, "Whole board")).toBeVisible();
    await page.getByRole("link", { name: "Last 90 days" }).click();
    await expect(page).toHaveURL(/days=90/);
    await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
    await page.goto(`/analytics?days=30&job=${jobId}`);
    const picked = chart(page, `${title} — Skua Drilling`);
    await expect(picked).toHaveAttribute("aria-label", /Apply clicks: 1 in all/);
    await page.getByLabel("Chart for").selectOption({ label: "Whole board" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(chart(page, "Whole board")).toBeVisible();
    await expect(page).not.toHaveURL(/job=[0-9a-f]/);
    await shot(page, "analytics-board", width, "Clicks and views per day");
    await page.goto(`/analytics?days=30&job=${jobId}`);
    await shot(page, "analytics-job", width, "Clicks and views per day");

    // CRM: leads by status per day; the employers who paid above became leads today.
    await page.goto("/crm?days=90");
    const leads = chart(page, "Leads by status");
    await expect(leads).toHaveAttribute("aria-label", /New leads: \d+ in all/);
    await page.getByText("Show the numbers as a table").click();
    await expect(page.getByRole("table", { name: "Leads by status, per day" }).getByRole("row")).toHaveCount(91);
    await shot(page, "crm", width, "Leads over time");
  });
}
