// The `push.send` job: one notification to one subscription row, encrypted to the browser's keys (RFC 8291)
// and signed with our VAPID key (RFC 8292) by web-push, then POSTed by us to the vetted, pinned address
// (web-push's own request would look the name up again and could be sent anywhere it then points).
// 404 or 410 from the push service: the browser dropped the subscription, so every row of that endpoint
// goes and nothing is retried. Any other failure throws, and the queue retries as it does mail.
import "server-only";
import http from "node:http";
import https from "node:https";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import { pinnedLookup } from "../links/safe-fetch";
import { vetEndpoint } from "./endpoint-guard";
import type { PushJob } from "./push-schema";
import { vapidKeys } from "./vapid-keys";

/** How long a push service keeps a notification for a device that is offline: a day-old job is still news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

export type PushOutcome = { sent: boolean; removed?: number; status?: number };

type Details = { method: string; headers: Record<string, string | number>; body: Buffer | null };

function post(target: { url: URL; address: string; family: number }, details: Details): Promise<number> {
  const lookup = pinnedLookup(target);
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      { method: details.method, headers: details.headers, lookup, agent: false, signal: AbortSignal.timeout(TIMEOUT_MS) },
      (response) => {
        // Only the status matters; the body is read away so the socket closes.
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}

export async function sendPush(db: Db, { subscriptionId, notification }: PushJob): Promise<PushOutcome> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  // Turned off, or removed as expired by another push, since this one was queued.
  if (!row) return { sent: false };
  const { publicKey, privateKey, subject } = vapidKeys();
  const details = webpush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    JSON.stringify(notification),
    { TTL: PUSH_TTL_SECONDS, vapidDetails: { subject, publicKey, privateKey } },
  );
  const status = await post(await vetEndpoint(row.endpoint), details);
  if (status === 404 || status === 410) {
    const removed = await db
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, row.endpoint))
      .returning({ id: pushSubscriptions.id });
    return { sent: false, removed: removed.length, status };
  }
  if (status < 200 || status >= 300) throw new Error(`The push service answered ${status}`);
  return { sent: true, status };
}
