// Taking a reported job down from the report queue: the job goes into the takedown state (its employer is
// emailed) and the report, with every other open report of that job, is resolved with the reason as its
// notes, all or nothing: the queue shows the job once, and its takedown answers each of them.
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { brokenLinkReports } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { jobTransaction } from "../jobs/job-write/job-transaction";
import { takeDownInTx } from "../jobs/takedowns";

export async function takeDownReportedJob(db: Db, reportId: string, adminId: string, reason: string) {
  return jobTransaction(db, async (write) => {
    const tx = write.tx;
    const [open] = await tx
      .select({ jobId: brokenLinkReports.jobId })
      .from(brokenLinkReports)
      .where(and(eq(brokenLinkReports.id, reportId), inArray(brokenLinkReports.status, ["pending", "investigating"])))
      .for("update");
    if (!open) {
      const [existing] = await tx
        .select({ status: brokenLinkReports.status })
        .from(brokenLinkReports)
        .where(eq(brokenLinkReports.id, reportId));
      if (!existing) throw notFound("Report not found");
      throw conflict(`Only pending or investigating reports can be acted on; this one is ${existing.status}`);
    }
    await takeDownInTx(write, { jobId: open.jobId, reason, adminId });
    const resolved = await tx
      .update(brokenLinkReports)
      .set({ status: "resolved", adminNotes: `Taken down: ${reason}`, resolvedBy: adminId, resolvedAt: new Date() })
      .where(and(eq(brokenLinkReports.jobId, open.jobId), inArray(brokenLinkReports.status, ["pending", "investigating"])))
      .returning();
    return resolved.find((r) => r.id === reportId)!;
  });
}
