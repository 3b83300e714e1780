// GET /api/jobs — public job search: filters, sort, paging (cursor, or offset for old clients), ids; total in
// X-Total-Count (at most 10,000: X-Total-Count-Capped), the next page's cursor in X-Next-Cursor; an unchanged
// poll answers 304 from the cached answer, without a query.
// POST /api/jobs — the signed-in employer's paid job: created once per succeeded payment.
import { getJobs } from "@/lib/api/operations/jobs";
import { postJobs } from "@/lib/api/operations/posting";
import { requireVerifiedEmail } from "@/server/accounts/email-verification";
import { json, route, routes } from "@/server/http/route";
import { answerJson } from "@/server/http/json-answer";
import { createJobForPayment } from "@/server/payments/paid-job";
import { getDb } from "@/server/runtime";
import { jobListAnswer } from "@/server/jobs/job-list-answer";
import { JOB_IMAGE_LABELS, rehostImageFields } from "@/server/uploads/rehost-image";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getJobs, async ({ request, query }) => {
    const answer = await jobListAnswer(await getDb(), query);
    const { total, totalCapped, nextCursor } = answer;
    // Counting stops at TOTAL_COUNT_CAP (docs/decisions/083): X-Total-Count-Capped says when there are more.
    return answerJson(request, answer, {
      "X-Total-Count": String(total),
      ...(totalCapped && { "X-Total-Count-Capped": "true" }),
      ...(nextCursor && { "X-Next-Cursor": nextCursor }),
    });
  }),
  route(postJobs, async ({ request, user, body: { paymentIntentId, ...input } }) => {
    requireVerifiedEmail(user);
    const db = await getDb();
    const draft = await rehostImageFields(input, JOB_IMAGE_LABELS, { db, account: user.id, signal: request.signal });
    const { job, created } = await createJobForPayment(db, user.id, paymentIntentId, draft);
    const { id, title, company, isActive, isFeatured, planType, expiresAt, policyWarnings: warnings } = job;
    return json(
      { id, title, company, isActive, isFeatured, planType, expiresAt, paymentIntentId, warnings },
      { status: created ? 201 : 200 },
    );
  }),
);
