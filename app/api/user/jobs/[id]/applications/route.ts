// GET /api/user/jobs/{id}/applications — the job's applicants, for its employer only.
import { NextResponse } from "next/server";
import { getUserJobApplications } from "@/lib/api/operations/applicant-inbox";
import { filterOf, listApplicants } from "@/server/applications/employer-inbox";
import { inboxCaller, PRIVATE } from "@/server/applications/inbox-caller";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUserJobApplications, async ({ request, params, query }) => {
    const employer = await inboxCaller(request, "Job not found");
    const page = await listApplicants(await getDb(), employer.id, params.id, {
      filter: filterOf(query.filter),
      sort: query.sort,
      cursor: query.cursor,
    });
    return NextResponse.json(page, { headers: PRIVATE });
  }),
);
