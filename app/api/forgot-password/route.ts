// POST /api/forgot-password — emails a reset link; the same answer whether or not the account exists.
import { forgotPasswordSchema } from "@/lib/schemas/password-reset";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { requestPasswordReset, RESET_SENT_MESSAGE } from "@/server/accounts/password-reset";

export const POST = handle(async (request) => {
  const { email } = await readJson(request, forgotPasswordSchema);
  await requestPasswordReset(await getDb(), email, visitContext(request).ipHash);
  return json({ message: RESET_SENT_MESSAGE });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
