// POST /api/payments/demo/confirm — test-mode card payment: 4242… succeeds, 4000 0000 0000 0002 is declined.
import { postPaymentsDemoConfirm } from "@/lib/api/operations/posting";
import { route, routes } from "@/server/http/route";
import { notFound } from "@/server/http/errors";
import { enforceLimit } from "@/server/rate-limit";
import { getDb } from "@/server/runtime";
import { confirmDemoPayment } from "@/server/payments/demo-provider";
import { paymentProvider } from "@/server/payments/provider";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postPaymentsDemoConfirm, async ({ user, body: { paymentIntentId, cardNumber } }) => {
    const db = await getDb();
    // With Stripe configured, money only moves through Stripe.
    if (paymentProvider(db).name !== "demo") throw notFound("Test payments are switched off");
    await enforceLimit(db, `demo-confirm:${user.id}`, 30, 60 * 60);
    return { status: await confirmDemoPayment(db, user.id, paymentIntentId, cardNumber) };
  }),
);
