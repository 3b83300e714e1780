"use client";
// The pages after the server-rendered first one, appended in place from GET /api/jobs by cursor (decision 080).
// Loaded on the first press of Load More (load-more-jobs.tsx), with the page that press asked for; or on the
// way back to a list whose appended pages were kept for that visit (pages-memory.ts, decision 089).
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { JobCard, type JobCardData } from "../jobs/job-card";
import { fetchPage } from "../query/api-client";
import { LOAD_MORE_CLASS, nextPageHref, type LoadMoreProps } from "./load-more-link";
import { keepList, keepPlace, keptPages, type ReaderPlace } from "./pages-memory";

type State = { jobs: JobCardData[]; cursor: string | null; loading: boolean; error: string | null; announcement: string };

/**
 * The page after `from`, appended; or what was there, with the failure to show beside 'Try again'. Jobs in
 * `shownAbove` (the featured block) are left out.
 */
async function nextPage({ apiQuery, shownAbove }: LoadMoreProps, from: State): Promise<State> {
  try {
    const page = await fetchPage<JobCardData>(`/api/jobs?${apiQuery}&cursor=${encodeURIComponent(from.cursor!)}`);
    // A job that moved between pages (a re-order) would otherwise show twice, with a duplicate key.
    const seen = new Set([...shownAbove, ...from.jobs.map((j) => j.id)]);
    const jobs = [...from.jobs, ...page.rows.filter((j) => !seen.has(j.id))];
    const announcement = `${page.rows.length} more jobs loaded${page.next ? "" : ", the last of the list"}`;
    return { jobs, cursor: page.next ?? null, loading: false, error: null, announcement };
  } catch {
    return { ...from, loading: false, error: "Could not load more jobs." };
  }
}

/** `memoryKey`: where this visit's pages are kept (null: not kept). */
type ListProps = LoadMoreProps & { memoryKey: string | null };

/** The appending list, already holding the page the first press asked for. */
export async function withNextPage(props: LoadMoreProps, memoryKey: string | null) {
  const first = await nextPage(props, { jobs: [], cursor: props.cursor, loading: true, error: null, announcement: "" });
  return function FirstPressed() {
    return <MoreJobs {...props} memoryKey={memoryKey} first={first} />;
  };
}

/** The list as this visit left it, back where the reader was; null if nothing usable was kept. */
export function keptList(props: LoadMoreProps, memoryKey: string) {
  const kept = keptPages(memoryKey);
  if (!kept) return null;
  const first: State = { jobs: kept.jobs, cursor: kept.cursor, loading: false, error: null, announcement: "" };
  return function KeptList() {
    return <MoreJobs {...props} memoryKey={memoryKey} first={first} place={kept.place} />;
  };
}

function MoreJobs({ memoryKey, first, place, ...props }: ListProps & { first: State; place?: ReaderPlace }) {
  const { viewQuery, totalLabel } = props;
  const [state, setState] = useState(first);
  const list = useRef<HTMLUListElement>(null);
  // Keyboard users carry on from the first new card rather than from a button that moved down the page; a
  // list shown again keeps the focus where the browser put it.
  const focusFrom = useRef<number | null>(place === undefined ? 0 : null);
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.children[focusFrom.current]?.querySelector<HTMLElement>("h3 a")?.focus();
    focusFrom.current = null;
  }, [state.jobs.length]);
  useReaderPlace(list, place);
  useKeptPages(memoryKey, state, list);

  async function more() {
    if (!state.cursor || state.loading) return;
    setState({ ...state, loading: true, error: null });
    focusFrom.current = state.jobs.length;
    setState(await nextPage(props, state));
  }

  return (
    <>
      {state.jobs.length > 0 && (
        <ul ref={list} className="job-grid mt-3">
          {state.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 text-center">
        {state.error && (
          <p role="alert" className="mb-3 text-red-700">
            {state.error}{" "}
            <button type="button" onClick={() => void more()} className="font-semibold underline">
              Try again
            </button>
          </p>
        )}
        {state.cursor && !state.error && (
          <a
            href={nextPageHref(viewQuery, state.cursor)}
            onClick={(e) => {
              e.preventDefault();
              void more();
            }}
            aria-disabled={state.loading || undefined}
            className={LOAD_MORE_CLASS}
          >
            {state.loading ? "Loading more jobs…" : `Load More Jobs (${totalLabel} total)`}
          </a>
        )}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {state.announcement}
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

/** Keeps the list as it grows and, a moment after each scroll, the reader's place in it, for Back and reload. */
function useKeptPages(memoryKey: string | null, { jobs, cursor }: State, list: RefObject<HTMLUListElement | null>) {
  // Both change only when a page arrives (a press, or a failure, leaves them as they were).
  useEffect(() => {
    if (memoryKey) keepList(memoryKey, { jobs, cursor });
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
    addEventListener("scroll", onScroll, { passive: true });
    addEventListener("pagehide", keep);
    return () => {
      // Leaving for a job page: the new page's scroll to its top must not become this list's place.
      clearTimeout(timer);
      removeEventListener("scroll", onScroll);
      removeEventListener("pagehide", keep);
    };
  }, [memoryKey, list]);
}
