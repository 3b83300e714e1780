// /admin/broken-link-reports — the queue of reported application links, paged (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { listReports } from "@/server/reports/admin-reports";
import { withTimeAgo } from "@/lib/relative-time";
import { REPORTS_PAGE } from "@/lib/schemas/admin-reports";
import { AccessDenied } from "@/components/admin/access-denied";
import { BrokenLinkReports } from "@/components/admin/broken-link-reports";

export const metadata: Metadata = { title: "Broken Link Reports", robots: { index: false, follow: false } };

export default async function BrokenLinkReportsPage() {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/admin/broken-link-reports" />;
  const { reports, total } = await listReports(await getDb(), { limit: REPORTS_PAGE, offset: 0 });
  return <BrokenLinkReports initialReports={JSON.parse(JSON.stringify(withTimeAgo(reports)))} initialTotal={total} />;
}
