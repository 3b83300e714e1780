// POST /api/broken-link-reports — a visitor reports a job's application link as broken.
import { brokenLinkReportSchema } from "@/lib/schemas/reports";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { currentUser } from "@/server/http/guards";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { reportBrokenLink } from "@/server/reports/broken-links";

export const POST = handle(async (request) => {
  const input = await readJson(request, brokenLinkReportSchema);
  const user = await currentUser(request.headers);
  const reporter = user?.id ?? visitContext(request).ipHash;
  const { report, created } = await reportBrokenLink(await getDb(), input, reporter);
  return json(
    { id: report.id, jobId: report.jobId, status: report.status, reportReason: report.reportReason, createdAt: report.createdAt },
    { status: created ? 201 : 200 },
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
