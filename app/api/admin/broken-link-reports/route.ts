// GET /api/admin/broken-link-reports?status&limit&offset — the report queue, newest first and paged, with each job's title and link (admin only).
import { getAdminBrokenLinkReports } from "@/lib/api/operations/admin";
import { json, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { listReports } from "@/server/reports/admin-reports";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getAdminBrokenLinkReports, async ({ query }) => {
    const { reports, total } = await listReports(await getDb(), query);
    return json(reports, { headers: { "X-Total-Count": String(total) } });
  }),
);
