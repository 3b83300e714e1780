// The board, results first: on `/` a hero that is one line on a phone, then the search box,
// filters and results, and the figures and marketing below the jobs. `/` is the board as it comes and
// `/search?…` a filtered view (app/search), both kept by Next for every visitor (decision 098).
import type { Metadata } from "next";
import { formatTotal } from "@/lib/format";
import { homeApiQuery, homeHref, homeQuery, homeSearch, type HomeFilters } from "@/lib/home-query";
import { getDb } from "@/server/runtime";
import { cachedFeatured, cachedSearch } from "@/server/jobs/cached-reads";
import { jobStats } from "@/server/jobs/public-jobs";
import { isCursorOf } from "@/server/jobs/job-keyset";
import { JobList } from "@/components/jobs/job-list";
import { EmployerBenefits, Hero, StatsStrip, SuccessNumbers, Testimonials } from "@/components/home/marketing";
import { JobAlertCard } from "@/components/home/job-alert-card";
import { EmailSubscribe } from "@/components/home/email-subscribe";
import { LoadMoreJobs } from "@/components/home/load-more-jobs";
import { BoardToolbar } from "./board-toolbar";
import { FilterSidebar } from "./filter-sidebar";
import { RESULTS_ID } from "./results-heading";

/** The board's title and canonical address, shared by the kept page and the filtered view. */
export const HOME_METADATA: Metadata = {
  title: { absolute: "Outpost — High-Paying Remote & Extreme Jobs | Real Jobs. Big Pay. No Desk." },
  alternates: { canonical: "/" },
};

/**
 * `view`: the board as it comes (`/`, with the hero) or a filtered view (the results heading is the page's h1).
 * `lite`: data saver's kept copy (decision 114): the same board without logos.
 */
export async function HomeBoard({ filters: asked, view, lite = false }: { filters: HomeFilters; view: "home" | "search"; lite?: boolean }) {
  const db = await getDb();
  // A cursor from another sort order (an edited link) starts the list from the top rather than failing.
  const filters = asked.cursor && !isCursorOf(asked.sort ?? "newest", asked.cursor) ? { ...asked, cursor: undefined } : asked;
  const search = homeSearch(filters);
  const { sortBy: _sort, limit: _limit, offset: _offset, cursor, ...matching } = search;
  // Featured follows the filters: only featured jobs the list below would show too, and the list does not
  // repeat them. A continued list (the next page without JavaScript) showed them on its first page already.
  // A seeker who chose a sort asked for that order: featured jobs then take their place in it (each card still
  // says Featured), so "Highest salary" starts at the highest salary.
  const sorted = search.sortBy !== "newest";
  const [stats, featured, { jobs, total, totalCapped, nextCursor }] = await Promise.all([
    jobStats(db),
    cursor || sorted ? [] : cachedFeatured(db, matching),
    cachedSearch(db, search),
  ]);
  const shownAbove = featured.map((job) => job.id);
  const listed = jobs.filter((job) => !shownAbove.includes(job.id));
  const first = { ...filters, cursor: undefined };
  const SectionHeading = view === "home" ? "h3" : "h2";

  return (
    <>
      {view === "home" && <Hero />}
      <div id="jobs" className="mx-auto max-w-6xl scroll-mt-16 px-4 pt-2 pb-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:pt-8">
        <FilterSidebar filters={filters} />
        <section aria-labelledby={RESULTS_ID} className="min-w-0">
          <BoardToolbar filters={filters} total={total} capped={totalCapped} headingLevel={view === "home" ? 2 : 1} />

          {featured.length > 0 && (
            <section aria-labelledby="featured-heading" className="mt-2">
              {/* On a phone each card's 'Featured' badge says it; the heading stays for screen readers. */}
              <SectionHeading
                id="featured-heading"
                className="sr-only text-base font-bold tracking-wide text-slate-700 uppercase sm:not-sr-only"
              >
                Featured Jobs
              </SectionHeading>
              <JobList jobs={featured} className="sm:mt-1.5" lite={lite} />
            </section>
          )}

          <section aria-labelledby="all-jobs-heading" className="mt-4 sm:mt-6">
            {/* On a phone the results heading above already gives the count: this one stays for screen readers, so
                the first screen holds a fourth job. */}
            <SectionHeading
              id="all-jobs-heading"
              className="sr-only text-sm font-bold tracking-wide text-slate-700 uppercase sm:not-sr-only sm:text-base"
            >
              All Jobs <span className="font-normal">({formatTotal(total, totalCapped)})</span>
            </SectionHeading>
            {cursor && (
              <p className="mt-2 text-sm">
                <a href={homeHref(first)} className="font-semibold text-amber-800 underline">
                  Back to the first jobs
                </a>
              </p>
            )}
            {jobs.length === 0 ? (
              <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
                No jobs found matching your criteria.
              </p>
            ) : listed.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">{featured.length === 1 ? "It is" : "They are"} the featured jobs above.</p>
            ) : (
              <JobList jobs={listed} className="mt-2" lite={lite} />
            )}
            {nextCursor && (
              <LoadMoreJobs
                key={homeQuery(filters)}
                apiQuery={homeApiQuery(filters)}
                viewQuery={homeQuery(first)}
                cursor={nextCursor}
                totalLabel={formatTotal(total, totalCapped)}
                shownAbove={shownAbove}
              />
            )}
          </section>
        </section>
      </div>
      <StatsStrip stats={stats} />
      <SuccessNumbers />
      <EmployerBenefits />
      <Testimonials />
      <JobAlertCard />
      <EmailSubscribe />
    </>
  );
}
