import { z } from "zod";
import { csvImportSchema, linkCheckSchema, messageAnswerSchema, positionSchema, updatedCountSchema } from "@/lib/schemas/answers";
import {
  adminJobSchema,
  adminUserRowSchema,
  applicationUrlAnswerSchema,
  auditEntrySchema,
  clickAnalyticsSchema,
  employerJobSchema,
  employerLeadSchema,
  employerStatsSchema,
  employerVerificationSchema,
  reportGroupSchema,
  reportRowSchema,
  reportSchema,
} from "@/lib/schemas/admin-answers";

import { defineOperation, json, none, idParam } from "../operation";
import { adminJobPatchSchema, applicationUrlSchema, reorderJobsSchema, takedownSchema } from "@/lib/schemas/admin-jobs";
import { reportListSchema, reportStatusSchema, resolveReportSchema } from "@/lib/schemas/admin-reports";
import { adminJobListSchema } from "@/lib/schemas/admin-lists";
import { auditListSchema, employerVerificationChangeSchema, userChangeSchema, userListSchema } from "@/lib/schemas/admin-users";
import { arrangePageSchema, moveJobSchema } from "@/lib/schemas/job-order";
import { employerListSchema, employerUpdateSchema } from "@/lib/schemas/employers";
import { scheduledWorkSchema } from "@/lib/schemas/scheduled-work";

export const postCronLinkChecks = defineOperation({
  method: "post",
  path: "/api/cron/link-checks",
  summary: "Queue due schedules (the daily link check and image re-hosting among them) and run due jobs",
  tag: "Admin",
  access: "cron",
  body: none,
  response: scheduledWorkSchema,
});

export const getCronLinkChecks = defineOperation({
  method: "get",
  path: "/api/cron/link-checks",
  summary: "Queue due schedules and run due jobs, as Vercel Cron calls it daily at 05:00 UTC",
  tag: "Admin",
  access: "cron",
  body: none,
  response: scheduledWorkSchema,
});

export const getAnalyticsJobClicks = defineOperation({
  method: "get",
  path: "/api/analytics/job-clicks",
  summary: "Apply clicks tracked and the most clicked jobs",
  tag: "Admin",
  access: "admin",
  body: none,
  response: clickAnalyticsSchema,
});

export const getAdminJobs = defineOperation({
  method: "get",
  path: "/api/admin/jobs",
  summary: "Every job, inactive and expired included, searched, filtered and paged (total in X-Total-Count)",
  tag: "Admin",
  access: "admin",
  query: adminJobListSchema,
  body: none,
  response: z.array(adminJobSchema),
});

export const getAdminJobsCounts = defineOperation({
  method: "get",
  path: "/api/admin/jobs/counts",
  summary: "The dashboard's figures: total, active, featured and expired jobs",
  tag: "Admin",
  access: "admin",
  body: none,
  response: z.object({ total: z.number().int(), active: z.number().int(), featured: z.number().int(), expired: z.number().int() }),
});

export const patchAdminJobsId = defineOperation({
  method: "patch",
  path: "/api/admin/jobs/{id}",
  summary: "Change a job's allowlisted fields; Active off takes it down (with takedownReason), Active on lists it again",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Job not found",
  body: json(adminJobPatchSchema),
  errors: [409, 429],
  response: adminJobSchema,
});

export const deleteAdminJobsId = defineOperation({
  method: "delete",
  path: "/api/admin/jobs/{id}",
  summary: "Delete a job for good",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Job not found",
  body: none,
  response: messageAnswerSchema,
});

export const putAdminJobsReorder = defineOperation({
  method: "put",
  path: "/api/admin/jobs/reorder",
  summary: "Save the listed jobs' order and featured flags at once",
  tag: "Admin",
  access: "admin",
  body: json(reorderJobsSchema),
  errors: [404],
  response: updatedCountSchema,
});

export const postAdminJobsIdCheckLink = defineOperation({
  method: "post",
  path: "/api/admin/jobs/{id}/check-link",
  summary: "Check one job's application link now; answers linkStatus, httpStatus, finalUrl, checkedAt, reason",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Job not found",
  body: none,
  errors: [404],
  response: linkCheckSchema,
});

export const putAdminJobsArrangePage = defineOperation({
  method: "put",
  path: "/api/admin/jobs/arrange-page",
  summary: "Save one page of job management (order and featured) into the whole order",
  tag: "Admin",
  access: "admin",
  body: json(arrangePageSchema),
  errors: [409],
  response: updatedCountSchema,
});

export const putAdminJobsIdPosition = defineOperation({
  method: "put",
  path: "/api/admin/jobs/{id}/position",
  summary: "Move one listed job to a position in the board's order",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Job not found",
  body: json(moveJobSchema),
  errors: [404, 409],
  response: positionSchema,
});

export const putAdminJobsIdApplicationUrl = defineOperation({
  method: "put",
  path: "/api/admin/jobs/{id}/application-url",
  summary: "Fix a job's application link",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Job not found",
  body: json(applicationUrlSchema),
  response: applicationUrlAnswerSchema,
});

export const postAdminJobsBulkUpload = defineOperation({
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
  response: csvImportSchema,
});

export const getAdminBrokenLinkReports = defineOperation({
  method: "get",
  path: "/api/admin/broken-link-reports",
  summary: "The report queue, scam reasons first, then jobs with the most reporters, then newest; paged (total in X-Total-Count)",
  tag: "Admin",
  access: "admin",
  query: reportListSchema,
  body: none,
  response: z.array(reportRowSchema),
});

export const getAdminBrokenLinkReportsJobs = defineOperation({
  method: "get",
  path: "/api/admin/broken-link-reports/jobs",
  summary:
    "The report queue by job, one entry per reported job with its reports: scam reasons first, then jobs with the most reporters, then the latest report; paged by job (total jobs in X-Total-Count)",
  tag: "Admin",
  access: "admin",
  query: reportListSchema,
  body: none,
  response: z.array(reportGroupSchema),
});

export const putAdminBrokenLinkReportsIdStatus = defineOperation({
  method: "put",
  path: "/api/admin/broken-link-reports/{id}/status",
  summary: "Mark a report investigating or dismissed",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Report not found",
  body: json(reportStatusSchema),
  errors: [404, 409],
  response: reportSchema,
});

export const putAdminBrokenLinkReportsIdResolve = defineOperation({
  method: "put",
  path: "/api/admin/broken-link-reports/{id}/resolve",
  summary: "Resolve a pending or investigating report with notes",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Report not found",
  body: json(resolveReportSchema),
  errors: [409],
  response: reportSchema,
});

export const postAdminBrokenLinkReportsIdTakeDown = defineOperation({
  method: "post",
  path: "/api/admin/broken-link-reports/{id}/take-down",
  summary: "Take the reported job down with a reason (its employer is emailed) and resolve the report",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Report not found",
  body: json(takedownSchema),
  errors: [404, 409],
  response: reportSchema,
});

export const getEmployers = defineOperation({
  method: "get",
  path: "/api/employers",
  summary: "The CRM's sales leads, searched by name, email or notes and paged (total in X-Total-Count)",
  tag: "Admin",
  access: "admin",
  query: employerListSchema,
  body: none,
  response: z.array(employerLeadSchema),
});

export const getEmployersCounts = defineOperation({
  method: "get",
  path: "/api/employers/counts",
  summary: "The CRM's figures: total, contacted, converted and seed leads",
  tag: "Admin",
  access: "admin",
  body: none,
  response: employerStatsSchema,
});

export const putEmployersId = defineOperation({
  method: "put",
  path: "/api/employers/{id}",
  summary: "Record contact, conversion and notes of a lead",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Employer not found",
  body: json(employerUpdateSchema),
  response: employerLeadSchema,
});

export const getEmployersIdJobs = defineOperation({
  method: "get",
  path: "/api/employers/{id}/jobs",
  summary: "The jobs linked to a lead",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Employer not found",
  body: none,
  response: z.array(employerJobSchema),
});

export const getAdminUsers = defineOperation({
  method: "get",
  path: "/api/admin/users",
  summary: "Accounts with role, join date and block state, searched and paged (total in X-Total-Count)",
  tag: "Admin",
  access: "admin",
  query: userListSchema,
  body: none,
  response: z.array(adminUserRowSchema),
});

export const patchAdminUsersId = defineOperation({
  method: "patch",
  path: "/api/admin/users/{id}",
  summary: "Block or unblock an account (ending its sessions) or change its role; audited",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "User not found",
  body: json(userChangeSchema),
  errors: [404],
  response: adminUserRowSchema,
});

export const putAdminUsersIdVerification = defineOperation({
  method: "put",
  path: "/api/admin/users/{id}/verification",
  summary: "Verify an employer, revoke the badge, or leave it to the verified-email domain rule; audited",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "User not found",
  body: json(employerVerificationChangeSchema),
  errors: [404],
  response: employerVerificationSchema,
});

export const getAdminAuditLog = defineOperation({
  method: "get",
  path: "/api/admin/audit-log",
  summary: "Who changed which account, or took which job down or back, how and when, newest first",
  tag: "Admin",
  access: "admin",
  query: auditListSchema,
  body: none,
  response: z.array(auditEntrySchema),
});
