// POST /api/analytics/event — records an analytics event (sent with navigator.sendBeacon).
import { postAnalyticsEvent } from "@/lib/api/operations/analytics";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { recordEvent } from "@/server/analytics/beacons";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postAnalyticsEvent, async ({ request, body }) => {
    await recordEvent(await getDb(), body, visitContext(request));
  }),
);
