// POST /api/user/email — changes the signed-in user's email (current password required); 409 when taken.
import { changeEmailSchema } from "@/lib/schemas/account";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { getAuth, getDb } from "@/server/runtime";
import { changeEmail } from "@/server/accounts/own-account";

export const POST = handle(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, changeEmailSchema);
  return json(await changeEmail(await getDb(), await getAuth(), user, input), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
