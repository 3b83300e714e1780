// /admin/job-management — arrange the order and featuring of the listed jobs (admins only).
import type { Metadata } from "next";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { listOrderableJobs } from "@/server/jobs/admin-jobs";
import { AccessDenied } from "@/components/admin/access-denied";
import { JobOrder } from "@/components/admin/job-order";

export const metadata: Metadata = { title: "Job Management", robots: { index: false, follow: false } };

export default async function JobManagementPage() {
  const user = await pageUser();
  if (user?.role !== "admin") return <AccessDenied role={user?.role ?? null} next="/admin/job-management" />;
  const jobs = await listOrderableJobs(await getDb());
  return <JobOrder initialJobs={jobs} />;
}
