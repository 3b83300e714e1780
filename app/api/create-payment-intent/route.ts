// POST /api/create-payment-intent — the signed-in employer starts paying for a plan; the server sets the price.
// Outside images in the draft are re-hosted here, so one that cannot be had is a field error before paying.
import { postCreatePaymentIntent } from "@/lib/api/operations/posting";
import { requireVerifiedEmail } from "@/server/accounts/email-verification";
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
    return startPayment(
      db,
      user.id,
      planType,
      await rehostImageFields(job, JOB_IMAGE_LABELS, { db, account: user.id, signal: request.signal }),
    );
  }),
);
