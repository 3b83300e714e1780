// POST /api/analytics/web-vitals — records a web-vital measurement (sent with navigator.sendBeacon).
import { postAnalyticsWebVitals } from "@/lib/api/operations/analytics";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { recordWebVital } from "@/server/analytics/beacons";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postAnalyticsWebVitals, async ({ request, body }) => {
    await recordWebVital(await getDb(), body, visitContext(request));
  }),
);
