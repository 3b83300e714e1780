// Saved searches: the fan-out's SQL on every filter kind, its light jobs, instant dedupe on retry, daily batching, weekly
// cadence, the API's owner rules, and job alerts carried over by the migration.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as listRoute, POST as saveRoute } from "@/app/api/saved-searches/route";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/saved-searches/[id]/route";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { jobs, savedSearches, savedSearchSends } from "@/server/db/schema";
import { resultRows } from "@/server/db/result-rows";
import { alertFilters } from "@/lib/saved-search-filters";
import type { AlertSettings } from "@/lib/schemas/alerts";
import { savedSearchFiltersSchema, type SavedSearchFilters } from "@/lib/schemas/saved-searches";
import { searchQueryOf } from "@/server/alerts/signup";
import { fanOutNewJobs } from "@/server/saved-searches/fan-out";
import { sendScheduledSavedSearches } from "@/server/saved-searches/scheduled-sends";
import { unsubscribeToken } from "@/server/alerts/tokens";
import { sha256Hex } from "@/server/secrets";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJob } from "../support/factories";
import { signUp } from "../support/accounts";
import { confirmFromInbox, mailsTo, tokenIn, uniqueEmail } from "../support/alerts";

const t = withTestDatabase();

async function confirmedSearch(filters: Record<string, unknown>, frequency: "instant" | "daily" | "weekly", lastSentAt?: Date) {
  const parsed = savedSearchFiltersSchema.parse(filters);
  const id = crypto.randomUUID();
  const email = uniqueEmail("saved");
  await t.db.insert(savedSearches).values({
    id,
    email,
    filters: parsed,
    searchQuery: searchQueryOf(parsed),
    frequency,
    confirmedAt: new Date(),
    unsubscribeTokenHash: sha256Hex(unsubscribeToken("alert", id)),
    ...(lastSentAt && { lastSentAt }),
  });
  return { id, email };
}

const emailed = async (email: string) => (await mailsTo(email)).filter((m) => /saved search/.test(m.subject));

describe("instant fan-out", () => {
  it("matches one job against every filter kind in one statement", async () => {
    const job = await insertJob(t.db, {
      title: "Rope access technician",
      description: "Offshore rope access work on a platform.",
      location: "Aberdeen, Scotland, UK",
      category: "oil-gas",
      salaryMin: 90_000,
      salaryMax: 130_000,
      dangerLevel: "high",
      rotation: "28-28",
      tickets: ["bosiet-foet"],
      travelPaid: true,
      visaSponsorship: true,
      workArrangement: "offshore",
    });
    const fits: Record<string, unknown>[] = [
      {},
      { search: "rope acc" },
      { location: "aberdeen" },
      { category: "oil-gas" },
      { salaryMin: "120000" },
      { salaryMax: "95000" },
      { riskLevel: "high" },
      { rotation: "28-28" },
      { ticket: "bosiet-foet" },
      { travelPaid: "true" },
      { visaSponsorship: "true" },
      { workArrangement: "offshore" },
      { categories: ["mining", "oil-gas"] },
      { maxRisk: "extreme" },
      { alertLocation: "uk" },
    ];
    const misses: Record<string, unknown>[] = [
      { search: "chef" },
      { location: "perth" },
      { location: "international" },
      { category: "mining" },
      { salaryMin: "140000" },
      { salaryMax: "80000" },
      { riskLevel: "low" },
      { rotation: "2-2" },
      { ticket: "gwo-bst" },
      { travelPaid: "false" },
      { visaSponsorship: "false" },
      { workArrangement: "fully-remote" },
      { categories: ["mining"] },
      { maxRisk: "medium" },
      { alertLocation: "remote" },
    ];
    const hit = await Promise.all(fits.map((f) => confirmedSearch(f, "instant")));
    const miss = await Promise.all(misses.map((f) => confirmedSearch(f, "instant")));
    const daily = await confirmedSearch({}, "daily");

    const summary = await fanOutNewJobs(t.db, [job.id]);
    expect(summary.matched).toBe(hit.length);
    for (const s of hit) expect(await emailed(s.email), JSON.stringify(s)).toHaveLength(1);
    for (const s of [...miss, daily]) expect(await emailed(s.email)).toHaveLength(0);

    const [mail] = await emailed(hit[1].email);
    expect(mail.subject).toBe("New job for your saved search: Rope access technician");
    expect(mail.headers["list-unsubscribe"]).toContain("/api/unsubscribe?token=");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain("/account/saved-searches");
  });

  it("never sends twice when the fan-out runs again", async () => {
    const job = await insertJob(t.db, { title: "Retry welder" });
    const s = await confirmedSearch({ search: "welder" }, "instant");
    await fanOutNewJobs(t.db, [job.id]);
    expect((await fanOutNewJobs(t.db, [job.id])).matched).toBe(0);
    expect(await emailed(s.email)).toHaveLength(1);
    expect(await t.db.select().from(savedSearchSends).where(eq(savedSearchSends.savedSearchId, s.id))).toHaveLength(1);
  });

  it("queues a light job per search and makes each email when it is sent, from the search and job as they are then", async () => {
    const job = await insertJob(t.db, { title: "Light crane operator" });
    const kept = await confirmedSearch({ search: "crane" }, "instant");
    const gone = await confirmedSearch({ search: "crane operator" }, "instant");
    // Searches of earlier tests that take every job are matched too.
    expect((await fanOutNewJobs(t.db, [job.id])).matched).toBeGreaterThanOrEqual(2);
    const queued = resultRows<{ data: unknown }>(
      await t.db.execute(sql`select data from pgboss.job where name = 'saved-searches.mail' and data->'jobIds' ? ${job.id}`),
    );
    expect(queued.map((row) => row.data)).toEqual(
      expect.arrayContaining([
        { searchId: kept.id, jobIds: [job.id] },
        { searchId: gone.id, jobIds: [job.id] },
      ]),
    );
    // Unsubscribed after the fan-out and before its email went: nothing is sent.
    await t.db.delete(savedSearches).where(eq(savedSearches.id, gone.id));
    expect(await emailed(kept.email)).toHaveLength(1);
    expect(await emailed(gone.email)).toHaveLength(0);
  });

  it("emails a search once for jobs published together, listing each, and leaves out one taken down since", async () => {
    const first = await insertJob(t.db, { title: "Batch hyperbaric welder" });
    const second = await insertJob(t.db, { title: "Batch hyperbaric supervisor" });
    const third = await insertJob(t.db, { title: "Batch hyperbaric tender" });
    const s = await confirmedSearch({ search: "hyperbaric" }, "instant");
    const summary = await fanOutNewJobs(t.db, [first.id, second.id, third.id]);
    expect(summary).toMatchObject({ jobs: 3 });
    await t.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, third.id));
    const mails = await emailed(s.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Batch hyperbaric welder");
    expect(mails[0].text).toContain("Batch hyperbaric supervisor");
    expect(mails[0].text).not.toContain("Batch hyperbaric tender");
  });

  it("sends nothing of a job taken off the board before its email went", async () => {
    const job = await insertJob(t.db, { title: "Withdrawn blaster" });
    const s = await confirmedSearch({ search: "blaster" }, "instant");
    await fanOutNewJobs(t.db, [job.id]);
    expect(await t.db.select().from(savedSearchSends).where(eq(savedSearchSends.savedSearchId, s.id))).toHaveLength(1);
    await t.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job.id));
    expect(await emailed(s.email)).toHaveLength(0);
  });

  it("leaves out searches not yet confirmed", async () => {
    const job = await insertJob(t.db, { title: "Unconfirmed medic" });
    const s = await confirmedSearch({ search: "medic" }, "instant");
    await t.db.update(savedSearches).set({ confirmedAt: null }).where(eq(savedSearches.id, s.id));
    await fanOutNewJobs(t.db, [job.id]);
    expect(await emailed(s.email)).toHaveLength(0);
  });
});

describe("daily and weekly", () => {
  it("batches a day's two matching jobs into one email, once", async () => {
    const since = new Date(Date.now() - 26 * 3600_000);
    const s = await confirmedSearch({ search: "driller" }, "daily", since);
    await insertJob(t.db, { title: "Night driller" });
    await insertJob(t.db, { title: "Day driller" });
    await insertJob(t.db, { title: "Cook" });
    const first = await sendScheduledSavedSearches(t.db);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const mails = await emailed(s.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^2 new jobs for your saved search: (Night|Day) driller and more$/);
    expect(mails[0].text).toContain("Night driller");
    expect(mails[0].text).toContain("Day driller");
    expect(mails[0].text).not.toContain("Cook");
    await sendScheduledSavedSearches(t.db);
    expect(await emailed(s.email)).toHaveLength(1);
  });

  it("sends a weekly search only when its week is up", async () => {
    const now = new Date(Date.now() + 60_000);
    const recent = await confirmedSearch({ search: "geologist" }, "weekly", new Date(Date.now() - 2 * 86_400_000));
    const due = await confirmedSearch({ search: "geologist" }, "weekly", new Date(Date.now() - 7 * 86_400_000));
    await insertJob(t.db, { title: "Field geologist" });
    await sendScheduledSavedSearches(t.db, now);
    expect(await emailed(recent.email)).toHaveLength(0);
    expect(await emailed(due.email)).toHaveLength(1);
  });
});

describe("API", () => {
  it("saves, lists, changes and deletes a signed-in user's searches; others get 404", async () => {
    const owner = await signUp("user");
    const other = await signUp("user");
    const res = await call(saveRoute, "/api/saved-searches", {
      cookie: owner.cookie,
      body: { filters: { search: "rope access", location: "mining", salaryMin: "80000" }, frequency: "instant" },
    });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as { id: string; confirmed: boolean; filters: SavedSearchFilters };
    expect(saved.confirmed).toBe(true);
    expect(saved.filters).toEqual({ search: "rope access", location: "mining", salaryMin: 80_000 });
    const list = (await (await call(listRoute, "/api/saved-searches", { cookie: owner.cookie })).json()) as { savedSearches: unknown[] };
    expect(list.savedSearches).toHaveLength(1);
    const path = `/api/saved-searches/${saved.id}`;
    const params = { id: saved.id };
    expect((await call(patchRoute, path, { method: "PATCH", params, cookie: other.cookie, body: { frequency: "daily" } })).status).toBe(
      404,
    );
    const patched = await call(patchRoute, path, { method: "PATCH", params, cookie: owner.cookie, body: { frequency: "daily" } });
    expect(((await patched.json()) as { frequency: string }).frequency).toBe("daily");
    expect((await call(patchRoute, path, { method: "PATCH", params, cookie: owner.cookie, body: { frequency: "hourly" } })).status).toBe(
      400,
    );
    expect((await call(deleteRoute, path, { method: "DELETE", params, cookie: other.cookie })).status).toBe(404);
    expect((await call(deleteRoute, path, { method: "DELETE", params, cookie: owner.cookie })).status).toBe(204);
    expect((await call(listRoute, "/api/saved-searches")).status).toBe(401);
  });

  it("refuses an unverified account with 403 email_unverified", async () => {
    const user = await signUp("user", { verified: false });
    const res = await call(saveRoute, "/api/saved-searches", { cookie: user.cookie, body: { filters: {}, frequency: "daily" } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("email_unverified");
  });

  it("signed out: double opt-in by email, and the unsubscribe link removes the search", async () => {
    const email = uniqueEmail();
    const res = await call(saveRoute, "/api/saved-searches", { body: { email, filters: { search: "medic" }, frequency: "instant" } });
    expect(res.status).toBe(200);
    expect((await call(saveRoute, "/api/saved-searches", { body: { filters: {}, frequency: "daily" } })).status).toBe(400);
    const [pending] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(pending.confirmedAt).toBeNull();
    await confirmFromInbox(email);
    const job = await insertJob(t.db, { title: "Offshore medic" });
    await fanOutNewJobs(t.db, [job.id]);
    const [mail] = await emailed(email);
    const token = tokenIn(mail, "/api/unsubscribe");
    expect((await call(unsubscribeRoute, `/api/unsubscribe?token=${encodeURIComponent(token)}`, { body: {} })).status).toBe(200);
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, email))).toHaveLength(0);
  });
});

describe("job alerts carried over", () => {
  it("maps an alert's settings like the migration does, pending settings and tokens included", async () => {
    await t.db.execute(sql`create table job_alerts (
      id uuid primary key, email text not null unique, settings jsonb not null, confirmation_token_hash text unique,
      confirmation_sent_at timestamptz, confirmed_at timestamptz, pending_settings jsonb,
      unsubscribe_token_hash text not null unique, unsubscribed_at timestamptz,
      created_at timestamptz not null default now(), updated_at timestamptz not null default now())`);
    const settings: AlertSettings = {
      salary: 120_000,
      location: "europe",
      categories: ["mining", "oil-gas"],
      maxRisk: "high",
      travelPaid: true,
    };
    const pendingSettings: AlertSettings = { salary: 80_000, location: "global", categories: [] };
    const id = crypto.randomUUID();
    const gone = crypto.randomUUID();
    await t.db
      .execute(sql`insert into job_alerts (id, email, settings, pending_settings, confirmation_token_hash, confirmed_at, unsubscribe_token_hash)
      values (${id}, 'old-alert@example.com', ${JSON.stringify(settings)}::jsonb, ${JSON.stringify(pendingSettings)}::jsonb, 'confirm-hash', now(), 'unsub-hash'),
             (${gone}, 'gone@example.com', ${JSON.stringify(settings)}::jsonb, null, null, now(), 'unsub-hash-2')`);
    await t.db.execute(sql`update job_alerts set unsubscribed_at = now() where id = ${gone}`);
    const migration = readFileSync("drizzle/0020_job-alerts-to-saved-searches.sql", "utf8");
    await t.db.execute(sql.raw(migration));
    await t.db.execute(sql`drop table job_alerts`);

    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row.filters).toEqual(alertFilters(settings));
    expect(row.filters).toEqual({
      salaryMin: 120_000,
      alertLocation: "europe",
      categories: ["mining", "oil-gas"],
      maxRisk: "high",
      travelPaid: true,
    });
    expect(row.pendingFilters).toEqual(alertFilters(pendingSettings));
    expect(row).toMatchObject({
      frequency: "weekly",
      email: "old-alert@example.com",
      confirmationTokenHash: "confirm-hash",
      unsubscribeTokenHash: "unsub-hash",
    });
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.id, gone))).toHaveLength(0);
  });
});
