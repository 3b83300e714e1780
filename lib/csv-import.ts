// The bulk-upload CSV rules: which rows become jobs, which are skipped, which fail.
import { httpUrl, imageSource } from "./web-url";
import { categoryFromText } from "./categories";
import {
  MEDICAL_LABELS,
  MEDICALS,
  ROTATION_LABELS,
  ROTATIONS,
  TICKET_LABELS,
  TICKETS,
  type Medical,
  type Rotation,
  type Ticket,
} from "./extreme-work";
import { looksLikeEmail } from "./contact-quality";
import type { SalaryUnit } from "./pay";
import { parseSalary } from "./salary";
import { readCsvPlace, type CsvPlace } from "./place/csv-place";
import { adminJobFieldsSchema, crossFieldProblem } from "./schemas/admin-jobs";
import { readApplyOn, readQuestionLines } from "./schemas/screening-questions";
import type { ApplyOn, ScreeningQuestion } from "./applications/kinds";
import {
  inferWorkArrangement,
  isWorkArrangement,
  WORK_ARRANGEMENT_LABELS,
  WORK_ARRANGEMENTS,
  type ArrangementFacts,
  type WorkArrangement,
} from "./work-arrangement";

export const REQUIRED_COLUMNS = ["job_title", "application_url"] as const;

export const UNSPECIFIED_LOCATION = "Location not specified";
/** A row with no category is filed under 'other' with this name, which every later edit accepts. */
export const UNSPECIFIED_CATEGORY = "General";

export type CsvRecord = Record<string, string | undefined>;

export type ImportedJob = {
  title: string;
  company: string;
  companyWebsite: string;
  location: string;
  salaryMin: number;
  salaryMax: number;
  salaryUnit: SalaryUnit;
  category: string;
  customCategory: string | null;
  description: string;
  dangerLevel: "low" | "medium" | "high" | "extreme";
  applicationUrl: string;
  benefits: string | null;
  contactName: string | null;
  contactEmail: string | null;
  sourceUrl: string | null;
  linkStatus: string | null;
  crmStatus: string | null;
  outreachNotes: string | null;
  /** Outside addresses here are re-hosted before the row is stored (decision 054). */
  companyLogoUrl: string | null;
  swipeCardImageUrl: string | null;
  /** Left out when the row does not say: a new job takes the default, a re-imported one keeps its own. */
  applyOn?: ApplyOn;
  screeningQuestions?: ScreeningQuestion[];
} & Conditions &
  ArrangementFacts &
  CsvPlace;

type Conditions = {
  rotation: Rotation | null;
  tickets: Ticket[];
  ticketsOther: string | null;
  medical: Medical | null;
  travelPaid: boolean | null;
  accommodationProvided: boolean | null;
  visaSponsorship: boolean | null;
  travelBookedByEmployer: boolean | null;
};

const norm = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");
// A value by its slug, its label, its label's first word, or one of the names a label joins with '/'
// ('BOSIET' or 'FOET' for BOSIET/FOET, 'OGUK' or 'OEUK' for the offshore medical).
const byName = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  new Map(
    values.flatMap((v) => {
      const first = labels[v].split(" ")[0];
      return [v, labels[v], first, ...first.split("/")].map((name) => [norm(name), v] as [string, T]);
    }),
  );
const ROTATION_NAMES = byName(ROTATIONS, ROTATION_LABELS);
const TICKET_NAMES = byName(TICKETS, TICKET_LABELS);
const MEDICAL_NAMES = byName(MEDICALS, MEDICAL_LABELS);
const ARRANGEMENT_NAMES = new Map<string, WorkArrangement>([
  ...byName(WORK_ARRANGEMENTS, WORK_ARRANGEMENT_LABELS),
  ["remote", "remote-site"],
  ["fullyremote", "fully-remote"],
  ["homebased", "fully-remote"],
]);
const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0"]);

/**
 * The extreme-work columns (decision 043): rotation and medical by name from their lists, tickets
 * separated by ';' (names not on the list are kept as other tickets), yes/no for the rest. An unreadable
 * value fails the row rather than guessing.
 */
function readConditions(record: CsvRecord): Conditions | string {
  const rotationText = cell(record, "rotation");
  const rotation = rotationText ? ROTATION_NAMES.get(norm(rotationText)) : null;
  if (rotation === undefined) return `Unknown rotation: ${rotationText}`;
  const medicalText = cell(record, "medical");
  const medical = medicalText ? MEDICAL_NAMES.get(norm(medicalText)) : null;
  if (medical === undefined) return `Unknown medical: ${medicalText}`;
  const names = (cell(record, "tickets") ?? "")
    .split(";")
    .map((t) => t.trim())
    .filter(Boolean);
  const tickets = [...new Set(names.map((n) => TICKET_NAMES.get(norm(n))).filter((t): t is Ticket => t !== undefined))];
  const other = names.filter((n) => !TICKET_NAMES.has(norm(n)));
  const flags: Record<"travel_paid" | "accommodation" | "visa_sponsorship" | "travel_booked_by_employer", boolean | null> = {
    travel_paid: null,
    accommodation: null,
    visa_sponsorship: null,
    travel_booked_by_employer: null,
  };
  for (const column of Object.keys(flags) as (keyof typeof flags)[]) {
    const text = cell(record, column)?.toLowerCase();
    if (!text) continue;
    if (!YES.has(text) && !NO.has(text)) return `${column} must be yes or no: ${text}`;
    flags[column] = YES.has(text);
  }
  return {
    rotation,
    tickets,
    ticketsOther: other.length ? other.join(", ").slice(0, 300) : null,
    medical,
    travelPaid: flags.travel_paid,
    accommodationProvided: flags.accommodation,
    visaSponsorship: flags.visa_sponsorship,
    travelBookedByEmployer: flags.travel_booked_by_employer,
  };
}

/**
 * The work_arrangement column by slug or label ('remote' is a remote site, decision 109); a row without
 * one gets the arrangement its location and description suggest.
 */
function readArrangement(record: CsvRecord, location: string, description: string): WorkArrangement | string {
  const text = cell(record, "work_arrangement");
  if (!text) return inferWorkArrangement({ location, description });
  return ARRANGEMENT_NAMES.get(norm(text)) ?? `Unknown work_arrangement: ${text}`;
}

/**
 * `apply_on` (employer-site, outpost or both) and `screening_questions`, one `text|kind|required` line each in
 * the one cell (a quoted cell may hold line breaks). Either left empty is not said.
 */
function readApplying(record: CsvRecord): Pick<ImportedJob, "applyOn" | "screeningQuestions"> | string {
  const applyOn = readApplyOn(cell(record, "apply_on"));
  if ("error" in applyOn) return applyOn.error;
  const text = cell(record, "screening_questions");
  const questions = text ? readQuestionLines(text, "screening_questions") : undefined;
  if (typeof questions === "string") return questions;
  return { ...(applyOn.applyOn ? { applyOn: applyOn.applyOn } : {}), ...(questions ? { screeningQuestions: questions } : {}) };
}

export type RowOutcome = { kind: "job"; job: ImportedJob } | { kind: "skipped"; reason: string } | { kind: "error"; error: string };

const RISK_LEVELS: Record<string, ImportedJob["dangerLevel"]> = {
  low: "low",
  medium: "medium",
  moderate: "medium",
  high: "high",
  extreme: "extreme",
  "very high": "extreme",
  critical: "extreme",
};

const cell = (record: CsvRecord, column: string) => record[column]?.trim() || null;

export function readCsvRecord(record: CsvRecord, options: { skipWarnings: boolean }): RowOutcome {
  const linkStatus = cell(record, "link_status")?.toUpperCase() ?? null;
  if (linkStatus === "BAD") return { kind: "skipped", reason: "link_status BAD" };
  if (linkStatus === "WARN" && options.skipWarnings) return { kind: "skipped", reason: "link_status WARN" };

  const title = cell(record, "job_title");
  if (!title) return { kind: "error", error: "Missing job_title" };
  if (title.length > 200) return { kind: "error", error: "job_title is longer than 200 characters" };
  const rawUrl = cell(record, "application_url");
  if (!rawUrl) return { kind: "error", error: "Missing application_url" };
  const applicationUrl = httpUrl(rawUrl);
  if (!applicationUrl) return { kind: "error", error: `application_url is not a web address: ${rawUrl}` };

  const salaryText = cell(record, "salary");
  if (!salaryText) return { kind: "error", error: "Missing salary" };
  const salary = parseSalary(salaryText);
  if (!salary) return { kind: "error", error: `Could not read salary: ${salaryText}` };

  const riskText = cell(record, "risk_level")?.toLowerCase();
  const dangerLevel = riskText ? RISK_LEVELS[riskText] : "medium";
  if (!dangerLevel) return { kind: "error", error: `Unknown risk_level: ${riskText}` };

  const conditions = readConditions(record);
  if (typeof conditions === "string") return { kind: "error", error: conditions };

  const images = { companyLogoUrl: cell(record, "company_logo_url"), swipeCardImageUrl: cell(record, "swipe_card_image_url") };
  for (const [column, value] of [
    ["company_logo_url", images.companyLogoUrl],
    ["swipe_card_image_url", images.swipeCardImageUrl],
  ] as const) {
    if (value && !imageSource(value)) return { kind: "error", error: `${column} is not a web address: ${value}` };
  }

  const location = cell(record, "location") ?? UNSPECIFIED_LOCATION;
  const place = readCsvPlace(cell(record, "country"), cell(record, "subdivision"), location);
  if (typeof place === "string") return { kind: "error", error: place };
  const description = cell(record, "job_description") ?? "";
  const workArrangement = readArrangement(record, location, description);
  if (!isWorkArrangement(workArrangement)) return { kind: "error", error: workArrangement };
  const departurePoint = cell(record, "departure_point");
  if (departurePoint && departurePoint.length > 200) return { kind: "error", error: "departure_point is longer than 200 characters" };

  const applying = readApplying(record);
  if (typeof applying === "string") return { kind: "error", error: applying };

  const categoryText = cell(record, "category");
  const category = categoryText ? categoryFromText(categoryText) : null;
  const contactEmail = cell(record, "contact_email");

  const job: ImportedJob = {
    title,
    // Without a company name, the employer's web address is the most honest label we have.
    company: cell(record, "company_name") ?? applicationUrl.hostname.replace(/^(www|careers|jobs)\./, ""),
    companyWebsite: applicationUrl.origin,
    location,
    ...place,
    salaryMin: salary.min,
    salaryMax: salary.max,
    salaryUnit: salary.unit,
    category: category ?? "other",
    customCategory: category ? null : (categoryText ?? UNSPECIFIED_CATEGORY),
    description,
    dangerLevel,
    applicationUrl: applicationUrl.href,
    benefits: cell(record, "benefits"),
    contactName: cell(record, "contact_name"),
    contactEmail: contactEmail && looksLikeEmail(contactEmail) ? contactEmail : null,
    sourceUrl: httpUrl(cell(record, "source_url") ?? undefined)?.href ?? null,
    linkStatus,
    crmStatus: cell(record, "crm_status"),
    outreachNotes: cell(record, "outreach_notes"),
    companyLogoUrl: images.companyLogoUrl && imageSource(images.companyLogoUrl),
    swipeCardImageUrl: images.swipeCardImageUrl && imageSource(images.swipeCardImageUrl),
    ...conditions,
    workArrangement,
    departurePoint,
    ...applying,
  };
  const problem = storedJobProblem(job);
  return problem ? { kind: "error", error: problem } : { kind: "job", job };
}

const importedFields = adminJobFieldsSchema.pick({
  title: true,
  company: true,
  companyWebsite: true,
  location: true,
  salaryMin: true,
  salaryMax: true,
  salaryUnit: true,
  category: true,
  customCategory: true,
  description: true,
  dangerLevel: true,
  applicationUrl: true,
  benefits: true,
});

/** An imported job must be one an admin can go on editing: the admin schema's rules, checked up front. */
function storedJobProblem(job: ImportedJob): string | null {
  const parsed = importedFields.safeParse({
    title: job.title,
    company: job.company,
    companyWebsite: job.companyWebsite,
    location: job.location,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryUnit: job.salaryUnit,
    category: job.category,
    customCategory: job.customCategory,
    description: job.description,
    dangerLevel: job.dangerLevel,
    applicationUrl: job.applicationUrl,
    benefits: job.benefits,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue.path.join(".")}: ${issue.message}`;
  }
  return crossFieldProblem(job);
}
