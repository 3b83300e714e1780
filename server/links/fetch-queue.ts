// The queue every outbound fetch waits in (logo re-hosting, apply-link checks): one request at a time per
// host and a few at a time in all, as before, and now fair. One free account once queued fetches without
// bound and stalled every other employer's re-hosting and the link checks behind it (0.44 s -> 37 s), so:
// - an account has at most PER_ACCOUNT fetches running or waiting; more is a 429 at once;
// - accounts together hold at most ACCOUNT_SLOTS of the GLOBAL_SLOTS, so scheduled work always moves;
// - at most MAX_WAITING account fetches wait, none longer than MAX_WAIT_MS;
// - a fetch whose caller has gone (its request's signal aborted) leaves the queue, or stops.
import "server-only";
import { HttpError, tooManyRequests } from "../http/errors";

const GLOBAL_SLOTS = 8;
const ACCOUNT_SLOTS = 6;
export const PER_ACCOUNT = 2;
const MAX_WAITING = 32;
const MAX_WAIT_MS = 20_000;

export const ACCOUNT_BUSY = "Images for your account are still being fetched. Please wait a moment and try again.";
export const QUEUE_BUSY = "We are fetching too many images right now. Please try again in a minute.";

/** Who a fetch is for: an account (with its request's signal), or nobody (scheduled work). */
export type FetchCaller = { account?: string; signal?: AbortSignal };

type Waiter = { forAccount: boolean; start: () => void };
let running = 0;
let runningForAccounts = 0;
const waiting: Waiter[] = [];
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

/** Resolves once the caller may fetch; rejects if it waits too long or its caller goes. */
function slot(forAccount: boolean, signal?: AbortSignal): Promise<void> {
  // Waiters of the other kind may be held by a limit this one is not under (accounts' share): pass them.
  if (canStart(forAccount) && !waiting.some((w) => w.forAccount === forAccount)) {
    begin(forAccount);
    return Promise.resolve();
  }
  if (forAccount && waiting.filter((w) => w.forAccount).length >= MAX_WAITING) return Promise.reject(tooManyRequests(QUEUE_BUSY));
  return new Promise<void>((resolve, reject) => {
    const leave = (error: Error) => {
      const at = waiting.indexOf(waiter);
      if (at >= 0) waiting.splice(at, 1);
      clearTimeout(timer);
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
    const timer = forAccount ? setTimeout(() => leave(tooManyRequests(QUEUE_BUSY)), MAX_WAIT_MS) : undefined;
    signal?.addEventListener("abort", onAbort, { once: true });
    waiting.push(waiter);
  });
}

/** Waits for `promise`, or rejects as soon as the caller goes. */
function unlessAbandoned<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abandoned());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abandoned());
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** Runs `task` once no other fetch for `host` runs and a slot is free, within the caller's share. */
export async function queuedFetch<T>(host: string, caller: FetchCaller, task: () => Promise<T>): Promise<T> {
  const { account, signal } = caller;
  if (signal?.aborted) throw abandoned();
  if (account !== undefined) {
    const mine = perAccount.get(account) ?? 0;
    if (mine >= PER_ACCOUNT) throw tooManyRequests(ACCOUNT_BUSY);
    perAccount.set(account, mine + 1);
  }
  const key = host.toLowerCase();
  const previous = tails.get(key) ?? Promise.resolve();
  let done!: () => void;
  const tail = previous.then(() => new Promise<void>((resolve) => (done = resolve)));
  tails.set(key, tail);
  let started = false;
  try {
    await unlessAbandoned(previous, signal);
    await slot(account !== undefined, signal);
    started = true;
    return await task();
  } finally {
    if (started) end(account !== undefined);
    // The next fetch for this host goes once the one before ours is done, whether ours ran or not.
    void previous.then(() => done());
    if (account !== undefined) {
      const left = (perAccount.get(account) ?? 1) - 1;
      if (left > 0) perAccount.set(account, left);
      else perAccount.delete(account);
    }
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
  }
}
