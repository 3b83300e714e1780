// GET /api/admin/broken-link-reports/jobs?status&limit&offset — the report queue by job: each reported job once, with its reports (admin only).
import { getAdminBrokenLinkReportsJobs } from "@/lib/api/operations/admin";
import { json, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { listReportGroups } from "@/server/reports/admin-reports";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getAdminBrokenLinkReportsJobs, async ({ query }) => {
    const { groups, total } = await listReportGroups(await getDb(), query);
    return json(groups, { headers: { "X-Total-Count": String(total) } });
  }),
);
