// The support form: a message to SUPPORT_EMAIL through the job queue, the sender's address
// as Reply-To so support answers them directly. Limited per client address; a bot's honeypot is dropped.
import "server-only";
import { HONEYPOT_FIELD } from "@/lib/alert-options";
import { escapeHtml } from "@/lib/html";
import { SUPPORT_TOPICS, type SupportInput } from "@/lib/schemas/support";
import { config } from "../config";
import type { Db } from "../db/client";
import { notConfigured } from "../http/errors";
import { queueMail } from "../mail/queued-mail";
import { assertMailCanBeSent, MAIL_UNAVAILABLE, usesOutbox } from "../mail/send-mail";
import { enforceLimit } from "../rate-limit";

/** Enough for a real conversation that needs a follow-up or two, too few to flood the inbox. */
export const SUPPORT_MESSAGES_PER_IP_PER_HOUR = 5;

/** Where an embedded install's messages land when nobody named an address: its own outbox. */
const OUTBOX_SUPPORT_ADDRESS = "support@outpost.local";

function supportAddress(): string {
  const configured = config().supportEmail;
  if (configured) return configured;
  // A real mail provider with nowhere real to send: refuse loudly rather than mail a made-up address.
  if (!usesOutbox()) throw notConfigured(MAIL_UNAVAILABLE);
  return OUTBOX_SUPPORT_ADDRESS;
}

export async function sendSupportMessage(db: Db, input: SupportInput, ipHash: string): Promise<void> {
  // Checked before anything is promised (decision 066): a message that could only be lost is refused.
  assertMailCanBeSent();
  const to = supportAddress();
  await enforceLimit(db, `support:ip:${ipHash}`, SUPPORT_MESSAGES_PER_IP_PER_HOUR, 3600);
  // The same answer as a real message, so a bot cannot tell it was caught.
  if (input[HONEYPOT_FIELD]?.trim()) return;
  const topic = SUPPORT_TOPICS[input.topic];
  const mail = {
    to,
    replyTo: input.email,
    subject: `Support: ${topic} (from ${input.name})`,
    text: `From: ${input.name} <${input.email}>\nTopic: ${topic}\n\n${input.message}\n`,
    html: `<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;<br><strong>Topic:</strong> ${escapeHtml(topic)}</p><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  };
  // The message is kept nowhere else: the queued mail is its record until it is delivered.
  await queueMail(db, mail);
}
