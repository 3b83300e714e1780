// GET /api/employers?source&contacted&converted — the CRM's sales leads, newest first (admin only).
import { employerFilterSchema } from "@/lib/schemas/employers";
import { handle, json, readQuery, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { listEmployers } from "@/server/crm/employers";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  const filters = readQuery(request, employerFilterSchema);
  return json(await listEmployers(await getDb(), filters), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
