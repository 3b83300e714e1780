// Deleting an account erases every row that names its user, in every table that can name one: the test reads
// the tables from the database itself, so a table added later that holds a user's id fails here until its
// rows are erased with the account or kept with a reason below. The account's own saved searches go too
// (they are held by the account's id, not an address), so none of them keeps running for the deleted person.
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DELETE as deleteUser } from "@/app/api/user/route";
import { POST as saveSearch } from "@/app/api/saved-searches/route";
import { POST as forgot } from "@/app/api/forgot-password/route";
import { POST as changeEmail } from "@/app/api/user/email/route";
import { PUT as saveProfile } from "@/app/api/user/profile/route";
import { POST as addToShortlist } from "@/app/api/user/shortlist/route";
import { resultRows } from "@/server/db/result-rows";
import {
  applications,
  jobSources,
  pushSubscriptions,
  reminderOptOuts,
  ticketReminderOptOuts,
  ticketReminderSends,
} from "@/server/db/schema";
import { fanOutNewJobs } from "@/server/saved-searches/fan-out";
import { signUp } from "../support/accounts";
import { insertJob } from "../support/factories";
import { call } from "../support/http";
import { sentMail } from "../support/queue";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();

/** Columns whose rows belong to the person: each must hold none of the deleted account's. */
const ERASED = [
  "accounts.user_id",
  "applications.seeker_id",
  "job_sources.user_id",
  "password_reset_tokens.user_id",
  "pending_email_changes.user_id",
  "push_subscriptions.user_id",
  "reminder_opt_outs.user_id",
  "saved_searches.user_id",
  "sessions.user_id",
  "shortlists.user_id",
  "ticket_reminder_opt_outs.user_id",
  "ticket_reminder_sends.user_id",
  "user_profiles.user_id",
];

/** Columns that keep pointing at the anonymised user row (decision 045), and why. */
const KEPT: Record<string, string> = {
  "jobs.employer_id": "the jobs are archived, not deleted: a paid listing stays on the record",
  "jobs.taken_down_by": "a moderator's act on a job, part of its history",
  "payments.user_id": "payments are kept for the accounts",
  "broken_link_reports.resolved_by": "a moderator's act on a report",
  "bespoke_offers.created_by": "the staff member who made a sales offer",
  "audit_log.actor_id": "the audit trail of administrators' acts",
  "audit_log.target_id": "the audit trail of administrators' acts",
  "job_refusals.user_id": "what the compliance gate refused and why (likely scams among it), for the admins",
};

/** Every column that can hold a user's id: a foreign key to users, or one named for a user. */
async function userColumns(): Promise<string[]> {
  const rows = resultRows<{ name: string }>(
    await t.db.execute(sql`
      select cl.relname || '.' || a.attname as name
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'public.users'::regclass
      union
      select table_name || '.' || column_name
      from information_schema.columns
      where table_schema = 'public' and column_name like '%user_id'`),
  );
  return rows.map((r) => r.name).sort();
}

describe("deleting an account", () => {
  it("knows every table that holds a user's id: each is erased or kept for a stated reason", async () => {
    expect(await userColumns()).toEqual([...ERASED, ...Object.keys(KEPT)].sort());
  });

  it("leaves no row of the person in any erased table, and their saved searches stop", async () => {
    const seeker = await signUp("user");
    const job = await insertJob(t.db, { title: "Shortlisted rigger" });
    const cookie = seeker.cookie;
    const saved = await call(saveSearch, "/x", { cookie, body: { frequency: "instant", filters: { search: "zqxwelder" } } });
    expect(saved.status).toBe(201);
    const searchId = ((await saved.json()) as { id: string }).id;
    expect((await call(addToShortlist, "/x", { cookie, body: { ids: [job.id] } })).status).toBe(200);
    expect((await call(saveProfile, "/x", { method: "PUT", cookie, body: { roles: ["Rigger"] } })).status).toBe(200);
    expect((await call(forgot, "/x", { body: { email: seeker.email } })).status).toBe(200);
    const moved = { newEmail: `moved-${seeker.username}@example.com`, currentPassword: "s3cret-pass" };
    expect((await call(changeEmail, "/x", { cookie, body: moved })).status).toBe(200);
    const keys = {
      p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      auth: "tBHItJI5svbpez7KI4CCXg",
    };
    await t.db.insert(pushSubscriptions).values([
      { userId: seeker.id, endpoint: "https://push.example/erasure", ...keys },
      { userId: seeker.id, savedSearchId: searchId, endpoint: "https://push.example/erasure", ...keys },
    ]);
    await t.db
      .insert(ticketReminderSends)
      .values({ userId: seeker.id, itemKind: "ticket", itemName: "bosiet", expiresOn: "2027-01-01", thresholdDays: 30 });
    await t.db.insert(ticketReminderOptOuts).values({ userId: seeker.id });
    await t.db.insert(reminderOptOuts).values({ userId: seeker.id });
    await t.db.insert(jobSources).values({ kind: "greenhouse", name: "Erased board", userId: seeker.id, token: "erasedboard" });
    await t.db.insert(applications).values({ jobId: job.id, seekerId: seeker.id, name: "Erased seeker", email: seeker.email });
    const held = async (column: string) => {
      const [table, name] = column.split(".");
      const [{ n }] = resultRows<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(name)} = ${seeker.id}`),
      );
      return n;
    };
    for (const column of ERASED) expect(await held(column), `${column} before`).toBeGreaterThan(0);

    const deleted = await call(deleteUser, "/x", { method: "DELETE", cookie, body: { currentPassword: "s3cret-pass" } });
    expect(deleted.status).toBe(200);
    for (const column of ERASED) expect(await held(column), column).toBe(0);

    // A new job its search would have matched mails nobody.
    const match = await insertJob(t.db, { title: "Welder zqxwelder night shift" });
    await fanOutNewJobs(t.db, [match.id]);
    expect((await sentMail(1000)).filter((m) => m.to.includes("deleted.invalid") || m.subject.includes("zqxwelder"))).toEqual([]);
  });
});
