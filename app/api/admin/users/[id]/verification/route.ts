// PUT /api/admin/users/{id}/verification — an admin verifies an employer, revokes the badge, or hands it back
// to the verified-email domain rule; audited (admin only).
import { putAdminUsersIdVerification } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { setEmployerVerification } from "@/server/accounts/employer-verification";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putAdminUsersIdVerification, async ({ user, params, body }) =>
    setEmployerVerification(await getDb(), user, params.id, body.decision),
  ),
);
