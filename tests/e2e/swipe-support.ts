// The swipe deck from a clean slate: its first card is drawn from the HTML before its script runs, so a
// test acts only once the deck's buttons are enabled (keys are heard from then on too).
import { expect, type Page } from "@playwright/test";

export async function openFreshDeck(page: Page): Promise<void> {
  await page.goto("/swipe");
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole("button", { name: "Discard" })).toBeEnabled();
}
