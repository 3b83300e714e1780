// GET /api/analytics/job-clicks — apply clicks tracked and the most clicked jobs (admin only).
import { getAnalyticsJobClicks } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { clickAnalytics } from "@/server/analytics/click-analytics";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getAnalyticsJobClicks, async () => await clickAnalytics(await getDb())),
);
