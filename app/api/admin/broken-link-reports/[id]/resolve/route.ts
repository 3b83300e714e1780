// PUT /api/admin/broken-link-reports/{id}/resolve — marks a pending report resolved with the admin's notes (admin only).
import { resolveReportSchema } from "@/lib/schemas/admin-reports";
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, readJson, readParam, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { resolveReport } from "@/server/reports/admin-reports";

export const PUT = handle<{ id: string }>(async (request, { id }) => {
  const admin = await requireRole(request, "admin");
  const reportId = readParam(id, uuidSchema, "Report not found");
  const { adminNotes } = await readJson(request, resolveReportSchema);
  return json(await resolveReport(await getDb(), reportId, admin.id, adminNotes));
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
