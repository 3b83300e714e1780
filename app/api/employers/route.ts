// GET /api/employers?search&source&contacted&converted&limit&offset — the CRM's sales leads, newest first, paged (admin only).
import { employerListSchema } from "@/lib/schemas/employers";
import { handle, json, readQuery, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { listEmployers } from "@/server/crm/employers";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  const { employers, total } = await listEmployers(await getDb(), readQuery(request, employerListSchema));
  return json(employers, { headers: { "X-Total-Count": String(total), "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
