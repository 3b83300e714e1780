// The one client for our API: typed reads for TanStack Query, the query-key factory every screen shares,
// and the write helpers (sendJson, with the spec's failure format, lives in ../forms/post-json).
import { queryOptions } from "@tanstack/react-query";
import type { JobCardJson, JobCardRecord } from "@/lib/schemas/public-job";
import { sendJson } from "../forms/post-json";

/** A listed job in the browser: from the server's render (dates kept as Date) or from /api/jobs (dates as text). */
export type ListedJob = JobCardRecord | JobCardJson;

/** Every cache entry's key, so a write can name exactly what it makes stale. */
export const queryKeys = {
  currentUser: ["current-user"] as const,
  jobs: (url: string) => ["jobs", url] as const,
  /** The swipe deck's polled first page. */
  deckHead: ["jobs", "deck", "head"] as const,
  /** A list's pages read by cursor (use-job-pages), from the cursor it started at. */
  jobPages: (url: string, from: string) => ["jobs", "pages", url, from] as const,
  adminJobs: (query: object) => ["admin", "jobs", query] as const,
  adminJobCounts: ["admin", "job-counts"] as const,
  reports: (status: string, offset: number) => ["admin", "reports", { status, offset }] as const,
  employers: (filters: object, offset: number) => ["crm", "employers", { ...filters, offset }] as const,
  employerStats: ["crm", "stats"] as const,
  employerJobs: (id: string) => ["crm", "employer-jobs", id] as const,
  myJobs: ["my-jobs"] as const,
};

/** A call whose JSON answer the screen needs: sendJson's failure format, the body parsed. */
export async function fetchJson<T = unknown>(method: Parameters<typeof sendJson>[0], url: string, body?: unknown): Promise<T> {
  const res = await sendJson(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type Page<T> = { rows: T[]; total: number; capped?: boolean; next?: string | null };

/** A page of a list: the rows, and the X-Total-Count (-Capped) and X-Next-Cursor the API sends beside them. */
export async function fetchPage<T>(url: string): Promise<Page<T>> {
  const res = await sendJson("GET", url);
  const rows = (await res.json()) as T[];
  const total = Number(res.headers.get("X-Total-Count") ?? rows.length);
  return { rows, total, capped: res.headers.get("X-Total-Count-Capped") === "true", next: res.headers.get("X-Next-Cursor") };
}

/**
 * A public job list. No cache option: the API answers with an ETag and `no-cache`, so the browser's own
 * HTTP cache sends If-None-Match and an unchanged list costs a bodiless 304 (TanStack then keeps the same
 * data object, and nothing re-renders).
 */
export const fetchJobs = (url: string) => fetchJson<JobCardJson[]>("GET", url);

/**
 * A job list kept current: re-read every `intervalMs` while the tab is visible (TanStack pauses
 * intervals in hidden tabs) and on return to the tab.
 */
export const polledJobsQuery = (url: string, intervalMs: number) =>
  queryOptions({ queryKey: queryKeys.jobs(url), queryFn: () => fetchJobs(url), refetchInterval: intervalMs, staleTime: 0 });
