// GET, PATCH, DELETE /api/admin/sources/{id} — one job source: read, pause/resume/allowance/rotate, delete (admin only).
import { deleteAdminSourcesId, getAdminSourcesId, patchAdminSourcesId } from "@/lib/api/operations/job-sources";
import { route, routes } from "@/server/http/route";
import { deleteSource, getSource, patchSource } from "@/server/job-sources/admin-sources";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getAdminSourcesId, async ({ params }) => getSource(await getDb(), params.id)),
  route(patchAdminSourcesId, async ({ user, params, body }) => patchSource(await getDb(), user, params.id, body)),
  route(deleteAdminSourcesId, async ({ user, params }) => deleteSource(await getDb(), user, params.id)),
);
