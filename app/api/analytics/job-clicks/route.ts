// GET /api/analytics/job-clicks — apply clicks tracked and the most clicked jobs (admin only).
import { handle, json, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { clickAnalytics } from "@/server/analytics/click-analytics";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  return json(await clickAnalytics(await getDb()), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
