// GET /api/admin/jobs/counts — the dashboard's figures: total, active, featured and expired jobs (admin only).
import { handle, json, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { adminJobCounts } from "@/server/jobs/admin-jobs";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  return json(await adminJobCounts(await getDb()), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
