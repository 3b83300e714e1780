// POST /api/user/email/verification — emails the signed-in user a new verification link (a few an hour).
import { postUserEmailVerification } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getAuth, getDb } from "@/server/runtime";
import { resendVerification, VERIFICATION_SENT } from "@/server/accounts/email-verification";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postUserEmailVerification, async ({ request, user }) => {
    await resendVerification(await getDb(), await getAuth(), user, request.headers);
    return { message: VERIFICATION_SENT };
  }),
);
