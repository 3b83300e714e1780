// POST /api/analytics/page-view — records a page view (sent with navigator.sendBeacon).
import { postAnalyticsPageView } from "@/lib/api/operations/analytics";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { recordPageView } from "@/server/analytics/beacons";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postAnalyticsPageView, async ({ request, body }) => {
    await recordPageView(await getDb(), body, visitContext(request));
  }),
);
