// Every kind of background job: its queue's name, the payload it carries and how it is retried.
import "server-only";
import type { z } from "zod";
import { mailSchema } from "../mail/mail-schema";

type KindPolicy = {
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
};

export const JOB_KINDS = {
  // Backs off so that mail queued during a provider's outage of a minute goes out soon after it ends (decision 103).
  "mail.send": { payload: mailSchema, retryLimit: 8, retryDelay: 5, expireInSeconds: 60, workers: 2 },
} as const satisfies Record<string, KindPolicy>;

export type JobKind = keyof typeof JOB_KINDS;
export type JobPayload<K extends JobKind> = z.input<(typeof JOB_KINDS)[K]["payload"]>;

export const jobKinds = Object.keys(JOB_KINDS) as JobKind[];
