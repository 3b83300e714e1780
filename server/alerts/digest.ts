// The weekly digest: for each confirmed subscriber, the three best new jobs. Job alerts became weekly
// saved searches (server/saved-searches), which send their own email.
// Each (address, ISO week) is recorded in digest_sends in the transaction that queues its email; decisions
// 021 and 107.
import "server-only";
import crypto from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import { isoWeek } from "@/lib/iso-week";
import type { Db } from "../db/client";
import { digestSends, emailSubscribers, jobs, savedSearches } from "../db/schema";
import { config } from "../config";
import { IDEMPOTENCY_KEY_MAX } from "../mail/mail-schema";
import { queueMail } from "../mail/queued-mail";
import { digestEmail, type DigestJob } from "../mail/templates/digest-email";
import { listUnsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from "./tokens";
import { jobCardColumns } from "../jobs/job-columns";
import { listedJobs } from "../jobs/search-jobs";
import { safeErrorText } from "../db/safe-error";

const DIGEST_SIZE = 3;
const NEW_JOB_DAYS = 7;
const DAY_MS = 86_400_000;
// What an email card shows of a job: the board's own card fields.
const { id, title, company, location, salaryMin, salaryMax, salaryUnit, category, customCategory, isFeatured, description } =
  jobCardColumns;

type Recipient = { id: string; email: string };

/** Active, still-open jobs posted in the seven days before `now`, best first: featured, then apply clicks, then pay. */
export async function digestJobs(db: Db, now: Date): Promise<DigestJob[]> {
  const since = new Date(now.getTime() - NEW_JOB_DAYS * DAY_MS);
  return db
    .select({ id, title, company, location, salaryMin, salaryMax, salaryUnit, category, customCategory, isFeatured, description })
    .from(jobs)
    .where(and(listedJobs(now), gt(jobs.applicationClosingDate, now), gt(jobs.createdAt, since), lte(jobs.createdAt, now)))
    .orderBy(desc(jobs.isFeatured), desc(jobs.applyClicks), desc(jobs.annualSalaryMax), desc(jobs.createdAt), jobs.id)
    .limit(DIGEST_SIZE);
}

/**
 * Everyone who confirmed and has not unsubscribed. An address that also confirmed a saved search by email
 * (every former job alert) gets that search's email instead: one weekly email per address, as before.
 */
export async function digestRecipients(db: Db): Promise<Recipient[]> {
  return db
    .select({ id: emailSubscribers.id, email: emailSubscribers.email })
    .from(emailSubscribers)
    .where(
      and(
        isNotNull(emailSubscribers.confirmedAt),
        isNull(emailSubscribers.unsubscribedAt),
        eq(emailSubscribers.isActive, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(savedSearches)
            .where(and(eq(savedSearches.email, emailSubscribers.email), isNotNull(savedSearches.confirmedAt))),
        ),
      ),
    )
    .orderBy(emailSubscribers.createdAt);
}

/** The same on every try of the week's mail to this address, so the provider drops a repeat. */
export function digestIdempotencyKey(email: string, week: string): string {
  const key = `digest/${email}/${week}`;
  // The longest addresses would pass the provider's limit: those are named by their hash instead.
  return key.length <= IDEMPOTENCY_KEY_MAX ? key : `digest/${crypto.createHash("sha256").update(email).digest("hex")}/${week}`;
}

/** `sent`: recorded and queued, both in one transaction; `failed`: neither, so a later run tries again. */
export type DigestSummary = { week: string; recipients: number; sent: number; alreadyDone: number; nothingNew: number; failed: number };

export async function sendWeeklyDigest(db: Db, now: Date = new Date()): Promise<DigestSummary> {
  const week = isoWeek(now);
  const summary: DigestSummary = { week, recipients: 0, sent: 0, alreadyDone: 0, nothingNew: 0, failed: 0 };
  const recipients = await digestRecipients(db);
  summary.recipients = recipients.length;
  const { baseUrl } = config();
  const jobUrl = (id: string) => `${baseUrl}/job/${id}?utm_source=outpost&utm_medium=email&utm_campaign=weekly-digest-${week}`;

  // Everyone is sent the same jobs: they are picked once per run.
  const top = recipients.length ? await digestJobs(db, now) : [];
  for (const recipient of recipients) {
    if (top.length === 0) {
      summary.nothingNew++;
      continue;
    }
    try {
      // The row says the week's digest is on its way and the queued mail is how: both commit, or neither.
      // Only one run can insert the row; any row already there, whatever its status, means done.
      const queued = await db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(digestSends)
          .values({ email: recipient.email, isoWeek: week, jobIds: top.map((j) => j.id), status: "sent", sentAt: sql`now()` })
          .onConflictDoNothing()
          .returning({ id: digestSends.id });
        if (!recorded) return false;
        const token = unsubscribeToken("subscriber", recipient.id);
        const rendered = digestEmail({
          jobs: top,
          jobUrl,
          boardUrl: `${baseUrl}/#jobs`,
          unsubscribeUrl: unsubscribePageUrl(token),
        });
        await queueMail(tx, {
          to: recipient.email,
          ...rendered,
          headers: listUnsubscribeHeaders(token),
          idempotencyKey: digestIdempotencyKey(recipient.email, week),
        });
        return true;
      });
      if (queued) summary.sent++;
      else summary.alreadyDone++;
    } catch (error) {
      // Rolled back: neither the row nor the mail exists, so a later run that week tries again.
      console.error(`Weekly digest to one recipient could not be queued (week ${week}): ${safeErrorText(error)}`);
      summary.failed++;
    }
  }
  return summary;
}
