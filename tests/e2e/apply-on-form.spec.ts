// The post form's 'How applicants apply' on a phone: choosing Outpost makes the apply link optional and opens
// the question editor, a question is added and filled from the keyboard, a health question is marked as
// refused beside it as it is typed, and nothing scrolls sideways at 390 or 320 px.
import { expect, test, type Page } from "@playwright/test";
import { newEmployer } from "./employer-support";

const SHOTS = "docs/screens/issue-42";
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 320]) {
  test(`the post form takes how applicants apply and up to five questions at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await newEmployer(page);
    await page.goto("/post-job");
    const group = page.getByRole("group", { name: "How applicants apply" });
    await expect(group.getByRole("radio", { name: "On the employer's site" })).toBeChecked();
    await expect(page.getByRole("button", { name: "+ Add a question" })).toHaveCount(0);

    await group.getByRole("radio", { name: "On Outpost", exact: true }).check();
    await expect(page.getByLabel("Application URL (optional)")).toBeVisible();
    await group.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.evaluate(() => window.scrollBy(0, -60));
    await page.screenshot({ path: `${SHOTS}/post-form-apply-choice-${width}.png` });
    // The keyboard adds a question and lands in it.
    await page.getByRole("button", { name: "+ Add a question" }).focus();
    await page.keyboard.press("Enter");
    await page.getByLabel("Question 1", { exact: true }).fill("Do you hold a valid OEUK medical?");
    await page.getByRole("button", { name: "+ Add a question" }).click();
    await page.getByLabel("Question 2", { exact: true }).fill("Do you have any medical conditions?");
    await page.getByLabel("Question 2: answer type").selectOption("yes-no");

    const second = page.locator('[id="screeningQuestions.1-compliance"]');
    await expect(second.locator('[data-rule="screening-health"]')).toContainText("Will be refused: Remove the question");
    await expect(page.locator('[id="screeningQuestions.0-compliance"]')).toBeEmpty();
    await page.getByRole("button", { name: "Remove question 2" }).click();
    await expect(page.getByLabel("Question 2", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "+ Add a question" }).click();
    await page.getByLabel("Question 2", { exact: true }).fill("What was your last day rate?");
    await page.getByLabel("Question 2: answer type").selectOption("short-text");
    await expect(page.locator('[id="screeningQuestions.1-compliance"] [data-rule="screening-pay-history"]')).toBeVisible();

    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/post-form-questions-${width}.png` });
  });
}
