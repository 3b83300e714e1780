// A local stand-in for Stripe's PaymentIntents API, so the real `stripe` SDK can be exercised offline.
import http from "node:http";
import { afterAll } from "vitest";
import type { AddressInfo } from "node:net";

export type StandInIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
};

export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: { method: string; path: string; headers: http.IncomingHttpHeaders; form: URLSearchParams }[] = [];
  let n = 0;

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      requests.push({ method: req.method!, path: req.url!, headers: req.headers, form });
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
        res.end(JSON.stringify(data));
      };
      if (req.headers.authorization !== "Bearer sk_test_outpost")
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method === "POST" && req.url === "/v1/payment_intents") {
        const key = String(req.headers["idempotency-key"] ?? "");
        const known = byIdempotencyKey.get(key);
        if (known) return send(200, intents.get(known));
        const id = `pi_test_${++n}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) if (k.startsWith("metadata[")) metadata[k.slice(9, -1)] = v;
        const intent: StandInIntent = {
          id,
          object: "payment_intent",
          amount: Number(form.get("amount")),
          currency: form.get("currency")!,
          status: "requires_payment_method",
          client_secret: `${id}_secret_abc`,
          metadata,
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([^/?]+)$/.exec(req.url ?? "");
      if (req.method === "GET" && match) {
        const intent = intents.get(match[1]);
        return intent
          ? send(200, intent)
          : send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } });
      }
      send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** What a customer's card does at Stripe: the intent moves on, as Stripe.js would leave it. */
    setStatus(id: string, status: string) {
      intents.get(id)!.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const STAND_IN_WEBHOOK_SECRET = "whsec_test_outpost";

/** For an integration test file: the stand-in, with this process's Stripe settings pointing at it. */
export async function stripeStandInForThisFile() {
  const standIn = await startStripeStandIn();
  process.env.STRIPE_SECRET_KEY = "sk_test_outpost";
  process.env.STRIPE_PUBLISHABLE_KEY = "pk_test_outpost";
  process.env.STRIPE_WEBHOOK_SECRET = STAND_IN_WEBHOOK_SECRET;
  process.env.STRIPE_API_URL = standIn.url;
  afterAll(() => standIn.close());
  return standIn;
}
