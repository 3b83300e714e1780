// "Jobs for you" in the browser (docs/decisions/111): a job seeker with a profile sees ranked open jobs with
// their reasons; without one, a way to the profile page.
import { expect, test, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/match-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

async function newSeeker(page: Page) {
  const username = `matcher${Date.now() % 1e9}${Math.floor(Math.random() * 1000)}`;
  await signUpThrough(page.request, { username, email: `${username}@example.com`, password: "s3cret-pass", role: "user" });
}

test("a job seeker with a profile sees Jobs for you with reasons, and without one is sent to make it", async ({ page }) => {
  await newSeeker(page);
  await page.goto("/jobs-for-you");
  await expect(page.getByRole("heading", { name: "Jobs for you" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Set up your profile" })).toHaveAttribute("href", "/account/profile");
  await shot(page, "jobs-for-you-empty");

  const saved = await page.request.put("/api/user/profile", {
    data: {
      roles: [],
      tickets: [{ name: "bosiet-foet" }, { name: "huet-ca-ebs" }],
      medicals: [],
      rotations: ["3-3"],
      regions: ["offshore"],
      needsSponsorship: false,
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto("/jobs-for-you");
  const first = page.getByRole("article").first();
  await expect(first.getByRole("list", { name: "How this job fits you" })).toContainText("You hold BOSIET/FOET, HUET/CA-EBS");
  // Phone first: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, "jobs-for-you");
});
