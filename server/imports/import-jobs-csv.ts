// Bulk CSV import: every good row becomes a seed job (or updates the one an earlier import made) and its
// company a seed lead, all in one transaction through the job-write module, whose compliance gate may refuse
// a row: that row is reported with the gate's words and the others still import.
import "server-only";
import Papa from "papaparse";
import { eq, inArray, sql } from "drizzle-orm";
import { contactQualityOf } from "@/lib/contact-quality";
import { REQUIRED_COLUMNS, readCsvRecord, type CsvRecord, type ImportedJob } from "@/lib/csv-import";
import { closingOf } from "@/lib/closing-date";
import { planExpiry } from "@/lib/plans";
import type { Db } from "../db/client";
import { employers, jobs } from "../db/schema";
import { topDisplayOrder } from "../jobs/display-order";
import { badRequest } from "../http/errors";
import { jobTransaction, type JobAudit } from "../jobs/job-write/job-transaction";
import { insertJobs, updateJobs, type JobOrigin, type RefusedJob, type SavedJob } from "../jobs/job-write/save-job";
import { applyUpdates, importedChanges, planImport } from "./match-imported-jobs";
import { rehostImportedImages, type ReadRow } from "./rehost-imported-images";

export type ImportError = { row: number; error: string; data: CsvRecord };
export type ImportResult = {
  /** `imported` (spec) counts every good row: `created` new jobs plus `updated` ones an earlier import made. */
  result: { totalRows: number; imported: number; created: number; updated: number; skipped: number; errorCount: number };
  errors: ImportError[];
};

// Imported adverts come from elsewhere and go stale: they are listed for the shortest plan's term.
const IMPORT_PLAN = "starter" as const;
const INSERT_CHUNK = 500;
// From this many rows on, an import changes the tables enough to mislead the planner (see below).
const REFRESH_STATISTICS_AT = 1_000;

export type ImportOptions = {
  skipWarnings: boolean;
  /** The admin importing the file: the jobs' audit entries and any refusal name them. */
  actor?: JobAudit["actor"];
};

export async function importJobsCsv(db: Db, csv: string, options: ImportOptions): Promise<ImportResult> {
  const parsed = Papa.parse<CsvRecord>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const columns = parsed.meta.fields ?? [];
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) throw badRequest(`The CSV is missing required columns: ${missing.join(", ")}`);

  const rowErrors = new Map(parsed.errors.filter((e) => e.row !== undefined).map((e) => [e.row!, e.message]));
  const read: ReadRow[] = [];
  const errors: ImportError[] = [];
  let skipped = 0;
  parsed.data.forEach((record, index) => {
    const row = index + 2; // the header is line 1
    const parseError = rowErrors.get(index);
    const outcome = parseError ? { kind: "error" as const, error: parseError } : readCsvRecord(record, options);
    if (outcome.kind === "job") read.push({ row, record, job: outcome.job });
    else if (outcome.kind === "skipped") skipped++;
    else errors.push({ row, error: outcome.error, data: record });
  });

  const rehosted = await rehostImportedImages(read);
  errors.push(...rehosted.errors);
  errors.sort((a, b) => a.row - b.row);
  const good = rehosted.rows.map((r) => r.job);

  let created = 0;
  let updated = 0;
  if (good.length) {
    const rowOf = new Map(rehosted.rows.map((r) => [r.job, r]));
    const origin: JobOrigin = { source: "csv", userId: options.actor?.id ?? null, actor: options.actor ?? null, actorName: "CSV import" };
    const refuse = (job: ImportedJob, outcome: SavedJob | RefusedJob) => {
      if (!("refused" in outcome)) return false;
      const read = rowOf.get(job)!;
      errors.push({ row: read.row, error: outcome.refused.map((f) => f.message).join(" "), data: read.record });
      return true;
    };
    await jobTransaction(db, async (write) => {
      const tx = write.tx;
      const leadIds = await upsertLeads(tx, good);
      const plan = await planImport(tx, good);
      const changes = await importedChanges(
        tx,
        plan.updates.map((u) => ({ ...u, employerProfileId: leadIds.get(u.job.company.toLowerCase()) })),
      );
      const updates = await updateJobs(write, changes, origin, (rows) => applyUpdates(tx, rows));
      updated = plan.repeatedInFile + updates.filter((outcome, i) => !refuse(plan.updates[i]!.job, outcome)).length;
      const now = new Date();
      // The plan's length ends on a UK day, open until that day's end like any closing date (decision 117).
      const expiresAt = closingOf(planExpiry(IMPORT_PLAN, now));
      const displayOrder = await topDisplayOrder(tx);
      const rows = plan.creates.map(({ companyWebsite, ...job }) => ({
        ...job,
        companyWebsite,
        employerProfileId: leadIds.get(job.company.toLowerCase()),
        planType: IMPORT_PLAN,
        applicationStartDate: now,
        applicationClosingDate: expiresAt,
        expiresAt,
        displayOrder,
        seedJob: true,
      }));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const outcomes = await insertJobs(write, rows.slice(i, i + INSERT_CHUNK), origin);
        created += outcomes.filter((outcome, k) => !refuse(plan.creates[i + k]!, outcome)).length;
      }
    });
    errors.sort((a, b) => a.row - b.row);
    // PGlite runs no autovacuum: after thousands of new or rewritten rows the planner would still plan for
    // the old tables (measured: a page of the admin list at 5,000 imported jobs, 125 ms before, 14 ms after).
    if (good.length >= REFRESH_STATISTICS_AT) await db.execute(sql`vacuum analyze ${jobs}, ${employers}`);
  }

  return {
    result: { totalRows: parsed.data.length, imported: created + updated, created, updated, skipped, errorCount: errors.length },
    errors,
  };
}

/** One seed lead per company (by name, any case): new ones are created, known ones gain missing contacts. */
async function upsertLeads(tx: Db, imported: ImportedJob[]): Promise<Map<string, string>> {
  const byCompany = new Map<string, ImportedJob>();
  for (const job of imported) {
    const key = job.company.toLowerCase();
    const seen = byCompany.get(key);
    if (!seen || (!seen.contactEmail && job.contactEmail)) byCompany.set(key, job);
  }
  const ids = new Map<string, string>();
  const names = [...byCompany.keys()];
  for (let i = 0; i < names.length; i += INSERT_CHUNK) {
    const known = await tx
      .select({ id: employers.id, name: employers.name })
      .from(employers)
      .where(inArray(sql`lower(${employers.name})`, names.slice(i, i + INSERT_CHUNK)));
    for (const lead of known) ids.set(lead.name.toLowerCase(), lead.id);
  }

  const fresh = [...byCompany.entries()].filter(([key]) => !ids.has(key)).map(([, job]) => job);
  for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
    const saved = await tx
      .insert(employers)
      .values(fresh.slice(i, i + INSERT_CHUNK).map(leadFrom))
      .returning({ id: employers.id, name: employers.name });
    for (const lead of saved) ids.set(lead.name.toLowerCase(), lead.id);
  }

  for (const [key, job] of byCompany) {
    if (fresh.includes(job)) continue;
    const lead = leadFrom(job);
    await tx
      .update(employers)
      .set({
        website: sql`coalesce(${employers.website}, ${lead.website})`,
        contactName: sql`coalesce(${employers.contactName}, ${lead.contactName})`,
        contactEmail: sql`coalesce(${employers.contactEmail}, ${lead.contactEmail})`,
        // Keep the better of what we had and what arrived: the enum lists the best first.
        contactQuality: sql`least(${employers.contactQuality}, ${lead.contactQuality}::contact_quality)`,
      })
      .where(eq(employers.id, ids.get(key)!));
  }
  return ids;
}

function leadFrom(job: ImportedJob) {
  return {
    name: job.company,
    website: job.companyWebsite,
    contactName: job.contactName,
    contactEmail: job.contactEmail,
    contactQuality: contactQualityOf({ email: job.contactEmail, website: job.sourceUrl ?? job.companyWebsite }),
    source: "seed" as const,
  };
}
