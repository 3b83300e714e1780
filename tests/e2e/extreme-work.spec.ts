// The extreme-work facts a worker decides on (decision 043): posted on the form, shown on the card, the
// job page, the swipe card and in JobPosting data, and each one a filter on the home page.
import { expect, test, type Page } from "@playwright/test";
import { openFreshDeck } from "./swipe-support";
import { applyFilters, onPhone } from "./board-support";
import { signUpThrough } from "./account-support";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/wt17-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function postJobWithEveryFact(page: Page, title: string) {
  const username = `rigger${Date.now() % 1_000_000}`;
  await signUpThrough(page.request, { username, email: `${username}@rig.example`, password: "rig-boss-pass", role: "employer" });
  const job = {
    title,
    company: "Skerry Offshore",
    contractType: "contract",
    location: "North Sea, United Kingdom",
    salaryMin: 140000,
    salaryMax: 175000,
    category: "oil-gas",
    dangerLevel: "extreme",
    description: "Saturation-support rigger on a dive support vessel.",
    applicationUrl: "https://skerry.example/jobs/rigger",
    applicationStartDate: day(0),
    applicationClosingDate: day(20),
    planType: "premium",
    isFeatured: true,
    terms: true,
    rotation: "28-28",
    tickets: "bosiet-foet,huet-ca-ebs,stcw",
    ticketsOther: "Banksman slinger",
    medical: "oeuk",
    travelPaid: "yes",
    accommodationProvided: "yes",
    visaSponsorship: "yes",
  };
  const intent = await (await page.request.post("/api/create-payment-intent", { data: { planType: "premium", job } })).json();
  await page.request.post("/api/payments/demo/confirm", {
    data: { paymentIntentId: intent.paymentIntentId, cardNumber: "4242424242424242" },
  });
  const made = await page.request.post("/api/jobs", { data: { ...job, paymentIntentId: intent.paymentIntentId } });
  expect(made.status()).toBe(201);
  await page.context().clearCookies();
  return ((await made.json()) as { id: string }).id;
}

test("a job with every extreme-work fact: card, page, swipe card and JobPosting data", async ({ page }) => {
  const title = `Sat Rigger ${Date.now() % 100000}`;
  const id = await postJobWithEveryFact(page, title);

  await page.goto("/?rotation=28-28&ticket=stcw&travelPaid=true&riskLevel=extreme#jobs");
  // A Premium job: in the Featured block.
  const card = page.getByRole("region", { name: "Featured Jobs" }).getByRole("article").filter({ hasText: title });
  await expect(card.getByText("Extreme risk")).toBeVisible();
  await expect(card.getByText("28/28", { exact: true }).filter({ visible: true })).toHaveCount(1);
  // What is provided shows from 640 px; a phone's compact card keeps the risk and the rotation.
  const chips = card.getByRole("list", { name: "Rotation and conditions" });
  for (const fact of ["28/28", "Travel paid", "Accommodation provided", "Visa sponsorship"])
    await expect(chips.getByText(fact, { exact: true })).toBeVisible({ visible: !onPhone(page) });
  await shot(page, "extreme-card");

  await page.goto(`/job/${id}`);
  const section = page.getByRole("region", { name: "Rotation & conditions" });
  await expect(section.getByText("28/28 (28 days on, 28 off)")).toBeVisible();
  await expect(section.getByText("BOSIET/FOET, HUET/CA-EBS, STCW, Banksman slinger")).toBeVisible();
  await expect(section.getByText("OGUK/OEUK offshore medical")).toBeVisible();
  await expect(section.getByText("Visa sponsorship")).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd.qualifications).toContain("BOSIET/FOET");
  expect(jsonLd.jobBenefits).toBe("Travel paid, Accommodation provided, Visa sponsorship");
  expect(jsonLd.workHours).toContain("28/28");
  expect(jsonLd.physicalRequirement).toContain("Extreme risk");
  await shot(page, "extreme-job-page");

  // The swipe card shows the job's own facts, and no stock benefits line (decision 116).
  await openFreshDeck(page);
  const swipeCard = page.getByTestId("swipe-card");
  // Discard until this job is on top, one card at a time (a press acts at once, so wait for each).
  for (let i = 0; i < 100; i++) {
    const shown = (await swipeCard.getByRole("heading").textContent())!.trim();
    if (shown === title) break;
    await page.keyboard.press("ArrowLeft");
    await expect(swipeCard.getByRole("heading")).not.toHaveText(shown);
  }
  for (const fact of [
    "28/28",
    "BOSIET/FOET, HUET/CA-EBS, STCW, Banksman slinger",
    "OGUK/OEUK offshore medical",
    "Travel paid · Accommodation provided · Visa sponsorship",
  ])
    await expect(swipeCard.getByText(fact, { exact: true })).toBeVisible();
  await expect(swipeCard.getByText("Extreme risk")).toBeVisible();
  await expect(swipeCard.getByText("Full medical, life insurance, hazard pay")).toHaveCount(0);
  await shot(page, "extreme-swipe-card");
});

test("each extreme-work filter on the home page narrows the list and keeps its choice", async ({ page }) => {
  for (const [label, value, chip] of [
    ["Risk level", "high", "High risk"],
    ["Rotation", "fifo", "FIFO (fly-in fly-out)"],
    ["Ticket held", "gwo-bst", "GWO BST"],
    ["Travel", "true", "Travel paid"],
  ] as const) {
    await page.goto("/#jobs");
    const allHeading = page.getByRole("heading", { name: /^All Jobs/ });
    const before = Number((await allHeading.textContent())!.match(/\((\d+)\)/)![1]);
    await applyFilters(page, { [label]: value });
    await expect(page).toHaveURL(new RegExp(`=${value}#results$`));
    // The choice is kept: a chip says it is on.
    await expect(page.getByRole("link", { name: `Remove filter: ${chip}` })).toBeVisible();
    const after = Number((await allHeading.textContent())!.match(/\((\d+)\)/)![1]);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
  }
  await shot(page, "extreme-filters");
});

test("visa sponsorship and work arrangement filter the board from the sheet, with no sideways scroll", async ({ page }) => {
  await page.goto("/#jobs");
  const allHeading = page.getByRole("heading", { name: /^All Jobs/ });
  const before = Number((await allHeading.textContent())!.match(/\((\d+)\)/)![1]);
  await applyFilters(page, { Visa: "true" });
  await expect(page).toHaveURL(/visaSponsorship=true#results$/);
  await expect(page.getByRole("link", { name: "Remove filter: Visa sponsorship" })).toBeVisible();
  const sponsored = Number((await allHeading.textContent())!.match(/\((\d+)\)/)![1]);
  expect(sponsored).toBeGreaterThan(0);
  expect(sponsored).toBeLessThan(before);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, "visa-filter");

  await applyFilters(page, { "Work arrangement": "offshore" });
  await expect(page).toHaveURL(/visaSponsorship=true&workArrangement=offshore#results$/);
  await expect(page.getByRole("link", { name: "Remove filter: Offshore" })).toBeVisible();
  const offshore = Number((await allHeading.textContent())!.match(/\((\d+)\)/)![1]);
  expect(offshore).toBeLessThanOrEqual(sponsored);
});
