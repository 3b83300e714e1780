// The home filters as one state, and the small things a seeker trips over: the username rule, empty
// sections, Apply at hand on a phone, the icon and link previews, swipes that are never lost.
import { expect, test, type Page } from "@playwright/test";
import { openFreshDeck } from "./swipe-support";
import { deleteJobs, importThrowawayJobs, signInAsAdmin } from "./admin-support";
import { applyFilters, onPhone } from "./board-support";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/wt17-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
const phone = () => test.info().project.name === "mobile";

test("a quick badge and the Category select are one filter, and Featured follows the filters", async ({ page }) => {
  await page.goto("/#jobs");
  await page.getByRole("link", { name: "Mining", exact: true }).click();
  await expect(page).toHaveURL(/category=mining/);
  if (!onPhone(page)) await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("mining");
  // A second filter from the form (a phone's sheet) keeps the badge's category.
  await applyFilters(page, { "Salary range": "120-200" });
  await expect(page).toHaveURL(/salary=120-200/);
  await expect(page).toHaveURL(/category=mining/);
  await expect(page.getByRole("link", { name: "Mining", exact: true })).toHaveAttribute("aria-current", "true");
  const featured = page.getByRole("region", { name: "Featured Jobs" }).getByRole("article");
  await expect(featured.first()).toBeVisible();
  await expect(featured.getByText("Mining", { exact: true })).toHaveCount(await featured.count());
  await shot(page, "home-filters");

  // Unticking the badge clears the select too.
  await page.getByRole("link", { name: "Mining", exact: true }).click();
  await expect(page).not.toHaveURL(/category=/);
  if (!onPhone(page)) await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("all");

  await page.goto("/?search=zzzznotajob#jobs");
  await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Jobs" })).toHaveCount(0);
});

test("sign-up shows the username rule and applies it before sending", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  const username = page.getByLabel("Username *");
  await expect(username).toHaveAccessibleDescription("3 to 50 characters: letters, numbers, underscores (_) and dots (.)");
  await username.fill("ab");
  await page.getByLabel("Email *").fill("ab@example.com");
  await page.getByLabel("Password *", { exact: true }).fill("long-enough-pass");
  await page.getByLabel("Confirm password *", { exact: true }).fill("long-enough-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await shot(page, "signup-username-rule");
});

test("a job page hides empty sections and keeps Apply at hand on a phone", async ({ page }) => {
  const title = `Bare Job ${Date.now() % 100000}`;
  await signInAsAdmin(page);
  const [job] = await importThrowawayJobs(page.request, [title]);
  // Nothing to say about the company: no description, no website.
  expect((await page.request.patch(`/api/admin/jobs/${job.id}`, { data: { companyWebsite: null, companyDescription: null } })).ok()).toBe(
    true,
  );
  await page.context().clearCookies();
  try {
    await page.goto(`/job/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "About E2E Test Co" })).toHaveCount(0);
    const sticky = page.getByTestId("sticky-apply").getByRole("link", { name: "Apply Now" });
    if (phone()) await expect(sticky).toBeInViewport();
    else await expect(sticky).toBeHidden();
    await shot(page, "job-page-bare");
  } finally {
    await signInAsAdmin(page);
    await deleteJobs(page.request, [title]);
  }
});

test("the icon and each page's own link preview", async ({ page }) => {
  await page.goto("/swipe");
  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect((await page.request.get(icon!)).status()).toBe(200);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Swipe Jobs | Outpost");
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/swipe$/);
  await page.goto("/post-job");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Post a Job | Outpost");
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/post-job$/);
});

test.describe("swipes are stored when made", () => {
  test.beforeEach(async ({ page }) => {
    await openFreshDeck(page);
  });

  test("ten quick arrow presses are ten swipes", async ({ page }) => {
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowLeft", { delay: 0 });
    await expect(page.getByRole("link", { name: "Discarded 10" })).toBeVisible();
  });

  test("a discard followed at once by leaving the page is kept", async ({ page }) => {
    await page.getByRole("button", { name: "Discard" }).click();
    await page.goto("/shortlist?tab=discarded");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("outpost_swipe_data") ?? "{}").discardedJobs?.length);
    expect(stored).toBe(1);
  });
});
