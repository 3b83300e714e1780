// A signed-in person's push subscriptions (decision 113): one row per (endpoint, saved search), a null search
// being the device's own row for ticket reminders. Only the owner adds, lists or removes theirs.
import "server-only";
import crypto from "node:crypto";
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { PushSubscribeInput } from "@/lib/schemas/push";
import type { Db } from "../db/client";
import { pushSubscriptions, savedSearches } from "../db/schema";
import { badRequest, conflict, notFound } from "../http/errors";
import { enforceLimit } from "../rate-limit";
import type { PublicUser } from "../accounts/public-user";
import { SAVED_SEARCH_NOT_FOUND } from "../saved-searches/saved-searches";
import { endpointProblem } from "./endpoint-guard";

/** 20 saved searches and a reminders row on a handful of devices, with room to spare. */
export const MAX_PUSH_SUBSCRIPTIONS = 100;
/** Subscribing writes a row per click: as many an hour as a person turning alerts on and off could want. */
const SUBSCRIBES_PER_HOUR = 60;

export type PushSubscriptionRecord = { endpoint: string; savedSearchId: string | null; createdAt: string };

const record = (row: typeof pushSubscriptions.$inferSelect): PushSubscriptionRecord => ({
  endpoint: row.endpoint,
  savedSearchId: row.savedSearchId,
  createdAt: row.createdAt.toISOString(),
});

/** The browser's key must be a point on P-256, or every push to it would fail when it is encrypted. */
function isP256Point(p256dh: string): boolean {
  try {
    crypto.ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
    return true;
  } catch {
    return false;
  }
}

export async function listPushSubscriptions(db: Db, user: PublicUser): Promise<PushSubscriptionRecord[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .orderBy(asc(pushSubscriptions.createdAt));
  return rows.map(record);
}

export async function addPushSubscription(
  db: Db,
  user: PublicUser,
  { subscription, savedSearchId }: PushSubscribeInput,
): Promise<PushSubscriptionRecord> {
  const problem = endpointProblem(subscription.endpoint);
  if (problem) throw badRequest(problem);
  if (!isP256Point(subscription.keys.p256dh)) throw badRequest("keys.p256dh must be a base64url P-256 public key");
  await enforceLimit(db, `push:user:${user.id}`, SUBSCRIBES_PER_HOUR, 3600);
  if (savedSearchId) {
    // Another person's search is not found, as everywhere else a saved search is named.
    const [search] = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, user.id)));
    if (!search) throw notFound(SAVED_SEARCH_NOT_FOUND);
  }
  const { endpoint } = subscription;
  const keys = { p256dh: subscription.keys.p256dh.replace(/=+$/, ""), auth: subscription.keys.auth.replace(/=+$/, "") };
  return db.transaction(async (tx) => {
    // An endpoint is one browser: whoever signs in there now is who it alerts, so another account's rows go.
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), ne(pushSubscriptions.userId, user.id)));
    const [{ n }] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    if (n >= MAX_PUSH_SUBSCRIPTIONS)
      throw conflict(`You can keep up to ${MAX_PUSH_SUBSCRIPTIONS} push alerts. Turn some off to add another.`);
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId: user.id, savedSearchId: savedSearchId ?? null, endpoint, ...keys })
      // Subscribing again (the browser renewed its keys, or a second click) keeps one row with the newest keys.
      .onConflictDoUpdate({ target: [pushSubscriptions.endpoint, pushSubscriptions.savedSearchId], set: keys })
      .returning();
    // The browser's keys are one per endpoint: its other rows take the new ones too.
    await tx.update(pushSubscriptions).set(keys).where(eq(pushSubscriptions.endpoint, endpoint));
    return record(row);
  });
}

/** Removes this endpoint's rows of the user (only the one for `savedSearchId` when given); answers how many. */
export async function removePushSubscription(
  db: Db,
  user: PublicUser,
  input: { endpoint: string; savedSearchId?: string },
): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, input.endpoint),
        eq(pushSubscriptions.userId, user.id),
        input.savedSearchId ? eq(pushSubscriptions.savedSearchId, input.savedSearchId) : undefined,
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}
