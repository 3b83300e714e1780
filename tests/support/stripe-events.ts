// A Stripe event as its webhook delivers it, signed with the SDK's own test helper, so tests drive our
// webhook exactly as Stripe would without reaching it.
import { randomUUID } from "node:crypto";
import Stripe from "stripe";

const sdk = new Stripe("sk_test_unused");

/** The event's JSON body, `object` under `data`; each has an id of its own unless one is given (a replay). */
export function stripeEvent(type: string, object: unknown, id = `evt_${randomUUID()}`): string {
  return JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

/** The `Stripe-Signature` header for `payload` under the webhook's `secret`, signed now or at `timestamp`. */
export const stripeSignature = (payload: string, secret: string, timestamp?: number) =>
  sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp });
