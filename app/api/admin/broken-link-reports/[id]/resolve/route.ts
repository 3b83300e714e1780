// PUT /api/admin/broken-link-reports/{id}/resolve — marks a pending report resolved with the admin's notes (admin only).
import { putAdminBrokenLinkReportsIdResolve } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { resolveReport } from "@/server/reports/admin-reports";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putAdminBrokenLinkReportsIdResolve, async ({ user, params, body }) =>
    resolveReport(await getDb(), params.id, user.id, body.adminNotes),
  ),
);
