"use client";
// The pages after the server-rendered first one, appended in place from GET /api/jobs by cursor (decision 080).
// Loaded on the first press of Load More (load-more-jobs.tsx), with the page that press asked for.
import { useEffect, useRef, useState } from "react";
import { JobCard, type JobCardData } from "../jobs/job-card";
import { fetchPage } from "../query/api-client";
import { LOAD_MORE_CLASS, nextPageHref, type LoadMoreProps } from "./load-more-link";

type State = { jobs: JobCardData[]; cursor: string | null; loading: boolean; error: string | null; announcement: string };

/** The page after `from`, appended; or what was there, with the failure to show beside 'Try again'. */
async function nextPage(apiQuery: string, from: State): Promise<State> {
  try {
    const page = await fetchPage<JobCardData>(`/api/jobs?${apiQuery}&cursor=${encodeURIComponent(from.cursor!)}`);
    // A job that moved between pages (a re-order) would otherwise show twice, with a duplicate key.
    const seen = new Set(from.jobs.map((j) => j.id));
    const jobs = [...from.jobs, ...page.rows.filter((j) => !seen.has(j.id))];
    const announcement = `${page.rows.length} more jobs loaded${page.next ? "" : ", the last of the list"}`;
    return { jobs, cursor: page.next ?? null, loading: false, error: null, announcement };
  } catch {
    return { ...from, loading: false, error: "Could not load more jobs." };
  }
}

/** The appending list, already holding the page the first press asked for. */
export async function withNextPage(props: LoadMoreProps) {
  const first = await nextPage(props.apiQuery, { jobs: [], cursor: props.cursor, loading: true, error: null, announcement: "" });
  return function FirstPressed() {
    return <MoreJobs {...props} first={first} />;
  };
}

function MoreJobs({ apiQuery, viewQuery, totalLabel, first }: LoadMoreProps & { first: State }) {
  const [state, setState] = useState(first);
  const list = useRef<HTMLUListElement>(null);
  // Keyboard users carry on from the first new card rather than from a button that moved down the page.
  const focusFrom = useRef<number | null>(0);
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.children[focusFrom.current]?.querySelector<HTMLElement>("h3 a")?.focus();
    focusFrom.current = null;
  }, [state.jobs.length]);

  async function more() {
    if (!state.cursor || state.loading) return;
    setState({ ...state, loading: true, error: null });
    focusFrom.current = state.jobs.length;
    setState(await nextPage(apiQuery, state));
  }

  return (
    <>
      {state.jobs.length > 0 && (
        <ul ref={list} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
