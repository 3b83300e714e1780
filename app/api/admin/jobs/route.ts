// GET /api/admin/jobs?search&status&featured&category&risk&source&linkStatus&employer&limit&offset — every job, paged (admin only).
import { getAdminJobs } from "@/lib/api/operations/admin";
import { json, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { listAdminJobs } from "@/server/jobs/admin-job-list";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getAdminJobs, async ({ query }) => {
    const { jobs, total } = await listAdminJobs(await getDb(), query);
    return json(jobs, { headers: { "X-Total-Count": String(total) } });
  }),
);
