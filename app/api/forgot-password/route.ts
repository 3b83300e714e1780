// POST /api/forgot-password — emails a reset link; the same answer whether or not the account exists.
import { postForgotPassword } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { requestPasswordReset, RESET_SENT_MESSAGE } from "@/server/accounts/password-reset";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postForgotPassword, async ({ request, body }) => {
    await requestPasswordReset(await getDb(), body.email, visitContext(request).ipHash);
    return { message: RESET_SENT_MESSAGE };
  }),
);
