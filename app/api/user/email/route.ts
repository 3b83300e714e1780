// POST /api/user/email — asks to change the signed-in user's email (current password required); the new
// address confirms by link, the old one is told and may cancel.
import { postUserEmail } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getAuth, getDb } from "@/server/runtime";
import { changeEmail, EMAIL_CHANGE_SENT } from "@/server/accounts/own-account";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postUserEmail, async ({ user, body }) => {
    await changeEmail(await getDb(), await getAuth(), user, body);
    return { message: EMAIL_CHANGE_SENT };
  }),
);
