"use client";
// The pages after the server-rendered first one, appended in place from GET /api/jobs by cursor (decision 080).
// Loaded on the first press of Load More (load-more-jobs.tsx), with the page that press asked for; or on the
// way back to a list whose appended pages were kept for that visit (pages-memory.ts, decision 089).
import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from "react";
import { JobCard, type JobCardData } from "../jobs/job-card";
import { useDataSaver } from "../layout/use-data-saver";
import { useJobPages } from "../query/use-job-pages";
import { LOAD_MORE_CLASS, nextPageHref, type LoadMoreProps } from "./load-more-link";
import { keepList, keepPlace, keptPages, type KeptList, type ReaderPlace } from "./pages-memory";

/** `memoryKey`: where this visit's pages are kept (null: not kept). */
type ListProps = LoadMoreProps & { memoryKey: string | null };

/** The appending list, reading at once the page the first press asked for. */
export function withNextPage(props: LoadMoreProps, memoryKey: string | null) {
  return function FirstPressed() {
    return <MoreJobs {...props} memoryKey={memoryKey} />;
  };
}

/** The list as this visit left it, back where the reader was; null if nothing usable was kept. */
export function keptList(props: LoadMoreProps, memoryKey: string) {
  const kept = keptPages(memoryKey);
  if (!kept) return null;
  return function KeptList() {
    return <MoreJobs {...props} memoryKey={memoryKey} kept={kept} place={kept.place} />;
  };
}

function MoreJobs({ memoryKey, kept, place, ...props }: ListProps & { kept?: KeptList; place?: ReaderPlace }) {
  const { apiQuery, viewQuery, totalLabel, shownAbove } = props;
  const lite = useDataSaver();
  const { pages, next, loadNext, loading, failed } = useJobPages<JobCardData>({
    url: `/api/jobs?${apiQuery}`,
    from: props.cursor,
    kept: kept && { rows: kept.jobs, total: kept.jobs.length, next: kept.cursor },
    // Another visit to the list starts again from its first page; only Back and reload bring these back.
    gcTime: 0,
  });
  // A job that moved between pages (a re-order) would otherwise show twice, with a duplicate key; jobs in
  // `shownAbove` (the featured block) are left out.
  const jobs = useMemo(() => {
    const seen = new Set(shownAbove);
    return pages
      .flatMap((page) => page.rows)
      .filter((job) => {
        if (seen.has(job.id)) return false;
        seen.add(job.id);
        return true;
      });
  }, [pages, shownAbove]);
  // What the last press brought, said to screen-reader users (a kept list, shown again, says nothing).
  const last = pages.length > (kept ? 1 : 0) ? pages[pages.length - 1] : null;
  const announcement = last ? `${last.rows.length} more jobs loaded${last.next ? "" : ", the last of the list"}` : "";
  const list = useRef<HTMLUListElement>(null);
  // Keyboard users carry on from the first new card rather than from a button that moved down the page; a
  // list shown again keeps the focus where the browser put it.
  const focusFrom = useRef<number | null>(kept ? null : 0);
  useEffect(() => {
    const card = focusFrom.current === null ? null : list.current?.children[focusFrom.current];
    if (!card) return;
    card.querySelector<HTMLElement>("h3 a")?.focus();
    focusFrom.current = null;
  }, [jobs.length]);
  useReaderPlace(list, place);
  useKeptPages(memoryKey, { jobs, cursor: next }, list);

  function more() {
    if (!next || loading) return;
    focusFrom.current = jobs.length;
    loadNext();
  }
  // The first press asked for the page after the server's: it is read as the list appears. The link pressed
  // was replaced by this list's own, so the focus goes there rather than falling back to the page.
  const loadLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (kept) return;
    more();
    if (lostFocus()) loadLink.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the list first appears
  }, []);
  // A failed read replaces the link with Try again: the focus follows it.
  const tryAgain = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (failed && !loading && lostFocus()) tryAgain.current?.focus();
  }, [failed, loading]);

  return (
    <>
      {jobs.length > 0 && (
        <ul ref={list} className="job-grid mt-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} lite={lite} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 text-center">
        {failed && !loading && (
          <p role="alert" className="mb-3 text-red-700">
            Could not load more jobs.{" "}
            <button ref={tryAgain} type="button" onClick={more} className="font-semibold underline">
              Try again
            </button>
          </p>
        )}
        {next && !(failed && !loading) && (
          <a
            ref={loadLink}
            href={nextPageHref(viewQuery, next)}
            onClick={(e) => {
              e.preventDefault();
              more();
            }}
            aria-disabled={loading || undefined}
            className={LOAD_MORE_CLASS}
          >
            {loading ? "Loading more jobs…" : `Load More Jobs (${totalLabel} total)`}
          </a>
        )}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/**
 * Brings the reader back to `place`: the browser restored the scroll position before these cards were back,
 * so it stopped short of them. Cards are laid out at their real height only as they near the screen
 * (content-visibility), which moves the place again: it is held for a few frames, until the reader scrolls.
 */
function useReaderPlace(list: RefObject<HTMLUListElement | null>, place: ReaderPlace | undefined) {
  useLayoutEffect(() => {
    if (!place) return;
    let frame = 0;
    let frames = 0;
    const hold = () => {
      const card = list.current?.children[place.card];
      if (card) window.scrollBy(0, card.getBoundingClientRect().top - place.top);
      if (++frames < 20) frame = requestAnimationFrame(hold);
    };
    const stop = () => cancelAnimationFrame(frame);
    const input = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    input.forEach((type) => addEventListener(type, stop, { passive: true, once: true }));
    hold();
    return () => {
      stop();
      input.forEach((type) => removeEventListener(type, stop));
    };
  }, [list, place]);
}

/** The first card of `list` on screen, and its distance from the top of the window. */
function readerPlace(list: HTMLUListElement | null): ReaderPlace {
  const cards = list ? Array.from(list.children) : [];
  const card = cards.findIndex((li) => li.getBoundingClientRect().bottom > 0);
  const top = card < 0 ? Infinity : cards[card].getBoundingClientRect().top;
  return top < window.innerHeight ? { card, top } : null;
}

/**
 * Keeps the list as it grows and the reader's place in it, for Back and reload: a moment after each scroll, and
 * at once on a click (opening a job).
 */
function useKeptPages(memoryKey: string | null, { jobs, cursor }: KeptList, list: RefObject<HTMLUListElement | null>) {
  // Both change only when a page arrives (a press, or a failure, leaves them as they were); nothing is kept
  // before the first page has come.
  useEffect(() => {
    if (memoryKey && jobs.length) keepList(memoryKey, { jobs, cursor });
  }, [memoryKey, jobs, cursor]);
  useEffect(() => {
    if (!memoryKey) return;
    const keep = () => keepPlace(memoryKey, readerPlace(list.current));
    keep();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, 200);
    };
    // A card opened within the pause after a scroll would otherwise leave the place before that scroll.
    const onClick = () => {
      clearTimeout(timer);
      keep();
    };
    addEventListener("scroll", onScroll, { passive: true });
    addEventListener("click", onClick, { capture: true });
    addEventListener("pagehide", keep);
    return () => {
      // Leaving for a job page: the new page's scroll to its top must not become this list's place.
      clearTimeout(timer);
      removeEventListener("scroll", onScroll);
      removeEventListener("click", onClick, { capture: true });
      removeEventListener("pagehide", keep);
    };
  }, [memoryKey, list]);
}

/** The focused element was removed from the page (the browser then puts focus on the body). */
const lostFocus = () => document.activeElement === null || document.activeElement === document.body;
