// POST /api/analytics/job-click — records a job click as an analytics event (sent with navigator.sendBeacon).
import { postAnalyticsJobClick } from "@/lib/api/operations/analytics";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { recordJobClickEvent } from "@/server/analytics/beacons";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postAnalyticsJobClick, async ({ request, body }) => {
    await recordJobClickEvent(await getDb(), body, visitContext(request));
  }),
);
