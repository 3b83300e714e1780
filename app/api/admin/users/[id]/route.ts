// PATCH /api/admin/users/{id} — blocks or unblocks an account (ending its sessions) or changes its role, audited (admin only).
import { patchAdminUsersId } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { changeUser } from "@/server/accounts/user-admin";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(patchAdminUsersId, async ({ user, params, body }) => changeUser(await getDb(), user, params.id, body)),
);
