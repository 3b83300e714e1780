// PATCH /api/saved-searches/{id} — change one of the signed-in user's saved searches.
// DELETE /api/saved-searches/{id} — delete it. Another person's id is not found.
import { deleteSavedSearch, patchSavedSearch } from "@/lib/api/operations/saved-searches";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { deleteSavedSearch as remove, updateSavedSearch } from "@/server/saved-searches/saved-searches";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(patchSavedSearch, async ({ user, params, body }) => updateSavedSearch(await getDb(), user, params.id, body)),
  route(deleteSavedSearch, async ({ user, params }) => {
    await remove(await getDb(), user, params.id);
    return new Response(null, { status: 204 });
  }),
);
