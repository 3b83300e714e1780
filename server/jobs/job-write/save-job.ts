// A job's content, written: every way in (form, payment, edit, admin, CSV, API, feed, ATS) hands its draft
// here as table values. The draft's place is derived from its location text where the writer did not give
// one, the compliance gate reads the whole job as it will be stored, and a refusal stops the write (and is
// recorded) while warnings are stored with the job for its poster and the admins to see.
import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { checkCompliance, type GateFacts } from "@/lib/compliance/gate";
import { completing, isAwaited } from "@/lib/job-completion";
import type { PolicyFinding } from "@/lib/compliance/types";
import type { JobSource } from "@/lib/job-sources/kinds";
import { derivePlace } from "@/lib/place/derive-place";
import { isSubdivisionOf } from "@/lib/place/subdivisions";
import { keepQuestionIds } from "@/lib/schemas/screening-questions";
import type { Db } from "../../db/client";
import { jobs, type Job, type NewJob } from "../../db/schema";
import { HttpError, notFound } from "../../http/errors";
import { refreshApplicationFit } from "../../applications/refresh-fit";
import { jobTransaction, type JobAudit, type JobWrite } from "./job-transaction";

export type JobOrigin = {
  source: JobSource;
  sourceId?: string | null;
  /** The account on whose behalf the job is written (its employer, or the admin importing it). */
  userId?: string | null;
  actor: JobAudit["actor"];
  actorName?: string;
};

export type SavedJob = { job: Job; warnings: PolicyFinding[] };
export type RefusedJob = { refused: PolicyFinding[] };

/** The gate's refusal: 400 naming the first rule; every finding rides along for a feed's answer. */
export class PolicyRefused extends HttpError {
  constructor(readonly findings: readonly PolicyFinding[]) {
    super(400, findings[0]!.message, findings[0]!.field, "policy", findings[0]!.rule);
    this.name = "HttpError";
  }
}

export const isPolicyRefused = (error: unknown): error is PolicyRefused =>
  error instanceof HttpError && error.code === "policy" && Array.isArray((error as PolicyRefused).findings);

/**
 * The row with its place filled in where the writer left it out, or where the location changed without one.
 * A kind the writer picked (offshore, several countries) stands over the one the text suggests. A picked
 * subdivision must be one of its country's: the shared schema checks only its form, the full list being
 * too large for a browser.
 */
function placed<T extends Partial<NewJob>>(given: T, previous?: Job): T {
  // A subdivision names its country (US-CO is in US).
  const values = given.subdivision && given.country === undefined ? { ...given, country: given.subdivision.slice(0, 2) } : given;
  if (values.subdivision && !isSubdivisionOf(values.subdivision, values.country ?? previous?.country ?? ""))
    throw new HttpError(400, "Choose a state or region from the list", "subdivision");
  const locationChanged = values.location !== undefined && values.location !== previous?.location;
  // A job stored before its place was known is placed by its next write.
  const unplaced = previous && previous.country === null && previous.placeKind !== "multiple";
  if (values.country !== undefined || (!locationChanged && previous && !unplaced)) return values;
  const place = derivePlace(values.location ?? previous?.location ?? "");
  if (values.placeKind === "multiple") return { ...values, country: null, subdivision: null };
  return { ...values, country: place.country, subdivision: place.subdivision, placeKind: values.placeKind ?? place.placeKind };
}

/** The address a job taking applications on Outpost only keeps in its required apply link: its own page. */
export const ownJobPath = (id: string) => `/job/${id}`;
const isOwnPath = (url: string | undefined) => !!url && url.startsWith("/");

/**
 * Where the job takes applications, settled for the row (decision 131): a job on Outpost only with no apply
 * link keeps its own page there; any other needs a link of the employer's; questions sent again without their
 * ids keep the ones they had.
 */
function applying<T extends Partial<NewJob>>(given: T, previous?: Job): T {
  const values = { ...given };
  if (values.screeningQuestions && previous)
    values.screeningQuestions = keepQuestionIds(values.screeningQuestions, previous.screeningQuestions);
  const applyOn = values.applyOn ?? previous?.applyOn ?? "employer-site";
  const url = values.applicationUrl ?? previous?.applicationUrl;
  if (applyOn === "outpost") {
    if (!url?.trim()) {
      if (previous) return { ...values, applicationUrl: ownJobPath(previous.id) };
      const id = values.id ?? randomUUID();
      return { ...values, id, applicationUrl: ownJobPath(id) };
    }
    return values;
  }
  if (!url?.trim() || isOwnPath(url))
    throw new HttpError(400, "Application URL is required: say where on your site candidates apply", "applicationUrl");
  return values;
}

function factsOf(row: Partial<NewJob>): GateFacts {
  const incomplete = new Set(row.incompleteFields ?? []);
  return {
    title: row.title ?? "",
    company: row.company ?? "",
    description: row.description ?? "",
    requirements: row.requirements,
    benefits: row.benefits,
    howToApply: row.howToApply,
    // A fact the source did not give is missing, not zero: an incomplete job is held off the board instead.
    salaryMin: incomplete.has("salary") ? null : (row.salaryMin ?? null),
    salaryMax: incomplete.has("salary") ? null : (row.salaryMax ?? null),
    applicationClosingDate: incomplete.has("applicationClosingDate") ? null : (row.applicationClosingDate ?? null),
    country: row.country ?? null,
    subdivision: row.subdivision ?? null,
    placeKind: row.placeKind ?? "land",
    postedByAgency: row.postedByAgency ?? false,
    agencyName: row.agencyName,
    employmentTerm: row.employmentTerm,
    contractType: row.contractType,
    screeningQuestions: row.screeningQuestions ?? [],
  };
}

/** The gate's reading of a row; a refusal is recorded in the write (and kept if the write then fails). */
function screen(write: JobWrite, row: Partial<NewJob>, origin: JobOrigin, externalReference?: string | null) {
  const verdict = checkCompliance(factsOf(row));
  // A fact an ATS board lacks leaves its job incomplete rather than refused (the sync lists what to add).
  const refusals = verdict.refusals.filter((f) => !isAwaited(row.incompleteFields ?? [], f.field));
  if (refusals.length)
    write.refused({
      source: origin.source,
      sourceId: origin.sourceId,
      userId: origin.userId,
      externalReference,
      title: row.title ?? "",
      company: row.company ?? "",
      findings: refusals,
      flagged: verdict.likelyScam,
    });
  return { refusals, warnings: verdict.warnings };
}

/** Inserts each row the gate lets through; a refused row is answered with its findings, the rest go on. */
export async function insertJobs(write: JobWrite, rows: readonly NewJob[], origin: JobOrigin): Promise<(SavedJob | RefusedJob)[]> {
  const outcomes: (SavedJob | RefusedJob | { row: NewJob; warnings: PolicyFinding[] })[] = rows.map((raw) => {
    const row = applying(placed({ ...raw, source: origin.source, sourceId: origin.sourceId ?? raw.sourceId ?? null }));
    const { refusals, warnings } = screen(write, row, origin, row.externalReference);
    return refusals.length ? { refused: refusals } : { row: { ...row, policyWarnings: warnings }, warnings };
  });
  const toInsert = outcomes.flatMap((o) => ("row" in o ? [o.row] : []));
  const inserted = toInsert.length ? await write.tx.insert(jobs).values(toInsert).returning() : [];
  write.created(inserted.map((j) => j.id));
  let next = 0;
  const answers = outcomes.map((o) => ("row" in o ? { job: inserted[next++]!, warnings: o.warnings } : o));
  for (const saved of answers) if ("job" in saved) write.audit(auditOf("job.created", saved.job, origin));
  return answers;
}

/** Inserts one job, or throws the gate's refusal (400, code `policy`). */
export async function insertJob(write: JobWrite, row: NewJob, origin: JobOrigin): Promise<SavedJob> {
  const [outcome] = await insertJobs(write, [row], origin);
  if ("refused" in outcome!) throw new PolicyRefused(outcome.refused);
  return outcome!;
}

/**
 * Updates a job the caller has found (and locked, when it must), or throws the gate's refusal. The gate reads
 * the job as it will be after the change.
 */
export async function updateJob(
  write: JobWrite,
  current: Job,
  patch: Partial<NewJob>,
  origin: JobOrigin,
  action = "job.updated",
): Promise<SavedJob> {
  // An edit that states what an incomplete job lacked lists it (an ATS job has no payments behind it).
  const values = completing(applying(placed(patch, current), current), { ...current, paymentIssue: null });
  const { refusals, warnings } = screen(write, { ...current, ...values }, origin, current.externalReference);
  if (refusals.length) throw new PolicyRefused(refusals);
  await write.touching([current.id]);
  const [job] = await write.tx
    .update(jobs)
    .set({ ...values, policyWarnings: warnings })
    .where(eq(jobs.id, current.id))
    .returning();
  if (!job) throw notFound("Job not found");
  await refreshApplicationFit(write.tx, [current], [job]);
  write.audit(auditOf(action, job, origin));
  return { job, warnings };
}

export type JobChange = { current: Job; patch: Partial<NewJob> };

/**
 * Updates many jobs the caller has found with one statement of its own (a re-imported CSV): each change the
 * gate refuses is answered with its findings and left out; the rest are touched, handed to `apply` as the
 * rows they become (place and warnings filled in) and audited.
 */
export async function updateJobs(
  write: JobWrite,
  changes: readonly JobChange[],
  origin: JobOrigin,
  apply: (rows: readonly Job[]) => Promise<void>,
): Promise<(SavedJob | RefusedJob)[]> {
  const outcomes = changes.map(({ current, patch }): SavedJob | RefusedJob => {
    const values = applying(placed(patch, current), current);
    const { refusals, warnings } = screen(write, { ...current, ...values }, origin, current.externalReference);
    return refusals.length ? { refused: refusals } : { job: { ...current, ...values, policyWarnings: warnings }, warnings };
  });
  const saved = outcomes.flatMap((o) => ("job" in o ? [o.job] : []));
  await write.touching(saved.map((job) => job.id));
  if (saved.length) await apply(saved);
  await refreshApplicationFit(
    write.tx,
    changes.map((c) => c.current),
    saved,
  );
  for (const job of saved) write.audit(auditOf("job.updated", job, origin));
  return outcomes;
}

function auditOf(action: string, job: Job, origin: JobOrigin): JobAudit {
  return {
    actor: origin.actor,
    actorName: origin.actorName,
    action,
    title: job.title,
    details: { jobId: job.id, source: job.source, externalReference: job.externalReference },
  };
}

/**
 * The gate alone, for a draft not yet written (the post form before its payment): throws the refusal (and
 * records it) or answers the warnings the job would be saved with.
 */
export function assertAdmissible(db: Db, row: Partial<NewJob>, origin: JobOrigin): Promise<PolicyFinding[]> {
  return jobTransaction(db, async (write) => {
    const { refusals, warnings } = screen(write, applying(placed(row)), origin);
    if (refusals.length) throw new PolicyRefused(refusals);
    return warnings;
  });
}
