// GET /api/admin/broken-link-reports?status= — the report queue, newest first, with each job's title and link (admin only).
import { reportListSchema } from "@/lib/schemas/admin-reports";
import { handle, json, readQuery, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { listReports } from "@/server/reports/admin-reports";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  const { status } = readQuery(request, reportListSchema);
  return json(await listReports(await getDb(), status), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
