"use client";
// The swipe deck's jobs (docs/decisions/081): the first page of the newest-first list, polled to notice new jobs,
// and the pages after it by cursor, each fetched once, the next one while a few cards are still left, so every
// listed job is reachable and a poll never moves the deck back. A signed-in job seeker whose profile matches
// jobs gets them in match order instead (docs/decisions/111); signed out, or with no match, the deck is the board's.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { getUserMatches } from "@/lib/api/operations/matches";
import { remainingDeck, type SwipeData } from "@/lib/swipe-data";
import { knownJobs, mergeHead } from "@/lib/swipe-deck";
import { jobs, queryKeys, type ListedJob } from "../query/api-client";
import { endpoint, type Page } from "../query/call-api";
import { useCurrentUser } from "../query/current-user";
import { useSeededQuery } from "../query/use-seeded-query";
import { useJobPages } from "../query/use-job-pages";
import { DECK_URL, deckQuery, MATCH_DECK_URL } from "./deck-query";

/**
 * How often the deck asks whether new jobs were listed: each ask is a round trip on a camp's satellite link,
 * and the deck the page opened with is at most its cache's 30 s old.
 */
export const POLL_MS = 30_000;
/** Ranking reads every listed job: a worker's matches are re-read no more often than the board's newest jobs. */
const MATCH_POLL_MS = POLL_MS;

const matches = endpoint<typeof getUserMatches>("GET /api/user/matches");
const readMatches = (query: URLSearchParams) => matches.page({ query }) as Promise<Page<ListedJob>>;
/** Cards left when the next page is asked for: a page arrives well before the last card on a slow link. */
export const PREFETCH_AT = 5;

type Head = { from: Page<ListedJob> | undefined; jobs: ListedJob[]; start: string | null | undefined; byMatch: boolean };

/**
 * `seed`: the first page's first cards as the server read them for the first render (app/swipe); the whole
 * page is read as the deck mounts, and until it has come the deck is not at its end and asks for no more.
 */
export function useDeckJobs(data: SwipeData, seed: Page<ListedJob>) {
  const auth = useCurrentUser();
  const seeker = auth.status === "signed-in" && auth.user.role === "user";
  const ranked = useQuery({
    queryKey: queryKeys.deckMatches,
    queryFn: () => readMatches(new URLSearchParams(new URL(MATCH_DECK_URL, "http://deck").searchParams)),
    enabled: seeker,
    refetchInterval: MATCH_POLL_MS,
  });
  const byMatch = seeker && !!ranked.data?.rows.length;
  const board = useSeededQuery({
    queryKey: queryKeys.deckHead,
    queryFn: (): Promise<Page<ListedJob>> => jobs.page({ query: new URLSearchParams(deckQuery()) }),

    seed,
    partial: true,
    refetchInterval: POLL_MS,
    enabled: !byMatch,
  });
  const poll = byMatch ? ranked : board;
  const headRead = poll.isFetchedAfterMount;

  // Each poll answer joins the head once (state adjusted while rendering, as React advises for derived state).
  // `start` is the first answer's cursor: the pages after it never change key, whatever later polls say.
  // Turning to match order starts the head afresh: the board's cursor does not continue the matches.
  const [head, setHead] = useState<Head>({ from: undefined, jobs: [], start: undefined, byMatch });
  let current = head;
  if (poll.data && (poll.data !== head.from || byMatch !== head.byMatch)) {
    const known = byMatch === head.byMatch ? head : { jobs: [], start: undefined };
    current = {
      from: poll.data,
      jobs: mergeHead(known.jobs, poll.data.rows, !poll.data.next),
      start: known.start === undefined ? poll.data.next : known.start,
      byMatch,
    };
    setHead(current);
  }
  const start = current.start ?? null;

  // Read when the deck runs low (below).
  const pages = useJobPages<ListedJob>(
    byMatch ? { url: MATCH_DECK_URL, from: start ?? "", read: readMatches } : { url: DECK_URL, from: start ?? "" },
  );

  const known = poll.data
    ? knownJobs(
        current.jobs,
        pages.pages.map((p) => p.rows),
      )
    : null;
  const more = !headRead || (start !== null && pages.next !== null);
  const low = headRead && known !== null && remainingDeck(known, data).length <= PREFETCH_AT;
  const { loading: isFetching, failed: isError, loadNext } = pages;
  useEffect(() => {
    if (low && more && !isFetching && !isError) loadNext();
  }, [low, more, isFetching, isError, loadNext]);

  return {
    /** Every job the deck knows, in list order; null until the first answer. */
    known,
    total: poll.data?.total ?? 0,
    /** More than the total: the API stops counting at 10,000 (docs/decisions/083). */
    capped: poll.data?.capped ?? false,
    /** More pages to come, or coming: the deck is not at its end yet. */
    more,
    loadingMore: isFetching,
    /** The next page failed (after TanStack's retries); `retry` asks again. */
    moreFailed: isError,
    retry: loadNext,
    offline: poll.isError,
  };
}
