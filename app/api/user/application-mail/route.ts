// GET /api/user/application-mail — how the signed-in user hears of new applications to their jobs.
// PUT /api/user/application-mail — choose one email each or a daily digest.
import { getUserApplicationMail, putUserApplicationMail } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { readApplicationMail, saveApplicationMail } from "@/server/accounts/application-mail";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUserApplicationMail, async ({ user }) => ({ applicationMail: await readApplicationMail(await getDb(), user.id) })),
  route(putUserApplicationMail, async ({ user, body }) => ({
    applicationMail: await saveApplicationMail(await getDb(), user.id, body.applicationMail),
  })),
);
