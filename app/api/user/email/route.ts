// POST /api/user/email — changes the signed-in user's email (current password required); 409 when taken.
import { postUserEmail } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getAuth, getDb } from "@/server/runtime";
import { changeEmail } from "@/server/accounts/own-account";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postUserEmail, async ({ user, body }) => await changeEmail(await getDb(), await getAuth(), user, body)),
);
