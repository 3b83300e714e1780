// POST /api/broken-link-reports — a visitor reports a job's application link as broken; a repeat report
// by the same visitor answers the first one with 200.
import { postBrokenLinkReports } from "@/lib/api/operations/jobs";
import { json, route, routes } from "@/server/http/route";
import { currentUser } from "@/server/http/guards";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { reportBrokenLink } from "@/server/reports/broken-links";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postBrokenLinkReports, async ({ request, body }) => {
    const user = await currentUser(request.headers);
    const reporter = user?.id ?? visitContext(request).ipHash;
    const { report, created } = await reportBrokenLink(await getDb(), body, reporter);
    return json(
      { id: report.id, jobId: report.jobId, status: report.status, reportReason: report.reportReason, createdAt: report.createdAt },
      { status: created ? 201 : 200 },
    );
  }),
);
