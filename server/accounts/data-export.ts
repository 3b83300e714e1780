// "Download my data": everything Outpost holds about the signed-in user, as JSON. Columns are
// picked one by one, so no password hash, token, session secret or other person's data can slip in.
import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  emailSubscribers,
  jobs,
  payments,
  pushSubscriptions,
  reminderOptOuts,
  savedSearches,
  sessions,
  shortlists,
  ticketReminderOptOuts,
  ticketReminderSends,
} from "../db/schema";
import { jobDetailColumns } from "../jobs/job-columns";
import type { PublicUser } from "./public-user";
import { readProfile } from "./profile";
import { seekerMaySee } from "./shortlist";
import { exportEmployerApplicationCounts, exportSeekerApplications } from "../applications/account-applications";

export async function exportUserData(db: Db, user: PublicUser) {
  const email = user.email.toLowerCase();
  // Alerts and subscriptions are kept under an address, not an account: they are the account's only once
  // it has proved it owns that address. Until then they may be someone else's.
  const ownsAddress = user.emailVerified;
  const [
    ownJobs,
    shortlist,
    subscriptions,
    searches,
    ownPayments,
    ownSessions,
    optOut,
    workerProfile,
    ticketReminders,
    ticketOptOut,
    devices,
    ownApplications,
    applicationCounts,
  ] = await Promise.all([
    // The job as its public page shows it, with what only its owner may see: when it was archived or changed.
    db
      .select({ ...jobDetailColumns, archivedAt: jobs.archivedAt, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(eq(jobs.employerId, user.id))
      .orderBy(asc(jobs.createdAt), asc(jobs.id)),
    db
      .select({ jobId: shortlists.jobId, title: jobs.title, company: jobs.company, addedAt: shortlists.addedAt })
      .from(shortlists)
      .innerJoin(jobs, eq(jobs.id, shortlists.jobId))
      .where(and(eq(shortlists.userId, user.id), seekerMaySee))
      .orderBy(asc(shortlists.addedAt)),
    db
      .select({
        email: emailSubscribers.email,
        confirmedAt: emailSubscribers.confirmedAt,
        unsubscribedAt: emailSubscribers.unsubscribedAt,
        createdAt: emailSubscribers.createdAt,
      })
      .from(emailSubscribers)
      .where(ownsAddress ? sql`lower(${emailSubscribers.email}) = ${email}` : sql`false`),
    db
      .select({
        // The id names the search in pushSubscriptions' savedSearchId.
        id: savedSearches.id,
        email: sql<string>`coalesce(${savedSearches.email}, ${email})`,
        filters: savedSearches.filters,
        pendingFilters: savedSearches.pendingFilters,
        frequency: savedSearches.frequency,
        confirmedAt: savedSearches.confirmedAt,
        createdAt: savedSearches.createdAt,
      })
      .from(savedSearches)
      .where(
        ownsAddress
          ? sql`${savedSearches.userId} = ${user.id} or lower(${savedSearches.email}) = ${email}`
          : eq(savedSearches.userId, user.id),
      )
      .orderBy(asc(savedSearches.createdAt)),
    db
      .select({
        id: payments.id,
        provider: payments.provider,
        planType: payments.planType,
        amountPence: payments.amount,
        currency: payments.currency,
        status: payments.status,
        jobId: payments.jobId,
        extendsJobId: payments.extendsJobId,
        extendsTo: payments.extendsTo,
        issue: payments.issue,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, user.id))
      .orderBy(asc(payments.createdAt)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, user.id)),
    db.select({ createdAt: reminderOptOuts.createdAt }).from(reminderOptOuts).where(eq(reminderOptOuts.userId, user.id)),
    readProfile(db, user.id),
    db
      .select({
        itemKind: ticketReminderSends.itemKind,
        itemName: ticketReminderSends.itemName,
        expiresOn: ticketReminderSends.expiresOn,
        thresholdDays: ticketReminderSends.thresholdDays,
        sentAt: ticketReminderSends.sentAt,
      })
      .from(ticketReminderSends)
      .where(eq(ticketReminderSends.userId, user.id))
      .orderBy(asc(ticketReminderSends.sentAt)),
    db.select({ createdAt: ticketReminderOptOuts.createdAt }).from(ticketReminderOptOuts).where(eq(ticketReminderOptOuts.userId, user.id)),
    // Which devices hear of what; not the browser's keys, which are only for encrypting to it.
    db
      .select({
        endpoint: pushSubscriptions.endpoint,
        savedSearchId: pushSubscriptions.savedSearchId,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
      .orderBy(asc(pushSubscriptions.createdAt)),
    exportSeekerApplications(db, user.id),
    // To the employer's jobs: how many, never who (the applicants' data is theirs).
    exportEmployerApplicationCounts(db, user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: user,
    jobs: ownJobs,
    shortlist,
    emailSubscriptions: subscriptions,
    savedSearches: searches,
    payments: ownPayments,
    sessions: ownSessions,
    expiryRemindersOptedOutAt: optOut[0]?.createdAt ?? null,
    workerProfile,
    ticketReminders,
    ticketRemindersOptedOutAt: ticketOptOut[0]?.createdAt ?? null,
    pushSubscriptions: devices,
    applications: ownApplications,
    applicationsToYourJobs: applicationCounts,
  };
}
