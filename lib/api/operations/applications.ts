// A seeker's side of applying on Outpost: sending an application (JSON, or multipart with a CV), the
// tracker's list, and withdrawing one. The employer's side is applicant-inbox.ts.
import { defineOperation, idParam, json, none } from "../operation";
import { applyAnswerSchema, applyInputSchema, seekerApplicationsAnswerSchema, withdrawAnswerSchema } from "@/lib/schemas/applications";

export const postJobsIdApplications = defineOperation({
  method: "post",
  path: "/api/jobs/{id}/applications",
  summary:
    "Apply to a job that takes applications on Outpost, as a verified job seeker: the profile's tickets, medicals and availability go with it. JSON, or multipart/form-data with the same fields (answers as JSON text) and a CV file `cv` (PDF or DOCX by its bytes, 5 MB at most). One application per seeker and job (409 already_exists, a withdrawn one included); at most 30 a day and 5 CVs an hour (429).",
  tag: "Applications",
  access: "signed-in",
  params: idParam,
  notFound: "This job is not taking applications on Outpost",
  body: json(applyInputSchema),
  // The handler reads the body itself: the same fields come as JSON or as a form with the CV.
  readsOwnInput: true,
  success: 201,
  errors: [404, 409, 413, 415, 429, 503],
  response: applyAnswerSchema,
});

export const getUserApplications = defineOperation({
  method: "get",
  path: "/api/user/applications",
  summary: "The signed-in seeker's applications, newest first, each with the status the tracker shows",
  tag: "Applications",
  access: "signed-in",
  body: none,
  response: seekerApplicationsAnswerSchema,
});

export const deleteUserApplicationsId = defineOperation({
  method: "delete",
  path: "/api/user/applications/{id}",
  summary:
    "Withdraw one of the signed-in seeker's applications: its CV, answers and note are deleted. Anyone but its seeker, signed out included, is answered 404; a decided application 409.",
  tag: "Applications",
  // Public to the guard so a signed-out caller is told no more than a stranger: the handler finds the seeker.
  access: "public",
  params: idParam,
  notFound: "Application not found",
  body: none,
  errors: [409],
  response: withdrawAnswerSchema,
});
