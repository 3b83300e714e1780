// The checkout return page with the demo provider: it asks the server how the payment stands, says
// plainly when it was not made and leads back to checkout. (The paid path is employer-posting.spec.ts;
// processing and requires_action need Stripe and are covered over HTTP with the Stripe stand-in.)
import { expect, test, type Page } from "@playwright/test";
import { jobDraft } from "../support/job-drafts";
import { signUpThrough } from "./account-support";

async function signUpEmployer(page: Page) {
  const username = `returner${Date.now() % 1_000_000}`;
  await signUpThrough(page.request, { username, email: `${username}@abyssal.example`, password: "sat-diver-pass", role: "employer" });
}

for (const width of [390, 1280]) {
  test(`an unpaid payment's return page says so and leads back to checkout (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpEmployer(page);
    const draft = jobDraft({ title: "Ice Road Driver" });
    const started = await page.request.post("/api/create-payment-intent", { data: { planType: draft.planType, job: draft } });
    const { paymentIntentId } = (await started.json()) as { paymentIntentId: string };

    // What Stripe's redirect would add is not believed: the server's word is that nothing was paid.
    await page.goto(`/checkout/return?payment_intent=${paymentIntentId}&redirect_status=succeeded`);
    await expect(page.getByRole("heading", { name: "Your payment was not completed" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "no money was taken" })).toBeVisible();
    await page.screenshot({ path: `test-results/checkout-return-failed-${width}.png`, fullPage: true });
    // Checkout then reads the pending job from session storage, as it always has.
    await expect(page.getByRole("link", { name: "Back to Checkout" })).toHaveAttribute("href", "/checkout");

    await page.goto("/checkout/return?payment_intent=pi_demo_never_made");
    await expect(page.getByRole("heading", { name: "Error" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Payment not found" })).toBeVisible();
  });
}
