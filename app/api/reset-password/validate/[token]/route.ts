// GET /api/reset-password/validate/{token} — whether a reset link can still be used.
import { handle, json, otherMethods } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { isResetTokenValid } from "@/server/accounts/password-reset";

export const GET = handle<{ token: string }>(async (_request, { token }) =>
  json({ valid: token.length <= 200 && (await isResetTokenValid(await getDb(), token)) }, { headers: { "Cache-Control": "no-store" } }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
