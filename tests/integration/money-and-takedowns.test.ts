// Refunds, disputes and takedowns that stick (lib/job-visibility.ts): reactivate, extend and an admin's
// Active switch against Stripe (a local stand-in of its API, events signed with the SDK's helper), and a
// takedown from the report queue that emails the employer.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as createJob } from "@/app/api/jobs/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { GET as myJobsRoute } from "@/app/api/user/jobs/route";
import { DELETE as archiveOne } from "@/app/api/user/jobs/[id]/route";
import { POST as reactivate } from "@/app/api/user/jobs/[id]/reactivate/route";
import { POST as extend } from "@/app/api/user/jobs/[id]/extend/route";
import { POST as confirmExtension } from "@/app/api/user/jobs/[id]/extend/confirm/route";
import { PATCH as patchJob } from "@/app/api/admin/jobs/[id]/route";
import { POST as report } from "@/app/api/broken-link-reports/route";
import { POST as takeDownReport } from "@/app/api/admin/broken-link-reports/[id]/take-down/route";
import { brokenLinkReports, jobs } from "@/server/db/schema";
import { listAdminJobs } from "@/server/jobs/admin-job-list";
import { listedJobById } from "@/server/jobs/public-jobs";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { jobDraft } from "../support/job-drafts";
import { mailsTo } from "../support/alerts";
import { signInEveryRole, type Callers } from "../support/roles";
import { STAND_IN_WEBHOOK_SECRET, stripeStandInForThisFile } from "../support/stripe-stand-in";
import { stripeEvent, stripeSignature } from "../support/stripe-events";

const standIn = await stripeStandInForThisFile();
const t = withTestDatabase();
const DAY = 86_400_000;
const day = (from: Date, offset: number) => new Date(from.getTime() + offset * DAY).toISOString().slice(0, 10);
let callers: Callers;

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
});

function deliver(type: string, object: Record<string, unknown>) {
  const payload = stripeEvent(type, object);
  return call(webhook, "/api/webhooks/stripe", {
    method: "POST",
    rawBody: payload,
    headers: {
      "stripe-signature": stripeSignature(payload, STAND_IN_WEBHOOK_SECRET),
      "content-type": "application/json",
    },
  });
}
const refund = (intentId: string) =>
  deliver("charge.refunded", {
    id: `ch_${intentId}`,
    object: "charge",
    payment_intent: intentId,
    amount: 29_900,
    amount_refunded: 29_900,
    refunded: true,
  });
const dispute = (intentId: string, type: "created" | "closed", status = "needs_response") =>
  deliver(`charge.dispute.${type}`, { id: `dp_${intentId}`, object: "dispute", payment_intent: intentId, amount: 29_900, status });

async function paidJob(title: string, planType: "starter" | "premium" = "premium") {
  const employer = await signUp();
  const draft = jobDraft({ planType, title, applicationClosingDate: day(new Date(), planType === "premium" ? 170 : 20) });
  const res = await call(createIntent, "/api/create-payment-intent", { cookie: employer.cookie, body: { planType, job: draft } });
  const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
  standIn.setStatus(paymentIntentId, "succeeded");
  await deliver("payment_intent.succeeded", { ...standIn.intents.get(paymentIntentId) });
  const [job] = await t.db.select().from(jobs).where(eq(jobs.paymentIntentId, paymentIntentId));
  expect(job.isActive).toBe(true);
  return { employer, intentId: paymentIntentId, jobId: job.id };
}

const row = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.id, jobId)))[0];
const isListed = async (jobId: string) => (await listedJobById(t.db, jobId)) !== null;
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const reactivateAs = (cookie: string, id: string) => call(reactivate, `/api/user/jobs/${id}/reactivate`, { cookie, params: { id } });
const archiveAs = (cookie: string, id: string) => call(archiveOne, `/api/user/jobs/${id}`, { method: "DELETE", cookie, params: { id } });
const adminPatch = (id: string, body: unknown) =>
  call(patchJob, `/api/admin/jobs/${id}`, { method: "PATCH", body, cookie: callers.admin, params: { id } });

async function startExtension(cookie: string, id: string) {
  const job = await row(id);
  return call(extend, `/api/user/jobs/${id}/extend`, {
    cookie,
    params: { id },
    body: { planType: "starter", applicationClosingDate: day(job.expiresAt, 2) },
  });
}
async function payExtension(cookie: string, id: string, intentId: string) {
  standIn.setStatus(intentId, "succeeded");
  return call(confirmExtension, `/api/user/jobs/${id}/extend/confirm`, { cookie, params: { id }, body: { paymentIntentId: intentId } });
}

describe("reactivating (finding 1)", () => {
  it("refuses an archived job whose payment was then refunded, with 409, and it stays hidden", async () => {
    const { employer, intentId, jobId } = await paidJob("Refunded and archived");
    expect((await archiveAs(employer.cookie, jobId)).status).toBe(200);
    await refund(intentId);
    const res = await reactivateAs(employer.cookie, jobId);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: "This job's payment was refunded, so it cannot be listed again. Post it as a new job instead.",
      code: "conflict",
    });
    expect(await isListed(jobId)).toBe(false);
  });

  it("refuses while a dispute is open or was lost; lets the employer undo their own archive once a dispute is won", async () => {
    const lost = await paidJob("Disputed, archived, lost");
    await archiveAs(lost.employer.cookie, lost.jobId);
    await dispute(lost.intentId, "created");
    expect(await messageOf(await reactivateAs(lost.employer.cookie, lost.jobId))).toBe(
      "This job's payment is disputed. It stays off the board while the dispute is open.",
    );
    await dispute(lost.intentId, "closed", "lost");
    expect((await reactivateAs(lost.employer.cookie, lost.jobId)).status).toBe(409);

    const won = await paidJob("Disputed, archived, won");
    await archiveAs(won.employer.cookie, won.jobId);
    await dispute(won.intentId, "created");
    await dispute(won.intentId, "closed", "won");
    expect((await reactivateAs(won.employer.cookie, won.jobId)).status).toBe(200);
    expect(await isListed(won.jobId)).toBe(true);
  });

  it("refuses a job an admin took down, even one its employer had archived first", async () => {
    const { employer, jobId } = await paidJob("Archived then taken down", "starter");
    await archiveAs(employer.cookie, jobId);
    expect((await adminPatch(jobId, { isActive: false, takedownReason: "Misleading pay" })).status).toBe(200);
    const res = await reactivateAs(employer.cookie, jobId);
    expect(res.status).toBe(409);
    expect(await messageOf(res)).toBe("This job was taken down by an admin. Only an admin can list it again.");
  });
});

describe("extending (finding 2)", () => {
  it("is refused before any payment for a job taken down, refunded or disputed", async () => {
    const down = await paidJob("Taken down, then extension asked", "starter");
    await adminPatch(down.jobId, { isActive: false, takedownReason: "Asks for a deposit" });
    const refused = await startExtension(down.employer.cookie, down.jobId);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe("This job was taken down by an admin. Only an admin can list it again.");

    const refunded = await paidJob("Refunded, then extension asked");
    await refund(refunded.intentId);
    expect((await startExtension(refunded.employer.cookie, refunded.jobId)).status).toBe(409);

    const disputed = await paidJob("Disputed, then extension asked");
    await dispute(disputed.intentId, "created");
    expect((await startExtension(disputed.employer.cookie, disputed.jobId)).status).toBe(409);
  });

  it("paid after a takedown or refund that came meanwhile: the days are recorded, the job stays off", async () => {
    const down = await paidJob("Extension paid after a takedown", "starter");
    const started = (await (await startExtension(down.employer.cookie, down.jobId)).json()) as {
      paymentIntentId: string;
      listedTo: string;
    };
    await adminPatch(down.jobId, { isActive: false, takedownReason: "Scam report confirmed" });
    expect((await payExtension(down.employer.cookie, down.jobId, started.paymentIntentId)).status).toBe(200);
    const after = await row(down.jobId);
    expect(after).toMatchObject({ isActive: false, takenDownReason: "Scam report confirmed" });
    expect(after.expiresAt.toISOString()).toBe(started.listedTo);
    expect(await isListed(down.jobId)).toBe(false);

    const refunded = await paidJob("Extension paid after a refund");
    const early = (await (await startExtension(refunded.employer.cookie, refunded.jobId)).json()) as { paymentIntentId: string };
    await refund(refunded.intentId);
    expect((await payExtension(refunded.employer.cookie, refunded.jobId, early.paymentIntentId)).status).toBe(200);
    expect(await isListed(refunded.jobId)).toBe(false);
  });

  it("still lists an archived or expired job again: those are the employer's to undo", async () => {
    const { employer, jobId } = await paidJob("Archived then extended", "starter");
    await archiveAs(employer.cookie, jobId);
    const started = (await (await startExtension(employer.cookie, jobId)).json()) as { paymentIntentId: string };
    expect((await payExtension(employer.cookie, jobId, started.paymentIntentId)).status).toBe(200);
    expect(await isListed(jobId)).toBe(true);
    // The extension's payment is tied to the job too: the admin list still has the job once.
    const listedRows = (await listAdminJobs(t.db, { limit: 500, offset: 0, search: undefined, employer: undefined })).jobs;
    expect(listedRows.filter((j) => j.id === jobId)).toHaveLength(1);
  });
});

describe("each payment buys what it was made for (attack pass finding 11)", () => {
  it("refuses an extension's payment for a new job with 409, and the extension it paid for still applies", async () => {
    const { employer, jobId } = await paidJob("Extended, not doubled", "starter");
    const jobsBefore = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.employerId, employer.id));
    const started = (await (await startExtension(employer.cookie, jobId)).json()) as { paymentIntentId: string; listedTo: string };
    standIn.setStatus(started.paymentIntentId, "succeeded");

    const spent = await call(createJob, "/api/jobs", {
      cookie: employer.cookie,
      body: { ...jobDraft({ planType: "starter", title: "Bought with an extension" }), paymentIntentId: started.paymentIntentId },
    });
    expect(spent.status).toBe(409);
    expect(await messageOf(spent)).toBe("This payment was made to extend a job, not to post a new one");
    expect(await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.employerId, employer.id))).toHaveLength(jobsBefore.length);

    expect((await payExtension(employer.cookie, jobId, started.paymentIntentId)).status).toBe(200);
    expect((await row(jobId)).expiresAt.toISOString()).toBe(started.listedTo);
  });

  it("refuses a new job's payment, or another job's extension, as an extension with 409", async () => {
    const { employer, jobId, intentId } = await paidJob("Extended with the wrong money", "starter");
    const before = (await row(jobId)).expiresAt.toISOString();
    const withNewJobMoney = await payExtension(employer.cookie, jobId, intentId);
    expect(withNewJobMoney.status).toBe(409);
    expect(await messageOf(withNewJobMoney)).toBe("This payment was not made to extend this job");

    const other = await call(createIntent, "/api/create-payment-intent", {
      cookie: employer.cookie,
      body: { planType: "starter", job: jobDraft({ planType: "starter", title: "Second job of the same employer" }) },
    });
    const { paymentIntentId: secondIntent } = (await other.json()) as { paymentIntentId: string };
    standIn.setStatus(secondIntent, "succeeded");
    const second = await call(createJob, "/api/jobs", {
      cookie: employer.cookie,
      body: { ...jobDraft({ planType: "starter", title: "Second job of the same employer" }), paymentIntentId: secondIntent },
    });
    expect(second.status, await second.clone().text()).toBeLessThan(300);
    const secondId = ((await second.json()) as { id: string }).id;
    const forSecond = (await (await startExtension(employer.cookie, secondId)).json()) as { paymentIntentId: string };
    const crossed = await payExtension(employer.cookie, jobId, forSecond.paymentIntentId);
    expect(crossed.status).toBe(409);
    expect((await row(jobId)).expiresAt.toISOString()).toBe(before);
  });
});

describe("an admin's takedown", () => {
  it("needs a reason, emails the employer, shows on My Jobs, and only an admin lifts it", async () => {
    const { employer, jobId } = await paidJob("Taken down by an admin", "starter");
    const bare = await adminPatch(jobId, { isActive: false });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toEqual({ message: "Please say why the job is taken down", code: "validation_failed" });
    expect((await adminPatch(jobId, { isFeatured: true, takedownReason: "x" })).status).toBe(400);

    const down = await adminPatch(jobId, { isActive: false, takedownReason: "Asks applicants to pay for training" });
    expect(down.status).toBe(200);
    expect(await down.json()).toMatchObject({
      isActive: false,
      takenDownReason: "Asks applicants to pay for training",
      takenDownBy: expect.any(String),
    });
    expect(await isListed(jobId)).toBe(false);
    const mails = (await mailsTo(employer.email)).filter((m) => m.subject === "Your Outpost job was taken down");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Reason: Asks applicants to pay for training");
    expect((await adminPatch(jobId, { isActive: false, takedownReason: "again" })).status).toBe(409);

    const mine = (await (await call(myJobsRoute, "/api/user/jobs", { cookie: employer.cookie })).json()) as Record<string, unknown>[];
    expect(mine.find((j) => j.id === jobId)).toMatchObject({ isActive: false, takenDownReason: "Asks applicants to pay for training" });

    expect((await adminPatch(jobId, { isActive: true })).status).toBe(200);
    expect(await row(jobId)).toMatchObject({ isActive: true, takenDownAt: null, takenDownReason: null, takenDownBy: null });
    expect(await isListed(jobId)).toBe(true);
  });

  it("cannot list days a refund or an open dispute took away, but may list a job whose dispute was won", async () => {
    const refunded = await paidJob("Refunded, admin tries to list");
    await refund(refunded.intentId);
    const res = await adminPatch(refunded.jobId, { isActive: true });
    expect(res.status).toBe(409);
    expect(await messageOf(res)).toBe("This job's payment was refunded: its days are gone. It cannot be listed again.");
    expect(await isListed(refunded.jobId)).toBe(false);

    const won = await paidJob("Dispute won, admin lists");
    await dispute(won.intentId, "created");
    expect((await adminPatch(won.jobId, { isActive: true })).status).toBe(409);
    await dispute(won.intentId, "closed", "won");
    expect((await adminPatch(won.jobId, { isActive: true })).status).toBe(200);
    expect(await isListed(won.jobId)).toBe(true);
  });
});

describe("taking a job down from a report", () => {
  it("takes the job down, resolves the report with the reason, emails the employer; once", async () => {
    const { employer, jobId } = await paidJob("Reported as a scam", "starter");
    const filed = await call(report, "/api/broken-link-reports", { body: { jobId, reportReason: "Asks for bank details" } });
    const { id } = (await filed.json()) as { id: string };
    const stranger = await call(takeDownReport, `/api/admin/broken-link-reports/${id}/take-down`, {
      cookie: callers.employer,
      params: { id },
      body: { reason: "x" },
    });
    expect(stranger.status).toBe(403);
    const empty = await call(takeDownReport, `/api/admin/broken-link-reports/${id}/take-down`, {
      cookie: callers.admin,
      params: { id },
      body: { reason: " " },
    });
    expect(empty.status).toBe(400);

    const res = await call(takeDownReport, `/api/admin/broken-link-reports/${id}/take-down`, {
      cookie: callers.admin,
      params: { id },
      body: { reason: "Asks applicants for bank details" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: "resolved", adminNotes: "Taken down: Asks applicants for bank details" });
    expect(await row(jobId)).toMatchObject({ isActive: false, takenDownReason: "Asks applicants for bank details" });
    expect(await isListed(jobId)).toBe(false);
    expect((await mailsTo(employer.email)).filter((m) => m.subject === "Your Outpost job was taken down")).toHaveLength(1);

    const again = await call(takeDownReport, `/api/admin/broken-link-reports/${id}/take-down`, {
      cookie: callers.admin,
      params: { id },
      body: { reason: "again" },
    });
    expect(again.status).toBe(409);
  });

  it("changes nothing when the job is already down: the report stays open", async () => {
    const { jobId } = await paidJob("Down before its report", "starter");
    const filed = await call(report, "/api/broken-link-reports", { body: { jobId } });
    const { id } = (await filed.json()) as { id: string };
    await adminPatch(jobId, { isActive: false, takedownReason: "First reason" });
    const res = await call(takeDownReport, `/api/admin/broken-link-reports/${id}/take-down`, {
      cookie: callers.admin,
      params: { id },
      body: { reason: "Second" },
    });
    expect(res.status).toBe(409);
    expect((await t.db.select().from(brokenLinkReports).where(eq(brokenLinkReports.id, id)))[0].status).toBe("pending");
    expect((await row(jobId)).takenDownReason).toBe("First reason");
  });
});
