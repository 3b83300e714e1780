// GET /api/user — the signed-in user; 401 when signed out.
// DELETE /api/user — deletes the signed-in user's account (current password required; decision 045).
import { deleteUser, getUser } from "@/lib/api/operations/accounts";
import { json, route, routes } from "@/server/http/route";
import { withCookies } from "@/server/http/cookies";
import { getAuth, getDb } from "@/server/runtime";
import { deleteAccount } from "@/server/accounts/own-account";
import { logout } from "@/server/accounts/sessions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUser, async ({ user }) => user),
  route(deleteUser, async ({ request, user, body }) => {
    const auth = await getAuth();
    await deleteAccount(await getDb(), auth, user, body.currentPassword);
    // Every session is gone already; this expires the browser's cookie too.
    return withCookies(json({ message: "Your account has been deleted" }), await logout(auth, request.headers));
  }),
);
