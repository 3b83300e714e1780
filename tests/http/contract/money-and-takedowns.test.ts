// Refunds, disputes and takedowns that stick, over HTTP against the production build with Stripe (a local
// stand-in of its API): a refunded or disputed job is not listed again by reactivating or extending it, an
// admin's takedown is not undone by a paid extension, and a takedown from the report queue emails the employer.
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it as test, inject } from "vitest";
import { parseEml } from "@/server/mail/outbox";
import { ADMIN } from "../support/accounts";
import { verificationToken } from "../support/verification-link";
import { uniqueName } from "../support/client";
import { callThroughProxy, cookiesOf, type ProxiedOptions } from "../support/proxied-client";
import { startServer, type RunningServer } from "../support/server";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { startStripeStandIn } from "../../support/stripe-stand-in";
import { jobDraft } from "../../support/job-drafts";
import { stripeEvent, stripeSignature } from "../../support/stripe-events";

const it = (name: string, fn: () => Promise<void>) => test(name, fn, 120_000);
const WEBHOOK_SECRET = "whsec_test_outpost";
const DAY = 86_400_000;
const day = (from: Date | string, offset: number) => new Date(new Date(from).getTime() + offset * DAY).toISOString().slice(0, 10);

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let site: RunningServer;
let database: PostgresDatabase | undefined;
let admin = "";
let lastAddress = 0;

/** Behind a trusted proxy: each call from an address of its own, clear of every per-client limit. */
const call = (path: string, options: ProxiedOptions = {}) =>
  callThroughProxy(site.baseUrl, path, { from: `198.18.${Math.floor(++lastAddress / 250) % 250}.${lastAddress % 250}`, ...options });

async function registerEmployer() {
  const account = { username: uniqueName("money"), email: `${uniqueName("money")}@example.com`, password: "long-enough-pass-7" };
  const answer = await call("/api/register", { body: { ...account, role: "employer" } });
  expect(answer.status).toBe(201);
  // An employer pays only once the address is verified: by the emailed link, as a person does.
  const verified = await call("/api/verify-email", { body: { token: await verificationToken(site.dataDir, account.email) } });
  expect(verified.status).toBe(200);
  const signedIn = await call("/api/login", { body: { username: account.username, password: account.password } });
  expect(signedIn.status).toBe(200);
  return { ...account, cookie: cookiesOf(signedIn) };
}

function deliver(type: string, object: Record<string, unknown>) {
  const payload = stripeEvent(type, object);
  return call("/api/webhooks/stripe", {
    raw: payload,
    headers: { "stripe-signature": stripeSignature(payload, WEBHOOK_SECRET) },
  });
}

/** A job paid for through Stripe and created by its webhook: the employer, the job's id and the intent. */
async function paidJob(title: string, planType = "premium") {
  const employer = await registerEmployer();
  const draft = jobDraft({ planType, title, applicationClosingDate: day(new Date(), planType === "premium" ? 170 : 20) });
  const started = await call("/api/create-payment-intent", { cookie: employer.cookie, body: { planType, job: draft } });
  expect(started.status).toBe(200);
  const intentId = started.body.paymentIntentId as string;
  standIn.setStatus(intentId, "succeeded");
  expect((await deliver("payment_intent.succeeded", { ...standIn.intents.get(intentId) })).body).toMatchObject({ outcome: "job-created" });
  const mine = (await call("/api/user/jobs", { cookie: employer.cookie })).body as unknown as { id: string; title: string }[];
  const job = mine.find((j) => j.title === title)!;
  return { employer, jobId: job.id, intentId };
}

const refund = (intentId: string, amount = 29_900) =>
  deliver("charge.refunded", {
    id: `ch_${intentId}`,
    object: "charge",
    payment_intent: intentId,
    amount,
    amount_refunded: amount,
    refunded: true,
  });
const dispute = (intentId: string) =>
  deliver("charge.dispute.created", { id: `dp_${intentId}`, object: "dispute", payment_intent: intentId, status: "needs_response" });

/** Whether the public sees the job: its API answer and its place in the board's list. */
async function isPublic(jobId: string): Promise<boolean> {
  return (await call(`/api/jobs/${jobId}`)).status === 200;
}

async function myJob(cookie: string, jobId: string) {
  const mine = (await call("/api/user/jobs", { cookie })).body as unknown as Record<string, unknown>[];
  return mine.find((j) => j.id === jobId)!;
}

/** Starts a one-day starter extension past the job's current end; answers the start's status and intent. */
async function startExtension(cookie: string, jobId: string) {
  const job = await myJob(cookie, jobId);
  const answer = await call(`/api/user/jobs/${jobId}/extend`, {
    cookie,
    body: { planType: "starter", applicationClosingDate: day(job.expiresAt as string, 2) },
  });
  return { status: answer.status, message: answer.body.message, intentId: answer.body.paymentIntentId as string | undefined };
}

/** Pays a started extension at Stripe and confirms it the two ways it arrives: the browser and the webhook. */
async function payExtension(cookie: string, jobId: string, intentId: string) {
  standIn.setStatus(intentId, "succeeded");
  await deliver("payment_intent.succeeded", { ...standIn.intents.get(intentId) });
  return call(`/api/user/jobs/${jobId}/extend/confirm`, { cookie, body: { paymentIntentId: intentId } });
}

async function outbox(to: string) {
  const dir = path.join(site.dataDir, "mail");
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
  const messages = await Promise.all(files.map(async (f) => parseEml(f, await fs.readFile(path.join(dir, f), "utf8"))));
  return messages.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const adminUrl = inject("postgresAdminUrl");
  database = adminUrl ? await createPostgresDatabase(adminUrl, "outpost_http_money") : undefined;
  site = await startServer("npm-start", {
    databaseUrl: database?.url,
    extraEnv: {
      TRUST_PROXY: "true",
      STRIPE_SECRET_KEY: "sk_test_outpost",
      STRIPE_PUBLISHABLE_KEY: "pk_test_outpost",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      AUTH_SECRET: "http-suite-secret-long-enough-for-hmac",
    },
  });
  admin = cookiesOf(await call("/api/login", { body: { username: ADMIN.username, password: ADMIN.password } }));
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await standIn?.close();
  await database?.drop();
}, 60_000);

describe("a refunded or disputed job is not listed again for free (finding 1)", () => {
  it("pay premium, archive, charge.refunded: reactivating is refused with 409 and the job stays hidden", async () => {
    const { employer, jobId, intentId } = await paidJob("Refunded then reactivated");
    expect(await isPublic(jobId)).toBe(true);
    expect((await call(`/api/user/jobs/${jobId}`, { method: "DELETE", cookie: employer.cookie })).status).toBe(200);
    expect((await refund(intentId)).body).toMatchObject({ outcome: "payment-issue" });
    const answer = await call(`/api/user/jobs/${jobId}/reactivate`, { method: "POST", cookie: employer.cookie });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: "conflict", message: expect.stringContaining("refunded") });
    expect(await isPublic(jobId)).toBe(false);
    // The employer is told why, and offered no button that cannot work.
    expect(await myJob(employer.cookie, jobId)).toMatchObject({ isActive: false, paymentIssue: "refunded" });
  });

  it("the same for a dispute opened on an archived job", async () => {
    const { employer, jobId, intentId } = await paidJob("Disputed then reactivated");
    await call(`/api/user/jobs/${jobId}`, { method: "DELETE", cookie: employer.cookie });
    expect((await dispute(intentId)).body).toMatchObject({ outcome: "payment-issue" });
    const answer = await call(`/api/user/jobs/${jobId}/reactivate`, { method: "POST", cookie: employer.cookie });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/disputed/);
    expect(await isPublic(jobId)).toBe(false);
  });
});

describe("takedowns and refunds stick through paid extensions (finding 2)", () => {
  it("an admin's takedown is not undone by a £99 extension, started before it or after", async () => {
    const { employer, jobId } = await paidJob("Taken down then extended");
    const early = await startExtension(employer.cookie, jobId);
    expect(early.status).toBe(200);
    const down = await call(`/api/admin/jobs/${jobId}`, {
      method: "PATCH",
      cookie: admin,
      body: { isActive: false, takedownReason: "Asks applicants for a training fee" },
    });
    expect(down.status).toBe(200);
    expect(await isPublic(jobId)).toBe(false);
    // Started after the takedown: refused before any money is taken.
    const late = await startExtension(employer.cookie, jobId);
    expect(late).toMatchObject({ status: 409, message: "This job was taken down by an admin. Only an admin can list it again." });
    // Started before it and paid after: the days are recorded, the job stays down.
    expect((await payExtension(employer.cookie, jobId, early.intentId!)).status).toBe(200);
    expect(await isPublic(jobId)).toBe(false);
    expect(await myJob(employer.cookie, jobId)).toMatchObject({ isActive: false, takenDownReason: "Asks applicants for a training fee" });
    const again = await call(`/api/user/jobs/${jobId}/reactivate`, { method: "POST", cookie: employer.cookie });
    expect(again.status).toBe(409);
    // Only an admin lifts it.
    expect((await call(`/api/admin/jobs/${jobId}`, { method: "PATCH", cookie: admin, body: { isActive: true } })).status).toBe(200);
    expect(await isPublic(jobId)).toBe(true);
  });

  it("a refunded £299 job is not brought back by a £99 extension, started before the refund or after", async () => {
    const { employer, jobId, intentId } = await paidJob("Refunded then extended");
    const early = await startExtension(employer.cookie, jobId);
    expect(early.status).toBe(200);
    await refund(intentId);
    const late = await startExtension(employer.cookie, jobId);
    expect(late.status).toBe(409);
    expect(late.message).toMatch(/refunded/);
    expect((await payExtension(employer.cookie, jobId, early.intentId!)).status).toBe(200);
    expect(await isPublic(jobId)).toBe(false);
    // Nor can an admin list days a refund took away.
    const listed = await call(`/api/admin/jobs/${jobId}`, { method: "PATCH", cookie: admin, body: { isActive: true } });
    expect(listed.status).toBe(409);
    expect(await isPublic(jobId)).toBe(false);
  });

  it("switching Active off needs a reason", async () => {
    const { jobId } = await paidJob("Switched off without a reason", "starter");
    const answer = await call(`/api/admin/jobs/${jobId}`, { method: "PATCH", cookie: admin, body: { isActive: false } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Please say why the job is taken down");
    expect(await isPublic(jobId)).toBe(true);
  });
});

describe("taking a job down from the report queue", () => {
  it("takes the job down with the reason, resolves the report and emails the employer", async () => {
    const { employer, jobId } = await paidJob("Reported and taken down", "starter");
    const report = await call("/api/broken-link-reports", { body: { jobId, reportReason: "Asks for a deposit" } });
    expect(report.status).toBe(201);
    const taken = await call(`/api/admin/broken-link-reports/${report.body.id as string}/take-down`, {
      cookie: admin,
      body: { reason: "Asks applicants for a deposit" },
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ status: "resolved", adminNotes: "Taken down: Asks applicants for a deposit" });
    expect(await isPublic(jobId)).toBe(false);
    await expect
      .poll(async () => (await outbox(employer.email)).map((m) => m.subject), { timeout: 10_000 })
      .toContain("Your Outpost job was taken down");
    const [mail] = (await outbox(employer.email)).filter((m) => m.subject === "Your Outpost job was taken down");
    expect(mail.text).toContain("Reason: Asks applicants for a deposit");
    // A second take-down of the same report is refused; the job stays down.
    const again = await call(`/api/admin/broken-link-reports/${report.body.id as string}/take-down`, {
      cookie: admin,
      body: { reason: "again" },
    });
    expect(again.status).toBe(409);
    expect(
      (
        await call(`/api/admin/broken-link-reports/${report.body.id as string}/take-down`, {
          cookie: employer.cookie,
          body: { reason: "x" },
        })
      ).status,
    ).toBe(403);
  });
});
