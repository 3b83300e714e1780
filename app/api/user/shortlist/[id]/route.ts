// DELETE /api/user/shortlist/{id} — take one job off the signed-in user's My List; answers the whole list.
import { deleteUserShortlistId } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { removeFromShortlist } from "@/server/accounts/shortlist";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(deleteUserShortlistId, async ({ user, params }) => ({ ids: await removeFromShortlist(await getDb(), user.id, params.id) })),
);
