// A seeker applies to a job on Outpost: who may (a verified job seeker), to what (a listed job that takes
// applications here), with what (the answers the job's questions ask for, an optional CV judged by its
// bytes), how often (the daily and hourly limits), and what is kept (the account's name and email, a copy of
// the profile as it stands, the fit against the job's hitch). One application per seeker and job, by the
// table's unique key, so two sends at once make one row (decision 132).
import { HITCH_COLUMNS } from "./hitch-check";
import { utcDay } from "@/lib/job-match";
import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import {
  APPLICATIONS_PER_DAY,
  CV_UPLOADS_PER_HOUR,
  MAX_CV_BYTES,
  MAX_SHORT_ANSWER_CHARS,
  takesApplicationsHere,
  type ScreeningAnswer,
  type ScreeningQuestion,
} from "@/lib/applications/kinds";
import type { AppliedItem } from "@/lib/applications/held-items";
import { applicationFit } from "@/lib/applications/fit";
import type { ApplyInput } from "@/lib/schemas/applications";
import type { Db } from "../db/client";
import { applications, jobs } from "../db/schema";
import { conflict, forbidden, HttpError, notFound, tooManyRequests } from "../http/errors";
import { requireVerifiedEmail } from "../accounts/email-verification";
import type { PublicUser } from "../accounts/public-user";
import { readProfile } from "../accounts/profile";
import { listedJobs } from "../jobs/search-jobs";
import { hit } from "../rate-limit";
import { noticeNewApplication } from "./notices";
import { cvFileName, cvKind, CV_TYPES } from "./cv-type";
import { deleteApplicationCv, saveApplicationCv } from "./cv-store";

/** A CV as it arrived: the bytes decide what it is, the name is only offered back on download. */
export type CvUpload = { data: Buffer; name: string };

export const NOT_TAKING = "This job is not taking applications on Outpost";
export const ALREADY_APPLIED = "You have already applied to this job";
export const CV_TOO_LARGE = "The CV is larger than 5 MB";
export const CV_NOT_PDF_OR_DOCX = "The CV must be a PDF or a Word (.docx) document";
export const SEEKERS_ONLY = "Only a job seeker's account can apply. Employers and admins use a seeker account of their own.";
const DAY_LIMIT = `You have sent ${APPLICATIONS_PER_DAY} applications in the last day, the most we take. Please try again tomorrow.`;
const CV_LIMIT = `You have sent ${CV_UPLOADS_PER_HOUR} CVs in the last hour, the most we take. Apply without one, or try again later.`;

/**
 * Who may apply: a job seeker whose address is proved. An employer or admin applying would mix the
 * account that posts jobs or judges reports with a candidate's; they make a seeker account instead.
 */
export function mayApply(user: PublicUser): void {
  if (user.role !== "user") throw forbidden(SEEKERS_ONLY);
  requireVerifiedEmail(user);
}

const invalidAnswer = (question: ScreeningQuestion, message: string) => new HttpError(400, message, `answers.${question.id}`);

/**
 * The answers kept: one per question the job asks, in its order, each checked against the question's
 * kind; a required one left blank is refused by its field. An answer to a question the job no longer asks
 * (edited while the sheet was open) is dropped rather than refused: nothing it says can be shown.
 */
export function checkAnswers(questions: ScreeningQuestion[], answers: ScreeningAnswer[]): ScreeningAnswer[] {
  const kept: ScreeningAnswer[] = [];
  for (const question of questions) {
    const value = answers.find((a) => a.id === question.id)?.value.trim() ?? "";
    if (!value) {
      if (question.required) throw invalidAnswer(question, `Please answer: ${question.text}`);
      continue;
    }
    if (question.kind === "yes-no" && value !== "yes" && value !== "no")
      throw invalidAnswer(question, `Answer 'yes' or 'no': ${question.text}`);
    if (value.length > MAX_SHORT_ANSWER_CHARS) throw invalidAnswer(question, `An answer is at most ${MAX_SHORT_ANSWER_CHARS} characters`);
    kept.push({ id: question.id, value });
  }
  return kept;
}

/** The CV's kind from its bytes: 413 past the size, 415 for anything but a PDF or a DOCX. */
export function judgeCv(cv: CvUpload) {
  if (cv.data.length > MAX_CV_BYTES) throw new HttpError(413, CV_TOO_LARGE, "cv", "too_large");
  const kind = cvKind(cv.data);
  if (!kind) throw new HttpError(415, CV_NOT_PDF_OR_DOCX, "cv", "unsupported_media_type");
  return { kind, name: cvFileName(cv.name, kind), mediaType: CV_TYPES[kind].mediaType, bytes: cv.data.length };
}

async function openJob(db: Db, jobId: string) {
  const [job] = await db
    .select({
      applyOn: jobs.applyOn,
      screeningQuestions: jobs.screeningQuestions,
      ...HITCH_COLUMNS,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), listedJobs()));
  if (!job || !takesApplicationsHere(job.applyOn)) throw notFound(NOT_TAKING);
  return job;
}

/** Applications the seeker sent in the last day, counted from the rows themselves (withdrawn ones too). */
async function sentInLastDay(db: Db, seekerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.seekerId, seekerId), gt(applications.createdAt, sql`now() - interval '1 day'`)));
  return row.n;
}

async function hasApplied(db: Db, seekerId: string, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.seekerId, seekerId)));
  return Boolean(row);
}

const items = (held: { name: string; expiresOn?: string }[]): AppliedItem[] =>
  held.map((i) => ({ name: i.name, expiresOn: i.expiresOn ?? null }));
const today = () => utcDay(new Date());

/**
 * Sends the seeker's application: 403 for anyone but a verified seeker, 404 for a job not taking
 * applications here, 409 for a second one, 400 by field for an answer, 413/415 for the CV, 429 past the
 * limits. The CV is stored before the row and removed again if the row is not made.
 */
export async function applyToJob(
  db: Db,
  user: PublicUser,
  jobId: string,
  input: ApplyInput,
  cv?: CvUpload,
): Promise<{ id: string; status: "sent" }> {
  mayApply(user);
  const job = await openJob(db, jobId);
  // Sent already is the answer whatever this send holds: a resent copy need not pass again to be told so.
  if (await hasApplied(db, user.id, jobId)) throw conflict(ALREADY_APPLIED, "already_exists");
  const answers = checkAnswers(job.screeningQuestions, input.answers);
  const file = cv ? judgeCv(cv) : null;
  if ((await sentInLastDay(db, user.id)) >= APPLICATIONS_PER_DAY) throw tooManyRequests(DAY_LIMIT);
  // Every CV that reaches the store counts, kept or not: the limit is on what the store is made to hold.
  if (file && (await hit(db, `cv-upload:${user.id}`, 3600)) > CV_UPLOADS_PER_HOUR) throw tooManyRequests(CV_LIMIT);

  const profile = await readProfile(db, user.id);
  const applicant = {
    tickets: items(profile.tickets),
    medicals: items(profile.medicals),
    availableFrom: profile.availableFrom ?? null,
    rotations: profile.rotations as string[],
  };
  const fit = applicationFit(job, applicant, today());
  const cvKey = file && cv ? await saveApplicationCv(cv.data, file.kind) : null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({
          jobId,
          seekerId: user.id,
          name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name,
          email: user.email,
          phone: input.phone ?? null,
          ...applicant,
          answers,
          note: input.note ?? null,
          ...(file && { cvKey, cvName: file.name, cvType: file.mediaType, cvBytes: file.bytes }),
          ...fit,
        })
        .onConflictDoNothing({ target: [applications.jobId, applications.seekerId] })
        .returning({ id: applications.id });
      // Another send of the same application got in first (a double tap, the outbox and the sheet at once).
      if (!row) throw conflict(ALREADY_APPLIED, "already_exists");
      await noticeNewApplication(tx, row.id);
      return { id: row.id, status: "sent" as const };
    });
  } catch (error) {
    if (cvKey) await deleteApplicationCv(cvKey).catch(() => undefined);
    throw error;
  }
}
