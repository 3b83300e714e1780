// Every email goes out through the job queue: written in the transaction of the change that causes it, so
// the two commit or vanish together, then sent (and retried with backoff) by a worker. A plain mail is the
// job's payload whole, so one that fails for good keeps its content for an admin to see and retry; a mail
// whose link is a credential (a reset, a verification, an email change) is queued as a reference instead.
import "server-only";
import type { Db } from "../db/client";
import { enqueue } from "../queue/enqueue";
import type { AccountMail } from "./mail-schema";
import type { Mail } from "./send-mail";

export async function queueMail(executor: Db, mail: Mail): Promise<void> {
  await enqueue(executor, "mail.send", mail);
}

/** Queues an account mail by reference: its link is made when it is sent, so the queue never stores one. */
export async function queueAccountMail(executor: Db, mail: AccountMail): Promise<void> {
  await enqueue(executor, "mail.send", mail);
}
