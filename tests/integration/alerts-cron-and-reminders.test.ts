// The weekly cron run: who may start it, and the expiry reminders it sends to employers of paid jobs.
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as cronGet, POST as cronPost } from "@/app/api/cron/job-alerts/route";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { jobs, pageViews, users, type NewJob } from "@/server/db/schema";
import { isCronAuthorized } from "@/server/http/cron-auth";
import { sendExpiryReminders } from "@/server/alerts/expiry-reminders";
import { readConfig } from "@/server/config";
import { resultRows } from "@/server/db/result-rows";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { daysFromNow, insertJob } from "../support/factories";
import { confirmedSubscriber, mailsTo, tokenIn, uniqueEmail } from "../support/alerts";

// Read lazily by config(), which nothing has called yet when this file's body runs.
process.env.CRON_SECRET = "cron-secret-for-tests";
const t = withTestDatabase();
const bearer = { authorization: "Bearer cron-secret-for-tests" };
let n = 0;
type CronAnswer = {
  queued: { schedule: string }[];
  schedules: { schedule: string; state: string; currentQueued: boolean; result: unknown }[];
};

async function employer(firstName = "Hannah") {
  n++;
  const [user] = await t.db
    .insert(users)
    .values({ username: `hirer${n}`, email: uniqueEmail(`hirer${n}`), name: `${firstName} Reid`, firstName, role: "employer" })
    .returning();
  return user;
}

const paidJob = (employerId: string, overrides: Partial<NewJob> = {}) =>
  insertJob(t.db, {
    employerId,
    paymentIntentId: `pi_${Math.random().toString(36).slice(2)}`,
    planType: "professional",
    expiresAt: daysFromNow(6),
    ...overrides,
  });

describe("cron auth", () => {
  it("refuses calls without the right bearer token with 401", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong" },
      { authorization: "cron-secret-for-tests" },
      { authorization: "Basic cron-secret-for-tests" },
    ];
    for (const headers of attempts) {
      expect((await call(cronPost, "/api/cron/job-alerts", { method: "POST", headers })).status).toBe(401);
      expect((await call(cronGet, "/api/cron/job-alerts", { headers })).status).toBe(401);
    }
  });

  it("refuses everything when CRON_SECRET is unset", () => {
    expect(readConfig({ ...process.env, CRON_SECRET: "" }).cronSecret).toBeUndefined();
    expect(isCronAuthorized("Bearer ", undefined)).toBe(false);
    expect(isCronAuthorized("Bearer undefined", undefined)).toBe(false);
    expect(isCronAuthorized(null, "s3cret")).toBe(false);
    expect(isCronAuthorized("Bearer s3cret", "s3cret")).toBe(true);
  });

  it("queues and runs the day's digest and reminders once for the right token, by POST or by Vercel Cron's GET", async () => {
    const seeker = uniqueEmail();
    await confirmedSubscriber(seeker);
    await insertJob(t.db, { title: "Cron-run rigger" });
    const res = await call(cronPost, "/api/cron/job-alerts", { method: "POST", headers: bearer });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CronAnswer;
    expect(body.queued.map((run) => run.schedule)).toContain("alerts");
    expect(body.schedules.find((s) => s.schedule === "alerts")).toMatchObject({
      state: "completed",
      currentQueued: true,
      result: { digest: { sent: 1 }, reminders: { failed: 0 } },
    });
    expect((await mailsTo(seeker)).filter((m) => m.subject.startsWith("This week's top"))).toHaveLength(1);
    // The same period: nothing is queued again, whichever route or method calls.
    const again = await call(cronGet, "/api/cron/job-alerts", { headers: bearer });
    expect(again.status).toBe(200);
    expect(((await again.json()) as CronAnswer).queued).toEqual([]);
    expect((await mailsTo(seeker)).filter((m) => m.subject.startsWith("This week's top"))).toHaveLength(1);
  });
});

describe("expiry reminders", () => {
  it("emails the employer of a paid job expiring within seven days its views, apply clicks and a renew link, once", async () => {
    const boss = await employer("Hannah");
    const job = await paidJob(boss.id, {
      title: "Subsea welder",
      planType: "premium",
      applyClicks: 12,
      expiresAt: new Date("2099-01-20T12:00:00Z"),
    });
    await t.db
      .insert(pageViews)
      .values([...Array.from({ length: 5 }, () => ({ path: `/job/${job.id}` })), { path: `/job/${job.id}x` }, { path: "/" }]);
    const now = new Date("2099-01-14T07:00:00Z");
    const first = await sendExpiryReminders(t.db, now);
    expect(first.sent).toBe(1);
    const [mail] = await mailsTo(boss.email);
    expect(mail.subject).toBe('Your job "Subsea welder" expires on 20 January 2099');
    expect(mail.text).toContain("Hi Hannah,");
    expect(mail.text).toContain("Views: 5");
    expect(mail.text).toContain("Apply clicks: 12");
    expect(mail.text).toContain(`http://localhost:3000/checkout?extend=${job.id}`);
    expect(mail.text).toContain("Premium plan — £299 for 180 days");
    expect(mail.html).toContain(`href="http://localhost:3000/checkout?extend=${job.id}"`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    await sendExpiryReminders(t.db, new Date(now.getTime() + 86_400_000));
    expect(await mailsTo(boss.email)).toHaveLength(1);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.expiryReminderSentAt).not.toBeNull();
  });

  it("leaves unpaid, ownerless, inactive, far-off and already-expired jobs alone", async () => {
    const boss = await employer();
    const now = new Date("2098-06-01T07:00:00Z");
    const soon = new Date("2098-06-05T07:00:00Z");
    await insertJob(t.db, { employerId: boss.id, expiresAt: soon }); // seeded or imported: not paid
    await insertJob(t.db, { paymentIntentId: "pi_orphan_1", expiresAt: soon }); // nobody to tell
    await paidJob(boss.id, { isActive: false, expiresAt: soon });
    await paidJob(boss.id, { expiresAt: new Date("2098-06-09T08:00:00Z") }); // 8 days away
    await paidJob(boss.id, { expiresAt: new Date("2098-05-31T07:00:00Z") }); // already over
    expect(await sendExpiryReminders(t.db, now)).toMatchObject({ due: 0, sent: 0 });
    expect(await mailsTo(boss.email)).toHaveLength(0);
  });

  it("stops for an employer who follows the reminder's unsubscribe link, without signing in", async () => {
    const boss = await employer();
    await paidJob(boss.id, { expiresAt: new Date("2097-03-05T00:00:00Z") });
    await sendExpiryReminders(t.db, new Date("2097-03-01T00:00:00Z"));
    const [mail] = await mailsTo(boss.email);
    const res = await call(unsubscribeRoute, "/x", { body: { token: tokenIn(mail, "/unsubscribe") } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: "reminders" });
    await paidJob(boss.id, { expiresAt: new Date("2097-03-06T00:00:00Z") });
    expect((await sendExpiryReminders(t.db, new Date("2097-03-01T00:00:00Z"))).due).toBe(0);
    expect(await mailsTo(boss.email)).toHaveLength(1);
  });

  it("marks the job reminded in the transaction that queues its mail: a rolled-back run leaves neither", async () => {
    const boss = await employer();
    const job = await paidJob(boss.id, { expiresAt: new Date("2096-03-05T00:00:00Z") });
    const now = new Date("2096-03-01T00:00:00Z");
    const reminded = async () => (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0].expiryReminderSentAt;
    const queued = async () =>
      resultRows<{ state: string }>(
        await t.db.execute(
          sql`select state::text as state from pgboss.job where name = 'mail.send' and data->>'idempotencyKey' = ${`expiry-reminder/${job.id}`}`,
        ),
      ).map((row) => row.state);

    await expect(
      t.db.transaction(async (tx) => {
        expect((await sendExpiryReminders(tx, now)).sent).toBe(1);
        throw new Error("the run died before it committed");
      }),
    ).rejects.toThrow("the run died");
    expect(await reminded()).toBeNull();
    expect(await queued()).toEqual([]);

    expect(await sendExpiryReminders(t.db, now)).toMatchObject({ due: 1, sent: 1, failed: 0 });
    expect(await reminded()).not.toBeNull();
    expect(await queued()).toEqual(["created"]);
    // Overlapping or later runs find it reminded: one mail, delivered once the queue has run.
    expect(await sendExpiryReminders(t.db, now)).toMatchObject({ due: 0, sent: 0 });
    expect(await mailsTo(boss.email)).toHaveLength(1);
    expect(await queued()).toEqual(["completed"]);
  });
});
