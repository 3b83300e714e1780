// What runs each kind of job. A handler may run more than once for one job (a retry after a lost answer,
// a process killed mid-run): each must be safe to repeat. What it answers is kept as the job's output.
import "server-only";
import type { z } from "zod";
import type { Db } from "../db/client";
import { safeErrorText } from "../db/safe-error";
import { deliverQueuedMail } from "../mail/deliver-queued-mail";
import { TASKS } from "../schedules/tasks";
import { runSearchEngineNotice } from "../search-engines/notify-job";
import { fanOutNewJobs } from "../saved-searches/fan-out";
import { sendInstantMail } from "../saved-searches/instant-mail";
import { sendPush } from "../push/send-push";
import { runSourceSync } from "../job-sources/ats/sync-job";
import { JOB_KINDS, type JobKind } from "./kinds";
import { scrubSecrets } from "./scrub-secrets";

export type JobContext = { id: string; retryCount: number; db: Db };
type Handler<K extends JobKind> = (payload: z.output<(typeof JOB_KINDS)[K]["payload"]>, job: JobContext) => Promise<object | void>;

const HANDLERS: { [K in JobKind]: Handler<K> } = {
  "mail.send": deliverQueuedMail,
  "alerts.send": (run, job) => TASKS["alerts.send"](job.db, run),
  "links.check": (run, job) => TASKS["links.check"](job.db, run),
  "images.rehost": (run, job) => TASKS["images.rehost"](job.db, run),
  "listings.sweep": (run, job) => TASKS["listings.sweep"](job.db, run),
  "tickets.remind": (run, job) => TASKS["tickets.remind"](job.db, run),
  "sources.sync-all": (run, job) => TASKS["sources.sync-all"](job.db, run),
  "applications.upkeep": (run, job) => TASKS["applications.upkeep"](job.db, run),
  "sources.sync": (payload, job) => runSourceSync(job.db, payload),
  "search-engines.notify": runSearchEngineNotice,
  "saved-searches.fan-out": ({ jobIds }, job) => fanOutNewJobs(job.db, jobIds),
  "saved-searches.mail": (mail, job) => sendInstantMail(job.db, mail),
  "push.send": (push, job) => sendPush(job.db, push, job),
};

/**
 * Runs one job: its payload is checked again, since the row may have been written by older code. What it
 * throws is kept with the job as its last error, so only a scrubbed account of it is thrown on: a provider's
 * answer or a URL may quote a key or the token a mail carries.
 */
export async function runJob(db: Db, kind: JobKind, job: { id: string; data: unknown; retryCount?: number }): Promise<object | void> {
  try {
    const payload = JOB_KINDS[kind].payload.parse(job.data);
    // Parsed by this kind's own schema just above: TypeScript cannot pair the two through the union of kinds.
    const handler = HANDLERS[kind] as (payload: unknown, context: JobContext) => Promise<object | void>;
    return await handler(payload, { id: job.id, retryCount: job.retryCount ?? 0, db });
  } catch (error) {
    throw new JobFailure(scrubSecrets(safeErrorText(error, { stack: false })));
  }
}

class JobFailure extends Error {
  name = "JobFailure";
}
