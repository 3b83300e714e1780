// An admin's takedown: the job leaves the board with a reason, who and when, and stays off until an admin
// lists it again (an extension or reactivation never does, lib/job-visibility.ts). The employer's email
// is queued in the same transaction, and the job-write module records who did it in the audit log.
import "server-only";
import { eq } from "drizzle-orm";
import { escapeHtml } from "@/lib/html";
import { activeAfter } from "@/lib/job-visibility";
import type { Db } from "../db/client";
import { jobs, users } from "../db/schema";
import { conflict } from "../http/errors";
import { queueMail } from "../mail/queued-mail";
import type { Mail } from "../mail/send-mail";
import { jobTransaction, type JobWrite } from "./job-write/job-transaction";
import { assertMay, lockStanding } from "./job-standing";

export type Takedown = { jobId: string; reason: string; adminId: string };

/** Inside the caller's transaction, which also queues the employer's email (a job with no employer has none). */
export async function takeDownInTx(write: JobWrite, { jobId, reason, adminId }: Takedown): Promise<void> {
  const tx = write.tx;
  const job = await lockStanding(tx, jobId);
  // The first takedown's reason, admin and time stay what the employer was told.
  if (job.takenDownAt) throw conflict("This job is already taken down");
  await write.touching([job.id]);
  await tx
    .update(jobs)
    .set({ isActive: false, takenDownAt: new Date(), takenDownReason: reason, takenDownBy: adminId })
    .where(eq(jobs.id, job.id));
  await auditJobChange(write, adminId, job, "takedown", { reason });
  if (!job.employerId) return;
  const [employer] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, job.employerId));
  if (employer) await queueMail(tx, takedownEmail(employer, job.title, reason));
}

export async function takeDownJob(db: Db, takedown: Takedown): Promise<void> {
  await jobTransaction(db, (write) => takeDownInTx(write, takedown));
}

/**
 * An admin lists a job again (the Active switch): lifts their takedown, a hold and an archive, never the
 * days a refund or an open dispute took away (409).
 */
export async function listAgainInTx(write: JobWrite, jobId: string, adminId: string): Promise<void> {
  const tx = write.tx;
  const job = await lockStanding(tx, jobId);
  assertMay("admin_list", job);
  await write.touching([job.id]);
  await tx
    .update(jobs)
    .set({ isActive: activeAfter("admin_list", job), archivedAt: null, takenDownAt: null, takenDownReason: null, takenDownBy: null })
    .where(eq(jobs.id, job.id));
  // Only a job that was off comes back: switching on a listed job changes nothing worth a record.
  if (!job.isActive || job.takenDownAt || job.archivedAt) await auditJobChange(write, adminId, job, "relist", {});
}

/**
 * Records an admin's change to a job in the audit log, with the change. The job's id goes in the details (the
 * log's target column names accounts); its title is copied, so the entry reads right after the job is edited
 * or deleted.
 */
async function auditJobChange(
  write: JobWrite,
  adminId: string,
  job: { id: string; title: string },
  action: "takedown" | "relist",
  details: Record<string, string>,
): Promise<void> {
  const [admin] = await write.tx.select({ username: users.username }).from(users).where(eq(users.id, adminId));
  write.audit({
    actor: admin ? { id: adminId, name: admin.username } : null,
    actorName: "unknown admin",
    action,
    title: job.title,
    details: { jobId: job.id, ...details },
  });
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
