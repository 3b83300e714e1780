// The job alerts the old app made still send after the upgrade to saved searches, over real HTTP against
// the production build on Postgres (PGlite's upgrade is the integration test's; vitest.http.config.ts runs
// this folder only where TEST_DATABASE_URL names a server). A fresh database gets the
// migrations up to the last one the old app had, then alerts as the old app stored them: a confirmed weekly
// alert, an unsubscribed one and an unconfirmed one. The server applies the saved-search migrations itself at
// start. A matching job imported by the admin reaches the confirmed alert's address in the next alerts run,
// and nobody else; the unsubscribe link in the old emails still removes that search.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { currentPeriod } from "@/server/schedules/periods";
import { SCHEDULES } from "@/server/schedules/schedules";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { ADMIN, CRON_SECRET } from "../support/accounts";
import { JOB_CSV_HEADER } from "../support/job-import";
import { mailTo } from "../support/mail";
import { callThroughProxy, cookiesOf } from "../support/proxied-client";
import { serverFaults, startServer, type RunningServer } from "../support/server";

const AUTH_SECRET = "old-alerts-secret-long-enough-for-hmac";
/** The last migration the app had before saved searches: 0019 adds them, 0020 carries alerts over, 0021 drops alerts. */
const LAST_OLD_MIGRATION = "0018_work-arrangement-index";
const run = Date.now().toString(36);
const ALERT_SETTINGS = { salary: 120_000, location: "uk", categories: ["oil-gas"] };
const DAY = 86_400_000;

const sha256Hex = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
/** The link every alert email carried: `a.<id>.<keyed hash>`, as server/alerts/tokens.ts derives it. */
const oldUnsubscribeToken = (id: string) =>
  `a.${id}.${crypto.createHmac("sha256", `unsubscribe:${AUTH_SECRET}`).update(`alert:${id}`).digest("base64url")}`;

type SendSummary = { due: number; sent: number; nothingNew: number; alreadyDone: number; failed: number };
type ByHand = { state: string; error: unknown; result: { savedSearches: SendSummary } | null };

const alerts = {
  confirmed: { id: crypto.randomUUID(), email: `old-confirmed-${run}@alerts.example` },
  unsubscribed: { id: crypto.randomUUID(), email: `old-unsubscribed-${run}@alerts.example` },
  unconfirmed: { id: crypto.randomUUID(), email: `old-unconfirmed-${run}@alerts.example` },
};

/** The migrations folder as the old app shipped it: the journal ends at LAST_OLD_MIGRATION. */
function oldMigrations(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "outpost-old-migrations-"));
  fs.cpSync("drizzle", folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === LAST_OLD_MIGRATION);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** The alerts schedule's period at a moment, keyed as the server claims it in schedule_runs. */
const alertsPeriod = (at: number) =>
  currentPeriod(
    SCHEDULES.find((s) => s.name === "alerts")!,
    new Date(at),
  ).key;

async function oldAppData(client: pg.Client) {
  const insert = (id: string, email: string, extra: Record<string, unknown>) => {
    const row: Record<string, unknown> = {
      id,
      email,
      settings: JSON.stringify(ALERT_SETTINGS),
      unsubscribe_token_hash: sha256Hex(oldUnsubscribeToken(id)),
      created_at: new Date(Date.now() - 60 * DAY),
      ...extra,
    };
    const columns = Object.keys(row);
    return client.query(
      `insert into job_alerts (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
      Object.values(row),
    );
  };
  const monthAgo = new Date(Date.now() - 30 * DAY);
  await insert(alerts.confirmed.id, alerts.confirmed.email, { confirmed_at: monthAgo });
  await insert(alerts.unsubscribed.id, alerts.unsubscribed.email, {
    confirmed_at: monthAgo,
    unsubscribed_at: new Date(Date.now() - 3 * DAY),
  });
  await insert(alerts.unconfirmed.id, alerts.unconfirmed.email, {
    confirmation_token_hash: sha256Hex(crypto.randomBytes(32).toString("base64url")),
    confirmation_sent_at: new Date(Date.now() - DAY),
  });
  // The old weekly digest last reached the confirmed address over a week ago: the migrated search's watermark.
  await client.query(`insert into digest_sends (email, iso_week, status, claimed_at, sent_at) values ($1, 'old-week', 'sent', $2, $2)`, [
    alerts.confirmed.email,
    new Date(Date.now() - 8 * DAY),
  ]);
  // The old app has already run today's alerts, so the upgraded server's first tick does not run them again
  // (that run would find nothing new, since no job is on the board yet, and move the watermark past the
  // job this file imports). The run by hand below is the next one.
  for (const at of [Date.now(), Date.now() + 15 * 60_000]) {
    await client.query(`insert into schedule_runs (schedule, period) values ('alerts', $1) on conflict do nothing`, [alertsPeriod(at)]);
  }
}

describe("job alerts from before saved searches, on Postgres", () => {
  let database: PostgresDatabase;
  let client: pg.Client;
  let site: RunningServer;
  let adminCookie = "";

  beforeAll(async () => {
    database = await createPostgresDatabase(inject("postgresAdminUrl"), "outpost_http_old_alerts");
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const migrations = oldMigrations();
    await migrate(drizzle(client), { migrationsFolder: migrations });
    fs.rmSync(migrations, { recursive: true, force: true });
    await oldAppData(client);
    // The upgrade: the new build, started on the old database, applies the saved-search migrations.
    site = await startServer("npm-start", { databaseUrl: database.url, extraEnv: { AUTH_SECRET, SEED_DEMO: "false" } });
    const signedIn = await callThroughProxy(site.baseUrl, "/api/login", { body: { username: ADMIN.username, password: ADMIN.password } });
    expect(signedIn.status).toBe(200);
    adminCookie = cookiesOf(signedIn);
  }, 300_000);

  afterAll(async () => {
    await site?.stop();
    await client?.end();
    if (site) expect(serverFaults(site.logFile), "the upgraded server logged failures").toEqual([]);
    await database?.drop();
  }, 60_000);

  async function importJobs(rows: string[]) {
    const form = new FormData();
    form.set("csvFile", new File([`${JOB_CSV_HEADER}\n${rows.join("\n")}`], "jobs.csv", { type: "text/csv" }));
    form.set("skipWarnings", "true");
    const answer = await fetch(`${site.baseUrl}/api/admin/jobs/bulk-upload`, {
      method: "POST",
      body: form,
      headers: { cookie: adminCookie },
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  }

  async function alertsRun(): Promise<SendSummary> {
    const answer = await callThroughProxy(site.baseUrl, "/api/cron/background-work/runs", {
      body: { task: "alerts.send", wait: true },
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(answer.status, answer.text).toBe(200);
    const ran = answer.body as unknown as ByHand;
    expect(ran).toMatchObject({ state: "completed", error: null });
    return ran.result!.savedSearches;
  }

  const mailFor = (email: string) => mailTo(email, site.dataDir);

  it("sends the confirmed alert's address the matching job, and the unsubscribed and unconfirmed nothing", async () => {
    const matching = `Subsea ${run} saturation diver`;
    const underpaid = `Deck ${run} hand`;
    const elsewhere = `Pit ${run} blaster`;
    await importJobs([
      `${matching},Old Alerts Subsea,"Aberdeen, United Kingdom",£150000,oil-gas,Saturation campaign,OK,https://careers.example/old-alerts/${run}/diver`,
      `${underpaid},Old Alerts Subsea,"Aberdeen, United Kingdom",£40000,oil-gas,Deck crew,OK,https://careers.example/old-alerts/${run}/deck`,
      `${elsewhere},Old Alerts Mining,"Pilbara, Australia",£150000,mining,Blasting,OK,https://careers.example/old-alerts/${run}/pit`,
    ]);

    // Only the confirmed alert was carried over as a confirmed search, and it was due.
    expect(await alertsRun()).toEqual({ due: 1, sent: 1, nothingNew: 0, alreadyDone: 0, failed: 0 });
    await expect.poll(async () => (await mailFor(alerts.confirmed.email)).length, { timeout: 30_000, interval: 200 }).toBe(1);
    const [mail] = await mailFor(alerts.confirmed.email);
    expect(mail.subject).toBe(`New job for your saved search: ${matching}`);
    expect(mail.text).toContain(matching);
    expect(mail.text).not.toContain(underpaid);
    expect(mail.text).not.toContain(elsewhere);
    // New emails carry the same unsubscribe link as the old ones did.
    expect(mail.headers["list-unsubscribe"]).toContain(`token=${encodeURIComponent(oldUnsubscribeToken(alerts.confirmed.id))}`);
    expect(await mailFor(alerts.unsubscribed.email)).toEqual([]);
    expect(await mailFor(alerts.unconfirmed.email)).toEqual([]);
  });

  it("removes the search by the old emails' unsubscribe link: the page, then the one-click POST; no mail after", async () => {
    const token = oldUnsubscribeToken(alerts.confirmed.id);
    const mailBefore = (await mailFor(alerts.confirmed.email)).length;
    // A week later the search would be due again, with the job above still new to it.
    const rewound = await client.query(`update saved_searches set last_sent_at = now() - interval '8 days' where id = $1`, [
      alerts.confirmed.id,
    ]);
    expect(rewound.rowCount).toBe(1);

    const tampered = await callThroughProxy(site.baseUrl, "/api/unsubscribe", { body: { token: `${token.slice(0, -2)}xx` } });
    expect(tampered.status).toBe(400);
    const page = await callThroughProxy(site.baseUrl, `/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Unsubscribing");
    // What the page's script sends as it loads, then what a mail client's one-click sends: both answer the same.
    const fromPage = await callThroughProxy(site.baseUrl, "/api/unsubscribe", { body: { token } });
    expect(fromPage.status, fromPage.text).toBe(200);
    expect(fromPage.body).toMatchObject({ kind: "alert", message: "You've been unsubscribed." });
    const oneClick = await fetch(`${site.baseUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await client.query(`select id from saved_searches where id = $1`, [alerts.confirmed.id])).rowCount).toBe(0);

    expect(await alertsRun()).toMatchObject({ due: 0, sent: 0 });
    expect(await mailFor(alerts.confirmed.email)).toHaveLength(mailBefore);
  });
});
