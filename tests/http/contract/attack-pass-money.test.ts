// The attack pass's money and queue findings on the production build, on a server of this file's own with Stripe
// (tests/support/stripe-stand-in.ts) and Google's Indexing API (tests/support/search-engine-stand-ins.ts) at
// local stand-ins and a small daily Google allowance: one employer's edits cannot spend the allowance another's
// new job needs (item 11), an extension's payment cannot post a new job (item 12), and a reset link does not
// sit in clear in the job queue's tables (item 9). The last test stops the server to read its PGlite database,
// which only one process may open; on Postgres it reads the database beside the running server.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it as test } from "vitest";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { startSearchEngineStandIns, testServiceAccount, type StandIns } from "../../support/search-engine-stand-ins";
import { startStripeStandIn } from "../../support/stripe-stand-in";
import { jobDraft } from "../../support/job-drafts";
import { uniqueName } from "../support/client";
import { mailTo, tokenIn } from "../support/mail";
import { callThroughProxy, cookiesOf, type ProxiedOptions } from "../support/proxied-client";
import { startServer, type RunningServer } from "../support/server";
import { verificationToken } from "../support/verification-link";

const it = (name: string, fn: () => Promise<void>) => test(name, fn, 120_000);
const BASE_URL = "https://jobs.outpost.test";
const DELIVERY_MS = 15_000;
const DAY = 86_400_000;
const day = (from: Date | string, offset: number) => new Date(new Date(from).getTime() + offset * DAY).toISOString().slice(0, 10);
const account = testServiceAccount();

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let google: StandIns;
let site: RunningServer;
let database: PostgresDatabase | undefined;
let lastAddress = 0;

/** Behind a trusted proxy: each call from an address of its own, clear of every per-client limit. */
const call = (path: string, options: ProxiedOptions = {}) =>
  callThroughProxy(site.baseUrl, path, { from: `198.19.${Math.floor(++lastAddress / 250) % 250}.${lastAddress % 250}`, ...options });

beforeAll(async () => {
  stripe = await startStripeStandIn();
  google = await startSearchEngineStandIns(account.publicKey);
  const adminUrl = inject("postgresAdminUrl");
  database = adminUrl ? await createPostgresDatabase(adminUrl, "outpost_http_attack_money") : undefined;
  site = await startServer("npm-start", {
    databaseUrl: database?.url,
    extraEnv: {
      BASE_URL,
      TRUST_PROXY: "true",
      AUTH_SECRET: "http-suite-secret-long-enough-for-hmac",
      // No demo board: every Google notice this server sends is one of this file's jobs.
      SEED_DEMO: "false",
      STRIPE_SECRET_KEY: "sk_test_outpost",
      STRIPE_PUBLISHABLE_KEY: "pk_test_outpost",
      STRIPE_WEBHOOK_SECRET: "whsec_test_outpost",
      STRIPE_API_URL: stripe.url,
      GOOGLE_INDEXING_CREDENTIALS: JSON.stringify(account.credentials),
      GOOGLE_TOKEN_ENDPOINT: `${google.url}/token`,
      GOOGLE_INDEXING_ENDPOINT: `${google.url}/batch`,
      GOOGLE_INDEXING_DAILY_QUOTA: "5",
    },
  });
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await stripe?.close();
  await google?.close();
  await database?.drop();
}, 60_000);

async function registerEmployer() {
  const name = uniqueName("attack_money");
  const person = { username: name, email: `${name}@example.com`, password: "long-enough-pass-7" };
  expect((await call("/api/register", { body: { ...person, role: "employer" } })).status).toBe(201);
  // An employer pays only once the address is verified: by the emailed link, as a person does.
  const verified = await call("/api/verify-email", { body: { token: await verificationToken(site.dataDir, person.email) } });
  expect(verified.status).toBe(200);
  const signedIn = await call("/api/login", { body: { username: person.username, password: person.password } });
  expect(signedIn.status).toBe(200);
  return { ...person, cookie: cookiesOf(signedIn) };
}

/** A starter job paid at Stripe and posted by the browser's POST /api/jobs: its id and its page's address. */
async function paidJob(cookie: string, title: string) {
  const draft = jobDraft({ planType: "starter", title, applicationClosingDate: day(new Date(), 20) });
  const started = await call("/api/create-payment-intent", { cookie, body: { planType: "starter", job: draft } });
  expect(started.status, started.text).toBe(200);
  const intentId = started.body.paymentIntentId as string;
  stripe.setStatus(intentId, "succeeded");
  const posted = await call("/api/jobs", { cookie, body: { ...draft, paymentIntentId: intentId } });
  expect(posted.status, posted.text).toBeLessThan(300);
  const id = posted.body.id as string;
  return { id, page: `${BASE_URL}/job/${id}` };
}

async function myJob(cookie: string, jobId: string) {
  const mine = (await call("/api/user/jobs", { cookie })).body as unknown as Record<string, unknown>[];
  return mine.find((j) => j.id === jobId)!;
}

/** Every notification Google's stand-in read for this page, in the order it read them. */
const googleSaw = (page: string) =>
  google.batches.flatMap((batch) => batch.parts.filter((part) => part.notification.url === page).map((part) => part.notification.type));

describe("Google's daily allowance", () => {
  it("six title edits of one job spend at most one publish, and another employer's new job is announced the same day", async () => {
    const first = await registerEmployer();
    const edited = await paidJob(first.cookie, "Blast Hole Driller");
    await expect.poll(() => googleSaw(edited.page), { timeout: DELIVERY_MS }).toEqual(["URL_UPDATED"]);

    const {
      planType: _plan,
      isFeatured: _featured,
      applicationStartDate: _start,
      applicationClosingDate: _end,
      terms: _terms,
      ...edit
    } = jobDraft({ title: "Blast Hole Driller" });
    for (let i = 1; i <= 6; i++) {
      const answer = await call(`/api/user/jobs/${edited.id}`, {
        method: "PATCH",
        cookie: first.cookie,
        body: { ...edit, title: `Blast Hole Driller ${i}` },
      });
      expect(answer.status, answer.text).toBe(200);
    }

    // The allowance is five a day: six publishes of the edits would leave none for this job.
    const second = await registerEmployer();
    const theirs = await paidJob(second.cookie, "Shot Firer");
    // Polled beside the edited page's count, so a failure shows what the edits spent.
    await expect
      .poll(() => ({ theirs: googleSaw(theirs.page), edited: googleSaw(edited.page).length }), { timeout: DELIVERY_MS })
      .toMatchObject({ theirs: ["URL_UPDATED"] });
    // The new listing's notice, and at most one more for all six edits.
    expect(googleSaw(edited.page).length).toBeLessThanOrEqual(2);
  });
});

describe("an extension's payment", () => {
  it("cannot post a new job: POST /api/jobs answers 409 with why, and the extension it paid for still applies", async () => {
    const employer = await registerEmployer();
    const job = await paidJob(employer.cookie, "Extended, not doubled");
    const before = (await myJob(employer.cookie, job.id)).expiresAt as string;
    const started = await call(`/api/user/jobs/${job.id}/extend`, {
      cookie: employer.cookie,
      body: { planType: "starter", applicationClosingDate: day(before, 2) },
    });
    expect(started.status, started.text).toBe(200);
    const intentId = started.body.paymentIntentId as string;
    stripe.setStatus(intentId, "succeeded");

    const spent = await call("/api/jobs", {
      cookie: employer.cookie,
      body: { ...jobDraft({ planType: "starter", title: "Bought with an extension" }), paymentIntentId: intentId },
    });
    expect({ status: spent.status, body: spent.body }).toEqual({
      status: 409,
      body: { message: "This payment was made to extend a job, not to post a new one", code: expect.any(String) },
    });
    const mine = (await call("/api/user/jobs", { cookie: employer.cookie })).body as unknown as { title: string }[];
    expect(mine.map((j) => j.title)).toEqual(["Extended, not doubled"]);

    const confirmed = await call(`/api/user/jobs/${job.id}/extend/confirm`, {
      cookie: employer.cookie,
      body: { paymentIntentId: intentId },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const after = (await myJob(employer.cookie, job.id)).expiresAt as string;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
  });
});

/** Rows of the job queue's tables (kind, and whether their data holds any of `needles`) made since `since`. */
async function queueRows(since: Date, needles: string[]): Promise<{ name: string; holds: boolean }[]> {
  const likes = needles.map((_, i) => `data::text like $${i + 2}`).join(" or ");
  const query = (table: string) => `select name, (${likes}) as holds from pgboss.${table} where created_on >= $1`;
  const statement = `${query("job")} union all ${query("archive")}`;
  const values = [since.toISOString(), ...needles.map((n) => `%${n}%`)];
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<{ name: string; holds: boolean }>(statement, values)).rows;
    } finally {
      await client.end();
    }
  }
  // PGlite lets one process open its directory: the server lets go of it first.
  await site.stop();
  const db = await PGlite.create({ dataDir: path.join(site.dataDir, "pglite") });
  try {
    return (await db.query<{ name: string; holds: boolean }>(statement, values)).rows;
  } finally {
    await db.close();
  }
}

describe("reset links in the job queue", () => {
  // Last in the file: on PGlite it stops the server to read the database.
  it("a mailed reset link works, and no row of pgboss.job or pgboss.archive holds its token or link", async () => {
    const employer = await registerEmployer();
    const since = new Date(Date.now() - 1_000);
    expect((await call("/api/forgot-password", { body: { email: employer.email } })).status).toBe(200);
    let link = "";
    await expect
      .poll(
        async () =>
          (link =
            /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(
              (await mailTo(employer.email, site.dataDir)).map((m) => m.text).join("\n"),
            )?.[0] ?? ""),
        { timeout: 10_000, interval: 100 },
      )
      .not.toBe("");
    const mail = (await mailTo(employer.email, site.dataDir)).find((m) => m.text.includes(link))!;
    const token = tokenIn(mail, "/reset-password");
    const reset = await call("/api/reset-password", { body: { token, newPassword: "another-long-pass-8" } });
    expect(reset.status, reset.text).toBe(200);
    expect((await call("/api/login", { body: { username: employer.username, password: "another-long-pass-8" } })).status).toBe(200);

    const rows = await queueRows(since, [token, encodeURIComponent(token), link]);
    // The reset's email went through the queue: its row is there to look at.
    expect(rows.map((r) => r.name)).toContain("mail.send");
    expect(rows.filter((r) => r.holds)).toEqual([]);
  });
});
