// Every draft the compliance gate refused, from any way in, is kept: the admin's source page lists a
// source's refusals with their reasons, and one that asked the worker for money is flagged as a likely scam.
import "server-only";
import { eq, sql } from "drizzle-orm";
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

export async function recordRefusal(executor: Db, record: RefusalRecord): Promise<void> {
  if (!record.findings.length) return;
  await executor.insert(jobRefusals).values(
    record.findings.map((f) => ({
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
