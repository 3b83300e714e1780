// PUT /api/admin/broken-link-reports/{id}/status — marks a report investigating or dismissed, with notes (admin only).
import { reportStatusSchema } from "@/lib/schemas/admin-reports";
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, readJson, readParam, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { changeReportStatus } from "@/server/reports/admin-reports";

export const PUT = handle<{ id: string }>(async (request, { id }) => {
  const admin = await requireRole(request, "admin");
  const reportId = readParam(id, uuidSchema, "Report not found");
  return json(await changeReportStatus(await getDb(), reportId, admin.id, await readJson(request, reportStatusSchema)));
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
