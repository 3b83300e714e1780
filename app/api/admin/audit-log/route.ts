// GET /api/admin/audit-log?limit&offset — who changed which account, how and when, newest first (admin only).
import { auditListSchema } from "@/lib/schemas/admin-users";
import { handle, json, readQuery, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { listAuditLog } from "@/server/accounts/user-admin";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  const { entries, total } = await listAuditLog(await getDb(), readQuery(request, auditListSchema));
  return json(entries, { headers: { "X-Total-Count": String(total), "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
