// PATCH /api/admin/users/{id} — blocks or unblocks an account (ending its sessions) or changes its role, audited (admin only).
import { userChangeSchema } from "@/lib/schemas/admin-users";
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, readJson, readParam, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { changeUser } from "@/server/accounts/user-admin";

export const PATCH = handle<{ id: string }>(async (request, { id }) => {
  const admin = await requireRole(request, "admin");
  const userId = readParam(id, uuidSchema, "User not found");
  return json(await changeUser(await getDb(), admin, userId, await readJson(request, userChangeSchema)));
});

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
