// /admin — the dashboard: figures, quick actions and every job with its switches (admins only).
import type { Metadata } from "next";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { adminJobCounts, listAllJobs } from "@/server/jobs/admin-jobs";
import { AccessDenied } from "@/components/admin/access-denied";
import { AdminDashboard, DASHBOARD_PAGE } from "@/components/admin/admin-dashboard";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false, follow: false } };

export default async function AdminPage() {
  const user = await pageUser();
  if (user?.role !== "admin") return <AccessDenied role={user?.role ?? null} next="/admin" />;
  const db = await getDb();
  const [counts, jobs] = await Promise.all([adminJobCounts(db), listAllJobs(db, { limit: DASHBOARD_PAGE, offset: 0 })]);
  return <AdminDashboard counts={counts} initialJobs={JSON.parse(JSON.stringify(jobs))} />;
}
