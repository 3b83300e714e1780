// POST /api/support — the support form: sends the message to SUPPORT_EMAIL, Reply-To the sender.
import { SUPPORT_SENT, supportSchema } from "@/lib/schemas/support";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { sendSupportMessage } from "@/server/support/support-message";

export const POST = handle(async (request) => {
  const input = await readJson(request, supportSchema);
  await sendSupportMessage(await getDb(), input, visitContext(request).ipHash);
  return json({ message: SUPPORT_SENT });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
