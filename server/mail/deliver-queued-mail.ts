// The `mail.send` job: the mail as it was queued, sent with an idempotency key that stays the same on every
// try, so a try that reached the provider but lost its answer is not delivered twice.
import "server-only";
import { sendMail, type Mail } from "./send-mail";

export async function deliverQueuedMail(mail: Mail, job: { id: string }): Promise<void> {
  await sendMail({ ...mail, idempotencyKey: mail.idempotencyKey ?? `job/${job.id}` });
}
