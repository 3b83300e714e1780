// /analytics — apply-click analytics: totals, clicks and views per day (whole board or one job) and the
// most popular jobs (admins only).
import type { Metadata } from "next";
import { chartDays } from "@/lib/charts";
import { uuidSchema } from "@/lib/schemas/common";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { clickAnalytics } from "@/server/analytics/click-analytics";
import { activityPerDay, chartedJob } from "@/server/analytics/daily-series";
import { AccessDenied } from "@/components/admin/access-denied";
import { ClickAnalyticsView } from "@/components/admin/click-analytics-view";
import { ActivityChart } from "@/components/charts/activity-chart";
import { ChartCard } from "@/components/charts/chart-card";
import { JobPicker } from "@/components/charts/job-picker";
import { RangeLinks } from "@/components/charts/range-links";

export const metadata: Metadata = { title: "Job Click Analytics", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AnalyticsPage({ searchParams }: Props) {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/analytics" />;
  const query = await searchParams;
  const days = chartDays(query.days);
  const db = await getDb();
  const picked = uuidSchema.safeParse(query.job);
  const job = picked.success ? await chartedJob(db, picked.data) : null;
  const [data, series] = await Promise.all([clickAnalytics(db), activityPerDay(db, days, job?.value)]);
  const options = [
    { value: "", label: "Whole board" },
    ...(job && !data.topJobs.some((t) => t.jobId === job.value) ? [job] : []),
    ...data.topJobs.map((t) => ({ value: t.jobId, label: `${t.title} — ${t.company}` })),
  ];
  return (
    <ClickAnalyticsView data={data}>
      <ChartCard
        id="per-day-heading"
        heading="Clicks and views per day"
        controls={
          <>
            <RangeLinks path="/analytics" days={days} keep={{ job: job?.value }} />
            <JobPicker path="/analytics" days={days} selected={job?.value ?? ""} options={options} />
          </>
        }
      >
        <ActivityChart title={job ? job.label : "Whole board"} series={series} />
      </ChartCard>
    </ClickAnalyticsView>
  );
}
