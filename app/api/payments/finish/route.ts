// POST /api/payments/finish — the checkout return page: where the payment stands (asked of the provider), and on success the job posted or extended.
import { postPaymentsFinish } from "@/lib/api/operations/posting";
import { route, routes } from "@/server/http/route";
import { finishPayment } from "@/server/payments/finish-payment";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postPaymentsFinish, async ({ user, body }) => finishPayment(await getDb(), user.id, body.paymentIntentId)),
);
