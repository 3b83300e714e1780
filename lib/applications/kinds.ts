// How a job takes applications, the screening questions it may ask, and the states an application passes
// through. Zod-free so cards, the job page, the sheet and the server all read the same words.

/** Where a seeker applies: the employer's own site (the apply link), on Outpost, or either. */
export const APPLY_ON = ["employer-site", "outpost", "both"] as const;
export type ApplyOn = (typeof APPLY_ON)[number];
export const APPLY_ON_LABELS: Record<ApplyOn, string> = {
  "employer-site": "On the employer's site",
  outpost: "On Outpost",
  both: "On Outpost or the employer's site",
};
export const takesApplicationsHere = (applyOn: string) => applyOn === "outpost" || applyOn === "both";
export const sendsToEmployerSite = (applyOn: string) => applyOn === "employer-site" || applyOn === "both";

export const MAX_SCREENING_QUESTIONS = 5;
export const MAX_QUESTION_CHARS = 200;
export const MAX_SHORT_ANSWER_CHARS = 500;
export const QUESTION_KINDS = ["yes-no", "short-text"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export type ScreeningQuestion = { id: string; text: string; kind: QuestionKind; required: boolean };
export type ScreeningAnswer = { id: string; value: string };

/** What an employer (or the seeker) does to an application; 'closed' is never stored, it is read. */
export const APPLICATION_STATUSES = ["sent", "viewed", "shortlisted", "declined", "hired", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The status the tracker shows: a stored one, or 'closed' once the job closed with no decision. */
export type TrackedStatus = ApplicationStatus | "closed";
export const EMPLOYER_DECISIONS = ["shortlisted", "declined", "hired"] as const;
export type EmployerDecision = (typeof EMPLOYER_DECISIONS)[number];
export const STATUS_LABELS: Record<TrackedStatus, string> = {
  sent: "Sent",
  viewed: "Viewed",
  shortlisted: "Shortlisted",
  declined: "Declined",
  hired: "Hired",
  withdrawn: "Withdrawn",
  closed: "Closed without a decision",
};
/** Statuses still waiting on the employer: a job closing on one of these ends it 'Closed without a decision'. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ["sent", "viewed", "shortlisted"];

/** The tracker's status: an open application on a job that has closed reads 'closed'. */
export function trackedStatus(status: ApplicationStatus, jobOpen: boolean): TrackedStatus {
  return !jobOpen && OPEN_STATUSES.includes(status) ? "closed" : status;
}

/** How an employer hears of new applications. */
export const APPLICATION_MAIL_MODES = ["each", "daily"] as const;
export type ApplicationMailMode = (typeof APPLICATION_MAIL_MODES)[number];

export const APPLICATIONS_PER_DAY = 30;
export const CV_UPLOADS_PER_HOUR = 5;
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const MAX_NOTE_CHARS = 2000;
/** An employer who has not opened an application this long after it came gets one reminder. */
export const UNOPENED_REMINDER_DAYS = 7;
/** The CV and answers are deleted this long after the job closes. */
export const RETENTION_MONTHS = 6;
