import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  deleteJobs,
  dragHandle,
  findJobs,
  importThrowawayJobs,
  shot,
  signInAsAdmin,
  throwawayUrl,
  toastText,
  touchDrag,
} from "./admin-support";
import { signUpThrough } from "./account-support";
import { seriousViolations } from "./axe-support";

test.describe("admin screens", () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("dashboard: switches change the home page, failures roll back, delete asks first", async ({ page }) => {
    const [job] = await importThrowawayJobs(page.request, ["E2E Switch Job"]);
    const [doomed] = await importThrowawayJobs(page.request, ["E2E Doomed Job"]);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    for (const label of ["Total Jobs", "Active Jobs", "Featured Jobs", "Expired Jobs"])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Click Analytics" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Bulk Upload Jobs" })).toBeVisible();
    const activeCount = page.getByText("Active Jobs", { exact: true }).locator("xpath=following-sibling::dd");
    const activeBefore = Number(await activeCount.textContent());

    const row = page.getByRole("article", { name: job.title });
    await expect(row.getByText("Medium Risk")).toBeVisible();
    const openLink = row.getByRole("link", { name: `Open application link for ${job.title}` });
    await expect(openLink).toHaveAttribute("href", throwawayUrl(job.title));
    await expect(openLink).toHaveAttribute("target", "_blank");
    await shot(page, "dashboard");

    // Featured on: the home page's Featured Jobs block shows it.
    await row.getByRole("switch", { name: `Featured: ${job.title}` }).click();
    await expect(toastText(page, "Job updated successfully")).toBeVisible();
    await expect(row.getByText("Featured", { exact: true }).first()).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Featured Jobs" }).getByRole("article", { name: job.title })).toBeVisible();

    // Active off: gone from the home page, and counted.
    await page.goto("/admin");
    await page.getByRole("switch", { name: `Active: ${job.title}` }).click();
    // Switching Active off is a takedown: it asks why.
    const takedown = page.getByRole("dialog", { name: "Take Down Job" });
    await takedown.getByRole("button", { name: "Take Down" }).click();
    await expect(takedown.getByRole("alert")).toHaveText("Please say why the job is taken down");
    await takedown.getByLabel("Reason").fill("Duplicate of another listing");
    await takedown.getByRole("button", { name: "Take Down" }).click();
    await expect(page.getByRole("article", { name: job.title }).getByText("Inactive")).toBeVisible();
    await expect(page.getByRole("article", { name: job.title })).toContainText("Duplicate of another listing");
    await expect(activeCount).toHaveText(String(activeBefore - 1));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Featured Jobs" })).toBeVisible();
    await expect(page.getByRole("article", { name: job.title })).toHaveCount(0);

    // A failed save puts the switch back and says so.
    await page.goto("/admin");
    await page.route("**/api/admin/jobs/*", (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
    );
    const activeSwitch = page.getByRole("switch", { name: `Active: ${job.title}` });
    await activeSwitch.click();
    await expect(toastText(page, "Failed to update job")).toBeVisible();
    await expect(activeSwitch).toHaveAttribute("aria-checked", "false");
    await page.unroute("**/api/admin/jobs/*");

    // Delete: Escape cancels and keeps the job (focus back on its button), confirming removes it.
    const deleteButton = page.getByRole("button", { name: `Delete ${doomed.title}` });
    const confirm = page.getByRole("dialog", { name: "Delete Job" });
    await deleteButton.click();
    await expect(confirm).toContainText("Are you sure you want to delete this job?");
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await expect(page.getByRole("article", { name: doomed.title })).toBeVisible();
    await deleteButton.click();
    await confirm.getByRole("button", { name: "Delete Job" }).click();
    await expect(toastText(page, "Job deleted successfully")).toBeVisible();
    await expect(page.getByRole("article", { name: doomed.title })).toHaveCount(0);
    expect(await findJobs(page.request, [doomed.title])).toEqual([]);
    await deleteJobs(page.request, [job.title]);
  });

  test("dashboard: an admin edits a job's pay unit and arrangement, and its page shows them", async ({ page }) => {
    const [job] = await importThrowawayJobs(page.request, [`E2E Arrangement Job ${Date.now() % 1_000_000}`]);
    await page.goto("/admin");
    const edit = page.getByRole("button", { name: `Edit pay and arrangement for ${job.title}` });
    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Edit pay and arrangement" });
    // The employer form's own labels and choices.
    await expect(dialog.getByLabel("Pay Quoted")).toHaveValue("year");
    await expect(dialog.getByLabel("Work arrangement").getByRole("option")).toHaveText([
      "On-site",
      "Offshore",
      "Remote site",
      "Fully remote / home-based",
    ]);

    // A yearly salary is too much for a day rate: the server's refusal shows, and nothing is saved.
    await dialog.getByLabel("Pay Quoted").selectOption({ label: "Per day (day rate)" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("A day rate is at most 5000");

    await dialog.getByLabel("Minimum Salary (£ per day)").fill("450");
    await dialog.getByLabel("Maximum Salary (£ per day)").fill("600");
    await dialog.getByLabel("Work arrangement").selectOption({ label: "Offshore" });
    await dialog.getByLabel("Crew change from").fill("Aberdeen heliport");
    await dialog.getByLabel("Travel booked by the employer").selectOption({ label: "Yes" });
    await shot(page, "edit-arrangement");
    expect(await seriousViolations(page, "the job editor")).toEqual([]);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toastText(page, "Job updated successfully")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(edit).toBeFocused();
    await expect(page.getByRole("article", { name: job.title })).toContainText("£450–£600/day");

    await page.goto(`/job/${job.id}`);
    const conditions = page.getByRole("region", { name: "Rotation & conditions" });
    await expect(conditions.getByRole("definition").first()).toHaveText("Offshore");
    await expect(conditions).toContainText("Crew change from Aberdeen heliport · Travel booked by the employer");
    await expect(page.getByText("£450–£600/day").first()).toBeVisible();

    // The editor on a phone: the saved values come back, and nothing is wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin");
    await page.getByRole("button", { name: `Edit pay and arrangement for ${job.title}` }).click();
    await expect(dialog.getByLabel("Work arrangement")).toHaveValue("offshore");
    await expect(dialog.getByLabel("Pay Quoted")).toHaveValue("day");
    await expect(dialog.getByLabel("Crew change from")).toHaveValue("Aberdeen heliport");
    await expect(dialog.getByRole("button", { name: "Save" })).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
    await page.screenshot({ path: test.info().outputPath("admin-edit-arrangement-390.png") });
    await deleteJobs(page.request, [job.title]);
  });

  test("job management: arrows, keyboard drag and save set the public order", async ({ page }) => {
    const original = (await (await page.request.get("/api/admin/jobs?limit=1000")).json()) as {
      id: string;
      displayOrder: number;
      isFeatured: boolean;
    }[];
    try {
      await page.goto("/admin/job-management");
      await expect(page.getByRole("heading", { name: "Job Management" })).toBeVisible();
      const rows = page.getByRole("list", { name: "Job order" }).getByRole("listitem");
      const titleOf = async (i: number) => (await rows.nth(i).getAttribute("aria-label"))!.replace(/^\d+\. /, "");
      const [first, second, third] = [await titleOf(0), await titleOf(1), await titleOf(2)];
      await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);

      // The second job up one: it leads now.
      await page.getByRole("button", { name: `Move ${second} up` }).click();
      await expect(rows.nth(0)).toHaveAttribute("aria-label", `1. ${second}`);
      await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();

      // The third job, by keyboard: pick up, up twice, drop — it leads now.
      await page.getByRole("button", { name: `Reorder ${third}` }).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Space");
      await expect(page.getByRole("status").filter({ hasText: "dropped at position 1" })).toHaveCount(1);
      await expect(rows.nth(0)).toHaveAttribute("aria-label", `1. ${third}`);
      await expect(rows.nth(1)).toHaveAttribute("aria-label", `2. ${second}`);
      await expect(rows.nth(2)).toHaveAttribute("aria-label", `3. ${first}`);

      // Escape puts a picked-up job back.
      await page.getByRole("button", { name: `Reorder ${first}` }).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Escape");
      await expect(rows.nth(2)).toHaveAttribute("aria-label", `3. ${first}`);

      // The mouse can drag a handle too.
      await dragHandle(page, page.getByRole("button", { name: `Reorder ${first}` }), rows.nth(1));
      await expect(rows.nth(1)).toHaveAttribute("aria-label", `2. ${first}`);
      await page.getByRole("button", { name: `Move ${first} down` }).click();
      await expect(rows.nth(2)).toHaveAttribute("aria-label", `3. ${first}`);

      await page.getByRole("switch", { name: `Featured: ${second}` }).click();
      await shot(page, "job-management");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(toastText(page, "Job order and featured status updated successfully")).toBeVisible();
      await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);

      await page.goto("/#jobs");
      const allJobs = page.getByRole("region", { name: /All Jobs/ }).getByRole("article");
      // In that order, less those the Featured block shows above the list (it does not repeat them).
      const featured = await page
        .getByRole("region", { name: "Featured Jobs" })
        .getByRole("article")
        .getByRole("heading")
        .allTextContents();
      const listed = [third, second, first].filter((title) => !featured.includes(title));
      for (const [i, title] of listed.entries()) await expect(allJobs.nth(i)).toHaveAccessibleName(title);

      // 'Move Featured to Top' and 'Random Shake Up' rearrange locally only.
      await page.goto("/admin/job-management");
      await page.getByRole("button", { name: "Move Featured to Top" }).click();
      const featuredCount = await rows.filter({ has: page.getByRole("switch", { checked: true }) }).count();
      for (let i = 0; i < featuredCount; i++) await expect(rows.nth(i).getByRole("switch")).toHaveAttribute("aria-checked", "true");
      await page.getByRole("button", { name: "Random Shake Up" }).click();
      await page.getByRole("button", { name: "Discard" }).click();
      await expect(rows.nth(0)).toHaveAttribute("aria-label", `1. ${third}`);
    } finally {
      // Other browser tests expect the demo board's own order.
      await page.request.put("/api/admin/jobs/reorder", {
        data: { jobs: original.map(({ id, displayOrder, isFeatured }) => ({ id, displayOrder, isFeatured })) },
      });
    }
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test("job management: a finger drags a job by its handle", async ({ page }) => {
      await page.goto("/admin/job-management");
      const rows = page.getByRole("list", { name: "Job order" }).getByRole("listitem");
      const titleOf = async (i: number) => (await rows.nth(i).getAttribute("aria-label"))!.replace(/^\d+\. /, "");
      const [first, second] = [await titleOf(0), await titleOf(1)];
      await touchDrag(page, page.getByRole("button", { name: `Reorder ${second}` }), rows.nth(0));
      await expect(rows.nth(0)).toHaveAttribute("aria-label", `1. ${second}`);
      await expect(rows.nth(1)).toHaveAttribute("aria-label", `2. ${first}`);
      await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
      await shot(page, "job-management-touch");
      // Nothing is saved: the board keeps its order for the other tests.
      await page.getByRole("button", { name: "Discard" }).click();
      await expect(rows.nth(0)).toHaveAttribute("aria-label", `1. ${first}`);
    });
  });

  test("job management: Remove hides a job after 'Remove Job' is confirmed", async ({ page }) => {
    const [job] = await importThrowawayJobs(page.request, ["E2E Removable Job"]);
    await page.goto("/admin/job-management");
    await page.getByRole("button", { name: `Remove ${job.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remove Job" });
    await expect(dialog).toBeVisible();
    await shot(page, "job-management-remove");
    await dialog.getByLabel("Reason").fill("Position filled");
    await dialog.getByRole("button", { name: "Remove Job" }).click();
    await expect(toastText(page, "Job removed successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: `Remove ${job.title}` })).toHaveCount(0);
    expect((await page.request.get(`/api/jobs/${job.id}`)).status()).toBe(404);
    await deleteJobs(page.request, [job.title]);
  });

  test("bulk upload: good, WARN, BAD and broken rows, error log download, failures", async ({ page }) => {
    await page.goto("/admin/bulk-upload");
    await expect(page.getByRole("heading", { name: "Bulk Upload Jobs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "CSV Format Guide" })).toBeVisible();
    const upload = page.getByRole("button", { name: "Upload and Process CSV" });
    await expect(upload).toBeDisabled();

    await page
      .getByLabel("Browse for a CSV file")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(toastText(page, "Invalid File Type")).toBeVisible();
    await expect(upload).toBeDisabled();

    await page
      .getByLabel("Browse for a CSV file")
      .setInputFiles({ name: "wrong.csv", mimeType: "text/csv", buffer: Buffer.from("title,url\nA,https://a.example") });
    await upload.click();
    await expect(toastText(page, "Upload Failed")).toBeVisible();
    await expect(toastText(page, "The CSV is missing required columns: job_title, application_url")).toBeVisible();

    const csv = [
      "job_title,company_name,location,salary,category,link_status,application_url",
      'E2E Good Diver,E2E Deepline,"North Sea, United Kingdom","£250,000 - £300,000",Oil & Gas,OK,https://deepline.example/jobs/1',
      "E2E Warn Rigger,E2E Skerry,Poland,£90k-£110k,Wind Energy,WARN,https://skerry.example/jobs/2",
      "E2E Bad Link,E2E Gone,Nowhere,120000,Mining,BAD,https://gone.example/jobs/3",
      ',=HYPERLINK("http://evil.example"),Somewhere,120000,Mining,OK,https://notitle.example/jobs/4',
      "E2E No Pay,E2E Vague,Somewhere,Competitive,Mining,OK,https://vague.example/jobs/5",
    ].join("\n");
    // Dropped onto the drop zone, as from a file manager.
    const dropped = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], "dropped.csv", { type: "text/csv" }));
      return transfer;
    }, csv);
    await page.getByTestId("csv-dropzone").dispatchEvent("drop", { dataTransfer: dropped });
    await expect(page.getByText("Selected: dropped.csv")).toBeVisible();
    await upload.click();
    await expect(toastText(page, "Upload Complete")).toBeVisible();
    await expect(toastText(page, "Imported 2 jobs successfully.")).toBeVisible();
    const results = page.getByRole("region", { name: "Import Results" });
    for (const [label, value] of [
      ["Total Rows", "5"],
      ["Imported", "2"],
      ["New Jobs", "2"],
      ["Updated Jobs", "0"],
      ["Skipped", "1"],
      ["Errors", "2"],
    ]) {
      await expect(results.getByText(label, { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(value);
    }
    await expect(results.getByText("40%")).toBeVisible();
    await expect(results.getByText("Row 5: Missing job_title")).toBeVisible();
    await expect(results.getByText("Row 6: Could not read salary: Competitive")).toBeVisible();
    await expect(results.getByRole("link", { name: "Arrange them in Job Management" })).toHaveAttribute("href", "/admin/job-management");
    await shot(page, "bulk-upload");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      results.getByRole("button", { name: "Download Error Log (CSV)" }).click(),
    ]);
    const log = fs.readFileSync((await download.path())!, "utf8");
    expect(log).toContain("row,error,job_title,company_name");
    expect(log).toContain(`5,Missing job_title,,"'=HYPERLINK(""http://evil.example"")"`);
    expect(log).toContain("6,Could not read salary: Competitive,E2E No Pay");

    // With WARN skipped, the WARN row is not imported.
    await page.getByLabel("Skip jobs with WARN link status").check();
    await page.getByLabel("Browse for a CSV file").setInputFiles({ name: "jobs.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await upload.click();
    await expect(toastText(page, "Imported 1 jobs successfully.")).toBeVisible();
    await expect(results.getByText("Skipped", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("2");
    // The same file again: the diver it made before is updated, not added twice.
    await expect(results.getByText("New Jobs", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("0");
    await expect(results.getByText("Updated Jobs", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("1");
    expect(await findJobs(page.request, ["E2E Good Diver"])).toHaveLength(1);
    await deleteJobs(page.request, ["E2E Good Diver", "E2E Warn Rigger"]);
  });

  test("broken link reports: fix the URL, resolve with notes, remove a job for good", async ({ page }) => {
    const [fixable, removable] = await importThrowawayJobs(page.request, ["E2E Broken Link A", "E2E Broken Link B"]);
    for (const job of [fixable, removable]) await page.request.post("/api/broken-link-reports", { data: { jobId: job.id } });
    await page.goto("/admin/broken-link-reports");
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    const card = page.getByRole("article", { name: `Reports for ${fixable.title}` });
    await expect(card.getByText("pending")).toBeVisible();
    await expect(card.getByText(/Reported (just now|\d+ minutes? ago)/)).toBeVisible();
    await expect(card.getByText("Broken or non-functional link")).toBeVisible();
    await shot(page, "broken-links");

    await card.getByRole("button", { name: "Fix URL" }).click();
    await card.getByLabel("New application URL").fill("");
    await card.getByRole("button", { name: "Save URL" }).click();
    await expect(card.getByRole("alert")).toHaveText("Please enter the new application URL.");
    await card.getByLabel("New application URL").fill("https://e2e.example/fixed");
    await card.getByRole("button", { name: "Save URL" }).click();
    await expect(toastText(page, "Job updated successfully")).toBeVisible();
    await expect(card.getByRole("link", { name: "https://e2e.example/fixed" })).toBeVisible();

    await card.getByRole("button", { name: "Resolve" }).click();
    await card.getByLabel("Admin notes").fill("Employer moved to a new ATS");
    await card.getByRole("button", { name: "Mark Resolved" }).click();
    await expect(card.getByText("resolved", { exact: true })).toBeVisible();
    await expect(card.getByText("Employer moved to a new ATS")).toBeVisible();
    await expect(card.getByRole("button", { name: "Resolve" })).toHaveCount(0);

    const other = page.getByRole("article", { name: `Reports for ${removable.title}` });
    await other.getByRole("button", { name: "Remove Job" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove Job" });
    await expect(dialog).toContainText("This will permanently delete the job listing. This action cannot be undone.");
    await dialog.getByRole("button", { name: "Delete Job" }).click();
    await expect(toastText(page, "Job deleted successfully")).toBeVisible();
    await expect(other).toHaveCount(0);

    await page.getByLabel("Status").selectOption("dismissed");
    await expect(page.getByText("No reports with status dismissed found.")).toBeVisible();
    await page.getByLabel("Status").selectOption("resolved");
    await expect(page.getByRole("article", { name: `Reports for ${fixable.title}` })).toBeVisible();
    await deleteJobs(page.request, [fixable.title]);
  });

  test("broken link reports: take the job down with a reason", async ({ page }) => {
    const [job] = await importThrowawayJobs(page.request, ["E2E Reported Scam"]);
    await page.request.post("/api/broken-link-reports", { data: { jobId: job.id } });
    await page.goto("/admin/broken-link-reports");
    const card = page.getByRole("article", { name: `Reports for ${job.title}` });
    await card.getByRole("button", { name: "Take down" }).click();
    const dialog = page.getByRole("dialog", { name: "Take Down Job" });
    await dialog.getByLabel("Reason").fill("Asks applicants for bank details");
    await shot(page, "report-take-down");
    await dialog.getByRole("button", { name: "Take Down" }).click();
    await expect(toastText(page, "Job taken down")).toBeVisible();
    await expect(card.getByText("resolved", { exact: true })).toBeVisible();
    await expect(card.getByText("Taken down: Asks applicants for bank details")).toBeVisible();
    expect((await page.request.get(`/api/jobs/${job.id}`)).status()).toBe(404);
    await deleteJobs(page.request, [job.title]);
  });

  test("analytics: cards and ranking match the tracked clicks", async ({ page }) => {
    const data = (await (await page.request.get("/api/analytics/job-clicks")).json()) as {
      totalTrackedClicks: [{ count: number }];
      jobsWithClicks: number;
      topJobs: { title: string; clickCount: number }[];
    };
    await page.goto("/analytics");
    await expect(page.getByRole("heading", { name: "Job Click Analytics" })).toBeVisible();
    const card = (label: string) => page.getByText(label, { exact: true }).locator("xpath=following-sibling::dd").first();
    await expect(card("Total Clicks")).toHaveText(String(data.totalTrackedClicks[0].count));
    await expect(card("Top Jobs")).toHaveText(String(data.jobsWithClicks));
    await expect(card("Avg Clicks/Job")).toHaveText(String(Math.round(data.totalTrackedClicks[0].count / data.jobsWithClicks)));
    const ranked = page.getByRole("region", { name: "Most Popular Jobs" }).getByRole("listitem");
    await expect(ranked).toHaveCount(data.topJobs.length);
    await expect(ranked.first()).toContainText(data.topJobs[0].title);
    await expect(ranked.first()).toContainText(`${data.topJobs[0].clickCount} clicks`);
    await expect(page.getByText(/only a keyed hash is kept/)).toBeVisible();
    await shot(page, "analytics");
  });

  test("CRM: filter the leads, open one, mark it contacted then converted", async ({ page }) => {
    await page.goto("/crm");
    await expect(page.getByText("Admin Mode")).toBeVisible();
    const stat = (label: string) =>
      page.getByLabel("Employer statistics").getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
    const contactedBefore = Number(await stat("Contacted").textContent());
    await expect(page.getByText("Select an employer to view details")).toBeVisible();

    await page.getByRole("combobox", { name: "Contacted" }).selectOption("false");
    await page.getByRole("combobox", { name: "Source" }).selectOption("paid");
    await page.getByRole("combobox", { name: "Converted" }).selectOption("true");
    await expect(page.getByText("No employers found matching your filters")).toBeVisible();
    await page.getByRole("combobox", { name: "Source" }).selectOption("all");
    await page.getByRole("combobox", { name: "Converted" }).selectOption("all");
    const cards = page.getByRole("region", { name: "Employers" }).getByRole("button");
    await expect(cards.first()).toContainText("Not contacted");
    await shot(page, "crm");

    // A lead with jobs: Seed leads in the demo data share names with demo companies.
    const lead = cards.filter({ hasText: "Seed" }).first();
    const name = (await lead.locator("span.font-semibold").first().textContent())!;
    await lead.click();
    const detail = page.getByRole("complementary", { name: "Employer details" });
    await expect(detail.getByRole("heading", { name })).toBeVisible();
    await expect(detail.getByText("Loading jobs...")).toHaveCount(0);
    await expect(detail.getByRole("button", { name: "Mark Converted" })).toHaveCount(0);

    await detail.getByRole("button", { name: "Mark Contacted" }).click();
    await expect(toastText(page, "Employer updated successfully")).toBeVisible();
    const today = new Date().toLocaleDateString("en-GB");
    await expect(detail.getByText(`Contacted on ${today}`)).toBeVisible();
    await expect(stat("Contacted")).toHaveText(String(contactedBefore + 1));
    await detail.getByRole("button", { name: "Mark Converted" }).click();
    await expect(detail.getByText(`Converted to paid on ${today}`)).toBeVisible();
    await expect(detail.getByText("Paying customer")).toBeVisible();
    await shot(page, "crm-detail");
  });
});

test("axe finds no serious or critical violation on the admin screens", async ({ page }) => {
  test.setTimeout(120_000); // axe reads every row of the longer lists
  await signInAsAdmin(page);
  const screens = [
    "/admin",
    "/admin/job-management",
    "/admin/bulk-upload",
    "/admin/broken-link-reports",
    "/admin/sources",
    "/admin/refusals",
    "/analytics",
    "/crm",
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (path === "/crm") await page.getByRole("region", { name: "Employers" }).getByRole("button").first().click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`)).toEqual([]);
  }
});

test("a job seeker is refused by every admin screen and endpoint", async ({ page }) => {
  const stamp = Date.now() % 1_000_000;
  await signUpThrough(page.request, { username: `seeker${stamp}`, email: `seeker${stamp}@example.com`, password: "seeker-pass" });
  for (const path of ["/admin", "/admin/job-management", "/admin/bulk-upload", "/admin/broken-link-reports", "/analytics"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("Your current role: user")).toBeVisible();
    await expect(page.getByRole("button", { name: "Login as Admin" })).toBeVisible();
  }
  await shot(page, "denied-analytics");
  await page.goto("/crm");
  await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await expect(page.getByText("Required role:")).toBeVisible();
  await expect(toastText(page, "You need admin privileges to access the CRM system.")).toBeVisible();
  await shot(page, "denied-crm");
  await page.getByRole("link", { name: "Return to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);

  for (const [method, path] of [
    ["GET", "/api/admin/jobs"],
    ["GET", "/api/employers"],
    ["GET", "/api/analytics/job-clicks"],
    ["GET", "/api/admin/broken-link-reports"],
    ["PUT", "/api/admin/jobs/reorder"],
  ] as const) {
    const res = await page.request.fetch(path, { method, data: method === "PUT" ? { jobs: [] } : undefined });
    expect(res.status(), path).toBe(403);
  }

  // 'Login as Admin' signs the job seeker out and opens the sign-in screen.
  await page.goto("/admin/bulk-upload");
  await page.getByRole("button", { name: "Login as Admin" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fbulk-upload/);
});

test("signed out, the CRM asks you to log in", async ({ page }) => {
  await page.goto("/crm");
  await expect(page.getByText("You need to log in to access the CRM system.")).toBeVisible();
  await expect(page.getByText("Authentication Required").first()).toBeVisible();
  await page.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fcrm/);
  await page.goto("/admin");
  await expect(page.getByText("You are not signed in.")).toBeVisible();
});
