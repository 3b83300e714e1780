// A browser's push subscription as the database holds it, with the key pair a test needs to read what is sent.
import type { Db } from "@/server/db/client";
import { pushSubscriptions } from "@/server/db/schema";
import { newSubscriber } from "../http/support/web-push-decrypt";

type Device = { userId: string; savedSearchId: string | null; endpoint: string; subscriber?: ReturnType<typeof newSubscriber> };

export async function addPushDevice(db: Db, { userId, savedSearchId, endpoint, subscriber = newSubscriber() }: Device) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      userId,
      savedSearchId,
      endpoint,
      p256dh: subscriber.publicKey.toString("base64url"),
      auth: subscriber.auth.toString("base64url"),
    })
    .returning();
  return { row, subscriber };
}
