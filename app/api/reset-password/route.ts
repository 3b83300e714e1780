// POST /api/reset-password — sets a new password with a reset token, and signs the account out everywhere.
import { resetPasswordSchema } from "@/lib/schemas/password-reset";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getAuth, getDb } from "@/server/runtime";
import { resetPassword } from "@/server/accounts/password-reset";

export const POST = handle(async (request) => {
  const { token, newPassword } = await readJson(request, resetPasswordSchema);
  await resetPassword(await getDb(), await getAuth(), token, newPassword, visitContext(request).ipHash);
  return json({ message: "Password Reset Successful" });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
