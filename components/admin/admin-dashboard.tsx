"use client";
// The admin dashboard (spec section 2): figures, quick actions and the All Jobs list with optimistic
// switches; search, filters and paging are in the address, so the server answers each page.
import Link from "next/link";
import { useState } from "react";
import { BarChart3, FileUp, Link2Off, ListOrdered, UserCog, Users } from "lucide-react";
import { toast } from "../toast/toast-store";
import { fetchJson } from "../forms/fetch-json";
import { AdminJobRow, type DashboardJob } from "./admin-job-row";
import { StatCards } from "../ui/stat-cards";
import { Pager } from "../ui/pager";
import { JobFilters } from "./job-filters";
import { listHref, type AdminJobList } from "@/lib/schemas/admin-lists";

type Counts = { total: number; active: number; featured: number; expired: number };

const QUICK_ACTIONS = [
  { href: "/admin/bulk-upload", label: "Bulk Upload Jobs", icon: FileUp },
  { href: "/admin/broken-link-reports", label: "Broken Link Reports", icon: Link2Off },
  { href: "/crm", label: "CRM Dashboard", icon: Users },
  { href: "/analytics", label: "Analytics", icon: BarChart3 },
  { href: "/admin/job-management", label: "Job Management", icon: ListOrdered },
  { href: "/admin/users", label: "User Management", icon: UserCog },
];

type Props = { counts: Counts; initialJobs: DashboardJob[]; query: AdminJobList; total: number };

export function AdminDashboard({ counts: initialCounts, initialJobs, query, total: initialTotal }: Props) {
  const [jobs, setJobs] = useState(initialJobs);
  const [counts, setCounts] = useState(initialCounts);
  const [total, setTotal] = useState(initialTotal);
  const [checking, setChecking] = useState<string | null>(null);

  const replace = (id: string, change: Partial<DashboardJob>) =>
    setJobs((list) => list.map((j) => (j.id === id ? { ...j, ...change } : j)));

  async function toggle(job: DashboardJob, field: "isActive" | "isFeatured", value: boolean) {
    const countKey = field === "isActive" ? "active" : "featured";
    const step = value ? 1 : -1;
    replace(job.id, { [field]: value });
    setCounts((c) => ({ ...c, [countKey]: c[countKey] + step }));
    try {
      await fetchJson("PATCH", `/api/admin/jobs/${job.id}`, { [field]: value });
      toast({ title: "Job updated successfully" });
    } catch {
      replace(job.id, { [field]: !value });
      setCounts((c) => ({ ...c, [countKey]: c[countKey] - step }));
      toast({ title: "Failed to update job", variant: "destructive" });
    }
  }

  async function remove(job: DashboardJob) {
    if (!window.confirm("Are you sure you want to delete this job?")) return;
    try {
      await fetchJson("DELETE", `/api/admin/jobs/${job.id}`);
      setJobs((list) => list.filter((j) => j.id !== job.id));
      setTotal((n) => n - 1);
      setCounts((c) => ({
        total: c.total - 1,
        active: c.active - (job.isActive ? 1 : 0),
        featured: c.featured - (job.isFeatured ? 1 : 0),
        expired: c.expired - (job.expired ? 1 : 0),
      }));
      toast({ title: "Job deleted successfully" });
    } catch {
      toast({ title: "Failed to remove job", variant: "destructive" });
    }
  }

  async function checkLink(job: DashboardJob) {
    setChecking(job.id);
    try {
      const result = await fetchJson<{ linkStatus: string; httpStatus: number | null; checkedAt: string; reason: string }>("POST", `/api/admin/jobs/${job.id}/check-link`);
      replace(job.id, { linkStatus: result.linkStatus, linkHttpStatus: result.httpStatus, linkCheckedAt: result.checkedAt, linkCheckReason: result.reason });
      toast({ title: `Link checked: ${result.linkStatus}`, description: result.reason });
    } catch {
      toast({ title: "Could not check the link", variant: "destructive" });
    } finally {
      setChecking(null);
    }
  }

  const stats = [
    { label: "Total Jobs", value: counts.total },
    { label: "Active Jobs", value: counts.active },
    { label: "Featured Jobs", value: counts.featured },
    { label: "Expired Jobs", value: counts.expired },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Admin Dashboard</h1>
          <p className="mt-1 text-slate-700">Curate the board, fix what is broken and follow up leads.</p>
        </div>
        <Link href="/analytics" className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100">
          <BarChart3 aria-hidden size={16} /> View Click Analytics
        </Link>
      </div>

      <section aria-labelledby="quick-actions" className="mt-8">
        <h2 id="quick-actions" className="text-lg font-bold">Quick Actions</h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
          {QUICK_ACTIONS.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className="flex h-full items-center gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm font-semibold shadow-sm hover:border-amber-600 hover:bg-amber-50">
                <Icon aria-hidden size={18} className="shrink-0 text-amber-700" /> {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <StatCards stats={stats} className="mt-8" />

      <section aria-labelledby="all-jobs" className="mt-10">
        <h2 id="all-jobs" className="text-xl font-bold">All Jobs</h2>
        <JobFilters filters={query} />
        {jobs.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">No jobs found.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {jobs.map((job) => (
              <li key={job.id}>
                <AdminJobRow
                  job={job}
                  checking={checking === job.id}
                  onToggle={(field, value) => toggle(job, field, value)}
                  onDelete={() => remove(job)}
                  onCheckLink={() => void checkLink(job)}
                />
              </li>
            ))}
          </ul>
        )}
        <Pager label="Job pages" offset={query.offset} pageSize={query.limit} total={total} hrefFor={(offset) => listHref("/admin", query, offset, query.limit)} />
      </section>
    </div>
  );
}
