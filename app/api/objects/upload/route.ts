// POST /api/objects/upload — a signed, expiring, single-use URL the signed-in user may PUT one image to.
import { postObjectsUpload } from "@/lib/api/operations/posting";
import { route, routes } from "@/server/http/route";
import { enforceLimit } from "@/server/rate-limit";
import { getDb } from "@/server/runtime";
import { grantUpload } from "@/server/uploads/uploads";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postObjectsUpload, async ({ user }) => {
    await enforceLimit(await getDb(), `upload:${user.id}`, 60, 60 * 60);
    return grantUpload(user.id);
  }),
);
