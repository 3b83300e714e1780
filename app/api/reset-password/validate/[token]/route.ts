// GET /api/reset-password/validate/{token} — whether a reset link can still be used.
import { getResetPasswordValidateToken } from "@/lib/api/operations/accounts";
import { json, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { isResetTokenValid } from "@/server/accounts/password-reset";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getResetPasswordValidateToken, async ({ params: { token } }) =>
    json({ valid: token.length <= 200 && (await isResetTokenValid(await getDb(), token)) }, { headers: { "Cache-Control": "no-store" } }),
  ),
);
