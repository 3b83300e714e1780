// /jobs-for-you — listed jobs ranked for the signed-in worker's profile, each with its reasons and gaps
// (docs/decisions/111). Read on the server for this user only: the session makes the page dynamic and private.
import type { Metadata } from "next";
import Link from "next/link";
import { matchQuerySchema } from "@/lib/schemas/matches";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { matchProfileOf } from "@/server/matches/match-profile";
import { isMatchCursor, rankMatches } from "@/server/matches/rank-matches";
import { heldItemsOf, hitchChecksFor } from "@/server/applications/hitch-check";
import { lapseWarnings, utcDay } from "@/lib/job-match";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { JobCard } from "@/components/jobs/job-card";
import { MatchNotes } from "@/components/matches/match-notes";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Jobs for you", robots: { index: false, follow: false } };

const PROFILE_PATH = "/account/profile";
/** Cards to a page: each carries its reasons, and the page must stay light on a phone. */
const PAGE_SIZE = 20;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function JobsForYouPage({ searchParams }: Props) {
  const user = await pageUser();
  if (!user)
    return (
      <SignInRequired
        title="Please Sign In"
        description="Sign in to see the jobs that fit your tickets, rotation and dates."
        delayMs={1000}
        next="/jobs-for-you"
      />
    );
  const db = await getDb();
  const profile = await matchProfileOf(db, user.id);
  // A cursor that is not one of ours starts the list from the top rather than failing the page.
  const query = matchQuerySchema.safeParse(await searchParams);
  const cursor = query.success && query.data.cursor && isMatchCursor(query.data.cursor) ? query.data.cursor : undefined;
  const now = new Date();
  const page = profile ? await rankMatches(db, profile, { limit: PAGE_SIZE, cursor, now }) : null;
  const held = page && (await heldItemsOf(db, user.id));
  const hitches =
    page && held
      ? await hitchChecksFor(
          db,
          held,
          page.jobs.map((j) => j.id),
          now,
        )
      : new Map<string, never>();
  // The match's own words for a lapsing ticket, measured from the hitch's start: the hitch list says them instead.
  const saidByHitch = (job: { tickets: string[] | null }, hitchStart?: string) =>
    profile && hitchStart ? lapseWarnings(profile, { tickets: job.tickets, startDate: new Date(hitchStart) }, utcDay(now)) : [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl">Jobs for you</h1>
        {profile && (
          <Link href={PROFILE_PATH} className="text-sm font-medium text-amber-800 underline">
            Edit your profile
          </Link>
        )}
      </div>
      {!page ? (
        <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-bold">Tell us what you hold</h2>
          <p className="mt-2 text-slate-700">
            Add your tickets, the rotation you want, when you are available and your minimum pay, and we will rank open jobs by how well
            they fit, with the reasons and what is missing.
          </p>
          <Link href={PROFILE_PATH} className={buttonClass({ className: "mt-4 inline-block" })}>
            Set up your profile
          </Link>
        </section>
      ) : page.jobs.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No open job fits your profile yet: none pays your minimum.{" "}
          <Link href={PROFILE_PATH} className="font-medium text-amber-800 underline">
            Edit your profile
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">Best fit first, by your tickets, rotation, regions, pay and dates.</p>
          {/* The cards' titles are third-level headings, as on the board: this one keeps the outline whole. */}
          <h2 id="matches-heading" className="sr-only">
            Your matches
          </h2>
          <ul className="job-grid mt-4" aria-labelledby="matches-heading">
            {page.jobs.map((job) => (
              <li key={job.id}>
                <JobCard
                  job={job}
                  notes={
                    <MatchNotes
                      match={job.match}
                      hitch={hitches.get(job.id)}
                      saidByHitch={saidByHitch(job, hitches.get(job.id)?.hitchStart)}
                    />
                  }
                />
              </li>
            ))}
          </ul>
          {page.nextCursor && (
            <Link
              href={`/jobs-for-you?cursor=${page.nextCursor}`}
              className={buttonClass({ variant: "secondary", className: "mt-6 inline-block" })}
            >
              More jobs
            </Link>
          )}
        </>
      )}
    </div>
  );
}
