// Every email goes out through the job queue: written in the transaction of the change that causes it, so
// the two commit or vanish together, then sent (and retried with backoff) by a worker. The whole mail is
// the job's payload, so one that fails for good keeps its content for an admin to see and retry.
import "server-only";
import type { Db } from "../db/client";
import { enqueue } from "../queue/enqueue";
import type { Mail } from "./send-mail";

export async function queueMail(executor: Db, mail: Mail): Promise<void> {
  await enqueue(executor, "mail.send", mail);
}
