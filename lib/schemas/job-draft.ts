// The job an employer submits: one schema for the form,
// checkout, the payment intent's stored draft and POST /api/jobs.
import { z } from "zod";
import { CATEGORY_OPTIONS, CUSTOM_CATEGORY_REQUIRED } from "../categories";
import { closingOf } from "../closing-date";
import { MEDICALS, ROTATIONS, TICKETS } from "../extreme-work";
import { CONTRACT_TYPES, DANGER_LEVELS } from "../job-fields";
import { MAX_PAY, SALARY_UNITS, type SalaryUnit } from "../pay";
import { PLAN_TYPES } from "../plans";
import { WORK_ARRANGEMENTS } from "../work-arrangement";
import { optionalImageUrl, webUrl } from "./common";
import { checkPlace, countryField, placeKindField, subdivisionField } from "./place-fields";
import { applyOnField, screeningQuestionsField } from "./screening-questions";

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "Too long")
    .optional()
    .nullable()
    .transform((v) => v || null);
export const salaryUnit = z.enum(SALARY_UNITS, { error: "Choose per year or per day" });
// An empty box is missing; '-50' or '0' was typed and is wrong in its own way, so each says which.
const salary = (label: string) =>
  z.preprocess(
    (v) => {
      const text = typeof v === "string" ? v.trim() : v;
      return text === "" || text === null ? undefined : typeof text === "string" ? Number(text) : text;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
      .int(`${label} must be a whole number`)
      .positive(`${label} must be a positive number`)
      .max(MAX_PAY.year, payTooHigh("year")),
  );
// Dates arrive as yyyy-mm-dd from the form or as full ISO strings; either reads as a moment.
const date = (label: string) =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: `${label} is required` }).transform((v) => new Date(v));
/** A closing date is a UK day: applications close at its end (decision 117), whatever form it came in. */
export const closingDate = (label: string) =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: `${label} is required` }).transform((v) => closingOf(v));
// A choice from a list, or nothing ('' from a form's 'not stated').
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), z.enum(values, { error: message }).nullable());
// Yes, no, or not stated: forms send 'yes' / 'no' / ''.
const yesNo = (label: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? null : v === "yes" ? true : v === "no" ? false : v),
    z.boolean({ error: `${label}: answer yes or no` }).nullable(),
  );
// Tickets from a form arrive comma-joined; from JSON as a list.
const tickets = z
  .preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : typeof v === "string" ? v.split(",") : v),
    z.array(z.enum(TICKETS, { error: "Unknown ticket or certificate" })).max(TICKETS.length),
  )
  .transform((list) => [...new Set(list)]);

const optionalDate = (label: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), date(`${label} must be a date`).optional());

export const jobDraftObject = z.object({
  title: required("Job title", 200),
  company: required("Company name", 200),
  companyDescription: optional(5000),
  companyWebsite: webUrl("Company website")
    .optional()
    .nullable()
    .transform((v) => v || null),
  companySocialLinks: optional(2000),
  contractType: z.enum(CONTRACT_TYPES, { error: "Choose a contract type" }),
  location: required("Location", 200),
  // Place as data (ISO 3166): left out, the server derives it from the location text.
  country: countryField,
  subdivision: subdivisionField,
  placeKind: placeKindField,
  // An agency's advert names the agency and says whether the work is temporary or permanent.
  // JSON sends true or false; the form and CSV send 'yes' / 'no' ('' for not stated, read as no).
  postedByAgency: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v === "yes" ? true : v === "no" ? false : v),
    z.boolean({ error: "Posted by an agency: answer yes or no" }).optional(),
  ),
  agencyName: optional(200),
  employmentTerm: optionalChoice(["temporary", "permanent"] as const, "Choose temporary or permanent"),
  hoursPerWeek: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce.number().int("Hours must be a whole number").min(1, "Hours must be at least 1").max(168, "A week has 168 hours").optional(),
  ),
  salaryMin: salary("Minimum salary"),
  salaryMax: salary("Maximum salary"),
  // A client that does not say posts a yearly salary, as before day rates were kept.
  salaryUnit: salaryUnit.default("year"),
  category: z.enum(CATEGORY_OPTIONS, { error: "Choose a category" }),
  customCategory: optional(100),
  dangerLevel: z.enum(DANGER_LEVELS, { error: "Choose a risk level" }).default("medium"),
  rotation: optionalChoice(ROTATIONS, "Choose a rotation from the list"),
  tickets,
  ticketsOther: optional(300),
  medical: optionalChoice(MEDICALS, "Choose a medical from the list"),
  travelPaid: yesNo("Travel paid"),
  accommodationProvided: yesNo("Accommodation provided"),
  visaSponsorship: yesNo("Visa sponsorship"),
  // Not stated: the server infers it from the location and description (docs/decisions/109).
  workArrangement: optionalChoice(WORK_ARRANGEMENTS, "Choose a work arrangement from the list"),
  departurePoint: optional(200),
  travelBookedByEmployer: yesNo("Travel booked by the employer"),
  description: required("Job description", 20_000),
  requirements: optional(10_000),
  benefits: optional(10_000),
  howToApply: optional(10_000),
  // Required unless applications are taken on Outpost only (checkApplying below).
  applicationUrl: webUrl("Application URL").default(""),
  applyOn: applyOnField.default("employer-site"),
  screeningQuestions: screeningQuestionsField.default([]),
  applicationStartDate: date("Application start date"),
  applicationClosingDate: closingDate("Application closing date"),
  interviewDate: optionalDate("Interview date"),
  startDate: optionalDate("Start date"),
  planType: z.enum(PLAN_TYPES, { error: "Invalid plan selected" }),
  isFeatured: z.boolean().optional(),
  companyLogoUrl: optionalImageUrl("Company logo"),
  swipeCardImageUrl: optionalImageUrl("Swipe card image"),
});

type Draft = z.output<typeof jobDraftObject>;

/** The most a figure may be in its unit, worded for the form: a yearly salary typed as a day rate is caught. */
export function payTooHigh(unit: SalaryUnit): string {
  const most = `£${MAX_PAY[unit].toLocaleString("en-GB")}`;
  return unit === "day" ? `A day rate above ${most} is too high` : `A yearly salary above ${most} is too high`;
}

/**
 * The cross-field rules, each reported on the field a person would fix. They run even when other fields
 * are wrong (so the form shows every problem at once), hence the type checks on what they compare.
 * The category and salary rules hold for an employer's later edit too.
 */
export function checkCategoryAndSalary(
  job: Pick<Draft, "category" | "customCategory" | "salaryMin" | "salaryMax" | "country" | "subdivision"> & {
    salaryUnit?: SalaryUnit;
    applicationUrl?: string;
    applyOn?: Draft["applyOn"];
  },
  ctx: z.RefinementCtx,
) {
  checkPlace(job, ctx);
  checkApplying(job, ctx);
  const custom = typeof job.customCategory === "string" ? job.customCategory.trim() : "";
  if (job.category === "other" && !custom) {
    ctx.addIssue({ code: "custom", path: ["customCategory"], message: CUSTOM_CATEGORY_REQUIRED });
  }
  if (typeof job.salaryMin === "number" && typeof job.salaryMax === "number" && job.salaryMin > job.salaryMax) {
    ctx.addIssue({ code: "custom", path: ["salaryMax"], message: "Maximum salary must be at least the minimum salary" });
  }
  if (job.salaryUnit === "day") {
    for (const path of ["salaryMin", "salaryMax"] as const) {
      const value = job[path];
      if (typeof value === "number" && value > MAX_PAY.day) ctx.addIssue({ code: "custom", path: [path], message: payTooHigh("day") });
    }
  }
}

/**
 * A job that sends seekers to the employer's site needs the address; one that takes applications on Outpost
 * only may have none (the job's own page stands in, decision 131). An edit that does not say where keeps the
 * job's own choice, so its address is required unless it says Outpost.
 */
function checkApplying(job: { applicationUrl?: unknown; applyOn?: unknown }, ctx: z.RefinementCtx) {
  if (job.applyOn === "outpost") return;
  if (typeof job.applicationUrl === "string" && job.applicationUrl.trim() === "")
    ctx.addIssue({ code: "custom", path: ["applicationUrl"], message: "Application URL is required" });
}

function checkDraft(job: Draft, ctx: z.RefinementCtx) {
  checkCategoryAndSalary(job, ctx);
  const { applicationStartDate: start, applicationClosingDate: closing } = job;
  if (start instanceof Date && closing instanceof Date && closing < start) {
    ctx.addIssue({ code: "custom", path: ["applicationClosingDate"], message: "Closing date must be on or after the start date" });
  }
}

/**
 * Cross-field rules run even when single fields failed, so the form shows every problem at once; but
 * only on an object: a missing or non-object body is refused by the object check alone.
 */
export const onObjects = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

export const jobDraftSchema = jobDraftObject.superRefine(checkDraft, onObjects);
export type JobDraft = z.output<typeof jobDraftSchema>;

/** A day of slack, so someone whose own 'today' is behind ours is not refused. */
const DAY_MS = 24 * 60 * 60 * 1000;

type WindowIssue = { path: "applicationStartDate" | "applicationClosingDate"; message: string };

/**
 * The application window must not have passed already, as seen at `at`: now when a payment starts, and
 * that same moment (the payment's start) when the job is created, so a late webhook still makes the job.
 */
export function pastWindowIssues(start: unknown, closing: unknown, at: Date): WindowIssue[] {
  const earliest = at.getTime() - DAY_MS;
  const issues: WindowIssue[] = [];
  if (start instanceof Date && start.getTime() < earliest - DAY_MS)
    issues.push({ path: "applicationStartDate", message: "Start date cannot be in the past" });
  // The closing date ends the listing (docs/decisions/040): one already reached would be paid for and never shown.
  if (closing instanceof Date && closing.getTime() <= at.getTime())
    issues.push({ path: "applicationClosingDate", message: "Closing date cannot be in the past" });
  return issues;
}

function checkNotPast(job: Draft, ctx: z.RefinementCtx) {
  for (const { path, message } of pastWindowIssues(job.applicationStartDate, job.applicationClosingDate, new Date())) {
    ctx.addIssue({ code: "custom", path: [path], message });
  }
}

/**
 * The form, and the job a payment is started for: terms ticked and dates not past. A paid job is later
 * created with the plain draft schema, and the server checks its dates against the payment's start.
 */
export const jobFormSchema = jobDraftObject
  .extend({ terms: z.literal(true, { error: "You must agree to the terms" }) })
  .superRefine(checkDraft, onObjects)
  .superRefine(checkNotPast, onObjects);

const paymentIntentId = z.string().trim().min(1, "Payment is required").max(255);

/** POST /api/jobs: the draft and the payment that pays for it; anything else sent is ignored. */
export const createJobSchema = jobDraftObject.extend({ paymentIntentId }).superRefine(checkDraft, onObjects);

export const validatePlanSchema = z.object({
  planType: z.enum(PLAN_TYPES, { error: "Invalid plan selected" }),
  applicationStartDate: date("Application start date"),
  applicationClosingDate: closingDate("Application closing date"),
});

/** POST /api/create-payment-intent: the amount the browser sends is ignored; the plan sets the price. */
export const paymentIntentSchema = z.object({
  amount: z.unknown().optional(),
  planType: z.enum(PLAN_TYPES, { error: "Invalid plan selected" }),
  job: jobFormSchema,
});

/** POST /api/payments/finish: only the intent's id; its status is asked of the provider, never taken from the browser. */
export const finishPaymentSchema = z.object({ paymentIntentId });

export const demoConfirmSchema = z.object({
  paymentIntentId,
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Your card number is incomplete.")),
});
