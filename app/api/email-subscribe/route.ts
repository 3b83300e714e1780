// POST /api/email-subscribe — asks for the weekly top-3 email; a confirmation link is sent first.
import { emailSubscribeSchema } from "@/lib/schemas/alerts";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { CHECK_INBOX, subscribe } from "@/server/alerts/signup";

export const POST = handle(async (request) => {
  const input = await readJson(request, emailSubscribeSchema);
  // Sent, held back by the hourly limit, or a bot's honeypot: the same answer, so none can be told apart.
  await subscribe(await getDb(), input, visitContext(request).ipHash);
  return json({ message: CHECK_INBOX });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
