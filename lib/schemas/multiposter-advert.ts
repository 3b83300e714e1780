// One advert as a multiposter sends it (Broadbean/AdCourier's field names, shared by idibu, LogicMelon and
// JobAdder feeds): what each field must be before it becomes one of our jobs. Every message names the
// feed's own field, since that is what the recruiter's system shows its user.
import { z } from "zod";
import { readApplyOn, readQuestionLines } from "./screening-questions";

export const ADVERT_COMMANDS = ["add", "update", "delete"] as const;
export type AdvertCommand = (typeof ADVERT_COMMANDS)[number];

export const SALARY_PERIODS = ["annum", "year", "month", "week", "day", "hour"] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** The longest a feed may list an advert: the longest plan's term. */
export const MAX_DAYS_TO_ADVERTISE = 180;
/** What a feed that does not say gets: the usual multiposter default. */
export const DEFAULT_DAYS_TO_ADVERTISE = 28;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is at most ${max} characters`);
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} is at most ${max} characters`)
    .optional()
    .transform((v) => v || null);
const amount = (field: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const figure = Number(v.replace(/[,\s£$€]/g, ""));
      if (!Number.isFinite(figure) || figure <= 0) {
        ctx.addIssue({ code: "custom", message: `${field} must be a positive number` });
        return z.NEVER;
      }
      return figure;
    });
const email = (field: string) =>
  z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || z.email().safeParse(v).success, `${field} must be an email address`);

/** The reference every later command names; printable, bounded, so it is safe in our answers and logs. */
export const jobReferenceSchema = z
  .string({ error: "job_reference is required" })
  .trim()
  .min(1, "job_reference is required")
  .max(100, "job_reference is at most 100 characters")
  .regex(/^[\x21-\x7E]+(?: [\x21-\x7E]+)*$/, "job_reference: printable characters only");

export const advertSchema = z.object({
  job_title: text("job_title", 200),
  job_description: text("job_description", 60_000),
  job_type: optionalText("job_type", 100),
  job_duration: optionalText("job_duration", 100),
  job_startdate: optionalText("job_startdate", 40),
  job_location: text("job_location", 200),
  job_country: optionalText("job_country", 100),
  job_industry: optionalText("job_industry", 100),
  salary_currency: optionalText("salary_currency", 3),
  salary_from: amount("salary_from"),
  salary_to: amount("salary_to"),
  salary_per: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? v.trim().toLowerCase() : "annum"),
    z.enum(SALARY_PERIODS, { error: "salary_per: annum, month, week, day or hour" }),
  ),
  salary_benefits: optionalText("salary_benefits", 10_000),
  application_url: optionalText("application_url", 2000),
  application_email: email("application_email"),
  // Where seekers apply (employer-site, outpost or both); left out, an advert with only application_email
  // takes its applications on Outpost and one with application_url sends seekers there.
  apply_on: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const read = readApplyOn(v);
      if ("error" in read) {
        ctx.addIssue({ code: "custom", message: read.error });
        return z.NEVER;
      }
      return read.applyOn;
    }),
  // One question a line, as `text|kind|required` (kind yes-no or short-text; required yes or no).
  screening_questions: z
    .string()
    .max(5000, "screening_questions is at most 5000 characters")
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return [];
      const read = readQuestionLines(v, "screening_questions");
      if (typeof read === "string") {
        ctx.addIssue({ code: "custom", message: read });
        return z.NEVER;
      }
      return read;
    }),
  contact_name: optionalText("contact_name", 200),
  contact_email: email("contact_email"),
  company_name: optionalText("company_name", 200),
  days_to_advertise: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? Number(v.trim()) : DEFAULT_DAYS_TO_ADVERTISE),
    z
      .number({ error: "days_to_advertise must be a whole number of days" })
      .int("days_to_advertise must be a whole number of days")
      .min(1, "days_to_advertise is at least 1")
      .max(MAX_DAYS_TO_ADVERTISE, `days_to_advertise is at most ${MAX_DAYS_TO_ADVERTISE}`),
  ),
});
export type Advert = z.output<typeof advertSchema>;
