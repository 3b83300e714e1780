// What the API answers where the answer is small and shared: /api/openapi.json documents these and the
// HTTP suite checks real answers against them.
import { z } from "zod";
import { REPORT_STATUSES } from "../broken-links";
import { PLAN_TYPES } from "../plans";
import { REPORT_REASONS } from "../report-reasons";
import { ROLES } from "./admin-users";
import { policyWarningsSchema } from "./policy-finding";
import { profileAnswerSchema } from "./profile";
import { jobDetailSchema, momentSchema } from "./public-job";

export { momentSchema };
export const count = z.number().int().nonnegative();

/** An answer that is only a sentence for the person who asked. */
export const messageAnswerSchema = z.object({ message: z.string() });

export const shortlistAnswerSchema = z.object({ ids: z.array(z.uuid()).describe("Job ids, oldest first") });

export const tokenValidityAnswerSchema = z.object({ valid: z.boolean() });

export const subscriptionAnswerSchema = z.object({ kind: z.enum(["subscriber", "alert"]), message: z.string() });

export const unsubscribeAnswerSchema = z.object({ kind: z.enum(["alert", "subscriber", "reminders", "tickets"]), message: z.string() });

/** The user as the browser may see it: never a password, hash, ban note or session token. */
export const publicUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.email(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  companyName: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  companyDescription: z.string().nullable(),
  companyLogoUrl: z.string().nullable(),
  companySocialLinks: z.string().nullable(),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: momentSchema,
  updatedAt: momentSchema,
});

export const brokenLinkReportAnswerSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  status: z.enum(REPORT_STATUSES),
  reason: z.enum(REPORT_REASONS),
  reportReason: z.string(),
  createdAt: momentSchema,
});

/** Whether a plan covers an application window, and which would. */
export const planCheckSchema = z.object({
  isValid: z.boolean(),
  message: z.string(),
  requiredPlan: z.enum(PLAN_TYPES).nullable(),
  daysNeeded: z.number().int(),
});

/** A payment begun: the browser confirms it with the provider's client secret. */
export const startedPaymentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(["demo", "stripe"]),
  amount: z.number().describe("In GBP"),
  currency: z.literal("GBP"),
});

/** The post form's payment begun, with what the compliance gate warns of in the draft (it did not refuse it). */
export const startedJobPaymentSchema = startedPaymentSchema.extend({ warnings: policyWarningsSchema });

export const startedExtensionSchema = startedPaymentSchema.extend({
  listedFrom: momentSchema,
  listedTo: momentSchema,
  message: z.string(),
});

export const finishedPaymentSchema = z.object({
  status: z.enum(["succeeded", "processing", "requires_action", "failed"]),
  kind: z.enum(["job", "extension"]),
  jobId: z.uuid().nullable(),
});

/** A paid job just posted (201), or the one this payment already posted (200). */
export const postedJobSchema = jobDetailSchema
  .pick({ id: true, title: true, company: true, isActive: true, isFeatured: true, planType: true, expiresAt: true })
  .extend({ paymentIntentId: z.string(), warnings: policyWarningsSchema });

export const extendedJobSchema = jobDetailSchema.pick({ id: true, applicationClosingDate: true, expiresAt: true, isActive: true });

const sent = count.describe("Recorded as sent with the email queued in the same transaction; the queue delivers it");
const failed = count.describe("Could not be queued: neither recorded nor queued, so a later run tries again");

export const scheduledEmailsSchema = z.object({
  digest: z.object({ week: z.string(), recipients: count, sent, alreadyDone: count, nothingNew: count, failed }),
  savedSearches: z.object({ due: count, sent, nothingNew: count, alreadyDone: count, failed }),
  reminders: z.object({ due: count, sent, failed }),
});

export const linkCheckSchema = z.object({
  linkStatus: z.string(),
  httpStatus: z.number().int().nullable(),
  finalUrl: z.string().nullable(),
  checkedAt: momentSchema,
  reason: z.string(),
});

export const csvImportSchema = z.object({
  result: z.object({ totalRows: count, imported: count, created: count, updated: count, skipped: count, errorCount: count }),
  errors: z.array(z.object({ row: z.number().int(), error: z.string(), data: z.record(z.string(), z.string().optional()) })),
});

export const updatedCountSchema = z.object({ updated: count });
export const positionSchema = z.object({ position: z.number().int() });

export const editedJobSchema = jobDetailSchema.pick({ id: true, title: true }).extend({ warnings: policyWarningsSchema });

/** Everything held about the signed-in user, as a download. */
export const userExportSchema = z.object({
  exportedAt: momentSchema,
  profile: publicUserSchema,
  jobs: z.array(z.object({ id: z.uuid(), title: z.string(), archivedAt: momentSchema.nullable(), updatedAt: momentSchema }).loose()),
  shortlist: z.array(z.object({ jobId: z.uuid(), title: z.string(), company: z.string(), addedAt: momentSchema })),
  emailSubscriptions: z.array(
    z.object({ email: z.string(), confirmedAt: momentSchema.nullable(), unsubscribedAt: momentSchema.nullable(), createdAt: momentSchema }),
  ),
  savedSearches: z.array(
    z.object({ email: z.string(), frequency: z.string(), confirmedAt: momentSchema.nullable(), createdAt: momentSchema }).loose(),
  ),
  payments: z.array(
    z
      .object({
        id: z.uuid(),
        provider: z.string(),
        planType: z.string(),
        amountPence: z.number().int(),
        status: z.string(),
        createdAt: momentSchema,
      })
      .loose(),
  ),
  sessions: z.array(z.object({ createdAt: momentSchema, expiresAt: momentSchema, userAgent: z.string().nullable() })),
  expiryRemindersOptedOutAt: momentSchema.nullable(),
  workerProfile: profileAnswerSchema,
  ticketReminders: z.array(
    z.object({
      itemKind: z.enum(["ticket", "medical"]),
      itemName: z.string(),
      expiresOn: z.iso.date(),
      thresholdDays: count,
      sentAt: momentSchema,
    }),
  ),
  ticketRemindersOptedOutAt: momentSchema.nullable(),
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), savedSearchId: z.uuid().nullable(), createdAt: momentSchema })),
  applications: z.array(
    z
      .object({ id: z.uuid(), jobId: z.uuid(), jobTitle: z.string(), company: z.string(), status: z.string(), createdAt: momentSchema })
      .loose(),
  ),
  applicationsToYourJobs: z.array(z.object({ jobId: z.uuid(), title: z.string(), applications: count })),
});
