// POST /api/admin/sources/{id}/sync — read an ATS board now and answer what the sync did (admin only).
import { postAdminSourcesIdSync } from "@/lib/api/operations/job-sources";
import { route, routes } from "@/server/http/route";
import { syncSource } from "@/server/job-sources/ats/sync-source";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postAdminSourcesIdSync, async ({ params }) => syncSource(await getDb(), params.id)),
);
