// POST /api/broken-link-reports — a visitor reports a job with a reason (a broken link when none is given);
// a repeat report of the same job for the same reason by the same visitor answers the first one with 200.
import { postBrokenLinkReports } from "@/lib/api/operations/jobs";
import { json, route, routes } from "@/server/http/route";
import { currentUser } from "@/server/http/guards";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { reportBrokenLink } from "@/server/reports/broken-links";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postBrokenLinkReports, async ({ request, body }) => {
    const user = await currentUser(request.headers);
    const { ipHash } = visitContext(request);
    const { report, created } = await reportBrokenLink(await getDb(), body, user?.id ?? ipHash, ipHash);
    return json(
      {
        id: report.id,
        jobId: report.jobId,
        status: report.status,
        reason: report.reason,
        reportReason: report.reportReason,
        createdAt: report.createdAt,
      },
      { status: created ? 201 : 200 },
    );
  }),
);
