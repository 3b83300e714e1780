// POST /api/user/jobs/{id}/extend — start paying to extend a posting to a later closing date; the server prices it.
import { postUserJobsIdExtend } from "@/lib/api/operations/posting";
import { requireVerifiedEmail } from "@/server/accounts/email-verification";
import { route, routes } from "@/server/http/route";
import { enforceLimit } from "@/server/rate-limit";
import { getDb } from "@/server/runtime";
import { startExtension } from "@/server/payments/job-extensions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postUserJobsIdExtend, async ({ user, params, body: { planType, applicationClosingDate } }) => {
    requireVerifiedEmail(user);
    const db = await getDb();
    await enforceLimit(db, `payment-intent:${user.id}`, 20, 60 * 60);
    return startExtension(db, user.id, params.id, planType, applicationClosingDate);
  }),
);
