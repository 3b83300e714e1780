// POST /api/subscriptions/confirm — the double opt-in: spends the token from the confirmation email.
import { tokenBodySchema } from "@/lib/schemas/alerts";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { confirmSubscription } from "@/server/alerts/consent";

export const POST = handle(async (request) => {
  const { token } = await readJson(request, tokenBodySchema);
  const { kind } = await confirmSubscription(await getDb(), token);
  return json({ kind, message: kind === "alert" ? "Your job alert is confirmed." : "Your subscription is confirmed." });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
