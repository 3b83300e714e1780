// GET /api/user/shortlist — the signed-in user's My List (job ids, oldest first).
// POST /api/user/shortlist — merge these job ids into it (union); answers the whole list.
import { getUserShortlist, postUserShortlist } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { mergeShortlist, shortlistIds } from "@/server/accounts/shortlist";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUserShortlist, async ({ user }) => ({ ids: await shortlistIds(await getDb(), user.id) })),
  route(postUserShortlist, async ({ user, body }) => ({ ids: await mergeShortlist(await getDb(), user.id, body.ids) })),
);
