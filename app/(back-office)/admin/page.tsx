// /admin — the dashboard: figures, quick actions and every job, searched, filtered and paged (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { adminJobCounts } from "@/server/jobs/admin-jobs";
import { listAdminJobs } from "@/server/jobs/admin-job-list";
import { adminJobListSchema, readListQuery } from "@/lib/schemas/admin-lists";
import { AccessDenied } from "@/components/admin/access-denied";
import { AdminDashboard } from "@/components/admin/admin-dashboard";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminPage({ searchParams }: Props) {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/admin" />;
  const query = readListQuery(adminJobListSchema, await searchParams);
  const db = await getDb();
  const [counts, { jobs, total }] = await Promise.all([adminJobCounts(db), listAdminJobs(db, query)]);
  // A new query is a new list: remounting drops the optimistic state of the previous one.
  return (
    <AdminDashboard
      key={JSON.stringify(query)}
      counts={counts}
      query={query}
      total={total}
      initialJobs={JSON.parse(JSON.stringify(jobs))}
    />
  );
}
