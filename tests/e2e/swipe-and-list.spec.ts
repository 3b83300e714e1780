import { expect, test, type Page } from "@playwright/test";
import { openFreshDeck } from "./swipe-support";
import { employerWithJob } from "./employer-support";

const card = (page: Page) => page.getByTestId("swipe-card");
const cardTitle = async (page: Page) => (await card(page).getByRole("heading").textContent())!.trim();

test.describe("swipe mode and My List", () => {
  test.beforeEach(async ({ page }) => {
    await openFreshDeck(page);
  });

  test("shortlist, discard, undo, keys, drag, counters and persistence", async ({ page }) => {
    await expect(page.getByText(/^Job 1 of \d+$/)).toBeVisible();
    const first = await cardTitle(page);
    await page.getByRole("button", { name: "Shortlist" }).click();
    await expect(card(page).getByRole("heading")).not.toHaveText(first);
    const second = await cardTitle(page);
    await page.getByRole("button", { name: "Discard" }).click();
    await expect(card(page).getByRole("heading")).not.toHaveText(second);
    await expect(page.getByRole("link", { name: "Shortlisted 1" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Discarded 1" })).toBeVisible();
    await expect(page.getByRole("link", { name: /View My List/ })).toBeVisible();

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(card(page).getByRole("heading")).toHaveText(second);
    await expect(page.getByRole("link", { name: "Discarded 0" })).toBeVisible();

    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("link", { name: "Discarded 1" })).toBeVisible();
    await page.keyboard.press("z");
    await expect(page.getByRole("link", { name: "Discarded 0" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("link", { name: "Shortlisted 2" })).toBeVisible();
    await page.keyboard.press("Backspace");
    await expect(page.getByRole("link", { name: "Shortlisted 1" })).toBeVisible();

    // Drag the card well past the threshold to the right: shortlisted.
    const dragged = await cardTitle(page);
    const box = (await card(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByRole("link", { name: "Shortlisted 2" })).toBeVisible();
    // The counter moves as the card starts to fly out: the next card is read once it is the one shown.
    await expect(card(page).getByRole("heading")).not.toHaveText(dragged);
    // A short, slow drag springs back and changes nothing. Held a moment before letting go: the same 40 px
    // within 66 ms is a flick (faster than 0.6 px/ms), which does swipe, and a quiet machine moves that fast.
    const before = await cardTitle(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2, { steps: 3 });
    await page.waitForTimeout(200);
    await page.mouse.up();
    await expect(card(page).getByRole("heading")).toHaveText(before);
    await expect(page.getByRole("link", { name: "Discarded 0" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("link", { name: "Shortlisted 2" })).toBeVisible();
    await expect(card(page).getByRole("heading")).toHaveText(before);
    await page.screenshot({ path: `test-results/swipe-${test.info().project.name}.png` });

    await page.getByRole("link", { name: "Discarded 0" }).click();
    await expect(page).toHaveURL(/\/shortlist\?tab=discarded/);
    await expect(page.getByText("No jobs discarded yet")).toBeVisible();
  });

  test("two tabs stay in step", async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto("/shortlist");
    await expect(other.getByText("No jobs shortlisted yet")).toBeVisible();
    const title = await cardTitle(page);
    await page.keyboard.press("ArrowRight");
    await expect(other.getByRole("heading", { name: title })).toBeVisible();
    await expect(other.getByRole("tab", { name: "Shortlisted (1)" })).toBeVisible();
    await other.getByRole("button", { name: `Remove: ${title}` }).click();
    await expect(page.getByRole("link", { name: "Shortlisted 0" })).toBeVisible();
    await other.close();
  });

  test("every My List action, and both empty states", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const titles: string[] = [];
    for (const key of ["ArrowRight", "ArrowRight", "ArrowLeft", "ArrowLeft"]) {
      titles.push(await cardTitle(page));
      await page.keyboard.press(key);
      await expect(card(page).getByRole("heading")).not.toHaveText(titles[titles.length - 1]);
    }
    // A saved job that has since been removed from the board.
    await page.evaluate(() => {
      const data = JSON.parse(localStorage.getItem("outpost_swipe_data")!);
      data.shortlistedJobs.push("00000000-0000-4000-8000-000000000000");
      localStorage.setItem("outpost_swipe_data", JSON.stringify(data));
    });

    await page.goto("/shortlist");
    await expect(page.getByRole("heading", { name: "My List" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Shortlisted (3)" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: titles[0] })).toBeVisible();
    await expect(page.getByText("This job is no longer available (it has closed or been removed).")).toBeVisible();

    const emailButton = page.getByRole("button", { name: "Email me" });
    await expect(emailButton).toBeDisabled();
    await page.getByPlaceholder("Email this list to yourself").fill("   ");
    await expect(emailButton).toBeDisabled();
    await page.getByPlaceholder("Email this list to yourself").fill("rigger@example.com");
    await expect(emailButton).toBeEnabled();
    await emailButton.click();
    await expect(page.getByRole("button", { name: "Sent!" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Email me" })).toBeVisible({ timeout: 5000 });

    await page.getByRole("button", { name: "Copy List" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(titles[0]);
    expect(copied).toContain(titles[1]);
    await expect(page.getByRole("link", { name: "Share on X" })).toHaveAttribute("href", /twitter\.com\/intent\/tweet/);
    await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute("href", /wa\.me/);

    await page.getByRole("button", { name: "Remove", exact: true }).click(); // the unavailable one
    await expect(page.getByRole("tab", { name: "Shortlisted (2)" })).toBeVisible();
    await page.getByRole("button", { name: `Remove: ${titles[1]}` }).click();
    await expect(page.getByRole("tab", { name: "Shortlisted (1)" })).toBeVisible();

    await page.getByRole("tab", { name: "Discarded (2)" }).click();
    await expect(page).toHaveURL(/tab=discarded/);
    await page.getByRole("button", { name: "Move to shortlist" }).first().click();
    await expect(page.getByRole("tab", { name: "Discarded (1)" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Shortlisted (2)" })).toBeVisible();
    await page.getByRole("button", { name: `Remove from discarded: ${titles[3]}` }).click();
    await expect(page.getByText("No jobs discarded yet")).toBeVisible();

    await page.getByRole("tab", { name: "Shortlisted (2)" }).click();
    await page.getByRole("button", { name: "Clear All" }).click();
    await page.getByRole("dialog", { name: "Clear Shortlist" }).getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByText("No jobs shortlisted yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start swiping" })).toHaveAttribute("href", "/swipe");
    await page.screenshot({ path: `test-results/list-empty-${test.info().project.name}.png` });
  });

  test("the end of the deck", async ({ page }) => {
    // The board may grow while this runs (a job an earlier spec posted becomes listed): the count can rise,
    // but the position only ever moves on by one per swipe, and the deck still ends.
    const end = page.getByRole("heading", { name: "You've Seen All Jobs!" });
    const at = (n: number) => page.getByText(new RegExp(`^Job ${n} of \\d+$`));
    let swiped = 0;
    await expect(at(1)).toBeVisible();
    while (!(await end.isVisible())) {
      await page.keyboard.press(swiped % 2 ? "ArrowLeft" : "ArrowRight");
      swiped++;
      await expect(at(swiped + 1).or(end)).toBeVisible();
    }
    await expect(page.getByRole("link", { name: `Shortlisted ${Math.ceil(swiped / 2)}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Discarded ${Math.floor(swiped / 2)}` })).toBeVisible();
    await page.screenshot({ path: `test-results/swipe-end-${test.info().project.name}.png` });
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(at(swiped)).toBeVisible();
  });
});

test("a swipe card shows the benefits its employer stated, and none where the employer stated none", async ({ page }) => {
  const stamp = Date.now() % 100_000;
  const withNone = `Blade Repair Technician ${stamp}`;
  const withBenefits = `SOV Crane Operator ${stamp}`;
  // The newest job is dealt first: the one with benefits, then the one without.
  await employerWithJob(page, withNone, "Skerry Blade Services");
  await page.context().clearCookies();
  await employerWithJob(page, withBenefits, "Skerry Marine", async () => ({
    benefits: "Flights from Aberdeen, SOV cabin, paid mobilisation days",
  }));
  await openFreshDeck(page);
  await expect(card(page).getByRole("heading", { level: 2 })).toHaveText(withBenefits);
  const benefits = card(page).locator('dt:text-is("Benefits") + dd');
  await expect(benefits).toHaveText("Flights from Aberdeen, SOV cabin, paid mobilisation days");
  await expect(benefits).toBeVisible();
  await expect(card(page).getByText("Full medical, life insurance, hazard pay")).toHaveCount(0);
  await page.screenshot({ path: `test-results/swipe-benefits-${test.info().project.name}.png` });

  await page.getByRole("button", { name: "Discard" }).click();
  await expect(card(page).getByRole("heading", { level: 2 })).toHaveText(withNone);
  await expect(card(page).getByText("Benefits", { exact: true })).toHaveCount(0);
  await expect(card(page).getByText("Full medical, life insurance, hazard pay")).toHaveCount(0);
});
