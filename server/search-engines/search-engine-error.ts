// What a search engine's refusal means for the caller: try again later (busy, rate limited, down), or not
// at all (a bad key, a site it does not trust). Messages name the engine and the status, never a key or token.
import "server-only";

export type Engine = "IndexNow" | "Google Indexing API";

export class SearchEngineError extends Error {
  readonly retryable: boolean;
  /** What the engine asked us to wait (Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;
  /** What was not delivered when a run of several requests stopped part way; undefined means all of it. */
  remaining: readonly unknown[] | undefined;

  constructor(message: string, options: { retryable: boolean; retryAfterMs?: number }) {
    super(message);
    this.name = "SearchEngineError";
    this.retryable = options.retryable;
    this.retryAfterMs = options.retryAfterMs;
  }

  withRemaining(remaining: readonly unknown[]): this {
    this.remaining = remaining;
    return this;
  }
}

/** By shape, not instanceof: a bundle may hold two copies of the class. */
export function isRetryable(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { retryable?: unknown }).retryable === true;
}

export function retryAfterOf(error: unknown): number | undefined {
  const value = typeof error === "object" && error !== null ? (error as { retryAfterMs?: unknown }).retryAfterMs : undefined;
  return typeof value === "number" ? value : undefined;
}

/** What a failed submission had not delivered: the error's own account, else everything that was asked. */
export function remainingOf<T>(error: unknown, all: readonly T[]): T[] {
  const remaining = typeof error === "object" && error !== null ? (error as { remaining?: unknown }).remaining : undefined;
  return Array.isArray(remaining) ? (remaining as T[]) : [...all];
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A network failure or a 5xx is the engine's trouble, worth another try; the cause is kept out of the message. */
export function unreachable(engine: Engine, error: unknown): SearchEngineError {
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  return new SearchEngineError(`${engine} could not be reached${typeof code === "string" ? ` (${code})` : ""}`, { retryable: true });
}
