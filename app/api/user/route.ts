// GET /api/user — the signed-in user; 401 when signed out.
// DELETE /api/user — deletes the signed-in user's account (current password required; decision 045).
import { deleteAccountSchema } from "@/lib/schemas/account";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { withCookies } from "@/server/http/cookies";
import { getAuth, getDb } from "@/server/runtime";
import { deleteAccount } from "@/server/accounts/own-account";
import { logout } from "@/server/accounts/sessions";

export const GET = handle(async (request) => json(await requireUser(request), { headers: { "Cache-Control": "no-store" } }));

export const DELETE = handle(async (request) => {
  const user = await requireUser(request);
  const { currentPassword } = await readJson(request, deleteAccountSchema);
  const auth = await getAuth();
  await deleteAccount(await getDb(), auth, user, currentPassword);
  // Every session is gone already; this expires the browser's cookie too.
  return withCookies(json({ message: "Your account has been deleted" }), await logout(auth, request.headers));
});

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");
