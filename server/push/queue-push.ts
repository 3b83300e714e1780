// Queues `push.send` jobs beside an email: one per subscription row of a saved search, or one per device
// (endpoint) of a user for ticket reminders. Each job's id is derived from the email's idempotency key and
// the row, so a caller retried after queueing (an instant search's mail job) queues nothing twice.
import "server-only";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { PushNotification } from "@/lib/schemas/push";
import type { Db } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import { enqueue } from "../queue/enqueue";

/** A uuid made from the text, so the same push always has the same job id. */
function jobId(key: string, subscriptionId: string): string {
  const hex = crypto.createHash("sha256").update(`push/${key}/${subscriptionId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function queueEach(db: Db, ids: string[], notification: PushNotification, key: string): Promise<number> {
  for (const subscriptionId of ids) await enqueue(db, "push.send", { subscriptionId, notification }, { id: jobId(key, subscriptionId) });
  return ids.length;
}

export async function queueSavedSearchPushes(db: Db, savedSearchId: string, notification: PushNotification, key: string): Promise<number> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.savedSearchId, savedSearchId));
  return queueEach(
    db,
    rows.map((r) => r.id),
    notification,
    key,
  );
}

/** Every device of the user once, whichever searches its rows are for. */
export async function queueUserPushes(db: Db, userId: string, notification: PushNotification, key: string): Promise<number> {
  const rows = await db
    .selectDistinctOn([pushSubscriptions.endpoint], { id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.endpoint, pushSubscriptions.createdAt);
  return queueEach(
    db,
    rows.map((r) => r.id),
    notification,
    key,
  );
}
