// Stripe's webhook over real HTTP. The quick start runs the demo provider (no STRIPE_* set), so the
// endpoint says Stripe is not configured rather than reading events nobody could have signed.
import { describe, it } from "vitest";
import { expectMessage, http } from "../support/client";

describe("POST /api/webhooks/stripe", () => {
  it("answers 404 'Stripe is not configured' on the demo provider, signed or not", async () => {
    const event = JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded", data: { object: { id: "pi_1" } } });
    expectMessage(
      await http("/api/webhooks/stripe", { method: "POST", rawBody: event, headers: { "content-type": "application/json" } }),
      404,
      "Stripe is not configured",
    );
    expectMessage(
      await http("/api/webhooks/stripe", {
        method: "POST",
        rawBody: event,
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      }),
      404,
      "Stripe is not configured",
    );
  });
});
