// A new employer with one paid job, made through the API as the post-job screen would make it.
import { expect, type Page } from "@playwright/test";

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function employerWithJob(page: Page, title: string, company = "Nordkapp Drilling"): Promise<{ id: string }> {
  const username = `crew${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const signUp = await page.request.post("/api/register", {
    data: { username, email: `${username}@rig.example`, password: "rig-boss-pass", firstName: "Ola", lastName: "Berg", role: "employer" },
  });
  expect(signUp.status()).toBe(201);
  const job = {
    title,
    company,
    contractType: "contract",
    location: "Barents Sea, Norway",
    salaryMin: 110000,
    salaryMax: 140000,
    category: "oil-gas",
    dangerLevel: "high",
    description: "Night-shift driller on a semi-submersible rig, 2 weeks on, 4 off.",
    applicationUrl: `https://nordkapp.example/jobs/${username}`,
    applicationStartDate: day(0),
    applicationClosingDate: day(20),
    planType: "starter",
    terms: true,
  };
  const intent = await (await page.request.post("/api/create-payment-intent", { data: { planType: "starter", job } })).json();
  await page.request.post("/api/payments/demo/confirm", {
    data: { paymentIntentId: intent.paymentIntentId, cardNumber: "4242424242424242" },
  });
  const made = await page.request.post("/api/jobs", { data: { ...job, paymentIntentId: intent.paymentIntentId } });
  expect(made.status()).toBe(201);
  return (await made.json()) as { id: string };
}
