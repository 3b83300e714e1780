// /crm — the employer CRM: sales leads, their contact state and jobs, a page at a time (admins only).
import type { Metadata } from "next";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { employerStats, listEmployers } from "@/server/crm/employers";
import { ADMIN_PAGE_SIZE } from "@/lib/schemas/admin-lists";
import { CrmDenied } from "@/components/crm/crm-gate";
import { Crm } from "@/components/crm/crm";

export const metadata: Metadata = { title: "Employer CRM", robots: { index: false, follow: false } };

export default async function CrmPage() {
  const user = await pageUser();
  if (user?.role !== "admin") return <CrmDenied role={user?.role ?? null} />;
  const db = await getDb();
  const [stats, { employers, total }] = await Promise.all([
    employerStats(db),
    listEmployers(db, { search: undefined, limit: ADMIN_PAGE_SIZE, offset: 0 }),
  ]);
  return <Crm initialStats={stats} initialEmployers={JSON.parse(JSON.stringify(employers))} initialTotal={total} />;
}
