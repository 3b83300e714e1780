// The admin view of background work (docs/background-work.md): its query, and what it and its actions answer.
import { z } from "zod";
import { count, momentSchema } from "./answers";
import { cursorSchema, optionalFilter } from "./common";
import { scheduleStatusSchema } from "./scheduled-work";

/** Jobs that failed: failed for good, waiting for another try, or cancelled by an admin. */
export const TROUBLED_STATES = ["retrying", "failed", "cancelled"] as const;
export type TroubledState = (typeof TROUBLED_STATES)[number];

/** What one screen shows; scripts may ask for more. */
export const FAILED_PAGE_SIZE = 50;

/** Where a page of failures ends: the last one's failure time in microseconds (as Postgres keeps it) and id. */
export type FailureCursor = { micros: string; id: string };

const toBase64url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64url = (text: string) => atob(text.replace(/-/g, "+").replace(/_/g, "/"));

export function encodeFailureCursor({ micros, id }: FailureCursor): string {
  return toBase64url(`${micros}|${id}`);
}

const failureCursorSchema = cursorSchema.transform((text, ctx): FailureCursor => {
  let micros = "";
  let id = "";
  try {
    [micros = "", id = ""] = fromBase64url(text).split("|");
  } catch {
    // Not base64: refused below like any other unreadable cursor.
  }
  if (/^\d{1,20}$/.test(micros) && z.uuid().safeParse(id).success) return { micros, id };
  ctx.addIssue({ code: "custom", message: "cursor is not valid" });
  return z.NEVER;
});

export const backgroundWorkQuerySchema = z.object({
  limit: optionalFilter(z.coerce.number().int().min(1).max(500)).transform((v) => v ?? FAILED_PAGE_SIZE),
  cursor: optionalFilter(failureCursorSchema.describe("The X-Next-Cursor of the previous page: continues with older failures")),
});
export type BackgroundWorkQuery = z.output<typeof backgroundWorkQuerySchema>;

export const kindCountsSchema = z.object({
  kind: z.string(),
  label: z.string(),
  queued: count.describe("Waiting to run: new, or waiting for another try"),
  running: count,
  failed: count.describe("Failed for good, kept for a month for a retry"),
  done: count.describe("Done in the last seven days"),
});

export const troubledJobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  state: z.enum(TROUBLED_STATES),
  failedAt: momentSchema.describe("When it last failed, or was cancelled"),
  retryCount: count,
  lastError: z.string().nullable().describe("The last error, with anything like a secret or token taken out"),
  summary: z.string().describe("What the job is for, without its content: for an email, the masked recipient and subject"),
});

export const backgroundWorkSchema = z.object({
  kinds: z.array(kindCountsSchema),
  schedules: z.array(scheduleStatusSchema).describe("Each schedule's latest run, and whether the current period has one"),
  failed: z.array(troubledJobSchema),
});

/** After a retry the job is queued (due at once); after a cancel it is cancelled. */
export const jobActionAnswerSchema = z.object({ id: z.uuid(), kind: z.string(), state: z.enum(["queued", "cancelled"]) });
