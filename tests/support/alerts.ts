// Helpers for the subscription tests: read links out of the outbox, and sign people up the real way.
import { expect } from "vitest";
import { POST as subscribeRoute } from "@/app/api/email-subscribe/route";
import { POST as alertsRoute } from "@/app/api/job-alerts/route";
import { POST as confirmRoute } from "@/app/api/subscriptions/confirm/route";
import type { OutboxMessage } from "@/server/mail/outbox";
import { sentMail } from "./queue";
import { call } from "./http";

export async function mailsTo(email: string): Promise<OutboxMessage[]> {
  return (await sentMail(10_000)).filter((m) => m.to.includes(email));
}

/** The token of the first link to `path` in the email's text part. */
export function tokenIn(mail: OutboxMessage, path: "/subscriptions/confirm" | "/unsubscribe" | "/api/unsubscribe"): string {
  const match = new RegExp(`http://localhost:3000${path.replace(/\//g, "\\/")}\\?token=([^\\s>]+)`).exec(
    path === "/api/unsubscribe" ? mail.headers["list-unsubscribe"] : mail.text,
  );
  expect(match, `${path} link in ${mail.subject}`).toBeTruthy();
  return decodeURIComponent(match![1]);
}

export async function confirmFromInbox(email: string): Promise<void> {
  const mails = (await mailsTo(email)).filter((m) => /^Confirm/.test(m.subject));
  expect(mails.length, `confirmation emails to ${email}`).toBeGreaterThan(0);
  const res = await call(confirmRoute, "/api/subscriptions/confirm", { body: { token: tokenIn(mails[0], "/subscriptions/confirm") } });
  expect(res.status).toBe(200);
}

export async function confirmedSubscriber(email: string): Promise<void> {
  expect((await call(subscribeRoute, "/api/email-subscribe", { body: { email } })).status).toBe(200);
  await confirmFromInbox(email);
}

export async function confirmedAlert(email: string, settings: { salary: number; location: string; categories: string[] }): Promise<void> {
  expect((await call(alertsRoute, "/api/job-alerts", { body: { email, settings } })).status).toBe(200);
  await confirmFromInbox(email);
}

let n = 0;
/** A fresh address per call, so tests in one file never see each other's mail. */
export const uniqueEmail = (label = "seeker") => `${label}${++n}-${Date.now() % 100000}@example.com`;
