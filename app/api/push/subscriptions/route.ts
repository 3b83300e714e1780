// GET /api/push/subscriptions — the signed-in user's push subscriptions.
// POST — turn on push alerts on this device for a saved search of theirs, or for ticket reminders only.
// DELETE — turn them off: the endpoint's rows, or only the one for a saved search.
import { deletePushSubscription, getPushSubscriptions, postPushSubscription } from "@/lib/api/operations/push";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { addPushSubscription, listPushSubscriptions, removePushSubscription } from "@/server/push/subscriptions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getPushSubscriptions, async ({ user }) => ({ subscriptions: await listPushSubscriptions(await getDb(), user) })),
  route(postPushSubscription, async ({ user, body }) => addPushSubscription(await getDb(), user, body)),
  route(deletePushSubscription, async ({ user, body }) => ({ removed: await removePushSubscription(await getDb(), user, body) })),
);
