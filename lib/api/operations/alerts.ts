import { z } from "zod";
import { messageAnswerSchema, subscriptionAnswerSchema, unsubscribeAnswerSchema } from "@/lib/schemas/answers";
import { scheduledWorkSchema } from "@/lib/schemas/scheduled-work";
import { defineOperation, json, none } from "../operation";
import { emailSubscribeSchema, jobAlertSchema, tokenBodySchema, tokenSchema } from "@/lib/schemas/alerts";

export const postEmailSubscribe = defineOperation({
  method: "post",
  path: "/api/email-subscribe",
  summary: "Ask for the weekly top-3 email (double opt-in)",
  tag: "Alerts",
  access: "public",
  body: json(emailSubscribeSchema),
  errors: [409, 429],
  response: messageAnswerSchema,
});

export const postJobAlerts = defineOperation({
  method: "post",
  path: "/api/job-alerts",
  summary: "Create or change the job alert of an address (double opt-in; the same answer whatever is stored)",
  tag: "Alerts",
  access: "public",
  body: json(jobAlertSchema),
  errors: [429],
  response: messageAnswerSchema,
});

export const postSubscriptionsConfirm = defineOperation({
  method: "post",
  path: "/api/subscriptions/confirm",
  summary: "Confirm a subscription with the emailed token",
  tag: "Alerts",
  access: "public",
  body: json(tokenBodySchema),
  response: subscriptionAnswerSchema,
});

export const postUnsubscribe = defineOperation({
  method: "post",
  path: "/api/unsubscribe",
  summary: "One-click unsubscribe (token in ?token= or the JSON body)",
  tag: "Alerts",
  access: "public",
  query: z.object({ token: tokenSchema.optional() }),
  body: json(tokenBodySchema.partial()),
  readsOwnInput: true,
  crossSite: true,
  response: unsubscribeAnswerSchema,
});

export const postCronJobAlerts = defineOperation({
  method: "post",
  path: "/api/cron/job-alerts",
  summary: "Queue due schedules (the daily digest and expiry reminders among them) and run due jobs",
  tag: "Alerts",
  access: "cron",
  body: none,
  response: scheduledWorkSchema,
});

export const getCronJobAlerts = defineOperation({
  method: "get",
  path: "/api/cron/job-alerts",
  summary: "Queue due schedules and run due jobs, as Vercel Cron calls it daily at 07:00 UTC",
  tag: "Alerts",
  access: "cron",
  body: none,
  response: scheduledWorkSchema,
});
