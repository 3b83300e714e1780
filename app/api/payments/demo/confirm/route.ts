// POST /api/payments/demo/confirm — test-mode card payment: 4242… succeeds, 4000 0000 0000 0002 is declined.
import { demoConfirmSchema } from "@/lib/schemas/job-draft";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { notFound } from "@/server/http/errors";
import { requireUser } from "@/server/http/guards";
import { enforceLimit } from "@/server/rate-limit";
import { getDb } from "@/server/runtime";
import { confirmDemoPayment } from "@/server/payments/demo-provider";
import { paymentProvider } from "@/server/payments/provider";

export const POST = handle(async (request) => {
  const user = await requireUser(request);
  const { paymentIntentId, cardNumber } = await readJson(request, demoConfirmSchema);
  const db = await getDb();
  // With Stripe configured, money only moves through Stripe.
  if (paymentProvider(db).name !== "demo") throw notFound("Test payments are switched off");
  await enforceLimit(db, `demo-confirm:${user.id}`, 30, 60 * 60);
  return json({ status: await confirmDemoPayment(db, user.id, paymentIntentId, cardNumber) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
