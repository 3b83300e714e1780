// POST /api/verify-email — follows an emailed link: verifies the address, or completes an email change.
import { postVerifyEmail } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getAuth, getDb } from "@/server/runtime";
import { confirmEmail } from "@/server/accounts/email-verification";

const MESSAGES = {
  verified: "Thank you! Your email address is verified.",
  changed: "Your email address has been changed. Every other device has been signed out.",
} as const;

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postVerifyEmail, async ({ request, body }) => ({
    message: MESSAGES[await confirmEmail(await getDb(), await getAuth(), body.token, request.headers)],
  })),
);
