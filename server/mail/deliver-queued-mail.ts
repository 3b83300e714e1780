// The `mail.send` job: the mail as it was queued (or, for an account mail, rendered now from the row it names),
// sent with an idempotency key that stays the same on every try, so a try that reached the provider but lost
// its answer is not delivered twice.
import "server-only";
import type { Db } from "../db/client";
import { renderAccountMail } from "../accounts/account-mail";
import type { QueuedMail } from "./mail-schema";
import { sendMail } from "./send-mail";

export async function deliverQueuedMail(mail: QueuedMail, job: { id: string; db: Db }): Promise<object | void> {
  if ("template" in mail) {
    const rendered = await renderAccountMail(job.db, mail);
    // The link it was for is spent, cancelled or gone: a mail that cannot be used is not sent.
    if (!rendered) return { skipped: "its link is no longer usable" };
    await sendMail({ ...rendered, idempotencyKey: `job/${job.id}` });
    return;
  }
  await sendMail({ ...mail, idempotencyKey: mail.idempotencyKey ?? `job/${job.id}` });
}
