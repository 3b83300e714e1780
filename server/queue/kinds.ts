// Every kind of background job: its queue's name, the payload it carries and how it is retried.
import "server-only";
import type { z } from "zod";
import { mailSchema } from "../mail/mail-schema";
import { taskRunSchema } from "../schedules/task-schema";
import { searchEngineNoticeSchema } from "../search-engines/notice-schema";
import { fanOutSchema, instantMailSchema } from "../saved-searches/fan-out-schema";
import { pushJobSchema } from "../push/push-schema";
import { sourceSyncSchema } from "../job-sources/ats/sync-schema";

export type KindPolicy = {
  payload: z.ZodType;
  /** Tries after the first; then the job is kept as failed, with its payload and last error. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long (with jitter). */
  retryDelay: number;
  /**
   * A job still running after this long is taken to be lost with its process and runs again. Also the
   * bound on one run: a longer handler is failed (and retried) even if it is only slow.
   */
  expireInSeconds: number;
  /** Jobs of this kind one process runs at once. */
  workers: number;
  /** pg-boss's queue policy: `short` keeps one waiting job per singleton key, so a second by-hand run joins the first. */
  policy?: "standard" | "short";
};

export const JOB_KINDS = {
  // Backs off so that mail queued during a provider's outage of a minute goes out soon after it ends (decision 103).
  "mail.send": { payload: mailSchema, retryLimit: 8, retryDelay: 5, expireInSeconds: 60, workers: 2 },
  // The scheduled tasks (server/schedules/schedules.ts). Each is safe to repeat, and long: the expiry leaves
  // room for a whole run, and a failed run is tried again a little later within its period.
  "alerts.send": { payload: taskRunSchema, retryLimit: 3, retryDelay: 60, expireInSeconds: 30 * 60, workers: 1, policy: "short" },
  "links.check": { payload: taskRunSchema, retryLimit: 2, retryDelay: 300, expireInSeconds: 60 * 60, workers: 1, policy: "short" },
  "images.rehost": { payload: taskRunSchema, retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60, workers: 1, policy: "short" },
  "tickets.remind": { payload: taskRunSchema, retryLimit: 3, retryDelay: 60, expireInSeconds: 30 * 60, workers: 1, policy: "short" },
  "listings.sweep": { payload: taskRunSchema, retryLimit: 2, retryDelay: 60, expireInSeconds: 5 * 60, workers: 1, policy: "short" },
  // The hourly run queues one sync per unpaused ATS source; a board that is down fails its own sync, which
  // backs off from two minutes and is done with its tries well inside the hour before the next run.
  "sources.sync-all": { payload: taskRunSchema, retryLimit: 2, retryDelay: 60, expireInSeconds: 5 * 60, workers: 1, policy: "short" },
  // Daily: the employers' application digests, the unopened reminders, then retention's erasures; each claims
  // its rows as it goes, so a retry after a failure part-way does only what is left.
  "applications.upkeep": { payload: taskRunSchema, retryLimit: 3, retryDelay: 60, expireInSeconds: 30 * 60, workers: 1, policy: "short" },
  "sources.sync": { payload: sourceSyncSchema, retryLimit: 3, retryDelay: 120, expireInSeconds: 10 * 60, workers: 1, policy: "short" },
  // An engine's refusal never fails this job: the handler queues the engine's own retry, at the time the
  // clients chose (their backoff, Retry-After, or tomorrow's quota). A throw means our database failed
  // (counting the quota, queueing a retry); two more tries cover a blip, and a repeat only tells an
  // engine again what it may already know, which both take without harm.
  "search-engines.notify": { payload: searchEngineNoticeSchema, retryLimit: 2, retryDelay: 30, expireInSeconds: 5 * 60, workers: 1 },
  // Instant saved searches of new jobs (up to a hundred published together): claimed per search and job, so a retry sends nothing twice; retried
  // soon, since the promise is an email within five minutes of publication.
  "saved-searches.fan-out": { payload: fanOutSchema, retryLimit: 3, retryDelay: 20, expireInSeconds: 5 * 60, workers: 1 },
  // One instant search's email of the new jobs it fits, made when it is sent: the fan-out queues thousands of these
  // light jobs at once rather than rendering every email in its own transaction. Retried as mail is.
  "saved-searches.mail": { payload: instantMailSchema, retryLimit: 8, retryDelay: 5, expireInSeconds: 60, workers: 2 },
  // One Web Push notification to one subscription row (decision 113): retried as mail is; a 404 or 410 from the
  // push service removes the subscription instead and is not a failure. A push over its account's or host's
  // share, or timed out, is put back as a new job rather than retried (server/push/send-push.ts): the workers
  // beyond those shares are what lets everyone else's pushes by while one account's endpoints stall.
  "push.send": { payload: pushJobSchema, retryLimit: 8, retryDelay: 5, expireInSeconds: 60, workers: 4 },
} as const satisfies Record<string, KindPolicy>;

export type JobKind = keyof typeof JOB_KINDS;
export type JobPayload<K extends JobKind> = z.input<(typeof JOB_KINDS)[K]["payload"]>;

export const jobKinds = Object.keys(JOB_KINDS) as JobKind[];
