// What the back office's read endpoints answer: /api/openapi.json documents these and the HTTP suite
// checks real answers against them.
import { z } from "zod";
import { REPORT_STATUSES } from "../broken-links";
import { LEAD_SOURCES } from "../crm";
import { PAYMENT_ISSUES } from "../payment-issues";
import { count, momentSchema } from "./answers";
import { ROLES } from "./admin-users";
import { EMPLOYER_VERIFICATION_DECISIONS } from "../employer-verification";
import { REPORT_REASONS } from "../report-reasons";
import { jobDetailSchema } from "./public-job";
import { policyWarningsSchema } from "./policy-finding";

/** Every column of a job, listed or not: the public record and what only the back office sees. */
export const adminJobSchema = jobDetailSchema
  .pick({
    id: true,
    title: true,
    company: true,
    applicationUrl: true,
    isActive: true,
    isFeatured: true,
    expiresAt: true,
    createdAt: true,
    country: true,
    subdivision: true,
    placeKind: true,
    source: true,
  })
  .extend({
    externalReference: z.string().nullable().describe("The feed's or ATS board's own reference for the job"),
    warnings: policyWarningsSchema,
  })
  .loose()
  .describe("Every column of the job");

export const employerLeadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  logoUrl: z.string().nullable(),
  contactQuality: z.enum(["direct_email", "general_email", "phone_only", "careers_page", "no_contact"]),
  contacted: z.boolean(),
  contactedDate: momentSchema.nullable(),
  converted: z.boolean(),
  convertedDate: momentSchema.nullable(),
  notes: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  createdAt: momentSchema,
  updatedAt: momentSchema,
});

export const employerStatsSchema = z.object({ total: count, contacted: count, converted: count, seed: count });

export const employerJobSchema = jobDetailSchema.pick({
  id: true,
  title: true,
  isActive: true,
  location: true,
  salaryMin: true,
  salaryMax: true,
  salaryUnit: true,
  createdAt: true,
});

/** An admin's decision on an employer and what it comes to with the email-domain rule. */
const employerVerificationFields = {
  employerVerification: z.enum(EMPLOYER_VERIFICATION_DECISIONS).describe("The admin's decision; auto follows the email-domain rule"),
  employerVerified: z.boolean().describe("Whether the account's jobs carry the Verified employer badge"),
};

export const employerVerificationSchema = z.object(employerVerificationFields);

export const adminUserRowSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  blocked: z.boolean(),
  blockReason: z.string().nullable(),
  createdAt: momentSchema,
  ...employerVerificationFields,
});

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actorName: z.string(),
  action: z.string(),
  targetName: z.string(),
  details: z.record(z.string(), z.string().nullable()),
  createdAt: momentSchema,
});

/** A broken-link report as stored, after an admin moved it on. */
export const reportSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  reportedBy: z.string().nullable().describe("The reporter's account id, or a hash of their address"),
  reportReason: z.string().describe("The reason's label, or the reporter's own words"),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  adminNotes: z.string().nullable(),
  resolvedBy: z.uuid().nullable(),
  resolvedAt: momentSchema.nullable(),
  createdAt: momentSchema,
});

/**
 * A report in the back office's list, with the job it is about (null when the job has been deleted since)
 * and how many people have open reports on that job.
 */
export const reportRowSchema = reportSchema
  .pick({ id: true, jobId: true, reportReason: true, reason: true, status: true, adminNotes: true, resolvedAt: true, createdAt: true })
  .extend({
    jobTitle: z.string().nullable(),
    company: z.string().nullable(),
    applicationUrl: z.string().nullable(),
    jobReports: count.describe("Reporters with a pending or investigating report on this job"),
  });

/**
 * One job in the report queue with its reports (those the status filter chose), so a job reported by
 * several people, or for several reasons, is one card.
 */
export const reportGroupSchema = z.object({
  jobId: z.uuid(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  applicationUrl: z.string().nullable(),
  jobReports: count.describe("Reporters with a pending or investigating report on this job"),
  reports: z
    .array(
      reportSchema.pick({ id: true, reportReason: true, reason: true, status: true, adminNotes: true, resolvedAt: true, createdAt: true }),
    )
    .describe("Scam reasons first, then newest"),
});

export const clickAnalyticsSchema = z.object({
  totalTrackedClicks: z.array(z.object({ count })),
  jobsWithClicks: count,
  topJobs: z.array(z.object({ jobId: z.uuid(), title: z.string(), company: z.string(), clickCount: count })),
});

/** One of the signed-in employer's own postings, with its views and apply clicks. */
export const ownJobSchema = jobDetailSchema
  .pick({
    id: true,
    title: true,
    company: true,
    location: true,
    country: true,
    subdivision: true,
    placeKind: true,
    source: true,
    salaryMin: true,
    salaryMax: true,
    salaryUnit: true,
    applicationStartDate: true,
    applicationClosingDate: true,
    isActive: true,
    isFeatured: true,
    planType: true,
    expiresAt: true,
    createdAt: true,
  })
  .extend({
    externalReference: z.string().nullable().describe("The feed's or ATS board's own reference for the job"),
    archivedAt: momentSchema.nullable(),
    // Why the job may be off the board: an admin's takedown and its reason, a refund or dispute.
    takenDownAt: momentSchema.nullable(),
    takenDownReason: z.string().nullable(),
    paymentIssue: z.enum(PAYMENT_ISSUES).nullable(),
    // What a source left out and the employer is asked to add before the job is listed (pay, closing date, country).
    incompleteFields: z.array(z.string()),
    warnings: policyWarningsSchema,
    applyClicks: count,
    views: count,
    applications: count.describe("Applications made on Outpost"),
    newApplications: count.describe("Of those, how many are still unopened"),
  });

export const applicationUrlAnswerSchema = z.object({ id: z.uuid(), applicationUrl: z.string() });
