// What the public job endpoints answer, for integrators: /api/openapi.json documents these, and the HTTP
// suite parses real answers with them, so the description cannot drift from what the server sends.
import { z } from "zod";
import { MEDICALS, ROTATIONS, TICKETS } from "../extreme-work";
import { CONTRACT_TYPES, DANGER_LEVELS } from "../job-fields";
import { SALARY_UNITS } from "../pay";
import { PLAN_TYPES } from "../plans";
import { WORK_ARRANGEMENTS } from "../work-arrangement";
import { PLACE_KINDS } from "../place-kinds";
import { JOB_SOURCES } from "../job-sources/kinds";
import { APPLY_ON, QUESTION_KINDS } from "../applications/kinds";

// Where a job's applications go is public; the address a feed's applications are forwarded to never is.
export const screeningQuestionAnswerSchema = z.object({
  id: z.string().describe("Names the question in an application's answers; kept across edits"),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS).describe("yes-no: answered yes or no; short-text: a short written answer"),
  required: z.boolean(),
});

/** A moment travels as ISO 8601 text and is a Date once read: the schema's input is the JSON, its output the record. */
export const momentSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

export const jobCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  country: z.string().nullable().describe("ISO 3166-1 alpha-2; offshore, the nearest coastal state; null when not known or in several"),
  subdivision: z.string().nullable().describe("ISO 3166-2 (e.g. US-CO) where the advert names one; else null"),
  placeKind: z.enum(PLACE_KINDS).describe("On land, offshore, or in several countries"),
  source: z.enum(JOB_SOURCES).describe("Where the job came in: the post form, a CSV import, the API, a multiposter or an ATS board"),
  contractType: z.enum(CONTRACT_TYPES),
  salaryMin: z.number().int().describe("In GBP, per salaryUnit"),
  salaryMax: z.number().int().describe("In GBP, per salaryUnit"),
  salaryUnit: z.enum(SALARY_UNITS).describe("What salaryMin and salaryMax are quoted per: a year, or a day (a day rate)"),
  description: z.string().describe("The first 400 characters; GET /api/jobs/{id} has all of it"),
  category: z.string(),
  customCategory: z.string().nullable(),
  dangerLevel: z.enum(DANGER_LEVELS).describe("The risk level"),
  benefits: z.string().nullable().describe("The first 200 characters of the benefits the employer stated; null when none"),
  rotation: z.enum(ROTATIONS).nullable().describe("The work pattern; null when not stated"),
  tickets: z.array(z.enum(TICKETS)).nullable().describe("Tickets and certificates required"),
  ticketsOther: z.string().nullable().describe("Other tickets required, comma-separated"),
  medical: z.enum(MEDICALS).nullable(),
  travelPaid: z.boolean().nullable(),
  accommodationProvided: z.boolean().nullable(),
  visaSponsorship: z.boolean().nullable(),
  workArrangement: z
    .enum(WORK_ARRANGEMENTS)
    .describe("Where the work is done: 'remote-site' is a remote place of work, only 'fully-remote' is home-based"),
  departurePoint: z.string().nullable().describe("Where crew change departs from, e.g. a heliport or airport; null when not stated"),
  travelBookedByEmployer: z.boolean().nullable().describe("Whether the employer books the travel; null when not stated"),
  applicationUrl: z
    .string()
    .describe("The employer's own application page; a job taking applications on Outpost only gives its own page here, /job/{id}"),
  applyOn: z
    .enum(APPLY_ON)
    .describe("Where seekers apply: employer-site (applicationUrl), outpost (POST /api/jobs/{id}/applications), or both"),
  applicationClosingDate: momentSchema,
  isFeatured: z.boolean(),
  displayOrder: z.number().int(),
  planType: z.enum(PLAN_TYPES),
  expiresAt: momentSchema,
  createdAt: momentSchema,
  companyLogoUrl: z.string().nullable(),
  swipeCardImageUrl: z.string().nullable(),
  clickCount: z.number().int(),
  employerVerified: z
    .boolean()
    .describe(
      "Posted by a Verified employer (their confirmed email is on their website's domain, or an admin checked them), and this job's company website is on that domain",
    ),
  verifiedDomain: z
    .string()
    .nullable()
    .describe("The verified domain the badge names ('Verified: acme-drill.com'); null when the job carries no badge"),
});

export const jobDetailSchema = jobCardSchema.extend({
  description: z.string(),
  companyDescription: z.string().nullable(),
  hoursPerWeek: z.number().int().nullable(),
  requirements: z.string().nullable(),
  benefits: z.string().nullable().describe("The benefits the employer stated; null when none"),
  howToApply: z.string().nullable(),
  applicationStartDate: momentSchema,
  interviewDate: momentSchema.nullable(),
  startDate: momentSchema.nullable(),
  isActive: z.boolean(),
  companyWebsite: z.string().nullable(),
  companySocialLinks: z.string().nullable(),
  companyWebsiteVerified: z.boolean().describe("The website is on the verified employer's own domain"),
  screeningQuestions: z.array(screeningQuestionAnswerSchema).describe("What an application on Outpost answers (at most five)"),
});

/** A listed job as the server holds it (dates as Date): what search reads and the cards, digest and seed are built from. */
export type JobCardRecord = z.output<typeof jobCardSchema>;
/** The same job as JSON carries it (dates as ISO 8601 text): what /api/jobs answers and the browser holds. */
export type JobCardJson = z.input<typeof jobCardSchema>;
/** A job's whole advert as the server holds it. */
export type JobDetailRecord = z.output<typeof jobDetailSchema>;

export const jobStatsSchema = z.object({
  avgSalary: z.number().describe("GBP a year"),
  activeJobs: z.number().int(),
  companies: z.number().int(),
  countries: z.number().int(),
});

export const clickCountSchema = z.object({ clickCount: z.number().int() });
