// PUT /api/employers/{id} — records contact and conversion of a sales lead, and its notes (admin only).
import { putEmployersId } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { updateEmployer } from "@/server/crm/employers";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putEmployersId, async ({ params, body }) => updateEmployer(await getDb(), params.id, body)),
);
