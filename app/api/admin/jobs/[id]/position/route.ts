// PUT /api/admin/jobs/{id}/position — moves one listed job to a position in the board's order (admin only).
import { putAdminJobsIdPosition } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { moveJob } from "@/server/jobs/job-order";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putAdminJobsIdPosition, async ({ params, body }) => moveJob(await getDb(), params.id, body)),
);
