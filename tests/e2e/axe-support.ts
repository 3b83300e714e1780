// axe in real Chromium, with the rules every browser spec holds a page to (WCAG 2.1 A and AA, and axe's best practice).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The serious and critical violations axe finds on the page as it is now, each named with `state`. */
export async function seriousViolations(page: Page, state: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${state}: ${v.id} (${v.nodes.length}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** How far the page scrolls sideways: zero when nothing is wider than the screen. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
