// Re-importing a CSV updates the jobs an earlier import made instead of adding them again.
import "server-only";
import { and, desc, inArray, or, sql } from "drizzle-orm";
import type { ImportedJob } from "@/lib/csv-import";
import type { Db } from "../db/client";
import { jobs, type Job, type NewJob } from "../db/schema";
import type { JobChange } from "../jobs/job-write/save-job";

export type ImportPlan = { creates: ImportedJob[]; updates: { id: string; job: ImportedJob }[]; repeatedInFile: number };

const CHUNK = 500;

/**
 * Which rows are new and which update an imported job. A row matches by its application address first;
 * failing that by its source address, but only when exactly one imported job has it (a careers page
 * can list many jobs). Jobs that employers paid for are never matched: a CSV must not rewrite them.
 * Rows repeating an application address within one file collapse into the last of them.
 */
export async function planImport(db: Db, good: ImportedJob[]): Promise<ImportPlan> {
  const byUrl = new Map<string, ImportedJob>();
  for (const job of good) byUrl.set(job.applicationUrl, job);
  const rows = [...byUrl.values()];

  const byApplication = new Map<string, string>();
  const bySource = new Map<string, string[]>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const urls = chunk.map((r) => r.applicationUrl);
    const sources = chunk.flatMap((r) => (r.sourceUrl ? [r.sourceUrl] : []));
    const found = await db
      .select({ id: jobs.id, applicationUrl: jobs.applicationUrl, sourceUrl: jobs.sourceUrl })
      .from(jobs)
      .where(
        and(sql`${jobs.seedJob}`, or(inArray(jobs.applicationUrl, urls), sources.length ? inArray(jobs.sourceUrl, sources) : undefined)),
      )
      .orderBy(desc(jobs.createdAt), jobs.id);
    for (const job of found) {
      // Newest first: of several old duplicates, the newest is the one kept up to date.
      if (!byApplication.has(job.applicationUrl)) byApplication.set(job.applicationUrl, job.id);
      if (job.sourceUrl) bySource.set(job.sourceUrl, [...(bySource.get(job.sourceUrl) ?? []), job.id]);
    }
  }

  const claimed = new Set<string>();
  const plan: ImportPlan = { creates: [], updates: [], repeatedInFile: good.length - rows.length };
  for (const job of rows) {
    const sameSource = job.sourceUrl ? bySource.get(job.sourceUrl) : undefined;
    const id = byApplication.get(job.applicationUrl) ?? (sameSource?.length === 1 ? sameSource[0] : undefined);
    // A job matched by one row is not rewritten by another row of the same file.
    if (id && !claimed.has(id)) {
      claimed.add(id);
      plan.updates.push({ id, job });
    } else plan.creates.push(job);
  }
  return plan;
}

/** The row's own fields, which a re-import writes over its job as they come. */
const ROW_COLUMNS = [
  "title",
  "company",
  "companyWebsite",
  "location",
  "salaryMin",
  "salaryMax",
  "salaryUnit",
  "category",
  "customCategory",
  "description",
  "dangerLevel",
  "applicationUrl",
  "benefits",
  "contactName",
  "contactEmail",
  "sourceUrl",
  "linkStatus",
  "crmStatus",
  "outreachNotes",
] as const satisfies readonly (keyof ImportedJob & keyof Job)[];

/** Every column the bulk update below writes: the row's own, then those the import decides. */
const UPDATED_COLUMNS = [
  ...ROW_COLUMNS,
  "employerProfileId",
  "companyLogoUrl",
  "swipeCardImageUrl",
  "country",
  "subdivision",
  "placeKind",
  "policyWarnings",
  "applyOn",
  "screeningQuestions",
] as const satisfies readonly (keyof Job)[];

function picked<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

/** The fields a re-imported row writes over its job; what admins set (active, featured, order, expiry) stays. */
function rowFields(job: ImportedJob, current: Job, employerProfileId: string | undefined): Partial<NewJob> {
  return {
    ...picked(job, ROW_COLUMNS),
    employerProfileId: employerProfileId ?? null,
    // A row without images keeps the ones the job has.
    companyLogoUrl: job.companyLogoUrl ?? current.companyLogoUrl,
    swipeCardImageUrl: job.swipeCardImageUrl ?? current.swipeCardImageUrl,
    // A row that names its place sets it; otherwise the job-write module derives it from a changed location.
    ...(job.country !== undefined ? { country: job.country, subdivision: job.subdivision ?? null } : {}),
    ...(job.placeKind !== undefined ? { placeKind: job.placeKind } : {}),
    // A row that says where applications go, or what they answer, sets it; one that does not keeps the job's.
    ...(job.applyOn !== undefined ? { applyOn: job.applyOn } : {}),
    ...(job.screeningQuestions !== undefined ? { screeningQuestions: job.screeningQuestions } : {}),
  };
}

/** Each matched job as stored, with the row's fields to write over it, for the job-write module to screen. */
export async function importedChanges(
  db: Db,
  updates: { id: string; job: ImportedJob; employerProfileId: string | undefined }[],
): Promise<JobChange[]> {
  const current = new Map<string, Job>();
  for (let i = 0; i < updates.length; i += CHUNK) {
    const ids = updates.slice(i, i + CHUNK).map((u) => u.id);
    for (const job of await db.select().from(jobs).where(inArray(jobs.id, ids)).for("update")) current.set(job.id, job);
  }
  return updates.map(({ id, job, employerProfileId }) => {
    const stored = current.get(id)!;
    return { current: stored, patch: rowFields(job, stored, employerProfileId) };
  });
}

/** Writes the screened rows over their jobs, a slice per statement. */
export async function applyUpdates(db: Db, rows: readonly Job[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const records = rows.slice(i, i + CHUNK).map((job) => ({ id: job.id, ...picked(job, UPDATED_COLUMNS) }));
    await db.execute(sql`
      update ${jobs} set
        title = v."title", company = v."company", company_website = v."companyWebsite", location = v."location",
        salary_min = v."salaryMin", salary_max = v."salaryMax", salary_unit = v."salaryUnit", category = v."category", custom_category = v."customCategory",
        description = v."description", danger_level = v."dangerLevel"::danger_level, application_url = v."applicationUrl",
        benefits = v."benefits", contact_name = v."contactName", contact_email = v."contactEmail", source_url = v."sourceUrl",
        link_status = v."linkStatus", crm_status = v."crmStatus", outreach_notes = v."outreachNotes",
        employer_profile_id = v."employerProfileId", updated_at = now(),
        company_logo_url = v."companyLogoUrl", swipe_card_image_url = v."swipeCardImageUrl",
        country = v."country", subdivision = v."subdivision", place_kind = v."placeKind", policy_warnings = v."policyWarnings",
        apply_on = v."applyOn", screening_questions = v."screeningQuestions"
      from json_to_recordset(${JSON.stringify(records)}::json) as v(
        "id" uuid, "title" text, "company" text, "companyWebsite" text, "location" text, "salaryMin" int, "salaryMax" int,
        "salaryUnit" text, "category" text, "customCategory" text, "description" text, "dangerLevel" text, "applicationUrl" text, "benefits" text,
        "contactName" text, "contactEmail" text, "sourceUrl" text, "linkStatus" text, "crmStatus" text, "outreachNotes" text,
        "employerProfileId" uuid, "companyLogoUrl" text, "swipeCardImageUrl" text,
        "country" text, "subdivision" text, "placeKind" text, "policyWarnings" jsonb,
        "applyOn" text, "screeningQuestions" jsonb)
      where ${jobs.id} = v."id"`);
  }
}
