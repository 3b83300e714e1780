// The click analytics screen's content: three figures, the ranking, how tracking works.
import Link from "next/link";
import { MousePointerClick, TrendingUp, Trophy } from "lucide-react";
import { averageClicks, type ClickAnalytics } from "@/lib/click-analytics";
import { BackOfficePage, DASHBOARD } from "../ui/back-office-page";

export function ClickAnalyticsView({ data, children }: { data: ClickAnalytics; children?: React.ReactNode }) {
  const total = data.totalTrackedClicks[0].count;
  const cards = [
    { label: "Total Clicks", value: total, icon: MousePointerClick, hint: "Apply Now clicks tracked" },
    { label: "Top Jobs", value: data.jobsWithClicks, icon: Trophy, hint: "Jobs with at least one click" },
    { label: "Avg Clicks/Job", value: averageClicks(data), icon: TrendingUp, hint: "Across jobs with clicks" },
  ];

  return (
    <BackOfficePage title="Job Click Analytics" back={DASHBOARD} description="Which adverts job seekers act on.">
      <dl className="mt-8 grid gap-3 sm:grid-cols-3">
        {cards.map(({ label, value, icon: Icon, hint }) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Icon aria-hidden size={16} className="text-amber-700" /> {label}
            </dt>
            <dd className="mt-1 text-3xl font-extrabold">{value}</dd>
            <dd className="text-xs text-slate-600">{hint}</dd>
          </div>
        ))}
      </dl>

      {children}

      <section aria-labelledby="popular-heading" className="mt-10 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="popular-heading" className="text-xl font-bold">
          Most Popular Jobs
        </h2>
        {data.topJobs.length === 0 ? (
          <p className="mt-4 text-slate-700">No click data available yet</p>
        ) : (
          <ol className="mt-4 divide-y divide-slate-100">
            {data.topJobs.map((job, i) => (
              <li key={job.jobId} className="flex items-center gap-4 py-3">
                <span
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-amber-100 font-bold text-amber-900"
                  aria-label={`Rank ${i + 1}`}
                >
                  {i + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <Link href={`/job/${job.jobId}`} className="font-semibold hover:underline">
                    {job.title}
                  </Link>
                  <p className="text-sm text-slate-600">{job.company}</p>
                </div>
                <span className="text-right text-sm">
                  <strong className="text-lg">{job.clickCount}</strong> {job.clickCount === 1 ? "click" : "clicks"}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="tracking-heading" className="mt-8 rounded-lg bg-slate-100 p-6 text-sm text-slate-700">
        <h2 id="tracking-heading" className="font-bold text-slate-900">
          How clicks are tracked
        </h2>
        <p className="mt-2">
          Every click on a job&apos;s Apply Now button is recorded with the visitor&apos;s browser (user agent), IP address, referring page
          and campaign (UTM) parameters. IP addresses are never stored as they arrive: only a keyed hash is kept, which tells repeat clicks
          apart without identifying anyone. Repeat apply clicks by the same visitor on the same job within 30 minutes count once.
        </p>
      </section>
    </BackOfficePage>
  );
}
