// /my-jobs — the signed-in employer's postings and a chart of what one of them drew per
// day; read on the server for this user only.
import type { Metadata } from "next";
import { chartDays } from "@/lib/charts";
import { postingView } from "@/lib/listing-term";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { listEmployerJobs } from "@/server/jobs/employer-jobs";
import { ownJobActivityPerDay } from "@/server/analytics/daily-series";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { MyJobs } from "@/components/my-jobs/my-jobs";
import { ActivityChart } from "@/components/charts/activity-chart";
import { ChartCard } from "@/components/charts/chart-card";
import { JobPicker } from "@/components/charts/job-picker";
import { RangeLinks } from "@/components/charts/range-links";

export const metadata: Metadata = { title: "My Jobs", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MyJobsPage({ searchParams }: Props) {
  const user = await pageUser();
  if (!user)
    return (
      <SignInRequired title="Login Required" description="Please log in to see the jobs you have posted." delayMs={1500} next="/my-jobs" />
    );
  const db = await getDb();
  const jobs = await listEmployerJobs(db, user.id);
  const now = new Date();
  const query = await searchParams;
  const days = chartDays(query.days);
  // Only one of this employer's own jobs is ever charted: any other id falls back to their newest.
  const charted = jobs.find((j) => j.id === query.job) ?? jobs[0];
  const series = charted ? await ownJobActivityPerDay(db, user.id, charted.id, days) : null;
  return (
    <>
      <MyJobs jobs={jobs.map((j) => postingView(j, now))} />
      {charted && series && (
        <div className="mx-auto max-w-5xl px-4 pb-10">
          <ChartCard
            id="job-activity-heading"
            heading="Clicks and views per day"
            controls={
              <>
                <RangeLinks path="/my-jobs" days={days} keep={{ job: charted.id }} />
                <JobPicker path="/my-jobs" days={days} selected={charted.id} options={jobs.map((j) => ({ value: j.id, label: j.title }))} />
              </>
            }
          >
            <ActivityChart title={charted.title} series={series} />
          </ChartCard>
        </div>
      )}
    </>
  );
}
