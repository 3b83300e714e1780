// PUT /api/admin/broken-link-reports/{id}/status — marks a report investigating or dismissed, with notes (admin only).
import { putAdminBrokenLinkReportsIdStatus } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { changeReportStatus } from "@/server/reports/admin-reports";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putAdminBrokenLinkReportsIdStatus, async ({ user, params, body }) => changeReportStatus(await getDb(), params.id, user.id, body)),
);
