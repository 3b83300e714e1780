// GET /api/employers?search&source&contacted&converted&limit&offset — the CRM's sales leads, newest first, paged (admin only).
import { getEmployers } from "@/lib/api/operations/admin";
import { json, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { listEmployers } from "@/server/crm/employers";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getEmployers, async ({ query }) => {
    const { employers, total } = await listEmployers(await getDb(), query);
    return json(employers, { headers: { "X-Total-Count": String(total) } });
  }),
);
