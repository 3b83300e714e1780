// POST /api/email-subscribe — asks for the weekly top-3 email; a confirmation link is sent first.
import { postEmailSubscribe } from "@/lib/api/operations/alerts";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { CHECK_INBOX, subscribe } from "@/server/alerts/signup";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postEmailSubscribe, async ({ request, body }) => {
    // Sent, held back by the hourly limit, or a bot's honeypot: the same answer, so none can be told apart.
    await subscribe(await getDb(), body, visitContext(request).ipHash);
    return { message: CHECK_INBOX };
  }),
);
