"use client";
// 'Load More Jobs (N total)' (spec section 2): the server renders the first page; each press appends the next
// one from GET /api/jobs by cursor, in place. Without JavaScript it is a link to the next page (/search?…&cursor=…).
import { useRef, useState } from "react";
import { JobCard, type JobCardData } from "../jobs/job-card";
import { failureText } from "../forms/post-json";
import { fetchPage } from "../query/api-client";

/** `apiQuery`: the list's GET /api/jobs query; `viewQuery`: its address's filters (lib/schemas/home-filters). */
type Props = { apiQuery: string; viewQuery: string; cursor: string; totalLabel: string };

export function LoadMoreJobs({ apiQuery, viewQuery, cursor: firstCursor, totalLabel }: Props) {
  const [jobs, setJobs] = useState<JobCardData[]>([]);
  const [cursor, setCursor] = useState<string | null>(firstCursor);
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const [announcement, setAnnouncement] = useState("");
  const list = useRef<HTMLUListElement>(null);

  async function loadMore() {
    if (!cursor || state.loading) return;
    setState({ loading: true, error: null });
    try {
      const page = await fetchPage<JobCardData>(`/api/jobs?${apiQuery}&cursor=${encodeURIComponent(cursor)}`);
      const shown = jobs.length;
      // A job that moved between pages (a re-order) would otherwise show twice, with a duplicate key.
      const seen = new Set(jobs.map((j) => j.id));
      setJobs([...jobs, ...page.rows.filter((j) => !seen.has(j.id))]);
      setCursor(page.next ?? null);
      setState({ loading: false, error: null });
      setAnnouncement(`${page.rows.length} more jobs loaded${page.next ? "" : ", the last of the list"}`);
      // Keyboard users carry on from the first new card rather than from a button that moved down the page.
      requestAnimationFrame(() => list.current?.children[shown]?.querySelector<HTMLElement>("h3 a")?.focus());
    } catch (error) {
      setState({ loading: false, error: failureText(error, "Could not load more jobs.") });
    }
  }

  return (
    <>
      {jobs.length > 0 && (
        <ul ref={list} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
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
            <button type="button" onClick={loadMore} className="font-semibold underline">
              Try again
            </button>
          </p>
        )}
        {cursor && !state.error && (
          <a
            href={`/search?${viewQuery ? `${viewQuery}&` : ""}cursor=${cursor}#jobs`}
            onClick={(e) => {
              e.preventDefault();
              void loadMore();
            }}
            aria-disabled={state.loading || undefined}
            className="inline-block rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold hover:bg-slate-100 aria-disabled:opacity-60"
          >
            {state.loading ? "Loading more jobs…" : `Load More Jobs (${totalLabel} total)`}
          </a>
        )}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
