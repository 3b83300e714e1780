// The query-key factory every screen shares, and the polled job list built on it; the calls themselves
// are declared with ./call-api.
import { queryOptions } from "@tanstack/react-query";
import type { getJobs } from "@/lib/api/operations/jobs";
import type { JobCardJson, JobCardRecord } from "@/lib/schemas/public-job";
import { endpoint, queryOf } from "./call-api";

/**
 * A public job list. No cache option: the API answers with an ETag and `no-cache`, so the browser's own
 * HTTP cache sends If-None-Match and an unchanged list costs a bodiless 304 (TanStack then keeps the same
 * data object, and nothing re-renders).
 */
/** GET /api/jobs: the one declaration every job list reads through. */
export const jobs = endpoint<typeof getJobs>("GET /api/jobs");

/** A listed job in the browser: from the server's render (dates kept as Date) or from /api/jobs (dates as text). */
export type ListedJob = JobCardRecord | JobCardJson;

/** Every cache entry's key, so a write can name exactly what it makes stale. */
export const queryKeys = {
  currentUser: ["current-user"] as const,
  jobs: (url: string) => ["jobs", url] as const,
  /** The swipe deck's polled first page. */
  deckHead: ["jobs", "deck", "head"] as const,
  /** The swipe deck's first page in the signed-in worker's match order. */
  deckMatches: ["jobs", "deck", "matches"] as const,
  /** One job's fit for the signed-in worker (the job page's lapse warning). */
  jobFit: (id: string) => ["job-fit", id] as const,
  /** A list's pages read by cursor (use-job-pages), from the cursor it started at. */
  jobPages: (url: string, from: string) => ["jobs", "pages", url, from] as const,
  adminJobs: (query: object) => ["admin", "jobs", query] as const,
  adminJobCounts: ["admin", "job-counts"] as const,
  reports: (status: string, offset: number) => ["admin", "reports", { status, offset }] as const,
  employers: (filters: object, offset: number) => ["crm", "employers", { ...filters, offset }] as const,
  employerStats: ["crm", "stats"] as const,
  employerJobs: (id: string) => ["crm", "employer-jobs", id] as const,
  myJobs: ["my-jobs"] as const,
  /** The signed-in account's saved searches: whether the board's view is one of them. */
  savedSearches: ["saved-searches"] as const,
};

/**
 * A job list kept current: re-read every `intervalMs` while the tab is visible (TanStack pauses
 * intervals in hidden tabs) and on return to the tab.
 */
export const polledJobsQuery = (url: string, intervalMs: number) =>
  queryOptions({
    queryKey: queryKeys.jobs(url),
    queryFn: () => jobs.call({ query: queryOf(url) }),
    refetchInterval: intervalMs,
    staleTime: 0,
  });
