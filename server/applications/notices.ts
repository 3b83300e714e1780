// What an application's changes tell people: a new one to its employer (now, or in the daily digest) and
// to a feed's forwarding address with the CV; a status change to its seeker by email and push. Each is a
// queued job written in the caller's transaction, so it goes once and only if the change commits.
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { TrackedStatus } from "@/lib/applications/kinds";
import type { PushNotification } from "@/lib/schemas/push";
import type { Db } from "@/server/db/client";
import { applications, jobs, users } from "@/server/db/schema";
import { config } from "@/server/config";
import { queueMail } from "@/server/mail/queued-mail";
import { applicationStatusEmail, forwardedApplicationEmail, newApplicationEmail } from "@/server/mail/templates/application-emails";
import { queueUserPushes } from "@/server/push/queue-push";

export const TRACKER_PATH = "/applications";
export const applicantsPath = (jobId: string) => `/my-jobs/${jobId}/applicants`;

/** A person who may be written to: an account still open and not banned. */
const reachable = (user: { isActive: boolean; banned: boolean | null } | null) => !!user && user.isActive && !user.banned;

/** Called in the transaction that inserted the application. */
export async function noticeNewApplication(tx: Db, applicationId: string): Promise<void> {
  const [row] = await tx
    .select({
      application: applications,
      job: {
        title: jobs.title,
        company: jobs.company,
        applicationEmail: jobs.applicationEmail,
        externalReference: jobs.externalReference,
        screeningQuestions: jobs.screeningQuestions,
      },
      employer: { email: users.email, isActive: users.isActive, banned: users.banned, applicationMail: users.applicationMail },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(users, eq(users.id, jobs.employerId))
    .where(eq(applications.id, applicationId));
  if (!row) return;
  const { application: a, job, employer } = row;
  const { baseUrl } = config();
  if (reachable(employer) && employer!.applicationMail === "each") {
    const rendered = newApplicationEmail({
      job,
      applicant: { name: a.name, tickets: a.tickets, medicals: a.medicals },
      applicantsUrl: `${baseUrl}${applicantsPath(a.jobId)}`,
      accountUrl: `${baseUrl}/account`,
    });
    await queueMail(tx, { to: employer!.email, ...rendered, idempotencyKey: `application-new/${a.id}` });
    await tx
      .update(applications)
      .set({ employerMailedAt: sql`now()` })
      .where(eq(applications.id, a.id));
  }
  // A feed's advert names where its applications go (an agency's tracking address): each is forwarded
  // there whole, with the CV, whatever the employer chose for their own email.
  if (job.applicationEmail) {
    const rendered = forwardedApplicationEmail({
      job: { title: job.title, company: job.company, reference: job.externalReference },
      application: a,
      questions: job.screeningQuestions,
    });
    await queueMail(tx, {
      to: job.applicationEmail,
      ...rendered,
      // A recruiter answers the applicant, not us.
      replyTo: a.email,
      idempotencyKey: `application-forward/${a.id}`,
      ...(a.cvKey && a.cvName && a.cvType ? { attachments: [{ filename: a.cvName, contentType: a.cvType, cvKey: a.cvKey }] } : {}),
    });
  }
}

function statusNotification(job: { title: string }, status: TrackedStatus, message: string | null): PushNotification {
  const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
  const words: Partial<Record<TrackedStatus, string>> = {
    viewed: "Viewed by the employer",
    shortlisted: "Shortlisted",
    declined: "Declined",
    hired: "Marked hired",
    closed: "Closed without a decision",
  };
  return {
    title: clip(`${words[status] ?? status}: ${job.title}`, 200),
    body: clip(message ? `The employer says: ${message}` : "See your applications on Outpost.", 500),
    url: `${config().baseUrl}${TRACKER_PATH}`,
  };
}

/** The statuses a seeker hears of: the employer's acts and a job closing on them, not their own withdrawal. */
const TOLD: readonly TrackedStatus[] = ["viewed", "shortlisted", "declined", "hired", "closed"];

/**
 * Called in the transaction that changed the application's status (viewed, a decision). `status` overrides
 * the stored one for a status that is read rather than stored ('closed', when the job closes on it).
 */
export async function noticeStatusChange(tx: Db, applicationId: string, status?: TrackedStatus): Promise<void> {
  const [row] = await tx
    .select({
      id: applications.id,
      seekerId: applications.seekerId,
      status: applications.status,
      declineMessage: applications.declineMessage,
      statusChangedAt: applications.statusChangedAt,
      job: { title: jobs.title, company: jobs.company },
      seeker: {
        email: users.email,
        name: sql<string>`coalesce(nullif(trim(${users.firstName}), ''), ${users.name})`,
        isActive: users.isActive,
        banned: users.banned,
      },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.seekerId))
    .where(eq(applications.id, applicationId));
  const told = status ?? row?.status;
  if (!row || !told || !TOLD.includes(told) || !reachable(row.seeker)) return;
  const message = told === "declined" ? row.declineMessage : null;
  // One notice per change: the same status reached again later is a new change with its own moment.
  const key = `application-status/${row.id}/${told}/${new Date(row.statusChangedAt).getTime()}`;
  const rendered = applicationStatusEmail({
    name: row.seeker.name,
    job: row.job,
    status: told,
    message,
    trackerUrl: `${config().baseUrl}${TRACKER_PATH}`,
  });
  await queueMail(tx, { to: row.seeker.email, ...rendered, idempotencyKey: key });
  await queueUserPushes(tx, row.seekerId, statusNotification(row.job, told, message), key);
}
