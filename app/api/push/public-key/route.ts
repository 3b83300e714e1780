// GET /api/push/public-key — the VAPID public key browsers subscribe with (decision 113).
import { getPushPublicKey } from "@/lib/api/operations/push";
import { route, routes } from "@/server/http/route";
import { vapidKeys } from "@/server/push/vapid-keys";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getPushPublicKey, async () => ({ publicKey: vapidKeys().publicKey })),
);
