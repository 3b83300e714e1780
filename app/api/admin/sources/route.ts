// GET, POST /api/admin/sources — the job sources, and a new one for an employer account (admin only).
import { getAdminSources, postAdminSources } from "@/lib/api/operations/job-sources";
import { route, routes } from "@/server/http/route";
import { createSource, listSources } from "@/server/job-sources/admin-sources";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getAdminSources, async () => listSources(await getDb())),
  route(postAdminSources, async ({ user, body }) => createSource(await getDb(), user, body)),
);
