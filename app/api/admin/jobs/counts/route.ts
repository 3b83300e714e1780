// GET /api/admin/jobs/counts — the dashboard's figures: total, active, featured and expired jobs (admin only).
import { getAdminJobsCounts } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { adminJobCounts } from "@/server/jobs/admin-jobs";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getAdminJobsCounts, async () => await adminJobCounts(await getDb())),
);
