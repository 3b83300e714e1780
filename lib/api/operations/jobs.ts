import { z } from "zod";
import { brokenLinkReportAnswerSchema } from "@/lib/schemas/answers";
import { defineOperation, json, none, idParam } from "../operation";
import { jobSearchSchema } from "@/lib/schemas/job-search";
import { clickCountSchema, jobCardSchema, jobDetailSchema, jobStatsSchema } from "@/lib/schemas/public-job";
import { brokenLinkReportSchema } from "@/lib/schemas/reports";
import { trackClickSchema } from "@/lib/schemas/tracking";

export const getJobs = defineOperation({
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
});

export const getJobsFeatured = defineOperation({
  method: "get",
  path: "/api/jobs/featured",
  summary: "The first three featured jobs",
  tag: "Jobs",
  access: "public",
  body: none,
  response: z.array(jobCardSchema),
});

export const getJobsId = defineOperation({
  method: "get",
  path: "/api/jobs/{id}",
  summary: "One listed job",
  tag: "Jobs",
  access: "public",
  params: idParam,
  notFound: "Job not found",
  body: none,
  response: jobDetailSchema,
});

export const getJobsIdClicks = defineOperation({
  method: "get",
  path: "/api/jobs/{id}/clicks",
  summary: "How often a job's Apply was clicked",
  tag: "Jobs",
  access: "public",
  params: idParam,
  notFound: "Job not found",
  body: none,
  response: clickCountSchema,
});

export const postJobsIdTrackClick = defineOperation({
  method: "post",
  path: "/api/jobs/{id}/track-click",
  summary: "Record an apply or view click with UTM tags",
  tag: "Jobs",
  access: "public",
  params: idParam,
  notFound: "Job not found",
  body: json(trackClickSchema),
  response: clickCountSchema,
  success: 201,
  errors: [429],
});

export const getStats = defineOperation({
  method: "get",
  path: "/api/stats",
  summary: "Average salary, active jobs, companies and countries",
  tag: "Jobs",
  access: "public",
  body: none,
  response: jobStatsSchema,
});

export const postBrokenLinkReports = defineOperation({
  method: "post",
  path: "/api/broken-link-reports",
  summary: "Report a job: a broken link, a scam sign, a duplicate or a filled post (rate-limited per client)",
  tag: "Jobs",
  access: "public",
  body: json(brokenLinkReportSchema),
  success: 201,
  errors: [404, 429],
  response: brokenLinkReportAnswerSchema,
  // The same visitor reporting the same job for the same reason again gets their first report back.
  alsoSucceeds: { 200: brokenLinkReportAnswerSchema },
});

export const deleteBrokenLinkReportsId = defineOperation({
  method: "delete",
  path: "/api/broken-link-reports/{id}",
  summary: "Withdraw one's own report while no admin has acted on it (Undo after sending); anyone else's is not found",
  tag: "Jobs",
  access: "public",
  params: idParam,
  notFound: "Report not found",
  body: none,
  success: 204,
  errors: [404, 409],
});
