import {
  pushPublicKeySchema,
  pushSubscribeSchema,
  pushSubscriptionAnswerSchema,
  pushUnsubscribeAnswerSchema,
  pushUnsubscribeSchema,
} from "@/lib/schemas/push";
import { z } from "zod";
import { defineOperation, json, none } from "../operation";

export const getPushPublicKey = defineOperation({
  method: "get",
  path: "/api/push/public-key",
  summary: "The VAPID public key a browser subscribes with (pushManager.subscribe's applicationServerKey)",
  tag: "Push alerts",
  access: "public",
  body: none,
  response: pushPublicKeySchema,
});

export const getPushSubscriptions = defineOperation({
  method: "get",
  path: "/api/push/subscriptions",
  summary: "The signed-in user's push subscriptions: which endpoints hear of which saved searches (no search: ticket reminders only)",
  tag: "Push alerts",
  access: "signed-in",
  body: none,
  response: z.object({ subscriptions: z.array(pushSubscriptionAnswerSchema) }),
});

export const postPushSubscription = defineOperation({
  method: "post",
  path: "/api/push/subscriptions",
  summary:
    "Turn on push alerts on this device, for one of the user's saved searches or (no savedSearchId) for ticket reminders only; ticket reminders go to every device subscribed",
  tag: "Push alerts",
  access: "signed-in",
  body: json(pushSubscribeSchema),
  success: 201,
  errors: [404, 409, 429],
  response: pushSubscriptionAnswerSchema,
});

export const deletePushSubscription = defineOperation({
  method: "delete",
  path: "/api/push/subscriptions",
  summary: "Turn off push alerts on this device: every row of the endpoint, or only the one for savedSearchId",
  tag: "Push alerts",
  access: "signed-in",
  body: json(pushUnsubscribeSchema),
  response: pushUnsubscribeAnswerSchema,
});
