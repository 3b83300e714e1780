// PUT /api/admin/jobs/reorder — saves every listed job's display order and featured flag at once (admin only).
import { putAdminJobsReorder } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { reorderJobs } from "@/server/jobs/admin-jobs";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putAdminJobsReorder, async ({ body }) => reorderJobs(await getDb(), body)),
);
