// GET /api/analytics/job-clicks — apply clicks tracked and the most clicked jobs (admin only).
import { getAnalyticsJobClicks } from "@/lib/api/operations/admin";
import { json, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { clickAnalytics } from "@/server/analytics/click-analytics";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getAnalyticsJobClicks, async () => json(await clickAnalytics(await getDb()), { headers: { "Cache-Control": "no-store" } })),
);
