// POST /api/payments/finish — the checkout return page: where the payment stands (asked of the provider), and on success the job posted or extended.
import { finishPaymentSchema } from "@/lib/schemas/job-draft";
import { requireUser } from "@/server/http/guards";
import { handle, json, otherMethods, readJson } from "@/server/http/route";
import { finishPayment } from "@/server/payments/finish-payment";
import { getDb } from "@/server/runtime";

export const POST = handle(async (request) => {
  const user = await requireUser(request);
  const { paymentIntentId } = await readJson(request, finishPaymentSchema);
  return json(await finishPayment(await getDb(), user.id, paymentIntentId));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
