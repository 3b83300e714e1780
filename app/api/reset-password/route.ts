// POST /api/reset-password — sets a new password with a reset token, and signs the account out
// everywhere; remembers this browser for signing in to it (server/accounts/login-devices.ts).
import { postResetPassword } from "@/lib/api/operations/accounts";
import { json, route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getAuth, getDb } from "@/server/runtime";
import { resetPassword } from "@/server/accounts/password-reset";
import { knownDeviceCookie } from "@/server/accounts/login-devices";
import { withCookies } from "@/server/http/cookies";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postResetPassword, async ({ request, body: { token, newPassword } }) => {
    const username = await resetPassword(await getDb(), await getAuth(), token, newPassword, visitContext(request).ipHash);
    // Reading the owner's email proves ownership: this browser may sign in even while the username is under attack.
    return withCookies(json({ message: "Password Reset Successful" }), username ? [knownDeviceCookie(request.headers, username)] : []);
  }),
);
