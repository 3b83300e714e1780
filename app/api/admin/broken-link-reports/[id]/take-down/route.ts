// POST /api/admin/broken-link-reports/{id}/take-down — takes the reported job down with a reason and resolves the report (admin only).
import { postAdminBrokenLinkReportsIdTakeDown } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { takeDownReportedJob } from "@/server/reports/report-takedown";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postAdminBrokenLinkReportsIdTakeDown, async ({ user, params, body }) =>
    takeDownReportedJob(await getDb(), params.id, user.id, body.reason),
  ),
);
