// PUT /api/admin/jobs/arrange-page — saves one page of job management (order and featured) into the whole order (admin only).
import { putAdminJobsArrangePage } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { arrangePage } from "@/server/jobs/job-order";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putAdminJobsArrangePage, async ({ body }) => arrangePage(await getDb(), body)),
);
