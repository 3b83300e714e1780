// POST /api/user/jobs/{id}/extend/confirm — after paying: move the posting's closing date to what was paid for.
import { postUserJobsIdExtendConfirm } from "@/lib/api/operations/posting";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { completeExtension } from "@/server/payments/job-extensions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postUserJobsIdExtendConfirm, async ({ user, params, body }) => {
    const job = await completeExtension(await getDb(), user.id, params.id, body.paymentIntentId);
    return { id: job.id, applicationClosingDate: job.applicationClosingDate, expiresAt: job.expiresAt, isActive: job.isActive };
  }),
);
