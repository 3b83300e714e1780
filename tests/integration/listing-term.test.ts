// The listing term is the paid window (docs/decisions/040): a job is listed from its application start date
// to its closing date, the plan only bounds that window, and a closed job leaves every public list.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as validatePlan } from "@/app/api/validate-plan/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmDemo } from "@/app/api/payments/demo/confirm/route";
import { POST as createJob, GET as listJobs } from "@/app/api/jobs/route";
import { GET as featured } from "@/app/api/jobs/featured/route";
import { GET as stats } from "@/app/api/stats/route";
import { GET as feed } from "@/app/feed.xml/route";
import sitemap from "@/app/sitemap";
import { closingDayOf } from "@/lib/closing-date";
import { jobs } from "@/server/db/schema";
import { closedJobById, similarOpenJobs } from "@/server/jobs/closed-jobs";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { jobDraft } from "../support/job-drafts";
import { daysFromNow, insertJob } from "../support/factories";

const t = withTestDatabase();

describe("the listing term", () => {
  it("states the dates when a plan covers the window: 13 Dec to 7 Jan on the 30-day plan", async () => {
    const res = await call(validatePlan, "/api/validate-plan", {
      body: { planType: "starter", applicationStartDate: "2099-12-13", applicationClosingDate: "2100-01-07" },
    });
    expect(await res.json()).toEqual({
      isValid: true,
      requiredPlan: "starter",
      daysNeeded: 25,
      message: "The Starter plan covers your 25 day listing, from 13 December 2099 to 7 January 2100.",
    });
  });

  it("states the dates when it does not", async () => {
    const res = await call(validatePlan, "/api/validate-plan", {
      body: { planType: "starter", applicationStartDate: "2099-12-01", applicationClosingDate: "2100-01-07" },
    });
    expect(((await res.json()) as { message: string }).message).toContain("from 1 December 2099 to 7 January 2100");
  });

  it("lists a paid job until its closing date, not for the plan's length from payment", async () => {
    const employer = await signUp();
    const draft = jobDraft({ planType: "starter", applicationStartDate: "2099-12-13", applicationClosingDate: "2100-01-07" });
    const intent = await call(createIntent, "/api/create-payment-intent", {
      cookie: employer.cookie,
      body: { planType: "starter", job: draft },
    });
    const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
    await call(confirmDemo, "/api/payments/demo/confirm", {
      cookie: employer.cookie,
      body: { paymentIntentId, cardNumber: "4242424242424242" },
    });
    const res = await call(createJob, "/api/jobs", { cookie: employer.cookie, body: { ...draft, paymentIntentId } });
    expect(res.status).toBe(201);
    const { id, expiresAt } = (await res.json()) as { id: string; expiresAt: string };
    // Open all of its closing day in the UK (decision 117).
    expect(expiresAt).toBe("2100-01-07T23:59:59.999Z");
    // Not open yet: scheduled, so not on the board.
    const list = (await (await call(listJobs, "/api/jobs")).json()) as { id: string }[];
    expect(list.map((j) => j.id)).not.toContain(id);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row.applicationStartDate.toISOString()).toBe("2099-12-13T00:00:00.000Z");
  });

  it("refuses to take payment for a window that has already closed", async () => {
    const employer = await signUp();
    const yesterday = closingDayOf(new Date(Date.now() - 86_400_000));
    const draft = jobDraft({ applicationStartDate: yesterday, applicationClosingDate: yesterday });
    const res = await call(createIntent, "/api/create-payment-intent", {
      cookie: employer.cookie,
      body: { planType: draft.planType, job: draft },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("Closing date cannot be in the past");
  });
});

describe("closed jobs", () => {
  // Each test has a board of its own, told apart by category (the database lives for the whole file).
  async function board(category: string) {
    const open = await insertJob(t.db, {
      category,
      title: "Open Rigger",
      isFeatured: true,
      applicationClosingDate: daysFromNow(10),
      expiresAt: daysFromNow(10),
    });
    // Closed by its date although its term has time left: the case the old rule kept listed.
    const closed = await insertJob(t.db, {
      category,
      title: "Closed Rigger",
      isFeatured: true,
      applicationClosingDate: daysFromNow(-1),
      expiresAt: daysFromNow(20),
    });
    const scheduled = await insertJob(t.db, {
      category,
      title: "Future Rigger",
      applicationStartDate: daysFromNow(3),
      applicationClosingDate: daysFromNow(30),
    });
    return { open, closed, scheduled };
  }

  it("leave the list (closing soonest too), featured, stats, feed and sitemap", async () => {
    const { open, closed, scheduled } = await board("mining");
    const ids = async (url: string) => ((await (await call(listJobs, url)).json()) as { id: string }[]).map((j) => j.id);
    expect(await ids("/api/jobs?category=mining")).toEqual([open.id]);
    expect(await ids("/api/jobs?category=mining&sortBy=closing-soon")).toEqual([open.id]);
    expect(await ids(`/api/jobs?ids=${closed.id},${open.id},${scheduled.id}`)).toEqual([open.id]);
    const feat = (await (await call(featured, "/api/jobs/featured")).json()) as { id: string }[];
    expect(feat.map((j) => j.id)).toEqual([open.id]);
    expect(((await (await call(stats, "/api/stats")).json()) as { activeJobs: number }).activeJobs).toBe(1);
    const xml = await (await call(feed, "/feed.xml")).text();
    expect(xml).toContain(open.id);
    expect(xml).not.toContain(closed.id);
    expect(xml).not.toContain(scheduled.id);
    const urls = (await sitemap()).map((e) => e.url).join();
    expect(urls).toContain(open.id);
    expect(urls).not.toContain(closed.id);
    expect(urls).not.toContain(scheduled.id);
  });

  it("have a closed page with similar open jobs; archived and unopened jobs do not", async () => {
    const { open, closed, scheduled } = await board("renewable-energy");
    const archived = await insertJob(t.db, { isActive: false, applicationClosingDate: daysFromNow(-1) });
    expect(await closedJobById(t.db, closed.id)).toMatchObject({ title: "Closed Rigger" });
    expect(await closedJobById(t.db, open.id)).toBeNull();
    expect(await closedJobById(t.db, scheduled.id)).toBeNull();
    expect(await closedJobById(t.db, archived.id)).toBeNull();
    expect((await similarOpenJobs(t.db, closed)).map((j) => j.id)).toEqual([open.id]);
  });
});
