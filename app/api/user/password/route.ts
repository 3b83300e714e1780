// POST /api/user/password — changes the signed-in user's password (current one required); every other
// session ends and this browser gets a fresh one.
import { changePasswordSchema } from "@/lib/schemas/account";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { withCookies } from "@/server/http/cookies";
import { getAuth, getDb } from "@/server/runtime";
import { changePassword } from "@/server/accounts/own-account";

export const POST = handle(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, changePasswordSchema);
  const cookies = await changePassword(await getDb(), await getAuth(), user, input, request.headers);
  return withCookies(json({ message: "Your password has been changed. Other devices have been signed out." }), cookies);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
