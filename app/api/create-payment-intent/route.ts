// POST /api/create-payment-intent — the signed-in employer starts paying for a plan; the server sets the price.
// The compliance gate reads the draft before any money moves; outside images in it are re-hosted here, so one
// that cannot be had is a field error before paying.
import { postCreatePaymentIntent } from "@/lib/api/operations/posting";
import { requireVerifiedEmail } from "@/server/accounts/email-verification";
import { jobFields } from "@/server/jobs/draft-fields";
import { assertAdmissible } from "@/server/jobs/job-write/save-job";
import { route, routes } from "@/server/http/route";
import { enforceLimit } from "@/server/rate-limit";
import { getDb } from "@/server/runtime";
import { startPayment } from "@/server/payments/payment-intents";
import { JOB_IMAGE_LABELS, rehostImageFields } from "@/server/uploads/rehost-image";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postCreatePaymentIntent, async ({ request, user, body: { planType, job } }) => {
    requireVerifiedEmail(user);
    const db = await getDb();
    await enforceLimit(db, `payment-intent:${user.id}`, 20, 60 * 60);
    const origin = { source: "form", userId: user.id, actor: { id: user.id, name: user.username } } as const;
    const warnings = await assertAdmissible(db, jobFields(job), origin);
    const draft = await rehostImageFields(job, JOB_IMAGE_LABELS, { db, account: user.id, signal: request.signal });
    return { ...(await startPayment(db, user.id, planType, draft)), warnings };
  }),
);
