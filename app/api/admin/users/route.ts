// GET /api/admin/users?search&role&state&limit&offset — accounts with role, join date and block state, paged (admin only).
import { userListSchema } from "@/lib/schemas/admin-users";
import { handle, json, readQuery, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { listUsers } from "@/server/accounts/user-admin";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  const { users, total } = await listUsers(await getDb(), readQuery(request, userListSchema));
  return json(users, { headers: { "X-Total-Count": String(total), "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
