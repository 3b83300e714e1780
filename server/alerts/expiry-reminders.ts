// A week before a paid job expires, its employer hears how it did and how to renew it, once per job.
import "server-only";
import { and, eq, gt, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs, reminderOptOuts, users } from "../db/schema";
import { jobViewCounts } from "../analytics/job-views";
import { config } from "../config";
import { queueMail } from "../mail/queued-mail";
import { expiryReminderEmail } from "../mail/templates/expiry-reminder-email";
import { listUnsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from "./tokens";
import { safeErrorText } from "../db/safe-error";

const REMINDER_DAYS = 7;
const DAY_MS = 86_400_000;

/** `sent`: the job marked reminded and its mail queued in one transaction; `failed`: neither, so a later run tries again. */
export type ReminderSummary = { due: number; sent: number; failed: number };

/** Paid jobs still listed that expire within the next seven days, not yet reminded, employer not opted out. */
async function dueReminders(db: Db, now: Date) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      planType: jobs.planType,
      expiresAt: jobs.expiresAt,
      applyClicks: jobs.applyClicks,
      employerId: users.id,
      email: users.email,
      name: sql<string>`coalesce(nullif(trim(${users.firstName}), ''), ${users.name})`,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.employerId))
    .where(
      and(
        isNotNull(jobs.paymentIntentId),
        eq(jobs.isActive, true),
        isNull(jobs.expiryReminderSentAt),
        gt(jobs.expiresAt, now),
        lte(jobs.expiresAt, new Date(now.getTime() + REMINDER_DAYS * DAY_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reminderOptOuts)
            .where(eq(reminderOptOuts.userId, jobs.employerId)),
        ),
      ),
    )
    .orderBy(jobs.expiresAt);
}

export async function sendExpiryReminders(db: Db, now: Date = new Date()): Promise<ReminderSummary> {
  const due = await dueReminders(db, now);
  const summary: ReminderSummary = { due: due.length, sent: 0, failed: 0 };
  const { baseUrl } = config();
  const views = await jobViewCounts(
    db,
    due.map((job) => job.id),
  );
  for (const job of due) {
    try {
      // Marked reminded in the transaction that queues the mail: both commit, or neither. Only one run
      // can mark a job, so overlapping runs cannot both remind.
      const queued = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(jobs)
          .set({ expiryReminderSentAt: sql`now()` })
          .where(and(eq(jobs.id, job.id), isNull(jobs.expiryReminderSentAt)))
          .returning({ id: jobs.id });
        if (!claimed) return false;
        const token = unsubscribeToken("reminders", job.employerId);
        const rendered = expiryReminderEmail({
          name: job.name,
          job,
          views: views.get(job.id) ?? 0,
          applyClicks: job.applyClicks,
          jobUrl: `${baseUrl}/job/${job.id}`,
          // Renewing extends this same job (its page, views and clicks carry on) through checkout.
          renewUrl: `${baseUrl}/checkout?extend=${job.id}`,
          unsubscribeUrl: unsubscribePageUrl(token),
        });
        await queueMail(tx, {
          to: job.email,
          ...rendered,
          headers: listUnsubscribeHeaders(token),
          idempotencyKey: `expiry-reminder/${job.id}`,
        });
        return true;
      });
      if (queued) summary.sent++;
    } catch (error) {
      console.error(`Expiry reminder could not be queued: ${safeErrorText(error)}`);
      summary.failed++;
    }
  }
  return summary;
}
