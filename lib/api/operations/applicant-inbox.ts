import { z } from "zod";
import {
  applicantListQuerySchema,
  applicantPageSchema,
  applicantParams,
  applicantSchema,
  decisionSchema,
} from "@/lib/schemas/applicant-inbox";
import { defineOperation, idParam, json, none } from "../operation";

// Every caller but the job's employer is told the job or application does not exist, signed-out ones too:
// the operations are public to the guard, and the handler answers 404 for anyone it cannot match.

export const getUserJobApplications = defineOperation({
  method: "get",
  path: "/api/user/jobs/{id}/applications",
  summary:
    "The job's applications for its employer, best fit or newest first, a page at a time; `filter=valid-tickets,available` keeps those whose every required ticket and medical is valid through the hitch, and those free by the start. Anyone else gets 404.",
  tag: "Applicant inbox",
  access: "public",
  params: idParam,
  notFound: "Job not found",
  query: applicantListQuerySchema,
  body: none,
  response: applicantPageSchema,
});

export const getUserJobApplication = defineOperation({
  method: "get",
  path: "/api/user/jobs/{id}/applications/{appId}",
  summary: "One application, for the job's employer; opening one still Sent marks it Viewed and tells its seeker. Anyone else gets 404.",
  tag: "Applicant inbox",
  access: "public",
  params: applicantParams,
  notFound: "Application not found",
  body: none,
  response: applicantSchema,
});

export const patchUserJobApplication = defineOperation({
  method: "patch",
  path: "/api/user/jobs/{id}/applications/{appId}",
  summary:
    "The employer's decision: shortlisted, declined (with an optional message of at most 1000 characters) or hired. A withdrawn application cannot be decided (409). Anyone else gets 404.",
  tag: "Applicant inbox",
  access: "public",
  params: applicantParams,
  notFound: "Application not found",
  body: json(decisionSchema),
  errors: [409],
  response: applicantSchema,
});

export const getUserJobApplicationCv = defineOperation({
  method: "get",
  path: "/api/user/jobs/{id}/applications/{appId}/cv",
  summary: "The application's CV (PDF or DOCX) as an attachment, for the job's employer only; none, deleted, or anyone else: 404",
  tag: "Applicant inbox",
  access: "public",
  params: applicantParams,
  notFound: "CV not found",
  body: none,
  response: z.string().describe("The CV's bytes"),
  responseMediaType: "application/octet-stream",
  headers: {
    "Content-Disposition": "attachment, with the CV's file name",
    "Cache-Control": "private, no-store",
  },
});
