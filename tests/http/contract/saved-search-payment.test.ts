// An instant saved search hears of a job an employer paid for, over real HTTP against the production build:
// signed-out double opt-in by the emailed link, then jobs posted and paid as the post-job page does it. On
// the demo provider: create the intent with the draft, confirm the test card, finish on the return page.
// With Stripe (a local stand-in of its API, on a server of this file's own): the buyer never comes back and
// the signed payment_intent.succeeded webhook makes the job. Either way the job's publication queues the
// fan-out, and the outbox holds one email per matching job, none for a job that does not match.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { startStripeStandIn } from "../../support/stripe-stand-in";
import { stripeEvent, stripeSignature } from "../../support/stripe-events";
import { http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";
import { latestMailTo, mailTo, tokenIn } from "../support/mail";
import { ownAccount } from "../support/own-accounts";
import { callThroughProxy, cookiesOf } from "../support/proxied-client";
import { serverFaults, startServer, type RunningServer } from "../support/server";
import { verificationToken } from "../support/verification-link";
import type { OutboxMessage } from "@/server/mail/outbox";

const FILE = "saved-search-payment";
const run = Date.now().toString(36);
/** A word no other job has, so only this file's jobs match its searches. */
const word = (name: string) => `${name}${run}`.replace(/[^a-z0-9]/gi, "");
const SUBJECT = "New job for your saved search: ";
/** Well inside the bound for an instant search; the server's own workers take the fan-out at once. */
const ARRIVES_WITHIN_MS = 60_000;

/** Saved-search emails (not the confirmation) in an outbox, for one address. */
const savedSearchMail = async (email: string, dataDir?: string) =>
  (await mailTo(email, dataDir)).filter((m) => m.subject.startsWith(SUBJECT));

/** Waits for the one email naming `title`, then answers every saved-search email the address has. */
async function arrived(email: string, title: string, dataDir?: string): Promise<OutboxMessage[]> {
  await expect
    .poll(async () => (await savedSearchMail(email, dataDir)).filter((m) => m.subject === `${SUBJECT}${title}`).length, {
      timeout: ARRIVES_WITHIN_MS,
      interval: 200,
    })
    .toBe(1);
  return savedSearchMail(email, dataDir);
}

function expectNamesJob(mail: OutboxMessage, title: string, jobId: string) {
  expect(mail.subject).toBe(`${SUBJECT}${title}`);
  expect(mail.text).toContain(title);
  expect(mail.text).toContain(`/job/${jobId}`);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.headers["list-unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+>$/);
}

/**
 * The instant search's story, whichever way jobs are paid for: a matching job is emailed, then a job it
 * does not fit and a second matching one are paid, and only the second is emailed.
 */
async function expectPaidJobsEmailed(pay: (title: string) => Promise<string>, email: string, titles: string[], dataDir?: string) {
  const [first, unrelated, second] = titles;
  const firstId = await pay(first);
  const afterFirst = await arrived(email, first, dataDir);
  expect(afterFirst).toHaveLength(1);
  expectNamesJob(afterFirst[0], first, firstId);

  const unrelatedId = await pay(unrelated);
  const secondId = await pay(second);
  const afterSecond = await arrived(email, second, dataDir);
  expectNamesJob(
    afterSecond.find((m) => m.subject.endsWith(second))!,
    second,
    secondId,
  );
  // Paid before the second, its fan-out was queued first: it mailed nobody here.
  expect(afterSecond).toHaveLength(2);
  for (const mail of afterSecond) expect(mail.text).not.toContain(unrelatedId);
}

describe("demo provider: paid through the post-job page's own calls", () => {
  const email = `paid-${run}@saved.example`;
  const text = word("paidsearch");
  let employerCookie = "";

  beforeAll(async () => {
    employerCookie = (await ownAccount(FILE, "employer")).cookie;
  });

  /** Signed out: the search, then the emailed confirmation link (polling the outbox, so inside the test). */
  async function confirmedSearch() {
    const from = clientAddress(FILE);
    const saved = await httpFrom(from, "/api/saved-searches", { body: { email, filters: { search: text }, frequency: "instant" } });
    expect(saved.status, saved.text).toBe(200);
    const token = tokenIn(await latestMailTo(email, "Confirm your Outpost saved search"), "/subscriptions/confirm");
    expect((await httpFrom(from, "/api/subscriptions/confirm", { body: { token } })).status).toBe(200);
  }

  /** Checkout (the draft is stored with the intent), the test card, then the return page's finish call. */
  async function payForJob(title: string): Promise<string> {
    const draft = jobDraft({ title });
    const started = await http("/api/create-payment-intent", { body: { planType: draft.planType, job: draft }, cookie: employerCookie });
    expect(started.status, started.text).toBe(200);
    const { paymentIntentId, provider } = started.json() as { paymentIntentId: string; provider: string };
    expect(provider).toBe("demo");
    const paid = await http("/api/payments/demo/confirm", {
      body: { paymentIntentId, cardNumber: "4242 4242 4242 4242" },
      cookie: employerCookie,
    });
    expect(paid.status, paid.text).toBe(200);
    const finished = await http("/api/payments/finish", { body: { paymentIntentId }, cookie: employerCookie });
    expect(finished.status, finished.text).toBe(200);
    const { status, kind, jobId } = finished.json() as { status: string; kind: string; jobId: string };
    expect({ status, kind }).toEqual({ status: "succeeded", kind: "job" });
    // The return page again (a reload): the job is not made, or announced, twice.
    expect((await http("/api/payments/finish", { body: { paymentIntentId }, cookie: employerCookie })).json()).toMatchObject({ jobId });
    return jobId;
  }

  it("emails one matching paid job, then a second paid later, and never one that does not match", async () => {
    await confirmedSearch();
    await expectPaidJobsEmailed(payForJob, email, [`Offshore ${text} rigger`, `Onshore crane operator ${run}`, `Night ${text} rigger`]);
  }, 180_000);
});

describe("Stripe: the webhook makes the job when the buyer never returns", () => {
  const WEBHOOK_SECRET = "whsec_test_outpost";
  const email = `stripe-${run}@saved.example`;
  const text = word("stripesearch");
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let site: RunningServer;
  let database: PostgresDatabase | undefined;
  let employerCookie = "";

  const call = (path: string, options: Parameters<typeof callThroughProxy>[2] = {}) => callThroughProxy(site.baseUrl, path, options);

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const adminUrl = inject("postgresAdminUrl");
    database = adminUrl ? await createPostgresDatabase(adminUrl, "outpost_http_paid_search") : undefined;
    site = await startServer("npm-start", {
      databaseUrl: database?.url,
      extraEnv: {
        STRIPE_SECRET_KEY: "sk_test_outpost",
        STRIPE_PUBLISHABLE_KEY: "pk_test_outpost",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: standIn.url,
      },
    });
    const account = { username: `paid_search_${run}`, email: `paid-search-${run}@contract.example`, password: "long-enough-pass-7" };
    expect((await call("/api/register", { body: { ...account, role: "employer" } })).status).toBe(201);
    const verified = await call("/api/verify-email", { body: { token: await verificationToken(site.dataDir, account.email) } });
    expect(verified.status).toBe(200);
    const signedIn = await call("/api/login", { body: { username: account.username, password: account.password } });
    expect(signedIn.status).toBe(200);
    employerCookie = cookiesOf(signedIn);
  }, 300_000);

  afterAll(async () => {
    await site?.stop();
    await standIn?.close();
    if (site) expect(serverFaults(site.logFile), "the Stripe server logged failures").toEqual([]);
    await database?.drop();
  }, 60_000);

  /** Checkout with Stripe, the card taken at Stripe, and only the signed webhook telling the board. */
  async function paidByWebhook(title: string): Promise<string> {
    const draft = jobDraft({ title });
    const started = await call("/api/create-payment-intent", { cookie: employerCookie, body: { planType: draft.planType, job: draft } });
    expect(started.status, started.text).toBe(200);
    expect(started.body.provider).toBe("stripe");
    const intentId = started.body.paymentIntentId as string;
    standIn.setStatus(intentId, "succeeded");
    const payload = stripeEvent("payment_intent.succeeded", { ...standIn.intents.get(intentId) });
    const delivered = await call("/api/webhooks/stripe", {
      raw: payload,
      headers: { "stripe-signature": stripeSignature(payload, WEBHOOK_SECRET) },
    });
    expect(delivered.status, delivered.text).toBe(200);
    expect(delivered.body).toMatchObject({ outcome: "job-created" });
    const mine = (await call("/api/user/jobs", { cookie: employerCookie })).body as unknown as { id: string; title: string }[];
    return mine.find((j) => j.title === title)!.id;
  }

  it("emails one matching job paid at Stripe, then a second, and never one that does not match", async () => {
    expect((await call("/api/saved-searches", { body: { email, filters: { search: text }, frequency: "instant" } })).status).toBe(200);
    const confirmation = await latestMailTo(email, "Confirm your Outpost saved search", site.dataDir);
    expect((await call("/api/subscriptions/confirm", { body: { token: tokenIn(confirmation, "/subscriptions/confirm") } })).status).toBe(
      200,
    );
    const titles = [`Arctic ${text} driller`, `Desert survey medic ${run}`, `Polar ${text} driller`];
    await expectPaidJobsEmailed(paidByWebhook, email, titles, site.dataDir);
  }, 180_000);
});
