// The home page's content (spec section 2): hero, statistics, the job list for the given filters, and the
// sign-up blocks. The unfiltered board is app/page.tsx (cached, ISR); filtered views are app/search.
import type { Metadata } from "next";
import Link from "next/link";
import { formatTotal } from "@/lib/format";
import { homeApiQuery, homeHref, homeQuery, homeSearch, type HomeFilters } from "@/lib/schemas/home-filters";
import { getDb } from "@/server/runtime";
import { cachedFeatured, cachedSearch } from "@/server/jobs/cached-reads";
import { jobStats } from "@/server/jobs/public-jobs";
import { isCursorOf } from "@/server/jobs/job-keyset";
import { JobCard } from "@/components/jobs/job-card";
import { FilterBar } from "@/components/home/filter-bar";
import { RegionSelector } from "@/components/home/region-selector";
import { EmployerBenefits, Hero, StatsStrip, SuccessNumbers, Testimonials } from "@/components/home/marketing";
import { JobAlertCard } from "@/components/home/job-alert-card";
import { EmailSubscribe } from "@/components/home/email-subscribe";
import { LoadMoreJobs } from "@/components/home/load-more-jobs";

/** The board's title and canonical address, shared by the kept page and the filtered view. */
export const HOME_METADATA: Metadata = {
  title: { absolute: "Outpost — High-Paying Remote & Extreme Jobs | Real Jobs. Big Pay. No Desk." },
  alternates: { canonical: "/" },
};

export async function HomeBoard({ filters: asked }: { filters: HomeFilters }) {
  const db = await getDb();
  // A cursor from another sort order (an edited link) starts the list from the top rather than failing.
  const filters = asked.cursor && !isCursorOf(asked.sort ?? "newest", asked.cursor) ? { ...asked, cursor: undefined } : asked;
  const search = homeSearch(filters);
  const { sortBy: _sort, limit: _limit, offset: _offset, cursor, ...matching } = search;
  // Featured follows the filters: only featured jobs the list below would show too. A continued list (the
  // next page without JavaScript) showed them on its first page already.
  const [stats, featured, { jobs, total, totalCapped, nextCursor }] = await Promise.all([
    jobStats(db),
    cursor ? [] : cachedFeatured(db, matching),
    cachedSearch(db, search),
  ]);
  const first = { ...filters, cursor: undefined };

  return (
    <>
      <Hero />
      <StatsStrip stats={stats} />
      <SuccessNumbers />
      <section id="jobs" aria-labelledby="jobs-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="jobs-heading" className="text-3xl font-bold">
            Find your next rotation
          </h2>
          <RegionSelector />
        </div>
        <div className="mt-4">
          <FilterBar filters={filters} />
        </div>

        {featured.length > 0 && (
          <section aria-labelledby="featured-heading" className="mt-8">
            <h3 id="featured-heading" className="text-xl font-bold">
              Featured Jobs
            </h3>
            <ul className="mt-3 grid gap-4 md:grid-cols-3">
              {featured.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="all-jobs-heading" className="mt-8">
          <h3 id="all-jobs-heading" className="text-xl font-bold">
            All Jobs <span className="text-base font-normal text-slate-600">({formatTotal(total, totalCapped)})</span>
          </h3>
          {cursor && (
            <p className="mt-2 text-sm">
              <Link href={homeHref(first)} className="font-semibold text-amber-800 underline">
                Back to the first jobs
              </Link>
            </p>
          )}
          {jobs.length === 0 ? (
            <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              No jobs found matching your criteria.
            </p>
          ) : (
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          )}
          {nextCursor && (
            <LoadMoreJobs
              key={homeHref(filters, "")}
              apiQuery={homeApiQuery(filters)}
              viewQuery={homeQuery(first)}
              cursor={nextCursor}
              totalLabel={formatTotal(total, totalCapped)}
            />
          )}
        </section>
      </section>
      <EmployerBenefits />
      <Testimonials />
      <JobAlertCard />
      <EmailSubscribe />
    </>
  );
}
