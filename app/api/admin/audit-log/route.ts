// GET /api/admin/audit-log?limit&offset — who changed which account, or took which job down or back, and when (admin only).
import { getAdminAuditLog } from "@/lib/api/operations/admin";
import { json, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { listAuditLog } from "@/server/accounts/user-admin";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getAdminAuditLog, async ({ query }) => {
    const { entries, total } = await listAuditLog(await getDb(), query);
    return json(entries, { headers: { "X-Total-Count": String(total) } });
  }),
);
