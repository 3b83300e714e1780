// The queue every outbound fetch waits in (logo re-hosting, apply-link checks): one request at a time per
// host and a few at a time in all, as before, and now fair. One free account once queued fetches without
// bound and stalled every other employer's re-hosting and the link checks behind it (0.44 s -> 37 s), so:
// - an account has at most PER_ACCOUNT fetches running or waiting; more is a 429 at once;
// - accounts together hold at most ACCOUNT_SLOTS of the GLOBAL_SLOTS, so scheduled work always moves;
// - at most MAX_WAITING account fetches wait, for their host's turn or for a slot, none longer than
//   MAX_WAIT_MS in all;
// - a started fetch frees its slot and its host's turn by TASK_DEADLINE_MS, even if it goes on;
// - a fetch whose caller has gone (its request's signal aborted) leaves the queue, or stops.
// The bounds are timers of the queue's own, not the fetch's limit alone: that limit was once lost at a garbage
// collection, and then a stalling host held its slot and its host's turn for as long as its caller waited.
import "server-only";
import { HttpError, tooManyRequests } from "../http/errors";
import { SafeFetchError } from "./safe-fetch";

const GLOBAL_SLOTS = 8;
const ACCOUNT_SLOTS = 6;
export const PER_ACCOUNT = 2;
const MAX_WAITING = 32;
const MAX_WAIT_MS = 20_000;
/** A little over safeFetch's own limit: the queue's backstop, should a task outlive that limit. */
const TASK_DEADLINE_MS = 12_000;

export const ACCOUNT_BUSY = "Images for your account are still being fetched. Please wait a moment and try again.";
export const QUEUE_BUSY = "We are fetching too many images right now. Please try again in a minute.";

/** Who a fetch is for: an account (with its request's signal), or nobody (scheduled work). */
export type FetchCaller = { account?: string; signal?: AbortSignal };

type Waiter = { forAccount: boolean; start: () => void };
let running = 0;
let runningForAccounts = 0;
const waiting: Waiter[] = [];
/** Account fetches waiting for their host's turn (they count towards MAX_WAITING with the slot waiters). */
let waitingForHost = 0;
const perAccount = new Map<string, number>();
const tails = new Map<string, Promise<void>>();

const abandoned = () => new HttpError(408, "The request was abandoned");
const canStart = (forAccount: boolean) => running < GLOBAL_SLOTS && (!forAccount || runningForAccounts < ACCOUNT_SLOTS);

function begin(forAccount: boolean): void {
  running++;
  if (forAccount) runningForAccounts++;
}

function end(forAccount: boolean): void {
  running--;
  if (forAccount) runningForAccounts--;
  for (let i = 0; i < waiting.length;) {
    if (!canStart(waiting[i].forAccount)) i++;
    else waiting.splice(i, 1)[0].start();
  }
}

const accountsWaiting = () => waitingForHost + waiting.filter((w) => w.forAccount).length;

/** Resolves once the caller may fetch; rejects if it waits past `waitUntil` or its caller goes. */
function slot(forAccount: boolean, signal: AbortSignal | undefined, waitUntil: number): Promise<void> {
  // Waiters of the other kind may be held by a limit this one is not under (accounts' share): pass them.
  if (canStart(forAccount) && !waiting.some((w) => w.forAccount === forAccount)) {
    begin(forAccount);
    return Promise.resolve();
  }
  if (signal?.aborted) return Promise.reject(abandoned());
  if (forAccount && accountsWaiting() >= MAX_WAITING) return Promise.reject(tooManyRequests(QUEUE_BUSY));
  return new Promise<void>((resolve, reject) => {
    const leave = (error: Error) => {
      const at = waiting.indexOf(waiter);
      if (at >= 0) waiting.splice(at, 1);
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      reject(error);
    };
    const onAbort = () => leave(abandoned());
    const waiter: Waiter = {
      forAccount,
      start: () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        begin(forAccount);
        resolve();
      },
    };
    // Scheduled work waits as long as it takes; a person's request does not.
    const timer = forAccount ? setTimeout(() => leave(tooManyRequests(QUEUE_BUSY)), Math.max(0, waitUntil - Date.now())) : undefined;
    signal?.addEventListener("abort", onAbort, { once: true });
    waiting.push(waiter);
  });
}

/**
 * Waits for the fetch before ours for this host. A person's request gives up at `waitUntil` (the queue is
 * busy: 429) or as soon as its caller goes; scheduled work waits its turn.
 */
function hostTurn(previous: Promise<void>, forAccount: boolean, signal: AbortSignal | undefined, waitUntil: number): Promise<void> {
  if (signal?.aborted) return Promise.reject(abandoned());
  if (!forAccount && !signal) return previous;
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      if (forAccount) waitingForHost--;
      if (error) reject(error);
      else resolve();
    };
    const onAbort = () => settle(abandoned());
    if (forAccount) waitingForHost++;
    const timer = forAccount ? setTimeout(() => settle(tooManyRequests(QUEUE_BUSY)), Math.max(0, waitUntil - Date.now())) : undefined;
    signal?.addEventListener("abort", onAbort, { once: true });
    void previous.then(() => settle());
  });
}

/**
 * Runs `task` with a signal that aborts when its caller goes or at the deadline; settles by then at the
 * latest, whether or not the task heeds the signal, so its slot is never held longer.
 */
function withDeadline<T>(task: (signal: AbortSignal) => Promise<T>, caller?: AbortSignal): Promise<T> {
  const stop = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      caller?.removeEventListener("abort", onAbort);
      if (error) {
        stop.abort(error);
        reject(error);
      }
    };
    const onAbort = () => finish(abandoned());
    const timer = setTimeout(() => finish(new SafeFetchError("timeout", "No answer in time")), TASK_DEADLINE_MS);
    caller?.addEventListener("abort", onAbort, { once: true });
    task(stop.signal).then(
      (value) => {
        finish();
        resolve(value);
      },
      (error: unknown) => {
        finish();
        reject(error);
      },
    );
  });
}

/**
 * Runs `task` once no other fetch for `host` runs and a slot is free, within the caller's share. The task is
 * given a signal to stop by: its caller has gone, or its time is up.
 */
export async function queuedFetch<T>(host: string, caller: FetchCaller, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { account, signal } = caller;
  const forAccount = account !== undefined;
  if (signal?.aborted) throw abandoned();
  const key = host.toLowerCase();
  if (forAccount) {
    const mine = perAccount.get(account) ?? 0;
    if (mine >= PER_ACCOUNT) throw tooManyRequests(ACCOUNT_BUSY);
    // Waiting for the host's turn is waiting too: it counts towards the cap before the caller joins the line.
    if (tails.has(key) && accountsWaiting() >= MAX_WAITING) throw tooManyRequests(QUEUE_BUSY);
    perAccount.set(account, mine + 1);
  }
  const waitUntil = Date.now() + MAX_WAIT_MS;
  const previous = tails.get(key) ?? Promise.resolve();
  let done!: () => void;
  const tail = previous.then(() => new Promise<void>((resolve) => (done = resolve)));
  tails.set(key, tail);
  let started = false;
  try {
    await hostTurn(previous, forAccount, signal, waitUntil);
    await slot(forAccount, signal, waitUntil);
    started = true;
    return await withDeadline(task, signal);
  } finally {
    if (started) end(forAccount);
    // The next fetch for this host goes once the one before ours is done, whether ours ran or not.
    void previous.then(() => done());
    if (forAccount) {
      const left = (perAccount.get(account) ?? 1) - 1;
      if (left > 0) perAccount.set(account, left);
      else perAccount.delete(account);
    }
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
  }
}
