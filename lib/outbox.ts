// Changes made while the link is down, kept in this browser until the server has them (decision 114): a Save,
// an unsave, a report, an application (decision 133). One queue per owner (the signed-in user's id, or "visitor"), so an account's changes
// are only ever sent with that account's session. Items leave in the order they were made; every call they
// stand for is idempotent on the server, so a repeat after a lost answer is harmless: an application sent twice
// is answered 409 the second time, which counts as delivered.

export type OutboxItem =
  | { kind: "save" | "unsave"; jobId: string; key: string }
  | { kind: "report"; jobId: string; reason: string; details?: string; key: string }
  | { kind: "apply"; jobId: string; answers: { id: string; value: string }[]; note?: string; phone?: string; key: string };

/** What one send ended in: "sent" (remove it), "dropped" (a refusal that will never change: remove it) or "keep". */
export type SendResult = "sent" | "dropped" | "keep";

const MAX_ITEMS = 200;

const isItem = (v: unknown): v is OutboxItem => {
  if (!v || typeof v !== "object") return false;
  const r = v as Record<string, unknown>;
  if (typeof r.jobId !== "string" || typeof r.key !== "string") return false;
  if (r.kind === "save" || r.kind === "unsave") return true;
  if (r.kind === "apply") {
    const text = (v: unknown) => v === undefined || typeof v === "string";
    const answers = Array.isArray(r.answers) && r.answers.every((a) => a && typeof a.id === "string" && typeof a.value === "string");
    return answers && text(r.note) && text(r.phone);
  }
  return r.kind === "report" && typeof r.reason === "string" && (r.details === undefined || typeof r.details === "string");
};

/** Anything else under the key (corrupt, foreign) reads as an empty queue rather than breaking the page. */
export function parseOutbox(raw: unknown): OutboxItem[] {
  return Array.isArray(raw) ? raw.filter(isItem).slice(-MAX_ITEMS) : [];
}

const sameShortlistJob = (a: OutboxItem, jobId: string) => (a.kind === "save" || a.kind === "unsave") && a.jobId === jobId;

/**
 * Adds a change at the end. A job has at most one waiting Save or unsave, the latest intent: a Save then
 * an unsave made before either was sent cancel out (the server never saw the Save); an unsave then a Save
 * leaves the Save (a union on the server). `inFlight` is the key being sent now: it is never folded away,
 * or the change after it would be lost. A report repeated for the same job and reason is kept once, and so is
 * an application to a job that already has one waiting (the server would take only the first).
 */
export function addToOutbox(queue: OutboxItem[], item: OutboxItem, inFlight: string | null = null): OutboxItem[] {
  if (item.kind === "apply") {
    const repeat = queue.some((a) => a.kind === "apply" && a.jobId === item.jobId);
    return repeat ? queue : [...queue, item].slice(-MAX_ITEMS);
  }
  if (item.kind === "report") {
    const repeat = queue.some((a) => a.kind === "report" && a.jobId === item.jobId && a.reason === item.reason);
    return repeat ? queue : [...queue, item].slice(-MAX_ITEMS);
  }
  const waiting = queue.find((a) => sameShortlistJob(a, item.jobId) && a.key !== inFlight);
  if (waiting?.kind === item.kind) return queue;
  const rest = queue.filter((a) => a !== waiting);
  if (waiting?.kind === "save" && item.kind === "unsave" && !queue.some((a) => a.key === inFlight && sameShortlistJob(a, item.jobId))) {
    return rest;
  }
  return [...rest, item].slice(-MAX_ITEMS);
}

export const removeFromOutbox = (queue: OutboxItem[], key: string) => queue.filter((a) => a.key !== key);

/** Where a queue is kept: read fresh each time, as another tab may have changed it. */
export type OutboxStorage = { read(): OutboxItem[]; write(queue: OutboxItem[]): void };

/**
 * Sends the queue's items one at a time, oldest first, and stops at the first one that must wait (the link
 * is down, the server is busy): the later ones may depend on it. Resolves to how many left the queue and
 * the items the server refused for good, for the caller to tell the person when it matters.
 */
export async function flushOutbox(
  storage: OutboxStorage,
  send: (item: OutboxItem) => Promise<SendResult>,
  onSending: (key: string | null) => void = () => undefined,
): Promise<{ sent: number; dropped: OutboxItem[]; waiting: number }> {
  let sent = 0;
  const dropped: OutboxItem[] = [];
  try {
    for (;;) {
      const head = storage.read()[0];
      if (!head) break;
      onSending(head.key);
      const result = await send(head);
      if (result === "keep") break;
      if (result === "dropped") dropped.push(head);
      else sent++;
      storage.write(removeFromOutbox(storage.read(), head.key));
    }
  } finally {
    onSending(null);
  }
  return { sent, dropped, waiting: storage.read().length };
}

/**
 * How a call's failure decides an item's fate: no answer at all (offline, DNS, a reset link: fetch's
 * TypeError) or a passing state (401 until the session is back, 408, 429, any 5xx) keeps it for the next try;
 * any other 4xx is a refusal the same request will always get, so the item is dropped.
 */
export function resultOfFailure(error: unknown): SendResult {
  const status = error && typeof error === "object" && "status" in error ? (error as { status: unknown }).status : null;
  if (typeof status !== "number") return "keep";
  if (status === 401 || status === 408 || status === 429 || status >= 500) return "keep";
  return status >= 400 ? "dropped" : "keep";
}

/** A key unique enough to tell this browser's items apart. */
export const outboxKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
