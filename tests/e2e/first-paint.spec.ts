// The first paint without scripts (decision 087): what a phone paints before any JavaScript has
// run is the page itself, from its HTML: /swipe's first card, /'s hero and cards, a job's advert.
import { expect, test } from "@playwright/test";
import { HOME_PAGE_SIZE } from "../../lib/home-query";

type Listed = { id: string; title: string; description: string };

test.describe("pages paint from their HTML, before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("/swipe shows the deck's first card, the one the deck then shows", async ({ page, request }) => {
    const [first] = (await (await request.get("/api/jobs?limit=100")).json()) as Listed[];
    await page.goto("/swipe");
    const card = page.getByTestId("swipe-card");
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(first.title);
    await expect(page.getByText(/^Job 1 of \d+$/)).toBeVisible();
    // Drawn, but not offered as working until the deck's script can answer them.
    await expect(page.getByRole("button", { name: "Shortlist" })).toBeDisabled();
    await expect(page.getByRole("status", { name: "Loading jobs" })).toHaveCount(0);
  });

  test("/ shows its hero and the board's cards", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Real Jobs. Big Pay. No Desk." })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^All Jobs/ })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    // A page of the list, and the featured jobs above it (which it does not repeat).
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(HOME_PAGE_SIZE);
  });

  test("a job's page shows its advert", async ({ page, request }) => {
    const [job] = (await (await request.get("/api/jobs?limit=1")).json()) as Listed[];
    await page.goto(`/job/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    // Its first run of text: a description may open with a blank line or with markup.
    const opening = job.description
      .split(/<[^>]+>|\n/)
      .map((line) => line.trim())
      .find(Boolean)!;
    await expect(page.getByText(opening).first()).toBeVisible();
  });
});
