// The compliance gate at the post form's door: /api/create-payment-intent reads the draft before any money
// moves, answers a refusal as 400 policy with the gate's words, keeps it (a likely scam flagged), and answers
// the warnings with the payment it sets up.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { GET as listMine } from "@/app/api/user/jobs/route";
import { jobRefusals, payments } from "@/server/db/schema";
import { listRefusals } from "@/server/jobs/job-refusal-list";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { jobDraft } from "../support/job-drafts";
import { insertJob } from "../support/factories";

const t = withTestDatabase();

const startPayment = (cookie: string, job: Record<string, unknown>) =>
  call(createIntent, "/api/create-payment-intent", { cookie, body: { planType: job.planType, job } });

describe("the gate before the post form's payment", () => {
  it("refuses a Colorado job without benefits before any payment is set up, and keeps the refusal", async () => {
    const employer = await signUp();
    const res = await startPayment(employer.cookie, jobDraft({ title: "Haul Truck Operator", location: "Denver, CO, United States" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: expect.stringContaining("Colorado and Washington require them"),
      code: "policy",
      field: "benefits",
      rule: "benefits",
    });
    expect(await t.db.select().from(payments).where(eq(payments.userId, employer.id))).toEqual([]);
    const [kept] = await t.db.select().from(jobRefusals).where(eq(jobRefusals.title, "Haul Truck Operator"));
    expect(kept).toMatchObject({ source: "form", userId: employer.id, rule: "benefits", flagged: false });

    const described = await startPayment(
      employer.cookie,
      jobDraft({ title: "Haul Truck Operator", location: "Denver, CO, United States", benefits: "Medical, dental, 401(k) match" }),
    );
    expect(described.status).toBe(200);
    expect(await described.json()).toMatchObject({ provider: "demo", warnings: [] });
  });

  it("refuses an advert that asks the worker for a fee and flags it first in the admins' list", async () => {
    const employer = await signUp();
    const res = await startPayment(
      employer.cookie,
      jobDraft({
        title: "Deckhand (scam)",
        description: "Start next week on a supply vessel. Pay a registration fee of £80 to secure your berth.",
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "policy", rule: "worker-fee", field: "description" });
    const { refusals } = await listRefusals(t.db, { limit: 50, offset: 0 });
    expect(refusals[0]).toMatchObject({ title: "Deckhand (scam)", flagged: true, rule: "worker-fee", source: "form" });
    expect(refusals[0]!.message).toContain("“Pay a registration fee”");
    expect(refusals.findIndex((r) => !r.flagged)).toBeGreaterThan(0);
  });

  it("sets up the payment for a German job without (m/w/d) and answers the warning", async () => {
    const employer = await signUp();
    const res = await startPayment(employer.cookie, jobDraft({ location: "Hamburg, Germany" }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { paymentIntentId: string; warnings: unknown };
    expect(body.warnings).toEqual([{ rule: "gender-neutral-title", field: "title", message: expect.stringContaining("(m/w/d)") }]);
    expect(await t.db.select().from(payments).where(eq(payments.intentId, body.paymentIntentId))).toHaveLength(1);
  });

  it("takes an agency's yes from the form and holds a UK agency to naming itself", async () => {
    const employer = await signUp();
    const res = await startPayment(employer.cookie, jobDraft({ postedByAgency: "yes", agencyName: "", employmentTerm: "" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "policy", rule: "agency-name", field: "agencyName" });
    const named = await startPayment(
      employer.cookie,
      jobDraft({ postedByAgency: "yes", agencyName: "Deepwater Recruitment", employmentTerm: "temporary" }),
    );
    expect(named.status).toBe(200);
  });
});

describe("a saved job's warnings", () => {
  it("are shown to its employer in My Jobs", async () => {
    const employer = await signUp();
    const warning = { rule: "gender-neutral-title", field: "title", message: "Add “(m/w/d)” to the title" };
    const job = await insertJob(t.db, { employerId: employer.id, title: "Schweißer", country: "DE", policyWarnings: [warning] });
    const mine = (await (await call(listMine, "/api/user/jobs", { cookie: employer.cookie })).json()) as {
      id: string;
      warnings: unknown;
    }[];
    expect(mine.find((j) => j.id === job.id)?.warnings).toEqual([warning]);
  });
});
