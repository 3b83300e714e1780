// /crm — the employer CRM: sales leads, their contact state and jobs, a page at a time, and leads by
// status per day (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { employerStats, listEmployers } from "@/server/crm/employers";
import { ADMIN_PAGE_SIZE } from "@/lib/schemas/admin-lists";
import { chartDays } from "@/lib/charts";
import { leadsPerDay } from "@/server/analytics/daily-series";
import { ChartCard } from "@/components/charts/chart-card";
import { LeadsChart } from "@/components/charts/leads-chart";
import { RangeLinks } from "@/components/charts/range-links";
import { CrmDenied } from "@/components/crm/crm-gate";
import { Crm } from "@/components/crm/crm";

export const metadata: Metadata = { title: "Employer CRM", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CrmPage({ searchParams }: Props) {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <CrmDenied role={role} />;
  const db = await getDb();
  const days = chartDays((await searchParams).days);
  const [stats, { employers, total }, leads] = await Promise.all([
    employerStats(db),
    listEmployers(db, { search: undefined, limit: ADMIN_PAGE_SIZE, offset: 0 }),
    leadsPerDay(db, days),
  ]);
  return (
    <>
      <Crm initialStats={stats} initialEmployers={JSON.parse(JSON.stringify(employers))} initialTotal={total} />
      <div className="mx-auto max-w-6xl px-4 pb-10">
        <ChartCard id="leads-per-day-heading" heading="Leads over time" controls={<RangeLinks path="/crm" days={days} />}>
          <LeadsChart series={leads} />
        </ChartCard>
      </div>
    </>
  );
}
