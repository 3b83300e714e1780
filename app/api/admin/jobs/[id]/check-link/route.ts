// POST /api/admin/jobs/{id}/check-link — checks one job's application link now and records the result (admin only).
import { postAdminJobsIdCheckLink } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { checkJobLink } from "@/server/links/job-link-checks";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postAdminJobsIdCheckLink, async ({ params }) => checkJobLink(await getDb(), params.id)),
);
