// /admin/job-management — arrange the order and featuring of the listed jobs, a page at a time (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { listOrderPage } from "@/server/jobs/job-order";
import { readListQuery } from "@/lib/schemas/admin-lists";
import { JOB_ORDER_PAGE, orderPageSchema } from "@/lib/schemas/job-order";
import { AccessDenied } from "@/components/admin/access-denied";
import { JobOrder } from "@/components/admin/job-order";

export const metadata: Metadata = { title: "Job Management", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function JobManagementPage({ searchParams }: Props) {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/admin/job-management" />;
  const page = readListQuery(orderPageSchema, await searchParams, JOB_ORDER_PAGE);
  const { jobs, total } = await listOrderPage(await getDb(), page);
  return <JobOrder key={`${page.offset}:${total}`} initialJobs={jobs} offset={page.offset} total={total} />;
}
