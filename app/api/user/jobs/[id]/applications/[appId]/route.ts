// GET /api/user/jobs/{id}/applications/{appId} — one application for the job's employer (marks it Viewed).
// PATCH /api/user/jobs/{id}/applications/{appId} — the employer shortlists, declines or hires.
import { NextResponse } from "next/server";
import { getUserJobApplication, patchUserJobApplication } from "@/lib/api/operations/applicant-inbox";
import { decide, openApplication } from "@/server/applications/employer-inbox";
import { inboxCaller, PRIVATE } from "@/server/applications/inbox-caller";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUserJobApplication, async ({ request, params }) => {
    const employer = await inboxCaller(request, "Application not found");
    return NextResponse.json(await openApplication(await getDb(), employer.id, params.id, params.appId), { headers: PRIVATE });
  }),
  route(patchUserJobApplication, async ({ request, params, body }) => {
    const employer = await inboxCaller(request, "Application not found");
    return NextResponse.json(await decide(await getDb(), employer.id, params.id, params.appId, body), { headers: PRIVATE });
  }),
);
