// The listing term over HTTP on the production build (docs/decisions/040, 041): a paid job runs from its
// application start date to its closing date, and a job past its closing date is on no public list; its
// page answers 410 with "Applications closed".
import { beforeAll, describe, expect, it } from "vitest";
import { closingDayOf, closingInstant } from "@/lib/closing-date";
import { expectMessage, http } from "../support/client";

type AdminJob = { id: string; title: string; isActive: boolean; applicationClosingDate: string; applicationStartDate?: string };

describe("the listing term", () => {
  it("validate-plan states the window: 13 Dec to 7 Jan on the 30-day plan", async () => {
    const answer = await http("/api/validate-plan", {
      body: { planType: "starter", applicationStartDate: "2099-12-13", applicationClosingDate: "2100-01-07" },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      isValid: true,
      requiredPlan: "starter",
      daysNeeded: 25,
      message: "The Starter plan covers your 25 day listing, from 13 December 2099 to 7 January 2100.",
    });
  });

  it("a job paid for 13 Dec to 7 Jan on the 30-day plan is listed until 7 Jan", async () => {
    const job = {
      title: "Ice Road Trucker",
      company: "Tundra Haulage",
      contractType: "contract",
      location: "Yellowknife, Canada",
      salaryMin: 90000,
      salaryMax: 120000,
      category: "logistics",
      description: "Winter road haulage on the Tibbitt to Contwoyto ice road.",
      applicationUrl: "https://tundra.example/jobs/1",
      applicationStartDate: "2099-12-13",
      applicationClosingDate: "2100-01-07",
      planType: "starter",
      terms: true,
    };
    const intent = await http("/api/create-payment-intent", { as: "employer", body: { planType: "starter", job } });
    expect(intent.status).toBe(200);
    const { paymentIntentId } = intent.json() as { paymentIntentId: string };
    expect(
      (await http("/api/payments/demo/confirm", { as: "employer", body: { paymentIntentId, cardNumber: "4242 4242 4242 4242" } })).status,
    ).toBe(200);
    const made = await http("/api/jobs", { as: "employer", body: { ...job, paymentIntentId } });
    expect(made.status).toBe(201);
    // Listed all of 7 January in the UK (decision 117).
    expect(made.json()).toMatchObject({ planType: "starter", expiresAt: "2100-01-07T23:59:59.999Z" });
  });

  it("refuses a closing date that has already been reached", async () => {
    const yesterday = closingDayOf(new Date(Date.now() - 86_400_000));
    const answer = await http("/api/create-payment-intent", {
      as: "employer",
      body: {
        planType: "starter",
        job: {
          title: "x",
          company: "y",
          contractType: "contract",
          location: "z",
          salaryMin: 1,
          salaryMax: 2,
          category: "mining",
          description: "d",
          applicationUrl: "https://a.example",
          applicationStartDate: yesterday,
          applicationClosingDate: yesterday,
          planType: "starter",
          terms: true,
        },
      },
    });
    expectMessage(answer, 400, "Closing date cannot be in the past");
  });

  it("takes a job closing today, lists it until the end of today in the UK and says it closes today", async () => {
    const today = closingDayOf(new Date());
    const job = {
      title: "Closing Day Banksman",
      company: "Tundra Haulage",
      contractType: "contract",
      location: "Aberdeen, Scotland",
      salaryMin: 60000,
      salaryMax: 70000,
      category: "logistics",
      description: "Lifting operations on the quay.",
      applicationUrl: "https://tundra.example/jobs/2",
      applicationStartDate: closingDayOf(new Date(Date.now() - 86_400_000)),
      applicationClosingDate: today,
      planType: "starter",
      terms: true,
    };
    const intent = await http("/api/create-payment-intent", { as: "employer", body: { planType: "starter", job } });
    expect(intent.status).toBe(200);
    const { paymentIntentId } = intent.json() as { paymentIntentId: string };
    await http("/api/payments/demo/confirm", { as: "employer", body: { paymentIntentId, cardNumber: "4242 4242 4242 4242" } });
    const made = await http("/api/jobs", { as: "employer", body: { ...job, paymentIntentId } });
    expect(made.status).toBe(201);
    const { id, expiresAt } = made.json() as { id: string; expiresAt: string };
    expect(expiresAt).toBe(closingInstant(today).toISOString());
    expect(((await http(`/api/jobs?ids=${id}`)).json() as { id: string }[]).map((j) => j.id)).toEqual([id]);
    const page = await http(`/job/${id}`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Closing today");
    expect(page.text).not.toContain("Closing Soon");
    expect(page.text).toContain(`"validThrough":"${closingInstant(today).toISOString()}"`);
  });
});

describe("a job past its closing date", () => {
  let closed: AdminJob;
  beforeAll(async () => {
    const all = (await http("/api/admin/jobs?limit=1000", { as: "admin" })).json() as AdminJob[];
    // The demo data has active jobs whose applications have closed.
    closed = all.find((j) => j.isActive && new Date(j.applicationClosingDate) < new Date())!;
    expect(closed).toBeDefined();
  });

  it("is on no public list, whatever the sort, nor in the feed or the sitemap", async () => {
    for (const sort of ["newest", "closing-soon", "closing-latest", "popular", "salary-high"]) {
      const ids = (await http(`/api/jobs?limit=100&sortBy=${sort}`)).json() as { id: string }[];
      expect(ids.map((j) => j.id)).not.toContain(closed.id);
    }
    expect((await http(`/api/jobs?ids=${closed.id}`)).json()).toEqual([]);
    expect(((await http("/api/jobs/featured")).json() as { id: string }[]).map((j) => j.id)).not.toContain(closed.id);
    expectMessage(await http(`/api/jobs/${closed.id}`), 404);
    expect((await http("/sitemap.xml")).text).not.toContain(closed.id);
    expect((await http("/feed.xml")).text).not.toContain(closed.id);
    expect((await http("/")).text).not.toContain(closed.id);
  });

  it("has a page that answers 410 Gone, says Applications closed and links open jobs", async () => {
    const page = await http(`/job/${closed.id}`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(410);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("content-security-policy")).toMatch(/nonce-/);
    expect(page.text).toContain("Applications closed");
    expect(page.text).toContain("Similar open jobs");
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
    // An unknown job is still 404, and the closed page is not a way to see unlisted jobs.
    expect((await http("/job/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await http("/job/00000000-0000-4000-8000-000000000000/closed")).status).toBe(404);
  });
});
