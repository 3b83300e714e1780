// POST /api/unsubscribe — one-click unsubscribe without signing in: the token in the address (RFC 8058,
// what mail clients POST to from List-Unsubscribe) or in a JSON body (our /unsubscribe page).
import { postUnsubscribe } from "@/lib/api/operations/alerts";
import { tokenSchema } from "@/lib/schemas/alerts";
import { route, routes } from "@/server/http/route";
import { readLimitedBody } from "@/server/http/body";
import { badRequest } from "@/server/http/errors";
import { getDb } from "@/server/runtime";
import { unsubscribe, INVALID_UNSUBSCRIBE } from "@/server/alerts/consent";
import type { UnsubscribeKind } from "@/server/alerts/tokens";

async function tokenFrom(request: Request): Promise<string> {
  let token: unknown = new URL(request.url).searchParams.get("token");
  if (!token) {
    const body = (await readLimitedBody(request, 10_000, "Request body is too large")).toString("utf8");
    try {
      token = (JSON.parse(body) as { token?: unknown }).token;
    } catch {
      token = undefined;
    }
  }
  const parsed = tokenSchema.safeParse(token);
  if (!parsed.success) throw badRequest(INVALID_UNSUBSCRIBE);
  return parsed.data;
}

const MESSAGES: Record<UnsubscribeKind, string> = {
  alert: "You've been unsubscribed.",
  subscriber: "You've been unsubscribed.",
  reminders: "You won't get expiry reminders any more.",
  tickets: "You won't get ticket expiry reminders any more.",
};

// Mail providers post from their own servers or pages; the token alone authorises, no cookie is read.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postUnsubscribe, async ({ request }) => {
    const { kind } = await unsubscribe(await getDb(), await tokenFrom(request));
    return { kind, message: MESSAGES[kind] };
  }),
);
