// POST /api/user/email/cancel — the old address's link: cancels a pending email change, signed in or not.
import { postUserEmailCancel } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { cancelEmailChange, CHANGE_CANCELLED_DONE } from "@/server/accounts/email-change";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postUserEmailCancel, async ({ body }) => {
    await cancelEmailChange(await getDb(), body.token);
    return { message: CHANGE_CANCELLED_DONE };
  }),
);
