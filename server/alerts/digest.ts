// The weekly digest: for each confirmed alert and subscriber, the three best new jobs that match.
// Each (address, ISO week) is recorded in digest_sends in the transaction that queues its email; decisions
// 021 and 107.
import "server-only";
import crypto from "node:crypto";
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import { alertLocationPattern } from "@/lib/alert-locations";
import { DANGER_LEVELS } from "@/lib/job-fields";
import { isoWeek } from "@/lib/iso-week";
import type { Db } from "../db/client";
import { digestSends, emailSubscribers, jobAlerts, jobs, type AlertSettings } from "../db/schema";
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

type Recipient = { kind: "alert" | "subscriber"; id: string; email: string; settings: AlertSettings | null };

/**
 * Active, still-open jobs posted in the seven days before `now` that fit the settings (none: every
 * job), best first: featured, then apply clicks, then pay.
 */
export async function digestJobs(db: Db, settings: AlertSettings | null, now: Date): Promise<DigestJob[]> {
  const since = new Date(now.getTime() - NEW_JOB_DAYS * DAY_MS);
  const conditions: (SQL | undefined)[] = [
    listedJobs(now),
    gt(jobs.applicationClosingDate, now),
    gt(jobs.createdAt, since),
    lte(jobs.createdAt, now),
  ];
  if (settings) {
    // The alert's minimum is yearly; it is met when the job can pay it: the top of its range, a year's worth, reaches it.
    conditions.push(gte(jobs.annualSalaryMax, settings.salary));
    const pattern = alertLocationPattern(settings.location);
    if (pattern) conditions.push(sql`${jobs.location} ~* ${pattern}`);
    if (settings.categories.length) conditions.push(inArray(jobs.category, settings.categories));
    if (settings.maxRisk) conditions.push(inArray(jobs.dangerLevel, DANGER_LEVELS.slice(0, DANGER_LEVELS.indexOf(settings.maxRisk) + 1)));
    if (settings.travelPaid) conditions.push(eq(jobs.travelPaid, true));
  }
  return db
    .select({ id, title, company, location, salaryMin, salaryMax, salaryUnit, category, customCategory, isFeatured, description })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.isFeatured), desc(jobs.applyClicks), desc(jobs.annualSalaryMax), desc(jobs.createdAt), jobs.id)
    .limit(DIGEST_SIZE);
}

/** Everyone who confirmed and has not unsubscribed; an address with both an alert and a subscription gets one email, by its alert. */
export async function digestRecipients(db: Db): Promise<Recipient[]> {
  const alerts = await db
    .select({ id: jobAlerts.id, email: jobAlerts.email, settings: jobAlerts.settings })
    .from(jobAlerts)
    .where(and(isNotNull(jobAlerts.confirmedAt), isNull(jobAlerts.unsubscribedAt)))
    .orderBy(jobAlerts.createdAt);
  const subscribers = await db
    .select({ id: emailSubscribers.id, email: emailSubscribers.email })
    .from(emailSubscribers)
    .where(and(isNotNull(emailSubscribers.confirmedAt), isNull(emailSubscribers.unsubscribedAt), eq(emailSubscribers.isActive, true)))
    .orderBy(emailSubscribers.createdAt);
  const byAlert = new Set(alerts.map((a) => a.email));
  return [
    ...alerts.map((a) => ({ kind: "alert" as const, ...a })),
    ...subscribers.filter((s) => !byAlert.has(s.email)).map((s) => ({ kind: "subscriber" as const, ...s, settings: null })),
  ];
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
  // Many people share settings: each distinct set is queried once per run.
  const picks = new Map<string, Promise<DigestJob[]>>();
  const { baseUrl } = config();
  const jobUrl = (id: string) => `${baseUrl}/job/${id}?utm_source=outpost&utm_medium=email&utm_campaign=weekly-digest-${week}`;

  for (const recipient of recipients) {
    const key = JSON.stringify(recipient.settings);
    if (!picks.has(key)) picks.set(key, digestJobs(db, recipient.settings, now));
    const top = await picks.get(key)!;
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
        const token = unsubscribeToken(recipient.kind, recipient.id);
        const rendered = digestEmail({
          jobs: top,
          settings: recipient.settings ?? undefined,
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
