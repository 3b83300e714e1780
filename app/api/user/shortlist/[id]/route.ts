// DELETE /api/user/shortlist/{id} — take one job off the signed-in user's My List; answers the whole list.
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, otherMethods, readParam } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { removeFromShortlist } from "@/server/accounts/shortlist";

export const DELETE = handle<{ id: string }>(async (request, params) => {
  const user = await requireUser(request);
  const id = readParam(params.id, uuidSchema, "Job not found");
  return json({ ids: await removeFromShortlist(await getDb(), user.id, id) });
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
