// POST /api/reset-password — sets a new password with a reset token, and signs the account out everywhere.
import { postResetPassword } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getAuth, getDb } from "@/server/runtime";
import { resetPassword } from "@/server/accounts/password-reset";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postResetPassword, async ({ request, body: { token, newPassword } }) => {
    await resetPassword(await getDb(), await getAuth(), token, newPassword, visitContext(request).ipHash);
    return { message: "Password Reset Successful" };
  }),
);
