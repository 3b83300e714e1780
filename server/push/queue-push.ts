// Queues `push.send` jobs beside an email: one per subscription row of a saved search, or one per device
// (endpoint) of a user for ticket reminders. Each job's id is derived from the email's idempotency key and
// the row, so a caller retried after queueing (an instant search's mail job) queues nothing twice.
import "server-only";
import { eq } from "drizzle-orm";
import type { PushNotification } from "@/lib/schemas/push";
import type { Db } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import { enqueue, jobIdFrom } from "../queue/enqueue";

async function queueEach(db: Db, ids: string[], notification: PushNotification, key: string): Promise<number> {
  for (const subscriptionId of ids)
    await enqueue(db, "push.send", { subscriptionId, notification }, { id: jobIdFrom(`push/${key}/${subscriptionId}`) });
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
