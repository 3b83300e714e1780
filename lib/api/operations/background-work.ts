// The admin view of the job queue: what waits, runs, failed and was done, and retry or cancel of one job.
import { backgroundWorkQuerySchema, backgroundWorkSchema, jobActionAnswerSchema } from "@/lib/schemas/background-work";
import { defineOperation, idParam, none } from "../operation";

export const getAdminBackgroundWork = defineOperation({
  method: "get",
  path: "/api/admin/background-work",
  summary:
    "Jobs by kind (queued, running, failed, done in the last seven days), each schedule's last run, and the failed jobs, newest first and paged (next page's cursor in X-Next-Cursor)",
  tag: "Admin",
  access: "admin",
  query: backgroundWorkQuerySchema,
  body: none,
  headers: { "X-Next-Cursor": "Sent when older failures follow: pass it as `cursor` to continue" },
  response: backgroundWorkSchema,
});

export const postAdminBackgroundWorkIdRetry = defineOperation({
  method: "post",
  path: "/api/admin/background-work/{id}/retry",
  summary: "Run a failed or cancelled job once more, with the payload it was queued with",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Job not found",
  body: none,
  errors: [404, 409],
  response: jobActionAnswerSchema,
});

export const postAdminBackgroundWorkIdCancel = defineOperation({
  method: "post",
  path: "/api/admin/background-work/{id}/cancel",
  summary: "Cancel a job that waits to run or to be tried again; it can be retried later",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Job not found",
  body: none,
  errors: [404, 409],
  response: jobActionAnswerSchema,
});
