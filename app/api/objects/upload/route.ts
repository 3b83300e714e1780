// POST /api/objects/upload — a signed, expiring, single-use URL the signed-in user may PUT one image to.
import { handle, json, otherMethods } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { enforceLimit } from "@/server/rate-limit";
import { getDb } from "@/server/runtime";
import { grantUpload } from "@/server/uploads/uploads";

export const POST = handle(async (request) => {
  const user = await requireUser(request);
  await enforceLimit(await getDb(), `upload:${user.id}`, 60, 60 * 60);
  return json(grantUpload(user.id));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
