// POST /api/create-payment-intent — the signed-in employer starts paying for a plan; the server sets the price.
// Outside images in the draft are re-hosted here, so one that cannot be had is a field error before paying.
import { paymentIntentSchema } from "@/lib/schemas/job-draft";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { enforceLimit } from "@/server/rate-limit";
import { getDb } from "@/server/runtime";
import { startPayment } from "@/server/payments/payment-intents";
import { JOB_IMAGE_LABELS, rehostImageFields } from "@/server/uploads/rehost-image";

export const POST = handle(async (request) => {
  const user = await requireUser(request);
  const { planType, job } = await readJson(request, paymentIntentSchema);
  const db = await getDb();
  await enforceLimit(db, `payment-intent:${user.id}`, 20, 60 * 60);
  return json(await startPayment(db, user.id, planType, await rehostImageFields(job, JOB_IMAGE_LABELS)));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
