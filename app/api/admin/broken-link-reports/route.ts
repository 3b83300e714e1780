// GET /api/admin/broken-link-reports?status&limit&offset — the report queue, newest first and paged, with each job's title and link (admin only).
import { reportListSchema } from "@/lib/schemas/admin-reports";
import { handle, json, readQuery, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { listReports } from "@/server/reports/admin-reports";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  const { reports, total } = await listReports(await getDb(), readQuery(request, reportListSchema));
  return json(reports, { headers: { "X-Total-Count": String(total), "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
