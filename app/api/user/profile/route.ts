// GET /api/user/profile — the signed-in user's worker profile (an empty one until saved).
// PUT /api/user/profile — replace it; answers it as stored.
import { getUserProfile, putUserProfile } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { readProfile, saveProfile } from "@/server/accounts/profile";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUserProfile, async ({ user }) => readProfile(await getDb(), user.id)),
  route(putUserProfile, async ({ user, body }) => saveProfile(await getDb(), user.id, body)),
);
