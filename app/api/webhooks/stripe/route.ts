// POST /api/webhooks/stripe — Stripe's events, signature-checked on the raw body before anything changes.
import { postWebhooksStripe } from "@/lib/api/operations/posting";
import { config } from "@/server/config";
import { readLimitedBody } from "@/server/http/body";
import { notFound } from "@/server/http/errors";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { handleStripeEvent, verifyStripeEvent } from "@/server/payments/stripe-webhook";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postWebhooksStripe, async ({ request }) => {
    const settings = config().stripe;
    if (!settings) throw notFound("Stripe is not configured");
    const body = await readLimitedBody(request, 512 * 1024, "Webhook body too large");
    const event = verifyStripeEvent(settings, body.toString("utf8"), request.headers.get("stripe-signature"));
    return { received: true, outcome: await handleStripeEvent(await getDb(), event) };
  }),
);
