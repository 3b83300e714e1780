// Every draft the compliance gate refused, from any way in, is kept: the admin's source page lists a
// source's refusals with their reasons, and one that asked the worker for money is flagged as a likely scam.
import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { JobSource } from "@/lib/job-sources/kinds";
import type { PolicyFinding } from "@/lib/compliance/types";
import type { Db } from "../../db/client";
import { jobRefusals, jobSources } from "../../db/schema";

export type RefusalRecord = {
  source: JobSource;
  sourceId?: string | null;
  userId?: string | null;
  externalReference?: string | null;
  title: string;
  company: string;
  findings: readonly PolicyFinding[];
  flagged: boolean;
};

/** A board read every hour refuses the same posting each time: a refusal already recorded today is not again. */
const SAME_REFUSAL_WINDOW = sql`interval '1 day'`;

async function alreadyRecorded(executor: Db, record: RefusalRecord): Promise<Set<string>> {
  if (!record.sourceId || !record.externalReference) return new Set();
  const rows = await executor
    .select({ rule: jobRefusals.rule, message: jobRefusals.message })
    .from(jobRefusals)
    .where(
      and(
        eq(jobRefusals.sourceId, record.sourceId),
        eq(jobRefusals.externalReference, record.externalReference),
        gt(jobRefusals.createdAt, sql`now() - ${SAME_REFUSAL_WINDOW}`),
      ),
    );
  return new Set(rows.map((r) => `${r.rule}\u0000${r.message}`));
}

export async function recordRefusal(executor: Db, record: RefusalRecord): Promise<void> {
  const seen = await alreadyRecorded(executor, record);
  const findings = record.findings.filter((f) => !seen.has(`${f.rule}\u0000${f.message}`));
  if (!findings.length) return;
  await executor.insert(jobRefusals).values(
    findings.map((f) => ({
      source: record.source,
      sourceId: record.sourceId ?? null,
      userId: record.userId ?? null,
      externalReference: record.externalReference ?? null,
      title: record.title.slice(0, 300),
      company: record.company.slice(0, 300),
      rule: f.rule,
      field: f.field,
      message: f.message,
      flagged: record.flagged,
    })),
  );
  if (record.sourceId)
    await executor
      .update(jobSources)
      .set({ refusedCount: sql`${jobSources.refusedCount} + 1` })
      .where(eq(jobSources.id, record.sourceId));
}
