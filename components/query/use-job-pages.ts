"use client";
// The pages of a job list after the ones a screen already shows, read from GET /api/jobs by the X-Next-Cursor
// each answer carries: the home page's Load More and the swipe deck both append through this. Each page is
// read once, when the screen asks for it, and never re-read: a refetch of an infinite query re-reads every
// page in turn, and pages already shown must not move under the reader. There is no ceiling on the pages.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import type { getJobs } from "@/lib/api/operations/jobs";
import { jobs, queryKeys } from "./api-client";
import { queryOf, type Page, type Row } from "./call-api";

type JobRow = Row<typeof getJobs>;

type Options<T> = {
  /** GET /api/jobs with the list's query, without a cursor. */
  url: string;
  /** The cursor of the first page to read: the page after what the screen already shows. */
  from: string;
  /** Pages read on an earlier showing of the list (kept for Back), as one: the next read follows them. */
  kept?: Page<T>;
  /** How long the pages stay cached once no screen shows them (TanStack's gcTime); by default its own. */
  gcTime?: number;
  /** Reads one page of `url`'s list by its query, for a list other than GET /api/jobs (the deck's matches). */
  read?: (query: URLSearchParams) => Promise<Page<T>>;
};

/** The page after `cursor`: the list's own query, continued. */
function pageAfter<T>(url: string, cursor: string, read: (query: URLSearchParams) => Promise<Page<T>>) {
  const query = queryOf(url);
  query.set("cursor", cursor);
  return read(query);
}

/** `T`: how the screen holds a listed job, which every row the API sends must satisfy (checked here). */
export function useJobPages<T = JobRow>({ url, from, kept, gcTime, read }: Options<T> & (JobRow extends T ? unknown : never)) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.jobPages(url, from),
    queryFn: ({ pageParam }): Promise<Page<T>> =>
      pageAfter(url, pageParam, read ?? ((q) => jobs.page({ query: q }) as Promise<Page<JobRow & T>>)),

    initialPageParam: from,
    getNextPageParam: (last: Page<T>) => last.next ?? undefined,
    // Read only when the screen asks (loadNext), and never again.
    enabled: false,
    staleTime: Infinity,
    ...(gcTime !== undefined && { gcTime }),
    ...(kept && { initialData: { pages: [kept], pageParams: [from] } }),
  });
  const { fetchNextPage } = query;
  // Stable, so a screen may ask for the next page from an effect.
  const loadNext = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const pages = query.data?.pages ?? [];
  return {
    pages,
    /** The cursor of the page after the last one read; null once the list has ended. */
    next: pages.length ? (pages[pages.length - 1].next ?? null) : from,
    /** Reads the next page (the first, if none was read yet). */
    loadNext,
    loading: query.isFetching,
    /** The last read failed (after TanStack's retries); loadNext asks again. */
    failed: query.isError,
  };
}
