// An admin's takedown: the job leaves the board with a reason, who and when, and stays off until an admin
// lists it again (an extension or reactivation never does, lib/job-visibility.ts). The employer is told
// by email once the change has committed.
import "server-only";
import { eq } from "drizzle-orm";
import { escapeHtml } from "@/lib/html";
import { activeAfter } from "@/lib/job-visibility";
import { invalidate, JOBS_TAG } from "../cache";
import type { Db } from "../db/client";
import { jobs, users } from "../db/schema";
import { conflict } from "../http/errors";
import { sendMail, type Mail } from "../mail/send-mail";
import { assertMay, lockStanding } from "./job-standing";

export type Takedown = { jobId: string; reason: string; adminId: string };

/** Inside the caller's transaction; answers the email to send once it commits (null for a job with no employer). */
export async function takeDownInTx(tx: Db, { jobId, reason, adminId }: Takedown): Promise<Mail | null> {
  const job = await lockStanding(tx, jobId);
  // The first takedown's reason, admin and time stay what the employer was told.
  if (job.takenDownAt) throw conflict("This job is already taken down");
  await tx
    .update(jobs)
    .set({ isActive: false, takenDownAt: new Date(), takenDownReason: reason, takenDownBy: adminId })
    .where(eq(jobs.id, job.id));
  if (!job.employerId) return null;
  const [employer] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, job.employerId));
  return employer ? takedownEmail(employer, job.title, reason) : null;
}

/** After the commit, and never failing the admin's action: the takedown stands whether or not the mail goes. */
export async function afterTakedown(db: Db, mail: Mail | null): Promise<void> {
  invalidate(db, JOBS_TAG);
  if (mail) await sendMail(mail).catch((error) => console.error("Takedown email failed", error));
}

export async function takeDownJob(db: Db, takedown: Takedown): Promise<void> {
  const mail = await db.transaction((tx) => takeDownInTx(tx, takedown));
  await afterTakedown(db, mail);
}

/**
 * An admin lists a job again (the Active switch): lifts their takedown, a hold and an archive, never the
 * days a refund or an open dispute took away (409).
 */
export async function listAgainInTx(tx: Db, jobId: string): Promise<void> {
  const job = await lockStanding(tx, jobId);
  assertMay("admin_list", job);
  await tx
    .update(jobs)
    .set({ isActive: activeAfter("admin_list", job), archivedAt: null, takenDownAt: null, takenDownReason: null, takenDownBy: null })
    .where(eq(jobs.id, job.id));
}

function takedownEmail(employer: { email: string; name: string }, title: string, reason: string): Mail {
  const lines = [
    `An Outpost admin has taken "${title}" off the board.`,
    `Reason: ${reason}`,
    "If you think this is a mistake, reply to this email and we will look at it again.",
  ];
  return {
    to: employer.email,
    subject: "Your Outpost job was taken down",
    text: `Hi ${employer.name},\n\n${lines.join("\n\n")}\n\nOutpost`,
    html: `<p>Hi ${escapeHtml(employer.name)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p>Outpost</p>`,
  };
}
