// A job's place as data over real HTTP (decision 122): derived from the location when the poster picks none,
// refused when a picked code is not in the dataset, fixed by an admin where it could not be derived, and read
// by the JobPosting data.
import { beforeAll, describe, expect, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { expectMessage, http } from "../support/client";
import { importJobsCsv, JOB_CSV_HEADER } from "../support/job-import";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

const SUCCEEDS = "4242 4242 4242 4242";
const run = Date.now().toString(36);

type PlacedJob = { id: string; title: string; country: string | null; subdivision: string | null; placeKind: string; source: string };

let owner: OwnAccount;

/** A job posted through the form's API and paid for; the answer of POST /api/jobs. */
async function postJob(overrides: Record<string, unknown>) {
  const draft = jobDraft({ benefits: "Health cover, 401(k) match, rotation flights", ...overrides });
  const started = await http("/api/create-payment-intent", {
    body: { amount: 1, planType: draft.planType, job: draft },
    cookie: owner.cookie,
  });
  expect(started.status, started.text).toBe(200);
  const { paymentIntentId } = started.json() as { paymentIntentId: string };
  const confirmed = await http("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber: SUCCEEDS }, cookie: owner.cookie });
  expect(confirmed.status, confirmed.text).toBe(200);
  return http("/api/jobs", { body: { ...draft, paymentIntentId }, cookie: owner.cookie });
}

async function jsonLd(id: string) {
  const page = await http(`/job/${id}`);
  expect(page.status).toBe(200);
  const script = page.text.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  return JSON.parse(script![1]) as Record<string, unknown>;
}

const unplaced = async () =>
  ((await http(`/api/admin/jobs?place=unknown&search=${run}`, { as: "admin" })).json() as PlacedJob[]).map((j) => j.title);

beforeAll(async () => {
  owner = await ownAccount("place", "employer");
});

describe("a job's place", () => {
  it("is derived from a location with no country: 'Denver, CO, United States' is US, US-CO", async () => {
    const posted = await postJob({ title: `Blaster ${run}`, location: "Denver, CO, United States" });
    expect(posted.status, posted.text).toBeLessThan(300);
    const { id } = posted.json() as { id: string };
    expect((await http(`/api/jobs/${id}`)).json()).toMatchObject({ country: "US", subdivision: "US-CO", placeKind: "land" });
    expect(await jsonLd(id)).toHaveProperty("jobLocation.address", {
      "@type": "PostalAddress",
      addressLocality: "Denver",
      addressRegion: "Colorado",
      addressCountry: "US",
    });
  });

  it("keeps a picked place over the location text", async () => {
    const posted = await postJob({ title: `Medic ${run}`, location: "Platform Bravo", country: "no", placeKind: "offshore" });
    expect(posted.status, posted.text).toBeLessThan(300);
    const { id } = posted.json() as { id: string };
    expect((await http(`/api/jobs/${id}`)).json()).toMatchObject({ country: "NO", subdivision: null, placeKind: "offshore" });
    expect(await jsonLd(id)).toHaveProperty("jobLocation.address.addressCountry", "NO");
  });

  it("refuses a country not in the dataset, and a state of another country, before any payment", async () => {
    const draft = jobDraft({ title: `Refused ${run}` });
    const bad = await http("/api/create-payment-intent", {
      body: { planType: draft.planType, job: { ...draft, country: "ZZ" } },
      cookie: owner.cookie,
    });
    expectMessage(bad, 400, "Choose a country from the list");
    const foreign = await http("/api/create-payment-intent", {
      body: { planType: draft.planType, job: { ...draft, country: "CA", subdivision: "US-CO" } },
      cookie: owner.cookie,
    });
    expectMessage(foreign, 400, "Choose a state or region of that country from the list");
    expectMessage(
      await http("/api/jobs", { body: { ...draft, country: "XX", paymentIntentId: "pi_none" }, cookie: owner.cookie }),
      400,
      "Choose a country from the list",
    );
  });

  it("is flagged to the admin where it could not be derived, and the admin's fix lists it placed", async () => {
    const title = `Camp cook ${run}`;
    const csv = [
      JOB_CSV_HEADER,
      `${title},Tundra Camps,"Camp 7, north of the treeline",£60k,other,Cooking ${run},OK,https://tundra.example/${run}`,
    ].join("\n");
    const imported = await importJobsCsv(csv, { skipWarnings: true });
    expect(imported.status, imported.text).toBe(200);
    expect(await unplaced()).toEqual([title]);
    const [job] = (await http(`/api/admin/jobs?place=unknown&search=${run}`, { as: "admin" })).json() as PlacedJob[];
    expect(job).toMatchObject({ country: null, source: "csv" });

    expectMessage(
      await http(`/api/admin/jobs/${job!.id}`, { method: "PATCH", body: { country: "Canada" }, as: "admin" }),
      400,
      "Choose a country from the list",
    );
    const fixed = await http(`/api/admin/jobs/${job!.id}`, {
      method: "PATCH",
      body: { country: "CA", subdivision: "CA-NT", placeKind: "land" },
      as: "admin",
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.json()).toMatchObject({ country: "CA", subdivision: "CA-NT" });
    expect(await unplaced()).toEqual([]);
    expect((await http(`/api/jobs/${job!.id}`)).json()).toMatchObject({ country: "CA", subdivision: "CA-NT" });
    expectMessage(await http("/api/admin/jobs?place=somewhere", { as: "admin" }), 400);
  });

  it("reads CSV country and subdivision columns, and refuses a code not in the dataset", async () => {
    const header = `${JOB_CSV_HEADER},country,subdivision`;
    const ok = `Welder ${run},Outback Fab,"Port Hedland",£80k,mining,Welding ${run},OK,https://outback.example/${run},AU,AU-WA`;
    const bad = `Fitter ${run},Outback Fab,"Port Hedland",£80k,mining,Fitting ${run},OK,https://outback.example/f-${run},AU,US-CO`;
    const imported = await importJobsCsv([header, ok, bad].join("\n"), { skipWarnings: true });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.text).toContain("subdivision US-CO is not a subdivision of AU");
    const welder = ((await http(`/api/admin/jobs?search=Welder%20${run}`, { as: "admin" })).json() as PlacedJob[])[0];
    expect(welder).toMatchObject({ country: "AU", subdivision: "AU-WA" });
  });
});
