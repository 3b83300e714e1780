// /crm — the employer CRM: sales leads, their contact state and jobs (admins only).
import type { Metadata } from "next";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { employerStats, listEmployers } from "@/server/crm/employers";
import { CrmDenied } from "@/components/crm/crm-gate";
import { Crm } from "@/components/crm/crm";

export const metadata: Metadata = { title: "Employer CRM", robots: { index: false, follow: false } };

export default async function CrmPage() {
  const user = await pageUser();
  if (user?.role !== "admin") return <CrmDenied role={user?.role ?? null} />;
  const db = await getDb();
  const [stats, employers] = await Promise.all([employerStats(db), listEmployers(db, {})]);
  return <Crm initialStats={stats} initialEmployers={JSON.parse(JSON.stringify(employers))} />;
}
