// User management in the browser: find an account, change its role, block it (it is signed out
// and cannot sign in), unblock it, and read the audit log; on a phone-sized and a desktop screen.
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin, toastText } from "./admin-support";
import { signUpThrough } from "./account-support";

const shot = (page: Page, name: string, width: number) => page.screenshot({ path: `/tmp/wt18-shots/${name}-${width}.png`, fullPage: true });

for (const width of [390, 1280] as const) {
  test(`user management: role, block, unblock and the audit log at ${width}px`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const username = `e2e_member_${width}_${Date.now() % 100_000}`;
    // The member signs up in their own browser context, so their session is separate from the admin's.
    const member = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signUpThrough(member.request, {
      username,
      email: `${username}@example.com`,
      password: "member-pass-1",
      firstName: "Mo",
      lastName: "Ember",
      role: "user",
    });
    expect((await member.request.get("/api/user")).status()).toBe(200);

    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("link", { name: "User Management" }).click();
    await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
    const search = page.getByRole("search", { name: "Search users" });
    await search.getByRole("searchbox", { name: "Search" }).fill(username);
    await search.getByRole("button", { name: "Apply" }).click();
    const row = page.getByRole("article", { name: username });
    await expect(row).toBeVisible();
    await expect(row.getByText(/^Joined \d{1,2} \w{3} \d{4}$/)).toBeVisible();

    await row.getByLabel(`Role of ${username}`).selectOption("employer");
    await expect(toastText(page, `${username} is now Employer`)).toBeVisible();

    await row.getByRole("button", { name: `Block ${username}` }).click();
    const dialog = page.getByRole("dialog", { name: "Block User" });
    await dialog.getByLabel("Reason (optional)").fill("Spam listings");
    await shot(page, "users-block-dialog", width);
    await dialog.getByRole("button", { name: "Block User" }).click();
    await expect(toastText(page, `${username} is blocked and signed out`)).toBeVisible();
    await expect(row.getByText("Blocked", { exact: true })).toBeVisible();
    await expect(row.getByText("Reason: Spam listings")).toBeVisible();
    await shot(page, "users", width);

    expect((await member.request.get("/api/user")).status()).toBe(401);
    const refused = await member.request.post("/api/login", { data: { username, password: "member-pass-1" } });
    expect(refused.status()).toBe(403);

    await row.getByRole("button", { name: `Unblock ${username}` }).click();
    await expect(toastText(page, `${username} is unblocked`)).toBeVisible();
    expect((await member.request.post("/api/login", { data: { username, password: "member-pass-1" } })).status()).toBe(200);
    await member.close();

    await page.getByRole("link", { name: "Audit Log" }).click();
    const table = page.getByRole("table", { name: "Changes to accounts and jobs, newest first" });
    const rows = table.getByRole("row").filter({ hasText: username });
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("Unblocked");
    await expect(rows.nth(1)).toContainText("Blocked: Spam listings");
    await expect(rows.nth(2)).toContainText("Changed role: Job Seeker → Employer");
    await expect(rows.nth(0)).toContainText("e2e_admin");
    await shot(page, "audit-log", width);
  });
}

test("user management: admins cannot block themselves or change their own role", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/users?search=e2e_admin");
  const row = page.getByRole("article", { name: "e2e_admin" });
  await expect(row.getByText("You", { exact: true })).toBeVisible();
  await expect(row.getByLabel("Role of e2e_admin")).toBeDisabled();
  await expect(row.getByRole("button", { name: "Block e2e_admin" })).toHaveCount(0);
});
