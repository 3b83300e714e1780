// POST /api/support — the support form: sends the message to SUPPORT_EMAIL, Reply-To the sender.
import { postSupport } from "@/lib/api/operations/accounts";
import { SUPPORT_SENT } from "@/lib/schemas/support";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { sendSupportMessage } from "@/server/support/support-message";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postSupport, async ({ request, body }) => {
    await sendSupportMessage(await getDb(), body, visitContext(request).ipHash);
    return { message: SUPPORT_SENT };
  }),
);
