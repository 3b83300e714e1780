// Web Push inputs and answers (decision 113): the browser's PushSubscription as its toJSON() gives
// it, and the key it subscribes with. Client-safe: the account page builds its calls from these.
import { z } from "zod";
import { uuidSchema } from "./common";

/** base64url with the padding some browsers add: 65 bytes (an uncompressed P-256 point) and 16 bytes. */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

export const MAX_ENDPOINT_LENGTH = 2048;

/**
 * The push service's address. http is let through here only so that the server can say why it refuses
 * it: server/push/endpoint-guard.ts accepts https, and http solely for the hosts tests are allowed to reach.
 */
export const pushEndpointSchema = z
  .string({ error: "endpoint is required" })
  .max(MAX_ENDPOINT_LENGTH, "endpoint is too long")
  .refine((v) => URL.canParse(v) && ["https:", "http:"].includes(new URL(v).protocol), "endpoint must be an https address")
  .meta({ format: "uri" });

export const pushSubscriptionJsonSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string({ error: "keys.p256dh is required" }).regex(P256DH, "keys.p256dh must be a base64url P-256 public key"),
    auth: z.string({ error: "keys.auth is required" }).regex(AUTH, "keys.auth must be a base64url 16-byte secret"),
  }),
});

export const pushSubscribeSchema = z.object({
  subscription: pushSubscriptionJsonSchema,
  savedSearchId: uuidSchema.optional().describe("The saved search whose new jobs this device hears of; absent: ticket reminders only"),
});
export type PushSubscribeInput = z.output<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: pushEndpointSchema,
  savedSearchId: uuidSchema.optional().describe("Only this search's alerts; absent: every row of this endpoint"),
});

export const pushPublicKeySchema = z.object({
  publicKey: z.string().describe("The VAPID public key (base64url, 65 bytes): pushManager.subscribe's applicationServerKey"),
});

export const pushSubscriptionAnswerSchema = z.object({
  endpoint: z.string(),
  savedSearchId: z.uuid().nullable(),
  createdAt: z.string(),
});

export const pushUnsubscribeAnswerSchema = z.object({ removed: z.number().int().nonnegative() });

/** The notification every push carries, exactly: the service worker shows title and body and opens url. */
export const pushNotificationSchema = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(500),
  url: z.url(),
});
export type PushNotification = z.output<typeof pushNotificationSchema>;
