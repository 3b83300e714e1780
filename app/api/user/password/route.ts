// POST /api/user/password — changes the signed-in user's password (current one required); every other
// session ends and this browser gets a fresh one.
import { postUserPassword } from "@/lib/api/operations/accounts";
import { json, route, routes } from "@/server/http/route";
import { withCookies } from "@/server/http/cookies";
import { getAuth, getDb } from "@/server/runtime";
import { changePassword } from "@/server/accounts/own-account";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postUserPassword, async ({ request, user, body }) => {
    const cookies = await changePassword(await getDb(), await getAuth(), user, body, request.headers);
    return withCookies(json({ message: "Your password has been changed. Other devices have been signed out." }), cookies);
  }),
);
