// Work arrangement, crew change and the visa filter over real HTTP (decision 109): imported jobs get the
// inferred arrangement or the one their column states, the JobPosting data marks only home-based work as
// TELECOMMUTE and names countries, GET /api/jobs filters by both, and a posted crew change shows on the page.
import { beforeAll, describe, expect, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { expectMessage, http } from "../support/client";
import { importJobsCsv } from "../support/job-import";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

const SUCCEEDS = "4242 4242 4242 4242";
const run = Date.now().toString(36);
const HEADER =
  "job_title,company_name,location,salary,category,job_description,link_status,application_url,visa_sponsorship,work_arrangement";
const MINING = `Haul Truck Operator ${run}`;
const PLANNER = `Offshore Planner ${run}`;

type Card = { id: string; title: string; workArrangement: string; visaSponsorship: boolean | null; departurePoint: string | null };

const titles = async (query: string) => ((await http(`/api/jobs?search=${run}&${query}`)).json() as Card[]).map((j) => j.title).sort();

async function posting(id: string) {
  const page = await http(`/job/${id}`);
  expect(page.status).toBe(200);
  const script = page.text.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  return { html: page.text, data: JSON.parse(script![1]) as Record<string, unknown> };
}

let owner: OwnAccount;
let jobs: Card[];

beforeAll(async () => {
  owner = await ownAccount("work-arrangement", "employer");
  const csv = [
    HEADER,
    `${MINING},Ridge Iron,"Remote Mining camp, Pilbara, Australia",£90k,mining,Haul trucks ${run},OK,https://ridge.example/${run},yes,`,
    `${PLANNER},Fulmar,"Home-based: UK or Norway",£70k,oil-gas,Maintenance planning ${run},OK,https://fulmar.example/${run},no,fully-remote`,
  ].join("\n");
  const imported = await importJobsCsv(csv, { skipWarnings: true });
  expect(imported.status, imported.text).toBe(200);
  // The job caches are retired within moments of the import.
  for (let i = 0; i < 50 && jobs?.length !== 2; i++) {
    jobs = (await http(`/api/jobs?search=${run}`)).json() as Card[];
    if (jobs.length !== 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(jobs).toHaveLength(2);
});

describe("work arrangement", () => {
  it("imports the inferred arrangement, or the column's", () => {
    expect(jobs.find((j) => j.title === MINING)).toMatchObject({ workArrangement: "remote-site", visaSponsorship: true });
    expect(jobs.find((j) => j.title === PLANNER)).toMatchObject({ workArrangement: "fully-remote", visaSponsorship: false });
  });

  it("marks a remote mining job with a place, and only the home-based one TELECOMMUTE with countries", async () => {
    const mining = (await posting(jobs.find((j) => j.title === MINING)!.id)).data;
    expect(mining).not.toHaveProperty("jobLocationType");
    expect(mining).toHaveProperty("jobLocation.address.addressCountry", "AU");
    const planner = (await posting(jobs.find((j) => j.title === PLANNER)!.id)).data;
    expect(planner).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [
        { "@type": "Country", name: "United Kingdom" },
        { "@type": "Country", name: "Norway" },
      ],
    });
    expect(planner).not.toHaveProperty("jobLocation");
  });

  it("GET /api/jobs filters by visa sponsorship and work arrangement", async () => {
    expect(await titles("visaSponsorship=true")).toEqual([MINING]);
    expect(await titles("workArrangement=fully-remote")).toEqual([PLANNER]);
    expect(await titles("workArrangement=remote-site&visaSponsorship=true")).toEqual([MINING]);
    expect(await titles("workArrangement=offshore")).toEqual([]);
    expectMessage(await http("/api/jobs?workArrangement=home"), 400, /workArrangement must be one of/);
  });

  it("a job posted with a crew change point shows it, and the travel booking, on its page", async () => {
    const draft = jobDraft({
      title: `Crew change ${run}`,
      workArrangement: "offshore",
      departurePoint: "Aberdeen heliport",
      travelBookedByEmployer: "yes",
    });
    const started = await http("/api/create-payment-intent", {
      body: { amount: 1, planType: draft.planType, job: draft },
      cookie: owner.cookie,
    });
    expect(started.status, started.text).toBe(200);
    const { paymentIntentId } = started.json() as { paymentIntentId: string };
    expect(
      (await http("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber: SUCCEEDS }, cookie: owner.cookie })).status,
    ).toBe(200);
    const posted = await http("/api/jobs", { body: { ...draft, paymentIntentId }, cookie: owner.cookie });
    expect(posted.status, posted.text).toBeLessThan(300);
    const { id } = posted.json() as { id: string };

    expect((await http(`/api/jobs/${id}`)).json()).toMatchObject({
      workArrangement: "offshore",
      departurePoint: "Aberdeen heliport",
      travelBookedByEmployer: true,
    });
    const { html } = await posting(id);
    expect(html).toContain("Crew change from Aberdeen heliport");
    expect(html).toContain("Travel booked by the employer");
    expect(html).toContain("Offshore");
  });
});
