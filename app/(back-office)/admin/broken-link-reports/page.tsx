// /admin/broken-link-reports — the report queue, one card per reported job, paged (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { listReportGroups } from "@/server/reports/admin-reports";
import { withReportsTimeAgo } from "@/lib/relative-time";
import { REPORTS_PAGE } from "@/lib/schemas/admin-reports";
import { AccessDenied } from "@/components/admin/access-denied";
import { BrokenLinkReports } from "@/components/admin/broken-link-reports";

export const metadata: Metadata = { title: "Reports", robots: { index: false, follow: false } };

export default async function BrokenLinkReportsPage() {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/admin/broken-link-reports" />;
  const { groups, total } = await listReportGroups(await getDb(), { limit: REPORTS_PAGE, offset: 0 });
  return <BrokenLinkReports initialReports={JSON.parse(JSON.stringify(withReportsTimeAgo(groups)))} initialTotal={total} />;
}
