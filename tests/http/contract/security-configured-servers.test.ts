// The defences (docs/threats.md) that need a server configured otherwise than the suite's: behind a trusted proxy
// with Stripe (a local stand-in of its API), and a live https site that forgot STRIPE_SECRET_KEY.
import { afterAll, beforeAll, describe, expect, it as test, inject } from "vitest";
import { ADMIN } from "../support/accounts";
import { uniqueName } from "../support/client";
import { callThroughProxy, cookiesOf, type ProxiedOptions } from "../support/proxied-client";
import { startServer, type RunningServer } from "../support/server";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { startStripeStandIn } from "../../support/stripe-stand-in";
import { jobDraft } from "../../support/job-drafts";
import { verificationToken } from "../support/verification-link";
import { stripeEvent, stripeSignature } from "../../support/stripe-events";

// Two more production servers start here, and the tests make many slow password checks.
const it = (name: string, fn: () => Promise<void>) => test(name, fn, 120_000);
const WEBHOOK_SECRET = "whsec_test_outpost";

const call = (server: RunningServer, path: string, options?: ProxiedOptions) => callThroughProxy(server.baseUrl, path, options);

async function register(server: RunningServer, role: "user" | "employer" = "employer") {
  const account = { username: uniqueName(role), email: `${uniqueName(role)}@example.com`, password: "long-enough-pass-7", role };
  const from = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  expect((await call(server, "/api/register", { body: account, from })).status).toBe(201);
  // Verified by the emailed link, as a person would: only then may an employer pay.
  const token = await verificationToken(server.dataDir, account.email);
  expect((await call(server, "/api/verify-email", { body: { token }, from })).status).toBe(200);
  const signedIn = await call(server, "/api/login", { body: { username: account.username, password: account.password }, from });
  expect(signedIn.status).toBe(200);
  return { ...account, cookie: cookiesOf(signedIn) };
}

const databases: PostgresDatabase[] = [];
/** On the Postgres project, these servers get Postgres databases of their own too. */
async function databaseUrl(): Promise<string | undefined> {
  const adminUrl = inject("postgresAdminUrl");
  if (!adminUrl) return undefined;
  const database = await createPostgresDatabase(adminUrl, "outpost_http_sec");
  databases.push(database);
  return database.url;
}

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let stripeSite: RunningServer;
let liveSite: RunningServer;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  [stripeSite, liveSite] = await Promise.all([
    startServer("npm-start", {
      databaseUrl: await databaseUrl(),
      extraEnv: {
        TRUST_PROXY: "true",
        STRIPE_SECRET_KEY: "sk_test_outpost",
        STRIPE_PUBLISHABLE_KEY: "pk_test_outpost",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: standIn.url,
        AUTH_SECRET: "http-suite-secret-long-enough-for-hmac",
      },
    }),
    startServer("npm-start", {
      databaseUrl: await databaseUrl(),
      extraEnv: { BASE_URL: "https://jobs.outpost.test", AUTH_SECRET: "http-suite-secret-long-enough-for-hmac" },
    }),
  ]);
}, 300_000);

afterAll(async () => {
  await Promise.all([stripeSite?.stop(), liveSite?.stop()]);
  await standIn?.close();
  for (const database of databases) await database.drop();
}, 60_000);

describe("sign-in throttling that cannot lock the owner out (behind a trusted proxy)", () => {
  it("refuses the guessing client, lets the owner in from another, and only slows a username guessed from many", async () => {
    const owner = await register(stripeSite, "user");
    const attempt = (password: string, from: string) =>
      call(stripeSite, "/api/login", { body: { username: owner.username, password }, from });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(`guess-${i}`, "203.0.113.50")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await attempt(owner.password, "203.0.113.50")).status).toBe(429);
    expect((await attempt(owner.password, "198.51.100.50")).status).toBe(200);
    // A botnet: four guesses from each of many addresses, past the username's free allowance.
    for (let i = 0; i < 12; i++) expect((await attempt(`spread-${i}`, `203.0.113.${60 + Math.floor(i / 4)}`)).status).toBe(401);
    const started = Date.now();
    expect((await attempt(owner.password, "198.51.100.51")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });
});

describe("Stripe refunds, disputes and the returning buyer", () => {
  const deliver = (type: string, object: Record<string, unknown>) => {
    const payload = stripeEvent(type, object);
    return call(stripeSite, "/api/webhooks/stripe", {
      raw: payload,
      headers: { "stripe-signature": stripeSignature(payload, WEBHOOK_SECRET) },
    });
  };
  const startPaying = async (cookie: string, draft: Record<string, unknown>) => {
    const answer = await call(stripeSite, "/api/create-payment-intent", { cookie, body: { planType: draft.planType, job: draft } });
    expect(answer.status).toBe(200);
    return answer.body.paymentIntentId as string;
  };

  it("a refund takes the job down and unfeatures it, once; the admin dashboard says why", async () => {
    const employer = await register(stripeSite);
    const draft = jobDraft({ planType: "premium", title: "Refunded over HTTP" });
    const intentId = await startPaying(employer.cookie, draft);
    standIn.setStatus(intentId, "succeeded");
    expect((await deliver("payment_intent.succeeded", { ...standIn.intents.get(intentId) })).body).toMatchObject({
      outcome: "job-created",
    });
    const charge = {
      id: `ch_${intentId}`,
      object: "charge",
      payment_intent: intentId,
      amount: 29_900,
      amount_refunded: 29_900,
      refunded: true,
    };
    expect((await deliver("charge.refunded", charge)).body).toMatchObject({ outcome: "payment-issue" });
    expect((await deliver("charge.refunded", charge)).body).toMatchObject({ outcome: "ignored" });
    const admin = cookiesOf(
      await call(stripeSite, "/api/login", { body: { username: ADMIN.username, password: ADMIN.password }, from: "198.51.100.99" }),
    );
    const jobs = (await call(stripeSite, "/api/admin/jobs?limit=100", { cookie: admin })).body as unknown as {
      title: string;
      isActive: boolean;
      isFeatured: boolean;
      paymentIssue: string;
    }[];
    expect(jobs.find((j) => j.title === "Refunded over HTTP")).toMatchObject({
      isActive: false,
      isFeatured: false,
      paymentIssue: "refunded",
    });
  });

  it("the returning buyer gets no job for a Stripe success of the wrong amount", async () => {
    const employer = await register(stripeSite);
    const draft = jobDraft({ planType: "starter", title: "Underpaid over HTTP" });
    const intentId = await startPaying(employer.cookie, draft);
    Object.assign(standIn.intents.get(intentId)!, { status: "succeeded", amount: 100 });
    const answer = await call(stripeSite, "/api/jobs", { cookie: employer.cookie, body: { ...draft, paymentIntentId: intentId } });
    expect(answer.status).toBe(402);
  });
});

describe("the checkout return page with Stripe", () => {
  it("reports processing and requires_action as Stripe has them, whatever the address says, and posts the job once it succeeds", async () => {
    const employer = await register(stripeSite);
    const draft = jobDraft({ planType: "starter", title: "Returned over HTTP" });
    const created = await call(stripeSite, "/api/create-payment-intent", {
      cookie: employer.cookie,
      body: { planType: draft.planType, job: draft },
    });
    const intentId = created.body.paymentIntentId as string;
    // Stripe's redirect adds redirect_status; the page never reads it, the server asks Stripe.
    const page = await fetch(`${stripeSite.baseUrl}/checkout/return?payment_intent=${intentId}&redirect_status=succeeded`, {
      headers: { cookie: employer.cookie },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Checking your payment...");
    const finish = () => call(stripeSite, "/api/payments/finish", { cookie: employer.cookie, body: { paymentIntentId: intentId } });
    for (const status of ["processing", "requires_action"]) {
      standIn.setStatus(intentId, status);
      expect(await finish()).toMatchObject({ status: 200, body: { status, kind: "job", jobId: null } });
    }
    standIn.setStatus(intentId, "requires_payment_method");
    expect((await finish()).body).toMatchObject({ status: "failed" });
    standIn.setStatus(intentId, "succeeded");
    const paid = await finish();
    expect(paid.body).toMatchObject({ status: "succeeded", kind: "job" });
    expect((await finish()).body).toEqual(paid.body);
    const job = await call(stripeSite, `/api/jobs/${paid.body.jobId as string}`);
    expect(job).toMatchObject({ status: 200, body: { title: "Returned over HTTP" } });
  });
});

describe("a live https site without Stripe", () => {
  it("refuses to take payments with the demo provider, with a message", async () => {
    const employer = await register(liveSite);
    const draft = jobDraft({ planType: "starter" });
    const answer = await call(liveSite, "/api/create-payment-intent", {
      cookie: employer.cookie,
      body: { planType: "starter", job: draft },
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: "Payments are not set up on this site yet. Please try again later.", code: "not_configured" });
  });
});
