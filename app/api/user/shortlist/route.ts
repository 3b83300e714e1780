// GET /api/user/shortlist — the signed-in user's My List (job ids, oldest first).
// POST /api/user/shortlist — merge these job ids into it (union); answers the whole list.
import { shortlistMergeSchema } from "@/lib/schemas/shortlist";
import { handle, json, otherMethods, readJson } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { mergeShortlist, shortlistIds } from "@/server/accounts/shortlist";

export const GET = handle(async (request) => {
  const user = await requireUser(request);
  return json({ ids: await shortlistIds(await getDb(), user.id) });
});

export const POST = handle(async (request) => {
  const user = await requireUser(request);
  const { ids } = await readJson(request, shortlistMergeSchema);
  return json({ ids: await mergeShortlist(await getDb(), user.id, ids) });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
