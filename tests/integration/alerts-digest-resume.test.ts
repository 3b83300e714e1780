// The digest through the mail queue: each address's record for the week and its queued mail commit together,
// so a run rolled back leaves neither and the next run picks up from there, a recipient whose mail cannot be
// queued is left for a later run, and a provider outage loses nobody's digest and sends nobody two.
// Mail goes to a local Resend stand-in, which counts every call by idempotency key.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { digestIdempotencyKey, sendWeeklyDigest } from "@/server/alerts/digest";
import { resultRows } from "@/server/db/result-rows";
import { digestSends, emailSubscribers } from "@/server/db/schema";
import { IDEMPOTENCY_KEY_MAX } from "@/server/mail/mail-schema";
import { confirmedSubscriber, uniqueEmail } from "../support/alerts";
import { insertJob } from "../support/factories";
import { drainQueue } from "../support/queue";
import { startResendStandIn, type ResendStandIn } from "../support/resend-stand-in";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();
const DAY = 86_400_000;
let resend: ResendStandIn;

beforeAll(async () => {
  resend = await startResendStandIn();
});
afterAll(() => resend.close());
// Confirmations go to the outbox; only the digests themselves reach the stand-in.
afterEach(() => {
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_API_URL;
  resend.setMode("up");
});

function mailToStandIn(): void {
  process.env.RESEND_API_KEY = resend.apiKey;
  process.env.RESEND_API_URL = resend.url;
}

type QueuedDigest = { id: string; to: string; key: string; state: string };

/** The week's digest mails in the queue, by recipient. */
async function queuedDigests(week: string): Promise<QueuedDigest[]> {
  return resultRows<QueuedDigest>(
    await t.db.execute(sql`
      select id, data->>'to' as "to", data->>'idempotencyKey' as key, state::text as state from pgboss.job
      where name = 'mail.send' and data->>'idempotencyKey' like ${`digest/%/${week}`}
      order by data->>'to'`),
  );
}

const recordsOf = (week: string) => t.db.select().from(digestSends).where(eq(digestSends.isoWeek, week));

/** Confirmed subscribers and a new job for them, in a far-off week of the test's own. */
async function crew(now: Date, size: number, label: string): Promise<string[]> {
  // Earlier tests' subscribers step aside, so each test's figures are its own crew's.
  await t.db.update(emailSubscribers).set({ unsubscribedAt: new Date() });
  const people = Array.from({ length: size }, () => uniqueEmail(label));
  for (const person of people) await confirmedSubscriber(person);
  await insertJob(t.db, {
    title: `${label} rigger`,
    createdAt: new Date(now.getTime() - DAY),
    expiresAt: new Date(now.getTime() + 30 * DAY),
    applicationClosingDate: new Date(now.getTime() + 20 * DAY),
  });
  return people.sort();
}

const deliveredTo = (person: string) => resend.delivered.filter((m) => m.to.includes(person));

/** The clock moving on: every digest mail of the week waiting for another try is due now. */
async function makeRetriesDue(week: string): Promise<void> {
  await t.db.execute(sql`
    update pgboss.job set start_after = now() - interval '1 second'
    where name = 'mail.send' and state = 'retry' and data->>'idempotencyKey' like ${`digest/%/${week}`}`);
}

describe("the record and the queued mail", () => {
  it("commit together, keyed per address and week; the mails go out once, and a second run queues nothing", async () => {
    const now = new Date("2032-01-14T07:00:00Z");
    const people = await crew(now, 3, "together");

    expect(await sendWeeklyDigest(t.db, now)).toMatchObject({ week: "2032-W03", sent: 3, alreadyDone: 0, failed: 0 });
    const records = await recordsOf("2032-W03");
    expect(records.map((r) => [r.email, r.status]).sort()).toEqual(people.map((p) => [p, "sent"]));
    const queued = await queuedDigests("2032-W03");
    expect(queued.map((job) => [job.to, job.key, job.state])).toEqual(people.map((p) => [p, `digest/${p}/2032-W03`, "created"]));

    expect(await sendWeeklyDigest(t.db, new Date(now.getTime() + DAY))).toMatchObject({ sent: 0, alreadyDone: 3 });
    expect(await queuedDigests("2032-W03")).toHaveLength(3);

    mailToStandIn();
    await drainQueue();
    for (const person of people) expect(deliveredTo(person).map((m) => m.key)).toEqual([`digest/${person}/2032-W03`]);
  });

  it("are both gone when the run's transaction rolls back, and the next run queues them", async () => {
    const now = new Date("2032-02-11T07:00:00Z");
    const people = await crew(now, 2, "rollback");

    await expect(
      t.db.transaction(async (tx) => {
        expect((await sendWeeklyDigest(tx, now)).sent).toBe(2);
        throw new Error("the run died before it committed");
      }),
    ).rejects.toThrow("the run died");
    expect(await recordsOf("2032-W07")).toEqual([]);
    expect(await queuedDigests("2032-W07")).toEqual([]);

    expect((await sendWeeklyDigest(t.db, now)).sent).toBe(2);
    mailToStandIn();
    await drainQueue();
    for (const person of people) expect(deliveredTo(person), person).toHaveLength(1);
  });

  it("are both left out for a recipient whose mail the queue refuses; the others go, and a later run queues it", async () => {
    const now = new Date("2032-03-10T07:00:00Z");
    const [refused, ...others] = await crew(now, 3, "refused");
    // The database itself refuses this one recipient's job, after its record was written in the same transaction.
    await t.db.execute(
      sql.raw(`
        create function refuse_one_digest() returns trigger language plpgsql as $$
        begin
          if new.data->>'to' = '${refused}' then raise exception 'queue refused the job'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(sql`create trigger refuse_one_digest before insert on pgboss.job for each row execute function refuse_one_digest()`);
    try {
      expect(await sendWeeklyDigest(t.db, now)).toMatchObject({ sent: 2, failed: 1 });
    } finally {
      await t.db.execute(sql`drop trigger refuse_one_digest on pgboss.job`);
      await t.db.execute(sql`drop function refuse_one_digest()`);
    }
    expect((await recordsOf("2032-W11")).map((r) => r.email).sort()).toEqual(others);
    expect((await queuedDigests("2032-W11")).map((job) => job.to)).toEqual(others);

    expect(await sendWeeklyDigest(t.db, new Date(now.getTime() + DAY))).toMatchObject({ sent: 1, alreadyDone: 2, failed: 0 });
    mailToStandIn();
    await drainQueue();
    for (const person of [refused, ...others]) expect(deliveredTo(person), person).toHaveLength(1);
  });
});

describe("a mail provider outage", () => {
  it("loses no digest and sends none twice: the queued mails are retried under their own keys once it is back", async () => {
    const now = new Date("2032-04-07T07:00:00Z");
    const people = await crew(now, 3, "outage");
    mailToStandIn();
    resend.setMode("down");

    expect((await sendWeeklyDigest(t.db, now)).sent).toBe(3);
    await drainQueue();
    const waiting = await queuedDigests("2032-W15");
    expect(waiting.map((job) => job.state)).toEqual(["retry", "retry", "retry"]);
    // A later run that week finds every address recorded: nothing is queued again.
    expect(await sendWeeklyDigest(t.db, new Date(now.getTime() + DAY))).toMatchObject({ sent: 0, alreadyDone: 3 });
    expect(await queuedDigests("2032-W15")).toHaveLength(3);

    resend.setMode("up");
    await makeRetriesDue("2032-W15");
    await drainQueue();
    for (const person of people) {
      const key = `digest/${person}/2032-W15`;
      expect(deliveredTo(person).map((m) => m.key)).toEqual([key]);
      expect(resend.calls.get(key), key).toBe(2);
    }
    expect((await queuedDigests("2032-W15")).map((job) => job.state)).toEqual(["completed", "completed", "completed"]);
  });
});

describe("the idempotency key", () => {
  it("stays within the provider's limit for the longest address, by its hash", async () => {
    const now = new Date("2032-05-12T07:00:00Z");
    const local = `longest${Date.now() % 100000}`.padEnd(64, "x");
    const longest = `${local}@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    await crew(now, 0, "longest");
    await confirmedSubscriber(longest);

    expect(await sendWeeklyDigest(t.db, now)).toMatchObject({ sent: 1, failed: 0 });
    const [job] = await queuedDigests("2032-W20");
    expect(job.key).toBe(digestIdempotencyKey(longest, "2032-W20"));
    expect(job.key).toMatch(/^digest\/[0-9a-f]{64}\/2032-W20$/);
    expect(job.key.length).toBeLessThanOrEqual(IDEMPOTENCY_KEY_MAX);
    expect(
      await t.db
        .select()
        .from(digestSends)
        .where(and(eq(digestSends.email, longest), eq(digestSends.isoWeek, "2032-W20"))),
    ).toHaveLength(1);
  });
});
