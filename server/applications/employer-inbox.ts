// The employer's applicant inbox: a job's applications, paged on its own indexes, opened (which marks them
// Viewed) and decided. Only the job's employer reaches any of it; everyone else is told the application does
// not exist (404), so an id says nothing about whether it is real (docs/decisions/134-applicant-inbox.md).
import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { hitchCheck } from "@/lib/applications/hitch";
import type { ApplicationStatus } from "@/lib/applications/kinds";
import {
  APPLICANTS_PAGE_SIZE,
  type Applicant,
  type ApplicantFilter,
  type ApplicantSort,
  type Decision,
} from "@/lib/schemas/applicant-inbox";
import type { Db } from "../db/client";
import { applications, jobs, type Job } from "../db/schema";
import { badRequest, conflict, HttpError, notFound } from "../http/errors";
import { readApplicationCv } from "./cv-store";
import { noticeStatusChange } from "./notices";
import { HITCH_COLUMNS } from "./hitch-check";
import { utcDay } from "@/lib/job-match";

type InboxJob = Pick<Job, "id" | "startDate" | "rotation" | "tickets" | "ticketsOther" | "medical" | "screeningQuestions">;
type Row = typeof applications.$inferSelect;

const APPLICATION_NOT_FOUND = "Application not found";
const today = () => utcDay(new Date());

/** The job, if this employer owns it; null for anyone else's and for none. */
async function ownedJob(db: Db, employerId: string, jobId: string): Promise<InboxJob | null> {
  const [job] = await db
    .select({
      ...HITCH_COLUMNS,
      screeningQuestions: jobs.screeningQuestions,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
  return job ?? null;
}

/** An application as its employer reads it, with the hitch worked out again for today from the snapshot. */
export function applicantView(job: InboxJob, row: Row, day = today()): Applicant {
  const questions = new Map(job.screeningQuestions.map((q) => [q.id, q.text]));
  const deleted = row.dataDeletedAt !== null;
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    appliedAt: row.createdAt.toISOString(),
    viewedAt: row.viewedAt?.toISOString() ?? null,
    statusChangedAt: row.statusChangedAt.toISOString(),
    availableFrom: row.availableFrom,
    rotations: row.rotations,
    tickets: row.tickets,
    medicals: row.medicals,
    hitch: hitchCheck(job, { tickets: row.tickets, medicals: row.medicals }, day),
    answers: deleted
      ? []
      : row.answers.map((a) => ({ id: a.id, question: questions.get(a.id) ?? "A question since removed", value: a.value })),
    note: deleted ? null : row.note,
    cv: !deleted && row.cvKey && row.cvName && row.cvType ? { name: row.cvName, type: row.cvType, bytes: row.cvBytes ?? 0 } : null,
    ticketsValid: row.ticketsValid,
    availableByStart: row.availableByStart,
    fitScore: row.fitScore,
    declineMessage: row.declineMessage,
    dataDeleted: deleted,
  };
}

// Keyset paging: each order ends with the unique id, and matches an index on (job_id, …) so a page reads
// only its own rows. Times go in the cursor as UTC text to the microsecond (a Date would round them).
const createdText = sql<string>`to_char(${applications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const cursorShapes = {
  fit: z.tuple([z.literal("fit"), z.number().int().min(-1e6).max(1e6), z.string().regex(TIME), z.uuid()]),
  newest: z.tuple([z.literal("newest"), z.string().regex(TIME), z.uuid()]),
};

function encodeCursor(sort: ApplicantSort, row: { fitScore: number; created: string; id: string }): string {
  const values = sort === "fit" ? [sort, row.fitScore, row.created, row.id] : [sort, row.created, row.id];
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/** The rows after the cursor's, in the sort's order; a 400 for anything that is not a cursor of it. */
function after(sort: ApplicantSort, cursor: string): SQL {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest("cursor is not valid");
  }
  const shape = cursorShapes[sort].safeParse(parsed);
  if (!shape.success || Number.isNaN(Date.parse(shape.data.at(-2) as string))) throw badRequest("cursor is not valid");
  const [created, id] = shape.data.slice(-2) as [string, string];
  const later = sql`(${applications.createdAt} < ${created}::timestamptz or (${applications.createdAt} = ${created}::timestamptz and ${applications.id} > ${id}))`;
  if (sort === "newest") return later;
  const fit = shape.data[1] as number;
  return sql`(${applications.fitScore} < ${fit} or (${applications.fitScore} = ${fit} and ${later}))`;
}

export type ApplicantQuery = {
  filter?: { ticketsValid?: boolean; availableByStart?: boolean };
  sort: ApplicantSort;
  cursor?: string;
  limit?: number;
};

/** The query string's filter names as the list's filter. */
export const filterOf = (names: readonly ApplicantFilter[] = []) => ({
  ticketsValid: names.includes("valid-tickets") || undefined,
  availableByStart: names.includes("available") || undefined,
});

/** One page of a job's applicants, best fit or newest first; 404 unless the caller is the job's employer. */
export async function listApplicants(
  db: Db,
  employerId: string,
  jobId: string,
  query: ApplicantQuery,
): Promise<{ applicants: Applicant[]; nextCursor: string | null }> {
  const job = await ownedJob(db, employerId, jobId);
  if (!job) throw notFound("Job not found");
  const limit = Math.min(Math.max(query.limit ?? APPLICANTS_PAGE_SIZE, 1), 100);
  const where = [
    eq(applications.jobId, jobId),
    query.filter?.ticketsValid ? eq(applications.ticketsValid, true) : undefined,
    query.filter?.availableByStart ? eq(applications.availableByStart, true) : undefined,
    query.cursor ? after(query.sort, query.cursor) : undefined,
  ];
  const order =
    query.sort === "fit"
      ? [desc(applications.fitScore), desc(applications.createdAt), asc(applications.id)]
      : [desc(applications.createdAt), asc(applications.id)];
  const rows = await db
    .select({ row: applications, created: createdText })
    .from(applications)
    .where(and(...where))
    .orderBy(...order)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const day = today();
  return {
    applicants: page.map(({ row }) => applicantView(job, row, day)),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor(query.sort, { fitScore: last.row.fitScore, created: last.created, id: last.row.id })
        : null,
  };
}

/** The application and its job, locked for a change, if this employer owns the job. */
async function ownedApplication(tx: Db, employerId: string, jobId: string, applicationId: string) {
  const job = await ownedJob(tx, employerId, jobId);
  if (!job) throw notFound(APPLICATION_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.jobId, jobId)))
    .for("update");
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return { job, row };
}

/** Opens an application: one still Sent becomes Viewed, and its seeker hears so. */
export async function openApplication(db: Db, employerId: string, jobId: string, applicationId: string): Promise<Applicant> {
  return db.transaction(async (tx) => {
    const { job, row } = await ownedApplication(tx, employerId, jobId, applicationId);
    if (row.viewedAt && row.status !== "sent") return applicantView(job, row);
    const now = new Date();
    const becomesViewed = row.status === "sent";
    const [opened] = await tx
      .update(applications)
      .set({
        viewedAt: row.viewedAt ?? now,
        ...(becomesViewed && { status: "viewed" as ApplicationStatus, statusChangedAt: now }),
        updatedAt: now,
      })
      .where(eq(applications.id, row.id))
      .returning();
    if (becomesViewed) await noticeStatusChange(tx, row.id);
    return applicantView(job, opened!);
  });
}

/** The employer's decision: shortlisted, declined (with an optional message) or hired. */
export async function decide(db: Db, employerId: string, jobId: string, applicationId: string, decision: Decision): Promise<Applicant> {
  if (decision.message && decision.status !== "declined") throw new HttpError(400, "A message goes only with a decline", "message");
  return db.transaction(async (tx) => {
    const { job, row } = await ownedApplication(tx, employerId, jobId, applicationId);
    if (row.status === "withdrawn") throw conflict("The applicant has withdrawn this application", "conflict");
    const message = decision.status === "declined" ? decision.message?.trim() || null : null;
    if (row.status === decision.status && row.declineMessage === message) return applicantView(job, row);
    const now = new Date();
    const [decided] = await tx
      .update(applications)
      .set({ status: decision.status, declineMessage: message, statusChangedAt: now, viewedAt: row.viewedAt ?? now, updatedAt: now })
      .where(eq(applications.id, row.id))
      .returning();
    await noticeStatusChange(tx, row.id);
    return applicantView(job, decided!);
  });
}

/** The CV's bytes for the job's employer; 404 when there is none, it was deleted, or the caller is not theirs. */
export async function readApplicantCv(
  db: Db,
  employerId: string,
  jobId: string,
  applicationId: string,
): Promise<{ name: string; type: string; data: Buffer }> {
  const [found] = await db
    .select({ key: applications.cvKey, name: applications.cvName, type: applications.cvType })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.jobId, jobId),
        eq(jobs.employerId, employerId),
        isNull(applications.dataDeletedAt),
      ),
    );
  if (!found?.key || !found.name || !found.type) throw notFound("CV not found");
  const data = await readApplicationCv(found.key);
  if (!data) throw notFound("CV not found");
  return { name: found.name, type: found.type, data };
}

/** Each job's applications and how many of them its employer has not opened, for My Jobs. */
export async function applicationCounts(
  db: Db,
  jobIds: readonly string[],
): Promise<Map<string, { applications: number; unopened: number }>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({
      jobId: applications.jobId,
      applications: count(),
      unopened: sql<number>`count(*) filter (where ${applications.viewedAt} is null and ${applications.status} = 'sent')`.mapWith(Number),
    })
    .from(applications)
    .where(inArray(applications.jobId, [...jobIds]))
    .groupBy(applications.jobId);
  return new Map(rows.map((r) => [r.jobId, { applications: r.applications, unopened: r.unopened }]));
}
