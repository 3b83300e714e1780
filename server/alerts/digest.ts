// The weekly digest: for each confirmed alert and subscriber, the three best new jobs that match.
// Each (address, ISO week) is claimed in digest_sends before its email goes out; decision 021.
import "server-only";
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { alertLocationPattern } from "@/lib/alert-locations";
import { DANGER_LEVELS } from "@/lib/job-fields";
import { isoWeek } from "@/lib/iso-week";
import type { Db } from "../db/client";
import { digestSends, emailSubscribers, jobAlerts, jobs, type AlertSettings } from "../db/schema";
import { config } from "../config";
import { sendMail } from "../mail/send-mail";
import { digestEmail, type DigestJob } from "../mail/templates/digest-email";
import { listUnsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from "./tokens";
import { jobCardColumns } from "../jobs/job-columns";
import { listedJobs } from "../jobs/search-jobs";
import { safeErrorText } from "../db/safe-error";

const DIGEST_SIZE = 3;
const NEW_JOB_DAYS = 7;
/** A send that failed is tried again by later runs in the same week, up to this many attempts in all. */
export const MAX_ATTEMPTS = 3;
const DAY_MS = 86_400_000;
// What an email card shows of a job: the board's own card fields.
const { id, title, company, location, salaryMin, salaryMax, category, customCategory, isFeatured, description } = jobCardColumns;

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
    // The alert's minimum is met when the job can pay it: the top of its range reaches it.
    conditions.push(gte(jobs.salaryMax, settings.salary));
    const pattern = alertLocationPattern(settings.location);
    if (pattern) conditions.push(sql`${jobs.location} ~* ${pattern}`);
    if (settings.categories.length) conditions.push(inArray(jobs.category, settings.categories));
    if (settings.maxRisk) conditions.push(inArray(jobs.dangerLevel, DANGER_LEVELS.slice(0, DANGER_LEVELS.indexOf(settings.maxRisk) + 1)));
    if (settings.travelPaid) conditions.push(eq(jobs.travelPaid, true));
  }
  return db
    .select({ id, title, company, location, salaryMin, salaryMax, category, customCategory, isFeatured, description })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.isFeatured), desc(jobs.applyClicks), desc(jobs.salaryMax), desc(jobs.createdAt), jobs.id)
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

/**
 * Takes this address's send for the week. Only one run can win: a new row, or a failed one with
 * attempts left. A row left 'claimed' by a run that died mid-send is never taken again, because
 * nobody can tell whether that email went out: missing one week beats sending twice.
 */
async function claim(db: Db, email: string, week: string, jobIds: string[]): Promise<boolean> {
  const [row] = await db
    .insert(digestSends)
    .values({ email, isoWeek: week, jobIds })
    .onConflictDoUpdate({
      target: [digestSends.email, digestSends.isoWeek],
      set: { status: "claimed", attempts: sql`${digestSends.attempts} + 1`, claimedAt: sql`now()`, error: null, jobIds },
      setWhere: and(eq(digestSends.status, "failed"), lt(digestSends.attempts, MAX_ATTEMPTS)),
    })
    .returning({ id: digestSends.id });
  return !!row;
}

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
    if (
      !(await claim(
        db,
        recipient.email,
        week,
        top.map((j) => j.id),
      ))
    ) {
      summary.alreadyDone++;
      continue;
    }
    const token = unsubscribeToken(recipient.kind, recipient.id);
    const rendered = digestEmail({
      jobs: top,
      settings: recipient.settings ?? undefined,
      jobUrl,
      boardUrl: `${baseUrl}/#jobs`,
      unsubscribeUrl: unsubscribePageUrl(token),
    });
    try {
      // The key lets Resend drop a retry of a send that in fact went through.
      await sendMail({
        to: recipient.email,
        ...rendered,
        headers: listUnsubscribeHeaders(token),
        idempotencyKey: `digest/${week}/${recipient.email}`,
      });
    } catch (error) {
      // The provider refused or could not be reached: nothing went out, so a later run may try again.
      console.error(`Weekly digest to one recipient failed (week ${week}): ${safeErrorText(error)}`);
      await db
        .update(digestSends)
        .set({ status: "failed", error: String((error as Error)?.message ?? error).slice(0, 500) })
        .where(and(eq(digestSends.email, recipient.email), eq(digestSends.isoWeek, week)));
      summary.failed++;
      continue;
    }
    // Outside the try: if only this bookkeeping fails, the row stays 'claimed' and is never sent again.
    await db
      .update(digestSends)
      .set({ status: "sent", sentAt: sql`now()` })
      .where(and(eq(digestSends.email, recipient.email), eq(digestSends.isoWeek, week)));
    summary.sent++;
  }
  return summary;
}
