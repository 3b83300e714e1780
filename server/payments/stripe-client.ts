// The Stripe SDK, configured once per secret key; tests point it at a local stand-in through apiUrl.
import "server-only";
import Stripe from "stripe";
import type { Config } from "../config";

export type StripeSettings = NonNullable<Config["stripe"]>;

const clients = new Map<string, Stripe>();

export function stripeClient(settings: StripeSettings): Stripe {
  const key = `${settings.secretKey}|${settings.apiUrl ?? ""}`;
  let client = clients.get(key);
  if (!client) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
      ...(api && { host: api.hostname, port: api.port, protocol: api.protocol === "http:" ? "http" : "https" }),
    });
    clients.set(key, client);
  }
  return client;
}
