// PUT /api/admin/jobs/{id}/application-url — fixes a job's application link (http or https; admin only).
import { putAdminJobsIdApplicationUrl } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { setApplicationUrl } from "@/server/jobs/admin-jobs";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putAdminJobsIdApplicationUrl, async ({ params, body }) => setApplicationUrl(await getDb(), params.id, body.applicationUrl)),
);
