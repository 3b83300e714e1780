// The post form's place fields on a phone (decision 122): they follow the location as it is typed, until the
// poster picks, offer a country's states once it has them, and fit 390 and 320 px with no sideways scroll.
import { expect, test, type Page } from "@playwright/test";
import { newEmployer } from "./employer-support";

const SHOTS = "docs/screens/issue-41";
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 320]) {
  test(`the post form's place follows the location until picked, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await newEmployer(page);
    await page.goto("/post-job");
    const place = page.getByRole("group", { name: "Where the job is" });
    const country = place.getByLabel("Country", { exact: true });

    await page.getByLabel("Location").fill("Calgary, Alberta");
    await expect(country).toHaveValue("CA");
    await expect(place.getByLabel("State or region")).toHaveValue("CA-AB");
    await page.getByLabel("Location").fill("Perth, WA");
    await expect(country).toHaveValue("AU");
    await expect(place.getByLabel("State or region")).toHaveValue("AU-WA");
    expect(await fitsWidth(page)).toBe(true);
    await place.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/post-form-place-${width}.png` });

    // A pick is the poster's: offshore names the nearest coastal country, and the location no longer moves it.
    await place.getByLabel("On land or offshore").selectOption("offshore");
    await place.getByLabel("Nearest coastal country").selectOption("GB");
    await expect(place.getByLabel("State or region")).toHaveValue("");
    await page.getByLabel("Location").fill("Denver, CO, United States");
    await page.waitForTimeout(600);
    await expect(place.getByLabel("Nearest coastal country")).toHaveValue("GB");
    await place.getByLabel("On land or offshore").selectOption("multiple");
    await expect(place.getByLabel("Nearest coastal country")).toHaveCount(0);
    expect(await fitsWidth(page)).toBe(true);
  });
}
