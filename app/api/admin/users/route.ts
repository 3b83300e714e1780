// GET /api/admin/users?search&role&state&limit&offset — accounts with role, join date and block state, paged (admin only).
import { getAdminUsers } from "@/lib/api/operations/admin";
import { json, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { listUsers } from "@/server/accounts/user-admin";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getAdminUsers, async ({ query }) => {
    const { users, total } = await listUsers(await getDb(), query);
    return json(users, { headers: { "X-Total-Count": String(total) } });
  }),
);
