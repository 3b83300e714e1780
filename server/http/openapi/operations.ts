// Every operation under /api, with the zod schemas its handler parses input with: the source of
// /api/openapi.json (document.ts) and of the fuzzer's inputs. A route without an entry here fails
// tests/unit/openapi.test.ts, so the description cannot fall behind the routes.
import "server-only";
import { z } from "zod";
import { adminJobPatchSchema, applicationUrlSchema, reorderJobsSchema } from "@/lib/schemas/admin-jobs";
import { reportListSchema, reportStatusSchema, resolveReportSchema } from "@/lib/schemas/admin-reports";
import { adminJobListSchema } from "@/lib/schemas/admin-lists";
import { auditListSchema, userChangeSchema, userListSchema } from "@/lib/schemas/admin-users";
import { arrangePageSchema, moveJobSchema } from "@/lib/schemas/job-order";
import { emailSubscribeSchema, jobAlertSchema, tokenBodySchema, tokenSchema } from "@/lib/schemas/alerts";
import { eventSchema, jobClickBeaconSchema, pageViewSchema, webVitalSchema } from "@/lib/schemas/analytics";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema } from "@/lib/schemas/account";
import { loginSchema, registerSchema } from "@/lib/schemas/auth";
import { uuidSchema } from "@/lib/schemas/common";
import { companySchema } from "@/lib/schemas/company";
import { employerListSchema, employerUpdateSchema } from "@/lib/schemas/employers";
import { completeExtensionSchema, employerJobEditSchema, extendJobSchema } from "@/lib/schemas/employer-jobs";
import { createJobSchema, demoConfirmSchema, finishPaymentSchema, paymentIntentSchema, validatePlanSchema } from "@/lib/schemas/job-draft";
import { jobSearchSchema } from "@/lib/schemas/job-search";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/schemas/password-reset";
import { clickCountSchema, jobCardSchema, jobDetailSchema, jobStatsSchema } from "@/lib/schemas/public-job";
import { brokenLinkReportSchema } from "@/lib/schemas/reports";
import { shortlistMergeSchema } from "@/lib/schemas/shortlist";
import { supportSchema } from "@/lib/schemas/support";
import { trackClickSchema } from "@/lib/schemas/tracking";
import { finalizeUploadSchema } from "@/lib/schemas/uploads";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Who may call: decides the 401/403 answers and which signed-in role the fuzzer tries first. */
export type Access = "public" | "signed-in" | "employer" | "admin" | "cron" | "stripe";

export type Body =
  | { kind: "json"; schema: z.ZodType }
  | { kind: "multipart"; fields: z.ZodObject }
  | { kind: "binary"; mediaType: string }
  | { kind: "none" };

export type Operation = {
  method: Method;
  /** OpenAPI form: /api/jobs/{id}. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body: Body;
  response?: z.ZodType;
  /** Headers the success answer carries beside its body: name and meaning. */
  headers?: Record<string, string>;
  /** The success status when not 200. */
  success?: 201 | 204 | 303;
  /** Error answers beyond those the access, input and method imply (see document.ts). */
  errors?: number[];
  /** Reachable from other sites' pages on purpose (one-click unsubscribe, webhooks). */
  crossSite?: boolean;
};

const json = (schema: z.ZodType): Body => ({ kind: "json", schema });
const none: Body = { kind: "none" };
const idParam = z.object({ id: uuidSchema });
const tokenParam = z.object({ token: z.string().min(1).max(500) });

export const operations: Operation[] = [
  // Jobs, public
  {
    method: "get",
    path: "/api/jobs",
    summary:
      "Search listed jobs (total in X-Total-Count, at most 10,000, with X-Total-Count-Capped: true when more match; next page's cursor in X-Next-Cursor; ETag honoured)",
    tag: "Jobs",
    access: "public",
    query: jobSearchSchema,
    body: none,
    response: z.array(jobCardSchema),
    headers: {
      "X-Total-Count": "How many listed jobs match the filters",
      "X-Next-Cursor": "Sent when there is a next page: pass it as `cursor` (same filters and sortBy, no offset) to continue",
    },
  },
  {
    method: "get",
    path: "/api/jobs/featured",
    summary: "The first three featured jobs",
    tag: "Jobs",
    access: "public",
    body: none,
    response: z.array(jobCardSchema),
  },
  {
    method: "get",
    path: "/api/jobs/{id}",
    summary: "One listed job",
    tag: "Jobs",
    access: "public",
    params: idParam,
    body: none,
    response: jobDetailSchema,
  },
  {
    method: "get",
    path: "/api/jobs/{id}/clicks",
    summary: "How often a job's Apply was clicked",
    tag: "Jobs",
    access: "public",
    params: idParam,
    body: none,
    response: clickCountSchema,
  },
  {
    method: "post",
    path: "/api/jobs/{id}/track-click",
    summary: "Record an apply or view click with UTM tags",
    tag: "Jobs",
    access: "public",
    params: idParam,
    body: json(trackClickSchema),
    response: clickCountSchema,
    success: 201,
    errors: [429],
  },
  {
    method: "get",
    path: "/api/stats",
    summary: "Average salary, active jobs, companies and countries",
    tag: "Jobs",
    access: "public",
    body: none,
    response: jobStatsSchema,
  },
  {
    method: "post",
    path: "/api/broken-link-reports",
    summary: "Report a job's application link as broken",
    tag: "Jobs",
    access: "public",
    body: json(brokenLinkReportSchema),
    success: 201,
    errors: [404, 429],
  },

  // Accounts
  { method: "get", path: "/api/user", summary: "The signed-in user", tag: "Accounts", access: "signed-in", body: none },
  {
    method: "delete",
    path: "/api/user",
    summary: "Delete the signed-in user's account (current password; jobs archived, subscriptions removed)",
    tag: "Accounts",
    access: "signed-in",
    body: json(deleteAccountSchema),
    errors: [403, 409, 429],
  },
  {
    method: "post",
    path: "/api/user/password",
    summary: "Change the signed-in user's password (current password; other sessions end)",
    tag: "Accounts",
    access: "signed-in",
    body: json(changePasswordSchema),
    errors: [403, 429],
  },
  {
    method: "post",
    path: "/api/user/email",
    summary: "Change the signed-in user's email (current password)",
    tag: "Accounts",
    access: "signed-in",
    body: json(changeEmailSchema),
    errors: [403, 409, 429],
  },
  {
    method: "get",
    path: "/api/user/export",
    summary: "Download everything held about the signed-in user as JSON",
    tag: "Accounts",
    access: "signed-in",
    body: none,
  },
  {
    method: "post",
    path: "/api/support",
    summary: "Send a message to support (Reply-To the sender)",
    tag: "Support",
    access: "public",
    body: json(supportSchema),
    errors: [429, 503],
  },
  {
    method: "post",
    path: "/api/login",
    summary: "Sign in with username and password",
    tag: "Accounts",
    access: "public",
    body: json(loginSchema),
    errors: [401, 429],
  },
  {
    method: "post",
    path: "/api/register",
    summary: "Create a Job Seeker or Employer account and sign it in",
    tag: "Accounts",
    access: "public",
    body: json(registerSchema),
    success: 201,
    errors: [409, 429],
  },
  {
    method: "post",
    path: "/api/logout",
    summary: "End the session (a form POST is answered with 303 to the home page; there is no GET)",
    tag: "Accounts",
    access: "public",
    body: none,
  },
  {
    method: "put",
    path: "/api/auth/company",
    summary: "Save the signed-in user's company details",
    tag: "Accounts",
    access: "signed-in",
    body: json(companySchema),
  },
  {
    method: "post",
    path: "/api/forgot-password",
    summary: "Email a password-reset link",
    tag: "Accounts",
    access: "public",
    body: json(forgotPasswordSchema),
    errors: [429],
  },
  {
    method: "get",
    path: "/api/reset-password/validate/{token}",
    summary: "Whether a reset link can still be used",
    tag: "Accounts",
    access: "public",
    params: tokenParam,
    body: none,
  },
  {
    method: "post",
    path: "/api/reset-password",
    summary: "Set a new password with a reset token",
    tag: "Accounts",
    access: "public",
    body: json(resetPasswordSchema),
    errors: [429],
  },

  // Alerts
  {
    method: "post",
    path: "/api/email-subscribe",
    summary: "Ask for the weekly top-3 email (double opt-in)",
    tag: "Alerts",
    access: "public",
    body: json(emailSubscribeSchema),
    errors: [409, 429],
  },
  {
    method: "post",
    path: "/api/job-alerts",
    summary: "Create or change the job alert of an address (double opt-in; the same answer whatever is stored)",
    tag: "Alerts",
    access: "public",
    body: json(jobAlertSchema),
    errors: [429],
  },
  {
    method: "post",
    path: "/api/subscriptions/confirm",
    summary: "Confirm a subscription with the emailed token",
    tag: "Alerts",
    access: "public",
    body: json(tokenBodySchema),
  },
  {
    method: "post",
    path: "/api/unsubscribe",
    summary: "One-click unsubscribe (token in ?token= or the JSON body)",
    tag: "Alerts",
    access: "public",
    query: z.object({ token: tokenSchema.optional() }),
    body: json(tokenBodySchema.partial()),
    crossSite: true,
  },
  {
    method: "post",
    path: "/api/cron/job-alerts",
    summary: "The scheduled run: digest and expiry reminders",
    tag: "Alerts",
    access: "cron",
    body: none,
  },
  {
    method: "get",
    path: "/api/cron/job-alerts",
    summary: "The scheduled run, as Vercel Cron calls it",
    tag: "Alerts",
    access: "cron",
    body: none,
  },
  {
    method: "post",
    path: "/api/cron/link-checks",
    summary: "The daily apply-link check of every listed job",
    tag: "Admin",
    access: "cron",
    body: none,
  },
  {
    method: "get",
    path: "/api/cron/link-checks",
    summary: "The daily apply-link check, as Vercel Cron calls it",
    tag: "Admin",
    access: "cron",
    body: none,
  },

  // Analytics beacons
  {
    method: "post",
    path: "/api/analytics/job-click",
    summary: "Record a job click",
    tag: "Analytics",
    access: "public",
    body: json(jobClickBeaconSchema),
    success: 204,
    errors: [429],
  },
  {
    method: "post",
    path: "/api/analytics/page-view",
    summary: "Record a page view",
    tag: "Analytics",
    access: "public",
    body: json(pageViewSchema),
    success: 204,
    errors: [429],
  },
  {
    method: "post",
    path: "/api/analytics/event",
    summary: "Record an analytics event",
    tag: "Analytics",
    access: "public",
    body: json(eventSchema),
    success: 204,
    errors: [429],
  },
  {
    method: "post",
    path: "/api/analytics/web-vitals",
    summary: "Record a web-vital measurement",
    tag: "Analytics",
    access: "public",
    body: json(webVitalSchema),
    success: 204,
    errors: [429],
  },
  {
    method: "get",
    path: "/api/analytics/job-clicks",
    summary: "Apply clicks tracked and the most clicked jobs",
    tag: "Admin",
    access: "admin",
    body: none,
  },

  // Posting and paying
  {
    method: "post",
    path: "/api/validate-plan",
    summary: "Does the plan cover the application window? Which plan would?",
    tag: "Posting",
    access: "public",
    body: json(validatePlanSchema),
  },
  {
    method: "post",
    path: "/api/create-payment-intent",
    summary: "Start paying for a plan; the server sets the price (503 when payments are not set up)",
    tag: "Posting",
    access: "signed-in",
    body: json(paymentIntentSchema),
    errors: [429, 503],
  },
  {
    method: "post",
    path: "/api/payments/demo/confirm",
    summary: "Test-mode card payment (4242… succeeds, 4000 0000 0000 0002 is declined)",
    tag: "Posting",
    access: "signed-in",
    body: json(demoConfirmSchema),
    errors: [402, 404, 429, 503],
  },
  {
    method: "post",
    path: "/api/payments/finish",
    summary:
      "Checkout's return: the payment's status as the provider reports it (succeeded, processing, requires_action, failed); on success the job is posted or extended, once",
    tag: "Posting",
    access: "signed-in",
    body: json(finishPaymentSchema),
    errors: [402, 404, 503],
  },
  {
    method: "post",
    path: "/api/jobs",
    summary: "Create the paid job for a succeeded payment",
    tag: "Posting",
    access: "signed-in",
    body: json(createJobSchema),
    success: 201,
    errors: [402, 404, 409, 503],
  },
  {
    method: "post",
    path: "/api/objects/upload",
    summary: "A signed, single-use URL to PUT one image to",
    tag: "Posting",
    access: "signed-in",
    body: none,
    errors: [429],
  },
  {
    method: "put",
    path: "/api/objects/upload/{token}",
    summary: "Store an image sent to a signed upload URL (5 MB, images only)",
    tag: "Posting",
    access: "public",
    params: tokenParam,
    body: { kind: "binary", mediaType: "image/*" },
    errors: [413, 415],
  },
  {
    method: "put",
    path: "/api/objects/finalize",
    summary: "Confirm an upload; answers the path the image is served from",
    tag: "Posting",
    access: "signed-in",
    body: json(finalizeUploadSchema),
    errors: [404],
  },
  {
    method: "get",
    path: "/api/user/jobs",
    summary: "The signed-in employer's postings with views and clicks",
    tag: "Posting",
    access: "signed-in",
    body: none,
  },
  {
    method: "delete",
    path: "/api/user/jobs/{id}",
    summary: "Archive one of the signed-in employer's postings",
    tag: "Posting",
    access: "signed-in",
    params: idParam,
    body: none,
  },
  {
    method: "patch",
    path: "/api/user/jobs/{id}",
    summary: "Edit one of the signed-in employer's postings (fields that do not change the price)",
    tag: "Posting",
    access: "signed-in",
    params: idParam,
    body: json(employerJobEditSchema),
  },
  {
    method: "post",
    path: "/api/user/jobs/{id}/reactivate",
    summary: "List again an archived posting within its paid term",
    tag: "Posting",
    access: "signed-in",
    params: idParam,
    body: none,
    errors: [409],
  },
  {
    method: "post",
    path: "/api/user/jobs/{id}/extend",
    summary: "Start paying to extend a posting to a later closing date; the server prices it",
    tag: "Posting",
    access: "signed-in",
    params: idParam,
    body: json(extendJobSchema),
    errors: [429],
  },
  {
    method: "post",
    path: "/api/user/jobs/{id}/extend/confirm",
    summary: "Apply a paid extension to the posting",
    tag: "Posting",
    access: "signed-in",
    params: idParam,
    body: json(completeExtensionSchema),
    errors: [402],
  },
  {
    method: "get",
    path: "/api/user/shortlist",
    summary: "The signed-in user's My List (job ids)",
    tag: "Accounts",
    access: "signed-in",
    body: none,
  },
  {
    method: "post",
    path: "/api/user/shortlist",
    summary: "Merge job ids into the signed-in user's My List (union)",
    tag: "Accounts",
    access: "signed-in",
    body: json(shortlistMergeSchema),
  },
  {
    method: "delete",
    path: "/api/user/shortlist/{id}",
    summary: "Take one job off the signed-in user's My List",
    tag: "Accounts",
    access: "signed-in",
    params: idParam,
    body: none,
  },
  {
    method: "post",
    path: "/api/webhooks/stripe",
    summary: "Stripe's events, signature-checked (404 when Stripe is not configured)",
    tag: "Posting",
    access: "stripe",
    body: { kind: "binary", mediaType: "application/json" },
    errors: [404, 413],
  },

  // Admin
  {
    method: "get",
    path: "/api/admin/jobs",
    summary: "Every job, inactive and expired included, searched, filtered and paged (total in X-Total-Count)",
    tag: "Admin",
    access: "admin",
    query: adminJobListSchema,
    body: none,
  },
  {
    method: "get",
    path: "/api/admin/jobs/counts",
    summary: "The dashboard's figures: total, active, featured and expired jobs",
    tag: "Admin",
    access: "admin",
    body: none,
    response: z.object({ total: z.number().int(), active: z.number().int(), featured: z.number().int(), expired: z.number().int() }),
  },
  {
    method: "patch",
    path: "/api/admin/jobs/{id}",
    summary: "Change a job's allowlisted fields",
    tag: "Admin",
    access: "admin",
    params: idParam,
    body: json(adminJobPatchSchema),
  },
  {
    method: "delete",
    path: "/api/admin/jobs/{id}",
    summary: "Delete a job for good",
    tag: "Admin",
    access: "admin",
    params: idParam,
    body: none,
  },
  {
    method: "put",
    path: "/api/admin/jobs/reorder",
    summary: "Save the listed jobs' order and featured flags at once",
    tag: "Admin",
    access: "admin",
    body: json(reorderJobsSchema),
    errors: [404],
  },
  {
    method: "post",
    path: "/api/admin/jobs/{id}/check-link",
    summary: "Check one job's application link now; answers linkStatus, httpStatus, finalUrl, checkedAt, reason",
    tag: "Admin",
    access: "admin",
    params: idParam,
    body: none,
    errors: [404],
  },
  {
    method: "put",
    path: "/api/admin/jobs/arrange-page",
    summary: "Save one page of job management (order and featured) into the whole order",
    tag: "Admin",
    access: "admin",
    body: json(arrangePageSchema),
    errors: [409],
  },
  {
    method: "put",
    path: "/api/admin/jobs/{id}/position",
    summary: "Move one listed job to a position in the board's order",
    tag: "Admin",
    access: "admin",
    params: idParam,
    body: json(moveJobSchema),
    errors: [404, 409],
  },
  {
    method: "put",
    path: "/api/admin/jobs/{id}/application-url",
    summary: "Fix a job's application link",
    tag: "Admin",
    access: "admin",
    params: idParam,
    body: json(applicationUrlSchema),
  },
  {
    method: "post",
    path: "/api/admin/jobs/bulk-upload",
    summary: "Import jobs from a CSV",
    tag: "Admin",
    access: "admin",
    body: {
      kind: "multipart",
      fields: z.object({
        csvFile: z.string().meta({ description: "The CSV file (10 MB at most)", contentMediaType: "text/csv" }),
        skipWarnings: z.enum(["true", "false"]).optional(),
      }),
    },
    errors: [413],
  },
  {
    method: "get",
    path: "/api/admin/broken-link-reports",
    summary: "The broken-link report queue, paged (total in X-Total-Count)",
    tag: "Admin",
    access: "admin",
    query: reportListSchema,
    body: none,
  },
  {
    method: "put",
    path: "/api/admin/broken-link-reports/{id}/status",
    summary: "Mark a report investigating or dismissed",
    tag: "Admin",
    access: "admin",
    params: idParam,
    body: json(reportStatusSchema),
    errors: [404, 409],
  },
  {
    method: "put",
    path: "/api/admin/broken-link-reports/{id}/resolve",
    summary: "Resolve a pending or investigating report with notes",
    tag: "Admin",
    access: "admin",
    params: idParam,
    body: json(resolveReportSchema),
    errors: [409],
  },
  {
    method: "get",
    path: "/api/employers",
    summary: "The CRM's sales leads, searched by name, email or notes and paged (total in X-Total-Count)",
    tag: "Admin",
    access: "admin",
    query: employerListSchema,
    body: none,
  },
  {
    method: "get",
    path: "/api/employers/counts",
    summary: "The CRM's figures: total, contacted, converted and seed leads",
    tag: "Admin",
    access: "admin",
    body: none,
  },
  {
    method: "put",
    path: "/api/employers/{id}",
    summary: "Record contact, conversion and notes of a lead",
    tag: "Admin",
    access: "admin",
    params: idParam,
    body: json(employerUpdateSchema),
  },
  {
    method: "get",
    path: "/api/employers/{id}/jobs",
    summary: "The jobs linked to a lead",
    tag: "Admin",
    access: "admin",
    params: idParam,
    body: none,
  },
  {
    method: "get",
    path: "/api/admin/users",
    summary: "Accounts with role, join date and block state, searched and paged (total in X-Total-Count)",
    tag: "Admin",
    access: "admin",
    query: userListSchema,
    body: none,
  },
  {
    method: "patch",
    path: "/api/admin/users/{id}",
    summary: "Block or unblock an account (ending its sessions) or change its role; audited",
    tag: "Admin",
    access: "admin",
    params: idParam,
    body: json(userChangeSchema),
    errors: [404],
  },
  {
    method: "get",
    path: "/api/admin/audit-log",
    summary: "Who changed which account, how and when, newest first",
    tag: "Admin",
    access: "admin",
    query: auditListSchema,
    body: none,
  },

  // This document
  {
    method: "get",
    path: "/api/openapi.json",
    summary: "This description of the API (OpenAPI 3.1)",
    tag: "Meta",
    access: "public",
    body: none,
  },
];
