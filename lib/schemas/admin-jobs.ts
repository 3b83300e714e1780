// Admin job inputs: the PATCH allowlist, the reorder list and the application-URL fix.
import { z } from "zod";
import { CUSTOM_CATEGORY_REQUIRED, isCategoryOption } from "../categories";
import { closingOf } from "../closing-date";
import { httpUrl } from "../web-url";
import { optionalImageUrl, webUrl } from "./common";
import { CONTRACT_TYPES, DANGER_LEVELS } from "../job-fields";
import { MAX_PAY, SALARY_UNITS, type SalaryUnit } from "../pay";
import { WORK_ARRANGEMENTS } from "../work-arrangement";
import { PLACE_KINDS } from "../place-kinds";
import { isCountryCode } from "../place/countries";
import { CHOOSE_COUNTRY, CHOOSE_SUBDIVISION } from "./place-fields";
import { applyOnField, screeningQuestionsField } from "./screening-questions";

const text = (max: number) => z.string().trim().min(1, "Must not be empty").max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .transform((v) => v || null);
const salary = z.number().int("Salary must be a whole number").min(0).max(MAX_PAY.year);
// A date a job could really carry; the far edges of JavaScript's range do not fit a Postgres timestamp.
const date = z.coerce
  .date({ message: "Invalid date" })
  .min(new Date("2000-01-01T00:00:00Z"), "Date is too far in the past")
  .max(new Date("2100-12-31T23:59:59Z"), "Date is too far in the future");

/** A required link, stored in the normal form the browser would open. */
const requiredUrl = (label: string) =>
  webUrl(label)
    .refine((v) => v !== "", `${label} is required`)
    .transform((v) => httpUrl(v)!.href);

/**
 * The fields an admin may change on any job. Anything else (ids, payment, plan, owner, counters, display
 * order, which has its own endpoint) is refused by name rather than silently dropped.
 */
export const adminJobFieldsSchema = z.strictObject(
  {
    isActive: z.boolean(),
    isFeatured: z.boolean(),
    title: text(200),
    company: text(200),
    companyDescription: optionalText(5000),
    companyWebsite: webUrl("Company website")
      .nullable()
      .transform((v) => (v ? httpUrl(v)!.href : null)),
    location: text(200),
    // The place an admin fixes where it could not be derived (decision 122); null is 'not known' or 'several'.
    country: z.string().trim().toUpperCase().refine(isCountryCode, CHOOSE_COUNTRY).nullable().describe("ISO 3166-1 alpha-2, or null"),
    subdivision: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, CHOOSE_SUBDIVISION)
      .nullable()
      .describe("ISO 3166-2 of the country, or null"),
    placeKind: z.enum(PLACE_KINDS, { message: "placeKind must be land, offshore or multiple" }),
    contractType: z.enum(CONTRACT_TYPES, { message: "Unknown contract type" }),
    hoursPerWeek: z.number().int().min(1).max(168).nullable(),
    salaryMin: salary,
    salaryMax: salary,
    salaryUnit: z.enum(SALARY_UNITS, { message: "salaryUnit must be year or day" }),
    description: z.string().trim().max(20_000),
    requirements: optionalText(10_000),
    benefits: optionalText(10_000),
    howToApply: optionalText(10_000),
    category: z.string().refine(isCategoryOption, "Unknown category"),
    customCategory: optionalText(100),
    dangerLevel: z.enum(DANGER_LEVELS, { message: "Unknown danger level" }),
    workArrangement: z.enum(WORK_ARRANGEMENTS, { message: "Unknown work arrangement" }),
    departurePoint: optionalText(200),
    travelBookedByEmployer: z.boolean().nullable(),
    applicationUrl: requiredUrl("Application URL"),
    // Where the job takes applications and what they answer (decision 131); the gate reads the questions.
    applyOn: applyOnField,
    screeningQuestions: screeningQuestionsField,
    // A closing date is a UK day, open until its end (decision 117).
    applicationClosingDate: date.transform((d) => closingOf(d)),
    interviewDate: date.nullable(),
    startDate: date.nullable(),
    expiresAt: date,
    companyLogoUrl: optionalImageUrl("Company logo"),
    swipeCardImageUrl: optionalImageUrl("Swipe card image"),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `This field cannot be changed: ${issue.keys.join(", ")}` : undefined) },
);

export const TAKEDOWN_REASON_NEEDED = "Please say why the job is taken down";

/** Why an admin takes a job down: the employer reads it on My Jobs and in the email. */
export const takedownReasonSchema = z.string().trim().min(1, TAKEDOWN_REASON_NEEDED).max(500, "At most 500 characters");

/**
 * Switching Active off is a takedown, and needs its reason (takedownReason); switching it on lifts the
 * takedown. The reason goes only with Active off.
 */
export const adminJobPatchSchema = adminJobFieldsSchema
  .extend({ takedownReason: takedownReasonSchema.describe("Why the job is taken down; required with isActive false") })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to update")
  .refine((patch) => patch.isActive !== false || patch.takedownReason !== undefined, {
    message: TAKEDOWN_REASON_NEEDED,
    path: ["takedownReason"],
  })
  .refine((patch) => !patch.subdivision || (patch.country && patch.subdivision.startsWith(`${patch.country}-`)), {
    message: CHOOSE_SUBDIVISION,
    path: ["subdivision"],
  })
  .refine((patch) => patch.takedownReason === undefined || patch.isActive === false, {
    message: "A takedown reason goes only with isActive false",
    path: ["takedownReason"],
  })
  // The refinement has no JSON Schema form; this states it for the OpenAPI description.
  .meta({ minProperties: 1 });
export type AdminJobPatch = z.output<typeof adminJobPatchSchema>;

type CrossFields = { salaryMin: number; salaryMax: number; salaryUnit: SalaryUnit; category: string; customCategory: string | null };

/** The rules across two fields that every stored job keeps; the first one broken, or null. */
export function crossFieldProblem(job: CrossFields): string | null {
  if (job.salaryMin > job.salaryMax) return "salaryMin must not be more than salaryMax";
  if (job.salaryMax > MAX_PAY[job.salaryUnit])
    return `A ${job.salaryUnit === "day" ? "day rate" : "yearly salary"} is at most ${MAX_PAY[job.salaryUnit]}`;
  if (job.category === "other" && !job.customCategory?.trim()) return CUSTOM_CATEGORY_REQUIRED;
  return null;
}

export const MAX_REORDER_JOBS = 5_000;

export const reorderJobsSchema = z.object({
  jobs: z
    .array(
      z.object({
        id: z.uuid({ message: "Invalid job id" }),
        displayOrder: z.number().int().min(-1_000_000).max(1_000_000),
        isFeatured: z.boolean(),
      }),
    )
    .min(1, "No jobs to reorder")
    .max(MAX_REORDER_JOBS, `At most ${MAX_REORDER_JOBS} jobs at once`)
    .refine((list) => new Set(list.map((j) => j.id)).size === list.length, "Each job may appear only once"),
});
export type ReorderJobs = z.output<typeof reorderJobsSchema>;

export const applicationUrlSchema = z.object({ applicationUrl: requiredUrl("Application URL") });

/** Taking the job of a report down. */
export const takedownSchema = z.object({ reason: takedownReasonSchema });
