// A new employer with one paid job, made through the API as the post-job screen would make it.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { signUpThrough } from "./account-support";

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A job as the post-job form sends it, on the Starter plan. */
export function draftJob(title: string, company: string, applicationUrl: string) {
  return {
    title,
    company,
    contractType: "contract",
    location: "Barents Sea, Norway",
    salaryMin: 110000,
    salaryMax: 140000,
    category: "oil-gas",
    dangerLevel: "high",
    description: "Night-shift driller on a semi-submersible rig, 2 weeks on, 4 off.",
    applicationUrl,
    applicationStartDate: day(0),
    applicationClosingDate: day(20),
    planType: "starter",
    terms: true,
  };
}

/** Signs a new employer in on `page` (its requests share the page's cookies). */
export async function newEmployer(page: Page): Promise<string> {
  const username = `crew${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  await signUpThrough(page.request, {
    username,
    email: `${username}@rig.example`,
    password: "rig-boss-pass",
    firstName: "Ola",
    lastName: "Berg",
    role: "employer",
  });
  return username;
}

/** An image uploaded as the signed-in employer would (spec section 7): its path on this site. */
export async function uploadedImage(page: Page, bytes: Buffer): Promise<string> {
  const { uploadURL } = (await (await page.request.post("/api/objects/upload", { data: {} })).json()) as { uploadURL: string };
  expect((await page.request.put(uploadURL, { data: bytes, headers: { "Content-Type": "image/png" } })).ok()).toBe(true);
  const finalized = await page.request.put("/api/objects/finalize", { data: { imageUrl: uploadURL } });
  return ((await finalized.json()) as { objectPath: string }).objectPath;
}

/** `extra`: more of the form's fields (an image, the job's facts). */
export async function employerWithJob(
  page: Page,
  title: string,
  company = "Nordkapp Drilling",
  extra: (page: Page) => Promise<Record<string, unknown>> = async () => ({}),
): Promise<{ id: string }> {
  const username = await newEmployer(page);
  const job = { ...draftJob(title, company, `https://nordkapp.example/jobs/${username}`), ...(await extra(page)) };
  const intent = await (await page.request.post("/api/create-payment-intent", { data: { planType: "starter", job } })).json();
  await page.request.post("/api/payments/demo/confirm", {
    data: { paymentIntentId: intent.paymentIntentId, cardNumber: "4242424242424242" },
  });
  const made = await page.request.post("/api/jobs", { data: { ...job, paymentIntentId: intent.paymentIntentId } });
  expect(made.status()).toBe(201);
  return (await made.json()) as { id: string };
}

/**
 * A rope-access technician's complete worker profile: a ticket valid through a 2/2 hitch starting within
 * a fortnight, a medical that lapses during it, available in five days.
 */
export async function saveRopeAccessProfile(request: APIRequestContext): Promise<void> {
  const saved = await request.put("/api/user/profile", {
    data: {
      roles: ["Rope access technician"],
      tickets: [{ name: "bosiet-foet", expiresOn: day(400) }],
      medicals: [{ name: "oeuk", expiresOn: day(15) }],
      availableFrom: day(5),
      rotations: ["2-2"],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
