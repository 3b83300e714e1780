"use client";
// The browser's side of the outbox (lib/outbox.ts, decision 114): each owner's queue in localStorage, the
// calls its items stand for, and one flush at a time per owner across this browser's tabs (a Web Lock, where
// the browser has them; else one per page, and the server's idempotence covers the rest). Sending is tried when
// a change is added, when the page starts, when the link comes back ('online') and when the page is seen again.
import type { postBrokenLinkReports } from "@/lib/api/operations/jobs";
import type { ReportReason } from "@/lib/report-reasons";
import type { deleteUserShortlistId, postUserShortlist } from "@/lib/api/operations/accounts";
import { addToOutbox, flushOutbox, outboxKey, parseOutbox, resultOfFailure, type OutboxItem, type SendResult } from "@/lib/outbox";
import { endpoint } from "../query/call-api";
import { RequestError } from "../forms/post-json";
import { postApplication } from "../applications/apply-call";
import { forgetApplyDrafts, writeDraft } from "../applications/apply-draft";
import { toast } from "../toast/toast-store";

const mergeShortlist = endpoint<typeof postUserShortlist>("POST /api/user/shortlist");
const dropFromShortlist = endpoint<typeof deleteUserShortlistId>("DELETE /api/user/shortlist/{id}");
const reportJob = endpoint<typeof postBrokenLinkReports>("POST /api/broken-link-reports");

/** The queue of whoever is using this browser now: an account's id, or "visitor". */
export type Owner = string;
export const VISITOR: Owner = "visitor";

const PREFIX = "outpost_outbox:";
const storageKey = (owner: Owner) => `${PREFIX}${owner}`;

/**
 * Drops every account's queue from this browser, once its session has ended by signing out: an account's id
 * and the jobs it saved stay on no shared phone. Reports made signed out (the visitor's queue) are no one's.
 */
export function forgetAccountOutboxes() {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX) && key !== storageKey(VISITOR)) window.localStorage.removeItem(key);
  } catch {
    // storage refused: there is nothing kept to drop
  }
  forgetApplyDrafts();
  changed();
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** Calls `listener` when a queue changes, in this page or (through storage events) in another tab. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function storageOf(owner: Owner) {
  return {
    read(): OutboxItem[] {
      try {
        return parseOutbox(JSON.parse(window.localStorage.getItem(storageKey(owner)) ?? "[]"));
      } catch {
        return [];
      }
    },
    write(queue: OutboxItem[]) {
      try {
        if (queue.length) window.localStorage.setItem(storageKey(owner), JSON.stringify(queue));
        else window.localStorage.removeItem(storageKey(owner));
      } catch {
        // storage refused: the change is still in this page's list, and a later change sends it
      }
      changed();
    },
  };
}

const inFlight = new Map<Owner, string | null>();
const running = new Map<Owner, Promise<unknown>>();

export type NewItem =
  | { kind: "save" | "unsave"; jobId: string }
  | { kind: "report"; jobId: string; reason: string; details?: string }
  | { kind: "apply"; jobId: string; answers: { id: string; value: string }[]; note?: string; phone?: string };

export function addChange(owner: Owner, change: NewItem) {
  const storage = storageOf(owner);
  storage.write(addToOutbox(storage.read(), { ...change, key: outboxKey() } as OutboxItem, inFlight.get(owner) ?? null));
}

export const waitingChanges = (owner: Owner) => storageOf(owner).read();

/**
 * An application refused for good (the job closed, an answer the server will not take, an email not yet
 * verified): what was typed goes back to the job's sheet, and the person is told why.
 */
function applicationRefused(item: Extract<OutboxItem, { kind: "apply" }>, error: unknown) {
  const answers = Object.fromEntries(item.answers.map((a) => [a.id, a.value]));
  writeDraft(item.jobId, { answers, note: item.note ?? "", phone: item.phone ?? "" });
  toast({
    title: "An application made offline was not sent",
    description: error instanceof RequestError ? error.serverMessage : "The job no longer takes it.",
    variant: "destructive",
    action: { label: "Open the job", href: `/job/${item.jobId}` },
  });
}

async function send(item: OutboxItem): Promise<SendResult> {
  try {
    if (item.kind === "apply") {
      try {
        await postApplication(item.jobId, { answers: item.answers, note: item.note, phone: item.phone });
      } catch (error) {
        // Already there: an earlier send arrived though its answer was lost, or another tab sent it.
        if (error instanceof RequestError && error.status === 409) return "sent";
        const result = resultOfFailure(error);
        if (result === "dropped") applicationRefused(item, error);
        return result;
      }
    } else if (item.kind === "report") {
      const reason = item.reason as ReportReason; // what the dialog offered; the server checks it again
      await reportJob.call({ body: { jobId: item.jobId, reason, ...(item.details ? { reportReason: item.details } : {}) } });
    } else if (item.kind === "save") await mergeShortlist.call({ body: { ids: [item.jobId] } });
    else await dropFromShortlist.call({ params: { id: item.jobId } });
    return "sent";
  } catch (error) {
    return resultOfFailure(error);
  }
}

/** Sends what waits; a flush already running in this page is joined, then one more pass picks up the rest. */
export async function sendWaiting(owner: Owner, onDropped?: (items: OutboxItem[]) => void): Promise<number> {
  const before = running.get(owner);
  if (before) await before.catch(() => undefined);
  const flush = () => flushOutbox(storageOf(owner), send, (key) => inFlight.set(owner, key));
  // Across tabs: the lock holds a second tab's pass until this one ends, and that pass reads the queue afresh,
  // so an item is never in two sends at once.
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const pass = locks ? locks.request(`${PREFIX}${owner}`, flush) : flush();
  running.set(owner, pass);
  try {
    const { dropped, waiting } = await pass;
    // Applications tell their own refusal (applicationRefused), with the server's words.
    const others = dropped.filter((item) => item.kind !== "apply");
    if (others.length) onDropped?.(others);
    return waiting;
  } finally {
    if (running.get(owner) === pass) running.delete(owner);
  }
}

/** Nothing came back at all: offline, or the link dropped on the way (fetch's TypeError). */
export const isOfflineFailure = (error: unknown) => error instanceof TypeError || (typeof navigator !== "undefined" && !navigator.onLine);
