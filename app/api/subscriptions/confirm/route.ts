// POST /api/subscriptions/confirm — the double opt-in: spends the token from the confirmation email.
import { postSubscriptionsConfirm } from "@/lib/api/operations/alerts";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { confirmSubscription } from "@/server/alerts/consent";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postSubscriptionsConfirm, async ({ body }) => {
    const { kind } = await confirmSubscription(await getDb(), body.token);
    return { kind, message: kind === "alert" ? "Your job alert is confirmed." : "Your subscription is confirmed." };
  }),
);
