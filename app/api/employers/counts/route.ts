// GET /api/employers/counts — the CRM's figures: total, contacted, converted and seed leads (admin only).
import { handle, json, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { employerStats } from "@/server/crm/employers";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  return json(await employerStats(await getDb()), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
