// The `push.send` job: one notification to one subscription row, encrypted to the browser's keys (RFC 8291)
// and signed with our VAPID key (RFC 8292) by web-push, then POSTed by us to the vetted, pinned address
// (web-push's own request would look the name up again and could be sent anywhere it then points).
// 404 or 410 from the push service: the browser dropped the subscription, so every row of that endpoint
// goes and nothing is retried. Any other answer but success throws, and the queue retries as it does mail.
//
// Endpoints are addresses anyone signed in may give us, so one account's must not hold up everyone's pushes
// (an account's stalling endpoints once kept every worker busy and another person's push waited for tens of
// minutes):
// - a push has SEND_LIMIT_MS to connect and to hear the status line and headers, then it counts as timed out;
// - each account, and each endpoint host, has at most a few sends under way in this process at once; a push
//   over its share is put back at the end of the queue a moment later, and the worker moves on to others';
// - a timed-out push is put back at the end of the queue too, not retried at its head; the endpoint's rows
//   count the time-outs in a row, and at MAX_TIMEOUTS_IN_A_ROW the endpoint is forgotten as a gone one is.
import "server-only";
import crypto from "node:crypto";
import http from "node:http";
import https from "node:https";
import { eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import { pinnedLookup } from "../links/safe-fetch";
import { enqueue, jobIdFrom } from "../queue/enqueue";
import { vetEndpoint } from "./endpoint-guard";
import type { PushJob } from "./push-schema";
import { vapidKeys } from "./vapid-keys";

/** How long a push service keeps a notification for a device that is offline: a day-old job is still news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Push services answer at once: a service that has said nothing by then is not going to help anyone. */
export const SEND_LIMIT_MS = 3_000;
/** Sends under way at once in this process, per account and per endpoint host. */
export const SENDS_PER_ACCOUNT = 1;
export const SENDS_PER_HOST = 2;
/** Time-outs in a row after which an endpoint's rows are removed. */
export const MAX_TIMEOUTS_IN_A_ROW = 3;
/** A push over its share waits about this long, doubling each time it is put back, up to the cap. */
const SHARE_WAIT_MS = 1_000;
const MAX_SHARE_WAIT_MS = 30_000;
/** A push that timed out waits this long times the endpoint's time-outs in a row before its next try. */
const TIMEOUT_WAIT_MS = 30_000;

export type PushOutcome = {
  sent: boolean;
  removed?: number;
  status?: number;
  /** Put back at the end of the queue, to be tried again from then. */
  putBackUntil?: string;
  timedOut?: boolean;
};

/** The queue's job this push runs in: what it puts back is named after it, so a repeated run puts back one. */
export type PushContext = { id?: string };

type Details = { method: string; headers: Record<string, string | number>; body: Buffer | null };

class TimedOut extends Error {
  name = "TimedOut";
}

const underWay = new Map<string, number>();

/** Takes a send's place in its account's and its host's share; null when either is full. */
function takeShare(account: string, host: string): (() => void) | null {
  const keys: [string, number][] = [
    [`account:${account}`, SENDS_PER_ACCOUNT],
    [`host:${host}`, SENDS_PER_HOST],
  ];
  if (keys.some(([key, limit]) => (underWay.get(key) ?? 0) >= limit)) return null;
  for (const [key] of keys) underWay.set(key, (underWay.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const [key] of keys) {
      const left = (underWay.get(key) ?? 1) - 1;
      if (left > 0) underWay.set(key, left);
      else underWay.delete(key);
    }
  };
}

/** Settles as `promise` does, or rejects with TimedOut once `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new TimedOut("No answer in time"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The push service's status: only it matters, so the body is not waited for. */
function post(target: { url: URL; address: string; family: number }, details: Details, signal: AbortSignal): Promise<number> {
  const lookup = pinnedLookup(target);
  const client = target.url.protocol === "https:" ? https : http;
  const answer = new Promise<number>((resolve, reject) => {
    const request = client.request(
      target.url,
      { method: details.method, headers: details.headers, lookup, agent: false, signal },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
  return untilAborted(answer, signal);
}

/** Queues this push again, to run after `waitMs` at the end of the queue; answers when. */
async function putBack(db: Db, push: PushJob, context: PushContext, waitMs: number): Promise<string> {
  const startAfter = new Date(Date.now() + waitMs);
  const id = context.id ? jobIdFrom(`${context.id}/put-back`) : crypto.randomUUID();
  await enqueue(db, "push.send", { ...push, putBack: (push.putBack ?? 0) + 1 }, { id, startAfter });
  return startAfter.toISOString();
}

/** Adds a time-out to every row of the endpoint; removes them all at the limit. Answers the rows removed. */
async function noteTimeout(db: Db, endpoint: string): Promise<{ inARow: number; removed: number }> {
  const rows = await db
    .update(pushSubscriptions)
    .set({ consecutiveTimeouts: sql`${pushSubscriptions.consecutiveTimeouts} + 1` })
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ inARow: pushSubscriptions.consecutiveTimeouts });
  const inARow = Math.max(0, ...rows.map((r) => r.inARow));
  if (inARow < MAX_TIMEOUTS_IN_A_ROW) return { inARow, removed: 0 };
  const removed = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return { inARow, removed: removed.length };
}

export async function sendPush(db: Db, push: PushJob, context: PushContext = {}): Promise<PushOutcome> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, push.subscriptionId));
  // Turned off, or removed as expired by another push, since this one was queued.
  if (!row) return { sent: false };
  const host = new URL(row.endpoint).hostname.toLowerCase();
  const release = takeShare(row.userId, host);
  if (!release) {
    const waitMs = Math.min(SHARE_WAIT_MS * 2 ** (push.putBack ?? 0), MAX_SHARE_WAIT_MS);
    return { sent: false, putBackUntil: await putBack(db, push, context, waitMs * (1 + Math.random() / 2)) };
  }
  let status: number;
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(), SEND_LIMIT_MS);
  try {
    const { publicKey, privateKey, subject } = vapidKeys();
    const details = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(push.notification),
      { TTL: PUSH_TTL_SECONDS, vapidDetails: { subject, publicKey, privateKey } },
    );
    // The name's lookup is inside the limit too.
    status = await post(await untilAborted(vetEndpoint(row.endpoint), limit.signal), details, limit.signal);
  } catch (error) {
    if (!limit.signal.aborted) throw error;
    const { inARow, removed } = await noteTimeout(db, row.endpoint);
    if (removed > 0) return { sent: false, removed, timedOut: true };
    return { sent: false, timedOut: true, putBackUntil: await putBack(db, push, context, TIMEOUT_WAIT_MS * inARow) };
  } finally {
    clearTimeout(timer);
    release();
  }
  if (status === 404 || status === 410) {
    const removed = await db
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, row.endpoint))
      .returning({ id: pushSubscriptions.id });
    return { sent: false, removed: removed.length, status };
  }
  if (status < 200 || status >= 300) throw new Error(`The push service answered ${status}`);
  if (row.consecutiveTimeouts > 0)
    await db.update(pushSubscriptions).set({ consecutiveTimeouts: 0 }).where(eq(pushSubscriptions.endpoint, row.endpoint));
  return { sent: true, status };
}
