// The employer's scheduled application mail: the daily digest of applications not yet emailed, and the one
// reminder of applications left unopened. Each employer's mail is queued in the transaction that claims its
// rows (employer_mailed_at, reminder_sent_at), so a second run, or a run on another instance, sends nothing
// again, and a run killed part-way leaves the rest to the next.
import "server-only";
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { UNOPENED_REMINDER_DAYS } from "@/lib/applications/kinds";
import type { Db } from "../db/client";
import { applications, jobs, users } from "../db/schema";
import { safeErrorText } from "../db/safe-error";
import { config } from "../config";
import { queueMail } from "../mail/queued-mail";
import { applicationDigestEmail, ticketsSummary, unopenedReminderEmail, type DigestJob } from "../mail/templates/application-emails";
import { applicantsPath } from "./notices";

export type EmployerMailSummary = { employers: number; sent: number; applications: number; failed: number };

const DAY_MS = 86_400_000;
const keyOf = (prefix: string, ids: string[]) => `${prefix}/${createHash("sha256").update(ids.sort().join("|")).digest("hex")}`;
const employerName = sql<string>`coalesce(nullif(trim(${users.firstName}), ''), ${users.name})`;

/** Whose rows are waiting, with where to write: one entry per employer, null when nobody can be written to. */
async function waitingEmployers(db: Db, waiting: ReturnType<typeof and>): Promise<(string | null)[]> {
  const rows = await db
    .selectDistinct({ employerId: jobs.employerId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(waiting);
  return rows.map((r) => r.employerId);
}

async function employerToWrite(tx: Db, employerId: string | null) {
  if (!employerId) return null;
  const [employer] = await tx
    .select({ email: users.email, name: employerName, isActive: users.isActive, banned: users.banned })
    .from(users)
    .where(eq(users.id, employerId));
  return employer && employer.isActive && !employer.banned ? employer : null;
}

type Employer = NonNullable<Awaited<ReturnType<typeof employerToWrite>>>;

/**
 * For each employer with waiting rows: claim them and queue one mail in one transaction. `claim` returns the
 * rows it took; `mail` queues the employer's mail and says how many applications it names (0: none sent).
 */
async function mailEachEmployer<Row>(
  db: Db,
  waiting: ReturnType<typeof and>,
  what: string,
  claim: (tx: Db, rowsOfEmployer: ReturnType<typeof and>) => Promise<Row[]>,
  mail: (tx: Db, employer: Employer, rows: Row[]) => Promise<number>,
): Promise<EmployerMailSummary> {
  const employers = await waitingEmployers(db, waiting);
  const summary: EmployerMailSummary = { employers: employers.length, sent: 0, applications: 0, failed: 0 };
  for (const employerId of employers) {
    try {
      const named = await db.transaction(async (tx) => {
        const ids = tx
          .select({ id: applications.id })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(and(waiting, byEmployer(employerId)));
        const rows = await claim(tx, inArray(applications.id, ids));
        const employer = await employerToWrite(tx, employerId);
        return rows.length && employer ? mail(tx, employer, rows) : 0;
      });
      if (named) {
        summary.sent++;
        summary.applications += named;
      }
    } catch (error) {
      console.error(`${what} could not be queued: ${safeErrorText(error)}`);
      summary.failed++;
    }
  }
  return summary;
}

const byEmployer = (employerId: string | null) => (employerId ? eq(jobs.employerId, employerId) : isNull(jobs.employerId));

/**
 * The digest: every application no email has told its employer of yet — a 'daily' employer's, and any an
 * employer who moved from 'daily' to 'each' still had waiting. A withdrawn one is claimed and left out.
 */
export async function sendApplicationDigests(db: Db, now: Date = new Date()): Promise<EmployerMailSummary> {
  const unmailed = and(isNull(applications.employerMailedAt), lte(applications.createdAt, now));
  const { baseUrl } = config();
  return mailEachEmployer(
    db,
    unmailed,
    "Application digest",
    (tx, theirs) =>
      tx
        .update(applications)
        .set({ employerMailedAt: now })
        .where(and(theirs, isNull(applications.employerMailedAt)))
        .returning(),
    async (tx, employer, rows) => {
      const told = rows.filter((r) => r.status !== "withdrawn");
      if (!told.length) return 0;
      const titles = await jobTitles(tx, told);
      const digestJobs: DigestJob[] = [...titles].map(([id, title]) => ({
        title,
        applicantsUrl: `${baseUrl}${applicantsPath(id)}`,
        applicants: told.filter((r) => r.jobId === id).map((r) => ({ name: r.name, summary: ticketsSummary(r.tickets, r.medicals) })),
      }));
      const rendered = applicationDigestEmail({ name: employer.name, jobs: digestJobs });
      await queueMail(tx, {
        to: employer.email,
        ...rendered,
        idempotencyKey: keyOf(
          "application-digest",
          told.map((r) => r.id),
        ),
      });
      return told.length;
    },
  );
}

/** The reminder: applications still 'sent' and unopened a week after they came, each named in one mail only. */
export async function sendUnopenedReminders(db: Db, now: Date = new Date()): Promise<EmployerMailSummary> {
  const before = new Date(now.getTime() - UNOPENED_REMINDER_DAYS * DAY_MS);
  const unopened = and(
    eq(applications.status, "sent"),
    isNull(applications.viewedAt),
    isNull(applications.reminderSentAt),
    lte(applications.createdAt, before),
  );
  const { baseUrl } = config();
  return mailEachEmployer(
    db,
    unopened,
    "Unopened-application reminder",
    (tx, theirs) =>
      tx
        .update(applications)
        .set({ reminderSentAt: now })
        .where(and(theirs, isNull(applications.reminderSentAt)))
        .returning({ id: applications.id, jobId: applications.jobId, name: applications.name, createdAt: applications.createdAt }),
    async (tx, employer, rows) => {
      const titles = await jobTitles(tx, rows);
      const items = rows
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((r) => ({
          name: r.name,
          jobTitle: titles.get(r.jobId) ?? "your job",
          appliedAt: r.createdAt,
          applicantsUrl: `${baseUrl}${applicantsPath(r.jobId)}`,
        }));
      const rendered = unopenedReminderEmail({ name: employer.name, items });
      await queueMail(tx, {
        to: employer.email,
        ...rendered,
        idempotencyKey: keyOf(
          "application-reminder",
          rows.map((r) => r.id),
        ),
      });
      return rows.length;
    },
  );
}

/** The titles of the jobs these rows belong to, by job id, in order of title. */
async function jobTitles(tx: Db, rows: { jobId: string }[]): Promise<Map<string, string>> {
  const found = await tx
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(inArray(jobs.id, [...new Set(rows.map((r) => r.jobId))]))
    .orderBy(asc(jobs.title));
  return new Map(found.map((j) => [j.id, j.title]));
}
